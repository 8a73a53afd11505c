"""Every player count: the deal, the neutral piles of 2 and 3 players, and the trade-only
turns with the secret pass of 5 and 6 players."""

from __future__ import annotations

import json
import random

import pytest

from parlour.engine import DamagedSnapshot
from parlour.games.monopoly_kartenspiel.actions import (
    Discard,
    Draw,
    GoOut,
    PassCard,
    SwapNeutral,
    Trade,
)
from parlour.games.monopoly_kartenspiel.rules import TARGET, TARGET_BIG_TABLE
from tests.games.monopoly_kartenspiel.rules_helpers import all_cards, game, make_state

GO = ["go_1", "go_2", "go_3", "go_4"]


@pytest.mark.parametrize(
    ("players", "hand", "neutral", "stock", "target"),
    [
        (2, 10, 2, 36, TARGET),
        (3, 10, 1, 26, TARGET),
        (4, 10, 0, 16, TARGET),
        (5, 11, 0, 0, TARGET_BIG_TABLE),
        (6, 9, 0, 0, TARGET_BIG_TABLE),
    ],
)
def test_the_deal_of_every_player_count(
    players: int, hand: int, neutral: int, stock: int, target: int
) -> None:
    state = game().new_state(players, seed=11)
    assert [len(h) for h in state.hands] == [hand] * players
    assert [len(p) for p in state.piles] == [1] * players
    assert [len(p) for p in state.neutral] == [1] * neutral
    assert len(state.stock) == stock
    assert state.target == target
    assert all_cards(state) == sorted(state.cat.all_cards())
    assert state.current == 1 and state.to_act() == 1  # left of the dealer begins
    view = state.view(1)
    assert view["stock_count"] == stock and len(view["neutral_piles"]) == neutral


def test_three_players_swap_the_neutral_top_for_their_own() -> None:
    state = make_state(3, piles={0: ["pink_1"]}, neutral=[["red_1"]])
    assert SwapNeutral(0, False) in state.legal_actions()
    assert SwapNeutral(0, True) not in state.legal_actions()  # one own trade card only
    state.apply(SwapNeutral(0, False))
    assert state.neutral == [["pink_1"]] and state.piles[0] == []
    assert "red_1" in state.hands[0] and state.phase == "discard"
    sample = state.determinize(1, random.Random(3))
    assert "red_1" in sample.hands[0]  # everybody saw it go into the hand


def test_the_double_swap_takes_the_stock_top_in_secret() -> None:
    state = make_state(3, piles={0: ["pink_1", "pink_2"]}, neutral=[["red_1"]], stock_top=["go_1"])
    events = state.apply(SwapNeutral(0, True))
    assert state.neutral == [["pink_1", "pink_2"]] and state.piles[0] == []
    assert {"red_1", "go_1"} <= set(state.hands[0])
    assert len(state.hands[0]) == 12 and state.view(0)["must_discard"] == 2
    secret = [e for e in events if e.params.get("card") == "go_1"]
    assert secret and all(e.audience == frozenset({0}) for e in secret)
    assert "go_1" not in json.dumps(state.view(1)) and "go_1" not in json.dumps(state.view(2))


def test_no_double_swap_without_a_stock() -> None:
    state = make_state(3, piles={0: ["pink_1", "pink_2"]}, neutral=[["red_1"]], stock=0)
    assert SwapNeutral(0, False) in state.legal_actions()
    assert SwapNeutral(0, True) not in state.legal_actions()
    assert Draw() not in state.legal_actions()


def test_two_players_have_two_neutral_piles() -> None:
    state = make_state(2, piles={0: ["pink_1", "pink_2"]}, neutral=[["red_1"], ["red_2"]])
    legal = state.legal_actions()
    for pile in (0, 1):
        assert SwapNeutral(pile, False) in legal and SwapNeutral(pile, True) in legal
    assert Trade(1, 1) in legal
    state.apply(SwapNeutral(1, False))
    assert state.neutral == [["red_1"], ["pink_1", "pink_2"][1:]]


@pytest.mark.parametrize("players", [5, 6])
def test_big_tables_trade_only_and_both_put_a_card_back(players: int) -> None:
    state = game().new_state(players, seed=5)
    seat = state.current
    legal = state.legal_actions()
    assert {type(a) for a in legal} <= {Trade, GoOut}
    assert {a.seat for a in legal if isinstance(a, Trade)} == set(range(players)) - {seat}
    partner = (seat + 2) % players
    mine, theirs = state.piles[seat][0], state.piles[partner][0]
    state.apply(Trade(partner, 1))
    assert theirs in state.hands[seat] and mine in state.hands[partner]
    assert state.phase == "put_back" and state.to_act() == seat
    state.apply(Discard(state.hands[seat][0]))
    assert state.to_act() == partner and state.view(partner)["must_discard"] == 1
    state.apply(Discard(state.hands[partner][-1]))
    assert [len(p) for p in state.piles] == [1] * players
    assert state.phase == "pass" and state.to_act() == seat


