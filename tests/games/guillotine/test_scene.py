"""The Guillotine table, headless, driven by real pygame mouse events.

The shared host in ``tests/tables.py`` does what the app's table host does: it applies what
the table submits to a real state, then calls ``on_events`` and ``show`` with the new view and
legal actions.
"""

from __future__ import annotations

import os
import random
from typing import Any, get_args

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.engine import Action
from parlour.games.guillotine import art, paint
from parlour.games.guillotine.actions import (
    ChooseCard,
    ChooseNoble,
    ChoosePlace,
    ChoosePlayer,
    Collect,
    Done,
    Interrupt,
    Pass,
    Play,
)
from parlour.games.guillotine.decisions import AskKind
from parlour.games.guillotine.layout import STRIP, compute_layout
from parlour.games.guillotine.motion import keyed
from parlour.games.guillotine.rules import GuillotineState
from parlour.games.guillotine.scene import TABLE, GuillotineTable
from parlour.ui import fonts, i18n, text_marks
from parlour.ui.event_text import format_event
from parlour.ui.text import text_image
from parlour.ui.widgets.zoom import zoom_card_size
from tests.games.guillotine.helpers import game, make_state
from tests.tables import TableHost, click, down, drag, move, up

LINE = (
    "duke",
    "baron",
    "regent",
    "cardinal",
    "mayor",
    "heretic",
    "bishop",
    "colonel",
    "sheriff",
    "martyr",
    "governor",
    "count",
)


class Host(TableHost[GuillotineTable]):
    """The shared test host around the Guillotine table."""

    def __init__(self, state: GuillotineState, viewer: int | None = 0, **options: Any) -> None:
        super().__init__(TABLE, game(), state, viewer, **options)


def _frame(table: GuillotineTable) -> paint.GuillotineFrame:
    """What the table draws now (it has been shown a view)."""
    frame = table.frame()
    assert frame is not None
    return frame


def hand_rect(host: Host, card: str) -> pygame.Rect:
    return host.table.lay.hand[host.state.view(0)["hand"].index(card)]


def empty_line_point(host: Host | GuillotineTable) -> tuple[int, int]:
    """A point in the line area that is not on a noble."""
    table = host.table if isinstance(host, Host) else host
    zone = table.lay.line_zone
    for y in range(zone.y + 2, zone.bottom, 5):
        for x in range(zone.right - 3, zone.x, -7):
            if not any(r.collidepoint(x, y) for r in table.lay.slots):
                return (x, y)
    raise AssertionError("no free point")


pytestmark = pytest.mark.usefixtures("scene_pygame")


def l_idiot_state() -> GuillotineState:
    return make_state(3, line=LINE, hands=[["l_idiot", "stumble"], ["rush_job"], []])


def test_playing_a_card_by_drag_then_dragging_the_noble_to_a_legal_place() -> None:
    host = Host(l_idiot_state())
    drag(host, hand_rect(host, "l_idiot").center, empty_line_point(host))
    assert host.submitted == [Play("l_idiot")]
    assert host.state.view(0)["pending"]["kind"] == "noble"

    mayor = host.table.lay.slots[4].center
    host.feed(down(mayor), move((mayor[0] + 10, mayor[1] - 10)))
    assert host.submitted[-1] == ChooseNoble(4), "picking the noble up chooses it"
    assert host.table.drag.lit_targets() == {("place", 2), ("place", 3)}, "up to 2 forward"
    target = host.table.lay.slots[2].center
    host.feed(move(target))
    assert host.table.drag.hot_target() == ("place", 2)
    host.frame()
    host.feed(up(target))
    assert host.submitted[-1] == ChoosePlace(2)
    assert host.state.piles[0] == ["duke"], "then the turn goes on: the duke falls"
    assert host.state.line[:3] == ["baron", "mayor", "regent"]
    host.settle()
    host.frame()


def test_a_noble_dropped_on_an_illegal_place_submits_nothing_and_glides_back() -> None:
    host = Host(l_idiot_state())
    click(host, hand_rect(host, "l_idiot").center)
    click(host, empty_line_point(host))
    assert host.submitted == [Play("l_idiot")], "click a card, then the line: played"
    click(host, host.table.lay.slots[4].center)
    assert host.submitted[-1] == ChooseNoble(4), "clicking a noble chooses it too"
    count = len(host.submitted)

    home = host.table.lay.slots[4]
    front = host.table.lay.slots[0].center
    drag(host, home.center, front)
    assert len(host.submitted) == count, "the front is not a legal place"
    assert host.state.pending.kind == "place"
    key = ("noble", "mayor", 0)
    assert host.table.drag.is_floating(key)
    host.settle()
    assert host.table.drag.display_rect(key) == home
    assert not host.table.drag.is_floating(key)


