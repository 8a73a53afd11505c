"""Any window size keeps the app alive.

A window manager may hand over a window smaller than the minimum the app asks for. At
1×1, 10×10 and 90×3000 pygame_gui recursed without end, at 100×200 the error dialog looped
for ever, and at 200×100 the table fell over to the main menu. Now a too-small window shows
a note, the screens wait behind it, and the game is playable when the window grows again.
"""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from parlour.games import GAME_IDS, get_game
from parlour.saves.session import Seat, Session
from parlour.ui import theme
from parlour.ui.message import MessageDialog
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.results import ResultsScene
from parlour.ui.scenes.rules_help import RulesHelpScene
from parlour.ui.scenes.settings import SettingsScene
from parlour.ui.scenes.setup import SetupScene
from parlour.ui.scenes.table import TableScene
from parlour.ui.too_small import SMALLEST
from tests.fakes.driver import click, frames, make_app

TINY = [(1, 1), (10, 10), (90, 3000), (100, 200), (200, 100)]
TABLES = GAME_IDS
NORMAL = (1280, 800)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


def resize(app, size: tuple[int, int], event: int = pygame.VIDEORESIZE) -> None:
    """What a window manager does: a new window size, then the event that tells of it."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    if event == pygame.VIDEORESIZE:
        pygame.event.post(pygame.event.Event(event, size=size, w=size[0], h=size[1]))
    else:
        pygame.event.post(pygame.event.Event(event, x=size[0], y=size[1]))
    frames(app)


def shows_the_note(app) -> bool:
    """The window is felt with a note on it, not a screen laid out for less."""
    width, height = app.window.get_size()
    step_x, step_y = max(1, width // 8), max(1, height // 8)
    colours = {
        tuple(app.window.get_at((x, y)))[:3]
        for x in range(0, width, step_x)
        for y in range(0, height, step_y)
    }
    return app.too_small and (theme.FELT in colours or width * height < 100)


def human_first(game_id: str, seed: int = 7) -> Session:
    """Ann (human) against easy bots (two, or as many more as the game needs), seated where
    the first move is hers."""
    game = get_game(game_id)
    count = min(max(3, game.min_players), game.max_players)
    first = game.new_state(count, seed, {}).to_act()
    seats = [Seat("Ann") if i == first else Seat(f"Bot {i}", "easy") for i in range(count)]
    return Session.start(game_id, seats, seed)


def finished(game_id: str) -> Session:
    session = Session.start(game_id, [Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "hard")], 3)
    rng = random.Random(3)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize("game_id", TABLES)
def test_a_tiny_window_keeps_the_table_and_it_plays_on(app, game_id: str) -> None:
    session = human_first(game_id)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app)
    for size in TINY:
        resize(app, size)
        assert app.window.get_size() == size
        assert shows_the_note(app), size
        assert app.scenes.current is scene and not app.message_open, size
        assert scene.table_rect.width > 0 and scene.table_rect.height > 0, size
        resize(app, NORMAL, pygame.WINDOWSIZECHANGED)
        assert not app.too_small and app.screen is app.window, size
        assert app.scenes.current is scene and not app.message_open, size
        assert scene.side_rect.right == NORMAL[0], size
    legal = session.state.legal_actions()
    scene.submit(legal[0])
    frames(app)
    assert len(session.history) == 1
    assert app.scenes.current is scene and not app.message_open


def test_input_waits_while_the_window_is_too_small(app) -> None:
    """A click meant for the note must not press what is laid out off screen."""
    menu = app.scenes.current
    assert isinstance(menu, MainMenuScene)
    quit_at = menu.buttons["quit"].rect.center
    resize(app, (200, 100))
    click(app, quit_at)
    assert app.running and app.scenes.current is menu
    resize(app, NORMAL)
    click(app, menu.buttons["settings"].rect.center)
    assert isinstance(app.scenes.current, SettingsScene)


@pytest.mark.parametrize("screen", ["main_menu", "setup", "results", "rules", "settings"])
def test_a_tiny_window_keeps_every_screen(app, screen: str) -> None:
    make = {
        "main_menu": lambda: MainMenuScene(app),
        "setup": lambda: SetupScene(app, games=[get_game("guillotine")]),
        "results": lambda: ResultsScene(app, finished("guillotine")),
        "rules": lambda: RulesHelpScene(app),
        "settings": lambda: SettingsScene(app),
    }[screen]
    scene = make()
    app.scenes.switch(scene)
    frames(app)
    for size in TINY:
        resize(app, size)
        assert shows_the_note(app), size
        assert app.scenes.current is scene and not app.message_open, size
        resize(app, NORMAL)
        assert app.scenes.current is scene and not app.message_open, size
    # Nothing was laid out for less than the smallest size meanwhile.
    for widget in scene.widgets:
        assert widget.rect.width >= 0 and widget.rect.height >= 0


def test_a_message_in_a_tiny_window_waits_for_a_larger_one(app) -> None:
    resize(app, (100, 200))
    app.message("Something to say, in a window too small for it.")
    frames(app)
    assert app.message_open and shows_the_note(app)
    resize(app, NORMAL)
    assert app.message_open and not app.too_small


def test_the_message_dialog_itself_survives_a_narrow_screen(fresh_pygame) -> None:
    """Built straight into a 100×200 screen (the app never does), it no longer loops."""
    pygame.display.set_mode((100, 200))
    manager = pygame_gui.UIManager((100, 200))
    dialog = MessageDialog(
        manager, (100, 200), round, "parlour", "Something went wrong. Details follow.", "OK"
    )
    manager.update(1 / 60)
    manager.draw_ui(pygame.display.get_surface())
    assert dialog.alive


def test_the_smallest_usable_window_shows_the_screens() -> None:
    from parlour.ui.too_small import canvas_size, fits

    assert fits(SMALLEST) and not fits((SMALLEST[0] - 1, SMALLEST[1]))
    assert canvas_size((90, 3000)) == (SMALLEST[0], 3000)
