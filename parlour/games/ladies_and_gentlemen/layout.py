"""Where everything lies on the Ladies & Gentlemen table: a pure function of the table's
rect, the number of seats, who sits at the bottom and how many boutiques and contracts
there are (and the font's line height), so it is tested at every size without drawing.

The seats sit round the table as the kit places them (``seat_layout``); the centre holds
the two sides of the box: the Ladies' shopping arcade above (one row per boutique: its
sign and visitors, then its offer) and the Gentlemen's stock exchange below (the stock of
tokens, the contracts, the market card at the right). The bottom seat's body holds the
person's own things (a hand, their holdings) and, at the right, what they are asked and
the buttons to answer; the day and phase stand beside its name plate.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from parlour.ui.fonts import font
from parlour.ui.widgets.seats import SeatLayout, seat_layout

#: The smallest font on the table, in pixels.
MIN_TEXT = 12
#: The arcade takes what its rows of cards need, between these shares of the centre's
#: height (the exchange takes the rest).
ARCADE_SHARE = (0.5, 0.7)
#: Share of the bottom body's width for the hand, the holdings and the prompt.
HAND_SHARE, PROMPT_SHARE = 0.27, 0.28


def text_size(unit: float, base: int = 13) -> int:
    """A font size scaled with the table, never under ``MIN_TEXT``."""
    return max(MIN_TEXT, round(base * unit))


@dataclass(frozen=True)
class Layout:
    """Every area of the table (see the module docstring)."""

    rect: pygame.Rect
    seats: SeatLayout
    unit: float
    status: pygame.Rect
    boutiques: tuple[pygame.Rect, ...]
    exchange: pygame.Rect
    stock: pygame.Rect
    contracts: tuple[pygame.Rect, ...]
    market: pygame.Rect
    hand: pygame.Rect
    holdings: pygame.Rect
    prompt: pygame.Rect
    gap: int
    #: The height of a card in a boutique or an outfit (two lines of text).
    card_h: int

    def regions(self) -> dict[str, pygame.Rect]:
        """The named areas that must never overlap (for the layout test)."""
        named = {
            "status": self.status,
            "stock": self.stock,
            "market": self.market,
            "hand": self.hand,
            "holdings": self.holdings,
            "prompt": self.prompt,
        }
        named.update({f"boutique{i}": r for i, r in enumerate(self.boutiques)})
        named.update({f"contract{i}": r for i, r in enumerate(self.contracts)})
        for place in self.seats.seats:
            if place.edge != "bottom":
                named[f"seat{place.seat}"] = place.area
        return named


def _rows(rect: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    if count <= 0:
        return []
    h = (rect.height - gap * (count - 1)) // count
    return [pygame.Rect(rect.x, rect.y + i * (h + gap), rect.width, h) for i in range(count)]


def _columns(rect: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    if count <= 0:
        return []
    w = (rect.width - gap * (count - 1)) // count
    return [pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.height) for i in range(count)]


def compute_layout(
    rect: pygame.Rect, seats: int, bottom: int, boutiques: int, contracts: int
) -> Layout:
    """The table in ``rect`` for ``seats`` seats with ``bottom`` looking."""
    kit = seat_layout(rect, seats, bottom)
    unit = kit.unit
    gap = max(3, round(6 * unit))
    centre = kit.centre
    # The day and phase stand in the bottom seat's plate row, right of its plate: the
    # centre keeps every line for the arcade and the exchange.
    plate = kit.seats[bottom].plate
    status = pygame.Rect(
        plate.right + 2 * gap, plate.y, rect.right - plate.right - 3 * gap, plate.height
    )
    rest = centre
    card_h = 2 * font(text_size(unit, 12)).get_linesize() + max(4, round(6 * unit))
    wanted = boutiques * card_h + (boutiques - 1) * gap
    low, high = ARCADE_SHARE
    arcade_h = max(round(rest.height * low), min(round(rest.height * high), wanted))
    arcade = pygame.Rect(rest.x, rest.y, rest.width, arcade_h)
    exchange = pygame.Rect(
        rest.x, arcade.bottom + gap, rest.width, rest.bottom - arcade.bottom - gap
    )
    market_w = max(round(150 * unit), 120)  # wide enough to name the resources
    market = pygame.Rect(exchange.right - market_w, exchange.y, market_w, exchange.height)
    left = pygame.Rect(exchange.x, exchange.y, market.x - gap - exchange.x, exchange.height)
    stock_h = (left.height - gap) * 2 // 5
    stock = pygame.Rect(left.x, left.y, left.width, stock_h)
    deals = pygame.Rect(left.x, stock.bottom + gap, left.width, left.bottom - stock.bottom - gap)
    body = kit.seats[bottom].body
    # Inset like every other seat's body: "Dein Geld" must not touch the table's edge.
    inner = pygame.Rect(
        body.x + gap, body.y + gap // 2, body.width - 2 * gap, body.height - gap // 2
    )
    hand_w = round(inner.width * HAND_SHARE)
    prompt_w = round(inner.width * PROMPT_SHARE)
    hand = pygame.Rect(inner.x, inner.y, hand_w - gap, inner.height)
    prompt = pygame.Rect(inner.right - prompt_w + gap, inner.y, prompt_w - gap, inner.height)
    holdings = pygame.Rect(
        hand.right + gap, inner.y, prompt.x - gap - hand.right - gap, inner.height
    )
    return Layout(
        rect=rect.copy(),
        seats=kit,
        unit=unit,
        status=status,
        boutiques=tuple(_rows(arcade, boutiques, gap)),
        exchange=exchange,
        stock=stock,
        contracts=tuple(_columns(deals, max(contracts, 1), gap)[:contracts]),
        market=market,
        hand=hand,
        holdings=holdings,
        prompt=prompt,
        gap=gap,
        card_h=card_h,
    )


def grid(
    area: pygame.Rect, count: int, ratio: float, gap: int, most: int | None = None
) -> list[pygame.Rect]:
    """``count`` equal cells of width/height ``ratio`` in ``area``, as large as they can be
    (at most ``most`` wide), in reading order (rows filled left to right)."""
    if count <= 0 or area.width <= 0 or area.height <= 0:
        return []
    best: tuple[int, int, int] = (0, 1, count)
    for rows in range(1, count + 1):
        cols = -(-count // rows)
        w = (area.width - gap * (cols - 1)) // cols
        h = (area.height - gap * (rows - 1)) // rows
        w = min(w, round(h * ratio), most or w)
        if w > best[0]:
            best = (w, rows, cols)
    w, rows, cols = best
    h = round(w / ratio)
    cells = []
    for i in range(count):
        r, c = divmod(i, cols)
        cells.append(pygame.Rect(area.x + c * (w + gap), area.y + r * (h + gap), w, h))
    return cells