def test_click_select_place_alternative() -> None:
    """A click on a place the noble may not go let the chosen noble go without a word:
    "choose the noble's new place" then stood over a line with nothing lit."""
    host = Host(l_idiot_state())
    click(host, hand_rect(host, "l_idiot").center)
    click(host, empty_line_point(host))
    click(host, host.table.lay.slots[5].center)
    heretic = ("noble", "heretic", 0)
    assert host.table.drag.selected == heretic
    for miss in (host.table.lay.slots[0].center, host.table.lay.slots[8].center):
        click(host, miss)
        assert host.submitted[-1] == ChooseNoble(5), "an illegal place does nothing"
        assert host.table.drag.selected == heretic, "the chosen noble stays chosen"
        assert host.table.drag.lit_targets() == {("place", 3), ("place", 4)}
        assert host.table.note == host.table.t("guillotine.table.place_lit")
    click(host, host.table.lay.slots[5].center)
    assert host.table.drag.selected == heretic, "clicking it again does not let it go"
    host.feed((pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": "\x1b"}))
    assert host.table.drag.selected is None, "Escape lets it go (a second one: the menu)"
    click(host, host.table.lay.slots[3].center)
    assert host.submitted[-1] == ChoosePlace(3)
    assert host.state.line[2] == "heretic", "moved to place 3 (index 2 once the duke fell)"


def test_a_card_dropped_on_a_player_chooses_that_player() -> None:
    state = make_state(3, line=LINE, hands=[["rush_job"], ["trip"], ["trip"]])
    host = Host(state)
    drag(host, hand_rect(host, "rush_job").center, host.table.lay.panels[2].center)
    assert host.submitted == [Play("rush_job"), ChoosePlayer(2)]
    assert host.state.rush[2]


def test_a_player_the_card_cannot_choose_leaves_the_choice_open() -> None:
    host = Host(make_state(3, line=LINE, hands=[["after_you"], ["trip"], ["trip"]]))
    drag(host, hand_rect(host, "after_you").center, host.table.lay.panels[0].center)
    host.table.update(1 / 60)
    assert host.submitted == [Play("after_you")], "After You cannot go to yourself"
    assert host.state.pending.kind == "player"
    assert {b.label for b in host.table.buttons} == {"Player 2", "Player 3"}
    click(host, next(b for b in host.table.buttons if b.label == "Player 3").rect.center)
    assert host.submitted[-1] == ChoosePlayer(2)
    assert host.state.piles[2] == ["duke"]


def test_player_buttons_and_panels_answer_choose_a_player() -> None:
    state = make_state(3, line=LINE, hands=[["rush_job"], ["trip"], ["trip"]])
    host = Host(state)
    click(host, hand_rect(host, "rush_job").center)
    click(host, empty_line_point(host))
    assert host.state.pending.kind == "player"
    host.table.update(1 / 60)
    assert len(host.submitted) == 1, "a drop on the line chooses no player"
    labels = {b.label: b for b in host.table.buttons}
    assert set(labels) == {"Player 1", "Player 2", "Player 3"}
    click(host, host.table.lay.panels[1].center)
    assert host.submitted[-1] == ChoosePlayer(1)


def test_collect_by_button_and_by_dragging_the_front_noble_home() -> None:
    host = Host(make_state(3, line=LINE, hands=[["stumble"], ["stumble"], []]))
    collect = next(b for b in host.table.buttons if b.key == Collect())
    assert "Duke" in collect.label
    click(host, collect.rect.center)
    assert host.submitted == [Collect()]
    assert host.state.piles[0] == ["duke"]
    assert host.table.motion.flights, "the duke flies to the pile"
    host.frame()
    host.settle()
    assert not host.table.motion.flights
    host.frame()

    host.viewer = 1
    host.sync()
    front = host.table.lay.slots[0].center
    drag(host, front, host.table.lay.panels[2].center)
    assert host.submitted == [Collect()], "not onto somebody else's pile"
    host.settle()
    drag(host, front, host.table.lay.panels[1].center)
    assert host.submitted[-1] == Collect()
    assert host.state.piles[1] == ["baron"]


def test_opinionated_guards_reorder_by_dragging() -> None:
    host = Host(make_state(3, line=LINE, hands=[["opinionated_guards"], [], []]))
    drag(host, hand_rect(host, "opinionated_guards").center, empty_line_point(host))
    assert host.state.pending.kind == "arrange"
    drag(host, host.table.lay.slots[3].center, host.table.lay.slots[0].center)
    assert host.submitted[-1] == ChooseNoble(3)
    assert host.state.line[:4] == ["cardinal", "duke", "baron", "regent"]
    drag(host, host.table.lay.slots[2].center, host.table.lay.slots[3].center)
    assert host.submitted[-1] == ChooseNoble(3), "only place 2 takes a noble now"


def test_only_the_viewers_hand_is_face_up() -> None:
    host = Host(l_idiot_state(), viewer=None)
    assert host.table.lay.hand == []
    assert not host.table.buttons
    host.frame()
    host.viewer = 1
    host.sync()
    assert len(host.table.lay.hand) == 1, "seat 1 sees its own single card"
    assert host.table.buttons == [], "but may not act now"
    host.frame()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (758, 640)])
def test_renders_every_kind_of_moment(size) -> None:
    """A random game at this size: every view drawn, animations stepped, no error."""
    state = game().new_state(4, seed=11)
    host = Host(state, size=size, speed=0.5)
    rng = random.Random(3)
    kinds = set()
    for _ in range(220):
        if state.is_over():
            break
        host.viewer = state.to_act()
        host.sync()
        kinds.add(state.pending.kind)
        host.frame()
        host.submit(rng.choice(state.legal_actions()))
        host.frame()
    host.frame()
    assert {"play", "noble"} <= kinds


def test_discarding_by_dragging_onto_the_discard_pile() -> None:
    line = ("innocent_victim", *LINE[1:])
    host = Host(make_state(3, line=line, hands=[["trip", "stumble"], ["trip"], ["stumble"]]))
    click(host, next(b for b in host.table.buttons if b.key == Collect()).rect.center)
    assert host.state.pending.kind == "discard_own"
    drag(host, hand_rect(host, "stumble").center, host.table.lay.noble_deck.center)
    assert host.submitted == [Collect()], "only the action discard pile takes it"
    host.settle()
    drag(host, hand_rect(host, "stumble").center, host.table.lay.action_discard.center)
    assert host.submitted[-1] == ChooseCard("stumble")
    assert host.state.action_discard[-1] == "stumble"


def test_warte_mal_is_asked_with_buttons() -> None:
    state = make_state(3, line=LINE, hands=[["trip"], ["confusion_in_line"], ["trip"]])
    host = Host(state, viewer=1)
    assert host.table.buttons == []
    host.viewer = 0
    host.sync()
    click(host, next(b for b in host.table.buttons if b.key == Collect()).rect.center)
    assert host.state.pending.kind == "interrupt"
    host.viewer = 1
    host.sync()
    labels = {b.key: b for b in host.table.buttons}
    assert set(labels) == {Interrupt(), Pass()}
    click(host, labels[Interrupt()].rect.center)
    assert host.submitted[-1] == Interrupt()
    host.frame()


