"""The log keeps the Ball's verdict until the staged Ball has turned it up: a log that
names the winner while the rows are still being turned spoils the Ball."""

from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from parlour.saves.session import Seat, Session
from parlour.ui.navigation import open_table
from tests.fakes.driver import frames, make_app

GAME_ID = "ladies_and_gentlemen"


def _one_move_from_the_ball(seed: int) -> tuple[Session, object]:
    """A seeded game of one person and three bots, played up to its last move."""
    seats = [Seat("Anna"), Seat("Bruno", "normal"), Seat("Clara", "normal"), Seat("Dora", "normal")]
    session = Session.start(GAME_ID, seats, seed)
    rng = random.Random(seed)
    while True:
        move = rng.choice(session.state.legal_actions())
        after = session.state.clone()
        after.apply(move)
        if after.is_over():
            return session, move
        session.apply(move)


def test_the_log_tells_the_ball_only_once_it_is_turned_up(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.settings.animation_speed = 1.0
    session, last = _one_move_from_the_ball(seed=3)
    open_table(app, session)
    frames(app)
    scene = app.scenes.current
    told = len(scene.log.texts())
    scene._apply(last)  # the last move, as a bot's is applied
    assert scene.table.staging()
    assert len(scene.log.texts()) == told
    for _ in range(600):
        if not scene.table.staging():
            break
        app.step(1 / 30)
    app.step(1 / 30)
    assert not scene.table.staging()
    assert len(scene.log.texts()) > told
