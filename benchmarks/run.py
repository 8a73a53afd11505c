"""parlour's speed and memory, each figure beside a baseline measured in the same run.

    python benchmarks/run.py [--quick] [--json]

Window figures run in child processes under SDL_VIDEODRIVER=dummy (see ``probes.py``):
launch to the first main-menu frame (baseline: a bare pygame-ce window), frame time of the
fullest table of every game at 1280×800 (baseline: the same number of raw card blits),
idle CPU with a table open, peak RSS. Engine figures run here: random playouts per second,
the Monopoly scorer's time per hand, AI decision time per level, the time a hint takes
(the hard bot in the table's worker process, beside a normal bot's decision), autosave
time per action, and the replay's jump to any move of a long save (beside one step
forward). A game or table that does not exist yet is reported as "not available". This is
a script, not a test: nothing here fails CI.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from positions import replayed_position  # noqa: E402

from parlour.ai.base import LEVELS, decide, make_bot  # noqa: E402
from parlour.engine import GameUnavailable, RuleError  # noqa: E402
from parlour.games import GAME_IDS, get_game  # noqa: E402
from parlour.play.replay import Replay  # noqa: E402
from parlour.saves.session import Seat, Session  # noqa: E402
from parlour.saves.store import SaveStore  # noqa: E402
from parlour.ui.ai_runner import HINT_SECONDS, AiRunner  # noqa: E402
from parlour.ui.app import SWITCH_INTERVAL  # noqa: E402
from parlour.ui.autosaver import Autosaver  # noqa: E402

PROBES = Path(__file__).resolve().parent / "probes.py"
#: Hints timed per game (each up to a second of the hard bot's search).
HINTS, QUICK_HINTS = 8, 3
#: How often the table polls for the hint's answer: once a frame.
HINT_POLL = 1 / 60
#: Decisions timed per game and level (hard ones take up to a second each). hard gets as
#: many positions as normal: with fewer, a game whose hard searches only some phases
#: (Ladies & Gentlemen: not the grab) could be timed on none of them.
DECISIONS = {"easy": 30, "normal": 8, "hard": 8}
QUICK_DECISIONS = {"easy": 10, "normal": 3, "hard": 2}


@dataclass
class Figure:
    name: str
    value: float | None = None
    unit: str = ""
    baseline: float | None = None
    target: str = ""
    ok: bool | None = None
    note: str = ""

    @property
    def ratio(self) -> float | None:
        if self.value is None or not self.baseline:
            return None
        return self.value / self.baseline


class ProbeFailed(Exception):
    pass


def probe(*args: str, timeout: float = 180) -> dict[str, Any]:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        BENCH_SPAWNED_AT=repr(time.monotonic()),
    )
    proc = subprocess.run(
        [sys.executable, str(PROBES), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        cwd=ROOT,
        check=False,
    )
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            data: dict[str, Any] = json.loads(line[len("RESULT ") :])
            if "error" in data:
                raise ProbeFailed(data["error"])
            return data
    tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
    raise ProbeFailed(tail)


def game_available(game_id: str) -> str | None:
    """``None`` if the game is playable, else why not."""
    try:
        get_game(game_id)
    except GameUnavailable as exc:
        return str(exc)
    return None


def table_available(game_id: str) -> str | None:
    why = game_available(game_id)
    if why is not None:
        return why
    if importlib.util.find_spec(f"parlour.games.{game_id}.scene") is None:
        return "no table scene yet"
    return None


# --- window figures ------------------------------------------------------------------------


def unfinished_save(data_dir: Path, game_id: str) -> Path:
    """``data_dir`` holding one save of ``game_id`` stopped halfway through a seeded random
    game (a human and bots), so Continue has a real game to resume and the main menu's
    look-up reads and checks a save of realistic length. The game is played to its end once
    to learn its length; a save that would already be over is a measurement of nothing."""
    game = get_game(game_id)
    count = max(game.min_players, min(3, game.max_players))
    seats = [Seat("Ada", None)] + [Seat(f"Bot {i}", "easy") for i in range(1, count)]
    rng = random.Random(5)
    played: list[Any] = []
    session = Session.start(game_id, seats, seed=5)
    while not session.state.is_over():
        act = rng.choice(session.state.legal_actions())
        session.apply(act)
        played.append(act)
    session = Session.start(game_id, seats, seed=5)
    for act in played[: len(played) // 2]:
        session.apply(act)
    if session.state.is_over():
        raise ProbeFailed(f"the {game_id} save ended before its midpoint")
    SaveStore.in_data_dir(data_dir).save(session)
    return data_dir


def compile_bytecode() -> None:
    """Write parlour's ``.pyc`` files, as every launch after the first finds them.

    Without them (a fresh editable install, or ``PYTHONDONTWRITEBYTECODE`` as on CI
    machines) each launch compiles parlour's modules from source first."""
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(ROOT / "parlour")],
        check=True,
        env=dict(os.environ, PYTHONDONTWRITEBYTECODE=""),
    )


