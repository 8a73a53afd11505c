"""Measurements that need a process of their own; ``run.py`` starts them.

    python benchmarks/probes.py PROBE [ARGS...]

Each probe prints one line ``RESULT <json>`` on stdout. They run under
``SDL_VIDEODRIVER=dummy`` (set by ``run.py``), so no window opens.
"""

from __future__ import annotations

import json
import os
import random
import resource
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from positions import replayed_position

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SIZE = (1280, 800)


def _result(data: dict[str, Any]) -> None:
    print("RESULT " + json.dumps(data), flush=True)


def _since_spawn() -> float:
    """Seconds since the parent started this process (it passes its clock reading)."""
    return time.monotonic() - float(os.environ["BENCH_SPAWNED_AT"])


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def probe_launch_bare() -> None:
    """The baseline: a bare pygame-ce window opened and filled once."""
    import pygame

    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    screen.fill((30, 60, 40))
    pygame.display.flip()
    _result({"seconds": _since_spawn()})


def probe_launch_gui() -> None:
    """The floor of any pygame_gui app: the bare window plus a UIManager and one button."""
    import pygame
    import pygame_gui

    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    manager = pygame_gui.UIManager(SIZE)
    pygame_gui.elements.UIButton(pygame.Rect(20, 20, 200, 40), "parlour", manager)
    screen.fill((30, 60, 40))
    manager.update(0.0)
    manager.draw_ui(screen)
    pygame.display.flip()
    _result({"seconds": _since_spawn()})


def probe_launch_app(data_dir: str) -> None:
    """parlour as launched by ``parlour --data-dir DIR``: the seconds to its first frame
    (the main menu, drawn before pygame_gui loads), to the moment it takes input (the app
    built, its loop about to start), and to the end of its first loop step, when the menu
    has looked up the newest save and Continue is offered or greyed."""
    import pygame

    real_flip = pygame.display.flip
    first_frame: list[float] = []

    def first_flip() -> None:
        real_flip()
        if not first_frame:
            first_frame.append(_since_spawn())

    pygame.display.flip = first_flip
    from parlour.__main__ import main
    from parlour.ui.app import App

    def ready(app: App) -> int:
        takes_input = _since_spawn()
        app.step(0.0)
        menu = app.scenes.current
        offered = bool(menu is not None and menu.buttons["continue"].enabled)  # type: ignore[attr-defined]
        _result(
            {
                "seconds": first_frame[0],
                "ready": takes_input,
                "continue": offered,
                "continue_ready": _since_spawn(),
            }
        )
        os._exit(0)

    App.run = ready  # type: ignore[method-assign]
    main(["--data-dir", data_dir, "--lang", "en"])


def _timed(draw: Any, count: int) -> list[float]:
    """CPU milliseconds per call, sorted. The dummy driver draws on the CPU alone, and
    CPU time does not count the moments other processes had the core."""
    times = []
    for _ in range(count):
        started = time.thread_time()
        draw()
        times.append(1000 * (time.thread_time() - started))
    return sorted(times)


def _draw_figures(table: Any, screen: Any, count: int) -> dict[str, Any]:
    """Median and p99 CPU time of ``table.draw``, and the median of as many raw card blits
    as the table makes (the baseline), measured in this run one after the other."""
    import pygame

    class CountingSurface(pygame.Surface):
        """Counts what a table blits, to size the baseline."""

        count = 0

        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
            self.count += 1
            return super().blit(source, dest, *args, **kwargs)

        def blits(self, sequence: Any, *args: Any, **kwargs: Any) -> Any:
            items = list(sequence)
            self.count += len(items)
            return super().blits(items, *args, **kwargs)

        def fblits(self, sequence: Any, *args: Any, **kwargs: Any) -> Any:
            items = list(sequence)
            self.count += len(items)
            return super().fblits(items, *args, **kwargs)

    counter = CountingSurface(screen.get_size())
    for _ in range(3):  # warm caches (rendered text, scaled art)
        table.draw(screen)
    table.draw(counter)
    blits = max(counter.count, 1)
    table_ms = _timed(lambda: table.draw(screen), count)
    card = pygame.Surface((100, 140), pygame.SRCALPHA)
    card.fill((250, 245, 230, 255))
    pygame.draw.rect(card, (40, 40, 40, 255), card.get_rect(), 2, border_radius=8)
    card = card.convert_alpha()
    width, height = screen.get_size()
    spots = [((i * 37) % (width - 100), (i * 53) % (height - 140)) for i in range(blits)]

    def raw() -> None:
        screen.fill((30, 60, 40))
        for spot in spots:
            screen.blit(card, spot)

    raw_ms = _timed(raw, count)
    return {
        "blits": blits,
        "median_ms": statistics.median(table_ms),
        "p99_ms": table_ms[min(len(table_ms) - 1, int(0.99 * len(table_ms)))],
        "raw_median_ms": statistics.median(raw_ms),
    }


