"""A paragraph wrapped into a box, as the tables' painters draw their prompts and notes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import fonts, i18n
from parlour.ui.text import DrawnText, draw_wrapped, wrap_text, wrapped_lines

TEXT = "Every player takes one jeton of each colour from the middle and puts it behind the screen"


@pytest.fixture(autouse=True)
def _pygame():
    fonts.font.cache_clear()
    pygame.init()
    yield


def test_the_lines_are_those_of_wrap_text_each_under_the_last() -> None:
    box = pygame.Rect(10, 20, 160, 400)
    drawn: list[DrawnText] = []
    bottom = draw_wrapped(pygame.Surface((300, 500)), TEXT, box, 14, (0, 0, 0), drawn=drawn)
    step = fonts.font(14).get_linesize()
    assert [d.text for d in drawn] == wrap_text(TEXT, fonts.font(14), box.width)
    assert len(drawn) > 2
    assert [d.rect.top for d in drawn] == [box.y + i * step for i in range(len(drawn))]
    assert all(d.rect.left == box.x for d in drawn)
    assert bottom == box.y + len(drawn) * step


def test_centred_lines_share_the_box_centre() -> None:
    box = pygame.Rect(10, 20, 160, 400)
    drawn: list[DrawnText] = []
    draw_wrapped(pygame.Surface((300, 500)), TEXT, box, 14, (0, 0, 0), centred=True, drawn=drawn)
    assert len(drawn) > 2
    assert all(d.rect.centerx == box.centerx for d in drawn)


def test_a_clipped_paragraph_draws_only_the_lines_that_fit() -> None:
    step = fonts.font(14).get_linesize()
    box = pygame.Rect(0, 0, 160, 2 * step + step // 2)
    drawn: list[DrawnText] = []
    bottom = draw_wrapped(
        pygame.Surface((300, 500)), TEXT, box, 14, (0, 0, 0), clip=True, drawn=drawn
    )
    assert len(drawn) == 2
    assert bottom == 2 * step <= box.bottom


def test_the_wrapped_lines_are_cached_per_size_weight_and_width() -> None:
    assert wrapped_lines(TEXT, 14, True, 160) is wrapped_lines(TEXT, 14, True, 160)
    assert wrapped_lines(TEXT, 14, True, 160) == tuple(wrap_text(TEXT, fonts.font(14, True), 160))


def test_the_wrapped_lines_follow_a_language_switch() -> None:
    # "Antoinette" breaks as "An-toinette" in English and "Anto-inette" in German.
    word, width = "Antoinette", 64
    try:
        i18n.configure("en")
        english = wrapped_lines(word, 14, True, width)
        i18n.configure("de")
        german = wrapped_lines(word, 14, True, width)
        assert german == tuple(wrap_text(word, fonts.font(14, True), width))
        assert german != english
    finally:
        i18n.configure("en")
