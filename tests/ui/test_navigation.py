"""Every way from one screen to another leads where it says: ``parlour.ui.navigation`` is
the only place the scenes learn of each other, so each of its ways is walked here once."""

from __future__ import annotations

import pytest

from parlour.saves.session import Seat, Session
from parlour.ui import navigation
from parlour.ui.scenes.load import LoadScene
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.replay import ReplayScene
from parlour.ui.scenes.results import ResultsScene
from parlour.ui.scenes.rules_help import RulesHelpScene
from parlour.ui.scenes.settings import SettingsScene
from parlour.ui.scenes.setup import SetupScene
from parlour.ui.scenes.statistics import StatisticsScene
from parlour.ui.scenes.table import TableScene
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import frames, make_app


@pytest.fixture
def app(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    install_fake_game(monkeypatch)
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


def _session() -> Session:
    return Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], 3)


def _finished() -> Session:
    session = _session()
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[-1])
    return session


@pytest.mark.parametrize(
    ("go", "screen"),
    [
        (navigation.to_setup, SetupScene),
        (navigation.to_load, LoadScene),
        (navigation.to_statistics, StatisticsScene),
        (navigation.to_settings, SettingsScene),
        (navigation.to_rules_help, RulesHelpScene),
        (navigation.to_main_menu, MainMenuScene),
    ],
)
def test_each_menu_way_replaces_the_screen(app, go, screen) -> None:  # type: ignore[no-untyped-def]
    navigation.to_setup(app)
    go(app)
    frames(app)
    assert isinstance(app.scenes.current, screen) and len(app.scenes.stack) == 1
    assert navigation.at_main_menu(app) == (screen is MainMenuScene)


def test_a_table_leads_to_its_results_and_its_rules_and_settings_lie_over_it(app) -> None:  # type: ignore[no-untyped-def]
    assert navigation.open_table(app, _session())
    table = app.scenes.current
    assert isinstance(table, TableScene)
    navigation.to_rules_help(app, GAME_ID, over=True)
    rules = app.scenes.current
    assert isinstance(rules, RulesHelpScene) and app.scenes.stack[0] is table
    app.scenes.pop()
    navigation.to_settings(app, over=True)
    assert isinstance(app.scenes.current, SettingsScene) and app.scenes.stack[0] is table
    app.scenes.pop()
    finished = _finished()
    navigation.to_results(app, finished)
    assert isinstance(app.scenes.current, ResultsScene) and len(app.scenes.stack) == 1


def test_a_replay_goes_back_the_way_it_was_given(app) -> None:  # type: ignore[no-untyped-def]
    finished = _finished()
    navigation.to_replay(app, finished, lambda: navigation.to_load(app))
    frames(app)
    replay = app.scenes.current
    assert isinstance(replay, ReplayScene)
    replay.back()
    assert isinstance(app.scenes.current, LoadScene)
