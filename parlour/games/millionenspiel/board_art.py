"""Drawing the Millionenspiel board: the green felt circle, the 56-field track, the pawn
and the colour legend. Pure functions of geometry and data; nothing here knows the rules.

Every field colour also carries its symbol (from ``board.json``), so the board reads
without colour vision. The static board is rendered once per size and cached.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from parlour.ui import text_marks
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.numbers import format_number
from parlour.ui.surface_cache import table_images
from parlour.ui.text import draw_text, fit
from parlour.ui.widgets.tokens import draw_symbol, ink_for

FELT = (30, 104, 58)
FELT_INNER = (36, 120, 68)
FELT_EDGE = (18, 66, 36)
RIM = (92, 60, 32)
RIM_LIGHT = (138, 96, 56)
LINE = (245, 240, 225)
ARROW = (250, 250, 250)

#: The smallest text on the table: everything a player reads is at least this many pixels.
MIN_TEXT = 12

#: The track lies between these shares of the board radius.
TRACK_OUTER = 0.965
TRACK_INNER = 0.80


@dataclass(frozen=True)
class ColourSpec:
    """How one field colour looks and what its legend says (from the board data)."""

    name: str
    rgb: RGB
    symbol: str
    corner: str


def colour_specs(data: Mapping[str, Any]) -> dict[str, ColourSpec]:
    return {
        name: ColourSpec(name, _rgb(spec["rgb"]), str(spec["symbol"]), str(spec["corner"]))
        for name, spec in data["colours"].items()
    }


def _rgb(values: Any) -> RGB:
    r, g, b = (int(v) for v in values)
    return (r, g, b)


@dataclass(frozen=True)
class Ring:
    """Where things lie on a circular board of ``size`` fields (field 0 at the top,
    numbers increasing clockwise, the way the pawn walks)."""

    centre: tuple[int, int]
    radius: int
    size: int

    def angle(self, field: float) -> float:
        """Angle (radians, clockwise from the top) of the middle of ``field``."""
        return (field + 0.5) * math.tau / self.size

    def point(self, angle: float, share: float) -> tuple[float, float]:
        r = self.radius * share
        return (self.centre[0] + r * math.sin(angle), self.centre[1] - r * math.cos(angle))

    def field_centre(self, field: float) -> tuple[float, float]:
        return self.point(self.angle(field), (TRACK_OUTER + TRACK_INNER) / 2)

    def field_polygon(self, field: int) -> list[tuple[float, float]]:
        start = field * math.tau / self.size
        end = (field + 1) * math.tau / self.size
        steps = 4
        outer = [
            self.point(start + (end - start) * i / steps, TRACK_OUTER) for i in range(steps + 1)
        ]
        inner = [self.point(end - (end - start) * i / steps, TRACK_INNER) for i in range(steps + 1)]
        return outer + inner

    def field_width(self) -> float:
        return math.tau * self.radius * (TRACK_OUTER + TRACK_INNER) / 2 / self.size

    def field_at(self, pos: tuple[int, int]) -> int | None:
        """The field under ``pos``, or ``None`` off the track."""
        dx = pos[0] - self.centre[0]
        dy = self.centre[1] - pos[1]
        distance = math.hypot(dx, dy)
        if not TRACK_INNER * self.radius <= distance <= TRACK_OUTER * self.radius:
            return None
        angle = math.atan2(dx, dy) % math.tau
        return int(angle / math.tau * self.size) % self.size


def draw_field_symbol(
    surface: pygame.Surface, symbol: str, centre: tuple[float, float], size: float, ink: RGB
) -> None:
    """The field symbols: the shared token shapes plus a bar (lose) and a die (decide)."""
    cx, cy = centre
    if symbol == "minus":
        bar = pygame.Rect(0, 0, int(size * 0.9), max(2, int(size * 0.24)))
        bar.center = (int(cx), int(cy))
        pygame.draw.rect(surface, ink, bar, border_radius=bar.height // 2)
    elif symbol == "die":
        side = int(size * 0.85)
        box = pygame.Rect(0, 0, side, side)
        box.center = (int(cx), int(cy))
        pygame.draw.rect(surface, ink, box, width=max(1, side // 7), border_radius=side // 5)
        pip = max(1.5, side * 0.11)
        for dx, dy in ((-0.22, -0.22), (0.0, 0.0), (0.22, 0.22)):
            pygame.draw.circle(surface, ink, (cx + dx * side, cy + dy * side), pip)
    else:
        draw_symbol(surface, symbol, centre, size, ink)


@table_images(maxsize=8)
def render_board(
    radius: int, fields: tuple[str, ...], specs: tuple[ColourSpec, ...]
) -> pygame.Surface:
    """The static board (felt, rim, coloured track, symbols, start arrow), cached."""
    side = 2 * radius + 4
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    ring = Ring((side // 2, side // 2), radius, len(fields))
    by_name = {spec.name: spec for spec in specs}
    centre = ring.centre
    pygame.draw.circle(surf, RIM, centre, radius + 1)
    pygame.draw.circle(surf, RIM_LIGHT, centre, radius, width=max(2, radius // 90))
    pygame.draw.circle(surf, FELT, centre, int(radius * 0.985))
    # A soft radial sheen so the felt does not look flat.
    for i in range(8):
        share = TRACK_INNER * (1 - i / 9)
        shade = tuple(min(255, c + i * 2) for c in FELT_INNER)
        pygame.draw.circle(surf, shade, centre, int(radius * share))
    line = max(1, radius // 200)
    for index, colour in enumerate(fields):
        spec = by_name[colour]
        poly = ring.field_polygon(index)
        pygame.draw.polygon(surf, spec.rgb, poly)
        pygame.draw.polygon(surf, LINE, poly, width=line)
        size = min(ring.field_width() * 0.55, radius * (TRACK_OUTER - TRACK_INNER) * 0.45)
        draw_field_symbol(surf, spec.symbol, ring.field_centre(index), size, ink_for(spec.rgb))
    pygame.draw.circle(surf, LINE, centre, int(radius * TRACK_OUTER), width=max(1, line + 1))
    pygame.draw.circle(surf, LINE, centre, int(radius * TRACK_INNER), width=max(1, line + 1))
    _draw_start_arrow(surf, ring)
    return surf


def _start_arrow(ring: Ring) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """The start arrow's shaft (points along the track) and its head (a triangle)."""
    share = TRACK_INNER - 0.05
    a0 = ring.angle(-0.2)
    a1 = ring.angle(1.6)
    steps = 8
    shaft = [ring.point(a0 + (a1 - a0) * i / steps, share) for i in range(steps + 1)]
    head = [shaft[-1], ring.point(a1 - 0.06, share + 0.035), ring.point(a1 - 0.06, share - 0.035)]
    return shaft, head


