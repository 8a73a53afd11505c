"""Banque Fatale rules: the rulebook's examples, tie-breaks, every value rule, the round flow."""

from __future__ import annotations

import json
import random

import pytest

from parlour.engine import RuleError
from parlour.games import get_game
from parlour.games.banque_fatale.rules import (
    AddJeton,
    BanqueFataleState,
    BanqueFataleView,
    Choose,
    PlaceBid,
    RemoveJeton,
    Sell,
    SellNothing,
    TakeJeton,
)
from tests.outcome import decided_of, score_lines_of, winners_of
from tests.view_shape import assert_shape, declared_keys

GAME = get_game("banque_fatale")
COLOURS = ("rouge", "jaune", "vert", "bleu", "orange")
ROUGE, JAUNE, VERT, BLEU, ORANGE = range(5)


def fresh(players: int = 4, seed: int = 1, **options: bool) -> BanqueFataleState:
    state = GAME.new_state(players, seed, options)
    assert isinstance(state, BanqueFataleState)
    return state


def at_bidding(state: BanqueFataleState, start: int, card: str) -> BanqueFataleState:
    """Put ``card`` up for auction with ``start`` as start player (card taken from wherever
    it lies), so a test can script the bids."""
    for place in (state.market, state.stack, *state.owned):
        if card in place:
            place.remove(card)
    state.start = start
    state.actor = start
    state.phase = "bid"
    state.auction = card
    return state


def bid_all(state: BanqueFataleState, bids: dict[int, dict[str, int]]) -> list:
    """Every seat in turn adds the given jetons and places its bid; returns all events."""
    events = []
    while state.phase == "bid":
        seat = state.to_act()
        assert seat is not None
        for colour, count in bids.get(seat, {}).items():
            for _ in range(count):
                events += state.apply(AddJeton(colour))
        events += state.apply(PlaceBid())
    return events


def give(state: BanqueFataleState, seat: int, *cards: str) -> None:
    for card in cards:
        for place in (state.market, state.stack, *state.owned):
            if card in place:
                place.remove(card)
        state.owned[seat].append(card)


# ------------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [3, 4])
def test_setup_deals_singles_jetons_market_and_stack(players: int) -> None:
    state = fresh(players, seed=9)
    singles = [cards[0] for cards in state.owned]
    assert len(set(singles)) == players and all(c in COLOURS for c in singles)
    assert all(js == [2] * 5 for js in state.jetons)
    assert len(state.market) == 3
    assert len(state.stack) == 16 - players - 3
    assert state.rounds_total == 16 - players
    view = state.view(0)
    assert view["jetons_in_play"] == dict.fromkeys(COLOURS, 2 * players)
    assert state.values == [6] * 5 and state.cash == [0] * players
    if players == 3:
        # The two left-over single cards are shuffled into the deck.
        assert sum(c in COLOURS for c in [*state.market, *state.stack]) == 2


def test_start_player_chooses_a_market_card_and_the_market_refills() -> None:
    state = fresh()
    start = state.start
    card = state.market[1]
    top = state.stack[-1]
    events = state.apply(Choose(card))
    assert state.auction == card and card not in state.market
    assert top in state.market and len(state.market) == 3
    assert any(e.key.endswith("market") and e.barrier for e in events)
    assert state.phase == "bid" and state.to_act() == start
    with pytest.raises(RuleError):
        state.apply(Choose(state.market[0]))


# ------------------------------------------------------------------- bids


def test_bids_are_built_jeton_by_jeton_and_stay_secret_until_all_are_in() -> None:
    state = at_bidding(fresh(), start=0, card="vert_bleu")
    state.apply(AddJeton("rouge"))
    state.apply(AddJeton("rouge"))
    state.apply(RemoveJeton("rouge"))
    assert AddJeton("rouge") in state.legal_actions()
    state.apply(AddJeton("rouge"))
    with pytest.raises(RuleError):
        state.apply(AddJeton("rouge"))  # only two rouge jetons behind the screen
    assert state.view(0)["my_bid"]["rouge"] == 2
    events = state.apply(PlaceBid())
    assert [e.key for e in events] == ["banque_fatale.log.bid_placed"]
    assert state.view(1)["my_bid"] == dict.fromkeys(COLOURS, 0)
    for seat in (1, 2, 3):
        view = state.view(seat)
        assert view["jetons"][0] is None and view["cash"][0] is None
        assert view["revealed_bids"] is None and view["bid_placed"][0]
    events = bid_all(state, {1: {"jaune": 1}})
    reveals = [e for e in events if e.key.endswith(".bid")]
    assert len(reveals) == 4 and all(e.barrier for e in reveals)
    assert state.view(3)["revealed_bids"][0]["rouge"] == 2


