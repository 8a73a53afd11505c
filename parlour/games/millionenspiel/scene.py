"""The Millionenspiel table: a green felt circle with the 56-field track, the pawn, the
dice, every player's money as chips and notes, the stakes in the centre, pension cards.

It draws ``view(seat)`` (see ``rules.py``; money is public) and turns drags and clicks
into the actions ``legal_actions()`` offers, never deciding a rule: a piece of the
viewer's purse may be dragged (or clicked, then the stake clicked) onto his stake while
``Stake`` is legal; "Done", "Keep" and "Throw again" are buttons for the legal actions.
Played by keyboard, the status line says which keys make the bet.

Events play as a short timeline: the dice tumble, the pawn walks field by field, the
field reached flashes, the black die rolls; the money on the table changes when the
settlement is shown, not before, so the roll keeps its suspense. Hovering a field or
the dice shows the chance of each colour from there (:mod:`.odds`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.games.millionenspiel import money, odds
from parlour.games.millionenspiel.board_art import (
    MIN_TEXT,
    ColourSpec,
    Ring,
    colour_specs,
    start_arrow_rect,
)
from parlour.games.millionenspiel.money import DENOMINATIONS
from parlour.games.millionenspiel.money_art import slots
from parlour.games.millionenspiel.paint import (
    TEXT,
    MillionenspielFrame,
    Odds,
    caption_room,
    table_text,
)
from parlour.games.millionenspiel.paint import (
    draw as draw_table,
)
from parlour.games.millionenspiel.rules import GAME_ID as NS  # the texts' namespace
from parlour.games.millionenspiel.rules import (
    Accept,
    BuyPension,
    Done,
    MillionenspielView,
    Reject,
    Roll,
    Stake,
)
from parlour.resources import game_data
from parlour.ui.anim import NORMAL, Animator
from parlour.ui.fonts import font
from parlour.ui.numbers import format_number
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.widgets.button import TableButton, hit, row
from parlour.ui.widgets.card import card_size
from parlour.ui.widgets.counter import Counter
from parlour.ui.widgets.dice import ROLL_SECONDS, Dice
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.flight import Flights

#: Seconds per field of the pawn's walk, the flash of the field reached, a banner.
STEP_SECONDS = 0.07
FLASH_SECONDS = 0.5
BANNER_SECONDS = 1.2
#: How long the status line says why a click did nothing: a sentence to read.
NOTE_SECONDS = 3.5
DOUBLE_CLICK = 0.4


@dataclass
class _Step:
    duration: float
    run: Callable[[], None]


class _Timeline:
    """Steps played one after another: each runs, then holds for its duration."""

    def __init__(self) -> None:
        self.steps: list[_Step] = []
        self.left = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.steps) or self.left > 0.0

    def add(self, duration: float, run: Callable[[], None]) -> None:
        self.steps.append(_Step(max(0.0, duration), run))

    def update(self, dt: float) -> bool:
        busy = self.busy
        self.left -= dt
        while self.left <= 0.0 and self.steps:
            step = self.steps.pop(0)
            step.run()
            self.left += step.duration
        if not self.steps and self.left <= 0.0:
            self.left = 0.0
        return busy


class MillionenspielTable(GameTable[MillionenspielView]):
    """The Millionenspiel table (``TABLE``): the view, the timeline of events and the
    player's input; the painters of ``paint`` draw the frame it builds (``_frame``)."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        data = game_data(NS, "board.json")
        self.specs = colour_specs(data)
        self.legend: list[ColourSpec] = [self.specs[name] for name in data["legend_order"]]
        self.fields: tuple[str, ...] = tuple(data["fields"])
        self.pension_ladder: list[int] = [int(card) for card in data["pension_ladder"]]
        self.pension_prices = {
            int(card): int(price) for card, price in data["pension_prices"].items()
        }
        self.anim = Animator(lambda: self.ctx.animation_speed)
        self.drag = DragController(self._on_drop, lambda: self.ctx.animation_speed)
        self.timeline = _Timeline()
        self.dice = Dice((1, 1), speed=ctx.animation_speed)
        self.decision = Dice((1,), speed=ctx.animation_speed)
        self.show_decision = False
        #: Each seat's opening throw as the table showed it: a tie clears the throws in
        #: the view, but the tied throws stay in front of their seats until thrown again.
        self.opening_seen: dict[int, tuple[int, int]] = {}
        self.view: MillionenspielView | None = None
        #: The view whose money is on the table (it lags while a roll is being shown).
        self.money_view: MillionenspielView | None = None
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self.pawn = 0
        self.flash: int | None = None
        self.banner: str | None = None
        self.counters: list[Counter] = []
        self.buttons: list[TableButton] = []
        self.paying = False
        self.mouse = (-1, -1)
        #: Seconds of table time, and the last click on a stack: a quick second click
        #: on the same stack stakes all of it.
        self.clock = 0.0
        self._last_click: tuple[Hashable, float] | None = None
        #: Staked pieces on their way: which coin, how large it is drawn, how many.
        self.flights: Flights[tuple[int, int, int]] = Flights(self.anim)
        self.rect = pygame.Rect(0, 0, 640, 480)
        self._geometry()

    # -- helpers ---------------------------------------------------------------------------

    def t(self, key: str, **params: Any) -> str:
        return table_text(self.ctx.t, key, **params)

    @property
    def num_players(self) -> int:
        return int(self.view["num_players"]) if self.view else len(self.ctx.seat_names) or 3

    def _speed(self, seconds: float) -> float:
        return max(0.0, seconds * self.ctx.animation_speed)

    # -- geometry --------------------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()
        self._geometry()
        self._rebuild()

    def _geometry(self) -> None:
        rect = self.rect
        pad = max(8, rect.height // 60)
        self.base = max(12, min(22, rect.height // 42))
        # The status line sits above the board, in the band a round board leaves in a
        # landscape table; the column beside the board is left to the seats' panels (whose
        # chips and notes need the height to print their values) and the legend.
        status_h = max(self.base * 4 + 8, 5 * font(MIN_TEXT, True).get_linesize())
        diameter = max(120, min(rect.height - 3 * pad - status_h, int(rect.width * 0.6)))
        radius = diameter // 2
        self.status_rect = pygame.Rect(rect.x + pad, rect.y + pad, diameter, status_h)
        below = self.status_rect.bottom + pad
        centre = (rect.x + pad + radius, below + (rect.bottom - pad - below) // 2)
        self.ring = Ring(centre, radius, len(self.fields))
        left = rect.x + 2 * pad + diameter
        column = pygame.Rect(left, rect.y + pad, rect.right - left - pad, rect.height - 2 * pad)
        self.column = column
        legend_h = min(int(column.height * 0.27), int(self.base * 1.7) * 7)
        self.legend_rect = pygame.Rect(column.x, column.bottom - legend_h, column.width, legend_h)
        panels = pygame.Rect(
            column.x, column.y, column.width, self.legend_rect.top - column.y - pad // 2
        )
        n = self.num_players
        height = panels.height // n
        self.panel_rects = [
            pygame.Rect(panels.x, panels.y + i * height, panels.width, height - pad // 2)
            for i in range(n)
        ]
        self.card_rects = []
        self.purse_rects = []
        for panel in self.panel_rects:
            inner = panel.inflate(-pad, -pad)
            header = self.base + 8
            body_h = inner.height - header
            cw, ch = card_size(max(20, int(body_h * 0.9)))
            card = pygame.Rect(inner.x, inner.y + header + (body_h - ch) // 2, cw, ch)
            self.card_rects.append(card)
            self.purse_rects.append(
                pygame.Rect(
                    card.right + pad // 2,
                    inner.y + header,
                    inner.right - card.right - pad // 2,
                    body_h,
                )
            )
        cx, cy = centre
        spot_w, spot_h = int(radius * (0.44 if n <= 3 else 0.38)), int(radius * 0.21)
        self.stake_rects = []
        for seat in range(n):
            angle = 3.14159265 + 6.2831853 * seat / n
            x, y = self.ring.point(angle, 0.56)
            spot = pygame.Rect(0, 0, spot_w, spot_h)
            spot.center = (int(x), int(y))
            self.stake_rects.append(self._clear_of_arrow(spot))
        self.dice_rect = pygame.Rect(0, 0, int(radius * 0.34), int(radius * 0.15))
        self.dice_rect.center = (cx - int(radius * 0.05), cy - int(radius * 0.1))
        die = int(radius * 0.13)
        self.decision_rect = pygame.Rect(0, 0, die, die)
        self.decision_rect.midleft = (
            self.dice_rect.right + int(radius * 0.04),
            self.dice_rect.centery,
        )
        self.button_height = max(28, int(radius * 0.09))
        self.button_centre = (cx, cy + int(radius * 0.08))

    def _clear_of_arrow(self, spot: pygame.Rect) -> pygame.Rect:
        """``spot`` moved down until the caption above it (``paint``: the name and the
        amount staked) stays below the start arrow: at four seats the stake across the
        board sits right under the arrow, which ran through its caption."""
        caption = caption_room(spot, self.base)
        arrow = start_arrow_rect(self.ring)
        if not caption.colliderect(arrow):
            return spot
        return spot.move(0, arrow.bottom - caption.top)

    # -- the host's calls ----------------------------------------------------------------

    def show(self, view: MillionenspielView, viewer: int | None, legal: list[Action]) -> None:
        first = self.view is None
        resized = self.view is not None and view["num_players"] != self.view["num_players"]
        self.view = view
        self.viewer = viewer
        self.legal = list(legal)
        if first or resized:
            self._geometry()
        if len(self.counters) != view["num_players"]:
            self.counters = [
                Counter(total, size=self.base, speed=self.ctx.animation_speed, colour=TEXT)
                for total in view["totals"]
            ]
        if not self.timeline.busy:
            self._settle_display(animate=not first)
        if not any(isinstance(a, BuyPension) for a in legal):
            self.paying = False
        self._rebuild()

    def _settle_display(self, animate: bool = True, pawn: bool = True) -> None:
        """Bring what the table shows up to the latest view (end of a timeline); with
        ``pawn`` false the pawn stays where the walk has brought it so far."""
        view = self.view
        if view is None:
            return
        self.money_view = view
        if pawn:
            self.pawn = int(view["pos"])
        for counter, total in zip(self.counters, view["totals"], strict=False):
            counter.set(total, animate=animate)
        throws = view["throws"]
        if throws and not self.dice.rolling and self.dice.values != list(throws[-1]):
            self.dice = Dice(throws[-1], speed=self.ctx.animation_speed)

    def on_events(self, events: list[Event]) -> None:
        play = self.ctx.play
        for event in events:
            name = event.key.removeprefix(f"{NS}.log.")
            params = event.params
            if name in ("throw", "opening_roll"):
                a, b = int(params["a"]), int(params["b"])
                self.timeline.add(
                    self._speed(ROLL_SECONDS) + 0.05 * self.ctx.animation_speed,
                    self._roller(a, b),
                )
                self.timeline.add(0.0, lambda: setattr(self, "show_decision", False))
                if name == "opening_roll":
                    self.timeline.add(0.0, self._opening_shower(int(params["seat"]), a, b))
            elif name == "moved":
                start, steps = int(params["from"]), int(params["count"])
                for step in range(1, steps + 1):
                    self.timeline.add(
                        self._speed(STEP_SECONDS), self._walker((start + step) % len(self.fields))
                    )
            elif name == "pensions":
                self.timeline.add(self._speed(0.3), self._announcer(self.t("pensions"), "coins"))
            elif name.startswith("landed_"):
                # On black the money waits for the decision die as well.
                settle = name != "landed_black"
                self.timeline.add(
                    self._speed(FLASH_SECONDS), self._flasher(int(params["field"]), settle)
                )
            elif name == "decision":
                self.timeline.add(self._speed(ROLL_SECONDS), self._decider(int(params["die"])))
                self.timeline.add(self._speed(0.3), self._reveal)
            elif name == "no_money":
                self.timeline.add(self._speed(0.4), self._announcer(self.t("no_money"), None))
            elif name == "million":
                self.timeline.add(0.0, self._announcer(self.ctx.t(f"{NS}.log.million"), None))
            elif name == "staked":
                index = DENOMINATIONS.index(int(params["value"]))
                self._fly(int(params["seat"]), index, int(params.get("count", 1)))
                play("coins")
            elif name == "pension_bought":
                play("card")
        if self.timeline.busy:
            self.timeline.add(0.0, self._settle_if_last)

    def _settle_if_last(self) -> None:
        """The end of a batch of events: settle, unless more events were queued behind it
        (a bot moved while the last roll was still shown)."""
        if not self.timeline.steps:
            self._settle_display()

    # Small factories so each timeline step captures its own values.
    def _roller(self, a: int, b: int) -> Callable[[], None]:
        def run() -> None:
            self.dice.speed = self.ctx.animation_speed
            self.dice.roll((a, b))
            self.ctx.play("dice")

        return run

    def _opening_shower(self, seat: int, a: int, b: int) -> Callable[[], None]:
        def run() -> None:
            self.opening_seen[seat] = (a, b)

        return run

    def opening_throws(self) -> list[tuple[int, int] | None]:
        """The throw in front of each seat during the opening: the view's, or the one the
        table last showed for that seat (a tie has cleared it: "Bruno threw 10 like you")."""
        view = self.money_view or self.view
        if view is None or view["phase"] != "opening":
            return []
        return [
            (int(roll[0]), int(roll[1])) if roll is not None else self.opening_seen.get(seat)
            for seat, roll in enumerate(view["opening"]["rolls"])
        ]

    def _walker(self, field: int) -> Callable[[], None]:
        def run() -> None:
            self.pawn = field

        return run

    def _flasher(self, field: int, settle: bool) -> Callable[[], None]:
        def run() -> None:
            self.flash = field
            self.anim.start("flash", 1.0, 0.0, max(FLASH_SECONDS, NORMAL) * 2)
            if settle:
                self._settle_display(pawn=False)
                self.ctx.play("coins")

        return run

    def _decider(self, die: int) -> Callable[[], None]:
        def run() -> None:
            self.show_decision = True
            self.decision.speed = self.ctx.animation_speed
            self.decision.roll((die,))
            self.ctx.play("dice")

        return run

    def _reveal(self) -> None:
        """After the decision die has landed: show the money it moved."""
        self._settle_display(pawn=False)
        self.ctx.play("coins")

    def _announcer(self, text: str, sound: str | None) -> Callable[[], None]:
        def run() -> None:
            self.banner = text
            self.anim.start("banner", 1.0, 0.0, BANNER_SECONDS)
            if sound:
                self.ctx.play(sound)

        return run

    def _fly(self, seat: int, index: int, count: int = 1) -> None:
        """A staked piece travels from the purse (or where it was dropped) to the stake."""
        if not 0 <= seat < len(self.purse_rects):
            return
        start_rect = slots(self.purse_rects[seat])[index]
        drop = self.drag.last_drop
        if drop is not None and drop[0] == ("piece", index) and seat == self.viewer:
            start_rect = drop[1]
            self.drag.last_drop = None
        end = self.stake_rects[seat]
        size = min(start_rect.width, start_rect.height, end.height)
        self.flights.launch((index, size, count), start_rect.center, end.center, NORMAL)

    # -- input -----------------------------------------------------------------------------

    def _rebuild(self) -> None:
        """Buttons and draggable pieces for the legal actions of the viewer."""
        self.buttons = []
        items: list[DragItem] = []
        targets: dict[Hashable, pygame.Rect] = {}
        view, viewer, legal = self.view, self.viewer, self.legal
        if view is None or viewer is None or not legal:
            self.drag.set_items(items)
            self.drag.set_targets(targets)
            return
        stakeable = {a.value for a in legal if isinstance(a, Stake)}
        if stakeable and 0 <= viewer < len(self.purse_rects):
            places = slots(self.purse_rects[viewer])
            purse = view["purse"][viewer]
            for index, count in enumerate(purse):
                if count:
                    allowed = DENOMINATIONS[index] in stakeable
                    items.append(
                        DragItem(
                            ("piece", index),
                            places[index],
                            frozenset({"stake"}) if allowed else frozenset(),
                        )
                    )
            targets["stake"] = self.stake_rects[viewer]
        self.drag.set_items(items)
        self.drag.set_targets(targets)
        entries: list[tuple[Hashable, str, bool]] = []
        buys = [a for a in legal if isinstance(a, BuyPension)]
        if self.paying and buys:
            for act in buys:
                entries.append((act, self._payment_label(act.pay), False))
            entries.append(("back", self.t("back"), False))
        else:
            if Roll() in legal:
                entries.append((Roll(), self.t("roll"), True))
            if Accept() in legal:
                entries.append((Accept(), self.t("keep"), True))
                entries.append((Reject(), self.t("again"), False))
            if buys:
                card = view["pension"][viewer] * 10
                price = format_number(money.value(buys[0].pay))
                label = self.t("buy", card=card, price=price)
                entries.append((buys[0] if len(buys) == 1 else "pay", label, False))
            if Done() in legal:
                staked = money.value(view["stake"][viewer])
                label = self.t("done", amount=format_number(staked)) if staked else self.t("pass")
                entries.append((Done(), label, True))
        height = self.button_height
        gap = height // 3
        rects = row([e[1] for e in entries], self.button_centre, height, gap)
        if rects and (rects[-1].right - rects[0].left > self.ring.radius * 0.6 or self.paying):
            rects = [pygame.Rect(0, 0, r.width, r.height) for r in rects]
            top = self.button_centre[1] - height // 2
            for i, r in enumerate(rects):
                r.midtop = (self.button_centre[0], top + i * (height + gap // 2))
        self.buttons = [
            TableButton(key, label, rect, primary)
            for (key, label, primary), rect in zip(entries, rects, strict=True)
        ]

    def _payment_label(self, pay: tuple[int, ...]) -> str:
        parts = [
            f"{count} × {format_number(DENOMINATIONS[i])}"
            for i, count in reversed(list(enumerate(pay)))
            if count
        ]
        return self.t("pay", pieces=" + ".join(parts))

    def _on_drop(self, item: Hashable, target: Hashable) -> None:
        if target == "stake" and isinstance(item, tuple) and item[0] == "piece":
            self._submit(Stake(DENOMINATIONS[int(item[1])]))

    def _submit(self, act: Action) -> None:
        if act in self.legal:
            self.ctx.play("click")
            self.ctx.submit(act)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            before = self._hover_key()
            self.mouse = event.pos
            dragging = self.drag.handle_event(event)
            # A tooltip follows the cursor, so hovering a field or the dice redraws too.
            tip = self.hover_odds() is not None or self.hover_tip() is not None
            return dragging or self._hover_key() != before or tip
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            button = hit(self.live_buttons(), event.pos)
            if button is not None:
                self._press(button.key)
                return True
            # Quick Enters are not a double click: the keyboard picks one piece at a time.
            if not getattr(event, "keyboard", False) and self._double_click(event.pos):
                return True
            if self.drag.handle_event(event):
                return True
            return self._explain(event.pos)
        return self.drag.handle_event(event)

    def _explain(self, pos: tuple[int, int]) -> bool:
        """A click on money or a pension card that cannot be used now says why."""
        why = self._why_not(pos)
        if why is None:
            return False
        self.banner = why
        self.anim.start("banner", 1.0, 0.0, NOTE_SECONDS)
        return True

    def _why_not(self, pos: tuple[int, int]) -> str | None:
        """What to say to a click on a purse or a pension card (``None``: not on one)."""
        view, viewer = self.view, self.viewer
        if view is None or viewer is None or self.timeline.busy:
            return None
        for seat in range(min(int(view["num_players"]), len(self.purse_rects))):
            on_card = self.card_rects[seat].collidepoint(pos)
            on_piece = any(
                place.collidepoint(pos) and count
                for place, count in zip(
                    slots(self.purse_rects[seat]), view["purse"][seat], strict=True
                )
            )
            if not (on_card or on_piece):
                continue
            if seat != viewer:
                return self.t("why.others", seat=self.name(seat))
            return self._why_no_card(view, viewer) if on_card else self.t("why.stake_later")
        return None

    def _why_no_card(self, view: MillionenspielView, viewer: int) -> str:
        """How the viewer's pension card can be bettered, or why not now."""
        ladder = self.pension_ladder
        held = int(view["pension"][viewer])
        if held not in ladder or held == ladder[-1]:
            return self.t("why.best_card", card=held)
        card = ladder[ladder.index(held) + 1]
        price = format_number(self.pension_prices[card])
        if any(isinstance(a, BuyPension) for a in self.legal):
            return self.t("why.card_button", card=card, price=price)
        if Done() not in self.legal or view["bought"] or any(view["stake"][viewer]):
            return self.t("why.card_later", card=card)
        return self.t("why.card_price", card=card, price=price)

    def _double_click(self, pos: tuple[int, int]) -> bool:
        """A second click on the same stack within ``DOUBLE_CLICK`` stakes the whole stack."""
        view, viewer = self.view, self.viewer
        if view is None or viewer is None or not 0 <= viewer < len(self.purse_rects):
            return False
        places = slots(self.purse_rects[viewer])
        index = next((i for i, r in enumerate(places) if r.collidepoint(pos)), None)
        if index is None:
            return False
        last, self._last_click = self._last_click, (index, self.clock)
        if last is None or last[0] != index or self.clock - last[1] > DOUBLE_CLICK:
            return False
        self._last_click = None
        act = Stake(DENOMINATIONS[index], int(view["purse"][viewer][index]))
        if act not in self.legal:
            return False
        self.drag.cancel()
        self._submit(act)
        return True

    def focus_spots(self) -> list[pygame.Rect]:
        """The buttons and the pieces; while a piece is picked up, only it and the stake:
        the move being made, so no key lands on "Pass" or "Done" half way through it."""
        if self.drag.selected is not None:
            return self.drag.focus_spots()
        return [button.rect for button in self.live_buttons()] + self.drag.focus_spots()

    def hint_spots(self, action: Action) -> list[pygame.Rect]:
        """The piece the hinted stake moves and the stake it goes to, or its button (a
        pension bought with a choice of pieces: the button that opens the choice)."""
        if isinstance(action, Stake) and action.value in DENOMINATIONS:
            return self.drag.move_spots(("piece", DENOMINATIONS.index(action.value)), "stake")
        keys: list[Hashable] = [action]
        if isinstance(action, BuyPension):
            keys.append("pay")
        return [button.rect.copy() for button in self.buttons if button.key in keys]

    def live_buttons(self) -> list[TableButton]:
        """The buttons that answer now: none while a roll is still being shown, so the
        choice to keep a throw appears once the dice have landed."""
        return [] if self.timeline.busy else self.buttons

    def _press(self, key: Hashable) -> None:
        if key == "pay":
            self.paying = True
            self._rebuild()
        elif key == "back":
            self.paying = False
            self._rebuild()
        elif isinstance(key, Action):
            self._submit(key)

    def _hover_key(self) -> Hashable:
        button = hit(self.buttons, self.mouse)
        return (
            self.ring.field_at(self.mouse),
            self.dice_rect.collidepoint(self.mouse),
            None if button is None else id(button),
            self.hover_tip(),
        )

    def update(self, dt: float) -> bool:
        self.clock += dt
        moving = self.timeline.update(dt)
        moving = self.dice.update(dt) or moving
        moving = self.decision.update(dt) or moving
        moving = self.anim.update(dt) or moving
        moving = self.drag.update(dt) or moving
        for counter in self.counters:
            moving = counter.update(dt) or moving
        if "banner" not in self.anim:
            self.banner = None
        if "flash" not in self.anim:
            self.flash = None
        return moving

    # -- odds on hover ---------------------------------------------------------------------

    def hover_odds(self) -> Odds | None:
        """(title, per-field chances, chances if the throw is kept) for what is hovered."""
        view = self.view
        if view is None:
            return None
        size = len(self.fields)
        field = self.ring.field_at(self.mouse)
        if field is not None:
            return self.t("odds_field", field=field), odds.plain(field, size), None
        if self.dice_rect.collidepoint(self.mouse):
            pos = int(view["pos"])
            plain = odds.plain(pos, size)
            first = view["first_throw"]
            if view["phase"] == "choose" and first:
                kept = odds.landing(pos, odds.after_throw(first[0], first[1]), size)
                return self.t("odds_keep"), plain, kept
            return self.t("odds_here"), plain, None
        return None

    def hover_tip(self) -> str | None:
        """What the purse pieces or the pension card under the pointer are, in words. A
        chip or note too small to print its value at a readable size (five seats at
        1024×640) shows only its colour and symbol, and a small pension card only its
        number; hovering tells the whole ("7 × 100", "Pension card 500")."""
        view = self.money_view or self.view
        if view is None or self.drag.held is not None:
            return None
        for seat in range(min(int(view["num_players"]), len(self.purse_rects))):
            if self.card_rects[seat].collidepoint(self.mouse):
                value = format_number(int(view["pension"][seat]))
                return self.ctx.t(f"{NS}.score.pension", value=value)
            if not self.purse_rects[seat].collidepoint(self.mouse):
                continue
            for index, place in enumerate(slots(self.purse_rects[seat])):
                count = int(view["purse"][seat][index])
                if count and place.collidepoint(self.mouse):
                    value = format_number(DENOMINATIONS[index])
                    return self.ctx.t(f"{NS}.score.pieces", count=count, value=value)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self._frame())

    def _frame(self) -> MillionenspielFrame:
        """What the painters draw now: the views, the layout, the pointer, what moves."""
        return MillionenspielFrame(
            view=self.view,
            money=self.money_view or self.view,
            translate=self.ctx.t,
            name=self.name,
            viewer=self.viewer,
            asked=bool(self.legal),
            busy=self.timeline.busy,
            base=self.base,
            rect=self.rect,
            ring=self.ring,
            fields=self.fields,
            legend=self.legend,
            status_rect=self.status_rect,
            legend_rect=self.legend_rect,
            panel_rects=self.panel_rects,
            card_rects=self.card_rects,
            purse_rects=self.purse_rects,
            stake_rects=self.stake_rects,
            dice_rect=self.dice_rect,
            decision_rect=self.decision_rect,
            pawn=self.pawn,
            flash=self.flash,
            flash_strength=self.anim.number("flash", 0.0),
            banner=self.banner,
            mouse=self.mouse,
            hovered=self.hover_odds(),
            tip=self.hover_tip(),
            buttons=self.live_buttons(),
            drag=self.drag,
            flights=self.flights,
            counters=self.counters,
            dice=self.dice,
            decision=self.decision,
            show_decision=self.show_decision,
            opening=self.opening_throws(),
            shared_screen=self.ctx.shared_screen,
        )


TABLE = MillionenspielTable
