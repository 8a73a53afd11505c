"""A tiny game that honours the engine contract, for UI tests that need a real session.

``install_fake_game(monkeypatch)`` registers it as game id ``test_fake`` (as if it were
``parlour.games.test_fake`` with ``ai`` and ``scene`` modules), so ``get_game``, ``make_bot``,
``table_factory``, ``Session`` and the save store all find it. Its texts live in
``tests/fakes/locales`` and are added to python-i18n's load path.

A fake stands in for ``parlour.games.<id>`` in ``sys.modules``, so a fake whose id a real
game has would replace that game without a word and every test using it would test the
fake. ``require_a_reserved_id`` stops that: a fake's id must start with the registry's
``RESERVED_PREFIX``, which no real game's id may (``parlour/games/__init__.py``).
"""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

import parlour.games as registry
from tests.fakes import game as fake_game

GAME_ID = fake_game.GAME_ID
LOCALES = Path(__file__).parent / "locales"


def require_a_reserved_id(game_id: str) -> None:
    """Raise ``ValueError`` unless ``game_id`` is in the id space kept for fakes."""
    if not game_id.startswith(registry.RESERVED_PREFIX):
        raise ValueError(
            f"a fake game's id must start with {registry.RESERVED_PREFIX!r}, not {game_id!r}"
        )


def install_fake_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``test_fake`` a registered, playable game for the duration of one test."""
    install(monkeypatch, fake_game)


def install_team_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the fake team game (4–10 seats, teams of two); returns its id."""
    from tests.fakes import team_game

    install(monkeypatch, team_game)
    return team_game.GAME_ID


def install_round_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """Register the fake game of several rounds to a target; returns its id."""
    from tests.fakes import round_game

    install(monkeypatch, round_game)
    return round_game.GAME_ID


def install(monkeypatch: pytest.MonkeyPatch, game_module: types.ModuleType) -> None:
    """Register ``game_module`` (with ``GAME_ID``, ``load_game`` and ``make_bot``) as if it
    were ``parlour.games.<id>`` with ``ai`` and ``scene`` modules, for one test."""
    import i18n

    game_id = game_module.GAME_ID
    require_a_reserved_id(game_id)
    package = types.ModuleType(f"parlour.games.{game_id}")
    package.load_game = game_module.load_game  # type: ignore[attr-defined]
    package.__path__ = []  # type: ignore[attr-defined]
    ai = types.ModuleType(f"parlour.games.{game_id}.ai")
    ai.make_bot = game_module.make_bot  # type: ignore[attr-defined]
    scene = types.ModuleType(f"parlour.games.{game_id}.scene")
    from tests.fakes.table import FakeTable

    scene.TABLE = FakeTable  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, package.__name__, package)
    monkeypatch.setitem(sys.modules, ai.__name__, ai)
    monkeypatch.setitem(sys.modules, scene.__name__, scene)
    monkeypatch.setattr(registry, "GAME_IDS", (game_id, *registry.GAME_IDS))
    registry.get_game.cache_clear()
    # python-i18n reads the very list object in its config: extend it, not a copy.
    monkeypatch.setattr(i18n.config, "settings", {**i18n.config.settings})
    if str(LOCALES) not in i18n.load_path:
        i18n.config.settings["load_path"] = [*i18n.load_path, str(LOCALES)]
        monkeypatch.setattr(i18n, "load_path", i18n.config.settings["load_path"])
    i18n.translations.container.clear()
