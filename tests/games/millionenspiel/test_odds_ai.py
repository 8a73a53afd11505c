"""The exact landing odds and the bots that bet by them."""

from __future__ import annotations

import random

import pytest

from parlour.ai.base import decide, make_bot
from parlour.games.millionenspiel import odds
from parlour.games.millionenspiel.rules import Accept, Done, Reject, Roll, Stake
from tests.games.millionenspiel.helpers import bet_all, betting_state, game, pieces

BOARD = game().board.fields


def test_move_distances_follow_the_doubles_rule() -> None:
    dist = odds.move_distances()
    assert sum(dist) == pytest.approx(1.0, abs=1e-12)
    assert dist[2] == 0.0  # 1+1 is a double and must throw on
    assert dist[3] == pytest.approx(2 / 36)
    assert dist[4] == pytest.approx(2 / 36)  # 1+3, 3+1; 1+1 then at least 3 more
    # 1+1 then 1+2 / 2+1 reaches 5, besides 1+4, 4+1, 2+3, 3+2.
    assert dist[5] == pytest.approx(4 / 36 + (1 / 36) * (2 / 36))
    mean = sum(t * p for t, p in enumerate(dist))
    assert mean == pytest.approx(7 * 6 / 5, rel=1e-9)  # 7 per throw, 6/5 throws


def test_landing_odds_per_colour_sum_to_one_from_every_field() -> None:
    for pos in range(56):
        colours = odds.colour_odds(odds.plain(pos, 56), BOARD)
        assert sum(colours.values()) == pytest.approx(1.0)
        assert set(colours) <= {"blue", "yellow", "red", "beige", "green", "black"}


def test_the_reject_option_never_hurts_the_roller() -> None:
    def worth(colour: str, passes: int) -> float:
        return {"red": 100.0, "yellow": 10.0, "blue": 1.0}.get(colour, -1.0) + passes

    for pos in (0, 13, 38, 50):
        plain = odds.expected(odds.outcomes(pos, BOARD), worth)
        dist, value = odds.with_reject(pos, BOARD, worth)
        assert value >= plain
        assert sum(dist.values()) == pytest.approx(1.0)
        assert odds.expected(tuple(dist.items()), worth) == pytest.approx(value)


def test_keep_a_throw_that_lands_on_red_and_reject_one_on_beige() -> None:
    def worth(colour: str, passes: int) -> float:
        return 100.0 if colour == "red" else 0.0

    assert odds.keep_is_better(38, BOARD, (2, 3), worth)  # 43 is red
    assert not odds.keep_is_better(38, BOARD, (1, 3), worth)  # 42 is black


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_roller_keeps_a_red_throw_with_a_stake_and_rejects_beige(level: str) -> None:
    bot = make_bot("millionenspiel", level)
    rng = random.Random(0)
    for dice, expected in (([2, 3], Accept()), ([1, 5], Reject())):  # 38 + 5 red, + 6 beige
        state = betting_state([pieces(c10=5)] * 3, roller=0, pos=38, dice=dice)
        bet_all(state, {0: pieces(c10=3)})
        assert decide(bot, state, 0, rng) == expected


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bots_stake_part_of_their_money_and_finish(level: str) -> None:
    bot = make_bot("millionenspiel", level)
    rng = random.Random(1)
    state = betting_state([pieces(c1=5, c10=5, c100=5)] * 3, roller=0, pos=10, dice=[1, 2])
    seat = state.to_act()
    staked = 0
    while state.to_act() == seat:
        act = decide(bot, state, seat, rng)
        assert act in state.legal_actions()
        if isinstance(act, Stake):
            staked += act.value * act.count
        state.apply(act)
        assert isinstance(act, Stake | Done)
    assert 0 < staked < 555  # Kelly-like: something, never everything


def test_bots_roll_in_the_opening_and_play_on_legally() -> None:
    """What each decision costs is measured by ``benchmarks/run.py`` ("AI decision
    millionenspiel <level>"), not asserted here: these bots compute, they do not search."""
    g = game()
    rng = random.Random(2)
    for level in ("easy", "normal", "hard"):
        bot = make_bot("millionenspiel", level)
        state = g.new_state(5, seed=3)
        assert decide(bot, state, 0, rng) == Roll()
        for _ in range(200):
            if state.is_over():
                break
            seat = state.to_act()
            assert seat is not None
            act = decide(bot, state, seat, rng)
            assert act in state.legal_actions()
            state.apply(act)
