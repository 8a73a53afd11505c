"""The review's counts read as one story: the decisions looked at, and of them those the
strongest bot could compare (the only ones it can mark)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ai.base import PROSPECTS
from parlour.play.review import Judged
from parlour.ui import i18n, text_marks
from parlour.ui.review_text import Marked
from parlour.ui.widgets.review_panel import DONE, ReviewPanel
from tests.fakes.game import Take

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def drawn(panel: ReviewPanel) -> str:
    screen = pygame.display.set_mode((1280, 800))
    with text_marks.recording():
        panel.draw(screen)
        return " ".join(mark.text for mark in text_marks.marks_on(screen))


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_finished_review_names_both_counts_the_progress_did(language: str) -> None:
    """MONOPOLY's review counted "76 von 78 Entscheidungen geprüft", then listed the
    costliest "von 33 geprüften": the 33 are those of the 78 the bot could put figures
    on. The finished panel says so, with both numbers."""
    i18n.configure(language)
    panel = ReviewPanel("Ada", i18n.t, lambda v: round(v))
    panel.layout(pygame.Rect(0, 0, 400, 700))
    panel.done = panel.total = 78
    progress = drawn(panel)
    assert "78" in progress
    panel.status, panel.judged = DONE, 33
    judged = Judged(12, 0, Take(1), Take(2), 0.6, 0.3, PROSPECTS)
    panel.marks = [Marked(judged, 12, "Zug 12", "1", "2", "…")]
    summary = drawn(panel)
    assert "33" in summary and "78" in summary, summary
    panel.marks = []
    assert "33" in drawn(panel)
