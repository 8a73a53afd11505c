"""The replay of a game played in days (Guillotine, Ladies & Gentlemen) counts days, as its
table and rules do, not the rounds other games have."""

from __future__ import annotations

import random

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui.scenes.replay import ReplayScene
from tests.fakes.driver import frames, key, make_app


def _finished(game_id: str) -> Session:
    session = Session.start(game_id, [Seat("Ann")] + [Seat(n, "easy") for n in "BCD"], 3)
    rng = random.Random(3)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize("game_id", ["guillotine", "ladies_and_gentlemen"])
@pytest.mark.parametrize(
    ("language", "day", "forward"), [("en", "Day", "Day »"), ("de", "Tag", "Tag »")]
)
def test_the_replay_says_day(tmp_path, game_id: str, language: str, day: str, forward: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(tmp_path, language)
    try:
        scene = ReplayScene(app, _finished(game_id), app.main_menu)
        app.scenes.switch(scene)
        frames(app)
        key(app, pygame.K_PAGEDOWN)
        assert scene.replay.round == 2
        assert scene.status_lines()[1] == f"{day} 2"
        assert scene.buttons["round_forward"].text == forward
    finally:
        app.shutdown()
