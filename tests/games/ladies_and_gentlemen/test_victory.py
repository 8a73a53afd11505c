"""Who wins: the most elegant Lady's team, the richer Gentleman on a tie, the Courtesan's
win with her most generous Gentleman, and her scandal (rules file, "The Ball")."""

from __future__ import annotations

from parlour.games.ladies_and_gentlemen.seating import Seating
from parlour.games.ladies_and_gentlemen.victory import decide
from tests.games.ladies_and_gentlemen.helpers import at_phase, new, play_until

FOUR = Seating(4)  # Gentlemen 0, 2; Ladies 1, 3
SEVEN = Seating(7)  # Gentlemen 0, 2, 4; Ladies 1, 3, 5; the Courtesan 6


def test_the_most_elegant_ladys_team_wins() -> None:
    result = decide(FOUR, {1: 20, 3: 18}, {0: 100, 2: 900}, {0: 0, 2: 0})
    assert result.winners == (0, 1) and result.key == "elegance"


def test_a_tie_goes_to_the_richer_gentleman_then_is_shared() -> None:
    result = decide(FOUR, {1: 20, 3: 20}, {0: 100, 2: 900}, {0: 0, 2: 0})
    assert result.winners == (2, 3) and result.key == "richer"
    result = decide(FOUR, {1: 20, 3: 20}, {0: 900, 2: 900}, {0: 0, 2: 0})
    assert result.winners == (0, 1, 2, 3) and result.key == "shared"


def test_the_courtesan_wins_ties_with_her_most_generous_gentleman() -> None:
    ladies = {1: 15, 3: 22, 5: 10}
    result = decide(SEVEN, {**ladies, 6: 22}, {0: 0, 2: 0, 4: 0}, {0: 3, 2: 9, 4: 5})
    # She ties the best Lady: ties go to her. Gentleman 2's gifts were worth the most; his
    # own Lady does not win with him.
    assert result.winners == (2, 6) and result.key == "courtesan"
    result = decide(SEVEN, {**ladies, 6: 30}, {0: 700, 2: 200, 4: 100}, {0: 9, 2: 9, 4: 5})
    assert result.winners == (0, 6)  # equal gifts: the richest


def test_scandal_excludes_the_least_generous_gentleman_and_his_lady() -> None:
    ladies = {1: 25, 3: 20, 5: 12}
    money = {0: 500, 2: 800, 4: 300}
    result = decide(SEVEN, {**ladies, 6: 5}, money, {0: 0, 2: 4, 4: 6})
    assert result.excluded == (0,) and result.key == "scandal"
    assert result.winners == (2, 3)  # the most elegant remaining Lady
    # Equal gifts: the poorer of them is excluded.
    result = decide(SEVEN, {**ladies, 6: 5}, money, {0: 4, 2: 6, 4: 4})
    assert result.excluded == (4,) and result.winners == (0, 1)


def test_no_scandal_when_she_ties_the_least_elegant_lady() -> None:
    result = decide(SEVEN, {1: 25, 3: 20, 5: 12, 6: 12}, {0: 1, 2: 2, 4: 3}, {0: 0, 2: 4, 4: 6})
    assert result.excluded == () and result.winners == (0, 1)


def test_the_state_counts_gifts_by_their_stars() -> None:
    state = new(5, 7)  # Gentlemen 0, 2; Ladies 1, 3; the Courtesan 4
    play_until(state, at_phase("visit"))
    state.wardrobe[1] = ["dress_camelia"]  # 3
    state.wardrobe[3] = ["dress_eugenie"]  # 4
    state.wardrobe[4] = ["dress_gardenia", "hat_isadora", "fan_esmeralda"]  # 6 + 3 + 1
    state.servants = [[] for _ in range(5)]
    state.gifts = {"dress_gardenia": 2, "hat_isadora": 0, "fan_esmeralda": 0}
    result = state.ball_result()
    assert result.key == "courtesan" and result.winners == (2, 4)
    state.wardrobe[4] = ["hat_hortense"]  # 1: the least elegant
    state.gifts = {"hat_hortense": 2}
    result = state.ball_result()
    assert result.key == "scandal" and result.excluded == (0,) and result.winners == (2, 3)


def test_teams_pair_each_gentleman_with_his_lady_and_leave_the_courtesan_alone() -> None:
    assert new(5).teams() == ((0, 1), (2, 3), (4,))
    assert new(10).teams() == ((0, 1), (2, 3), (4, 5), (6, 7), (8, 9))
