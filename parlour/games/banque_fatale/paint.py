"""Drawing the Banque Fatale table: the value track, the market, stack and offer, the
middle, the bank, the other players' cards and screens, and the viewer's own corner.

The table (``scene.py``) hands the painters a ``BanqueFataleFrame``: everything one frame
shows (view, layout, drag and animation state), measured by the table; the painters read
nothing else. ``TablePainter`` is what they keep between frames: the still table
(everything but the moving stones, flying and dragged pieces and the buttons) is painted
once into a cached layer and only repainted when the frame's ``version`` or what is in
flight changes: a frame is then one blit plus what moves. It records where it drew each
card (for the zoom) and every text with its size (so tests can hold the layout to
readable, non-overlapping text).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from parlour.engine import Action
from parlour.games.banque_fatale import art, compact
from parlour.games.banque_fatale.rules import GAME_ID as NS  # the texts' namespace
from parlour.games.banque_fatale.rules import (
    BanqueFataleView,
    Choose,
    ColourCounts,
    Sell,
)
from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import DrawnText, draw_text, draw_wrapped
from parlour.ui.widgets.button import TableButton
from parlour.ui.widgets.card import (
    HOVER,
    SELECTED,
    CardState,
    corner_radius,
    draw_card,
    draw_glow,
    render_face,
)
from parlour.ui.widgets.drag import DragController, DragItem
from parlour.ui.widgets.flight import Flights
from parlour.ui.widgets.still_layer import StillLayer
from parlour.ui.widgets.tokens import draw_stack, draw_token

Point = tuple[int, int]

#: No text a player needs is ever drawn smaller than this, in pixels.
MIN_TEXT = 12


def text_px(px: float, unit: float) -> int:
    """A font size given for the design size, scaled by ``unit``, never below ``MIN_TEXT``."""
    return max(MIN_TEXT, round(px * unit))


def card_value(values: ColourCounts, card: str) -> int:
    """What ``card`` is worth at the colour ``values``: the sum of its piques' values."""
    return sum(values[p] for p in art.card_piques()[card])


def token_rect(centre: Point, r: int) -> pygame.Rect:
    """The place of a jeton stack whose bottom chip of radius ``r`` lies at ``centre``."""
    return pygame.Rect(centre[0] - r, centre[1] - r * 3, r * 2, r * 4)


@dataclass
class Layout:
    """Where everything lies. The opponents stand in a column on the left; on the right, from
    top to bottom: the value table, the cards (stack, offer, market), the status line, the
    middle beside the bank, and the viewer's corner (screen, bid, cards)."""

    rect: pygame.Rect
    unit: float
    gap: int
    opponents: dict[int, pygame.Rect]
    track: pygame.Rect
    cards_panel: pygame.Rect
    market: list[pygame.Rect]
    stack: pygame.Rect
    offer: pygame.Rect
    status: pygame.Rect
    middle: pygame.Rect
    bank: pygame.Rect
    mine: pygame.Rect
    my_screen: pygame.Rect
    my_bid: pygame.Rect
    my_cards: pygame.Rect
    card_h: int
    jeton_r: int
    button_h: int

    def regions(self) -> dict[str, pygame.Rect]:
        """The table's areas by name; none overlaps another (tests hold the layout to it)."""
        named = {
            "track": self.track,
            "cards_panel": self.cards_panel,
            "status": self.status,
            "middle": self.middle,
            "bank": self.bank,
            "mine": self.mine,
        }
        named.update({f"seat{seat}": rect for seat, rect in self.opponents.items()})
        return named


@dataclass(frozen=True)
class Places:
    """Where the pieces that depend on the view lie, measured by the table once per change
    of view or layout (not per frame)."""

    #: The value table's cells: right of the colour names, below the values.
    grid: pygame.Rect
    #: The bottom chip of each colour's stack, by colour id.
    screen_points: Mapping[str, Point]
    bid_points: Mapping[str, Point]
    middle_points: Mapping[str, Point]
    #: Lines for an opponent's marks, and the height of the line showing its bid.
    seat_lines: tuple[int, int]
    #: Per opponent: the height of the row of its open screen's jetons (0: none), and
    #: where its cards lie.
    screen_rows: Mapping[int, int]
    seat_cards: Mapping[int, Sequence[pygame.Rect]]
    #: The viewer's cards and where they lie.
    my_cards: Sequence[tuple[str, pygame.Rect]]
    icon_r: int
    small_jeton_r: int


