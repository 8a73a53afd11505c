"""The statistics scene, driven headless with real pygame events."""

from __future__ import annotations

import json

import pygame
import pytest

from parlour.saves.figures import player_figures
from parlour.saves.session import Seat, Session
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.statistics import StatisticsScene
from tests.fakes import GAME_ID, install_fake_game, install_team_game
from tests.fakes.driver import choose, click, frames, key, make_app


@pytest.fixture
def app(tmp_path, monkeypatch):
    install_fake_game(monkeypatch)
    application = make_app(tmp_path, size=(1024, 640))
    frames(application)
    yield application
    application.shutdown()


def record(app, game_id: str, *seats: Seat, seed: int = 3) -> Session:
    session = Session.start(game_id, list(seats), seed)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[-1])
    assert app.records.add(session)
    return session


def open_statistics(app) -> StatisticsScene:
    click(app, app.scenes.current.buttons["statistics"])
    scene = app.scenes.current
    assert isinstance(scene, StatisticsScene)
    return scene


def texts(scene: StatisticsScene) -> list[str]:
    return [getattr(w, "html_text", None) or getattr(w, "text", "") for w in scene.widgets]


def test_from_the_main_menu_and_back_with_nothing_recorded(app) -> None:
    scene = open_statistics(app)
    assert app.t("parlour.statistics.empty") in texts(scene)
    assert not scene.reset_button.is_enabled
    assert scene.players == [] and scene.game_menu is None
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.current, MainMenuScene)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_main_menu_keeps_every_button_inside_the_window(tmp_path, size) -> None:
    """Statistics made the column seven buttons long, too long for 1024x640 at full size."""
    menu_app = make_app(tmp_path, size=size)
    try:
        menu = menu_app.scenes.current
        assert isinstance(menu, MainMenuScene)
        # Below the subtitle, above the wooden frame.
        assert menu.panel.top >= menu_app.px(150)
        assert menu.panel.bottom <= size[1] - menu_app.px(24)
        assert all(menu.panel.contains(button.rect) for button in menu.buttons.values())
    finally:
        menu_app.shutdown()


def test_every_game_and_one_game(app, monkeypatch) -> None:
    team_id = install_team_game(monkeypatch)
    for seed in range(3):
        record(app, GAME_ID, Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "hard"), seed=seed)
    record(app, team_id, Seat("Ann"), Seat("Ann 2", played_by=0), Seat("Bo"), Seat("Bo 2", "hard"))
    scene = open_statistics(app)
    games = app.records.read().games
    assert scene.game_menu.selected_option == ("All games", "*")
    assert [text for text, _id in scene.game_menu.options_list] == [
        "All games",
        "Take-away",
        "Relay",
    ]
    assert [f.name for f in scene.players] == ["Ann", "Bo"]
    assert scene.players == player_figures(games, None)
    assert scene.players[0].mean_score is None  # no mean over different games
    assert [level.level for level in scene.levels] == ["easy", "hard"]
    choose(app, scene.game_menu, "Take-away")
    assert scene.game == GAME_ID
    assert scene.players == player_figures(games, GAME_ID)
    assert scene.players[0].played == 3 and scene.players[0].mean_score is not None
    app.step(1 / 60)  # the bars and figures are drawn without trouble
    # A new language keeps the choice.
    app.set_language("de")
    frames(app)
    assert scene.game == GAME_ID
    assert scene.game_menu.selected_option == ("Wegnehmen", GAME_ID)
    assert "Zurücksetzen" in texts(scene)
    choose(app, scene.game_menu, "Alle Spiele")
    assert scene.game is None and scene.players == player_figures(games, None)


def test_reset_asks_first_and_a_cancel_keeps_everything(app) -> None:
    record(app, GAME_ID, Seat("Ann"), Seat("Bob", "easy"))
    before = app.records.path.read_bytes()
    scene = open_statistics(app)
    click(app, scene.reset_button)
    assert scene.confirm is not None and scene.confirm.alive()
    click(app, scene.confirm.cancel_button)
    assert app.records.path.read_bytes() == before
    assert len(scene.players) == 1
    click(app, scene.reset_button)
    click(app, scene.confirm.confirm_button)
    assert app.records.read().games == ()
    assert json.loads(app.records.path.read_text())["since"] is not None
    assert scene.players == [] and app.t("parlour.statistics.empty") in texts(scene)


def test_a_damaged_record_is_explained_left_alone_and_reset_replaces_it(app) -> None:
    app.records.path.write_bytes(b"\x00 not a record")
    scene = open_statistics(app)
    shown = [text for text in texts(scene) if "damaged" in text]
    assert shown and "left as it is" in shown[0]
    assert app.records.path.read_bytes() == b"\x00 not a record"
    click(app, scene.reset_button)
    assert "damaged" in scene.confirm.confirmation_text.html_text
    assert app.records.path.read_bytes() == b"\x00 not a record"
    click(app, scene.confirm.confirm_button)
    assert app.records.read().games == ()
    assert not any("damaged" in text for text in texts(scene))


def test_many_players_turn_pages(app) -> None:
    for index in range(9):
        record(app, GAME_ID, Seat(f"P{index}"), Seat(f"Q{index}"), seed=index)
    scene = open_statistics(app)
    assert scene.pages > 1
    first = [f.name for f in scene.players]
    key(app, pygame.K_PAGEDOWN)
    assert scene.page == 1 and [f.name for f in scene.players] != first
    click(app, scene.page_buttons["previous"])
    assert scene.page == 0 and [f.name for f in scene.players] == first
    seen = []
    for _page in range(scene.pages):
        seen += [f.name for f in scene.players]
        click(app, scene.page_buttons["next"])
    assert sorted(seen) == sorted([f"P{i}" for i in range(9)] + [f"Q{i}" for i in range(9)])


def test_games_of_bots_alone_show_no_players_and_no_crash(app) -> None:
    record(app, GAME_ID, Seat("Bot", "easy"), Seat("Bot 2", "hard"))
    scene = open_statistics(app)
    assert scene.players == [] and scene.levels == [] and scene.pages == 1
    assert scene.game_menu is not None
    app.redraw()
    frames(app, 2)  # drawn: the headings and "no games with people"
