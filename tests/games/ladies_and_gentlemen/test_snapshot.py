"""A snapshot loads only if nothing in it was made or lost: a save damaged so that a card
lies twice, money appears from nowhere or a seat lacks its entry is refused, never played
on."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from parlour.engine import RuleError
from parlour.games.ladies_and_gentlemen.holdings import DAY
from parlour.games.ladies_and_gentlemen.rules import PHASES
from tests.games.ladies_and_gentlemen.helpers import CAT, GAME, at_phase, new, play_until

Snapshot = dict[str, Any]


def _snapshot() -> Snapshot:
    """An evening at the Courtesan's table with gossip: every place holds something."""
    state = new(5, 4, gossip=True)
    play_until(state, at_phase("pay"), seed=4)
    data: Snapshot = json.loads(json.dumps(state.to_json()))
    return data


def _card_twice(data: Snapshot) -> None:
    deck = next(cards for cards in data["decks"].values() if cards)
    data["wardrobe"][0].append(deck[0])


def _card_lost(data: Snapshot) -> None:
    data["workshop_deck"].pop()


def _money_from_nowhere(data: Snapshot) -> None:
    data["money"][1] += 100


def _debt(data: Snapshot) -> None:
    """All the money is still there, but one seat owes the bank."""
    owed = data["money"][1] + 100
    data["money"][1] -= owed
    data["bank"] += owed


def _seat_missing(data: Snapshot) -> None:
    data["servants"].pop()


def _number_lost(data: Snapshot) -> None:
    """Tonight every Gentleman holds his number token; one of them vanishes."""
    numbers = data["numbers"]
    numbers[next(seat for seat, number in enumerate(numbers) if number is not None)] = None


def _resource_made(data: Snapshot) -> None:
    data["bag"][CAT.setup.joker] += 1


def _unknown_phase(data: Snapshot) -> None:
    data["phase"] = "tea"


def _gossip_with_it_off(data: Snapshot) -> None:
    data["options"] = {"gossip": False}


DAMAGE: list[Callable[[Snapshot], None]] = [
    _card_twice,
    _card_lost,
    _money_from_nowhere,
    _debt,
    _seat_missing,
    _number_lost,
    _resource_made,
    _unknown_phase,
    _gossip_with_it_off,
]


def test_every_phase_a_snapshot_may_name_has_its_moves() -> None:
    assert PHASES.names == frozenset(DAY)


def test_an_intact_snapshot_loads_as_it_was() -> None:
    data = _snapshot()
    assert GAME.state_from_json(data).to_json() == data


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda damage: damage.__name__.strip("_"))
def test_a_snapshot_that_breaks_conservation_is_refused(
    damage: Callable[[Snapshot], None],
) -> None:
    data = _snapshot()
    damage(data)
    with pytest.raises(RuleError):
        GAME.state_from_json(data)
