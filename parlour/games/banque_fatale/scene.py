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
from parlour.games.banque_fatale.rules import (
    AddJeton,
    Choose,
    PlaceBid,
    RemoveJeton,
    Sell,
    SellNothing,
    TakeJeton,
)
from parlour.ui.anim import LONG, NORMAL, Animator
from parlour.ui.fonts import font
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.widgets.button import TableButton, hit, row
from parlour.ui.widgets.card import CardState, card_size, draw_card, render_face
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.tokens import draw_stack, draw_token
from parlour.ui.widgets.zoom import ZoomContent, ZoomController

NS = "banque_fatale"
TRACK = tuple(range(2, 13))
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
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
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
        self._mouse: Point = (0, 0)
        self._items: list[DragItem] = []
        self.zoom = ZoomController(self._zoom_content)
        self._spots: list[tuple[Hashable, pygame.Rect]] = []

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
                            self._middle_point(colour),
                            delay,
                        )
                delay += 0.05
            elif name == "took":
                colour = str(p["colour"])
                self._fly(
                    "jeton",
                    colour,
                    self._middle_point(colour),
                    self._seat_anchor(int(p["seat"])),
                    delay,
                )
                delay += 0.06
            elif name in ("bid_add", "bid_remove"):
                colour = str(p["colour"])
                a, b = self._screen_point(colour), self._bid_point(colour)
                if name == "bid_remove":
                    a, b = b, a
                self._fly("jeton", colour, a, b, 0.0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.zoom.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
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
        for item in self._items:
            if item.key == key:
                return item.targets
        return frozenset()

    # ----------------------------------------------------------------- model → items

    def _rebuild(self) -> None:
        lay, view = self.lay, self.view
        self._items = []
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
                self._items.append(DragItem(("market", card), rect, frozenset({"offer"})))
        for colour in colours:
            if AddJeton(colour) in legal:
                self._items.append(
                    DragItem(("screen", colour), self._screen_rect(colour), frozenset({"bid"}))
                )
            if RemoveJeton(colour) in legal:
                self._items.append(
                    DragItem(("bid", colour), self._bid_rect(colour), frozenset({"screen"}))
                )
            if TakeJeton(colour) in legal:
                self._items.append(
                    DragItem(("middle", colour), self._middle_rect(colour), frozenset({"mine"}))
                )
        for card, rect in self._my_card_rects():
            if Sell(card) in legal:
                self._items.append(DragItem(("card", card), rect, frozenset({"bank"})))
        self.drag.set_items(self._items)
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
                price = self._card_value(self.pending_sale)
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

    def _card_value(self, card: str) -> int:
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

    def _screen_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.my_screen)[self._colour_index(colour)]

    def _bid_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.my_bid)[self._colour_index(colour)]

    def _middle_point(self, colour: str) -> Point:
        assert self.lay is not None
        return self._stack_centres(self.lay.middle)[self._colour_index(colour)]

    def _screen_rect(self, colour: str) -> pygame.Rect:
        return self._token_rect(self._screen_point(colour))

    def _bid_rect(self, colour: str) -> pygame.Rect:
        return self._token_rect(self._bid_point(colour))

    def _middle_rect(self, colour: str) -> pygame.Rect:
        return self._token_rect(self._middle_point(colour))

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

    def _card_rects(self, cards: list[str], area: pygame.Rect, height: int) -> list[pygame.Rect]:
        w, h = card_size(height)
        if not cards:
            return []
        step = min(w + 6, (area.width - w) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
        return [pygame.Rect(area.x + i * step, area.y, w, h) for i in range(len(cards))]

    def _my_card_rects(self) -> list[tuple[str, pygame.Rect]]:
        assert self.lay is not None
        cards = list(self.view["owned"][self.me])
        area = self.lay.my_cards
        height = min(self.lay.card_h, area.height - 4)
        return list(zip(cards, self._card_rects(cards, area, height), strict=True))

    def _stone_x(self, value: float) -> int:
        assert self.lay is not None
        grid = self._track_grid()
        return int(grid.x + (value - 2 + 0.5) * grid.width / len(TRACK))

    def _track_grid(self) -> pygame.Rect:
        assert self.lay is not None
        t = self.lay.track
        # The labels' column is as wide as the longest translated colour name (at most a
        # third of the track), so a stone on 2 never covers its label.
        fnt = font(self._fs(13))
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

    # ----------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        if lay is None or not self.view:
            return
        self._spots = []
        art.backdrop(surface, lay.rect)
        self._draw_track(surface)
        self._draw_market(surface)
        self._draw_middle(surface)
        self._draw_bank(surface)
        for seat, rect in lay.opponents.items():
            self._draw_opponent(surface, seat, rect)
        self._draw_mine(surface)
        self._draw_legal_items(surface)
        self.drag.draw_targets(surface)
        for button in self.buttons:
            button.draw(surface, button.rect.collidepoint(self._mouse))
        self._draw_floating(surface)
        self.zoom.set_spots(self._spots)
        self.zoom.draw(surface, lay.rect)

    def _zoom_content(self, key: Hashable) -> ZoomContent | None:
        """A card's name large, its colours in words and what it is worth right now."""
        if not isinstance(key, str) or key not in art.card_piques() or not self.view:
            return None
        title = self.ctx.t(f"{NS}.card.{key}")
        colours = ", ".join(self.ctx.t(f"{NS}.colour.{c}") for c in art.card_piques()[key])
        text = self._t("zoom", colours=colours, value=self._card_value(key))
        return ZoomContent(title, text, ("bf", key, title), art.card_painter(key, title))

    def _draw_legal_items(self, surface: pygame.Surface) -> None:
        """A gold ring under every jeton stack that may be picked up now."""
        assert self.lay is not None
        r = self.lay.jeton_r
        for item in self._items:
            kind = item.key[0] if isinstance(item.key, tuple) else None
            if kind in ("screen", "bid", "middle") and not self.drag.is_floating(item.key):
                centre = (item.rect.centerx, item.rect.bottom - r)
                pygame.draw.circle(surface, art.GOLD, centre, r + max(3, r // 3), 2)

    def _t(self, key: str, **params: Any) -> str:
        return self.ctx.t(f"{NS}.table.{key}", **params)

    def _name(self, seat: int) -> str:
        names = self.ctx.seat_names
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: Point,
        size: int,
        colour: tuple[int, int, int] = art.CREAM,
        bold: bool = False,
        anchor: str = "topleft",
        max_width: int = 0,
    ) -> pygame.Rect:
        image = font(size, bold).render(text, True, colour)
        if max_width and image.get_width() > max_width:
            # Long translations shrink to fit rather than run into the next area.
            height = max(1, image.get_height() * max_width // image.get_width())
            image = pygame.transform.smoothscale(image, (max_width, height))
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def _fs(self, px: float) -> int:
        assert self.lay is not None
        return max(11, int(px * self.lay.unit))

    def _draw_track(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        t = self.lay.track
        art.deco_panel(surface, t)
        grid = self._track_grid()
        colours = list(art.palette().values())
        col_w = grid.width / len(TRACK)
        row_h = grid.height / len(colours)
        self._text(
            surface, self._t("value_table"), (t.x + 10, t.y + 4), self._fs(15), art.GOLD, True
        )
        for i, value in enumerate(TRACK):
            x = int(grid.x + i * col_w)
            cell = pygame.Rect(x, grid.y, int(col_w) - 1, grid.height)
            if value > 10:
                pygame.draw.rect(surface, (60, 50, 30), cell)
            self._text(
                surface,
                str(value),
                (cell.centerx, grid.y - 2),
                self._fs(14),
                art.GOLD if value > 10 else art.CREAM,
                True,
                "midbottom",
            )
        values = self.view["values"]
        for r, colour in enumerate(colours):
            y = int(grid.y + (r + 0.5) * row_h)
            pygame.draw.line(surface, art.GOLD_DARK, (grid.x, y), (grid.right, y), 1)
            art.stone(surface, (t.x + 16, y), max(7, int(row_h * 0.28)), colour)
            label = self.ctx.t(f"{NS}.colour.{colour.id}")
            self._text(
                surface,
                label,
                (t.x + 30, y),
                self._fs(13),
                art.CREAM,
                False,
                "midleft",
                max_width=grid.x - t.x - 34,
            )
            shown = self.anim.number(("stone", colour.id), float(values[colour.id]))
            art.stone(surface, (self._stone_x(shown), y), max(8, int(row_h * 0.36)), colour)

    def _draw_card(
        self,
        surface: pygame.Surface,
        card: str,
        rect: pygame.Rect,
        state: CardState | None = None,
        value: bool = True,
    ) -> None:
        title = self.ctx.t(f"{NS}.card.{card}")
        face = render_face(("bf", card, title), rect.size, art.card_painter(card, title))
        drawn = draw_card(surface, rect, face, state)
        self._spots.append((card, drawn))
        if value:
            text = self._t("money", amount=self._card_value(card))
            fnt = font(max(10, rect.height // 9), True)
            image = fnt.render(text, True, art.NAVY_DARK)
            badge = image.get_rect(midtop=(drawn.centerx, drawn.bottom - image.get_height() // 2))
            badge = badge.inflate(8, 2)
            pygame.draw.rect(surface, art.GOLD, badge, border_radius=badge.height // 2)
            surface.blit(image, image.get_rect(center=badge.center))

    def _flying(self, kind: str, what: str) -> bool:
        return any(f.kind == kind and f.what == what for f in self.flyers)

    def _draw_market(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        lay = self.lay
        stack_n = int(self.view["stack_size"])
        self._text(
            surface,
            self._t("stack", count=stack_n),
            (lay.stack.x, lay.stack.y - 2),
            self._fs(13),
            art.GOLD,
            True,
            "bottomleft",
        )
        if stack_n:
            back = render_face("bf.back", lay.stack.size, art.card_back)
            draw_card(surface, lay.stack, back)
        else:
            pygame.draw.rect(surface, art.GOLD_DARK, lay.stack, 1, border_radius=6)
        self._text(
            surface,
            self._t("on_offer"),
            (lay.offer.x, lay.offer.y - 2),
            self._fs(13),
            art.GOLD,
            True,
            "bottomleft",
        )
        pygame.draw.rect(surface, art.GOLD_DARK, lay.offer, 1, border_radius=6)
        offer = self.view.get("auction_card")
        if offer is not None and self.view["phase"] == "bid" and not self._flying("card", offer):
            self._draw_card(surface, offer, lay.offer)
        self._text(
            surface,
            self._t("market"),
            (lay.market[0].x, lay.market[0].y - 2),
            self._fs(13),
            art.GOLD,
            True,
            "bottomleft",
        )
        for card, rect in zip(self.view["market"], lay.market, strict=False):
            if self._flying("card", card) or self.drag.is_floating(("market", card)):
                continue
            state = CardState(legal=Choose(card) in self.legal)
            self._draw_card(surface, card, rect, state)

    def _draw_middle(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        lay = self.lay
        self._text(
            surface,
            self._status(),
            lay.status.midleft,
            self._fs(16),
            art.CREAM,
            True,
            "midleft",
            lay.status.width,
        )
        art.deco_panel(surface, lay.middle)
        self._text(
            surface,
            self._t("middle"),
            (lay.middle.x + 10, lay.middle.y + 4),
            self._fs(13),
            art.GOLD,
            True,
        )
        palette = art.palette()
        for colour, count in self.view["middle"].items():
            if count and not self.drag.is_floating(("middle", colour)):
                draw_stack(
                    surface,
                    palette[colour].token,
                    self._middle_point(colour),
                    lay.jeton_r,
                    int(count),
                )

    def _draw_bank(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        bank = self.lay.bank
        art.deco_panel(surface, bank, (40, 32, 20))
        self._text(
            surface,
            "Banque Fatale",
            (bank.centerx, bank.y + 6),
            self._fs(18),
            art.GOLD,
            True,
            "midtop",
        )
        hint = self._t("bank_hint") if any(isinstance(a, Sell) for a in self.legal) else ""
        if self.pending_sale is not None:
            name = self.ctx.t(f"{NS}.card.{self.pending_sale}")
            hint = self._t("sell_price", card=name, price=self._card_value(self.pending_sale))
        if hint:
            self._text(
                surface,
                hint,
                (bank.centerx, bank.y + 6 + self._fs(24)),
                self._fs(13),
                art.CREAM,
                False,
                "midtop",
            )

    def _status(self) -> str:
        view = self.view
        phase = view["phase"]
        head = self._t(
            "round",
            round=view["round"],
            total=view["rounds_total"],
            seat=self._name(int(view["start_seat"])),
        )
        if phase == "over":
            return self._t("over")
        actor = view["to_act"]
        if self.legal:
            return f"{head} — {self._t('prompt_' + phase)}"
        return f"{head} — {self._t('waiting', seat=self._name(int(actor)))}"

    def _seat_header(self, surface: pygame.Surface, seat: int, pos: Point) -> None:
        view = self.view
        marks = []
        if seat == view["start_seat"]:
            marks.append(self._t("start_mark"))
        if view["phase"] == "bid" and view["bid_placed"][seat]:
            marks.append(self._t("has_bid"))
        if view["to_act"] == seat:
            marks.append(self._t("acting"))
        if view.get("scores") is not None:
            marks.append(self._t("wealth", amount=view["scores"][seat]))
        text = self._name(seat) + ("  " + "  ".join(marks) if marks else "")
        colour = art.GOLD if view["to_act"] == seat else art.CREAM
        self._text(surface, text, pos, self._fs(16), colour, True)

    def _draw_revealed(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        revealed = self.view.get("revealed_bids")
        if not revealed:
            return
        assert self.lay is not None
        r = max(7, int(self.lay.jeton_r * 0.7))
        x = area.x
        palette = art.palette()
        label = self._t("bid_shown", count=sum(revealed[seat].values()))
        x = (
            self._text(
                surface, label, (x, area.centery), self._fs(12), art.CREAM, False, "midleft"
            ).right
            + 6
        )
        total = max(1, sum(int(c) for c in revealed[seat].values()))
        step = min(r + 2, max(2, (area.right - x - 2 * r) // total))
        for colour, count in revealed[seat].items():
            for _ in range(int(count)):
                draw_token(surface, palette[colour].token, (x + r, area.centery), r)
                x += step

    def _draw_opponent(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        assert self.lay is not None
        art.deco_panel(surface, rect)
        pad = max(4, int(8 * self.lay.unit))
        self._seat_header(surface, seat, (rect.x + pad, rect.y + pad))
        line = self._fs(22)
        screen = pygame.Rect(
            rect.x + pad, rect.y + pad + line, int(rect.width * 0.3), int(line * 1.3)
        )
        art.screen(surface, screen, open_=False)
        self._draw_revealed(
            surface,
            seat,
            pygame.Rect(
                screen.right + pad, screen.y, rect.right - screen.right - pad * 2, screen.height
            ),
        )
        cards = [c for c in self.view["owned"][seat] if not self._flying("card", c)]
        area = pygame.Rect(
            rect.x + pad,
            screen.bottom + pad,
            rect.width - pad * 2,
            rect.bottom - screen.bottom - pad * 3,
        )
        height = min(self.lay.small_card_h, area.height - 8)
        for card, crect in zip(cards, self._card_rects(cards, area, height), strict=True):
            self._draw_card(surface, card, crect)

    def _draw_mine(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        lay = self.lay
        view = self.view
        art.deco_panel(surface, lay.mine)
        pad = max(4, int(8 * lay.unit))
        self._seat_header(surface, self.me, (lay.mine.x + pad, lay.mine.y + pad // 2))
        cash = view["cash"][self.me]
        jetons = view["jetons"][self.me]
        open_ = jetons is not None
        art.screen(surface, lay.my_screen, open_=open_)
        palette = art.palette()
        if open_:
            self._text(
                surface,
                self._t("cash", amount=cash),
                (lay.my_screen.x + 8, lay.my_screen.y + 4),
                self._fs(15),
                art.GOLD,
                True,
            )
            for colour, count in jetons.items():
                point = self._screen_point(colour)
                if count and not self.drag.is_floating(("screen", colour)):
                    draw_stack(surface, palette[colour].token, point, lay.jeton_r, int(count))
                elif not count:
                    pygame.draw.circle(surface, art.GOLD_DARK, point, lay.jeton_r, 1)
        else:
            self._text(
                surface,
                self._t("screen_closed"),
                lay.my_screen.center,
                self._fs(13),
                art.MUTED,
                False,
                "center",
            )
        pygame.draw.rect(surface, art.NAVY, lay.my_bid, border_radius=8)
        pygame.draw.rect(surface, art.GOLD_DARK, lay.my_bid, 1, border_radius=8)
        self._text(
            surface,
            self._t("your_bid"),
            (lay.my_bid.x + 6, lay.my_bid.y + 4),
            self._fs(13),
            art.GOLD,
            True,
        )
        bid = view.get("my_bid")
        if bid:
            for colour, count in bid.items():
                if count and not self.drag.is_floating(("bid", colour)):
                    draw_stack(
                        surface,
                        palette[colour].token,
                        self._bid_point(colour),
                        lay.jeton_r,
                        int(count),
                    )
        else:
            self._draw_revealed(
                surface,
                self.me,
                pygame.Rect(lay.my_bid.x + 6, lay.my_bid.centery - 12, lay.my_bid.width, 24),
            )
        for card, rect in self._my_card_rects():
            if self._flying("card", card) or self.drag.is_floating(("card", card)):
                continue
            state = CardState(legal=Sell(card) in self.legal, selected=card == self.pending_sale)
            self._draw_card(surface, card, rect, state)

    def _draw_floating(self, surface: pygame.Surface) -> None:
        assert self.lay is not None
        lay = self.lay
        palette = art.palette()
        for flyer in self.flyers:
            if flyer.key not in self.anim:
                continue
            # A delayed flyer waits visibly where it starts, so nothing blinks out.
            x, y = self.anim.point(flyer.key, (0.0, 0.0))
            if flyer.kind == "card":
                size = card_size(lay.small_card_h)
                self._draw_card(
                    surface, flyer.what, pygame.Rect(int(x), int(y), *size), value=False
                )
            else:
                draw_token(surface, palette[flyer.what].token, (int(x), int(y)), lay.jeton_r)
        for key in self.drag.floating():
            rect = self.drag.display_rect(key)
            if rect is None or not isinstance(key, tuple):
                continue
            kind, what = key
            if kind in ("market", "card"):
                self._draw_card(surface, what, rect, CardState(hover=True))
            else:
                r = lay.jeton_r
                draw_token(surface, palette[what].token, (rect.centerx, rect.bottom - r), r)
        if self.drag.held is not None:
            hot = self.drag.hot_target()
            if hot == "bank" and isinstance(self.drag.held, tuple):
                price = self._card_value(self.drag.held[1])
                self._text(
                    surface,
                    self._t("money", amount=price),
                    self._mouse,
                    self._fs(18),
                    art.GOLD,
                    True,
                    "bottomleft",
                )


TABLE = BanqueFataleTable
