"""Banque Fatale snapshots: written key for key as saves hold them, and refused when damaged."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from parlour.engine import DamagedSnapshot, RuleError
from parlour.games import get_game
from parlour.games.banque_fatale.rules import BanqueFataleState

GAME = get_game("banque_fatale")

#: The keys of a snapshot, what the state is built from first: saves have always held
#: these keys (older ones list ``worthless_jetons`` after ``rng``; the order never mattered
#: to loading, nor to a save's check, which compares sorted keys).
KEYS = [
    "num_players",
    "worthless_jetons",
    "rng",
    "phase",
    "round",
    "start",
    "actor",
    "values",
    "jetons",
    "bids",
    "bid_placed",
    "revealed",
    "middle",
    "cash",
    "paid_out",
    "owned",
    "market",
    "stack",
    "sold",
    "auction",
    "winner",
]


def played(players: int, seed: int, until: Callable[[BanqueFataleState], bool]) -> dict[str, Any]:
    """The snapshot of a seeded random game at the first state ``until`` accepts, as a
    save file would hold it (through JSON text)."""
    state = GAME.new_state(players, seed)
    assert isinstance(state, BanqueFataleState)
    rng = random.Random(seed)
    while not until(state):
        state.apply(rng.choice(state.legal_actions()))
    return json.loads(json.dumps(state.to_json()))


def in_bid_with_jetons_out(state: BanqueFataleState) -> bool:
    return state.phase == "bid" and any(any(bid) for bid in state.bids) and state.paid_out > 0


@pytest.mark.parametrize("players", [3, 4])
def test_a_snapshot_keeps_its_keys_and_loads_back_to_itself(players: int) -> None:
    for seed in range(5):
        rng = random.Random(seed)
        state = GAME.new_state(players, seed)
        while not state.is_over():
            snapshot = json.loads(json.dumps(state.to_json()))
            assert list(snapshot) == KEYS
            assert GAME.state_from_json(snapshot).to_json() == snapshot
            state.apply(rng.choice(state.legal_actions()))


def test_a_saved_count_written_as_text_is_read_as_a_number() -> None:
    snapshot = played(4, 3, in_bid_with_jetons_out)
    snapshot["cash"] = [str(amount) for amount in snapshot["cash"]]
    restored = GAME.state_from_json(snapshot)
    assert isinstance(restored, BanqueFataleState)
    assert restored.cash == [int(amount) for amount in snapshot["cash"]]


def _without(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda snapshot: snapshot.pop(key)


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda snapshot: snapshot.__setitem__(key, value)


def _lose_a_card(snapshot: dict[str, Any]) -> None:
    snapshot["stack"].pop()


def _card_twice(snapshot: dict[str, Any]) -> None:
    snapshot["stack"].append(snapshot["market"][0])


def _short_colour_row(snapshot: dict[str, Any]) -> None:
    snapshot["values"].pop()


def _seat_missing(snapshot: dict[str, Any]) -> None:
    snapshot["owned"].pop()


OLD_DAMAGE = {
    "no phase": _without("phase"),
    "unknown phase": _set("phase", "auction"),
    "a card lost": _lose_a_card,
    "a card twice": _card_twice,
    "a colour missing": _short_colour_row,
    "a seat's cards missing": _seat_missing,
    "cash not numbers": _set("cash", ["lots", 0, 0, 0]),
    "too many seats": _set("num_players", 7),
}


def _jeton_made_up(snapshot: dict[str, Any]) -> None:
    snapshot["jetons"][1][0] += 1


def _jeton_count_below_zero(snapshot: dict[str, Any]) -> None:
    held = snapshot["jetons"][1][0]
    snapshot["jetons"][1][0] = -1
    snapshot["middle"][0] += held + 1  # the colour still adds up


def _money_made_up(snapshot: dict[str, Any]) -> None:
    snapshot["cash"][0] += 5


def _seat_in_debt(snapshot: dict[str, Any]) -> None:
    owned = snapshot["cash"][0]
    snapshot["cash"][0] = -1
    snapshot["cash"][1] += owned + 1  # the total still adds up


def _seat_without_bid(snapshot: dict[str, Any]) -> None:
    snapshot["bids"].pop()


def _bid_kept_after_the_auction(snapshot: dict[str, Any]) -> None:
    snapshot["phase"] = "sale"
    snapshot["owned"][0].append(snapshot["auction"])  # won, as after the reveal


def _actor_beyond_the_table(snapshot: dict[str, Any]) -> None:
    snapshot["actor"] = 4


def _value_off_the_track(snapshot: dict[str, Any]) -> None:
    snapshot["values"][2] = 13


#: Damage that once loaded, and that the rules would have played on with.
NEW_DAMAGE = {
    "a jeton made up": _jeton_made_up,
    "a negative jeton count": _jeton_count_below_zero,
    "money made up": _money_made_up,
    "a seat in debt": _seat_in_debt,
    "a seat without a bid": _seat_without_bid,
    "a bid after the auction": _bid_kept_after_the_auction,
    "nobody to act mid-game": _set("actor", None),
    "a seat beyond the table to act": _actor_beyond_the_table,
    "a value off the track": _value_off_the_track,
}
DAMAGE = {**OLD_DAMAGE, **NEW_DAMAGE}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_snapshot_is_refused(damage: Callable[[dict[str, Any]], None]) -> None:
    snapshot = played(4, 3, in_bid_with_jetons_out)
    damage(snapshot)
    with pytest.raises(RuleError):
        GAME.state_from_json(snapshot)
    with pytest.raises(DamagedSnapshot):
        GAME.restore(snapshot)
