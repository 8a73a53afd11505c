"""A hand card that cannot be played now says why: the reason read from the view matches
the rule that keeps the card out of the legal moves, and the real table shows it in the
prompt bar when the card is clicked or dragged."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games.guillotine.actions import Play
from parlour.games.guillotine.refusals import Reason, why_not_playable
from parlour.games.guillotine.rules import GAME_ID as NS
from parlour.games.guillotine.rules import GuillotineState
from parlour.games.guillotine.scene import GuillotineTable
from tests.fakes.driver import frames
from tests.games.guillotine.helpers import make_state, play
from tests.games.guillotine.test_noble_drag import ada_at_her_first_turn, press_and_carry, release

NO_BLUE = ("duke", "baron", "mayor", "colonel")


def _reason(state: GuillotineState, seat: int, card: str) -> Reason:
    view = state.view(seat)
    pending = view["pending"]
    legal = state.legal_actions() if state.to_act() == seat else []
    assert Play(card) not in legal, "the card is offered: nothing to refuse"
    kind = pending["kind"] if pending is not None and legal else None
    return why_not_playable(view, kind, card)


def test_a_card_with_nothing_to_act_on() -> None:
    state = make_state(line=NO_BLUE, hands=[["lack_of_faith"], [], []])
    assert _reason(state, 0, "lack_of_faith") == "no_target"


def test_the_unpopular_judge_at_the_front() -> None:
    # Only the own Callous Guards (which may be dismissed) keep a blocked turn open.
    state = make_state(
        line=("unpopular_judge", *NO_BLUE),
        hands=[["pushed"], [], []],
        face_up=[["callous_guards"], [], []],
    )
    assert _reason(state, 0, "pushed") == "judge"


def test_callous_guards_before_another_player() -> None:
    state = make_state(
        line=NO_BLUE, hands=[["pushed"], [], []], face_up=[[], ["callous_guards"], []]
    )
    assert _reason(state, 0, "pushed") == "guards"


def test_rush_job_while_the_own_guards_keep_the_turn_open() -> None:
    state = make_state(
        line=NO_BLUE,
        hands=[["fountain_of_blood"], [], []],
        face_up=[["callous_guards"], [], []],
        rush=[True, False, False],
    )
    assert _reason(state, 0, "fountain_of_blood") == "rush_job"


def test_the_turns_card_is_already_played() -> None:
    state = make_state(
        line=NO_BLUE,
        hands=[["fountain_of_blood", "pushed"], [], []],
        face_up=[["callous_guards"], [], []],
    )
    play(state, Play("fountain_of_blood"))
    assert _reason(state, 0, "pushed") == "one_card"


def test_a_question_still_open() -> None:
    state = make_state(line=NO_BLUE, hands=[["pushed", "stumble"], [], []])
    play(state, Play("pushed"))
    assert _reason(state, 0, "stumble") == "answer_first"


def test_the_scoring_window_after_the_third_day() -> None:
    state = make_state(line=(), day=3, hands=[["pushed", "fountain_of_blood"], [], []])
    assert state.view(0)["pending"] is not None
    assert state.view(0)["pending"]["kind"] == "endgame"
    assert _reason(state, 0, "pushed") == "endgame_only"


@pytest.mark.parametrize(
    ("card", "reason"), [("pushed", "not_your_turn"), ("confusion_in_line", "interrupt_only")]
)
def test_another_players_turn(card: str, reason: Reason) -> None:
    state = make_state(line=NO_BLUE, hands=[["stumble"], [card], []])
    assert _reason(state, 1, card) == reason


@pytest.fixture
def real(tmp_path: Path) -> Any:
    """Rat Break (the discard pile is empty) cannot be played, L'Idiot can."""
    yield from ada_at_her_first_turn(tmp_path, ["rat_break", "l_idiot"], discard=[])


def _card_centre(table: GuillotineTable, card: str) -> tuple[int, int]:
    assert table.view is not None
    index = list(table.view["hand"]).index(card) - table.lay.hand_first
    rect = table.lay.hand[index]
    return (rect.x + 12, rect.centery)  # its own strip, clear of the card over it


def test_a_click_on_a_card_that_cannot_be_played_says_why(real: Any) -> None:
    app, scene, table = real
    assert Play("rat_break") not in scene.session.state.legal_actions()
    spot = _card_centre(table, "rat_break")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    frames(app, 2)
    name = table.card_name("rat_break")
    assert table.note == table.t(f"{NS}.table.refused.no_target", card=name)
    assert scene.session.history == []


def test_a_drag_of_a_card_that_cannot_be_played_says_why(real: Any) -> None:
    app, scene, table = real
    spot = _card_centre(table, "rat_break")
    press_and_carry(app, spot, table.lay.line_zone.center)
    release(app, table.lay.line_zone.center)
    name = table.card_name("rat_break")
    assert table.note == table.t(f"{NS}.table.refused.no_target", card=name)
    assert scene.session.history == []


def test_a_click_on_a_playable_card_leaves_no_note(real: Any) -> None:
    app, _scene, table = real
    spot = _card_centre(table, "l_idiot")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    frames(app, 2)
    assert table.note is None


def test_the_rules_tell_only_the_seat_asked_to_play_why() -> None:
    """``refused`` speaks of the viewer's own hand on its own turn, and of no other: it
    would tell another seat what the hand holds."""
    state = make_state(line=NO_BLUE, hands=[["lack_of_faith"], ["trip"], []])
    assert state.view(0)["refused"] == {"lack_of_faith": "no_target"}
    assert state.view(1)["refused"] == {} and state.public_view()["refused"] == {}
    offered = {act.card for act in state.legal_actions() if isinstance(act, Play)}
    assert offered.isdisjoint(state.view(0)["refused"])
