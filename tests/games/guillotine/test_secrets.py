"""Who is asked what, and in which order: Warte mal (Confusion in Line), the scoring window
and Callous Guards, as the rules help (``locales/rules/guillotine.en.md``) words them.

In the box nobody can tell who holds Warte mal until it is played, so being asked must not
tell the table either: the seats asked depend only on what everyone knows. Two *worlds*
that differ only in whether seat 2 (a bot, say) holds a card must look the same to the
other seats, step by step, and so must what undo allows.
"""

from __future__ import annotations

import json
import random

import pytest

from parlour.engine import Action
from parlour.games.guillotine.actions import (
    ChoosePlayer,
    Collect,
    DismissGuards,
    Done,
    Interrupt,
    Pass,
    Play,
)
from parlour.games.guillotine.rules import GuillotineState
from parlour.saves.session import Seat, Session
from tests.games.guillotine.helpers import game, keys, make_state, play

LINE = ["duke", "baron", "regent", "cardinal", "mayor"]
DECK_TOP = ["l_idiot", "bribed_guards", "majesty"]  # drawn from the end


def _world(secret: str, holds: bool, **options: object) -> GuillotineState:
    """Seat 2 holds ``secret`` (or, if not, a Stumble in its place, the secret card lying at
    the bottom of the action deck); everything anyone else can see is the same."""
    hand, bottom = (secret, "stumble") if holds else ("stumble", secret)
    return make_state(
        hands=[["trip"], ["escape"], [hand, "pushed"]],
        action_deck=[bottom, *DECK_TOP],
        **options,  # type: ignore[arg-type]
    )


def _public_choice(state: GuillotineState) -> Action:
    """A move that does not depend on seat 2's secret: decline, collect, finish."""
    legal = state.legal_actions()
    for act in (Pass(), Collect(), Done()):
        if act in legal:
            return act
    raise AssertionError(f"no public choice among {legal}")


def _views(state: GuillotineState, seats: tuple[int, ...]) -> str:
    return json.dumps([state.view(seat) for seat in seats], sort_keys=True)


def _assert_alike(with_card: GuillotineState, without: GuillotineState) -> None:
    """Play both worlds on with the same public moves until the game ends or the turn is
    back with seat 0 (before the secret card could be drawn): seats 0 and 1 see the same
    views, the same seats to act, the same legal moves of their own and the same events."""
    observers = (0, 1, -1)
    for _ in range(40):
        if with_card.is_over() or (with_card.current == 0 and with_card.piles[2]):
            break
        assert _views(with_card, observers) == _views(without, observers)
        assert with_card.to_act() == without.to_act()
        if with_card.to_act() != 2:
            assert with_card.legal_actions() == without.legal_actions()
        act = _public_choice(with_card)
        seen = [
            [e.to_json() for e in state.apply(act) if e.visible_to_any({0, 1})]
            for state in (with_card, without)
        ]
        assert seen[0] == seen[1]
    assert without.is_over() == with_card.is_over()


def test_a_bot_holding_warte_mal_looks_like_nobody_holding_it() -> None:
    """Three turns of collections: seat 2 is asked in both worlds, and only its own legal
    moves (never shown to the others) differ."""
    with_card = _world("confusion_in_line", True)
    without = _world("confusion_in_line", False)
    _assert_alike(with_card, without)
    assert with_card.current == without.current == 0 and with_card.piles[2] == ["regent"]


def test_the_scoring_window_does_not_show_who_holds_a_scoring_card() -> None:
    with_card = _world("fountain_of_blood", True, line=["duke"], day=3)
    without = _world("fountain_of_blood", False, line=["duke"], day=3)
    _assert_alike(with_card, without)
    assert with_card.is_over()


