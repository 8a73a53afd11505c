"""Going out with a surplus: the class-count search finds the same best 10 cards as
trying every 10 of the hand."""

from __future__ import annotations

import itertools
import random

from parlour.games.monopoly_kartenspiel.going_out import go_out_blockers, go_out_choice
from parlour.games.monopoly_kartenspiel.scoring import go_out_layout
from tests.games.monopoly_kartenspiel.rules_helpers import game

BONUS = [f"token_{i}" for i in range(1, 7)] + [f"go_{i}" for i in range(1, 5)]
BONUS += [f"mr_monopoly_{i}" for i in range(1, 5)]


def _surplus_hand(rng: random.Random) -> list[str]:
    """Ten cards that go out (one or two groups, houses in order, bonus cards) and one to
    three more from anywhere: the search must find the best ten again."""
    cat = game().catalogue
    while True:
        cards: list[str] = []
        for index, gid in enumerate(rng.sample(["brown", "yellow", "dark_blue", "railroad"], 2)):
            group = list(cat.groups[gid].cards)
            cards += rng.sample(group, rng.randint(2, 4)) if gid == "railroad" else group
            if cat.groups[gid].houses:
                cards += [f"house{level}_{index + 1}" for level in range(1, rng.randint(1, 4))]
        if len(cards) <= 10:
            break
    cards += rng.sample(BONUS, 10 - len(cards))
    rest = [c for c in cat.all_cards() if c not in cards]
    return cards + rng.sample(rest, rng.randint(1, 3))


def _every_ten(hand: list[str]) -> tuple[int, int] | None:
    cat = game().catalogue
    best = None
    for kept in itertools.combinations(hand, 10):
        layout = go_out_layout(kept, cat)
        if layout is not None:
            rank = (layout.value, len(layout.mr_monopoly))
            best = rank if best is None or rank > best else best
    return best


def test_the_search_finds_the_best_ten_of_every_hand() -> None:
    cat = game().catalogue
    rng = random.Random(4)
    for _ in range(25):
        hand = _surplus_hand(rng)
        choice = go_out_choice(hand, cat, 10)
        expected = _every_ten(hand)
        assert expected is not None  # the ten it was built from go out
        assert choice is not None, hand
        kept, layout = choice
        assert len(kept) == 10 and set(kept) <= set(hand)
        assert go_out_layout(kept, cat) == layout
        assert (layout.value, len(layout.mr_monopoly)) == expected, hand


def test_a_hand_of_exactly_the_size_goes_out_whole_or_not_at_all() -> None:
    cat = game().catalogue
    hand = ["yellow_1", "yellow_2", "yellow_3", "go_1", "go_2", "go_3", "go_4", "token_1"]
    hand += ["house1_1", "house2_1"]
    choice = go_out_choice(hand, cat, 10)
    assert choice is not None and sorted(choice[0]) == sorted(hand)
    assert go_out_choice([*hand[:-1], "pink_1"], cat, 10) is None
    assert go_out_choice(hand[:9], cat, 10) is None


def test_the_cards_that_keep_a_hand_from_going_out_are_named() -> None:
    """A greyed "Go out" said nothing; the rules now name the cards that fit nowhere."""
    cat = game().catalogue
    hand = ["yellow_1", "yellow_2", "yellow_3", "go_1", "go_2", "go_3", "go_4", "token_1"]
    hand += ["house1_1", "house2_1"]
    assert go_out_blockers(hand, cat, 10) == ()  # it goes out: nothing blocks it
    # A street of an incomplete group and a 3rd house over no 2nd stay out.
    stray = [*hand[:-2], "pink_1", "house3_1"]
    assert go_out_blockers(stray, cat, 10) == ("pink_1", "house3_1")
    # A Chance card stands in where it can: only what nothing completes is named.
    chance = [*hand[:-1], "chance_1"]
    assert go_out_choice(chance, cat, 10) is not None
    assert go_out_blockers(chance, cat, 10) == ()
