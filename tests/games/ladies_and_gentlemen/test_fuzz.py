"""Seeded random games at every table size, checked after every move: the state's own
``check`` (money conserved between the bank and the players, every card and token in
exactly one place), six days pass and then the Ball, and no view shows a partner's money
or another seat's servants."""

from __future__ import annotations

import random

import pytest

from parlour.engine import Event
from parlour.games.ladies_and_gentlemen.cards import SERVANT_DECK
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from tests.games.ladies_and_gentlemen.helpers import CAT, new
from tests.outcome import winners_of

CASES = [(players, players % 3 == 0) for players in range(4, 11)] + [(5, True), (8, True)]


def check_views(state: LadiesState) -> None:
    for seat in range(state.num_players):
        view = state.view(seat)
        for other in range(state.num_players):
            if other != seat:
                assert view["money"][other] is None, (seat, other)
                assert view["servants"][other] is None, (seat, other)
                assert view["resources"][other] is None
        team = state.team_of(seat)
        if len(team) == 2:
            joined = state.view_of(set(team))
            gentleman, lady = team
            assert joined["money"][gentleman] == state.money[gentleman]
            assert joined["servants"][lady] == state.servants[lady]
            assert joined["servants"][gentleman] == []


@pytest.mark.parametrize(("players", "gossip"), CASES)
def test_random_games_keep_every_invariant(players: int, gossip: bool) -> None:
    seed = players * 11 + gossip
    state = new(players, seed, gossip)
    rng = random.Random(seed)
    days: list[int] = []
    events: list[Event] = []
    state.check()
    steps = 0
    while not state.is_over():
        new_events = state.apply(rng.choice(state.legal_actions()))
        events += new_events
        days += [e.params["day"] for e in new_events if e.key.endswith(".day_start")]
        state.check()
        if steps % 25 == 0:
            check_views(state)
        steps += 1
    keys = [e.key.rsplit(".", 1)[1] for e in events]
    assert days == list(range(2, CAT.setup.days + 1))  # day 1 began in new_state
    assert keys.count("day_end") == CAT.setup.days
    assert keys.index("ball") > max(i for i, k in enumerate(keys) if k == "day_end")
    assert state.day == CAT.setup.days and winners_of(state)
    assert all(not cards for cards in state.unpaid)  # unpaid cards are discarded at the end
    assert all(not cards for cards in state.handed)


def test_the_courtesans_setup_changes() -> None:
    for players, money, shown in ((5, 1500, 3), (7, 1200, 4), (9, 1000, 4)):
        state = new(players)
        assert [state.money[g] for g in state.seating.gentlemen] == [money] * (players // 2)
        assert len(state.contracts) == shown
        assert state.seating.courtesan == players - 1
        assert not state.workshop_hand[players - 1]  # she plays no workshop card
        assert len(state.servants[players - 1]) == 1  # but draws a servant like any Lady
    state = new(6)
    assert [state.money[g] for g in state.seating.gentlemen] == [500] * 3
    assert len(state.contracts) == 3 and state.seating.courtesan is None


def test_each_gentleman_starts_with_one_cheap_resource() -> None:
    state = new(8, 3)
    prices = CAT.markets[state.market].prices
    for g in state.seating.gentlemen:
        assert sum(state.res[g].values()) == 1
        (resource,) = state.res[g]
        assert prices[resource] == 100 and resource != CAT.setup.joker
    assert SERVANT_DECK in state.decks
