"""The hot-seat curtain keeps its words inside the table, whatever the name."""

from __future__ import annotations

import pygame

from parlour.ui import i18n
from parlour.ui.widgets.curtain import ARM_SECONDS, Curtain

OUTSIDE = (1, 2, 3)


def test_a_name_of_3000_characters_stays_inside_the_curtain(fresh_pygame) -> None:
    i18n.configure("en")
    surface = pygame.Surface((1000, 600))
    surface.fill(OUTSIDE)
    curtain = Curtain(i18n.t, lambda: None)
    rect = pygame.Rect(100, 50, 700, 500)
    curtain.layout(rect)
    curtain.show("A" * 3000)
    curtain.draw(surface)
    untouched = [
        surface.get_at((x, y))[:3] == OUTSIDE
        for x in range(0, 1000, 5)
        for y in range(0, 600, 5)
        if not rect.collidepoint(x, y)
    ]
    assert all(untouched)  # the panel behind the words grew as wide as the name before


class Ticks:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def _raised(fresh_pygame) -> tuple[Curtain, Ticks, list[str]]:
    i18n.configure("en")
    ticks, lifted = Ticks(), []
    curtain = Curtain(i18n.t, lambda: lifted.append("up"), clock=ticks)
    curtain.layout(pygame.Rect(0, 0, 900, 700))
    curtain.show("Tess")
    return curtain, ticks, lifted


def _click(curtain: Curtain, pos: tuple[int, int]) -> None:
    curtain.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    curtain.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_only_its_armed_button_lifts_it(fresh_pygame) -> None:
    curtain, ticks, lifted = _raised(fresh_pygame)
    centre = curtain.button.rect.center
    ticks.now = ARM_SECONDS / 2
    _click(curtain, centre)
    assert curtain.up and not lifted, "a press in its first moments"
    ticks.now = ARM_SECONDS
    _click(curtain, (5, 5))
    assert curtain.up and not lifted, "a click beside the button"
    _click(curtain, centre)
    assert not curtain.up and lifted == ["up"]


def test_a_press_from_before_it_rose_does_not_lift_it(fresh_pygame) -> None:
    curtain, ticks, lifted = _raised(fresh_pygame)
    curtain.hide()
    centre = curtain.button.rect.center
    curtain.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre))
    curtain.show("Tess")
    ticks.now = 2 * ARM_SECONDS
    curtain.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre))
    assert curtain.up and not lifted


def test_raised_again_for_the_same_person_it_keeps_its_time(fresh_pygame) -> None:
    curtain, ticks, _ = _raised(fresh_pygame)
    ticks.now = ARM_SECONDS
    curtain.show("Tess")  # the host syncs again (a resize, a bot elsewhere)
    assert curtain.armed
    curtain.show("Ada")
    assert not curtain.armed


def test_it_is_drawn_again_until_its_button_is_lit(fresh_pygame) -> None:
    curtain, ticks, _ = _raised(fresh_pygame)
    surface = pygame.Surface((900, 700))
    curtain.draw(surface)
    assert curtain.update()
    ticks.now = ARM_SECONDS
    assert curtain.update()
    curtain.draw(surface)
    assert not curtain.update()
