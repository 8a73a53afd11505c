"""``parlour simulate``: AI-vs-AI games without a window, and what they tell.

    parlour simulate GAME [--players N] [--games K] [--seed S]
                          [--ai LEVEL[:BUDGET][,...]] [--option KEY=VALUE ...]
                          [--processes P] [--json]

Seats rotate between games so that no level profits from where it sits. The exit code is
1 if any game hits an engine error (the seed and the failing action are printed, so the
game can be replayed), 2 for bad arguments.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Mapping, Sequence
from typing import Any

from parlour.ai.base import LEVELS, make_bot
from parlour.cli.simulation import Level, Report, run_games
from parlour.engine import GameUnavailable, OptionValue, RuleError, UnknownGame
from parlour.games import GAME_IDS, get_game


def parse_lineup(text: str) -> list[Level]:
    """``"easy,hard:200"`` → levels; a bad level or budget is an ``ArgumentTypeError``."""
    lineup = []
    for part in text.split(","):
        name, _, budget = part.strip().partition(":")
        if name not in LEVELS:
            raise argparse.ArgumentTypeError(
                f"unknown level {name!r} (choose from {', '.join(LEVELS)})"
            )
        if budget and not (budget.isdigit() and int(budget) > 0):
            raise argparse.ArgumentTypeError(f"budget must be a positive number: {part!r}")
        lineup.append(Level(name, int(budget) if budget else None))
    return lineup


def parse_option(text: str) -> tuple[str, OptionValue]:
    """``"turn_limit=300"`` → ``("turn_limit", 300)``; ``true``/``false`` become booleans
    and whole numbers integers, so the game's own option check sees the right types."""
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"an option is KEY=VALUE, not {text!r}")
    value: OptionValue = raw
    if raw.lower() in ("true", "false"):
        value = raw.lower() == "true"
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    return key, value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="parlour simulate",
        description="Let AI players play whole games against each other, without a window.",
    )
    parser.add_argument("game", help=f"game id: {', '.join(GAME_IDS)}")
    parser.add_argument("--players", type=int, help="seats (default: the lineup's length)")
    parser.add_argument("--games", type=int, default=20, help="games to play (default 20)")
    parser.add_argument("--seed", type=int, default=0, help="game i uses seed S+i (default 0)")
    parser.add_argument(
        "--ai",
        type=parse_lineup,
        default=[Level("normal")],
        metavar="LEVEL[:BUDGET][,...]",
        help="one level per seat, cycled to fill the table; BUDGET caps a searching "
        "level's iterations per decision (default: normal)",
    )
    parser.add_argument(
        "--option",
        type=parse_option,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a variant option of the game, e.g. turn_limit=300 (repeatable)",
    )
    parser.add_argument(
        "--processes",
        type=int,
        default=1,
        help=f"worker processes; same results as serial (this machine: {os.cpu_count()} cores)",
    )
    parser.add_argument(
        "--max-decisions",
        type=int,
        default=20_000,
        help="a game still running after this many decisions is an error",
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    return parser


def _table(rows: list[list[str]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = [
        "  ".join(
            cell.rjust(w) if i else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        )
        for row in rows
    ]
    return "\n".join(line.rstrip() for line in lines)


def format_report(data: Mapping[str, Any]) -> str:
    """The human-readable form of ``Report.to_json()``."""
    head = ["", "seat-games", "wins", "win %", "mean score", "ms/decision"]

    def row(name: str, tally: Mapping[str, Any]) -> list[str]:
        return [
            name,
            str(tally["seat_games"]),
            f"{tally['wins']:.2f}",
            f"{100 * tally['win_rate']:.1f}",
            f"{tally['mean_score']:.2f}",
            f"{tally['ms_per_decision']:.2f}",
        ]

    levels = [["level", *head[1:]]] + [row(k, v) for k, v in data["levels"].items()]
    seats = [["seat", *head[1:]]] + [row(str(i), v) for i, v in enumerate(data["seats"])]
    teams = [["team", "games", *head[2:]]] + [
        row(str(i + 1), v) for i, v in enumerate(data.get("teams", []))
    ]
    first, last = data["seeds"]
    speed = data["games_per_second"]
    return "\n".join(
        [
            f"{data['game']}: {data['games']} games, {data['players']} players, "
            f"seeds {first}-{last}; seats rotate every game.",
            "options: "
            + (", ".join(f"{k}={v}" for k, v in sorted(data.get("options", {}).items())) or "none"),
            "A win shared by k seats (or teams) counts 1/k for each of them; a team's win "
            "counts for each of its seats.",
            "",
            _table(levels),
            "",
            _table(seats),
            "",
            *([_table(teams), ""] if len(teams) > 1 else []),
            f"decisions per game (mean): {data['mean_decisions_per_game']:.1f}",
            f"speed: {speed if speed is not None else '-'} games/s over "
            f"{data['seconds']:.2f} s with {data['processes']} process(es)",
        ]
    )


def main(argv: Sequence[str]) -> int:
    """Run ``parlour simulate`` with ``argv`` (the words after ``simulate``)."""
    parser = _parser()
    try:
        args = parser.parse_args(list(argv))
    except SystemExit as exc:  # argparse has printed the problem (or the help)
        return int(exc.code or 0)
    try:
        game = get_game(args.game)
    except (UnknownGame, GameUnavailable) as exc:
        print(f"parlour simulate: {exc}", file=sys.stderr)
        return 2
    try:
        options = game.resolve_options(dict(args.option))
    except RuleError as exc:
        print(f"parlour simulate: {exc}", file=sys.stderr)
        return 2
    players = args.players or max(game.min_players, min(len(args.ai), game.max_players))
    if not game.min_players <= players <= game.max_players:
        print(
            f"parlour simulate: {game.id} is for {game.min_players}-{game.max_players} players",
            file=sys.stderr,
        )
        return 2
    if args.games < 1 or args.processes < 1:
        print("parlour simulate: --games and --processes must be at least 1", file=sys.stderr)
        return 2
    try:
        for level in args.ai:
            make_bot(game.id, level.name, level.budget)
    except GameUnavailable as exc:
        why = "has no bots yet" if exc.reason is None else f"has broken bots ({exc.reason})"
        print(f"parlour simulate: {game.id} {why}", file=sys.stderr)
        return 2
    report = Report(game.id, players, args.seed, args.processes)
    started = time.perf_counter()
    # Long runs show how far they are, but only to a person watching a terminal.
    progress = sys.stderr.isatty()
    for result in run_games(
        game.id,
        args.ai,
        players,
        args.games,
        args.seed,
        args.processes,
        args.max_decisions,
        options,
    ):
        if result.error is not None:
            print(f"parlour simulate: engine error at {result.error}", file=sys.stderr)
            return 1
        report.add(result)
        if progress:
            print(f"\r{report.games}/{args.games} games", end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    report.seconds = time.perf_counter() - started
    data = report.to_json()
    data["options"] = options
    print(json.dumps(data, indent=2) if args.json else format_report(data))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
