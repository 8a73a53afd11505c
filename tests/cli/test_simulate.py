"""``parlour simulate``: fair seating, honest tallies, reproducible, loud on engine errors."""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from parlour.ai.base import Clockless
from parlour.cli.simulate import main, parse_lineup
from parlour.cli.simulation import Level, seating
from parlour.engine import Action, GameState
from parlour.games import available_games
from tests.fakes import high_card
from tests.fakes.clock import ticking_clock

TIMING = ("ms_per_decision", "games_per_second", "seconds", "processes")


def _run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def _without_timing(data: object) -> object:
    if isinstance(data, dict):
        return {k: _without_timing(v) for k, v in data.items() if k not in TIMING}
    if isinstance(data, list):
        return [_without_timing(v) for v in data]
    return data


def test_lineup_parsing() -> None:
    assert parse_lineup("easy,hard:200") == [Level("easy"), Level("hard", 200)]
    assert Level("hard", 200).label == "hard:200"


@pytest.mark.parametrize("bad", ["expert", "hard:0", "hard:x", "easy,,hard"])
def test_bad_lineups_are_refused(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["test_high_card", "--ai", bad]) == 2
    err = capsys.readouterr().err
    assert "unknown level" in err or "budget must be" in err


def test_every_lineup_entry_sits_in_every_seat() -> None:
    lineup = [Level("easy"), Level("hard", 10)]
    tables = [seating(lineup, 3, index) for index in range(3)]
    assert tables[0] == (Level("easy"), Level("hard", 10), Level("easy"))
    for seat in range(3):
        assert {table[seat] for table in tables} == set(lineup)


def test_tallies_add_up(capsys: pytest.CaptureFixture[str]) -> None:
    data = _run_json(capsys, "test_high_card", "--games", "12", "--ai", "easy,normal:20,hard:30")
    assert data["players"] == 3 and data["games"] == 12
    levels, seats = data["levels"], data["seats"]
    assert set(levels) == {"easy", "normal:20", "hard:30"}
    assert all(tally["seat_games"] == 12 for tally in levels.values())
    # Shared wins are split, so the wins of a run add up to the number of games.
    assert sum(t["wins"] for t in levels.values()) == pytest.approx(12, abs=1e-3)
    assert sum(t["wins"] for t in seats) == pytest.approx(12, abs=1e-3)
    assert data["mean_decisions_per_game"] > 3
    assert data["games_per_second"] > 0
    assert "1/k" in data["shared_wins"]


def test_text_report_says_how_shared_wins_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["test_high_card", "--games", "4", "--ai", "easy", "--players", "2"]) == 0
    out = capsys.readouterr().out
    assert "counts 1/k" in out
    assert "easy" in out and "games/s" in out and "decisions per game" in out


