"""The close of a lesson answers only a whole click on one of its buttons."""

from __future__ import annotations

import pygame

from parlour.ui.widgets.lesson_end import LessonEnd


def _mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


def test_the_release_of_the_last_move_starts_no_game() -> None:
    """The lesson's last move was made on the press; the panel opened under the pointer
    and the release landed on "Play a real game", so nobody saw what the lesson taught."""
    chosen: list[str] = []
    end = LessonEnd(lambda: chosen.append("play"), lambda: chosen.append("leave"))
    end.layout(pygame.Rect(0, 0, 1000, 700), round)
    end.show("Done", ["You learned it."], "Play", "Leave")
    play, leave = end.play_button.center, end.leave_button.center
    end.handle_event(_mouse(pygame.MOUSEBUTTONUP, play))
    assert chosen == [], "a press that began before the panel"
    end.handle_event(_mouse(pygame.MOUSEBUTTONDOWN, play))
    end.handle_event(_mouse(pygame.MOUSEBUTTONUP, leave))
    assert chosen == [], "down on one button, up on the other"
    end.handle_event(_mouse(pygame.MOUSEBUTTONDOWN, leave))
    end.handle_event(_mouse(pygame.MOUSEBUTTONUP, leave))
    assert chosen == ["leave"]
