"""The screen never shows the past: once something stops moving, the window shows where it
came to rest, though no event asks for a frame (a bot's move, with the mouse still).

Driven through the real app loop (headless) with fixed frame times; "what the window shows"
is compared with a fresh drawing of the same scenes.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from parlour.games.banque_fatale.rules import PlaceBid
from parlour.games.guillotine.actions import Collect
from parlour.games.guillotine.scene import GuillotineTable
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.anim import Animator, linear
from parlour.ui.app import App
from parlour.ui.scene import Scene
from parlour.ui.scenes.table import TableScene
from parlour.ui.widgets.zoom import HOVER_DELAY
from tests.fakes.driver import lift_curtain

FRAME = 1 / 60


@pytest.fixture
def app(tmp_path) -> Iterator[App]:
    fonts.font.cache_clear()  # fonts cached by an earlier test die with its pygame.quit()
    application = App(data_dir=tmp_path, language="en", size=(1280, 800), sound=False)
    yield application
    pygame.quit()
    fonts.font.cache_clear()


def on_screen(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def fresh_frame(app: App) -> bytes:
    """What the window would show if it were drawn now."""
    surface = pygame.Surface(app.screen.get_size())
    for scene in app.scenes.visible():
        scene.draw(surface)
    app.manager.draw_ui(surface)
    return pygame.image.tobytes(surface, "RGB")


class Slide(Scene):
    """A block gliding across the screen once, as a table's card does (tables move their
    things with ``Animator`` and redraw while its ``update`` says something moved)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.anim = Animator()

    def go(self) -> None:
        self.anim.start("block", 0.0, 600.0, 0.3, easing=linear)

    def update(self, dt: float) -> bool:
        return self.anim.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        x = self.anim.number("block", 600.0)
        pygame.draw.rect(surface, (250, 200, 40), (round(x), 100, 80, 80))


def test_the_step_that_lands_a_tween_is_drawn(app) -> None:
    slide = Slide(app)
    app.scenes.switch(slide)
    for _ in range(10):  # the window's own first events settle
        app.step(0.1)
    slide.go()
    for _ in range(8):  # slow frames (a busy machine): the last one finishes the glide
        app.step(0.1)
    assert fresh_frame(app) == on_screen(app)


def test_banque_fatale_shows_the_won_card_where_it_lies_once_it_landed(app) -> None:
    session = Session.start(
        "banque_fatale", [Seat("Anna"), Seat("Ben", "easy"), Seat("Cleo", "easy")], seed=3
    )
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    for _ in range(3):
        app.step(FRAME)
    # The bots' moves come in as they would from their worker, without a mouse event: every
    # seat adds a jeton (so someone wins the card) and places its bid.
    state = session.state
    while state.phase != "bid":
        scene.runner.cancel()
        scene._apply(state.legal_actions()[0])
        state = session.state
    while state.phase == "bid":
        scene.runner.cancel()
        legal = state.legal_actions()
        seat = state.to_act()
        assert seat is not None
        placed = sum(state.bids[seat])
        scene._apply(legal[0] if placed == 0 and legal[0] != PlaceBid() else PlaceBid())
        state = session.state
    scene.runner.cancel()  # nobody thinks: no "thinking" dots redraw the window meanwhile
    assert any(flight.what[0] == "card" for flight in scene.table.flights)  # the won card flies
    for _ in range(120):
        app.step(FRAME)
    assert not scene.table.update(0.0)  # everything landed
    assert fresh_frame(app) == on_screen(app)


def test_no_zoom_of_a_card_the_pointer_left_while_the_curtain_was_down(app) -> None:
    session = Session.start("guillotine", [Seat("Anna"), Seat("Ben")], seed=4)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    lift_curtain(app, scene)
    table = scene.table
    assert isinstance(table, GuillotineTable)
    button = scene.curtain.button.rect.center
    index, slot = next(
        (i, rect) for i, rect in enumerate(table.lay.slots) if not rect.collidepoint(button)
    )
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(int(HOVER_DELAY / FRAME) + 5):
        app.step(FRAME)
    assert table.zoom.shown == ("zoom_noble", index)
    # Anna collects without moving the mouse; nobody calls "Warte mal" in its time.
    scene.submit(Collect())
    for _ in range(600):
        if scene.curtain.up:
            break
        app.step(0.1)
    assert scene.curtain.up
    lift_curtain(app, scene)  # Ben takes the mouse to the curtain's button
    assert table.zoom.shown is None
