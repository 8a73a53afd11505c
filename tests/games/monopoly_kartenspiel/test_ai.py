"""The bots: easy goes out whenever it can, the collector keeps what it collects and
trades for what completes a group, and every level plays whole games from its own view."""

from __future__ import annotations

import random

import pytest

from parlour.ai.base import decide, make_bot
from parlour.games.monopoly_kartenspiel.actions import Discard, Draw, GoOut, Trade
from parlour.games.monopoly_kartenspiel.ai import CollectorBot, hand_worth
from tests.games.monopoly_kartenspiel.rules_helpers import game, make_state

ENDER = ["brown_1", "brown_2", "house1_2", "house2_2", "house3_2", "token_3"]
ENDER += ["go_1", "go_2", "go_3", "go_4"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_goes_out_when_it_can(level: str) -> None:
    state = make_state(hands={0: ENDER})
    bot = make_bot("monopoly_kartenspiel", level)
    assert decide(bot, state, 0, random.Random(1)) == GoOut()


def test_the_collector_trades_for_the_card_that_completes_a_group() -> None:
    hand = ["yellow_1", "yellow_2", "pink_1", "orange_1", "red_1", "green_1"]
    hand += ["light_blue_1", "railroad_1", "utility_1", "house1_1"]
    state = make_state(hands={0: hand}, piles={0: ["brown_1"], 2: ["yellow_3"]})
    assert CollectorBot("normal").choose(state, 0, random.Random(1)) == Trade(2, 1)


def test_the_collector_draws_when_no_trade_helps() -> None:
    hand = ["yellow_1", "yellow_2", "pink_1", "orange_1", "red_1", "green_1"]
    hand += ["light_blue_1", "railroad_1", "utility_1", "house1_1"]
    state = make_state(hands={0: hand}, piles={0: ["brown_1"], 1: ["pink_2"]})
    assert CollectorBot("normal").choose(state, 0, random.Random(1)) == Draw()


def test_the_collector_discards_the_card_it_needs_least() -> None:
    hand = ["yellow_1", "yellow_2", "yellow_3", "house1_1", "go_1", "go_2", "go_3"]
    hand += ["dark_blue_1", "token_1", "brown_1"]
    state = make_state(hands={0: hand}, stock_top=["go_4"])
    state.apply(Draw())
    choice = CollectorBot("normal").choose(state, 0, random.Random(1))
    assert choice == Discard("brown_1")
    cat = state.cat
    assert hand_worth(["yellow_1", "yellow_2"], cat) > hand_worth(["yellow_1", "brown_1"], cat)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_bots_of_every_level_finish_a_game_from_their_own_views(players: int) -> None:
    state = game().new_state(players, seed=players, options={"rounds": 5})
    bots = [
        make_bot("monopoly_kartenspiel", ("easy", "normal", "hard")[s % 3]) for s in range(players)
    ]
    rng = random.Random(players)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        state.apply(decide(bots[seat], state, seat, rng))
    assert state.winners()
