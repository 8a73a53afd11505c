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

from parlour.ui.widgets.card import card_size

#: A line is laid out for at least this many nobles, so it does not jump about as it shrinks.
LINE_LENGTH = 12
#: The least share of a hand card's width that shows beside the next card.
STRIP = 0.45


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
    #: How much of each hand card's left edge shows (``None``: all of it).
    hand_strips: list[int | None] = field(default_factory=list)
    noble_deck: pygame.Rect = field(default_factory=pygame.Rect)
    noble_discard: pygame.Rect = field(default_factory=pygame.Rect)
    action_deck: pygame.Rect = field(default_factory=pygame.Rect)
    action_discard: pygame.Rect = field(default_factory=pygame.Rect)
    #: The band of the hand, the card in play and the action decks.
    hand_band: pygame.Rect = field(default_factory=pygame.Rect)
    unit: float = 1.0


def compute_layout(rect: pygame.Rect, players: int, line_length: int, hand_size: int) -> Layout:
    """The layout of a table in ``rect`` with this many players, nobles and hand cards."""
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
    hw, hh = card_size(hand_h - 2 * pad)
    adw, adh = card_size(round((hand_h - 2 * pad - label_h) * 0.85))
    lay.action_deck = pygame.Rect(
        r.right - pad - 2 * adw - pad, hand_band.y + pad + label_h, adw, adh
    )
    lay.action_discard = lay.action_deck.move(adw + pad, 0)
    lay.in_play = pygame.Rect(r.x + pad, hand_band.y + pad + label_h, adw, adh)
    left = lay.in_play.right + pad * 2
    right = lay.action_deck.x - pad * 2
    count = hand_size
    if count:
        # A long hand fans out: each card under the next shows a strip of its left edge,
        # where its name is set (art.action_layout) down the card's whole height. Only
        # when the strips would get narrower than STRIP of a card do the cards get
        # smaller (to about two thirds): a smaller card gains little width but loses the
        # height a long name wraps into.
        fitting = round((right - left) / (1 + STRIP * (count - 1)))
        if fitting < hw:
            hw, hh = card_size(round(max(fitting, hw * 0.65) / card_size(100)[0] * 100))
        step_h = min(hw + pad, (right - left - hw) / max(1, count - 1)) if count > 1 else 0
        total = hw + step_h * (count - 1)
        start = left + (right - left - total) / 2
        lay.hand = [
            pygame.Rect(round(start + i * step_h), hand_band.bottom - pad - hh, hw, hh)
            for i in range(count)
        ]
        lay.hand_strips = [
            b.x - a.x if b.x - a.x < a.width else None
            for a, b in zip(lay.hand, lay.hand[1:], strict=False)
        ] + [None]
    return lay


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
