"""Every saves test plays the fake game, so it does not wait for the real games."""

from __future__ import annotations

import pytest

from tests.fakes import fake_game


@pytest.fixture(autouse=True)
def _fake_game(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_game.install(monkeypatch)
