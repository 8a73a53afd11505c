"""A burst of window resizes lays the screen out once, for the size it ends at.

Dragging a window's edge queues a resize event for every step; each one laid the whole
screen out again, so 50 in one frame froze the rules help for 17 seconds and MONOPOLY's
results for 67. The window has one size when the frame handles them: it is laid out once.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from parlour.ui.scenes.rules_help import RulesHelpScene
from tests.fakes.driver import frames, make_app

FINAL = (1400, 860)


@pytest.fixture
def app(tmp_path) -> Iterator[Any]:
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


def _count_layouts(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One entry each time ``scene`` builds its widgets (a relayout does it by ``enter``,
    and so does a change of scale)."""
    calls: list[int] = []
    enter = scene.enter

    def counted() -> None:
        calls.append(1)
        enter()

    monkeypatch.setattr(scene, "enter", counted)
    return calls


@pytest.mark.parametrize("start", [(1300, 820), (1920, 1200)], ids=["same_scale", "new_scale"])
def test_fifty_resizes_in_one_frame_lay_out_once(
    app: Any, monkeypatch: pytest.MonkeyPatch, start: tuple[int, int]
) -> None:
    pygame.display.set_mode(start, pygame.RESIZABLE)
    app.resized()
    scene = RulesHelpScene(app)
    app.scenes.switch(scene)
    frames(app)
    layouts = _count_layouts(scene, monkeypatch)
    pygame.display.set_mode(FINAL, pygame.RESIZABLE)
    for step in range(25):
        width, height = start[0] + step * 4, start[1] + step * 2
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(width, height)))
        pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=width, y=height))
    frames(app, 1)
    assert len(layouts) == 1
    assert app.screen.get_size() == FINAL and app.scenes.current is scene
