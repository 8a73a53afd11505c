"""Ladies & Gentlemen's look, drawn in code: every card face and back, the resource and
number tokens, in Victorian pastels.

Every meaning carried by a colour is carried by a shape as well: each item type has its
drawn symbol, each designer a badge shape with its name's letters, each resource a token
symbol, each deck its emblem on the back. Faces are painted at any size through the card
widget's face cache (``render_face``), keyed by card, size and language, so a table
repaints nothing but blits. The texts come from ``locales/ladies_and_gentlemen.*.json``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from parlour.games.ladies_and_gentlemen.cards import (
    SERVANT_DECK,
    Catalogue,
    Contract,
    GossipCard,
    MarketCard,
    Servant,
    WardrobeCard,
    WorkshopCard,
)
from parlour.games.ladies_and_gentlemen.views import LadiesView
from parlour.ui.colours import RGB, mix
from parlour.ui.fonts import font
from parlour.ui.i18n import t
from parlour.ui.numbers import current_language
from parlour.ui.text import breaks_only_at_syllables, draw_text, fit, text_image, wrap_text
from parlour.ui.widgets.card import FacePainter, render_face
from parlour.ui.widgets.seats import TeamMark
from parlour.ui.widgets.tokens import TokenStyle, draw_symbol, render_token

NS = "ladies_and_gentlemen"

#: The smallest type a player has to read (names, prices, conditions) at 1280×800.
MIN_TEXT = 12
#: A title takes at most this many lines (set smaller first, never below MIN_TEXT).
TITLE_LINES = 3

INK = (58, 44, 52)
PAPER = (251, 246, 236)
GILT = (196, 160, 82)
STAR = (214, 168, 52)

#: One pastel per deck (the card's ground) and a deeper tone of it for its drawings.
DECK_COLOURS: dict[str, tuple[RGB, RGB]] = {
    "clothing": ((244, 211, 216), (176, 88, 110)),
    "accessories": ((208, 230, 212), (70, 128, 92)),
    "jewellery": ((222, 212, 240), (112, 86, 160)),
    SERVANT_DECK: ((206, 222, 240), (66, 102, 150)),
    "contracts": ((240, 228, 200), (140, 104, 52)),
    "market": ((246, 236, 190), (150, 120, 40)),
    "workshop": ((248, 222, 200), (168, 102, 60)),
    "gossip": ((228, 216, 226), (120, 84, 112)),
}

#: Resource tokens: colour and a token symbol (coal a lump, cotton a boll, gems a cut
#: stone, wheat an ear, tea a leaf, gold a star: the joker).
RESOURCE_STYLES: dict[str, TokenStyle] = {
    "coal": TokenStyle((70, 70, 78), "hexagon", "edge"),
    "cotton": TokenStyle((244, 242, 236), "circle", "dots"),
    "gems": TokenStyle((190, 70, 96), "diamond", "edge"),
    "wheat": TokenStyle((224, 190, 110), "triangle", "stripes"),
    "tea": TokenStyle((112, 160, 108), "heart", "edge"),
    "gold": TokenStyle((206, 150, 20), "star", "rings"),
}
NUMBER_STYLE = TokenStyle((232, 224, 210), "none", "rings")

#: Each team wears its boutique's colour, strong for marks (the boutiques' pastels are
#: ``paint.COLOURS``), with a symbol of its own so no two teams differ by colour only.
TEAM_MARKS: dict[str, TeamMark] = {
    "blue": TeamMark((48, 98, 196), "diamond"),
    "orange": TeamMark((222, 120, 40), "circle"),
    "green": TeamMark((46, 140, 70), "triangle"),
    "red": TeamMark((196, 52, 52), "heart"),
    "pink": TeamMark((200, 84, 156), "star"),
}


def seat_marks(view: LadiesView) -> dict[int, TeamMark]:
    """Seat → the mark of its team's boutique colour; the Courtesan has none."""
    return {
        seat: TEAM_MARKS[colour]
        for seat, colour in enumerate(view["seat_colours"])
        if colour is not None
    }


#: Designer badges: a shape and the letters of the name, so no two differ by colour only.
DESIGNER_MARKS: dict[str, tuple[str, RGB]] = {
    "jpg": ("circle", (168, 92, 128)),
    "germain": ("diamond", (72, 112, 156)),
    "garon": ("square", (96, 132, 84)),
}


def put(
    surface: pygame.Surface,
    value: str,
    size: int,
    pos: tuple[int, int],
    colour: RGB = INK,
    bold: bool = False,
    anchor: str = "topleft",
    full: str | None = None,
    *,
    needed: bool = True,
    hover: bool = True,
) -> pygame.Rect:
    """Draw one line and note it for the readability check (``parlour.ui.text_marks``):
    a card's zoom and tooltip show it whole, so a shortened ``value`` of ``full`` is
    allowed on a card."""
    return draw_text(
        surface,
        value,
        pos,
        size,
        colour,
        bold=bold,
        anchor=anchor,
        full=full,
        needed=needed,
        hover=hover,
    )


