"""Where everything on the Guillotine table goes, as a pure function of the table's size
and a few counts, so it can be checked at every size without drawing anything.

Bands from top to bottom: the header (day, whose turn), the line at the guillotine on its
scaffold, the players' panels with the noble deck and discard pile, the prompt bar, and
the hand between the card in play and the action deck and discard pile. Sizes follow the
shorter side of the table, so 1024×640 and 4K look alike; room the line does not need
goes to the score piles and the hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from parlour.games.guillotine import art
from parlour.games.guillotine.art import Shown
from parlour.ui.widgets.card import card_size

#: A line is laid out for at least this many nobles, so it does not jump about as it shrinks.
LINE_LENGTH = 12
#: The least share of a hand card's width that shows beside the next card in one row;
#: a hand that would show less lies in rows.
STRIP = 0.45
#: The lines of a name that a card in a back row of the hand shows.
PEEK_LINES = 3
#: A card of a hand in rows is at least this many times as tall as the part of a card in
#: a back row that shows.
FRONT = 1.4
#: The least width of the part of a hand card that shows, in pixels: room for a syllable
#: as long as "schubst" at ``art.MIN_TEXT`` beside the card's margin. A hand that cannot
#: give each card that much shows part of its cards.
MIN_COLUMN = 62


@dataclass
class Layout:
    """Where everything goes for one view at one size (all absolute rectangles)."""

    header: pygame.Rect = field(default_factory=pygame.Rect)
    line_zone: pygame.Rect = field(default_factory=pygame.Rect)
    guillotine: pygame.Rect = field(default_factory=pygame.Rect)
    floors: list[pygame.Rect] = field(default_factory=list)
    slots: list[pygame.Rect] = field(default_factory=list)
    line_note: pygame.Rect = field(default_factory=pygame.Rect)
    panels: list[pygame.Rect] = field(default_factory=list)
    prompt: pygame.Rect = field(default_factory=pygame.Rect)
    in_play: pygame.Rect = field(default_factory=pygame.Rect)
    hand: list[pygame.Rect] = field(default_factory=list)
    #: How much of each hand card shows (``None``: all of it).
    hand_shown: list[Shown] = field(default_factory=list)
    #: The hand's index of the first card in ``hand`` (a hand too long to show whole
    #: shows the cards from there on), and the arrows that turn it (``None``: whole).
    hand_first: int = 0
    hand_back: pygame.Rect | None = None
    hand_next: pygame.Rect | None = None
    noble_deck: pygame.Rect = field(default_factory=pygame.Rect)
    noble_discard: pygame.Rect = field(default_factory=pygame.Rect)
    action_deck: pygame.Rect = field(default_factory=pygame.Rect)
    action_discard: pygame.Rect = field(default_factory=pygame.Rect)
    #: The band of the hand, the card in play and the action decks.
    hand_band: pygame.Rect = field(default_factory=pygame.Rect)
    unit: float = 1.0


def compute_layout(
    rect: pygame.Rect,
    players: int,
    line_length: int,
    hand_size: int,
    hand_first: int = 0,
    card_in_play: bool = True,
) -> Layout:
    """The layout of a table in ``rect`` with this many players, nobles and hand cards;
    ``hand_first``: the first card shown of a hand too long to show whole;
    ``card_in_play``: whether a card lies in play (else the hand may take its place)."""
    lay = Layout()
    r = rect
    unit = min(r.width / 1000, r.height / 800)
    lay.unit = unit
    pad = max(4, round(8 * unit))
    n = line_length

    header_h = max(26, round(r.height * 0.05))
    lay.header = pygame.Rect(r.x, r.y, r.width, header_h)
    hand_h = round(r.height * 0.22)
    prompt_h = max(30, round(r.height * 0.06))
    panels_h = round(r.height * 0.24)
    line_band = pygame.Rect(
        r.x,
        lay.header.bottom,
        r.width,
        r.bottom - lay.header.bottom - hand_h - prompt_h - panels_h,
    )

    # The line: the front noble stands in the guillotine; the others queue on the
    # scaffold in one row or, when one row would make them too small, in two that read
    # like a page: the upper row from left to right first, then the lower one.
    # Place numbers are painted on the scaffold plank under each noble.
    floor_h = max(12, round(line_band.height * 0.06))
    label_h = max(12, round(16 * unit))
    usable_h = line_band.height - pad * 2
    rows = 1
    best_h = 0
    for candidate in (1, 2):
        per_row = max(1, -(-(max(n, LINE_LENGTH) - 1) // candidate))
        h_by_height = (usable_h - candidate * (floor_h + pad)) // candidate
        w_by_width = (r.width - 3 * pad) / (per_row + 1.9) - pad
        h = int(min(h_by_height, w_by_width / card_size(100)[0] * 100))
        if h > best_h * 1.08:
            best_h, rows = h, candidate
    per_row = max(1, -(-(max(n, LINE_LENGTH) - 1) // rows))
    cw, ch = card_size(max(40, best_h))
    row_h = ch + floor_h + pad
    # Room the line does not need (one row of small cards) goes to the score piles;
    # a single row keeps some headroom so the blade hangs above the front noble.
    needed = rows * row_h + pad + (round(ch * 0.55) if rows == 1 else 0)
    if needed < line_band.height:
        extra = line_band.height - needed
        line_band.height = needed
        to_panels = max(0, min(extra, round(r.height * 0.3) - panels_h))
        panels_h += to_panels
        hand_h += extra - to_panels
    lay.line_zone = line_band
    panel_band = pygame.Rect(r.x, line_band.bottom + pad, r.width, panels_h - pad - pad // 2)
    lay.prompt = pygame.Rect(
        r.x + pad, line_band.bottom + panels_h, r.width - 2 * pad, prompt_h - pad // 2
    )
    hand_band = pygame.Rect(r.x, r.bottom - hand_h, r.width, hand_h)
    lay.hand_band = hand_band
    top = line_band.bottom - rows * row_h
    lay.floors = [
        pygame.Rect(r.x, top + k * row_h + pad + ch, r.width, floor_h) for k in range(rows)
    ]
    ground = lay.floors[-1]
    g_top = line_band.y + pad // 2
    front_w, front_h = card_size(min(round(ch * 1.2), round((ground.y - g_top) * 0.7)))
    gw = round(front_w * 1.7)
    lay.guillotine = pygame.Rect(r.x + pad, g_top, gw, ground.bottom - g_top)
    front = pygame.Rect(0, 0, front_w, front_h)
    front.midbottom = (lay.guillotine.centerx, ground.y)
    x0 = lay.guillotine.right + pad * 2
    step = (r.right - pad - x0 - cw) / max(1, per_row - 1) if per_row > 1 else cw + pad
    step = min(step, cw + pad)
    # A note in place of the line (an empty line): above the first plank, beside the
    # guillotine, never on the wood.
    lay.line_note = pygame.Rect(
        lay.guillotine.right + pad * 2,
        line_band.y + pad,
        r.right - pad - lay.guillotine.right - pad * 2,
        lay.floors[0].y - line_band.y - 2 * pad,
    )
    lay.slots = [front] if n else []
    for i in range(1, n):
        row = min(rows - 1, (i - 1) // per_row)
        col = (i - 1) - row * per_row
        y = top + row * row_h + pad
        lay.slots.append(pygame.Rect(round(x0 + col * step), y, cw, ch))

    # Player panels, seat order; decks of nobles at the right end.
    deck_w, deck_h = card_size(max(40, min(ch, panel_band.height - 3 * pad - label_h)))
    piles_w = deck_w * 2 + pad * 3
    inner = panel_band.inflate(-2 * pad, 0)
    inner.width -= piles_w
    width = (inner.width - pad * (players - 1)) // max(1, players)
    lay.panels = [
        pygame.Rect(inner.x + s * (width + pad), panel_band.y, width, panel_band.height)
        for s in range(players)
    ]
    lay.noble_deck = pygame.Rect(inner.right + pad, panel_band.y + label_h + pad, deck_w, deck_h)
    lay.noble_discard = lay.noble_deck.move(deck_w + pad, 0)

    # The hand with the action decks on its right and the card in play on its left.
    hh = hand_h - 2 * pad
    adw, adh = card_size(round((hand_h - 2 * pad - label_h) * 0.85))
    lay.action_deck = pygame.Rect(
        r.right - pad - 2 * adw - pad, hand_band.y + pad + label_h, adw, adh
    )
    lay.action_discard = lay.action_deck.move(adw + pad, 0)
    lay.in_play = pygame.Rect(r.x + pad, hand_band.y + pad + label_h, adw, adh)
    left = (lay.in_play.right if card_in_play else lay.in_play.x) + pad * 2
    right = lay.action_deck.x - pad * 2
    area = pygame.Rect(left, hand_band.y + pad, right - left, hand_band.height - 2 * pad)
    hand = _arrange(area, hand_size, hh, pad)
    if hand_size > 1 and hand.column < MIN_COLUMN:
        # More cards than the band shows readably: as many as it does, between two
        # arrows that turn the hand to the cards before and after them.
        arrow = max(24, round(32 * unit))
        lay.hand_back = pygame.Rect(area.x, area.y, arrow, area.height)
        lay.hand_next = pygame.Rect(area.right - arrow, area.y, arrow, area.height)
        area = area.inflate(-2 * (arrow + pad), 0)
        shown = hand_size - 1
        while shown > 1 and _arrange(area, shown, hh, pad).column < MIN_COLUMN:
            shown -= 1
        lay.hand_first = max(0, min(hand_first, hand_size - shown))
        hand_size, hand = shown, _arrange(area, shown, hh, pad)
    lay.hand, lay.hand_shown = _place(area, hand_size, hand)
    return lay


@dataclass(frozen=True)
class _Hand:
    """One way to lay out a hand: its cards in ``rows``, how wide the part of a card that
    its right neighbour leaves showing is (``step``), the cards' size and how much of the
    top of a card in a back row shows (``peek``)."""

    rows: int
    step: float
    size: tuple[int, int]
    peek: int

    @property
    def column(self) -> float:
        """The width a covered card's name has."""
        return min(self.step, self.size[0])


