"""The money/points counter: language-aware thousands, and a count from old to new."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui.numbers import format_number
from parlour.ui.widgets.counter import FALL, RISE, Counter

pytestmark = pytest.mark.usefixtures("fresh_pygame")


@pytest.mark.parametrize(
    ("value", "language", "text"),
    [
        (0, "de", "0"),
        (999, "en", "999"),
        (1000, "de", "1.000"),
        (1_250_000, "de", "1.250.000"),
        (1_250_000, "en", "1,250,000"),
        (-12_000, "de", "\u221212.000"),
        (2_499.6, "en", "2,500"),
    ],
)
def test_thousands_are_grouped_per_language(value, language, text) -> None:
    assert format_number(value, language) == text


def test_counts_from_the_old_to_the_new_value() -> None:
    counter = Counter(12_000, template="%s Fr.", language="de")
    assert counter.text() == "12.000 Fr."
    counter.set(15_000)
    assert counter.counting and counter.value == 15_000
    seen = []
    while counter.update(1 / 60):
        seen.append(counter.shown)
    assert seen == sorted(seen) and 12_000 < seen[0] < 15_000
    assert counter.shown == 15_000 and counter.text() == "15.000 Fr." and not counter.counting


def test_rise_and_fall_are_tinted_while_counting() -> None:
    counter = Counter(100)
    counter.set(50)
    counter.update(0.1)
    assert counter._tint() == FALL
    counter.set(500)
    assert counter._tint() == RISE
    # A new target mid-count starts from what is on screen, not from the old target.
    assert counter.shown < 100


def test_speed_zero_and_unanimated_sets_jump() -> None:
    counter = Counter(5, speed=0.0)
    counter.set(7)
    assert not counter.counting and counter.shown == 7
    counter = Counter(5)
    counter.set(9, animate=False)
    assert counter.shown == 9


def test_callable_template_and_drawing() -> None:
    counter = Counter(1_000_000, template=lambda n: f"DM {n}", language="en")
    assert counter.text() == "DM 1,000,000"
    surface = pygame.Surface((300, 60), pygame.SRCALPHA)
    counter.draw(surface, (290, 30), anchor="midright")
    drawn = surface.get_bounding_rect()
    assert 200 < drawn.right <= 290 and drawn.width > 50