def launch_figures(runs: int, data_dir: Path) -> list[Figure]:
    compile_bytecode()
    # Continue is offered only for games the menu offers, that is with a table.
    games = [g for g in GAME_IDS if table_available(g) is None]
    with tempfile.TemporaryDirectory() as folder:
        with_save = {g: unfinished_save(Path(folder) / g, g) for g in games}
        bare, gui, app, ready = [], [], [], []
        continued: dict[str, list[float]] = {g: [] for g in games}
        offered: dict[str, list[float]] = {g: [] for g in games}
        for _ in range(runs):  # interleaved, so load on the machine hits all alike
            bare.append(probe("launch_bare")["seconds"])
            gui.append(probe("launch_gui")["seconds"])
            launched = probe("launch_app", str(data_dir))
            app.append(launched["seconds"])
            ready.append(launched["ready"])
            for game_id, folder_with_save in with_save.items():
                launched = probe("launch_app", str(folder_with_save))
                if not launched["continue"]:
                    raise ProbeFailed(f"Continue is not offered for the {game_id} save")
                continued[game_id].append(launched["seconds"])
                offered[game_id].append(launched["continue_ready"])
    value, floor, baseline, usable = (1000 * statistics.median(t) for t in (app, gui, bare, ready))
    figures = [
        Figure(
            "launch → first main-menu frame",
            value,
            "ms",
            baseline,
            "≤ 2× bare window",
            value <= 2 * baseline,
            f"median of {runs}; baseline: bare pygame-ce window",
        )
    ]
    for game_id, times in continued.items():
        saved = 1000 * statistics.median(times)
        figures.append(
            Figure(
                f"launch → first frame, an unfinished {game_id} save to continue",
                saved,
                "ms",
                baseline,
                "≤ 2× bare window",
                saved <= 2 * baseline,
                f"worst run {1000 * max(times):.1f} ms",
            )
        )
        ready_ms = 1000 * statistics.median(offered[game_id])
        figures.append(
            Figure(
                f"launch → Continue offered, {game_id}",
                ready_ms,
                "ms",
                baseline,
                note="the save found and replayed after the first frame (the menu's first "
                "step); pygame_gui is loaded by then too",
            )
        )
    return [
        *figures,
        Figure(
            "launch → menu takes input",
            usable,
            "ms",
            baseline,
            note="pygame_gui loaded after the first frame; clicks before this wait in the queue",
        ),
        Figure(
            "launch of a one-button pygame_gui window",
            floor,
            "ms",
            baseline,
            note="for comparison: what pygame_gui alone adds to the bare window",
        ),
    ]


def per_game(
    title: str,
    why_not: Callable[[str], str | None],
    measure: Callable[[str], list[Figure]],
) -> list[Figure]:
    """``measure`` for every game; a game (or table) not built yet gives one "not
    available" line and a failed measurement one "failed" line, so one broken game never
    hides the figures of the others."""
    figures = []
    for game_id in GAME_IDS:
        why = why_not(game_id)
        if why is not None:
            figures.append(Figure(f"{title} {game_id}", note=f"not available: {why}"))
            continue
        try:
            figures.extend(measure(game_id))
        except (ProbeFailed, subprocess.TimeoutExpired, GameUnavailable, RuleError) as exc:
            figures.append(Figure(f"{title} {game_id}", note=f"failed: {exc}"))
    return figures


