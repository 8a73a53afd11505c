"""Determinized Monte Carlo search: the ``hard`` level's engines.

Each iteration draws a fresh determinization (so hidden cards and future dice are
guessed anew, never read) and plays it out with a rollout policy. What it learns is
pooled per root action. This "perfect-information Monte Carlo" is simple and
game-independent. Two flavours:

- ``SearchBot`` spreads its playouts over every legal action by UCB1 and plays to the end
  of the game: good when the rollout policy is a sensible heuristic of the game.
- ``LookaheadBot`` only weighs a heuristic's best few moves, tries each of them on the same
  determinizations with the same luck (so the comparison is not drowned in the noise of
  the deal), looks a short way ahead and judges by the heuristic's evaluation: good when
  that evaluation is sound but blind to what the others will do next.

Both are budget-bound by iterations and, in the app, by a time limit so that a human
never waits long; ``drop_time_limit`` removes the clock where results must be
reproducible (``parlour simulate``). Both advise (``parlour.ai.base.Advisor``): ``advise``
is the decision itself, with the figures it was made on (a hint shows them), and
``choose`` plays its move.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from parlour.ai.base import FORCED, LEAD, PROSPECTS, RULE_OF_THUMB, Advice
from parlour.engine import Action, GameState, RuleError

Policy = Callable[[GameState, random.Random], Action]
#: A heuristic's legal moves for ``seat``, best first.
Ranking = Callable[[GameState, int, random.Random], list[Action]]
#: A static value of a state for ``seat`` (any scale; only comparisons matter).
Evaluation = Callable[[GameState, int], float]


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
    result = state.outcome()
    if result is None:
        return rank
    winners = result.winners
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

    def drop_time_limit(self) -> None:
        self.time_limit = math.inf

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return self.advise(state, seat, rng).action

    def advise(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        time_limit: float | None = None,
        weigh: tuple[Action, ...] = (),
    ) -> Advice:
        """The move with the most promising mean outcome, and every tried move's mean
        (``PROSPECTS``), best first. Every legal move is tried at least once; one in
        ``weigh`` is tried at least half as often as the most tried, so its figure is no
        guess from a playout or two (UCB soon stops trying a poor move)."""
        actions = state.legal_actions()
        if len(actions) == 1:
            return Advice(actions[0], reason=FORCED)
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        weighed_first = [i for i, act in enumerate(actions) if act in weigh]
        limit = self.time_limit if time_limit is None else time_limit
        deadline = time.perf_counter() + limit
        for iteration in range(self.iterations):
            if iteration >= len(actions) and time.perf_counter() > deadline:
                break
            index = self._select(visits, totals, iteration, weighed_first)
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
        # Best first; a stable sort keeps the first of equals first, as ``max`` did.
        order = sorted(
            range(len(actions)),
            key=lambda i: (totals[i] / visits[i] if visits[i] else -1.0, visits[i]),
            reverse=True,
        )
        weighed = tuple((actions[i], totals[i] / visits[i]) for i in order if visits[i])
        return Advice(actions[order[0]], weighed, PROSPECTS)

    def _select(
        self, visits: list[int], totals: list[float], iteration: int, weighed: list[int]
    ) -> int:
        for index, count in enumerate(visits):
            if count == 0:
                return index
        if weighed:
            busiest = max(visits)
            for index in weighed:
                if 2 * visits[index] < busiest:
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


class LookaheadBot:
    """Short determinized lookahead over a heuristic's best ``width`` moves.

    Each of ``samples`` iterations draws one determinization and plays every candidate on
    its own copy of it with the same rollout luck, ``horizon`` decisions per seat deep
    (the rollout policy plays every seat, on the guessed cards), then scores the copy with
    ``evaluate``. The candidate with the best total wins; ties go to the heuristic's
    favourite. Pruning to the heuristic's few best moves and sharing the luck between them
    is what lets a small budget beat the heuristic instead of adding noise to it.
    """

    level = "hard"

    def __init__(
        self,
        rank: Ranking,
        rollout_policy: Policy,
        evaluate: Evaluation,
        samples: int,
        width: int = 3,
        horizon: int = 3,
        time_limit: float = 1.0,
    ) -> None:
        self.rank = rank
        self.rollout_policy = rollout_policy
        self.evaluate = evaluate
        self.samples = samples
        self.width = width
        self.horizon = horizon
        self.time_limit = time_limit

    def drop_time_limit(self) -> None:
        self.time_limit = math.inf

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return self.advise(state, seat, rng).action

    def advise(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        time_limit: float | None = None,
        weigh: tuple[Action, ...] = (),
    ) -> Advice:
        """The candidate with the best total, and each candidate's mean evaluation over the
        deals tried (``LEAD``), best first; a candidate some deal could not play is left
        out of the figures, as it is out of the running. A legal move in ``weigh`` joins
        the candidates after the heuristic's own."""
        limit = self.time_limit if time_limit is None else time_limit
        deadline = time.perf_counter() + limit  # the ranking's time counts too
        legal = state.legal_actions()
        if len(legal) == 1:
            return Advice(legal[0], reason=FORCED)
        candidates = self.rank(state, seat, rng)[: self.width]
        candidates += [act for act in weigh if act in legal and act not in candidates]
        if len(candidates) == 1:
            return Advice(candidates[0], reason=RULE_OF_THUMB)
        totals = [0.0] * len(candidates)
        steps = self.horizon * len(state.scores())
        tried = 0
        for _ in range(self.samples):
            values = self._sample(state, seat, rng, candidates, steps, deadline)
            if values is None:
                break
            tried += 1
            totals = [total + value for total, value in zip(totals, values, strict=True)]
        if not tried:
            return Advice(candidates[0], reason=RULE_OF_THUMB)
        order = sorted(range(len(candidates)), key=lambda i: (totals[i], -i), reverse=True)
        weighed = tuple((candidates[i], totals[i] / tried) for i in order if totals[i] > -math.inf)
        return Advice(candidates[order[0]], weighed, LEAD)

    def _sample(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        candidates: list[Action],
        steps: int,
        deadline: float,
    ) -> list[float] | None:
        """Every candidate's value on one determinization with the same luck; ``None`` if
        ``deadline`` passes first. The clock is read before each candidate, so a decision
        overruns its limit by one rollout at most; a half-judged sample is dropped (it would
        favour the candidates tried before the clock ran out), and if not even the first
        sample is done in time, the heuristic's favourite is played."""
        sample = state.determinize(seat, rng)
        luck = rng.getrandbits(64)
        values = []
        for act in candidates:
            if time.perf_counter() > deadline:
                return None
            trial = sample.clone()
            try:
                trial.apply(act)
            except RuleError:
                # The move depends on something this sample guessed differently.
                values.append(-math.inf)
                continue
            values.append(self._rollout(trial, seat, random.Random(luck), steps))
        return values

    def _rollout(self, state: GameState, seat: int, rng: random.Random, steps: int) -> float:
        for _ in range(steps):
            if state.is_over():
                break
            state.apply_trusted(self.rollout_policy(state, rng))
        return self.evaluate(state, seat)