@dataclass(frozen=True)
class BanqueFataleFrame:
    """All one frame of the table shows, and nothing the painters would have to ask for."""

    view: BanqueFataleView
    lay: Layout
    places: Places
    #: The values of the value table, left to right.
    track: tuple[int, ...]
    #: Where each colour's stone stands now (between two values while it glides).
    stones: Mapping[str, float]
    #: The seat at the bottom of the table, and the seat looking (None: an onlooker).
    me: int
    viewer: int | None
    legal: Sequence[Action]
    pending_sale: str | None
    #: Why the piece last pressed cannot move now, in place of the prompt for a while.
    note: str | None
    #: Counts changes to what the still table shows (view, layout, choices).
    version: int
    drag: DragController
    items: Sequence[DragItem]
    buttons: Sequence[TableButton]
    flights: Flights[tuple[str, str]]
    mouse: Point
    #: The translation function and the seats' names.
    translate: Callable[..., str]
    name: Callable[[int], str]

    def fs(self, px: float) -> int:
        """A font size given for the design size, scaled for this table."""
        return text_px(px, self.lay.unit)

    def t(self, key: str, **params: Any) -> str:
        return self.translate(f"{NS}.table.{key}", **params)

    def card_value(self, card: str) -> int:
        return card_value(self.view["values"], card)


