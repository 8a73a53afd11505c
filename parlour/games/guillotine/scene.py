"""The Guillotine table: parchment, a dark wooden scaffold, the line of nobles waiting at
the guillotine, every player's score pile, and the viewer's hand.

The table draws ``view(seat)`` (see ``rules.py``) and turns drags and clicks into the
actions ``legal_actions()`` offers; it never decides a rule. Where the next decision
depends on the answer to this one (which places may a noble move to?), picking the noble
up *is* the answer to "which noble?": it is submitted at once, and the places the engine
then offers light up while the noble is still in the hand of the player (where only one
place is possible, the engine moves the noble there at once and it flies from the hand).

Layout lives in ``layout.py`` (a pure function of size and counts), motion in
``motion.py`` (a diff of two views), card faces and the guillotine in ``art.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.games.guillotine import art
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
from parlour.games.guillotine.layout import Layout, compute_layout
from parlour.games.guillotine.motion import Key, Motion, keyed
from parlour.ui.anim import LONG, SHORT, Animator, ease_in_out_cubic
from parlour.ui.fonts import font
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.text import wrap_text
from parlour.ui.widgets.button import TableButton, hit
from parlour.ui.widgets.card import (
    CardState,
    card_size,
    draw_card,
    draw_glow,
    render_face,
)
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.zoom import ZoomContent, ZoomController

NS = "guillotine"
#: Card effects whose natural drop place is a player (the engine still decides which).
PLAYER_EFFECTS = frozenset(
    {
        "after_you",
        "tough_crowd",
        "clerical_error",
        "infighting",
        "lack_of_support",
        "missed",
        "missing_heads",
        "rush_job",
        "information_exchange",
    }
)


@dataclass
class Choice:
    """A card offered in the chooser (a shown hand, the discard pile, a pile, …)."""

    rect: pygame.Rect
    action: Action
    face_key: Hashable
    painter: Callable[[pygame.Surface], None]
    label: str


class GuillotineTable(GameTable):
    """The Guillotine table (``TABLE``)."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        catalogue = getattr(ctx.game, "catalogue", None)
        assert isinstance(catalogue, Catalogue)
        self.cat: Catalogue = catalogue
        self.anim = Animator(lambda: self.ctx.animation_speed)
        self.drag = DragController(self._on_drop, lambda: self.ctx.animation_speed)
        self.zoom = ZoomController(self._zoom_content)
        self.rect = pygame.Rect(0, 0, 1280, 800)
        self.view: Mapping[str, Any] = {}
        self.viewer: int | None = None
        self.legal: list[Action] = []
        self.lay = Layout()
        self.motion = Motion(self.anim, self.noble_face, self.action_face)
        self.buttons: list[TableButton] = []
        self.chooser: list[Choice] = []
        self.chooser_rect: pygame.Rect | None = None
        self.chooser_title = ""
        self._positions: dict[Key, pygame.Rect] = {}
        self._hints: list[Event] = []
        self._intent: tuple[str, int] | None = None
        self._intent_action: Action | None = None
        self._mouse = (0, 0)
        self._base: pygame.Surface | None = None
        self._faces: dict[tuple[str, str], tuple[Hashable, Callable[[pygame.Surface], None]]] = {}
        self._face_up: list[tuple[int, str, pygame.Rect]] = []
        self._line_keys: dict[Hashable, int] = {}
        self._base_key: tuple[Any, ...] = ()

    # ------------------------------------------------------------------ text helpers

    def t(self, key: str, **params: Any) -> str:
        return self.ctx.t(key, **params)

    def name(self, seat: int) -> str:
        names = self.ctx.seat_names
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    def card_name(self, card: str) -> str:
        return self.t(f"{NS}.card.{card}")

    def _params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        """Event/prompt parameters as the log shows them: seats as names, cards as names."""
        out: dict[str, Any] = {}
        for k, v in params.items():
            if k.endswith("seat") and isinstance(v, int):
                out[k] = self.name(v)
            elif k.endswith("card") and isinstance(v, str):
                out[k] = self.card_name(v)
            else:
                out[k] = v
        return out

    # ------------------------------------------------------------------ painters

    def noble_face(self, noble: str) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        """The cache key and painter of a noble's face (translated once per layout)."""
        face = self._faces.get(("n", noble))
        if face is None:
            face = self._faces[("n", noble)] = self._noble_face(noble)
        return face

    def action_face(self, card: str) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        face = self._faces.get(("a", card))
        if face is None:
            face = self._faces[("a", card)] = self._action_face(card)
        return face

    def _noble_face(self, noble: str) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        info = self.cat.nobles[noble]
        name = self.card_name(noble)
        note = self.t(f"{NS}.card_text.{noble}") if self._has_text(noble) else ""
        pattern = self.ctx.colourblind
        painter = art.noble_painter(info.colour, info.points, name, note, pattern)
        return ("gn", noble, name, note, pattern), painter

    def _action_face(self, card: str) -> tuple[Hashable, Callable[[pygame.Surface], None]]:
        info = self.cat.actions[card]
        name = self.card_name(card)
        body = self.t(f"{NS}.card_text.{card}")
        kind = self.t(f"{NS}.table.timing.{info.timing}")
        return ("ga", card, name, body, kind), art.action_painter(name, body, kind)

    def _has_text(self, card: str) -> bool:
        key = f"{NS}.card_text.{card}"
        return self.t(key) != key

    # ------------------------------------------------------------------ the contract

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()
        self._faces.clear()  # the host lays out again after a language change, too
        self._relayout()

    def show(self, view: Mapping[str, Any], viewer: int | None, legal: list[Action]) -> None:
        old = self._snapshot()
        old_view = self.view
        if viewer != self.viewer:
            # Another pair of eyes: the old hand did not go anywhere, it is just not shown.
            old = {k: r for k, r in old.items() if k[0] != "hand"}
            old_view = {**old_view, "hand": []} if old_view else old_view
        self.view = view
        self.viewer = viewer
        self.legal = list(legal)
        self._relayout()
        if old_view:
            self.motion.animate(old_view, view, old, self._positions, self.lay, self._hints, viewer)
        self._hints = []
        self.drag.last_drop = None
        self._check_intent()

    def on_events(self, events: list[Event]) -> None:
        self._hints.extend(events)
        for event in events:
            name = event.key.rsplit(".", 1)[-1]
            if name in ("collect", "collect_deck"):
                self.ctx.play("guillotine")
                self.anim.start("blade", 0.0, 1.0, SHORT, on_done=self._raise_blade)
            elif name in ("play", "face_up", "draw", "discard_action"):
                self.ctx.play("card")

    def _raise_blade(self) -> None:
        self.anim.start("blade", 1.0, 0.0, LONG, ease_in_out_cubic)

    def update(self, dt: float) -> bool:
        # A drop the host refused leaves no trace for the next show to start from.
        self.drag.last_drop = None
        moving = self.anim.update(dt)
        moving = self.drag.update(dt) or moving
        # No zoom pops up over a card being carried.
        self.zoom.suppressed = self.drag.held is not None
        if self.zoom.suppressed and self.zoom.shown is not None:
            self.zoom.hide()
            moving = True
        moving = self.zoom.update(dt) or moving
        if self._intent_action is not None:
            act, self._intent_action = self._intent_action, None
            self.ctx.submit(act)
            moving = True
        return moving or bool(self.motion.flyers)

    # ------------------------------------------------------------------ decisions

    @property
    def pending(self) -> Mapping[str, Any] | None:
        p = self.view.get("pending")
        return p if isinstance(p, Mapping) else None

    def _kind(self) -> str | None:
        p = self.pending
        return str(p["kind"]) if p is not None and self.legal else None

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
        kind = self._kind()
        if item[0] == "hand":
            card = item[1]
            if kind == "discard_own" and target == ("action_discard",):
                self._submit(ChooseCard(card))
                return
            if Play(card) in self.legal:
                if target[0] == "seat":
                    self._intent = ("seat", target[1])
                elif target == ("line",):
                    index = self._noble_at(self._mouse)
                    if index is not None:
                        self._intent = ("noble", index)
                self._submit(Play(card))
            return
        if item[0] == "noble":
            index = self._line_index(item)
            if target == ("collect",):
                self._submit(Collect())
            elif target[0] == "place" and kind == "place":
                self._submit(ChoosePlace(target[1]))
            elif target[0] == "place" and kind == "arrange" and index is not None:
                self._submit(ChooseNoble(index))

    def _on_pick(self, item: Hashable) -> None:
        """Picking up (or clicking) a noble while the engine asks "which noble?" answers it."""
        if not (isinstance(item, tuple) and item[0] == "noble") or self._kind() != "noble":
            return
        index = self._line_index(item)
        if index is not None and ChooseNoble(index) in self.legal:
            self._submit(ChooseNoble(index))

    def _submit(self, act: Action) -> None:
        self.ctx.play("click")
        self.ctx.submit(act)

    def _line_index(self, key: Hashable) -> int | None:
        return self._line_keys.get(key)

    def _noble_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in reversed(list(enumerate(self.lay.slots))):
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ layout

    def _relayout(self) -> None:
        n_players = int(self.view.get("num_players", len(self.ctx.seat_names)) or 2)
        line: list[str] = list(self.view.get("line", []))
        hand: list[str] = list(self.view.get("hand", [])) if self.viewer is not None else []
        lay = compute_layout(self.rect, n_players, len(line), len(hand))
        self.lay = lay
        self._face_up = self._place_face_up()
        self._line_keys = {k: i for i, k in enumerate(keyed(line, "noble"))}
        self._positions = {}
        for key, rect in zip(keyed(line, "noble"), lay.slots, strict=False):
            self._positions[key] = rect
        for key, rect in zip(keyed(hand, "hand"), lay.hand, strict=False):
            self._positions[key] = rect
        self._build_interaction()

    # ------------------------------------------------------------------ interaction

    def _build_interaction(self) -> None:
        lay = self.lay
        view = self.view
        line: list[str] = list(view.get("line", []))
        hand: list[str] = list(view.get("hand", [])) if self.viewer is not None else []
        kind = self._kind()
        legal = self.legal
        items: list[DragItem] = []
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
            elif (
                kind == "place"
                and self.pending is not None
                and self.pending.get("noble_index") == i
            ):
                allowed = frozenset(("place", a.index) for a in legal if isinstance(a, ChoosePlace))
            elif kind == "arrange" and ChooseNoble(i) in legal and self.pending is not None:
                allowed = frozenset({("place", int(self.pending["fixed"]))})
            elif kind == "play" and i == 0 and Collect() in legal:
                allowed = frozenset({("collect",)})
            items.append(DragItem(key, rect, allowed))

        for key, rect in zip(keyed(hand, "hand"), lay.hand, strict=False):
            card = key[1]
            allowed = frozenset()
            if kind in ("play", "endgame") and Play(card) in legal:
                info = self.cat.actions[card]
                english = self.view.get("options", {}).get("interrupt_rule") == "english"
                if info.effect in PLAYER_EFFECTS or (
                    info.effect == "confusion_in_line" and english
                ):
                    seats = [("seat", s) for s in range(len(lay.panels))]
                    allowed = frozenset([("line",), *seats])
                else:
                    allowed = frozenset({("line",), ("seat", self.viewer)})
            elif kind == "discard_own" and ChooseCard(card) in legal:
                allowed = frozenset({("action_discard",)})
            items.append(DragItem(key, rect, allowed))
        self.drag.on_pick = self._on_pick
        self.drag.set_targets(targets)
        self.drag.set_items(items)
        p = self.pending
        if kind == "place" and p is not None and self.drag.active is None:
            # The noble is chosen (picked up, clicked, or named by the card's drop): its
            # places glow until the player puts it somewhere.
            index = int(p["noble_index"])
            if index < len(line_keys):
                self.drag.selected = line_keys[index]
        self._build_buttons()
        self._build_chooser()
        spots: list[tuple[Hashable, pygame.Rect]] = []
        spots += [(("zoom_noble", i), r) for i, r in enumerate(lay.slots)]
        spots += [(("zoom_pile", s), r) for s, r in enumerate(lay.panels)]
        spots += [(("zoom_face_up", s, c), r) for s, c, r in self._face_up_rects()]
        spots.append((("zoom_noble_discard",), lay.noble_discard))
        spots.append((("zoom_action_discard",), lay.action_discard))
        if self.view.get("in_play"):
            spots.append((("zoom_in_play",), lay.in_play))
        spots += [(("zoom_hand", i), r) for i, r in enumerate(lay.hand)]
        spots += [(("zoom_choice", i), c.rect) for i, c in enumerate(self.chooser)]
        self.zoom.set_spots(spots)
        self.zoom.invalidate()

    def _build_buttons(self) -> None:
        self.buttons = []
        kind = self._kind()
        if kind is None:
            return
        line: list[str] = list(self.view.get("line", []))
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
            w = art.text(label, size, True).get_width() + round(28 * unit) + 8
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
        kind = self._kind()
        p = self.pending
        if kind is None or p is None:
            return
        entries: list[tuple[Action, Hashable, Callable[[pygame.Surface], None], str]] = []
        if kind in ("hand_pick", "discard_pick"):
            for act in self.legal:
                if isinstance(act, ChooseCard):
                    fk, painter = self.action_face(act.card)
                    entries.append((act, fk, painter, ""))
        elif kind in ("pile_pick", "deck_pick"):
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
        self.chooser_title = self.t(str(p["prompt"]), **self._params(p.get("prompt_params", {})))
        owner = p.get("owner_seat")
        if isinstance(owner, int):
            self.chooser_title += f" ({self.name(owner)})"
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
        width = n * (cw + pad) + 3 * pad
        height = title_h + ch + label_h + 3 * pad
        panel = pygame.Rect(0, 0, max(width, round(area.width * 0.5)), height)
        panel.center = area.center
        self.chooser_rect = panel
        x = panel.centerx - (n * (cw + pad) - pad) // 2
        for act, fk, painter, label in entries:
            rect = pygame.Rect(x, panel.y + pad + title_h, cw, ch)
            self.chooser.append(Choice(rect, act, fk, painter, label))
            x += cw + pad

    # ------------------------------------------------------------------ events

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._mouse = event.pos
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
            if self.drag.selected is None and self._click_panel(event.pos):
                return True
        if self.drag.handle_event(event):
            return True
        return event.type == pygame.MOUSEMOTION

    def focus_spots(self) -> list[pygame.Rect]:
        spots = [button.rect for button in self.buttons]
        spots += [choice.rect for choice in self.chooser]
        if self.drag.selected is None and self._kind() in ("player", "clown"):
            spots += [
                rect
                for seat, rect in enumerate(self.lay.panels)
                if ChoosePlayer(seat) in self.legal
            ]
        return spots + self.drag.focus_spots()

    def _click_panel(self, pos: tuple[int, int]) -> bool:
        """A click on a player's panel answers "choose a player"."""
        if self._kind() not in ("player", "clown"):
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
        for key, rect in self._positions.items():
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
        what = key[0]
        if what == "zoom_noble":
            line = view.get("line", [])
            return self._noble_zoom(line[key[1]]) if key[1] < len(line) else None
        if what == "zoom_hand":
            hand = view.get("hand", [])
            return self._action_zoom(hand[key[1]]) if key[1] < len(hand) else None
        if what == "zoom_face_up":
            return self._action_zoom(key[2])
        if what == "zoom_in_play":
            cards = view.get("in_play", [])
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
            pile = view.get("piles", [])[seat]
            score = view.get("pile_scores", [0] * (seat + 1))[seat]
            title = self.t(f"{NS}.table.pile_title", name=self.name(seat), points=score)
            lines = [self._noble_line(n) for n in pile] or [self.t(f"{NS}.table.empty")]
            face_up = view.get("face_up", [])[seat]
            if face_up:
                lines.append("")
                lines += [self.card_name(c) for c in face_up]
            return ZoomContent(title, "\n".join(lines))
        if what == "zoom_noble_discard":
            cards = view.get("noble_discard", [])
            body = "\n".join(self._noble_line(n) for n in reversed(cards)) or self.t(
                f"{NS}.table.empty"
            )
            return ZoomContent(self.t(f"{NS}.table.noble_discard_title", count=len(cards)), body)
        if what == "zoom_action_discard":
            cards = view.get("action_discard", [])
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
        info = self.cat.actions[card]
        fk, painter = self.action_face(card)
        body = (
            self.t(f"{NS}.card_text.{card}") + "\n\n" + self.t(f"{NS}.table.timing.{info.timing}")
        )
        return ZoomContent(self.card_name(card), body, ("zoom", fk), painter)

    # ------------------------------------------------------------------ drawing

    def _background(self) -> pygame.Surface:
        """Parchment, scaffold floors and the guillotine's shadow, cached per layout."""
        key = (
            tuple(self.rect),
            tuple(map(tuple, self.lay.floors)),
            tuple(map(tuple, self.lay.panels)),
            self.lay.header.height,
        )
        if self._base is not None and key == self._base_key:
            return self._base
        r = self.rect
        base = pygame.Surface(r.size)
        base.fill(art.PARCHMENT)
        rng_step = max(6, r.width // 90)
        for i, y in enumerate(range(0, r.height, rng_step)):
            shade = art.PARCHMENT if i % 3 else art._mix(art.PARCHMENT, art.PARCHMENT_DARK, 0.35)
            pygame.draw.line(base, shade, (0, y), (r.width, y + rng_step // 2), 1)
        edge = max(6, r.width // 80)
        for k in range(edge):
            colour = art._mix(art.PARCHMENT_DARK, art.PARCHMENT, k / edge)
            pygame.draw.rect(base, colour, base.get_rect().inflate(-k * 2, -k * 2), 1)
        ribbon = pygame.Rect(0, 0, r.width, max(4, self.lay.header.height // 7))
        art.tricolore(base, ribbon, vertical=False)
        origin = (-r.x, -r.y)
        for floor in self.lay.floors:
            art.draw_planks(base, floor.move(origin))
        radius = max(4, round(8 * self.lay.unit))
        for panel in self.lay.panels:
            bg = pygame.Surface(panel.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, (*art.CARD_CREAM, 215), bg.get_rect(), 0, radius)
            base.blit(bg, panel.move(origin))
        self._base = base
        self._base_key = key
        return base

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        surface.blit(self._background(), self.rect)
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        self._draw_header(surface)
        art.draw_guillotine(surface, lay.guillotine, self.anim.number("blade", 0.0))
        self._draw_line(surface)
        for seat in range(len(lay.panels)):
            self._draw_panel(surface, seat)
        self._draw_decks(surface)
        self._draw_prompt(surface)
        self._draw_hand(surface)
        if self.drag.active is not None:
            self.drag.draw_targets(surface)
        self._draw_chooser(surface)
        self.motion.draw(surface)
        blade = self.anim.number("blade", 0.0)
        if blade > 0.0:
            art.draw_blade(surface, lay.guillotine, blade)  # in front of the falling head
        for key in self.drag.floating():
            if isinstance(key, tuple):
                self._draw_item(surface, key, floating=True)
        surface.set_clip(clip)
        self.zoom.draw(surface, self.rect)

    def _draw_header(self, surface: pygame.Surface) -> None:
        lay = self.lay
        h = lay.header
        unit = lay.unit
        size = max(13, round(18 * unit))
        day = int(self.view.get("day", 1) or 1)
        x = h.x + max(6, round(12 * unit))
        label = art.text(self.t(f"{NS}.table.day"), size, True)
        surface.blit(label, (x, h.centery - label.get_height() // 2))
        x += label.get_width() + round(8 * unit)
        radius = max(7, round(h.height * 0.3))
        for d in (1, 2, 3):
            centre = (x + radius, h.centery)
            if d < day:
                pygame.draw.circle(surface, art.WOOD_LIGHT, centre, radius)
            elif d == day:
                pygame.draw.circle(surface, art.ROUGE, centre, radius)
            pygame.draw.circle(surface, art.WOOD_DARK, centre, radius, max(1, radius // 5))
            digit = art.text(
                str(d), max(10, radius * 3 // 2), True, art.BLANC if d <= day else art.WOOD_DARK
            )
            surface.blit(digit, digit.get_rect(center=centre))
            x += radius * 2 + round(6 * unit)
        if self.view.get("turn", {}).get("day_ends"):
            note = art.text(self.t(f"{NS}.table.last_turn_of_day"), size, False, art.ROUGE)
            surface.blit(note, (x + round(10 * unit), h.centery - note.get_height() // 2))
        current = self.view.get("current_seat")
        if self.view.get("over"):
            message = self.t(f"{NS}.table.over")
        elif isinstance(current, int):
            message = self.t(f"{NS}.table.turn_of", name=self.name(current))
        else:
            message = ""
        img = art.text(message, max(14, round(20 * unit)), True)
        surface.blit(img, img.get_rect(midright=(h.right - round(12 * unit), h.centery)))

    def _noble_state(self, index: int, key: Key) -> CardState:
        kind = self._kind()
        state = CardState()
        if (
            self.drag.active is None
            and kind in ("noble", "arrange")
            and ChooseNoble(index) in self.legal
        ):
            state.legal = True
        if self.drag.selected == key:
            state.selected = True
        elif self.lay.slots[index].collidepoint(self._mouse) and self.drag.held is None:
            state.hover = kind in ("noble", "arrange", "place")
        return state

    def _draw_line(self, surface: pygame.Surface) -> None:
        lay = self.lay
        line: list[str] = list(self.view.get("line", []))
        keys = keyed(line, "noble")
        unit = lay.unit
        for i, key in reversed(list(enumerate(keys))):
            slot = lay.slots[i]
            if i > 0:
                floor = next((f for f in lay.floors if f.top >= slot.bottom - 2), None)
                if floor is not None:
                    size = max(10, floor.height * 4 // 5)
                    num = art.text(str(i + 1), size, True, art.PARCHMENT)
                    surface.blit(num, num.get_rect(center=(slot.centerx, floor.centery)))
            if self.drag.is_floating(key):
                continue
            self._draw_item(surface, key)
        p = self.pending
        if self._kind() == "arrange" and p is not None and self.drag.active is None:
            # Opinionated Guards: the place being filled glows until a noble is carried.
            fixed = int(p["fixed"])
            if fixed < len(lay.slots):
                draw_glow(surface, lay.slots[fixed])
        if line:
            front = lay.slots[0]
            text = self.t(f"{NS}.table.next")
            img = art.text(text, max(11, round(15 * unit)), True, art.BLANC)
            ribbon = img.get_rect().inflate(round(14 * unit), round(4 * unit))
            ribbon.center = (front.centerx, front.top)
            ribbon.clamp_ip(self.rect)
            pygame.draw.rect(surface, art.ROUGE, ribbon, 0, max(2, ribbon.height // 3))
            pygame.draw.rect(surface, art.BLANC, ribbon, 1, max(2, ribbon.height // 3))
            surface.blit(img, img.get_rect(center=ribbon.center))
        else:
            last_day = int(self.view.get("day", 1) or 1) >= 3
            message = self.t(f"{NS}.table.{'line_empty_last' if last_day else 'line_empty'}")
            img = art.text(message, max(14, round(20 * unit)), True, art.WOOD)
            surface.blit(img, img.get_rect(center=lay.line_zone.center))

    def _draw_item(self, surface: pygame.Surface, key: Key, floating: bool = False) -> None:
        rect = self._positions.get(key)
        if rect is None:
            return
        shown = self.drag.display_rect(key) if floating else None
        if shown is None:
            x, y = self.anim.point(("pos", key), (float(rect.x), float(rect.y)))
            shown = pygame.Rect(round(x), round(y), rect.width, rect.height)
        if key[0] == "noble":
            fk, painter = self.noble_face(key[1])
            index = self._line_index(key)
            state = self._noble_state(index, key) if index is not None else CardState()
        else:
            fk, painter = self.action_face(key[1])
            state = self._hand_state(key, shown)
        if floating:
            state.selected, state.hover, state.legal = False, True, False
        draw_card(surface, shown, render_face(fk, shown.size, painter), state)

    def _hand_state(self, key: Key, rect: pygame.Rect) -> CardState:
        card = key[1]
        kind = self._kind()
        state = CardState()
        usable = (kind in ("play", "endgame") and Play(card) in self.legal) or (
            kind == "discard_own" and ChooseCard(card) in self.legal
        )
        if self.drag.selected == key:
            state.selected = True
        elif usable and self.drag.active is None:
            state.legal = True
            state.hover = self._hand_hover() == key
        elif self.legal and not usable:
            state.dim = kind in ("play", "endgame", "discard_own")
        return state

    def _hand_hover(self) -> Key | None:
        hand: list[str] = list(self.view.get("hand", [])) if self.viewer is not None else []
        for key, rect in reversed(list(zip(keyed(hand, "hand"), self.lay.hand, strict=False))):
            if rect.collidepoint(self._mouse):
                return key
        return None

    def _draw_hand(self, surface: pygame.Surface) -> None:
        hand: list[str] = list(self.view.get("hand", [])) if self.viewer is not None else []
        hover = self._hand_hover()
        keys = keyed(hand, "hand")
        for key in keys:
            if key != hover and not self.drag.is_floating(key):
                self._draw_item(surface, key)
        if hover is not None and not self.drag.is_floating(hover):
            self._draw_item(surface, hover)
        if self.viewer is None:
            return
        if not hand:
            unit = self.lay.unit
            img = art.text(
                self.t(f"{NS}.table.no_cards"), max(12, round(16 * unit)), False, art.WOOD
            )
            area = pygame.Rect(
                self.lay.in_play.right,
                self.lay.in_play.y,
                self.lay.action_deck.x - self.lay.in_play.right,
                self.lay.in_play.height,
            )
            surface.blit(img, img.get_rect(center=area.center))

    def _face_up_rects(self) -> list[tuple[int, str, pygame.Rect]]:
        return self._face_up

    def _place_face_up(self) -> list[tuple[int, str, pygame.Rect]]:
        out = []
        unit = self.lay.unit
        tag_h = max(16, round(22 * unit))
        for seat, panel in enumerate(self.lay.panels):
            cards = list(self.view.get("face_up", [[]] * len(self.lay.panels))[seat])
            if not cards:
                continue
            pad = max(3, round(6 * unit))
            y = panel.y + self._panel_header_h() + pad
            per_row = max(1, (panel.width - pad) // max(60, round(110 * unit)))
            w = (panel.width - pad * (per_row + 1)) // per_row
            for i, card in enumerate(cards):
                row, col = divmod(i, per_row)
                out.append(
                    (
                        seat,
                        card,
                        pygame.Rect(
                            panel.x + pad + col * (w + pad), y + row * (tag_h + 2), w, tag_h
                        ),
                    )
                )
        return out

    def _panel_header_h(self) -> int:
        return max(22, round(34 * self.lay.unit))

    def _draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        view = self.view
        panel = self.lay.panels[seat]
        unit = self.lay.unit
        pad = max(3, round(6 * unit))
        current = view.get("current_seat") == seat
        acting = view.get("to_act") == seat
        border = art.GOLD if current else art.WOOD
        pygame.draw.rect(
            surface,
            border,
            panel,
            max(2, round((4 if current else 2) * unit)),
            max(4, round(8 * unit)),
        )
        if self._kind() in ("player", "clown") and ChoosePlayer(seat) in self.legal:
            draw_glow(surface, panel, panel.collidepoint(self._mouse))
        head_h = self._panel_header_h()
        head = pygame.Rect(
            panel.x + pad, panel.y + pad // 2, panel.width - 2 * pad, head_h - pad // 2
        )
        score = view.get("pile_scores", [0] * (seat + 1))[seat]
        score_img = art.text(
            str(score), max(16, round(26 * unit)), True, art.ROUGE if score < 0 else art.INK
        )
        score_rect = score_img.get_rect(midright=(head.right, head.centery))
        surface.blit(score_img, score_rect)
        x = head.x
        if current:
            tri = max(5, round(8 * unit))
            cy = head.centery
            pygame.draw.polygon(surface, art.ROUGE, [(x, cy - tri), (x + tri, cy), (x, cy + tri)])
            x += tri + pad
        name = self.name(seat)
        name_size = max(12, round(17 * unit))
        hand_size = view.get("hand_sizes", [0] * (seat + 1))[seat]
        hand_img = art.text(f"{hand_size}", max(10, round(14 * unit)), True, art.BLANC)
        icon = pygame.Rect(0, 0, max(10, round(14 * unit)), max(14, round(20 * unit)))
        icon.midright = (score_rect.x - pad * 2, head.centery)
        art.tricolore(surface, icon)
        pygame.draw.rect(surface, art.WOOD_DARK, icon, 1, 2)
        badge = hand_img.get_rect(center=(icon.right, icon.bottom))
        pygame.draw.circle(
            surface, art.WOOD_DARK, badge.center, max(badge.width, badge.height) // 2 + 2
        )
        surface.blit(hand_img, badge)
        room = icon.x - pad - x
        label = art.text(name, name_size, True)
        if label.get_width() > room > 10:
            label = label.subsurface((0, 0, room, label.get_height()))
        if room > 10:
            surface.blit(label, (x, head.centery - label.get_height() // 2))
        flags = []
        if view.get("rush_job", [False] * (seat + 1))[seat]:
            flags.append(self.card_name("rush_job"))
        if view.get("marked", [False] * (seat + 1))[seat]:
            flags.append(self.card_name("confusion_in_line"))
        if acting and not current:
            flags.append(self.t(f"{NS}.table.deciding"))
        y = panel.y + head_h
        # Flags ride on the panel's top edge as red tabs, clear of names and piles.
        x = panel.right - pad * 2
        for flag in reversed(flags):
            img = art.text(flag, max(10, round(12 * unit)), True, art.BLANC)
            tab = img.get_rect().inflate(pad * 2, 2)
            tab.midright = (x, panel.y)
            tab.left = max(tab.left, panel.left + pad)
            pygame.draw.rect(surface, art.ROUGE, tab, 0, max(2, tab.height // 3))
            surface.blit(img, img.get_rect(center=tab.center))
            x = tab.left - pad
        tags = [r for s, _c, r in self._face_up_rects() if s == seat]
        for s, card, rect in self._face_up_rects():
            if s != seat:
                continue
            self._draw_face_up_tag(surface, card, rect)
        if tags:
            y = max(r.bottom for r in tags) + pad
        else:
            y += pad // 2
        self._draw_pile(
            surface,
            seat,
            pygame.Rect(panel.x + pad, y, panel.width - 2 * pad, panel.bottom - pad - y),
        )

    def _draw_face_up_tag(self, surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        art.draw_card_tag(surface, rect, self.card_name(card))

    def _draw_pile(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The score pile as readable strips: colour badge with symbol, value, name."""
        pile: list[str] = list(self.view.get("piles", [[]] * (seat + 1))[seat])
        arriving = self.motion.arriving.get(seat, 0)
        if arriving:
            pile = pile[: max(0, len(pile) - arriving)]
        unit = self.lay.unit
        strip_h = max(14, round(19 * unit))
        if area.height < strip_h:
            return
        cols = max(1, area.width // max(90, round(130 * unit)))
        rows = max(1, area.height // (strip_h + 1))
        capacity = cols * rows
        shown = pile
        more = 0
        if len(pile) > capacity:
            more = len(pile) - (capacity - 1)
            shown = pile[-(capacity - 1) :] if capacity > 1 else []
        w = (area.width - (cols - 1) * 3) // cols
        last = self.view.get("last_collected", [None] * (seat + 1))[seat]
        cells = ([None] if more else []) + list(shown)
        for i, noble in enumerate(cells):
            col, row = divmod(i, rows)
            rect = pygame.Rect(area.x + col * (w + 3), area.y + row * (strip_h + 1), w, strip_h)
            if noble is None:
                img = art.text(
                    self.t(f"{NS}.table.more", count=more),
                    max(10, strip_h * 2 // 3),
                    True,
                    art.WOOD,
                )
                surface.blit(img, (rect.x + 2, rect.centery - img.get_height() // 2))
                continue
            self._draw_strip(surface, noble, rect, last == noble and i == len(cells) - 1)
        if not pile:
            img = art.text(
                self.t(f"{NS}.table.no_nobles"), max(10, strip_h * 2 // 3), False, art.WOOD_LIGHT
            )
            surface.blit(img, (area.x + 2, area.y + 2))

    def _draw_strip(
        self, surface: pygame.Surface, noble: str, rect: pygame.Rect, last: bool
    ) -> None:
        info = self.cat.nobles[noble]
        name = self.card_name(noble)
        art.draw_noble_strip(
            surface, rect, info.colour, info.points, name, last, self.ctx.colourblind
        )

    def _draw_decks(self, surface: pygame.Surface) -> None:
        lay = self.lay
        view = self.view
        unit = lay.unit
        size = max(10, round(13 * unit))
        discard_target = ("action_discard",) in self.drag.lit_targets()
        decks = [
            (lay.noble_deck, "noble_deck", int(view.get("noble_deck", 0) or 0), None),
            (lay.noble_discard, "noble_discard", len(view.get("noble_discard", [])), "noble"),
            (lay.action_deck, "action_deck", int(view.get("action_deck", 0) or 0), None),
            (lay.action_discard, "action_discard", len(view.get("action_discard", [])), "action"),
        ]
        for rect, label_key, count, top_kind in decks:
            label = art.text(self.t(f"{NS}.table.deck.{label_key}"), size, True, art.WOOD_DARK)
            if label.get_width() > rect.width + 20:
                label = pygame.transform.smoothscale(
                    label,
                    (
                        rect.width + 20,
                        max(1, label.get_height() * (rect.width + 20) // label.get_width()),
                    ),
                )
            depth = min(4, 1 + count // 12) if top_kind is None and count else 0
            surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 2 - depth * 2)))
            if count == 0:
                pygame.draw.rect(surface, art.PARCHMENT_DARK, rect, 2, max(3, rect.width // 12))
            elif top_kind is None:
                back = art.noble_back if label_key == "noble_deck" else art.action_back
                for k in range(depth, 0, -1):
                    draw_card(
                        surface,
                        rect.move(k * 2, -k * 2),
                        render_face(("back", label_key), rect.size, back),
                    )
                draw_card(surface, rect, render_face(("back", label_key), rect.size, back))
            else:
                top = view.get(label_key, [])[-1]
                fk, painter = self.noble_face(top) if top_kind == "noble" else self.action_face(top)
                draw_card(surface, rect, render_face(fk, rect.size, painter))
            if count:
                badge = art.text(str(count), max(11, round(14 * unit)), True, art.BLANC)
                spot = badge.get_rect(center=(rect.right - 2, rect.bottom - 2))
                pygame.draw.circle(
                    surface, art.WOOD_DARK, spot.center, max(spot.width, spot.height) // 2 + 3
                )
                surface.blit(badge, spot)
            if label_key == "action_discard" and discard_target:
                draw_glow(surface, rect, self.drag.hot_target() == ("action_discard",))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        lay = self.lay
        unit = lay.unit
        view = self.view
        p = self.pending
        cards = view.get("in_play", [])
        if cards:
            fk, painter = self.action_face(cards[-1])
            draw_card(surface, lay.in_play, render_face(fk, lay.in_play.size, painter))
            label = art.text(
                self.t(f"{NS}.table.in_play"), max(10, round(13 * unit)), True, art.WOOD_DARK
            )
            surface.blit(label, label.get_rect(midbottom=(lay.in_play.centerx, lay.in_play.y - 2)))
        if p is None:
            return
        if self.legal:
            message = self.t(str(p["prompt"]), **self._params(p.get("prompt_params", {})))
        else:
            message = self.t(f"{NS}.prompt.waiting", seat=self.name(int(p["seat"])))
        box = lay.prompt
        bar = pygame.Surface(box.size, pygame.SRCALPHA)
        alpha = 235 if self.legal else 150
        pygame.draw.rect(bar, (*art.WOOD_DARK, alpha), bar.get_rect(), 0, max(4, box.height // 4))
        surface.blit(bar, box)
        if self.legal:
            stripe = pygame.Rect(box.x, box.y, max(6, round(8 * unit)), box.height)
            art.tricolore(surface, stripe)
        size = max(12, round(17 * unit))
        room = (
            (min(b.rect.x for b in self.buttons) if self.buttons else box.right)
            - box.x
            - round(24 * unit)
        )
        area = pygame.Rect(box.x + round(16 * unit), box.y, max(20, room), box.height)
        wrapped = wrap_text(message, font(size, True), area.width)
        if len(wrapped) > 1:
            size = max(10, size * 4 // 5)
            wrapped = wrap_text(message, font(size, True), area.width)
        line_h = font(size, True).get_linesize()
        y = area.centery - line_h * min(2, len(wrapped)) // 2
        for text in wrapped[:2]:
            surface.blit(art.text(text, size, True, art.PARCHMENT), (area.x, y))
            y += line_h
        hovered = hit(self.buttons, self._mouse)
        for button in self.buttons:
            button.draw(surface, hover=button is hovered)

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        if self.chooser_rect is None:
            return
        unit = self.lay.unit
        veil = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        veil.fill((30, 20, 10, 90))
        surface.blit(veil, self.rect)
        panel = self.chooser_rect
        pygame.draw.rect(surface, art.PARCHMENT, panel, 0, max(6, round(10 * unit)))
        pygame.draw.rect(
            surface, art.WOOD_DARK, panel, max(2, round(3 * unit)), max(6, round(10 * unit))
        )
        art.tricolore(
            surface,
            pygame.Rect(panel.x, panel.y, panel.width, max(4, round(6 * unit))).clip(panel),
            vertical=False,
        )
        pad = max(6, round(12 * unit))
        size = max(12, round(18 * unit))
        art.draw_text_block(
            surface,
            self.chooser_title,
            pygame.Rect(panel.x + pad, panel.y + pad, panel.width - 2 * pad, size * 2),
            size,
            True,
        )
        for choice in self.chooser:
            rect = choice.rect
            hover = rect.collidepoint(self._mouse)
            face = render_face(choice.face_key, rect.size, choice.painter)
            draw_card(surface, rect, face, CardState(hover=hover, legal=True))
            if choice.label:
                img = art.text(choice.label, max(10, round(14 * unit)), True)
                surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 2)))


TABLE = GuillotineTable
