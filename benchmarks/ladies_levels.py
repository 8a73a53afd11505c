"""Ladies & Gentlemen bots level against level, one level per team, and the Ball they make.

    python benchmarks/ladies_levels.py --players 5 --games 300 --levels hard normal \
        [--courtesan normal] [--seed 0]

``parlour simulate`` turns its lineup by one seat per game, which at this game's tables
(seats 2k and 2k + 1 are team k, the last seat of an odd table the Courtesan) gives a
team a Gentleman of one level and a Lady of another in every other game. Here each team
plays one level and the levels turn by one *team* per game, so over the run every level
sits at every team's place; the Courtesan plays ``--courtesan`` throughout. Games are
played by ``parlour.cli.simulation.play_game`` (no clock: budgets bound the search), the
same seeds as ``parlour simulate`` (game i uses seed S + i).

Reported, with Wilson 95 % intervals over games:

- per level, the share of the games its teams win (a win shared by k teams counts 1/k;
  the Courtesan's win counts for her, and is listed apart for the level of the Gentleman
  who wins with her: his Lady does not win);
- the Courtesan's win rate, and how often a scandal excluded somebody;
- the Ball: the Ladies' (and the Courtesan's) paid cards and elegance, and what the
  Gentlemen paid, refused and held;
- each level's thinking time: in all, per decision on average, and the longest decision.
A script, not a test: nothing here fails CI.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.ai.base import decide  # noqa: E402
from parlour.cli.simulation import Level, _bot  # noqa: E402
from parlour.games import get_game  # noqa: E402
from parlour.games.ladies_and_gentlemen.rules import LadiesState  # noqa: E402
from parlour.games.ladies_and_gentlemen.seating import Seating  # noqa: E402

GAME_ID = "ladies_and_gentlemen"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(wins: float, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{100 * wins / n:5.1f} % [{100 * low:4.1f}, {100 * high:4.1f}] n={n}"


def team_levels(levels: list[Level], teams: int, index: int) -> list[Level]:
    """The level of each team in game ``index``: the list cycled, turned by one per game."""
    return [levels[(t + index) % len(levels)] for t in range(teams)]


def lineup(seating: Seating, levels: list[Level], courtesan: Level, index: int) -> tuple:
    per_team = team_levels(levels, seating.num_teams, index)
    return tuple(
        courtesan if seat == seating.courtesan else per_team[seat // 2]
        for seat in range(seating.num_players)
    )


def quartiles(values: list[float]) -> str:
    if not values:
        return "-"
    q = statistics.quantiles(values, n=4) if len(values) > 1 else [values[0]] * 3
    return f"mean {statistics.fmean(values):4.2f}, median {q[1]:g} (IQR {q[0]:g}-{q[2]:g})"


def play(seats: tuple[Level, ...], seed: int) -> tuple[LadiesState, dict[str, list[float]], list]:
    """One game as ``parlour simulate`` plays it (same bots, same rng), with its events and
    each level's thinking time per decision."""
    state = get_game(GAME_ID).new_state(len(seats), seed)
    assert isinstance(state, LadiesState)
    bots = [_bot(GAME_ID, level) for level in seats]
    rng = random.Random(f"parlour-simulate:{seed}")
    think: dict[str, list[float]] = defaultdict(list)
    events = []
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        started = time.perf_counter()
        act = decide(bots[seat], state, seat, rng)
        think[seats[seat].label].append(time.perf_counter() - started)
        events += state.apply(act)
    return state, think, events


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--levels", nargs="+", default=["hard", "normal"])
    parser.add_argument("--courtesan", default="normal")
    args = parser.parse_args(argv)
    levels = [parse_level(t) for t in args.levels]
    seating = Seating(args.players)
    courtesan_level = parse_level(args.courtesan)
    wins: dict[str, float] = defaultdict(float)
    courtesan_wins = 0.0
    with_her: dict[str, float] = defaultdict(float)
    scandals = 0
    figures: dict[str, list[float]] = defaultdict(list)
    think: dict[str, list[float]] = defaultdict(list)
    for i in range(args.games):
        seats = lineup(seating, levels, courtesan_level, i)
        state, seconds, events = play(seats, args.seed + i)
        for label, value in seconds.items():
            think[label] += value
        result = state.ball_result()
        winners = set(result.winners)
        if seating.courtesan is not None and seating.courtesan in winners:
            courtesan_wins += 1
            for g in winners & set(seating.gentlemen):
                with_her[seats[g].label] += 1
        else:
            teams = [t for t in range(seating.num_teams) if seating.lady(t) in winners]
            for t in teams:
                wins[seats[seating.lady(t)].label] += 1 / len(teams)
        scandals += bool(result.excluded)
        for shopper in seating.shoppers:
            role = "Courtesan" if shopper == seating.courtesan else seats[shopper].label
            ball = state.elegance_of(shopper)
            figures[f"{role}: elegance"].append(ball.total)
            figures[f"{role}: paid cards"].append(len(state.wardrobe[shopper]))
        gifts = state.gift_stars() if seating.courtesan is not None else {}
        for g in seating.gentlemen:
            label = seats[g].label
            figures[f"{label} G: money left"].append(state.money[g])
            if gifts:
                figures[f"{label} G: gift stars"].append(gifts[g])
        counts: dict[tuple[str, str], int] = defaultdict(int)
        for event in events:
            name = event.key.rsplit(".", 1)[-1]
            seat = event.params.get("seat")
            if isinstance(seat, int) and seat in seating.gentlemen:
                courted = event.params.get("lady_seat", -1) == seating.courtesan
                if courted and name != "hand":
                    name = f"{name} (Courtesan)"
                counts[(seats[seat].label, name)] += 1
        for g_label in dict.fromkeys(seats[g].label for g in seating.gentlemen):
            n = sum(1 for g in seating.gentlemen if seats[g].label == g_label)
            names = ["pay", "refuse", "hold", "sell", "premium", "bonus"]
            if seating.courtesan is not None:
                names += ["pay (Courtesan)", "refuse (Courtesan)"]
            for name in names:
                figures[f"{g_label} G: {name} per game"].append(counts[(g_label, name)] / n)
    print(
        f"{args.players} seats, {args.games} games (seeds {args.seed}-"
        f"{args.seed + args.games - 1}), one level per team, turning by a team each game:"
        f" {' '.join(lv.label for lv in levels)}; the Courtesan {courtesan_level.label}"
    )
    for level in dict.fromkeys(lv.label for lv in levels):
        print(f"  {level:<10} teams win {rate(wins[level], args.games)}")
        if seating.courtesan is not None:
            both = wins[level] + with_her[level]
            print(
                f"  {level:<10} Gentlemen win with the Courtesan {with_her[level]:g} times;"
                f" with their teams' wins {rate(both, args.games)}"
            )
    if seating.courtesan is not None:
        print(f"  Courtesan  wins      {rate(courtesan_wins, args.games)}; scandals {scandals}")
    for label, times in think.items():
        print(
            f"  {label}: {sum(times):.1f} s thinking in all, {len(times)} decisions,"
            f" mean {1000 * statistics.fmean(times):.1f} ms, longest {1000 * max(times):.0f} ms"
        )
    for key in sorted(figures):
        print(f"  {key:<28} {quartiles(figures[key])}")
    return 0


def parse_level(text: str) -> Level:
    name, _, budget = text.partition(":")
    return Level(name, int(budget) if budget else None)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