def _solo(state: GuillotineState) -> Session:
    seats = (Seat("Ada"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy"))
    return Session(game=game(), seats=seats, seed=0, options=dict(state.options), state=state)


def test_undo_learns_nothing_about_warte_mal() -> None:
    """A lone human collects; whatever happens while he may still take his move back looks
    the same whether a bot holds Warte mal or not (before, the holder alone was asked
    while the human could still undo)."""
    worlds = [_solo(_world("confusion_in_line", holds)) for holds in (True, False)]
    for session in worlds:
        session.apply(Collect())
    while worlds[0].can_undo(0) or worlds[1].can_undo(0):
        assert worlds[0].can_undo(0) == worlds[1].can_undo(0)
        assert _views(worlds[0].state, (0,)) == _views(worlds[1].state, (0,))
        if worlds[0].state.to_act() != 0:
            break
        for session in worlds:
            session.apply(_public_choice(session.state))


@pytest.mark.parametrize(
    ("card", "answers"),
    [("lack_of_support", [ChoosePlayer(1)]), ("late_arrival", [])],
)
def test_no_undo_once_a_prompt_has_shown_a_secret(card: str, answers: list[Action]) -> None:
    """A hand or the top of the noble deck shown in a prompt is a barrier."""
    session = _solo(make_state(hands=[[card, "trip"], ["escape"], ["pushed"]]))
    for act in [Play(card), *answers]:
        session.apply(act)
    pending = session.state.view(0)["pending"]
    assert pending.get("shown_hand") or pending.get("shown_nobles")
    assert not session.can_undo(0)


# ------------------------------------------------------------------ Warte mal: the order


def test_the_collector_himself_may_play_warte_mal_before_he_collects() -> None:
    state = make_state(line=LINE, hands=[["confusion_in_line", "trip"], ["escape"], []], seed=5)
    play(state, Collect())
    assert state.to_act() == 0 and state.legal_actions() == [Interrupt(), Pass()]
    events = play(state, Interrupt())
    assert keys(events)[:2] == ["interrupt_own", "shuffle_line"]
    assert len(state.piles[0]) == 1 and state.piles[0][0] in LINE


def test_warte_mal_is_offered_in_turn_order_from_the_current_player() -> None:
    state = make_state(line=LINE, hands=[["confusion_in_line"], ["escape"], ["stumble"]], current=1)
    asked = []
    play(state, Collect())
    while state.pending is not None and state.pending.kind == "interrupt":
        asked.append(state.to_act())
        play(state, Pass())
    assert asked == [1, 2, 0]
    assert state.piles[1] == ["duke"]


def test_an_unwatched_state_asks_only_the_holder() -> None:
    """A bot's determinization is watched by nobody: there only real holders are asked,
    which keeps playouts as short as before (the game goes the same way)."""
    state = make_state(line=LINE, hands=[["trip"], ["escape"], ["confusion_in_line"]])
    sample = state.determinize(1, random.Random(0))
    assert not sample.watched
    sample.hands = [["trip"], ["escape"], ["confusion_in_line"]]
    sample.apply(Collect())
    assert sample.to_act() == 2 and sample.legal_actions() == [Interrupt(), Pass()]


# ------------------------------------------------------------------ Callous Guards


def _guards_owner_turn(**options: object) -> GuillotineState:
    return make_state(
        hands=[["stumble", "double_feature"], ["escape"], ["pushed"]],
        face_up=[["callous_guards"], [], []],
        **options,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(
    "options",
    [
        {"line": ["unpopular_judge", *LINE]},  # nobody may play a card
        {"rush": [True, False, False]},  # Rush Job: he may not play a card
    ],
    ids=["judge", "rush_job"],
)
def test_callous_guards_may_be_discarded_when_no_card_may_be_played(
    options: dict[str, object],
) -> None:
    state = _guards_owner_turn(**options)
    assert state.to_act() == 0 and state.legal_actions() == [Collect(), DismissGuards()]
    events = play(state, DismissGuards())
    assert "dismiss_guards" in keys(events) and state.face_up[0] == []


def test_callous_guards_may_be_discarded_after_the_owners_card_play() -> None:
    state = _guards_owner_turn()
    play(state, Play("double_feature"))
    assert state.legal_actions() == [Collect(), DismissGuards()]
    play(state, DismissGuards())
    assert state.face_up[0] == [] and len(state.piles[0]) == 2 and state.current == 1


def test_callous_guards_owner_may_discard_them_to_interrupt_another_collection() -> None:
    state = make_state(
        line=LINE,
        hands=[["trip"], ["confusion_in_line", "escape"], ["pushed"]],
        face_up=[[], ["callous_guards"], []],
        seed=3,
    )
    play(state, Collect())
    # The Guards forbid Warte mal to everyone but their owner, who may discard them.
    assert state.to_act() == 1 and state.legal_actions() == [Interrupt(), Pass()]
    events = play(state, Interrupt())
    assert keys(events)[:3] == ["dismiss_guards", "interrupt", "shuffle_line"]
    assert state.face_up[1] == [] and "callous_guards" in state.action_discard