def tr(key: str, **params: object) -> str:
    """A text of this game (``ladies_and_gentlemen.<key>``)."""
    return t(f"{NS}.{key}", **params)


def money(amount: int) -> str:
    return tr("art.money", amount=amount)


# -- text setting -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Title:
    """How a name is set across a card: type size, lines (each fits the width) and
    weight (bold, unless bold type would have to cut a word inside a syllable)."""

    size: int
    lines: tuple[str, ...]
    bold: bool = True

    def height(self) -> int:
        fnt = font(self.size, self.bold)
        return fnt.get_linesize() * (len(self.lines) - 1) + fnt.get_height()


def set_title(value: str, width: int, size: int) -> Title:
    """``value`` on one line, shrunk from ``size`` down to ``MIN_TEXT``; if it is still too
    wide, wrapped at ``MIN_TEXT`` into ``TITLE_LINES`` lines (the last shortened with an
    ellipsis if even that is not enough), in regular type where bold would have to cut a
    word inside a syllable and regular need not. No line is ever wider than ``width``."""
    size = max(MIN_TEXT, size)
    while size > MIN_TEXT and font(size, True).size(value)[0] > width:
        size -= 1
    fnt = font(size, True)
    if fnt.size(value)[0] <= width:
        return Title(size, (value,))
    regular = font(size, False)
    clean_in_bold = breaks_only_at_syllables(value, width, lambda t: fnt.size(t)[0])
    clean_in_regular = breaks_only_at_syllables(value, width, lambda t: regular.size(t)[0])
    bold = clean_in_bold or not clean_in_regular  # cut either way: bold, as every title
    fnt = font(size, bold)
    lines = wrap_text(value, fnt, width)
    if len(lines) > TITLE_LINES:
        rest = " ".join(lines[TITLE_LINES - 1 :])
        lines = [*lines[: TITLE_LINES - 1], fit(rest, width, fnt)]
    return Title(size, tuple(lines), bold)


def draw_title(surface: pygame.Surface, title: Title, centre_x: int, top: int, colour: RGB) -> int:
    """Draw a set title centred on ``centre_x``; returns the bottom of its last line. The
    card's zoom and tooltip show the whole name, so a shortened line may stand for it."""
    full = " ".join(title.lines).replace("- ", "")
    fnt = font(title.size, title.bold)
    y = top
    for line in title.lines:
        whole = full if line.endswith("…") else None
        put(surface, line, title.size, (centre_x, y), colour, title.bold, "midtop", whole)
        y += fnt.get_linesize()
    return top + title.height()