def test_warte_mal_may_be_played_by_dropping_the_card_itself_on_the_line() -> None:
    """Asked whether to call Warte mal, its holder dragged the card to the line, the way
    every other card is played, and it only glided back."""
    state = make_state(3, line=LINE, hands=[["trip"], ["confusion_in_line", "stumble"], []])
    host = Host(state, viewer=0)
    click(host, next(b for b in host.table.buttons if b.key == Collect()).rect.center)
    assert host.state.pending.kind == "interrupt"
    host.viewer = 1
    host.sync()
    table = host.table
    card = table.lay.hand[host.state.view(1)["hand"].index("confusion_in_line")]
    drag(host, (card.x + 10, card.centery), empty_line_point(host))
    assert host.submitted[-1] == Interrupt()
    assert host.state.action_discard[-1] == "confusion_in_line"
    assert table.note is None


def test_a_card_dropped_on_a_noble_chooses_that_noble() -> None:
    host = Host(l_idiot_state())
    drag(host, hand_rect(host, "l_idiot").center, host.table.lay.slots[4].center)
    assert host.submitted == [Play("l_idiot"), ChooseNoble(4)]
    assert host.table.drag.selected == ("noble", "mayor", 0)
    assert host.table.drag.lit_targets() == {("place", 2), ("place", 3)}
    click(host, host.table.lay.slots[3].center)
    assert host.submitted[-1] == ChoosePlace(3)


def test_colour_blind_aid_adds_a_texture_to_each_colour() -> None:
    from parlour.ui.widgets.card import render_face

    plain = Host(l_idiot_state()).table
    aided = Host(l_idiot_state(), colourblind=True).table
    faces = []
    for table in (plain, aided):
        key, painter = table.noble_face("duke")
        faces.append(render_face(key, (100, 140), painter))
    band = [(x, y) for x in range(30, 70) for y in range(8, 30)]
    assert any(faces[0].get_at(p) != faces[1].get_at(p) for p in band)


@pytest.mark.parametrize("size", [(758, 640), (1024, 640), (1280, 800), (1470, 1080), (3840, 2160)])
def test_layout_fits_from_the_smallest_window_to_4k(size) -> None:
    from parlour.games.guillotine.layout import compute_layout

    table = pygame.Rect((0, 0), size)
    for players in (2, 3, 5):
        for line, hand in ((12, 5), (18, 12), (0, 0)):
            lay = compute_layout(table, players, line, hand)
            rects = [lay.header, lay.line_zone, lay.prompt, *lay.slots, *lay.panels, *lay.hand]
            rects += [lay.noble_deck, lay.noble_discard, lay.action_deck, lay.action_discard]
            assert all(table.contains(r) for r in rects), (size, players, line, hand)
            assert lay.line_zone.bottom <= min(p.top for p in lay.panels)
            assert max(p.bottom for p in lay.panels) <= lay.prompt.top
            assert all(lay.prompt.bottom <= h.top for h in lay.hand)
            boxes = [*lay.panels, lay.noble_deck]
            assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
            if line:
                front, rest = lay.slots[0], lay.slots[1:]
                assert all(front.height > s.height for s in rest), "the next to fall stands out"
                assert min(s.height for s in rest) >= 0.11 * size[1], "readable nobles"
                assert lay.guillotine.left < front.centerx < lay.guillotine.right, "in it"
                assert front.bottom <= lay.guillotine.bottom
            if line <= 12:
                assert not any(
                    a.colliderect(b) for i, a in enumerate(lay.slots) for b in lay.slots[i + 1 :]
                )
            if hand > 1:
                step = lay.hand[1].x - lay.hand[0].x
                assert step >= STRIP * lay.hand[0].width - 1, "a strip of every card shows"


def perform(host: Host, act: Action) -> None:
    """Carry out ``act`` the way a player would: with the mouse, on the table."""
    table = host.table
    lay = table.lay
    kind = host.state.pending.kind
    buttons = {b.key: b for b in table.buttons}
    chooser = {c.action: c for c in table.chooser}
    hand = host.state.view(host.viewer)["hand"]
    if act in buttons:
        click(host, buttons[act].rect.center)
    elif act in chooser:
        click(host, chooser[act].rect.center)
    elif isinstance(act, Play):
        drag(host, lay.hand[hand.index(act.card)].center, empty_line_point(host))
    elif isinstance(act, ChooseCard) and kind == "discard_own":
        drag(host, lay.hand[hand.index(act.card)].center, lay.action_discard.center)
    elif isinstance(act, ChooseNoble) and kind == "noble":
        click(host, lay.slots[act.index].center)
    elif isinstance(act, ChooseNoble) and kind == "arrange":
        drag(host, lay.slots[act.index].center, lay.slots[host.state.pending.fixed].center)
    elif isinstance(act, ChoosePlace):
        noble = lay.slots[host.state.pending.noble_index]
        drag(host, noble.center, lay.slots[act.index].center)
    elif isinstance(act, ChoosePlayer):
        click(host, lay.panels[act.seat].center)
    else:
        raise AssertionError(f"no gesture for {act!r} at {kind!r}")


EVERY_KIND = set(get_args(AskKind))


