"""The scorer: the rulebook's example, the go-out conditions, Chance cards, and hands where
a greedy arrangement is wrong; then hypothesis compares it with a brute force that tries
every placement of every card on small hands."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.games.monopoly_kartenspiel.cards import catalogue_from_json
from parlour.games.monopoly_kartenspiel.scoring import (
    Layout,
    best_layout,
    go_out_layout,
    idle_value,
)
from parlour.resources import game_data

CAT = catalogue_from_json(game_data("monopoly_kartenspiel", "cards.json"))
YELLOW = ["yellow_1", "yellow_2", "yellow_3"]
DARK_BLUE = ["dark_blue_1", "dark_blue_2"]
BROWN = ["brown_1", "brown_2"]
ALL_HOUSES = ["house1_1", "house2_1", "house3_1", "house4_1"]


def group(layout: Layout, name: str) -> dict[str, object]:
    found = [g for g in layout.groups if g.group == name]
    assert len(found) == 1, f"{name} is not laid out exactly once"
    g = found[0]
    return {"houses": g.houses, "hotel": g.hotel, "tokens": g.tokens, "base": g.base}


def test_the_rulebook_example() -> None:
    """Yellow with 1st-3rd house is 1 200, each of two tokens copies 1 200: 3 600; the two
    Mr. Monopoly cards are listed for the rules (their 1 000 makes the book's 4 600)."""
    hand = [*YELLOW, "house1_1", "house2_1", "house3_1", "token_1", "token_2"]
    hand += ["mr_monopoly_1", "mr_monopoly_2"]
    for layout in (best_layout(hand, CAT, ender=False), go_out_layout(hand, CAT)):
        assert layout is not None
        assert layout.value == 3600
        assert group(layout, "yellow") == {
            "houses": ("house1_1", "house2_1", "house3_1"),
            "hotel": None,
            "tokens": ("token_1", "token_2"),
            "base": 1200,
        }
        assert layout.mr_monopoly == ("mr_monopoly_1", "mr_monopoly_2")
        assert layout.set_aside == ()


def test_a_fourth_house_without_the_third_cannot_go_out() -> None:
    hand = [*YELLOW, "house1_1", "house2_1", "house4_1"]
    assert go_out_layout(hand, CAT) is None
    layout = best_layout(hand, CAT, ender=False)
    assert layout.value == 900
    assert layout.set_aside == ("house4_1",)


def test_going_out_needs_every_card_placed_and_a_complete_group() -> None:
    assert go_out_layout(["go_1", "mr_monopoly_1", "token_1"], CAT) is None
    assert go_out_layout([*YELLOW, "brown_1"], CAT) is None
    assert go_out_layout([*YELLOW, "hotel_1", *ALL_HOUSES[:3]], CAT) is None
    assert go_out_layout(["railroad_1"], CAT) is None
    layout = go_out_layout([*YELLOW, "token_1", "go_1", "mr_monopoly_1"], CAT)
    assert layout is not None and layout.value == 300 + 300 + 200


def test_railroads_are_worth_more_the_more_there_are() -> None:
    for count, value in ((1, 0), (2, 100), (3, 200), (4, 300)):
        rails = [f"railroad_{i}" for i in range(1, count + 1)]
        assert best_layout(rails, CAT, ender=False).value == value


def test_houses_only_on_streets_and_hotels_only_on_four_houses() -> None:
    rails = ["railroad_1", "railroad_2", "utility_1", "utility_2"]
    layout = best_layout([*rails, "house1_1", "hotel_1"], CAT, ender=False)
    assert layout.value == 100 + 150
    assert set(layout.set_aside) == {"house1_1", "hotel_1"}
    layout = best_layout([*YELLOW, *ALL_HOUSES, "hotel_1", "hotel_2"], CAT, ender=False)
    assert layout.value == 5 * 300 + 500
    assert layout.set_aside == ("hotel_2",)


def test_the_only_first_house_goes_with_the_second() -> None:
    """One 1st and one 2nd house, two groups: both houses on the dearer group."""
    hand = [*DARK_BLUE, *YELLOW, "house1_1", "house2_1", "token_1"]
    layout = best_layout(hand, CAT, ender=False)
    assert group(layout, "dark_blue")["houses"] == ("house1_1", "house2_1")
    assert group(layout, "yellow")["houses"] == ()
    assert layout.value == 1200 + 300 + 1200


def test_a_token_copies_the_group_its_houses_make_dearest() -> None:
    """Brown (50) with four houses is 250, more than the utilities' 150."""
    hand = [*BROWN, *ALL_HOUSES, "utility_1", "utility_2", "token_1", "token_2"]
    layout = best_layout(hand, CAT, ender=False)
    assert group(layout, "brown")["tokens"] == ("token_1", "token_2")
    assert layout.value == 250 + 150 + 2 * 250
    rails = [f"railroad_{i}" for i in range(1, 5)]
    layout = best_layout([*BROWN, *ALL_HOUSES, *rails, "token_1"], CAT, ender=False)
    assert group(layout, "railroad")["tokens"] == ("token_1",)  # 300 beats brown's 250


def test_a_token_copies_the_houses_but_not_the_hotel() -> None:
    layout = best_layout([*YELLOW, *ALL_HOUSES, "hotel_1", "token_1"], CAT, ender=False)
    assert group(layout, "yellow")["base"] == 1500
    assert layout.value == 1500 + 500 + 1500


def test_chance_completes_a_group_only_for_the_ender() -> None:
    hand = ["yellow_1", "yellow_2", "chance_1", "go_1"]
    layout = go_out_layout(hand, CAT)
    assert layout is not None and layout.value == 300 + 200
    g = layout.groups[0]
    assert g.properties == ("yellow_1", "yellow_2", "chance_1") and g.chance == ("chance_1",)
    assert best_layout(hand, CAT, ender=True).value == 500
    not_ender = best_layout(hand, CAT, ender=False)
    assert not_ender.value == 200 and "chance_1" in not_ender.set_aside


def test_chance_as_a_house_and_as_a_hotel() -> None:
    layout = go_out_layout([*YELLOW, "house1_1", "house2_1", "chance_1", "house4_1"], CAT)
    assert layout is not None and layout.value == 5 * 300
    assert group(layout, "yellow")["houses"] == ("house1_1", "house2_1", "chance_1", "house4_1")
    layout = go_out_layout([*YELLOW, *ALL_HOUSES, "chance_2"], CAT)
    assert layout is not None and layout.value == 5 * 300 + 500
    assert group(layout, "yellow")["hotel"] == "chance_2"
    assert go_out_layout([*YELLOW, *ALL_HOUSES, "chance_2"], CAT) == best_layout(
        [*YELLOW, *ALL_HOUSES, "chance_2"], CAT, ender=True
    )


def test_chance_is_worth_more_as_a_house_than_as_a_property() -> None:
    """It could complete brown (+50), but as the missing 3rd house it also lets the 4th
    stand: +600."""
    hand = [*YELLOW, "house1_1", "house2_1", "house4_1", "brown_1", "chance_1"]
    layout = best_layout(hand, CAT, ender=True)
    assert layout.value == 5 * 300
    assert group(layout, "yellow")["houses"] == ("house1_1", "house2_1", "chance_1", "house4_1")
    assert layout.set_aside == ("brown_1",)
    assert go_out_layout(hand, CAT) is None  # brown_1 would be left over


def test_two_chance_cards_share_the_work() -> None:
    hand = ["dark_blue_1", *YELLOW, "house1_1", "chance_1", "chance_2", "token_1"]
    layout = best_layout(hand, CAT, ender=True)
    # both houses on dark blue (the dearest group): 400 * 3 with the second house a chance,
    # and the other chance completing dark blue itself; token copies 1 200.
    assert layout.value == 1200 + 300 + 1200
    assert layout.set_aside == ()


def test_chance_stands_in_only_for_cards_that_exist_and_groups_already_begun() -> None:
    """**Decisions**: no third 4th house (the deck has two), no group from chance alone."""
    both_fourth = [*YELLOW, *DARK_BLUE, "house1_1", "house1_2", "house2_1", "house2_2"]
    both_fourth += ["house3_1", "house3_2", "house4_1", "house4_2"]
    assert best_layout([*both_fourth, "chance_1"], CAT, ender=True).value == 5 * 700 + 500
    assert best_layout(["chance_1", "chance_2"], CAT, ender=True).value == 0
    assert go_out_layout(["chance_1", "chance_2", *YELLOW], CAT) is not None  # 2 houses
    assert go_out_layout(["chance_1", "chance_2", "go_1"], CAT) is None


# --- the exact scorer against a brute force ----------------------------------------------

STREETS = ("brown", "dark_blue", "yellow")
POOL_PROPERTIES = [*BROWN, *DARK_BLUE, *YELLOW, "railroad_1", "railroad_2", "railroad_3"]
POOL_PROPERTIES += ["utility_1", "utility_2"]
POOL_PLACED = ["house1_1", "house1_2", "house2_1", "house2_2", "house3_1", "house4_1"]
POOL_PLACED += ["house4_2", "hotel_1", "token_1", "token_2"]
POOL_BONUS = ["go_1", "mr_monopoly_1"]


@st.composite
def small_hands(draw: st.DrawFn) -> list[str]:
    """Up to twelve cards, but few enough placeable ones that the brute force stays fast."""
    chance = draw(st.integers(min_value=0, max_value=2))
    props = draw(st.lists(st.sampled_from(POOL_PROPERTIES), unique=True, max_size=8))
    placed = draw(st.lists(st.sampled_from(POOL_PLACED), unique=True, max_size=4 - chance))
    bonus = draw(st.lists(st.sampled_from(POOL_BONUS), unique=True))
    return props + placed + bonus + [f"chance_{i}" for i in range(1, chance + 1)]


#: How many cards of each group, house level and of hotels the deck has.
GROUP_SIZE = Counter(CAT.group_by_card[c] for c in CAT.all_cards() if CAT.kinds[c] == "property")
LEVEL_COUNT = Counter(CAT.levels[c] for c in CAT.all_cards() if CAT.kinds[c] == "house")
HOTEL_COUNT = sum(1 for c in CAT.all_cards() if CAT.kinds[c] == "hotel")


def brute_force(cards: list[str], *, ender: bool, use_all: bool) -> int | None:
    """The best value over every placement of every card, checked card by card.

    Every real property is laid on its group (a street group is worth something only when
    all of it is laid, a railroad group the more railroads the better). Each house, hotel,
    token and (for the ender) Chance card goes anywhere or aside; then the whole layout is
    checked against the rules. ``use_all``: nothing may go aside.
    """
    held = Counter(CAT.group_by_card[c] for c in cards if CAT.kinds[c] == "property")
    groups = sorted(held)
    streets = [g for g in groups if CAT.groups[g].houses]
    aside: list[Move] = [] if use_all else [("aside", "", 0)]
    placeable: list[str] = []
    options: list[list[Move]] = []
    for card in cards:
        kind = CAT.kinds[card]
        if kind == "house":
            found = [("house", g, CAT.levels[card]) for g in streets]
        elif kind == "hotel":
            found = [("hotel", g, 0) for g in streets]
        elif kind == "token":
            found = [("token", g, 0) for g in groups]
        elif kind == "chance":
            found = [("property", g, 0) for g in groups]
            found += [("house", g, level) for g in streets for level in (1, 2, 3, 4)]
            found += [("hotel", g, 0) for g in streets]
            if not ender:
                found = []
        else:
            continue
        placeable.append(card)
        options.append(aside + found)
    best: int | None = None
    for placement in itertools.product(*options):
        value = placement_value(cards, held, list(zip(placeable, placement, strict=True)))
        if value is not None and (not use_all or value[1]) and (best is None or value[0] > best):
            best = value[0]
    return best


Move = tuple[str, str, int]


def placement_value(
    cards: list[str], held: Counter[str], placement: list[tuple[str, Move]]
) -> tuple[int, bool] | None:
    """The value of one placement and whether it has a complete group; ``None`` if the
    rules forbid it."""
    props = Counter(held)
    stand_in: Counter[str] = Counter()
    levels: dict[str, list[int]] = {g: [] for g in held}
    hotels: Counter[str] = Counter()
    tokens: Counter[str] = Counter()
    chance_levels: Counter[int] = Counter()
    chance_hotels = 0
    for card, (what, g, level) in placement:
        chance = CAT.kinds[card] == "chance"
        if what == "property":
            props[g] += 1
            stand_in[g] += 1
        elif what == "house":
            levels[g].append(level)
            chance_levels[level] += chance
        elif what == "hotel":
            hotels[g] += 1
            chance_hotels += chance
        elif what == "token":
            tokens[g] += 1
    held_levels = Counter(CAT.levels[c] for c in cards if CAT.kinds[c] == "house")
    if any(held_levels[level] + n > LEVEL_COUNT[level] for level, n in chance_levels.items()):
        return None
    if sum(1 for c in cards if CAT.kinds[c] == "hotel") + chance_hotels > HOTEL_COUNT:
        return None
    total = 0
    complete_groups = 0
    for g in held:
        value = CAT.groups[g].value(props[g])
        if props[g] > GROUP_SIZE[g]:
            return None
        if not value:
            if stand_in[g] or levels[g] or hotels[g] or tokens[g]:
                return None
            continue
        complete_groups += 1
        houses = sorted(levels[g])
        if houses != list(range(1, len(houses) + 1)) or hotels[g] > 1:
            return None
        if hotels[g] and len(houses) != 4:
            return None
        base = value * (1 + len(houses))
        total += base + 500 * hotels[g] + tokens[g] * base
    incomplete = any(not CAT.groups[g].value(props[g]) for g in held)
    go = 200 * sum(1 for c in cards if CAT.kinds[c] == "go")
    return total + go, complete_groups > 0 and not incomplete


def check_layout(layout: Layout, cards: list[str], *, ender: bool, use_all: bool) -> None:
    """The layout is one the rules allow, uses each card once and adds up to its value."""
    laid: list[str] = [*layout.go, *layout.mr_monopoly, *layout.set_aside]
    total = 200 * len(layout.go)
    for g in layout.groups:
        laid += [*g.properties, *g.houses, *g.tokens, *([g.hotel] if g.hotel else [])]
        real = [c for c in g.properties if c not in g.chance]
        assert real and all(CAT.group_by_card[c] == g.group for c in real)
        value = CAT.groups[g.group].value(len(g.properties))
        assert value
        for level, card in enumerate(g.houses, start=1):
            assert card in g.chance or CAT.levels[card] == level
        assert not g.houses or CAT.groups[g.group].houses
        assert g.hotel is None or len(g.houses) == 4
        assert g.base == value * (1 + len(g.houses))
        assert g.value == g.base + (500 if g.hotel else 0) + len(g.tokens) * g.base
        assert all(c.startswith("chance_") for c in g.chance)
        total += g.value
    assert sorted(laid) == sorted(cards)
    assert layout.value == total
    if not ender:
        assert not any(g.chance for g in layout.groups)
    if use_all:
        assert layout.set_aside == () and layout.groups


@settings(max_examples=150, deadline=None)  # the brute force is the slow part
@given(small_hands(), st.booleans())
def test_best_layout_is_the_brute_force_maximum(cards: list[str], ender: bool) -> None:
    layout = best_layout(cards, CAT, ender=ender)
    check_layout(layout, cards, ender=ender, use_all=False)
    assert layout.value == brute_force(cards, ender=ender, use_all=False)


@settings(max_examples=150, deadline=None)
@given(small_hands())
def test_go_out_layout_is_the_brute_force_maximum(cards: list[str]) -> None:
    layout = go_out_layout(cards, CAT)
    expected = brute_force(cards, ender=True, use_all=True)
    if expected is None:
        assert layout is None
    else:
        assert layout is not None
        check_layout(layout, cards, ender=True, use_all=True)
        assert layout.value == expected


@settings(max_examples=200, deadline=None)
@given(st.one_of(small_hands(), st.lists(st.sampled_from(sorted(CAT.kinds)), unique=True)))
def test_idle_value_counts_what_best_layout_builds(cards: list[str]) -> None:
    """The bots' shortcut must agree with the layout it skips building, on any hand."""
    layout = best_layout(cards, CAT, ender=False)
    assert idle_value(cards, CAT) == (layout.value, len(layout.set_aside))
