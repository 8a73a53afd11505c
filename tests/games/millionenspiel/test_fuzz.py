"""Seeded random games checked against a value-level oracle of the money rules.

The engine moves pieces; the oracle below only adds and subtracts totals, so it checks
that money moves between the players and the bank exactly as the rules say.
"""

from __future__ import annotations

import json
import random

import pytest

from parlour.ai.base import decide
from parlour.games.millionenspiel import ai, money
from parlour.games.millionenspiel.money import DENOMINATIONS, MAX_EQUAL
from parlour.games.millionenspiel.rules import (
    Accept,
    BuyPension,
    Done,
    MillionenspielState,
    Reject,
    Roll,
    Stake,
)
from tests.games.millionenspiel.helpers import game
from tests.outcome import decided_of, winners_of

GAMES = 200


def _notes(pieces: list[int]) -> int:
    return sum(pieces[i] * DENOMINATIONS[i] for i in range(money.FIRST_NOTE, len(DENOMINATIONS)))


def expected_totals(before: MillionenspielState, events) -> list[int]:
    """Totals after a settlement, from the totals before and what the events reveal."""
    n = before.num_players
    unbet = [money.value(before.purse[s]) for s in range(n)]
    staked = [money.value(before.stake[s]) for s in range(n)]
    keys = [e.key.removeprefix("millionenspiel.log.") for e in events]
    keys = ["landed" if k.startswith("landed_") else k for k in keys]
    landed = keys.index("landed")
    for _ in range(keys[:landed].count("pensions")):
        for s in range(n):
            unbet[s] += before.pension[s]
    colour = events[landed].params["colour"]
    effect = before.board.effects[colour]
    me = before.roller
    if effect.kind == "win":
        staked = [v * (1 + effect.factor) for v in staked]
    elif effect.kind == "lose_stake":
        staked = [0] * n
    elif effect.kind == "lose_unbet":
        unbet = [0] * n
    else:
        die = events[keys.index("decision")].params["die"]
        if die == 1:
            unbet[me] -= _notes(before.purse[me])
            staked[me] -= _notes(before.stake[me])
        elif die == 2:
            staked[me] = 0
        elif die == 3:
            unbet[me] = 0
        elif die == 4:
            unbet[me] += before.board.decision_bonus
        else:
            taken = staked if die == 5 else unbet
            for s in range(n):
                if s != me:
                    unbet[me] += taken[s]
                    taken[s] = 0
    totals = [unbet[s] + staked[s] for s in range(n)]
    if "no_money" in keys:  # the next turn had nobody with money: one more pension round
        assert not any(totals)
        totals = list(before.pension)
    return totals


def check_settled(state: MillionenspielState) -> None:
    for seat in range(state.num_players):
        assert not any(state.stake[seat])


def check_exchanged(state: MillionenspielState) -> None:
    """The exchange rule holds after every move: never more than ten equal pieces below
    the million note, a seat's purse and stake together (a stake comes from the purse)."""
    for purse, stake in zip(state.purse, state.stake, strict=True):
        together = [a + b for a, b in zip(purse, stake, strict=True)]
        assert max(together[:-1]) <= MAX_EQUAL, (purse, stake)


def play(state: MillionenspielState, choose) -> None:
    state.check()
    while not state.is_over():
        act = choose(state)
        before = state.clone() if isinstance(act, Accept | Reject | BuyPension) else state
        totals = [before.total(s) for s in range(state.num_players)]
        events = state.apply(act)
        if isinstance(act, Accept | Reject):
            assert state.total(before.roller) >= 0
            assert [state.total(s) for s in range(state.num_players)] == expected_totals(
                before, events
            )
            check_settled(state)
        elif isinstance(act, BuyPension):
            seat = before.to_act()
            assert seat is not None
            price = before.next_pension_price(seat)
            assert money.value(act.pay) == price
            assert state.total(seat) == totals[seat] - price
            assert state.pension[seat] > before.pension[seat]
        else:
            assert isinstance(act, Roll | Stake | Done)
            assert [state.total(s) for s in range(state.num_players)] == totals
        state.check()
        check_exchanged(state)


@pytest.mark.heavy
def test_random_games_move_money_only_as_the_rules_say() -> None:
    for seed in range(GAMES):
        rng = random.Random(seed)
        state = game().new_state(3 + seed % 3, seed, {"turn_limit": 150})
        play(state, lambda s, rng=rng: rng.choice(s.legal_actions()))
        assert state.is_over() and len(winners_of(state)) == 1
        json.dumps(state.to_json())


def test_bot_games_move_money_only_as_the_rules_say() -> None:
    bots = [ai.make_bot("normal"), ai.make_bot("hard")]
    for seed in range(16):
        rng = random.Random(seed)
        state = game().new_state(3 + seed % 3, seed, {"turn_limit": 60})

        def choose(s: MillionenspielState, rng: random.Random = rng) -> object:
            seat = s.to_act()
            assert seat is not None
            return decide(bots[seat % 2], s, seat, rng)

        play(state, choose)
        winner = winners_of(state)[0]
        decided = decided_of(state)
        assert decided is not None and decided["params"]["seat"] == winner
