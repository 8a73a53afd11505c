"""Seats round a table of 2–10: where each seat sits, and its name plate.

Every game with more than two players needs the same answer to "where is everybody": the
person at the screen sits at the bottom (their hand and holdings get the widest band), the
others follow clockwise from there, up the left edge, along the top and down the right edge,
as they would round a real table, so "the next player" is always the next plate clockwise.
``seat_layout`` is a pure function of the table rect, the seat count and the bottom seat, so
it is tested at every size without drawing. Each seat gets one area split into its name
plate and a body; the game draws its public holdings and counters into the body itself.

``draw_plate`` draws the plate the same way in every game: the name, whose turn it is (a
gold arrow and a thick gold edge: a shape, not only a colour) and, in team games, a team
mark that partners share (a symbol in a coloured disc; ``team_marks`` hands them out).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from parlour.ui.fonts import font
from parlour.ui.text import draw_text, fit
from parlour.ui.theme import CREAM, GOLD, INK, WOOD_DARK
from parlour.ui.widgets.tokens import TokenStyle, draw_token

#: How many of the other seats sit on the (left, top, right) edge, by their number. Left
#: and right stay level so the table looks balanced; the top takes the rest, because it
#: is the longest edge of a landscape window.
SPLIT: dict[int, tuple[int, int, int]] = {
    1: (0, 1, 0),
    2: (1, 0, 1),
    3: (1, 1, 1),
    4: (1, 2, 1),
    5: (1, 3, 1),
    6: (2, 2, 2),
    7: (2, 3, 2),
    8: (2, 4, 2),
    9: (3, 3, 3),
}
#: Share of the table's height for the bottom seat (its hand and holdings) and the top row.
BOTTOM_SHARE = 0.28
TOP_SHARE = 0.2
#: Share of the table's width for a side column of seats.
SIDE_SHARE = 0.17
#: Share of a seat's area (its shorter side) for its name plate.
PLATE_SHARE = 0.28
#: Share of the table's width for the bottom seat's plate.
BOTTOM_PLATE_SHARE = 0.3

MAX_SEATS = len(SPLIT) + 1


@dataclass(frozen=True)
class SeatPlace:
    """Where one seat sits: its whole ``area``, the ``plate`` at the top of it and the
    ``body`` below the plate for what the game shows of that seat. ``edge`` is which side of
    the table the seat is on (``bottom``, ``left``, ``top``, ``right``)."""

    seat: int
    edge: str
    area: pygame.Rect
    plate: pygame.Rect
    body: pygame.Rect


@dataclass(frozen=True)
class SeatLayout:
    """Every seat's place (indexed by seat number) and the ``centre`` left free between them
    for what the seats share (piles, the deck, the board)."""

    seats: tuple[SeatPlace, ...]
    centre: pygame.Rect
    #: The size scale (1.0 at a 1000×800 table), for the game's fonts and gaps.
    unit: float


def clockwise(seats: int, bottom: int) -> list[int]:
    """The other seats in clockwise order from ``bottom`` (the next one to its left first)."""
    return [(bottom + step) % seats for step in range(1, seats)]


def _split(rect: pygame.Rect, count: int, vertical: bool, gap: int) -> list[pygame.Rect]:
    """``rect`` cut into ``count`` equal parts in a row (or column), ``gap`` between them."""
    if count <= 0:
        return []
    length = rect.height if vertical else rect.width
    size = (length - gap * (count - 1)) // count
    parts = []
    for i in range(count):
        offset = i * (size + gap)
        if vertical:
            parts.append(pygame.Rect(rect.x, rect.y + offset, rect.width, size))
        else:
            parts.append(pygame.Rect(rect.x + offset, rect.y, size, rect.height))
    return parts


def _place(seat: int, edge: str, area: pygame.Rect, unit: float) -> SeatPlace:
    """The plate along the top of ``area``, tall enough for a 12 px name at the least."""
    plate_h = min(area.height, max(22, round(min(area.width, area.height) * PLATE_SHARE)))
    plate_w = area.width
    if edge == "bottom":
        # A plate as wide as the window would read as a bar, not as a name.
        plate_h = min(area.height, max(22, round(34 * unit)))
        plate_w = min(area.width, max(round(area.width * BOTTOM_PLATE_SHARE), round(300 * unit)))
    plate = pygame.Rect(area.x, area.y, plate_w, plate_h)
    body = pygame.Rect(area.x, plate.bottom, area.width, area.bottom - plate.bottom)
    return SeatPlace(seat, edge, area, plate, body)


def seat_layout(table: pygame.Rect, seats: int, bottom: int) -> SeatLayout:
    """Every seat's place at a table in ``table`` with ``seats`` seats, ``bottom`` the seat
    of the person looking (the acting one); the others clockwise from it.

    Areas never overlap and never leave ``table``; a gap keeps plates apart, so two
    neighbours never read as one.
    """
    if not 2 <= seats <= MAX_SEATS:
        raise ValueError(f"a table seats 2 to {MAX_SEATS}, not {seats}")
    if not 0 <= bottom < seats:
        raise ValueError(f"no seat {bottom} at a table of {seats}")
    unit = min(table.width / 1000, table.height / 800)
    gap = max(4, round(8 * unit))
    left_n, top_n, right_n = SPLIT[seats - 1]
    bottom_h = round(table.height * BOTTOM_SHARE)
    bottom_area = pygame.Rect(table.x, table.bottom - bottom_h, table.width, bottom_h)
    upper = pygame.Rect(table.x, table.y, table.width, bottom_area.y - gap - table.y)
    side_w = round(table.width * SIDE_SHARE)
    left_col = pygame.Rect(upper.x, upper.y, side_w if left_n else 0, upper.height)
    right_col = pygame.Rect(upper.right - side_w, upper.y, side_w if right_n else 0, upper.height)
    if not right_n:
        right_col.x = upper.right
    inner_x = left_col.right + (gap if left_n else 0)
    inner_right = right_col.x - (gap if right_n else 0)
    top_h = round(table.height * TOP_SHARE) if top_n else 0
    top_row = pygame.Rect(inner_x, upper.y, inner_right - inner_x, top_h)
    # A side column's top seat sits beside the top row, not above it: clockwise order reads
    # left column upwards, the top row rightwards, the right column downwards.
    lefts = list(reversed(_split(left_col, left_n, True, gap)))
    tops = _split(top_row, top_n, False, gap)
    rights = _split(right_col, right_n, True, gap)
    order = clockwise(seats, bottom)
    edges = ["left"] * left_n + ["top"] * top_n + ["right"] * right_n
    areas = lefts + tops + rights
    places: dict[int, SeatPlace] = {bottom: _place(bottom, "bottom", bottom_area, unit)}
    for seat, edge, area in zip(order, edges, areas, strict=True):
        places[seat] = _place(seat, edge, area, unit)
    centre_top = top_row.bottom + gap if top_n else upper.y
    centre = pygame.Rect(inner_x, centre_top, inner_right - inner_x, upper.bottom - centre_top)
    return SeatLayout(tuple(places[s] for s in range(seats)), centre, unit)


# -- teams -------------------------------------------------------------------------------


@dataclass(frozen=True)
class TeamMark:
    """What partners' plates share: a colour and a symbol (``tokens.SYMBOLS``), so the
    team reads without colour vision too."""

    colour: tuple[int, int, int]
    symbol: str

    @property
    def token(self) -> TokenStyle:
        return TokenStyle(self.colour, self.symbol, "rings")


#: One mark per team, distinct in hue and in shape; five teams fill a table of ten.
TEAM_MARKS = (
    TeamMark((196, 52, 52), "heart"),
    TeamMark((48, 98, 196), "diamond"),
    TeamMark((46, 140, 70), "triangle"),
    TeamMark((214, 160, 30), "star"),
    TeamMark((128, 64, 160), "square"),
    TeamMark((40, 150, 160), "hexagon"),
)


def team_marks(teams: Sequence[Sequence[int]]) -> dict[int, TeamMark]:
    """Seat → mark for every seat that has partners; a seat playing alone gets none, since
    a mark only says "these play together"."""
    marks: dict[int, TeamMark] = {}
    shared = [team for team in teams if len(team) > 1]
    for index, team in enumerate(shared):
        for seat in team:
            marks[seat] = TEAM_MARKS[index % len(TEAM_MARKS)]
    return marks


# -- the plate ---------------------------------------------------------------------------


def plate_font_size(plate: pygame.Rect) -> int:
    """The name's size on ``plate``: half its height, never under 12 px."""
    return max(12, min(28, round(plate.height * 0.5)))


