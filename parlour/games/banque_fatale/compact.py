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
from functools import lru_cache

import pygame

from parlour.games.banque_fatale import art
from parlour.ui import text_marks
from parlour.ui.fonts import font

#: The widest value a strip leaves room for (two of the twelve-worth piques).
WIDEST_VALUE = "88"
#: Air between a strip's piques, name and value.
STRIP_AIR = 4
#: Strips of a column touch (their rounded ends keep them apart): so eight fit the
#: player's own row at 1024×640, at 11 px.
ROW_AIR = 0
#: Air between the letters (from the top of a capital to the foot of a "g") and the
#: strip's edge, above and below; the least, for a seat's fullest row at the least size
#: (nine cards in the player's own row at 1024×640).
RIM = 2
TIGHT_RIM = 1


@lru_cache(maxsize=32)
def ink_rows(points: int) -> tuple[int, int]:
    """The rows of a line set at ``points`` that its letters reach, from the top of a
    capital to the foot of a "J" or "g": the strip keeps these and not the line's
    leading, which is what lets eight strips fit a small row."""
    box = font(points).render("Jgbdlh", True, (0, 0, 0)).get_bounding_rect()
    return box.top, box.bottom


def strip_height(points: int, rim: int = RIM) -> int:
    """The height of a strip whose name is set at ``points``."""
    top, bottom = ink_rows(points)
    return bottom - top + 2 * rim


def strip_points(height: int) -> int:
    """The type size of the name on a strip ``height`` tall (``strip_height`` reversed;
    of two sizes as tall the smaller, which is no wider than the layout reckoned, but
    never below the project's least size)."""
    least = text_marks.SMALL_FLOOR
    fits = [p for p in range(least, 100) if strip_height(p) <= height] or [least]
    return min(p for p in fits if strip_height(p) == strip_height(fits[-1]))


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
    size = height - 4
    step = size * 0.7
    centres = tuple((pad + size / 2 + i * step, height / 2) for i in range(piques))
    top, bottom = ink_rows(points)
    rim = max(0, (height - (bottom - top)) // 2)
    name = pygame.Rect(0, rim, font(points).size(title)[0], bottom - top)
    name.x = round(pad + size + (piques - 1) * step + STRIP_AIR)
    bold = font(points, True)
    pill_w = bold.size(WIDEST_VALUE)[0] + 2 * STRIP_AIR
    needed = name.right + STRIP_AIR + pill_w + height // 3
    pill = pygame.Rect(0, 1, pill_w, height - 2)
    pill.right = max(width, needed) - height // 3
    text = pygame.Rect(0, rim, bold.size(value)[0], bottom - top)
    text.centerx = pill.centerx
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
    least width of a strip at that size, and last the least size with a tighter rim;
    ``None`` where none fits."""
    tries = [(points, strip_height(points)) for points in sizes]
    if sizes:
        tries.append((sizes[-1], strip_height(sizes[-1], TIGHT_RIM)))
    for points, height in tries:
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
        parts = strip_parts(h, title, len(piques), value, w)
        for centre, colour in zip(parts.piques, piques, strict=True):
            art.spade(surface, centre, parts.pique_size, colours[colour])
        points = strip_points(h)
        lift = ink_rows(points)[0]  # the line's leading above the capitals, off the strip
        surface.blit(font(points).render(title, True, art.INK), parts.name.move(0, -lift))
        text_marks.note(surface, title, parts.name, points)
        pygame.draw.rect(surface, art.GOLD, parts.pill, border_radius=parts.pill.height // 2)
        digits = font(points, True).render(value, True, art.NAVY_DARK)
        surface.blit(digits, parts.value.move(0, -lift))
        text_marks.note(surface, value, parts.value, points)

    return paint
