"""The Banque Fatale table: the value table, the market and the stack, the bank, the middle,
every player's cards and screen, and the viewer's own jetons, bid and cash.

It draws ``view(seat)`` (shape in ``rules.py``) and turns drags and clicks into the
actions ``legal_actions()`` offers, never deciding a rule itself:

- choose: drag a market card onto "on offer" (or click it);
- bid: drag jetons from behind your screen into your bid (or click them), drag or click
  them back, then "Place bid"; the others' bids stay closed fists until all are in;
- draft: take a jeton from the middle by clicking or dragging it to your screen;
- sale: drag one of your cards onto the bank (or click it): the price appears with
  "Sell" and "Cancel"; or "Sell nothing".

Every item has exactly one place to go, so a click on it is the same as dropping it there.
Motion comes from the events: stones glide along the track (and back to 6 after a
payout), cards travel from the stack to the market, to the auction, to their owner or the
bank, and jetons fly between screens, bids and the middle.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.games.banque_fatale import art
from parlour.games.banque_fatale.paint import TablePainter
from parlour.games.banque_fatale.rules import GAME_ID as NS  # the texts' namespace
from parlour.games.banque_fatale.rules import (
    AddJeton,
    Choose,
    PlaceBid,
    RemoveJeton,
    Sell,
    SellNothing,
    TakeJeton,
    Track,
)
from parlour.ui.anim import LONG, NORMAL, Animator
from parlour.ui.fonts import font
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.widgets.button import TableButton, hit, row
from parlour.ui.widgets.card import card_size
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.zoom import ZoomContent, ZoomController

Point = tuple[int, int]


@dataclass
class Flyer:
    """Something travelling across the table: a card or a jeton, drawn on top."""

    key: Hashable
    kind: str  # "card" or "jeton"
    what: str  # card id or colour id


@dataclass
class Layout:
    rect: pygame.Rect
    unit: float
    opponents: dict[int, pygame.Rect]
    track: pygame.Rect
    market: list[pygame.Rect]
    stack: pygame.Rect
    offer: pygame.Rect
    middle: pygame.Rect
    bank: pygame.Rect
    mine: pygame.Rect
    my_screen: pygame.Rect
    my_bid: pygame.Rect
    my_cards: pygame.Rect
    status: pygame.Rect
    card_h: int
    small_card_h: int
    jeton_r: int


class BanqueFataleTable(GameTable):
    """The Banque Fatale table (``TABLE``): the view, the layout and the player's input;
    ``paint.TablePainter`` draws it."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        track = getattr(ctx.game, "track", None)
        assert isinstance(track, Track)
        #: The values of the value table, left to right (2 to 12 in the printed game).
        self.track = tuple(range(track.low, track.high + 1))
        self.view: Mapping[str, Any] = {}
        self.viewer: int | None = None
        self.me = 0
        self.legal: list[Action] = []
        self.pending_sale: str | None = None
        self.lay: Layout | None = None
        self.anim = Animator(lambda: self.ctx.animation_speed)
        self.drag = DragController(self._on_drop, lambda: self.ctx.animation_speed)
        self.buttons: list[TableButton] = []
        self.flyers: list[Flyer] = []
        self._fly_count = 0
        self._stone_chain: dict[str, list[tuple[float, float]]] = {}
        self.mouse: Point = (0, 0)
        self.items: list[DragItem] = []
        self.zoom = ZoomController(self._zoom_content)
        self.painter = TablePainter(self)

    # ----------------------------------------------------------------- host API

    def show(self, view: Mapping[str, Any], viewer: int | None, legal: list[Action]) -> None:
        first = not self.view
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
        w, h = rect.width, rect.height
        unit = min(w / 1280, h / 720)
        n = int(self.view.get("num_players", 4)) if self.view else 4
        left_w = int(w * 0.23)
        gap = max(4, int(8 * unit))
        others = [s for s in range(n) if s != self.me]
        panel_h = (h - gap * (len(others) + 1)) // max(1, len(others))
        opponents = {
            seat: pygame.Rect(
                rect.x + gap, rect.y + gap + i * (panel_h + gap), left_w - gap, panel_h
            )
            for i, seat in enumerate(others)
        }
        cx = rect.x + left_w + gap
        right_x = rect.x + int(w * 0.71)
        track = pygame.Rect(cx, rect.y + gap, right_x - cx - gap, int(h * 0.40))
        card_h = int(min(h * 0.19, (rect.right - right_x - gap * 4) / 3 / 0.716))
        cw = card_size(card_h)[0]
        top = rect.y + gap
        stack = pygame.Rect(right_x, top + int(18 * unit), cw, card_h)
        offer = pygame.Rect(stack.right + gap * 3, stack.y, cw, card_h)
        market_y = stack.bottom + int(22 * unit)
        market = [pygame.Rect(right_x + i * (cw + gap), market_y, cw, card_h) for i in range(3)]
        middle_y = track.bottom + gap
        middle = pygame.Rect(cx, middle_y + int(22 * unit), track.width, int(h * 0.15))
        status = pygame.Rect(cx, middle_y, track.width, int(22 * unit))
        bank = pygame.Rect(
            right_x,
            market[0].bottom + gap * 2,
            rect.right - right_x - gap,
            max(int(h * 0.12), middle.bottom - market[0].bottom - gap * 2),
        )
        mine_y = max(middle.bottom, bank.bottom) + gap
        mine = pygame.Rect(cx, mine_y, rect.right - cx - gap, rect.bottom - mine_y - gap)
        inner = mine.inflate(-gap * 2, -gap * 2)
        label_h = int(24 * unit)
        body = pygame.Rect(inner.x, inner.y + label_h, inner.width, inner.height - label_h)
        my_screen = pygame.Rect(body.x, body.y, int(body.width * 0.38), body.height)
        my_bid = pygame.Rect(
            my_screen.right + gap, body.y, int(body.width * 0.25), body.height - int(40 * unit)
        )
        my_cards = pygame.Rect(
            my_bid.right + gap * 2, body.y, body.right - my_bid.right - gap * 2, body.height
        )
        self.lay = Layout(
            rect=rect.copy(),
            unit=unit,
            opponents=opponents,
            track=track,
            market=market,
            stack=stack,
            offer=offer,
            middle=middle,
            bank=bank,
            mine=mine,
            my_screen=my_screen,
            my_bid=my_bid,
            my_cards=my_cards,
            status=status,
            card_h=card_h,
            small_card_h=max(30, int(min(panel_h * 0.42, h * 0.12))),
            jeton_r=max(8, int(15 * unit)),
        )
        self._rebuild()

    def on_events(self, events: list[Event]) -> None:
        if self.lay is None or not self.view:
            return
        delay = 0.0
        for event in events:
            name = event.key.rsplit(".", 1)[-1]
            p = event.params
            if name in ("rose", "fell", "reset"):
                self._queue_stone(str(p["colour"]), float(p["old"]), float(p["value"]))
            elif name == "chosen":
                card = str(p["card"])
                start = self._market_rect(card)
                if start is not None:
                    self._fly("card", card, start.topleft, self.lay.offer.topleft, delay)
            elif name == "market":
                slot = self.lay.market[min(2, len(self.view.get("market", [])) - 1)]
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
                for colour in self.view.get("colours", []):
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
            if button is not None and self.drag.active is None:
                self._press_button(button.key)
                return True
        used = self.drag.handle_event(event)
        selected = self.drag.selected
        if selected is not None and event.type == pygame.MOUSEBUTTONUP:
            # Every item has one place to go: a click is the same as dropping it there.
            targets = self._targets_of(selected)
            self.drag.cancel()
            if targets:
                self._on_drop(selected, next(iter(targets)))
            return True
        if event.type == pygame.MOUSEMOTION:
            return used or self.drag.held is not None
        return used

    def focus_spots(self) -> list[pygame.Rect]:
        return [button.rect for button in self.buttons] + self.drag.focus_spots()

    def update(self, dt: float) -> bool:
        moving = self.anim.update(dt)
        dragging = self.drag.update(dt)
        self.zoom.suppressed = self.drag.held is not None
        moving = self.zoom.update(dt) or moving
        self.flyers = [f for f in self.flyers if f.key in self.anim]
        return moving or dragging

    # ----------------------------------------------------------------- actions

    def _submit(self, act: Action) -> None:
        if act in self.legal:
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

    def _targets_of(self, key: Hashable) -> frozenset[Hashable]:
        for item in self.items:
            if item.key == key:
                return item.targets
        return frozenset()

    # ----------------------------------------------------------------- model → items

    def _rebuild(self) -> None:
        lay, view = self.lay, self.view
        self.items = []
        self.buttons = []
        if lay is None or not view:
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
                    DragItem(("screen", colour), self._screen_rect(colour), frozenset({"bid"}))
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
        u = lay.unit
        bh = max(26, int(34 * u))
        if PlaceBid() in legal:
            bid = view.get("my_bid") or {}
            label = self.ctx.t(f"{NS}.table.place_bid", count=sum(bid.values()))
            (rect,) = row([label], (lay.my_bid.centerx, lay.my_bid.bottom + bh // 2 + 4), bh, 8)
            self.buttons.append(TableButton("place", label, rect, primary=True))
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
            rects = row(labels, (lay.bank.centerx, lay.bank.bottom - bh // 2 - 6), bh, 8)
            for key, label, rect in zip(keys, labels, rects, strict=True):
                self.buttons.append(TableButton(key, label, rect, primary=key == "sell"))

    # ----------------------------------------------------------------- geometry

    def card_value(self, card: str) -> int:
        values = self.view["values"]
        return sum(int(values[p]) for p in art.card_piques()[card])

    def _market_rect(self, card: str) -> pygame.Rect | None:
        assert self.lay is not None
        for c, rect in zip(self.view.get("market", []), self.lay.market, strict=False):
            if c == card:
                return rect
        return None

    def _stack_centres(self, area: pygame.Rect) -> list[Point]:
        n = len(art.palette())
        step = area.width / n
        return [
            (int(area.x + step * (i + 0.5)), int(area.bottom - area.height * 0.35))
            for i in range(n)
        ]

    def _colour_index(self, colour: str) -> int:
        return list(art.palette()).index(colour)

    def _token_rect(self, centre: Point) -> pygame.Rect:
        assert self.lay is not None
        r = self.lay.jeton_r
        return pygame.Rect(centre[0] - r, centre[1] - r * 3, r * 2, r * 4)

    def screen_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.my_screen)[self._colour_index(colour)]

    def bid_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.my_bid)[self._colour_index(colour)]

    def middle_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.middle)[self._colour_index(colour)]

    def _screen_rect(self, colour: str) -> pygame.Rect:
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
        return self._seat_anchor(seat)

    def card_rects(self, cards: list[str], area: pygame.Rect, height: int) -> list[pygame.Rect]:
        w, h = card_size(height)
        if not cards:
            return []
        step = min(w + 6, (area.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
        return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(len(cards))]

    def my_card_rects(self) -> list[tuple[str, pygame.Rect]]:
        assert self.lay is not None
        cards = list(self.view["owned"][self.me])
        area = self.lay.my_cards
        height = min(self.lay.card_h, area.height - 4)
        return list(zip(cards, self.card_rects(cards, area, height), strict=True))

    def stone_x(self, value: float) -> int:
        assert self.lay is not None
        grid = self.track_grid()
        return int(grid.x + (value - self.track[0] + 0.5) * grid.width / len(self.track))

    def track_grid(self) -> pygame.Rect:
        assert self.lay is not None
        t = self.lay.track
        # The labels' column is as wide as the longest translated colour name (at most a
        # third of the track), so a stone on 2 never covers its label.
        fnt = font(self.fs(13))
        widest = max(fnt.size(self.ctx.t(f"{NS}.colour.{cid}"))[0] for cid in art.palette())
        label_w = min(int(t.width * 0.35), max(int(t.width * 0.2), widest + 40))
        head = int(46 * self.lay.unit)
        return pygame.Rect(t.x + label_w, t.y + head, t.width - label_w - 6, t.height - head - 6)

    # ----------------------------------------------------------------- animation

    def _fly(self, kind: str, what: str, start: Point, end: Point, delay: float) -> None:
        self._fly_count += 1
        key = ("fly", self._fly_count)
        self.anim.start(
            key,
            (float(start[0]), float(start[1])),
            (float(end[0]), float(end[1])),
            LONG,
            delay=delay,
        )
        if key in self.anim:
            self.flyers.append(Flyer(key, kind, what))

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
        if not isinstance(key, str) or key not in art.card_piques() or not self.view:
            return None
        title = self.ctx.t(f"{NS}.card.{key}")
        colours = ", ".join(self.ctx.t(f"{NS}.colour.{c}") for c in art.card_piques()[key])
        text = self.t("zoom", colours=colours, value=self.card_value(key))
        return ZoomContent(title, text, ("bf", key, title), art.card_painter(key, title))

    def t(self, key: str, **params: Any) -> str:
        return self.ctx.t(f"{NS}.table.{key}", **params)

    def name(self, seat: int) -> str:
        names = self.ctx.seat_names
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def fs(self, px: float) -> int:
        assert self.lay is not None
        return max(11, int(px * self.lay.unit))

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)


TABLE = BanqueFataleTable
