"""One scenario per action card, each built from a hand-made state."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from parlour.games.guillotine.actions import (
    ChooseCard,
    ChooseFaceUp,
    ChooseNoble,
    ChoosePlace,
    ChoosePlayer,
    Collect,
    DismissGuards,
    Done,
    PickNoble,
    Play,
)
from tests.games.guillotine.helpers import game, keys, make_state, play

L8 = ["duke", "baron", "regent", "cardinal", "mayor", "governor", "colonel", "bishop"]
OTHERS = [
    ["milling_in_line"],
    ["double_feature"],
]  # so the next players stop and wait for a decision


def kind(state) -> str:
    assert state.pending is not None
    return str(state.pending.kind)


# (card, movable nobles, chosen noble, its possible destinations) on the line L8
MOVES = [
    ("l_idiot", list(range(1, 8)), 3, [1, 2]),
    ("stumble", list(range(1, 8)), 3, [2]),
    ("pushed", list(range(2, 8)), 3, [1]),
    ("tis_a_far_better_thing", list(range(3, 8)), 3, [0]),
    ("ignoble_noble", list(range(4, 8)), 5, [1]),
    ("was_that_my_name", list(range(1, 8)), 3, [0, 1, 2]),
    ("civic_pride", [4, 5], 4, [2, 3]),
    ("majesty", [1, 2], 2, [0, 1]),
    ("military_might", [6], 6, [4, 5]),
    ("fainting_spell", list(range(7)), 5, [6, 7]),
    ("friend_of_the_queen", list(range(7)), 1, [2, 3]),
    ("trip", list(range(7)), 1, [2]),
]


@pytest.mark.parametrize(("card", "movable", "index", "dests"), MOVES, ids=[m[0] for m in MOVES])
def test_moving_cards(card: str, movable: list[int], index: int, dests: list[int]) -> None:
    state = make_state(line=L8, hands=[[card, "rat_break"], *OTHERS])
    play(state, Play(card))
    assert state.legal_actions() == [ChooseNoble(i) for i in movable]
    play(state, ChooseNoble(index))
    if len(dests) > 1:
        assert state.legal_actions() == [ChoosePlace(d) for d in dests]
        play(state, ChoosePlace(dests[-1]))
    moved = list(L8)
    moved.insert(dests[-1], moved.pop(index))
    if card == "trip":  # Trip allows one more card before collecting
        assert state.line == moved
        assert state.to_act() == 0 and Play("rat_break") in state.legal_actions()
    else:  # one card per turn: the front noble is collected at once
        assert state.piles[0] == moved[:1] and state.line == moved[1:]
        assert state.current == 1


def test_trip_chains_into_a_third_card() -> None:
    state = make_state(line=L8, hands=[["trip", "trip", "stumble"], *OTHERS])
    play(state, Play("trip"), ChooseNoble(0), Play("trip"), ChooseNoble(0))
    assert state.cards_allowed == 3
    play(state, Play("stumble"), ChooseNoble(1))
    assert state.current == 1  # three cards played: collected, drew, turn passed
    assert state.piles[0] == ["baron"]


def test_after_you_gives_the_front_noble_without_its_instruction() -> None:
    state = make_state(line=["fast_noble", "duke", "baron"], hands=[["after_you"], *OTHERS])
    play(state, Play("after_you"))
    assert state.legal_actions() == [ChoosePlayer(1), ChoosePlayer(2)]
    play(state, ChoosePlayer(2))
    assert state.piles[2] == ["fast_noble"]
    assert state.piles[0] == ["duke"]  # Fast Noble's instruction did not fire
    assert state.last[2] is None


def test_bribed_guards_sends_the_front_noble_to_the_end() -> None:
    state = make_state(
        line=["hero_of_the_people", "duke", "baron"], hands=[["bribed_guards"], *OTHERS]
    )
    play(state, Play("bribed_guards"))
    assert state.piles[0] == ["duke"]
    assert state.line == ["baron", "hero_of_the_people"]


def test_callous_guards_block_line_cards_until_dismissed() -> None:
    state = make_state(
        line=L8, hands=[["callous_guards", "stumble"], ["stumble", "double_feature"], ["pushed"]]
    )
    play(state, Play("callous_guards"))
    assert state.face_up[0] == ["callous_guards"]
    # His card is played, but he may still discard the Guards (at any time): he is asked.
    assert state.legal_actions() == [Collect(), DismissGuards()]
    play(state, Collect())
    # Seat 1 may not move nobles, but Double Feature does not touch the line.
    assert state.legal_actions() == [Play("double_feature"), Collect()]
    play(state, Collect())
    play(state, Collect())  # seat 2
    assert DismissGuards() in state.legal_actions()
    play(state, DismissGuards())
    assert state.face_up[0] == [] and state.action_discard[-1] == "callous_guards"
    assert Play("stumble") in state.legal_actions()


@pytest.mark.parametrize(
    ("card", "bonus"), [("church_support", 2), ("civic_support", 1), ("military_support", 0)]
)
def test_support_cards_count_their_colour(card: str, bonus: int) -> None:
    pile = ["archbishop", "heretic", "councilman", "king_louis"]
    state = make_state(line=L8, piles=[pile, [], []], hands=[[card], *OTHERS])
    before = state.score_of(0)
    play(state, Play(card))
    assert state.face_up[0] == [card]
    assert state.score_of(0) == before + bonus + 3  # the Duke was collected too


def test_fountain_of_blood_and_tough_crowd() -> None:
    state = make_state(line=L8, hands=[["fountain_of_blood", "trip", "tough_crowd"], *OTHERS])
    play(state, Play("trip"), ChooseNoble(0), Play("fountain_of_blood"))
    assert state.piles[0] == ["baron"] and state.score_of(0) == 3 + 2
    state = make_state(line=L8, hands=[["tough_crowd"], *OTHERS])
    play(state, Play("tough_crowd"))
    assert state.legal_actions() == [ChoosePlayer(1), ChoosePlayer(2)]
    play(state, ChoosePlayer(1))
    assert state.face_up[1] == ["tough_crowd"] and state.score_of(1) == -2


def test_indifferent_public_turns_grays_into_plus_one() -> None:
    pile = ["hero_of_the_people", "tragic_figure", "clown", "king_louis"]
    state = make_state(line=L8, piles=[pile, [], []], hands=[["indifferent_public"], *OTHERS])
    assert state.score_of(0) == -3 - 3 - 2 + 5
    play(state, Play("indifferent_public"))
    assert state.score_of(0) == 3 + 5 + 3  # three grays at +1, the King, the Duke


def test_clerical_error_both_choose_and_both_collect() -> None:
    state = make_state(
        line=L8,
        piles=[["king_louis", "martyr"], ["archbishop", "general"], []],
        hands=[["clerical_error"], *OTHERS],
        noble_deck=["lord", "lady"],
    )
    play(state, Play("clerical_error"))
    assert state.legal_actions() == [ChoosePlayer(1)]  # seat 2 has no nobles
    play(state, ChoosePlayer(1))
    assert state.legal_actions() == [PickNoble("archbishop"), PickNoble("general")]
    play(state, PickNoble("general"))
    assert state.to_act() == 1  # now he chooses from my pile
    assert state.view(1)["pending"]["kind"] == "pile_pick"
    assert "taken" not in state.view(1)["pending"]
    assert state.legal_actions() == [PickNoble("king_louis"), PickNoble("martyr")]
    events = play(state, PickNoble("king_louis"))
    assert keys(events)[:2] == ["clerical", "clerical"]
    assert sorted(state.piles[1]) == ["archbishop", "king_louis"]
    assert state.line[-1] == "lady"  # the General's instruction fired for me
    assert state.last[1] == "king_louis"
    # then my turn went on: I collected the Duke from the line
    assert sorted(state.piles[0]) == ["duke", "general", "martyr"]


def test_clothing_swap_replaces_a_noble_with_the_deck_top() -> None:
    state = make_state(line=L8, hands=[["clothing_swap"], *OTHERS], noble_deck=["lady", "lord"])
    play(state, Play("clothing_swap"), ChooseNoble(3))
    assert state.line[2] == "lord" and "cardinal" in state.noble_discard


def test_confusion_in_line_on_own_turn_shuffles_the_line() -> None:
    state = make_state(line=L8, hands=[["confusion_in_line"], *OTHERS], seed=3)
    events = play(state, Play("confusion_in_line"))
    assert "shuffle_line" in keys(events)
    assert Counter(state.line + state.piles[0]) == Counter(L8) and state.line != L8[1:]


def test_double_feature_collects_two() -> None:
    state = make_state(line=L8, hands=[["double_feature"], *OTHERS])
    play(state, Play("double_feature"))
    assert state.piles[0] == ["duke", "baron"]


def test_escape_discards_two_random_nobles_and_shuffles() -> None:
    state = make_state(line=L8, hands=[["escape"], *OTHERS], seed=1)
    play(state, Play("escape"))
    assert len(state.line) == 5
    assert Counter(state.line + state.piles[0] + state.noble_discard[-2:]) == Counter(L8)


def test_extra_cart_adds_three_from_the_deck() -> None:
    state = make_state(
        line=L8, hands=[["extra_cart"], *OTHERS], noble_deck=["lady", "lord", "count", "coiffeur"]
    )
    play(state, Play("extra_cart"))
    assert state.line[-3:] == ["coiffeur", "count", "lord"]
    assert state.noble_deck == ["lady"]


def test_fled_to_england_discards_any_noble() -> None:
    state = make_state(line=L8, hands=[["fled_to_england"], *OTHERS])
    play(state, Play("fled_to_england"))
    assert len(state.legal_actions()) == 8
    play(state, ChooseNoble(7))
    assert state.noble_discard[-1] == "bishop" and "bishop" not in state.line


def test_forced_break_costs_every_other_player_a_random_card() -> None:
    state = make_state(line=L8, hands=[["forced_break", "trip"], ["stumble", "pushed"], ["escape"]])
    events = play(state, Play("forced_break"))
    assert len(state.hands[1]) == 1 and state.hands[2] == []
    assert keys(events).count("discard_action") == 2
    assert state.hands[0] != []  # the player himself keeps his cards


def test_foreign_support_draws_for_a_purple_noble() -> None:
    state = make_state(
        line=L8, hands=[["foreign_support"], *OTHERS], action_deck=["escape", "trip"]
    )
    play(state, Play("foreign_support"))
    assert sorted(state.hands[0]) == ["escape", "trip"]  # one for the Duke, one at the end


def test_forward_march_brings_a_palace_guard_to_the_front() -> None:
    line = ["duke", "palace_guard", "baron", "palace_guard"]
    state = make_state(line=line, hands=[["forward_march"], *OTHERS])
    play(state, Play("forward_march"))
    assert state.legal_actions() == [ChooseNoble(1), ChooseNoble(3)]
    play(state, ChooseNoble(3))
    assert state.piles[0] == ["palace_guard"]


def test_infighting_target_discards_two_of_his_choice() -> None:
    state = make_state(line=L8, hands=[["infighting"], ["stumble", "pushed", "trip"], ["escape"]])
    play(state, Play("infighting"))
    assert state.legal_actions() == [ChoosePlayer(1), ChoosePlayer(2)]  # my hand is empty now
    play(state, ChoosePlayer(1))
    assert state.to_act() == 1
    play(state, ChooseCard("trip"), ChooseCard("pushed"))
    assert state.hands[1] == ["stumble"]


def test_information_exchange_swaps_hands() -> None:
    state = make_state(line=L8, hands=[["information_exchange", "trip"], ["escape"], ["stumble"]])
    play(state, Play("information_exchange"), ChoosePlayer(1))
    assert state.hands[1] == ["trip"] and state.hands[0][0] == "escape"


def test_lack_of_faith_needs_a_blue_noble_behind_the_front() -> None:
    state = make_state(line=L8, hands=[["lack_of_faith"], *OTHERS])
    play(state, Play("lack_of_faith"))
    assert state.piles[0] == ["cardinal"]
    blocked = make_state(line=["bishop", *L8[:3]], hands=[["lack_of_faith"], *OTHERS])
    assert Play("lack_of_faith") not in blocked.legal_actions()


def test_lack_of_support_shows_the_hand_to_the_player_only() -> None:
    state = make_state(line=L8, hands=[["lack_of_support"], ["escape", "trip"], ["stumble"]])
    play(state, Play("lack_of_support"), ChoosePlayer(1))
    assert state.view(0)["pending"]["shown_hand"] == ["escape", "trip"]
    assert state.view(2)["pending"]["shown_hand"] is None
    play(state, ChooseCard("trip"))
    assert state.hands[1] == ["escape"]


def test_late_arrival_keeps_one_of_three() -> None:
    deck = ["lady", "lord", "count", "king_louis"]
    state = make_state(line=L8, hands=[["late_arrival"], *OTHERS], noble_deck=deck)
    play(state, Play("late_arrival"))
    assert sorted(state.view(0)["pending"]["shown_nobles"]) == ["count", "king_louis", "lord"]
    assert state.view(1)["pending"]["shown_nobles"] is None
    play(state, PickNoble("king_louis"))
    assert state.line[-1] == "king_louis"
    assert sorted(state.noble_discard[-2:]) == ["count", "lord"]


def test_let_them_eat_cake_needs_marie_antoinette() -> None:
    state = make_state(line=[*L8, "marie_antoinette"], hands=[["let_them_eat_cake"], *OTHERS])
    play(state, Play("let_them_eat_cake"))
    assert state.piles[0] == ["marie_antoinette"]
    absent = make_state(line=L8, hands=[["let_them_eat_cake"], *OTHERS])
    assert absent.legal_actions() == [Collect()]


def test_mass_confusion_deals_a_new_line_of_the_same_length() -> None:
    state = make_state(line=L8, hands=[["mass_confusion"], *OTHERS], seed=2)
    before = Counter(state.line + state.noble_deck)
    play(state, Play("mass_confusion"))
    assert len(state.line) == 7
    assert Counter(state.line + state.noble_deck + state.piles[0]) == before


def test_milling_in_line_shuffles_the_first_five() -> None:
    state = make_state(line=L8, hands=[["milling_in_line"], *OTHERS], seed=5)
    play(state, Play("milling_in_line"))
    assert Counter(state.line[:4] + state.piles[0]) == Counter(L8[:5])
    assert state.line[4:] == L8[5:]


def test_missed_returns_the_last_collected_noble() -> None:
    state = make_state(
        line=L8,
        piles=[[], ["archbishop", "king_louis"], []],
        hands=[["missed"], *OTHERS],
        last=[None, "archbishop", None],
    )
    play(state, Play("missed"))
    assert state.legal_actions() == [ChoosePlayer(1)]
    play(state, ChoosePlayer(1))
    assert state.line[-1] == "archbishop" and state.piles[1] == ["king_louis"]
    assert state.last[1] is None


def test_missing_heads_discards_one_noble_of_a_pile() -> None:
    state = make_state(
        line=L8,
        piles=[[], ["archbishop", "king_louis", "lord"], []],
        hands=[["missing_heads"], *OTHERS],
    )
    play(state, Play("missing_heads"), ChoosePlayer(1))
    assert len(state.piles[1]) == 2
    assert state.noble_discard[-1] in {"archbishop", "king_louis", "lord"}


def test_opinionated_guards_rearrange_the_first_four() -> None:
    state = make_state(line=L8, hands=[["opinionated_guards"], *OTHERS])
    play(state, Play("opinionated_guards"))
    assert state.legal_actions() == [ChooseNoble(i) for i in range(4)]
    play(state, ChooseNoble(3))  # cardinal first
    assert state.legal_actions() == [ChooseNoble(i) for i in range(1, 4)]
    play(state, ChooseNoble(3))  # then regent
    play(state, ChooseNoble(3))  # then baron; duke is left for place 4
    assert state.piles[0] == ["cardinal"]
    assert state.line[:3] == ["regent", "baron", "duke"]


def test_political_influence_collects_nothing_and_draws_four() -> None:
    state = make_state(line=L8, hands=[["political_influence"], *OTHERS])
    play(state, Play("political_influence"))
    assert state.piles[0] == [] and len(state.hands[0]) == 4 and state.line == L8


def test_public_demand_brings_any_noble_to_the_front() -> None:
    state = make_state(line=L8, hands=[["public_demand"], *OTHERS])
    play(state, Play("public_demand"))
    assert state.legal_actions() == [ChooseNoble(i) for i in range(1, 8)]
    play(state, ChooseNoble(7))
    assert state.piles[0] == ["bishop"]


def test_rain_delay_deals_everyone_five_new_cards() -> None:
    state = make_state(line=L8, hands=[["rain_delay", "trip"], ["escape"], []])
    play(state, Play("rain_delay"))
    assert [len(h) for h in state.hands] == [6, 5, 5]  # 5 each, then my end-of-turn draw


def test_rat_break_takes_a_card_from_the_discard_pile() -> None:
    state = make_state(line=L8, hands=[["rat_break"], *OTHERS], action_discard=["escape", "trip"])
    play(state, Play("rat_break"))
    assert ChooseCard("escape") in state.legal_actions()
    play(state, ChooseCard("escape"))
    assert "escape" in state.hands[0] and "escape" not in state.action_discard
    empty = make_state(line=L8, hands=[["rat_break"], *OTHERS], hidden_warte_mal=True)
    assert empty.action_discard == [] and Play("rat_break") not in empty.legal_actions()


def test_rush_job_stops_the_next_turn_only() -> None:
    state = make_state(line=L8, hands=[["rush_job"], ["stumble", "pushed"], ["stumble"]])
    play(state, Play("rush_job"), ChoosePlayer(1))
    # Seat 1 is blocked: his turn runs without a decision and seat 2 is asked.
    assert state.current == 2 and state.piles[1] == ["baron"]
    assert state.rush == [False, False, False]


def test_scarlet_pimpernel_ends_the_day_after_this_turn() -> None:
    state = make_state(line=L8, hands=[["scarlet_pimpernel"], *OTHERS])
    events = play(state, Play("scarlet_pimpernel"))
    assert state.piles[0] == ["duke"] and len(state.hands[0]) == 1
    assert state.day == 2 and len(state.line) == 12 and state.current == 1
    assert set(L8[1:]) <= set(state.noble_discard)
    assert keys(events).index("line_discarded") < keys(events).index("day_start")


def test_the_long_walk_reverses_the_line() -> None:
    state = make_state(line=L8, hands=[["the_long_walk"], *OTHERS])
    play(state, Play("the_long_walk"))
    assert state.piles[0] == ["bishop"]


def test_twist_of_fate_discards_a_face_up_card() -> None:
    state = make_state(
        line=L8,
        hands=[["twist_of_fate"], *OTHERS],
        face_up=[[], ["fountain_of_blood"], ["tough_crowd"]],
    )
    play(state, Play("twist_of_fate"))
    assert state.legal_actions() == [
        ChooseFaceUp(1, "fountain_of_blood"),
        ChooseFaceUp(2, "tough_crowd"),
    ]
    play(state, ChooseFaceUp(1, "fountain_of_blood"))
    assert state.face_up[1] == [] and "fountain_of_blood" in state.action_discard


def test_endgame_window_runs_in_turn_order_after_the_day_ender() -> None:
    state = make_state(
        line=["duke"],
        day=3,
        hands=[["fountain_of_blood", "stumble"], ["tough_crowd"], ["church_support"]],
        current=2,
    )
    play(state, Collect())  # seat 2 takes the last noble; day 3 ends with his turn
    assert state.to_act() == 0 and kind(state) == "endgame"
    assert state.legal_actions() == [Play("fountain_of_blood"), Done()]
    play(state, Play("fountain_of_blood"))
    # No scoring card left for seat 0, but he is asked while he holds any card, so that
    # being asked tells the table nothing.
    assert state.to_act() == 0 and state.legal_actions() == [Done()]
    play(state, Done())
    assert state.to_act() == 1
    play(state, Play("tough_crowd"), ChoosePlayer(0))
    play(state, Play("church_support"), Done())  # seat 2 still holds the card he drew
    assert state.is_over() and state.scores() == [0.0, 0.0, 3.0]


def test_cards_without_a_target_cannot_be_played() -> None:
    cards = [
        "ignoble_noble",
        "forward_march",
        "rat_break",
        "twist_of_fate",
        "missed",
        "clerical_error",
    ]
    state = make_state(line=L8[:3], hands=[cards, *OTHERS], hidden_warte_mal=True)
    assert state.legal_actions() == [Collect()]


def test_every_action_card_has_a_scenario_here() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    missing = [c for c in game().catalogue.actions if f'"{c}"' not in source]
    assert missing == []