def _arrange(area: pygame.Rect, count: int, height: int, pad: int) -> _Hand:
    """How a hand of ``count`` cards lies in ``area`` (each at most ``height`` tall).

    The hand fans out in one row: each card under the next shows a strip of its left edge,
    where its name is set (``art.action_layout``) down the card. A hand too long for
    strips as wide as ``STRIP`` of a card (and ``MIN_COLUMN``) lies in two or three rows,
    the back rows showing the top of each card (``art.title_peek``: three lines of its
    name) above the row in front, in whichever of these gives the names the widest strips.
    The order reads like a page: the back row from left to right first. A card under the
    pointer is drawn whole on top (``paint.py``), and where cards overlap, the one in front
    takes the click, so every card keeps the part it shows as its place to be picked up."""
    options = []
    for rows in (1, 2, 3):
        per_row = -(-count // rows)
        if rows > 1 and (per_row * (rows - 1) >= count or per_row < 2):
            continue
        tall = min(height, area.height)
        while tall > 1 and tall + (rows - 1) * art.title_peek(card_size(tall), PEEK_LINES) > (
            area.height
        ):
            tall -= 1
        size = card_size(tall)
        peek = art.title_peek(size, PEEK_LINES)
        if rows > 1 and size[1] < FRONT * peek:
            continue
        room = area.width - size[0]
        step = min(size[0] + pad, room / (per_row - 1)) if per_row > 1 else size[0] + pad
        options.append(_Hand(rows, step, size, peek))
    best = options[0]
    if best.column < max(STRIP * best.size[0], MIN_COLUMN):
        best = max(options, key=lambda option: (option.column, -option.rows))
    return best


def _place(area: pygame.Rect, count: int, hand: _Hand) -> tuple[list[pygame.Rect], list[Shown]]:
    """The cards' places for ``hand``, each row centred, back rows first."""
    w, h = hand.size
    per_row = -(-count // hand.rows)
    top = area.bottom - h - (hand.rows - 1) * hand.peek
    rects: list[pygame.Rect] = []
    shown: list[Shown] = []
    for row in range(hand.rows):
        cards = min(per_row, count - row * per_row)
        total = w + hand.step * (cards - 1)
        start = area.x + (area.width - total) / 2
        back = row < hand.rows - 1
        for i in range(cards):
            rects.append(pygame.Rect(round(start + i * hand.step), top + row * hand.peek, w, h))
            covered_right = i < cards - 1 and hand.step < w
            if covered_right or back:
                width = round(hand.step) if covered_right else w
                shown.append((width, hand.peek if back else h))
            else:
                shown.append(None)
    return rects, shown


def pile_rect(lay: Layout, seat: int) -> pygame.Rect:
    """Where a noble lands in ``seat``'s score pile (for flights)."""
    if 0 <= seat < len(lay.panels):
        panel = lay.panels[seat]
        w, h = card_size(max(30, panel.height // 3))
        return pygame.Rect(panel.centerx - w // 2, panel.centery - h // 4, w, h)
    return lay.noble_discard


def seat_card_rect(lay: Layout, seat: int) -> pygame.Rect:
    """Where a card lies before ``seat`` (for flights to and from a player)."""
    w, h = lay.action_deck.size
    if 0 <= seat < len(lay.panels):
        panel = lay.panels[seat]
        return pygame.Rect(panel.centerx - w // 2, panel.y, w, h)
    return lay.action_deck


def hand_columns(lay: Layout, players: int) -> list[pygame.Rect]:
    """Every seat's column for its revealed hand on the final table (seat order): the prompt
    bar and the hand's band from the card in play's left edge to the action deck, which
    nobody needs once the game is over (no prompt, no card in play, no viewer's hand)."""
    pad = max(4, round(8 * lay.unit))
    band = pygame.Rect(lay.in_play.x, lay.prompt.y, lay.action_deck.x - 2 * pad - lay.in_play.x, 0)
    band.height = lay.hand_band.bottom - pad - band.y
    width = (band.width - pad * (players - 1)) // max(1, players)
    return [
        pygame.Rect(band.x + seat * (width + pad), band.y, width, band.height)
        for seat in range(players)
    ]
