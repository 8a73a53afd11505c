"""Every control of the setup, load, settings, statistics, results and rules screens answers
the keyboard (issue 22): Tab and Shift+Tab reach each one, Enter or Space works it, an open
list is walked with the arrows, and a ring shows where the focus is."""

from __future__ import annotations

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui.scenes.load import LoadScene
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.menu import MenuScene
from parlour.ui.scenes.settings import SettingsScene
from parlour.ui.scenes.setup import SetupScene
from parlour.ui.scenes.statistics import StatisticsScene
from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import frames, make_app, open_setup, type_text


def press(app, keycode: int, mod: int = 0, times: int = 1) -> None:
    for _ in range(times):
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            event = pygame.event.Event(kind, key=keycode, mod=mod, unicode="", scancode=0)
            pygame.event.post(event)
        frames(app, 3)


def tab_to(app, scene: MenuScene, control, limit: int = 60) -> None:
    """Press Tab until ``control`` has the focus."""
    for _ in range(limit):
        if scene.menu_focus.visible and scene.menu_focus.focus is control:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {control}")


def reached_by_tab(app, scene: MenuScene) -> list:
    """The controls Tab steps through, once round, from the first."""
    controls = scene.focusable()
    seen = []
    for _ in range(len(controls)):
        press(app, pygame.K_TAB)
        seen.append(scene.menu_focus.focus)
    return seen


def ring_drawn(app, scene: MenuScene) -> bool:
    """Whether the white of the focus ring is on screen just outside the focused control."""
    app._draw()
    rect = scene.menu_focus.focus.get_abs_rect()
    surface = app.screen
    return surface.get_at((rect.centerx, rect.top - 4))[:3] == (255, 255, 255)


@pytest.mark.parametrize("language", ["en", "de"])
def test_setup_every_control_by_tab_and_a_game_chosen_without_a_mouse(tmp_path, language) -> None:
    app = make_app(tmp_path, language=language)
    scene = open_setup(app)
    seen = reached_by_tab(app, scene)
    controls = scene.focusable()
    assert seen == controls
    assert seen[0] is scene.widget_of["game"] and seen[-1] is scene.widget_of["start"]
    assert ring_drawn(app, scene)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.menu_focus.focus is scene.widget_of["back"]
    # The game: Enter opens the list, Down twice, Enter takes Millionenspiel.
    tab_to(app, scene, scene.widget_of["game"])
    press(app, pygame.K_RETURN)
    assert scene.widget_of["game"].is_open
    press(app, pygame.K_DOWN, times=2)
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert scene.game is not None and scene.game.id == scene.games[2].id
    assert scene.menu_focus.focus is scene.widget_of["game"]  # kept across the rebuild
    # A name typed, a bot made hard (Space works as Enter), one more seat.
    tab_to(app, scene, scene.widget_of["name0"])
    scene.widget_of["name0"].set_text("")
    type_text(app, "Zoë")
    tab_to(app, scene, scene.widget_of["kind1"])
    press(app, pygame.K_SPACE)
    press(app, pygame.K_DOWN)
    press(app, pygame.K_SPACE)
    frames(app, 3)
    assert scene.seats[1].kind == "hard"
    count = scene.seat_count
    tab_to(app, scene, scene.widget_of["plus"])
    press(app, pygame.K_RETURN)
    assert scene.seat_count == count + 1
    tab_to(app, scene, scene.widget_of["start"])
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.current, TableScene)
    seats = app.scenes.current.session.seats
    assert seats[0].name == "Zoë" and seats[1].ai_level == "hard" and len(seats) == count + 1
    app.shutdown()


def test_setup_esc_closes_an_open_list_before_it_leaves(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = open_setup(app)
    tab_to(app, scene, scene.widget_of["game"])
    press(app, pygame.K_RETURN)
    assert scene.widget_of["game"].is_open
    press(app, pygame.K_ESCAPE)
    assert app.scenes.current is scene and not scene.widget_of["game"].is_open
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.current, MainMenuScene)
    app.shutdown()


