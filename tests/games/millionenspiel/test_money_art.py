"""Chips, notes and pension cards keep their printed values readable and apart."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


import pygame
import pytest

from parlour.games.millionenspiel.money_art import draw_piece, draw_purse, draw_stake
from parlour.games.millionenspiel.paint import paint_pension
from parlour.ui import text_marks
from parlour.ui.text_marks import readable_size
from tests.games.millionenspiel.helpers import pieces

#: A purse slot of a five-seat table at 1024×640 (28 × 55 px), its wider kin at
#: 1280×800, and a stake's place in the middle of the board.
SLOTS = [pygame.Rect(100, 40, 28, 55), pygame.Rect(100, 40, 36, 70), pygame.Rect(100, 40, 26, 36)]


@pytest.mark.parametrize("slot", SLOTS, ids=lambda r: f"{r.width}x{r.height}")
@pytest.mark.parametrize("count", [2, 12])
def test_a_chip_stack_keeps_its_count_badge_inside_its_slot(slot: pygame.Rect, count: int) -> None:
    """At 1024×640 the badge sat on the chip's corner: over the value printed on the chip
    and out over the next slot, whose stack was then drawn over the badge."""
    pygame.font.init()
    surface = pygame.Surface((300, 200))
    for index in range(3):  # the chips of 1, 10 and 100
        covered = draw_piece(surface, slot, index, count)
        # A badge wider than a narrow slot ("×12") may reach its left edge by a touch.
        assert slot.inflate(4, 0).move(-2, 0).contains(covered), (index, covered)


def test_a_pension_card_reports_its_value_at_a_readable_size() -> None:
    """The card of a five-seat table at 1024×640 is 24 × 40 px; its value must still be
    printed (and noted for the readable check) at the floor's size or more."""
    pygame.font.init()
    face = pygame.Surface((24, 40))
    with text_marks.recording():
        paint_pension(face, 500, "Rente")
        marks = text_marks.marks_on(face)
    assert [mark.text for mark in marks] == ["500"]
    assert marks[0].size >= readable_size((1024, 640))
    assert face.get_rect().contains(marks[0].rect)


def _blue_pixels(stake: list[int]) -> int:
    """How many pixels of a 1-chip's blue a stake shows in a stake's place at 1024×640."""
    surface = pygame.Surface((120, 60))
    surface.fill((20, 80, 44))
    draw_stake(surface, pygame.Rect(10, 10, 91, 38), stake)
    blue = 0
    for x in range(surface.get_width()):
        for y in range(surface.get_height()):
            r, g, b, _ = surface.get_at((x, y))
            blue += b > r + 60 and b > g
    return blue


def test_a_stake_of_several_chips_looks_no_smaller_than_a_stake_of_one() -> None:
    """The count badge sat on top of the stack, and in the low stake the stack shrank to
    a speck under it: five chips staked looked like less than one."""
    pygame.font.init()
    assert _blue_pixels(pieces(c1=5)) >= _blue_pixels(pieces(c1=1))


@pytest.mark.parametrize(
    ("purse", "printed"),
    [(pygame.Rect(0, 0, 212, 74), ["1"]), (pygame.Rect(0, 0, 262, 94), ["1", "10"])],
    ids=["four seats at 1024x640", "four seats at 1280x800"],
)
def test_a_four_seat_purse_prints_its_chips_values(purse: pygame.Rect, printed: list[str]) -> None:
    """A purse a little wider than three times its height was split into two rows, each
    too low for a stack: the chips shrank to specks with no value printed on them."""
    pygame.font.init()
    surface = pygame.Surface(purse.size)
    with text_marks.recording():
        draw_purse(surface, purse, pieces(c1=5, c10=10, c100=3))
        marks = text_marks.marks_on(surface)
    assert [mark.text for mark in marks if mark.text in ("1", "10")] == printed
