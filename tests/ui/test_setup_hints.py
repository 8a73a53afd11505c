"""The setup asks about hints only when two or more people play, and the table keeps the
answer: hints between people are off unless every one of them agreed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from parlour.games import get_game
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.setup import SetupScene
from parlour.ui.scenes.table import TableScene
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import choose, click, frames, make_app


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    fonts.font.cache_clear()
    install_fake_game(monkeypatch)
    application = make_app(tmp_path, size=(1024, 640))
    yield application
    application.shutdown()
    fonts.font.cache_clear()


def open_setup(app: App) -> SetupScene:
    scene = SetupScene(app, games=[get_game(GAME_ID)])
    app.scenes.switch(scene)
    frames(app)
    return scene


def second_person(app: App, scene: SetupScene) -> None:
    choose(app, scene.widget_of["kind1"], app.t("parlour.setup.kind.human"))


def test_one_person_is_not_asked_and_gets_hints(app) -> None:
    scene = open_setup(app)
    assert "hints" not in scene.widget_of
    click(app, scene.widget_of["start"])
    table = app.scenes.current
    assert isinstance(table, TableScene)
    assert table.session.hints_on and table.hint_button is not None


def test_people_who_agree_get_hints(app) -> None:
    scene = open_setup(app)
    second_person(app, scene)
    box = scene.widget_of["hints"]
    assert box.visible and box.get_abs_rect().bottom <= app.screen.get_height()
    click(app, box)
    assert scene.hints_agreed
    click(app, scene.widget_of["start"])
    table = app.scenes.current
    assert isinstance(table, TableScene)
    assert table.session.hints_agreed and table.session.hints_on


def test_people_who_were_not_asked_get_none(app) -> None:
    scene = open_setup(app)
    second_person(app, scene)
    click(app, scene.widget_of["start"])
    table = app.scenes.current
    assert isinstance(table, TableScene)
    assert not table.session.hints_on and table.hint_button is None


def test_the_question_goes_when_the_second_person_does(app) -> None:
    scene = open_setup(app)
    second_person(app, scene)
    click(app, scene.widget_of["hints"])
    choose(app, scene.widget_of["kind1"], app.t("parlour.setup.kind.easy"))
    assert "hints" not in scene.widget_of
