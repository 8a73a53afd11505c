"""The app around the fake game, for the table host's tests; a test file that wants it
otherwise (another language, a game without secrets) overrides ``app`` and asks for this
one."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from parlour.ui import fonts
from parlour.ui.app import App
from tests.fakes import install_fake_game


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    fonts.font.cache_clear()  # fonts cached by an earlier test die with its pygame.quit()
    install_fake_game(monkeypatch)
    application = App(data_dir=tmp_path, language="en", size=(1024, 640))
    yield application
    pygame.quit()
    fonts.font.cache_clear()
