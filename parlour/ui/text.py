"""Word wrap and ellipsis for text drawn straight onto surfaces (logs, zooms, prompts, names).

Both must stay fast for any text, a 3 000-character name from a hand-edited save included:
they are called while drawing. Measuring a string costs time in proportion to its length,
so neither ever shortens a long text one character at a time (which measures the whole
text once per character: cubic time). Where a text is cut, ``longest_fit`` finds the cut by
galloping and bisecting over prefixes no longer than about twice the cut, so wrapping a text
costs time in proportion to its length.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from parlour.ui import i18n, text_marks
from parlour.ui.fonts import font
from parlour.ui.hyphenation import seams
from parlour.ui.surface_cache import table_images

Measure = Callable[[str], int]

ELLIPSIS = "…"
#: Letters a piece of a word broken at a syllable keeps at least.
MIN_PIECE = 2


@table_images(maxsize=1024)
def text_image(text: str, size: int, bold: bool, colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` rendered, cached: tables draw the same names and labels on every frame."""
    return font(size, bold).render(text, True, colour)


@dataclass(frozen=True)
class DrawnText:
    """One text as a painter drew it: what, where and at which font size. Painters keep
    the texts of their last frame so layout tests can hold every table to readable text
    that overlaps nothing."""

    text: str
    rect: pygame.Rect
    size: int


def longest_fit(text: str, width: int, measure: Measure, start: int = 0) -> int:
    """How many characters of ``text`` from ``start`` on fit into ``width`` (0 if none).

    Prefixes of 1, 2, 4, … characters are measured until one is too wide, then the cut is
    bisected between the last that fitted and the first that did not.
    """
    rest = len(text) - start
    fits, too_wide = 0, rest + 1
    probe = 1
    while probe <= rest:
        if measure(text[start : start + probe]) > width:
            too_wide = probe
            break
        fits = probe
        if probe == rest:
            return fits
        probe = min(2 * probe, rest)
    while too_wide - fits > 1:
        middle = (fits + too_wide) // 2
        if measure(text[start : start + middle]) <= width:
            fits = middle
        else:
            too_wide = middle
    return fits