def probe_frames(game_id: str, frames: str) -> None:
    """Median and p99 CPU time of ``table.draw`` for a mid-game table at 1280×800, and of
    the same number of raw card blits as the baseline."""
    import pygame

    from parlour.ui import i18n
    from parlour.ui.table_api import TableContext, table_factory

    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    i18n.configure("en")
    game, state = replayed_position(game_id, seed=3, fraction=0.5)
    names = ["Ada", "Bruno", "Clara", "Dieter", "Edith", "Franz", "Greta", "Hans", "Ilse", "Jakob"]
    names = names[: state.num_players]  # up to ten seats (Ladies & Gentlemen)
    ctx = TableContext(game=game, seat_names=names, t=i18n.t, submit=lambda action: None)
    table = table_factory(game_id)(ctx)
    table.layout(screen.get_rect())
    viewer = state.to_act()
    table.show(state.view(viewer if viewer is not None else 0), viewer, state.legal_actions())

    figures = _draw_figures(table, screen, int(frames))
    # A move changes the view: the table may rebuild what it cached. Time show + draw.
    rng = random.Random(5)
    moves = []
    for _ in range(30):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
        viewer = state.to_act()
        view = state.view(viewer if viewer is not None else 0)
        started = time.thread_time()
        table.show(view, viewer, state.legal_actions())
        table.draw(screen)
        moves.append(1000 * (time.thread_time() - started))
    _result(
        {
            **figures,
            "seats": len(names),
            "move_median_ms": statistics.median(moves) if moves else None,
            "move_max_ms": max(moves) if moves else None,
        }
    )


def probe_idle(data_dir: str, game_id: str, seconds: str) -> None:
    """CPU share of the app loop with a table open and nothing moving; ``game_id`` "-"
    measures the main menu instead. Also the process's peak RSS."""
    from parlour.ui.app import App

    app = App(data_dir=Path(data_dir), language="en", size=SIZE)
    if game_id != "-":
        from parlour.games import get_game
        from parlour.saves.session import Seat, Session
        from parlour.ui.scenes.table import TableScene

        game = get_game(game_id)
        seats = [Seat("Ada")] + [Seat(f"Bot {i}", "easy") for i in range(1, game.max_players)]
        session = Session.start(game_id, seats, seed=1)
        app.scenes.switch(TableScene(app, session))
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and session.state.to_act() != 0:
            app.step()  # the bots move until the human is to act
        if session.state.to_act() != 0:
            _result({"error": "the human never got a turn"})
            return
    settle = time.monotonic() + 2.0
    while time.monotonic() < settle:
        app.step()  # let every motion and hover fade finish
    cpu_start, wall_start = time.process_time(), time.monotonic()
    while time.monotonic() - wall_start < float(seconds):
        app.step()
    cpu = time.process_time() - cpu_start
    wall = time.monotonic() - wall_start
    _result({"cpu_percent": 100 * cpu / wall, "rss_mb": _peak_rss_mb()})


def probe_bot_frames(data_dir: str, game_id: str, seconds: str, where: str = "process") -> None:
    """Frame intervals of the app loop at a table of hard bots only, so a bot is thinking
    nearly all the time: what a player sees while waiting for them. ``where`` is
    ``process`` (the bots' worker process, as the app runs) or ``thread`` (the old path,
    the baseline)."""
    from parlour.games import get_game
    from parlour.saves.session import Seat, Session
    from parlour.ui.app import App
    from parlour.ui.scenes.table import TableScene

    app = App(data_dir=Path(data_dir), language="en", size=SIZE, sound=False)
    game = get_game(game_id)
    seats = [Seat(f"Bot {i}", "hard") for i in range(game.max_players)]
    session = Session.start(game_id, seats, seed=2)
    scene = TableScene(app, session)
    scene.runner.processes = where == "process"
    app.scenes.switch(scene)
    for _ in range(5):
        app.step()  # the table's first frames build its art
    if where == "process":  # the worker is spawned at the first turn: let it come up
        deadline = time.monotonic() + 30
        while len(session.history) < 1 and time.monotonic() < deadline:
            app.step()
    intervals = []
    last = started = time.perf_counter()
    while last - started < float(seconds):
        app.step()
        now = time.perf_counter()
        intervals.append(1000 * (now - last))
        last = now
    intervals.sort()
    _result(
        {
            "median": statistics.median(intervals),
            "p99": intervals[int(len(intervals) * 0.99)],
            "max": intervals[-1],
            "frames": len(intervals),
            "moves": len(session.history),
        }
    )


