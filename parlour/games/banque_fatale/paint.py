"""Drawing the Banque Fatale table: the value track, the market, stack and offer, the
middle, the bank, the other players' cards and screens, and the viewer's own corner.

``TablePainter`` reads what the table holds (view, layout, drag and animation state) and
draws it. The only thing it records is where it drew each card, for the zoom. It lives
apart from ``scene.py`` so that the table itself stays about turning clicks into actions.
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
from parlour.ui.widgets.card import CardState, card_size, draw_card, render_face
from parlour.ui.widgets.tokens import draw_stack, draw_token

if TYPE_CHECKING:
    from parlour.games.banque_fatale.scene import BanqueFataleTable, Point


class TablePainter:
    """Draws one ``BanqueFataleTable``."""

    def __init__(self, table: BanqueFataleTable) -> None:
        self.table = table
        #: Where each card was drawn in the last frame, for the zoom.
        self._spots: list[tuple[Hashable, pygame.Rect]] = []

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.table.lay
        if lay is None or not self.table.view:
            return
        self._spots = []
        art.backdrop(surface, lay.rect)
        self._draw_track(surface)
        self._draw_market(surface)
        self._draw_middle(surface)
        self._draw_bank(surface)
        for seat, rect in lay.opponents.items():
            self._draw_opponent(surface, seat, rect)
        self._draw_mine(surface)
        self._draw_legal_items(surface)
        self.table.drag.draw_targets(surface)
        for button in self.table.buttons:
            button.draw(surface, button.rect.collidepoint(self.table.mouse))
        self._draw_floating(surface)
        self.table.zoom.set_spots(self._spots)
        self.table.zoom.draw(surface, lay.rect)

    def _draw_legal_items(self, surface: pygame.Surface) -> None:
        """A gold ring under every jeton stack that may be picked up now."""
        assert self.table.lay is not None
        r = self.table.lay.jeton_r
        for item in self.table.items:
            kind = item.key[0] if isinstance(item.key, tuple) else None
            if kind in ("screen", "bid", "middle") and not self.table.drag.is_floating(item.key):
                centre = (item.rect.centerx, item.rect.bottom - r)
                pygame.draw.circle(surface, art.GOLD, centre, r + max(3, r // 3), 2)

    def _label(
        self, surface: pygame.Surface, text: str, pos: Point, anchor: str = "topleft"
    ) -> None:
        """A gold caption naming an area of the table (the market, the middle, your bid)."""
        self._text(surface, text, pos, self.table.fs(13), art.GOLD, True, anchor)

    def _text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: Point,
        size: int,
        colour: tuple[int, int, int] = art.CREAM,
        bold: bool = False,
        anchor: str = "topleft",
        max_width: int = 0,
    ) -> pygame.Rect:
        image = font(size, bold).render(text, True, colour)
        if max_width and image.get_width() > max_width:
            # Long translations shrink to fit rather than run into the next area.
            height = max(1, image.get_height() * max_width // image.get_width())
            image = pygame.transform.smoothscale(image, (max_width, height))
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def _draw_track(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        t = self.table.lay.track
        art.deco_panel(surface, t)
        grid = self.table.track_grid()
        colours = list(art.palette().values())
        col_w = grid.width / len(self.table.track)
        row_h = grid.height / len(colours)
        self._text(
            surface,
            self.table.t("value_table"),
            (t.x + 10, t.y + 4),
            self.table.fs(15),
            art.GOLD,
            True,
        )
        for i, value in enumerate(self.table.track):
            x = int(grid.x + i * col_w)
            cell = pygame.Rect(x, grid.y, int(col_w) - 1, grid.height)
            if value > 10:
                pygame.draw.rect(surface, (60, 50, 30), cell)
            self._text(
                surface,
                str(value),
                (cell.centerx, grid.y - 2),
                self.table.fs(14),
                art.GOLD if value > 10 else art.CREAM,
                True,
                "midbottom",
            )
        values = self.table.view["values"]
        for r, colour in enumerate(colours):
            y = int(grid.y + (r + 0.5) * row_h)
            pygame.draw.line(surface, art.GOLD_DARK, (grid.x, y), (grid.right, y), 1)
            art.stone(surface, (t.x + 16, y), max(7, int(row_h * 0.28)), colour)
            label = self.table.ctx.t(f"{NS}.colour.{colour.id}")
            self._text(
                surface,
                label,
                (t.x + 30, y),
                self.table.fs(13),
                art.CREAM,
                False,
                "midleft",
                max_width=grid.x - t.x - 34,
            )
            shown = self.table.anim.number(("stone", colour.id), float(values[colour.id]))
            art.stone(surface, (self.table.stone_x(shown), y), max(8, int(row_h * 0.36)), colour)

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
        if value:
            text = self.table.t("money", amount=self.table.card_value(card))
            fnt = font(max(10, rect.height // 9), True)
            image = fnt.render(text, True, art.NAVY_DARK)
            badge = image.get_rect(midtop=(drawn.centerx, drawn.bottom - image.get_height() // 2))
            badge = badge.inflate(8, 2)
            pygame.draw.rect(surface, art.GOLD, badge, border_radius=badge.height // 2)
            surface.blit(image, image.get_rect(center=badge.center))

    def _flying(self, kind: str, what: str) -> bool:
        return any(f.kind == kind and f.what == what for f in self.table.flyers)

    def _draw_market(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
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
            pygame.draw.rect(surface, art.GOLD_DARK, lay.stack, 1, border_radius=6)
        self._label(surface, self.table.t("on_offer"), (lay.offer.x, lay.offer.y - 2), "bottomleft")
        pygame.draw.rect(surface, art.GOLD_DARK, lay.offer, 1, border_radius=6)
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
            state = CardState(legal=Choose(card) in self.table.legal)
            self._draw_card(surface, card, rect, state)

    def _draw_middle(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        self._text(
            surface,
            self._status(),
            lay.status.midleft,
            self.table.fs(16),
            art.CREAM,
            True,
            "midleft",
            lay.status.width,
        )
        art.deco_panel(surface, lay.middle)
        self._label(surface, self.table.t("middle"), (lay.middle.x + 10, lay.middle.y + 4))
        palette = art.palette()
        for colour, count in self.table.view["middle"].items():
            if count and not self.table.drag.is_floating(("middle", colour)):
                draw_stack(
                    surface,
                    palette[colour].token,
                    self.table.middle_point(colour),
                    lay.jeton_r,
                    int(count),
                )

    def _draw_bank(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        bank = self.table.lay.bank
        art.deco_panel(surface, bank, (40, 32, 20))
        self._text(
            surface,
            "Banque Fatale",
            (bank.centerx, bank.y + 6),
            self.table.fs(18),
            art.GOLD,
            True,
            "midtop",
        )
        hint = (
            self.table.t("bank_hint") if any(isinstance(a, Sell) for a in self.table.legal) else ""
        )
        if self.table.pending_sale is not None:
            name = self.table.ctx.t(f"{NS}.card.{self.table.pending_sale}")
            hint = self.table.t(
                "sell_price", card=name, price=self.table.card_value(self.table.pending_sale)
            )
        if hint:
            self._text(
                surface,
                hint,
                (bank.centerx, bank.y + 6 + self.table.fs(24)),
                self.table.fs(13),
                art.CREAM,
                False,
                "midtop",
            )

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

    def _seat_header(self, surface: pygame.Surface, seat: int, pos: Point) -> None:
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
        text = self.table.name(seat) + ("  " + "  ".join(marks) if marks else "")
        colour = art.GOLD if view["to_act"] == seat else art.CREAM
        self._text(surface, text, pos, self.table.fs(16), colour, True)

    def _draw_revealed(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        revealed = self.table.view.get("revealed_bids")
        if not revealed:
            return
        assert self.table.lay is not None
        r = max(7, int(self.table.lay.jeton_r * 0.7))
        x = area.x
        palette = art.palette()
        label = self.table.t("bid_shown", count=sum(revealed[seat].values()))
        x = (
            self._text(
                surface, label, (x, area.centery), self.table.fs(12), art.CREAM, False, "midleft"
            ).right
            + 6
        )
        total = max(1, sum(int(c) for c in revealed[seat].values()))
        step = min(r + 2, max(2, (area.right - x - 2 * r) // total))
        for colour, count in revealed[seat].items():
            for _ in range(int(count)):
                draw_token(surface, palette[colour].token, (x + r, area.centery), r)
                x += step

    def _draw_opponent(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        assert self.table.lay is not None
        art.deco_panel(surface, rect)
        pad = max(4, int(8 * self.table.lay.unit))
        self._seat_header(surface, seat, (rect.x + pad, rect.y + pad))
        line = self.table.fs(22)
        screen = pygame.Rect(
            rect.x + pad, rect.y + pad + line, int(rect.width * 0.3), int(line * 1.3)
        )
        art.screen(surface, screen, open_=False)
        self._draw_revealed(
            surface,
            seat,
            pygame.Rect(
                screen.right + pad, screen.y, rect.right - screen.right - pad * 2, screen.height
            ),
        )
        cards = [c for c in self.table.view["owned"][seat] if not self._flying("card", c)]
        area = pygame.Rect(
            rect.x + pad,
            screen.bottom + pad,
            rect.width - pad * 2,
            rect.bottom - screen.bottom - pad * 3,
        )
        height = min(self.table.lay.small_card_h, area.height - 8)
        for card, crect in zip(cards, self.table.card_rects(cards, area, height), strict=True):
            self._draw_card(surface, card, crect)

    def _draw_mine(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        view = self.table.view
        art.deco_panel(surface, lay.mine)
        pad = max(4, int(8 * lay.unit))
        self._seat_header(surface, self.table.me, (lay.mine.x + pad, lay.mine.y + pad // 2))
        cash = view["cash"][self.table.me]
        jetons = view["jetons"][self.table.me]
        open_ = jetons is not None
        art.screen(surface, lay.my_screen, open_=open_)
        palette = art.palette()
        if open_:
            self._text(
                surface,
                self.table.t("cash", amount=cash),
                (lay.my_screen.x + 8, lay.my_screen.y + 4),
                self.table.fs(15),
                art.GOLD,
                True,
            )
            for colour, count in jetons.items():
                point = self.table.screen_point(colour)
                if count and not self.table.drag.is_floating(("screen", colour)):
                    draw_stack(surface, palette[colour].token, point, lay.jeton_r, int(count))
                elif not count:
                    pygame.draw.circle(surface, art.GOLD_DARK, point, lay.jeton_r, 1)
        else:
            self._text(
                surface,
                self.table.t("screen_closed"),
                lay.my_screen.center,
                self.table.fs(13),
                art.MUTED,
                False,
                "center",
            )
        pygame.draw.rect(surface, art.NAVY, lay.my_bid, border_radius=8)
        pygame.draw.rect(surface, art.GOLD_DARK, lay.my_bid, 1, border_radius=8)
        self._label(surface, self.table.t("your_bid"), (lay.my_bid.x + 6, lay.my_bid.y + 4))
        bid = view.get("my_bid")
        if bid:
            for colour, count in bid.items():
                if count and not self.table.drag.is_floating(("bid", colour)):
                    draw_stack(
                        surface,
                        palette[colour].token,
                        self.table.bid_point(colour),
                        lay.jeton_r,
                        int(count),
                    )
        else:
            self._draw_revealed(
                surface,
                self.table.me,
                pygame.Rect(lay.my_bid.x + 6, lay.my_bid.centery - 12, lay.my_bid.width, 24),
            )
        for card, rect in self.table.my_card_rects():
            if self._flying("card", card) or self.table.drag.is_floating(("card", card)):
                continue
            state = CardState(
                legal=Sell(card) in self.table.legal, selected=card == self.table.pending_sale
            )
            self._draw_card(surface, card, rect, state)

    def _draw_floating(self, surface: pygame.Surface) -> None:
        assert self.table.lay is not None
        lay = self.table.lay
        palette = art.palette()
        for flyer in self.table.flyers:
            if flyer.key not in self.table.anim:
                continue
            # A delayed flyer waits visibly where it starts, so nothing blinks out.
            x, y = self.table.anim.point(flyer.key, (0.0, 0.0))
            if flyer.kind == "card":
                size = card_size(lay.small_card_h)
                self._draw_card(
                    surface, flyer.what, pygame.Rect(int(x), int(y), *size), value=False
                )
            else:
                draw_token(surface, palette[flyer.what].token, (int(x), int(y)), lay.jeton_r)
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
