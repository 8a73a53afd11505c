"""How a trade pile fits its seat: the card size, the columns, and where its count goes.

Every card of a trade pile must name itself, and a fanned pile keeps only each card's
title band (``art.BAND``) in view. A seat in the top row is wide and low: one column
there left room for cards so small that their bands printed no name at all, only a
colour. So a pile wraps into columns side by side wherever that gives taller cards
(``cascade_fit``); in the top row it becomes a row, oldest card left, newest right.

Where even that leaves some band too small for its name ("Mr.…" on a long pile in the
narrow place of your own trade pile at 1024×640), the pile turns into a list of its
bands (``RowPlan``): each card a strip in its colour with its name whole on up to two
lines, oldest at the top as in the cascade, the top card at the bottom, shown whole where
the room below the strips still holds a card. A click on a strip picks the top cards down
to it, as a click on a band does.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from parlour.games.monopoly_kartenspiel import art
from parlour.ui.fonts import font
from parlour.ui.text import draw_text, wrap
from parlour.ui.widgets.card import CARD_RATIO, card_size
from parlour.ui.widgets.fan import TitleBand
from parlour.ui.widgets.pile import FannedPile, PileGeometry, pile_geometry
from parlour.ui.widgets.tokens import badge_size, ink_for


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
        #: The pile as a list of strips (``None``: cascaded).
        self.rows: RowPlan | None = None

    def fit(
        self, area: pygame.Rect, most: int, within: pygame.Rect, faces: Sequence[art.Face]
    ) -> None:
        """Lays the pile's cards (``faces``, oldest first) out in ``area``, at most
        ``most`` pixels tall: cascaded, or as a list where a band would cut a name; the
        badge stays ``within`` its place (past it, it would reach into the next seat or
        off the table)."""
        self.within = within.copy()
        self.rows = None
        self.max_height, self.max_columns = cascade_fit(area, len(self.cards), most)
        self.layout(area)
        if any(self._band_cut(faces, k) for k in range(2, len(self.cards) + 1)):
            self.rows = row_plan(area, faces, most, self._badge_width())
            self.geometry = self.rows.geometry
            for sprite, rect in zip(self.cards, self.geometry.rects, strict=True):
                sprite.rect = rect

    def _band_cut(self, faces: Sequence[art.Face], k: int) -> bool:
        """Whether the k-th card from the top shows only its band and that cuts its name."""
        index = len(self.cards) - k
        if (index + 1) % self.geometry.per_column == 0:
            return False  # the last of its column shows whole, its body names it
        return art.band_plan(faces[index], self.geometry.size).cut

    def visible_rect(self, k: int) -> pygame.Rect:
        """What shows of the k-th card from the top; in a list, all of its place."""
        if self.rows is not None:
            return self.geometry.rects[len(self.cards) - k].copy()
        return super().visible_rect(k)

    def draw_cards(self, surface: pygame.Surface) -> None:
        """The cascade (``FannedPile``), or the list of strips and the top card."""
        rows = self.rows
        if rows is None:
            super().draw_cards(surface)
            return
        for index, (sprite, rect) in enumerate(zip(self.cards, self.geometry.rects, strict=True)):
            if index < len(rows.lines):
                draw_strip(surface, rect, rows.faces[index], rows.lines[index], rows.size)
            else:
                sprite.draw(surface)

    def _badge_width(self) -> int:
        """How wide a list's count is, with a little room before it."""
        return badge_size(len(self.cards), ROW_BADGE_RADIUS)[0] + 2 * ROW_PAD

    def _badge_radius(self) -> int:
        """A cascade's count grows with its cards; a list's is as small as it reads."""
        return ROW_BADGE_RADIUS if self.rows is not None else super()._badge_radius()

    def badge_rect(self) -> pygame.Rect:
        """Right of the last column's first card (the widget's place for one column);
        where the cards reach the edge of the pile's place, it moves in over that
        card and stands above it, clear of its title band. A list puts it where its
        plan says (``RowPlan.badge``)."""
        if self.rows is not None:
            rect = pygame.Rect((0, 0), badge_size(len(self.cards), self._badge_radius()))
            rect.midright = self.rows.badge
            return rect
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


#: Room round a strip's name.
ROW_PAD = 2
#: Between two strips, and between two columns of them.
ROW_GAP = 2
#: The least height of the top card below a list: less, and it is a strip as well.
LEAST_TOP_CARD = 56
#: The narrowest column of strips (a name too long for it breaks at its syllables).
LEAST_COLUMN = 50
#: The radius of a list's count (a cascade's smallest).
ROW_BADGE_RADIUS = 14


@dataclass(frozen=True)
class RowPlan:
    """A pile as a list: the strips' faces and name lines (oldest first; the top card
    among them when ``top_row``), the type size, every card's rect, and the midright
    of the count: at the right end of the first strip whose name leaves it room, or in
    a slot above the first strip."""

    faces: tuple[art.Face, ...]
    lines: tuple[tuple[str, ...], ...]
    size: int
    top_row: bool
    geometry: PileGeometry
    badge: tuple[int, int]