def frame_figures(frames: int) -> list[Figure]:
    def measure(game_id: str) -> list[Figure]:
        data = probe("frames", game_id, str(frames))
        name = f"frame {game_id} (CPU, 1280×800, mid-game, most seats)"
        median, raw = data["median_ms"], data["raw_median_ms"]
        figures = [
            Figure(
                name + " median",
                median,
                "ms",
                raw,
                "≤ 8 ms and ≤ 2× raw blits",
                median <= 8 and median <= 2 * raw,
                f"baseline: fill + {data['blits']} raw card blits; {data['seats']} seats",
            ),
            Figure(name + " p99", data["p99_ms"], "ms", note=f"{frames} frames"),
        ]
        if data["move_median_ms"] is not None:
            figures.append(
                Figure(
                    f"show + draw after a move {game_id}",
                    data["move_median_ms"],
                    "ms median",
                    note=f"max {data['move_max_ms']:.1f} ms over 30 random moves",
                )
            )
        return figures

    kit = probe("kit", str(frames))
    kit_median, kit_raw = kit["median_ms"], kit["raw_median_ms"]
    return [
        *per_game("frame", table_available, measure),
        Figure(
            "frame of the table kit, 10 seats (CPU, 1280×800) median",
            kit_median,
            "ms",
            kit_raw,
            "≤ 8 ms",
            kit_median <= 8,
            f"the fake team game with a 15-card hand and two piles; baseline: fill + "
            f"{kit['blits']} raw card blits; p99 {kit['p99_ms']:.2f} ms",
        ),
    ]


def idle_figures(seconds: float, data_dir: Path) -> list[Figure]:
    peak: list[float] = []

    def idle(name: str, game_id: str) -> list[Figure]:
        data = probe("idle", str(data_dir), game_id, str(seconds))
        peak.append(data["rss_mb"])
        cpu = data["cpu_percent"]
        return [Figure(name, cpu, "% of a core", None, "≤ 3 %", cpu <= 3, f"over {seconds:g} s")]

    figures = idle("idle CPU, main menu", "-")
    figures += per_game(
        "idle CPU, table open", table_available, lambda g: idle(f"idle CPU, {g} table open", g)
    )
    if peak:
        top = max(peak)
        figures.append(
            Figure("peak RSS (app with a table)", top, "MB", None, "≤ 200 MB", top <= 200)
        )
    return figures


def bot_frame_figures(seconds: float, data_dir: Path) -> list[Figure]:
    """The frame interval while hard bots think in their worker process, beside the same
    table with the bots on a thread (the old path) measured right before it."""

    def measure(game_id: str) -> list[Figure]:
        thread = probe("bot_frames", str(data_dir), game_id, str(seconds), "thread")
        data = probe("bot_frames", str(data_dir), game_id, str(seconds), "process")
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        return [
            Figure(
                f"frame interval while hard bots think, {game_id}",
                data["p99"],
                "ms p99",
                thread["p99"],
                "≤ 33 ms",
                data["p99"] <= 33,
                f"median {data['median']:.1f} ms, max {data['max']:.1f} ms over "
                f"{data['frames']} frames, {data['moves']} bot moves; baseline: bots on a "
                f"thread (median {thread['median']:.1f} ms, max {thread['max']:.1f} ms, "
                f"{thread['moves']} moves); load average {load:.1f}",
            )
        ]

    return per_game("frames while bots think", table_available, measure)


# --- engine figures ------------------------------------------------------------------------


def reference_speed(seconds: float) -> float:
    """Million steps per second of a fixed pure-Python loop (a seeded random choice and a
    dict update, the playouts' staple), measured in this run: the baseline that makes
    playout rates comparable between machines and between a quiet and a loaded run."""
    rng = random.Random(1)
    options = list(range(32))
    counts: dict[int, int] = {}
    steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for _ in range(10_000):
            pick = rng.choice(options)
            counts[pick] = counts.get(pick, 0) + 1
        steps += 10_000
    return steps / (time.perf_counter() - started) / 1e6


def _playouts(
    game_id: str, seconds: float, players: Callable[[random.Random], int]
) -> tuple[float, float]:
    """(games per second, actions per second) of uniformly random playouts of ``game_id``
    for ``seconds``, each game at ``players(rng)`` seats."""
    game = get_game(game_id)
    rng = random.Random(1)
    games = steps = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_state(players(rng), rng.randrange(10**9))
        while not state.is_over():
            state.apply_trusted(rng.choice(state.legal_actions()))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, steps / elapsed


#: Monopoly's three tables differ most: two seats with two neutral piles, four with a
#: stock, six with trade-only turns and the pass.
MONOPOLY = "monopoly_kartenspiel"
MONOPOLY_SEATS = (2, 4, 6)


