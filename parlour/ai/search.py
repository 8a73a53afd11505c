"""Determinized Monte Carlo search: the ``hard`` level's engine for every game.

Each iteration draws a fresh determinization (so hidden cards and future dice are
guessed anew, never read), picks a root action by UCB1, and plays the game out with a
rollout policy. What it learns is pooled per root action. This "perfect-information
Monte Carlo" is simple, game-independent and strong enough when the rollout policy is a
sensible heuristic of the game.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from parlour.engine import Action, GameState, RuleError

Policy = Callable[[GameState, random.Random], Action]


def random_policy(state: GameState, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def outcome(state: GameState, seat: int) -> float:
    """A value in [0, 1] for ``seat``: mostly the win, a little the rank by score.

    Rank rather than score difference keeps it scale-free (points, millions, …) and also
    judges a playout cut short before the end. A partner is no opponent: the rank counts
    only the other teams' seats, and the team's win is the seat's own (shared with the
    other winning teams, if any).
    """
    scores = state.scores()
    mine = scores[seat]
    team = state.team_of(seat)
    others = [s for i, s in enumerate(scores) if i not in team]
    beaten = sum(1.0 if mine > s else 0.5 if mine == s else 0.0 for s in others)
    rank = beaten / len(others) if others else 1.0
    if not state.is_over():
        return rank
    winners = state.winners()
    teams_won = len({state.team_of(winner) for winner in winners})
    win = 1.0 / teams_won if seat in winners else 0.0
    return 0.7 * win + 0.3 * rank


class SearchBot:
    """Flat determinized Monte Carlo with UCB1 at the root.

    ``iterations`` is the budget per decision (``parlour simulate --ai hard:N`` sets it);
    ``time_limit`` caps the wall time so a human never waits more than about a second.
    """

    level = "hard"

    def __init__(
        self,
        iterations: int = 400,
        rollout_policy: Policy = random_policy,
        max_rollout_steps: int = 400,
        time_limit: float = 1.0,
        exploration: float = 0.5,
    ) -> None:
        self.iterations = iterations
        self.rollout_policy = rollout_policy
        self.max_rollout_steps = max_rollout_steps
        self.time_limit = time_limit
        self.exploration = exploration

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        deadline = time.perf_counter() + self.time_limit
        for iteration in range(self.iterations):
            if iteration >= len(actions) and time.perf_counter() > deadline:
                break
            index = self._select(visits, totals, iteration)
            sample = state.determinize(seat, rng)
            try:
                sample.apply(actions[index])
            except RuleError:
                # The action depends on something this sample guessed differently; skip it.
                visits[index] += 1
                continue
            value = self._rollout(sample, seat, rng)
            visits[index] += 1
            totals[index] += value
        best = max(
            range(len(actions)),
            key=lambda i: (totals[i] / visits[i] if visits[i] else -1.0, visits[i]),
        )
        return actions[best]

    def _select(self, visits: list[int], totals: list[float], iteration: int) -> int:
        for index, count in enumerate(visits):
            if count == 0:
                return index
        log_n = math.log(iteration + 1)
        return max(
            range(len(visits)),
            key=lambda i: totals[i] / visits[i] + self.exploration * math.sqrt(log_n / visits[i]),
        )

    def _rollout(self, state: GameState, seat: int, rng: random.Random) -> float:
        for _ in range(self.max_rollout_steps):
            if state.is_over():
                break
            state.apply_trusted(self.rollout_policy(state, rng))
        return outcome(state, seat)
