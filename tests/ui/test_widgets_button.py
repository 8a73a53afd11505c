"""The shared table button: labels keep a readable size and never leave their button or
the room their row was given (issue 14: a German sale button pushed "Abbrechen" off the
Banque Fatale table)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from parlour.ui.widgets import button as widget
from parlour.ui.widgets.button import MIN_LABEL, TableButton, label_lines, row

pytestmark = pytest.mark.usefixtures("fresh_pygame")

LONG = "Jaune et orange für 10 Mio. verkaufen"
HEIGHT = 30


def ink_columns(surface: pygame.Surface, rect: pygame.Rect, ink: tuple[int, int, int]) -> set:
    """The x of every pixel in ``rect`` painted exactly in the label's ink."""
    return {
        x
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if surface.get_at((x, y))[:3] == ink
    }


def test_a_row_that_fits_stays_one_line_and_centred() -> None:
    rects = row(["Sell nothing", "Cancel"], (300, 100), HEIGHT, 8, max_width=400)
    assert [r.height for r in rects] == [HEIGHT, HEIGHT]
    assert rects[0].right + 8 == rects[1].left
    assert abs((rects[0].left + rects[1].right) / 2 - 300) <= 1


def test_a_long_german_row_wraps_inside_its_room() -> None:
    room = 300
    labels = [LONG, "Abbrechen"]
    unbounded = row(labels, (200, 100), HEIGHT, 8)
    assert unbounded[-1].right - unbounded[0].left > room  # the defect: wider than the bank
    rects = row(labels, (200, 100), HEIGHT, 8, max_width=room)
    assert rects[0].left >= 200 - room // 2 and rects[-1].right <= 200 + room // 2
    assert not rects[0].colliderect(rects[1])
    for label, rect in zip(labels, rects, strict=True):
        lines = label_lines(label, HEIGHT, rect.width)
        assert all(widget.button_width(line, HEIGHT) <= rect.width for line in lines)
    assert len(label_lines(LONG, HEIGHT, rects[0].width)) == 2
    assert rects[0].height > HEIGHT  # taller for its second line, not a smaller font


def test_a_row_too_narrow_even_wrapped_becomes_a_column() -> None:
    rects = row([LONG, "Abbrechen"], (100, 200), HEIGHT, 8, max_width=140)
    assert rects[0].bottom + 8 == rects[1].top
    assert all(r.width <= 140 and r.centerx in (99, 100, 101) for r in rects)


def test_a_wrapped_button_draws_its_whole_label_inside_itself() -> None:
    (rect,) = row([LONG], (150, 60), HEIGHT, 8, max_width=200)
    surface = pygame.Surface((300, 140))
    surface.fill((0, 0, 0))
    TableButton("sell", LONG, rect, line_height=HEIGHT).draw(surface)
    ink = widget.INK
    inside = ink_columns(surface, rect, ink)
    everywhere = ink_columns(surface, surface.get_rect(), ink)
    assert inside and everywhere == inside
    # The same font size as a one-line button of this height: wrapped, not shrunk.
    fnt, lines = widget.fit_label(LONG, HEIGHT, rect.size)
    assert fnt.point_size == widget.label_size(HEIGHT) >= MIN_LABEL and len(lines) == 2


def test_a_fixed_button_too_small_for_its_label_keeps_it_inside_at_a_readable_size() -> None:
    rect = pygame.Rect(10, 10, 150, 34)
    surface = pygame.Surface((200, 60))
    surface.fill((0, 0, 0))
    TableButton("x", "Gebot abgeben und weiter", rect).draw(surface)
    inside = ink_columns(surface, rect.inflate(-2, -2), widget.INK)
    assert inside and ink_columns(surface, surface.get_rect(), widget.INK) == inside
    fnt, lines = widget.fit_label("Gebot abgeben und weiter", 34, rect.size)
    assert fnt.point_size >= MIN_LABEL and len(lines) <= 2
