"""A save open in one window: another window is told so, and plays it once it is free.

The other window is a second ``SaveStore`` on the same folder (its lock is a file of its
own, as another process's would be); the one under test is a real app driven by clicks.
"""

from __future__ import annotations

import pytest

from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveError, SaveStore
from parlour.ui.scenes.load import LoadScene
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.table import TableScene
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import click, frames, make_app

OPEN_ELSEWHERE = (
    "This game is open in another parlour window. "
    "Play on there, or close it there and open it here."
)


@pytest.fixture
def app(tmp_path, monkeypatch):
    install_fake_game(monkeypatch)
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


@pytest.fixture
def told(app, monkeypatch) -> list[str]:
    """The texts of the app's message dialogs, as they open."""
    texts: list[str] = []
    show = app.message

    def message(text: str, *args, **kwargs) -> None:
        texts.append(text)
        show(text, *args, **kwargs)

    monkeypatch.setattr(app, "message", message)
    return texts


def _saved(app) -> Session:
    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], 1)
    session.apply(session.state.legal_actions()[0])
    app.store.save(session)
    return session


def _open_button(scene: LoadScene):
    return next(button for button, (what, _e) in scene.actions.items() if what == "open")


def _labels(scene: LoadScene) -> list[str]:
    return [getattr(widget, "text", "") for widget in scene.widgets]


def test_a_save_open_elsewhere_is_refused_marked_and_opens_once_free(app, told) -> None:
    session = _saved(app)
    path = app.store.path_for(session)
    other = SaveStore(app.store.directory)
    theirs = other.load(path)
    other.claim(theirs)
    before = path.read_bytes()
    click(app, app.scenes.current.buttons["load"])
    scene = app.scenes.current
    assert isinstance(scene, LoadScene)
    assert "Open in another window" in _labels(scene)
    click(app, _open_button(scene))
    assert app.scenes.current is scene  # no table: the list stays
    assert told == [OPEN_ELSEWHERE]
    assert path.read_bytes() == before
    app.close_message()
    other.release(theirs)  # the other window went back to its menu
    scene.refresh()
    assert "Open in another window" not in _labels(scene)
    click(app, _open_button(scene))
    table = app.scenes.current
    assert isinstance(table, TableScene)
    with pytest.raises(SaveError):
        other.claim(theirs)  # now this window has it
    table._menu_choice("quit")
    assert isinstance(app.scenes.current, MainMenuScene)
    other.claim(theirs)  # leaving the table let it go


def test_continue_on_a_save_opened_elsewhere_meanwhile_says_so(app, told) -> None:
    session = _saved(app)
    app.main_menu()
    frames(app)
    menu = app.scenes.current
    assert menu.buttons["continue"].enabled
    other = SaveStore(app.store.directory)
    other.claim(other.load(app.store.path_for(session)))
    click(app, menu.buttons["continue"])
    assert app.scenes.current is menu
    assert told == [OPEN_ELSEWHERE]
    frames(app)
    assert not menu.buttons["continue"].enabled  # the only save is the other window's


def test_a_table_left_for_the_results_lets_the_save_go(app) -> None:
    from tests.ui.test_table_host import RecordingTable, play_to_the_end

    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], 4)
    scene = TableScene(app, session, factory=RecordingTable)
    app.scenes.switch(scene)
    frames(app, 2)
    other = SaveStore(app.store.directory)
    with pytest.raises(SaveError):
        other.claim(session)
    play_to_the_end(app, scene)
    frames(app, 2)
    scene._show_results()
    frames(app, 2)
    assert not isinstance(app.scenes.current, TableScene)
    other.claim(session)
