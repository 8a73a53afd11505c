"""Drawing the MONOPOLY card game's table: seats, piles, the stock, the hand, the panels.

``TablePainter`` reads what the table holds (view, layout, widgets, drag state) and draws
it; it changes nothing. It records every text it draws with its font size, so the layout
tests can hold the table to readable text that overlaps nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from parlour.games.monopoly_kartenspiel import art, round_panel
from parlour.games.monopoly_kartenspiel.actions import Draw
from parlour.ui.fonts import font
from parlour.ui.text import DrawnText, draw_text, fit, wrap_text
from parlour.ui.widgets.button import draw_why
from parlour.ui.widgets.card import CardState, card_size, draw_card, draw_glow, render_face
from parlour.ui.widgets.seats import draw_plate, plate_font_size
from parlour.ui.widgets.still_layer import StillLayer
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


@dataclass(frozen=True)
class PreviewColumn:
    """One side of a trade's preview: its label, its cards and face-down cards, the strip
    under the label and where each card lies."""

    label: str
    cards: tuple[str, ...]
    backs: int
    strip: pygame.Rect
    rects: tuple[pygame.Rect, ...]


def row_rects(total: int, strip: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """``total`` cards side by side in ``strip``, left to right, as large as it allows
    (overlapping sideways when they must, each keeping its left edge's strip in view)."""
    if total == 0 or strip.height < 12 or strip.width < 10:
        return ()
    width, height = card_size(min(strip.height, round(strip.width * 1.4)))
    while total > 1 and height > 40:
        step = (strip.width - width) // (total - 1)
        if step >= round(width * art.HAND_BAND.right) + 2:
            break
        width, height = card_size(height - 4)
    step = width + 4 if total == 1 else min(width + 4, (strip.width - width) // (total - 1))
    top = strip.y + (strip.height - height) // 2
    return tuple(pygame.Rect(strip.x + i * step, top, width, height) for i in range(total))


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
        #: The still table and the texts painted on it.
        self._still: StillLayer[list[DrawnText]] = StillLayer()

    # ----------------------------------------------------------------- the frame

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        seats, areas = table.seats, table.areas
        if seats is None or areas is None or not table.view:
            return
        key = (table.version, table.rect.size)
        self.texts = list(self._still.draw(surface, table.rect, key, self._paint_layer))
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

    def _paint_layer(self, layer: pygame.Surface) -> list[DrawnText]:
        """What only changes when the table is shown or laid out again, painted once: the
        board, the seats, their plates and counts, the prompt and the labels (or the
        round panel, which covers all of it). A frame is then one blit plus the cards."""
        table = self.table
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
        return self.texts

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
        # Below the stack, not on its top corner: there it reached into the stock's name.
        draw_count_badge(surface, count, (rect.right, rect.bottom), max(14, rect.width // 4))

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
        """What the picked trade would bring and cost, before the player confirms; or the
        card the viewer passes left."""
        table = self.table
        self.preview_cards = []
        areas = table.areas
        if areas is None or table.viewer is None:
            return
        box = areas.preview
        passed = self.passed_layout()
        if passed is not None:
            label, column = passed
            size = table.fs(14)
            at = (box.centerx, box.y)
            self.text(surface, label, at, size, art.CREAM, True, "midtop", box.width)
            self._card_row(surface, column)
            self.preview_cards += list(column.rects)
        preview = self.preview_layout(table.pointer_on("swap_double"))
        if preview is None:
            return
        title, columns = preview
        pygame.draw.rect(surface, (20, 52, 34), box, 0, 8)
        pygame.draw.rect(surface, art.GOLD, box, 2, 8)
        pad = self._preview_pad(box)
        size = table.fs(14)
        at = (box.x + pad, box.y + pad)
        self.text(surface, title, at, size, art.GOLD, True, width=box.width - 2 * pad)
        for column in columns:
            label_at = (column.strip.x, column.strip.y - font(size).get_linesize())
            self.text(surface, column.label, label_at, size, art.CREAM, width=column.strip.width)
            self._card_row(surface, column)
            self.preview_cards += list(column.rects)

    @staticmethod
    def _preview_pad(box: pygame.Rect) -> int:
        return max(4, box.height // 30)

    def preview_layout(self, double: bool = False) -> tuple[str, list[PreviewColumn]] | None:
        """The picked trade's preview: its title and two columns, what you get and what
        you give, each a label over its cards (``None``: nothing is picked, or no room).
        For a neutral pile it shows the single swap, or with ``double`` (the pointer on
        its button) the double one: its top card and the stock's for your top two."""
        table = self.table
        pick = table.pick
        areas = table.areas
        if pick is None or areas is None or table.viewer is None:
            return None
        box = areas.preview
        if box.width < 60 or box.height < 60:
            return None
        view = table.view
        own = list(view["trade_piles"][table.viewer])
        if pick.seat is not None:
            theirs = list(view["trade_piles"][pick.seat])
            title = table.t("preview_trade", count=pick.count, seat=table.name(pick.seat))
            get, give, backs = theirs[len(theirs) - pick.count :], own[len(own) - pick.count :], 0
        else:
            assert pick.neutral is not None
            neutral = list(view["neutral_piles"][pick.neutral])
            title = table.t("preview_neutral", number=pick.neutral + 1)
            get, give = neutral[-1:], own[-2:] if double else own[-1:]
            backs = 1 if double else 0
        pad = self._preview_pad(box)
        size = table.fs(14)
        top = box.y + pad + font(size, True).get_linesize() + pad + font(size).get_linesize()
        half = (box.width - 3 * pad) // 2
        columns = []
        for index, (label, cards, extra) in enumerate(
            ((table.t("you_get"), get, backs), (table.t("you_give"), give, 0))
        ):
            strip = pygame.Rect(
                box.x + pad + index * (half + pad), top, half, box.bottom - pad - top
            )
            columns.append(
                PreviewColumn(
                    label, tuple(cards), extra, strip, row_rects(len(cards) + extra, strip)
                )
            )
        return title, columns

    def passed_layout(self) -> tuple[str, PreviewColumn] | None:
        """The card the viewer passes left, while the others still choose theirs (only he
        sees it: the view has it for his seat alone): the line over it and where it lies
        (``None``: he passes nothing now, or a trade is picked)."""
        table = self.table
        passed = table.view.get("passed_card")
        areas = table.areas
        if table.pick is not None or not passed or areas is None or table.viewer is None:
            return None
        box = areas.preview
        if box.width < 60 or box.height < 60:
            return None
        size = table.fs(14)
        label = table.t("passing_to", seat=table.name(table.left_of(table.viewer)))
        top = box.y + font(size, True).get_height()
        height = max(12, min(box.bottom - top - 6, 160))
        strip = pygame.Rect((0, top + 6), card_size(height))
        strip.centerx = box.centerx
        return label, PreviewColumn(label, (str(passed),), 0, strip, row_rects(1, strip))

    def _card_row(self, surface: pygame.Surface, column: PreviewColumn) -> None:
        """A column's cards, then its face-down ones (the stock card a double swap
        brings); overlapping cards show the hand's face, whose name runs up its edge."""
        table = self.table
        rects = column.rects
        overlap = len(rects) > 1 and rects[1].x - rects[0].x < rects[0].width
        for index, rect in enumerate(rects):
            if index < len(column.cards):
                card = column.cards[index]
                sprite = table.hand_sprite(card) if overlap else table.sprite(card)
                image = sprite.image(rect.size)
            else:
                image = render_face(("mk", "back"), rect.size, art.paint_back)
            draw_card(surface, rect, image)

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
        """Every seat's hand as laid out at the end of the round (``round_panel``): the
        groups with their houses, hotel and tokens and each group's value, the bonus
        cards, what was set aside, the ender's bonus draw; the round's points and the
        totals."""
        layout = self.table.round_layout
        if layout is None:
            return
        panel = layout.panel
        pygame.draw.rect(surface, PANEL, panel, 0, 10)
        pygame.draw.rect(surface, PANEL_EDGE, panel, 2, 10)
        first = layout.rows[0].band if layout.rows else panel
        y = panel.y + (first.x - panel.x)  # the rows' inset, above the title too
        title_line = font(layout.title_size, True).get_linesize()
        for text in layout.title:
            self.text(surface, text, (first.x, y), layout.title_size, art.INK, True)
            y += title_line
        self.round_cards = {}
        for row in layout.rows:
            if row.seat % 2 == 0:
                pygame.draw.rect(surface, STRIPE, row.band, 0, 6)
            self._round_row(surface, row, layout.size)

    def _round_row(self, surface: pygame.Surface, row: round_panel.Row, size: int) -> None:
        """The margin (name, points, total), the notes and the blocks of one seat."""
        line = font(size).get_linesize()
        x, y = row.band.x + 4, row.band.y + 2
        names = len(row.margin) - 2  # the name's lines, then the points and the total
        for index, text in enumerate(row.margin):
            colour = art.MUTED if index == len(row.margin) - 1 else art.INK
            self.text(surface, text, (x, y), size, colour, index < names)
            y += line
        for index, note in enumerate(row.notes):
            at = (row.notes_at[0], row.notes_at[1] + index * line)
            self.text(surface, note, at, size, (150, 40, 40), True)
        table = self.table
        drawn = []
        for block in row.blocks:
            spec = block.spec
            for card, rect in zip(spec.cards, block.rects, strict=True):
                sprite = table.hand_sprite(card)
                state = CardState(dim=spec.dim, legal=card in spec.bonus)
                draw_card(surface, rect, sprite.image(rect.size), state)
                drawn.append(rect)
            self.text(surface, spec.caption, block.caption.topleft, size, art.INK, True)
        self.round_cards[row.seat] = drawn
