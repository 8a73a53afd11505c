"""The Banque Fatale table: the value table, the market and the stack, the bank, the middle,
every player's cards and screen, and the viewer's own jetons, bid and cash.

It draws ``view(seat)`` (shape in ``rules.py``) and turns drags and clicks into the
actions ``legal_actions()`` offers, never deciding a rule itself:

- choose: drag a market card onto "on offer";
- bid: drag jetons from behind your screen into your bid, drag them back, then "Place
  bid"; the others' bids stay closed fists until all are in;
- draft: drag a jeton from the middle to your screen;
- sale: drag one of your cards onto the bank: the price appears with "Sell" and
  "Cancel"; or "Sell nothing".

A press on a piece that cannot move now (a market card outside the start player's
choice, the card on offer, a jeton after the bid is placed, a card outside the sale or
another seat's card) is answered in the status line with the reason (``refusal.py``) for
a few seconds.

Instead of a drag, a click picks a thing up (its place lights up) and a click on the lit
place puts it there, as at every table (``parlour.ui.widgets.drag``). A click never moves
a thing by itself: a jeton clicked into the bid would lie where the player clicks next to
put it there, and that click would take it straight back.
Motion comes from the events: stones glide along the track (and back to 6 after a
payout), cards travel from the stack to the market, to the auction, to their owner or the
bank, and jetons fly between screens, bids and the middle.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.games.banque_fatale import art, compact
from parlour.games.banque_fatale.paint import (
    BanqueFataleFrame,
    Layout,
    Places,
    Point,
    TablePainter,
    card_value,
    text_px,
    token_rect,
)
from parlour.games.banque_fatale.refusal import REASONS, Piece, refusal
from parlour.games.banque_fatale.rules import GAME_ID as NS  # the texts' namespace
from parlour.games.banque_fatale.rules import (
    PHASES,
    AddJeton,
    BanqueFataleView,
    Choose,
    PlaceBid,
    RemoveJeton,
    Sell,
    SellNothing,
    TakeJeton,
    Track,
)
from parlour.ui import text_marks
from parlour.ui.anim import LONG, NORMAL, Animator
from parlour.ui.fonts import font
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.text import wrap_text
from parlour.ui.widgets.button import TableButton, hit, label_size, row
from parlour.ui.widgets.card import CARD_RATIO, card_size
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.flight import Flights
from parlour.ui.widgets.zoom import ZoomContent, ZoomController

#: The table is designed for the table area of a 1280×800 window (the log takes the rest);
#: ``unit`` scales from there.
DESIGN_SIZE = (948, 800)
#: An opponent's cards are not squeezed below this height for anything optional.
MIN_CARD_H = 40
#: Seconds the reason a piece cannot move stays in the status line.
NOTE_SECONDS = 3.0


class BanqueFataleTable(GameTable[BanqueFataleView]):
    """The Banque Fatale table (``TABLE``): the view, the layout and the player's input;
    the painters in ``paint`` draw the ``BanqueFataleFrame`` it measures."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        track = getattr(ctx.game, "track", None)
        assert isinstance(track, Track)
        #: The values of the value table, left to right (2 to 12 in the printed game).
        self.track = tuple(range(track.low, track.high + 1))
        self.view: BanqueFataleView | None = None
        self.viewer: int | None = None
        self.me = 0
        self.legal: list[Action] = []
        self.pending_sale: str | None = None
        self.lay: Layout | None = None
        #: Counts changes that alter what is drawn (view, layout, choices); the painter's cache
        #: of the still table is valid while it stays the same.
        self.version = 0
        self._grid: pygame.Rect | None = None
        self.anim = Animator(lambda: self.ctx.animation_speed)
        self.drag = DragController(self._on_drop, lambda: self.ctx.animation_speed)
        self.buttons: list[TableButton] = []
        #: Cards and jetons in the air: what flies is its kind ("card", "jeton") and id.
        self.flights: Flights[tuple[str, str]] = Flights(self.anim)
        self._stone_chain: dict[str, list[tuple[float, float]]] = {}
        self.mouse: Point = (0, 0)
        self.items: list[DragItem] = []
        self.zoom = ZoomController(self._zoom_content)
        #: What the painters keep between frames (the still layer, the texts drawn).
        self.painter = TablePainter()
        #: The places of the pieces, measured once per ``version``.
        self._places: tuple[int, Places] | None = None
        #: Why the piece last pressed cannot move now, shown in the status line, and the
        #: seconds it stays there.
        self.note: str | None = None
        self._note_left = 0.0

    # ----------------------------------------------------------------- host API

    def show(self, view: BanqueFataleView, viewer: int | None, legal: list[Action]) -> None:
        first = self.view is None
        self.view = view
        self.viewer = viewer
        self.legal = legal
        if viewer is not None and (viewer != self.me or first) and self.lay is not None:
            # The viewer sits at the bottom; the others line up on the left.
            self.me = viewer
            self.layout(self.lay.rect)
            return
        if viewer is not None:
            self.me = viewer
        if first and self.lay is not None:
            self.layout(self.lay.rect)
            return
        if self.pending_sale is not None and Sell(self.pending_sale) not in legal:
            self.pending_sale = None
        self._rebuild()

    def layout(self, rect: pygame.Rect) -> None:
        x0, y0, w, h = rect
        unit = min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])
        g = max(6, round(8 * unit))
        self.version += 1
        n = self.view["num_players"] if self.view is not None else 4
        others = [(self.me + i) % n for i in range(1, n)]  # in turn order after the viewer
        left_w = round(w * 0.26)
        panel_h = (h - g * (len(others) + 1)) // max(1, len(others))
        opponents = {
            seat: pygame.Rect(x0 + g, y0 + g + i * (panel_h + g), left_w, panel_h)
            for i, seat in enumerate(others)
        }
        rx = x0 + left_w + 2 * g
        rw = x0 + w - g - rx
        line = font(text_px(13, unit)).get_linesize()
        jeton_r = max(9, round(13 * unit))
        button_h = max(28, round(34 * unit))
        y = y0 + g
        track = pygame.Rect(rx, y, rw, round(h * 0.26))
        # The cards: stack and offer, then the market, as large as width and height allow.
        # Each card's caption stands above it, so a caption wider than its card pushes the
        # next card along rather than running into the next caption.
        caption = font(text_px(13, unit), True)
        stack_w = caption.size(self.ctx.t(f"{NS}.table.stack", count=99))[0] + g
        offer_w = caption.size(self.ctx.t(f"{NS}.table.on_offer"))[0] + 2 * g
        card_h = round(h * 0.16)
        while True:
            cw = card_size(card_h)[0]
            to_offer, to_market = max(cw + g, stack_w), max(cw + 3 * g, offer_w)
            row_w = to_offer + to_market + 3 * cw + 2 * g
            if row_w <= rw - 2 * g or card_h <= 40:
                break
            card_h -= 2
        badge = self._badge_h(unit)
        cards_panel = pygame.Rect(rx, track.bottom + g, rw, line + card_h + badge + g * 3)
        cx = cards_panel.x + (rw - row_w) // 2
        cy = cards_panel.y + g + line
        stack = pygame.Rect(cx, cy, cw, card_h)
        offer = pygame.Rect(cx + to_offer, cy, cw, card_h)
        market = [pygame.Rect(offer.x + to_market + i * (cw + g), cy, cw, card_h) for i in range(3)]
        status_font = font(text_px(15, unit), True)
        status_lines = self._status_lines_needed(status_font, rw)
        status = pygame.Rect(
            rx, cards_panel.bottom + g, rw, status_font.get_linesize() * status_lines
        )
        title = font(text_px(17, unit), True).get_linesize()
        # Room in the bank for its title and a sale's two buttons stacked, one of them
        # wrapped onto two lines (a long translation in a narrow window).
        two_lines = button_h + font(label_size(button_h), True).get_linesize()
        band_h = max(round(h * 0.13), title + two_lines + button_h + 3 * g)
        bank_w = round(rw * 0.44)
        middle = pygame.Rect(rx, status.bottom + g, rw - bank_w - g, band_h)
        bank = pygame.Rect(middle.right + g, middle.y, bank_w, band_h)
        mine = pygame.Rect(rx, middle.bottom + g, rw, y0 + h - g - middle.bottom - g)
        inner = mine.inflate(-g * 2, -g * 2)
        body = pygame.Rect(inner.x, inner.y + line + g // 2, inner.width, 0)
        body.height = inner.bottom - body.y
        slot = self._slot_w(jeton_r, g, unit)
        my_screen = pygame.Rect(body.x, body.y, 5 * slot + 2 * g, body.height)
        my_bid = pygame.Rect(
            my_screen.right + g, body.y, 5 * slot + 2 * g, body.height - button_h - g
        )
        my_cards = pygame.Rect(
            my_bid.right + 2 * g, body.y, body.right - my_bid.right - 2 * g, body.height
        )
        self.lay = Layout(
            rect=rect.copy(),
            unit=unit,
            gap=g,
            opponents=opponents,
            track=track,
            cards_panel=cards_panel,
            market=market,
            stack=stack,
            offer=offer,
            status=status,
            middle=middle,
            bank=bank,
            mine=mine,
            my_screen=my_screen,
            my_bid=my_bid,
            my_cards=my_cards,
            card_h=card_h,
            jeton_r=jeton_r,
            button_h=button_h,
        )
        self._grid = self._measure_track_grid()
        self._rebuild()

    def _status_lines_needed(self, fnt: pygame.font.Font, width: int) -> int:
        """Lines the longest status could need (last round, longest name, longest prompt,
        or the longest reason a piece cannot move, which stands alone in its place), so
        the status line never runs into the middle whatever the language."""
        longest = max(self.ctx.seat_names or ["?"], key=lambda name: fnt.size(name)[0])
        total = max(1, self.view["rounds_total"]) if self.view is not None else 13
        head = self.ctx.t(f"{NS}.table.round", round=total, total=total, seat=longest)
        moving = sorted(PHASES.names - PHASES.ends)  # each phase with moves has its prompt
        prompts = [self.ctx.t(f"{NS}.table.prompt_{p}") for p in moving]
        prompts.append(self.ctx.t(f"{NS}.table.waiting", seat=longest))
        lines = [wrap_text(f"{head} — {p}", fnt, width) for p in prompts]
        lines += [wrap_text(self.t(f"why.{key}", seat=longest), fnt, width) for key in REASONS]
        return max(map(len, lines))

    def _badge_h(self, unit: float) -> int:
        """Height of a card's value badge (it hangs below the card)."""
        return font(text_px(12, unit), True).get_linesize() + 2

    def _slot_w(self, jeton_r: int, gap: int, unit: float) -> int:
        """Width of one colour's place in a row of five jeton stacks, its count below it."""
        count_w = font(text_px(12, unit), True).size("×10")[0]
        return max(2 * jeton_r + 2 * gap, count_w + gap)

    def on_events(self, events: list[Event]) -> None:
        view = self.view
        if self.lay is None or view is None:
            return
        delay = 0.0
        for event in events:
            name = event.key.rsplit(".", 1)[-1]
            p = event.params
            if name == "values":
                for change in p["changes"]:
                    old, value = float(change["old"]), float(change["value"])
                    self._queue_stone(str(change["colour"]), old, value)
            elif name == "reset":
                self._queue_stone(str(p["colour"]), float(p["old"]), float(p["value"]))
            elif name == "chosen":
                card = str(p["card"])
                start = self._market_rect(card)
                if start is not None:
                    self._fly("card", card, start.topleft, self.lay.offer.topleft, delay)
            elif name == "market":
                slot = self.lay.market[min(2, len(view["market"]) - 1)]
                self._fly("card", str(p["card"]), self.lay.stack.topleft, slot.topleft, delay)
            elif name == "won":
                seat = int(p["seat"])
                self._fly(
                    "card",
                    str(p["card"]),
                    self.lay.offer.topleft,
                    self._card_anchor(seat),
                    delay + NORMAL,
                )
            elif name == "sold":
                card = str(p["card"])
                self._fly(
                    "card", card, self._card_anchor(int(p["seat"])), self.lay.bank.topleft, delay
                )
            elif name == "bid":
                seat = int(p["seat"])
                for colour in view["colours"]:
                    if int(p.get(colour, 0)):
                        self._fly(
                            "jeton",
                            colour,
                            self._seat_anchor(seat),
                            self.middle_point(colour),
                            delay,
                        )
                delay += 0.05
            elif name in ("took", "dealt"):
                colour = str(p["colour"])
                for seat in p["seats"] if name == "dealt" else [p["seat"]]:
                    self._fly(
                        "jeton",
                        colour,
                        self.middle_point(colour),
                        self._seat_anchor(int(seat)),
                        delay,
                    )
                    delay += 0.06
            elif name in ("bid_add", "bid_remove"):
                colour = str(p["colour"])
                a, b = self.screen_point(colour), self.bid_point(colour)
                if name == "bid_remove":
                    a, b = b, a
                self._fly("jeton", colour, a, b, 0.0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.zoom.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = hit(self.buttons, event.pos)
            if button is not None and self.drag.held is None:
                self.drag.cancel()  # a jeton or card merely picked up is put back first
                self._press_button(button.key)
                return True
        used = self.drag.handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not used:
            return self._explain(event.pos)
        if event.type == pygame.MOUSEMOTION:
            return used or self.drag.held is not None
        return used

    def _explain(self, pos: Point) -> bool:
        """A press on a piece that cannot move now (a movable one is the drag's): put the
        reason in the status line. ``True`` if there was a piece to explain."""
        view, lay = self.view, self.lay
        if view is None or lay is None or self.viewer is None:
            return False
        pressed = self._piece_at(pos)
        if pressed is None:
            return False
        key = refusal(view, self.me, *pressed)
        if key is None:
            return False
        to_act = view["to_act"]
        self.note = self.t(f"why.{key}", seat=self.name(to_act))
        self._note_left = NOTE_SECONDS
        self.version += 1
        return True

    def _piece_at(self, pos: Point) -> tuple[Piece, str | None] | None:
        """The piece drawn at ``pos``: what it is, and the card if it is one."""
        assert self.view is not None and self.lay is not None
        view = self.view
        for card, rect in zip(view["market"], self.lay.market, strict=False):
            if rect.collidepoint(pos):
                return "market", card
        offer = view["auction_card"]
        if offer is not None and view["phase"] == "bid" and self.lay.offer.collidepoint(pos):
            return "offer", offer
        for card, rect in self.my_card_rects():
            if rect.collidepoint(pos):
                return "card", card
        for seat in self.lay.opponents:
            for card, rect in zip(view["owned"][seat], self.seat_card_rects(seat), strict=True):
                if rect.collidepoint(pos):
                    return "theirs", card
        places: list[tuple[Piece, dict[str, int] | None, Callable[[str], pygame.Rect]]] = [
            ("screen", view["jetons"][self.me], self.screen_rect),
            ("bid", view["my_bid"], self._bid_rect),
            ("middle", view["middle"], self._middle_rect),
        ]
        for piece, counts, place in places:
            for colour, count in (counts or {}).items():
                if count and place(colour).collidepoint(pos):
                    return piece, None
        return None

    def focus_spots(self) -> list[pygame.Rect]:
        return [button.rect for button in self.buttons] + self.drag.focus_spots()

    def hint_spots(self, action: Action) -> list[pygame.Rect]:
        """The piece the hinted move carries and where it goes, or its button."""
        button = {PlaceBid(): "place", SellNothing(): "keep"}.get(action)
        if button is not None:
            return [b.rect.copy() for b in self.buttons if b.key == button]
        moves: dict[type, tuple[str, str]] = {
            Choose: ("market", "offer"),
            AddJeton: ("screen", "bid"),
            RemoveJeton: ("bid", "screen"),
            TakeJeton: ("middle", "mine"),
            Sell: ("card", "bank"),
        }
        kind, target = moves.get(type(action), ("", ""))
        what = getattr(action, "card", None) or getattr(action, "colour", None)
        return self.drag.move_spots((kind, what), target)

    def update(self, dt: float) -> bool:
        moving = self.anim.update(dt)
        if self.note is not None:
            self._note_left -= dt
            if self._note_left <= 0.0:
                self.note = None
                self.version += 1
                moving = True
        dragging = self.drag.update(dt)
        self.zoom.suppressed = self.drag.held is not None
        moving = self.zoom.update(dt) or moving
        return moving or dragging

    # ----------------------------------------------------------------- actions

    def _submit(self, act: Action) -> None:
        if act in self.legal:
            self.note = None  # a move answers the question the note answered
            self.ctx.submit(act)

    def _on_drop(self, item: Hashable, target: Hashable) -> None:
        assert isinstance(item, tuple)
        kind, what = item
        if kind == "market":
            self._submit(Choose(what))
        elif kind == "screen":
            self._submit(AddJeton(what))
        elif kind == "bid":
            self._submit(RemoveJeton(what))
        elif kind == "middle":
            self._submit(TakeJeton(what))
        elif kind == "card" and Sell(what) in self.legal:
            self.pending_sale = what
            self._rebuild()

    def _press_button(self, key: Hashable) -> None:
        if key == "place":
            self._submit(PlaceBid())
        elif key == "keep":
            self.pending_sale = None
            self._submit(SellNothing())
        elif key == "cancel":
            self.pending_sale = None
            self._rebuild()
        elif key == "sell" and self.pending_sale is not None:
            card, self.pending_sale = self.pending_sale, None
            self._submit(Sell(card))

    # ----------------------------------------------------------------- model → items

    def _rebuild(self) -> None:
        self.version += 1
        self.zoom.invalidate()  # an open zoom tells a card's worth now, not when it opened
        lay, view = self.lay, self.view
        self.items = []
        self.buttons = []
        if lay is None or view is None:
            self.drag.set_items([])
            return
        targets: dict[Hashable, pygame.Rect] = {
            "offer": lay.offer,
            "bid": lay.my_bid,
            "screen": lay.my_screen,
            "mine": lay.my_screen,
            "bank": lay.bank,
        }
        legal = set(self.legal)
        colours = list(view["colours"])
        for card, rect in zip(view["market"], lay.market, strict=False):
            if Choose(card) in legal:
                self.items.append(DragItem(("market", card), rect, frozenset({"offer"})))
        for colour in colours:
            if AddJeton(colour) in legal:
                self.items.append(
                    DragItem(("screen", colour), self.screen_rect(colour), frozenset({"bid"}))
                )
            if RemoveJeton(colour) in legal:
                self.items.append(
                    DragItem(("bid", colour), self._bid_rect(colour), frozenset({"screen"}))
                )
            if TakeJeton(colour) in legal:
                self.items.append(
                    DragItem(("middle", colour), self._middle_rect(colour), frozenset({"mine"}))
                )
        for card, rect in self.my_card_rects():
            if Sell(card) in legal:
                self.items.append(DragItem(("card", card), rect, frozenset({"bank"})))
        self.drag.set_items(self.items)
        self.drag.set_targets(targets)
        bh, g = lay.button_h, lay.gap
        if PlaceBid() in legal:
            bid = view["my_bid"] or {}
            label = self.ctx.t(f"{NS}.table.place_bid", count=sum(bid.values()))
            centre = (lay.my_bid.centerx, lay.my_bid.bottom + g + bh // 2)
            (rect,) = row([label], centre, bh, g, max_width=lay.my_bid.width)
            rect.bottom = min(rect.bottom, lay.mine.bottom - g)  # a wrapped label grows up
            self.buttons.append(TableButton("place", label, rect, primary=True, line_height=bh))
        if SellNothing() in legal:
            labels = [self.ctx.t(f"{NS}.table.sell_nothing")]
            keys = ["keep"]
            if self.pending_sale is not None:
                price = self.card_value(self.pending_sale)
                name = self.ctx.t(f"{NS}.card.{self.pending_sale}")
                labels = [
                    self.ctx.t(f"{NS}.table.sell_for", card=name, price=price),
                    self.ctx.t(f"{NS}.table.cancel"),
                ]
                keys = ["sell", "cancel"]
            room = lay.bank.width - 2 * g
            rects = row(labels, lay.bank.center, bh, g, max_width=room)
            # Stand the row (or column) on the bank's floor, below its title.
            lift = max(r.bottom for r in rects) - (lay.bank.bottom - g)
            for key, label, rect in zip(keys, labels, rects, strict=True):
                rect.move_ip(0, -lift)
                self.buttons.append(
                    TableButton(key, label, rect, primary=key == "sell", line_height=bh)
                )

    # ----------------------------------------------------------------- geometry

    def card_value(self, card: str) -> int:
        assert self.view is not None
        return card_value(self.view["values"], card)

    def _market_rect(self, card: str) -> pygame.Rect | None:
        assert self.lay is not None and self.view is not None
        for c, rect in zip(self.view["market"], self.lay.market, strict=False):
            if c == card:
                return rect
        return None

    def _stack_centres(self, area: pygame.Rect) -> list[Point]:
        """The bottom chip of each colour's stack: five slots in a row, centred, with room
        for the count below them."""
        assert self.lay is not None
        n = len(art.palette())
        slot = self._slot_w(self.lay.jeton_r, self.lay.gap, self.lay.unit)
        left = area.centerx - slot * n // 2
        base = area.bottom - self.count_h() - self.lay.jeton_r - self.lay.gap // 2
        return [(left + slot * i + slot // 2, base) for i in range(n)]

    def count_h(self) -> int:
        """The height of the count line under a jeton stack."""
        return font(self.fs(12), True).get_linesize()

    def _colour_index(self, colour: str) -> int:
        return list(art.palette()).index(colour)

    def _token_rect(self, centre: Point) -> pygame.Rect:
        assert self.lay is not None
        return token_rect(centre, self.lay.jeton_r)

    def screen_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.my_screen)[self._colour_index(colour)]

    def bid_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.my_bid)[self._colour_index(colour)]

    def middle_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.middle)[self._colour_index(colour)]

    def screen_rect(self, colour: str) -> pygame.Rect:
        """Where the stack of ``colour`` behind the viewer's screen is drawn."""
        return self._token_rect(self.screen_point(colour))

    def _bid_rect(self, colour: str) -> pygame.Rect:
        return self._token_rect(self.bid_point(colour))

    def _middle_rect(self, colour: str) -> pygame.Rect:
        return self._token_rect(self.middle_point(colour))

    def _seat_anchor(self, seat: int) -> Point:
        assert self.lay is not None
        if seat == self.me or seat not in self.lay.opponents:
            return self.lay.my_screen.center
        return self.lay.opponents[seat].center

    def _card_anchor(self, seat: int) -> Point:
        """Where a seat's cards lie: the viewer's card row, or the seat's panel."""
        assert self.lay is not None
        if seat == self.me or seat not in self.lay.opponents:
            return self.lay.my_cards.topleft
        return self.seat_cards_area(seat).topleft

    def card_places(self, cards: list[str], area: pygame.Rect) -> list[pygame.Rect]:
        """Where ``cards`` lie in ``area``: as faces as large as fits while each face still
        prints its name; where they would be too small for that, as strips (``compact``),
        which always name their card. Only a place too small even for strips keeps the
        nameless faces (the zoom names them)."""
        assert self.lay is not None
        faces = self.card_grid(cards, area, self.lay.card_h)
        if all(self.names_itself(card, rect) for card, rect in zip(cards, faces, strict=True)):
            return faces
        titles = [(self.t_card(card), len(art.card_piques()[card])) for card in cards]

        def need(points: int) -> int:
            height = compact.strip_height(points)
            return max(compact.strip_parts(height, t, n, "").width for t, n in titles)

        sizes = range(self.fs(14), self.name_floor() - 1, -1)
        strips = compact.strip_grid(need, len(cards), area, self.lay.gap, sizes)
        return faces if strips is None else strips

    def name_floor(self) -> int:
        """The least size of a strip's name: the project's floor for the window, 11 px
        below 1280×800 (whose table is ``DESIGN_SIZE``), 12 px from there up. A strip
        takes it only where its seat's cards would not fit at 12 px."""
        assert self.lay is not None
        small = self.lay.rect.width < DESIGN_SIZE[0] or self.lay.rect.height < DESIGN_SIZE[1]
        return text_marks.SMALL_FLOOR if small else text_marks.LARGE_FLOOR

    def names_itself(self, card: str, rect: pygame.Rect) -> bool:
        """Whether ``card`` drawn at ``rect`` shows its name: a strip always does, a face
        where it is large enough to print it."""
        if rect.width > rect.height:
            return True
        return bool(art.card_title(self.t_card(card), rect.size, len(art.card_piques()[card])))

    def t_card(self, card: str) -> str:
        return self.ctx.t(f"{NS}.card.{card}")

    def card_grid(self, cards: list[str], area: pygame.Rect, max_h: int) -> list[pygame.Rect]:
        """Places for ``cards`` in rows inside ``area``, as large as fits (at most ``max_h``
        tall), never overlapping and with room for each card's value badge below it."""
        count = len(cards)
        if count <= 0:
            return []
        assert self.lay is not None
        g = self.lay.gap
        badge_h = self._badge_h(self.lay.unit)
        badge_w = max(self.badge_w(card) for card in cards)
        best: tuple[int, int] = (0, 1)
        for cols in range(1, count + 1):
            rows = -(-count // cols)
            # Whole pixels: a fractional pitch rounds the card wider than its place.
            pitch_w = (area.width + g) // cols
            by_width = int(max(0.0, pitch_w - g) / CARD_RATIO)
            if pitch_w - g < min(badge_w, area.width):
                continue  # the value badges of neighbours would touch
            by_height = (area.height - rows * badge_h - (rows - 1) * g) // rows
            height = min(max_h, by_width, by_height)
            if height > best[0]:
                best = (height, cols)
        height, cols = best
        height = max(10, height)
        w = card_size(height)[0]
        pitch_x = max(w + g, badge_w + g)
        pitch_y = height + badge_h + g
        return [
            pygame.Rect(area.x + (i % cols) * pitch_x, area.y + (i // cols) * pitch_y, w, height)
            for i in range(count)
        ]

    def badge_w(self, card: str) -> int:
        """The width of ``card``'s value badge now, with a little air to the next one."""
        text = self.t("money", amount=self.card_value(card))
        return font(self.fs(12), True).size(text)[0] + 12

    def seat_lines(self) -> tuple[int, int]:
        """Lines for an opponent's marks, and the height of the line showing its bid: fixed
        for the longest marks, so the cards below never move as marks come and go."""
        assert self.lay is not None
        width = self.lay.opponents[next(iter(self.lay.opponents))].width - 2 * self.lay.gap
        small = font(self.fs(12))
        join = self.t("mark_separator").join
        playing = join([self.t("start_mark"), self.t("has_bid"), self.t("acting")])
        over = join([self.t("start_mark"), self.t("wealth", amount=999)])
        lines = max(len(wrap_text(marks, small, width)) for marks in (playing, over))
        return lines, max(small.get_linesize(), 2 * self.small_jeton_r() + 2)

    def screens_open(self) -> bool:
        """Whether the view lifts the other seats' screens (the final table does): then each
        panel shows what lay behind its screen."""
        return self.view is not None and all(held is not None for held in self.view["jetons"])

    def screen_row_h(self, seat: int) -> int:
        """Height of the row below an opponent's bid that shows its jetons once its screen is
        open: one jeton of each colour with its count beside it. 0 while the screens are
        closed, and where the row would squeeze the seat's cards below ``MIN_CARD_H`` (a
        seat owning many cards): there the jetons' total stands by its cash instead."""
        if not self.screens_open() or self.lay is None or self.view is None:
            return 0
        row = max(font(self.fs(12)).get_linesize(), 2 * self.small_jeton_r() + 2)
        panel = self.lay.opponents[seat]
        area = self._seat_cards_area(panel, row)
        rects = self.card_places(list(self.view["owned"][seat]), area)
        if any(r.height < MIN_CARD_H or not panel.contains(r) for r in rects):
            return 0
        return row

    def small_jeton_r(self) -> int:
        assert self.lay is not None
        return max(7, round(self.lay.jeton_r * 0.7))

    def seat_cards_area(self, seat: int) -> pygame.Rect:
        """Where an opponent's cards lie in its panel, below its name, marks, bid and (on
        the final table) the jetons from behind its screen."""
        assert self.lay is not None
        return self._seat_cards_area(self.lay.opponents[seat], self.screen_row_h(seat))

    def _seat_cards_area(self, panel: pygame.Rect, screen_row: int) -> pygame.Rect:
        assert self.lay is not None
        g = self.lay.gap
        lines, bid_h = self.seat_lines()
        top = (
            panel.y
            + g
            + font(self.fs(15), True).get_linesize()
            + lines * font(self.fs(12)).get_linesize()
            + bid_h
            + screen_row
            + g
        )
        return pygame.Rect(panel.x + g, top, panel.width - 2 * g, panel.bottom - g - top)

    def seat_card_rects(self, seat: int) -> list[pygame.Rect]:
        assert self.lay is not None and self.view is not None
        cards = list(self.view["owned"][seat])
        return self.card_places(cards, self.seat_cards_area(seat))

    def my_card_rects(self) -> list[tuple[str, pygame.Rect]]:
        assert self.lay is not None and self.view is not None
        cards = list(self.view["owned"][self.me])
        rects = self.card_places(cards, self.lay.my_cards)
        return list(zip(cards, rects, strict=True))

    def _measure_track_grid(self) -> pygame.Rect:
        assert self.lay is not None
        t = self.lay.track
        g = self.lay.gap
        label_font = font(self.fs(13))
        widest = max(label_font.size(self.colour_name(cid))[0] for cid in art.palette())
        label_w = g + self.icon_r() * 2 + g + widest + g
        title = font(self.fs(15), True)
        head = font(self.fs(14), True).get_linesize()
        if title.size(self.t("value_table"))[0] + 2 * g > label_w:
            head += title.get_linesize()  # the title gets a line of its own
        top = t.y + max(g // 2, art.CORNER_CLEAR) + head
        return pygame.Rect(t.x + label_w, top, t.right - g - t.x - label_w, t.bottom - g - top)

    def icon_r(self) -> int:
        """The radius of the small stone before each colour's name."""
        return max(6, round(self.fs(13) * 0.6))

    def colour_name(self, colour: str) -> str:
        return self.ctx.t(f"{NS}.colour.{colour}")

    # ----------------------------------------------------------------- animation

    def _fly(self, kind: str, what: str, start: Point, end: Point, delay: float) -> None:
        self.flights.launch((kind, what), start, end, LONG, delay=delay)

    def _queue_stone(self, colour: str, old: float, new: float) -> None:
        chain = self._stone_chain.setdefault(colour, [])
        chain.append((old, new))
        if len(chain) == 1:
            self._next_stone(colour)

    def _next_stone(self, colour: str) -> None:
        chain = self._stone_chain.get(colour)
        if not chain:
            return
        old, new = chain[0]

        def done() -> None:
            chain.pop(0)
            self._next_stone(colour)

        self.anim.start(("stone", colour), old, new, LONG, on_done=done)

    def _zoom_content(self, key: Hashable) -> ZoomContent | None:
        """A card's name large, its colours in words and what it is worth right now."""
        if not isinstance(key, str) or key not in art.card_piques() or self.view is None:
            return None
        title = self.ctx.t(f"{NS}.card.{key}")
        colours = ", ".join(self.ctx.t(f"{NS}.colour.{c}") for c in art.card_piques()[key])
        text = self.t("zoom", colours=colours, value=self.card_value(key))
        return ZoomContent(title, text, ("bf", key, title), art.card_painter(key, title))

    def t(self, key: str, **params: Any) -> str:
        return self.ctx.t(f"{NS}.table.{key}", **params)

    def fs(self, px: float) -> int:
        """A font size given for the design size, scaled, never below ``MIN_TEXT``."""
        assert self.lay is not None
        return text_px(px, self.lay.unit)

    # ----------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface) -> None:
        frame = self._frame()
        if frame is None:
            return
        self.painter.draw(surface, frame)
        self.zoom.set_spots(self.painter.spots)
        self.zoom.draw(surface, frame.lay.rect)

    def _frame(self) -> BanqueFataleFrame | None:
        """Everything the painters draw this frame; None before there is a view to draw."""
        lay, view = self.lay, self.view
        if lay is None or view is None:
            return None
        values = view["values"]
        stones = {c: self.anim.number(("stone", c), float(values[c])) for c in art.palette()}
        return BanqueFataleFrame(
            view=view,
            lay=lay,
            places=self._measure_places(),
            track=self.track,
            stones=stones,
            me=self.me,
            viewer=self.viewer,
            legal=self.legal,
            pending_sale=self.pending_sale,
            note=self.note,
            version=self.version,
            drag=self.drag,
            items=self.items,
            buttons=self.buttons,
            flights=self.flights,
            mouse=self.mouse,
            translate=self.ctx.t,
            name=self.name,
        )

    def _measure_places(self) -> Places:
        """The places of the pieces for the current ``version`` (measured once for it: the
        frame asks on every draw)."""
        if self._places is not None and self._places[0] == self.version:
            return self._places[1]
        assert self.lay is not None and self._grid is not None
        palette = list(art.palette())
        places = Places(
            grid=self._grid,
            screen_points={c: self.screen_point(c) for c in palette},
            bid_points={c: self.bid_point(c) for c in palette},
            middle_points={c: self.middle_point(c) for c in palette},
            seat_lines=self.seat_lines(),
            screen_rows={seat: self.screen_row_h(seat) for seat in self.lay.opponents},
            seat_cards={seat: self.seat_card_rects(seat) for seat in self.lay.opponents},
            my_cards=self.my_card_rects(),
            icon_r=self.icon_r(),
            small_jeton_r=self.small_jeton_r(),
        )
        self._places = (self.version, places)
        return places


TABLE = BanqueFataleTable