def test_every_decision_can_be_made_with_the_mouse() -> None:
    """Whole random games, until every kind of decision has come up (two games do it
    today; twelve did in a trial), where every human choice goes through mouse events."""
    kinds: set[str] = set()
    for seed in range(4, 16):
        state = game().new_state(2 + seed % 4, seed=seed)
        host = Host(state, size=(1024, 640), speed=0.0)
        rng = random.Random(seed)
        for _ in range(2000):
            if state.is_over():
                break
            host.viewer = state.to_act()
            host.sync()
            act = rng.choice(state.legal_actions())
            kinds.add(state.pending.kind)
            before = len(host.submitted)
            perform(host, act)
            # A Warte mal question the next player can only pass is passed at once.
            done, forced = host.submitted[before : before + 1], host.submitted[before + 1 :]
            assert done == [act] and set(forced) <= {Pass()}, (seed, state.pending, act)
            host.settle()
        assert state.is_over()
        if kinds == EVERY_KIND:
            break
    assert kinds == EVERY_KIND


def test_the_table_plays_in_the_real_app(tmp_path) -> None:
    """The real host with the real table: drag a card onto the line, pick a noble up and
    put it down, collect by button; the bots answer; the game goes on."""
    from parlour.saves.session import Seat, Session
    from parlour.ui.scenes.table import TableScene
    from tests.fakes.driver import frames, make_app

    app = make_app(tmp_path, size=(1024, 640))
    try:
        session = Session.start("guillotine", [Seat("Ada"), Seat("Bot", "easy")], seed=8)
        state = session.state
        state.hands[0] = ["l_idiot", *state.hands[0][1:]]
        scene = TableScene(app, session)
        app.scenes.switch(scene)
        frames(app, 3)
        table = scene.table
        assert isinstance(table, GuillotineTable)

        def gesture(start, end) -> None:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
            for t in (0.2, 0.6, 1.0):
                pos = (
                    round(start[0] + (end[0] - start[0]) * t),
                    round(start[1] + (end[1] - start[1]) * t),
                )
                pygame.event.post(
                    pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
                )
                frames(app, 1)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
            frames(app, 3)

        card = table.lay.hand[session.state.view(0)["hand"].index("l_idiot")]
        gesture(card.center, empty_line_point(table))
        assert session.history == [Play("l_idiot")]
        index = next(a.index for a in session.state.legal_actions() if a.index >= 2)
        place = index - 1  # one place forward is always among "up to 2"
        gesture(table.lay.slots[index].center, table.lay.slots[place].center)
        assert session.history[1:3] == [ChooseNoble(index), ChoosePlace(place)]
        # Then everyone who might hold Warte mal is asked; Ada, who does not, passes at once.
        assert session.history[3:] in ([], [Pass()])

        def ada_plays() -> bool:
            pending = session.state.pending
            return pending is not None and pending.kind == "play" and pending.seat == 0

        for _ in range(600):
            frames(app, 1)
            if ada_plays():
                break
        assert ada_plays(), "the bot played its turn"
        before = len(session.history)
        collect = next(b for b in table.buttons if b.key == Collect())
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=collect.rect.center, button=1)
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=collect.rect.center, button=1)
        )
        frames(app, 3)
        assert session.history[before] == Collect()
    finally:
        pygame.quit()
        fonts.font.cache_clear()


def _real_table(
    tmp_path, hand: list[str] | None = None, seed: int = 8
) -> tuple[Any, Any, GuillotineTable]:
    """The real app with the Guillotine table, Ada (seat 0) against a bot; ``hand`` replaces
    Ada's (a game that is never replayed: undo needs the dealt hand)."""
    from parlour.saves.session import Seat, Session
    from parlour.ui.scenes.table import TableScene
    from tests.fakes.driver import frames, make_app

    app = make_app(tmp_path, size=(1280, 800))
    session = Session.start("guillotine", [Seat("Ada"), Seat("Bot", "easy")], seed=seed)
    if hand is not None:
        session.state.hands[0] = list(hand)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    table = scene.table
    assert isinstance(table, GuillotineTable)
    return app, scene, table


def _post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, attrs))


def _pick_up_first_card(app: Any, table: GuillotineTable) -> None:
    """Press on the first hand card (L'Idiot) and move far enough to carry it."""
    from tests.fakes.driver import frames

    start = table.lay.hand[0].center
    _post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    _post(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 60), rel=(0, 0), buttons=(1, 0, 0))
    frames(app, 2)
    assert table.drag.held == ("hand", "l_idiot", 0)


def test_escape_in_the_real_app_ends_a_drag_before_it_opens_the_menu(tmp_path) -> None:
    """Esc went straight to the menu, which swallowed the release: after Resume the card
    hung on the cursor with the drop places lit."""
    from tests.fakes.driver import frames, key

    app, scene, table = _real_table(tmp_path, ["l_idiot", "stumble"])
    try:
        _pick_up_first_card(app, table)
        key(app, pygame.K_ESCAPE)
        assert table.drag.held is None and table.drag.lit_targets() == frozenset()
        assert not scene.menu.is_open, "the first Esc ends the drag"
        _post(pygame.MOUSEBUTTONUP, pos=empty_line_point(table), button=1)
        frames(app, 30)
        assert scene.session.history == [], "the release afterwards plays nothing"
        assert not table.drag.is_floating(("hand", "l_idiot", 0)), "home again"
        key(app, pygame.K_ESCAPE)
        assert scene.menu.is_open, "with nothing in hand, Esc opens the menu"
    finally:
        pygame.quit()
        fonts.font.cache_clear()


