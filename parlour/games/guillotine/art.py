"""Guillotine's look, drawn in code: noble and action card faces, backs, symbols, the
guillotine itself and the wooden scaffold.

Every noble colour also has a symbol (crown purple, cross blue, scroll green, sword red,
hammer gray) so no meaning rests on colour alone. Painters draw onto a blank card surface
of any size; the shared card widget clips them to parlour's card shape and caches them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from parlour.ui.colours import RGB, mix
from parlour.ui.fonts import font
from parlour.ui.text import draw_text, longest_fit, split_word, text_image, wrap
from parlour.ui.widgets.card import FacePainter

NOBLE_COLOURS: dict[str, RGB] = {
    "purple": (112, 48, 140),
    "blue": (36, 78, 168),
    "green": (34, 118, 62),
    "red": (172, 34, 40),
    "gray": (104, 104, 104),
}
PARCHMENT = (236, 222, 188)
PARCHMENT_DARK = (214, 193, 148)
CARD_CREAM = (248, 241, 222)
INK = (44, 32, 22)
WOOD = (74, 46, 26)
WOOD_DARK = (46, 28, 16)
WOOD_LIGHT = (104, 68, 40)
STEEL = (196, 202, 210)
STEEL_DARK = (120, 128, 140)
BLEU = (0, 53, 149)
BLANC = (250, 250, 250)
ROUGE = (224, 40, 52)
GOLD = (214, 170, 48)


#: The smallest type a player has to read on the table: the floor of
#: ``parlour.ui.text_marks.readable_size`` at every window size.
MIN_TEXT = 12
ELLIPSIS = "\u2026"


def set_text(
    value: str, width: int, size: int, bold: bool = False, min_size: int = MIN_TEXT
) -> tuple[int, list[str]]:
    """How ``value`` is set in a column ``width`` wide: the type size (shrunk from ``size``
    until the longest word fits, never below ``min_size``: a short name stays on one line
    rather than break) and the wrapped lines; a word that is still too long is broken at
    its syllables (``parlour.ui.text.wrap``), so no line is ever wider than ``width``."""
    words = value.split()
    while size > min_size and any(font(size, bold).size(w)[0] > width for w in words):
        size -= 1
    fnt = font(size, bold)
    return size, wrap(value, width, lambda line: int(fnt.size(line)[0]))


def breaks_by_letters(value: str, width: int, size: int, bold: bool = False) -> bool:
    """Whether setting ``value`` in a column ``width`` wide at ``size`` cuts a word where
    it has no syllable break ("Geschubs-t"): then a smaller size reads better."""
    fnt = font(size, bold)

    def measure(part: str) -> int:
        return int(fnt.size(part)[0])

    for word in value.split():
        if measure(word) > width:
            pieces = split_word(word, width, measure)
            if any(not piece.endswith("-") for piece in pieces[:-1]):
                return True
    return False


@dataclass(frozen=True)
class TextBlock:
    """How a text is set into a box: type size, the lines shown, the box, and whether
    lines were left out (the last one shown then ends in an ellipsis)."""

    size: int
    bold: bool
    lines: list[str]
    box: pygame.Rect
    cut: bool
    #: The whole text, of which a cut block shows the start.
    value: str = ""

    @property
    def height(self) -> int:
        """From the top of the first line to the bottom of the last one's glyphs."""
        if not self.lines:
            return 0
        fnt = font(self.size, self.bold)
        return fnt.get_linesize() * (len(self.lines) - 1) + fnt.get_height()

    def widths(self) -> list[int]:
        fnt = font(self.size, self.bold)
        return [fnt.size(line)[0] for line in self.lines]


def fit_block(
    value: str,
    box: pygame.Rect,
    size: int,
    bold: bool = False,
    min_size: int = MIN_TEXT,
    shrink: bool = False,
) -> TextBlock:
    """Set ``value`` into ``box`` (see ``set_text``). ``shrink`` makes the type smaller
    (down to ``min_size``) until every line fits; lines that still do not fit are left
    out and the last one shown ends in an ellipsis (the zoom shows the whole text)."""

    def room_at(size: int) -> int:
        fnt = font(size, bold)
        if box.height < fnt.get_height():
            return 0
        return 1 + (box.height - fnt.get_height()) // fnt.get_linesize()

    size, lines = set_text(value, box.width, size, bold, min_size)
    while shrink and size > min_size and len(lines) > room_at(size):
        size, lines = set_text(value, box.width, size - 1, bold, min_size)
    room = room_at(size)
    cut = len(lines) > room
    if cut:
        lines = lines[:room]
        if lines:
            fnt = font(size, bold)
            # "Ratsmit…", not "Ratsmit-…": the ellipsis says the word goes on.
            last = lines[-1].removesuffix("-")
            keep = longest_fit(last, box.width, lambda part: fnt.size(part + ELLIPSIS)[0])
            lines[-1] = last[:keep].rstrip().removesuffix("-") + ELLIPSIS
    return TextBlock(size, bold, lines, box.copy(), cut, value)


