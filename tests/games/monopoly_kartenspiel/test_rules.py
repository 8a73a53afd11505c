"""The rulebook's examples and the rules of a 4-player round, through the rules themselves."""

from __future__ import annotations

import random

import pytest

from parlour.engine import RuleError
from parlour.games.monopoly_kartenspiel.actions import Discard, Draw, GoOut, Trade, Wait
from parlour.games.monopoly_kartenspiel.payout import mr_monopoly_winner
from parlour.games.monopoly_kartenspiel.rules import STALL_CIRCLES, MonopolyState
from tests.games.monopoly_kartenspiel.rules_helpers import all_cards, make_state
from tests.outcome import decided_of, winners_of

YELLOW = ["yellow_1", "yellow_2", "yellow_3"]
GO = ["go_1", "go_2", "go_3", "go_4"]
#: The rulebook's example hand: yellow, 1st-3rd house, two tokens, two Mr. Monopoly.
EXAMPLE = [*YELLOW, "house1_1", "house2_1", "house3_1", "token_1", "token_2"]
EXAMPLE += ["mr_monopoly_1", "mr_monopoly_2"]
#: A hand that goes out: brown (50) with three houses, a token on it, four GO cards: 1 200.
ENDER = ["brown_1", "brown_2", "house1_2", "house2_2", "house3_2", "token_3", *GO]
#: Cards that lay out nothing and keep the bonus harmless.
JUNK = ["pink_1", "orange_1", "red_1", "green_1", "light_blue_1", "railroad_1"]
#: A bonus that completes nothing while JUNK lies in another hand.
BONUS_JUNK = ["pink_2", "orange_2", "red_2", "green_2", "light_blue_2"]


def go_out(state: MonopolyState) -> None:
    assert GoOut() in state.legal_actions()
    state.apply(GoOut())


def test_the_rulebooks_illegal_go_out_a_4th_house_without_the_3rd() -> None:
    """ "Darf nicht ausgelegt werden": the 4th house does not fit because the 3rd is
    missing, so the hand may not go out; with the 3rd house in its place it may."""
    illegal = [*YELLOW, "house1_1", "house2_1", "house4_1", *GO]
    state = make_state(hands={0: illegal})
    assert GoOut() not in state.legal_actions()
    assert state.view(0)["go_out_value"] is None
    legal = [*YELLOW, "house1_1", "house2_1", "house3_1", *GO]
    state = make_state(hands={0: legal})
    assert GoOut() in state.legal_actions()
    assert state.view(0)["go_out_value"] == 4 * 300 + 4 * 200


def test_the_rulebooks_worked_example_pays_4600_with_mr_monopoly() -> None:
    """Seat 1 holds the example and another seat goes out: yellow 300 + three houses =
    1 200, two tokens 2 × 1 200, and nobody else has two Mr. Monopoly cards: + 1 000."""
    state = make_state(
        hands={0: ENDER, 1: EXAMPLE, 2: ["mr_monopoly_3", *JUNK, "pink_2", "red_2"]},
        stock_top=["orange_2", "orange_3", "green_2", "green_3", "pink_3"],
    )
    go_out(state)
    last = state.history[-1]
    assert last["ender"] == 0 and last["mr_monopoly_seat"] == 1
    assert last["points"][1] == 4600
    assert last["layouts"][1]["value"] == 3600
    assert state.totals[1] == 4600
    lines = state.round_results()[0].details[1]
    assert sum(line.points for line in lines) == 4600
    assert any(line.key.endswith("score.mr_monopoly") for line in lines)