def test_setup_a_checkbox_option_toggles_once_per_press(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = open_setup(app)
    choose_by_keys(app, scene, "banque_fatale")
    box = scene.widget_of["option:worthless_jetons"]
    tab_to(app, scene, box)
    for expected in (True, False, True):
        press(app, pygame.K_SPACE)
        assert scene.options["worthless_jetons"] is expected
    press(app, pygame.K_RETURN)
    assert scene.options["worthless_jetons"] is False
    assert app.scenes.current is scene  # Enter on a control works it, not Start
    app.shutdown()


def choose_by_keys(app, scene: SetupScene, game_id: str) -> None:
    tab_to(app, scene, scene.widget_of["game"])
    press(app, pygame.K_RETURN)
    index = [game.id for game in scene.games].index(game_id)
    current = scene.game_index
    press(app, pygame.K_DOWN if index > current else pygame.K_UP, times=abs(index - current))
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert scene.game is not None and scene.game.id == game_id


@pytest.mark.parametrize("language", ["en", "de"])
def test_settings_by_keyboard(tmp_path, language) -> None:
    app = make_app(tmp_path, language=language)
    frames(app)
    app.scenes.switch(SettingsScene(app))
    frames(app)
    scene = app.scenes.current
    assert reached_by_tab(app, scene) == scene.focusable()
    assert ring_drawn(app, scene)
    muted = app.settings.muted
    tab_to(app, scene, scene.widget_of["muted"])
    press(app, pygame.K_RETURN)
    assert app.settings.muted is not muted
    volume = app.settings.volume
    tab_to(app, scene, scene.widget_of["volume"])
    press(app, pygame.K_RIGHT)
    frames(app, 3)
    assert app.settings.volume > volume
    assert scene.menu_focus.focus is scene.widget_of["volume"]  # Right turned, not stepped
    tab_to(app, scene, scene.widget_of["language"])
    press(app, pygame.K_RETURN)
    press(app, pygame.K_DOWN)  # German and English: the other one
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert app.settings.language == ("de" if language == "en" else "en")
    scene = app.scenes.current
    tab_to(app, scene, scene.widget_of["back"])
    press(app, pygame.K_SPACE)
    assert isinstance(app.scenes.current, MainMenuScene)
    app.shutdown()


def test_load_a_save_opened_and_one_deleted_by_keyboard(tmp_path) -> None:
    app = make_app(tmp_path)
    frames(app)
    for seed in (1, 2):
        app.store.save(Session.start("guillotine", [Seat("Zoë"), Seat("Ada", "easy")], seed))
    app.scenes.switch(LoadScene(app))
    frames(app)
    scene = app.scenes.current
    seen = reached_by_tab(app, scene)
    assert seen == scene.focusable() and seen[-1] is scene.back_button
    assert {what for what, _entry in (scene.actions[c] for c in seen[:-1])} == {
        "open",
        "watch",
        "delete",
    }
    deleting = next(c for c in seen if scene.actions.get(c, ("",))[0] == "delete")
    tab_to(app, scene, deleting)
    press(app, pygame.K_RETURN)
    assert scene.confirm is not None and scene.confirm.alive()
    dialog = scene.focusable()
    assert scene.confirm.confirm_button in dialog and scene.confirm.cancel_button in dialog
    tab_to(app, scene, scene.confirm.confirm_button)
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert scene.entries is not None and len(scene.entries) == 1
    opening = next(c for c in scene.focusable() if scene.actions.get(c, ("",))[0] == "open")
    tab_to(app, scene, opening)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.current, TableScene)
    app.shutdown()


def test_statistics_by_keyboard(tmp_path) -> None:
    app = make_app(tmp_path)
    frames(app)
    for game_id in ("guillotine", "monopoly_kartenspiel"):
        session = Session.start(game_id, [Seat("Zoë"), Seat("Ada", "easy")], 3)
        while not session.state.is_over():
            session.apply(session.state.legal_actions()[-1])
        assert app.records.add(session)
    app.scenes.switch(StatisticsScene(app))
    frames(app)
    scene = app.scenes.current
    seen = reached_by_tab(app, scene)
    assert seen == [scene.game_menu, scene.reset_button, scene.back_button]
    assert ring_drawn(app, scene)
    tab_to(app, scene, scene.game_menu)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_DOWN, times=2)
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert scene.game == "monopoly_kartenspiel"
    tab_to(app, scene, scene.reset_button)
    press(app, pygame.K_RETURN)
    assert scene.confirm is not None and scene.confirm.alive()
    tab_to(app, scene, scene.confirm.cancel_button)
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert not scene.confirm.alive() and scene.records is not None and scene.records.games
    app.shutdown()


def test_setup_tab_scrolls_the_seat_in_focus_into_view(tmp_path, monkeypatch) -> None:
    from parlour.ui import fonts
    from tests.fakes import install_team_game

    fonts.font.cache_clear()
    install_team_game(monkeypatch)
    app = make_app(tmp_path, size=(1024, 640))
    scene = open_setup(app)
    while scene.seat_count < 10:
        tab_to(app, scene, scene.widget_of["plus"])
        press(app, pygame.K_RETURN)
    view = scene.widget_of["seats"].get_abs_rect()
    assert not view.contains(scene.widget_of["kind9"].get_abs_rect())
    tab_to(app, scene, scene.widget_of["kind9"])
    frames(app, 3)
    assert view.contains(scene.widget_of["kind9"].get_abs_rect())
    press(app, pygame.K_RETURN)
    press(app, pygame.K_UP)  # from "normal" to "easy"
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert scene.seats[9].kind == "easy"
    tab_to(app, scene, scene.widget_of["name0"])
    frames(app, 3)
    assert view.contains(scene.widget_of["name0"].get_abs_rect())
    app.shutdown()
    fonts.font.cache_clear()


def test_results_by_keyboard(tmp_path) -> None:
    from parlour.ui.scenes.results import ResultsScene

    app = make_app(tmp_path)
    frames(app)
    session = Session.start("guillotine", [Seat("Zoë"), Seat("Ada", "easy")], 3)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[-1])
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    scene = app.scenes.current
    seen = reached_by_tab(app, scene)
    for button in (scene.play_again_button, scene.watch_button, scene.menu_button):
        assert button in seen
    assert ring_drawn(app, scene)
    tab_to(app, scene, scene.menu_button)
    press(app, pygame.K_SPACE)
    assert isinstance(app.scenes.current, MainMenuScene)
    app.shutdown()


def test_rules_help_by_keyboard(tmp_path) -> None:
    from parlour.ui.scenes.rules_help import RulesHelpScene

    app = make_app(tmp_path, size=(1024, 640))
    frames(app)
    app.scenes.switch(RulesHelpScene(app, "guillotine"))
    frames(app)
    scene = app.scenes.current
    seen = reached_by_tab(app, scene)
    assert [*scene.page_buttons.values(), scene.lesson_button, scene.back_button] == [
        control for control in seen if control is not scene.text_box
    ]
    tab_to(app, scene, scene.page_buttons["banque_fatale"])
    press(app, pygame.K_RETURN)
    assert scene.page == "banque_fatale"
    bar = scene.text_box.scroll_bar
    assert bar is not None, "a whole rulebook is longer than the page at 1024×640"
    press(app, pygame.K_PAGEDOWN)
    assert bar.start_percentage > 0
    press(app, pygame.K_PAGEUP)
    assert bar.start_percentage == 0
    app.shutdown()
