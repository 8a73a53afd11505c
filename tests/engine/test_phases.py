"""The phase table: a snapshot's phase is one the game has, checked in one place."""

from __future__ import annotations

import pytest

from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.phases import OVER, Phases


def _table() -> Phases[object]:
    phases: Phases[object] = Phases(ends=(OVER,))

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