def test_the_adding_events_are_shown_only_to_the_bidder() -> None:
    state = at_bidding(fresh(), start=2, card="vert_bleu")
    (event,) = state.apply(AddJeton("orange"))
    assert event.audience == frozenset({2})


def test_an_empty_bid_is_allowed_and_everyone_bidding_nothing_gives_the_card_to_start() -> None:
    state = at_bidding(fresh(), start=2, card="jaune_vert")
    bid_all(state, {})
    assert "jaune_vert" in state.owned[2]
    assert state.values == [2] * 5  # no jeton of any colour: all fall to 2


@pytest.mark.parametrize(
    ("totals", "start", "winner"),
    [
        ([3, 1, 0, 2], 0, 0),  # clear maximum
        ([2, 2, 0, 0], 0, 0),  # the start player wins a tie he is part of
        ([2, 2, 0, 0], 1, 1),
        ([1, 2, 2, 0], 0, 1),  # nearest clockwise from the start player
        ([3, 0, 0, 3], 1, 3),  # seat 3 is two steps after seat 1, seat 0 three
        ([3, 0, 0, 3], 3, 3),
        ([0, 0, 0, 0], 2, 2),
        ([4, 0, 4], 1, 2),  # three seats: from 1 clockwise comes 2, then 0
        ([4, 0, 4], 2, 2),
        ([4, 4, 0], 2, 0),
    ],
)
def test_tie_break(totals: list[int], start: int, winner: int) -> None:
    bids = [[t, 0, 0, 0, 0] for t in totals]
    assert BanqueFataleState.auction_winner(bids, start) == winner


def test_tie_is_played_out_on_the_table() -> None:
    state = at_bidding(fresh(), start=1, card="rouge_jaune")
    bid_all(state, {0: {"vert": 2}, 2: {"bleu": 1, "orange": 1}, 3: {"jaune": 1}})
    # Seats 0 and 2 tie with two jetons; from start 1, seat 2 comes before seat 0.
    assert state.winner == 2 and "rouge_jaune" in state.owned[2]


# ------------------------------------------------------------------- values


def values_after(middle: dict[str, int], before: list[int] | None = None) -> list[int]:
    state = fresh()
    if before is not None:
        state.values = list(before)
    return state.value_changes([middle.get(c, 0) for c in COLOURS])


def test_most_jetons_rise_by_two_single_falls_by_one_none_falls_to_two() -> None:
    # vert has two jetons but not the most: it stays where it is.
    assert values_after({"rouge": 3, "jaune": 1, "vert": 2, "bleu": 1}) == [8, 5, 6, 5, 2]


def test_two_tied_colours_both_rise() -> None:
    assert values_after({"rouge": 2, "jaune": 2, "vert": 1, "bleu": 1, "orange": 1}) == [
        8,
        8,
        5,
        5,
        5,
    ]


def test_three_tied_colours_all_rise() -> None:
    assert values_after({"rouge": 3, "vert": 3, "orange": 3, "jaune": 2}) == [8, 6, 8, 2, 8]


def test_a_most_of_one_jeton_is_not_a_rise() -> None:
    assert values_after(dict.fromkeys(COLOURS, 1)) == [5] * 5


def test_values_are_clamped_to_the_track() -> None:
    assert values_after({"rouge": 1, "jaune": 2}, before=[2, 10, 3, 7, 9]) == [2, 12, 2, 2, 2]


def test_no_jeton_falls_to_two_from_anywhere() -> None:
    assert values_after({"rouge": 2}, before=[6, 10, 9, 3, 2]) == [8, 2, 2, 2, 2]