def wrap(text: str, width: int, measure: Measure, *, hyphenate: bool = True) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` as ``measure`` counts pixels.

    Explicit line breaks and blank lines are kept. A word wider than a whole line is
    hyphenated at its syllables (``parlour.ui.hyphenation``), after a hyphen it already
    has, and only where no syllable fits split by characters rather than overflowing, so
    nothing is ever drawn outside its box. Lines break at spaces only, never at a no-break
    space ("8\u00a0Mio." stays together).
    """
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = re.split(r"[ \t]+", paragraph.strip(" \t"))
        words = [word for word in words if word]
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
            pieces = split_word(word, width, measure, hyphenate=hyphenate)
            lines += pieces[:-1]
            line = pieces[-1]
        lines.append(line)
    return lines


def wrap_parts(text: str, separator: str, width: int, measure: Measure) -> list[str]:
    """``text`` in lines no wider than ``width``, broken at a ``separator`` (which the
    line break then replaces) where it can, so each part ("Move 47") stays on one line;
    a part too wide alone is wrapped."""
    lines: list[str] = []
    for part in text.split(separator):
        if lines and measure(f"{lines[-1]}{separator}{part}") <= width:
            lines[-1] = f"{lines[-1]}{separator}{part}"
        else:
            lines += wrap(part, width, measure)
    return lines


def split_word(word: str, width: int, measure: Measure, *, hyphenate: bool = True) -> list[str]:
    """``word`` in pieces no wider than ``width``: each piece but the last ends at a
    syllable (with a hyphen) or after a hyphen of the word; a piece no syllable break
    makes narrow enough is cut by characters. Each piece is found from the longest
    prefix that fits, stepping back to a break, so the work stays linear in the word."""
    breaks = _breaks(word) if hyphenate else []
    pieces: list[str] = []
    start = 0
    while True:
        # At least one character a piece, or a too-narrow box would never end.
        fits = max(1, longest_fit(word, width, measure, start))
        if start + fits >= len(word):
            break
        end, hyphen = start + fits, False
        for candidate, adds in reversed(breaks):
            if candidate < start + MIN_PIECE:  # "e-" alone on a line reads as a slip
                break
            if candidate > start + fits:
                continue
            if not adds or measure(word[start:candidate] + "-") <= width:
                end, hyphen = candidate, adds
                break
        pieces.append(word[start:end] + ("-" if hyphen else ""))
        start = end
    return [*pieces, word[start:]]


def breaks_only_at_syllables(text: str, width: int, measure: Measure) -> bool:
    """Whether ``wrap`` can set ``text`` in ``width`` without cutting a word between two
    letters that are no syllable break: every piece between two of a word's breaks (with
    the hyphen a syllable break adds) fits the width. A title that cannot is better set
    another way (a lighter weight) than cut in the middle of a syllable ("Schmuc-k")."""
    for word in re.split(r"\s+", text.strip()):
        cuts = [(0, False), *_breaks(word), (len(word), False)]
        for (start, _), (end, adds) in itertools.pairwise(cuts):
            if measure(word[start:end] + ("-" if adds else "")) > width:
                return False
    return True


def _breaks(word: str) -> list[tuple[int, bool]]:
    """Where ``word`` may break: after each hyphen it has (nothing added), and at each
    syllable of the parts between them (a hyphen added)."""
    found: list[tuple[int, bool]] = []
    offset = 0
    for part in re.split(r"(?<=-)", word):
        found += [(offset + seam, True) for seam in seams(part.rstrip("-"))]
        offset += len(part)
        if part.endswith("-") and offset < len(word):
            found.append((offset, False))
    return found


def wrap_text(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """``wrap`` measured with a pygame font."""
    return wrap(text, width, lambda s: fnt.size(s)[0])


def wrapped_lines(text: str, size: int, bold: bool, width: int) -> tuple[str, ...]:
    """``wrap_text`` in the table font of ``size``, cached: a table wraps the same prompt
    and headings on every frame it paints."""
    # A word breaks at its syllables in the current language, so the language is part
    # of the key: a text that reads the same in both must not keep the other's breaks.
    return wrapped_lines_in(text, size, bold, width, i18n.language())


@lru_cache(maxsize=256)
def wrapped_lines_in(
    text: str, size: int, bold: bool, width: int, language: str
) -> tuple[str, ...]:
    """``wrapped_lines`` as wrapped while ``language`` is shown (the cache's key)."""
    return tuple(wrap_text(text, font(size, bold), width))


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    size: int,
    colour: tuple[int, int, int],
    *,
    bold: bool = False,
    centred: bool = False,
    clip: bool = False,
    drawn: list[DrawnText] | None = None,
) -> int:
    """``text`` wrapped into ``box`` from its top, a line under another, each ``centred``
    in the box or at its left; with ``clip`` only the lines that fit the box's height.
    Returns the bottom of the last line, where what follows the paragraph begins."""
    fnt = font(size, bold)
    anchor, x = ("midtop", box.centerx) if centred else ("topleft", box.x)
    y = box.y
    for line in wrapped_lines(text, size, bold, box.width):
        if clip and y + fnt.get_linesize() > box.bottom:
            break
        draw_text(surface, line, (x, y), size, colour, bold=bold, anchor=anchor, drawn=drawn)
        y += fnt.get_linesize()
    return y


def ellipsize(text: str, width: int, measure: Measure) -> str:
    """``text``, or as much of it as fits into ``width`` followed by an ellipsis."""
    if measure(text) <= width:
        return text
    keep = longest_fit(text, width, lambda s: measure(s + ELLIPSIS))
    return text[:keep].rstrip() + ELLIPSIS


def fit(text: str, width: int, fnt: pygame.font.Font) -> str:
    """``ellipsize`` measured with a pygame font: a name shortened to the room it has."""
    return ellipsize(text, width, lambda s: fnt.size(s)[0])


def draw_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int,
    colour: tuple[int, int, int],
    *,
    bold: bool = False,
    anchor: str = "topleft",
    drawn: list[DrawnText] | None = None,
    full: str | None = None,
    needed: bool = True,
    hover: bool = False,
) -> pygame.Rect:
    """Draw one line with its ``anchor`` at ``pos``; note it in ``drawn`` for the layout
    tests and as a ``TextMark`` (``full``, ``needed`` and ``hover`` are what
    ``text_marks.note`` takes). Returns where it went."""
    image = text_image(text, size, bold, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    text_marks.note(surface, text, rect, size, full=full, needed=needed, hover=hover)
    if drawn is not None:
        drawn.append(DrawnText(text, rect, size))
    return rect
