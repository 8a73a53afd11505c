"""The one rule three panels share: only a deliberate press counts (``widgets.press_guard``)."""

from __future__ import annotations

import pygame

from parlour.ui.widgets.press_guard import PressGuard


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def key(kind: int, code: int = pygame.K_SPACE) -> pygame.event.Event:
    return pygame.event.Event(kind, key=code)


def test_nothing_counts_before_the_arming_time() -> None:
    clock = FakeClock()
    guard = PressGuard(clock, 0.5)
    guard.restart()
    clock.now = 0.4
    guard.mouse_down("button")
    assert not guard.track_keys(key(pygame.KEYDOWN))
    clock.now = 0.6
    assert guard.mouse_up() is None, "the press began too early: its release is no click"
    guard.mouse_down("button")
    assert guard.mouse_up() == "button"


def test_a_key_held_from_before_or_repeating_is_no_press() -> None:
    clock = FakeClock()
    guard = PressGuard(clock, 0.5)
    guard.track_keys(key(pygame.KEYDOWN))  # held while the panel was down
    guard.restart()
    clock.now = 1.0
    assert not guard.track_keys(key(pygame.KEYDOWN)), "a repeat of a held key"
    guard.track_keys(key(pygame.KEYUP))
    assert guard.track_keys(key(pygame.KEYDOWN)), "pressed afresh"


def test_a_key_counts_on_its_release_and_a_restart_forgets_it() -> None:
    clock = FakeClock()
    guard = PressGuard(clock, 0.0)
    guard.key_down(pygame.K_RETURN)
    guard.restart()
    assert not guard.key_up(pygame.K_RETURN), "pressed before the panel appeared anew"
    guard.key_down(pygame.K_RETURN)
    assert not guard.key_up(pygame.K_SPACE)
    assert guard.key_up(pygame.K_RETURN)
