"""Tables left behind are gone: nothing the app keeps holds an old table, its bots' worker
process or its autosave writer."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import gc
import multiprocessing
import threading
import time
import weakref
from collections.abc import Iterator

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import click, frames

ROUNDS = 3


@pytest.fixture
def app(tmp_path) -> Iterator[App]:
    fonts.font.cache_clear()
    application = App(data_dir=tmp_path, language="en", size=(1280, 800), sound=False)
    frames(application)
    yield application
    application.shutdown()
    pygame.quit()
    fonts.font.cache_clear()


def play_and_quit(app: App, seed: int) -> weakref.ref:
    """Open a Millionenspiel table of hard bots, let them move, then Quit to menu."""
    seats = [Seat("Ada", "hard"), Seat("Bruno", "hard"), Seat("Clara", "hard")]
    scene = TableScene(app, Session.start("millionenspiel", seats, seed=seed))
    app.scenes.switch(scene)
    deadline = time.monotonic() + 30
    while len(scene.session.history) < 2 and time.monotonic() < deadline:
        frames(app, 1)
    assert len(scene.session.history) >= 2
    assert scene.menu_button is not None
    click(app, scene.menu_button)
    click(app, scene.menu.buttons["quit"])
    assert isinstance(app.scenes.current, MainMenuScene)
    return weakref.ref(scene)


def test_old_tables_are_collected(app) -> None:
    # Only what this test starts counts: other tests may leave their tables open.
    processes = set(multiprocessing.active_children())
    threads = set(threading.enumerate())
    left = [play_and_quit(app, seed) for seed in range(ROUNDS)]
    frames(app)
    gc.collect()
    assert [ref() for ref in left] == [None] * ROUNDS
    assert set(multiprocessing.active_children()) <= processes
    started = set(threading.enumerate()) - threads
    assert not {thread.name for thread in started} & {"parlour-autosaver", "parlour-ai"}


def test_a_table_left_lets_its_images_go(app) -> None:
    """The images a table painted (the board, its tokens) are held while it is open and
    forgotten once it is left: ten tables in a row do not keep ten tables' pictures."""
    from parlour.games.millionenspiel import board_art
    from parlour.ui.widgets import tokens

    seats = [Seat("Ada", "hard"), Seat("Bruno", "hard"), Seat("Clara", "hard")]
    scene = TableScene(app, Session.start("millionenspiel", seats, seed=7))
    app.scenes.switch(scene)
    frames(app)
    assert board_art.render_board.cache_info().currsize > 0
    assert tokens.render_token.cache_info().currsize > 0
    assert scene.menu_button is not None
    click(app, scene.menu_button)
    click(app, scene.menu.buttons["quit"])
    frames(app)
    assert board_art.render_board.cache_info().currsize == 0
    assert tokens.render_token.cache_info().currsize == 0