class TablePainter:
    """What the painters keep between frames (owned by the table): the still layer, and
    where the last frame drew its cards and texts."""

    def __init__(self) -> None:
        #: Where each card was drawn in the last frame, for the zoom.
        self.spots: list[tuple[Hashable, pygame.Rect]] = []
        #: Every text of the last frame, as drawn.
        self.texts: list[DrawnText] = []
        #: The still table and the spots and texts painted on it.
        self._still: StillLayer[tuple[list[tuple[Hashable, pygame.Rect]], list[DrawnText]]] = (
            StillLayer()
        )

    # ----------------------------------------------------------------- the frame

    def draw(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        spots, texts = self._still.draw(
            surface, f.lay.rect, _still_key(f), lambda layer: self._paint_layer(layer, f)
        )
        self.spots, self.texts = list(spots), list(texts)
        _draw_stones(surface, f)
        f.drag.draw_targets(surface)
        for button in f.buttons:
            button.draw(surface, button.rect.collidepoint(f.mouse))
        self._draw_floating(surface, f)

    def _paint_layer(
        self, layer: pygame.Surface, f: BanqueFataleFrame
    ) -> tuple[list[tuple[Hashable, pygame.Rect]], list[DrawnText]]:
        lay = f.lay
        self.spots, self.texts = [], []
        art.backdrop(layer, lay.rect)
        self._draw_track(layer, f)
        self._draw_market(layer, f)
        self._draw_status(layer, f)
        self._draw_middle(layer, f)
        self._draw_bank(layer, f)
        for seat, rect in lay.opponents.items():
            self._draw_opponent(layer, f, seat, rect)
        self._draw_mine(layer, f)
        _draw_legal_items(layer, f)
        return self.spots, self.texts

    # ----------------------------------------------------------------- text

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: Point,
        size: int,
        colour: tuple[int, int, int] = art.CREAM,
        bold: bool = False,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        return draw_text(
            surface, text, pos, size, colour, bold=bold, anchor=anchor, drawn=self.texts
        )

    def _lines(
        self,
        surface: pygame.Surface,
        text: str,
        box: pygame.Rect,
        size: int,
        colour: tuple[int, int, int] = art.CREAM,
        bold: bool = False,
        centred: bool = False,
    ) -> int:
        """``text`` wrapped into ``box`` from its top; returns the bottom of the last line."""
        return draw_wrapped(
            surface, text, box, size, colour, bold=bold, centred=centred, drawn=self.texts
        )

    def _label(
        self,
        surface: pygame.Surface,
        f: BanqueFataleFrame,
        text: str,
        pos: Point,
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """A gold caption naming an area of the table (the market, the middle, your bid)."""
        return self._text(surface, text, pos, f.fs(13), art.GOLD, True, anchor)

    # ----------------------------------------------------------------- the value table

    def _draw_track(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        lay = f.lay
        t, g = lay.track, lay.gap
        art.deco_panel(surface, t)
        grid = f.places.grid
        colours = list(art.palette().values())
        col_w = grid.width / len(f.track)
        row_h = grid.height / len(colours)
        self._text(
            surface,
            f.t("value_table"),
            (t.x + g, t.y + max(g // 2, art.CORNER_CLEAR)),
            f.fs(15),
            art.GOLD,
            True,
        )
        for i, value in enumerate(f.track):
            x = round(grid.x + i * col_w)
            cell = pygame.Rect(x, grid.y, round(grid.x + (i + 1) * col_w) - x - 1, grid.height)
            if value > 10:
                # The paying cells: darker and hatched, so they differ by more than colour.
                pygame.draw.rect(surface, (60, 50, 30), cell)
                art.hatch(surface, cell, (92, 76, 40))
            self._text(
                surface,
                str(value),
                (cell.centerx, grid.y - 1),
                f.fs(14),
                art.GOLD if value > 10 else art.CREAM,
                True,
                "midbottom",
            )
        icon_r = f.places.icon_r
        for r, colour in enumerate(colours):
            y = round(grid.y + (r + 0.5) * row_h)
            pygame.draw.line(surface, art.GOLD_DARK, (grid.x, y), (grid.right, y), 1)
            art.stone(surface, (t.x + g + icon_r, y), icon_r, colour)
            self._text(
                surface,
                f.translate(f"{NS}.colour.{colour.id}"),
                (t.x + 2 * g + 2 * icon_r, y),
                f.fs(13),
                art.CREAM,
                False,
                "midleft",
            )

    # ----------------------------------------------------------------- cards

    def _draw_card(
        self,
        surface: pygame.Surface,
        f: BanqueFataleFrame,
        card: str,
        rect: pygame.Rect,
        state: CardState | None = None,
        value: bool = True,
    ) -> None:
        title = f.translate(f"{NS}.card.{card}")
        if rect.width > rect.height:
            self._draw_strip(surface, f, card, title, rect, state)
            return
        face = render_face(("bf", card, title), rect.size, art.card_painter(card, title))
        drawn = draw_card(surface, rect, face, state)
        self.spots.append((card, drawn))
        piques = len(art.card_piques()[card])
        for line, rect, points, _ in art.card_title(title, drawn.size, piques):
            self.texts.append(DrawnText(line, rect.move(drawn.topleft), points))
        if value:
            size = f.fs(12)
            text = f.t("money", amount=f.card_value(card))
            fnt = font(size, True)
            badge = pygame.Rect(0, 0, fnt.size(text)[0] + 8, fnt.get_linesize())
            badge.midtop = (drawn.centerx, drawn.bottom + 2)
            pygame.draw.rect(surface, art.GOLD, badge, border_radius=badge.height // 2)
            self._text(surface, text, badge.center, size, art.NAVY_DARK, True, "center")

    def _draw_strip(
        self,
        surface: pygame.Surface,
        f: BanqueFataleFrame,
        card: str,
        title: str,
        rect: pygame.Rect,
        state: CardState | None,
    ) -> None:
        """``card`` as a strip (``compact``): a place too small for a face that names it.
        Strips of a column touch, so a strip casts no shadow and is not lifted as a card
        is (either would cover the strip above); a picked one steps aside instead."""
        value = str(f.card_value(card))
        painter = compact.strip_painter(card, title, value)
        face = render_face(("bf.strip", card, title, value), rect.size, painter)
        state = state or CardState()
        drawn = rect.move(rect.height // 3, 0) if state.selected or state.hover else rect
        text_marks.placed(surface, face, drawn)
        if state.legal or state.hot:
            draw_glow(surface, drawn, state.hot)
        edge = SELECTED if state.selected else HOVER if state.hover else None
        if edge is not None:
            pygame.draw.rect(surface, edge, drawn.inflate(2, 2), 2, drawn.height // 2 + 1)
        self.spots.append((card, drawn))
        parts = compact.strip_parts(
            drawn.height, title, len(art.card_piques()[card]), value, drawn.width
        )
        points = compact.strip_points(drawn.height)
        for text, where in ((title, parts.name), (value, parts.value)):
            self.texts.append(DrawnText(text, where.move(drawn.topleft), points))

    def _draw_market(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        lay = f.lay
        art.deco_panel(surface, lay.cards_panel)
        stack_n = f.view["stack_size"]
        self._label(
            surface,
            f,
            f.t("stack", count=stack_n),
            (lay.stack.x, lay.stack.y - 2),
            "bottomleft",
        )
        if stack_n:
            back = render_face("bf.back", lay.stack.size, art.card_back)
            draw_card(surface, lay.stack, back)
        else:
            pygame.draw.rect(surface, art.GOLD_DARK, lay.stack, 1, corner_radius(lay.stack))
        self._label(surface, f, f.t("on_offer"), (lay.offer.x, lay.offer.y - 2), "bottomleft")
        pygame.draw.rect(surface, art.GOLD_DARK, lay.offer, 1, corner_radius(lay.offer))
        offer = f.view["auction_card"]
        if offer is not None and f.view["phase"] == "bid" and not _flying(f, "card", offer):
            self._draw_card(surface, f, offer, lay.offer)
        self._label(surface, f, f.t("market"), (lay.market[0].x, lay.market[0].y - 2), "bottomleft")
        for card, rect in zip(f.view["market"], lay.market, strict=False):
            if _flying(f, "card", card) or f.drag.is_floating(("market", card)):
                continue
            state = CardState(
                legal=Choose(card) in f.legal,
                selected=f.drag.selected == ("market", card),
            )
            self._draw_card(surface, f, card, rect, state)

    # ----------------------------------------------------------------- middle and bank

    def _draw_status(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        self._lines(surface, _status(f), f.lay.status, f.fs(15), art.CREAM, True)

    def _draw_jetons(
        self,
        surface: pygame.Surface,
        f: BanqueFataleFrame,
        kind: str,
        counts: ColourCounts,
        centres: list[Point],
        empty: bool,
    ) -> None:
        """Five stacks, each with its count below it; ``empty`` marks the empty places. A
        jeton in the hand (or gliding back) is one fewer on its stack, not the whole stack."""
        r = f.lay.jeton_r
        palette = art.palette()
        for colour, centre in zip(palette, centres, strict=True):
            count = counts.get(colour, 0)
            if count and f.drag.is_floating((kind, colour)):
                count -= 1
            if count:
                draw_stack(surface, palette[colour].token, centre, r, count, show_count=False)
            elif empty and not count:
                pygame.draw.circle(surface, art.GOLD_DARK, centre, r, 1)
            if count or empty:
                self._text(
                    surface,
                    f"×{count}",
                    (centre[0], centre[1] + r + 1),
                    f.fs(12),
                    art.CREAM if count else art.MUTED,
                    True,
                    "midtop",
                )

    def _draw_middle(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        lay = f.lay
        art.deco_panel(surface, lay.middle)
        top = lay.middle.y + art.CORNER_CLEAR
        self._label(surface, f, f.t("middle"), (lay.middle.x + lay.gap, top))
        centres = [f.places.middle_points[c] for c in art.palette()]
        self._draw_jetons(surface, f, "middle", f.view["middle"], centres, False)

    def _draw_bank(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        lay = f.lay
        bank, g = lay.bank, lay.gap
        art.deco_panel(surface, bank, (40, 32, 20))
        title = self._text(
            surface,
            "Banque Fatale",
            (bank.centerx, bank.y + g // 2),
            f.fs(17),
            art.GOLD,
            True,
            "midtop",
        )
        if f.pending_sale is None and any(isinstance(a, Sell) for a in f.legal):
            box = pygame.Rect(bank.x + g, title.bottom, bank.width - 2 * g, 0)
            self._lines(surface, f.t("bank_hint"), box, f.fs(12), art.CREAM, centred=True)

    # ----------------------------------------------------------------- seats

    def _draw_revealed(
        self, surface: pygame.Surface, f: BanqueFataleFrame, seat: int, area: pygame.Rect
    ) -> None:
        """The bid ``seat`` made, once all bids are open: its count and its jetons."""
        revealed = f.view["revealed_bids"]
        if not revealed:
            return
        r = f.places.small_jeton_r
        palette = art.palette()
        label = f.t("bid_shown", count=sum(revealed[seat].values()))
        x = (
            self._text(
                surface,
                label,
                (area.x, area.centery),
                f.fs(12),
                art.CREAM,
                False,
                "midleft",
            ).right
            + r // 2
            + 3  # air between the label's colon and the first jeton's rim
        )
        total = max(1, sum(revealed[seat].values()))
        step = min(2 * r + 2, max(3, (area.right - x - 2 * r) // total))
        for colour, count in revealed[seat].items():
            for _ in range(count):
                draw_token(surface, palette[colour].token, (x + r, area.centery), r)
                x += step

    def _draw_own_cash(
        self, surface: pygame.Surface, f: BanqueFataleFrame, me: int, heading: pygame.Rect
    ) -> None:
        """The open screen's cash below its arches; where the screen is too low for it
        above the stacks of jetons (the replay's shorter table), at the right end of the
        name's row instead: never on the jetons."""
        lay = f.lay
        cash = f.t("cash", amount=f.view["cash"][me])
        size = f.fs(16)
        stacks = min(token_rect(f.places.screen_points[c], lay.jeton_r).top for c in art.palette())
        y = lay.my_screen.y + art.screen_arch_h(lay.my_screen)
        if y + font(size, True).get_height() <= stacks:
            self._text(surface, cash, (lay.my_screen.centerx, y), size, art.GOLD, True, "midtop")
            return
        size = f.fs(13)
        right = (lay.my_screen.right, heading.centery)
        if heading.right + lay.gap + font(size, True).size(cash)[0] > lay.my_screen.right:
            right = (lay.my_bid.right, heading.centery)  # past a long name, over the bid
        self._text(surface, cash, right, size, art.GOLD, True, "midright")

    def _draw_opponent(
        self, surface: pygame.Surface, f: BanqueFataleFrame, seat: int, rect: pygame.Rect
    ) -> None:
        g = f.lay.gap
        art.deco_panel(surface, rect)
        acting = f.view["to_act"] == seat
        name_size = f.fs(15)
        name_h = font(name_size, True).get_linesize()
        # The paravent at the right of the name: closed while its jetons and cash are hidden,
        # open on the final table, which shows them below the bid.
        held = f.view["jetons"][seat]
        icon = pygame.Rect(0, 0, round(name_h * 1.5), name_h - 4)
        icon.topright = (rect.right - g, rect.y + g + 2)
        art.screen(surface, icon, open_=held is not None)
        if held is not None:
            self._draw_screen_total(surface, f, seat, held, (icon.x - g // 2, icon.centery))
        self._text(
            surface,
            f.name(seat),
            (rect.x + g, rect.y + g),
            name_size,
            art.GOLD if acting else art.CREAM,
            True,
        )
        lines, bid_h = f.places.seat_lines
        small_h = font(f.fs(12)).get_linesize()
        box = pygame.Rect(rect.x + g, rect.y + g + name_h, rect.width - 2 * g, lines * small_h)
        self._lines(surface, _marks(f, seat), box, f.fs(12), art.CREAM)
        self._draw_revealed(surface, f, seat, pygame.Rect(box.x, box.bottom, box.width, bid_h))
        row_h = f.places.screen_rows[seat]
        if held is not None and row_h:
            area = pygame.Rect(box.x, box.bottom + bid_h, box.width, row_h)
            self._draw_open_screen(surface, f, held, area)
        cards = f.view["owned"][seat]
        for card, crect in zip(cards, f.places.seat_cards[seat], strict=True):
            if not _flying(f, "card", card):
                self._draw_card(surface, f, card, crect)

    def _draw_screen_total(
        self,
        surface: pygame.Surface,
        f: BanqueFataleFrame,
        seat: int,
        held: ColourCounts,
        right: Point,
    ) -> None:
        """An open screen's cash by the name, right-aligned at ``right``; where the panel has
        no room for the row of jetons, how many jetons it held before it."""
        cash = f.t("cash", amount=f.view["cash"][seat])
        x = self._text(surface, cash, right, f.fs(12), art.GOLD, True, "midright").x
        if f.places.screen_rows[seat]:
            return
        jetons = f.t("jetons_held", count=sum(held.values()))
        self._text(surface, jetons, (x - 6, right[1]), f.fs(12), art.CREAM, False, "midright")

    def _draw_open_screen(
        self, surface: pygame.Surface, f: BanqueFataleFrame, held: ColourCounts, area: pygame.Rect
    ) -> None:
        """The jetons behind an opponent's screen (the final table; its cash stands by its
        name): one jeton of each colour with its count beside it, an empty ring for none."""
        r = f.places.small_jeton_r
        step = area.width // len(held)
        y = area.centery
        palette = art.palette()
        for i, (colour, count) in enumerate(held.items()):
            centre = (area.x + step * i + r, y)
            if count:
                draw_token(surface, palette[colour].token, centre, r)
            else:
                pygame.draw.circle(surface, art.GOLD_DARK, centre, r, 1)
            self._text(
                surface,
                f"×{count}",
                (centre[0] + r + 2, y),
                f.fs(12),
                art.CREAM if count else art.MUTED,
                True,
                "midleft",
            )

    def _draw_mine(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        lay = f.lay
        view = f.view
        g = lay.gap
        me = f.me
        art.deco_panel(surface, lay.mine)
        acting = view["to_act"] == me
        name = self._text(
            surface,
            f.name(me),
            (lay.mine.x + g, lay.mine.y + g),
            f.fs(13),
            art.GOLD if acting else art.CREAM,
            True,
        )
        marks = _marks(f, me)
        marks_rect = name
        if marks:  # after the name as after any other mark
            marks = f.t("mark_separator") + marks
            marks_rect = self._text(surface, marks, (name.right, name.y), f.fs(13))
        jetons = view["jetons"][me]
        open_ = jetons is not None
        art.screen(surface, lay.my_screen, open_=open_)
        if jetons is not None:
            self._draw_own_cash(surface, f, me, name.union(marks_rect))
            centres = [f.places.screen_points[c] for c in art.palette()]
            self._draw_jetons(surface, f, "screen", jetons, centres, True)
        else:
            box = lay.my_screen.inflate(-2 * g, 0)
            box.y = lay.my_screen.centery
            self._lines(
                surface,
                f.t("screen_closed"),
                box,
                f.fs(13),
                art.CREAM,
                centred=True,
            )
        pygame.draw.rect(surface, art.NAVY, lay.my_bid, border_radius=8)
        pygame.draw.rect(surface, art.GOLD_DARK, lay.my_bid, 1, border_radius=8)
        # Only the person looking at the table has "your" bid; else it is named.
        caption = f.t("your_bid") if f.viewer == me else f.t("seat_bid", seat=f.name(me))
        self._label(surface, f, caption, (lay.my_bid.x + g, lay.my_bid.y + 3))
        bid = view["my_bid"]
        if bid and any(bid.values()):
            centres = [f.places.bid_points[c] for c in art.palette()]
            self._draw_jetons(surface, f, "bid", bid, centres, False)
        else:
            self._draw_revealed(
                surface,
                f,
                me,
                pygame.Rect(
                    lay.my_bid.x + g, lay.my_bid.centery - 12, lay.my_bid.width - 2 * g, 24
                ),
            )
        for card, rect in f.places.my_cards:
            if _flying(f, "card", card) or f.drag.is_floating(("card", card)):
                continue
            picked = f.drag.selected == ("card", card)
            state = CardState(
                legal=Sell(card) in f.legal,
                selected=picked or card == f.pending_sale,
            )
            self._draw_card(surface, f, card, rect, state)

    # ----------------------------------------------------------------- what moves

    def _draw_floating(self, surface: pygame.Surface, f: BanqueFataleFrame) -> None:
        lay = f.lay
        palette = art.palette()
        for flight in f.flights:
            # A delayed flight waits visibly where it starts, so nothing blinks out.
            x, y = f.flights.position(flight)
            kind, what = flight.what
            if kind == "card":
                size = lay.offer.size
                self._draw_card(surface, f, what, pygame.Rect(int(x), int(y), *size), value=False)
            else:
                draw_token(surface, palette[what].token, (int(x), int(y)), lay.jeton_r)
        for key in f.drag.floating():
            rect = f.drag.display_rect(key)
            if rect is None or not isinstance(key, tuple):
                continue
            kind, what = key
            if kind in ("market", "card"):
                self._draw_card(surface, f, what, rect, CardState(hover=True))
            else:
                r = lay.jeton_r
                draw_token(surface, palette[what].token, (rect.centerx, rect.bottom - r), r)
        if f.drag.held is not None:
            hot = f.drag.hot_target()
            if hot == "bank" and isinstance(f.drag.held, tuple):
                price = f.card_value(f.drag.held[1])
                self._text(
                    surface,
                    f.t("money", amount=price),
                    f.mouse,
                    f.fs(18),
                    art.GOLD,
                    True,
                    "bottomleft",
                )


# --------------------------------------------------------------------------- pure helpers


def _still_key(f: BanqueFataleFrame) -> Hashable:
    """What the still layer depends on besides the frame's version: the pieces in the air
    (a card in flight is not also drawn where it lies) and the one picked up by a click."""
    flying = frozenset(flight.what for flight in f.flights)
    return (f.version, flying, frozenset(f.drag.floating()), f.drag.selected)


def _stone_x(f: BanqueFataleFrame, value: float) -> int:
    """The centre of the value-table cell of ``value`` (between two while a stone glides)."""
    grid = f.places.grid
    return int(grid.x + (value - f.track[0] + 0.5) * grid.width / len(f.track))


def _draw_stones(surface: pygame.Surface, f: BanqueFataleFrame) -> None:
    """The stones, each on its value (or gliding to it)."""
    grid = f.places.grid
    colours = list(art.palette().values())
    row_h = grid.height / len(colours)
    col_w = grid.width / len(f.track)
    radius = max(6, int(min(row_h * 0.46, col_w * 0.44)))
    for r, colour in enumerate(colours):
        y = round(grid.y + (r + 0.5) * row_h)
        shown = f.stones[colour.id]
        art.stone(surface, (_stone_x(f, shown), y), radius, colour)


def _flying(f: BanqueFataleFrame, kind: str, what: str) -> bool:
    return any(flight.what == (kind, what) for flight in f.flights)


def _status(f: BanqueFataleFrame) -> str:
    view = f.view
    phase = view["phase"]
    head = f.t(
        "round",
        round=view["round"],
        total=view["rounds_total"],
        seat=f.name(view["start_seat"]),
    )
    if phase == "over":
        return f.t("over")
    actor = view["to_act"]
    assert actor is not None  # only the finished game has nobody to act
    if f.note is not None:
        return f.note  # alone, in the room of the round and the prompt
    if f.legal:
        return f"{head} — {f.t('prompt_' + phase)}"
    return f"{head} — {f.t('waiting', seat=f.name(actor))}"


def _marks(f: BanqueFataleFrame, seat: int) -> str:
    """A seat's marks (start player, bid placed, to play, fortune), joined by the
    separator, which only ever stands between two of them: a seat that has only bid
    reads "bid placed", not "· bid placed"."""
    view = f.view
    marks = []
    if seat == view["start_seat"]:
        marks.append(f.t("start_mark"))
    if view["phase"] == "bid" and view["bid_placed"][seat]:
        marks.append(f.t("has_bid"))
    if view["to_act"] == seat:
        marks.append(f.t("acting"))
    scores = view["scores"]
    if scores is not None:
        marks.append(f.t("wealth", amount=scores[seat]))
    return f.t("mark_separator").join(marks)


def _draw_legal_items(surface: pygame.Surface, f: BanqueFataleFrame) -> None:
    """A gold ring under every jeton stack that may be picked up now; the one picked up
    by a click wears a wide cream ring until it is put down."""
    r = f.lay.jeton_r
    for item in f.items:
        kind = item.key[0] if isinstance(item.key, tuple) else None
        if kind in ("screen", "bid", "middle") and not f.drag.is_floating(item.key):
            centre = (item.rect.centerx, item.rect.bottom - r)
            if item.key == f.drag.selected:
                pygame.draw.circle(surface, art.CREAM, centre, r + max(4, r // 2), 4)
            else:
                pygame.draw.circle(surface, art.GOLD, centre, r + max(3, r // 3), 2)
