"""Every saves test plays the high-card fake, which shuffles and reveals like real games."""

from __future__ import annotations

import pytest

from tests.fakes import high_card


@pytest.fixture(autouse=True)
def _high_card(monkeypatch: pytest.MonkeyPatch) -> None:
    high_card.install(monkeypatch)
