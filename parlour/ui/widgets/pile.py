"""A fanned pile: every card of a pile and its order, newest on top.

Trade piles and discard piles are public, and what lies in them, in which order, is part of
the game (the MONOPOLY card game trades the top cards of a pile). A squared-up pile hides
that, so this one cascades downwards: each newer card lies on the older one shifted down,
leaving the older card's title band (``fan.TitleBand``) in view. The shift shrinks as the
pile grows; the card itself shrinks too (down to ``min_share`` of its full height) before
the shift drops below the band, so titles stay readable as long as the room allows. A
count badge always states the exact number, for the piles that outgrow their room.

Cards are counted *from the top*: 1 is the newest. ``top_at(pos)`` is the k of the card
drawn at ``pos``; hovering it lights the top k cards (the ones a trade of k would take), and
``highlight`` marks a chosen top k with the selection edge.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from parlour.ui.widgets.card import CARD_RATIO, CardSprite, card_size, draw_glow, draw_selected
from parlour.ui.widgets.fan import TitleBand, in_card
from parlour.ui.widgets.tokens import badge_size, draw_count_badge


@dataclass(frozen=True)
class PileGeometry:
    """Where each card of a pile rests, oldest first (later ones on top); a pile that
    wraps fills its columns left to right, so the top card ends the last column."""

    size: tuple[int, int]
    step: int
    per_column: int
    rects: tuple[pygame.Rect, ...]


def fitting_height(room: int, count: int, band: TitleBand) -> int:
    """The tallest card for which ``count`` cards cascade in ``room`` pixels with every
    band whole: h + (count - 1) * (h * band.bottom + 2) <= room, solved for h."""
    return int((room - 2 * (count - 1)) / (1 + (count - 1) * band.bottom))


def pile_geometry(
    area: pygame.Rect,
    count: int,
    band: TitleBand,
    max_height: int,
    *,
    max_columns: int = 1,
    min_share: float = 0.6,
) -> PileGeometry:
    """Where ``count`` cards of a pile rest in ``area``.

    The cards are as tall as ``max_height`` and the area allow; each is shifted down from
    the one below by its band's height, so every title shows. A longer pile first wraps
    into up to ``max_columns`` columns (if they fit side by side), then shrinks its cards
    down to ``min_share`` of their height, and only then shifts by less than the band.
    """
    full = max(10, min(max_height, area.height, int(area.width / CARD_RATIO)))
    gap = max(4, card_size(full)[0] // 10)
    height, columns = full, 1
    if count > 1:
        height = 0
        for cols in range(1, max(1, max_columns) + 1):
            per = -(-count // cols)
            fits = min(full, fitting_height(area.height, per, band))
            if cols > 1 and cols * card_size(fits)[0] + (cols - 1) * gap > area.width:
                break
            if fits > height:
                height, columns = fits, cols
            if fits >= full:
                break
        height = max(height, max(10, round(full * min_share)))
    per_column = max(1, -(-count // columns))
    width = card_size(height)[0]
    want = round(height * band.bottom) + 2
    room = area.height - height
    step = 0 if per_column <= 1 else max(0, min(want, room // (per_column - 1)))
    block = columns * width + (columns - 1) * gap
    x0 = area.x + (area.width - block) // 2
    rects = []
    for index in range(count):
        col, row = divmod(index, per_column)
        rects.append(pygame.Rect(x0 + col * (width + gap), area.y + row * step, width, height))
    return PileGeometry((width, height), step, per_column, tuple(rects))


class FannedPile:
    """One public pile, cascaded; ``on_pick(k)`` when the k-th card from the top is clicked."""

    def __init__(
        self,
        band: TitleBand | None = None,
        *,
        max_height: int = 140,
        max_columns: int = 1,
        on_pick: Callable[[int], None] | None = None,
    ) -> None:
        self.band = band or TitleBand()
        self.max_height = max_height
        self.max_columns = max_columns
        self.on_pick = on_pick
        self.area = pygame.Rect(0, 0, 0, 0)
        self.cards: list[CardSprite] = []
        self.geometry = pile_geometry(self.area, 0, self.band, max_height)
        #: The top k cards the pointer would take now (0: none).
        self.hover = 0
        #: The top k cards chosen (0: none), marked with the selection edge.
        self.highlight = 0
        #: How many from the top may be picked now (0: the pile only shows).
        self.pickable = 0

    def set_cards(self, cards: Sequence[CardSprite]) -> None:
        """The pile's cards, oldest first (the last one is on top)."""
        self.cards = list(cards)
        self.highlight = min(self.highlight, len(self.cards))
        self.hover = min(self.hover, len(self.cards))
        self._place()

    def layout(self, area: pygame.Rect) -> None:
        self.area = area.copy()
        self._place()

    def _place(self) -> None:
        self.geometry = pile_geometry(
            self.area, len(self.cards), self.band, self.max_height, max_columns=self.max_columns
        )
        for sprite, rect in zip(self.cards, self.geometry.rects, strict=True):
            sprite.rect = rect

    def top_at(self, pos: tuple[int, int]) -> int:
        """k of the card drawn at ``pos``, counted from the top (1: newest; 0: none)."""
        for k, sprite in enumerate(reversed(self.cards), start=1):
            if in_card(sprite.rect, pos):
                return k
        return 0

    def visible_rect(self, k: int) -> pygame.Rect:
        """What shows of the k-th card from the top: all of the last card of a column, a
        strip of the others."""
        rects = self.geometry.rects
        index = len(rects) - k
        rect = rects[index]
        last_in_column = k == 1 or (index + 1) % self.geometry.per_column == 0
        if last_in_column:
            return rect.copy()
        return pygame.Rect(rect.x, rect.y, rect.width, max(1, self.geometry.step))

    def top_rects(self, k: int) -> list[pygame.Rect]:
        """The outline of the top ``k`` cards, one rectangle per column they lie in."""
        per = self.geometry.per_column
        outlines: dict[int, pygame.Rect] = {}
        for index in range(len(self.cards) - k, len(self.cards)):
            rect = self.geometry.rects[index]
            col = index // per
            outlines[col] = outlines[col].union(rect) if col in outlines else rect.copy()
        return list(outlines.values())

    def focus_spots(self) -> list[pygame.Rect]:
        """The pickable cards' visible parts, for the keyboard."""
        return [self.visible_rect(k) for k in range(1, min(self.pickable, len(self.cards)) + 1)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Hover lights the top k that a click would take; a click picks them. ``True``
        if the pile used the event."""
        if event.type == pygame.MOUSEMOTION:
            k = self.top_at(event.pos)
            self.hover = k if k <= self.pickable else 0
            return self.hover > 0
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            k = self.top_at(event.pos)
            if 0 < k <= self.pickable:
                self.highlight = k
                if self.on_pick is not None:
                    self.on_pick(k)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The cascade, the glow round the top k under the pointer, the chosen top k, and
        the count badge at the top right."""
        self.draw_cards(surface)
        if not self.cards:
            return
        # A hover from before a move may outlast what may be taken now: light only that.
        for rect in self.top_rects(min(self.hover, self.pickable)):
            draw_glow(surface, rect, hot=True)
        for rect in self.top_rects(self.highlight):
            draw_selected(surface, rect)
        badge = self.badge_rect()
        draw_count_badge(surface, len(self.cards), badge.center, self._badge_radius())

    def draw_cards(self, surface: pygame.Surface) -> None:
        """The cards themselves, oldest first (a pile drawn another way replaces this)."""
        for sprite in self.cards:
            sprite.draw(surface)

    def _badge_radius(self) -> int:
        return max(14, self.geometry.size[0] // 4)

    def badge_rect(self) -> pygame.Rect:
        """Where the count badge goes: on the oldest card's top right corner, right of its
        title band (it sticks out past a narrow card rather than hide the title)."""
        first = self.geometry.rects[0]
        rect = pygame.Rect((0, 0), badge_size(len(self.cards), self._badge_radius()))
        rect.topright = (first.right + rect.height // 3, first.y - rect.height // 3)
        rect.x = max(rect.x, self.band.on(first).right + 2)
        return rect
