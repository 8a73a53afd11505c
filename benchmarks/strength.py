"""How much stronger one AI level is than another, as one Markdown row of the strength table.

    python benchmarks/strength.py guillotine --players 4 --strong hard --weak normal \
        --games 400 --seed 50000 [--processes 2]
    python benchmarks/strength.py ladies_and_gentlemen --players 5 --courtesan \
        --strong hard --weak normal --games 300 --seed 50000

One seat of the ``--strong`` level plays against ``--weak`` at every other seat, and the
strong seat moves round the table by one seat per game, so it sits everywhere equally
often. In Ladies & Gentlemen a seat is a team (both its seats play the strong level) and
the Courtesan of an odd table plays ``--weak``; with ``--courtesan`` the strong level
plays the Courtesan instead, against weak teams, and the run is played twice on the same
seeds, once with a weak Courtesan, so her two levels compare on the same deals.

Game ``i`` uses seed ``S + i`` and the bots' generator ``parlour simulate`` gives it, and
every bot runs without its clock (budgets bound the search), so a row is the same on any
machine, serially or over ``--processes``; only the decision times depend on the machine.

A win shared by k teams counts 1/k for each; at the Courtesan's table a team wins when
its Lady does (the Gentleman who wins with the Courtesan counts for her). The row gives
the strong side's share of the games with its Wilson 95 % interval, the weak side's share
per seat (or team) in the same games (a weak Courtesan's apart), the fair share (one in
as many teams as play) and
the verdict: "stronger" when the whole interval lies above the weak side's share,
"not significant" otherwise. The last column is the strong level's mean and longest
decision in CPU time, which is what a decision costs a core of this machine whatever else
runs on it, and the longest in wall time, which is not. A script, not a test: nothing here
fails CI.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.ai.base import decide  # noqa: E402
from parlour.cli.simulation import Level, _bot  # noqa: E402
from parlour.games import get_game  # noqa: E402

NAMES = {
    "guillotine": "Guillotine",
    "banque_fatale": "Banque Fatale",
    "millionenspiel": "Millionenspiel",
    "monopoly_kartenspiel": "MONOPOLY",
    "ladies_and_gentlemen": "Ladies & Gentlemen",
}
#: How often a run prints the row of the games played so far (to stderr).
PROGRESS_EVERY = 50
HEADER = (
    "| game, seats | levels | strong wins | weak wins (each) | fair share | games (seeds)"
    " | verdict | strong's decisions: mean, longest CPU time (longest wall time) |\n"
    "|---|---|---|---|---|---|---|---|"
)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share (a fractional count from shared wins is fine)."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Job:
    game_id: str
    levels: tuple[Level, ...]
    strong: tuple[int, ...]  # the seats that play the strong side
    seed: int


@dataclass(frozen=True)
class Result:
    strong_share: float
    weak_share: float  # summed over the weak teams (the Courtesan apart)
    courtesan_share: float  # hers when she is not the strong side
    teams: int
    weak_teams: int  # the teams of the weak level (a weak Courtesan apart)
    strong_times: tuple[float, ...]  # CPU seconds of each of the strong side's decisions
    strong_wall: float  # the longest of them in wall-clock seconds


def _team_won(team: tuple[int, ...], winners: set[int], courtesan: int | None) -> bool:
    """A pair wins when its Lady does: a Gentleman who wins with the Courtesan is hers."""
    if courtesan is not None and courtesan not in team and courtesan in winners:
        return False
    return bool(set(team) & winners)


def play(job: Job) -> Result:
    state = get_game(job.game_id).new_state(len(job.levels), job.seed)
    bots = [_bot(job.game_id, level) for level in job.levels]
    rng = random.Random(f"parlour-simulate:{job.seed}")
    times: list[float] = []
    wall = 0.0
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        started, cpu = time.perf_counter(), time.process_time()
        act = decide(bots[seat], state, seat, rng)
        if seat in job.strong:
            times.append(time.process_time() - cpu)
            wall = max(wall, time.perf_counter() - started)
        state.apply(act)
    teams = state.teams()
    courtesan = next((t[0] for t in teams if len(t) == 1 and len(teams[0]) == 2), None)
    outcome = state.outcome()
    assert outcome is not None, "the game was played to its end"
    winners = set(outcome.winners)
    won = [team for team in teams if _team_won(team, winners, courtesan)]
    share = 1.0 / len(won) if won else 0.0
    strong = sum(share for team in won if set(team) & set(job.strong))
    weak_courtesan = courtesan is not None and courtesan not in job.strong
    her = sum(share for team in won if courtesan in team) if weak_courtesan else 0.0
    weak = sum(share for team in won) - strong - her
    weak_teams = len(teams) - 1 - int(weak_courtesan)
    return Result(strong, weak, her, len(teams), weak_teams, tuple(times), wall)


def jobs(
    game_id: str, players: int, strong: Level, weak: Level, games: int, seed: int, courtesan: bool
) -> list[Job]:
    """One job per game; the strong side moves by one seat (team) per game."""
    state = get_game(game_id).new_state(players, seed)
    teams = state.teams()
    pairs = [team for team in teams if len(team) > 1 or len(teams[0]) == 1]
    her = [team for team in teams if team not in pairs]
    result = []
    for i in range(games):
        side = her[0] if courtesan else pairs[i % len(pairs)]
        levels = tuple(strong if seat in side else weak for seat in range(players))
        result.append(Job(game_id, levels, side, seed + i))
    return result


def played(job_list: list[Job], processes: int) -> Iterator[Result]:
    if processes <= 1:
        yield from map(play, job_list)
        return
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        yield from pool.imap(play, job_list)


def run(
    job_list: list[Job], processes: int, progress: Callable[[list[Result]], None]
) -> list[Result]:
    """Every game's result in seed order; ``progress`` sees the results so far every
    ``PROGRESS_EVERY`` games (a long run that is stopped still tells what it found)."""
    results: list[Result] = []
    for result in played(job_list, processes):
        results.append(result)
        if len(results) % PROGRESS_EVERY == 0 and len(results) < len(job_list):
            progress(results)
    return results


def percent(value: float) -> str:
    return f"{100 * value:.1f} %"


def row(args: argparse.Namespace, results: list[Result], weak_side: list[Result] | None) -> str:
    n = len(results)
    name = f"{NAMES[args.game]}, {args.players}"
    wins = sum(r.strong_share for r in results)
    low, high = wilson(wins, n)
    teams = results[0].teams
    if weak_side is None:
        levels = f"one {args.strong} against {args.weak}"
        weak = sum(r.weak_share for r in results) / (n * results[0].weak_teams)
    else:
        name += ", the Courtesan"
        levels = f"{args.strong} Courtesan, {args.weak} teams"
        weak = sum(r.strong_share for r in weak_side) / n  # the weak Courtesan, same seeds
    verdict = "stronger" if low > weak else "not significant"
    times = [t for r in results for t in r.strong_times]
    wall = max(r.strong_wall for r in results)
    timing = (
        f"{1000 * sum(times) / len(times):.0f} ms, {1000 * max(times):.0f} ms"
        f" ({1000 * wall:.0f} ms)"
        if times
        else "-"
    )
    seeds = f"{n} ({args.seed}–{args.seed + n - 1})"
    weak_text = percent(weak)
    if weak_side is None and results[0].weak_teams < teams - 1:
        her = sum(r.courtesan_share for r in results) / n
        weak_text += f" (the {args.weak} Courtesan {percent(her)})"
    return (
        f"| {name} | {levels} | {percent(wins / n)} [{100 * low:.1f}, {100 * high:.1f}]"
        f" | {weak_text} | {percent(1 / teams)} | {seeds} | {verdict} | {timing} |"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(NAMES))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--strong", default="hard", help="LEVEL[:BUDGET]")
    parser.add_argument("--weak", default="normal", help="LEVEL[:BUDGET]")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--courtesan", action="store_true", help="the strong level plays her")
    parser.add_argument("--header", action="store_true", help="print the table's header first")
    args = parser.parse_args(argv)
    strong, weak = parse_level(args.strong), parse_level(args.weak)
    job_list = jobs(args.game, args.players, strong, weak, args.games, args.seed, args.courtesan)
    results = run(job_list, args.processes, lambda done: report(row(args, done, None)))
    weak_side = None
    if args.courtesan:
        report(f"the {args.strong} Courtesan: {row(args, results, None)}")
        same = jobs(args.game, args.players, weak, weak, args.games, args.seed, True)
        weak_side = run(
            same, args.processes, lambda done: report(f"the {args.weak} Courtesan: {len(done)}")
        )
    if args.header:
        print(HEADER)
    print(row(args, results, weak_side))
    return 0


def report(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def parse_level(text: str) -> Level:
    name, _, budget = text.partition(":")
    return Level(name, int(budget) if budget else None)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
