"""The phase table: a snapshot's phase is one the game has, checked in one place."""

from __future__ import annotations

import importlib

import pytest

from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.phases import OVER, Phases
from parlour.games import GAME_IDS


def _table() -> Phases[object, str]:
    phases: Phases[object, str] = Phases(ends=(OVER,))

    @phases.legal("bid")
    def _legal_bid(state: object) -> list[Action]:
        return []

    @phases.carry_out("bid")
    def _bid(state: object, action: Action) -> list[Event]:
        return []

    return phases


def test_a_phase_with_moves_and_an_end_both_pass_the_check() -> None:
    phases = _table()
    assert phases.check("bid") == "bid"
    assert phases.check(OVER) == OVER
    assert phases.names == {"bid", OVER}


def test_a_phase_the_game_does_not_have_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown phase 'auction'"):
        _table().check("auction")


def test_an_end_has_no_moves() -> None:
    assert _table().legal_actions(object(), OVER) == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_phase_of_every_game_both_lists_and_carries_out_its_moves(game_id: str) -> None:
    phases = importlib.import_module(f"parlour.games.{game_id}.rules").PHASES
    assert phases.names - phases.ends, "a game without phases with moves"
    assert phases.half_registered == frozenset()


def test_a_phase_with_moves_but_no_way_to_carry_them_out_is_found() -> None:
    phases = _table()

    @phases.legal("draft")
    def _legal_draft(state: object) -> list[Action]:
        return []

    assert phases.half_registered == {"draft"}


def test_a_phase_registered_twice_is_refused() -> None:
    phases = _table()
    with pytest.raises(ValueError, match="phase 'bid' already carries out its moves"):
        phases.carry_out("bid")(lambda state, action: [])
