"""Drawing the MONOPOLY card game's table: seats, piles, the stock, the hand, the panels.

``TablePainter`` reads what the table holds (view, layout, widgets, drag state) and draws
it; it changes nothing. It records every text it draws with its font size, so the layout
tests can hold the table to readable text that overlaps nothing.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from parlour.games.monopoly_kartenspiel import art
from parlour.games.monopoly_kartenspiel.actions import Draw
from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import DrawnText, draw_text, fit, wrap_text
from parlour.ui.widgets.button import draw_why
from parlour.ui.widgets.card import CardState, card_size, draw_card, draw_glow, render_face
from parlour.ui.widgets.seats import draw_plate, plate_font_size
from parlour.ui.widgets.tokens import TokenStyle, draw_count_badge, draw_token

if TYPE_CHECKING:
    from parlour.games.monopoly_kartenspiel.scene import MonopolyTable

Point = tuple[int, int]
COIN = TokenStyle((214, 176, 72), "circle", "edge")
PANEL = (250, 247, 238)
PANEL_EDGE = (120, 96, 60)
STRIPE = (238, 232, 214)
SEAT = (28, 70, 46)
SEAT_TURN = (36, 86, 56)
OVER = (255, 214, 120)


class TablePainter:
    """Draws one ``MonopolyTable``."""

    def __init__(self, table: MonopolyTable) -> None:
        self.table = table
        #: Every text of the last frame, as drawn.
        self.texts: list[DrawnText] = []
        #: Where the round panel drew each seat's cards in the last frame (for the tests).
        self.round_cards: dict[int, list[pygame.Rect]] = {}
        #: Where the trade preview drew its cards in the last frame (for the tests).
        self.preview_cards: list[pygame.Rect] = []
        self._layer: pygame.Surface | None = None
        self._layer_key: Hashable = None
        self._layer_texts: list[DrawnText] = []

    # ----------------------------------------------------------------- the frame

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        seats, areas = table.seats, table.areas
        if seats is None or areas is None or not table.view:
            return
        key = (table.version, table.rect.size)
        if key != self._layer_key or self._layer is None:
            self._paint_layer(key)
        assert self._layer is not None
        text_marks.placed(surface, self._layer, table.rect.topleft, table.rect)
        self.texts = list(self._layer_texts)
        if table.round_shown is None:
            view = table.view
            self._draw_stock(surface)
            for pile in table.neutrals:
                pile.draw(surface)
            for seat, pile in enumerate(table.piles):
                if seat < len(view.get("trade_piles", [])):
                    pile.draw(surface)
            self._light_own_pile(surface)
            self._draw_preview(surface)
            self._draw_hand(surface)
            table.drag.draw_targets(surface)
        self._draw_buttons(surface)
        self._draw_floating(surface)
        table.zoom.draw(surface, table.rect)
        draw_why(surface, table.buttons, table.mouse, table.rect)

    def _paint_layer(self, key: Hashable) -> None:
        """What only changes when the table is shown or laid out again, painted once: the
        board, the seats, their plates and counts, the prompt and the labels (or the
        round panel, which covers all of it). A frame is then one blit plus the cards."""
        table = self.table
        size = (table.rect.right, table.rect.bottom)
        if self._layer is None or self._layer.get_size() != size:
            self._layer = pygame.Surface(size)
        layer = self._layer
        text_marks.forget(layer)
        self.texts = []
        art.backdrop(layer, table.rect)
        if table.round_shown is not None:
            self._draw_round(layer)
        else:
            assert table.seats is not None
            for place in table.seats.seats:
                self._draw_seat(layer, place.seat)
            self._draw_prompt(layer)
            self._draw_labels(layer)
        self._layer_key = key
        self._layer_texts = self.texts

    # ----------------------------------------------------------------- text

    def text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: Point,
        size: int,
        colour: tuple[int, int, int] = art.CREAM,
        bold: bool = False,
        anchor: str = "topleft",
        width: int | None = None,
    ) -> pygame.Rect:
        """Draw one line; with ``width``, shortened to it with "…" if it must be."""
        shown = text if width is None else fit(text, width, font(size, bold))
        return draw_text(
            surface, shown, pos, size, colour, bold=bold, anchor=anchor, drawn=self.texts, full=text
        )

    # ----------------------------------------------------------------- seats

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        table = self.table
        assert table.seats is not None and table.areas is not None
        place = table.seats.seats[seat]
        view = table.view
        current = view.get("to_act")
        radius = max(4, place.plate.height // 4)
        colour = SEAT_TURN if current == seat else SEAT
        pygame.draw.rect(surface, colour, place.area, 0, radius)
        name = table.name(seat)
        note = ""
        if seat == table.bottom and table.viewer is not None:
            note = table.t("you")
        draw_plate(surface, place.plate, name, turn=current == seat, note=note)
        self.texts.append(
            DrawnText(name, self._plate_text_rect(place.plate), plate_font_size(place.plate))
        )
        info = table.areas.info[seat]
        self._draw_info(surface, seat, info)
        if seat == table.bottom:
            own = table.areas.own_pile
            label = table.t("your_pile") if table.viewer is not None else table.t("trade_pile")
            size = table.fs(13)
            self.text(
                surface, label, (own.centerx, own.y), size, art.CREAM, True, "midtop", own.width
            )
        if not view.get("trade_piles", [[]] * (seat + 1))[seat]:
            area = table.areas.piles[seat]
            size = table.fs(12)
            if area.height >= font(size).get_height():
                colour = (170, 200, 176)
                pos = (area.centerx, area.y)
                empty = table.t("empty_pile")
                self.text(surface, empty, pos, size, colour, False, "midtop", area.width)

    def _plate_text_rect(self, plate: pygame.Rect) -> pygame.Rect:
        """The plate's own text lies inside the plate (``draw_plate`` keeps it there)."""
        return plate.inflate(-4, -4)

    def _draw_info(self, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
        """Hand size (a card back and a number) and total (a coin and a number)."""
        table = self.table
        view = table.view
        size = table.fs(14)
        if box.height < font(size).get_height() - 2:
            return
        line = font(size, True).get_linesize()
        stacked = box.height >= 2 * line
        cy = box.y + line // 2 if stacked else box.centery
        x = box.x
        icon_h = min(line, size + 6)
        back = render_face(("mk", "back"), card_size(icon_h), art.paint_back)
        sizes = view.get("hand_sizes", [])
        count = int(sizes[seat]) if seat < len(sizes) else 0
        surface.blit(back, back.get_rect(midleft=(x, cy)))
        owes = view.get("owes", [])
        over = seat < len(owes) and int(owes[seat]) > 0
        # A hand over ten (after a trade, until his next turn) shows in gold.
        colour = OVER if over else art.CREAM
        rect = self.text(
            surface,
            table.t("number", value=count),
            (x + size + 4, cy),
            size,
            colour,
            True,
            "midleft",
        )
        if stacked:
            cy += line
        else:
            x = rect.right + max(8, size)
        totals = view.get("totals", [])
        total = int(totals[seat]) if seat < len(totals) else 0
        radius = max(5, size // 2)
        total_text = table.t("number", value=total)
        if seat == table.bottom:
            total_text = table.t("total_of", total=total, target=int(view.get("target", 0)))
        if x + size + 4 + font(size, True).size(total_text)[0] <= box.right:
            draw_token(surface, COIN, (x + size // 2, cy), radius)
            self.text(surface, total_text, (x + size + 4, cy), size, art.CREAM, True, "midleft")
        if seat < len(owes) and int(owes[seat]) > 0:
            note = table.t("owes", count=int(owes[seat]))
            small = table.fs(12)
            width = font(small).size(note)[0]
            last = self.texts[-1].rect.right if self.texts else box.x
            if last + 8 + width <= box.right:
                self.text(surface, note, (box.right, cy), small, OVER, False, "midright")

    # ----------------------------------------------------------------- the centre

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        table = self.table
        assert table.areas is not None
        box = table.areas.prompt
        size = table.fs(16)
        fnt = font(size, True)
        lines = wrap_text(table.prompt(), fnt, box.width)[:2]
        y = box.y
        for line in lines:
            self.text(surface, line, (box.centerx, y), size, art.CREAM, True, "midtop")
            y += fnt.get_linesize()

    def _draw_labels(self, surface: pygame.Surface) -> None:
        """The names over the stock and the neutral piles."""
        table = self.table
        assert table.areas is not None
        size = table.fs(14)
        areas = [(table.areas.stock, table.t("stock"))] if table.areas.stock.width > 0 else []
        areas += [
            (area, table.t("neutral", number=index + 1))
            for index, area in enumerate(table.areas.neutrals)
        ]
        for area, label in areas:
            self.text(
                surface, label, (area.centerx, area.y), size, art.CREAM, True, "midtop", area.width
            )

    def _draw_stock(self, surface: pygame.Surface) -> None:
        table = self.table
        assert table.areas is not None
        if table.areas.stock.width <= 0:
            return
        count = int(table.view.get("stock_count", 0))
        rect = table.stock_rect()
        back = render_face(("mk", "back"), rect.size, art.paint_back)
        if count <= 0:
            pygame.draw.rect(surface, (60, 110, 76), rect, 2, max(3, rect.width // 12))
        else:
            for depth in range(min(3, count - 1), 0, -1):
                draw_card(surface, rect.move(depth * 2, depth * 2), back)
            state = CardState(face_up=False)
            if Draw() in table.legal:
                state.legal = True
                state.hot = rect.collidepoint(table.mouse)
            draw_card(surface, rect, back, state)
        draw_count_badge(surface, count, (rect.right, rect.top), max(14, rect.width // 4))

    def _light_own_pile(self, surface: pygame.Surface) -> None:
        """While the pointer is over another pile's top k, your own top k light too: both
        change hands."""
        table = self.table
        if table.viewer is None or table.viewer >= len(table.piles):
            return
        own = table.piles[table.viewer]
        k = table.hover_count()
        if k and table.pick is None and len(own.cards) >= k:
            for rect in own.top_rects(k):
                draw_glow(surface, rect, hot=True)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """What the picked trade would bring and cost, before the player confirms."""
        table = self.table
        pick = table.pick
        areas = table.areas
        self.preview_cards = []
        if areas is None or table.viewer is None:
            return
        box = areas.preview
        if box.width < 60 or box.height < 60:
            return
        passed = table.view.get("passed_card")
        if pick is None and passed:
            self._draw_passed(surface, str(passed), box)
        if pick is None:
            return
        pygame.draw.rect(surface, (20, 52, 34), box, 0, 8)
        pygame.draw.rect(surface, art.GOLD, box, 2, 8)
        view = table.view
        own = list(view["trade_piles"][table.viewer])
        if pick.seat is not None:
            theirs = list(view["trade_piles"][pick.seat])
            get = theirs[len(theirs) - pick.count :]
            give = own[len(own) - pick.count :]
            title = table.t("preview_trade", count=pick.count, seat=table.name(pick.seat))
            rows = [(table.t("you_get"), get, 0), (table.t("you_give"), give, 0)]
        else:
            assert pick.neutral is not None
            neutral = list(view["neutral_piles"][pick.neutral])
            title = table.t("preview_neutral", number=pick.neutral + 1)
            rows = [
                (table.t("you_get"), neutral[-1:], 1 if table.double_possible(pick.neutral) else 0),
                (table.t("you_give"), own[-1:], 0),
            ]
        pad = max(4, box.height // 30)
        size = table.fs(14)
        title_at = (box.x + pad, box.y + pad)
        self.text(surface, title, title_at, size, art.GOLD, True, width=box.width - 2 * pad)
        top = box.y + pad + font(size, True).get_linesize() + pad
        row_h = (box.bottom - pad - top) // 2
        label_w = max(font(size).size(text)[0] for text, _, _ in rows) + pad
        for index, (label, cards, extra) in enumerate(rows):
            y = top + index * row_h
            self.text(
                surface, label, (box.x + pad, y + row_h // 2), size, art.CREAM, False, "midleft"
            )
            strip = pygame.Rect(
                box.x + 2 * pad + label_w, y + 2, box.width - 3 * pad - label_w, row_h - 4
            )
            self.preview_cards += self._card_row(surface, cards, strip, backs=extra)

    def _draw_passed(self, surface: pygame.Surface, card: str, box: pygame.Rect) -> None:
        """The card the viewer passes left, while the others still choose theirs: only he
        sees it (the view has it for his seat alone)."""
        table = self.table
        size = table.fs(14)
        left = table.name(table.left_of(table.viewer or 0))
        label = table.t("passing_to", seat=left)
        top = self.text(
            surface, label, (box.centerx, box.y), size, art.CREAM, True, "midtop", box.width
        )
        height = max(12, min(box.bottom - top.bottom - 6, 160))
        strip = pygame.Rect((0, top.bottom + 6), card_size(height))
        strip.centerx = box.centerx
        self.preview_cards += self._card_row(surface, [card], strip)

    def _card_row(
        self, surface: pygame.Surface, cards: Sequence[str], strip: pygame.Rect, backs: int = 0
    ) -> list[pygame.Rect]:
        """Cards side by side in ``strip`` (overlapping when they must, left to right),
        then ``backs`` face-down cards (the stock card a double swap brings)."""
        total = len(cards) + backs
        if total == 0 or strip.height < 12 or strip.width < 10:
            return []
        width, height = card_size(min(strip.height, round(strip.width * 1.4)))
        step = width + 4 if total == 1 else min(width + 4, (strip.width - width) // (total - 1))
        if step < 4:
            height = max(12, round(height * 0.7))
            width, height = card_size(height)
            step = max(1, (strip.width - width) // max(1, total - 1))
        rects = []
        table = self.table
        for index in range(total):
            rect = pygame.Rect(
                strip.x + index * step, strip.y + (strip.height - height) // 2, width, height
            )
            if index < len(cards):
                sprite = table.sprite(cards[index])
                image = sprite.image(rect.size)
            else:
                image = render_face(("mk", "back"), rect.size, art.paint_back)
            draw_card(surface, rect, image)
            rects.append(rect)
        return rects

    def _draw_hand(self, surface: pygame.Surface) -> None:
        table = self.table
        for key in table.hand.shown:
            if table.drag.is_floating(key):
                continue
            table.hand.cards[key].draw(surface)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        for button in self.table.buttons:
            button.draw(surface, button.enabled and button.rect.collidepoint(self.table.mouse))

    def _draw_floating(self, surface: pygame.Surface) -> None:
        """The card being dragged (or gliding back), over everything."""
        table = self.table
        for key in table.drag.floating():
            rect = table.drag.display_rect(key)
            sprite = table.hand.cards.get(key)
            if rect is None or sprite is None:
                continue
            full = pygame.Rect(rect.topleft, sprite.rect.size)
            draw_card(surface, full, sprite.image(full.size), CardState(hover=True))

    # ----------------------------------------------------------------- the round panel

    def _draw_round(self, surface: pygame.Surface) -> None:
        """Every seat's hand as laid out at the end of the round: the groups with their
        houses, hotel and tokens and each group's value, the bonus cards, what was set
        aside, the ender's bonus draw; the round's points and the totals."""
        table = self.table
        last: Mapping[str, Any] | None = table.view.get("last_round")
        if last is None:
            return
        panel = table.round_panel()
        pygame.draw.rect(surface, PANEL, panel, 0, 10)
        pygame.draw.rect(surface, PANEL_EDGE, panel, 2, 10)
        pad = max(6, round(10 * (table.seats.unit if table.seats else 1)))
        title_size = table.fs(17)
        title = table.round_title(last)
        y = panel.y + pad
        for line in wrap_text(title, font(title_size, True), panel.width - 2 * pad)[:2]:
            self.text(surface, line, (panel.x + pad, y), title_size, art.INK, True)
            y += font(title_size, True).get_linesize()
        button_top = min((b.rect.y for b in table.buttons), default=panel.bottom)
        seats = len(last["layouts"])
        body_top = y + pad // 2
        row_h = max(40, (button_top - pad - body_top) // max(1, seats))
        self.round_cards = {}
        size = table.fs(13)
        widest = [font(size, True).size(table.name(s))[0] for s in range(seats)]
        widest += [font(size).size(text)[0] for text in table.round_margins(last)]
        name_w = min(panel.width // 5, max(widest) + pad)
        for seat in range(seats):
            band = pygame.Rect(
                panel.x + pad, body_top + seat * row_h, panel.width - 2 * pad, row_h - 2
            )
            if seat % 2 == 0:
                pygame.draw.rect(surface, STRIPE, band, 0, 6)
            self._round_row(surface, last, seat, band, name_w, size)

    def _round_row(
        self,
        surface: pygame.Surface,
        last: Mapping[str, Any],
        seat: int,
        band: pygame.Rect,
        name_w: int,
        size: int,
    ) -> None:
        table = self.table
        line = font(size).get_linesize()
        x = band.x + 4
        name = table.name(seat)
        self.text(surface, name, (x, band.y + 2), size, art.INK, True, width=name_w - 4)
        points, total = table.round_margin(last, seat)
        self.text(surface, points, (x, band.y + 2 + line), size, art.INK, width=name_w - 4)
        if band.height >= 3 * line + 4:
            at = (x, band.y + 2 + 2 * line)
            self.text(surface, total, at, size, art.MUTED, width=name_w - 4)
        notes = table.round_notes(last, seat)
        left = band.x + name_w + 4
        if notes:
            note = " · ".join(notes)
            at = (left, band.y + 2)
            self.text(surface, note, at, size, (150, 40, 40), True, width=band.right - left - 4)
        top = band.y + 2 + (line if notes else 0)
        blocks = table.round_blocks(last, seat)
        strip = pygame.Rect(left, top, band.right - left - 4, band.bottom - top - line - 2)
        self.round_cards[seat] = self._blocks(surface, blocks, strip, size)

    def _blocks(
        self,
        surface: pygame.Surface,
        blocks: Sequence[tuple[list[str], str, bool, set[str]]],
        strip: pygame.Rect,
        size: int,
    ) -> list[pygame.Rect]:
        """Laid-out blocks side by side: each a fan of cards with its caption below
        (``dim``: set aside; ``bonus``: the ender's bonus cards, lit gold)."""
        if not blocks or strip.height < 16:
            return []
        height = max(16, strip.height)
        width = card_size(height)[0]
        gap = max(6, width // 3)
        caption_w = [font(size).size(caption)[0] for _, caption, _, _ in blocks]
        # Whole cards side by side where the row allows (their names are printed across
        # the whole face), then each card's title band in view, closer where it must be.
        step = width + 2

        def need(step: int, width: int) -> int:
            return sum(
                max(width + step * (len(cards) - 1), cw)
                for (cards, _, _, _), cw in zip(blocks, caption_w, strict=True)
            ) + gap * (len(blocks) - 1)

        while need(step, width) > strip.width and step > 4:
            step -= 1
        while need(step, width) > strip.width and height > 16:
            height -= 2
            width = card_size(height)[0]
        x = strip.x
        drawn: list[pygame.Rect] = []
        table = self.table
        for (cards, caption, dim, bonus), cw in zip(blocks, caption_w, strict=True):
            block_w = max(width + step * (len(cards) - 1), cw)
            for index, card in enumerate(cards):
                rect = pygame.Rect(x + index * step, strip.y, width, height)
                sprite = table.sprite(card)
                state = CardState(dim=dim, legal=card in bonus)
                draw_card(surface, rect, sprite.image(rect.size), state)
                drawn.append(rect)
            if caption and x + cw <= strip.right + 4:
                self.text(surface, caption, (x, strip.y + height + 2), size, art.INK, False)
            x += block_w + gap
        return drawn