def fit_name(
    value: str, box: pygame.Rect, size: int, min_size: int = MIN_TEXT, shrink: bool = False
) -> TextBlock:
    """A card's name set bold into ``box`` (see ``fit_block``), or in the regular weight,
    which is narrower, where bold would cut the name or a word of it between two letters
    ("Zwangs pause" on a 56 px pile) and the regular weight does not."""
    block = fit_block(value, box, size, True, min_size, shrink)
    if block.cut or breaks_by_letters(value, box.width, block.size, True):
        plain = fit_block(value, box, size, False, min_size, shrink)
        if not plain.cut and not breaks_by_letters(value, box.width, plain.size):
            return plain
    return block


def draw_block(
    surface: pygame.Surface,
    block: TextBlock,
    colour: RGB = INK,
    centre: bool = True,
    middle: bool = False,
    hover: bool = False,
) -> int:
    """Draw a block set by ``fit_block``; ``middle`` centres it vertically; ``hover``: the
    zoom shows the whole text when the pointer rests on it (a cut block may then end in an
    ellipsis). Returns the height used."""
    box = block.box
    y = box.y + (box.height - block.height) // 2 if middle else box.y
    for index, line in enumerate(block.lines):
        last = index == len(block.lines) - 1
        full = block.value if block.cut and last else None
        anchor, x = ("midtop", box.centerx) if centre else ("topleft", box.x)
        draw_text(
            surface,
            line,
            (x, y),
            block.size,
            colour,
            bold=block.bold,
            anchor=anchor,
            full=full,
            hover=hover,
        )
        y += font(block.size, block.bold).get_linesize()
    return block.height


def draw_text_block(
    surface: pygame.Surface,
    value: str,
    rect: pygame.Rect,
    size: int,
    bold: bool = False,
    colour: RGB = INK,
    centre: bool = True,
    min_size: int = MIN_TEXT,
    middle: bool = False,
    shrink: bool = False,
    hover: bool = False,
) -> int:
    """``fit_block`` and ``draw_block`` in one; returns the height used."""
    block = fit_block(value, rect, size, bold, min_size, shrink)
    return draw_block(surface, block, colour, centre, middle, hover)


# -- symbols --------------------------------------------------------------------------------


