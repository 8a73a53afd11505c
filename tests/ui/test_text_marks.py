"""The text-marks layer follows a text from the surface it is drawn on to the screen."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from parlour.ui import text_marks
from parlour.ui.text import draw_text
from parlour.ui.text_marks import marks_on, placed, readable_size, scaled


def test_a_name_on_a_card_reaches_the_screen_where_the_card_lies() -> None:
    pygame.font.init()
    screen, card = pygame.Surface((400, 300)), pygame.Surface((80, 120))
    with text_marks.recording():
        draw_text(card, "Danton", (4, 4), 14, (0, 0, 0))
        placed(screen, card, (100, 50))
        (mark,) = marks_on(screen)
        assert mark.text == "Danton"
        assert mark.rect.topleft == (104, 54)
        assert mark.size == 14
        assert not mark.clipped and not mark.covered


def test_a_name_cut_by_its_card_edge_or_hidden_by_the_next_card_is_caught() -> None:
    pygame.font.init()
    screen, card = pygame.Surface((400, 300)), pygame.Surface((80, 120))
    with text_marks.recording():
        draw_text(card, "Unterstützung der Kirche", (4, 4), 14, (0, 0, 0))
        placed(screen, card, (0, 0))
        placed(screen, pygame.Surface((80, 120)), (30, 0))
        (mark,) = marks_on(screen)
        assert mark.clipped  # wider than the card
        assert mark.covered  # the next card lies over it


def test_a_scaled_card_scales_its_type_and_a_subsurface_draws_on_its_parent() -> None:
    pygame.font.init()
    screen, card = pygame.Surface((400, 300)), pygame.Surface((80, 120))
    with text_marks.recording():
        draw_text(card, "Koch", (0, 0), 20, (0, 0, 0))
        placed(screen, scaled(card, (40, 60)), (0, 0))
        draw_text(screen.subsurface((200, 100, 100, 100)), "Ada", (10, 10), 12, (0, 0, 0))
        small, ada = marks_on(screen)
        assert small.size == 10
        assert ada.rect.topleft == (210, 110)


def test_nothing_is_noted_while_not_recording() -> None:
    pygame.font.init()
    screen = pygame.Surface((100, 100))
    draw_text(screen, "Ada", (0, 0), 12, (0, 0, 0))
    assert marks_on(screen) == []


def test_the_floor_is_11_px_below_1280x800_and_12_from_there() -> None:
    assert readable_size((1024, 640)) == 11
    assert readable_size((1280, 720)) == 11
    assert readable_size((1280, 800)) == 12
    assert readable_size((1920, 1080)) == 12
