"""The Guillotine table: parchment, a dark wooden scaffold, the line of nobles waiting at
the guillotine, every player's score pile, and the viewer's hand.

The table draws ``view(seat)`` (see ``rules.py``) and turns drags and clicks into the
actions ``legal_actions()`` offers; it never decides a rule. Where the next decision
depends on the answer to this one (which places may a noble move to?), picking the noble
up *is* the answer to "which noble?": it is submitted at once, and the places the engine
then offers light up while the noble is still in the hand of the player (where only one
place is possible, the engine moves the noble there at once and it flies from the hand).
While it is carried, the line opens a gap where it would land. A noble that cannot move
(only an action card moves one) answers a drag with a short note in the prompt bar, and
the prompt says how the carried or chosen card is played: let go, click, or Enter.

Layout lives in ``layout.py`` (a pure function of size and counts), motion in
``motion.py`` (a diff of two views), the drawing in ``paint.py`` (functions of one
``GuillotineFrame``, which ``frame()`` gathers), card faces and the guillotine in ``art.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.games.guillotine import art, targets
from parlour.games.guillotine.actions import (
    ChooseCard,
    ChooseFaceUp,
    ChooseNoble,
    ChoosePlace,
    ChoosePlayer,
    Collect,
    DismissGuards,
    Done,
    Interrupt,
    Pass,
    PickNoble,
    Play,
)
from parlour.games.guillotine.cards import Catalogue
from parlour.games.guillotine.decisions import PICKS_A_NOBLE, PICKS_A_PLAYER, PLAYS_A_CARD, AskKind
from parlour.games.guillotine.layout import Layout, compute_layout
from parlour.games.guillotine.motion import Key, Motion, keyed
from parlour.games.guillotine.paint import (
    Choice,
    DropPreview,
    GuillotineFrame,
    PaintCache,
    card_name,
    draw,
)
from parlour.games.guillotine.refusals import why_not_playable
from parlour.games.guillotine.rules import (
    CONFUSION,
    PLAYER_EFFECTS,
    GuillotinePending,
    GuillotineView,
)
from parlour.games.guillotine.rules import GAME_ID as NS  # the texts' namespace
from parlour.ui.anim import LONG, SHORT, Animator, ease_in_out_cubic
from parlour.ui.event_text import format_text
from parlour.ui.fonts import font
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.text import text_image
from parlour.ui.widgets.button import TableButton, hit
from parlour.ui.widgets.card import card_size
from parlour.ui.widgets.drag import DragController, DragItem, moved_to
from parlour.ui.widgets.zoom import ZoomContent, ZoomController

#: Seconds the note on a noble that cannot be dragged stays in the prompt bar.
NOTE_SECONDS = 3.0


class GuillotineTable(GameTable[GuillotineView]):
    """The Guillotine table (``TABLE``)."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        catalogue = getattr(ctx.game, "catalogue", None)
        assert isinstance(catalogue, Catalogue)
        self.cat: Catalogue = catalogue
        self.anim = Animator(lambda: self.ctx.animation_speed)
        self.drag = DragController(self._on_drop, lambda: self.ctx.animation_speed)
        self.drag.on_refuse = self._on_refuse
        self.zoom = ZoomController(self._zoom_content)
        self.painter = PaintCache()
        self.rect = pygame.Rect(0, 0, 1280, 800)
        self.view: GuillotineView | None = None  # until the first ``show``
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self.lay = Layout()
        self.motion = Motion(self.anim, self.noble_face, self.action_face)
        self.buttons: list[TableButton] = []
        self.chooser: list[Choice] = []
        self.chooser_rect: pygame.Rect | None = None
        self.chooser_title = ""
        self.positions: dict[Key, pygame.Rect] = {}
        self._hints: list[Event] = []
        self._intent: tuple[str, int] | None = None
        self._intent_action: Action | None = None
        self.mouse = (0, 0)
        self._faces: dict[Hashable, tuple[Hashable, Callable[[pygame.Surface], None]]] = {}
        self._face_up: list[tuple[int, str, pygame.Rect]] = []
        self._line_keys: dict[Hashable, int] = {}
        #: The nobles in the line that cannot be picked up now, and where they lie.
        self._still_nobles: dict[Hashable, pygame.Rect] = {}
        #: How much of each hand card shows under its neighbours (``None``: all of it).
        self.hand_shown: dict[Hashable, art.Shown] = {}
        #: The first card shown of a hand too long to show whole.
        self.hand_first = 0
        #: A short note the prompt bar shows instead of the question, and its seconds.
        self.note: str | None = None
        self._note_left = 0.0
        #: The noble carried and the place the line has opened for it.
        self._gap: tuple[Hashable, int | None] | None = None
        #: The hand cards shown, front last, and whether each may be played now.
        self._hand_spots: list[tuple[Key, pygame.Rect, bool]] = []

    # ------------------------------------------------------------------ text helpers

    def t(self, key: str, **params: Any) -> str:
        return self.ctx.t(key, **params)

    def card_name(self, card: str) -> str:
        return card_name(self.t, card)

    def prompt_text(self, pending: GuillotinePending) -> str:
        """The question of a pending decision, its parameters written as the log writes
        them (names, card titles and forms, numbers)."""
        params = pending["prompt_params"]
        return format_text(pending["prompt"], params, NS, self.ctx.seat_names, self.t)

    # ------------------------------------------------------------------ painters

    def noble_face(self, noble: str) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        """The cache key and painter of a noble's face (translated once per layout)."""
        face = self._faces.get(("n", noble, None))
        if face is None:
            face = self._faces[("n", noble, None)] = self._noble_face(noble)
        return face

    def action_face(
        self, card: str, shown: art.Shown = None
    ) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        """An action card's face; ``shown``: only that much of its top-left shows."""
        key = ("a", card, shown, self._card_rule(card))
        face = self._faces.get(key)
        if face is None:
            face = self._faces[key] = self._action_face(card, shown)
        return face

    def _noble_face(self, noble: str) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        info = self.cat.nobles[noble]
        name = self.card_name(noble)
        note = self.t(f"{NS}.card_text.{noble}") if self._has_text(noble) else ""
        pattern = self.ctx.colourblind
        painter = art.noble_painter(info.colour, info.points, name, note, pattern)
        return ("gn", noble, name, note, pattern), painter

    def _action_face(
        self, card: str, shown: art.Shown
    ) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        name = self.card_name(card)
        text_key, timing = self._card_rule(card)
        body = self.t(text_key)
        kind = self.t(f"{NS}.table.timing_short.{timing}")
        return ("ga", card, name, body, kind, shown), art.action_painter(name, body, kind, shown)

    def _card_rule(self, card: str) -> tuple[str, str]:
        """The key of an action card's text and its timing under this game's options.
        Confusion in Line is played out of turn by the German rule and on one's own turn
        by the English one: its face says only the rule in force (both did not fit, the
        card ended in "(English rule…" and called itself "Out of turn" either way)."""
        view = self.view
        if card == CONFUSION and view is not None and view["options"]["interrupt_rule"] != "german":
            return f"{NS}.card_text.{card}_english", "turn"
        return f"{NS}.card_text.{card}", self.cat.actions[card].timing

    def _has_text(self, card: str) -> bool:
        key = f"{NS}.card_text.{card}"
        return self.t(key) != key

    # ------------------------------------------------------------------ the contract

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()
        self._faces.clear()  # the host lays out again after a language change, too
        self._relayout()

    def show(self, view: GuillotineView, viewer: int | None, legal: list[Action]) -> None:
        old = self._snapshot()
        old_view = self.view
        if viewer != self.viewer:
            # Another pair of eyes: the old hand did not go anywhere, it is just not shown.
            old = {k: r for k, r in old.items() if k[0] != "hand"}
            old_view = {**old_view, "hand": []} if old_view is not None else None
        self.view = view
        self.viewer = viewer
        self.legal = list(legal)
        # A new decision (a move, an undo) starts unselected; a noble that is still to be
        # placed is selected again by the layout below. A carried card stays in the hand.
        self.drag.selected = None
        self._relayout()
        if old_view is not None:
            self.motion.animate(old_view, view, old, self.positions, self.lay, self._hints, viewer)
        self._hints = []
        self.drag.last_drop = None
        self._check_intent()
        if self.kind() == "interrupt" and self.legal == [Pass()] and not self.ctx.shared_screen:
            # Every seat that might hold Warte mal is asked, so that nobody learns who does;
            # a player without it has nothing to decide and is not kept waiting. At a shared
            # screen only a person who called it is asked: they read, behind their own
            # curtain, that it is not in their hand, and pass themselves.
            self._intent_action = Pass()

    def on_events(self, events: list[Event]) -> None:
        self._hints.extend(events)
        for event in events:
            name = event.key.rsplit(".", 1)[-1]
            if name in ("collect", "collect_deck"):
                self.ctx.play("guillotine")
                self.anim.start("blade", 0.0, 1.0, SHORT, on_done=self._raise_blade)
            elif name in ("play", "face_up", "draw", "draw_private", "discard_action"):
                self.ctx.play("card")

    def _raise_blade(self) -> None:
        self.anim.start("blade", 1.0, 0.0, LONG, ease_in_out_cubic)

    def update(self, dt: float) -> bool:
        # A drop the host refused leaves no trace for the next show to start from.
        self.drag.last_drop = None
        moving = self.anim.update(dt)
        moving = self.drag.update(dt) or moving
        moving = self._open_gap() or moving
        if self.note is not None:
            self._note_left -= dt
            if self._note_left <= 0.0:
                self.note = None
                moving = True
        # No zoom pops up over a card being carried.
        self.zoom.suppressed = self.drag.held is not None
        if self.zoom.suppressed and self.zoom.shown is not None:
            self.zoom.hide()
            moving = True
        moving = self.zoom.update(dt) or moving
        if self._intent_action is not None:
            act, self._intent_action = self._intent_action, None
            if act in self.legal:  # unless the player has answered meanwhile
                self.ctx.submit(act)
                moving = True
        return moving or bool(self.motion.flights)

    # ------------------------------------------------------------------ decisions

    @property
    def pending(self) -> GuillotinePending | None:
        return self.view["pending"] if self.view is not None else None

    def asked(self) -> GuillotinePending | None:
        """The pending decision while the viewer may act on it, else ``None``."""
        return self.pending if self.legal else None

    def kind(self) -> AskKind | None:
        asked = self.asked()
        return None if asked is None else asked["kind"]

    def _check_intent(self) -> None:
        """A card dropped on a player or a noble carries that choice into the next
        decision, if the engine offers it; otherwise the player is simply asked."""
        intent, self._intent = self._intent, None
        if intent is None or not self.legal:
            return
        what, value = intent
        candidate: Action = ChoosePlayer(value) if what == "seat" else ChooseNoble(value)
        if candidate in self.legal:
            self._intent_action = candidate

    def _on_drop(self, item: Hashable, target: Hashable) -> None:
        assert isinstance(item, tuple) and isinstance(target, tuple)
        kind = self.kind()
        if item[0] == "hand":
            card = item[1]
            if kind == "discard_own" and target == ("action_discard",):
                self._submit(ChooseCard(card))
                return
            if kind == "interrupt" and card == CONFUSION and Interrupt() in self.legal:
                self._submit(Interrupt())  # the card itself, played on the line
                return
            if Play(card) in self.legal:
                if target[0] == "seat":
                    self._intent = ("seat", target[1])
                elif target == ("line",):
                    noble = self._preview(card, target).noble
                    if noble is not None:
                        self._intent = ("noble", noble)
                self._submit(Play(card))
            return
        if item[0] == "noble":
            index = self.line_index(item)
            if target == ("collect",):
                self._submit(Collect())
            elif target[0] == "place" and kind == "place":
                self._submit(ChoosePlace(target[1]))
            elif target[0] == "place" and kind == "arrange" and index is not None:
                self._submit(ChooseNoble(index))

    def _on_refuse(self, item: Hashable) -> None:
        """A drag tried on a noble or a hand card that cannot move now: say why."""
        if not isinstance(item, tuple):
            return
        if item[0] == "hand":
            self._refuse_card(item[1])
        elif item[0] == "noble":
            choosing = self.kind() in PICKS_A_NOBLE
            self._say(self.t(f"{NS}.table.{'noble_not_this' if choosing else 'noble_fixed'}"))

    def _refuse_card(self, card: str) -> None:
        """A hand card that may not be played now was clicked or dragged: say why."""
        if self.view is None or self.view["over"]:
            return
        reason = why_not_playable(self.view, self.kind(), card)
        self._say(self.t(f"{NS}.table.refused.{reason}", card=self.card_name(card)))

    def _say(self, note: str) -> None:
        """Show ``note`` in the prompt bar for a few seconds."""
        self.note = note
        self._note_left = NOTE_SECONDS

    def _still_noble_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The noble under ``pos`` if the player deciding now may not move it: a click on
        it says why, as a drag does (it used to answer nothing)."""
        if not self.legal or self.view is None or self.view["over"]:
            return None
        for key, rect in reversed(list(self._still_nobles.items())):
            if rect.collidepoint(pos):
                return key
        return None

    def _unplayable_at(self, pos: tuple[int, int]) -> str | None:
        """The hand card under ``pos`` (the one in front), if it may not be played now."""
        for key, rect, playable in reversed(self._hand_spots):
            if rect.collidepoint(pos):
                return None if playable else str(key[1])
        return None

    def _open_gap(self) -> bool:
        """While a noble is carried over a place it may go, the others close up behind it
        and make room there, gliding; let go elsewhere, they slide back. ``True`` when
        the line changes."""
        held = self.drag.held
        hot = self.drag.hot_target()
        carried = held if isinstance(held, tuple) and held[0] == "noble" else None
        gap = hot[1] if carried and isinstance(hot, tuple) and hot[0] == "place" else None
        wanted = None if carried is None else (carried, gap)
        if wanted == self._gap:
            return False
        self._gap = wanted
        keys = keyed(self._line(), "noble")
        order = keys if carried is None or gap is None else moved_to(keys, carried, gap)
        for index, key in enumerate(order):
            rect = self.lay.slots[index] if index < len(self.lay.slots) else None
            old = self.positions.get(key)
            if key == carried or rect is None or old is None or old == rect:
                continue
            start = self.anim.point(("pos", key), (float(old.x), float(old.y)))
            self.anim.start(("pos", key), start, (float(rect.x), float(rect.y)), SHORT)
            self.positions[key] = rect
        return True

    def drop_preview(self) -> DropPreview | None:
        """What letting go of the hand card being carried (or clicking with the selected
        one) right here would do: the noble under the cursor, if the card chooses among
        the nobles and that is one of them, and the sentence the prompt bar shows. (Which
        player a card dropped on a player's area takes is the rules' to say: it is
        offered if allowed, so the preview only says the card is played.)"""
        key = self.drag.active
        if not (isinstance(key, tuple) and key[0] == "hand") or Play(key[1]) not in self.legal:
            return None
        target = self.drag.hot_target()
        if target is None or target == ("action_discard",):
            return None
        return self._preview(key[1], target)

    def _preview(self, card: str, target: Hashable) -> DropPreview:
        """What playing ``card`` onto ``target`` with the cursor where it is does, said
        for how it would be played: let go, click, or Enter."""
        name = self.card_name(card)
        if self.drag.held is not None:
            texts = f"{NS}.table.drop"
        else:
            texts = f"{NS}.table.{'drop_enter' if self.drag.by_keyboard else 'drop_click'}"
        if target == ("line",):
            line = self._line()
            choices = targets.noble_choices(self.cat, line, card)
            if choices is None:
                return DropPreview(self.t(f"{texts}.play", card=name), None, choices)
            index = self._noble_at(self.mouse)
            if index is not None and index in choices:
                noble = self.card_name(line[index])
                text = self.t(f"{texts}.noble", card=name, noble=noble, place=index + 1)
                return DropPreview(text, index, choices)
            return DropPreview(self.t(f"{texts}.choose_later", card=name), None, choices)
        return DropPreview(self.t(f"{texts}.play", card=name), None, None)

    def _placing(self) -> Hashable | None:
        """The noble whose new place is asked for, if one is."""
        asked = self.asked()
        if asked is None or asked["kind"] != "place":
            return None
        keys = keyed(self._line(), "noble")
        index = asked["noble_index"]
        return keys[index] if index < len(keys) else None

    def _keep_placing(self) -> None:
        """The noble is chosen (picked up, clicked, or named by the card's drop): it stays
        selected, its places glowing, until the player puts it somewhere. A click that
        let it go left the question "choose the noble's new place" with nothing lit."""
        placing = self._placing()
        if placing is not None and self.drag.active is None:
            self.drag.selected = placing

    def _misses_the_places(self, pos: tuple[int, int]) -> bool:
        """Whether a click at ``pos`` hits neither the noble being placed nor its places."""
        placing = self._placing()
        if placing is None or self.drag.selected != placing:
            return False
        return not any(rect.collidepoint(pos) for rect in self.drag.focus_spots())

    def _on_pick(self, item: Hashable) -> None:
        """Picking up (or clicking) a noble while the engine asks "which noble?" answers it."""
        if not (isinstance(item, tuple) and item[0] == "noble") or self.kind() != "noble":
            return
        index = self.line_index(item)
        if index is not None and ChooseNoble(index) in self.legal:
            self._submit(ChooseNoble(index))

    def _submit(self, act: Action) -> None:
        self.ctx.play("click")
        self.ctx.submit(act)

    def line_index(self, key: Hashable) -> int | None:
        return self._line_keys.get(key)

    def _noble_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in reversed(list(enumerate(self.lay.slots))):
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ layout

    def _line(self) -> list[str]:
        """The nobles in the line, front first."""
        return list(self.view["line"]) if self.view is not None else []

    def _hand(self) -> list[str]:
        """The viewer's hand (none while nobody's is shown)."""
        return list(self.view["hand"]) if self.view is not None and self.viewer is not None else []

    def hand_keys(self) -> list[Key]:
        """The keys of the viewer's hand cards the table shows, in ``lay.hand``'s order
        (a hand too long to show whole shows those from ``lay.hand_first`` on)."""
        first = self.lay.hand_first
        return keyed(self._hand(), "hand")[first : first + len(self.lay.hand)]

    def turn_hand(self, by: int) -> None:
        """Show the cards ``by`` places on in a hand too long to show whole."""
        self.hand_first = max(0, self.lay.hand_first + by)
        self._relayout()

    def _relayout(self) -> None:
        view = self.view
        n_players = view["num_players"] if view is not None else len(self.ctx.seat_names) or 2
        line = self._line()
        hand = self._hand()
        in_play = view is not None and bool(view["in_play"])
        lay = compute_layout(
            self.rect, n_players, len(line), len(hand), self.hand_first, card_in_play=in_play
        )
        self.lay = lay
        self.hand_first = lay.hand_first
        self._face_up = self._place_face_up()
        self._line_keys = {k: i for i, k in enumerate(keyed(line, "noble"))}
        self.positions = {}
        for key, rect in zip(keyed(line, "noble"), lay.slots, strict=False):
            self.positions[key] = rect
        for key, rect in zip(self.hand_keys(), lay.hand, strict=False):
            self.positions[key] = rect
        self.hand_shown = dict(zip(self.hand_keys(), lay.hand_shown, strict=False))
        self._gap = None  # the line is where the view puts it; a carried noble opens it again
        self._build_interaction()

    # ------------------------------------------------------------------ interaction

    def _build_interaction(self) -> None:
        lay = self.lay
        view = self.view
        line = self._line()
        asked = self.asked()
        kind = self.kind()
        legal = self.legal
        items: list[DragItem] = []
        self._still_nobles = {}
        targets: dict[Hashable, pygame.Rect] = {("line",): lay.line_zone}
        for s, rect in enumerate(lay.panels):
            targets[("seat", s)] = rect
        targets[("action_discard",)] = lay.action_discard
        if self.viewer is not None and 0 <= self.viewer < len(lay.panels):
            targets[("collect",)] = lay.panels[self.viewer]
        for j, rect in enumerate(lay.slots):
            targets[("place", j)] = rect

        line_keys = keyed(line, "noble")
        for i, key in enumerate(line_keys):
            rect = lay.slots[i]
            allowed: frozenset[Hashable] = frozenset()
            if kind == "noble" and ChooseNoble(i) in legal:
                allowed = frozenset({("line",)})
            elif asked is not None and asked["kind"] == "place" and asked["noble_index"] == i:
                allowed = frozenset(("place", a.index) for a in legal if isinstance(a, ChoosePlace))
            elif asked is not None and asked["kind"] == "arrange" and ChooseNoble(i) in legal:
                allowed = frozenset({("place", asked["fixed"])})
            elif kind == "play" and i == 0 and Collect() in legal:
                allowed = frozenset({("collect",)})
            items.append(DragItem(key, rect, allowed))
            if not allowed:
                self._still_nobles[key] = rect

        self._hand_spots = []
        for key, rect in zip(self.hand_keys(), lay.hand, strict=False):
            card = key[1]
            allowed = frozenset()
            if kind in PLAYS_A_CARD and Play(card) in legal:
                info = self.cat.actions[card]
                english = view is not None and view["options"]["interrupt_rule"] == "english"
                if info.effect in PLAYER_EFFECTS or (
                    info.effect == "confusion_in_line" and english
                ):
                    seats = [("seat", s) for s in range(len(lay.panels))]
                    allowed = frozenset([("line",), *seats])
                else:
                    allowed = frozenset({("line",), ("seat", self.viewer)})
            elif kind == "discard_own" and ChooseCard(card) in legal:
                allowed = frozenset({("action_discard",)})
            elif kind == "interrupt" and card == CONFUSION and Interrupt() in legal:
                # Asked whether to call Warte mal, its holder may also play the card itself.
                allowed = frozenset({("line",)})
            items.append(DragItem(key, rect, allowed))
            self._hand_spots.append((key, rect, bool(allowed)))
        self.drag.on_pick = self._on_pick
        self.drag.set_targets(targets)
        self.drag.set_items(items)
        self._keep_placing()
        self._build_buttons()
        self._build_chooser()
        spots: list[tuple[Hashable, pygame.Rect]] = []
        spots += [(("zoom_noble", i), r) for i, r in enumerate(lay.slots)]
        spots += [(("zoom_pile", s), r) for s, r in enumerate(lay.panels)]
        spots += [(("zoom_face_up", s, c), r) for s, c, r in self.face_up_rects()]
        spots.append((("zoom_noble_discard",), lay.noble_discard))
        spots.append((("zoom_action_discard",), lay.action_discard))
        if view is not None and view["in_play"]:
            spots.append((("zoom_in_play",), lay.in_play))
        spots += [(("zoom_hand", lay.hand_first + i), r) for i, r in enumerate(lay.hand)]
        spots += [(("zoom_choice", i), c.rect) for i, c in enumerate(self.chooser)]
        self.zoom.set_spots(spots)
        self.zoom.invalidate()

    def _build_buttons(self) -> None:
        self.buttons = []
        kind = self.kind()
        if kind is None:
            return
        line = self._line()
        wanted: list[tuple[str, Action, bool]] = []
        for act in self.legal:
            if isinstance(act, Collect):
                label = (
                    self.t(f"{NS}.table.collect", card=self.card_name(line[0]))
                    if line
                    else self.t(f"{NS}.table.end_turn")
                )
                wanted.append((label, act, True))
            elif isinstance(act, DismissGuards):
                wanted.append((self.t(f"{NS}.table.dismiss_guards"), act, False))
            elif isinstance(act, Interrupt):
                wanted.append((self.t(f"{NS}.table.interrupt"), act, True))
            elif isinstance(act, Pass):
                wanted.append((self.t(f"{NS}.table.pass"), act, False))
            elif isinstance(act, Done):
                wanted.append((self.t(f"{NS}.table.done"), act, True))
            elif isinstance(act, ChoosePlayer):
                wanted.append((self.name(act.seat), act, False))
        unit = self.lay.unit
        size = max(13, round(17 * unit))
        h = self.lay.prompt.height - max(4, round(8 * unit))
        x = self.lay.prompt.right - max(4, round(8 * unit))
        for label, act, primary in reversed(wanted):
            w = text_image(label, size, True, art.INK).get_width() + round(28 * unit) + 8
            rect = pygame.Rect(0, 0, w, h)
            rect.midright = (x, self.lay.prompt.centery)
            x = rect.x - max(4, round(8 * unit))
            self.buttons.append(
                TableButton(act, label, rect, primary, art.ROUGE if primary else art.BLEU)
            )

    def _build_chooser(self) -> None:
        """Cards to pick from that are not on the table: a shown hand, the discard pile,
        a pile, the top of the noble deck, face-up cards."""
        self.chooser = []
        self.chooser_rect = None
        kind = self.kind()
        p = self.pending
        if kind is None or p is None:
            return
        entries: list[tuple[Action, Hashable, Callable[[pygame.Surface], None], str]] = []
        if kind == "hand_pick" or kind == "discard_pick":
            for act in self.legal:
                if isinstance(act, ChooseCard):
                    fk, painter = self.action_face(act.card)
                    entries.append((act, fk, painter, ""))
        elif kind == "pile_pick" or kind == "deck_pick":
            for act in self.legal:
                if isinstance(act, PickNoble):
                    fk, painter = self.noble_face(act.card)
                    entries.append((act, fk, painter, ""))
        elif kind == "face_up":
            for act in self.legal:
                if isinstance(act, ChooseFaceUp):
                    fk, painter = self.action_face(act.card)
                    entries.append((act, fk, painter, self.name(act.seat)))
        if not entries:
            return
        self.chooser_title = self.prompt_text(p)
        if p["kind"] == "hand_pick" or p["kind"] == "pile_pick":
            self.chooser_title += f" ({self.name(p['owner_seat'])})"
        area = (
            self.lay.line_zone.union(self.lay.panels[0]) if self.lay.panels else self.lay.line_zone
        )
        pad = max(6, round(12 * self.lay.unit))
        label_h = max(14, round(20 * self.lay.unit))
        title_h = font(max(12, round(18 * self.lay.unit)), True).get_linesize() * 2
        n = len(entries)
        max_w = area.width - 4 * pad
        cw, ch = card_size(round(area.height * 0.55))
        if n * (cw + pad) > max_w:
            cw = max(40, max_w // n - pad)
            cw, ch = card_size(round(cw / card_size(100)[0] * 100))
        # The gold glow of a card to choose reaches about a tenth of its width past it
        # (``parlour.ui.widgets.card``): the title keeps clear of it.
        glow = max(pad // 2, cw // 10)
        width = n * (cw + pad) + 3 * pad
        height = title_h + glow + ch + label_h + 3 * pad
        panel = pygame.Rect(0, 0, max(width, round(area.width * 0.5)), height)
        panel.center = area.center
        self.chooser_rect = panel
        x = panel.centerx - (n * (cw + pad) - pad) // 2
        for act, fk, painter, label in entries:
            rect = pygame.Rect(x, panel.y + pad + title_h + glow, cw, ch)
            self.chooser.append(Choice(rect, act, fk, painter, label))
            x += cw + pad

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.zoom.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.drag.held is None:
            button = hit(self.buttons, event.pos)
            if button is not None:
                self.drag.cancel()
                assert isinstance(button.key, Action)
                self._submit(button.key)
                return True
            for choice in self.chooser:
                if choice.rect.collidepoint(event.pos):
                    self._submit(choice.action)
                    return True
            for arrow, way in ((self.lay.hand_back, -1), (self.lay.hand_next, 1)):
                if arrow is not None and arrow.collidepoint(event.pos):
                    self.turn_hand(way * len(self.lay.hand))
                    return True
            self._keep_placing()  # let go by Escape: a click on a lit place still places it
            if self.drag.selected is None and self._click_panel(event.pos):
                return True
            if self._misses_the_places(event.pos):
                self._say(self.t(f"{NS}.table.place_lit"))
                return True
            refused = self._unplayable_at(event.pos)
            if refused is not None:
                self._refuse_card(refused)
            still = self._still_noble_at(event.pos)
            if still is not None:
                self._on_refuse(still)
        if (
            event.type == pygame.MOUSEWHEEL
            and self.lay.hand_back is not None
            and self.lay.hand_band.collidepoint(self.mouse)
            and self.drag.held is None
        ):
            self.turn_hand(-event.y)
            return True
        if self.drag.handle_event(event):
            if event.type != pygame.KEYDOWN:  # Escape lets the noble go, then opens the menu
                self._keep_placing()
            return True
        return event.type == pygame.MOUSEMOTION

    def focus_spots(self) -> list[pygame.Rect]:
        """The buttons, the chooser, the players to choose and what may be picked up;
        while a card or noble is chosen, only it and its places: the move being made."""
        if self.drag.selected is not None:
            return self.drag.focus_spots()
        spots = [button.rect for button in self.buttons]
        spots += [choice.rect for choice in self.chooser]
        spots += [arrow for arrow in (self.lay.hand_back, self.lay.hand_next) if arrow]
        if self.kind() in PICKS_A_PLAYER:
            spots += [
                rect
                for seat, rect in enumerate(self.lay.panels)
                if ChoosePlayer(seat) in self.legal
            ]
        return spots + self.drag.focus_spots()

    def hint_spots(self, action: Action) -> list[pygame.Rect]:
        """The hinted move's button or offered card, or the card it moves and where to."""
        spots = [button.rect.copy() for button in self.buttons if button.key == action]
        spots += [choice.rect.copy() for choice in self.chooser if choice.action == action]
        line_keys = keyed(self._line(), "noble")
        hand = self._hand()
        hand_keys = keyed(hand, "hand")
        p = self.pending
        if isinstance(action, ChoosePlayer) and 0 <= action.seat < len(self.lay.panels):
            if not spots:
                spots.append(self.lay.panels[action.seat].copy())
        elif isinstance(action, Play) and action.card in hand:
            spots += self.drag.move_spots(self._in_sight(hand_keys, hand.index(action.card)))
        elif isinstance(action, ChooseCard) and action.card in hand and not spots:
            key = self._in_sight(hand_keys, hand.index(action.card))
            spots += self.drag.move_spots(key, ("action_discard",))
        elif isinstance(action, ChooseNoble) and action.index < len(line_keys):
            # Rearranging, the noble goes to the fixed place; else it is only picked.
            asked = self.asked()
            fixed = asked["fixed"] if asked is not None and asked["kind"] == "arrange" else None
            target = ("place", fixed) if fixed is not None else None
            spots += self.drag.move_spots(line_keys[action.index], target)
        elif isinstance(action, ChoosePlace) and p is not None:
            index = p["noble_index"] if p["kind"] == "place" else -1
            if 0 <= index < len(line_keys):
                spots += self.drag.move_spots(line_keys[index], ("place", action.index))
        elif isinstance(action, Collect) and line_keys:
            spots += self.drag.move_spots(line_keys[0])
        return spots

    def _in_sight(self, keys: list[Key], index: int) -> Key:
        """The key of the hand's ``index``-th card, the hand turned so that it shows."""
        first, shown = self.lay.hand_first, len(self.lay.hand)
        if not first <= index < first + shown:
            self.turn_hand(index - first if index < first else index - (first + shown - 1))
        return keys[index]

    def _click_panel(self, pos: tuple[int, int]) -> bool:
        """A click on a player's panel answers "choose a player"."""
        if self.kind() not in PICKS_A_PLAYER:
            return False
        for seat, rect in enumerate(self.lay.panels):
            if rect.collidepoint(pos) and ChoosePlayer(seat) in self.legal:
                self._submit(ChoosePlayer(seat))
                return True
        return False

    # ------------------------------------------------------------------ animation

    def _snapshot(self) -> dict[Key, pygame.Rect]:
        """Where every card is drawn right now (mid-flight and mid-drag included)."""
        shots: dict[Key, pygame.Rect] = {}
        for key, rect in self.positions.items():
            shown = self.drag.display_rect(key) if self.drag.is_floating(key) else None
            if self.drag.last_drop is not None and self.drag.last_drop[0] == key:
                shown = self.drag.last_drop[1]
            if shown is None:
                x, y = self.anim.point(("pos", key), (float(rect.x), float(rect.y)))
                shown = pygame.Rect(round(x), round(y), rect.width, rect.height)
            shots[key] = shown
        return shots

    # ------------------------------------------------------------------ zoom

    def _zoom_content(self, key: Hashable) -> ZoomContent | None:
        assert isinstance(key, tuple)
        view = self.view
        if view is None:
            return None
        what = key[0]
        if what == "zoom_noble":
            line = view["line"]
            return self._noble_zoom(line[key[1]]) if key[1] < len(line) else None
        if what == "zoom_hand":
            hand = view["hand"]
            return self._action_zoom(hand[key[1]]) if key[1] < len(hand) else None
        if what == "zoom_face_up":
            return self._action_zoom(key[2])
        if what == "zoom_in_play":
            cards = view["in_play"]
            return self._action_zoom(cards[-1]) if cards else None
        if what == "zoom_choice":
            act = self.chooser[key[1]].action if key[1] < len(self.chooser) else None
            if isinstance(act, PickNoble):
                return self._noble_zoom(act.card)
            if isinstance(act, ChooseCard | ChooseFaceUp):
                return self._action_zoom(act.card)
            return None
        if what == "zoom_pile":
            seat = key[1]
            pile = view["piles"][seat]
            score = view["pile_scores"][seat]
            title = self.t(f"{NS}.table.pile_title", name=self.name(seat), points=score)
            lines = [self._noble_line(n) for n in pile] or [self.t(f"{NS}.table.empty")]
            face_up = view["face_up"][seat]
            if face_up:
                lines.append("")
                lines += [self.card_name(c) for c in face_up]
            return ZoomContent(title, "\n".join(lines))
        if what == "zoom_noble_discard":
            cards = view["noble_discard"]
            body = "\n".join(self._noble_line(n) for n in reversed(cards)) or self.t(
                f"{NS}.table.empty"
            )
            return ZoomContent(self.t(f"{NS}.table.noble_discard_title", count=len(cards)), body)
        if what == "zoom_action_discard":
            cards = view["action_discard"]
            body = "\n".join(self.card_name(c) for c in reversed(cards)) or self.t(
                f"{NS}.table.empty"
            )
            return ZoomContent(self.t(f"{NS}.table.action_discard_title", count=len(cards)), body)
        return None

    def _noble_line(self, noble: str) -> str:
        points = self.cat.nobles[noble].points
        return f"{self.card_name(noble)} ({'*' if points is None else points})"

    def _noble_zoom(self, noble: str) -> ZoomContent:
        info = self.cat.nobles[noble]
        colour = self.t(f"{NS}.colour.{info.colour}")
        points = "*" if info.points is None else str(info.points)
        lines = [self.t(f"{NS}.table.noble_facts", colour=colour, points=points)]
        if self._has_text(noble):
            lines.append(self.t(f"{NS}.card_text.{noble}"))
        fk, painter = self.noble_face(noble)
        return ZoomContent(self.card_name(noble), "\n\n".join(lines), ("zoom", fk), painter)

    def _action_zoom(self, card: str) -> ZoomContent:
        fk, painter = self.action_face(card)
        text_key, timing = self._card_rule(card)
        body = self.t(text_key) + "\n\n" + self.t(f"{NS}.table.timing.{timing}")
        return ZoomContent(self.card_name(card), body, ("zoom", fk), painter)

    def face_up_rects(self) -> list[tuple[int, str, pygame.Rect]]:
        return self._face_up

    def tag_size(self) -> int:
        """The type size of the face-up cards' tags in the players' areas."""
        return max(art.MIN_TEXT, round(13 * self.lay.unit))

    def _place_face_up(self) -> list[tuple[int, str, pygame.Rect]]:
        """Tags for the face-up cards before each player, in rows; a tag is as tall as its
        name needs at ``tag_size``, so a long name wraps instead of being cut. Where the
        wrapped tags would run out of the player's area (a low table, as in the replay),
        every tag of that player takes one line (a long name then ends in an ellipsis;
        the zoom shows it whole) rather than hang out of sight."""
        out: list[tuple[int, str, pygame.Rect]] = []
        if self.view is None:
            return out
        for seat, panel in enumerate(self.lay.panels):
            cards = list(self.view["face_up"][seat])
            if not cards:
                continue
            tags = self._face_up_tags(seat, panel, cards, wrap=True)
            if max(r.bottom for _s, _c, r in tags) > panel.bottom:
                tags = self._face_up_tags(seat, panel, cards, wrap=False)
            out += tags
        return out

    def _face_up_tags(
        self, seat: int, panel: pygame.Rect, cards: list[str], wrap: bool
    ) -> list[tuple[int, str, pygame.Rect]]:
        """One player's tags in rows from below the header; ``wrap``: as tall as their
        names need, else one line each."""
        unit = self.lay.unit
        size = self.tag_size()
        min_h = max(16, round(22 * unit))
        pad = max(3, round(6 * unit))
        y = panel.y + self.panel_header_h() + pad
        per_row = max(1, (panel.width - pad) // max(60, round(150 * unit)))
        w = (panel.width - pad * (per_row + 1)) // per_row
        out = []
        for first in range(0, len(cards), per_row):
            row = cards[first : first + per_row]
            names = [self.card_name(card) for card in row]
            h = max(min_h, art.tag_height("", w, size))  # one line
            if wrap:
                h = max(h, *(art.tag_height(name, w, size) for name in names))
            for col, card in enumerate(row):
                out.append((seat, card, pygame.Rect(panel.x + pad + col * (w + pad), y, w, h)))
            y += h + 2
        return out

    def panel_header_h(self) -> int:
        return max(22, round(34 * self.lay.unit))

    def frame(self) -> GuillotineFrame | None:
        """Everything the painters (``paint.py``) draw now; ``None`` before the first
        ``show``, when there is no game to draw."""
        if self.view is None:
            return None
        p = self.pending
        return GuillotineFrame(
            view=self.view,
            viewer=self.viewer,
            legal=self.legal,
            kind=self.kind(),
            pending=p,
            prompt=self.prompt_text(p) if p is not None and self.legal else "",
            note=self.note,
            rect=self.rect,
            lay=self.lay,
            mouse=self.mouse,
            positions=self.positions,
            hand_keys=self.hand_keys(),
            hand_shown=self.hand_shown,
            line_keys=self._line_keys,
            face_up=self._face_up,
            tag_size=self.tag_size(),
            panel_header_h=self.panel_header_h(),
            buttons=self.buttons,
            chooser=self.chooser,
            chooser_rect=self.chooser_rect,
            chooser_title=self.chooser_title,
            preview=self.drop_preview(),
            drag=self.drag,
            anim=self.anim,
            motion=self.motion,
            zoom=self.zoom,
            cat=self.cat,
            colourblind=self.ctx.colourblind,
            t=self.t,
            name=self.name,
            noble_face=self.noble_face,
            action_face=self.action_face,
            cache=self.painter,
        )

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.frame()
        if frame is not None:
            draw(surface, frame)


TABLE = GuillotineTable
