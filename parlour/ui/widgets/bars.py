"""Small bar charts in the menus' look: won, shared and lost as one stacked bar.

Each part carries a pattern as well as a colour (solid, hatched, open), so the chart
reads without telling colours apart; the legend draws the same swatches.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from parlour.ui import theme

#: The parts of a bar, in order, with their fill; "shared" is hatched, "lost" open.
PARTS: tuple[str, ...] = ("won", "shared", "lost")
_FILL = {
    "won": (47, 93, 67),  # the theme's selected green
    "shared": theme.GOLD,
    "lost": (216, 205, 180),  # the theme's unfilled bar
}
_EDGE = theme.WOOD_DARK


def _part(surface: pygame.Surface, rect: pygame.Rect, part: str) -> None:
    pygame.draw.rect(surface, _FILL[part], rect)
    if part == "shared":
        step = max(4, rect.height // 2)
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip))
        for x in range(rect.left - rect.height, rect.right, step):
            pygame.draw.line(
                surface, _EDGE, (x, rect.bottom), (x + rect.height, rect.top), max(1, step // 4)
            )
        surface.set_clip(clip)


def stacked_bar(
    surface: pygame.Surface,
    rect: pygame.Rect,
    counts: Sequence[int],
    most: int,
    edge: int = 1,
) -> None:
    """``counts`` (won, shared, lost) as one bar from ``rect``'s left; a bar of ``most``
    games fills ``rect``'s width. Nothing is drawn for no games."""
    total = sum(counts)
    if total <= 0 or most <= 0 or rect.width <= 0:
        return
    width = max(1, round(rect.width * min(total, most) / most))
    x = rect.left
    done = 0
    for part, count in zip(PARTS, counts, strict=True):
        if count <= 0:
            continue
        done += count
        right = rect.left + round(width * done / total)
        _part(surface, pygame.Rect(x, rect.top, right - x, rect.height), part)
        x = right
    pygame.draw.rect(surface, _EDGE, pygame.Rect(rect.left, rect.top, width, rect.height), edge)


def fraction_bar(
    surface: pygame.Surface, rect: pygame.Rect, part: int, whole: int, edge: int = 1
) -> None:
    """``part`` of ``whole`` as a filled share of an open bar the size of ``rect``."""
    _part(surface, rect, "lost")
    if whole > 0 and part > 0:
        filled = pygame.Rect(rect.left, rect.top, round(rect.width * part / whole), rect.height)
        _part(surface, filled, "won")
    pygame.draw.rect(surface, _EDGE, rect, edge)


def swatch(surface: pygame.Surface, rect: pygame.Rect, part: str, edge: int = 1) -> None:
    """The legend's sample of ``part``."""
    _part(surface, rect, part)
    pygame.draw.rect(surface, _EDGE, rect, edge)
