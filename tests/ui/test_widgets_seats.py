"""The seat layout of the table kit: 2–10 seats at every window size, and the name plate."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import fonts
from parlour.ui.text import fit
from parlour.ui.theme import GOLD
from parlour.ui.widgets.seats import (
    MAX_SEATS,
    TEAM_MARKS,
    clockwise,
    draw_plate,
    plate_font_size,
    seat_layout,
    team_marks,
)

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.fixture(autouse=True)
def _pygame():
    fonts.font.cache_clear()
    pygame.init()
    pygame.display.set_mode((400, 200))
    yield


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", range(2, MAX_SEATS + 1))
def test_every_seat_lies_inside_the_table_and_none_overlap(size, seats) -> None:
    table = pygame.Rect(30, 20, *size)  # not at the origin: offsets must be kept
    for bottom in {0, seats // 2, seats - 1}:
        lay = seat_layout(table, seats, bottom)
        areas = [place.area for place in lay.seats]
        assert [place.seat for place in lay.seats] == list(range(seats))
        for place in lay.seats:
            assert table.contains(place.area), (place.seat, place.area)
            assert place.area.width > 0 and place.area.height > 0
            assert place.area.contains(place.plate) and place.area.contains(place.body)
            assert not place.plate.colliderect(place.body)
            assert plate_font_size(place.plate) >= 12
            assert fonts.font(12, True).get_height() <= place.plate.height
        for i, a in enumerate(areas):
            for b in areas[i + 1 :]:
                assert not a.colliderect(b), (a, b)
            assert not a.colliderect(lay.centre)
        assert table.contains(lay.centre) and lay.centre.width > 0 and lay.centre.height > 0
        mine = lay.seats[bottom]
        assert mine.edge == "bottom"
        assert mine.area.bottom == table.bottom and mine.area.width == table.width
        assert mine.plate.width < table.width // 2, "a name plate, not a bar across the table"
        assert all(p.area.bottom <= mine.area.top for p in lay.seats if p.seat != bottom)


@pytest.mark.parametrize("seats", range(2, MAX_SEATS + 1))
def test_the_others_follow_clockwise_from_the_bottom_seat(seats) -> None:
    table = pygame.Rect(0, 0, 1280, 800)
    bottom = 1 % seats
    lay = seat_layout(table, seats, bottom)
    order = clockwise(seats, bottom)
    assert order[0] == (bottom + 1) % seats and len(order) == seats - 1

    def angle(seat: int) -> float:
        # Screen y points down, so a growing atan2 angle turns clockwise; 0 at the bottom.
        c = lay.seats[seat].area.center
        a = math.degrees(math.atan2(c[1] - table.centery, c[0] - table.centerx))
        return (a - 90) % 360

    angles = [angle(seat) for seat in order]
    assert angles == sorted(angles) and len(set(angles)) == len(angles)
    assert angles[0] > 0 and angles[-1] < 360
    if seats > 2:
        assert lay.seats[order[0]].edge == "left"
        assert lay.seats[order[-1]].edge == "right"


def test_bad_seat_counts_and_bottom_seats_are_refused() -> None:
    table = pygame.Rect(0, 0, 1280, 800)
    for seats, bottom in ((1, 0), (MAX_SEATS + 1, 0), (4, 4), (4, -1)):
        with pytest.raises(ValueError):
            seat_layout(table, seats, bottom)


def test_partners_share_a_mark_and_a_seat_alone_has_none() -> None:
    marks = team_marks([(0, 1), (2, 3), (4,)])
    assert marks[0] == marks[1] and marks[2] == marks[3]
    assert marks[0] != marks[2]
    assert 4 not in marks
    assert team_marks([(0,), (1,), (2,)]) == {}
    # Each mark differs from every other in colour and in shape.
    assert len({m.colour for m in TEAM_MARKS}) == len({m.symbol for m in TEAM_MARKS})
    assert len({m.symbol for m in TEAM_MARKS}) == len(TEAM_MARKS) >= MAX_SEATS // 2


def _gold_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    gold = pygame.Color(*GOLD)
    return sum(
        1
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
        if surface.get_at((x, y)) == gold
    )


def test_the_turn_is_a_shape_before_the_name_not_only_a_colour() -> None:
    surface = pygame.Surface((300, 40))
    plate = pygame.Rect(0, 0, 300, 40)
    inside = plate.inflate(-12, -12)  # well inside the thick edge
    draw_plate(surface, plate, "Ada")
    assert _gold_pixels(surface, inside) == 0
    plain = surface.copy()
    draw_plate(surface, plate, "Ada", turn=True)
    assert _gold_pixels(surface, inside) > 40, "the arrow"
    # The name moved right to make room for the arrow: the shape is not a recolouring.
    assert plain.get_at((14, 20)) != surface.get_at((14, 20))


def test_a_long_name_wins_over_the_note_and_is_cut_to_fit() -> None:
    name = "Hannelore-Wilhelmine von Hohenzollern"
    cut = fit(name, 120, fonts.font(16, True))
    assert cut.endswith("…") and fonts.font(16, True).size(cut)[0] <= 120
    assert fit("Ada", 120, fonts.font(16, True)) == "Ada"
    surface = pygame.Surface((200, 36))
    surface.fill((0, 0, 0))
    draw_plate(surface, pygame.Rect(0, 0, 200, 36), name, note="3 taken")
    with_note = surface.copy()
    surface.fill((0, 0, 0))
    draw_plate(surface, pygame.Rect(0, 0, 200, 36), name)
    assert pygame.image.tobytes(with_note, "RGB") == pygame.image.tobytes(surface, "RGB"), (
        "no room beside the name: the note is left out, not the name squeezed"
    )
    surface.fill((0, 0, 0))
    draw_plate(surface, pygame.Rect(0, 0, 200, 36), "Ada", note="3 taken")
    assert pygame.image.tobytes(with_note, "RGB") != pygame.image.tobytes(surface, "RGB")
