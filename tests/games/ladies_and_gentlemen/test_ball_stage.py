"""The Ball is staged: rows turned up from the last to the winner's, each Lady's cards,
then her sum line by line, then the verdict; at the speed setting, and skipped by a click
or a key."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.ball_paint import reveal_steps, shopper_order
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.games.ladies_and_gentlemen.scene import BALL_STEP_SECONDS, TABLE, LadiesTable
from tests.games.ladies_and_gentlemen.helpers import new, play_until
from tests.tables import TableHost, click

pytestmark = pytest.mark.usefixtures("scene_pygame")
FRAME = 1 / 30


def _over() -> LadiesState:
    state = new(5, 2)
    play_until(state, lambda s: s.is_over())
    return state


def _host(speed: float) -> TableHost[LadiesTable]:
    host: TableHost[LadiesTable] = TableHost(
        TABLE, get_game("ladies_and_gentlemen"), _over(), None, speed=speed
    )
    host.frame()
    return host


def _drawn(host: TableHost[LadiesTable]) -> list[str]:
    host.frame()
    return [text.text for text in host.table.painter.texts]


def _run(host: TableHost[LadiesTable], seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        host.table.update(FRAME)


def test_the_winner_is_turned_up_last_and_the_verdict_after_her() -> None:
    view = _over().view(0)
    steps = reveal_steps(view)
    assert steps[-1].verdict and not any(step.verdict for step in steps[:-1])
    assert [s.rows for s in steps] == sorted(s.rows for s in steps)
    assert steps[-2].rows == len(shopper_order(view)) - 1  # the top row, the winner's


def test_the_ball_unfolds_at_the_speed_setting() -> None:
    slow, normal = _host(2.0), _host(1.0)
    assert not any(t.startswith("Winners") for t in _drawn(normal))
    total = len(reveal_steps(normal.table.view)) * BALL_STEP_SECONDS
    _run(normal, total / 2)
    assert normal.table.ball_reveal() is not None
    _run(normal, total / 2 + 0.5)
    _run(slow, total + 0.5)
    assert normal.table.ball_reveal() is None
    assert any(t.startswith("Winners") for t in _drawn(normal))
    assert slow.table.ball_reveal() is not None  # twice as long: half-way still


@pytest.mark.parametrize("press", ["click", "key"])
def test_a_click_or_a_key_skips_to_the_whole_ball(press: str) -> None:
    host = _host(1.0)
    assert host.table.ball_reveal() is not None
    if press == "click":
        click(host, (400, 400))
    else:
        host.feed((pygame.KEYDOWN, {"key": pygame.K_SPACE, "mod": 0, "unicode": " "}))
    assert host.table.ball_reveal() is None
    assert any(t.startswith("Winners") for t in _drawn(host))


def test_with_no_animation_the_ball_shows_at_once() -> None:
    host = _host(0.0)
    assert host.table.ball_reveal() is None
    assert any(t.startswith("Winners") for t in _drawn(host))
