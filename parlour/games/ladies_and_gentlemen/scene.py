"""The Ladies & Gentlemen table: the shopping arcade and the stock exchange of the box, the
seats round them, and the person's own things at the bottom.

The table only draws the view it is shown (the host's curtain and ``views.py`` keep each
role's secrets) and turns clicks into the actions ``legal`` offers: a workshop card in the
hand, a face-up or face-down token of the stock, a boutique (to visit) or a card in it (to
take), a contract (to fulfil), one of the Gentleman's own resources (to sell), one of the
Courtesan's unpaid cards (to put back), and buttons for everything else (leave, pay, hold,
refuse, hand to a Gentleman, the window card). Every such place is a ``Spot``: where it is,
what a click there does, and the line a hover shows about it; ``focus_spots`` hands them
to the keyboard. Spots are placed in ``show``/``layout``, never while drawing, so the table
answers clicks and keys before its first frame.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.games.ladies_and_gentlemen import art, ball_paint
from parlour.games.ladies_and_gentlemen.actions import (
    BuyWindow,
    DiscardGossip,
    Done,
    Flip,
    Fulfil,
    GiveGossip,
    Grab,
    Hand,
    Hold,
    Keep,
    Pay,
    PlayWorkshop,
    Refuse,
    ReturnCard,
    Sell,
    Take,
    Visit,
)
from parlour.games.ladies_and_gentlemen.cards import RESOURCES, Catalogue
from parlour.games.ladies_and_gentlemen.holdings import GAME_ID as NS  # the texts' namespace
from parlour.games.ladies_and_gentlemen.layout import Layout, compute_layout, grid, text_size
from parlour.games.ladies_and_gentlemen.paint import (
    BAND,
    LadiesFrame,
    Spot,
    TablePainter,
    chip_title,
    chip_width,
    seat_lines,
    seat_rows,
)
from parlour.games.ladies_and_gentlemen.refusals import refusal, refused_pay
from parlour.games.ladies_and_gentlemen.rules import LadiesGame, half_price
from parlour.games.ladies_and_gentlemen.seating import Seating
from parlour.games.ladies_and_gentlemen.views import LadiesView, price_shown
from parlour.ui.fonts import font
from parlour.ui.numbers import current_language
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.text import wrap_text
from parlour.ui.widgets.button import TableButton, hit, label_size, row
from parlour.ui.widgets.card import CARD_RATIO, CardSprite
from parlour.ui.widgets.fan import FannedHand

#: Width / height of a card in a boutique or an outfit (two lines of text).
MINI_RATIO = 3.4
#: ... and the narrowest it may be to fit more in a row (its silhouette gives way first).
NARROW_RATIO = 2.4
#: Width / height of a Gentleman's own resource: its token, name and count side by side.
RESOURCE_RATIO = 5.0
#: Seconds a stock token takes to turn over at normal speed (the settings scale it).
TURN_SECONDS = 0.45
#: Seconds between two steps of the staged Ball at normal speed (the settings scale it).
BALL_STEP_SECONDS = 0.6
#: Endings of the event keys that move money (a coin sound; a sale is heard by its seller too).
COINS = ("pay", "sell", "sell_own", "premium", "bonus", "window")


class LadiesTable(GameTable[LadiesView]):
    """The table of one seat's view (module docstring)."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        assert isinstance(ctx.game, LadiesGame)  # the registry pairs this table with it
        self.cat: Catalogue = ctx.game.catalogue
        self.rect = pygame.Rect(0, 0, 1280, 800)
        self.view: LadiesView | None = None
        self.viewer: int | None = None
        self.bottom = 0
        self.legal: list[Action] = []
        self.lay: Layout | None = None
        self.spots: list[Spot] = []
        self.buttons: list[TableButton] = []
        self.prompt = ""
        #: The headings over a Gentleman's cards to pay for: his Lady's, and apart from
        #: them the Courtesan's with the discretion rule's count (``_place_gentleman``).
        self.pay_heads: list[tuple[pygame.Rect, str]] = []
        self.hand = FannedHand(BAND, multi=False, on_change=self._picked)
        self.hovered: Spot | None = None
        self.mouse = (-1, -1)
        self.gossip_pick: str | None = None
        self.version = 0
        #: Stock tokens turning over now (their places in the stock) and for how long.
        self.turning: list[int] = []
        self.turn_time = 0.0
        #: The staged Ball: its steps, how far it has come (in seconds), and whether it is
        #: held where ``seek_end`` put it; ``None`` once it is all shown (or skipped).
        self.ball_steps: list[ball_paint.Reveal] = []
        self.ball_clock: float | None = None
        self.ball_held = False
        self._infos: dict[tuple[str | None, str], str] = {}
        self.painter = TablePainter()

    # -- texts -------------------------------------------------------------------------

    def t(self, key: str, **params: Any) -> str:
        return self.ctx.t(f"{NS}.{key}", **params)

    def card_name(self, card: str | None) -> str:
        return self.t("table.servant") if card in (None, "servant") else self.t(f"card.{card}")

    # -- the host's calls --------------------------------------------------------------

    def show(self, view: LadiesView, viewer: int | None, legal: list[Action]) -> None:
        before = self._shown()["stock"] if self.view is not None else None
        was_over = self.view is not None and self._shown()["over"]
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        if view["over"] and not was_over:
            self._stage_ball()
        self._turn_over(before, view["stock"])
        if self.gossip_pick is not None and not any(
            isinstance(a, GiveGossip) and a.card == self.gossip_pick for a in legal
        ):
            self.gossip_pick = None
        self._rebuild()

    def on_events(self, events: list[Event]) -> None:
        if any(e.key.endswith(COINS) for e in events):
            self.ctx.play("coins")
        elif events:
            self.ctx.play("card")

    def _turn_over(self, before: list[str | None] | None, after: list[str | None]) -> None:
        """Tokens face down before and face up now turn over, so a token turned by the
        table (nothing left to decide) or by a bot is seen turning, not just changed."""
        if before is None or len(before) != len(after):
            return
        pairs = enumerate(zip(before, after, strict=True))
        turned = [i for i, (a, b) in pairs if a is None and b is not None]
        if turned and self.ctx.animation_speed > 0:
            self.turning, self.turn_time = turned, 0.0

    # -- the staged Ball ---------------------------------------------------------------

    def _stage_ball(self) -> None:
        """The Ball is turned up step by step at the speed setting (at once with none)."""
        assert self.view is not None
        self.ball_steps = ball_paint.reveal_steps(self.view)
        self.ball_held = False
        self.ball_clock = 0.0 if self.ctx.animation_speed > 0 else None

    def ball_reveal(self) -> ball_paint.Reveal | None:
        """What the staged Ball shows now; ``None``: all of it."""
        if self.ball_clock is None or not self.ball_steps:
            return None
        step = int(self.ball_clock / (BALL_STEP_SECONDS * max(1e-6, self.ctx.animation_speed)))
        return None if step >= len(self.ball_steps) - 1 else self.ball_steps[step]

    def skip_ball(self) -> None:
        """Show the whole Ball now (a click or a key while it is staged)."""
        self.ball_clock, self.ball_held = None, False
        self.version += 1

    def staging(self) -> bool:
        """The Ball is being turned up (or held half-way): its verdict waits."""
        return self.ball_clock is not None

    def seek_end(self, fraction: float) -> None:
        """Hold the staged Ball ``fraction`` of the way through (the screenshot tool)."""
        if not self.ball_steps:
            return
        step = min(len(self.ball_steps) - 1, int(len(self.ball_steps) * fraction))
        self.ball_clock = step * BALL_STEP_SECONDS * max(1e-6, self.ctx.animation_speed)
        self.ball_held = True
        self.version += 1

    def _advance_ball(self, dt: float) -> bool:
        if self.ball_clock is None or self.ball_held:
            return False
        before = self.ball_reveal()
        self.ball_clock += dt
        now = self.ball_reveal()
        if now is None:
            self.ball_clock = None
        if now != before:
            self.version += 1
        return True

    def update(self, dt: float) -> bool:
        if self._advance_ball(dt):
            return True
        if not self.turning:
            return False
        self.turn_time += dt
        if self.turn_time >= TURN_SECONDS * self.ctx.animation_speed:
            self.turning = []
        return True

    def turn_progress(self) -> float:
        """How far the turning tokens are turned over: 0 face down, 1 face up."""
        return min(1.0, self.turn_time / max(1e-6, TURN_SECONDS * self.ctx.animation_speed))

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()
        self._rebuild()

    def _rebuild(self) -> None:
        view = self.view
        if view is None:
            return
        self.bottom = self.viewer if self.viewer is not None else 0
        self.lay = compute_layout(
            self.rect,
            int(view["num_players"]),
            self.bottom,
            len(view["boutiques"]),
            len(view["contracts"]),
        )
        self.spots = []
        self.pay_heads = []
        if view["over"]:  # the Ball covers the whole table: nothing of it may answer a hover
            self.hand.set_cards([])
            self.hand.layout(pygame.Rect(0, 0, 0, 0))
        else:
            self._place_arcade()
            self._place_exchange()
            self._place_own()
            self._place_worn()
        self._place_prompt()
        # The tooltip belongs to what lies under the pointer now, not to what lay there.
        self._point_at(self.mouse)
        self.version += 1

    # -- placing -----------------------------------------------------------------------

    def _shown(self) -> LadiesView:
        """The view shown now: everything placed or asked below comes after ``show``."""
        assert self.view is not None
        return self.view

    def _legal(self, action: Action) -> Action | None:
        return action if action in self.legal else None

    def card_info(self, card: str | None) -> str:
        """One line about a card: its name, stars, price and designers, or a servant's wish
        (kept per language: a move places some fifty cards, each with its line)."""
        key = (card, current_language())
        if key not in self._infos:
            self._infos[key] = self._card_info(card)
        return self._infos[key]

    def _card_info(self, card: str | None) -> str:
        if card is None or card == "servant":
            return self.t("table.info.servant_hidden", price=price_shown(self.cat, card))
        if card in self.cat.servants:
            servant = self.cat.servants[card]
            param = servant.param
            if servant.condition in ("designer", "deck", "item") and param is not None:
                kind = {"designer": "card", "deck": "deck", "item": "item"}[servant.condition]
                param = self.t(f"{kind}.{param}")
            wish = self.t(f"condition.{servant.condition}", param=param)
            tiers = ", ".join(self.t("tier", need=n, bonus=b) for n, b in servant.tiers)
            return self.t("table.info.servant", card=self.card_name(card), wish=wish, tiers=tiers)
        info = self.cat.wardrobe[card]
        designers = ", ".join(self.t(f"card.{d}") for d in info.designers) or "–"
        return self.t(
            "table.info.wardrobe",
            card=self.card_name(card),
            stars=info.stars,
            price=info.price,
            designers=designers,
        )

    def _place_arcade(self) -> None:
        lay = self.lay
        assert lay is not None
        view = self._shown()
        shop = view["shop"]
        current = shop["b"] if shop is not None else None
        # One card size for every boutique, as wide as the fullest one leaves room for.
        slots = max([4, *(len(b["cards"]) for b in view["boutiques"])])
        for index, (shop_rect, boutique) in enumerate(
            zip(lay.boutiques, view["boutiques"], strict=True)
        ):
            sign_w = max(round(shop_rect.width * 0.16), round(80 * lay.unit))
            sign = pygame.Rect(shop_rect.x, shop_rect.y, sign_w, shop_rect.height)
            name = self.t(f"card.{boutique['id']}")
            self.spots.append(
                Spot(
                    sign,
                    "boutique",
                    index,
                    self._legal(Visit(index)),
                    self.t("table.info.boutique", boutique=name),
                    frozenset({"open"} if index == current else ()),
                )
            )
            offer = pygame.Rect(
                sign.right + lay.gap,
                shop_rect.y,
                shop_rect.right - sign.right - lay.gap,
                shop_rect.height,
            )
            cards = boutique["cards"]
            faces = _face_row(offer, slots, lay.gap)
            cells = faces or _card_row(offer, slots, lay.gap, self.mini_height())
            for i, card in enumerate(cards):
                flags = {"window"} if boutique["window"] == i else set()
                if faces:
                    flags.add("face")
                action = self._legal(Take(i)) if index == current else None
                info = self.card_info(card)
                if "window" in flags:
                    info = self.t("table.info.window", info=info)
                self.spots.append(Spot(cells[i], "card", card, action, info, frozenset(flags)))

    def _place_exchange(self) -> None:
        lay = self.lay
        assert lay is not None
        view = self._shown()
        stock = view["stock"]
        cells = grid(lay.stock, len(stock), 1.0, max(2, lay.gap // 2), round(30 * lay.unit))
        for i, (cell, token) in enumerate(zip(cells, stock, strict=False)):
            if token is None:
                action = self._legal(Flip(i))
                info = self.t("table.info.face_down")
            elif token.startswith("#"):
                action, info = None, self.t("table.info.number", number=token[1:])
            else:
                action = self._legal(Grab(token))
                info = self.t(f"card.{token}")
            self.spots.append(Spot(cell, "token", token, action, info))
        for i, (rect, shown) in enumerate(zip(lay.contracts, view["contracts"], strict=True)):
            contract = self.cat.contracts[shown["id"]]
            wants = ", ".join(
                f"{n}× {self.t(f'card.{r}')}" for r, n in sorted(contract.resources.items())
            )
            text = self.t(
                "table.info.contract",
                card=self.t(f"card.{shown['id']}"),
                wants=wants,
                premium=contract.premium + shown["money"],
                bonus=contract.bonus,
            )
            self.spots.append(Spot(rect, "contract", i, self._legal(Fulfil(i)), text))

    def _place_own(self) -> None:
        lay = self.lay
        assert lay is not None
        view = self._shown()
        seat = self.bottom
        role = view["roles"][seat]
        hand_cards: list[tuple[Hashable, CardSprite]] = []
        if self.viewer is not None:
            for card in view["workshop_hands"][seat] or []:
                hand_cards.append((("w", card), self._hand_sprite(card)))
            for card in view["gossip"][seat] or []:
                hand_cards.append((("g", card), self._hand_sprite(card)))
        # Side by side where they are still large enough to read: a card half under the
        # next hid what a workshop card sells (and how many).
        apart = (lay.hand.width - lay.gap * max(0, len(hand_cards) - 1)) // max(1, len(hand_cards))
        side_by_side = round(apart / CARD_RATIO)
        most = round(130 * lay.unit)
        self.hand.max_height = side_by_side if side_by_side >= most * 2 // 3 else most
        self.hand.set_cards(hand_cards)
        for key, sprite in self.hand.cards.items():
            sprite.state.legal = self._hand_action(key) is not None or self._gossip_giver(key)
        if self.viewer is None:  # nobody's own things: the bottom seat's public lines
            self.hand.layout(pygame.Rect(0, 0, 0, 0))
        elif role == "gentleman":
            self.hand.layout(pygame.Rect(0, 0, 0, 0))
            self._place_gentleman(seat)
        else:
            self.hand.layout(lay.hand)
            self._place_lady(seat)

    def _hand_sprite(self, card: str) -> CardSprite:
        kind, painter = art.painter(self.cat, card)
        return CardSprite(art.face_key(kind, card), painter)

    def _hand_action(self, key: Hashable) -> Action | None:
        kind, card = _hand_key(key)
        if kind == "w":
            return self._legal(PlayWorkshop(card))
        return self._legal(DiscardGossip(card))

    def _gossip_giver(self, key: Hashable) -> bool:
        kind, card = _hand_key(key)
        return kind == "g" and any(isinstance(a, GiveGossip) and a.card == card for a in self.legal)

    def _picked(self) -> None:
        """A card of the hand was clicked: play it, or pick the gossip card to pass on."""
        chosen = self.hand.selected[0] if self.hand.selected else None
        if chosen is None:
            if self.gossip_pick is not None:
                self.gossip_pick = None
                self._place_prompt()
            return
        action = self._hand_action(chosen)
        if action is not None:
            self.hand.select([])
            self.ctx.submit(action)
            return
        if self._gossip_giver(chosen):
            self.gossip_pick = _hand_key(chosen)[1]
            self._place_prompt()
            return
        self.hand.select([])

    def mini_height(self) -> int:
        """The height of a mini card: two lines of text."""
        assert self.lay is not None
        return self.lay.card_h

    def _flow(self, area: pygame.Rect, count: int) -> list[pygame.Rect]:
        """Cells for ``count`` mini cards in ``area``: two-line cards in rows, as wide as
        they may be and narrower where that makes them all fit; smaller ones if even
        that does not."""
        lay = self.lay
        assert lay is not None
        card_h = self.mini_height()
        gap = max(2, lay.gap // 2)
        width = self._tile_width(area, count)
        if width is None:
            return grid(area, count, MINI_RATIO, gap)
        cols = max(1, (area.width + gap) // (width + gap))
        return [
            pygame.Rect(
                area.x + (i % cols) * (width + gap),
                area.y + (i // cols) * (card_h + gap),
                width,
                card_h,
            )
            for i in range(count)
        ]

    def _tile_width(self, area: pygame.Rect, count: int) -> int | None:
        """The widest mini card (down to ``NARROW_RATIO``) of which ``count`` fit ``area``
        at full height; ``None`` if none does."""
        lay = self.lay
        assert lay is not None
        card_h = self.mini_height()
        gap = max(2, lay.gap // 2)
        rows = max(0, (area.height + gap) // (card_h + gap))
        if rows == 0:
            return None
        cols = -(-count // rows)
        fitting = (area.width - gap * (cols - 1)) // max(1, cols)
        width = min(round(card_h * MINI_RATIO), fitting)
        return width if width >= round(card_h * NARROW_RATIO) else None

    def _place_lady(self, seat: int) -> None:
        """A Lady's (or the Courtesan's) outfit, her purchases waiting, her servants."""
        lay = self.lay
        assert lay is not None
        view = self._shown()
        line = font(text_size(lay.unit)).get_linesize() + 2
        area = pygame.Rect(
            lay.holdings.x, lay.holdings.y + line, lay.holdings.width, lay.holdings.height - line
        )
        outfit = view["outfits"][seat]
        counted = set(outfit["counted"]) if outfit is not None else set()
        order = self._outfit_order()
        wardrobe = sorted(view["wardrobes"][seat], key=order)
        unpaid = view["unpaid"][seat]
        servants = view["servants"][seat] or []
        kept = (
            [c for c in view["kept"] if c is not None] if view["roles"][seat] == "courtesan" else []
        )
        entries: list[tuple[str | None, str, frozenset[str]]] = []
        for card in wardrobe:
            marks = {"paid"} if card in counted else {"paid", "dropped"}
            entries.append((card, self.card_info(card), frozenset(marks)))
        for i, bought in enumerate(unpaid):
            if bought is None:
                continue
            info = self.t("table.info.unpaid", info=self.card_info(bought))
            entries.append((bought, info, frozenset({"unpaid", f"#{i}"})))
        for held in kept:
            entries.append(
                (
                    held,
                    self.t("table.info.unpaid", info=self.card_info(held)),
                    frozenset({"unpaid"}),
                )
            )
        for servant in servants:
            entries.append((servant, self.card_info(servant), frozenset({"servant"})))
        for cell, (entry, info, flags) in zip(
            self._flow(area, len(entries)), entries, strict=False
        ):
            action = None
            index = next((f for f in flags if f.startswith("#")), None)
            if index is not None:
                action = self._legal(ReturnCard(int(index[1:])))
            self.spots.append(Spot(cell, "own", entry, action, info, flags))

    def _place_worn(self) -> None:
        """Every other shopper's paid wardrobe in her seat's body, under its lines: the
        Ball judges them, and a gossip card asks about them. Whole mini cards where they
        fit, else one line each (name and stars), so a second card bought, or a line more
        about her, never hides what she wears; where not even those fit, the stars line
        says how she stands."""
        lay = self.lay
        assert lay is not None
        view = self._shown()
        step = font(text_size(lay.unit, 14)).get_linesize()
        pad = max(3, lay.gap)
        order = self._outfit_order()
        for place in lay.seats.seats:
            seat = place.seat
            outfit = view["outfits"][seat]
            if place.edge == "bottom" or outfit is None or not view["wardrobes"][seat]:
                continue
            cards = sorted(view["wardrobes"][seat], key=order)
            box = place.body.inflate(-2 * pad, -pad)
            top = box.y + step * len(seat_rows(seat_lines(view, seat, self.t), box.width)) + pad
            area = pygame.Rect(box.x, top, box.width, box.bottom - top)
            whole = self._tile_width(area, len(cards)) is not None
            cells = self._flow(area, len(cards)) if whole else self._chips(area, cards)
            shape = frozenset() if whole else frozenset({"chip"})
            counted = set(outfit["counted"])
            for cell, card in zip(cells, cards, strict=False):
                flags = shape | ({"paid"} if card in counted else {"paid", "dropped"})
                info = self.card_info(card)
                self.spots.append(Spot(cell, "worn", card, None, info, frozenset(flags)))

    def _chips(self, area: pygame.Rect, cards: list[str]) -> list[pygame.Rect]:
        """Cells for ``cards`` drawn one line each (``paint.chip_width``), in rows across
        ``area``: by their items' names, else by their short names where only those
        let them all fit; none if even those do not."""
        for short in (False, True):
            cells = self._chip_rows(area, cards, short)
            if cells:
                return cells
        return []

    def _chip_rows(self, area: pygame.Rect, cards: list[str], short: bool) -> list[pygame.Rect]:
        lay = self.lay
        assert lay is not None
        size = text_size(lay.unit, 12)
        height = font(size, True).get_linesize() + 2
        gap = max(2, lay.gap // 2)
        cells: list[pygame.Rect] = []
        x, y = area.x, area.y
        for card in cards:
            info = self.cat.wardrobe[card]
            titles = [self.t(f"item.{info.item}"), self.t(f"table.short.{info.item}")]
            title = chip_title(titles[1:] if short else titles, info.stars, size, area.width)
            if title is None:
                return []
            width = chip_width(title, info.stars, size)
            if x + width > area.right:
                x, y = area.x, y + height + gap
            if y + height > area.bottom:
                return []
            cells.append(pygame.Rect(x, y, width, height))
            x += width + gap
        return cells

    def _outfit_order(self) -> Any:
        items = [item for deck in self.cat.decks for item in self.cat.items[deck]]

        def key(card: str) -> tuple[int, str]:
            info = self.cat.wardrobe.get(card)
            return (items.index(info.item) if info else len(items), card)

        return key

    def _place_gentleman(self, seat: int) -> None:
        """A Gentleman's resources (sold by a click) and what his Lady asks him to pay for."""
        lay = self.lay
        assert lay is not None
        view = self._shown()
        # Under his money and his number (``paint``): two lines.
        line = 2 * font(text_size(lay.unit, 15), True).get_linesize() + 2
        res = view["resources"][seat] or {}
        kinds = [r for r in RESOURCES if res.get(r)]
        cell_h = round(34 * lay.unit)
        area = pygame.Rect(lay.hand.x, lay.hand.y + line, lay.hand.width, lay.hand.height - line)
        # Long and low, so a German name and its count fit beside the token in the narrow
        # hand of a small window ("Baumwolle ×1"); no taller than before.
        cells = grid(area, len(kinds), RESOURCE_RATIO, lay.gap, round(cell_h * RESOURCE_RATIO))
        prices = self.cat.markets[view["market"]].prices
        for cell, kind in zip(cells, kinds, strict=True):
            info = self.t(
                "table.info.resource",
                resource=self.t(f"card.{kind}"),
                count=res[kind],
                price=prices[kind],
            )
            self.spots.append(
                Spot(cell, "resource", (kind, res[kind]), self._legal(Sell(kind)), info)
            )
        lady = self._seating().lady_of(seat)
        own = [c for c in view["unpaid"][lady] if c is not None]
        handed = [c for c in view["handed"][seat] if c is not None]
        courtesan = view["roles"].index("courtesan") if "courtesan" in view["roles"] else None
        area = lay.holdings
        if handed and courtesan is not None:
            # The rules keep them apart: he pays for at least as many of his Lady's cards
            # as of the Courtesan's, so each kind has its own place and heading.
            half = (area.width - lay.gap) // 2
            left = pygame.Rect(area.x, area.y, half, area.height)
            right = pygame.Rect(
                left.right + lay.gap, area.y, area.right - left.right - lay.gap, area.height
            )
            own_paid, gifts = view["paid"][seat]
            heading = self.t(
                "table.own.courtesan_asks", seat=self.name(courtesan), gifts=gifts, most=own_paid
            )
            self._pay_group(seat, right, heading, handed, "handed")
            area = left
        if own or not handed:
            heading = self.t("table.own.asks", seat=self.name(lady))
            self._pay_group(seat, area, heading, own, "unpaid")

    def _pay_group(
        self, seat: int, area: pygame.Rect, heading: str, cards: list[str], kind: str
    ) -> None:
        """One group of cards a Gentleman is asked to pay for, under its heading (wrapped
        if the area is narrow); the one presented now is marked."""
        lay = self.lay
        assert lay is not None
        fnt = font(text_size(lay.unit), True)
        lines = len(wrap_text(heading, fnt, area.width)) if cards else 0
        head = pygame.Rect(area.x, area.y, area.width, lines * fnt.get_linesize())
        if cards:
            self.pay_heads.append((head, heading))
        body = pygame.Rect(area.x, head.bottom + 2, area.width, area.bottom - head.bottom - 2)
        view = self._shown()
        presented = view["presented"]
        now = presented if presented is not None and view["to_act"] == seat else None
        lady = self._seating().lady_of(seat)
        owner_kind = now is not None and ("unpaid" if now["owner_seat"] == lady else "handed")
        first = next((i for i, c in enumerate(cards) if now is not None and c == now["card"]), -1)
        for i, (cell, card) in enumerate(zip(self._flow(body, len(cards)), cards, strict=False)):
            flags = {kind}
            if owner_kind == kind and i == first:
                flags.add("presented")
            self.spots.append(Spot(cell, "own", card, None, self.card_info(card), frozenset(flags)))

    # -- the prompt and its buttons ----------------------------------------------------

    def _place_prompt(self) -> None:
        lay = self.lay
        assert lay is not None
        self.prompt = self._prompt_text()
        labelled: list[tuple[Action, str, bool, str | None]] = [
            (act, label, primary, None) for act, label, primary in self._button_actions()
        ]
        why = refused_pay(self._shown(), self.bottom, self.legal, self.cat, self.t)
        if why is not None:  # greyed where it would be, saying why
            label = self.t("table.button.pay", price=self._presented_price())
            labelled.insert(0, (Pay(), label, True, why))
        height = max(round(34 * lay.unit), 26)
        labels = [label for _, label, _, _ in labelled]
        room = lay.prompt
        rects = row(
            labels, (room.centerx, room.bottom - height // 2 - lay.gap), height, lay.gap, room.width
        )
        if rects and rects[0].y < room.y + room.height // 3:
            shift = rects[0].y - (room.y + room.height // 3)
            rects = [r.move(0, -shift) for r in rects] if shift < 0 else rects
        # Buttons too wide to stand side by side stand in a column, centred where one row
        # would stand: in two columns, clear of the table's bottom edge, they leave the
        # question above them its lines (a small window: pay, hold, refuse; the Courtesan
        # handing a card to one of four Gentlemen).
        rects = _two_columns(rects, room, lay.gap)
        overflow = max((r.bottom for r in rects), default=0) - (room.bottom - lay.gap)
        if overflow > 0:
            rects = [r.move(0, -overflow) for r in rects]
        self.buttons = [
            TableButton(key, label, rect, primary, enabled=why is None, line_height=height, why=why)
            for (key, label, primary, why), rect in zip(labelled, rects, strict=True)
        ]

    def _button_actions(self) -> list[tuple[Action, str, bool]]:
        view = self._shown()
        phase = view["phase"]
        out: list[tuple[Action, str, bool]] = []
        if self.gossip_pick is not None:
            for act in self.legal:
                if isinstance(act, GiveGossip) and act.card == self.gossip_pick:
                    out.append(
                        (act, self.t("table.button.give_gossip", seat=self.name(act.target)), True)
                    )
        for act in self.legal:
            if isinstance(act, Pay):
                out.append((act, self.t("table.button.pay", price=self._presented_price()), True))
            elif isinstance(act, Hold):
                out.append((act, self.t("table.button.hold", price=self.cat.setup.hold_fee), False))
            elif isinstance(act, Refuse):
                out.append((act, self.t("table.button.refuse"), False))
            elif isinstance(act, BuyWindow):
                out.append((act, self.t("table.button.window", price=self._window_price()), True))
            elif isinstance(act, Hand):
                out.append((act, self.t("table.button.hand", seat=self.name(act.gentleman)), True))
            elif isinstance(act, Keep):
                out.append((act, self.t("table.button.keep"), False))
            elif isinstance(act, Done):
                out.append((act, self.t(f"table.button.done_{phase}"), False))
        return out

    def _seating(self) -> Seating:
        return Seating(self._shown()["num_players"])

    def _presented_price(self) -> int:
        presented = self._shown()["presented"]
        return price_shown(self.cat, presented["card"] if presented else None)

    def _window_card(self) -> str | None:
        """The card in the window of the bottom seat's team's boutique, if any."""
        team = self._seating().team(self.bottom)
        if team is None:
            return None
        boutique = self._shown()["boutiques"][team]
        window = boutique["window"]
        return None if window is None else boutique["cards"][window]

    def _window_price(self) -> int:
        return half_price(price_shown(self.cat, self._window_card()))

    def _prompt_text(self) -> str:
        view = self._shown()
        if view["over"]:
            return ""
        to_act = view["to_act"]
        if not self.legal or to_act is None:
            if to_act is None:
                return ""
            return self.t("table.prompt.waiting", seat=self.name(to_act))
        phase = view["phase"]
        if phase == "grab" and not any(isinstance(a, Grab) for a in self.legal):
            limit = self.cat.setup.grab_limit
            if view["grabbed"][self.bottom] >= limit:  # face-up ones may lie there still
                return self.t("table.prompt.grab_full", count=limit)
            return self.t("table.prompt.grab_flip")
        if phase == "visit" and self.gossip_pick is not None:
            return self.t("table.prompt.gossip_target", card=self.t(f"card.{self.gossip_pick}"))
        if phase == "visit" and any(isinstance(a, GiveGossip) for a in self.legal):
            return self.t("table.prompt.visit_gossip")
        if phase == "pay":
            presented = view["presented"]
            assert presented is not None  # the pay phase is about a card presented
            owner = presented["owner_seat"]
            return self.t(
                "table.prompt.pay",
                seat=self.name(owner),
                card=self.card_name(presented["card"]),
                price=self._presented_price(),
            )
        if phase == "window" and view["options"].get("gossip"):
            return self.t("table.prompt.window_gossip")
        if phase == "window":
            return self.t(
                "table.prompt.window",
                card=self.card_name(self._window_card()),
                price=self._window_price(),
            )
        return self.t(f"table.prompt.{phase}")

    # -- events ------------------------------------------------------------------------

    def _point_at(self, pos: tuple[int, int]) -> None:
        """Hover what lies at ``pos``: a card of the hand there tells what it is too."""
        held = self.hand.card_at(pos)
        self.hovered = self._hand_spot(held) if held is not None else self.spot_at(pos)

    def _hand_spot(self, key: Hashable | None) -> Spot | None:
        """A card of the hand as a place to tell of: a gossip card's condition is shortened
        on its face at a small window, and a workshop card's face names only its deck."""
        if key is None or key not in self.hand.cards:
            return None
        kind, card = _hand_key(key)
        if kind == "w":
            count = self.cat.workshop[card].count
            info = self.t("table.info.workshop", card=self.card_name(card), count=count)
        else:
            text = self.t(f"card_text.{card}")
            info = self.t("table.info.gossip", card=self.card_name(card), text=text)
        return Spot(self.hand.drawn_rect(key), "hand", key, None, info)

    def _refused(self, spot: Spot) -> bool:
        """A click on a place that does nothing now: its tooltip says why instead."""
        if self.view is None or self.viewer is None:
            return False
        why = refusal(self.view, self.bottom, self.legal, spot.kind, spot.what, self.prompt, self.t)
        if why is None:
            return False
        self.hovered = Spot(spot.rect, spot.kind, spot.what, None, why, spot.flags)
        return True

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        staged = self.ball_clock is not None and not self.ball_held
        if staged and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.skip_ball()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            on_hand = self.hand.handle_event(event)
            self.hovered = self._hand_spot(self.hand.hovered) if on_hand else None
            self.hovered = self.hovered or self.spot_at(event.pos)
            return on_hand or self.hovered is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = hit(self.buttons, event.pos)
            if button is not None:
                self.ctx.play("click")
                self.gossip_pick = None
                assert isinstance(button.key, Action)  # the prompt's buttons are moves
                self.ctx.submit(button.key)
                return True
            spot = self.spot_at(event.pos)
            if spot is not None and spot.action is not None:
                self.ctx.submit(spot.action)
                return True
            if spot is not None and self._refused(spot):
                return True
        return self.hand.handle_event(event)

    def focus_spots(self) -> list[pygame.Rect]:
        spots = [s.rect for s in self.spots if s.action is not None]
        hand = [
            rect
            for key, rect in zip(self.hand.order, self.hand.focus_spots(), strict=True)
            if self.hand.cards[key].state.legal
        ]
        return [*spots, *hand, *(b.rect for b in self.buttons)]

    def hint_spots(self, action: Action) -> list[pygame.Rect]:
        """The spot, button or hand card of the hinted move (a gossip card to pass on: the
        card, whose click offers the seats)."""
        spots = [spot.rect.copy() for spot in self.spots if spot.action == action]
        spots += [button.rect.copy() for button in self.buttons if button.key == action]
        if not spots:
            for key in self.hand.order:
                gives = isinstance(action, GiveGossip) and ("g", action.card) == key
                if gives or self._hand_action(key) == action:
                    spots.append(self.hand.visible_rect(key).copy())
        return spots

    # -- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        frame = self._frame()
        if frame is not None:
            self.painter.draw(surface, frame)

    def _frame(self) -> LadiesFrame | None:
        """What the painters draw now; ``None`` before the first view and layout."""
        if self.lay is None or self.view is None:
            return None
        return LadiesFrame(
            view=self.view,
            lay=self.lay,
            cat=self.cat,
            t=self.t,
            name=self.name,
            card_name=self.card_name,
            seat_names=self.ctx.seat_names,
            viewer=self.viewer,
            bottom=self.bottom,
            spots=self.spots,
            buttons=self.buttons,
            hand=self.hand,
            hovered=self.hovered,
            mouse=self.mouse,
            prompt=self.prompt,
            pay_heads=self.pay_heads,
            version=self.version,
            turning=self.turning,
            turn_progress=self.turn_progress(),
            ball_reveal=self.ball_reveal(),
        )

    def button_text_size(self) -> int:
        lay = self.lay
        return label_size(max(round(34 * lay.unit), 26)) if lay else 12


def _hand_key(key: Hashable) -> tuple[str, str]:
    """A hand card's key: ("w", workshop card) or ("g", gossip card)."""
    assert isinstance(key, tuple)
    return str(key[0]), str(key[1])


def _two_columns(rects: list[pygame.Rect], room: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """``rects``, a column of three or more buttons, as two columns at the bottom of
    ``room`` where two fit its width, else closed up to fit its height; anything else
    as it is."""
    if len(rects) < 3 or len({r.x for r in rects}) > 1:
        return rects
    width, height = rects[0].width, max(r.height for r in rects)
    if 2 * width + gap > room.width:
        tight = 2
        y = room.bottom - gap - sum(r.height for r in rects) - tight * (len(rects) - 1)
        if rects[-1].bottom - rects[0].y <= room.height - gap or y < room.y:
            return rects
        column = []
        for r in rects:
            column.append(pygame.Rect(r.x, y, r.width, r.height))
            y += r.height + tight
        return column
    rows = -(-len(rects) // 2)
    top = room.bottom - gap - rows * height - (rows - 1) * gap
    left = room.centerx - (2 * width + gap) // 2
    return [
        pygame.Rect(left + (i % 2) * (width + gap), top + (i // 2) * (height + gap), width, height)
        for i in range(len(rects))
    ]


def _face_row(area: pygame.Rect, slots: int, gap: int) -> list[pygame.Rect]:
    """``slots`` whole cards side by side in ``area``, where a row is tall enough for
    their faces to be read (few seats in a large window); else none."""
    height = min(area.height, round(((area.width - gap * (slots - 1)) // slots) / CARD_RATIO))
    if height < art.MINI_HEIGHT:
        return []
    width = round(height * CARD_RATIO)
    return [pygame.Rect(area.x + i * (width + gap), area.y, width, height) for i in range(slots)]


def _card_row(area: pygame.Rect, slots: int, gap: int, most: int) -> list[pygame.Rect]:
    """``slots`` cells side by side in ``area``, as wide as a two-line mini card may be and
    at most ``most`` tall."""
    height = min(area.height, most)
    width = min((area.width - gap * (slots - 1)) // slots, round(height * MINI_RATIO))
    return [pygame.Rect(area.x + i * (width + gap), area.y, width, height) for i in range(slots)]


TABLE = LadiesTable