def test_a_shared_most_of_mr_monopoly_pays_nobody() -> None:
    ender = ["brown_1", "brown_2", "house1_2", "token_3", "go_1", "go_2", "go_3", "go_4"]
    ender += ["mr_monopoly_3", "mr_monopoly_4"]  # 10 cards, two Mr. Monopoly as seat 1
    state = make_state(hands={0: ender, 1: EXAMPLE}, stock_top=JUNK[:5])
    go_out(state)
    last = state.history[-1]
    assert last["mr_monopoly_seat"] is None
    assert last["points"][1] == 3600
    assert mr_monopoly_winner([2, 2, 0]) is None
    assert mr_monopoly_winner([0, 0]) is None
    assert mr_monopoly_winner([1, 3, 2]) == 1


def test_chance_stands_in_for_the_ender_and_zeroes_a_non_ender() -> None:
    """The ender's Chance completes yellow; the other Chance makes its holder's complete
    dark blue (and his Mr. Monopoly card) worth nothing."""
    ender = ["yellow_1", "yellow_2", "chance_1", "house1_1", *GO, "token_1", "token_2"]
    holder = ["dark_blue_1", "dark_blue_2", "chance_2", "mr_monopoly_1", *JUNK]
    state = make_state(hands={0: ender, 1: holder}, stock_top=["pink_2", "pink_3"])
    assert state.view(0)["go_out_value"] == 600 + 800 + 2 * 600
    go_out(state)
    last = state.history[-1]
    yellow = last["layouts"][0]["groups"][0]
    assert yellow["group"] == "yellow" and yellow["chance"] == ["chance_1"]
    assert last["layouts"][1]["chance_zero"] and last["points"][1] == 0
    assert sorted(last["layouts"][1]["set_aside"]) == sorted(holder)
    assert last["mr_monopoly_seat"] is None  # the holder's card counts for nothing
    assert state.round_results()[0].details[1][0].key.endswith("score.chance_zero")


def test_draw_then_discard_ends_the_turn() -> None:
    state = make_state(stock_top=["go_1"])
    hand = list(state.hands[0])
    state.apply(Draw())
    assert state.phase == "discard" and state.view(0)["must_discard"] == 1
    assert state.view(0)["hand"].count("go_1") == 1
    state.apply(Discard(hand[0]))
    assert state.piles[0][-1] == hand[0]
    assert state.current == 1 and state.phase == "turn"
    assert all_cards(state) == sorted(state.cat.all_cards())


def test_a_trade_moves_the_top_cards_into_the_hands_and_the_partner_discards_later() -> None:
    state = make_state(piles={0: ["pink_1", "pink_2"], 1: ["red_1", "red_2", "red_3"]})
    state.hands[0] = [c for c in state.hands[0] if not c.startswith(("pink", "red"))][:10]
    first = state.hands[0][0]
    state.apply(Discard(first))  # the optional discard before the trade
    assert state.phase == "trade_pick"
    assert Draw() not in state.legal_actions()
    state.apply(Trade(1, 2))
    assert state.piles[0] == ["pink_1"] and state.piles[1] == ["red_1"]
    assert {"red_2", "red_3"} <= set(state.hands[0])
    assert {"pink_2", first} <= set(state.hands[1])
    assert len(state.hands[1]) == 12
    # 9 + 2 = 11 cards: one to discard, then the partner's turn comes with his surplus.
    assert state.view(0)["must_discard"] == 1
    state.apply(Discard(state.hands[0][0]))
    assert state.current == 1 and len(state.hands[1]) == 12
    # Everybody saw the traded cards go into the hands: a determinization keeps them.
    sample = state.determinize(2, random.Random(1))
    assert {"pink_2", first} <= set(sample.hands[1])
    assert {"red_2", "red_3"} <= set(sample.hands[0])
    state.apply(Draw())
    assert state.view(1)["must_discard"] == 3
    for _ in range(3):
        state.apply(Discard(state.hands[1][0]))
    assert len(state.hands[1]) == 10 and state.current == 2


def test_a_trade_must_fit_both_piles() -> None:
    state = make_state(piles={0: ["pink_1"], 1: ["red_1", "red_2"]})
    assert Trade(1, 1) in state.legal_actions()
    with pytest.raises(RuleError):
        state.apply(Trade(1, 2))


