"""The hard Millionenspiel bot's figures for the game review: what a move leaves the
seat's money worth as a sure sum, by the same exact odds it plays by."""

from __future__ import annotations

import random

import pytest

from parlour.ai.base import EXACT_ODDS, WORTH, advise, make_bot
from parlour.games import get_game
from parlour.games.millionenspiel.ai import HARD, sure_sum, utility


@pytest.mark.parametrize("wealth", [0.0, 7.0, 1_500.0, 250_000.0])
def test_a_sure_sum_is_the_wealth_of_its_utility(wealth: float) -> None:
    for gamma in (HARD.gamma, 1.0, 0.4):
        value = utility(wealth, 1_000_000, gamma, HARD.cushion)
        assert sure_sum(value, gamma, HARD.cushion) == pytest.approx(wealth)


def test_asked_to_weigh_the_played_move_it_values_both_its_own_first_on_ties() -> None:
    bot = make_bot("millionenspiel", "hard")
    state = get_game("millionenspiel").new_state(3, 5)
    rng = random.Random(5)
    valued = 0
    while not state.is_over() and valued < 25:
        seat = state.to_act()
        assert seat is not None
        legal = state.legal_actions()
        played = rng.choice(legal)
        if len(legal) > 1:
            plain = advise(bot, state, seat, random.Random(1))
            assert plain.reason == EXACT_ODDS and not plain.weighed  # a hint: no figures
            weighed = advise(bot, state, seat, random.Random(1), weigh=(played,))
            assert weighed.action == plain.action  # the same move, now with its figures
            if weighed.measure == WORTH:
                valued += 1
                figures = dict(weighed.weighed)
                assert played in figures and weighed.action in figures
                assert weighed.weighed[0][1] == max(figures.values())
                # The bot's own move is the best it knows, within rounding.
                assert figures[weighed.action] >= max(figures.values()) - 1e-6
        state.apply(played)
    assert valued
