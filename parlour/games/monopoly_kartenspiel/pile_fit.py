"""How a trade pile fits its seat: the card size, the columns, and where its count goes.

Every card of a trade pile must name itself, and a fanned pile keeps only each card's
title band (``art.BAND``) in view. A seat in the top row is wide and low: one column
there left room for cards so small that their bands printed no name at all, only a
colour. So a pile wraps into columns side by side wherever that gives taller cards
(``cascade_fit``); in the top row it becomes a row, oldest card left, newest right.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from parlour.games.monopoly_kartenspiel import art
from parlour.ui.fonts import font
from parlour.ui.widgets.card import card_size
from parlour.ui.widgets.fan import TitleBand
from parlour.ui.widgets.pile import FannedPile, pile_geometry
from parlour.ui.widgets.tokens import badge_size


def cascade_fit(area: pygame.Rect, count: int, most: int) -> tuple[int, int]:
    """The card height and the number of columns for a pile of ``count`` in ``area``
    (cards at most ``most`` tall): the tallest cards for which every title band stays in
    view, in one column or in as many side by side as the area's width holds. A narrow
    seat so keeps one column, whose last card is plainly the top one. It never shrinks
    a card below one line of name in its band."""
    one_line = math.ceil(font(art.MIN_TEXT).get_height() / art.BAND.bottom)
    if count <= 1:
        return most, 1
    widest = max(1, area.width // max(1, card_size(one_line)[0]))
    geometry = pile_geometry(area, count, art.BAND, most, max_columns=widest, min_share=0.0)
    columns = -(-count // geometry.per_column)
    return max(one_line, geometry.size[1]), columns


#: How far a count badge keeps off the edge of its pile's place: a place at the table's
#: edge meets the side panel, whose border covers the last pixels of the table.
BADGE_MARGIN = 4


class TradePile(FannedPile):
    """A trade pile that fits its cards to its area (``cascade_fit``), and whose count
    badge sits on its last column: on the first card of a pile in columns it would
    cover the next column's title band."""

    def __init__(self, band: TitleBand, on_pick: Callable[[int], None]) -> None:
        super().__init__(band, on_pick=on_pick)
        #: Where the badge must stay (the pile's seat, a neutral pile's column).
        self.within = pygame.Rect(0, 0, 0, 0)

    def fit(self, area: pygame.Rect, most: int, within: pygame.Rect) -> None:
        """Lays the pile's cards out in ``area``, at most ``most`` pixels tall; the
        badge stays ``within`` its place (past it, it would reach into the next seat
        or off the table)."""
        self.within = within.copy()
        self.max_height, self.max_columns = cascade_fit(area, len(self.cards), most)
        self.layout(area)

    def badge_rect(self) -> pygame.Rect:
        """Right of the last column's first card (the widget's place for one column);
        where the cards reach the edge of the pile's place, it moves in over that
        card and stands above it, clear of its title band."""
        rects = self.geometry.rects
        per = self.geometry.per_column
        head = rects[(len(rects) - 1) // per * per]
        rect = pygame.Rect((0, 0), badge_size(len(self.cards), self._badge_radius()))
        rect.topright = (head.right + rect.height // 3, head.y - rect.height // 3)
        rect.x = max(rect.x, self.band.on(head).right + 2)
        if rect.right > self.within.right - BADGE_MARGIN:
            rect.right = self.within.right - BADGE_MARGIN
            rect.bottom = head.y
        return rect
