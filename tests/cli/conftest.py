"""The CLI tests simulate the high-card fake: quick games with secrets and shuffles."""

from __future__ import annotations

import pytest

from tests.fakes import high_card


@pytest.fixture(autouse=True)
def _high_card(monkeypatch: pytest.MonkeyPatch) -> None:
    high_card.install(monkeypatch)
