"""Drawing Millionenspiel money: chips as stacked tokens, notes as small banknotes.

Each denomination has its own colour *and* its value printed on it, so no one has to
tell chips apart by colour. A purse is laid out in fixed slots (one per denomination,
lowest first), so a piece never jumps around when another denomination appears.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from parlour.games.millionenspiel.money import DENOMINATIONS, FIRST_NOTE
from parlour.ui.fonts import font
from parlour.ui.numbers import format_number
from parlour.ui.widgets.tokens import (
    TokenStyle,
    badge_size,
    draw_count_badge,
    draw_stack,
    ink_for,
)

RGB = tuple[int, int, int]

#: Chip styles for 1, 10 and 100: colour, symbol and the value as label.
CHIPS: tuple[TokenStyle, ...] = (
    TokenStyle((90, 150, 225), "circle", "edge", "1"),
    TokenStyle((236, 236, 228), "triangle", "edge", "10"),
    TokenStyle((60, 45, 45), "diamond", "edge", "100"),
)
#: Note colours for 1 000, 10 000, 100 000 and the million.
NOTES: tuple[RGB, ...] = ((150, 200, 150), (235, 190, 120), (190, 160, 220), (245, 215, 90))


def short_value(value: int) -> str:
    """``1 000`` → ``1k``, ``100 000`` → ``100k``, the million → ``1M`` (for tiny pieces)."""
    if value >= 1_000_000:
        return f"{value // 1_000_000}M"
    if value >= 1_000:
        return f"{value // 1_000}k"
    return str(value)


def draw_note(
    surface: pygame.Surface, rect: pygame.Rect, index: int, count: int, compact: bool = False
) -> pygame.Rect:
    """``count`` notes of denomination ``index`` piled with a small offset, the value
    printed on the top one and a count badge; ``rect`` is the size of one note."""
    visible = min(count, 4)
    step = max(2, rect.height // 8)
    value = DENOMINATIONS[index]
    label = short_value(value) if compact else format_number(value)
    pile = _note_pile(rect.size, index, visible, label)
    surface.blit(pile, (rect.x, rect.y - (visible - 1) * step))
    covered = rect.union(rect.move(0, -(visible - 1) * step))
    top = rect.move(0, -(visible - 1) * step)
    if count > 1:
        # Right-aligned with the note and sitting on its top edge: the badge stays in its
        # own slot and covers neither this note's value nor the neighbour's.
        radius = max(8, top.height // 2)
        width, height = badge_size(count, radius)
        centre = (top.right - width // 2, top.top - height // 2 + 2)
        covered.union_ip(draw_count_badge(surface, count, centre, radius))
    return covered


@lru_cache(maxsize=256)
def _note_pile(size: tuple[int, int], index: int, visible: int, label: str) -> pygame.Surface:
    """``visible`` notes piled up, the top one printed with ``label`` (its value in the
    language's number format), as one picture (cached: every purse is drawn on every
    frame, and a pile only changes with its count)."""
    colour = NOTES[index - FIRST_NOTE]
    ink = ink_for(colour)
    step = max(2, size[1] // 8)
    image = pygame.Surface((size[0] + 1, size[1] + (visible - 1) * step + 2), pygame.SRCALPHA)
    bottom = pygame.Rect((0, (visible - 1) * step), size)
    for i in range(visible):
        piece = bottom.move(0, -i * step)
        pygame.draw.rect(image, (0, 0, 0), piece.move(1, 2), border_radius=3)
        pygame.draw.rect(image, colour, piece, border_radius=3)
        pygame.draw.rect(image, ink, piece, width=1, border_radius=3)
    top = pygame.Rect((0, 0), size)
    inner = top.inflate(-max(4, top.width // 8), -max(4, top.height // 4))
    pygame.draw.rect(image, ink, inner, width=1, border_radius=2)
    text_size = max(9, int(top.height * 0.4))
    text = font(text_size, True).render(label, True, ink)
    if text.get_width() > inner.width - 2:
        text = font(text_size, True).render(short_value(DENOMINATIONS[index]), True, ink)
    image.blit(text, text.get_rect(center=top.center))
    return image


def draw_piece(
    surface: pygame.Surface, rect: pygame.Rect, index: int, count: int, compact: bool = False
) -> pygame.Rect:
    """A stack of ``count`` pieces of denomination ``index`` inside ``rect``."""
    if count <= 0:
        return pygame.Rect(rect.center, (0, 0))
    if index < FIRST_NOTE:
        radius = max(6, min(rect.width // 2, int(rect.height * 0.42)) - 2)
        base = (rect.centerx, rect.bottom - radius - 1)
        return draw_stack(surface, CHIPS[index], base, radius, count, max_visible=6)
    width = max(16, rect.width - 2)
    height = max(10, min(int(width * 0.62), int(rect.height * 0.7)))
    width = min(width, int(height * 1.7))
    note = pygame.Rect(0, 0, width, height)
    note.midbottom = (rect.centerx, rect.bottom - 2)
    return draw_note(surface, note, index, count, compact)


def slots(rect: pygame.Rect) -> list[pygame.Rect]:
    """One fixed place per denomination inside ``rect``: chips on the upper row and notes
    on the lower one when there is height for two rows, else all in one row."""
    count = len(DENOMINATIONS)
    if rect.height * 3 >= rect.width:
        width = rect.width // 4
        half = rect.height // 2
        places = [pygame.Rect(rect.x + i * width, rect.y, width - 2, half - 2) for i in range(3)]
        places += [
            pygame.Rect(rect.x + i * width, rect.y + half, width - 2, half - 2) for i in range(4)
        ]
        return places
    width = rect.width // count
    return [pygame.Rect(rect.x + i * width, rect.y, width - 2, rect.height) for i in range(count)]


def draw_purse(
    surface: pygame.Surface, rect: pygame.Rect, pieces: Sequence[int], compact: bool = False
) -> list[pygame.Rect]:
    """Every denomination in its fixed slot; returns the slot rectangles."""
    places = slots(rect)
    for index, (place, count) in enumerate(zip(places, pieces, strict=True)):
        draw_piece(surface, place, index, count, compact)
    return places


def draw_stake(surface: pygame.Surface, rect: pygame.Rect, pieces: Sequence[int]) -> None:
    """A stake: only the denominations in it, side by side and centred in ``rect``."""
    present = [(i, c) for i, c in enumerate(pieces) if c]
    if not present:
        return
    width = min(rect.width // len(present), int(rect.height * 1.3))
    left = rect.centerx - width * len(present) // 2
    for n, (index, count) in enumerate(present):
        place = pygame.Rect(left + n * width, rect.y, width - 2, rect.height)
        draw_piece(surface, place, index, count, compact=True)