def test_going_out_with_a_trade_surplus_keeps_the_best_ten() -> None:
    """A partner who holds 13 goes out with the best 10. Brown with three houses is worth
    1 200 with its token and four GO; pink takes the houses instead (600), the token
    copies it and three GO fit: 1 800. Brown and a GO card are set aside."""
    hand = [*ENDER, "pink_1", "pink_2", "pink_3"]
    state = make_state(hands={0: hand}, stock_top=["red_1", "red_2"])
    assert state.view(0)["go_out_value"] == 1800
    go_out(state)
    last = state.history[-1]
    assert len(last["kept"]) == 10 and len(last["surplus"]) == 3
    assert {"brown_1", "brown_2"} <= set(last["surplus"])
    assert state.cat.kinds[sorted(set(last["surplus"]) - {"brown_1", "brown_2"})[0]] == "go"
    assert last["bonus"][:2] == ["red_2", "red_1"] and len(last["bonus"]) == 5


def test_go_out_is_the_whole_turn() -> None:
    state = make_state(hands={0: [*ENDER, "red_2"]}, stock_top=["red_1"])
    assert GoOut() in state.legal_actions()
    state.apply(Draw())
    assert state.phase == "discard"
    assert GoOut() not in state.legal_actions()


def test_the_bonus_is_the_top_five_of_the_stock_and_may_improve_the_hand() -> None:
    stock = ["house3_1", "pink_1", "pink_2", "pink_3", "house1_1"]  # last = top
    state = make_state(hands={0: ENDER}, stock_top=["red_1", *stock])
    go_out(state)
    last = state.history[-1]
    assert last["bonus"] == list(reversed(stock))
    assert "red_1" not in last["bonus"]
    # Pink (150) takes three houses (600) and the token (600), brown keeps one house
    # (100), GO 800: 2 100 instead of the 1 200 it went out with.
    assert last["points"][0] == 2100


def test_an_empty_stock_ends_the_round_after_a_whole_circle() -> None:
    state = make_state(stock=0)
    assert Draw() not in state.legal_actions()
    start = state.round_no
    for _ in range(4):  # seats 0-3 each take a turn with the stock empty
        assert state.round_no == start
        seat = state.current
        if not state.piles[seat]:
            state.apply(Discard(state.hands[seat][0]))
        partner = next(s for s in range(1, 4) if state.piles[(seat + s) % 4])
        state.apply(Trade((seat + partner) % 4, 1))
        while state.phase == "discard":
            state.apply(Discard(state.hands[state.current][0]))
    assert state.round_no == start + 1
    assert state.history[-1]["ended_by"] == "empty_stock"
    assert state.history[-1]["ender"] is None


def test_nothing_to_do_lets_the_turn_go_by() -> None:
    state = make_state(piles={0: ["pink_1"], 1: [], 2: [], 3: []}, stock=0)
    assert state.legal_actions() == [Wait()]


def test_a_round_stalls_after_fifteen_circles() -> None:
    state = make_state(stock_top=["go_1"])
    state.turns = STALL_CIRCLES * 4
    state.apply(Draw())
    events = state.apply(Discard("go_1"))
    # The round's end lays every hand open: undo may not take it back.
    assert any(e.barrier and e.key.endswith("round_scored") for e in events)
    assert state.history[-1]["ended_by"] == "stalled"
    assert state.round_no == 2 and state.turns == 1


def finish_round(state: MonopolyState) -> None:
    """Let the round stall at once: the current seat draws the top card and discards it,
    and every seat scores its hand as a non-ender."""
    state.turns = STALL_CIRCLES * state.num_players
    top = state.stock[-1]
    state.apply(Draw())
    state.apply(Discard(top))
    assert state.history[-1]["ended_by"] == "stalled"


