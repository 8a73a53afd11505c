"""Seeded random games at every table size, checked after every move: money is conserved
between the bank and the players, every card and token is in exactly one place, six days
pass and then the Ball, and no view shows a partner's money or another seat's servants."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from parlour.engine import Event
from parlour.games.ladies_and_gentlemen.cards import SERVANT_DECK
from parlour.games.ladies_and_gentlemen.rules import NUMBER, LadiesState
from tests.games.ladies_and_gentlemen.helpers import CAT, new
from tests.outcome import winners_of

CASES = [(players, players % 3 == 0) for players in range(4, 11)] + [(5, True), (8, True)]


def cards_everywhere(state: LadiesState) -> Counter[str]:
    places: list[str] = []
    for deck in state.decks.values():
        places += deck
    for shop in state.boutiques:
        places += shop["cards"]
    for seat in range(state.num_players):
        places += state.unpaid[seat] + state.handed[seat] + state.wardrobe[seat]
        places += state.servants[seat]
    places += state.kept
    return Counter(places)


def check(state: LadiesState) -> None:
    # money: the bank, the Gentlemen and the contracts hold all there is
    assert (
        state.bank + sum(state.money) + sum(c["money"] for c in state.contracts) == CAT.setup.bank
    )
    assert all(m >= 0 for m in state.money)
    # wardrobe cards and servants: each exactly once
    assert cards_everywhere(state) == Counter([*CAT.wardrobe, *CAT.servants])
    # workshop, gossip and contract cards: each exactly once
    workshop = state.workshop_deck + state.workshop_discard
    workshop += [c for hand in state.workshop_hand for c in hand]
    workshop += [c for c in state.played if c is not None]
    assert Counter(workshop) == Counter(list(CAT.workshop))
    gossip = state.gossip_deck + [c for hand in state.gossip for c in hand]
    assert Counter(gossip) == (Counter(list(CAT.gossip)) if state.gossip_on else Counter())
    for seat, originals in enumerate(state.originals):
        assert set(originals) <= set(state.gossip[seat])
    contracts = state.contract_deck + state.contracts_done + [c["id"] for c in state.contracts]
    assert Counter(contracts) == Counter(list(CAT.contracts))
    # resources and number tokens
    tokens = Counter({r: n for r, n in state.bag.items() if n})
    for tok, _up in state.stock:
        if not tok.startswith(NUMBER):
            tokens[tok] += 1
    for held in state.res:
        tokens.update(held)
    assert tokens == Counter(CAT.setup.tokens)
    numbers = [int(t[len(NUMBER) :]) for t, _ in state.stock if t.startswith(NUMBER)]
    numbers += [n for n in state.numbers if n is not None]
    assert sorted(numbers) == list(range(1, state.seating.num_teams + 1))


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
    check(state)
    steps = 0
    while not state.is_over():
        new_events = state.apply(rng.choice(state.legal_actions()))
        events += new_events
        days += [e.params["day"] for e in new_events if e.key.endswith(".day_start")]
        check(state)
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