def start_arrow_rect(ring: Ring) -> pygame.Rect:
    """Where the start arrow lies, so what the table prints near the top stays clear of it."""
    shaft, head = _start_arrow(ring)
    xs = [x for x, _ in shaft + head]
    ys = [y for _, y in shaft + head]
    left, top = int(min(xs)), int(min(ys))
    box = pygame.Rect(left, top, int(max(xs)) + 1 - left, int(max(ys)) + 1 - top)
    return box.inflate(_arrow_width(ring) + 2, _arrow_width(ring) + 2)


def _arrow_width(ring: Ring) -> int:
    return max(2, ring.radius // 90)


def _draw_start_arrow(surface: pygame.Surface, ring: Ring) -> None:
    """A bright arrow just outside the start field, pointing the way the pawn walks."""
    shaft, head = _start_arrow(ring)
    pygame.draw.lines(surface, ARROW, False, shaft, _arrow_width(ring))
    pygame.draw.polygon(surface, ARROW, head)


def draw_pawn(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """The one pawn: a glossy red cone seen from above, with a white ring for contrast."""
    cx, cy = int(centre[0]), int(centre[1])
    r = max(5, int(size / 2))
    shadow = pygame.Surface((2 * r + 6, 2 * r + 6), pygame.SRCALPHA)
    pygame.draw.circle(shadow, (0, 0, 0, 90), (r + 3, r + 3), r)
    surface.blit(shadow, (cx - r + 1, cy - r + 3))
    pygame.draw.circle(surface, (255, 255, 255), (cx, cy), r)
    pygame.draw.circle(surface, (150, 20, 30), (cx, cy), r - max(2, r // 5))
    pygame.draw.circle(surface, (215, 50, 60), (cx - r // 5, cy - r // 5), r // 2)
    pygame.draw.circle(surface, (255, 190, 190), (cx - r // 3, cy - r // 3), max(2, r // 5))


def draw_field_marks(
    surface: pygame.Surface, ring: Ring, odds: Sequence[float], colour: RGB = (255, 255, 255)
) -> None:
    """Veil each field by its landing chance, so where the pawn may go stands out."""
    overlay = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for index, chance in enumerate(odds):
        if chance < 0.002:
            continue
        alpha = int(min(200, 40 + chance * 900))
        pygame.draw.polygon(overlay, (*colour, alpha), ring.field_polygon(index))
    surface.blit(overlay, (0, 0))


def draw_field_outline(surface: pygame.Surface, ring: Ring, field: int, colour: RGB) -> None:
    pygame.draw.polygon(surface, colour, ring.field_polygon(field), width=max(2, ring.radius // 80))


def draw_legend(
    surface: pygame.Surface,
    rect: pygame.Rect,
    specs: Sequence[ColourSpec],
    texts: Mapping[str, str],
    text_colour: RGB,
    chances: Mapping[str, float] | None = None,
) -> None:
    """One row per colour: swatch with symbol, its corner number and what it does;
    with ``chances`` also the chance of landing there."""
    rows = len(specs)
    row_h = rect.height // max(1, rows)
    swatch = max(10, min(row_h - 4, 30))
    size = max(MIN_TEXT, min(18, int(row_h * 0.5)))
    bold = font(size, True)
    corner_w = bold.size("100")[0] + 10
    pct_w = bold.size("100.0 %")[0] + 6 if chances is not None else 0
    for i, spec in enumerate(specs):
        top = rect.y + i * row_h
        box = pygame.Rect(rect.x, top + (row_h - swatch) // 2, swatch, swatch)
        pygame.draw.rect(surface, spec.rgb, box, border_radius=max(2, swatch // 5))
        pygame.draw.rect(surface, LINE, box, width=1, border_radius=max(2, swatch // 5))
        draw_field_symbol(surface, spec.symbol, box.center, swatch * 0.55, ink_for(spec.rgb))
        at = (box.right + 6, box.centery)
        draw_text(surface, spec.corner, at, size, text_colour, bold=True, anchor="midleft")
        room = rect.right - pct_w - (box.right + 6 + corner_w)
        text = fitted(texts.get(spec.name, spec.name), size, room, text_colour)
        where = text.get_rect(midleft=(box.right + 6 + corner_w, box.centery))
        text_marks.placed(surface, text, where, covers=False)
        if chances is not None:
            share = f"{format_number(chances.get(spec.name, 0.0) * 100, decimals=1)} %"
            at = (rect.right, box.centery)
            draw_text(surface, share, at, size, text_colour, bold=True, anchor="midright")


@table_images(maxsize=256)
def fitted(text: str, size: int, width: int, colour: RGB, bold: bool = False) -> pygame.Surface:
    """``text`` rendered at ``size`` or smaller (down to ``MIN_TEXT``) so it fits
    ``width``; cut with an ellipsis if even that is too wide. Cached (the table draws
    the same captions every frame); the image holds its text's mark, so
    ``text_marks.placed`` carries it where it goes."""
    while size > MIN_TEXT and font(size, bold).size(text)[0] > width:
        size -= 1
    fnt = font(size, bold)
    shown = fit(text, width, fnt)
    image = fnt.render(shown, True, colour)
    text_marks.note(image, shown, image.get_rect(), size, full=text)
    return image
