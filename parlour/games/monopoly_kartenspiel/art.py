"""The MONOPOLY card game's look: white cards under classic Monopoly colours.

Pure painting helpers (no state, no rules). A property card is a small title deed: a
header in its group's colour with the group's symbol (so the groups part without colour
vision too), its value and name. Every other kind has a white header with a coloured rule
and its own picture: a green house with its number, a red hotel, a playing piece,
the red GO arrow, Mr. Monopoly in his top hat and a question mark for Chance.

The *title band* (``BAND``) is the part of a face a fanned pile keeps in view. A card's
name is the one thing it must always show, so the band always holds it, at 12 px or more:
whole where it fits, else in its short form, broken at syllables or cut with "…" by the
rule of ``title`` (a hover zooms the card, name and all). The symbol and the value stand
above the name where the band has room for a second line.

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
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.text import ELLIPSIS, fit, longest_fit, wrap
from parlour.ui.widgets.fan import TitleBand
from parlour.ui.widgets.tokens import draw_symbol, ink_for

Painter = Callable[[pygame.Surface], None]

#: The part of every face that stays in view in a fan or a cascade.
BAND = TitleBand(0.0, 0.0, 1.0, 0.4)
#: The part of every hand card that stays in view: the strip down its left edge.
HAND_BAND = TitleBand(0.0, 0.0, 0.45, 1.0)
#: The smallest text painted on a card.
MIN_TEXT = 12
#: The room a hand card's spine keeps below the header and above the card's foot.
SPINE_MARGIN = 2

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
    ``short`` the name's short form for a small card (``title``); ``pattern`` stripes a
    property's header for players who asked for patterns."""

    kind: str
    colour: RGB
    symbol: str
    tag: str
    name: str
    pattern: bool = False
    short: str = ""

    def __post_init__(self) -> None:
        if not self.short:
            object.__setattr__(self, "short", self.name)


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
#: How far the boxes of two stacked lines overlap (the fonts' empty leading; the
#: readable-text check lets two texts touch by this much).
LINE_OVERLAP = 2


def line_step(size: int, bold: bool = False) -> int:
    """How far one line of a card's text lies below the one above it."""
    return font(size, bold).get_height() - LINE_OVERLAP


@dataclass(frozen=True)
class Title:
    """A card's name as printed in a box: its lines at one size, and whether they are the
    whole name (otherwise its short form, or that cut with "…": the zoom a hover opens
    shows the whole name)."""

    lines: tuple[str, ...]
    size: int
    whole: bool
    cut: bool = False


def title(
    face: Face,
    width: int,
    height: int,
    size: int,
    bold: bool = False,
    least: int = MIN_TEXT,
    syllables: bool = False,
) -> Title:
    """The name in a box of ``width`` × ``height``, by the rule the rules help states
    (``locales/rules/monopoly_kartenspiel.*.md``, "Small cards"), at most two lines:

    1. the whole name on one line, then on two lines of whole words; with ``syllables``
       (a hand card's spine, whose lines are short) then broken at its syllables;
    2. its short form (``Face.short``: the kind of street left off or shortened the usual
       way, "Connecticut", "Chausseestr.") on one line, then on two of whole words;
    3. the short form broken at its syllables;
    4. the short form cut with "…".

    Each step tries every size from ``size`` down to ``least`` (``MIN_TEXT`` unless the
    table is smaller than 1280×800, whose floor is lower) before the next; the name is
    never left off, so a card always says what it is."""
    forms = [(face.name, False)]
    if syllables:
        forms.append((face.name, True))
    if face.short != face.name:
        forms.append((face.short, False))
    for form, hyphenate in forms:
        for points in range(max(size, least), least - 1, -1):
            fnt = font(points, bold)
            if not hyphenate and any(fnt.size(word)[0] > width for word in form.split()):
                continue
            lines = wrap(form, width, _measure(fnt), hyphenate=hyphenate)
            if hyphenate and _rejoined(lines) != form:
                continue  # split by characters where no syllable fits: not a name
            if len(lines) <= _lines_in(height, points, bold):
                return Title(tuple(lines), points, form == face.name)
    fnt = font(least, bold)
    room = max(1, _lines_in(height, least, bold))  # a name too tall still shows
    lines = wrap(face.short, width, _measure(fnt))
    if len(lines) <= room:
        return Title(tuple(lines), least, face.short == face.name)
    last = lines[room - 1].rstrip("-")
    keep = longest_fit(last, width, lambda text: fnt.size(text + ELLIPSIS)[0])
    return Title((*lines[: room - 1], last[:keep].rstrip() + ELLIPSIS), least, False, True)


def _rejoined(lines: list[str]) -> str:
    """The text ``lines`` were wrapped from, if they break only at spaces and syllables."""
    text = ""
    for line in lines:
        if not text or text.endswith("-"):
            text = text.removesuffix("-") + line
        else:
            text += " " + line
    return text


def _measure(fnt: pygame.font.Font) -> Callable[[str], int]:
    return lambda text: fnt.size(text)[0]