def test_rulebook_payout_rouge_at_eleven_pays_fifteen() -> None:
    """Rouge rises to 11: the owner of the double-red card and another red card gets 15 M."""
    state = at_bidding(fresh(), start=0, card="jaune_bleu")
    give(state, 1, "rouge_rouge", "rouge_vert")
    state.values[ROUGE] = 9
    events = bid_all(state, {0: {"rouge": 2}, 2: {"rouge": 1, "vert": 1}, 3: {"bleu": 1}})
    payouts = {e.params["seat"]: e.params["amount"] for e in events if e.key.endswith("payout")}
    owners = [s for s in range(4) if any("rouge" in c for c in state.owned[s])]
    assert payouts[1] == 15
    assert all(payouts.get(s) == 5 for s in owners if s != 1)
    assert state.values[ROUGE] == 6  # back to 6 after the payout
    assert state.paid_out == sum(payouts.values())


def test_payout_at_twelve_is_six_per_pique_and_stone_returns_to_six() -> None:
    state = at_bidding(fresh(), start=0, card="jaune_bleu")
    state.owned = [["vert"], ["rouge_rouge"], ["bleu_orange"], ["orange"]]
    state.values[ORANGE] = 10
    bid_all(state, {0: {"orange": 2}})
    assert state.cash == [0, 0, 6, 6]
    assert state.values[ORANGE] == 6


def test_stone_returns_to_six_even_when_nobody_owns_the_colour() -> None:
    state = at_bidding(fresh(), start=0, card="bleu")
    state.owned = [["vert"], ["rouge_rouge"], ["orange"], ["rouge"]]
    state.values[JAUNE] = 9
    events = bid_all(state, {0: {"jaune": 2}})
    assert state.values[JAUNE] == 6 and state.cash == [0, 0, 0, 0]
    assert any(e.key.endswith("reset") for e in events)


def test_the_newly_won_card_already_pays_out() -> None:
    state = at_bidding(fresh(), start=0, card="vert_bleu")
    state.owned = [["rouge"], ["jaune"], ["orange"], ["rouge_rouge"]]
    state.values[VERT] = 10
    bid_all(state, {2: {"vert": 2}})
    assert state.winner == 2 and state.cash == [0, 0, 6, 0]


# ------------------------------------------------------------------- draft


def test_redistribution_starts_left_of_the_winner_and_goes_round() -> None:
    state = at_bidding(fresh(), start=0, card="vert_bleu")
    bid_all(state, {0: {"rouge": 1}, 1: {"jaune": 2, "bleu": 1}, 3: {"rouge": 1}})
    assert state.winner == 1 and state.phase == "draft"
    assert state.to_act() == 2
    assert {a.colour for a in state.legal_actions()} == {"rouge", "jaune", "bleu"}
    order = []
    while state.phase == "draft":
        order.append(state.to_act())
        state.apply(state.legal_actions()[0])
    # 5 jetons in three colours: 2, 3, 0 pick while there is a choice; then it is automatic.
    assert order[:3] == [2, 3, 0]
    assert sum(state.middle) == 0
    total = [sum(js[i] for js in state.jetons) for i in range(5)]
    assert total == [8] * 5


def test_last_colour_is_dealt_out_automatically() -> None:
    state = at_bidding(fresh(), start=0, card="vert_bleu")
    bid_all(state, {0: {"rouge": 2}, 1: {"rouge": 1}})
    # Only rouge in the middle: 3 jetons go to 1, 2, 3 without anyone choosing.
    assert state.winner == 0 and state.phase in ("sale", "choose")
    assert [state.jetons[s][ROUGE] for s in range(4)] == [0, 2, 3, 3]


def test_take_from_an_empty_colour_is_illegal() -> None:
    state = at_bidding(fresh(), start=0, card="vert_bleu")
    bid_all(state, {0: {"rouge": 2, "jaune": 1}})
    with pytest.raises(RuleError):
        state.apply(TakeJeton("vert"))


# ------------------------------------------------------------------- sale