def test_a_chosen_noble_is_lowered_again_by_undo(tmp_path) -> None:
    """Choosing a noble raises and outlines it; Ctrl+Z takes the choice back, and the
    noble used to stay raised and outlined."""
    from tests.fakes.driver import frames

    app, scene, table = _real_table(tmp_path, seed=4)  # Ada is dealt L'Idiot
    try:
        card = table.lay.hand[scene.session.state.hands[0].index("l_idiot")].center
        _post(pygame.MOUSEBUTTONDOWN, pos=card, button=1)
        _post(pygame.MOUSEBUTTONUP, pos=card, button=1)
        frames(app, 2)
        spot = empty_line_point(table)
        _post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
        _post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
        frames(app, 2)
        assert scene.session.history == [Play("l_idiot")]
        noble = table.lay.slots[4].center
        _post(pygame.MOUSEMOTION, pos=noble, rel=(0, 0), buttons=(0, 0, 0))
        _post(pygame.MOUSEBUTTONDOWN, pos=noble, button=1)
        _post(pygame.MOUSEBUTTONUP, pos=noble, button=1)
        frames(app, 2)
        assert scene.session.history[-1] == ChooseNoble(4)
        key = table.drag.selected
        assert key is not None and paint._noble_state(_frame(table), 4, key).selected
        _post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
        frames(app, 2)
        assert scene.session.history == [Play("l_idiot")], "the choice is taken back"
        assert table.drag.selected is None
        assert not paint._noble_state(_frame(table), 4, key).selected, "lowered again"
    finally:
        pygame.quit()
        fonts.font.cache_clear()


#: The table's part of a 1280×800 window (the sidebar takes the rest), where every text a
#: player needs must be at least 12 px.
TABLE_AT_1280 = (948, 800)
#: Cards with long names in English or German, for the hands that crowd the table most.
LONG_NAMES = (
    "foreign_support",
    "let_them_eat_cake",
    "military_support",
    "information_exchange",
    "scarlet_pimpernel",
    "tis_a_far_better_thing",
    "lack_of_support",
    "rain_delay",
    "friend_of_the_queen",
    "church_support",
)


def _action_layout(table: GuillotineTable, card: str, size, strip) -> art.ActionFace:
    """The texts of an action card as the table paints it (the scene's own face key)."""
    fk, _painter = table.action_face(card, strip)
    assert isinstance(fk, tuple)
    _g, _card, name, body, kind, _strip = fk
    return art.action_layout(name, body, kind, size, strip)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("count", [6, 8, 10])
def test_every_hand_card_shows_its_whole_name_at_reading_size(language, count) -> None:
    """Six cards cut the names ("Rain Dela", "Scharlachro"); eight hid the effects,
    which were about 8 px anyway."""
    i18n.configure(language)
    hand = list(LONG_NAMES[:count])
    host = Host(make_state(3, line=LINE, hands=[hand, [], []]), size=TABLE_AT_1280)
    table = host.table
    keys = keyed(hand, "hand")
    assert len(table.lay.hand) == count
    for index, (key, rect) in enumerate(zip(keys, table.lay.hand, strict=True)):
        shown = table.hand_shown[key]
        title = _action_layout(table, key[1], rect.size, shown).title
        assert title.size >= 12, (key, title.size)
        assert not title.cut, (key, title.lines)
        assert max(title.widths()) <= title.box.width, (key, title.lines)
        if shown is not None:
            assert title.box.right <= shown[0], "the name stays in the part that shows"
            assert title.box.y + title.height <= shown[1], "the name stays in the part"
        else:
            later = table.lay.hand[index + 1 :]
            assert rect.collidelist(later) == -1, "not covered"
    last = _action_layout(table, hand[-1], table.lay.hand[-1].size, None)
    assert last.body is not None and last.footer is not None
    assert last.body.size >= 12 and last.footer.size >= 12
    assert last.body.lines, "the top card shows (the start of) its effect"
    assert not last.footer.cut and max(last.footer.widths()) <= last.footer.box.width
    host.frame()


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_zoomed_card_shows_its_whole_text(language) -> None:
    """The German zoom lost the last word of long effects and the footer's descenders
    under the card's border."""
    i18n.configure(language)
    host = Host(make_state(3, line=LINE), size=TABLE_AT_1280)
    table = host.table
    size = zoom_card_size((1280, 800))
    border = art.card_border(size[0])
    for card in table.cat.actions:
        face = _action_layout(table, card, size, None)
        assert face.body is not None and face.footer is not None
        assert not face.body.cut, (card, face.body.lines)
        assert not face.footer.cut and face.footer.height <= face.footer.box.height
        assert face.footer.box.bottom <= size[1] - border, "clear of the border"


@pytest.mark.parametrize("language", ["en", "de"])
def test_tags_before_the_players_show_whole_names(language) -> None:
    """The tags were cut ("Foreign Suppo", "Schwieriges Pu")."""
    i18n.configure(language)
    face_up = [
        ["foreign_support", "tough_crowd"],
        ["military_support", "church_support", "civic_support"],
        ["fountain_of_blood"],
        [],
    ]
    state = make_state(4, line=LINE, hands=[["trip"], [], [], []], face_up=face_up)
    host = Host(state, size=TABLE_AT_1280)
    table = host.table
    tags = table.face_up_rects()
    assert len(tags) == 6
    for seat, card, rect in tags:
        block = art.fit_block(
            table.card_name(card), art.tag_label_box(rect), table.tag_size(), True
        )
        assert block.size >= 12 and not block.cut, (card, block.lines)
        assert max(block.widths()) <= block.box.width
        assert table.lay.panels[seat].contains(rect)
    rects = [r for _s, _c, r in tags]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    host.frame()