def test_the_game_ends_at_the_target_and_the_highest_total_wins() -> None:
    state = make_state(hands={1: EXAMPLE}, stock_top=["go_1"])
    state.totals = [9000, 6000, 9500, 0]
    finish_round(state)
    assert state.is_over() and state.totals[1] == 10600
    assert winners_of(state) == [1]
    assert decided_of(state) == {
        "key": "monopoly_kartenspiel.decided.target",
        "params": {"points": 10600},
    }


def test_the_target_alone_does_not_win_a_higher_total_does() -> None:
    """Two seats pass the target in one round: the higher total wins."""
    state = make_state(hands={0: [*GO, *JUNK], 1: EXAMPLE}, stock_top=["pink_2"])
    state.totals = [9800, 6500, 0, 0]
    finish_round(state)
    assert state.totals[:2] == [10600, 11100]
    assert winners_of(state) == [1]


def test_equal_totals_at_the_top_share_the_win() -> None:
    """Seat 0 lays out four GO cards (800), seat 1 dark blue and light blue (500)."""
    blues = ["dark_blue_1", "dark_blue_2", "light_blue_1", "light_blue_2", "light_blue_3"]
    blues += ["pink_1", "orange_1", "red_1", "green_1", "railroad_1"]
    state = make_state(
        hands={0: [*GO, "pink_2", "orange_2", "red_2", "green_2", "yellow_1", "brown_1"], 1: blues},
        stock_top=["pink_3"],
    )
    state.totals = [9500, 9800, 0, 0]
    finish_round(state)
    assert state.totals[:2] == [10300, 10300]
    assert winners_of(state) == [0, 1]
    assert decided_of(state) == {
        "key": "monopoly_kartenspiel.decided.shared",
        "params": {"points": 10300},
    }


def test_the_round_cap_ends_the_game_with_the_highest_total() -> None:
    state = make_state(hands={2: [*GO, *JUNK]}, stock_top=["pink_2"], options={"rounds": 5})
    state.round_no = 5
    state.totals = [100, 300, 200, 0]
    finish_round(state)
    assert state.is_over()
    assert winners_of(state) == [2]
    assert decided_of(state) == {
        "key": "monopoly_kartenspiel.decided.rounds",
        "params": {"points": 1000, "round": 5},
    }


def test_the_ender_sets_aside_a_go_card_to_keep_the_mr_monopoly_that_wins() -> None:
    """11 cards that all fit go out as 10. Yellow (300) with two tokens is 900, four GO
    cards 800: setting aside his second Mr. Monopoly lays out 1 700 but leaves one
    against seat 1's one, a tie that pays nobody; setting aside a GO card lays out 1 500
    and wins the 1 000 (a token instead: 1 400 + 1 000)."""
    ender = [*YELLOW, "token_1", "token_2", *GO, "mr_monopoly_3", "mr_monopoly_4"]
    rival = ["mr_monopoly_1", "dark_blue_1", "dark_blue_2", *JUNK[:5]]
    state = make_state(hands={0: ender, 1: rival}, stock_top=BONUS_JUNK)
    assert state.view(0)["go_out_value"] == 1700  # what the hand is worth on its own
    go_out(state)
    last = state.history[-1]
    assert last["surplus"] == ["go_4"]
    assert last["mr_monopoly_seat"] == 0
    assert last["points"][0] == 1500 + 1000


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_progress_moves_within_the_first_round_and_never_goes_back(players: int) -> None:
    """The load list showed "0 %" all through round 1: progress counted whole rounds."""
    state = make_state(players, current=0)
    moves = random.Random(players)
    seen = [state.progress()]
    while state.round_no == 1 and not state.over:
        acts = state.legal_actions()
        plain = [a for a in acts if not isinstance(a, GoOut)] or acts
        state.apply(moves.choice(plain))
        seen.append(state.progress())
    assert seen == sorted(seen)
    assert seen[-2] > 0.0