def test_rulebook_sale_rouge_et_vert_at_seven_and_nine_yields_sixteen() -> None:
    state = at_bidding(fresh(), start=0, card="bleu_orange")
    give(state, 0, "rouge_vert")
    bid_all(state, {1: {"bleu": 1}})  # seat 1 wins; one jeton only: automatic draft
    state.values[ROUGE], state.values[VERT] = 7, 9
    assert state.phase == "sale" and state.to_act() == 0
    cash = state.cash[0]
    events = state.apply(Sell("rouge_vert"))
    assert state.cash[0] == cash + 16
    assert events[0].params == {"seat": 0, "card": "rouge_vert", "price": 16}
    assert "rouge_vert" in state.sold and "rouge_vert" not in state.owned[0]
    assert state.start == 1 and state.phase == "choose"


def test_the_card_just_won_cannot_be_sold_and_selling_nothing_is_allowed() -> None:
    state = at_bidding(fresh(), start=0, card="bleu_orange")
    bid_all(state, {0: {"bleu": 1}})
    assert state.winner == 0 and state.phase == "sale"
    assert Sell("bleu_orange") not in state.legal_actions()
    assert SellNothing() in state.legal_actions()
    state.apply(SellNothing())
    assert "bleu_orange" in state.owned[0] and state.start == 1


def test_a_start_player_with_nothing_to_sell_is_skipped() -> None:
    state = at_bidding(fresh(), start=0, card="bleu_orange")
    state.owned[0] = []
    bid_all(state, {0: {"bleu": 1}})
    assert state.phase == "choose" and state.start == 1


# ------------------------------------------------------------------- the end


@pytest.mark.parametrize("players", [3, 4])
def test_game_ends_after_the_last_card_with_final_wealth(players: int) -> None:
    state = fresh(players, seed=4)
    rounds = 0
    while not state.is_over():
        if state.phase == "choose":
            rounds += 1
        state.apply(state.legal_actions()[-1])
    assert rounds == 16 - players
    assert not state.market and not state.stack
    for seat in range(players):
        cards = sum(state.card_value(c) for c in state.owned[seat])
        assert state.scores()[seat] == state.cash[seat] + sum(state.jetons[seat]) + cards
        assert sum(line["points"] for line in score_lines_of(state, seat)) == state.scores()[seat]
    assert state.view(0)["scores"] == [int(s) for s in state.scores()]
    assert decided_of(state) is not None and state.progress() == 1.0


def test_variant_makes_jetons_worthless_at_the_end() -> None:
    plain = fresh(seed=5)
    variant = fresh(seed=5, worthless_jetons=True)
    for state in (plain, variant):
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(PlaceBid() if PlaceBid() in legal else legal[0])
    for seat in range(4):
        assert plain.scores()[seat] - variant.scores()[seat] == sum(plain.jetons[seat])
        assert score_lines_of(variant, seat)[1]["points"] == 0


def test_equal_wealth_is_a_shared_win() -> None:
    state = fresh(seed=2)
    while not state.is_over():
        state.apply(state.legal_actions()[-1])
    state.owned = [[] for _ in range(4)]
    state.jetons = [[2] * 5 for _ in range(4)]
    state.cash = [7, 7, 3, 0]
    assert winners_of(state) == [0, 1]
    assert decided_of(state) == {"key": "banque_fatale.decided.shared", "params": {"wealth": 17}}


def test_unknown_option_value_type_is_a_rule_error() -> None:
    with pytest.raises(RuleError):
        GAME.new_state(3, 0, {"worthless_jetons": "yes"})


# ------------------------------------------------------------------- the view


def test_every_view_has_exactly_the_declared_keys_and_stays_json() -> None:
    """The table reads the view through ``BanqueFataleView``: every seat's view, the
    onlooker's and the revealed one at every step of a game hold exactly its keys."""
    state = fresh(3, seed=12)
    rng = random.Random(5)
    required, declared = declared_keys(BanqueFataleView)
    assert required == declared
    while True:
        views = [state.view(seat) for seat in range(-1, 3)] + [state.revealed_view()]
        for view in views:
            assert_shape(view, BanqueFataleView)
            assert json.loads(json.dumps(view)) == view
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.final_view()["cash"] == state.cash
