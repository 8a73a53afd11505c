"""The panel beside a game and its replay: where it lies and how tall its header is."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from parlour.saves.session import Seat
from parlour.ui import fonts
from parlour.ui.widgets.side_panel import draw_header, header_height, side_rect

SEATS = [Seat("Anna"), Seat("Bruno", "hard"), Seat("Clara", "normal")]
NAME = "MONOPOLY Das Kartenspiel"


def px_at(scale: float):
    return lambda value: max(1, round(value * scale))


@pytest.fixture(autouse=True)
def _pygame():
    fonts.font.cache_clear()
    pygame.init()
    yield


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_panel_takes_the_right_of_the_window_at_its_full_height(size) -> None:
    side = side_rect(size, px_at(size[1] / 800))
    assert side.right == size[0] and side.top == 0 and side.height == size[1]
    assert 0 < side.width < size[0] // 2


@pytest.mark.parametrize("scale", [0.8, 1.0, 1.35])
@pytest.mark.parametrize("subtitle", [None, "Replay"])
@pytest.mark.parametrize("seats", [SEATS, []])
def test_the_header_ends_where_its_height_says_with_a_gap_below(scale, subtitle, seats) -> None:
    px = px_at(scale)
    size = (round(1280 * scale), round(800 * scale))
    side = side_rect(size, px)
    screen = pygame.Surface(size)
    below = draw_header(screen, side, NAME, subtitle, seats, 1, px, lambda key, **_: key)
    height = header_height(NAME, side, px, subtitle is not None, len(seats))
    assert below == side.top + px(12) + height + px(10)  # the margin above, the gap below
