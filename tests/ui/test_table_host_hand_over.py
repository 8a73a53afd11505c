"""Hot-seat without a curtain (nothing secret at stake): the next person's table takes no
press for the curtain's arming time, so a double click on the last person's button acts
for nobody else. Driven through the real app loop (headless) with posted pygame events.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui.app import App
from parlour.ui.scenes.table import TableScene
from parlour.ui.widgets.curtain import ARM_SECONDS
from tests.fakes.game import FakeGame, Take
from tests.fakes.table import FakeTable

FRAME = 1 / 60


@pytest.fixture
def app(app: App, monkeypatch: pytest.MonkeyPatch) -> App:
    monkeypatch.setattr(FakeGame, "has_secrets", False)  # no curtain between people
    return app


def frames(app: App, count: int) -> None:
    for _ in range(count):
        app.step(FRAME)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    frames(app, 1)


def test_a_double_click_acts_for_nobody_else_after_an_open_hand_over(app: App) -> None:
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bert")], seed=1)
    scene = TableScene(app, session, factory=FakeTable)
    app.scenes.switch(scene)
    frames(app, 2)
    assert not scene.curtain.up
    table = scene.table
    assert isinstance(table, FakeTable)
    first = session.state.to_act()
    spot = table.button_rects[Take(1)].center
    click(app, spot)
    click(app, spot)  # the second click of a double click lands on the next person's button
    assert len(session.history) == 1 and session.state.to_act() != first
    assert not scene.curtain.up
    frames(app, round(ARM_SECONDS / FRAME) + 1)
    click(app, table.button_rects[Take(1)].center)
    assert len(session.history) == 2, "a deliberate click after the hand-over counts"


def test_a_double_click_on_done_does_not_pass_the_next_persons_bet(app: App) -> None:
    """Millionenspiel: money is public, so no curtain; the next person's "Pass" appears
    where "Done" was (moved here from the game's own table, where it was first fixed)."""
    from parlour.games.millionenspiel.rules import Done
    from tests.games.millionenspiel.helpers import betting_state, game, pieces

    state = betting_state([pieces(c1=3)] * 3, roller=2, dice=[1, 2])
    seats = (Seat("Anna"), Seat("Bert"), Seat("Cleo"))
    session = Session(game=game(), seats=seats, seed=0, options={}, state=state)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 2)

    def done() -> tuple[int, int]:
        found = [b.rect.center for b in scene.table.buttons if b.key == Done()]  # type: ignore[attr-defined]
        assert len(found) == 1
        return found[0]

    spot = done()
    click(app, spot)
    click(app, spot)
    assert session.history == [Done()] and not scene.curtain.up
    frames(app, round(ARM_SECONDS / FRAME) + 1)
    click(app, done())
    assert session.history == [Done(), Done()], "a deliberate click after the hand-over counts"
