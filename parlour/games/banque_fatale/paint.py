"""Drawing the Banque Fatale table: the value track, the market, stack and offer, the
middle, the bank, the other players' cards and screens, and the viewer's own corner.

``TablePainter`` reads what the table holds (view, layout, drag and animation state) and
draws it. The still table (everything but the moving stones, flying and dragged pieces and
the buttons) is painted once into a cached layer and only repainted when the table's
``version`` or what is in flight changes: a frame is then one blit plus what moves. It
records where it drew each card (for the zoom) and every text with its size (so tests can
hold the layout to readable, non-overlapping text).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from parlour.games.banque_fatale import art
from parlour.games.banque_fatale.rules import GAME_ID as NS  # the texts' namespace
from parlour.games.banque_fatale.rules import (
    Choose,
    Sell,
)
from parlour.ui.fonts import font
from parlour.ui.text import DrawnText, draw_text, draw_wrapped
from parlour.ui.widgets.card import CardState, corner_radius, draw_card, render_face
from parlour.ui.widgets.still_layer import StillLayer
from parlour.ui.widgets.tokens import draw_stack, draw_token

if TYPE_CHECKING:
    from parlour.games.banque_fatale.scene import BanqueFataleTable, Point


class TablePainter:
    """Draws one ``BanqueFataleTable``."""

    def __init__(self, table: BanqueFataleTable) -> None:
        self.table = table
        #: Where each card was drawn in the last frame, for the zoom.
        self._spots: list[tuple[Hashable, pygame.Rect]] = []
        #: Every text of the last frame, as drawn.
        self.texts: list[DrawnText] = []
        #: The still table and the spots and texts painted on it.
        self._still: StillLayer[tuple[list[tuple[Hashable, pygame.Rect]], list[DrawnText]]] = (
            StillLayer()
        )

    # ----------------------------------------------------------------- the frame

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.table.lay
        if lay is None or not self.table.view:
            return
        spots, texts = self._still.draw(surface, lay.rect, self._still_key(), self._paint_layer)
        self._spots, self.texts = list(spots), list(texts)
        self._draw_stones(surface)
        self.table.drag.draw_targets(surface)
        for button in self.table.buttons:
            button.draw(surface, button.rect.collidepoint(self.table.mouse))
        self._draw_floating(surface)
        self.table.zoom.set_spots(self._spots)
        self.table.zoom.draw(surface, lay.rect)

    def _still_key(self) -> Hashable:
        """What the still layer depends on besides the table's version: the pieces in the air
        (a card in flight is not also drawn where it lies) and the one picked up by a click."""
        flying = frozenset(flight.what for flight in self.table.flights)
        drag = self.table.drag
        return (self.table.version, flying, frozenset(drag.floating()), drag.selected)

    def _paint_layer(
        self, layer: pygame.Surface
    ) -> tuple[list[tuple[Hashable, pygame.Rect]], list[DrawnText]]:
        lay = self.table.lay
        assert lay is not None
        self._spots, self.texts = [], []
        art.backdrop(layer, lay.rect)
        self._draw_track(layer)
        self._draw_market(layer)
        self._draw_status(layer)
        self._draw_middle(layer)
        self._draw_bank(layer)
        for seat, rect in lay.opponents.items():
            self._draw_opponent(layer, seat, rect)
        self._draw_mine(layer)
        self._draw_legal_items(layer)
        return self._spots, self.texts

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
        self, surface: pygame.Surface, text: str, pos: Point, anchor: str = "topleft"
    ) -> pygame.Rect:
        """A gold caption naming an area of the table (the market, the middle, your bid)."""
        return self._text(surface, text, pos, self.table.fs(13), art.GOLD, True, anchor)

    # ----------------------------------------------------------------- the value table

    def _draw_track(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        t, g = lay.track, lay.gap
        art.deco_panel(surface, t)
        grid = self.table.track_grid()
        colours = list(art.palette().values())
        col_w = grid.width / len(self.table.track)
        row_h = grid.height / len(colours)
        self._text(
            surface,
            self.table.t("value_table"),
            (t.x + g, t.y + g // 2),
            self.table.fs(15),
            art.GOLD,
            True,
        )
        for i, value in enumerate(self.table.track):
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
                self.table.fs(14),
                art.GOLD if value > 10 else art.CREAM,
                True,
                "midbottom",
            )
        icon_r = self.table.icon_r()
        for r, colour in enumerate(colours):
            y = round(grid.y + (r + 0.5) * row_h)
            pygame.draw.line(surface, art.GOLD_DARK, (grid.x, y), (grid.right, y), 1)
            art.stone(surface, (t.x + g + icon_r, y), icon_r, colour)
            self._text(
                surface,
                self.table.colour_name(colour.id),
                (t.x + 2 * g + 2 * icon_r, y),
                self.table.fs(13),
                art.CREAM,
                False,
                "midleft",
            )

    def _draw_stones(self, surface: pygame.Surface) -> None:
        """The stones, each on its value (or gliding to it)."""
        grid = self.table.track_grid()
        colours = list(art.palette().values())
        row_h = grid.height / len(colours)
        col_w = grid.width / len(self.table.track)
        radius = max(6, int(min(row_h * 0.46, col_w * 0.44)))
        values = self.table.view["values"]
        for r, colour in enumerate(colours):
            y = round(grid.y + (r + 0.5) * row_h)
            shown = self.table.anim.number(("stone", colour.id), float(values[colour.id]))
            art.stone(surface, (self.table.stone_x(shown), y), radius, colour)

    # ----------------------------------------------------------------- cards

    def _draw_card(
        self,
        surface: pygame.Surface,
        card: str,
        rect: pygame.Rect,
        state: CardState | None = None,
        value: bool = True,
    ) -> None:
        title = self.table.ctx.t(f"{NS}.card.{card}")
        face = render_face(("bf", card, title), rect.size, art.card_painter(card, title))
        drawn = draw_card(surface, rect, face, state)
        self._spots.append((card, drawn))
        for line, rect, points in art.card_title(title, drawn.size):
            self.texts.append(DrawnText(line, rect.move(drawn.topleft), points))
        if value:
            size = self.table.fs(12)
            text = self.table.t("money", amount=self.table.card_value(card))
            fnt = font(size, True)
            badge = pygame.Rect(0, 0, fnt.size(text)[0] + 8, fnt.get_linesize())
            badge.midtop = (drawn.centerx, drawn.bottom + 2)
            pygame.draw.rect(surface, art.GOLD, badge, border_radius=badge.height // 2)
            self._text(surface, text, badge.center, size, art.NAVY_DARK, True, "center")

    def _flying(self, kind: str, what: str) -> bool:
        return any(flight.what == (kind, what) for flight in self.table.flights)

    def _draw_market(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        art.deco_panel(surface, lay.cards_panel)
        stack_n = int(self.table.view["stack_size"])
        self._label(
            surface,
            self.table.t("stack", count=stack_n),
            (lay.stack.x, lay.stack.y - 2),
            "bottomleft",
        )
        if stack_n:
            back = render_face("bf.back", lay.stack.size, art.card_back)
            draw_card(surface, lay.stack, back)
        else:
            pygame.draw.rect(surface, art.GOLD_DARK, lay.stack, 1, corner_radius(lay.stack))
        self._label(surface, self.table.t("on_offer"), (lay.offer.x, lay.offer.y - 2), "bottomleft")
        pygame.draw.rect(surface, art.GOLD_DARK, lay.offer, 1, corner_radius(lay.offer))
        offer = self.table.view.get("auction_card")
        if (
            offer is not None
            and self.table.view["phase"] == "bid"
            and not self._flying("card", offer)
        ):
            self._draw_card(surface, offer, lay.offer)
        self._label(
            surface, self.table.t("market"), (lay.market[0].x, lay.market[0].y - 2), "bottomleft"
        )
        for card, rect in zip(self.table.view["market"], lay.market, strict=False):
            if self._flying("card", card) or self.table.drag.is_floating(("market", card)):
                continue
            state = CardState(
                legal=Choose(card) in self.table.legal,
                selected=self.table.drag.selected == ("market", card),
            )
            self._draw_card(surface, card, rect, state)

    # ----------------------------------------------------------------- middle and bank

    def _draw_status(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        self._lines(
            surface, self._status(), self.table.lay.status, self.table.fs(15), art.CREAM, True
        )

    def _draw_jetons(
        self,
        surface: pygame.Surface,
        kind: str,
        counts: dict[str, int],
        centres: list[Point],
        empty: bool,
    ) -> None:
        """Five stacks, each with its count below it; ``empty`` marks the empty places."""
        assert self.table.lay is not None
        r = self.table.lay.jeton_r
        palette = art.palette()
        for colour, centre in zip(palette, centres, strict=True):
            count = int(counts.get(colour, 0))
            if count and not self.table.drag.is_floating((kind, colour)):
                draw_stack(surface, palette[colour].token, centre, r, count, show_count=False)
            elif empty and not count:
                pygame.draw.circle(surface, art.GOLD_DARK, centre, r, 1)
            if count or empty:
                self._text(
                    surface,
                    f"×{count}",
                    (centre[0], centre[1] + r + 1),
                    self.table.fs(12),
                    art.CREAM if count else art.MUTED,
                    True,
                    "midtop",
                )

    def _draw_middle(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        art.deco_panel(surface, lay.middle)
        self._label(surface, self.table.t("middle"), (lay.middle.x + lay.gap, lay.middle.y + 3))
        centres = [self.table.middle_point(c) for c in art.palette()]
        self._draw_jetons(surface, "middle", self.table.view["middle"], centres, False)

    def _draw_bank(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        bank, g = lay.bank, lay.gap
        art.deco_panel(surface, bank, (40, 32, 20))
        title = self._text(
            surface,
            "Banque Fatale",
            (bank.centerx, bank.y + g // 2),
            self.table.fs(17),
            art.GOLD,
            True,
            "midtop",
        )
        if self.table.pending_sale is None and any(isinstance(a, Sell) for a in self.table.legal):
            box = pygame.Rect(bank.x + g, title.bottom, bank.width - 2 * g, 0)
            self._lines(
                surface, self.table.t("bank_hint"), box, self.table.fs(12), art.CREAM, centred=True
            )

    # ----------------------------------------------------------------- seats

    def _status(self) -> str:
        view = self.table.view
        phase = view["phase"]
        head = self.table.t(
            "round",
            round=view["round"],
            total=view["rounds_total"],
            seat=self.table.name(int(view["start_seat"])),
        )
        if phase == "over":
            return self.table.t("over")
        actor = view["to_act"]
        if self.table.legal:
            return f"{head} — {self.table.t('prompt_' + phase)}"
        return f"{head} — {self.table.t('waiting', seat=self.table.name(int(actor)))}"

    def _marks(self, seat: int) -> str:
        view = self.table.view
        marks = []
        if seat == view["start_seat"]:
            marks.append(self.table.t("start_mark"))
        if view["phase"] == "bid" and view["bid_placed"][seat]:
            marks.append(self.table.t("has_bid"))
        if view["to_act"] == seat:
            marks.append(self.table.t("acting"))
        if view.get("scores") is not None:
            marks.append(self.table.t("wealth", amount=view["scores"][seat]))
        return "  ".join(marks)

    def _draw_revealed(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The bid ``seat`` made, once all bids are open: its count and its jetons."""
        revealed = self.table.view.get("revealed_bids")
        if not revealed:
            return
        r = self.table.small_jeton_r()
        palette = art.palette()
        label = self.table.t("bid_shown", count=sum(revealed[seat].values()))
        x = (
            self._text(
                surface,
                label,
                (area.x, area.centery),
                self.table.fs(12),
                art.CREAM,
                False,
                "midleft",
            ).right
            + 4
        )
        total = max(1, sum(int(c) for c in revealed[seat].values()))
        step = min(2 * r + 2, max(3, (area.right - x - 2 * r) // total))
        for colour, count in revealed[seat].items():
            for _ in range(int(count)):
                draw_token(surface, palette[colour].token, (x + r, area.centery), r)
                x += step

    def _draw_own_cash(self, surface: pygame.Surface, me: int, heading: pygame.Rect) -> None:
        """The open screen's cash below its arches; where the screen is too low for it
        above the stacks of jetons (the replay's shorter table), at the right end of the
        name's row instead: never on the jetons."""
        lay = self.table.lay
        assert lay is not None
        cash = self.table.t("cash", amount=self.table.view["cash"][me])
        size = self.table.fs(16)
        stacks = min(self.table.screen_rect(c).top for c in art.palette())
        y = lay.my_screen.y + art.screen_arch_h(lay.my_screen)
        if y + font(size, True).get_height() <= stacks:
            self._text(surface, cash, (lay.my_screen.centerx, y), size, art.GOLD, True, "midtop")
            return
        size = self.table.fs(13)
        right = (lay.my_screen.right, heading.centery)
        if heading.right + lay.gap + font(size, True).size(cash)[0] > lay.my_screen.right:
            right = (lay.my_bid.right, heading.centery)  # past a long name, over the bid
        self._text(surface, cash, right, size, art.GOLD, True, "midright")

    def _draw_opponent(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        assert self.table.lay is not None
        g = self.table.lay.gap
        art.deco_panel(surface, rect)
        acting = self.table.view["to_act"] == seat
        name_size = self.table.fs(15)
        name_h = font(name_size, True).get_linesize()
        # The paravent at the right of the name: closed while its jetons and cash are hidden,
        # open on the final table, which shows them below the bid.
        held = self.table.view["jetons"][seat]
        icon = pygame.Rect(0, 0, round(name_h * 1.5), name_h - 4)
        icon.topright = (rect.right - g, rect.y + g + 2)
        art.screen(surface, icon, open_=held is not None)
        if held is not None:
            self._draw_screen_total(surface, seat, held, (icon.x - g // 2, icon.centery))
        self._text(
            surface,
            self.table.name(seat),
            (rect.x + g, rect.y + g),
            name_size,
            art.GOLD if acting else art.CREAM,
            True,
        )
        lines, bid_h = self.table.seat_lines()
        small_h = font(self.table.fs(12)).get_linesize()
        box = pygame.Rect(rect.x + g, rect.y + g + name_h, rect.width - 2 * g, lines * small_h)
        self._lines(surface, self._marks(seat), box, self.table.fs(12), art.CREAM)
        self._draw_revealed(surface, seat, pygame.Rect(box.x, box.bottom, box.width, bid_h))
        row_h = self.table.screen_row_h(seat)
        if held is not None and row_h:
            area = pygame.Rect(box.x, box.bottom + bid_h, box.width, row_h)
            self._draw_open_screen(surface, held, area)
        cards = self.table.view["owned"][seat]
        for card, crect in zip(cards, self.table.seat_card_rects(seat), strict=True):
            if not self._flying("card", card):
                self._draw_card(surface, card, crect)

    def _draw_screen_total(
        self, surface: pygame.Surface, seat: int, held: dict[str, int], right: Point
    ) -> None:
        """An open screen's cash by the name, right-aligned at ``right``; where the panel has
        no room for the row of jetons, how many jetons it held before it."""
        cash = self.table.t("cash", amount=self.table.view["cash"][seat])
        x = self._text(surface, cash, right, self.table.fs(12), art.GOLD, True, "midright").x
        if self.table.screen_row_h(seat):
            return
        jetons = self.table.t("jetons_held", count=sum(held.values()))
        self._text(
            surface, jetons, (x - 6, right[1]), self.table.fs(12), art.CREAM, False, "midright"
        )

    def _draw_open_screen(
        self, surface: pygame.Surface, held: dict[str, int], area: pygame.Rect
    ) -> None:
        """The jetons behind an opponent's screen (the final table; its cash stands by its
        name): one jeton of each colour with its count beside it, an empty ring for none."""
        r = self.table.small_jeton_r()
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
                self.table.fs(12),
                art.CREAM if count else art.MUTED,
                True,
                "midleft",
            )

    def _draw_mine(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        view = self.table.view
        g = lay.gap
        me = self.table.me
        art.deco_panel(surface, lay.mine)
        acting = view["to_act"] == me
        name = self._text(
            surface,
            self.table.name(me),
            (lay.mine.x + g, lay.mine.y + g),
            self.table.fs(13),
            art.GOLD if acting else art.CREAM,
            True,
        )
        marks = self._marks(me)
        marks_rect = name
        if marks:
            marks_rect = self._text(surface, marks, (name.right + g, name.y), self.table.fs(13))
        jetons = view["jetons"][me]
        open_ = jetons is not None
        art.screen(surface, lay.my_screen, open_=open_)
        if open_:
            self._draw_own_cash(surface, me, name.union(marks_rect))
            centres = [self.table.screen_point(c) for c in art.palette()]
            self._draw_jetons(surface, "screen", jetons, centres, True)
        else:
            box = lay.my_screen.inflate(-2 * g, 0)
            box.y = lay.my_screen.centery
            self._lines(
                surface,
                self.table.t("screen_closed"),
                box,
                self.table.fs(13),
                art.CREAM,
                centred=True,
            )
        pygame.draw.rect(surface, art.NAVY, lay.my_bid, border_radius=8)
        pygame.draw.rect(surface, art.GOLD_DARK, lay.my_bid, 1, border_radius=8)
        # Only the person looking at the table has "your" bid; else it is named.
        caption = (
            self.table.t("your_bid")
            if self.table.viewer == me
            else self.table.t("seat_bid", seat=self.table.name(me))
        )
        self._label(surface, caption, (lay.my_bid.x + g, lay.my_bid.y + 3))
        bid = view.get("my_bid")
        if bid and any(bid.values()):
            centres = [self.table.bid_point(c) for c in art.palette()]
            self._draw_jetons(surface, "bid", bid, centres, False)
        else:
            self._draw_revealed(
                surface,
                me,
                pygame.Rect(
                    lay.my_bid.x + g, lay.my_bid.centery - 12, lay.my_bid.width - 2 * g, 24
                ),
            )
        for card, rect in self.table.my_card_rects():
            if self._flying("card", card) or self.table.drag.is_floating(("card", card)):
                continue
            picked = self.table.drag.selected == ("card", card)
            state = CardState(
                legal=Sell(card) in self.table.legal,
                selected=picked or card == self.table.pending_sale,
            )
            self._draw_card(surface, card, rect, state)

    def _draw_legal_items(self, surface: pygame.Surface) -> None:
        """A gold ring under every jeton stack that may be picked up now; the one picked up
        by a click wears a wide cream ring until it is put down."""
        assert self.table.lay is not None
        r = self.table.lay.jeton_r
        for item in self.table.items:
            kind = item.key[0] if isinstance(item.key, tuple) else None
            if kind in ("screen", "bid", "middle") and not self.table.drag.is_floating(item.key):
                centre = (item.rect.centerx, item.rect.bottom - r)
                if item.key == self.table.drag.selected:
                    pygame.draw.circle(surface, art.CREAM, centre, r + max(4, r // 2), 4)
                else:
                    pygame.draw.circle(surface, art.GOLD, centre, r + max(3, r // 3), 2)

    # ----------------------------------------------------------------- what moves

    def _draw_floating(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        palette = art.palette()
        for flight in self.table.flights:
            # A delayed flight waits visibly where it starts, so nothing blinks out.
            x, y = self.table.flights.position(flight)
            kind, what = flight.what
            if kind == "card":
                size = lay.offer.size
                self._draw_card(surface, what, pygame.Rect(int(x), int(y), *size), value=False)
            else:
                draw_token(surface, palette[what].token, (int(x), int(y)), lay.jeton_r)
        for key in self.table.drag.floating():
            rect = self.table.drag.display_rect(key)
            if rect is None or not isinstance(key, tuple):
                continue
            kind, what = key
            if kind in ("market", "card"):
                self._draw_card(surface, what, rect, CardState(hover=True))
            else:
                r = lay.jeton_r
                draw_token(surface, palette[what].token, (rect.centerx, rect.bottom - r), r)
        if self.table.drag.held is not None:
            hot = self.table.drag.hot_target()
            if hot == "bank" and isinstance(self.table.drag.held, tuple):
                price = self.table.card_value(self.table.drag.held[1])
                self._text(
                    surface,
                    self.table.t("money", amount=price),
                    self.table.mouse,
                    self.table.fs(18),
                    art.GOLD,
                    True,
                    "bottomleft",
                )
