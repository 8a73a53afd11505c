"""A Carte Fatale as a strip: where a seat's place is too small for card faces that print
their names (many cards in a narrow panel, the player's own row from four cards on), each
card is drawn as a short wide band instead, its piques on the left, its whole name in the
middle and its value on a gold pill at the right, in one or more columns. A card always
shows its name this way; the zoom on hover still shows the whole face.

Pure geometry and painting: the table (``scene.py``) asks ``strip_grid`` where the strips
lie, the painter (``paint.py``) draws each with ``strip_painter``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from parlour.games.banque_fatale import art
from parlour.ui import text_marks
from parlour.ui.fonts import font

#: The widest value a strip leaves room for (two of the twelve-worth piques).
WIDEST_VALUE = "88"
#: Air between a strip's piques, name and value.
STRIP_AIR = 4
#: Strips of a column touch (their rounded ends and gold lines keep them apart): so seven
#: fit a 4-player panel at 1024×640.
ROW_AIR = 0


def strip_height(points: int) -> int:
    """The height of a strip whose name is set at ``points``: one line and a hair."""
    return font(points).get_linesize() + 2


def strip_points(height: int) -> int:
    """The type size of the name on a strip ``height`` tall (``strip_height`` reversed)."""
    points = 1
    while strip_height(points + 1) <= height:
        points += 1
    return points


@dataclass(frozen=True)
class StripParts:
    """Where a strip's pieces lie on it: the centres and size of its piques, its name
    and its value's pill; ``width`` is the least width that holds them all."""

    piques: tuple[tuple[float, float], ...]
    pique_size: float
    name: pygame.Rect
    pill: pygame.Rect
    value: pygame.Rect
    width: int


def strip_parts(height: int, title: str, piques: int, value: str, width: int = 0) -> StripParts:
    """The pieces of a strip ``height`` tall and ``width`` wide (0: as narrow as it may be);
    the value's pill keeps the room of the widest value, so strips line up."""
    points = strip_points(height)
    pad = height // 2  # clear of the rounded ends
    size = height - 6
    step = size * 0.7
    centres = tuple((pad + size / 2 + i * step, height / 2) for i in range(piques))
    name = pygame.Rect((0, 0), font(points).size(title))
    name.midleft = (round(pad + size + (piques - 1) * step + STRIP_AIR), height // 2)
    bold = font(points, True)
    pill_w = bold.size(WIDEST_VALUE)[0] + 2 * STRIP_AIR
    needed = name.right + STRIP_AIR + pill_w + height // 3
    pill = pygame.Rect(0, 0, pill_w, height - 4)
    pill.midright = (max(width, needed) - height // 3, height // 2)
    text = pygame.Rect((0, 0), bold.size(value))
    text.center = pill.center
    return StripParts(centres, size, name, pill, text, needed)


def strip_grid(
    need: Callable[[int], int],
    count: int,
    area: pygame.Rect,
    gap: int,
    sizes: Sequence[int],
) -> list[pygame.Rect] | None:
    """Places for ``count`` strips in ``area``, column after column: the largest of the
    type ``sizes`` (largest first) at which the strips fit, ``need(points)`` being the
    least width of a strip at that size; ``None`` where none fits."""
    for points in sizes:
        height = strip_height(points)
        least = need(points)
        for cols in range(1, count + 1):
            col_w = (area.width - (cols - 1) * gap) // cols
            if col_w < least:
                break
            rows = -(-count // cols)
            if rows * height + (rows - 1) * ROW_AIR > area.height:
                continue
            return [
                pygame.Rect(
                    area.x + (i // rows) * (col_w + gap),
                    area.y + (i % rows) * (height + ROW_AIR),
                    col_w,
                    height,
                )
                for i in range(count)
            ]
    return None


def strip_painter(card: str, title: str, value: str) -> Callable[[pygame.Surface], None]:
    """A strip's face: cream with a gold line, the piques, the name and the value's pill."""
    colours = art.palette()
    piques = art.card_piques()[card]

    def paint(surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(art.CREAM)
        pygame.draw.rect(surface, art.GOLD, surface.get_rect().inflate(-4, -4), 1, h // 2)
        parts = strip_parts(h, title, len(piques), value, w)
        for centre, colour in zip(parts.piques, piques, strict=True):
            art.spade(surface, centre, parts.pique_size, colours[colour])
        points = strip_points(h)
        surface.blit(font(points).render(title, True, art.INK), parts.name)
        text_marks.note(surface, title, parts.name, points)
        pill = parts.pill
        pygame.draw.rect(surface, art.GOLD, pill, border_radius=pill.height // 2)
        surface.blit(font(points, True).render(value, True, art.NAVY_DARK), parts.value)
        text_marks.note(surface, value, parts.value, points)

    return paint
