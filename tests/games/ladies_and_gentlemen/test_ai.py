"""The bots: random for easy; for normal and hard a placeholder heuristic of both roles that
plays whole games through ``decide`` (a determinization, never the real state)."""

from __future__ import annotations

import random

import pytest

from parlour.ai.base import decide, make_bot
from parlour.ai.random_bot import RandomBot
from parlour.games.ladies_and_gentlemen.actions import Done, Pay, Take
from parlour.games.ladies_and_gentlemen.ai import HeuristicBot
from tests.games.ladies_and_gentlemen.helpers import CAT, at_phase, new, play_until


def test_levels() -> None:
    assert isinstance(make_bot("ladies_and_gentlemen", "easy"), RandomBot)
    for level in ("normal", "hard"):
        bot = make_bot("ladies_and_gentlemen", level)
        assert isinstance(bot, HeuristicBot) and bot.level == level


@pytest.mark.parametrize("players", [4, 5, 10])
def test_heuristic_bots_play_whole_games(players: int) -> None:
    state = new(players, players, gossip=players == 5)
    bot = make_bot("ladies_and_gentlemen", "normal")
    rng = random.Random(players)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        state.apply(decide(bot, state, seat, rng))
    assert state.winners()
    # They shop and pay: somebody wears something at the Ball.
    assert any(state.wardrobe[s] for s in state.seating.shoppers)


def test_a_lady_takes_the_most_elegant_card_then_leaves() -> None:
    state = new(4, 2)
    play_until(state, at_phase("shop"))
    seat = state.current
    assert seat is not None and state.shop is not None
    cards = state.boutiques[state.shop["b"]]["cards"]
    wardrobe = [i for i, c in enumerate(cards) if c in CAT.wardrobe]
    bot = HeuristicBot("normal")
    choice = bot.choose(state, seat, random.Random(0))
    if wardrobe:
        assert isinstance(choice, Take)
        best = max(
            CAT.wardrobe[cards[i]].stars + 3 * (CAT.wardrobe[cards[i]].item == "dress")
            for i in wardrobe
        )
        info = CAT.wardrobe[cards[choice.index]]
        assert info.stars + 3 * (info.item == "dress") == best
        state.apply(choice)
        if state.current == seat:
            assert bot.choose(state, seat, random.Random(0)) == Done()


def test_a_gentleman_pays_for_his_ladys_card_when_he_can() -> None:
    state = new(4, 6)
    play_until(state, lambda s: s.phase == "pay" and s.presented() is not None, seed=3)
    seat = state.current
    assert seat is not None
    card, _owner = state.presented()  # type: ignore[misc]
    choice = HeuristicBot("hard").choose(state, seat, random.Random(0))
    assert (choice == Pay()) == (state.money[seat] >= CAT.price(card))
