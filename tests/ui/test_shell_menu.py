"""Main menu → setup → a started game, driven by real clicks (SDL dummy drivers)."""

from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.setup import SetupScene
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import choose, click, frames, key, make_app, type_text


@pytest.fixture
def app(tmp_path, monkeypatch):
    install_fake_game(monkeypatch)
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


def fake_setup(app) -> SetupScene:
    from parlour.games import get_game

    scene = SetupScene(app, games=[get_game(GAME_ID)])
    app.scenes.switch(scene)
    frames(app)
    return scene


def test_menu_shows_every_item_and_greys_continue_without_saves(app) -> None:
    menu = app.scenes.current
    assert isinstance(menu, MainMenuScene)
    assert [b.label for b in menu.buttons.values()] == [
        "Continue",
        "New game",
        "Load game",
        "Statistics",
        "Settings",
        "Rules",
        "Quit",
    ]
    assert not menu.buttons["continue"].enabled
    click(app, menu.buttons["continue"])
    assert app.scenes.current is menu


def test_every_button_has_an_action_and_each_opens_its_screen(app) -> None:
    menu = app.scenes.current
    assert set(menu.actions()) == set(menu.buttons)
    for name in ("load", "statistics", "settings", "rules"):
        click(app, app.scenes.current.buttons[name])
        opened = type(app.scenes.current).__name__.lower()
        assert opened.startswith(name.replace("rules", "ruleshelp")), (name, opened)
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.scenes.current, MainMenuScene)


def test_new_game_click_opens_setup_and_esc_goes_back(app) -> None:
    click(app, app.scenes.current.buttons["new_game"])
    assert isinstance(app.scenes.current, SetupScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.current, MainMenuScene)


def test_setup_starts_the_fake_game_at_its_table(app) -> None:
    from parlour.ui.scenes.table import TableScene

    setup = fake_setup(app)
    assert setup.seat_count == 3
    click(app, setup.widget_of["minus"])
    assert setup.seat_count == 2
    assert "minus" in setup.widget_of and not setup.widget_of["minus"].is_enabled
    # Rename the human, make seat 2 a hard bot, choose the pile option, untick the bonus.
    click(app, setup.widget_of["name0"])
    setup.widget_of["name0"].set_text("")
    type_text(app, "Zoë")
    choose(app, setup.widget_of["kind1"], "Computer: hard")
    choose(app, setup.widget_of["option:pile"], "7")
    click(app, setup.widget_of["option:bonus"])
    click(app, setup.widget_of["seed"])
    type_text(app, "42")
    click(app, setup.widget_of["start"])
    table = app.scenes.current
    assert isinstance(table, TableScene)
    session = table.session
    assert session.game.id == GAME_ID
    assert [s.name for s in session.seats] == ["Zoë", "Ada"]
    assert [s.ai_level for s in session.seats] == [None, "hard"]
    assert session.seed == 42
    assert session.options == {"pile": 7, "bonus": False, "turn_limit": 0}


def test_enter_starts_the_game_unless_a_name_is_being_typed(app) -> None:
    from parlour.ui.scenes.table import TableScene

    setup = fake_setup(app)
    click(app, setup.widget_of["name0"])
    key(app, pygame.K_RETURN)  # finishes the name, starts nothing
    assert app.scenes.current is setup
    click(app, setup.widget_of["plus"])  # the text field lets go of the keyboard
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.current, TableScene)
    assert len(app.scenes.current.session.seats) == 4


def test_blank_seed_is_random_and_more_seats_follow_the_limits(app) -> None:
    setup = fake_setup(app)
    click(app, setup.widget_of["plus"])
    assert setup.seat_count == 4
    assert not setup.widget_of["plus"].is_enabled  # the fake game seats at most four
    click(app, setup.widget_of["start"])
    session = app.scenes.current.session
    assert len(session.seats) == 4
    assert 0 <= session.seed < 10**9


def menu_with_a_save(app):
    """The main menu again after Ann and Bob's game (one move played) was saved."""
    from parlour.saves.session import Seat, Session

    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], 5)
    session.apply(session.state.legal_actions()[0])
    app.store.save(session)
    app.main_menu()
    frames(app)
    return app.scenes.current, session