def row_plan(area: pygame.Rect, faces: Sequence[art.Face], most: int, badge_w: int) -> RowPlan:
    """The list in ``area``: a strip per card, each as tall as its name's lines, in the
    fewest columns that hold them (oldest first, down each column); in one column, the
    top card below the strips as tall as the room left where that is ``LEAST_TOP_CARD``
    or more; the count (``badge_w`` wide) goes at the right end of a strip. With
    more cards than any columns hold, the last column runs on past the area."""
    widest = max(1, (area.width + ROW_GAP) // (LEAST_COLUMN + ROW_GAP))
    plan = None
    for columns in range(1, widest + 1):
        plan = _rows_in(area, faces, most, badge_w, columns)
        if plan.geometry.rects[-1].bottom <= area.bottom:
            return plan
    assert plan is not None
    return plan


def _rows_in(
    area: pygame.Rect, faces: Sequence[art.Face], most: int, badge_w: int, columns: int
) -> RowPlan:
    size = art.MIN_TEXT
    col_w = (area.width - ROW_GAP * (columns - 1)) // columns
    two_lines = 2 * art.line_step(size) + art.LINE_OVERLAP
    text_w = max(1, col_w - 2 * ROW_PAD - 1)
    fnt = font(size)
    named = [_strip_name(face, text_w, two_lines, fnt) for face in faces]
    room = [text_w - max(fnt.size(line)[0] for line in lines) for lines in named]
    shown = len(faces) if columns > 1 else len(faces) - 1
    badge_at = next((i for i in range(max(1, shown)) if room[i] >= badge_w), None)
    # No name leaves the count room: it stands in a slot of its own above the first.
    slot = 0 if badge_at is not None else 2 * ROW_BADGE_RADIUS + ROW_GAP
    heights = [strip_height(len(lines), size) for lines in named]
    under = slot + sum(heights[:-1]) + ROW_GAP * max(0, len(faces) - 1)
    card_h = min(most, area.height - under, int(col_w / CARD_RATIO))
    top_row = columns > 1 or card_h < LEAST_TOP_CARD
    per_column = -(-len(faces) // columns)
    rects = []
    y = area.y
    for index, height in enumerate(heights):
        col = index // per_column
        if index % per_column == 0:
            y = area.y + (slot if col == 0 else 0)
        x = area.x + col * (col_w + ROW_GAP)
        if index == len(heights) - 1 and not top_row:
            card_w = card_size(card_h)[0]
            rects.append(pygame.Rect(x + (col_w - card_w) // 2, y, card_w, card_h))
            break
        rects.append(pygame.Rect(x, y, col_w, height))
        y += height + ROW_GAP
    shown = len(faces) if top_row else len(faces) - 1
    top = rects[-1]
    if badge_at is None:
        badge = (rects[0].right - ROW_PAD, area.y + ROW_BADGE_RADIUS)
    else:
        badge = (rects[badge_at].right - ROW_PAD, rects[badge_at].centery)
    return RowPlan(
        tuple(faces),
        tuple(named[:shown]),
        size,
        top_row,
        PileGeometry(top.size, heights[0] + ROW_GAP, per_column, tuple(rects)),
        badge,
    )


def _strip_name(
    face: art.Face, width: int, two_lines: int, fnt: pygame.font.Font
) -> tuple[str, ...]:
    """A strip's name: as a card's band prints it (``art.title``), or where that would
    cut it, its short form broken at its syllables on as many lines as it takes."""
    title = art.title(face, width, two_lines, art.MIN_TEXT)
    if not title.cut:
        return title.lines
    return tuple(wrap(face.short, width, lambda text: fnt.size(text)[0]))


def strip_height(lines: int, size: int) -> int:
    """How tall a strip of ``lines`` lines of its name at ``size`` is."""
    return lines * art.line_step(size) + art.LINE_OVERLAP + 2 * ROW_PAD


def strip_width(line: str, size: int) -> int:
    """How wide a strip must be to hold ``line`` at ``size``."""
    return font(size).size(line)[0] + 2 * ROW_PAD + 2


def draw_strip(
    surface: pygame.Surface, rect: pygame.Rect, face: art.Face, lines: Sequence[str], size: int
) -> None:
    """One card as a strip (a pile's list, the last round's lay-out where cards would be
    too small): a property's colour with its name, another card white with its colour
    down the left edge."""
    radius = max(2, rect.height // 6)
    if face.kind == "property":
        pygame.draw.rect(surface, face.colour, rect, 0, radius)
        ink = ink_for(face.colour)
    else:
        pygame.draw.rect(surface, art.WHITE, rect, 0, radius)
        edge = pygame.Rect(rect.x, rect.y, ROW_PAD, rect.height)
        pygame.draw.rect(surface, face.colour, edge, 0, radius)
        ink = art.INK
    pygame.draw.rect(surface, art.INK, rect, 1, radius)
    y = rect.y + ROW_PAD
    for line in lines:
        draw_text(surface, line, (rect.x + ROW_PAD + 1, y), size, ink, full=face.name, hover=True)
        y += art.line_step(size)