@pytest.mark.parametrize("size", [(758, 640), (948, 800), (1470, 1080)])
def test_the_line_reads_like_a_page(size) -> None:
    """Places 2-7 stood in the lower row and 8-12 in the upper: the line read upwards."""
    lay = compute_layout(pygame.Rect((0, 0), size), 4, 12, 5)
    queue = lay.slots[1:]
    reading = sorted(range(len(queue)), key=lambda i: (queue[i].y, queue[i].x))
    assert reading == list(range(len(queue))), "upper row first, each left to right"
    assert len({r.y for r in queue}) == 2, "two rows"


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(758, 640), (948, 800), (1470, 1080)])
def test_the_empty_lines_note_sits_clear_of_the_planks(language, size) -> None:
    """ "Der dritte Tag ist vorbei. Der Henker ruht." was written under the wooden rail."""
    i18n.configure(language)
    host = Host(make_state(3, line=(), day=3, hands=[["trip"], [], []]), size=size)
    note = paint.line_note(_frame(host.table))
    assert note.lines and not note.cut and note.size >= 12
    assert max(note.widths()) <= note.box.width
    lay = host.table.lay
    assert not any(note.box.colliderect(f) for f in lay.floors)
    assert not note.box.colliderect(lay.guillotine)
    assert lay.line_zone.contains(note.box)
    host.frame()


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(758, 640), (948, 800), (1470, 1080)])
def test_the_deck_labels_stay_clear_of_the_prompt_bar(language, size) -> None:
    """With a thick action deck, its label ("Aktionen") rose with the stack into the
    prompt bar at 1024x640 and was cut; each label now sits level with its neighbour's."""
    i18n.configure(language)
    host = Host(make_state(3), size=size)
    assert host.state.view(0)["action_deck"] >= 48  # the thickest stack
    host.frame()
    lay = host.table.lay
    noble_deck, noble_discard, action_deck, action_discard = host.table.painter.deck_labels
    assert noble_deck.bottom == noble_discard.bottom
    assert action_deck.bottom == action_discard.bottom
    for label in (action_deck, action_discard):
        assert not label.colliderect(lay.prompt)
        assert label.bottom <= lay.action_deck.y
    for label in (noble_deck, noble_discard):
        assert label.top >= lay.line_zone.bottom
        assert not label.colliderect(lay.prompt)


def test_the_scoring_window_marks_the_player_deciding_not_the_next_turn() -> None:
    """After day 3 the header said "Bruno's turn" and Bruno's area wore the turn's gold
    while Spieler 1 chose scoring cards: nobody has a turn then, the one deciding does."""
    state = make_state(3, line=(), day=3, hands=[["fountain_of_blood"], ["church_support"], []])
    state.apply(Done())
    view = state.view(1)
    assert view["current_seat"] == 0 and view["to_act"] == 1
    assert paint.turn_seat(view) == 1
    Host(state, viewer=1).frame()  # the header names the scoring window
    state.apply(Done())  # the third player holds no card: the game is over
    assert state.over and paint.turn_seat(state.view(0)) is None, "nobody's turn then"


@pytest.mark.parametrize("size", [(758, 640), (948, 800), (1470, 1080)])
def test_a_short_pile_takes_the_whole_width_of_its_area(size) -> None:
    """At 1920x1080 a pile of three nobles lay in the left half of a wide player's area,
    as if in two columns, and cut "Rival Executioner" to "Rival...": a pile that fits one
    column gets the area's whole width."""
    i18n.configure("en")
    pile = ["rival_executioner", "count", "general"]
    host = Host(make_state(3, hands=[["trip"], [], []], piles=[[], [], pile]), size=size)
    host.frame()
    strips = host.table.painter.strips[2]
    panel = host.table.lay.panels[2]
    assert [noble for noble, _rect in strips] == pile
    assert len({rect.x for _noble, rect in strips}) == 1, "one column"
    assert all(rect.width >= panel.width * 0.9 for _noble, rect in strips)


def test_a_pile_in_two_columns_shares_the_whole_width() -> None:
    """At 1920x1080 a pile one strip longer than a column lay in two columns a third of
    the area wide each ("Unpopular...", "Rival..."), the third column's room unused."""
    i18n.configure("en")
    pile = [
        "countess",
        "unpopular_judge",
        "clown",
        "rival_executioner",
        "governor",
        "bad_nun",
        "sheriff",
        "royal_cartographer",
    ]
    host = Host(make_state(2, hands=[["trip"], []], piles=[[], pile]), size=(1470, 1080))
    host.frame()
    strips = host.table.painter.strips[1]
    panel = host.table.lay.panels[1]
    assert [noble for noble, _rect in strips] == pile
    assert len({rect.x for _noble, rect in strips}) == 2, "two columns"
    assert all(rect.width >= panel.width * 0.45 for _noble, rect in strips)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_choosers_title_has_the_two_lines_it_was_given(language) -> None:
    """The chooser made room for a title of two lines but set it into one line's
    height: "Späte Ankunft: Wähle den Adligen, der sich einreiht; di…" at 1024x640."""
    i18n.configure(language)
    state = make_state(3, line=LINE[:6], hands=[["late_arrival"], [], []])
    state.apply(Play("late_arrival"))
    host = Host(state, size=(758, 640))
    table = host.table
    assert table.chooser_rect is not None
    with text_marks.recording():
        table.draw(host.screen)
        marks = text_marks.marks_on(host.screen)
    top = table.chooser[0].rect.y
    title = [m for m in marks if table.chooser_rect.contains(m.rect) and m.rect.y < top]
    assert title, "the title is drawn above the cards"
    assert not any(m.shortened or m.clipped for m in title), [m.text for m in title]
    # ... and clear of the gold glow around the cards (a tenth of a card's width).
    glow = table.chooser[0].rect.width // 10
    assert max(m.rect.bottom for m in title) <= top - glow


def test_a_card_carried_over_the_line_shows_the_noble_it_would_choose() -> None:
    """Dropping a card on the line silently took the noble under the cursor as its
    target: while the card is carried, that noble glows and the prompt says so."""
    host = Host(l_idiot_state())
    table = host.table
    start = hand_rect(host, "l_idiot").center
    mayor = table.lay.slots[4].center
    host.feed(down(start), move((start[0] + 12, start[1] - 12)))
    host.feed(move(mayor))
    preview = table.drop_preview()
    assert preview is not None and preview.noble == 4
    assert "Mayor" in preview.text and "L'Idiot" in preview.text
    assert preview.choices is not None and 0 not in preview.choices, "the front cannot go on"
    host.frame()
    front = table.lay.slots[0].center
    host.feed(move(front))
    preview = table.drop_preview()
    assert preview is not None and preview.noble is None, "the front noble is no choice"
    assert "choose a noble" in preview.text
    host.frame()
    host.feed(up(front))
    assert host.submitted == [Play("l_idiot")], "played; the noble is asked for afterwards"
    assert host.state.pending.kind == "noble"
    assert table.drop_preview() is None


