"""The Ball: the dress code, the best card per item type, the designer drop, servant tiers
and gossip (rules file, "The Ball")."""

from __future__ import annotations

from parlour.games.ladies_and_gentlemen.ball import elegance
from tests.games.ladies_and_gentlemen.helpers import CAT


def stars(*cards: str) -> int:
    return sum(CAT.wardrobe[c].stars for c in cards)


def test_without_a_dress_she_loses_her_best_servant() -> None:
    hats = ["hat_isadora", "hat_hortense"]  # two hats without a designer
    ball = elegance(CAT, hats, ["harriet", "agnes"])
    # Harriet (hats: 2+ → +2) is the best servant, so she goes; Agnes wants 3 plain cards.
    assert ball.lost_servant == "harriet"
    assert ball.bonuses == (("agnes", 0),)
    assert ball.total == stars("hat_isadora")
    dressed = elegance(CAT, [*hats, "dress_aurelia"], ["harriet", "agnes"])
    assert dressed.lost_servant is None
    assert dict(dressed.bonuses) == {"harriet": 2, "agnes": 1}
    assert dressed.total == stars("hat_isadora", "dress_aurelia") + 3


def test_only_the_best_card_of_each_item_type_counts() -> None:
    ball = elegance(CAT, ["hat_hortense", "hat_nocturne", "hat_isadora", "dress_camelia"], [])
    assert sorted(ball.counted) == ["dress_camelia", "hat_nocturne"]
    assert ball.total == 6 + 3


def test_three_designers_drop_the_one_that_leaves_the_most() -> None:
    # Germain dress 6, JpG+Garon hat 6, Garon fan 5, and a plain hat 3 to fall back on.
    cards = ["dress_gardenia", "hat_mirabelle", "fan_josephine", "hat_isadora"]
    ball = elegance(CAT, cards, [])
    # Dropping JpG loses the two-designer hat (the plain one counts instead): 6 + 3 + 5 = 14;
    # dropping Germain leaves 6 + 5 = 11, dropping Garon 6 + 3 = 9.
    assert ball.dropped == "jpg"
    assert sorted(ball.counted) == ["dress_gardenia", "fan_josephine", "hat_isadora"]
    assert ball.total == 14


def test_the_drop_can_be_any_designer() -> None:
    ball = elegance(CAT, ["dress_gardenia", "hat_nocturne", "hat_jacinthe", "fan_grenadine"], [])
    # Germain dress 6, JpG hat 6, Garon fan 3 (and Garon hat 2): Garon is the cheapest loss.
    assert ball.dropped == "garon"
    assert ball.total == 12


def test_two_designers_need_no_drop() -> None:
    ball = elegance(CAT, ["dress_gardenia", "hat_nocturne"], [])
    assert ball.dropped is None and ball.total == 12


def test_servant_tiers() -> None:
    jpg = ["hat_nocturne", "gloves_quadrille", "shoes_valencia", "parasol_nerissa"]
    assert all(CAT.wardrobe[c].designers == ("jpg",) for c in jpg)
    bonuses = []
    for count in range(5):
        cards = ["dress_camelia", *jpg[:count]]
        ball = elegance(CAT, cards, ["abigale"])
        bonuses.append(dict(ball.bonuses)["abigale"])
    assert bonuses == [0, 0, 1, 1, 3]  # Abigale: 2+ JpG cards → +1, 4+ → +3


def test_every_gossip_card_held_costs_one() -> None:
    cards = ["dress_camelia", "hat_isadora"]
    assert elegance(CAT, cards, [], gossip=2).total == elegance(CAT, cards, []).total - 2
