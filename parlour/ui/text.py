"""Word wrap for text drawn straight onto table surfaces (logs, zooms, prompts, cards)."""

from __future__ import annotations

from collections.abc import Callable

import pygame


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` as ``measure`` counts pixels.

    Explicit line breaks and blank lines are kept; a word wider than a whole line is split
    by characters rather than overflowing, so nothing is ever drawn outside its box.
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if measure(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while measure(word) > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and measure(word[:cut]) > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def wrap_text(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """``wrap`` measured with a pygame font."""
    return wrap(text, width, lambda s: fnt.size(s)[0])


def ellipsize(text: str, width: int, fnt: pygame.font.Font) -> str:
    """``text`` cut with an ellipsis to at most ``width`` pixels. A binary search over the
    cut, so a name of thousands of characters costs a dozen measurements, not thousands."""
    if fnt.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if fnt.size(text[:middle].rstrip() + "…")[0] <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"