def test_processes_give_the_same_results_as_serial(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("test_high_card", "--games", "6", "--seed", "40", "--ai", "hard:15,easy")
    serial = _run_json(capsys, *argv)
    parallel = _run_json(capsys, *argv, "--processes", "2")
    assert parallel["processes"] == 2
    assert _without_timing(parallel) == _without_timing(serial)


#: Started pygame, then simulated on two forked workers; prints the games played.
AFTER_PYGAME = """
import os
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
import pygame
pygame.init()
from parlour.cli.simulate import main
main(["guillotine", "--games", "2", "--ai", "easy,easy", "--processes", "2", "--json"])
"""


def test_parallel_games_end_in_a_process_that_started_pygame() -> None:
    """A forked worker inherited SDL's SIGTERM handler, so the pool's closing terminate
    never ended it and the run hung (a test run, where pygame is up, met this). The
    timeout only keeps a hang from stopping the suite; the run takes about a second."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", AFTER_PYGAME],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout)["games"] == 2


def test_the_seed_decides_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("test_high_card", "--games", "5", "--ai", "easy,easy")
    first = _run_json(capsys, *argv, "--seed", "1")
    again = _run_json(capsys, *argv, "--seed", "1")
    other = _run_json(capsys, *argv, "--seed", "1000")
    assert _without_timing(first) == _without_timing(again)
    assert _without_timing(first) != _without_timing(other)


class _Cheater(Clockless):
    """Stakes a chip whether or not the rules allow one."""

    level = "easy"

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return high_card.Chip()


def test_an_engine_error_fails_with_seed_and_action(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(high_card, "make_bot", lambda level, budget=None: _Cheater())
    assert main(["test_high_card", "--games", "3", "--seed", "7", "--ai", "easy,easy"]) == 1
    err = capsys.readouterr().err
    assert "seed 7" in err
    assert '"type": "test_high_card.chip"' in err or "'type': 'test_high_card.chip'" in err
    assert "RuleError" in err


def test_a_game_that_never_ends_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["test_high_card", "--games", "1", "--ai", "easy", "--max-decisions", "2"]) == 1
    assert "did not end within 2 decisions" in capsys.readouterr().err


def test_a_game_without_bots_is_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delitem(sys.modules, f"parlour.games.{high_card.GAME_ID}.ai")
    assert main(["test_high_card", "--ai", "easy"]) == 2
    assert "has no bots yet" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["chess"],
        ["test_high_card", "--players", "9"],
        ["test_high_card", "--games", "0"],
    ],
)
def test_bad_games_and_counts_are_refused(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err


REAL = [
    game.id
    for game in available_games()
    if importlib.util.find_spec(f"parlour.games.{game.id}.ai") is not None
]


@pytest.mark.parametrize("game_id", REAL)
def test_real_games_simulate_without_engine_errors(
    game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _run_json(capsys, game_id, "--games", "2", "--ai", "easy")
    assert data["games"] == 2
    # Every seat of a winning team wins: in a team game the teams' wins add up to the games.
    tallies = data.get("teams") or data["seats"]
    assert sum(t["wins"] for t in tallies) == pytest.approx(2, abs=1e-3)


def test_options_are_typed_and_reach_every_game(capsys: pytest.CaptureFixture[str]) -> None:
    from parlour.cli.simulate import parse_option

    assert parse_option("turn_limit=300") == ("turn_limit", 300)
    assert parse_option("worthless_jetons=true") == ("worthless_jetons", True)
    data = _run_json(
        capsys,
        "millionenspiel",
        "--games",
        "2",
        "--ai",
        "easy,easy,easy",
        "--option",
        "turn_limit=3",
    )
    assert data["options"] == {"turn_limit": 3}
    # Three turns are far too few to make a millionaire: a handful of decisions only.
    assert data["mean_decisions_per_game"] < 200


@pytest.mark.parametrize("bad", ["no_such_option=1", "turn_limit=soon", "turn_limit"])
def test_bad_options_are_refused(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["millionenspiel", "--games", "1", "--option", bad]) == 2
    assert capsys.readouterr().err


def test_a_team_wins_for_each_of_its_seats_and_is_tallied_per_team(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.fakes import install_team_game

    game_id = install_team_game(monkeypatch)
    data = _run_json(capsys, game_id, "--games", "10", "--players", "5", "--ai", "easy")
    teams = data["teams"]
    assert len(teams) == 3 and all(t["seat_games"] == 10 for t in teams)  # 2 + 2 + 1 seats
    assert sum(t["wins"] for t in teams) == pytest.approx(10, abs=1e-3)
    # Both seats of a pair win together: the seats' wins add up to more than the games.
    seat_wins = [t["wins"] for t in data["seats"]]
    assert seat_wins[0] == seat_wins[1] and seat_wins[2] == seat_wins[3]
    assert sum(seat_wins) > 10
    assert main([game_id, "--games", "2", "--players", "4", "--ai", "easy"]) == 0
    assert "team" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("game_id", "lineup"),
    [
        ("test_high_card", "hard:12,easy"),
        ("guillotine", "hard:4,normal"),
        ("banque_fatale", "hard:12,normal,normal"),
    ],
)
def test_a_slow_clock_changes_no_result(
    game_id: str, lineup: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every searching bot is bound by its budget alone in a simulation, however its search
    is wrapped (Banque Fatale's hard level kept its inner search's clock once)."""
    argv = (game_id, "--games", "1", "--seed", "3", "--ai", lineup)
    steady = _run_json(capsys, *argv)
    ticking_clock(monkeypatch, tick=60.0)  # a search runs out of time at once
    assert _without_timing(_run_json(capsys, *argv)) == _without_timing(steady)
