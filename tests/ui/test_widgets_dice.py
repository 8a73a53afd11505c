"""Dice: faces drawn as pips that can be read back, and a roll that lands on the result."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui.widgets.dice import BODY, PIP, PIPS, Dice, draw_die

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def read_face(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Count the pips of an upright die by looking at the nine pip places."""
    size = rect.width
    inset = size * 0.26
    step = (size - 2 * inset) / 2
    count = 0
    for col in range(3):
        for row in range(3):
            x = int(rect.left + inset + col * step)
            y = int(rect.top + inset + row * step)
            if surface.get_at((x, y))[:3] == PIP:
                count += 1
            else:
                assert surface.get_at((x, y))[:3] == BODY
    return count


@pytest.mark.parametrize("value", range(1, 7))
def test_each_face_shows_its_number_of_pips(value) -> None:
    surface = pygame.Surface((120, 120))
    surface.fill((0, 90, 40))
    rect = pygame.Rect(10, 10, 90, 90)
    draw_die(surface, rect, value)
    assert read_face(surface, rect) == value == len(PIPS[value])


def test_roll_tumbles_then_lands_on_the_given_values() -> None:
    dice = Dice((1, 1), speed=1.0, seed=3)
    dice.roll((3, 5))
    assert dice.rolling and dice.values == [3, 5] and dice.total == 8
    faces_seen = set()
    frames = 0
    while dice.update(1 / 60):
        faces_seen.add(tuple(dice.shown))
        frames += 1
    assert 30 <= frames <= 60  # about 0.7 s at normal speed
    assert len(faces_seen) > 3  # the faces flickered on the way
    assert dice.shown == [3, 5] and not dice.rolling
    assert dice.label() == "3 + 5 = 8"


def test_roll_at_speed_zero_lands_at_once() -> None:
    dice = Dice((2, 2, 2), speed=0.0)
    dice.roll((6, 1, 4))
    assert not dice.rolling and dice.shown == [6, 1, 4]
    assert dice.update(1 / 60) is False


def test_landed_dice_are_drawn_readably_in_a_row() -> None:
    dice = Dice((4, 2), speed=0.0)
    surface = pygame.Surface((300, 120))
    surface.fill((0, 90, 40))
    area = pygame.Rect(0, 0, 300, 120)
    dice.draw(surface, area)
    rects = dice.die_rects(area)
    assert len(rects) == 2 and rects[0].right < rects[1].left
    assert all(area.contains(r) for r in rects)
    assert [read_face(surface, r) for r in rects] == [4, 2]


def test_values_must_be_die_faces() -> None:
    with pytest.raises(ValueError):
        Dice((0, 3))
    with pytest.raises(ValueError):
        Dice((1, 2)).roll((7,))
    with pytest.raises(ValueError):
        Dice((1, 2)).roll(())
