"""The MONOPOLY card game's table: seats round the board, trade piles, the stock, your hand.

The table draws ``view(seat)`` (``view.MonopolyView``) and turns drags and clicks into the
actions ``legal_actions()`` offers; it never decides a rule:

- your hand is the kit's ``FannedHand`` (sorted by group or value); a hand card dragged
  onto your own trade pile is discarded (``Discard``), with 5–6 players dragged onto your
  left neighbour it is passed (``PassCard``); a click selects it and a click on the lit
  place or the button does the same. A card dragged within the hand takes the place it
  is let go at, at any time: an order of the player's own, for the eye only, kept for
  each seat's hand until the round ends or the player sorts again;
- a trade is chosen on the piles: clicking the k-th card from the top of another seat's
  pile (a ``pile_fit.TradePile``) picks "trade k with that seat" and lights the top k of both
  piles; a preview shows what you get and give until you confirm or cancel. A neutral
  pile's top card picks the neutral swap (single, or double with the stock's top card);
- "Go out" is always there on your turn, enabled only when the rules offer it, and shows
  what you would score.

After a round every seat's laid-out hand (``last_round``) is shown on a panel over the
table, as the real game lays the cards out; the host's round summary comes first.
Layout is computed here; drawing is in ``paint.py``, whose painters draw the
``paint.MonopolyFrame`` the table builds for each frame (``_frame``); card faces are in
``art.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from functools import partial
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.games.monopoly_kartenspiel import art, paint, revealed_hands, round_panel
from parlour.games.monopoly_kartenspiel.actions import (
    Discard,
    Draw,
    GoOut,
    PassCard,
    SwapNeutral,
    Trade,
    Wait,
)
from parlour.games.monopoly_kartenspiel.cards import Catalogue
from parlour.games.monopoly_kartenspiel.paint import Areas, MonopolyFrame, Painted, Pick
from parlour.games.monopoly_kartenspiel.pile_fit import TradePile
from parlour.games.monopoly_kartenspiel.refusals import Clicked, why_not
from parlour.games.monopoly_kartenspiel.view import LastRoundJSON, MonopolyView
from parlour.ui.anim import LONG, NORMAL, SHORT, Animator
from parlour.ui.fonts import font
from parlour.ui.numbers import current_language
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.text import wrap_text
from parlour.ui.widgets.button import TableButton, button_width, hit, row
from parlour.ui.widgets.card import CardSprite, card_size
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.fan import FannedHand
from parlour.ui.widgets.flight import Flights
from parlour.ui.widgets.seats import SeatLayout, seat_layout
from parlour.ui.widgets.zoom import ZoomContent, ZoomController

NS = "monopoly_kartenspiel"
#: The smallest text the table draws (cards print nothing smaller either).
MIN_TEXT = 12
#: The smallest type on a table smaller than 1280×800 (the revealed hands' list, the
#: hand's spines).
SMALL_TABLE_TEXT = 11
#: A table less tall than this is in a window smaller than 1280×800.
SMALL_BELOW = 800
#: Where a hand card may go: onto your own trade pile, or (5–6 players) to your left.
OWN_PILE = ("pile",)
LEFT = ("left",)
#: A hand card carried within the hand: it is put where it is let go.
HAND = ("hand",)
#: How long the prompt line says why a click played nothing.
NOTE_SECONDS = 3.0


class MonopolyTable(GameTable[MonopolyView]):
    """The MONOPOLY card game's table (``TABLE``)."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        catalogue = getattr(ctx.game, "catalogue", None)
        assert isinstance(catalogue, Catalogue)
        self.cat: Catalogue = catalogue
        self.rect = pygame.Rect(0, 0, 1280, 800)
        #: The view on the table (``None`` until the first ``show``).
        self.view: MonopolyView | None = None
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self.bottom = 0
        self.seats: SeatLayout | None = None
        self.areas: Areas | None = None
        #: How the hand is sorted: ``group`` (the natural order) or ``value``.
        self.sort_by = "group"
        self.hand = FannedHand(art.HAND_BAND, multi=False, sort_key=self._sort_key)
        self.piles: list[TradePile] = []
        self.neutrals: list[TradePile] = []
        self.drag = DragController(self._on_drop, lambda: self.ctx.animation_speed)
        self.drag.on_pick = self._on_pick_up
        #: The orders of their own that other seats' hands were put in (hot-seat).
        self._arrangements: dict[int | None, list[Hashable] | None] = {}
        self.zoom = ZoomController(self._zoom_content)
        self.buttons: list[TableButton] = []
        self.pick: Pick | None = None
        self.mouse = (0, 0)
        #: Why the last click played nothing, said in the prompt's place for a while.
        self.note: str | None = None
        self._note_left = 0.0
        #: The round whose laid-out hands the panel shows (``None``: the panel is closed).
        self.round_shown: int | None = None
        #: Where that panel puts what (``None`` while it is closed).
        self.round_layout: round_panel.Layout | None = None
        #: Where the other seats' hands are listed while everything is revealed.
        self.revealed_layout: revealed_hands.Layout | None = None
        self._round_seen = 0
        self.view_seen = False
        #: Counts the rebuilds: the still layer is repainted when it changes.
        self.version = 0
        self._faces: dict[str, art.Face] = {}
        self._language = ""
        #: Every visible card's sprite (hand and piles), and the cards in flight.
        self._sprites: dict[str, CardSprite] = {}
        self.anim = Animator(lambda: self.ctx.animation_speed)
        self.flights: Flights[str] = Flights(self.anim)
        #: The still layer and what the last frame drew.
        self.painted = Painted()

    # ------------------------------------------------------------------ texts and faces

    def t(self, key: str, **params: Any) -> str:
        return self.ctx.t(f"{NS}.table.{key}", **params)

    def card_name(self, card: str) -> str:
        return self.ctx.t(f"{NS}.card.{card}")

    def fs(self, size: int) -> int:
        """A font size scaled to the table, never under ``MIN_TEXT``."""
        unit = self.seats.unit if self.seats is not None else 1.0
        return max(MIN_TEXT, round(size * unit))

    def face(self, card: str) -> art.Face:
        """What card ``card`` prints (in the current language), built once per language."""
        language = current_language()
        if language != self._language:
            self._faces.clear()
            self._language = language
        face = self._faces.get(card)
        if face is None:
            face = self._faces[card] = self._make_face(card)
        return face

    def _make_face(self, card: str) -> art.Face:
        kind = self.cat.kinds[card]
        name = self.card_name(card)
        pattern = self.ctx.colourblind
        if kind == "property":
            group = self.cat.groups[self.cat.group_by_card[card]]
            colour = art.hex_colour(group.colour)
            symbol = art.GROUP_SYMBOL.get(group.id, "circle")
            tag = "" if len(group.values) > 1 else self.t("number", value=group.value(group.size))
            key = f"{NS}.card_short.{card}"
            short = self.ctx.t(key)
            if short == key:  # a locale without the short form: the name is never lost
                short = name
            return art.Face(kind, colour, symbol, tag, name, pattern, short)
        colour = art.hex_colour(self.cat.colours.get(kind, ""))
        if kind == "house":
            tag = str(self.cat.levels[card])
        elif kind in self.cat.values:
            tag = self.t("number", value=self.cat.values[kind])
        else:
            tag = ""
        return art.Face(kind, colour, "", tag, name, pattern)

    def sprite(self, card: str) -> CardSprite:
        face = self.face(card)
        return CardSprite(("mk", face), art.face_painter(face), ("mk", "back"), art.paint_back)

    def hand_sprite(self, card: str) -> CardSprite:
        """A card in the viewer's hand, with the face a sideways-overlapping row needs."""
        face, least = self.face(card), self.least_text()
        return CardSprite(
            ("mk-hand", face, least),
            art.hand_face_painter(face, least),
            ("mk", "back"),
            art.paint_back,
        )

    def least_text(self) -> int:
        """The smallest type the table prints: 12 px, or 11 px on a table smaller than
        1280×800, where the project's floor is lower and a long hand needs the pixel."""
        return SMALL_TABLE_TEXT if self.rect.height < SMALL_BELOW else MIN_TEXT

    def _zoom_content(self, key: Hashable) -> ZoomContent | None:
        """A card large, its name and what it is worth (the hand and the piles overlap
        their cards, so the whole card is a hover away)."""
        card = key[-1] if isinstance(key, tuple) else None
        if not isinstance(card, str) or card not in self.cat.kinds:
            return None
        face = self.face(card)
        return ZoomContent(face.name, self.card_text(card), ("mk", face), art.face_painter(face))

    def card_text(self, card: str) -> str:
        """What a card is worth and where it may lie, in words."""
        kind = self.cat.kinds[card]
        if kind == "property":
            group = self.cat.groups[self.cat.group_by_card[card]]
            if group.id == "railroad":
                two, three, four = (group.value(n) for n in (2, 3, 4))
                return self.t("zoom.railroad", two=two, three=three, four=four)
            name = self.ctx.t(f"{NS}.group.{group.id}")
            value = group.value(group.size)
            return self.t("zoom.property", group=name, size=group.size, value=value)
        if kind == "house":
            level = self.cat.levels[card]
            # "Houses 1 to 1" would be no way to say it: the 2nd house wants the 1st.
            if level == 1:
                return self.t("zoom.house_first")
            if level == 2:
                return self.t("zoom.house_second")
            return self.t("zoom.house", name=self.card_name(card), below=level - 1)
        return self.t(f"zoom.{kind}", value=self.cat.values.get(kind, 0))

    def zoom_spots(self) -> list[tuple[Hashable, pygame.Rect]]:
        """Every card a hover may zoom: the hand's and every pile's, by what shows of it."""
        view = self._shown()
        spots: list[tuple[Hashable, pygame.Rect]] = []
        for seat, pile in enumerate(self.piles[: len(view["trade_piles"])]):
            for k in range(len(pile.cards), 0, -1):
                card = view["trade_piles"][seat][len(pile.cards) - k]
                spots.append((("pile", seat, k, card), pile.visible_rect(k)))
        for index, pile in enumerate(self.neutrals):
            for k in range(len(pile.cards), 0, -1):
                card = view["neutral_piles"][index][len(pile.cards) - k]
                spots.append((("neutral", index, k, card), pile.visible_rect(k)))
        for held in self.hand.order:
            spots.append((("hand", held), self.hand.visible_rect(held)))
        frame = self._frame()
        preview = paint.preview_layout(frame) if frame is not None else None
        passed = paint.passed_layout(frame) if frame is not None else None
        columns = [*(preview[1] if preview else []), *([passed[1]] if passed else [])]
        for column in columns:
            rects = column.rects
            for index, card in enumerate(column.cards):
                shown = rects[index].copy()
                if index + 1 < len(rects):
                    shown.width = min(shown.width, rects[index + 1].x - shown.x)
                spots.append((("preview", card), shown))
        return spots

    def _sort_key(self, card: Hashable) -> tuple[int, int, int]:
        """By group (the catalogue's order: brown to the utilities, then houses, hotels and
        bonus cards), or by value: the most valuable complete group first."""
        order = self.cat.order[str(card)]
        if self.sort_by != "value":
            return (0, 0, order)
        if self.cat.kinds[str(card)] != "property":
            return (1, 0, order)
        group = self.cat.groups[self.cat.group_by_card[str(card)]]
        return (0, -max(group.values.values()), order)

    # ------------------------------------------------------------------ view helpers

    def _shown(self) -> MonopolyView:
        """The view on the table: what reads it runs from ``show`` on, never before."""
        assert self.view is not None
        return self.view

    @property
    def num_players(self) -> int:
        return self.view["num_players"] if self.view is not None else 2

    def left_of(self, seat: int) -> int:
        """The next seat clockwise (the one a card is passed to)."""
        return (seat + 1) % self.num_players

    def trade_counts(self, seat: int) -> list[int]:
        """The counts the rules offer for a trade with ``seat`` now."""
        return sorted(a.count for a in self.legal if isinstance(a, Trade) and a.seat == seat)

    def neutral_swaps(self, pile: int) -> list[SwapNeutral]:
        return [a for a in self.legal if isinstance(a, SwapNeutral) and a.pile == pile]

    def discards(self) -> set[str]:
        return {a.card for a in self.legal if isinstance(a, Discard)}

    def passes(self) -> set[str]:
        return {a.card for a in self.legal if isinstance(a, PassCard)}

    def first_pass(self) -> bool:
        """Whether the viewer is choosing his pass card on his own turn: going out is
        offered there too, so its button shows (greyed while his hand cannot go out), as
        it does on his turn."""
        return bool(self.passes()) and self._shown()["current"] == self.viewer

    def pointer_on(self, key: Hashable) -> bool:
        """Whether the pointer rests on the enabled button ``key``."""
        return any(
            b.key == key and b.enabled and b.rect.collidepoint(self.mouse) for b in self.buttons
        )

    # ------------------------------------------------------------------ what the texts say

    def prompt(self) -> str:
        """The line over the centre: what the viewer is asked now, or who is (or for a
        moment, why his last click played nothing)."""
        if self.note is not None:
            return self.note
        view, legal = self._shown(), self.legal
        if view["over"]:
            return self.t("prompt.over")
        if not legal:
            to_act = view["to_act"]
            if to_act is None:
                return ""
            if view["phase"] == "pass":
                return self.t("prompt.passing", seat=self.name(to_act))
            return self.t("prompt.waiting", seat=self.name(to_act))
        if self.pick is not None:
            return self.t("prompt.confirm")
        if self.passes():
            key = "prompt.pass_or_go_out" if GoOut() in legal else "prompt.pass"
            return self.t(key, seat=self.name(self.left_of(self.viewer or 0)))
        if view["phase"] == "put_back" and self.discards():
            return self.t("prompt.put_back")
        if Draw() in legal:
            key = "prompt.turn_neutral" if view["neutral_piles"] else "prompt.turn"
            return self.t(key)
        if any(isinstance(a, Trade | SwapNeutral) for a in legal):
            return self.t("prompt.trade")
        if self.discards():
            return self.t("prompt.discard", count=max(1, view["must_discard"]))
        if Wait() in legal:
            return self.t("prompt.wait")
        return ""

    def round_title(self, last: LastRoundJSON) -> str:
        ender = last["ender"]
        how = last["ended_by"]
        if how == "go_out" and ender is not None:
            end = self.t("round.went_out", seat=self.name(ender))
        else:
            end = self.t(f"round.{how}" if how in ("empty_stock", "stalled") else "round.ended")
        target = self._shown()["target"]
        return self.t("round.title", number=last["number"], end=end, target=target)

    def round_notes(self, last: LastRoundJSON, seat: int) -> list[str]:
        """What sets a seat's round apart: he went out, his Chance card made it 0, he
        holds the most Mr. Monopoly cards."""
        notes = []
        if last["ender"] == seat:
            notes.append(self.t("round.ender"))
        if last["layouts"][seat]["chance_zero"]:
            notes.append(self.t("round.chance_zero"))
        if last["mr_monopoly_seat"] == seat:
            notes.append(self.t("round.mr_monopoly", value=self.cat.mr_monopoly_value))
        return notes

    def round_margin(self, last: LastRoundJSON, seat: int) -> tuple[str, str]:
        """A seat's points for the round and its total, as the panel's margin prints them."""
        points = self.t("points", value=last["points"][seat])
        return points, self.t("total", total=last["totals"][seat])

    def round_margins(self, last: LastRoundJSON) -> list[str]:
        return [
            text for seat in range(len(last["layouts"])) for text in self.round_margin(last, seat)
        ]

    def round_blocks(self, last: LastRoundJSON, seat: int) -> list[round_panel.BlockSpec]:
        """A seat's laid-out hand as blocks: each group with what stands on it, then GO,
        Mr. Monopoly, and what was set aside; each captioned with what it scored."""
        layout = last["layouts"][seat]
        bonus = frozenset(last["bonus"] if last["ender"] == seat else ())
        blocks: list[round_panel.BlockSpec] = []

        def add(cards: list[str], caption: str, dim: bool = False) -> None:
            blocks.append(round_panel.BlockSpec(tuple(cards), caption, dim, bonus))

        for group in layout["groups"]:
            cards = [*group["properties"], *group["houses"]]
            hotel = group["hotel"]
            if hotel:
                cards.append(hotel)
            add(cards + list(group["tokens"]), self.t("number", value=group["value"]))
        if layout["go"]:
            add(list(layout["go"]), self.t("number", value=len(layout["go"]) * self.cat.go_value))
        if layout["mr_monopoly"]:
            won = last["mr_monopoly_seat"] == seat
            value = self.cat.mr_monopoly_value if won else 0
            add(list(layout["mr_monopoly"]), self.t("number", value=value))
        if layout["set_aside"]:
            add(list(layout["set_aside"]), self.t("round.set_aside"), dim=True)
        return blocks

    def _layout_round(self) -> round_panel.Layout | None:
        """Where the "Last round" panel puts its title and each seat's row (``None``: no
        round to show)."""
        last = self._shown()["last_round"]
        if last is None or self.round_shown is None:
            return None
        panel = self.round_panel()
        unit = self.seats.unit if self.seats else 1.0
        pad = max(6, round(10 * unit))
        title_size = self.fs(17)
        title = wrap_text(self.round_title(last), font(title_size, True), panel.width - 2 * pad)
        body_top = panel.y + pad + len(title) * font(title_size, True).get_linesize() + pad // 2
        button_top = self._close_round_button().rect.y
        seats = len(last["layouts"])
        row_h = max(40, (button_top - pad - body_top) // max(1, seats))
        size = self.fs(13)
        body, bold = font(size), font(size, True)
        line = body.get_linesize()
        widest = [bold.size(self.name(s))[0] for s in range(seats)]
        widest += [body.size(text)[0] for text in self.round_margins(last)]
        margin_w = min(panel.width // 5, max(widest) + pad)
        measures = round_panel.Measures(
            lambda text: body.size(text)[0], line, self.face, self.least_text()
        )
        max_card = round(round_panel.MAX_CARD * unit)
        rows = []
        for seat in range(seats):
            band = pygame.Rect(
                panel.x + pad, body_top + seat * row_h, panel.width - 2 * pad, row_h - 2
            )
            name = wrap_text(self.name(seat), bold, margin_w - 4)
            margin = (*name, *self.round_margin(last, seat))
            left = band.x + margin_w + 4
            room = pygame.Rect(left, band.y + 2, band.right - left - 4, band.height - 4)
            specs = self.round_blocks(last, seat)
            note = " · ".join(self.round_notes(last, seat))
            # The notes stand above the blocks, or beside them where the cards are no
            # smaller for it: beside a short row of cards they take a third of its width,
            # which squeezed a long lay-out to cards too small to name themselves.
            notes = tuple(wrap_text(note, bold, room.width)) if note else ()
            notes_at = room.topleft
            below = room.copy()
            below.top += len(notes) * line
            below.height = room.bottom - below.top
            placed = round_panel.place_blocks(specs, below, measures, max_card, force=True)
            side_w = room.width // 3
            cards = room.inflate(-side_w - 8, 0).move(-(side_w + 8) // 2, 0)
            beside = round_panel.place_blocks(specs, cards, measures, max_card) if note else None
            tall = round_panel.card_height
            if beside is not None and tall(beside) >= tall(placed or []):
                notes = tuple(wrap_text(note, bold, side_w))
                notes_at = (room.right - side_w, room.y)
                placed = beside
            if not round_panel.name_themselves(placed or [], measures):
                # Cards too small to name themselves: the blocks as lists of names.
                listed = round_panel.place_lists(specs, below, measures)
                if listed is not None:
                    notes = tuple(wrap_text(note, bold, room.width)) if note else ()
                    notes_at, placed = room.topleft, listed
            blocks = tuple(placed or ())
            rows.append(round_panel.Row(seat, band, margin, margin_w, notes, notes_at, blocks))
        return round_panel.Layout(panel, tuple(title), title_size, size, tuple(rows))

    # ------------------------------------------------------------------ the contract

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()
        self._faces.clear()  # the host lays out again after a language change, too
        self._rebuild()

    def show(self, view: MonopolyView, viewer: int | None, legal: list[Action]) -> None:
        self.note = None  # it answered a click on the table as it was
        old = self.view
        same_round = old is not None and view["round"] == old["round"]
        same_eyes = viewer == self.viewer and same_round
        before = {card: s.rect.copy() for card, s in self._sprites.items()} if same_eyes else {}
        # A card new in the hand came from the stock if the stock shrank.
        drew = old is not None and view["stock_count"] < old["stock_count"]
        drawn_from = self.stock_rect() if self.areas is not None and drew else None
        if not same_round:
            self._arrangements.clear()
            self.hand.arranged = None
        elif viewer != self.viewer:
            self._arrangements[self.viewer] = self.hand.arranged
            self.hand.arranged = self._arrangements.pop(viewer, None)
        self.view, self.viewer, self.legal = view, viewer, list(legal)
        # A new decision starts with nothing selected (a carried card stays in the hand).
        self.hand.select([])
        self.drag.selected = None
        if self.pick is not None and not self._pick_legal(self.pick):
            self.pick = None
        last = view["last_round"]
        first = not self.view_seen
        self.view_seen = True
        if last is not None and last["number"] > self._round_seen:
            self._round_seen = last["number"]
            # A round that ends while the table is up (or the game's last one) is laid
            # out; an older one, from a game continued, waits behind its button.
            if not first or view["over"]:
                self.round_shown = self._round_seen
        self._rebuild()
        if same_eyes:
            self._fly(before, drawn_from)
        self.drag.last_drop = None

    def _fly(self, before: Mapping[str, pygame.Rect], stock: pygame.Rect | None) -> None:
        """Cards glide to where the new view puts them: from where they lay (or where a
        dragged card was let go), a new hand card from the stock, a new pile card from
        its owner's name plate."""
        assert self.seats is not None
        dropped = self.drag.last_drop
        owners = {
            card: seat for seat, cards in enumerate(self._shown()["trade_piles"]) for card in cards
        }
        for card, sprite in self._sprites.items():
            start = before.get(card)
            if dropped is not None and dropped[0] == card:
                start = dropped[1]
            elif start is None and card in self.hand.cards and stock is not None:
                start = stock
            elif start is None and card in owners:
                start = sprite.rect.copy()
                start.center = self.seats.seats[owners[card]].plate.center
            if start is not None:
                self._glide(card, sprite, start, LONG)

    def _glide(self, card: str, sprite: CardSprite, start: pygame.Rect, seconds: float) -> None:
        """Card ``card`` moves from ``start`` to where it rests now."""
        if start.topleft == sprite.rect.topleft:
            return
        rest = sprite.rect.topleft
        # A new rect: the widgets' geometry (their hit tests) keeps the resting place.
        sprite.rect = pygame.Rect(start.topleft, sprite.rect.size)
        self.flights.launch(
            card, start.topleft, rest, seconds, landed=lambda: self._land(card, rest)
        )

    def _land(self, card: str, rest: tuple[int, int]) -> None:
        """``card``'s flight has landed: its sprite rests where the layout put it."""
        sprite = self._sprites.get(card)
        if sprite is not None:
            sprite.rect = pygame.Rect(rest, sprite.rect.size)

    def on_events(self, events: list[Event]) -> None:
        if any(e.key.rsplit(".", 1)[-1] in SOUNDED for e in events):
            self.ctx.play("card")

    def update(self, dt: float) -> bool:
        moving = self.anim.update(dt)
        if self.note is not None:
            self._note_left -= dt
            if self._note_left <= 0.0:
                self._say(None)
                moving = True
        for flight in self.flights:
            sprite = self._sprites.get(flight.what)
            if sprite is not None:
                x, y = self.flights.position(flight)
                sprite.rect = pygame.Rect((round(x), round(y)), sprite.rect.size)
        moving = self.drag.update(dt) or moving
        self._carried_within()
        # No zoom pops up over a card being carried.
        self.zoom.suppressed = self.drag.held is not None
        if self.zoom.suppressed and self.zoom.shown is not None:
            self.zoom.hide()
            moving = True
        return self.zoom.update(dt) or moving

    # ------------------------------------------------------------------ layout

    def _rebuild(self) -> None:
        view = self.view
        if view is None:
            return
        self.version += 1  # the still layer is out of date
        # Everything is placed anew: cards in flight land at once (``show`` starts new ones).
        self.anim.clear()
        self.flights.clear()
        n = self.num_players
        self.bottom = self.viewer if self.viewer is not None and 0 <= self.viewer < n else 0
        self.seats = seats = seat_layout(self.rect, n, self.bottom)
        unit = seats.unit
        pad = max(4, round(8 * unit))
        line = self.fs(15) + 6
        info: dict[int, pygame.Rect] = {}
        piles: dict[int, pygame.Rect] = {}
        badge = max(10, round(14 * unit))
        for place in seats.seats:
            if place.seat == self.bottom:
                continue
            body = place.body.inflate(-2 * pad, 0)
            if 2 * body.width >= 3 * body.height:
                # A wide, low seat (the top row): the counts stand left of the pile.
                info_w = self.info_width()
                info[place.seat] = pygame.Rect(body.x, body.y + pad // 2, info_w, 2 * line)
                x = body.x + info_w + pad
                top = body.y + badge
                piles[place.seat] = pygame.Rect(x, top, body.right - x, body.bottom - pad - top)
            else:
                info[place.seat] = pygame.Rect(body.x, body.y + pad // 2, body.width, line)
                top = info[place.seat].bottom + badge
                piles[place.seat] = pygame.Rect(body.x, top, body.width, body.bottom - pad - top)
        own = seats.seats[self.bottom]
        body = own.body.inflate(-2 * pad, 0)
        body.height -= pad
        own_w = max(card_size(60)[0] + 2 * pad, body.width // 5)
        hand = pygame.Rect(body.x, body.y, body.width - own_w - pad, body.height)
        own_area = pygame.Rect(
            hand.right + pad, own.area.y + pad, own_w, own.area.bottom - own.area.y - 2 * pad
        )
        # The row right of the viewer's plate: his counts, then the sort button.
        sort_h = max(24, min(own.plate.height - 2, round(30 * unit)))
        sort_w = max(button_width(self.t(k), sort_h) for k in ("sort_group", "sort_value"))
        sort = pygame.Rect(hand.right - sort_w, own.plate.y, sort_w, own.plate.height)
        info[self.bottom] = pygame.Rect(
            own.plate.right + pad, own.plate.y, sort.x - own.plate.right - 2 * pad, own.plate.height
        )
        piles[self.bottom] = pygame.Rect(
            own_area.x,
            own_area.y + line + badge,
            own_area.width,
            own_area.bottom - own_area.y - line - badge,
        )
        centre = seats.centre.inflate(-2 * pad, -2 * pad)
        prompt_h = 2 * (self.fs(16) + 4)
        prompt = pygame.Rect(centre.x, centre.y, centre.width, prompt_h)
        button_h = max(28, round(36 * unit))
        buttons = pygame.Rect(
            centre.x, centre.bottom - 2 * button_h - pad, centre.width, 2 * button_h + pad
        )
        middle = pygame.Rect(
            centre.x, prompt.bottom + pad, centre.width, buttons.y - prompt.bottom - 2 * pad
        )
        neutral_n = len(view["neutral_piles"])
        has_stock = n <= 4
        columns = int(has_stock) + neutral_n
        col_w = (
            min(card_size(middle.height)[0] + 2 * pad, max(0, middle.width // 2) // max(1, columns))
            if columns
            else 0
        )
        stock = pygame.Rect(middle.x, middle.y, col_w if has_stock else 0, middle.height)
        neutrals = [
            pygame.Rect(middle.x + (i + int(has_stock)) * col_w, middle.y, col_w, middle.height)
            for i in range(neutral_n)
        ]
        left = middle.x + columns * col_w + (pad if columns else 0)
        preview = pygame.Rect(left, middle.y, middle.right - left, middle.height)
        self.areas = Areas(
            hand, own_area, prompt, stock, neutrals, preview, buttons, info, piles, sort
        )
        self._place_cards()
        self._build_buttons()
        self._build_drag()
        self.zoom.invalidate()
        self.revealed_layout = self._layout_revealed(centre)
        self.round_layout = self._layout_round()
        if self.round_layout is not None:
            spots = [(("round", card), rect) for card, rect in self.round_layout.zoom_spots()]
            self.zoom.set_spots(spots)
        else:
            self.zoom.set_spots(self.zoom_spots())

    def _place_cards(self) -> None:
        areas, seats = self.areas, self.seats
        assert areas is not None and seats is not None
        unit = seats.unit
        view = self._shown()
        hand_cards = list(view["hand"]) if self.viewer is not None else []
        hands = view.get("hands")
        if self.viewer is None and hands is not None and self.bottom < len(hands):
            # Everything revealed: the bottom seat's hand lies where a hand lies.
            hand_cards = list(hands[self.bottom])
        self.hand.max_height = round(190 * unit)
        self._sprites = {card: self.hand_sprite(card) for card in hand_cards}
        self.hand.set_cards(self._sprites.items())
        self.hand.layout(areas.hand)
        piles = list(view["trade_piles"])
        while len(self.piles) < len(piles):
            self.piles.append(
                TradePile(art.BAND, on_pick=partial(self._on_pile_pick, len(self.piles)))
            )
        for seat, cards in enumerate(piles):
            pile = self.piles[seat]
            area = areas.piles[seat]
            pile.set_cards(self._sprites_of(cards))
            pile.fit(area, round(150 * unit), seats.seats[seat].area, self._faces_of(cards))
            counts = self.trade_counts(seat)
            pile.pickable = max(counts, default=0)
            # The picked trade marks the top k of both piles it takes from.
            pick = self.pick
            marked = pick is not None and seat in (pick.seat, self.viewer)
            pile.highlight = pick.count if pick is not None and marked else 0
        neutral = list(view["neutral_piles"])
        while len(self.neutrals) < len(neutral):
            self.neutrals.append(
                TradePile(art.BAND, on_pick=partial(self._on_neutral_pick, len(self.neutrals)))
            )
        del self.neutrals[len(neutral) :]
        for index, cards in enumerate(neutral):
            pile = self.neutrals[index]
            area = areas.neutrals[index]
            label = self.fs(14) + 6
            room = pygame.Rect(area.x, area.y + label + 10, area.width, area.height - label - 10)
            pile.set_cards(self._sprites_of(cards))
            pile.fit(room, round(140 * unit), area, self._faces_of(cards))
            pile.pickable = 1 if self.neutral_swaps(index) and cards else 0
            pick = self.pick
            pile.highlight = 1 if pick is not None and pick.neutral == index else 0

    def _layout_revealed(self, centre: pygame.Rect) -> revealed_hands.Layout | None:
        """With everything revealed (a replay, an onlooker), the other seats' hands listed
        over the middle of the table, above its buttons (``revealed_hands``)."""
        hands = self._shown().get("hands")
        if self.viewer is None and hands is not None:
            tops = [button.rect.y for button in self.buttons if centre.contains(button.rect)]
            bottom = min(tops, default=centre.bottom) - 4
            panel = pygame.Rect(centre.x, centre.y, centre.width, bottom - centre.y)
            listed = [
                (seat, self.name(seat), [(card, self.card_name(card)) for card in hand])
                for seat, hand in enumerate(hands)
                if seat != self.bottom
            ]
            sizes = list(range(self.fs(15), self.least_text() - 1, -1))
            return revealed_hands.place(panel, listed, sizes, REVEALED_TYPE)
        return None

    def _faces_of(self, cards: list[str]) -> list[art.Face]:
        return [self.face(card) for card in cards]

    def info_width(self) -> int:
        """Room for a seat's counts: the icon and the widest total a game reaches."""
        size = self.fs(14)
        return size + 10 + font(size, True).size(self.t("number", value=88888))[0] + 8

    def _sprites_of(self, cards: list[str]) -> list[CardSprite]:
        """Sprites for a pile's cards, remembered by card (the flights find them)."""
        sprites = [self.sprite(card) for card in cards]
        self._sprites.update(zip(cards, sprites, strict=True))
        return sprites

    def stock_rect(self) -> pygame.Rect:
        """Where the stock's top card lies."""
        areas = self.areas
        assert areas is not None
        label = self.fs(14) + 6
        room = areas.stock.inflate(-8, 0)
        height = min(
            round(140 * (self.seats.unit if self.seats else 1)),
            room.height - label - 10,
            int(room.width / 0.716),
        )
        width, height = card_size(max(20, height))
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (areas.stock.centerx, areas.stock.y + label + 10)
        return rect

    # ------------------------------------------------------------------ buttons

    def _pick_legal(self, pick: Pick) -> bool:
        if pick.seat is not None:
            return Trade(pick.seat, pick.count) in self.legal
        return pick.neutral is not None and bool(self.neutral_swaps(pick.neutral))

    def _build_buttons(self) -> None:
        areas = self.areas
        assert areas is not None and self.seats is not None
        legal = self.legal
        entries: list[tuple[Hashable, str, bool, bool]] = []  # key, label, primary, enabled
        pick = self.pick
        if pick is not None and pick.seat is not None:
            entries.append(
                (
                    "confirm",
                    self.t("confirm_trade", count=pick.count, seat=self.name(pick.seat)),
                    True,
                    True,
                )
            )
            entries.append(("cancel", self.t("cancel"), False, True))
        elif pick is not None and pick.neutral is not None:
            for swap in self.neutral_swaps(pick.neutral):
                key = "swap_double" if swap.double else "swap_single"
                entries.append((key, self.t(key), not swap.double, True))
            entries.append(("cancel", self.t("cancel"), False, True))
        else:
            selected = self.hand.selected[0] if self.hand.selected else None
            if selected is not None and Discard(str(selected)) in legal:
                entries.append(("discard", self.t("discard"), True, True))
            if selected is not None and PassCard(str(selected)) in legal:
                left = self.name(self.left_of(self.viewer or 0))
                entries.append(("pass", self.t("pass_left", seat=left), True, True))
            if Draw() in legal:
                entries.append(("draw", self.t("draw"), False, True))
            turn = any(isinstance(a, Draw | Trade | SwapNeutral | GoOut) for a in legal)
            if turn or self.first_pass():
                value = self._shown()["go_out_value"]
                label = (
                    self.t("go_out_value", value=value)
                    if GoOut() in legal and value is not None
                    else self.t("go_out")
                )
                entries.append(("go_out", label, True, GoOut() in legal))
            if Wait() in legal:
                entries.append(("wait", self.t("wait"), False, True))
        if self._shown()["last_round"] is not None and self.round_shown is None:
            entries.append(("last_round", self.t("show_round"), False, True))
        if self.round_shown is not None:
            self.buttons = [self._close_round_button()]
            return
        height = max(28, round(36 * self.seats.unit))
        gap = max(6, round(10 * self.seats.unit))
        rects = row([e[1] for e in entries], areas.buttons.center, height, gap, areas.buttons.width)
        self.buttons = [
            TableButton(key, label, rect, primary, enabled=enabled, line_height=height)
            for (key, label, primary, enabled), rect in zip(entries, rects, strict=True)
        ]
        for button in self.buttons:
            if button.key == "go_out" and not button.enabled:
                button.why = self._go_out_why()
        if len(self.hand.order) > 1:
            self.buttons.append(self._sort_button())

    def _go_out_why(self) -> str:
        """Why the viewer may not go out: the cards that fit nowhere, by name."""
        blockers = self._shown()["go_out_blockers"] or []
        if not blockers:
            return self.t("go_out_no_fit")
        titles = Counter(self.card_name(card) for card in blockers)
        named = [
            title if count == 1 else self.t("times", count=count, card=title)
            for title, count in titles.items()
        ]
        return self.t("go_out_blocked", count=len(blockers), cards=", ".join(named))

    def _sort_button(self) -> TableButton:
        """Sorting the hand, at the right end of the viewer's row of counts."""
        assert self.areas is not None and self.seats is not None
        area = self.areas.sort
        label = self.t("sort_value" if self.sort_by == "value" else "sort_group")
        height = max(24, min(area.height - 2, round(30 * self.seats.unit)))
        rect = pygame.Rect(0, 0, button_width(label, height), height)
        rect.midright = area.midright
        return TableButton("sort", label, rect, line_height=height)

    def _close_round_button(self) -> TableButton:
        panel = self.round_panel()
        height = max(28, round(36 * (self.seats.unit if self.seats else 1)))
        label = self.t("close_round")
        rect = row(
            [label], (panel.centerx, panel.bottom - height // 2 - 6), height, 8, panel.width
        )[0]
        return TableButton("close_round", label, rect, True, line_height=height)

    def round_panel(self) -> pygame.Rect:
        """The panel that shows the last round's laid-out hands, over the whole table."""
        pad = max(6, round(12 * (self.seats.unit if self.seats else 1)))
        return self.rect.inflate(-2 * pad, -2 * pad)

    # ------------------------------------------------------------------ dragging

    def _build_drag(self) -> None:
        areas = self.areas
        assert areas is not None and self.seats is not None
        discards, passes = self.discards(), self.passes()
        targets: dict[Hashable, pygame.Rect] = {}
        if discards:
            targets[OWN_PILE] = areas.own_pile
        if passes and self.viewer is not None:
            targets[LEFT] = self.seats.seats[self.left_of(self.viewer)].area
        within = frozenset({HAND}) if len(self.hand.order) > 1 else frozenset()
        if within:
            targets[HAND] = areas.hand
        items = []
        if self.round_shown is None and self.pick is None:
            for card in self.hand.order:
                allowed: set[Hashable] = set()
                if card in discards:
                    allowed.add(OWN_PILE)
                if card in passes:
                    allowed.add(LEFT)
                rect = self.hand.visible_rect(card)
                items.append(DragItem(card, rect, frozenset(allowed), within))
        self.drag.set_targets(targets)
        self.drag.set_items(items)

    def _on_pick_up(self, item: Hashable) -> None:
        self.hand.select([item])
        self._build_buttons()

    def _on_drop(self, item: Hashable, target: Hashable) -> None:
        card = str(item)
        self.hand.select([])
        if target == HAND:
            self._rearrange(item)
        elif target == OWN_PILE:
            self._submit(Discard(card))
        elif target == LEFT:
            self._submit(PassCard(card))

    def _rearrange(self, card: Hashable) -> None:
        """Card ``card`` let go within the hand: it takes that place, gliding there from
        where it was let go."""
        self.hand.arrange(card, self.hand.place_at(self.mouse))
        dropped, self.drag.last_drop = self.drag.last_drop, None
        self._rebuild()
        sprite = self.hand.cards.get(card)
        if dropped is not None and dropped[0] == card and isinstance(sprite, CardSprite):
            self._glide(str(card), sprite, dropped[1], NORMAL)

    def _carried_within(self) -> None:
        """While a hand card is carried over the hand, the hand opens a gap where it
        would land; the cards glide aside."""
        held = self.drag.held
        before = {card: sprite.rect.copy() for card, sprite in self.hand.cards.items()}
        if held is not None and self.drag.hot_target() == HAND:
            self.hand.preview(held, self.hand.place_at(self.mouse))
        else:
            self.hand.preview(None)
        for card, sprite in self.hand.cards.items():
            if card != held and sprite.rect != before[card]:
                self._glide(str(card), sprite, before[card], SHORT)

    def _on_pile_pick(self, seat: int, k: int) -> None:
        if seat == self.viewer or k not in self.trade_counts(seat):
            return
        self.pick = Pick(seat, None, k)
        self.hand.select([])
        self.drag.cancel()
        self._rebuild()

    def _on_neutral_pick(self, index: int, k: int) -> None:
        if not self.neutral_swaps(index):
            return
        self.pick = Pick(None, index, 1)
        self.hand.select([])
        self.drag.cancel()
        self._rebuild()

    def _submit(self, act: Action) -> None:
        if act in self.legal:
            self.ctx.play("click")
            self.ctx.submit(act)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.zoom.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(event)
            self.drag.handle_event(event)
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.pick is not None:
            self._press("cancel")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = hit(self.buttons, event.pos)
            if button is not None and self.drag.held is None:
                self._press(button.key)
                return True
            if self.round_shown is not None:
                return True
            if self._stock_click(event.pos):
                return True
        if self.round_shown is not None:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        was_selected = self.drag.selected
        used = self.drag.handle_event(event)
        if self.drag.selected != was_selected:
            self.hand.select([self.drag.selected] if self.drag.selected is not None else [])
            self._build_buttons()
        if used:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for pile in [*self.piles, *self.neutrals]:
                if pile.handle_event(event):
                    return True
            return self._refuse_click(event.pos)
        return False

    def _clicked_at(self, pos: tuple[int, int]) -> Clicked | None:
        """The stock, or which card of another seat's or a neutral pile, at ``pos``."""
        if self.areas is not None and self.stock_rect().collidepoint(pos):
            return ("stock",)
        for seat, pile in enumerate(self.piles):
            if seat != self.viewer and pile.top_at(pos) > 0:
                return ("pile", seat, pile.top_at(pos))
        for index, pile in enumerate(self.neutrals):
            if pile.top_at(pos) > 0:
                return ("neutral", index, pile.top_at(pos))
        return None

    def _refuse_click(self, pos: tuple[int, int]) -> bool:
        """A click on a pile or the stock that plays nothing now says why."""
        clicked = self._clicked_at(pos)
        if clicked is None or self.viewer is None or self.view is None or self.view["over"]:
            return False
        reason = why_not(self.view, self.viewer, self.legal, clicked)
        if reason is None:
            return False
        key, params = reason
        named = {k: self.name(v) if k == "seat" else v for k, v in params.items()}
        self._say(self.t(f"refused.{key}", **named))
        return True

    def _say(self, note: str | None) -> None:
        """Put ``note`` in the prompt's place for a while (``None``: the prompt again)."""
        self.note = note
        self._note_left = NOTE_SECONDS
        self.version += 1  # the prompt is on the still layer

    def _hover(self, event: pygame.event.Event) -> None:
        """Hover lights: the hand's lifted card, and the top k a pile click would take."""
        if self.drag.held is None and self.round_shown is None:
            self.hand.handle_event(event)
        for pile in [*self.piles, *self.neutrals]:
            pile.handle_event(event)

    def hover_count(self) -> int:
        """How many of your own top cards a click on another pile would give (lit then)."""
        counts = [p.hover for s, p in enumerate(self.piles) if s != self.viewer]
        neutral = [p.hover for p in self.neutrals]
        return max([*counts, *neutral], default=0)

    def _stock_click(self, pos: tuple[int, int]) -> bool:
        if Draw() in self.legal and self.areas is not None and self.stock_rect().collidepoint(pos):
            self._submit(Draw())
            return True
        return False

    def _press(self, key: Hashable) -> None:
        pick = self.pick
        if key == "cancel":
            self.pick = None
            self._rebuild()
        elif key == "confirm" and pick is not None and pick.seat is not None:
            self.pick = None
            self._submit(Trade(pick.seat, pick.count))
        elif (
            key in ("swap_single", "swap_double") and pick is not None and pick.neutral is not None
        ):
            self.pick = None
            self._submit(SwapNeutral(pick.neutral, key == "swap_double"))
        elif key == "discard" and self.hand.selected:
            self._on_drop(self.hand.selected[0], OWN_PILE)
        elif key == "pass" and self.hand.selected:
            self._on_drop(self.hand.selected[0], LEFT)
        elif key == "draw":
            self._submit(Draw())
        elif key == "go_out":
            self._submit(GoOut())
        elif key == "wait":
            self._submit(Wait())
        elif key == "sort":
            self.sort_by = "group" if self.sort_by == "value" else "value"
            self.hand.unarrange()
            self._rebuild()
        elif key == "last_round":
            self.round_shown = self._round_seen
            self._rebuild()
        elif key == "close_round":
            self.round_shown = None
            self._rebuild()

    def hint_spots(self, action: Action) -> list[pygame.Rect]:
        """The hinted move's places: the stock for a draw, the top cards a trade takes,
        the neutral card a swap takes, the hand card and its pile or neighbour, or the
        button of a decision."""
        buttons = {Draw(): "draw", GoOut(): "go_out", Wait(): "wait"}
        chosen = self._chosen_trade_button(action)
        if chosen is not None:
            # The trade is already picked: what is left to do is the button that plays it.
            return [b.rect.copy() for b in self.buttons if b.key == chosen]
        spots = [b.rect.copy() for b in self.buttons if b.key == buttons.get(action)]
        if action == Draw() and self.areas is not None:
            spots.append(self.stock_rect())
        elif isinstance(action, Trade) and 0 <= action.seat < len(self.piles):
            pile = self.piles[action.seat]
            spots += pile.top_rects(min(action.count, len(pile.cards)))
        elif isinstance(action, SwapNeutral) and 0 <= action.pile < len(self.neutrals):
            pile = self.neutrals[action.pile]
            spots += pile.top_rects(min(1, len(pile.cards)))
        elif isinstance(action, Discard):
            spots += self.drag.move_spots(action.card, OWN_PILE)
        elif isinstance(action, PassCard):
            spots += self.drag.move_spots(action.card, LEFT)
        return spots

    def _chosen_trade_button(self, action: Action) -> str | None:
        """The key of the button that plays ``action`` when the trade picked on the table
        is that very move (``None``: it is not, or nothing is picked)."""
        pick = self.pick
        if pick is None:
            return None
        if isinstance(action, Trade) and (pick.seat, pick.count) == (action.seat, action.count):
            return "confirm"
        if isinstance(action, SwapNeutral) and pick.neutral == action.pile:
            return "swap_double" if action.double else "swap_single"
        return None

    def focus_spots(self) -> list[pygame.Rect]:
        """The buttons, the hand, the stock and the piles; while a hand card is chosen,
        only the move being made: the card, its lit place and the button that plays it."""
        spots = [b.rect for b in self.buttons if b.enabled]
        if self.round_shown is not None:
            return spots
        if self.drag.selected is not None:
            plays = [b.rect for b in self.buttons if b.key in ("discard", "pass")]
            return plays + self._chosen_spots()
        spots += self.drag.focus_spots()
        if Draw() in self.legal and self.areas is not None:
            spots.append(self.stock_rect())
        for seat, pile in enumerate(self.piles):
            if seat != self.viewer:
                spots += pile.focus_spots()
        for pile in self.neutrals:
            spots += pile.focus_spots()
        return spots

    def _chosen_spots(self) -> list[pygame.Rect]:
        """The chosen hand card where it is drawn, lifted, and its lit places: a ring
        where the card rested would run across the header of the lifted card."""
        spots = self.drag.focus_spots()
        chosen = self.drag.selected
        if spots and chosen in self.hand.cards:
            rest = self.hand.cards[chosen].rect
            spots[0] = spots[0].move(0, self.hand.drawn_rect(chosen).y - rest.y)
        return spots

    # ------------------------------------------------------------------ drawing

    def _frame(self) -> MonopolyFrame | None:
        """What the painters draw now (``None``: nothing is shown or laid out yet)."""
        view, seats, areas = self.view, self.seats, self.areas
        if view is None or seats is None or areas is None:
            return None
        return MonopolyFrame(
            view=view,
            viewer=self.viewer,
            bottom=self.bottom,
            names=tuple(self.name(seat) for seat in range(self.num_players)),
            rect=self.rect,
            version=self.version,
            seats=seats,
            areas=areas,
            stock=self.stock_rect(),
            prompt=self.prompt(),
            can_draw=Draw() in self.legal,
            pick=self.pick,
            hover_count=self.hover_count(),
            double_swap=self.pointer_on("swap_double"),
            mouse=self.mouse,
            round_shown=self.round_shown is not None,
            round_layout=self.round_layout,
            revealed_layout=self.revealed_layout,
            buttons=tuple(self.buttons),
            piles=tuple(self.piles),
            neutrals=tuple(self.neutrals),
            hand=self.hand,
            drag=self.drag,
            zoom=self.zoom,
            t=self.t,
            fs=self.fs,
            sprite=self.sprite,
            hand_sprite=self.hand_sprite,
            face=self.face,
            painted=self.painted,
        )

    def draw(self, surface: pygame.Surface) -> None:
        frame = self._frame()
        if frame is not None:
            paint.draw(surface, frame)


#: Events that move a card (a sound each).
SOUNDED = frozenset(
    {
        "deal",
        "draw",
        "drew",
        "discard",
        "put_back",
        "trade",
        "swap",
        "swap_double",
        "passed",
        "go_out",
    }
)

TABLE = MonopolyTable


def _measure(text: str, size: int, bold: bool) -> tuple[int, int]:
    """A text's width and line height at ``size`` (``revealed_hands.Measure``)."""
    face = font(size, bold)
    return face.size(text)[0], face.get_linesize()


def _wrap(text: str, size: int, bold: bool, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` where its words allow."""
    return wrap_text(text, font(size, bold), width)


#: The type of the revealed hands' list.
REVEALED_TYPE = revealed_hands.Typeface(_measure, _wrap)