def playout_figures(seconds: float) -> list[Figure]:
    reference = reference_speed(seconds / 2)
    note = "ratio: games per million steps of the reference loop"

    def measure(game_id: str) -> list[Figure]:
        game = get_game(game_id)
        rate, actions = _playouts(
            game_id, seconds, lambda rng: rng.randint(game.min_players, game.max_players)
        )
        return [
            Figure(
                f"random playouts {game_id}",
                rate,
                "games/s",
                reference,
                note=f"{actions:,.0f} actions/s; {note}",
            )
        ]

    def monopoly(game_id: str) -> list[Figure]:
        figures = []
        for seats in MONOPOLY_SEATS:
            rate, actions = _playouts(game_id, seconds / 2, lambda rng, n=seats: n)
            figures.append(
                Figure(
                    f"monopoly playouts at {seats} seats",
                    rate,
                    "games/s",
                    reference,
                    note=f"{actions:,.0f} actions/s; 20 rounds at most; {note}",
                )
            )
        return figures

    figures = [
        Figure(
            "reference pure-Python loop",
            reference,
            "M steps/s",
            note="the playouts' baseline, measured in this run",
        ),
        *per_game("random playouts", game_available, measure),
    ]
    why = game_available(MONOPOLY)
    if why is not None:
        return [*figures, Figure("monopoly playouts", note=f"not available: {why}")]
    return figures + monopoly(MONOPOLY)


#: Hands the Monopoly scorer is timed on: what the player going out lays out at most
#: (10 cards and a bonus draw of 5).
SCORER_HAND = 15


def scorer_figures(hands: int) -> list[Figure]:
    """The Monopoly scorer's time per 15-card hand, as the player going out is scored (and
    the bots score thousands of hands per decision): random hands, and hands holding both
    Chance cards (its search's worst case). Baseline, on the same hands in this run: only
    reading each hand (sorted into the catalogue's order, its kinds counted), the least any
    scorer does, so the ratio says what the arrangement costs beyond that."""
    try:
        from parlour.games.monopoly_kartenspiel.cards import catalogue_from_json
        from parlour.games.monopoly_kartenspiel.scoring import best_layout, go_out_layout
        from parlour.resources import game_data
    except ImportError as exc:
        return [Figure("monopoly scorer per 15-card hand", note=f"not available: {exc}")]
    catalogue = catalogue_from_json(game_data("monopoly_kartenspiel", "cards.json"))
    rng = random.Random(3)
    cards = catalogue.all_cards()
    chance = [c for c in cards if catalogue.kinds[c] == "chance"]
    plain = [c for c in cards if c not in chance]
    samples = {
        "random": [rng.sample(cards, SCORER_HAND) for _ in range(hands)],
        "both Chance cards": [
            rng.sample(plain, SCORER_HAND - len(chance)) + chance for _ in range(hands)
        ],
    }

    def per_hand(score: Callable[[list[str]], object], hand_set: list[list[str]]) -> float:
        started = time.perf_counter()
        for hand in hand_set:
            score(hand)
        return 1e6 * (time.perf_counter() - started) / len(hand_set)

    def read(hand: list[str]) -> object:
        return Counter(catalogue.kinds[c] for c in catalogue.sorted(hand))

    figures = []
    for label, hand_set in samples.items():
        baseline = per_hand(read, hand_set)
        best = per_hand(lambda hand: best_layout(hand, catalogue, ender=True), hand_set)
        going_out = per_hand(lambda hand: go_out_layout(hand, catalogue), hand_set)
        figures.append(
            Figure(
                f"monopoly scorer per 15-card hand, {label}",
                best,
                "µs mean",
                baseline,
                "≤ 1 000 µs",
                best <= 1000,
                f"best_layout as the ender over {len(hand_set)} hands; go_out_layout "
                f"{going_out:.0f} µs; baseline: reading the hand",
            )
        )
    return figures


def _positions(game_id: str, count: int) -> list[Any]:
    """Running states of the fullest table from several seeds, at varied depths, each with
    a choice to make (a forced move says nothing about a level's thinking)."""
    found = []
    seed = 0
    while len(found) < count:
        state = replayed_position(game_id, seed)[1]
        seed += 1
        if len(state.legal_actions()) > 1:
            found.append(state)
    return found


