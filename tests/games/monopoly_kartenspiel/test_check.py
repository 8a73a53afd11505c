"""A snapshot the rules could not have reached is refused on loading (``MonopolyState.check``),
rather than played on until a bot's sample or the payout trips over it."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from parlour.engine import DamagedSnapshot
from parlour.games.monopoly_kartenspiel.rules import MonopolyState
from tests.games.monopoly_kartenspiel.rules_helpers import game

Snapshot = dict[str, Any]


def _played() -> MonopolyState:
    """A 3-player game past its first round, where some seat knows a card in another hand."""
    state = game().new_state(3, seed=4)
    rng = random.Random(4)
    while not (state.history and any(c for row in state.known for c in row)):
        state.apply(rng.choice(state.legal_actions()))
    return state


def _known_card(data: Snapshot) -> tuple[int, int, str]:
    for viewer, row in enumerate(data["known"]):
        for owner, cards in enumerate(row):
            if cards:
                return viewer, owner, cards[0]
    raise AssertionError("nobody knows a card")


def _totals_off(data: Snapshot) -> None:
    data["totals"][0] += 100


def _round_totals_off(data: Snapshot) -> None:
    data["history"][0]["totals"][1] += 100
    data["totals"][1] += 100


def _round_short_of_a_seat(data: Snapshot) -> None:
    data["history"][0]["points"].pop()


def _round_skipped(data: Snapshot) -> None:
    data["round_no"] += 1


def _knows_a_card_elsewhere(data: Snapshot) -> None:
    viewer, owner, card = _known_card(data)
    third = 3 - viewer - owner  # the seat that is neither
    data["known"][viewer][owner].remove(card)
    data["known"][viewer][third].append(card)


def _knows_a_card_twice(data: Snapshot) -> None:
    viewer, owner, card = _known_card(data)
    data["known"][viewer][owner].append(card)


def _remembers_own_hand(data: Snapshot) -> None:
    data["known"][0][0].append(data["hands"][0][0])


def _nobody_acts(data: Snapshot) -> None:
    data["actor"] = None


def _over_with_someone_to_act(data: Snapshot) -> None:
    data["over"] = True


def _passing_outside_the_pass(data: Snapshot) -> None:
    data["passing"][1] = data["hands"][1].pop()


def _unknown_phase(data: Snapshot) -> None:
    data["phase"] = "auction"


DAMAGE: list[Callable[[Snapshot], None]] = [
    _unknown_phase,
    _totals_off,
    _round_totals_off,
    _round_short_of_a_seat,
    _round_skipped,
    _knows_a_card_elsewhere,
    _knows_a_card_twice,
    _remembers_own_hand,
    _nobody_acts,
    _over_with_someone_to_act,
    _passing_outside_the_pass,
]


@pytest.mark.parametrize("damage", DAMAGE, ids=[d.__name__.strip("_") for d in DAMAGE])
def test_a_snapshot_the_rules_cannot_reach_is_refused(
    damage: Callable[[Snapshot], None],
) -> None:
    state = _played()
    data = json.loads(json.dumps(state.to_json()))
    assert game().restore(data).to_json() == state.to_json()
    damage(data)
    with pytest.raises(DamagedSnapshot):
        game().restore(data)


def test_a_sample_of_a_reached_state_passes_the_check() -> None:
    state = _played()
    state.check()
    for seat in range(state.num_players):
        state.determinize(seat, random.Random(seat)).check()