@pytest.mark.parametrize("players", [5, 6])
def test_the_pass_to_the_left_is_secret_and_simultaneous(players: int) -> None:
    state = game().new_state(players, seed=8)
    seat = state.current
    state.apply(Trade((seat + 1) % players, 1))
    state.apply(Discard(state.hands[seat][0]))
    state.apply(Discard(state.hands[(seat + 1) % players][0]))
    before = [list(hand) for hand in state.hands]
    chosen: dict[int, str] = {}
    for step in range(players):
        passer = (seat + step) % players
        assert state.to_act() == passer and state.view(passer)["pending_pass"]
        card = state.hands[passer][0]
        events = state.apply(PassCard(card))
        chosen[passer] = card
        private = [e for e in events if e.params.get("card") == card]
        assert private
        for e in private:  # the passer's own line, and the receiver's once all have chosen
            assert e.audience is not None
            assert e.audience <= {passer, (passer + 1) % players}
        if step < players - 1:
            assert state.view(passer)["passed_card"] == card
            for other in range(players):
                if other != passer:
                    assert card not in json.dumps(state.view(other))
            # Nobody has received anything yet: hands change only when all have chosen.
            left = (passer + 1) % players
            assert card not in state.hands[left]
    for passer, card in chosen.items():
        receiver = (passer + 1) % players
        assert card in state.hands[receiver]
        assert sorted(state.hands[receiver]) == sorted(
            [c for c in before[receiver] if c != chosen[receiver]] + [card]
        )
        # The passer knows where his card is; a determinization of his keeps it there.
        sample = state.determinize(passer, random.Random(passer))
        assert card in sample.hands[receiver]
        for other in range(players):
            if other not in (passer, receiver):
                assert card not in json.dumps(state.view(other)["hand"])
    assert state.phase == "turn" and state.current == (seat + 1) % players


def test_a_big_table_goes_out_after_the_trade_with_all_trade_cards_as_bonus() -> None:
    """Five players: seat 0 trades for the third yellow street and goes out with his 11
    cards; his bonus is every trade card on the table."""
    hand = ["yellow_1", "yellow_2", "house1_1", "house2_1", "house3_1", "token_1", *GO]
    hand += ["pink_1"]
    state = make_state(5, hands={0: hand}, piles={0: ["pink_2"], 1: ["yellow_3"]})
    assert GoOut() not in state.legal_actions()
    state.apply(Trade(1, 1))
    state.apply(Discard("pink_1"))
    state.apply(Discard(state.hands[1][0]))
    # Going out is offered with his pass card: the pass begins as it would otherwise.
    assert state.phase == "pass" and state.to_act() == 0 and GoOut() in state.legal_actions()
    assert state.view(0)["go_out_value"] == 1200 + 1200 + 800
    table = sorted(card for pile in state.piles for card in pile)
    state.apply(GoOut())
    last = state.history[-1]
    assert sorted(last["bonus"]) == table and len(table) == 5
    assert last["ender"] == 0 and len(last["kept"]) == 11
    assert last["points"][0] >= 3200


def test_a_big_table_may_go_out_at_the_start_of_a_turn() -> None:
    hand = ["yellow_1", "yellow_2", "yellow_3", "house1_1", "house2_1", "house3_1", "token_1"]
    hand += GO
    state = make_state(5, hands={0: hand})
    assert GoOut() in state.legal_actions()
    state.apply(GoOut())
    assert state.history[-1]["ender"] == 0


def test_a_snapshot_restores_and_a_damaged_one_is_refused() -> None:
    state = game().new_state(5, seed=2)
    state.apply(state.legal_actions()[0])
    data = json.loads(json.dumps(state.to_json()))
    assert game().restore(data).to_json() == state.to_json()
    lost = json.loads(json.dumps(data))
    lost["hands"][0].pop()
    with pytest.raises(DamagedSnapshot):
        game().restore(lost)
    wrong = json.loads(json.dumps(data))
    wrong["actor"] = 7
    with pytest.raises(DamagedSnapshot):
        game().restore(wrong)
