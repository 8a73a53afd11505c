"""The parlour-edition card set keeps the constraints of the rules file and is balanced.

The original card lists are not public, so parlour's own set must prove it is fair: every
servant can be pleased with cards that exist, no wardrobe card is simply worse than another of
its kind and price, every designer is worth collecting, contracts pay 1.5–2× what they ask.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations
from statistics import mean

import pytest

from parlour.engine import RuleError
from parlour.games.ladies_and_gentlemen import load_catalogue
from parlour.games.ladies_and_gentlemen.ball import card_matches, measure
from parlour.games.ladies_and_gentlemen.cards import DATA_FILES, catalogue_from_json
from parlour.resources import game_data

CAT = load_catalogue()
GAME = "ladies_and_gentlemen"
#: A Lady who shops well ends the Ball with about this many paid cards; no servant may ask
#: for more than that to reach its top tier.
PLAUSIBLE_WARDROBE = 9


def test_the_counts_of_the_rules_file() -> None:
    assert len(CAT.wardrobe) == 75
    assert Counter(c.deck for c in CAT.wardrobe.values()) == {d: 25 for d in CAT.decks}
    assert len(CAT.servants) == 20
    assert len(CAT.contracts) == 15
    assert len(CAT.markets) == 5
    assert len(CAT.workshop) == 20
    assert len(CAT.gossip) == 20
    assert sum(CAT.setup.tokens.values()) == 55
    assert CAT.setup.tokens["gold"] == 5
    assert all(n == 10 for r, n in CAT.setup.tokens.items() if r != "gold")
    assert sorted(g.number for g in CAT.gossip.values()) == list(range(1, 21))


def test_workshop_cards_as_the_rules_file_lists_them() -> None:
    counts = Counter((w.deck, w.count) for w in CAT.workshop.values())
    assert counts == {
        ("clothing", 3): 2, ("clothing", 4): 2, ("clothing", 5): 2,
        ("accessories", 3): 2, ("accessories", 4): 2, ("accessories", 5): 1,
        ("jewellery", 3): 2, ("jewellery", 4): 2, ("jewellery", 5): 1,
        ("servants", 2): 2, ("servants", 3): 2,
    }  # fmt: skip


def test_wardrobe_prices_and_stars_in_range_and_rising() -> None:
    for card in CAT.wardrobe.values():
        assert 200 <= card.price <= 1500 and card.price % 100 == 0, card.id
        assert 1 <= card.stars <= 6, card.id
        assert len(card.designers) <= 2, card.id
    by_stars: dict[int, list[int]] = {}
    for card in CAT.wardrobe.values():
        by_stars.setdefault(card.stars, []).append(card.price)
    averages = [mean(by_stars[s]) for s in sorted(by_stars)]
    assert averages == sorted(averages), "elegance must rise with price on average"
    # bargains and duds exist: a cheaper card with more stars of the same item type
    bargains = [
        (a.id, b.id)
        for a, b in combinations(CAT.wardrobe.values(), 2)
        if a.item == b.item and (a.price - b.price) * (a.stars - b.stars) < 0
    ]
    assert bargains


def test_no_wardrobe_card_is_strictly_dominated() -> None:
    """No card of an item type costs as much as or more than another of the same type and
    the same designers while giving no more stars (designers are a wish and a risk at once,
    so cards by different designers are not compared). A dud is dear for its stars, never
    simply worse than a card beside it."""
    for a, b in permutations(CAT.wardrobe.values(), 2):
        if a.item == b.item and set(a.designers) == set(b.designers):
            assert not (a.price >= b.price and a.stars <= b.stars), (a.id, b.id)


def test_every_item_type_has_a_range_of_prices() -> None:
    for deck, items in CAT.items.items():
        for item in items:
            prices = sorted(c.price for c in CAT.wardrobe.values() if c.item == item)
            assert len(prices) >= 6 and prices[0] <= 300 and prices[-1] >= 1400, (deck, item)


def test_every_designer_is_worth_collecting() -> None:
    """Enough cards in every deck and at every budget that a Lady can follow a designer
    (and a servant who wants four of them)."""
    for designer in CAT.designers:
        cards = [c for c in CAT.wardrobe.values() if designer in c.designers]
        assert len(cards) >= 15, designer
        assert {c.deck for c in cards} == set(CAT.decks), designer
        assert min(c.price for c in cards) <= 400 and max(c.price for c in cards) >= 1200
    counts = [
        sum(designer in c.designers for c in CAT.wardrobe.values()) for designer in CAT.designers
    ]
    assert max(counts) - min(counts) <= 2, "no designer may be much easier to collect"
    assert sum(not c.designers for c in CAT.wardrobe.values()) >= 20


def test_dresses_exist_at_every_budget() -> None:
    dresses = sorted(c.price for c in CAT.wardrobe.values() if c.item == "dress")
    assert len(dresses) >= 6 and dresses[0] <= 300


def test_no_servant_condition_is_unreachable() -> None:
    """Each tier rises, and even the top tier is reachable with cards that exist, within a
    wardrobe a Lady can plausibly buy."""
    everything = list(CAT.wardrobe)
    for servant in CAT.servants.values():
        needs = [need for need, _ in servant.tiers]
        bonuses = [bonus for _, bonus in servant.tiers]
        assert needs == sorted(needs) and bonuses == sorted(bonuses), servant.id
        assert len(servant.tiers) >= 2 and bonuses[0] >= 1, servant.id
        top = needs[-1]
        assert top <= PLAUSIBLE_WARDROBE, servant.id
        assert measure(CAT, servant.condition, servant.param, everything) >= top, servant.id
        if servant.condition not in ("item_types", "cards"):
            fitting = [
                c
                for c in CAT.wardrobe.values()
                if card_matches(c, servant.condition, servant.param)
            ]
            # room to choose: at least twice the top tier's cards exist
            assert len(fitting) >= 2 * top, servant.id


def test_servants_promise_comparable_bonuses() -> None:
    tops = [servant.tiers[-1][1] for servant in CAT.servants.values()]
    assert min(tops) >= 2 and max(tops) <= 3


def test_markets_price_as_the_rules_file_says() -> None:
    for market in CAT.markets.values():
        plain = sorted(p for r, p in market.prices.items() if r != "gold")
        assert plain == [100, 100, 100, 200, 300], market.id
        assert market.prices["gold"] in (300, 400), market.id
    # no resource is dear on more market cards than another
    dear = Counter(
        r for m in CAT.markets.values() for r, p in m.prices.items() if r != "gold" and p > 100
    )
    assert set(dear.values()) == {2}


def test_contract_premiums_are_one_and_a_half_to_twice_the_market_value() -> None:
    plain = [r for r in CAT.setup.tokens if r != CAT.setup.joker]
    average = {r: mean(m.prices[r] for m in CAT.markets.values()) for r in plain}
    for contract in CAT.contracts.values():
        assert 2 <= contract.size <= 5, contract.id
        assert CAT.setup.joker not in contract.resources, contract.id
        value = sum(average[r] * n for r, n in contract.resources.items())
        assert 1.5 <= contract.premium / value <= 2, contract.id
        assert contract.bonus * 2 == contract.premium, contract.id
    assert {c.size for c in CAT.contracts.values()} == {2, 3, 4, 5}


def test_gossip_conditions_compare_public_wardrobes() -> None:
    for card in CAT.gossip.values():
        assert card.condition in ("item", "designer", "deck", "cards", "stars"), card.id
    assert len({(g.condition, g.param) for g in CAT.gossip.values()}) == 20


def test_malformed_data_is_a_rule_error() -> None:
    data = {name: game_data(GAME, f"{name}.json") for name in DATA_FILES}
    data["wardrobe"] = {**data["wardrobe"], "cards": [{"id": "hat_x", "deck": "clothing"}]}
    with pytest.raises(RuleError):
        catalogue_from_json(data)
    data = {name: game_data(GAME, f"{name}.json") for name in DATA_FILES}
    data["servants"] = {
        **data["servants"],
        "cards": [{**data["servants"]["cards"][0], "condition": "wit"}],
    }
    with pytest.raises(RuleError):
        catalogue_from_json(data)


@pytest.mark.parametrize("tiers", [[3], [[3, "two"]], [[3, 2, 1]]])
def test_a_servant_tier_that_is_no_pair_of_numbers_is_a_rule_error(tiers: object) -> None:
    """A tier is (how many, bonus): anything else is refused at load, not at the Ball."""
    data = {name: game_data(GAME, f"{name}.json") for name in DATA_FILES}
    servant = {**data["servants"]["cards"][0], "tiers": tiers}
    data["servants"] = {**data["servants"], "cards": [servant, *data["servants"]["cards"][1:]]}
    with pytest.raises(RuleError):
        catalogue_from_json(data)
