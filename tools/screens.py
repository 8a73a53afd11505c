"""Render every screen of parlour to PNG files, headless, to look at the layouts.

    python tools/screens.py OUT_DIR [--sizes 1024x640,1280x800,1920x1080] [--langs de,en]
                                    [--hot-seat] [--review] [--only replay_,results]
                                    [--game ID --seats 4,5,9,10]

Writes ``OUT_DIR/<lang>-<width>x<height>-<screen>.png`` for the main menu, the setup,
settings, load, statistics (over a few recorded games), rules help and results screens,
every game's table at a mid-game position (seat 0 a human on turn, the others bots, so
no curtain covers it), there with the hard bot's hint shown (its line of why), the same
position under its last round's summary for a game played in rounds, and at its end (the
final table with its "See results" button), and every game's replay half-way through a
finished game, with everything revealed. ``--review`` adds the review of seat 0's moves in
that game at its first marked decision (the hard bot reviews in its process, in real time:
up to half a minute per game). ``--only`` keeps the screens whose names begin so. With
``--hot-seat`` it renders instead what
several people at one screen see between two moves (``tools/hot_seat_screens.py``): the
curtain, the catch-up, a moment shown to all, Warte mal for 2 to 5 people, "decides now",
a refused undo, a round's summary at a 2-person table, and the settings. With ``--game`` it
renders only that game's table, at each seat count of ``--seats`` (``<game>_<n>p_<screen>``):
mid-game, its end and, for a table that stages its end (``seek_end``), that end caught
half-way.
Everything runs in one process under SDL's dummy video driver, in well under a minute.

It lives in ``tools/`` because it is a developer's tool: the app does not ship it, and it
measures nothing (that is ``benchmarks/``). It plays its own seeded games instead of using
``benchmarks/positions.py``, because a table needs a session (the log shows its moves)
with the human on turn, not only a state.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import hot_seat_screens
import pygame

from parlour.games import playable_games
from parlour.saves.session import Seat, Session

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
LANGS = ("de", "en")
NAMES = ("Anna", "Bruno", "Clara", "Dora", "Emil", "Frieda", "Greta", "Hans", "Ilse", "Jakob")
#: Seconds of frames after opening a screen: long enough for a table's opening moves.
SETTLE = 3.0
FRAME = 1 / 30
#: Seconds of real time the hint's screen may take at most: the bots' moves until seat 0
#: may ask, then the hint (due in one second).
HINT_WAIT = 20.0
#: The name's end of a screen caught half-way through a staged end: it must not settle.
HALF_WAY = "end_half_way"
#: Seconds of real time a game's review may take at most.
REVIEW_WAIT = 180.0


def _seats(game_id: str, count: int | None = None) -> list[Seat]:
    """Seat 0 a person, the others bots: as many as the game takes (or ``count``)."""
    game = next(g for g in playable_games() if g.id == game_id)
    count = count or game.max_players
    return [Seat(NAMES[0])] + [Seat(name, "normal") for name in NAMES[1:count]]


def _playout(game_id: str, seed: int, seats: list[Seat] | None = None) -> tuple[Session, list[Any]]:
    """A seeded random game played to its end: the finished session and its moves."""
    session = Session.start(game_id, seats or _seats(game_id), seed)
    rng = random.Random(seed)
    moves = []
    while not session.state.is_over():
        move = rng.choice(session.state.legal_actions())
        session.apply(move)
        moves.append(move)
    return session, moves


def mid_game(game_id: str, seed: int = 7, count: int | None = None) -> Session:
    """The same game replayed to the first point past half-way where seat 0 is on turn,
    every round's summary closed (the table itself shows, not the last round's summary)."""
    seats = _seats(game_id, count)
    _finished, moves = _playout(game_id, seed, seats)
    session = Session.start(game_id, seats, seed)
    for index, move in enumerate(moves):
        if index >= len(moves) // 2 and session.state.to_act() == 0:
            break
        session.apply(move)
    session.rounds_seen = len(session.state.round_results())
    return session


def round_summary(session: Session) -> Session | None:
    """A copy of ``session`` with its last finished round's summary not yet closed
    (``None``: no round is finished, or the game has no rounds)."""
    if not session.state.round_results():
        return None
    summary = copy(session)
    summary.rounds_seen -= 1
    return summary


def finished(game_id: str, seed: int = 7, count: int | None = None) -> Session:
    return _playout(game_id, seed, _seats(game_id, count))[0]


def record_games(data_dir: Path, games: list[str]) -> None:
    """A statistics record to show: every game a few times, Anna and Bruno at one screen
    against bots of each level in turn."""
    from parlour.ai.base import LEVELS
    from parlour.saves.records import RecordBook

    book = RecordBook.in_data_dir(data_dir)
    for index, game_id in enumerate(games):
        game = next(g for g in playable_games() if g.id == game_id)
        for seed in range(4):
            level = LEVELS[(seed + index) % len(LEVELS)]
            count = min(game.max_players, max(game.min_players, 3))
            seats = [Seat(NAMES[0]), Seat(NAMES[1])]
            seats += [Seat(name, level) for name in NAMES[2:count]]
            book.add(_playout(game_id, seed, seats)[0])


def copy(session: Session) -> Session:
    """A fresh copy (a table and the save store each keep theirs)."""
    return Session.from_json(session.to_json(), verify=False)


def screens(
    app: Any, sessions: dict[str, Session], review: bool = False
) -> Iterator[tuple[str, Callable[[], None]]]:
    """``(name, show)`` for every screen (``review``: the reviews too); ``show`` puts that
    screen on ``app``."""
    from parlour.ui.navigation import open_table
    from parlour.ui.scenes.load import LoadScene
    from parlour.ui.scenes.results import ResultsScene
    from parlour.ui.scenes.rules_help import RulesHelpScene
    from parlour.ui.scenes.settings import SettingsScene
    from parlour.ui.scenes.setup import SetupScene
    from parlour.ui.scenes.statistics import StatisticsScene

    first = next(iter(sessions))
    yield "main_menu", app.main_menu
    yield "setup", lambda: app.scenes.switch(SetupScene(app))
    yield "settings", lambda: app.scenes.switch(SettingsScene(app))
    yield "load", lambda: app.scenes.switch(LoadScene(app))
    yield "statistics", lambda: app.scenes.switch(StatisticsScene(app))
    yield "rules_help", lambda: app.scenes.switch(RulesHelpScene(app, first))
    yield "results", lambda: app.scenes.switch(ResultsScene(app, finished(first)))
    for game_id, session in sessions.items():
        yield f"table_{game_id}", lambda s=session: open_table(app, copy(s))
        yield f"hint_{game_id}", lambda s=session: hinted(app, copy(s))
        summary = round_summary(session)
        if summary is not None:
            yield f"round_{game_id}", lambda s=summary: open_table(app, copy(s))
        yield f"final_{game_id}", lambda g=game_id: end_at(app, finished(g), 1.0)
        yield f"replay_{game_id}", lambda g=game_id: replay_half_way(app, finished(g))
        if review:
            yield f"review_{game_id}", lambda g=game_id: reviewed(app, finished(g))
        yield from fullest_screens(app, game_id)


def fullest_screens(app: Any, game_id: str) -> Iterator[tuple[str, Callable[[], None]]]:
    """The screens a game adds in ``tools/fullest/<game id>.py``: its table at its
    fullest (most seats, the longest hand, the widest summary), where text is tightest.
    Each such module has ``screens(app) -> Iterator[(name, show)]``; names start with
    the game id."""
    path = Path(__file__).resolve().parent / "fullest" / f"{game_id}.py"
    if not path.exists():
        return
    spec = importlib.util.spec_from_file_location(f"fullest_{game_id}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    yield from module.screens(app)


def game_screens(
    app: Any, game_id: str, counts: list[int]
) -> Iterator[tuple[str, Callable[[], None]]]:
    """``(name, show)`` for one game's table at each seat count: mid-game, its end caught
    half-way through its staging, and its end."""
    from parlour.ui.navigation import open_table

    for count in counts:
        session = mid_game(game_id, count=count or None)
        yield f"{game_id}_{count}p_table", lambda s=session: open_table(app, copy(s))
        end = finished(game_id, count=count or None)
        yield f"{game_id}_{count}p_{HALF_WAY}", lambda s=end: end_at(app, copy(s), 0.5)
        yield f"{game_id}_{count}p_final", lambda s=end: end_at(app, copy(s), 1.0)


def end_at(app: Any, session: Session, fraction: float) -> None:
    """``session``'s final table, its staged end held ``fraction`` of the way through (1:
    all of it; a table that does not stage its end simply shows it)."""
    from parlour.ui.scenes.table import TableScene

    scene = TableScene(app, session)
    app.scenes.switch(scene)
    app.step(FRAME)
    seek = getattr(scene.table, "seek_end", None)
    if seek is not None:
        seek(fraction)


def hinted(app: Any, session: Session) -> None:
    """``session``'s table with a hint on show: play on (closing a round's summary) until
    seat 0 may ask, ask, and wait in real time for the hard bot in its worker process."""
    from parlour.ui.scenes.table import TableScene

    scene = TableScene(app, session)
    app.scenes.switch(scene)
    app.step(FRAME)  # the table's first frame shows it (and would drop a hint asked before)
    deadline = time.monotonic() + HINT_WAIT
    while not scene.hint_offered() and time.monotonic() < deadline:
        if scene.summary.up:
            for kind in (pygame.KEYDOWN, pygame.KEYUP):  # a whole press: it waits for one
                pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0))
        app.step(FRAME)
        time.sleep(FRAME / 4)
    scene.ask_hint()
    while scene.runner.busy and time.monotonic() < deadline:
        app.step(FRAME)
        time.sleep(FRAME / 4)


def replay_half_way(app: Any, session: Session) -> None:
    """The replay of ``session``, moved to its middle move."""
    from parlour.ui.scenes.replay import ReplayScene

    scene = ReplayScene(app, session, app.main_menu)
    app.scenes.switch(scene)
    scene.seek(scene.replay.length // 2)


def reviewed(app: Any, session: Session) -> None:
    """The replay of ``session`` with seat 0's review done, at its first marked decision."""
    from parlour.ui.scenes.replay import ReplayScene

    scene = ReplayScene(app, session, app.main_menu, review=True)
    app.scenes.switch(scene)
    deadline = time.monotonic() + REVIEW_WAIT
    while scene.reviewer is not None and scene.reviewer.running:
        if time.monotonic() > deadline:
            scene.cancel_review()
        app.step(FRAME)
        time.sleep(FRAME)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # N: the first marked decision
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_n, mod=0))
    app.step(FRAME)


