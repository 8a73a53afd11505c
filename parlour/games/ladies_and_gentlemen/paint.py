"""Drawing the Ladies & Gentlemen table in Victorian pastels.

The scene hands over a ``LadiesFrame`` each time it draws (the view, the layout, the
places and buttons it has set out, what the pointer is on); the painters read that and
nothing of the scene, so they can be run and tested without one. ``TablePainter`` is what
stays from frame to frame, owned by the scene: the still layer and the texts last drawn.

Everything that only changes with the view (seats, arcade, exchange, the person's own
things) is painted once into a layer and blitted each frame; only what follows the mouse
(hover, buttons, the hand's lift, a tooltip) is drawn on top. Every text goes through
``_text``, which records it with its font size, so the layout test measures what is drawn.
Cards in hand wear their faces from ``art``; cards in a boutique or an outfit are small
landscape cards (the shared card corners and shadow) with the item's silhouette, name,
stars, price and designer marks, so ten seats' worth of boutiques fit at 1024×640; where
one is too narrow for all, the name stays and the silhouette goes first. Boutiques are
shop fronts under an awning of their team's colour and symbol.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from parlour.engine import Action
from parlour.games.ladies_and_gentlemen import art, ball_paint
from parlour.games.ladies_and_gentlemen.cards import Catalogue
from parlour.games.ladies_and_gentlemen.holdings import ShownContract
from parlour.games.ladies_and_gentlemen.layout import MIN_TEXT, Layout, text_size
from parlour.games.ladies_and_gentlemen.views import BoutiqueView, LadiesView
from parlour.ui import text_marks
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.text import DrawnText, draw_text, draw_wrapped, fit, wrap_text, wrapped_lines
from parlour.ui.theme import CREAM, FELT, FELT_DARK, GOLD, INK
from parlour.ui.widgets.button import TableButton, draw_why
from parlour.ui.widgets.card import corner_radius, draw_glow, shadow_offset
from parlour.ui.widgets.card import shadow as card_shadow
from parlour.ui.widgets.fan import FannedHand, TitleBand
from parlour.ui.widgets.seats import TeamMark, draw_plate
from parlour.ui.widgets.still_layer import StillLayer
from parlour.ui.widgets.tokens import TokenStyle, draw_token, render_token

#: Where a hand card's face (``art``) carries its title: the fan keeps it in view.
BAND = TitleBand(0.0, 0.0, 1.0, 0.3)
ARCADE = (246, 232, 236)
EXCHANGE = (226, 236, 224)
PANEL_EDGE = (150, 120, 110)
#: The widest edge a tile gets (gold: in the shop window, or presented).
TILE_EDGE = 3
SOFT_INK = (96, 78, 70)
#: The boutiques' team colours, in pastel.
COLOURS: dict[str, RGB] = {
    "blue": (170, 198, 236),
    "orange": (246, 200, 156),
    "green": (184, 222, 184),
    "red": (236, 164, 164),
    "pink": (240, 188, 220),
}
FACE_DOWN = TokenStyle((120, 108, 150), "none", "rings")
#: The Courtesan wears no team's colour: her crown, on her plate and her visit marker.
COURTESAN = TeamMark((196, 60, 120), "crown")
COURTESAN_MARK = COURTESAN.token


def token_style(token: str | None) -> TokenStyle:
    """A stock token: face down, a resource, or (once all is revealed) a number."""
    if token is None:
        return FACE_DOWN
    if token.startswith("#"):
        return TokenStyle(art.NUMBER_STYLE.colour, "none", "rings", token[1:])
    return art.RESOURCE_STYLES[token]


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """How wide ``text`` is drawn (cached: every repaint measures the same labels)."""
    return int(font(size, bold).size(text)[0])


def dim(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Veil a card that no longer counts (its designer dropped at the Ball)."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((40, 30, 30, 90))
    surface.blit(veil, rect)


def star_radius(size: int) -> int:
    """The star icon drawn before a number of stars in text of ``size``."""
    return max(4, size * 4 // 10)


#: The room left and right of a worn card's one line (clear of its edge, like a tile's).
CHIP_PAD = TILE_EDGE + 2


def chip_width(title: str, stars: int, size: int) -> int:
    """How wide a worn card drawn as one line is (``TablePainter._chip``): its name, a
    star and the number of stars, at ``size``."""
    icon = 2 * star_radius(size)
    return (
        2 * CHIP_PAD + text_width(title, size, True) + 4 + icon + 2 + text_width(str(stars), size)
    )


def chip_title(titles: Sequence[str], stars: int, size: int, room: int) -> str | None:
    """The first of ``titles`` (an item's name, then its short form) whose one-line card
    fits ``room``: the scene places it and the painter draws it by the same measure."""
    return next((title for title in titles if chip_width(title, stars, size) <= room), None)


@dataclass
class Spot:
    """A place on the table: what lies there (``kind``, ``what``), what a click does
    (``action``; ``None``: nothing now) and what a hover tells about it (``info``)."""

    rect: pygame.Rect
    kind: str
    what: Any
    action: Action | None = None
    info: str = ""
    flags: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True)
class LadiesFrame:
    """Everything one frame of the table is drawn from, handed over by the scene: the
    view, where everything lies (``lay``, the ``spots``, the ``buttons``, the ``hand``),
    what the pointer is on, the texts the scene has put together, the tokens turning
    over and how far the staged Ball has come. The painters read nothing else."""

    view: LadiesView
    lay: Layout
    cat: Catalogue
    #: The namespaced translation (the game's texts) and the seats' names.
    t: Callable[..., str]
    name: Callable[[int], str]
    card_name: Callable[[str | None], str]
    seat_names: Sequence[str]
    viewer: int | None
    bottom: int
    spots: Sequence[Spot]
    buttons: Sequence[TableButton]
    hand: FannedHand
    hovered: Spot | None
    mouse: tuple[int, int]
    prompt: str
    pay_heads: Sequence[tuple[pygame.Rect, str]]
    #: Changes whenever the still layer must be painted anew.
    version: int
    turning: Sequence[int]
    turn_progress: float
    ball_reveal: ball_paint.Reveal | None


class TablePainter:
    """What the painting keeps from frame to frame, owned by the scene: the still layer
    and the texts drawn last (the layout tests measure them)."""

    def __init__(self) -> None:
        self.texts: list[DrawnText] = []
        self._still: StillLayer[list[DrawnText]] = StillLayer()

    def draw(self, surface: pygame.Surface, frame: LadiesFrame) -> None:
        """One frame: the still layer (painted anew when ``frame.version`` or the size
        changes), then what moves or follows the mouse on top."""
        key = (frame.version, frame.lay.rect.size)
        paint = _Pen(frame).paint_layer
        self.texts = list(self._still.draw(surface, frame.lay.rect, key, paint))
        pen = _Pen(frame, self.texts)
        if frame.turning:
            pen.turning(surface)
        hovered = frame.hovered
        if hovered is not None and hovered.action is not None:
            draw_glow(surface, hovered.rect, True)
        frame.hand.draw(surface)
        for button in frame.buttons:
            button.draw(surface, button.enabled and button.rect.collidepoint(frame.mouse))
        draw_why(surface, frame.buttons, frame.mouse, frame.lay.rect)
        if hovered is not None and hovered.info:
            pen.tooltip(surface, hovered)


def seat_lines(view: LadiesView, seat: int, t: Callable[..., str]) -> list[str]:
    """What a seat's body says: its part first (a narrow plate has no room for it),
    then what everyone may know of it (the scene places her worn cards under them)."""
    role = view["roles"][seat]
    lines = [t(f"role.{role}")]
    if role == "gentleman":
        number = view["numbers"][seat]
        if number is not None:
            lines.append(t("table.seat.number", number=number))
        money = view["money"][seat]
        if money is not None:
            lines.append(t("table.seat.money", amount=money))
        res = view["resources"][seat]
        if res is not None:
            lines.append(t("table.seat.resources", count=sum(res.values())))
        paid = len(view["unpaid"][seat ^ 1])
        if paid:
            lines.append(t("table.seat.asked", count=paid))
    else:
        outfit = view["outfits"][seat]
        assert outfit is not None  # every shopper has one
        lines.append(
            t("table.seat.outfit", stars=outfit["stars"], count=len(view["wardrobes"][seat]))
        )
        unpaid = len(view["unpaid"][seat])
        if unpaid:
            lines.append(t("table.seat.unpaid", count=unpaid))
        visit = view["visits"][seat]
        if visit is not None:
            boutique = view["boutiques"][visit]["id"]
            lines.append(t("table.seat.visit", boutique=t(f"card.{boutique}")))
        elif view["chosen"][seat]:
            lines.append(t("table.seat.chosen"))
    return lines


def seat_rows(lines: Sequence[str], width: int) -> list[str]:
    """A seat's lines as its body ``width`` wide shows them: each on one row where it fits
    (``_fitted`` may set it smaller, down to ``MIN_TEXT``), else broken onto more rows,
    so no line about her goes missing in a narrow seat (her worn cards go under them)."""
    rows: list[str] = []
    for line in lines:
        fits = text_width(line, MIN_TEXT) <= width
        rows.extend([line] if fits else wrapped_lines(line, MIN_TEXT, False, width))
    return rows


class _Pen:
    """Paints one frame's parts, recording every text it draws in ``texts``."""

    def __init__(self, frame: LadiesFrame, texts: list[DrawnText] | None = None) -> None:
        self.frame = frame
        self.texts: list[DrawnText] = [] if texts is None else texts

    def paint_layer(self, layer: pygame.Surface) -> list[DrawnText]:
        """The still table: everything that only changes with the view and the layout."""
        frame = self.frame
        lay = frame.lay
        self.texts = []
        view = frame.view
        if view["over"]:  # the Ball is a scene of its own, over the whole table
            picture = ball_paint.draw_ball(
                layer, lay.rect, view, frame.cat, frame.seat_names, frame.ball_reveal
            )
            self.texts = list(picture.texts)
            return self.texts
        layer.fill(FELT, lay.rect)
        self._seats(layer)
        self._status(layer)
        self._arcade(layer)
        self._exchange(layer)
        self._own(layer)
        for spot in frame.spots:
            if spot.action is not None:
                draw_glow(layer, spot.rect, False)
        return self.texts

    # ----------------------------------------------------------------- text

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        size: int,
        colour: RGB = INK,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        return draw_text(
            surface, text, pos, size, colour, bold=bold, anchor=anchor, drawn=self.texts
        )

    def _fitted(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        size: int,
        colour: RGB = INK,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect | None:
        """``text`` at ``size`` or smaller (never under ``MIN_TEXT``) so it fits ``box``'s
        width; left off if it cannot fit at all (never cut)."""
        for points in range(size, MIN_TEXT - 1, -1):
            w, h = text_width(text, points, bold), font(points, bold).get_linesize()
            if w <= box.width and h <= box.height + 4:
                pos = getattr(box, anchor)
                return self._text(surface, text, pos, points, colour, bold, anchor)
        return None

    def _title(
        self,
        surface: pygame.Surface,
        texts: list[str],
        box: pygame.Rect,
        size: int,
        colour: RGB = INK,
    ) -> pygame.Rect | None:
        """The first of ``texts`` (a name, then its short form) that fits ``box``: bold
        at ``size`` down to ``MIN_TEXT``, then regular at ``MIN_TEXT``."""
        for text in texts:
            drawn = self._fitted(surface, text, box, size, colour, True)
            if drawn is None and text_width(text, MIN_TEXT) <= box.width:
                drawn = self._text(surface, text, box.topleft, MIN_TEXT, colour)
            if drawn is not None:
                return drawn
        return None

    def _lines(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        size: int,
        colour: RGB = INK,
        bold: bool = False,
    ) -> int:
        """``text`` wrapped into ``box`` (as many lines as fit); the bottom it reached."""
        return draw_wrapped(
            surface, text, box, size, colour, bold=bold, clip=True, drawn=self.texts
        )

    def t(self, key: str, **params: Any) -> str:
        return self.frame.t(key, **params)

    # ----------------------------------------------------------------- seats

    def _seats(self, surface: pygame.Surface) -> None:
        frame = self.frame
        lay = frame.lay
        view = frame.view
        marks = art.seat_marks(view)
        for place in lay.seats.seats:
            seat = place.seat
            radius = max(4, place.plate.height // 4)
            pygame.draw.rect(surface, FELT_DARK, place.area, 0, radius)
            draw_plate(
                surface,
                place.plate,
                frame.name(seat),
                turn=view["to_act"] == seat,
                team=marks.get(seat, COURTESAN),
                note=self.t(f"role.{view['roles'][seat]}") if place.edge == "bottom" else "",
            )
            if place.edge != "bottom":
                self._seat_body(surface, seat, place.body)
        for spot in frame.spots:
            if spot.kind == "worn" and "chip" in spot.flags:
                self._chip(surface, spot.rect, spot.what, spot.flags)
            elif spot.kind == "worn":
                self._mini(surface, spot.rect, spot.what, spot.flags)

    def _seat_body(self, surface: pygame.Surface, seat: int, body: pygame.Rect) -> None:
        lay = self.frame.lay
        size = text_size(lay.unit, 14)
        pad = max(3, lay.gap)
        box = body.inflate(-2 * pad, -pad)
        y = box.y
        step = font(size).get_linesize()
        for row in seat_rows(seat_lines(self.frame.view, seat, self.frame.t), box.width):
            if y + step > box.bottom:
                break
            self._fitted(surface, row, pygame.Rect(box.x, y, box.width, step), size, CREAM)
            y += step

    # ----------------------------------------------------------------- centre

    def _status(self, surface: pygame.Surface) -> None:
        frame = self.frame
        lay = frame.lay
        view = frame.view
        text = self.t("table.status.day", day=view["day"], days=view["days"])
        text += " · " + self.t(f"phase.{view['phase']}")
        self._fitted(surface, text, lay.status, text_size(lay.unit, 15), CREAM, True, "midleft")

    def _arcade(self, surface: pygame.Surface) -> None:
        frame = self.frame
        lay = frame.lay
        view = frame.view
        if lay.boutiques:
            panel = lay.boutiques[0].unionall(lay.boutiques).inflate(lay.gap, lay.gap)
            pygame.draw.rect(surface, ARCADE, panel, 0, lay.gap)
            pygame.draw.rect(surface, PANEL_EDGE, panel, 1, lay.gap)
        size = text_size(lay.unit, 13)
        for spot in frame.spots:
            if spot.kind == "boutique":
                self._sign(surface, spot, view["boutiques"][spot.what], size)
            elif spot.kind == "card":
                self._mini(surface, spot.rect, spot.what, spot.flags)

    def _sign(self, surface: pygame.Surface, spot: Spot, boutique: BoutiqueView, size: int) -> None:
        """A boutique's shop front: a striped awning in its team's colour with the team's
        symbol (for colour-blind play), its name on the pastel front, and the visit
        markers of the Ladies in it."""
        frame = self.frame
        lay = frame.lay
        rect = spot.rect
        mark = art.TEAM_MARKS[boutique["colour"]]
        pygame.draw.rect(surface, COLOURS.get(boutique["colour"], ARCADE), rect, 0, lay.gap)
        awning = pygame.Rect(rect.x, rect.y, rect.width, max(8, rect.height // 4))
        self._awning(surface, awning, mark.colour)
        r = max(4, awning.height // 2 - 1)
        draw_token(surface, mark.token, (awning.centerx, awning.centery), r)
        edge = 3 if "open" in spot.flags else 1
        pygame.draw.rect(surface, GOLD if "open" in spot.flags else PANEL_EDGE, rect, edge, lay.gap)
        box = pygame.Rect(
            rect.x + 4, awning.bottom + 2, rect.width - 8, rect.bottom - awning.bottom - 4
        )
        y = self._shop_name(surface, self.t(f"card.{boutique['id']}"), box, size)
        marks = art.seat_marks(frame.view)
        r = max(5, min(10, (box.bottom - y) // 2 - 1))
        x = box.x + r
        for seat in boutique["visitors"]:
            if y + 2 * r > box.bottom + 2 or x + r > box.right:
                break
            seat_mark = marks.get(seat)
            style = seat_mark.token if seat_mark is not None else COURTESAN_MARK
            draw_token(surface, style, (x, box.bottom - r), r)
            x += 2 * r + 2

    def _awning(self, surface: pygame.Surface, band: pygame.Rect, colour: RGB) -> None:
        """Stripes of the team colour and cream, scalloped at the bottom."""
        stripe = max(4, band.height // 2)
        clip = surface.get_clip()
        surface.set_clip(band.clip(clip))
        for i, x in enumerate(range(band.x, band.right, stripe)):
            shade = colour if i % 2 == 0 else CREAM
            pygame.draw.rect(surface, shade, (x, band.y, stripe, band.height - stripe // 3))
            pygame.draw.circle(
                surface, shade, (x + stripe // 2, band.bottom - stripe // 3), stripe // 2
            )
        surface.set_clip(clip)

    def _shop_name(self, surface: pygame.Surface, name: str, box: pygame.Rect, size: int) -> int:
        """A shop's name on one line if it fits at a readable size, else on two lines
        broken between words, else shortened (its tooltip says it whole); the bottom."""
        step = font(size, True).get_linesize()
        line = pygame.Rect(box.x, box.y, box.width, step)
        if self._fitted(surface, name, line, size, INK, True) is not None:
            return box.y + step
        words = name.split()
        if len(words) > 1:
            cut = len(words) // 2
            parts = [" ".join(words[:cut]), " ".join(words[cut:])]
            points = next(
                (
                    p
                    for p in range(size, MIN_TEXT - 1, -1)
                    if max(text_width(w, p, True) for w in parts) <= box.width
                ),
                None,
            )
            if points is not None and 2 * font(points, True).get_linesize() <= box.height + 4:
                y = box.y
                for part in parts:
                    self._text(surface, part, (box.x, y), points, INK, True)
                    y += font(points, True).get_linesize()
                return y
        shown = fit(name, box.width, font(MIN_TEXT, True))
        drawn = draw_text(
            surface,
            shown,
            box.topleft,
            MIN_TEXT,
            INK,
            bold=True,
            full=name,
            hover=True,
            drawn=self.texts,
        )
        return drawn.bottom

    def _mini(
        self, surface: pygame.Surface, rect: pygame.Rect, card: str | None, flags: frozenset[str]
    ) -> None:
        """A card lying in a boutique or an outfit, drawn as a small landscape card with
        the shadow and corners of every card: its silhouette (the item, or a servant's
        bust), the item's name (or the servant's), its stars and price, and a mark per
        designer (the servants and the three-designer rule ask for them)."""
        frame = self.frame
        lay = frame.lay
        cat = frame.cat
        if "face" in flags and card is not None and card != "servant":
            self._face(surface, rect, card, flags)
            return
        # A servant, face up or down, or a wardrobe card (whose item, stars and price show).
        info = None if card is None or card == "servant" else cat.wardrobe.get(card)
        deck = "servants" if info is None else info.deck
        ground, deep = art.DECK_COLOURS[deck]
        radius = max(3, corner_radius(rect.height))
        surface.blit(card_shadow(rect.size), rect.move(shadow_offset(rect.height)))
        pygame.draw.rect(surface, ground, rect, 0, radius)
        edge_colour, edge = PANEL_EDGE, 1
        if "window" in flags or "presented" in flags:
            edge_colour, edge = GOLD, TILE_EDGE
        elif "unpaid" in flags or "handed" in flags:
            edge_colour, edge = (190, 90, 90), 2
        size = text_size(lay.unit, 12)
        inner = rect.inflate(-2 * (TILE_EDGE + 2), -2)  # clear of the widest (gold) edge
        line = font(size).get_linesize()
        if info is None:
            known = card not in (None, "servant")
            names = [frame.card_name(card)] if known else []
            titles = [*names, self.t("table.servant"), self.t("table.short.servant")]
            below = self.t("table.price", price=cat.setup.servant_price)
            designers: tuple[str, ...] = ()
        else:
            titles = [self.t(f"item.{info.item}"), self.t(f"table.short.{info.item}")]
            below = self.t("table.stars_price", stars=info.stars, price=info.price)
            designers = info.designers
        line_h = font(size).get_linesize()
        badge = max(8, min(line_h - 4, inner.width // 8)) if designers else 0
        marks_w = len(designers) * (badge + 1)
        side = min(inner.height - 2, rect.height - 6)
        words = inner.width - side - 3
        need = max(text_width(titles[-1], size, True) + marks_w, self._starred_width(below, size))
        # The whole name at the size of its neighbours' names also comes before the
        # silhouette, where the card is wide enough for it without one.
        named = text_width(titles[0], size, True) + marks_w
        if words < need or words < named <= inner.width:
            side, words = 0, inner.width  # name, stars and price first: no silhouette
        if side > 0:
            picture = pygame.Rect(inner.x, rect.centery - side // 2, side, side)
            draw = art.servant_symbol if info is None else art.ITEM_SYMBOLS[info.item]
            draw(surface, picture.inflate(-2, -2), deep)
        text = pygame.Rect(inner.right - words, inner.y, words, inner.height)
        top = pygame.Rect(text.x, text.y, text.width - marks_w, line)
        bottom = pygame.Rect(text.x, text.y + line, text.width, line)
        marks_y = text.y + 1
        if self._title(surface, titles, top, size) is None:
            # The name comes first: it takes the whole row, the marks go to the row below,
            # unless they would crowd out its stars and price there: those come before the
            # designers, which its tooltip names.
            self._title(surface, titles, top.inflate(marks_w, 0).move(marks_w // 2, 0), size)
            if info is not None and self._starred_width(below, size) > text.width - marks_w:
                designers, marks_w = (), 0
            bottom.width -= marks_w
            marks_y = bottom.centery - badge // 2
        for i, designer in enumerate(designers):
            mark = pygame.Rect(0, 0, badge, badge)
            mark.topright = (text.right - i * (badge + 1), marks_y)
            art.draw_designer(surface, designer, mark, name=False)
        if info is None:
            self._fitted(surface, below, bottom, size, SOFT_INK)
        else:
            self._starred(surface, bottom, size, below)
        if "dropped" in flags:
            dim(surface, rect)
        pygame.draw.rect(surface, edge_colour, rect, edge, radius)

    def _chip(
        self, surface: pygame.Surface, rect: pygame.Rect, card: str, flags: frozenset[str]
    ) -> None:
        """A worn card as one line, where a seat has no room for whole mini cards: its
        item's name and its stars in its deck's colours (its tooltip tells the rest)."""
        info = self.frame.cat.wardrobe[card]
        ground, _ = art.DECK_COLOURS[info.deck]
        radius = max(3, rect.height // 4)
        pygame.draw.rect(surface, ground, rect, 0, radius)
        size = text_size(self.frame.lay.unit, 12)
        titles = [self.t(f"item.{info.item}"), self.t(f"table.short.{info.item}")]
        title = chip_title(titles, info.stars, size, rect.width) or titles[-1]
        drawn = self._text(surface, title, (rect.x + CHIP_PAD, rect.y + 1), size, INK, True)
        r = star_radius(size)
        art.draw_star(surface, (drawn.right + 4 + r, rect.centery), 2 * r)
        self._text(surface, str(info.stars), (drawn.right + 6 + 2 * r, rect.y + 1), size, SOFT_INK)
        if "dropped" in flags:
            dim(surface, rect)
        pygame.draw.rect(surface, PANEL_EDGE, rect, 1, radius)

    def _face(
        self, surface: pygame.Surface, rect: pygame.Rect, card: str, flags: frozenset[str]
    ) -> None:
        """A whole card face (``art``), where a boutique's row has room for one."""
        surface.blit(card_shadow(rect.size), rect.move(shadow_offset(rect.height)))
        face = art.card_face(self.frame.cat, card, rect.size)
        text_marks.placed(surface, face, rect.topleft)
        if "window" in flags or "presented" in flags:
            radius = corner_radius(rect)
            pygame.draw.rect(surface, GOLD, rect, TILE_EDGE, radius)

    def _starred_width(self, text: str, size: int) -> int:
        """How wide ``_starred`` draws ``text`` at the smallest size it may take."""
        return star_radius(size) * 2 + 2 + text_width(text, MIN_TEXT)

    def _starred(self, surface: pygame.Surface, box: pygame.Rect, size: int, text: str) -> None:
        """A star icon, then ``text`` (which begins with the number of stars)."""
        r = star_radius(size)
        art.draw_star(surface, (box.x + r, box.centery), 2 * r)
        rest = pygame.Rect(box.x + 2 * r + 2, box.y, box.width - 2 * r - 2, box.height)
        self._fitted(surface, text, rest, size, SOFT_INK, False, "midleft")

    def _exchange(self, surface: pygame.Surface) -> None:
        frame = self.frame
        lay = frame.lay
        view = frame.view
        panel = lay.exchange.inflate(lay.gap, lay.gap)
        pygame.draw.rect(surface, EXCHANGE, panel, 0, lay.gap)
        pygame.draw.rect(surface, PANEL_EDGE, panel, 1, lay.gap)
        for spot in frame.spots:
            if spot.kind == "token":
                r = max(5, spot.rect.width // 2 - 1)
                style = token_style(spot.what)
                draw_token(surface, style, spot.rect.center, r)
            elif spot.kind == "contract":
                self._contract(surface, spot.rect, view["contracts"][spot.what])
        self._market(surface)

    def turning(self, surface: pygame.Surface) -> None:
        """Tokens turning over: the face-down side narrows to an edge, then the face
        widens from it."""
        frame = self.frame
        tokens = [spot for spot in frame.spots if spot.kind == "token"]
        progress = frame.turn_progress
        width = abs(math.cos(math.pi * progress))
        for index in frame.turning:
            if index >= len(tokens):
                continue
            spot = tokens[index]
            r = max(5, spot.rect.width // 2 - 1)
            image = render_token(token_style(None if progress < 0.5 else spot.what), r)
            squeezed = pygame.transform.smoothscale(
                image, (max(1, round(image.get_width() * width)), image.get_height())
            )
            pygame.draw.rect(surface, EXCHANGE, spot.rect.inflate(2, 2))
            surface.blit(squeezed, squeezed.get_rect(center=spot.rect.center))

    def _contract(self, surface: pygame.Surface, rect: pygame.Rect, shown: ShownContract) -> None:
        """A contract on display, drawn as a card: its name, a token per resource asked,
        the premium with the £100s lying on it (the bonus once fulfilled), who did."""
        frame = self.frame
        lay = frame.lay
        info = frame.cat.contracts[shown["id"]]
        done = bool(shown["by"])
        ground, deep = art.DECK_COLOURS["contracts"]
        radius = max(3, corner_radius(min(rect.width, rect.height)))
        surface.blit(card_shadow(rect.size), rect.move(shadow_offset(rect.height)))
        pygame.draw.rect(surface, ground, rect, 0, radius)
        pygame.draw.rect(surface, art.GILT, rect.inflate(-4, -4), 1, radius)
        pygame.draw.rect(surface, PANEL_EDGE, rect, 1, radius)
        size = text_size(lay.unit, 12)
        box = rect.inflate(-8, -6)
        line = font(size, True).get_linesize()
        tokens = [r for r, n in sorted(info.resources.items()) for _ in range(n)]
        r = max(5, min(round(8 * lay.unit), box.width // (2 * max(len(tokens), 1)) - 1))
        y = box.y
        # Its name where the figures leave room for it: what it asks and pays come first
        # (its tooltip names it always). A name too wide for its line takes two, broken
        # at a syllable, where they fit, rather than shrinking below its neighbours'.
        name = self.t(f"card.{shown['id']}")
        two = wrapped_lines(name, size, True, box.width)
        if (
            text_width(name, size, True) > box.width
            and len(two) == 2
            and all(text_width(part, size, True) <= box.width for part in two)
            and box.height >= 4 * line + 2 * r + 4
        ):
            for i, part in enumerate(two):
                self._text(surface, part, (box.x, box.y + i * line), size, deep, True)
            y = box.y + 2 * line + 1
        elif box.height >= 3 * line + 2 * r + 4:
            head = pygame.Rect(box.x, box.y, box.width, line)
            if self._fitted(surface, name, head, size, deep, True) is None:
                short = fit(name, box.width, font(MIN_TEXT, True))
                draw_text(
                    surface,
                    short,
                    head.topleft,
                    MIN_TEXT,
                    deep,
                    bold=True,
                    full=name,
                    hover=True,
                    drawn=self.texts,
                )
            y = head.bottom + 1
        x = box.x + r
        for res in tokens:
            draw_token(surface, art.RESOURCE_STYLES[res], (x, y + r), r)
            x += 2 * r + 1
        y += 2 * r + 3
        value = self.t(
            "table.contract.bonus" if done else "table.contract.premium",
            amount=info.bonus if done else info.premium,
        )
        extra = shown["money"] and self.t("table.contract.money", amount=shown["money"])
        row = pygame.Rect(box.x, y, box.width, line)
        together = f"{value} {extra}" if extra else value
        if extra and text_width(together, MIN_TEXT, True) <= box.width:
            # The premium and the £100s on it on one line, where they fit.
            drawn = self._fitted(surface, value, row, size, INK, True)
            if drawn is not None:
                rest = pygame.Rect(drawn.right + 4, y, box.right - drawn.right - 4, line)
                if self._fitted(surface, extra, rest, size, (150, 110, 20), True) is None:
                    self._fitted(surface, extra, rest, MIN_TEXT, (150, 110, 20), True)
            y += line
        else:
            if self._fitted(surface, value, row, size, INK, True):
                y += line
            if extra and y + line <= box.bottom + 2:
                row = pygame.Rect(box.x, y, box.width, line)
                self._fitted(surface, extra, row, size, (150, 110, 20), True)
                y += line
        if done and y + line <= box.bottom + 2:
            names = ", ".join(frame.name(s) for s in shown["by"])
            self._fitted(
                surface,
                self.t("table.contract.by", seats=names),
                pygame.Rect(box.x, y, box.width, line),
                size,
                SOFT_INK,
            )

    def _market(self, surface: pygame.Surface) -> None:
        """The market card: each resource's token and price, in one column when seven lines
        fit, else in two."""
        frame = self.frame
        lay = frame.lay
        rect = lay.market
        pygame.draw.rect(surface, (252, 244, 226), rect, 0, lay.gap)
        pygame.draw.rect(surface, PANEL_EDGE, rect, 1, lay.gap)
        prices = list(frame.cat.markets[frame.view["market"]].prices.items())
        size = text_size(lay.unit, 12)
        step = font(size).get_linesize()
        box = rect.inflate(-6, -4)
        self._fitted(
            surface,
            self.t("table.market"),
            pygame.Rect(box.x, box.y, box.width, step),
            size,
            INK,
            True,
        )
        head = step
        cols = 1 if step * (len(prices) + 1) <= box.height else 2
        rows = -(-len(prices) // cols)
        step = max(step, (box.height - head) // rows)  # every row inside the card
        col_w = box.width // cols
        r = max(5, min(step // 2 - 1, round(9 * lay.unit)))
        lines = [
            (res, self.t("table.market_line", resource=self.t(f"card.{res}"), price=price))
            for res, price in ((res, self.t("table.price", price=p)) for res, p in prices)
        ]
        # Every resource by name where all the names fit (wheat and gold must not be told
        # by hue alone), else every price alone: the tokens' symbols and tooltips name them.
        room = col_w - 2 * r - 3
        if max(text_width(line, MIN_TEXT) for _res, line in lines) > room:
            lines = [(res, self.t("table.price", price=p)) for res, p in prices]
        for i, (res, text) in enumerate(lines):
            col, line = divmod(i, rows)
            x = box.x + col * col_w
            cy = box.y + head + step * line + step // 2
            draw_token(surface, art.RESOURCE_STYLES[res], (x + r, cy), r)
            label = pygame.Rect(x + 2 * r + 3, cy - step // 2, room, step)
            self._fitted(surface, text, label, size, INK, False, "midleft")

    # ----------------------------------------------------------------- own things

    def _own(self, surface: pygame.Surface) -> None:
        frame = self.frame
        lay = frame.lay
        view = frame.view
        seat = frame.bottom
        role = view["roles"][seat]
        size = text_size(lay.unit, 13)
        line = font(size).get_linesize()
        if frame.viewer is None:
            self._seat_body(surface, seat, lay.hand.union(lay.holdings))
        elif role == "gentleman":
            money = view["money"][seat]
            big = text_size(lay.unit, 15)
            if money is not None:
                self._fitted(
                    surface, self.t("table.own.money", amount=money), lay.hand, big, CREAM, True
                )
            number = view["numbers"][seat]
            step = font(big, True).get_linesize()
            below = pygame.Rect(lay.hand.x, lay.hand.y + step, lay.hand.width, step)
            key = "table.own.no_number" if number is None else "table.own.number"
            self._fitted(surface, self.t(key, number=number), below, max(MIN_TEXT, big - 2), CREAM)
            for head, heading in frame.pay_heads:
                self._lines(surface, heading, head, size, CREAM, bold=True)
        else:
            outfit = view["outfits"][seat]
            assert outfit is not None  # every shopper has one
            elegance = view["elegance"][seat]
            head = pygame.Rect(lay.holdings.x, lay.holdings.y, lay.holdings.width, line)
            text = self.t(
                "table.own.outfit",
                count=outfit["stars"],
                points=elegance if elegance is not None else outfit["stars"],
            )
            self._fitted(surface, text, head, size, CREAM, True)
        for spot in frame.spots:
            if spot.kind == "own":
                self._mini(surface, spot.rect, spot.what, spot.flags)
            elif spot.kind == "resource":
                self._resource(surface, spot)
        if frame.prompt:
            top_button = min((b.rect.y for b in frame.buttons), default=lay.prompt.bottom)
            box = pygame.Rect(
                lay.prompt.x, lay.prompt.y, lay.prompt.width, top_button - lay.gap - lay.prompt.y
            )
            self._lines(surface, frame.prompt, box, size, CREAM)

    def _resource(self, surface: pygame.Surface, spot: Spot) -> None:
        lay = self.frame.lay
        kind, count = spot.what
        rect = spot.rect
        r = max(6, min(rect.height // 2 - 2, rect.width // 4))
        draw_token(surface, art.RESOURCE_STYLES[kind], (rect.x + r + 2, rect.centery), r)
        label = pygame.Rect(rect.x + 2 * r + 6, rect.y, rect.width - 2 * r - 6, rect.height)
        size = text_size(lay.unit, 14)
        named = self.t("table.own.resource", resource=self.t(f"card.{kind}"), count=count)
        # Named in bold, else in regular type ("Baumwolle ×1" in a narrow cell at 1024×640),
        # and only where neither fits by the count alone (the token and tooltip name it).
        for text, bold in ((named, True), (named, False), (f"×{count}", True)):
            if self._fitted(surface, text, label, size, CREAM, bold, "midleft") is not None:
                return

    # ----------------------------------------------------------------- overlay

    def tooltip(self, surface: pygame.Surface, spot: Spot) -> None:
        lay = self.frame.lay
        size = text_size(lay.unit, 13)
        fnt = font(size)
        width = min(round(360 * lay.unit), lay.rect.width - 8)
        lines = wrap_text(spot.info, fnt, width - 12)
        h = fnt.get_linesize() * len(lines) + 8
        w = max(fnt.size(line)[0] for line in lines) + 12
        box = pygame.Rect(0, 0, w, h)
        box.midbottom = (spot.rect.centerx, spot.rect.y - 4)
        if box.y < lay.rect.y:
            box.midtop = (spot.rect.centerx, spot.rect.bottom + 4)
        box.clamp_ip(lay.rect)
        pygame.draw.rect(surface, (255, 250, 238), box, 0, 6)
        pygame.draw.rect(surface, PANEL_EDGE, box, 1, 6)
        y = box.y + 4
        for line in lines:
            draw_text(surface, line, (box.x + 6, y), size, INK)
            y += fnt.get_linesize()