def ai_figures(decisions: dict[str, int]) -> list[Figure]:
    """Decision time per level with each level's own defaults (what a player waits). The
    baseline is ``easy`` on the same positions: the determinization and a random pick,
    which every level pays before it thinks. hard must stay within a second."""

    def timed(bot: Any, states: list[Any]) -> list[float]:
        rng = random.Random(7)
        decide(bot, states[0], states[0].to_act(), rng)  # warm-up: first-call costs
        times = []
        for state in states:
            started = time.perf_counter()
            decide(bot, state, state.to_act(), rng)
            times.append(1000 * (time.perf_counter() - started))
        return times

    def measure(game_id: str) -> list[Figure]:
        figures = []
        positions = _positions(game_id, max(decisions.values()))
        base = timed(make_bot(game_id, LEVELS[0]), positions)
        for level in LEVELS:
            times = timed(make_bot(game_id, level), positions[: decisions[level]])
            hard = level == "hard"
            figures.append(
                Figure(
                    f"AI decision {game_id} {level}",
                    statistics.mean(times),
                    "ms mean",
                    statistics.mean(base[: decisions[level]]),
                    "max ≤ 1000 ms" if hard else "",
                    max(times) <= 1000 if hard else None,
                    note=f"max {max(times):.0f} ms over {len(times)} decisions",
                )
            )
        return figures

    return per_game("AI decision", game_available, measure)


def _hint_ms(runner: AiRunner, state: Any, seed: int, within: float | None) -> float:
    """Ask for one hint as the table does (``within``: the hint's seconds; ``None``: the
    way a bot's turn asks, with the bot's own time limit) and poll once a frame until it
    is there."""
    started = time.perf_counter()
    runner.start(state, state.to_act(), "hard", 0.0, seed, within)
    while True:
        action, error = runner.poll(0.0)
        if error is not None:
            raise RuleError(f"no hint: {error}")
        if action is not None:
            return 1000 * (time.perf_counter() - started)
        time.sleep(HINT_POLL)


def hint_figures(hints: int) -> list[Figure]:
    """What a player waits for a hint: the table's runner asks the hard bot in its worker
    process, polled once a frame, on running positions of the fullest table; beside a
    normal bot's decision on the same positions (the baseline, same run), and the hard
    bot's turn on them (its own second of search plus the handoff: how hints were asked
    before they counted their second from the key press). A table with hints starts the
    worker as it opens (``AiRunner.prepare``); the first hint, asked the moment it is
    started, as by a player who presses H at once, is in the note and counts too, beside
    a first hint that starts the worker itself (how tables asked before ``prepare``)."""

    def measure(game_id: str) -> list[Figure]:
        positions = _positions(game_id, hints + 1)
        unprepared = AiRunner(game_id)
        try:
            cold = _hint_ms(unprepared, positions[0], 0, HINT_SECONDS)
        finally:
            unprepared.close()
        runner = AiRunner(game_id)
        try:
            runner.prepare("hard")
            first = _hint_ms(runner, positions[0], 0, HINT_SECONDS)
            times = []
            turns = []
            for n, state in enumerate(positions[1:], 1):
                times.append(_hint_ms(runner, state, n, HINT_SECONDS))
                turns.append(_hint_ms(runner, state, n, None))
        finally:
            runner.close()
        normal = make_bot(game_id, "normal")
        rng = random.Random(7)
        base = []
        for state in positions[1:]:
            started = time.perf_counter()
            decide(normal, state, state.to_act(), rng)
            base.append(1000 * (time.perf_counter() - started))
        worst = max(first, *times)
        return [
            Figure(
                f"hint time {game_id}",
                worst,
                "ms max",
                statistics.mean(base),
                "≤ 1000 ms",
                worst <= 1000,
                f"mean {statistics.mean(times):.0f} ms over {len(times)} hints; a hard bot's "
                f"turn on the same positions max {max(turns):.0f} ms; first hint, asked as "
                f"the worker starts, {first:.0f} ms (one that starts it itself: {cold:.0f} "
                f"ms); baseline: normal bot, mean ms",
            )
        ]

    return per_game("hint time", game_available, measure)


