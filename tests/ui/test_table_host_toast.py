"""A short message ("Move taken back.") hides nothing: not the table's prompt, wherever
a game writes it, nor the status line or the log beside the table.

The fake game's table, which writes its prompt along its top edge as several games do,
driven through the real app loop (headless) with the texts of the frame recorded.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui import text_marks
from parlour.ui.app import App
from parlour.ui.fonts import font
from parlour.ui.scenes.table import TableScene
from tests.fakes.table import FakeTable

PROMPT = "Take one, two or three from the pile"


class PromptTable(FakeTable):
    """The fake table with its prompt written across the middle of its top edge."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        prompt_font = font(16, True)
        image = prompt_font.render(PROMPT, True, (250, 240, 220))
        at = surface.blit(image, image.get_rect(midtop=(self.rect.centerx, self.rect.top + 24)))
        text_marks.note(surface, PROMPT, at, prompt_font.get_point_size())


@pytest.fixture
def app(app: App) -> App:
    app.set_language("de")
    return app


def shown_texts(app: App) -> dict[str, pygame.Rect]:
    """The texts the next frame shows (a text under a message is not read) and where."""
    with text_marks.recording():
        app.step(1 / 60)
        return {mark.text: mark.rect for mark in text_marks.marks_on(app.screen)}


def test_the_undo_message_covers_no_text_of_the_table_or_the_panel(app: App) -> None:
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bert", "easy")], seed=1)
    scene = TableScene(app, session, factory=PromptTable)
    app.scenes.switch(scene)
    app.step(1 / 60)
    before = shown_texts(app)
    assert PROMPT in before and app.t("table.status.turn", name="Anna") in before
    told = app.t("table.message.undone")
    scene.show_message(told)
    after = shown_texts(app)
    assert told in after
    assert set(before) <= set(after), "the message hides a text"
    assert not after[told].colliderect(scene.log.rect) and scene.log.rect.height > 0
