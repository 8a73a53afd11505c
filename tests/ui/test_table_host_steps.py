"""The table host with a game of multi-step turns, shuffles and private deals (high card).

High card's turns are chains of small decisions (chip, chip, done), its deals are private
events and its reveals are barriers: what the bot pacing, the log filter and undo must
get right beyond the take-away fake.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator, Mapping
from typing import Any

import pygame
import pytest

from parlour.engine import Action, Event
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.table import AI_PAUSE, AI_STEP_PAUSE, TableScene
from parlour.ui.table_api import GameTable
from tests.fakes import high_card
from tests.fakes.high_card import Chip, Done

FRAME = 1 / 60


class PlainTable(GameTable):
    """Draws nothing; remembers what it was shown and which events it got."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.shows: list[tuple[int | None, Mapping[str, Any], list[Action]]] = []
        self.events: list[Event] = []

    def show(self, view: Mapping[str, Any], viewer: int | None, legal: list[Action]) -> None:
        self.shows.append((viewer, view, legal))

    def on_events(self, events: list[Event]) -> None:
        self.events.extend(events)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 60, 40), self.rect)


class ScriptedBot:
    """Stakes two chips, then says done: a three-step turn."""

    level = "easy"

    def choose(self, state, seat, rng) -> Action:
        legal = state.legal_actions()
        return Chip() if Chip() in legal else Done()


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    fonts.font.cache_clear()
    high_card.install(monkeypatch)
    application = App(data_dir=tmp_path, language="en", size=(1024, 640))
    yield application
    pygame.quit()
    fonts.font.cache_clear()


def start(app: App, *seats: Seat) -> TableScene:
    session = Session.start(high_card.GAME_ID, list(seats), seed=3, options={"rounds": 2})
    scene = TableScene(app, session, factory=PlainTable)
    app.scenes.switch(scene)
    app.step(FRAME)
    return scene


def frames_until(app: App, scene: TableScene, actions: int, limit: float = 5.0) -> float:
    """Step 10 ms frames until ``actions`` actions were played; the frame time it took."""
    waited = 0.0
    while len(scene.session.history) < actions and waited < limit:
        scene.runner.join(5)
        app.step(0.01)
        waited += 0.01
    assert len(scene.session.history) == actions
    return waited


def test_a_bots_chain_of_decisions_pauses_fully_only_once(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    scene.runner._bots["easy"] = ScriptedBot()
    scene.ctx.submit(Done())
    first = frames_until(app, scene, 2)
    second = frames_until(app, scene, 3)
    third = frames_until(app, scene, 4)
    assert first == pytest.approx(AI_PAUSE, abs=0.03)
    assert second == pytest.approx(AI_STEP_PAUSE, abs=0.03)
    assert third == pytest.approx(AI_STEP_PAUSE, abs=0.03)


def test_the_only_human_sees_her_own_deal_in_the_log_and_no_one_elses(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    scene.runner._bots["easy"] = ScriptedBot()
    scene.ctx.submit(Done())
    frames_until(app, scene, 4)  # Bert's chip, chip, done ends the round: a new deal
    dealt = [e for e in scene.log.entries if e.event.key == "test_high_card.log.dealt"]
    assert [e.event.params["seat"] for e in dealt] == [0]
    assert all(e.visible_to_any({0}) for e in scene.table.events)
    assert any(e.key == "test_high_card.log.dealt" for e in scene.table.events)


def test_undo_never_crosses_a_reveal(app) -> None:
    scene = start(app, Seat("Bert", "easy"), Seat("Anna"))
    scene.runner._bots["easy"] = ScriptedBot()
    frames_until(app, scene, 3)  # Bert: chip, chip, done
    assert scene.viewer == 1 and not scene.undo_button.is_enabled  # nothing of hers yet
    scene.ctx.submit(Chip())
    app.step(FRAME)
    assert scene.undo_button.is_enabled
    scene.ctx.submit(Done())  # the last "done" reveals the cards and deals anew
    app.step(FRAME)
    assert scene.runner.busy  # Bert opens round two after the pause
    assert not scene.undo_button.is_enabled
    assert not scene.session.can_undo(1)
