"""The registry: unknown, not built and broken games are three different answers."""

from __future__ import annotations

from pathlib import Path

import pytest

import parlour.games as registry
from parlour.ai.base import make_bot
from parlour.engine import Game, GameUnavailable, UnknownAILevel, UnknownGame
from parlour.ui.table_api import table_factory

BROKEN = "broken_fake"
RULES_ONLY = "rules_only_fake"


@pytest.fixture
def broken_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A game package that exists but raises while it is imported, as a bug would."""
    package = tmp_path / BROKEN
    package.mkdir()
    (package / "__init__.py").write_text("raise ImportError('a data file is missing')\n")
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(tmp_path)])
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, BROKEN))
    registry.get_game.cache_clear()
    yield BROKEN
    registry.get_game.cache_clear()


@pytest.fixture
def rules_only_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A game whose rules are built and whose table is not, as while a game is being made."""
    package = tmp_path / RULES_ONLY
    package.mkdir()
    (package / "__init__.py").write_text(
        "from tests.fakes.team_game import RelayGame\n"
        f"class RulesOnly(RelayGame):\n    id = {RULES_ONLY!r}\n"
        "def load_game():\n    return RulesOnly()\n"
    )
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(tmp_path)])
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, RULES_ONLY))
    registry.get_game.cache_clear()
    yield RULES_ONLY
    registry.get_game.cache_clear()


def test_every_built_game_loads_its_three_sides() -> None:
    games = registry.playable_games()
    assert [g.id for g in games] == list(registry.GAME_IDS)
    for game in games:
        assert isinstance(game, Game)
        assert callable(registry.bot_factory(game.id))
        assert callable(table_factory(game.id))


def test_an_unknown_id_is_unknown_game() -> None:
    with pytest.raises(UnknownGame, match="chess"):
        registry.get_game("chess")


def test_a_game_not_built_yet_is_unavailable_without_a_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An id in the menu order whose package does not exist (as every game once was)."""
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, "not_built_fake"))
    with pytest.raises(GameUnavailable) as caught:
        registry.get_game("not_built_fake")
    assert caught.value.reason is None
    assert registry.broken_games() == []


def test_a_game_that_fails_to_import_is_broken_with_its_reason(broken_game: str) -> None:
    with pytest.raises(GameUnavailable) as caught:
        registry.get_game(broken_game)
    assert caught.value.reason is not None and "a data file is missing" in caught.value.reason
    assert [b.game_id for b in registry.broken_games()] == [broken_game]
    assert broken_game not in [g.id for g in registry.available_games()]


def test_a_game_without_its_table_is_simulated_but_not_offered(rules_only_game: str) -> None:
    assert rules_only_game in [g.id for g in registry.available_games()]
    assert rules_only_game not in [g.id for g in registry.playable_games()]
    assert not registry.has_table(rules_only_game)
    assert registry.has_table("guillotine")


def test_an_unknown_ai_level_has_its_own_error() -> None:
    with pytest.raises(UnknownAILevel, match="grandmaster"):
        make_bot("guillotine", "grandmaster")


def test_setup_names_a_broken_game_and_logs_it(
    broken_game: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from parlour.ui.scenes.setup import SetupScene
    from tests.fakes.driver import frames, make_app

    app = make_app(tmp_path / "data")
    try:
        frames(app)
        scene = SetupScene(app)
        assert broken_game in scene.problem and "parlour.log" in scene.problem
        assert any("a data file is missing" in r.getMessage() for r in caplog.records)
        app.scenes.switch(scene)
        frames(app)
        assert scene.widget_of["problem"].text == scene.problem
    finally:
        app.shutdown()
