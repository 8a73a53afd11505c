"""Bots playing whole games against each other, headless: the numbers behind the AI levels.

Each game is independent and fully seeded (the deal by the game seed, the bots' choices by
a generator derived from it), and searching bots are capped by iterations only, never by
wall time, so a run gives the same results serially or spread over processes.
"""

from __future__ import annotations

import multiprocessing
import random
import signal
import time
import traceback
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from parlour.ai.base import Bot, decide, make_bot
from parlour.engine import OptionValue, action_to_json
from parlour.games import get_game


@dataclass(frozen=True)
class Level:
    """One entry of the lineup: an AI level and an optional iteration budget."""

    name: str
    budget: int | None = None

    @property
    def label(self) -> str:
        return self.name if self.budget is None else f"{self.name}:{self.budget}"


@dataclass(frozen=True)
class GameResult:
    """One finished (or failed) game. ``levels[seat]`` is the lineup entry at that seat."""

    index: int
    seed: int
    levels: tuple[Level, ...]
    scores: tuple[float, ...] = ()
    winners: tuple[int, ...] = ()
    #: The seats that share a result; every seat alone in a game without teams.
    teams: tuple[tuple[int, ...], ...] = ()
    decisions: int = 0
    think_seconds: tuple[float, ...] = ()
    think_counts: tuple[int, ...] = ()
    error: str | None = None


def seating(lineup: Sequence[Level], players: int, index: int) -> tuple[Level, ...]:
    """The levels at each seat in game ``index``: the lineup (cycled to fill every seat),
    turned by one seat per game so that over ``players`` games each entry sits everywhere."""
    filled = [lineup[i % len(lineup)] for i in range(players)]
    shift = index % players
    return tuple(filled[(seat - shift) % players] for seat in range(players))


def _bot(game_id: str, level: Level) -> Bot:
    bot = make_bot(game_id, level.name, level.budget)
    # A wall-clock cap would make results depend on machine load; iterations cap instead.
    bot.drop_time_limit()
    return bot


def play_game(
    game_id: str,
    levels: tuple[Level, ...],
    seed: int,
    index: int,
    max_decisions: int,
    options: Mapping[str, OptionValue] | None = None,
) -> GameResult:
    """Play one game to the end; any exception becomes ``error`` (with seed and action)."""
    players = len(levels)
    think = [0.0] * players
    counts = [0] * players
    decisions = 0
    act = None
    seat: int | None = None
    try:
        game = get_game(game_id)
        state = game.new_state(players, seed, options)
        bots = [_bot(game_id, level) for level in levels]
        rng = random.Random(f"parlour-simulate:{seed}")
        while not state.is_over():
            if decisions >= max_decisions:
                raise RuntimeError(f"the game did not end within {max_decisions} decisions")
            seat = state.to_act()
            assert seat is not None, "a running game must name the seat to act"
            act = None
            started = time.perf_counter()
            act = decide(bots[seat], state, seat, rng)
            think[seat] += time.perf_counter() - started
            counts[seat] += 1
            state.apply(act)
            decisions += 1
        outcome = state.outcome()
        assert outcome is not None, "the loop ends when the game does"
        return GameResult(
            index=index,
            seed=seed,
            levels=levels,
            scores=outcome.scores,
            winners=outcome.winners,
            teams=tuple(state.teams()),
            decisions=decisions,
            think_seconds=tuple(think),
            think_counts=tuple(counts),
        )
    except Exception as exc:
        where = f"seed {seed} (game {index + 1}), decision {decisions + 1}"
        if seat is not None:
            where += f", seat {seat} ({levels[seat].label})"
        if act is not None:
            where += f", action {action_to_json(act)}"
        detail = "".join(traceback.format_exception(exc))
        return GameResult(index=index, seed=seed, levels=levels, error=f"{where}\n{detail}")


@dataclass(frozen=True)
class Job:
    game_id: str
    levels: tuple[Level, ...]
    seed: int
    index: int
    max_decisions: int
    options: tuple[tuple[str, OptionValue], ...] = ()


def _run_job(job: Job) -> GameResult:
    return play_game(
        job.game_id, job.levels, job.seed, job.index, job.max_decisions, dict(job.options)
    )