def test_continue_resumes_the_latest_save(app) -> None:
    from parlour.ui.scenes.table import TableScene

    menu, session = menu_with_a_save(app)
    assert menu.buttons["continue"].enabled
    click(app, menu.buttons["continue"])
    assert isinstance(app.scenes.current, TableScene)
    assert app.scenes.current.session.save_id == session.save_id


def test_the_keyboard_moves_over_enabled_buttons_and_enter_takes_one(app) -> None:
    menu = app.scenes.current
    assert menu.focus is None  # no focus ring until a key asks for one
    key(app, pygame.K_DOWN)
    assert menu.focus == "new_game"  # Continue is greyed, so it is skipped
    key(app, pygame.K_UP)
    assert menu.focus == "quit"  # wraps round
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert menu.focus == "load"
    key(app, pygame.K_RETURN)
    from parlour.ui.scenes.load import LoadScene

    assert isinstance(app.scenes.current, LoadScene)


def test_continue_shows_what_it_resumes_when_pointed_at(app) -> None:
    menu, _session = menu_with_a_save(app)
    pos = menu.buttons["continue"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    frames(app)
    hint = menu.continue_hint()
    assert hint is not None and "Ann, Bob" in hint
    assert menu._hint is not None and menu._hint[0] == hint  # drawn beside the button


def test_a_press_released_elsewhere_does_nothing(app) -> None:
    menu = app.scenes.current
    down = menu.buttons["quit"].rect.center
    up = menu.buttons["settings"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=down, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=up, button=1))
    frames(app)
    assert app.running and app.scenes.current is menu


def test_a_message_keeps_clicks_from_the_menu_below(app) -> None:
    app.message("hello")
    frames(app)
    click(app, app.scenes.current.buttons["quit"])
    assert app.running and app.message_open


def test_the_first_frame_is_drawn_before_pygame_gui_is_imported(tmp_path) -> None:
    """The launch target rests on this: the main menu needs pygame alone."""
    script = (
        "import sys, pygame\n"
        "seen = []\n"
        "real = pygame.display.flip\n"
        "def flip():\n"
        "    seen.append('pygame_gui' in sys.modules)\n"
        "    real()\n"
        "pygame.display.flip = flip\n"
        "from parlour.ui.app import App\n"
        f"app = App(data_dir={str(tmp_path)!r}, language='en', sound=False)\n"
        "assert seen == [False], seen\n"
        "assert 'pygame_gui' in sys.modules and app.manager is not None\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr


def test_quit_button_stops_the_loop(app) -> None:
    click(app, app.scenes.current.buttons["quit"])
    assert not app.running


def test_a_crashing_scene_shows_a_message_and_returns_to_the_menu(app, tmp_path) -> None:
    setup = fake_setup(app)

    def broken(dt):
        raise RuntimeError("boom")

    setup.update = broken
    frames(app)
    assert isinstance(app.scenes.current, MainMenuScene)
    assert app.message_open
    assert "RuntimeError: boom" in (tmp_path / "parlour.log").read_text(encoding="utf-8")
    click(app, app._message.ok)
    assert not app.message_open
    setup = fake_setup(app)
    setup.handle_event = lambda event: 1 / 0
    key(app, pygame.K_a)
    assert isinstance(app.scenes.current, MainMenuScene) and app.message_open
    key(app, pygame.K_ESCAPE)
    assert not app.message_open


def test_the_longest_name_a_save_may_hold_is_cut_in_the_continue_hint(app) -> None:
    """A save refuses longer names (``MAX_NAME_CHARS``); the wrap itself stays linear for
    any length (``tests/ui/test_text.py``)."""
    from parlour.saves.session import MAX_NAME_CHARS, Seat, Session

    session = Session.start(GAME_ID, [Seat("A" * MAX_NAME_CHARS), Seat("Bob", "easy")], 5)
    app.store.save(session)
    app.main_menu()
    frames(app)
    menu = app.scenes.current
    pos = menu.buttons["continue"].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    frames(app)
    hint = menu.continue_hint()
    assert hint is not None and "A…, Bob" in hint and len(hint) < 120
    assert menu._hint is not None and len(menu._hint[1]) <= 3  # a few lines, not a hundred