def test_the_preview_names_the_noble_in_german_too() -> None:
    i18n.configure("de")
    host = Host(l_idiot_state())
    table = host.table
    start = hand_rect(host, "l_idiot").center
    host.feed(down(start), move((start[0] + 12, start[1] - 12)))
    host.feed(move(table.lay.slots[4].center))
    preview = table.drop_preview()
    assert preview is not None and "Bürgermeister" in preview.text and "Platz 5" in preview.text
    host.feed(up(table.lay.slots[4].center))
    assert host.submitted == [Play("l_idiot"), ChooseNoble(4)]


def test_losing_the_window_in_the_real_app_lets_go_of_a_carried_card(tmp_path) -> None:
    """Alt+Tab mid-drag: the release goes to another window, the card must not stay stuck
    to the cursor when the player comes back."""
    from tests.fakes.driver import frames

    app, scene, table = _real_table(tmp_path, ["l_idiot", "stumble"])
    try:
        _pick_up_first_card(app, table)
        _post(pygame.WINDOWFOCUSLOST)
        frames(app, 30)
        assert table.drag.held is None and table.drag.lit_targets() == frozenset()
        assert not table.drag.is_floating(("hand", "l_idiot", 0)), "home again"
        spot = empty_line_point(table)
        _post(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0))
        _post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
        frames(app, 3)
        assert scene.session.history == [], "coming back plays nothing"
    finally:
        pygame.quit()
        fonts.font.cache_clear()