def _p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def table_figures(count: int, seconds: float, data_dir: Path) -> list[Figure]:
    """RSS after ten tables opened, played and left, against the RSS after the first."""
    rss = probe("tables", str(data_dir), str(count), str(seconds), timeout=60 + count * 30)[
        "rss_mb"
    ]
    first, last = rss[0], rss[-1]
    return [
        Figure(
            f"RSS after opening {count} tables",
            last,
            "MB",
            first,
            "≤ 1.2× the first",
            last <= 1.2 * first,
            "baseline: RSS after the first; hard bots, "
            + ", ".join(f"{value:.0f}" for value in rss),
        )
    ]


def autosave_figures(max_actions: int) -> list[Figure]:
    """What an action costs the table (``Autosaver.submit``: a snapshot for the table's
    writer thread), beside a direct write of the same actions on the caller's thread
    (``store.save``: the JSON, temp file, fsync, rename), which is what the frame would pay
    without the writer."""

    # As in the app, which hands the interpreter lock between threads every 0.5 ms.
    sys.setswitchinterval(SWITCH_INTERVAL)

    def measure(game_id: str) -> list[Figure]:
        game = get_game(game_id)
        seats = [Seat(f"Seat {i}", "easy") for i in range(game.max_players)]
        session = Session.start(game_id, seats, seed=11)
        rng = random.Random(11)
        queued, queued_cpu, direct = [], [], []
        with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryDirectory() as other:
            store = SaveStore(Path(folder))
            saver = Autosaver(store)
            direct_store = SaveStore(Path(other))
            while not session.state.is_over() and len(queued) < max_actions:
                session.apply(rng.choice(session.state.legal_actions()))
                started = time.perf_counter()
                direct_store.save(session)
                direct.append(1000 * (time.perf_counter() - started))
                started, started_cpu = time.perf_counter(), time.thread_time()
                saver.submit(session)
                queued.append(1000 * (time.perf_counter() - started))
                queued_cpu.append(1000 * (time.thread_time() - started_cpu))
                time.sleep(1 / 60)  # a frame between moves, as at the table
            saver.close()
            size = store.path_for(session).stat().st_size
        p99 = _p99(queued)
        return [
            Figure(
                f"autosave per action {game_id}",
                p99,
                "ms p99",
                _p99(direct),
                "≤ 10 ms",
                p99 <= 10,
                f"median {statistics.median(queued):.2f} ms over {len(queued)} actions, "
                f"p99 CPU {_p99(queued_cpu):.2f} ms; file {size / 1024:.0f} KiB; baseline: "
                f"a direct store.save on the same actions (median "
                f"{statistics.median(direct):.2f} ms)",
            ),
            Figure(
                f"durable save (fsync) {game_id}",
                statistics.median(direct),
                "ms median",
                note=f"p99 {_p99(direct):.1f} ms; on the autosave writer, not the table",
            ),
        ]

    return per_game("autosave per action", game_available, measure)


