"""Rules help, load list, results, window sizes and the idle loop, driven headless."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from parlour.games import playable_games
from parlour.saves.session import Seat, Session
from parlour.ui.scenes.load import LoadScene
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.results import ResultsScene
from parlour.ui.scenes.rules_help import RulesHelpScene, rules_file
from parlour.ui.scenes.settings import SettingsScene
from parlour.ui.scenes.setup import SetupScene
from parlour.ui.too_small import canvas_size
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import click, frames, key, make_app
from tests.outcome import winners_of


@pytest.fixture
def app(tmp_path, monkeypatch):
    install_fake_game(monkeypatch)
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


def finished_session() -> Session:
    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "hard")], 3)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[-1])
    return session


def test_rules_help_renders_for_every_available_game(app) -> None:
    games = playable_games()
    assert games
    click(app, app.scenes.current.buttons["rules"])
    scene = app.scenes.current
    assert isinstance(scene, RulesHelpScene)
    for game in games:
        click(app, scene.page_buttons[game.id])
        assert scene.page == game.id
        html = scene.text_box.html_text
        if rules_file(game.id, "en") is not None:
            assert "<b>" in html and len(html) > 200, game.id
        else:
            assert html == "The rules of this game are not written yet."
        assert scene.text_box.rect.height > 300
    assert list(scene.page_buttons)[-1] == "controls"  # how to play, after the games
    click(app, scene.page_buttons["controls"])
    assert scene.page == "controls"
    assert "Tab" in scene.text_box.html_text and "Ctrl+Z" in scene.text_box.html_text
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.current, MainMenuScene)


def test_load_list_shows_damage_and_leaves_the_file_alone(app) -> None:
    from parlour.ui.scenes.table import TableScene

    good = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], 1)
    good.apply(good.state.legal_actions()[0])
    app.store.save(good)
    broken = app.store.directory / "broken.json"
    broken.write_bytes(b'{"format":"parlour-save","version":1,"game":"test_fake","seats":[{"na')
    click(app, app.scenes.current.buttons["load"])
    scene = app.scenes.current
    assert isinstance(scene, LoadScene)
    texts = [getattr(w, "html_text", None) or getattr(w, "text", "") for w in scene.widgets]
    damaged = [text for text in texts if "broken.json" in text]
    assert damaged and "cut short" in damaged[0] and "left as it is" in damaged[0]
    assert "Ann, Bob (computer, easy)" in texts
    assert "Against the computer · 10 % played" in texts
    opens = [button for button, (what, _entry) in scene.actions.items() if what == "open"]
    assert len(opens) == 1  # the damaged file has no buttons at all
    assert broken.read_bytes().endswith(b'"na')
    click(app, opens[0])
    assert isinstance(app.scenes.current, TableScene)
    assert app.scenes.current.session.history == good.history


def test_a_long_list_of_players_ends_in_how_many_more(tmp_path, monkeypatch) -> None:
    """Four long names (setup allows 16 characters) do not fit beside the buttons at
    1024×640: the row names as many as fit and how many more, never a name cut short."""
    install_fake_game(monkeypatch)
    application = make_app(tmp_path, language="de", size=(1024, 640))
    try:
        names = ["Bertram Fairfax", "Beatrix Hohenste", "Desmond Ashcroft", "Dorothea Ebersbe"]
        application.store.save(Session.start(GAME_ID, [Seat(n) for n in names], 1))
        application.scenes.switch(LoadScene(application))
        frames(application)
        scene = application.scenes.current
        assert isinstance(scene, LoadScene)
        labels = [w for w in scene.widgets if isinstance(w, pygame_gui.elements.UILabel)]
        row = [w for w in labels if w.text.startswith(names[0])]
        assert len(row) == 1
        text = row[0].text
        assert text.endswith("weitere") or text.endswith("weitere Person"), text
        label_font = application.manager.get_theme().get_font(["label"])
        assert label_font.size(text)[0] <= row[0].rect.width
    finally:
        application.shutdown()


def test_a_save_damaged_after_listing_gives_a_message_and_the_list_stays(app) -> None:
    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob")], 1)
    path = app.store.save(session)
    click(app, app.scenes.current.buttons["load"])
    scene = app.scenes.current
    path.write_text("garbage")
    opens = [button for button, (what, _entry) in scene.actions.items() if what == "open"]
    click(app, opens[0])
    assert app.scenes.current is scene
    assert app.message_open
    assert path.read_text() == "garbage"


def test_delete_asks_first(app) -> None:
    path = app.store.save(Session.start(GAME_ID, [Seat("Ann"), Seat("Bob")], 1))
    app.scenes.switch(LoadScene(app))
    frames(app)
    scene = app.scenes.current
    delete = next(b for b, (what, _e) in scene.actions.items() if what == "delete")
    click(app, delete)
    assert path.exists()
    click(app, scene.confirm.confirm_button)
    assert not path.exists()
    assert scene.entries == []


def test_results_show_winner_breakdown_and_play_again(app) -> None:
    from parlour.ui.scenes.table import TableScene

    session = finished_session()
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    scene = app.scenes.current
    texts = [getattr(w, "text", "") for w in scene.widgets]
    winner = session.seat_names[winners_of(session.state)[0]]
    assert f"{winner} wins!" in texts
    assert f"Decided by: {winner} took the last counter" in texts
    assert "Last counter" in texts and "Bonus card" in texts
    click(app, scene.play_again_button)
    table = app.scenes.current
    assert isinstance(table, TableScene)
    assert table.session.seats == session.seats
    assert table.session.options == session.options
    assert table.session.save_id != session.save_id


def test_enter_on_the_results_plays_again(app) -> None:
    from parlour.ui.scenes.table import TableScene

    session = finished_session()
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.current, TableScene)
    assert app.scenes.current.session.save_id != session.save_id


def test_results_menu_button(app) -> None:
    app.scenes.switch(ResultsScene(app, finished_session()))
    frames(app)
    click(app, app.scenes.current.menu_button)
    assert isinstance(app.scenes.current, MainMenuScene)


@pytest.mark.parametrize("size", [(300, 200), (1024, 640), (1111, 777), (3840, 2160)])
def test_odd_window_sizes_never_crash(app, size) -> None:
    from parlour.games import get_game

    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    frames(app)
    assert app.window.get_size() == size
    # Below the smallest usable size the screens are laid out off screen (a note shows).
    assert app.screen.get_size() == canvas_size(size)
    for make in (
        lambda: MainMenuScene(app),
        lambda: SetupScene(app, games=[get_game(GAME_ID)]),
        lambda: SettingsScene(app),
        lambda: RulesHelpScene(app),
        lambda: LoadScene(app),
        lambda: ResultsScene(app, finished_session()),
    ):
        app.scenes.switch(make())
        frames(app)
        assert not app.message_open, type(app.scenes.current).__name__  # no error dialog
    if size[0] >= 2560:
        assert app.scale > 1.5  # text grows with the window


def test_overlay_settings_over_a_scene_goes_back_to_it(app) -> None:
    app.scenes.switch(ResultsScene(app, finished_session()))
    frames(app)
    below = app.scenes.current
    app.scenes.push(SettingsScene(app))
    frames(app)
    assert [type(s) for s in app.scenes.visible()] == [ResultsScene, SettingsScene]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.current is below
    assert below.menu_button is not None and below.menu_button.alive()


def test_an_idle_menu_stops_redrawing(app, monkeypatch) -> None:
    draws = []
    monkeypatch.setattr(pygame.display, "flip", lambda: draws.append(1))
    frames(app, 60)  # well past the settling time
    draws.clear()
    frames(app, 120)
    assert draws == []
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    frames(app, 2)
    assert draws
