"""Seeded random games at every player count, with the invariants checked at every step:
the state's own (``MonopolyState.check``: all 60 cards accounted for, totals that add up,
knowledge of cards that are there), every round ends, totals never fall, and no view shows
another seat's hand, a card chosen to pass, or the stock."""

from __future__ import annotations

import random
from typing import Any

import pytest

from parlour.games.monopoly_kartenspiel.actions import GoOut
from parlour.games.monopoly_kartenspiel.rules import STALL_CIRCLES, MonopolyState
from tests.games.monopoly_kartenspiel.rules_helpers import all_cards, game
from tests.outcome import winners_of

#: A round takes at most 15 circles; no turn takes more than a couple of dozen steps.
ROUND_STEPS = STALL_CIRCLES * 6 * 30


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {s for v in value.values() for s in _strings(v)}
    if isinstance(value, list | tuple):
        return {s for v in value for s in _strings(v)}
    return set()


def _check_views(state: MonopolyState, cards: set[str]) -> None:
    public = {c for zone in state.piles + state.neutral for c in zone}
    for seat in range(state.num_players):
        view = state.view(seat)
        view.pop("last_round")  # the finished round, laid out for all to see
        assert view["hand"] == state.cat.sorted(state.hands[seat])
        own = set(state.hands[seat]) | ({state.passing[seat]} - {None})
        shown = _strings(view) & cards
        assert shown <= own | public, (seat, shown - own - public)
    onlooker = state.public_view()
    onlooker.pop("last_round")
    assert _strings(onlooker) & cards <= public


def _play(players: int, seed: int) -> MonopolyState:
    state = game().new_state(players, seed=seed, options={"rounds": 5})
    rng = random.Random(seed)
    cards = set(state.cat.all_cards())
    totals = list(state.totals)
    round_no, since = state.round_no, 0
    while not state.is_over():
        legal = state.legal_actions()
        act = GoOut() if GoOut() in legal and rng.random() < 0.8 else rng.choice(legal)
        state.apply(act)
        state.check()
        assert all_cards(state) == sorted(cards)
        assert all(now >= before for now, before in zip(state.totals, totals, strict=True))
        totals = list(state.totals)
        since += 1
        if state.round_no != round_no or state.is_over():
            round_no, since = state.round_no, 0
        assert since < ROUND_STEPS, "a round did not end"
        if since % 7 == 0:
            _check_views(state, cards)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_keep_the_invariants(players: int) -> None:
    for seed in range(2):
        state = _play(players, seed)
        results = state.round_results()
        assert results and len(results) == len(state.history) <= 5
        for result in results:
            for seat, lines in enumerate(result.details):
                assert sum(line.points for line in lines) == result.points[seat]
        assert [int(t) for t in results[-1].totals] == state.totals
        assert winners_of(state)