def draw_plate(
    surface: pygame.Surface,
    plate: pygame.Rect,
    name: str,
    *,
    turn: bool = False,
    team: TeamMark | None = None,
    note: str = "",
) -> None:
    """A seat's name plate: cream with a dark edge, the name, and ``note`` at the right
    (a short translated status such as "to play", or a counter) when it fits beside the
    whole name.

    ``turn`` draws a gold arrow before the name and a thick gold edge; ``team`` a mark
    after the arrow that partners share.
    """
    radius = max(4, plate.height // 4)
    pygame.draw.rect(surface, CREAM, plate, 0, radius)
    edge = max(3, plate.height // 8) if turn else max(1, plate.height // 20)
    pygame.draw.rect(surface, GOLD if turn else WOOD_DARK, plate, edge, radius)
    pad = max(4, plate.height // 5)
    x = plate.x + pad
    cy = plate.centery
    if turn:
        tip = max(5, plate.height // 4)
        pygame.draw.polygon(surface, GOLD, [(x, cy - tip), (x + tip + tip // 2, cy), (x, cy + tip)])
        pygame.draw.polygon(
            surface, INK, [(x, cy - tip), (x + tip + tip // 2, cy), (x, cy + tip)], 1
        )
        x += tip * 2 + pad // 2
    if team is not None:
        r = max(6, (plate.height - pad) // 2)
        draw_token(surface, team.token, (x + r, cy), r)
        x += 2 * r + pad // 2
    size = plate_font_size(plate)
    right = plate.right - pad
    note_size = max(12, size - 2)
    # The name comes first: the note only shows if it fits beside the whole name.
    name_w = font(size, True).size(name)[0]
    if note and x + name_w + pad + font(note_size).size(note)[0] <= right:
        note_rect = draw_text(surface, note, (right, cy), note_size, INK, anchor="midright")
        right = note_rect.x - pad
    shown = fit(name, max(0, right - x), font(size, True))
    draw_text(surface, shown, (x, cy), size, INK, bold=True, anchor="midleft", full=name)
