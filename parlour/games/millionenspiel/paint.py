"""Drawing the Millionenspiel table: the board with its pawn and dice, the stakes in the
centre, every player's panel with money and pension cards, the status line, the legend
and the odds tooltip.

``TablePainter`` reads what the table holds (views, layout, timeline, drag state) and
draws it; it changes nothing. It lives apart from ``scene.py`` so that the table itself
stays about events, timing and turning clicks into actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from parlour.games.millionenspiel import odds
from parlour.games.millionenspiel.board_art import (
    MIN_TEXT,
    draw_field_marks,
    draw_field_outline,
    draw_field_symbol,
    draw_legend,
    draw_pawn,
    fitted,
    render_board,
)
from parlour.games.millionenspiel.money import DENOMINATIONS
from parlour.games.millionenspiel.money_art import draw_piece, draw_purse, draw_stake
from parlour.games.millionenspiel.rules import GAME_ID as NS  # the texts' namespace
from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.numbers import format_number
from parlour.ui.surface_cache import table_images
from parlour.ui.text import draw_text, draw_wrapped, wrapped_lines
from parlour.ui.widgets.card import draw_card, render_face
from parlour.ui.widgets.dice import draw_die

if TYPE_CHECKING:
    from parlour.games.millionenspiel.scene import MillionenspielTable

TEXT = (246, 240, 222)
MUTED = (200, 214, 196)
GOLD = (236, 196, 60)
PANEL = (14, 52, 30, 215)
PANEL_ACTIVE = (40, 84, 52, 235)
SPOT = (20, 80, 44)
FLASH = (255, 255, 255)


class TablePainter:
    """Draws one ``MillionenspielTable``."""

    def __init__(self, table: MillionenspielTable) -> None:
        self.table = table

    def draw(self, surface: pygame.Surface) -> None:
        view = self.table.view
        ring = self.table.ring
        board = render_board(ring.radius, self.table.fields, tuple(self.table.legend))
        surface.blit(board, board.get_rect(center=ring.centre))
        if view is None:
            return
        money = self.table.money_view or view
        last = view["last"]
        if last is not None and not self.table.timeline.busy:
            draw_field_outline(surface, ring, int(last["field"]), GOLD)
        hovered = self.table.hover_odds()
        if hovered is not None:
            draw_field_marks(surface, ring, hovered[2] or hovered[1])
        if self.table.flash is not None:
            strength = self.table.anim.number("flash", 0.0)
            veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(
                veil, (*FLASH, int(200 * strength)), ring.field_polygon(self.table.flash)
            )
            surface.blit(veil, (0, 0))
            draw_field_outline(surface, ring, self.table.flash, FLASH)
        draw_pawn(surface, ring.field_centre(self.table.pawn), ring.field_width() * 0.8)
        # Until the roll has been shown, the table shows the view it started from.
        self._draw_centre(surface, money, money)
        self._draw_status(surface, money)
        for seat in range(min(view["num_players"], len(self.table.panel_rects))):
            self._draw_panel(surface, money, money, seat)
        self._draw_legend(surface)
        for button in self.table.live_buttons():
            button.draw(surface, button.rect.collidepoint(self.table.mouse))
        self.table.drag.draw_targets(surface)
        for flight in self.table.flights:
            x, y = self.table.flights.position(flight)
            index, size, count = flight.what
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (int(x), int(y))
            draw_piece(surface, rect, index, count, compact=True)
        for key in self.table.drag.floating():
            carried = self.table.drag.display_rect(key)
            if carried is not None and isinstance(key, tuple):
                draw_piece(surface, carried, int(key[1]), 1, compact=True)
        if hovered is not None:
            self._draw_tooltip(surface, hovered)
        tip = self.table.hover_tip()
        if tip is not None:
            self._draw_tip(surface, tip)

    def _draw_centre(
        self, surface: pygame.Surface, view: Mapping[str, Any], money: Mapping[str, Any]
    ) -> None:
        small_size = max(MIN_TEXT, self.table.base - 3)
        roller = view["roller_seat"]
        bettor = view["bettor_seat"]
        for seat, spot in enumerate(self.table.stake_rects[: view["num_players"]]):
            pygame.draw.rect(surface, SPOT, spot, border_radius=spot.height // 4)
            edge = GOLD if seat == bettor else MUTED
            pygame.draw.rect(
                surface,
                edge,
                spot,
                width=2 if seat == bettor else 1,
                border_radius=spot.height // 4,
            )
            stake = money["stake"][seat]
            amount = sum(c * d for c, d in zip(stake, DENOMINATIONS, strict=True))
            text = self.table.name(seat) + (f" · {format_number(amount)}" if amount else "")
            caption = fitted(text, small_size, spot.width + spot.height, TEXT, True)
            where = caption.get_rect(midbottom=(spot.centerx, spot.top - 2))
            text_marks.placed(surface, caption, where, covers=False)
            pieces_rect = spot.inflate(-spot.height // 5, -spot.height // 5)
            if any(stake):
                draw_stake(surface, pieces_rect, stake)
            elif view["done"][seat] and view["phase"] in ("bet", "choose"):
                passed = self.table.t("passed")
                draw_text(
                    surface, passed, spot.center, small_size, MUTED, bold=True, anchor="center"
                )
        if view["phase"] == "opening":
            self._draw_opening_rolls(surface, view)
        if roller is not None or view["phase"] == "opening":
            self.table.dice.draw(surface, self.table.dice_rect)
        if self.table.show_decision:
            draw_die(
                surface,
                self.table.decision_rect,
                self.table.decision.shown[0],
                body=(28, 28, 28),
                pip=(245, 245, 245),
            )

    def _draw_opening_rolls(self, surface: pygame.Surface, view: Mapping[str, Any]) -> None:
        """Each seat's throw for the first roller, shown in front of it."""
        for seat, throw in enumerate(view["opening"]["rolls"]):
            if throw is None or seat >= len(self.table.stake_rects):
                continue
            spot = self.table.stake_rects[seat]
            size = int(spot.height * 0.6)
            for i, value in enumerate(throw):
                die = pygame.Rect(0, 0, size, size)
                die.center = (spot.centerx + (i * 2 - 1) * (size * 3 // 5), spot.centery)
                draw_die(surface, die, int(value))

    def _draw_status(self, surface: pygame.Surface, view: Mapping[str, Any]) -> None:
        rect = self.table.status_rect
        lines = [(self.status_text(view), TEXT)]
        if view["million"] and view["phase"] != "over":
            lines.append((self.table.ctx.t(f"{NS}.log.million"), GOLD))
        elif self.table.banner:
            lines.append((self.table.banner, GOLD))
        size, wrapped = _status_lines(tuple(lines), rect.size, self.table.base)
        y = rect.y
        step = font(size, True).get_linesize()
        for line, colour in wrapped:
            draw_text(surface, line, (rect.x, y), size, colour, bold=True)
            y += step

    def status_text(self, view: Mapping[str, Any]) -> str:
        """What the status line asks; a bet played by keyboard is explained in keys."""
        phase = view["phase"]
        mine = (
            self.table.viewer is not None
            and bool(self.table.legal)
            and not self.table.timeline.busy
        )
        if phase == "over":
            return self.table.t("winner", seat=self.table.name(view["winner_seat"]))
        if phase == "opening":
            pending = view["opening"]["pending"]
            seat = pending[0] if pending else None
            return (
                self.table.t("opening_you")
                if mine
                else self.table.t("opening", seat=self.table.name(seat))
            )
        if phase == "bet":
            if mine and self.table.drag.by_keyboard:
                chosen = self.table.drag.selected is not None
                return self.table.t("bet_chosen_keys" if chosen else "bet_you_keys")
            if mine:
                return self.table.t("bet_you")
            return self.table.t("bet", seat=self.table.name(view["bettor_seat"]))
        if mine:
            return self.table.t("choose_you")
        return self.table.t("choose", seat=self.table.name(view["roller_seat"]))

    def _draw_panel(
        self, surface: pygame.Surface, view: Mapping[str, Any], money: Mapping[str, Any], seat: int
    ) -> None:
        rect = self.table.panel_rects[seat]
        active = seat == view["bettor_seat"] or (
            view["phase"] == "choose" and seat == view["roller_seat"]
        )
        surface.blit(_panel_back(rect.size, PANEL_ACTIVE if active else PANEL), rect)
        if active:
            pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=10)
        if seat == self.table.viewer:
            pygame.draw.rect(surface, TEXT, rect.inflate(-4, -4), width=1, border_radius=9)
        pad = max(4, rect.height // 16)
        name = draw_text(
            surface,
            self.table.name(seat),
            (rect.x + pad + 2, rect.y + pad),
            self.table.base,
            TEXT,
            bold=True,
        )
        x = name.right + 8
        if seat == view["roller_seat"]:
            die = pygame.Rect(x, rect.y + pad, self.table.base, self.table.base)
            draw_die(surface, die, 5)
            x = die.right + 6
        if seat < len(self.table.counters):
            self.table.counters[seat].draw(
                surface, (rect.right - pad - 2, rect.y + pad), anchor="topright"
            )
        card = self.table.card_rects[seat]
        value = int(money["pension"][seat])
        face = render_face(
            (NS, "pension", value, card.size, self.table.t("pension")),
            card.size,
            self._pension_painter(value),
        )
        draw_card(surface, card, face)
        draw_purse(
            surface, self.table.purse_rects[seat], money["purse"][seat], compact=card.height < 60
        )

    def _pension_painter(self, value: int) -> Callable[[pygame.Surface], None]:
        return lambda surface: self._paint_pension(surface, value)

    def _paint_pension(self, surface: pygame.Surface, value: int) -> None:
        w, h = surface.get_size()
        surface.fill((246, 236, 210))
        pygame.draw.rect(
            surface, (150, 110, 40), surface.get_rect().inflate(-4, -4), width=2, border_radius=4
        )
        # The title only where it is readable; the number (what the card is worth) always,
        # at least MIN_TEXT px.
        name = self.table.t("pension")
        title_size = max(MIN_TEXT, w // 5)
        if font(title_size, True).size(name)[0] <= w - 6:
            draw_text(
                surface,
                name,
                (w // 2, h // 10),
                title_size,
                (90, 60, 20),
                bold=True,
                anchor="midtop",
            )
        number_size = max(MIN_TEXT, int(w * 0.42))
        draw_text(
            surface,
            str(value),
            (w // 2, int(h * 0.6)),
            number_size,
            (150, 30, 30),
            bold=True,
            anchor="center",
        )

    def _draw_legend(self, surface: pygame.Surface) -> None:
        rect = self.table.legend_rect
        texts = {spec.name: self.table.t(f"legend.{spec.name}") for spec in self.table.legend}
        chances = odds.colour_odds(
            odds.plain(self.table.pawn, len(self.table.fields)), self.table.fields
        )
        size = max(MIN_TEXT, self.table.base - 3)
        top = draw_wrapped(surface, self.table.t("legend_title"), rect, size, MUTED, bold=True)
        body = pygame.Rect(rect.x, top + 2, rect.width, rect.bottom - top - 2)
        draw_legend(surface, body, self.table.legend, texts, TEXT, chances)

    def _draw_tooltip(
        self, surface: pygame.Surface, hovered: tuple[str, list[float], list[float] | None]
    ) -> None:
        title, plain, kept = hovered
        size = max(MIN_TEXT, self.table.base - 2)
        f, bold = font(size), font(size, True)
        columns = [odds.colour_odds(plain, self.table.fields)]
        heads = [self.table.t("odds_again") if kept else ""]
        if kept is not None:
            columns.insert(0, odds.colour_odds(kept, self.table.fields))
            heads.insert(0, self.table.t("odds_kept"))
        row_h = size + 8
        col_w = size * 5
        name_w = (
            max(f.size(self.table.ctx.t(f"{NS}.colour.{s.name}"))[0] for s in self.table.legend)
            + row_h
            + 8
        )
        width = max(bold.size(title)[0] + 16, name_w + col_w * len(columns) + 16)
        height = row_h * (len(self.table.legend) + 2) + 8
        box = self._tip_box(surface, (width, height))
        draw_text(surface, title, (box.x + 8, box.y + 6), size, TEXT, bold=True)
        y = box.y + 6 + row_h
        for i, head in enumerate(heads):
            right = (box.x + 8 + name_w + col_w * (i + 1), y)
            draw_text(surface, head, right, size, MUTED, bold=True, anchor="topright")
        y += row_h
        for spec in self.table.legend:
            swatch = pygame.Rect(box.x + 8, y + 2, row_h - 6, row_h - 6)
            pygame.draw.rect(surface, spec.rgb, swatch, border_radius=3)
            draw_field_symbol(
                surface,
                spec.symbol,
                swatch.center,
                swatch.width * 0.6,
                (255, 255, 255) if sum(spec.rgb) < 380 else (20, 20, 20),
            )
            colour = self.table.ctx.t(f"{NS}.colour.{spec.name}")
            draw_text(surface, colour, (swatch.right + 6, y), size, TEXT)
            for i, column in enumerate(columns):
                share = format_number(column.get(spec.name, 0.0) * 100, decimals=1)
                right = (box.x + 8 + name_w + col_w * (i + 1), y)
                draw_text(surface, f"{share} %", right, size, TEXT, bold=True, anchor="topright")
            y += row_h

    def _draw_tip(self, surface: pygame.Surface, text: str) -> None:
        """One line beside the pointer: what the hovered pieces or pension card are."""
        size = max(MIN_TEXT, self.table.base - 2)
        width, height = font(size, True).size(text)
        box = self._tip_box(surface, (width + 16, height + 10))
        draw_text(surface, text, box.center, size, TEXT, bold=True, anchor="center")

    def _tip_box(self, surface: pygame.Surface, size: tuple[int, int]) -> pygame.Rect:
        """A tooltip's panel of ``size`` drawn beside the pointer, inside the table and
        never under the pointer itself; returns where it lies."""
        mouse = self.table.mouse
        box = pygame.Rect((mouse[0] + 18, mouse[1] + 18), size)
        box.clamp_ip(self.table.rect)
        if box.collidepoint(mouse):
            box.bottomright = (mouse[0] - 12, mouse[1] - 12)
            box.clamp_ip(self.table.rect)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (12, 30, 20, 235), panel.get_rect(), border_radius=8)
        surface.blit(panel, box)
        pygame.draw.rect(surface, GOLD, box, width=1, border_radius=8)
        return box


@table_images(maxsize=32)
def _panel_back(size: tuple[int, int], colour: tuple[int, int, int, int]) -> pygame.Surface:
    """A player's translucent panel, cached: five of them are drawn on every frame."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, colour, panel.get_rect(), border_radius=10)
    return panel


@lru_cache(maxsize=64)
def _status_lines(
    lines: tuple[tuple[str, tuple[int, int, int]], ...], room: tuple[int, int], largest: int
) -> tuple[int, tuple[tuple[str, tuple[int, int, int]], ...]]:
    """The largest bold size (down to ``MIN_TEXT``) at which every status line fits ``room``,
    and the lines wrapped at it; cached, as the status changes only with the game."""
    size = largest
    while True:
        fnt = font(size, True)
        wrapped = tuple(
            (line, c) for text, c in lines for line in wrapped_lines(text, size, True, room[0])
        )
        if size <= MIN_TEXT or len(wrapped) * fnt.get_linesize() <= room[1]:
            return size, wrapped
        size -= 1
