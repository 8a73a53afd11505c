"""The MONOPOLY card game's look: white cards under classic Monopoly colours.

Pure painting helpers (no state, no rules). A property card is a small title deed: a
header in its group's colour with the group's symbol (so the groups part without colour
vision too), its value and name. Every other kind has a white header with a coloured rule
and its own picture: a green house with its number, a red hotel, a playing piece,
the red GO arrow, Mr. Monopoly in his top hat and a question mark for Chance.

The *title band* (``BAND``) is the part of a face a fanned pile keeps in view: it holds
the symbol and the value on the first line and the name on the second, each only when it
fits at 12 px or more (a text too small to read is left off, never shrunk).

A hand card has a face of its own (``paint_hand_face``), because the hand lies in a wide,
low row where up to a dozen cards overlap sideways: no top band is wide enough there for a
name like "Chausseestraße" at 12 px. The hand keeps a strip down each card's left edge in
view instead (``HAND_BAND``): the value stands at the top of it in the group's colour, the
name runs up the card's side like a book's spine, and the picture fills the rest.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import pygame

from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import ELLIPSIS, fit, wrap_text
from parlour.ui.widgets.fan import TitleBand
from parlour.ui.widgets.tokens import draw_symbol, ink_for

RGB = tuple[int, int, int]
Painter = Callable[[pygame.Surface], None]

#: The part of every face that stays in view in a fan or a cascade.
BAND = TitleBand(0.0, 0.0, 0.8, 0.3)
#: The part of every hand card that stays in view: the strip down its left edge.
HAND_BAND = TitleBand(0.0, 0.0, 0.45, 1.0)
#: The smallest text painted on a card.
MIN_TEXT = 12

WHITE = (252, 251, 247)
INK = (28, 28, 32)
MUTED = (96, 92, 88)
FELT_DARK = (40, 92, 62)
FELT_DEEP = (24, 62, 40)
GOLD = (214, 176, 72)
CREAM = (246, 240, 222)

#: A symbol per group, so the groups part without colour vision too (drawn shapes of
#: ``tokens.SYMBOLS``; ``rail`` and ``bulb`` are drawn here). The colours are the card
#: data's (the classic board's).
GROUP_SYMBOL: dict[str, str] = {
    "brown": "square",
    "light_blue": "circle",
    "pink": "heart",
    "orange": "triangle",
    "red": "diamond",
    "yellow": "star",
    "green": "hexagon",
    "dark_blue": "crown",
    "railroad": "rail",
    "utility": "bulb",
}

BACK_RED = (196, 28, 36)


@dataclass(frozen=True)
class Face:
    """Everything printed on one card face; it is the face's cache key as well.

    ``kind`` is the catalogue's kind, ``colour`` the group's or kind's (from the card
    data), ``symbol`` the group's (``GROUP_SYMBOL``; unused for other kinds), ``tag`` the
    short text beside the symbol (a value, a house's number), ``name`` the card's title;
    ``pattern`` stripes a property's header for players who asked for patterns."""

    kind: str
    colour: RGB
    symbol: str
    tag: str
    name: str
    pattern: bool = False


def hex_colour(text: str) -> RGB:
    """``#RRGGBB`` as a colour (grey for anything else: bad data never crashes a table)."""
    try:
        value = int(text.lstrip("#"), 16)
    except ValueError:
        return MUTED
    return ((value >> 16) & 255, (value >> 8) & 255, value & 255)


# -- pictures ---------------------------------------------------------------------------


def draw_mark(
    surface: pygame.Surface, face: Face, centre: tuple[float, float], size: float
) -> None:
    """The face's symbol about ``size`` pixels across: the group's shape on a property,
    the kind's picture on the others."""
    if face.kind == "property":
        ink = ink_for(face.colour)
        if face.symbol == "rail":
            _rail(surface, centre, size, ink)
        elif face.symbol == "bulb":
            _bulb(surface, centre, size, INK)
        else:
            draw_symbol(surface, face.symbol, centre, size, ink)
        return
    picture = PICTURES.get(face.kind)
    if picture is not None:
        picture(surface, centre, size, face.colour)


def _rail(surface: pygame.Surface, centre: tuple[float, float], size: float, ink: RGB) -> None:
    """A stretch of track: two rails on four sleepers."""
    cx, cy = centre
    r = size / 2
    width = max(1, round(size / 10))
    for i in range(4):
        y = cy - r * 0.8 + i * r * 0.53
        pygame.draw.line(surface, ink, (cx - r, y), (cx + r, y), width)
    for dx in (-0.45, 0.45):
        pygame.draw.line(surface, ink, (cx + dx * r, cy - r), (cx + dx * r, cy + r), width + 1)


def _bulb(surface: pygame.Surface, centre: tuple[float, float], size: float, ink: RGB) -> None:
    """A light bulb (the utilities' sign)."""
    cx, cy = centre
    r = size / 2
    pygame.draw.circle(surface, (250, 214, 60), (cx, cy - r * 0.2), r * 0.62)
    pygame.draw.circle(surface, ink, (cx, cy - r * 0.2), r * 0.62, max(1, round(size / 14)))
    base = pygame.Rect(0, 0, r * 0.6, r * 0.45)
    base.midtop = (round(cx), round(cy + r * 0.38))
    pygame.draw.rect(surface, ink, base)


def _house(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    cx, cy = centre
    r = size / 2
    body = [(cx - r * 0.7, cy + r * 0.8), (cx - r * 0.7, cy - r * 0.1), (cx, cy - r * 0.8)]
    body += [(cx + r * 0.7, cy - r * 0.1), (cx + r * 0.7, cy + r * 0.8)]
    pygame.draw.polygon(surface, colour, body)
    pygame.draw.polygon(surface, INK, body, max(1, round(size / 24)))


def _hotel(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    cx, cy = centre
    r = size / 2
    body = pygame.Rect(0, 0, round(r * 2), round(r * 1.2))
    body.center = (round(cx), round(cy + r * 0.2))
    roof = [(body.left, body.top), (cx - r * 0.7, cy - r * 0.75), (cx + r * 0.7, cy - r * 0.75)]
    roof.append((body.right, body.top))
    pygame.draw.polygon(surface, colour, roof)
    pygame.draw.rect(surface, colour, body)
    pygame.draw.rect(surface, INK, body, max(1, round(size / 24)))
    win = max(1, round(r * 0.22))
    for i in range(3):
        x = body.x + body.width * (i + 1) // 4 - win // 2
        pygame.draw.rect(surface, WHITE, (x, body.y + body.height // 4, win, win))


def _token(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    """A playing piece: a pawn."""
    cx, cy = centre
    r = size / 2
    edge = (60, 60, 66)
    foot = [(cx - r * 0.7, cy + r * 0.9), (cx - r * 0.28, cy - r * 0.1)]
    foot += [(cx + r * 0.28, cy - r * 0.1), (cx + r * 0.7, cy + r * 0.9)]
    pygame.draw.polygon(surface, colour, foot)
    pygame.draw.polygon(surface, edge, foot, max(1, round(size / 24)))
    pygame.draw.circle(surface, colour, (cx, cy - r * 0.42), r * 0.38)
    pygame.draw.circle(surface, edge, (cx, cy - r * 0.42), r * 0.38, max(1, round(size / 24)))


def _go(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    """The GO corner's arrow, pointing the way round the board."""
    cx, cy = centre
    r = size / 2
    arrow = [(cx - r, cy), (cx - r * 0.1, cy - r * 0.7), (cx - r * 0.1, cy - r * 0.3)]
    arrow += [(cx + r, cy - r * 0.3), (cx + r, cy + r * 0.3), (cx - r * 0.1, cy + r * 0.3)]
    arrow.append((cx - r * 0.1, cy + r * 0.7))
    pygame.draw.polygon(surface, colour, arrow)


def _mr_monopoly(
    surface: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB
) -> None:
    """Mr. Monopoly: a face with a white moustache under a black top hat."""
    cx, cy = centre
    r = size / 2
    pygame.draw.circle(surface, (246, 214, 184), (cx, cy + r * 0.25), r * 0.5)
    hat = pygame.Rect(0, 0, round(r * 0.8), round(r * 0.75))
    hat.midbottom = (round(cx), round(cy - r * 0.1))
    pygame.draw.rect(surface, colour, hat)
    brim = pygame.Rect(0, 0, round(r * 1.3), max(2, round(r * 0.16)))
    brim.midtop = (round(cx), hat.bottom - 1)
    pygame.draw.rect(surface, colour, brim)
    pygame.draw.rect(surface, (200, 30, 36), (hat.x, hat.bottom - hat.height // 3, hat.width, 2))
    tache = pygame.Rect(0, 0, round(r * 0.7), max(2, round(r * 0.2)))
    tache.center = (round(cx), round(cy + r * 0.42))
    pygame.draw.ellipse(surface, WHITE, tache)
    pygame.draw.ellipse(surface, MUTED, tache, 1)


def _chance(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB) -> None:
    """A question mark drawn as shapes (an arc, a stem and a dot)."""
    cx, cy = centre
    r = size / 2
    width = max(2, round(size / 7))
    arc = pygame.Rect(0, 0, round(r * 1.1), round(r * 1.0))
    arc.center = (round(cx), round(cy - r * 0.35))
    pygame.draw.arc(surface, colour, arc, -math.pi / 2.4, math.pi, width)
    pygame.draw.line(surface, colour, (cx, cy + r * 0.12), (cx, cy + r * 0.4), width)
    pygame.draw.line(surface, colour, (cx, cy + r * 0.12), (cx + r * 0.2, cy - r * 0.02), width)
    pygame.draw.circle(surface, colour, (cx, cy + r * 0.75), width * 0.75)


PICTURES: dict[str, Callable[[pygame.Surface, tuple[float, float], float, RGB], None]] = {
    "house": _house,
    "hotel": _hotel,
    "token": _token,
    "go": _go,
    "mr_monopoly": _mr_monopoly,
    "chance": _chance,
}


# -- faces ------------------------------------------------------------------------------


#: How far two lines of the band may overlap their fonts' empty leading, in pixels.
LEADING = 4


def band_lines(face: Face, band: pygame.Rect) -> list[tuple[str, int, bool]]:
    """What the title band prints, as (text, size, bold), top to bottom: the tag (or the
    name when there is no tag) beside the symbol, then the name if a second line fits.
    Nothing below ``MIN_TEXT``: a text that small is left off."""
    size1 = min(22, max(MIN_TEXT, round(band.height * 0.44)))
    while size1 > MIN_TEXT and font(size1, True).get_height() - LEADING > band.height:
        size1 -= 1
    if font(size1, True).get_height() - LEADING > band.height:
        return []
    lines = [(face.tag or face.name, size1, True)]
    if not face.tag:
        return lines
    # The name as a second line, the tag shrinking (not below 12 px) to make room for it.
    for first in range(size1, MIN_TEXT - 1, -1):
        second = max(MIN_TEXT, min(16, first - 2))
        both = font(first, True).get_height() + font(second).get_height() - 2 * LEADING
        if both <= band.height - 6:
            return [(face.tag, first, True), (face.name, second, False)]
    return lines


def paint_face(face: Face, surface: pygame.Surface) -> None:
    """A card's front: header, title band, the picture and the name in the body."""
    w, h = surface.get_size()
    rect = surface.get_rect()
    band = BAND.on(rect)
    colour = face.colour
    surface.fill(WHITE)
    header = pygame.Rect(0, 0, w, band.bottom)
    if face.kind == "property":
        pygame.draw.rect(surface, colour, header)
        if face.pattern:
            _stripes(surface, header, ink_for(colour))
        ink = ink_for(colour)
    else:
        ink = colour if face.kind != "token" else INK
        rule = max(2, h // 40)
        pygame.draw.rect(surface, colour, (0, header.bottom - rule, w, rule))
    pygame.draw.line(surface, INK, (0, header.bottom), (w, header.bottom), 1)
    pad = max(2, w // 20)
    mark_on, texts = band_plan(face, band, pad)
    # The body's name is needed where the band does not show it whole (a fan keeps only
    # the band of a covered card in view, so there the body's copy is hidden).
    band_whole = any(shown == face.name for shown, *_ in texts)
    body_lines = _paint_body(face, surface, header.bottom + 1, pad, needed=not band_whole)
    lines = band_lines(face, band)
    heights = [font(size, bold).get_height() - LEADING for _, size, bold in lines]
    mark = band_mark(band, heights, pad)
    y = band.y + (band.height - sum(heights) + LEADING * (len(lines) - 1)) // 2 - LEADING // 2
    if mark_on:
        mark_y = y + LEADING // 2 + heights[0] / 2 if heights else band.centery
        draw_mark(surface, face, (band.x + pad + mark / 2, mark_y), mark)
    named = bool(body_lines)
    for (shown, size, bold, left, full), height in zip(texts, heights, strict=False):
        image = font(size, bold).render(shown, True, ink)
        surface.blit(image, (left, y))
        text_marks.note(surface, shown, image.get_rect(topleft=(left, y)), size, full=full)
        named = named or full == face.name
        y += height - LEADING
    if not named:  # the name is printed nowhere on the face
        text_marks.note(
            surface, "", pygame.Rect(band.x, band.bottom, band.width, 0), MIN_TEXT, full=face.name
        )


def band_mark(band: pygame.Rect, heights: list[int], pad: int) -> int:
    """The symbol's size in the title band: as tall as the first line's letters."""
    return max(6, min(band.height - 2 * pad, heights[0] if heights else band.height))


def band_plan(
    face: Face, band: pygame.Rect, pad: int
) -> tuple[bool, list[tuple[str, int, bool, int, str]]]:
    """What the title band shows: whether the symbol, and each line as (text as shown,
    size, bold, left edge, whole text). The first line stands beside the symbol; a value
    too wide for that stands alone instead (the value matters more than the symbol, which
    the body shows too), and a first line that cannot be whole even so leaves the symbol alone (a
    text cut to "1…" tells nothing). A second line is shortened if it must be."""
    lines = band_lines(face, band)
    heights = [font(size, bold).get_height() - LEADING for _, size, bold in lines]
    x = band.x + pad
    beside = x + band_mark(band, heights, pad) + pad
    if lines and face.tag and font(MIN_TEXT, True).size(face.tag)[0] > band.right - beside - pad:
        beside = x
    first = face.tag or face.name
    if lines and font(MIN_TEXT, True).size(first)[0] > band.right - beside - pad:
        return True, []  # the symbol alone: a first line cut to "1…" tells nothing
    texts = []
    for index, (text, size, bold) in enumerate(lines):
        left = beside if index == 0 else x
        shown, points = fitted_size(text, band.right - left - pad, size, bold)
        if shown != "…":
            texts.append((shown, points, bold, left, text))
    return beside > x, texts


def fitted(text: str, width: int, size: int, bold: bool) -> tuple[str, pygame.font.Font]:
    """``text`` at the largest size from ``size`` down to ``MIN_TEXT`` that fits ``width``;
    at ``MIN_TEXT`` shortened with an ellipsis if it still does not."""
    shown, points = fitted_size(text, width, size, bold)
    return shown, font(points, bold)


def fitted_size(text: str, width: int, size: int, bold: bool) -> tuple[str, int]:
    """``fitted``, naming the size instead of the font."""
    for points in range(size, MIN_TEXT - 1, -1):
        if font(points, bold).size(text)[0] <= width:
            return text, points
    return fit(text, width, font(MIN_TEXT, bold)), MIN_TEXT


def name_lines(name: str, width: int, size: int) -> tuple[list[str], pygame.font.Font]:
    """The name in at most two lines of whole words, at the largest size from ``size``
    down that allows it (none if even ``MIN_TEXT`` would cut a word)."""
    for points in range(size, MIN_TEXT - 1, -1):
        fnt = font(points, True)
        if all(fnt.size(word)[0] <= width for word in name.split()):
            lines = wrap_text(name, fnt, width)
            if len(lines) <= 2:
                return lines, fnt
    return [], font(MIN_TEXT, True)


@dataclass(frozen=True)
class Label:
    """One text on a card face: what it says, its size and weight, and where it lies on
    the face (for a spine line, the rectangle of the turned text)."""

    text: str
    size: int
    bold: bool
    rect: pygame.Rect


@dataclass(frozen=True)
class HandLayout:
    """Where a hand card prints what (in pixels of the card): the coloured ``header`` with
    the ``tag`` (``None``: the card has no value) and the symbol (centre, size), the name's
    ``spine`` lines (left to right, each reading upwards) and the ``picture``'s square."""

    header: pygame.Rect
    tag: Label | None
    mark: tuple[tuple[float, float], float]
    spine: tuple[Label, ...]
    picture: pygame.Rect


def hand_layout(face: Face, size: tuple[int, int]) -> HandLayout:
    """The layout of ``face`` as a hand card of ``size``: the tag and the whole name inside
    ``HAND_BAND`` wherever 12 px allow it (a name that cannot be whole even at 12 px is
    shortened with an ellipsis, never left off)."""
    w, h = size
    strip = HAND_BAND.on(pygame.Rect(0, 0, w, h))
    pad = max(2, w // 20)
    tag_size = min(18, max(MIN_TEXT, round(h * 0.11)))
    tag: Label | None = None
    text_h = font(tag_size, True).get_height() - LEADING
    header = pygame.Rect(0, 0, w, max(round(h * 0.16), text_h + 2 * pad))
    x = pad
    if face.tag:
        shown, points = fitted_size(face.tag, strip.width - 2 * pad, tag_size, True)
        fnt = font(points, True)
        text_h = fnt.get_height() - LEADING
        header.height = max(round(h * 0.16), text_h + 2 * pad)
        rect = pygame.Rect((pad, (header.height - fnt.get_height()) // 2), fnt.size(shown))
        tag = Label(shown, points, True, rect)
        x = rect.right + pad
    mark_size = max(6, min(text_h, header.height - 2 * pad))
    mark = ((x + mark_size / 2, header.height / 2), float(mark_size))
    spine = _spine(face.name, strip.width - 2 * pad, h - header.height - 2 * pad)
    labels = []
    for index, (text, points) in enumerate(spine):
        fnt = font(points)
        tw, th = fnt.size(text)
        left = pad + index * fnt.get_linesize()
        labels.append(Label(text, points, False, pygame.Rect(left, h - pad - tw, th, tw)))
    left = max((label.rect.right for label in labels), default=0) + pad
    room = pygame.Rect(left, header.bottom + pad, w - pad - left, h - header.bottom - 2 * pad)
    side = max(0, min(room.width, room.height))
    picture = pygame.Rect(0, 0, side, side)
    picture.center = room.center
    return HandLayout(header, tag, mark, tuple(labels), picture)


def _spine(name: str, across: int, along: int) -> list[tuple[str, int]]:
    """The name's lines up a card's side, ``along`` pixels long and ``across`` wide, with
    their size: whole words on as few lines as fit, at the largest size from a sixth of
    the length (at most 20 px) down to ``MIN_TEXT``; failing that, one line at
    ``MIN_TEXT``, shortened."""
    for points in range(max(MIN_TEXT, min(20, along // 6)), MIN_TEXT - 1, -1):
        fnt = font(points)
        if any(fnt.size(word)[0] > along for word in name.split()):
            continue
        lines = wrap_text(name, fnt, along)
        if len(lines) * fnt.get_linesize() <= across:
            return [(line, points) for line in lines]
    return [(fit(name, along, font(MIN_TEXT)), MIN_TEXT)]


def paint_hand_face(face: Face, surface: pygame.Surface) -> None:
    """A hand card's front (``hand_layout``): the coloured header with the value and the
    symbol, the name up the left side, the picture beside it."""
    layout = hand_layout(face, surface.get_size())
    w = surface.get_width()
    header = layout.header
    surface.fill(WHITE)
    if face.kind == "property":
        pygame.draw.rect(surface, face.colour, header)
        if face.pattern:
            _stripes(surface, header, ink_for(face.colour))
        ink = ink_for(face.colour)
    else:
        ink = face.colour if face.kind != "token" else INK
        rule = max(2, surface.get_height() // 40)
        pygame.draw.rect(surface, face.colour, (0, header.bottom - rule, w, rule))
    pygame.draw.line(surface, INK, (0, header.bottom), (w, header.bottom), 1)
    if layout.tag is not None:
        tag = layout.tag
        surface.blit(font(tag.size, True).render(tag.text, True, ink), tag.rect)
        text_marks.note(surface, tag.text, tag.rect, tag.size, full=face.tag)
    centre, size = layout.mark
    if centre[0] + size / 2 <= w:
        draw_mark(surface, face, centre, size)
    for label in layout.spine:
        image = font(label.size).render(label.text, True, INK)
        surface.blit(pygame.transform.rotate(image, 90), label.rect)
        full = face.name if label.text.endswith(ELLIPSIS) else None
        text_marks.note(surface, label.text, label.rect, label.size, full=full)
    picture = layout.picture
    if picture.width > 10:
        if face.kind == "property":
            pygame.draw.circle(surface, face.colour, picture.center, picture.width * 0.46)
            pygame.draw.circle(surface, INK, picture.center, picture.width * 0.46, 1)
            draw_mark(surface, face, picture.center, picture.width * 0.56)
        else:
            draw_mark(surface, face, picture.center, picture.width * 0.9)


def hand_face_painter(face: Face) -> Painter:
    return lambda surface: paint_hand_face(face, surface)


def _paint_body(
    face: Face, surface: pygame.Surface, top: int, pad: int, *, needed: bool = True
) -> list[str]:
    """Below the header: the big picture, and the whole name at the foot (its lines, if
    there was room for them; ``needed`` unless the title band shows the name too)."""
    w, h = surface.get_size()
    texts, fnt = name_lines(face.name, w - 2 * pad, max(MIN_TEXT, min(18, h // 11)))
    text_h = len(texts) * fnt.get_linesize()
    room = h - top - text_h - 2 * pad
    if room < (h - top) // 3:  # the picture matters more than a cramped name
        texts, text_h, room = [], 0, h - top - 2 * pad
    picture = min(room, w - 4 * pad)
    if picture > 10:
        centre = (w / 2, top + pad + picture / 2)
        if face.kind == "property":
            colour = face.colour
            pygame.draw.circle(surface, colour, centre, picture * 0.46)
            pygame.draw.circle(surface, INK, centre, picture * 0.46, 1)
            draw_mark(surface, face, centre, picture * 0.56)
        else:
            draw_mark(surface, face, centre, picture * 0.9)
    y = h - pad - text_h
    for line in texts:
        image = fnt.render(line, True, INK)
        rect = surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        text_marks.note(surface, line, rect, fnt.point_size, needed=needed)
        y += fnt.get_linesize()
    return texts


def _stripes(surface: pygame.Surface, rect: pygame.Rect, ink: RGB) -> None:
    """Thin diagonal stripes over a header, for players who asked for patterns."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    step = max(6, rect.height // 3)
    for x in range(-rect.height, rect.width + rect.height, step):
        pygame.draw.line(layer, (*ink, 60), (x, rect.height), (x + rect.height, 0), 2)
    surface.blit(layer, rect.topleft)


def face_painter(face: Face) -> Painter:
    return lambda surface: paint_face(face, surface)


def paint_back(surface: pygame.Surface) -> None:
    """The back: Monopoly red with a white frame and a fine lattice."""
    w, h = surface.get_size()
    surface.fill(BACK_RED)
    step = max(6, w // 7)
    line = (214, 64, 66)
    for x in range(-h, w + h, step):
        pygame.draw.line(surface, line, (x, 0), (x + h, h), max(1, w // 50))
        pygame.draw.line(surface, line, (x + h, 0), (x, h), max(1, w // 50))
    inset = max(3, w // 10)
    frame = surface.get_rect().inflate(-inset * 2, -inset * 2)
    pygame.draw.rect(surface, WHITE, frame, max(2, w // 28), max(3, w // 12))
    oval = frame.inflate(-frame.width // 5, -frame.height * 2 // 3)
    pygame.draw.ellipse(surface, WHITE, oval)
    pygame.draw.ellipse(surface, BACK_RED, oval.inflate(-max(2, w // 25), -max(2, w // 25)))


# -- the table ----------------------------------------------------------------------------


def backdrop(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Dark green baize with a darker inner frame line."""
    surface.blit(_backdrop(rect.size), rect)


@cache
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(FELT_DARK)
    rect = surface.get_rect()
    inner = rect.inflate(-max(6, size[0] // 120) * 2, -max(6, size[0] // 120) * 2)
    pygame.draw.rect(surface, FELT_DEEP, inner, max(2, size[0] // 300))
    return surface