def settle(app: Any, still: bool = False) -> None:
    """Let the screen's motion run (``still``: draw it as it is, a moment caught
    half-way)."""
    for _ in range(0 if still else round(SETTLE / FRAME)):
        app.step(FRAME)
    app.redraw()
    app.step(FRAME)


def render(
    out: Path,
    sizes: list[tuple[int, int]],
    langs: list[str],
    hot_seat: bool = False,
    only: tuple[str, ...] = (),
    review: bool = False,
    game: tuple[str, list[int]] | None = None,
) -> list[Path]:
    """Every screen (or every hot-seat moment, or ``game``'s tables at some seat counts;
    those whose names begin with one of ``only``, if any; ``review``: the reviews too) at
    every size in every language; the files written."""
    from parlour.ui.app import App

    games = [g.id for g in playable_games()]
    sessions = {} if hot_seat or game else {game_id: mid_game(game_id) for game_id in games}
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="parlour-screens-") as data:
        if not hot_seat and not game:
            record_games(Path(data), games)
        for lang in langs:
            for width, height in sizes:
                app = App(data_dir=Path(data), language=lang, size=(width, height), sound=False)
                for session in sessions.values():
                    app.store.save(copy(session))
                if game:
                    shown = game_screens(app, *game)
                elif hot_seat:
                    shown = hot_seat_screens.screens(app)
                else:
                    shown = screens(app, sessions, review)
                for name, show in shown:
                    if only and not name.startswith(only):
                        continue
                    show()
                    settle(app, still=name.endswith(HALF_WAY))
                    path = out / f"{lang}-{width}x{height}-{name}.png"
                    pygame.image.save(app.screen, str(path))
                    written.append(path)
                app.shutdown()
    return written


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the PNG files")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument(
        "--hot-seat", action="store_true", help="the moments of several people at one screen"
    )
    parser.add_argument("--review", action="store_true", help="each game's review as well")
    parser.add_argument("--only", default="", help="screens whose names begin so (a,b,…)")
    parser.add_argument("--game", help="only this game's table, at each count of --seats")
    parser.add_argument("--seats", default="", help="seat counts for --game, e.g. 4,5,9,10")
    args = parser.parse_args(argv)
    try:
        sizes = [_size(size) for size in args.sizes.split(",")]
        counts = [int(n) for n in args.seats.split(",") if n]
    except ValueError:
        parser.error("--sizes takes WIDTHxHEIGHT[,WIDTHxHEIGHT…], --seats N[,N…]")
    if args.game and args.game not in {g.id for g in playable_games()}:
        parser.error(f"--game: no playable game {args.game!r}")
    game = (args.game, counts or [0]) if args.game else None
    start = time.perf_counter()
    only = tuple(name for name in args.only.split(",") if name)
    langs = args.langs.split(",")
    written = render(args.out, sizes, langs, args.hot_seat, only, args.review, game)
    print(f"{len(written)} screens in {time.perf_counter() - start:.1f} s → {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
