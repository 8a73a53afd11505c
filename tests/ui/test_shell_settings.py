"""The settings screen: live language switch, persisted choices, a damaged file at start."""

from __future__ import annotations

import json

import pygame
import pytest

from parlour.settings import load_settings
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.settings import SettingsScene
from tests.fakes.driver import choose, click, frames, key, make_app


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, language="en")
    frames(application)
    yield application
    application.shutdown()


def open_settings(app) -> SettingsScene:
    click(app, app.scenes.current.buttons["settings"])
    scene = app.scenes.current
    assert isinstance(scene, SettingsScene)
    return scene


def test_language_switch_relabels_live_and_is_saved(app) -> None:
    scene = open_settings(app)
    choose(app, scene.widget_of["language"], "Deutsch")
    scene = app.scenes.current
    assert scene.widget_of["back"].text == "Zurück"  # this very screen, no restart
    assert app.manager.get_locale() == "de"
    assert load_settings(app.settings_path)[0].language == "de"
    key(app, pygame.K_ESCAPE)
    menu = app.scenes.current
    assert isinstance(menu, MainMenuScene)
    assert menu.buttons["new_game"].label == "Neues Spiel"
    assert menu.buttons["quit"].label == "Beenden"


def test_other_choices_apply_at_once_and_persist(app) -> None:
    scene = open_settings(app)
    choose(app, scene.widget_of["animation"], "Fast")
    click(app, scene.widget_of["muted"])
    click(app, scene.widget_of["colourblind"])
    click(app, scene.widget_of["catch_up"])
    slider = scene.widget_of["volume"]
    for _ in range(3):
        click(app, slider.left_button)
    saved = load_settings(app.settings_path)[0]
    assert saved.animation_speed == 2.0
    assert saved.muted and saved.colourblind and not saved.catch_up
    assert saved.volume == 0.65
    assert app.sound.muted and app.sound.volume == saved.volume
    click(app, scene.widget_of["back"])
    assert isinstance(app.scenes.current, MainMenuScene)


def test_fullscreen_toggles_with_f11_and_the_window_size_is_remembered(app, tmp_path) -> None:
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.screen.get_size() == (1280, 800)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1500, 900), w=1500, h=900))
    pygame.display.set_mode((1500, 900), pygame.RESIZABLE)
    frames(app)
    app.shutdown()
    saved = json.loads(app.settings_path.read_text())
    assert saved["window_size"] == [1500, 900]
    assert saved["fullscreen"] is False


def test_a_damaged_settings_file_starts_with_defaults_and_says_so(tmp_path) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json")
    app = make_app(tmp_path, language="en")
    frames(app)
    assert isinstance(app.scenes.current, MainMenuScene)
    assert app.message_open
    assert app.settings.animation_speed == 1.0
    assert path.read_text() == "{ this is not json"  # untouched until something changes
    app.shutdown()


def test_a_settings_file_nested_100_000_deep_starts_with_defaults_and_says_so(tmp_path) -> None:
    from tests.ui.test_storage import message_text

    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text('{"volume": ' + "[" * 100_000 + "]" * 100_000 + "}")
    app = make_app(tmp_path, language="en")
    frames(app)
    assert isinstance(app.scenes.current, MainMenuScene)
    assert "settings file" in message_text(app) and str(path) in message_text(app)
    assert app.settings.volume == 0.8
    app.shutdown()


def test_language_switch_over_a_table_relabels_the_table_when_it_shows_again(
    tmp_path, monkeypatch
) -> None:
    from parlour.saves.session import Seat, Session
    from parlour.ui.navigation import open_table
    from tests.fakes import GAME_ID, install_fake_game

    install_fake_game(monkeypatch)
    app = make_app(tmp_path, language="en")
    open_table(app, Session.start(GAME_ID, [Seat("Ann"), Seat("Bob")], 1))
    frames(app)
    table = app.scenes.current
    relabelled: list[str] = []
    monkeypatch.setattr(table, "relabel", lambda: relabelled.append(app.manager.get_locale()))
    app.scenes.push(SettingsScene(app))
    frames(app)
    assert [type(s).__name__ for s in app.scenes.visible()] == ["TableScene", "SettingsScene"]
    choose(app, app.scenes.current.widget_of["language"], "Deutsch")
    assert relabelled == []  # hidden under the settings: nothing to relabel yet
    key(app, pygame.K_ESCAPE)
    assert app.scenes.current is table
    assert relabelled == ["de"]
    app.shutdown()


def test_lang_option_is_for_this_run_only(tmp_path) -> None:
    from parlour.settings import Settings, save_settings, settings_path

    save_settings(Settings(language="en", muted=True), settings_path(tmp_path))
    app = make_app(tmp_path, language="de")
    frames(app)
    assert app.scenes.current.buttons["quit"].label == "Beenden"
    app.shutdown()
    saved = json.loads(app.settings_path.read_text())
    assert saved["language"] == "en" and saved["muted"] is True


@pytest.mark.parametrize(
    ("failed", "line"),
    [
        (True, "Kein Ton: Die Tonausgabe ließ sich nicht starten (Einzelheiten im Protokoll)."),
        (False, "Der Ton ist in dieser Sitzung ausgeschaltet."),
    ],
    ids=["no-device", "switched-off"],
)
def test_the_missing_sound_is_explained_in_the_players_language(
    tmp_path, monkeypatch, failed: bool, line: str
) -> None:
    """SDL's reason is English ("no audio device", "disabled"): the log gets it, the
    screen says it in the player's language."""
    from parlour.ui.sound import Sound

    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    application = make_app(tmp_path, language="de")
    try:
        frames(application)
        if failed:
            monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
            monkeypatch.setattr(pygame.mixer, "init", no_device)
        application.sound = Sound(enabled=failed)
        scene = open_settings(application)
        texts = [getattr(w, "text", "") for w in scene.widgets]
        assert line in texts
        assert not any("no audio device" in text or "disabled" in text for text in texts)
    finally:
        application.shutdown()