def _lines_in(height: int, size: int, bold: bool) -> int:
    """How many lines (two at most) fit ``height`` at ``size``."""
    step = line_step(size, bold)
    return max(0, min(2, (height - font(size, bold).get_height()) // step + 1))


@dataclass(frozen=True)
class BandPlan:
    """What the title band prints: the symbol (centre, size; ``None``: no room for it),
    the tag (``None``: none, or no room), the name's lines, whether they hold the whole
    name and whether it is cut with "…"."""

    mark: tuple[tuple[float, float], float] | None
    tag: Label | None
    name: tuple[Label, ...]
    whole: bool
    cut: bool


def band_plan(face: Face, size: tuple[int, int]) -> BandPlan:
    """The title band of a card of ``size``: the name always, at 12 px or more and whole
    if it can be. The tag (a value, a house's number) stands above it beside the symbol
    where the band holds both lines without cutting the name; otherwise the name takes
    the whole band, for the name is what a card must always say (the value shows on the
    rest of the face and in the zoom)."""
    with_tag = _band(face, size, tagged=True) if face.tag else None
    if with_tag is not None and with_tag.tag is not None and not with_tag.cut:
        return with_tag
    return _band(face, size, tagged=False)


def _band(face: Face, size: tuple[int, int], *, tagged: bool) -> BandPlan:
    """The band with the tag line (if ``tagged`` and there is room for it) or without."""
    w, h = size
    band = BAND.on(pygame.Rect(0, 0, w, h))
    pad = max(2, w // 20)
    tag_size = min(22, max(MIN_TEXT, round(band.height * 0.44)))
    name_size = max(MIN_TEXT, min(16, tag_size - 2))
    tag: Label | None = None
    mark = None
    top = band.y + 1
    # A white header's coloured rule runs along its foot (a property's header is all
    # colour).
    rule = 1 if face.kind == "property" else max(2, h // 40) + 1
    for points in range(tag_size, MIN_TEXT - 1, -1) if tagged else ():
        fnt = font(points, True)
        if line_step(points, True) + font(MIN_TEXT).get_height() > band.height - 1 - rule:
            continue
        symbol = max(6, fnt.get_height() - 2 * LEADING)
        tag_w = fnt.size(face.tag)[0]
        x = band.x + pad
        if x + symbol + pad + tag_w <= band.right - pad:
            mark = ((x + symbol / 2, top + fnt.get_height() / 2), float(symbol))
            x += symbol + pad
        elif x + tag_w > band.right - pad:
            continue
        tag = Label(face.tag, points, True, pygame.Rect((x, top), fnt.size(face.tag)))
        top += line_step(points, True)
        break
    room = band.bottom - rule - top
    name = title(face, band.width - 2 * pad, room, name_size if tag else tag_size)
    fnt = font(name.size)
    lines = []
    for line in name.lines:
        rect = pygame.Rect((band.x + pad, top), fnt.size(line))
        lines.append(Label(line, name.size, False, rect))
        top += line_step(name.size)
    return BandPlan(mark, tag, tuple(lines), name.whole, name.cut)


def paint_face(face: Face, surface: pygame.Surface) -> None:
    """A card's front: header, title band, the picture and the name in the body."""
    w, h = surface.get_size()
    band = BAND.on(surface.get_rect())
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
    plan = band_plan(face, (w, h))
    # The band always names the card; the body's copy is for the eye (a pile covers it).
    _paint_body(face, surface, header.bottom + 1, pad, band_cut=plan.cut)
    if plan.mark is not None:
        draw_mark(surface, face, *plan.mark)
    if plan.tag is not None:
        _print(surface, plan.tag, ink)
    for label in plan.name:
        _print(surface, label, ink, None if plan.whole else face.name)


def _print(surface: pygame.Surface, label: Label, ink: RGB, full: str | None = None) -> None:
    """One label of a face; ``full``: the whole name it shortens (a hover zooms the card,
    which shows it)."""
    surface.blit(font(label.size, label.bold).render(label.text, True, ink), label.rect)
    text_marks.note(surface, label.text, label.rect, label.size, full=full, hover=True)


def fitted_size(
    text: str, width: int, size: int, bold: bool, least: int = MIN_TEXT
) -> tuple[str, int]:
    """``text`` at the largest size from ``size`` down to ``least`` that fits ``width``;
    at ``least`` shortened with an ellipsis if it still does not."""
    for points in range(size, least - 1, -1):
        if font(points, bold).size(text)[0] <= width:
            return text, points
    return fit(text, width, font(least, bold)), least


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
    #: Whether the spine holds the whole name (not its short form).
    whole: bool = True


def hand_layout(face: Face, size: tuple[int, int], least: int = MIN_TEXT) -> HandLayout:
    """The layout of ``face`` as a hand card of ``size``: the tag and the name inside
    ``HAND_BAND``, the name whole wherever ``least`` px allow it (else by ``title``'s
    rule, never left off). The spine keeps only ``SPINE_MARGIN`` off the header and the
    card's foot (the rounded corner is left of it): a long hand's cards are small, and a
    pixel more or less decides between a name's two lines and its short form."""
    w, h = size
    strip = HAND_BAND.on(pygame.Rect(0, 0, w, h))
    pad = max(2, w // 20)
    tag_size = min(18, max(least, round(h * 0.11)))
    tag: Label | None = None
    text_h = font(tag_size, True).get_height() - LEADING
    header = pygame.Rect(0, 0, w, max(round(h * 0.16), text_h + 2 * pad))
    x = pad
    if face.tag:
        # A value too wide for the strip even at the least size runs on across the card,
        # whole (a block of the round panel keeps it in view; a hand card this small is
        # none).
        tag_room = strip.width - 2 * pad
        if font(least, True).size(face.tag)[0] > tag_room:
            tag_room = w - 2 * pad
        shown, points = fitted_size(face.tag, tag_room, tag_size, True, least)
        fnt = font(points, True)
        text_h = fnt.get_height() - LEADING
        header.height = max(round(h * 0.16), text_h + 2 * pad)
        rect = pygame.Rect((pad, (header.height - fnt.get_height()) // 2), fnt.size(shown))
        tag = Label(shown, points, True, rect)
        x = rect.right + pad
    mark_size = max(6, min(text_h, header.height - 2 * pad))
    mark = ((x + mark_size / 2, header.height / 2), float(mark_size))
    along = h - header.height - 2 * SPINE_MARGIN
    # The next card lies a few pixels right of the strip (room for a selected card's
    # edge), so the spine may run to within a pixel of the strip's right edge.
    across = strip.width - pad - 1
    largest = max(least, min(20, along // 6))
    spine = title(face, along, across, largest, least=least, syllables=True)
    labels = []
    fnt = font(spine.size)
    for index, text in enumerate(spine.lines):
        tw, th = fnt.size(text)
        left = pad + index * line_step(spine.size)
        bottom = h - SPINE_MARGIN
        labels.append(Label(text, spine.size, False, pygame.Rect(left, bottom - tw, th, tw)))
    left = max((label.rect.right for label in labels), default=0) + pad
    room = pygame.Rect(left, header.bottom + pad, w - pad - left, h - header.bottom - 2 * pad)
    side = max(0, min(room.width, room.height))
    picture = pygame.Rect(0, 0, side, side)
    picture.center = room.center
    return HandLayout(header, tag, mark, tuple(labels), picture, spine.whole)


def paint_hand_face(face: Face, surface: pygame.Surface, least: int = MIN_TEXT) -> None:
    """A hand card's front (``hand_layout``): the coloured header with the value and the
    symbol, the name up the left side, the picture beside it."""
    layout = hand_layout(face, surface.get_size(), least)
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
        full = None if layout.whole else face.name
        text_marks.note(surface, label.text, label.rect, label.size, full=full, hover=True)
    picture = layout.picture
    if picture.width > 10:
        if face.kind == "property":
            pygame.draw.circle(surface, face.colour, picture.center, picture.width * 0.46)
            pygame.draw.circle(surface, INK, picture.center, picture.width * 0.46, 1)
            draw_mark(surface, face, picture.center, picture.width * 0.56)
        else:
            draw_mark(surface, face, picture.center, picture.width * 0.9)


def hand_face_painter(face: Face, least: int = MIN_TEXT) -> Painter:
    return lambda surface: paint_hand_face(face, surface, least)


def _paint_body(
    face: Face, surface: pygame.Surface, top: int, pad: int, *, band_cut: bool = False
) -> None:
    """Below the header: the big picture, and the name at the foot, by ``title``'s rule
    but never cut (the title band names the card in any case; on a card in full view
    this gives the eye a second, larger chance). The name takes a third of the body at
    most, or all of it on a small card whose band had to cut the name (``band_cut``):
    there the name matters more than the picture, and more than its bold type (bold
    "Theaterstr." needs three lines on a card of a pile in the top row at 1024×640;
    regular type needs two)."""
    w, h = surface.get_size()
    body = h - top - 2 * pad
    size = max(MIN_TEXT, min(18, h // 11))
    bold = True
    name = title(face, w - 2 * pad, body // 3, size, bold)
    if name.cut and band_cut:
        name = title(face, w - 2 * pad, body, size, bold)
        if name.cut:
            bold = False
            name = title(face, w - 2 * pad, body, size, bold)
    texts = [] if name.cut else list(name.lines)
    step = line_step(name.size, bold)
    text_h = font(name.size, bold).get_height() + step * (len(texts) - 1) if texts else 0
    room = body - text_h
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
    fnt = font(name.size, bold)
    for line in texts:
        image = fnt.render(line, True, INK)
        rect = surface.blit(image, image.get_rect(midtop=(w // 2, y)))
        text_marks.note(surface, line, rect, name.size, needed=False)
        y += step


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