def _rss_mb() -> float:
    """The resident set now (not the peak)."""
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * resource.getpagesize() / 2**20


def probe_tables(data_dir: str, count: str, seconds: str) -> None:
    """RSS after opening, playing and leaving ``count`` tables in turn (every game, one
    human and hard bots, ``seconds`` of frames each): what is left of old tables."""
    import gc

    from parlour.engine import GameUnavailable
    from parlour.games import GAME_IDS, get_game
    from parlour.saves.session import Seat, Session
    from parlour.ui.app import App
    from parlour.ui.scenes.table import TableScene

    app = App(data_dir=Path(data_dir), language="en", size=SIZE, sound=False)
    games = []
    for game_id in GAME_IDS:
        try:
            games.append(get_game(game_id))
        except GameUnavailable:  # a game not built yet
            continue
    rng = random.Random(1)
    after = []
    for index in range(int(count)):
        game = games[index % len(games)]
        seats = [Seat("Ada")] + [Seat(f"Bot {i}", "hard") for i in range(1, game.max_players)]
        session = Session.start(game.id, seats, seed=index)
        scene = TableScene(app, session)
        app.scenes.switch(scene)
        ends = time.monotonic() + float(seconds)
        while time.monotonic() < ends and not session.state.is_over():
            app.step()
            if scene.viewer == 0 and session.state.to_act() == 0:
                scene.submit(rng.choice(session.state.legal_actions()))
        app.main_menu()
        del scene, session  # as the app holds nothing of a table it has left
        for _ in range(30):  # half a second of the menu: the table's images are let go
            app.step()
        gc.collect()
        after.append(_rss_mb())
    _result({"rss_mb": after})


def probe_kit(frames: str) -> None:
    """The table kit at its fullest: the 10-seat demo table (``tests/fakes/kit_table``)
    mid-game at 1280×800, with a 15-card hand (one card hovered, three selected) and two
    fanned piles; figures as ``probe_frames``."""
    import pygame

    from parlour.ui import i18n
    from parlour.ui.table_api import TableContext
    from tests.fakes.game import Take
    from tests.fakes.kit_table import KitTable
    from tests.fakes.team_game import RelayGame

    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    i18n.configure("en")
    game = RelayGame()
    state = game.new_state(10, seed=3)
    for count in (1, 2, 3, 1, 2, 2, 1, 3, 2):
        state.apply(Take(count))
    names = [f"Player {seat + 1}" for seat in range(10)]
    ctx = TableContext(game=game, seat_names=names, t=i18n.t, submit=lambda action: None)
    table = KitTable(ctx)
    table.layout(screen.get_rect())
    viewer = state.to_act()
    table.show(state.view(viewer), viewer, state.legal_actions())
    table.hand.select(table.hand.order[4:7])
    hovered = table.hand.visible_rect(table.hand.order[9]).center
    table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=hovered, rel=(0, 0)))
    _result(_draw_figures(table, screen, int(frames)))


def probe_replay(data_dir: str, save: str, jumps: str) -> None:
    """CPU time of the replay scene's jump to a random move of ``save`` and a draw, and of
    a step forward and a draw (the baseline), at 1280×800."""
    from parlour.ui.app import App
    from parlour.ui.scenes.replay import ReplayScene

    app = App(data_dir=Path(data_dir), language="en", size=SIZE, sound=False)
    scene = ReplayScene(app, app.store.load(Path(save)), app.main_menu)
    app.scenes.switch(scene)
    for _ in range(3):
        app.step(1 / 60)
    length = scene.replay.length
    rng = random.Random(3)
    jumped, stepped = [], []
    for _ in range(int(jumps)):
        target = rng.randrange(length + 1)
        started = time.thread_time()
        scene.seek(target)
        scene.draw(app.screen)
        jumped.append(1000 * (time.thread_time() - started))
        if scene.replay.position < length:
            started = time.thread_time()
            scene.step_forward()
            scene.draw(app.screen)
            stepped.append(1000 * (time.thread_time() - started))
    app.shutdown()
    _result(
        {
            "jump_max_ms": max(jumped),
            "jump_median_ms": statistics.median(jumped),
            "step_median_ms": statistics.median(stepped),
        }
    )


PROBES = {
    "replay": probe_replay,
    "launch_bare": probe_launch_bare,
    "launch_gui": probe_launch_gui,
    "launch_app": probe_launch_app,
    "frames": probe_frames,
    "kit": probe_kit,
    "idle": probe_idle,
    "bot_frames": probe_bot_frames,
    "tables": probe_tables,
}

if __name__ == "__main__":
    PROBES[sys.argv[1]](*sys.argv[2:])