def long_save(game_id: str, folder: Path, moves: int, seconds: float) -> tuple[Path, int]:
    """A save (in the data folder ``folder``) of a long game of ``game_id`` played by easy
    bots at its fullest table: the first seeded game of at least ``moves`` moves, or the
    longest within ``seconds``. Returns the file and how many moves it holds."""
    game = get_game(game_id)
    bot = make_bot(game_id, "easy")
    seats = [Seat(f"Seat {n}", "easy") for n in range(game.max_players)]
    longest: Session | None = None
    started = time.perf_counter()
    seed = 0
    while longest is None or (
        len(longest.history) < moves and time.perf_counter() - started < seconds
    ):
        session = Session.start(game_id, seats, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            seat = session.state.to_act()
            assert seat is not None
            session.apply(decide(bot, session.state, seat, rng))
        if longest is None or len(session.history) > len(longest.history):
            longest = session
        seed += 1
    return SaveStore.in_data_dir(folder).save(longest), len(longest.history)


def replay_figures(jumps: int, seconds: float) -> list[Figure]:
    """A jump of the replay to a random move of a long save, beside one step forward in
    the same run: in the engine (``Replay.seek`` and the watcher's view), and on screen
    (the replay scene's seek, which shows the table and the log, and a draw; a probe).
    CPU time, as the frame figures: on a loaded machine the wall clock of a 1 ms jump
    measures the other processes."""

    def measure(game_id: str) -> list[Figure]:
        with tempfile.TemporaryDirectory() as folder:
            path, length = long_save(game_id, Path(folder), 2000, seconds)
            before = path.read_bytes()
            session = SaveStore.in_data_dir(Path(folder)).load(path)
            started = time.perf_counter()
            replay = Replay(session)
            opened = 1000 * (time.perf_counter() - started)
            watcher = replay.default_watcher()
            steps = replay.length  # the watcher's steps: at most the save's moves
            rng = random.Random(3)
            jumped, stepped = [], []
            for _ in range(jumps):
                target = rng.randrange(steps + 1)
                started = time.thread_time()
                replay.seek(target)
                replay.view(watcher)
                jumped.append(1000 * (time.thread_time() - started))
                if replay.position < steps:
                    started = time.thread_time()
                    replay.step()
                    replay.view(watcher)
                    stepped.append(1000 * (time.thread_time() - started))
            screen = probe("replay", folder, str(path), str(jumps))
            if path.read_bytes() != before:
                raise ProbeFailed("watching changed the save")
        worst, shown = max(jumped), screen["jump_max_ms"]
        return [
            Figure(
                f"replay jump {game_id} ({length} moves)",
                worst,
                "ms max",
                statistics.median(stepped),
                "≤ 100 ms",
                worst <= 100,
                f"CPU; median {statistics.median(jumped):.2f} ms over {jumps} random jumps "
                f"(Replay.seek + view); baseline: one step forward (median); a save of easy "
                f"bots; the replay opened in {opened:.0f} ms",
            ),
            Figure(
                f"replay jump on screen {game_id} ({length} moves)",
                shown,
                "ms max",
                screen["step_median_ms"],
                "≤ 100 ms",
                shown <= 100,
                f"median {screen['jump_median_ms']:.2f} ms, CPU; the scene's seek (table "
                "show, log) + draw at 1280×800; baseline: a step forward + draw (median)",
            ),
        ]

    return per_game("replay jump", table_available, measure)


# --- report --------------------------------------------------------------------------------


def _number(value: float | None) -> str:
    if value is None:
        return "-"
    return f"{value:,.2f}" if abs(value) < 1000 else f"{value:,.0f}"


def print_table(figures: list[Figure]) -> None:
    rows = [["figure", "value", "unit", "baseline", "ratio", "target", "ok", "note"]]
    for f in figures:
        ratio = f.ratio
        rows.append(
            [
                f.name,
                _number(f.value),
                f.unit,
                _number(f.baseline),
                "-" if ratio is None else f"{ratio:.2f}×",
                f.target,
                "" if f.ok is None else ("yes" if f.ok else "NO"),
                f.note,
            ]
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for index, row in enumerate(rows):
        print("  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)))
        if index == 0:
            print("  ".join("-" * width for width in widths))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, rougher figures")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--only", action="append", metavar="SECTION", help="run only this section (repeatable)"
    )
    args = parser.parse_args(argv)
    quick = args.quick
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory() as data_dir:
        sections = [
            ("launch", lambda: launch_figures(3 if quick else 7, Path(data_dir))),
            ("frames", lambda: frame_figures(60 if quick else 300)),
            ("idle", lambda: idle_figures(1.5 if quick else 3.0, Path(data_dir))),
            ("bot frames", lambda: bot_frame_figures(2.0 if quick else 10.0, Path(data_dir))),
            ("tables", lambda: table_figures(10, 2.0 if quick else 6.0, Path(data_dir))),
            ("playouts", lambda: playout_figures(0.5 if quick else 2.0)),
            ("scorer", lambda: scorer_figures(300 if quick else 2000)),
            ("AI", lambda: ai_figures(QUICK_DECISIONS if quick else DECISIONS)),
            ("hints", lambda: hint_figures(QUICK_HINTS if quick else HINTS)),
            ("autosave", lambda: autosave_figures(80 if quick else 400)),
            ("replay", lambda: replay_figures(40 if quick else 200, 10.0 if quick else 30.0)),
        ]
        if args.only:
            sections = [(title, run) for title, run in sections if title in args.only]
        for title, section in sections:
            try:
                found = section()
            except (ProbeFailed, subprocess.TimeoutExpired) as exc:
                found = [Figure(title, note=f"failed: {exc}")]
            figures.extend(found)
            if not args.json:
                print_table(found)
                print(flush=True)
    if args.json:
        print(json.dumps([dict(asdict(f), ratio=f.ratio) for f in figures], indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