def test_bots_answer_the_warte_mal_question_without_the_long_pause(tmp_path) -> None:
    """Everyone is asked about Warte mal at every collection; a move that showed nothing
    (a pass) is followed by the short step pause, not a whole turn's, so the questions
    cost little time, and the same whoever holds the card."""
    from parlour.saves.session import Seat, Session
    from parlour.ui.scenes.table import AI_PAUSE, AI_STEP_PAUSE, TableScene
    from tests.fakes.driver import make_app

    app = make_app(tmp_path, size=(1024, 640))
    try:
        state = make_state(
            3, line=LINE, hands=[["trip"], ["escape"], ["stumble"]], hidden_warte_mal=True
        )
        seats = (Seat("Ada"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy"))
        session = Session(game(), seats, 0, dict(state.options), state)
        scene = TableScene(app, session)
        app.scenes.switch(scene)
        app.step(1 / 60)
        scene.ctx.submit(Collect())
        speed = scene.ctx.animation_speed

        def waited_until(moves: int) -> float:
            waited = 0.0
            while len(session.history) < moves and waited < 3.0:
                scene.runner.join(5)
                app.step(0.01)
                waited += 0.01
            assert len(session.history) == moves
            return waited

        waited_until(2)  # Ada, without the card, passes at once
        assert session.history == [Collect(), Pass()]
        assert waited_until(3) == pytest.approx(AI_STEP_PAUSE * speed, abs=0.03)
        assert waited_until(4) == pytest.approx(AI_STEP_PAUSE * speed, abs=0.03)
        assert session.history[2:] == [Pass(), Pass()]
        assert session.state.current == 1  # Bot 1's own turn then starts with the full pause
        assert waited_until(5) == pytest.approx(AI_PAUSE * speed, abs=0.03)
    finally:
        pygame.quit()


def test_cached_pictures_draw_the_same_frame_as_fresh_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The painter keeps the players' areas (and the hand card under the mouse) between
    frames: a frame from warm caches is the frame a fresh painter draws from nothing, move
    after move, with nobles still flying over the areas to the piles and the mouse over
    the hand. The fresh painter paints every area straight onto the frame, as if a card of
    the line covered the whole table."""

    state = game().new_state(5, seed=3)
    host = Host(state, speed=1.0)
    rng = random.Random(3)
    compared = 0
    for _step in range(40):
        if state.is_over():
            break
        host.apply(rng.choice(state.legal_actions()))
        table = host.table
        if table.lay.hand:
            table.mouse = table.lay.hand[rng.randrange(len(table.lay.hand))].center
        for _tick in range(8):
            table.update(0.05)  # mid-flight: a collected noble may still be on its way
            table.draw(host.screen)  # warms the caches with this frame
            table.draw(host.screen)
            warm = pygame.image.tobytes(host.screen, "RGB")
            table.painter = paint.PaintCache()
            text_image.cache_clear()
            with monkeypatch.context() as patch:
                patch.setattr(paint, "_card_reach", lambda rect, whole=table.rect: whole)
                table.draw(host.screen)
            assert pygame.image.tobytes(host.screen, "RGB") == warm
            compared += 1
    assert compared >= 300


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_small_action_card_never_lays_its_footer_on_its_name(language) -> None:
    """The discard pile at 1024×640 is 56 to 71 px wide: "Im eigenen Zug" took three
    lines and covered the second half of "Zwang-spause". A card too small for both shows
    its name alone, whole from 68 px on (a replay's 56 px pile may shorten a long one)."""
    i18n.configure(language)
    host = Host(make_state(3, line=LINE), size=TABLE_AT_1280)
    table = host.table
    for width in range(40, 200, 4):
        size = (width, round(width * 88 / 63))
        for card in table.cat.actions:
            face = _action_layout(table, card, size, None)
            title_bottom = face.title.box.y + face.title.height
            if face.footer is not None:
                assert face.footer.box.y >= title_bottom, (card, width)
            if width >= 68:
                assert not face.title.cut, (card, width, face.title.lines)


@pytest.mark.parametrize("rule", ["german", "english"])
def test_confusion_in_line_says_only_the_rule_in_force(rule) -> None:
    """The card described both rules, ended in "(English rule…" on every hand, and was
    "Out of turn" even where the English rule plays it on one's own turn."""
    i18n.configure("en")
    state = make_state(3, line=LINE, hands=[["confusion_in_line"], [], []], interrupt_rule=rule)
    host = Host(state, size=TABLE_AT_1280)
    table = host.table
    face = _action_layout(table, "confusion_in_line", zoom_card_size((1280, 800)), None)
    assert face.body is not None and not face.body.cut, face.body.lines
    text = " ".join(face.body.lines)
    assert ("Out of turn" in text) == (rule == "german"), text
    assert "English rule" not in text
    own_turn = table.t("guillotine.table.timing_short.turn")
    assert (face.footer is not None and face.footer.lines == [own_turn]) == (rule == "english")
    host.frame()


def test_a_crowded_pile_names_every_noble_whole() -> None:
    """Five players at 1920x1080: a pile under a face-up card had room for one line a
    strip, and "Royal Cartographer" became "Royal…" although smaller type fitted it."""
    i18n.configure("en")
    pile = ["archbishop", "bishop", "sheriff", "tax_collector", "royal_cartographer"]
    piles: list[list[str]] = [[], [], pile, [], []]
    face_up: list[list[str]] = [[], [], ["church_support"], [], []]
    state = make_state(5, hands=[["trip"], [], [], [], []], piles=piles, face_up=face_up)
    host = Host(state, size=(1470, 1080))  # the table's part of a 1920x1080 window
    host.frame()
    strips = host.table.painter.strips[2]
    assert [noble for noble, _rect in strips] == pile
    line_h = art.strip_height(host.table.lay.unit)
    for noble, rect in strips:
        block = art.strip_name_block(host.table.card_name(noble), rect, line_h)
        assert block is not None and not block.cut, (noble, block)
        assert block.size >= 12 and max(block.widths()) <= block.box.width


def test_a_pile_just_over_one_column_names_every_noble_whole() -> None:
    """Two players at 1024x640: seven nobles lay six and one in two half-wide columns,
    and the Unpopular Judge was "Unpopular…" ("Unbeliebter…") beside an empty column."""
    pile = ["countess", "unpopular_judge", "clown", "rival_executioner", "regent", "bad_nun"]
    pile.append("sheriff")
    for language in ("en", "de"):
        i18n.configure(language)
        state = make_state(2, line=("duke", "mayor"), hands=[["trip"], []], piles=[[], pile])
        host = Host(state, size=(758, 640))  # the table's part of a 1024x640 window
        host.frame()
        strips = host.table.painter.strips[1]
        assert [noble for noble, _rect in strips] == pile
        assert len({rect.x for _noble, rect in strips}) == 2, "two columns"
        line_h = art.strip_height(host.table.lay.unit)
        panel = host.table.lay.panels[1]
        for noble, rect in strips:
            assert panel.contains(rect)
            block = art.strip_name_block(host.table.card_name(noble), rect, line_h)
            assert block is not None and not block.cut, (language, noble, block.lines)
        rects = [rect for _noble, rect in strips]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_a_game_that_ends_early_does_not_speak_of_a_third_day() -> None:
    """When the noble deck runs out on day 2, the game ends then (rules file), but the
    log said "Day 2 is over." and then "The third day is over.", and the empty line
    promised a new day with the next turn."""
    i18n.configure("en")
    state = make_state(2, line=("duke",), noble_deck=[], day=2, hands=[["trip"], ["trip"]])
    events = []
    while not state.over:
        events += state.apply(state.legal_actions()[-1])
    assert state.day == 2
    said = [format_event(e, "guillotine", ["Anna", "Bruno"], i18n.t) for e in events]
    assert "Day 2 is over." in said
    assert not any("third" in line for line in said), said
    host = Host(state)
    note = paint.line_note(_frame(host.table))
    assert note.value == host.table.t("guillotine.table.line_empty_last")
    host.frame()


def test_a_click_on_a_noble_that_cannot_move_says_why() -> None:
    """A drag of such a noble said why; a click on it answered nothing."""
    i18n.configure("en")
    host = Host(l_idiot_state())
    table = host.table
    click(host, table.lay.slots[3].center)
    assert table.note == table.t("guillotine.table.noble_fixed")
    assert host.submitted == []
    click(host, hand_rect(host, "l_idiot").center)
    click(host, empty_line_point(host))
    assert host.submitted == [Play("l_idiot")]
    table.note = None
    click(host, table.lay.slots[0].center)  # the front noble cannot go further forward
    assert table.note == table.t("guillotine.table.noble_not_this")
    assert host.submitted == [Play("l_idiot")]


def test_a_carried_card_is_drawn_past_the_tables_own_area() -> None:
    """The host lets a carried card show over the side panel by drawing the table once
    more outside its area (``parlour.ui.widgets.overhang``); the painter drew carried
    cards inside its own clip, so a card taken over the panel vanished."""
    host = Host(l_idiot_state())
    area = pygame.Rect(0, 0, 900, 800)
    host.table.layout(area)
    host.sync()
    start = hand_rect(host, "l_idiot").center
    outside = (1100, start[1])
    host.feed(down(start), move((start[0] + 30, start[1])), move(outside))
    screen = pygame.Surface((1280, 800))
    screen.fill((0, 0, 0))
    screen.set_clip(pygame.Rect(900, 0, 380, 800))
    host.table.draw(screen)
    screen.set_clip(None)
    assert screen.get_at(outside)[:3] != (0, 0, 0), "the card under the pointer is drawn"