def run_games(
    game_id: str,
    lineup: Sequence[Level],
    players: int,
    games: int,
    seed: int,
    processes: int = 1,
    max_decisions: int = 20_000,
    options: Mapping[str, OptionValue] | None = None,
) -> Iterator[GameResult]:
    """Results in game order; game ``i`` uses seed ``seed + i`` and the same ``options``."""
    frozen = tuple(sorted((options or {}).items()))
    jobs = [
        Job(game_id, seating(lineup, players, i), seed + i, i, max_decisions, frozen)
        for i in range(games)
    ]
    if processes <= 1 or games <= 1:
        yield from map(_run_job, jobs)
        return
    # fork shares the already imported games (and anything a test registered) with workers.
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with context.Pool(min(processes, games), initializer=_plain_termination) as pool:
        yield from pool.imap(_run_job, jobs)


def _plain_termination() -> None:
    """A forked worker inherits its parent's signal handlers. Where pygame was started in
    the parent (a test run, a tool), SDL's handler turns SIGTERM into a quit event that
    no worker reads, so ``Pool.terminate`` waited for ever; the default ends the worker."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


@dataclass
class Tally:
    """Wins, scores and thinking time of one level, or of one seat."""

    seat_games: int = 0
    wins: float = 0.0
    score_sum: float = 0.0
    think_seconds: float = 0.0
    think_count: int = 0

    def add(self, share: float, score: float, seconds: float, count: int) -> None:
        self.seat_games += 1
        self.wins += share
        self.score_sum += score
        self.think_seconds += seconds
        self.think_count += count

    def summary(self) -> dict[str, float | int]:
        games = max(self.seat_games, 1)
        return {
            "seat_games": self.seat_games,
            "wins": round(self.wins, 4),
            "win_rate": round(self.wins / games, 4),
            "mean_score": round(self.score_sum / games, 4),
            "ms_per_decision": round(1000 * self.think_seconds / max(self.think_count, 1), 3),
        }


@dataclass
class Report:
    """Everything a run found, ready for text or JSON."""

    game_id: str
    players: int
    seed: int
    processes: int
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_seat: list[Tally] = field(default_factory=list)
    #: Per team (by its place at the table), in team games only.
    by_team: list[Tally] = field(default_factory=list)

    def add(self, result: GameResult) -> None:
        """Count one game. A win shared by k teams (a team: one seat in games without
        teams) counts 1/k for each of them, and for every seat of a winning team."""
        self.games += 1
        self.decisions += result.decisions
        if not self.by_seat:
            self.by_seat = [Tally() for _ in range(self.players)]
        teams = result.teams or tuple((seat,) for seat in range(len(result.levels)))
        winning = [team for team in teams if set(team) & set(result.winners)]
        share = 1.0 / len(winning) if winning else 0.0
        for seat, level in enumerate(result.levels):
            won = share if seat in result.winners else 0.0
            seconds, count = result.think_seconds[seat], result.think_counts[seat]
            score = result.scores[seat]
            self.by_level.setdefault(level.label, Tally()).add(won, score, seconds, count)
            self.by_seat[seat].add(won, score, seconds, count)
        if any(len(team) > 1 for team in teams):
            while len(self.by_team) < len(teams):
                self.by_team.append(Tally())
            for tally, team in zip(self.by_team, teams, strict=False):
                won = share if team in winning else 0.0
                seconds = sum(result.think_seconds[seat] for seat in team)
                count = sum(result.think_counts[seat] for seat in team)
                tally.add(won, result.scores[team[0]], seconds, count)

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game_id,
            "players": self.players,
            "games": self.games,
            "seeds": [self.seed, self.seed + self.games - 1],
            "processes": self.processes,
            "shared_wins": "a win shared by k teams (or seats) counts 1/k for each",
            "levels": {label: tally.summary() for label, tally in self.by_level.items()},
            "seats": [tally.summary() for tally in self.by_seat],
            "teams": [tally.summary() for tally in self.by_team],
            "mean_decisions_per_game": round(self.decisions / max(self.games, 1), 2),
            "games_per_second": round(self.games / self.seconds, 3) if self.seconds else None,
            "seconds": round(self.seconds, 3),
        }
