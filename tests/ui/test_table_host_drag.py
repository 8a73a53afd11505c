"""A carried piece stays in sight over the side panel: the host draws the table clipped to
its own area, and what the player carries must not vanish behind the log or the buttons.

The fake game's table with one piece to drag (any game's table drags through the shared
``DragController``), driven through the real app loop with posted pygame events.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Hashable
from typing import Any

import pygame

from parlour.saves.session import Seat, Session
from parlour.ui.app import App
from parlour.ui.scenes.table import TableScene
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.overhang import outside
from tests.fakes.table import FakeTable

FRAME = 1 / 60
PIECE = (255, 0, 255)


class DraggingTable(FakeTable):
    """The fake table with one magenta piece that may go to one place on the table."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.drag = DragController(self._dropped)

    def _dropped(self, item: Hashable, target: Hashable) -> None:
        return None

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.drag.set_items(
            [DragItem("piece", pygame.Rect(rect.x + 40, rect.y + 40, 60, 90), frozenset({"spot"}))]
        )
        self.drag.set_targets({"spot": pygame.Rect(rect.x + 200, rect.y + 40, 60, 90)})

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.drag.handle_event(event) or super().handle_event(event)

    def update(self, dt: float) -> bool:
        return self.drag.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for key in self.drag.floating():
            rect = self.drag.display_rect(key)
            assert rect is not None
            pygame.draw.rect(surface, PIECE, rect)


def start(app: App) -> TableScene:
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bert", "easy")], seed=1)
    scene = TableScene(app, session, factory=DraggingTable)
    app.scenes.switch(scene)
    frames(app, 2)
    return scene


def frames(app: App, count: int) -> None:
    for _ in range(count):
        app.step(FRAME)


def post(app: App, kind: int, pos: tuple[int, int]) -> None:
    if kind == pygame.MOUSEMOTION:
        event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    else:
        event = pygame.event.Event(kind, button=1, pos=pos)
    pygame.event.post(event)
    frames(app, 1)


def piece_pixels(app: App, area: pygame.Rect) -> int:
    """How many pixels of ``area`` show the carried piece."""
    shot = app.screen.subsurface(area)
    return sum(
        1
        for x in range(0, area.width, 4)
        for y in range(0, area.height, 4)
        if tuple(shot.get_at((x, y)))[:3] == PIECE
    )


def carry_over_the_panel(app: App, scene: TableScene) -> tuple[int, int]:
    table = scene.table
    assert isinstance(table, DraggingTable)
    grab = (table.rect.x + 70, table.rect.y + 85)
    over_log = (scene.side_rect.right - 20, scene.side_rect.centery)
    post(app, pygame.MOUSEBUTTONDOWN, grab)
    post(app, pygame.MOUSEMOTION, (grab[0] + 20, grab[1]))
    post(app, pygame.MOUSEMOTION, over_log)
    return over_log


def test_a_piece_carried_over_the_side_panel_stays_under_the_pointer(app: App) -> None:
    scene = start(app)
    pointer = carry_over_the_panel(app, scene)
    assert tuple(app.screen.get_at(pointer))[:3] == PIECE
    assert piece_pixels(app, scene.table_rect) == 0  # it left the table whole


def test_a_piece_let_go_over_the_side_panel_glides_back_in_sight(app: App) -> None:
    scene = start(app)
    pointer = carry_over_the_panel(app, scene)
    post(app, pygame.MOUSEBUTTONUP, pointer)
    assert piece_pixels(app, scene.side_rect) > 0
    frames(app, 30)  # home again, and nothing of it is left over the panel
    assert piece_pixels(app, scene.side_rect) == 0


def test_the_side_is_what_lies_around_the_table() -> None:
    screen = pygame.Rect(0, 0, 1024, 640)
    table = pygame.Rect(0, 0, 700, 640)
    assert outside(screen, table) == [pygame.Rect(700, 0, 324, 640)]
    pieces = outside(screen, pygame.Rect(100, 50, 500, 500))
    assert sum(p.width * p.height for p in pieces) == 1024 * 640 - 500 * 500
    assert not any(a.colliderect(b) for a in pieces for b in pieces if a is not b)
