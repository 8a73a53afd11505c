"""Fixtures the game tests share."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import fonts
from tests.fakes.driver import make_app


@pytest.fixture
def pygame_app(tmp_path: Path) -> Iterator[Callable[[str, tuple[int, int]], Any]]:
    """Builds the real app headless in a language and window size (fresh fonts); the
    apps are kept until pygame quits."""
    made = []

    def build(language: str, size: tuple[int, int]) -> Any:
        fonts.font.cache_clear()
        app = make_app(tmp_path / language, language=language, size=size)
        made.append(app)
        return app

    yield build
    pygame.quit()
    fonts.font.cache_clear()