def draw_lines(
    surface: pygame.Surface, value: str, box: pygame.Rect, size: int, colour: RGB = INK
) -> int:
    """A wrapped paragraph, centred in ``box``'s width, cut with an ellipsis where the box
    ends (the zoom shows the whole card). Returns the bottom of the last line drawn."""
    fnt = font(max(MIN_TEXT, size))
    lines = wrap_text(value, fnt, box.width)
    room = max(1, (box.height - fnt.get_height()) // fnt.get_linesize() + 1)
    if len(lines) > room:
        lines = [*lines[: room - 1], fit(" ".join(lines[room - 1 :]), box.width, fnt)]
    y = box.y
    for line in lines:
        whole = value if line.endswith("…") else None
        put(surface, line, max(MIN_TEXT, size), (box.centerx, y), colour, False, "midtop", whole)
        y += fnt.get_linesize()
    return y


# -- symbols ----------------------------------------------------------------------------------

Drawer = Callable[[pygame.Surface, pygame.Rect, RGB], None]


def _pt(r: pygame.Rect, fx: float, fy: float) -> tuple[float, float]:
    return (r.x + r.width * fx, r.y + r.height * fy)


def _steps(start: float, stop: float, n: int) -> list[float]:
    return [start + (stop - start) * i / n for i in range(n + 1)]


def _poly(s: pygame.Surface, r: pygame.Rect, c: RGB, pts: list[tuple[float, float]]) -> None:
    pygame.draw.polygon(s, c, [_pt(r, x, y) for x, y in pts])


def _dress(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    _poly(
        s, r, c, [(0.38, 0.05), (0.62, 0.05), (0.6, 0.38), (0.92, 0.95), (0.08, 0.95), (0.4, 0.38)]
    )
    pygame.draw.line(s, PAPER, _pt(r, 0.36, 0.4), _pt(r, 0.64, 0.4), max(1, r.height // 18))


def _hat(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    pygame.draw.ellipse(s, c, pygame.Rect(_pt(r, 0.02, 0.55), (r.width * 0.96, r.height * 0.3)))
    pygame.draw.ellipse(s, c, pygame.Rect(_pt(r, 0.25, 0.18), (r.width * 0.5, r.height * 0.55)))
    pygame.draw.line(s, PAPER, _pt(r, 0.27, 0.58), _pt(r, 0.73, 0.58), max(1, r.height // 14))
    pygame.draw.circle(s, c, _pt(r, 0.72, 0.16), max(2, r.width // 9))


def _gloves(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    palm = pygame.Rect(_pt(r, 0.25, 0.38), (r.width * 0.5, r.height * 0.58))
    pygame.draw.rect(s, c, palm, border_radius=max(2, r.width // 8))
    finger = max(2, int(r.width * 0.1))
    for i in range(4):
        x = r.x + r.width * (0.3 + 0.13 * i)
        pygame.draw.rect(
            s, c, (x, r.y + r.height * 0.06, finger, r.height * 0.4), border_radius=finger // 2
        )
    _poly(s, r, c, [(0.25, 0.6), (0.06, 0.36), (0.14, 0.3), (0.3, 0.46)])


def _shoes(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    _poly(s, r, c, [(0.08, 0.3), (0.22, 0.3), (0.4, 0.62), (0.92, 0.68), (0.92, 0.82), (0.2, 0.82)])
    pygame.draw.rect(s, c, pygame.Rect(_pt(r, 0.08, 0.3), (r.width * 0.08, r.height * 0.65)))


def _fan(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    hub = _pt(r, 0.5, 0.92)
    rad = min(r.height * 0.85, r.width * 0.54)  # its widest spread stays inside the box
    pts = [hub] + [
        (hub[0] + rad * math.cos(a), hub[1] - rad * math.sin(a))
        for a in (math.radians(d) for d in range(25, 156, 10))
    ]
    pygame.draw.polygon(s, c, pts)
    for d in range(40, 141, 25):
        a = math.radians(d)
        end = (hub[0] + rad * math.cos(a), hub[1] - rad * math.sin(a))
        pygame.draw.line(s, PAPER, hub, end, max(1, r.width // 30))


def _parasol(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    dome = [(0.5 + 0.46 * math.cos(a), 0.45 - 0.37 * math.sin(a)) for a in _steps(0, math.pi, 12)]
    _poly(s, r, c, dome)
    line = max(2, r.width // 14)
    pygame.draw.line(s, c, _pt(r, 0.5, 0.4), _pt(r, 0.5, 0.9), line)
    pygame.draw.arc(
        s,
        c,
        pygame.Rect(_pt(r, 0.36, 0.8), (r.width * 0.16, r.height * 0.18)),
        math.pi,
        2 * math.pi,
        line,
    )


def _handbag(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    body = pygame.Rect(_pt(r, 0.12, 0.4), (r.width * 0.76, r.height * 0.52))
    pygame.draw.rect(s, c, body, border_radius=max(2, r.width // 8))
    handle = pygame.Rect(_pt(r, 0.28, 0.1), (r.width * 0.44, r.height * 0.6))
    pygame.draw.arc(s, c, handle, 0, math.pi, max(2, r.width // 12))
    pygame.draw.circle(s, PAPER, _pt(r, 0.5, 0.52), max(1, r.width // 16))


def _shawl(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    _poly(s, r, c, [(0.04, 0.2), (0.96, 0.2), (0.5, 0.92)])
    for i in range(7):
        x = 0.14 + i * 0.12
        pygame.draw.line(s, c, _pt(r, x, 0.2), _pt(r, x, 0.06), max(1, r.width // 30))
    pygame.draw.line(s, PAPER, _pt(r, 0.22, 0.32), _pt(r, 0.78, 0.32), max(1, r.height // 20))


def _necklace(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    bead = max(2, r.width // 14)
    for i in range(9):
        a = math.pi * (0.1 + 0.8 * i / 8)
        pygame.draw.circle(
            s,
            c,
            (
                r.centerx + r.width * 0.42 * math.cos(a),
                r.y + r.height * 0.1 + r.height * 0.5 * math.sin(a),
            ),
            bead,
        )
    _poly(s, r, c, [(0.5, 0.62), (0.62, 0.78), (0.5, 0.96), (0.38, 0.78)])


def _earrings(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    for fx in (0.3, 0.7):
        pygame.draw.circle(s, c, _pt(r, fx, 0.15), max(2, r.width // 12), max(1, r.width // 28))
        pygame.draw.line(s, c, _pt(r, fx, 0.22), _pt(r, fx, 0.45), max(1, r.width // 24))
        _poly(s, r, c, [(fx, 0.42), (fx + 0.12, 0.7), (fx, 0.92), (fx - 0.12, 0.7)])


def _brooch(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    outer = pygame.Rect(_pt(r, 0.12, 0.14), (r.width * 0.76, r.height * 0.72))
    pygame.draw.ellipse(s, c, outer)
    pygame.draw.ellipse(s, PAPER, outer.inflate(-outer.width // 3, -outer.height // 3))
    pygame.draw.ellipse(s, c, outer.inflate(-outer.width // 2, -outer.height // 2))


def _tiara(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    _poly(
        s,
        r,
        c,
        [
            (0.04, 0.85),
            (0.04, 0.55),
            (0.22, 0.42),
            (0.34, 0.55),
            (0.5, 0.12),
            (0.66, 0.55),
            (0.78, 0.42),
            (0.96, 0.55),
            (0.96, 0.85),
        ],
    )
    pygame.draw.circle(s, PAPER, _pt(r, 0.5, 0.58), max(2, r.width // 12))


ITEM_SYMBOLS: dict[str, Drawer] = {
    "dress": _dress,
    "hat": _hat,
    "gloves": _gloves,
    "shoes": _shoes,
    "fan": _fan,
    "parasol": _parasol,
    "handbag": _handbag,
    "shawl": _shawl,
    "necklace": _necklace,
    "earrings": _earrings,
    "brooch": _brooch,
    "tiara": _tiara,
}


def servant_symbol(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    """A maid's bust: head, cap and shoulders."""
    pygame.draw.ellipse(s, c, pygame.Rect(_pt(r, 0.12, 0.55), (r.width * 0.76, r.height * 0.7)))
    pygame.draw.circle(s, c, _pt(r, 0.5, 0.36), r.width * 0.2)
    pygame.draw.ellipse(s, PAPER, pygame.Rect(_pt(r, 0.3, 0.1), (r.width * 0.4, r.height * 0.14)))


def _contract_symbol(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    """A factory: sawtooth roof and chimney."""
    _poly(
        s,
        r,
        c,
        [
            (0.05, 0.95),
            (0.05, 0.5),
            (0.3, 0.3),
            (0.3, 0.5),
            (0.55, 0.3),
            (0.55, 0.5),
            (0.72, 0.38),
            (0.72, 0.05),
            (0.86, 0.05),
            (0.86, 0.95),
        ],
    )


def _market_symbol(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    """A pair of scales."""
    line = max(2, r.width // 16)
    pygame.draw.line(s, c, _pt(r, 0.5, 0.1), _pt(r, 0.5, 0.9), line)
    pygame.draw.line(s, c, _pt(r, 0.1, 0.25), _pt(r, 0.9, 0.25), line)
    pygame.draw.line(s, c, _pt(r, 0.3, 0.9), _pt(r, 0.7, 0.9), line)
    for fx in (0.18, 0.82):
        _poly(s, r, c, [(fx - 0.16, 0.55), (fx + 0.16, 0.55), (fx, 0.25)])


def gossip_symbol(s: pygame.Surface, r: pygame.Rect, c: RGB) -> None:
    """A speech bubble."""
    pygame.draw.ellipse(s, c, pygame.Rect(_pt(r, 0.05, 0.1), (r.width * 0.9, r.height * 0.62)))
    _poly(s, r, c, [(0.25, 0.6), (0.42, 0.65), (0.15, 0.92)])
    for fx in (0.3, 0.5, 0.7):
        pygame.draw.circle(s, PAPER, _pt(r, fx, 0.41), max(1, r.width // 16))


#: The emblem on each deck's back (a wardrobe deck shows one of its items).
DECK_EMBLEMS: dict[str, Drawer] = {
    "clothing": _dress,
    "accessories": _fan,
    "jewellery": _tiara,
    SERVANT_DECK: servant_symbol,
    "contracts": _contract_symbol,
    "market": _market_symbol,
    "workshop": _handbag,
    "gossip": gossip_symbol,
}


def draw_star(
    surface: pygame.Surface, centre: tuple[float, float], size: float, colour: RGB = STAR
) -> None:
    """One star of elegance (a five-pointed shape with a darker rim)."""
    draw_symbol(surface, "star", centre, size, mix(colour, INK, 0.35))
    draw_symbol(surface, "star", centre, size * 0.8, colour)


def draw_stars(
    surface: pygame.Surface, count: int, centre: tuple[int, int], width: int, size: int
) -> None:
    """``count`` stars in a row centred on ``centre``, shrunk to fit ``width``."""
    if count <= 0:
        return
    size = max(6, min(size, width // count))
    x0 = centre[0] - size * count / 2 + size / 2
    for i in range(count):
        draw_star(surface, (x0 + i * size, centre[1]), size)


def draw_designer(surface: pygame.Surface, designer: str, rect: pygame.Rect, name: bool) -> None:
    """A designer's badge (shape with the first letter) and, if ``name``, the name beside it."""
    shape, colour = DESIGNER_MARKS[designer]
    d = rect.height
    badge = pygame.Rect(rect.x, rect.y, d, d)
    draw_symbol(surface, shape, badge.center, d * (1.15 if shape == "diamond" else 1.2), colour)
    label = tr(f"card.{designer}")
    size = max(MIN_TEXT, int(d * 0.62)) if name else max(8, int(d * 0.6))
    put(surface, label[0], max(8, int(d * 0.6)), badge.center, PAPER, True, "center", needed=False)
    if name:
        shown = fit(label, rect.width - d - 3, font(size))
        put(surface, shown, size, (badge.right + 3, rect.centery), colour, False, "midleft", label)


def resource_token(resource: str, radius: int) -> pygame.Surface:
    """A resource token (colour and symbol), or the joker gold."""
    return render_token(RESOURCE_STYLES[resource], radius)


def number_token(number: int, radius: int) -> pygame.Surface:
    """A number token of the stock exchange: the order Gentlemen visit their Ladies' shops."""
    return render_token(TokenStyle(NUMBER_STYLE.colour, "none", "rings", str(number)), radius)


# -- faces ------------------------------------------------------------------------------------


def face_key(kind: str, card_id: str) -> Hashable:
    """What a face is cached under: the card and the language its texts are in."""
    return (NS, kind, card_id, current_language())


def _padding(width: int) -> int:
    return max(2, width // 24)


def content_box(size: tuple[int, int]) -> pygame.Rect:
    """Where a face of ``size`` sets its texts: inside the gilt frame."""
    pad = _padding(size[0])
    return pygame.Rect(0, 0, *size).inflate(-pad * 4, -pad * 4)


def _frame(s: pygame.Surface, deck: str) -> tuple[pygame.Rect, int, RGB]:
    """The pastel ground and gilt inner frame every face shares; returns the content box,
    the padding and the deck's deep tone."""
    w = s.get_width()
    ground, deep = DECK_COLOURS[deck]
    s.fill(PAPER)
    pad = _padding(w)
    frame = s.get_rect().inflate(-pad * 2, -pad * 2)
    pygame.draw.rect(s, ground, frame, border_radius=max(2, w // 20))
    pygame.draw.rect(s, GILT, frame, max(1, w // 70), border_radius=max(2, w // 20))
    return content_box(s.get_size()), pad, deep


def title_size(height: int) -> int:
    """The type size a card of ``height`` starts its title at."""
    return max(MIN_TEXT, height // 10)


def card_title(cat: Catalogue, card_id: str) -> str | None:
    """The name a face prints at its top: a wardrobe card's model, a workshop card's deck,
    any other card's name; ``None`` for market and gossip cards (a number instead)."""
    if card_id in cat.wardrobe:
        return cat.wardrobe[card_id].model
    if card_id in cat.workshop:
        return tr(f"deck.{cat.workshop[card_id].deck}")
    if card_id in cat.markets or card_id in cat.gossip:
        return None
    return tr(f"card.{card_id}")


#: From this card height on a wardrobe face names its item type under the symbol.
ITEM_NAME_HEIGHT = 160


def paint_wardrobe(card: WardrobeCard) -> FacePainter:
    """Model name, item symbol, price, stars of elegance and a badge per designer."""

    def paint(s: pygame.Surface) -> None:
        box, pad, deep = _frame(s, card.deck)
        h = s.get_height()
        title = set_title(card.model, box.width, title_size(h))
        y = draw_title(s, title, box.centerx, box.y, deep) + pad // 2
        price_size = max(MIN_TEXT, h // 12)
        price = text_image(money(card.price), price_size, True, INK)
        rows = len(card.designers)
        badge = max(MIN_TEXT + 2, h // 11)
        bottom = box.bottom - rows * (badge + 2)
        star_size = max(8, h // 10)
        star_y = bottom - star_size // 2 - 2
        words = h >= ITEM_NAME_HEIGHT  # the item's name where there is room; its symbol always
        below = price.get_height() + (font(MIN_TEXT).get_height() if words else 0)
        room = star_y - star_size // 2 - below - y - 4
        side = max(8, min(box.width * 3 // 4, room))
        symbol_box = pygame.Rect(box.centerx - side // 2, y, side, side)
        ITEM_SYMBOLS[card.item](s, symbol_box, deep)
        top = symbol_box.bottom + 2
        put(s, money(card.price), price_size, (box.centerx, top), INK, True, "midtop")
        if words:
            name = tr(f"item.{card.item}")
            shown = fit(name, box.width, font(MIN_TEXT))
            put(
                s,
                shown,
                MIN_TEXT,
                (box.centerx, top + price.get_height()),
                deep,
                False,
                "midtop",
                name,
            )
        draw_stars(s, card.stars, (box.centerx, star_y), box.width, star_size)
        for i, designer in enumerate(card.designers):
            rect = pygame.Rect(box.x, bottom + i * (badge + 2), box.width, badge)
            draw_designer(s, designer, rect, name=True)

    return paint


#: Below this height a wardrobe card is shown as a miniature: no name or price would be
#: readable at 12 px there, so it shows what the Ball judges (item, stars, designers).
MINI_HEIGHT = 110


#: The smallest item symbol a miniature draws: below it the name alone says the item.
SYMBOL_LEAST = 8


def mini_name(names: list[str], width: int) -> tuple[str, ...]:
    """The item's name on a miniature ``width`` wide: the first of ``names`` (the name, its
    short form) that fits one bold line; else the first broken at a syllable into two
    lines ("Hand-" "schuh"): a card whose name fits neither way shows none."""
    fnt = font(MIN_TEXT, True)
    for name in names:
        if fnt.size(name)[0] <= width:
            return (name,)
    for name in names:
        lines = wrap_text(name, fnt, width)
        if len(lines) == 2 and breaks_only_at_syllables(name, width, lambda t: fnt.size(t)[0]):
            return tuple(lines)
    return ()


def paint_miniature(card: WardrobeCard) -> FacePainter:
    """A small wardrobe card: the item's name (or its short form) where either fits, on
    two lines if need be, the item symbol in the room left, a star with the number of
    stars and a badge per designer (shape and initial)."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        ground, deep = DECK_COLOURS[card.deck]
        s.fill(ground)
        pad = _padding(w)
        pygame.draw.rect(s, GILT, s.get_rect().inflate(-pad * 2, -pad * 2), 1, max(2, w // 12))
        count = text_image(str(card.stars), MIN_TEXT, True, INK)
        badge = max(10, min((w - 2 * pad) // 3, h // 4)) if card.designers else 0
        fnt = font(MIN_TEXT, True)
        item = tr(f"item.{card.item}")
        lines = mini_name([item, tr(f"table.short.{card.item}")], w - 4 * pad)
        top = 2 * pad
        room = h - 4 * pad - count.get_height() - badge - fnt.get_height() * len(lines)
        if lines and room >= 0:  # the name before the symbol, which shrinks or goes
            whole = item if len(lines) > 1 else None
            for line in lines:
                put(s, line, MIN_TEXT, (w // 2, top), deep, True, "midtop", whole)
                top += fnt.get_height()
        side = min(w - 4 * pad, h - top - 2 * pad - count.get_height() - badge)
        if side >= SYMBOL_LEAST:
            ITEM_SYMBOLS[card.item](s, pygame.Rect((w - side) // 2, top, side, side), deep)
        y = top + max(0, side) + pad
        star = count.get_height() - 2
        left = (w - star - 2 - count.get_width()) // 2
        draw_star(s, (left + star / 2, y + count.get_height() / 2), star)
        put(s, str(card.stars), MIN_TEXT, (left + star + 2, y), INK, True)
        x = (w - badge * len(card.designers)) // 2
        for i, designer in enumerate(card.designers):
            rect = pygame.Rect(x + i * badge, h - 2 * pad - badge, badge, badge)
            draw_designer(s, designer, rect.inflate(-1, -1), name=False)

    return paint


def paint_servant(card: Servant) -> FacePainter:
    """Name, portrait (where there is room), the wish in words and its bonus tiers."""

    def paint(s: pygame.Surface) -> None:
        box, pad, deep = _frame(s, SERVANT_DECK)
        h = s.get_height()
        title = set_title(tr(f"card.{card.id}"), box.width, title_size(h))
        y = draw_title(s, title, box.centerx, box.y, deep) + pad // 2
        size = MIN_TEXT if h < 200 else h // 15
        fnt = font(size)
        tiers = [tr("tier", need=need, bonus=bonus) for need, bonus in card.tiers]
        tiers_h = fnt.get_linesize() * len(tiers)
        wish = condition_text(card.condition, card.param)
        wish_h = fnt.get_linesize() * len(wrap_text(wish, fnt, box.width))
        side = min(box.width // 2, h // 8, box.bottom - y - tiers_h - wish_h - pad)
        if side >= MIN_TEXT:  # the portrait only where the words leave room for it
            servant_symbol(s, pygame.Rect(box.centerx - side // 2, y, side, side), deep)
            y += side + pad // 2
        bottom = draw_lines(
            s, wish, pygame.Rect(box.x, y, box.width, box.bottom - y - tiers_h), size
        )
        y = max(bottom, box.bottom - tiers_h)
        for line in tiers:
            put(s, line, size, (box.centerx, y), INK, True, "midtop")
            y += fnt.get_linesize()

    return paint


def condition_text(condition: str, param: str | int | None) -> str:
    """A servant's or a gossip card's condition in words."""
    group = {"designer": "card", "deck": "deck", "item": "item"}.get(condition)
    if group is not None:
        param = tr(f"{group}.{param}")
    return tr(f"condition.{condition}", param=param if param is not None else "")


def _resource_row(
    s: pygame.Surface, entries: list[tuple[str, str]], box: pygame.Rect, top: int, size: int
) -> int:
    """Rows of a resource token followed by a text (a count or a price); returns the bottom."""
    fnt = font(size, True)
    radius = max(6, fnt.get_ascent() // 2)
    y = top
    for resource, label in entries:
        token = resource_token(resource, radius)
        width = token.get_width() + 4 + fnt.size(label)[0]
        x = box.centerx - width // 2
        s.blit(token, (x, y + (fnt.get_height() - token.get_height()) // 2))
        put(s, label, size, (x + token.get_width() + 4, y), INK, True)
        y += max(fnt.get_ascent() + 1, token.get_height())
    return y


def draw_token_flow(s: pygame.Surface, resources: list[str], box: pygame.Rect, radius: int) -> int:
    """One token per resource asked, in centred rows across ``box`` (a count is seen, not
    read: two coal are two coal tokens); returns the bottom of the last row."""
    radius = max(6, radius)
    step = 2 * radius + 3
    per_row = max(1, (box.width + 1) // step)
    y = box.y
    for start in range(0, len(resources), per_row):
        row = resources[start : start + per_row]
        x = box.centerx - (len(row) * step - 3) // 2
        for i, resource in enumerate(row):
            s.blit(resource_token(resource, radius), (x + i * step, y))
        y += step
    return y


def _labelled(key: str, amount: int, width: int, fnt: pygame.font.Font) -> str:
    """ "Premium £600" where it fits, else the bare amount (the zoom shows the words; the
    premium is always the upper, bold line)."""
    label = tr(f"art.{key}", amount=amount)
    return label if fnt.size(label)[0] <= width else fit(money(amount), width, fnt)


def paint_contract(card: Contract) -> FacePainter:
    """Name, a token per resource asked, the premium (bold) and the later bonus."""

    def paint(s: pygame.Surface) -> None:
        box, pad, deep = _frame(s, "contracts")
        h = s.get_height()
        title = set_title(tr(f"card.{card.id}"), box.width, title_size(h))
        y = draw_title(s, title, box.centerx, box.y, deep) + pad // 2
        size = max(MIN_TEXT, h // 14)
        asked = [r for r, n in card.resources.items() for _ in range(n)]
        draw_token_flow(s, asked, pygame.Rect(box.x, y, box.width, box.bottom - y), h // 14)
        fnt = font(size, True)
        y = box.bottom - 2 * fnt.get_linesize()
        for key, amount, bold in (("premium", card.premium, True), ("bonus", card.bonus, False)):
            label = _labelled(key, amount, box.width, font(size, bold))
            put(s, label, size, (box.centerx, y), INK if bold else deep, bold, "midtop", label)
            y += fnt.get_linesize()

    return paint


def _numbered_header(
    s: pygame.Surface, symbol: Drawer, number: int, box: pygame.Rect, pad: int, colour: RGB
) -> int:
    """A card's emblem and number side by side at the top (market and gossip cards, whose
    names are only their numbers); returns the bottom."""
    size = title_size(s.get_height())
    width, side = font(size, True).size(str(number))
    left = box.centerx - (width + side + pad) // 2
    symbol(s, pygame.Rect(left, box.y, side, side), colour)
    put(s, str(number), size, (left + side + pad, box.y), colour, True)
    return box.y + side + pad // 2


def paint_market(card: MarketCard, number: int) -> FacePainter:
    """A market card: its number (its place in the data), each resource with its price."""

    def paint(s: pygame.Surface) -> None:
        box, pad, deep = _frame(s, "market")
        h = s.get_height()
        y = _numbered_header(s, _market_symbol, number, box, pad, deep)
        size = max(MIN_TEXT, min(h // 14, (box.bottom - y) // 8))
        _resource_row(s, [(r, money(p)) for r, p in card.prices.items()], box, y, size)

    return paint


def paint_workshop(card: WorkshopCard) -> FacePainter:
    """The deck a boutique is stocked from, its emblem, and how many cards."""

    def paint(s: pygame.Surface) -> None:
        box, pad, deep = _frame(s, "workshop")
        h = s.get_height()
        ground, tone = DECK_COLOURS[card.deck]
        # The count in the title too: a fanned hand keeps only the title band in view.
        name = tr("art.workshop", deck=tr(f"deck.{card.deck}"), count=card.count)
        title = set_title(name, box.width, title_size(h))
        y = draw_title(s, title, box.centerx, box.y, deep) + pad
        count_size = max(MIN_TEXT, h // 6)
        count = text_image(f"× {card.count}", count_size, True, tone)
        side = min(box.width * 2 // 3, box.bottom - y - count.get_height() - pad)
        plate = pygame.Rect(box.centerx - side // 2 - pad, y, side + 2 * pad, side + pad)
        pygame.draw.ellipse(s, ground, plate)
        pygame.draw.ellipse(s, tone, plate, max(1, h // 90))
        DECK_EMBLEMS[card.deck](s, plate.inflate(-2 * pad, -pad), tone)
        put(s, f"× {card.count}", count_size, (box.centerx, box.bottom), tone, True, "midbottom")

    return paint


def paint_gossip(card: GossipCard) -> FacePainter:
    """Its number and what the Lady who receives it has more of."""

    def paint(s: pygame.Surface) -> None:
        box, pad, deep = _frame(s, "gossip")
        h = s.get_height()
        y = _numbered_header(s, gossip_symbol, card.number, box, pad, deep)
        size = MIN_TEXT if h < 200 else h // 15
        draw_lines(
            s, tr(f"card_text.{card.id}"), pygame.Rect(box.x, y, box.width, box.bottom - y), size
        )

    return paint


def paint_back(deck: str) -> FacePainter:
    """A deck's back: its pastel with a lattice, a gilt oval and the deck's emblem."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        ground, deep = DECK_COLOURS[deck]
        s.fill(mix(ground, deep, 0.25))
        step = max(6, w // 7)
        line = mix(ground, PAPER, 0.4)
        for x in range(-h, w + h, step):
            pygame.draw.line(s, line, (x, 0), (x + h, h), max(1, w // 60))
            pygame.draw.line(s, line, (x + h, 0), (x, h), max(1, w // 60))
        oval = pygame.Rect(0, 0, w * 2 // 3, h // 2)
        oval.center = (w // 2, h // 2)
        pygame.draw.ellipse(s, PAPER, oval)
        pygame.draw.ellipse(s, GILT, oval, max(2, w // 40))
        side = min(oval.width, oval.height) * 3 // 5
        DECK_EMBLEMS[deck](s, pygame.Rect(w // 2 - side // 2, h // 2 - side // 2, side, side), deep)

    return paint


def painter(cat: Catalogue, card_id: str) -> tuple[str, FacePainter]:
    """The kind and painter of any card of the catalogue, by id."""
    if card_id in cat.wardrobe:
        return "wardrobe", paint_wardrobe(cat.wardrobe[card_id])
    if card_id in cat.servants:
        return "servant", paint_servant(cat.servants[card_id])
    if card_id in cat.contracts:
        return "contract", paint_contract(cat.contracts[card_id])
    if card_id in cat.markets:
        return "market", paint_market(cat.markets[card_id], list(cat.markets).index(card_id) + 1)
    if card_id in cat.workshop:
        return "workshop", paint_workshop(cat.workshop[card_id])
    if card_id in cat.gossip:
        return "gossip", paint_gossip(cat.gossip[card_id])
    raise KeyError(card_id)


def card_face(cat: Catalogue, card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of any card, at ``size``, through the card widget's cache; a wardrobe card
    smaller than ``MINI_HEIGHT`` shows its miniature."""
    if card_id in cat.wardrobe and size[1] < MINI_HEIGHT:
        return render_face(face_key("mini", card_id), size, paint_miniature(cat.wardrobe[card_id]))
    kind, paint = painter(cat, card_id)
    return render_face(face_key(kind, card_id), size, paint)


def back_face(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of ``deck`` (a wardrobe deck, servants, contracts, market, workshop, gossip)."""
    return render_face((NS, "back", deck), size, paint_back(deck))


def deck_of_back(cat: Catalogue, card_id: str) -> str:
    """Which back a card shows face down."""
    if card_id in cat.wardrobe or card_id in cat.servants:
        return cat.deck_of(card_id)
    for deck, cards in (
        ("contracts", cat.contracts),
        ("market", cat.markets),
        ("workshop", cat.workshop),
        ("gossip", cat.gossip),
    ):
        if card_id in cards:
            return deck
    raise KeyError(card_id)