def _crown(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    base = pygame.Rect(r.x, r.y + r.height * 7 // 10, r.width, r.height * 3 // 10)
    pts = [
        (r.x, base.y),
        (r.x, r.y + r.height * 3 // 10),
        (r.x + r.width // 4, r.y + r.height * 11 // 20),
        (r.centerx, r.y + r.height // 10),
        (r.right - r.width // 4, r.y + r.height * 11 // 20),
        (r.right, r.y + r.height * 3 // 10),
        (r.right, base.y),
    ]
    pygame.draw.polygon(s, c, pts)
    pygame.draw.rect(s, c, base)
    dot = max(1, r.width // 10)
    for x, y in ((r.x, r.y + r.height * 3 // 10), (r.centerx, r.y + r.height // 10)):
        pygame.draw.circle(s, c, (x, y), dot)
    pygame.draw.circle(s, c, (r.right, r.y + r.height * 3 // 10), dot)


def _cross(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    bar = max(2, r.width // 4)
    pygame.draw.rect(s, c, (r.centerx - bar // 2, r.y, bar, r.height))
    pygame.draw.rect(
        s, c, (r.x + r.width // 8, r.y + r.height * 3 // 10 - bar // 2, r.width * 3 // 4, bar)
    )


def _scroll(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    roll = max(2, r.height // 5)
    body = pygame.Rect(r.x + r.width // 8, r.y + roll // 2, r.width * 3 // 4, r.height - roll)
    pygame.draw.rect(s, c, body)
    pygame.draw.ellipse(s, c, (r.x, r.y, r.width, roll))
    pygame.draw.ellipse(s, c, (r.x, r.bottom - roll, r.width, roll))
    line = max(1, r.height // 14)
    light = mix(c, BLANC, 0.5)
    for i in range(1, 4):
        y = body.y + body.height * i // 4
        pygame.draw.line(s, light, (body.x + line * 2, y), (body.right - line * 2, y), line)


def _sword(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    blade = max(2, r.width // 6)
    guard_y = r.y + r.height * 7 // 10
    pygame.draw.polygon(
        s,
        c,
        [
            (r.centerx, r.y),
            (r.centerx + blade // 2 + 1, r.y + blade),
            (r.centerx + blade // 2 + 1, guard_y),
            (r.centerx - blade // 2, guard_y),
            (r.centerx - blade // 2, r.y + blade),
        ],
    )
    guard = max(2, r.height // 10)
    pygame.draw.rect(s, c, (r.x + r.width // 8, guard_y, r.width * 3 // 4, guard))
    pygame.draw.rect(
        s, c, (r.centerx - blade // 2, guard_y + guard, blade + 1, r.bottom - guard_y - guard)
    )
    pygame.draw.circle(s, c, (r.centerx, r.bottom - 1), max(2, blade * 2 // 3))


def _hammer(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    handle = max(2, r.width // 6)
    head_h = max(3, r.height * 3 // 10)
    pygame.draw.rect(s, c, (r.x + r.width // 10, r.y + r.height // 10, r.width * 4 // 5, head_h))
    pygame.draw.rect(
        s, c, (r.centerx - handle // 2, r.y + r.height // 10, handle, r.height * 9 // 10)
    )


SYMBOLS: dict[str, Callable[[pygame.Surface, pygame.Rect, RGB], None]] = {
    "purple": _crown,
    "blue": _cross,
    "green": _scroll,
    "red": _sword,
    "gray": _hammer,
}


def draw_symbol(surface: pygame.Surface, colour_name: str, rect: pygame.Rect, colour: RGB) -> None:
    """The symbol of a noble colour, drawn as shapes into ``rect``."""
    SYMBOLS[colour_name](surface, rect, colour)


def draw_badge(surface: pygame.Surface, colour_name: str, rect: pygame.Rect) -> None:
    """A coloured disc with its white symbol: the colour-and-symbol mark of a noble."""
    pygame.draw.ellipse(surface, NOBLE_COLOURS[colour_name], rect)
    pygame.draw.ellipse(surface, BLANC, rect, max(1, rect.width // 12))
    inner = rect.inflate(-rect.width * 9 // 20, -rect.height * 9 // 20)
    draw_symbol(surface, colour_name, inner, BLANC)


def _star(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: RGB) -> None:
    pts = []
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        rr = radius if i % 2 == 0 else radius * 0.45
        pts.append((centre[0] + rr * math.cos(angle), centre[1] + rr * math.sin(angle)))
    pygame.draw.polygon(surface, colour, pts)


# -- card faces -----------------------------------------------------------------------------


def draw_pattern(
    surface: pygame.Surface,
    colour_name: str,
    rect: pygame.Rect,
    ink: tuple[int, int, int, int] = (255, 255, 255, 70),
) -> None:
    """The colour-blind aid: every noble colour also gets its own texture (dots, upright,
    slanted, level or crossed lines), drawn lightly over ``rect``."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    step = max(4, rect.height // 4)
    width = max(1, step // 5)
    w, h = rect.size
    if colour_name == "purple":
        for x in range(step // 2, w, step):
            for y in range(step // 2, h, step):
                pygame.draw.circle(layer, ink, (x, y), width + 1)
    if colour_name == "blue":
        for x in range(0, w, step):
            pygame.draw.line(layer, ink, (x, 0), (x, h), width)
    if colour_name in ("green", "gray"):
        for x in range(-h, w, step):
            pygame.draw.line(layer, ink, (x, h), (x + h, 0), width)
    if colour_name in ("red", "gray"):
        for y in range(0, h, step):
            pygame.draw.line(layer, ink, (0, y), (w, y), width)
    surface.blit(layer, rect)


#: The least share of a card's name size that a long one-word name ("Steuereintreiber",
#: "Informationsaustausch") is shrunk to for one line; below it the name breaks at its
#: syllables instead, so it does not look like small print beside its neighbours.
NAME_LEAST = 4 / 5


def noble_name(name: str, size: tuple[int, int], band_bottom: int, note: bool) -> TextBlock:
    """How a noble's name is set on a card of ``size`` below its coloured band: at reading
    size on every card, shrunk a little to one line where that is enough, else broken at
    its syllables. A card too small for its instruction (``note``) gives its name the room
    down to the "!" that stands for it."""
    w, h = size
    pad = max(3, w // 16)
    mark = max(6, w // 8)
    name_size = max(MIN_TEXT, w // 7)
    if note and w >= 120:
        name_h = h // 3
    else:
        name_h = h - band_bottom - pad * 2 - (mark + pad if note else 0)
    box = pygame.Rect(pad, band_bottom + pad, w - pad * 2, name_h)
    return fit_name(name, box, name_size, max(MIN_TEXT, math.ceil(name_size * NAME_LEAST)))


def noble_painter(
    colour_name: str, points: int | None, name: str, note: str, pattern: bool = False
) -> FacePainter:
    """A noble: coloured band with symbol and value, the name, and its instruction (when
    the card is large enough to read it). Starred values are drawn as a star; ``pattern``
    adds the colour's texture to the band."""
    colour = NOBLE_COLOURS[colour_name]

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        s.fill(CARD_CREAM)
        band = pygame.Rect(0, 0, w, max(12, h * 27 // 100))
        pygame.draw.rect(s, colour, band)
        if pattern:
            draw_pattern(s, colour_name, band)
        pygame.draw.line(s, GOLD, (0, band.bottom), (w, band.bottom), max(1, h // 60))
        pad = max(3, w // 16)
        badge = pygame.Rect(pad, pad, band.height - pad * 2, band.height - pad * 2)
        draw_symbol(s, colour_name, badge, BLANC)
        value_size = max(MIN_TEXT, band.height * 7 // 10)
        if points is None:
            _star(s, (w - pad - badge.width // 2, band.centery), badge.width // 2, BLANC)
        else:
            draw_text(
                s,
                str(points),
                (w - pad, band.centery),
                value_size,
                BLANC,
                bold=True,
                anchor="midright",
                hover=True,
            )
        # A faint portrait of the symbol behind the name gives every colour its own feel.
        if not (note and w >= 120):
            ghost = pygame.Rect(0, 0, w // 2, w // 2)
            ghost.center = (w // 2, band.bottom + (h - band.bottom) * 13 // 20)
            draw_symbol(s, colour_name, ghost, mix(CARD_CREAM, colour, 1 / 3))
        mark = max(6, w // 8)
        used = draw_block(s, noble_name(name, (w, h), band.bottom, bool(note)), hover=True)
        if note and w >= 120:
            note_rect = pygame.Rect(
                pad, band.bottom + pad * 2 + used, w - pad * 2, h - band.bottom - pad * 3 - used
            )
            draw_text_block(s, note, note_rect, max(MIN_TEXT, w // 12), shrink=True, hover=True)
        elif note:
            centre = (w - pad - mark // 2, h - pad - mark // 2)
            pygame.draw.circle(s, colour, centre, mark // 2 + 1)
            # An icon, not a text to read: "this noble has an instruction" (the zoom
            # shows it).
            draw_text(s, "!", centre, max(8, mark), BLANC, bold=True, anchor="center", needed=False)
        pygame.draw.rect(s, colour, s.get_rect(), max(2, w // 28))

    return paint


def tricolore(surface: pygame.Surface, rect: pygame.Rect, vertical: bool = True) -> None:
    """Bleu, blanc, rouge in three equal stripes."""
    for i, colour in enumerate((BLEU, BLANC, ROUGE)):
        if vertical:
            part = pygame.Rect(
                rect.x + rect.width * i // 3, rect.y, rect.width // 3 + 1, rect.height
            )
        else:
            part = pygame.Rect(
                rect.x, rect.y + rect.height * i // 3, rect.width, rect.height // 3 + 1
            )
        pygame.draw.rect(surface, colour, part.clip(rect))


@dataclass(frozen=True)
class ActionFace:
    """Where the texts of an action card go (``body`` and ``footer`` are ``None`` on a
    card that only shows a strip)."""

    title: TextBlock
    body: TextBlock | None
    footer: TextBlock | None
    rule_y: int


#: How much of a hand card shows from its top-left corner, width and height, where the
#: cards beside and in front of it cover the rest (``None``: all of it).
Shown = tuple[int, int] | None


def title_size(width: int) -> int:
    """The type size of the name on an action card ``width`` pixels wide."""
    return max(MIN_TEXT + 1, width // 8)


def title_peek(size: tuple[int, int], lines: int) -> int:
    """How much of the top of an action card of ``size`` must show for ``lines`` lines of
    its name (a hand in rows lets that much of each card in a back row show)."""
    w, h = size
    pad = max(3, w // 14)
    top = max(4, h // 14) + pad
    return top + font(title_size(w), True).get_linesize() * lines + pad // 2


def action_layout(
    name: str, body: str, kind_label: str, size: tuple[int, int], shown: Shown = None
) -> ActionFace:
    """How an action card's texts are set on a card of ``size``: the name centred across
    the card, or, if only the ``shown`` part of it shows (it lies under its neighbours in
    a hand), left-aligned into that part on as many lines as it needs, with nothing else
    written that would be covered. A card too small for its name and its footer (or for
    its name in the upper half) shows only its name."""
    w, h = size
    pad = max(3, w // 14)
    border = card_border(w)
    top = max(4, h // 14) + pad
    name_size = title_size(w)
    if shown is not None and (shown[0] < w or shown[1] < h):
        bottom = min(h - border * 3 - pad, shown[1] - pad // 2)
        column = pygame.Rect(pad, top, max(8, min(w, shown[0]) - pad - 2), bottom - top)
        # The names of a hand read as one row: the same size on every card (broken at
        # syllables rather than shrunk), unless a name would not fit its part at that size.
        title = fit_block(name, column, name_size, True, min_size=name_size)
        if title.cut or breaks_by_letters(name, column.width, name_size, True):
            title = fit_name(name, column, name_size, shrink=True)
        return ActionFace(title, None, None, 0)
    least = max(MIN_TEXT, math.ceil(name_size * NAME_LEAST))
    title = fit_name(name, pygame.Rect(pad, top, w - pad * 2, h // 2), name_size, least)
    rule_y = top + title.height + pad // 2
    footer_size, footer_lines = set_text(kind_label, w - 2 * border - 4, max(MIN_TEXT, w // 16))
    footer_h = font(footer_size).get_linesize() * len(footer_lines) + pad // 2
    # The footer's text sits above the card's border, which would cover its descenders.
    footer_box = pygame.Rect(border, h - border - footer_h, w - 2 * border, footer_h)
    if footer_box.y < rule_y or title.cut:
        # A small card (a discard pile at 1024×640): the footer would lie on the name or
        # the name is cut, so the name stands alone, with the whole card for it (the zoom
        # shows the rest), as wide as the frame allows.
        side = border + 1
        whole = pygame.Rect(side, top, w - side * 2, h - top - border * 3 - pad)
        return ActionFace(fit_name(name, whole, name_size, shrink=True), None, None, 0)
    footer = fit_block(kind_label, footer_box, footer_size)
    body_box = pygame.Rect(pad, rule_y + pad // 2, w - pad * 2, footer_box.y - pad - rule_y)
    body_block = fit_block(body, body_box, max(MIN_TEXT, w // 12), shrink=True)
    return ActionFace(title, body_block, footer, rule_y)


def card_border(width: int) -> int:
    """The width of the coloured frame of a Guillotine card ``width`` pixels wide."""
    return max(2, width // 28)


def action_painter(name: str, body: str, kind_label: str, shown: Shown = None) -> FacePainter:
    """An action card: tricolore band, its name, its effect and a footer saying when it is
    played, all at least ``MIN_TEXT`` pixels; see ``action_layout``."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        s.fill(CARD_CREAM)
        tricolore(s, pygame.Rect(0, 0, w, max(4, h // 14)))
        pad = max(3, w // 14)
        border = card_border(w)
        face = action_layout(name, body, kind_label, (w, h), shown)
        draw_block(s, face.title, centre=face.body is not None, hover=True)
        if face.body is None or face.footer is None:
            pygame.draw.rect(s, WOOD, pygame.Rect(0, h - border * 3, w, border * 3))
            pygame.draw.rect(s, WOOD, s.get_rect(), border)
            return
        pygame.draw.line(
            s, GOLD, (pad * 2, face.rule_y), (w - pad * 2, face.rule_y), max(1, h // 90)
        )
        draw_block(s, face.body, hover=True)
        foot = face.footer.box
        pygame.draw.rect(s, WOOD, pygame.Rect(0, foot.y, w, h - foot.y))
        draw_block(s, face.footer, PARCHMENT, middle=True, hover=True)
        pygame.draw.rect(s, WOOD, s.get_rect(), border)

    return paint


def action_back(s: pygame.Surface) -> None:
    """The action deck's back: tricolore with a small guillotine."""
    w, h = s.get_size()
    tricolore(s, s.get_rect())
    frame = s.get_rect().inflate(-w // 6, -w // 6)
    pygame.draw.rect(s, BLANC, frame, max(1, w // 40), w // 12)
    icon = pygame.Rect(0, 0, w // 2, h // 2)
    icon.center = (w // 2, h // 2)
    draw_guillotine(s, icon, blade_drop=0.0, small=True)


def noble_back(s: pygame.Surface) -> None:
    """The noble deck's back: dark wood with a gold crown medallion."""
    w, h = s.get_size()
    s.fill(WOOD)
    for y in range(0, h, max(4, h // 14)):
        pygame.draw.line(s, WOOD_DARK, (0, y), (w, y), max(1, h // 120))
    medal = pygame.Rect(0, 0, w // 2, w // 2)
    medal.center = (w // 2, h // 2)
    pygame.draw.ellipse(s, GOLD, medal)
    draw_symbol(s, "purple", medal.inflate(-w // 5, -w // 5), WOOD_DARK)
    pygame.draw.rect(s, GOLD, s.get_rect().inflate(-w // 8, -w // 8), max(1, w // 40), w // 14)


# -- small labels for score piles and face-up cards ---------------------------------------


def draw_noble_strip(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour_name: str,
    points: int | None,
    name: str,
    last: bool = False,
    pattern: bool = False,
    line_h: int | None = None,
) -> None:
    """One collected noble as a readable strip: colour badge with symbol, value, name.
    ``last`` outlines it in gold (the noble Missed! would take back); ``pattern`` adds the
    colour's texture on a tab at the end, clear of the text. ``line_h`` is the height of a
    one-line strip: a taller ``rect`` wraps the name onto more lines (``strip_lines``)."""
    line_h = line_h or rect.height
    colour = NOBLE_COLOURS[colour_name]
    pygame.draw.rect(surface, mix(BLANC, colour, 0.18), rect, 0, 3)
    badge = pygame.Rect(rect.x, rect.y, line_h, rect.height)
    pygame.draw.rect(surface, colour, badge, 0, 3)
    if pattern:
        tab = pygame.Rect(rect.right - line_h, rect.y, line_h, rect.height)
        pygame.draw.rect(surface, colour, tab, 0, 3)
        draw_pattern(surface, colour_name, tab)
        rect = rect.inflate(-tab.width, 0).move(-tab.width // 2, 0)
    mark = pygame.Rect(0, 0, line_h, line_h)
    mark.center = badge.center
    draw_symbol(surface, colour_name, mark.inflate(-line_h // 3, -line_h // 3), BLANC)
    size = strip_text_size(line_h)
    draw_text(
        surface,
        "*" if points is None else str(points),
        (badge.right + 3, rect.centery),
        size,
        INK,
        bold=True,
        anchor="midleft",
        hover=True,
    )
    block = strip_name_block(name, rect, line_h)
    if block is not None:
        draw_block(surface, block, centre=False, middle=True, hover=True)
    if last:
        pygame.draw.rect(surface, GOLD, rect, 2, 3)


def strip_name_block(name: str, rect: pygame.Rect, line_h: int) -> TextBlock | None:
    """How a strip at ``rect`` (less its pattern tab) sets the noble's name (``None``: no
    room at all): on as many lines as the strip is tall, in smaller type down to
    ``MIN_TEXT`` where that shows the whole name ("Royal…" in a crowded five-player pile
    at 1920x1080); only a name too long even then ends in an ellipsis (the zoom lists
    the pile)."""
    x = rect.x + strip_name_left(line_h)
    room = rect.right - 2 - x
    if room <= 4:
        return None
    box = pygame.Rect(x, rect.y, room, rect.height)
    size = strip_text_size(line_h)
    return fit_block(name, box, size, shrink=True)


def strip_height(unit: float) -> int:
    """The height of a one-line noble strip on a table of this scale: room for a name at
    ``MIN_TEXT`` at least."""
    return max(font(MIN_TEXT).get_height() + 1, round(19 * unit))


def strip_text_size(line_h: int) -> int:
    """The type size of a noble strip's value and name."""
    return max(MIN_TEXT, line_h * 2 // 3)


def strip_name_left(line_h: int) -> int:
    """Where a strip's name starts, from its left edge: past the badge and the value."""
    size = strip_text_size(line_h)
    return line_h + 3 + text_image("-3", size, True, INK).get_width() + 4


def strip_lines(name: str, width: int, line_h: int, pattern: bool) -> int:
    """How many lines a strip ``width`` wide needs to show ``name`` whole."""
    room = width - (line_h if pattern else 0) - 2 - strip_name_left(line_h)
    size = strip_text_size(line_h)
    _size, lines = set_text(name, max(1, room), size, min_size=size)
    return max(1, len(lines))


TAG_STRIPE = 8


def tag_label_width(width: int) -> int:
    """The room for the name on a tag ``width`` pixels wide."""
    return width - TAG_STRIPE - 8


def tag_label_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a tag at ``rect`` writes its name."""
    return pygame.Rect(
        rect.x + TAG_STRIPE + 4, rect.y + 1, tag_label_width(rect.width), rect.height - 2
    )


def draw_card_tag(
    surface: pygame.Surface, rect: pygame.Rect, name: str, size: int, hover: bool = False
) -> None:
    """A face-up action card lying before a player, as a tag with a tricolore edge; the
    name wraps onto as many lines as the tag was made tall for (``tag_height``).
    ``hover``: the zoom shows the card when the pointer rests on the tag."""
    pygame.draw.rect(surface, BLANC, rect, 0, 3)
    stripe = pygame.Rect(rect.x, rect.y, TAG_STRIPE, rect.height)
    tricolore(surface, stripe)
    pygame.draw.rect(surface, WOOD, rect, 1, 3)
    box = tag_label_box(rect)
    draw_text_block(surface, name, box, size, True, centre=False, middle=True, hover=hover)


def tag_height(name: str, width: int, size: int) -> int:
    """How tall a tag ``width`` wide must be to show ``name`` whole at ``size``."""
    size, lines = set_text(name, tag_label_width(width), size, True)
    return font(size, True).get_linesize() * len(lines) + 4


# -- the guillotine and the scaffold --------------------------------------------------------


def draw_planks(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Dark wooden planks with seams and nail heads: the scaffold floor."""
    pygame.draw.rect(surface, WOOD, rect)
    plank = max(6, rect.height // 3)
    for i, y in enumerate(range(rect.y, rect.bottom, plank)):
        shade = WOOD_LIGHT if i % 2 == 0 else WOOD
        pygame.draw.rect(surface, shade, (rect.x, y, rect.width, min(plank, rect.bottom - y)))
        pygame.draw.line(surface, WOOD_DARK, (rect.x, y), (rect.right, y), max(1, plank // 8))
        step = plank * 6
        offset = (i * step // 2) % step
        for x in range(rect.x + offset, rect.right, step):
            pygame.draw.line(
                surface, WOOD_DARK, (x, y), (x, min(rect.bottom, y + plank)), max(1, plank // 8)
            )
            nail = max(1, plank // 10)
            pygame.draw.circle(surface, STEEL_DARK, (x + nail * 3, y + plank // 2), nail)
    pygame.draw.rect(surface, WOOD_DARK, rect, max(1, rect.height // 20))


@dataclass(frozen=True)
class _Frame:
    """The guillotine's parts inside its rectangle (shared by frame and blade)."""

    rect: pygame.Rect
    flag_h: int
    left: pygame.Rect
    right: pygame.Rect
    top: pygame.Rect
    foot: pygame.Rect
    gap: pygame.Rect
    lunette: pygame.Rect


def _frame(rect: pygame.Rect, small: bool) -> _Frame:
    flag_h = 0 if small else max(4, rect.height // 12)
    rect = pygame.Rect(rect.x, rect.y + flag_h, rect.width, rect.height - flag_h)
    w, h = rect.size
    post = max(2, w // 7)
    beam = max(2, h // 14)
    base = max(2, h // 12)
    left = pygame.Rect(rect.x + w // 6, rect.y + beam // 2, post, h - base)
    right = pygame.Rect(rect.right - w // 6 - post, rect.y + beam // 2, post, h - base)
    top = pygame.Rect(rect.x + w // 10, rect.y, w * 8 // 10, beam)
    foot = pygame.Rect(rect.x, rect.bottom - base, w, base)
    gap = pygame.Rect(left.right, top.bottom, right.x - left.right, foot.y - top.bottom)
    lunette = pygame.Rect(gap.x, gap.y + gap.height * 7 // 10, gap.width, max(3, gap.height // 7))
    return _Frame(rect, flag_h, left, right, top, foot, gap, lunette)


def draw_guillotine(
    surface: pygame.Surface, rect: pygame.Rect, blade_drop: float = 0.0, small: bool = False
) -> None:
    """The guillotine, filling ``rect``: two posts, a crossbeam, the slanted blade
    (``blade_drop`` 0 = raised, 1 = fallen), the lunette and a basket."""
    draw_scaffold(surface, rect, small)
    draw_blade(surface, rect, blade_drop, small)


def draw_scaffold(surface: pygame.Surface, rect: pygame.Rect, small: bool = False) -> None:
    """The guillotine without its blade: what never moves, so a table can keep it in its
    background and draw only the blade each frame."""
    f = _frame(rect, small)
    w = f.rect.width
    post = f.left.width
    outline = max(1, w // 60)
    for part in (f.left, f.right):
        pygame.draw.rect(surface, WOOD_DARK, part)
        pygame.draw.rect(surface, WOOD_LIGHT, part.inflate(-post // 2, 0).move(-post // 6, 0), 0)
        pygame.draw.rect(surface, WOOD_DARK, part, outline)
    pygame.draw.rect(surface, WOOD_DARK, f.top, 0, max(1, f.top.height // 3))
    pygame.draw.rect(surface, WOOD_DARK, f.foot, 0, max(1, f.foot.height // 3))
    # Lunette: the board with the round hole, low between the posts.
    pygame.draw.rect(surface, WOOD, f.lunette)
    pygame.draw.circle(surface, WOOD_DARK, f.lunette.center, max(2, f.lunette.height * 2 // 5))
    if not small:
        basket = pygame.Rect(0, 0, f.gap.width, max(4, f.gap.height // 8))
        basket.midbottom = (f.gap.centerx, f.foot.y)
        pygame.draw.ellipse(surface, (150, 110, 60), basket)
        pygame.draw.ellipse(surface, WOOD_DARK, basket, outline)
        pole = max(1, w // 60)
        top = f.top
        pygame.draw.line(
            surface, WOOD_DARK, (top.x + pole, top.y), (top.x + pole, top.y - f.flag_h), pole
        )
        flag = pygame.Rect(
            top.x + pole * 2, top.y - f.flag_h, min(w // 3, f.flag_h * 3 // 2), f.flag_h * 2 // 3
        )
        tricolore(surface, flag)


def draw_blade(
    surface: pygame.Surface, rect: pygame.Rect, blade_drop: float, small: bool = False
) -> None:
    """Only the blade (with its weight and rope), for drawing it again in front of the
    noble it falls on."""
    f = _frame(rect, small)
    w = f.rect.width
    gap = f.gap
    blade_h = max(4, gap.height // 4)
    travel = f.lunette.y - blade_h - gap.y
    y = gap.y + int(travel * max(0.0, min(1.0, blade_drop)))
    weight = pygame.Rect(gap.x, y, gap.width, max(2, blade_h // 3))
    if not small:
        rope_x = gap.centerx
        pygame.draw.line(
            surface, (150, 120, 80), (rope_x, f.top.bottom), (rope_x, weight.y), max(1, w // 80)
        )
    pygame.draw.rect(surface, WOOD_DARK, weight)
    blade = [
        (gap.x, weight.bottom),
        (gap.right, weight.bottom),
        (gap.right, weight.bottom + blade_h // 3),
        (gap.x, weight.bottom + blade_h),
    ]
    pygame.draw.polygon(surface, STEEL, blade)
    pygame.draw.line(surface, (240, 244, 250), blade[2], blade[3], max(1, w // 50))
    pygame.draw.polygon(surface, STEEL_DARK, blade, max(1, w // 60))
