"""LookaheadBot keeps to its time limit: it reads the clock between candidates, not only
between samples, and a sample the clock cut short counts for nothing.

The clock is a fake that the rollout policy advances, so "slow" is exact and the test
takes no time.
"""

from __future__ import annotations

import random

import pytest

from parlour.ai.search import LookaheadBot
from parlour.engine import Action, GameState
from tests.fakes.clock import TickingClock, ticking_clock
from tests.fakes.game import FakeGame, FakeState, Take

#: Fake seconds one rollout step costs.
STEP = 0.25


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> TickingClock:
    """Every read ticks a microsecond; the rollouts and the ranking move it on."""
    return ticking_clock(monkeypatch, tick=1e-6)


def _bot(
    clock: TickingClock, samples: int, time_limit: float, ranking: float = 0.0
) -> LookaheadBot:
    """A lookahead whose rollout steps cost ``STEP`` and whose ranking costs ``ranking``."""

    def rank(state: GameState, seat: int, rng: random.Random) -> list[Action]:
        clock.now += ranking
        return state.legal_actions()  # Take(1), Take(2), Take(3): Take(1) the favourite

    def slow(state: GameState, rng: random.Random) -> Action:
        clock.now += STEP
        return Take(1)

    def taken(state: GameState, seat: int) -> float:
        """The more the seat took itself, the better: Take(3) looks best, Take(1) worst;
        all below zero, so a counted half sample would sink the candidates it tried."""
        assert isinstance(state, FakeState)
        return float(state.taken[seat]) - 100

    return LookaheadBot(rank, slow, taken, samples, width=3, horizon=1, time_limit=time_limit)


def _state() -> FakeState:
    return FakeGame().new_state(2, seed=1, options={"pile": 15})


def test_a_decision_overruns_its_limit_by_one_rollout_at_most(clock: TickingClock) -> None:
    """A sample (3 candidates × 2 steps) costs 1.5 s: checked only between samples, a 2 s
    limit would end after 3 s."""
    bot = _bot(clock, samples=10, time_limit=2.0)
    rollout = 2 * STEP
    assert bot.choose(_state(), 0, random.Random(0)) == Take(3)
    assert clock.now <= 2.0 + rollout + 0.001


def test_without_a_whole_sample_in_time_the_favourite_is_played(clock: TickingClock) -> None:
    """The clock runs out after the first candidate's rollout: that half sample (which
    judged Take(1) alone) is dropped, not counted against the untried Take(2) and Take(3)."""
    bot = _bot(clock, samples=10, time_limit=0.1)
    assert bot.choose(_state(), 0, random.Random(0)) == Take(1)
    assert clock.now <= 0.1 + 2 * STEP + 0.001


def test_the_ranking_counts_against_the_limit(clock: TickingClock) -> None:
    """A heuristic that eats most of the second leaves time for one rollout, not a sample."""
    bot = _bot(clock, samples=10, time_limit=1.0, ranking=0.9)
    bot.choose(_state(), 0, random.Random(0))
    assert clock.now <= 1.0 + 2 * STEP + 0.001


def test_without_a_limit_every_sample_is_played(clock: TickingClock) -> None:
    bot = _bot(clock, samples=4, time_limit=1.0)
    bot.drop_time_limit()
    bot.choose(_state(), 0, random.Random(0))
    assert clock.now == pytest.approx(4 * 3 * 2 * STEP, abs=0.001)
