"""A fake game in tests/fakes can never stand in for a real one.

The fakes register themselves in ``sys.modules`` as ``parlour.games.<id>``; under a real
game's id every test of that game would quietly test the fake instead.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

import parlour.games as registry
from parlour.games import GAME_IDS, get_game
from tests.fakes import REAL_IDS, high_card, install, refuse_a_real_id
from tests.fakes import game as fake_game


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


def test_a_game_on_disk_but_not_yet_registered_is_refused_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "skat").mkdir()
    monkeypatch.setattr(registry, "__path__", [*registry.__path__, str(tmp_path)])
    with pytest.raises(ValueError, match="skat"):
        refuse_a_real_id("skat")


def test_the_fakes_own_ids_are_free(monkeypatch: pytest.MonkeyPatch) -> None:
    assert set(GAME_IDS) == REAL_IDS
    install(monkeypatch, fake_game)
    high_card.install(monkeypatch)
    assert (fake_game.GAME_ID, *GAME_IDS, high_card.GAME_ID) == registry.GAME_IDS
