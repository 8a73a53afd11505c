"""A fake game in tests/fakes can never stand in for a real one.

The fakes register themselves in ``sys.modules`` as ``parlour.games.<id>``; under a real
game's id every test of that game would quietly test the fake instead. So the fakes live
in an id space of their own: their ids start with ``RESERVED_PREFIX``, and the registry
refuses any other game whose id does.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

import parlour.games as registry
from parlour.engine import GameUnavailable
from parlour.games import GAME_IDS, RESERVED_PREFIX, bot_factory, get_game
from tests.fakes import game as fake_game
from tests.fakes import high_card, install, round_game, team_game

ON_DISK = f"{RESERVED_PREFIX}skat"


def _fake_named(game_id: str) -> types.ModuleType:
    """The fake take-away game under another id."""
    module = types.ModuleType("renamed_fake")
    module.GAME_ID = game_id  # type: ignore[attr-defined]
    module.load_game = fake_game.load_game  # type: ignore[attr-defined]
    module.make_bot = fake_game.make_bot  # type: ignore[attr-defined]
    return module


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_fake_under_a_real_games_id_is_refused(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = get_game(game_id)
    with pytest.raises(ValueError, match=game_id):
        install(monkeypatch, _fake_named(game_id))
    assert registry.GAME_IDS == GAME_IDS
    registry.get_game.cache_clear()
    assert type(get_game(game_id)) is type(real)


def test_high_card_under_a_real_games_id_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(high_card, "GAME_ID", "guillotine")
    with pytest.raises(ValueError, match="guillotine"):
        high_card.install(monkeypatch)
    assert "parlour.games.guillotine.ai" not in sys.modules or (
        sys.modules["parlour.games.guillotine.ai"] is not high_card
    )


def test_a_fake_outside_the_reserved_ids_is_refused_even_where_no_game_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A free id today may be a real game's tomorrow: only the reserved space is safe."""
    with pytest.raises(ValueError, match="skat"):
        install(monkeypatch, _fake_named("skat"))
    assert "parlour.games.skat" not in sys.modules
    assert registry.GAME_IDS == GAME_IDS


@pytest.fixture
def game_on_disk_under_a_reserved_id(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[str]:
    """A real game package (rules and bots) whose id starts with the reserved prefix."""
    package = tmp_path / ON_DISK
    package.mkdir()
    (package / "__init__.py").write_text("from tests.fakes.game import load_game as load_game\n")
    (package / "ai.py").write_text("from tests.fakes.game import make_bot as make_bot\n")
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(tmp_path)])
    monkeypatch.setattr(registry, "GAME_IDS", (*registry.GAME_IDS, ON_DISK))
    registry.get_game.cache_clear()
    yield ON_DISK
    registry.get_game.cache_clear()
    for name in (f"parlour.games.{ON_DISK}.ai", f"parlour.games.{ON_DISK}"):
        sys.modules.pop(name, None)


def test_the_registry_refuses_a_real_game_under_a_reserved_id(
    game_on_disk_under_a_reserved_id: str,
) -> None:
    game_id = game_on_disk_under_a_reserved_id
    with pytest.raises(GameUnavailable) as refused:
        get_game(game_id)
    assert refused.value.reason is not None and RESERVED_PREFIX in refused.value.reason
    with pytest.raises(GameUnavailable):
        bot_factory(game_id)
    assert f"parlour.games.{game_id}" not in sys.modules  # refused before it ran any code
    assert [broken.game_id for broken in registry.broken_games()] == [game_id]
    assert game_id not in [game.id for game in registry.available_games()]


def test_the_fakes_own_ids_are_reserved_and_load(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, fake_game)
    install(monkeypatch, team_game)
    install(monkeypatch, round_game)
    high_card.install(monkeypatch)
    fakes = (round_game.GAME_ID, team_game.GAME_ID, fake_game.GAME_ID)
    assert (*fakes, *GAME_IDS, high_card.GAME_ID) == registry.GAME_IDS
    for game_id in (*fakes, high_card.GAME_ID):
        assert game_id.startswith(RESERVED_PREFIX)
        assert get_game(game_id).id == game_id
        assert callable(bot_factory(game_id))
