"""Drawing the Millionenspiel table: the board with its pawn and dice, the stakes in the
centre, every player's panel with money and pension cards, the status line, the legend
and the odds tooltip.

The painters are functions of a :class:`MillionenspielFrame`, everything one frame shows
(the view, the layout, the pointer, what moves), which the table (``scene.py``) builds
when it draws; they change nothing, so the table itself stays about events, timing and
turning clicks into actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from parlour.games.millionenspiel import money, odds
from parlour.games.millionenspiel.board_art import (
    MIN_TEXT,
    ColourSpec,
    Ring,
    draw_field_marks,
    draw_field_outline,
    draw_field_symbol,
    draw_legend,
    draw_pawn,
    fitted,
    render_board,
)
from parlour.games.millionenspiel.money_art import draw_piece, draw_purse, draw_stake
from parlour.games.millionenspiel.rules import GAME_ID as NS  # the texts' namespace
from parlour.games.millionenspiel.rules import TURN_PHASES, MillionenspielView
from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.numbers import format_number
from parlour.ui.surface_cache import table_images
from parlour.ui.table_api import Translate
from parlour.ui.text import draw_text, draw_wrapped, wrapped_lines
from parlour.ui.widgets.button import TableButton
from parlour.ui.widgets.card import draw_card, render_face
from parlour.ui.widgets.counter import Counter
from parlour.ui.widgets.dice import Dice, draw_die
from parlour.ui.widgets.drag import DragController
from parlour.ui.widgets.flight import Flights

TEXT = (246, 240, 222)
MUTED = (200, 214, 196)
GOLD = (236, 196, 60)
PANEL = (14, 52, 30, 215)
PANEL_ACTIVE = (40, 84, 52, 235)
SPOT = (20, 80, 44)
FLASH = (255, 255, 255)

#: What hovering a field or the dice shows: a title, the chance of landing on each field
#: from there, and (on the dice, while a throw awaits its decision) the chances if kept.
Odds = tuple[str, list[float], list[float] | None]
#: A staked piece in the air: which coin, how large it is drawn, how many.
Flying = tuple[int, int, int]


def table_text(translate: Translate, key: str, **params: Any) -> str:
    """The table's own text ``key`` (under ``millionenspiel.table``)."""
    return translate(f"{NS}.table.{key}", **params)


@dataclass(frozen=True)
class MillionenspielFrame:
    """Everything one frame of the table shows; the painters read nothing else.

    ``money`` is the view whose money is on the table: it lags behind ``view`` while a
    roll is being shown, so the roll keeps its suspense. The widgets (dice, counters,
    drag, flights) are the table's own, lent for drawing."""

    view: MillionenspielView | None
    money: MillionenspielView | None
    translate: Translate
    name: Callable[[int | None], str]
    viewer: int | None
    #: The viewer may act now (the legal actions are his).
    asked: bool
    #: A roll is still being shown.
    busy: bool
    base: int
    rect: pygame.Rect
    ring: Ring
    fields: tuple[str, ...]
    legend: Sequence[ColourSpec]
    status_rect: pygame.Rect
    legend_rect: pygame.Rect
    panel_rects: Sequence[pygame.Rect]
    card_rects: Sequence[pygame.Rect]
    purse_rects: Sequence[pygame.Rect]
    stake_rects: Sequence[pygame.Rect]
    dice_rect: pygame.Rect
    decision_rect: pygame.Rect
    pawn: int
    #: The field reached, flashing with ``flash_strength`` (1 to 0), or None.
    flash: int | None
    flash_strength: float
    banner: str | None
    mouse: tuple[int, int]
    hovered: Odds | None
    tip: str | None
    buttons: Sequence[TableButton]
    drag: DragController
    flights: Flights[Flying]
    counters: Sequence[Counter]
    dice: Dice
    decision: Dice
    show_decision: bool
    #: The throw in front of each seat while the first roller is thrown for.
    opening: Sequence[tuple[int, int] | None]
    #: Several people play at this screen (hot-seat).
    shared_screen: bool = False

    def t(self, key: str, **params: Any) -> str:
        return table_text(self.translate, key, **params)

    @property
    def mine(self) -> bool:
        """The viewer is asked now, and the roll before has been shown."""
        return self.viewer is not None and self.asked and not self.busy


def draw(surface: pygame.Surface, frame: MillionenspielFrame) -> None:
    """The whole table as ``frame`` has it."""
    view = frame.view
    ring = frame.ring
    board = render_board(ring.radius, frame.fields, tuple(frame.legend))
    surface.blit(board, board.get_rect(center=ring.centre))
    if view is None:
        return
    on_table = frame.money or view
    last = view["last"]
    if last is not None and not frame.busy:
        draw_field_outline(surface, ring, int(last["field"]), GOLD)
    hovered = frame.hovered
    if hovered is not None:
        draw_field_marks(surface, ring, hovered[2] or hovered[1])
    if frame.flash is not None:
        strength = frame.flash_strength
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(veil, (*FLASH, int(200 * strength)), ring.field_polygon(frame.flash))
        surface.blit(veil, (0, 0))
        draw_field_outline(surface, ring, frame.flash, FLASH)
    draw_pawn(surface, ring.field_centre(frame.pawn), ring.field_width() * 0.8)
    # Until the roll has been shown, the table shows the view it started from.
    _draw_centre(surface, frame, on_table)
    _draw_status(surface, frame, on_table)
    for seat in range(min(view["num_players"], len(frame.panel_rects))):
        _draw_panel(surface, frame, on_table, seat)
    _draw_legend(surface, frame)
    for button in frame.buttons:
        button.draw(surface, button.rect.collidepoint(frame.mouse))
    frame.drag.draw_targets(surface)
    for flight in frame.flights:
        x, y = frame.flights.position(flight)
        index, size, count = flight.what
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (int(x), int(y))
        draw_piece(surface, rect, index, count, compact=True)
    for key in frame.drag.floating():
        carried = frame.drag.display_rect(key)
        if carried is not None and isinstance(key, tuple):
            draw_piece(surface, carried, int(key[1]), 1, compact=True)
    if hovered is not None:
        _draw_tooltip(surface, frame, hovered)
    tip = frame.tip
    if tip is not None:
        _draw_tip(surface, frame, tip)


def small_size(base: int) -> int:
    """The type size of the stakes' captions, the legend and other small print."""
    return max(MIN_TEXT, base - 3)


def caption_room(spot: pygame.Rect, base: int) -> pygame.Rect:
    """Where the caption over a stake's ``spot`` (its seat's name and the amount) may lie."""
    room = pygame.Rect(0, 0, spot.width + spot.height, font(small_size(base), True).get_linesize())
    room.midbottom = (spot.centerx, spot.top - 2)
    return room


def _draw_centre(
    surface: pygame.Surface, frame: MillionenspielFrame, view: MillionenspielView
) -> None:
    size = small_size(frame.base)
    roller = view["roller_seat"]
    bettor = view["bettor_seat"]
    for seat, spot in enumerate(frame.stake_rects[: view["num_players"]]):
        pygame.draw.rect(surface, SPOT, spot, border_radius=spot.height // 4)
        edge = GOLD if seat == bettor else MUTED
        pygame.draw.rect(
            surface,
            edge,
            spot,
            width=2 if seat == bettor else 1,
            border_radius=spot.height // 4,
        )
        stake = view["stake"][seat]
        amount = money.value(stake)
        text = frame.name(seat) + (f" · {format_number(amount)}" if amount else "")
        room = caption_room(spot, frame.base)
        caption = fitted(text, size, room.width, TEXT, True)
        where = caption.get_rect(midbottom=room.midbottom)
        text_marks.placed(surface, caption, where, covers=False)
        pieces_rect = spot.inflate(-spot.height // 5, -spot.height // 5)
        if any(stake):
            draw_stake(surface, pieces_rect, stake)
        elif view["done"][seat] and view["phase"] in TURN_PHASES:
            passed = frame.t("passed")
            draw_text(surface, passed, spot.center, size, MUTED, bold=True, anchor="center")
    if view["phase"] == "opening":
        _draw_opening_rolls(surface, frame)
    if roller is not None or view["phase"] == "opening":
        frame.dice.draw(surface, frame.dice_rect)
    if frame.show_decision:
        draw_die(
            surface,
            frame.decision_rect,
            frame.decision.shown[0],
            body=(28, 28, 28),
            pip=(245, 245, 245),
        )


def _draw_opening_rolls(surface: pygame.Surface, frame: MillionenspielFrame) -> None:
    """Each seat's throw for the first roller, shown in front of it."""
    for seat, throw in enumerate(frame.opening):
        if throw is None or seat >= len(frame.stake_rects):
            continue
        spot = frame.stake_rects[seat]
        size = int(spot.height * 0.6)
        for i, value in enumerate(throw):
            die = pygame.Rect(0, 0, size, size)
            die.center = (spot.centerx + (i * 2 - 1) * (size * 3 // 5), spot.centery)
            draw_die(surface, die, int(value))


def _draw_status(
    surface: pygame.Surface, frame: MillionenspielFrame, view: MillionenspielView
) -> None:
    rect = frame.status_rect
    lines = [(status_text(frame, view), TEXT)]
    if frame.shared_screen and frame.mine and view["phase"] != "over":
        # Money is public, so no curtain passes the screen from one person to the next:
        # "Your bet" alone would not say whose.
        lines.insert(0, (frame.t("your_turn", seat=frame.name(frame.viewer)), GOLD))
    if view["million"] and view["phase"] != "over":
        lines.append((frame.translate(f"{NS}.log.million"), GOLD))
    elif frame.banner:
        lines.append((frame.banner, GOLD))
    size, wrapped = _status_lines(tuple(lines), rect.size, frame.base)
    y = rect.y
    step = font(size, True).get_linesize()
    for line, colour in wrapped:
        draw_text(surface, line, (rect.x, y), size, colour, bold=True)
        y += step


def status_text(frame: MillionenspielFrame, view: MillionenspielView) -> str:
    """What the status line asks; a bet played by keyboard is explained in keys."""
    phase = view["phase"]
    mine = frame.mine
    roller = view["roller_seat"]
    if frame.busy and phase in TURN_PHASES and roller is not None:
        # The table still shows the money from before the roll, whose view asked for
        # the roller's bet or choice: the roll is what happens now.
        return frame.t("rolling", seat=frame.name(roller))
    if phase == "over":
        return frame.t("winner", seat=frame.name(view["winner_seat"]))
    if phase == "opening":
        pending = view["opening"]["pending"]
        seat = pending[0] if pending else None
        return frame.t("opening_you") if mine else frame.t("opening", seat=frame.name(seat))
    if phase == "bet":
        if mine and frame.drag.by_keyboard:
            chosen = frame.drag.selected is not None
            return frame.t("bet_chosen_keys" if chosen else "bet_you_keys")
        if mine:
            return frame.t("bet_you")
        return frame.t("bet", seat=frame.name(view["bettor_seat"]))
    if mine:
        return frame.t("choose_you")
    return frame.t("choose", seat=frame.name(roller))


def _draw_panel(
    surface: pygame.Surface, frame: MillionenspielFrame, view: MillionenspielView, seat: int
) -> None:
    rect = frame.panel_rects[seat]
    active = seat == view["bettor_seat"] or (
        view["phase"] == "choose" and seat == view["roller_seat"]
    )
    surface.blit(_panel_back(rect.size, PANEL_ACTIVE if active else PANEL), rect)
    if active:
        pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=10)
    if seat == frame.viewer:
        pygame.draw.rect(surface, TEXT, rect.inflate(-4, -4), width=1, border_radius=9)
    pad = max(4, rect.height // 16)
    name = draw_text(
        surface,
        frame.name(seat),
        (rect.x + pad + 2, rect.y + pad),
        frame.base,
        TEXT,
        bold=True,
    )
    x = name.right + 8
    if seat == view["roller_seat"]:
        die = pygame.Rect(x, rect.y + pad, frame.base, frame.base)
        draw_die(surface, die, 5)
        x = die.right + 6
    if seat < len(frame.counters):
        frame.counters[seat].draw(surface, (rect.right - pad - 2, rect.y + pad), anchor="topright")
    card = frame.card_rects[seat]
    value = int(view["pension"][seat])
    title = frame.t("pension")
    face = render_face(
        (NS, "pension", value, card.size, title),
        card.size,
        pension_painter(value, title),
    )
    draw_card(surface, card, face)
    draw_purse(surface, frame.purse_rects[seat], view["purse"][seat], compact=card.height < 60)


def pension_painter(value: int, title: str) -> Callable[[pygame.Surface], None]:
    """The face of a pension card worth ``value``, titled ``title``."""
    return lambda surface: paint_pension(surface, value, title)


def paint_pension(surface: pygame.Surface, value: int, name: str) -> None:
    w, h = surface.get_size()
    surface.fill((246, 236, 210))
    pygame.draw.rect(
        surface, (150, 110, 40), surface.get_rect().inflate(-4, -4), width=2, border_radius=4
    )
    # The title only where it is readable; the number (what the card is worth) always,
    # at least MIN_TEXT px.
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


def _draw_legend(surface: pygame.Surface, frame: MillionenspielFrame) -> None:
    rect = frame.legend_rect
    texts = {spec.name: frame.t(f"legend.{spec.name}") for spec in frame.legend}
    chances = odds.colour_odds(odds.plain(frame.pawn, len(frame.fields)), frame.fields)
    size = small_size(frame.base)
    top = draw_wrapped(surface, frame.t("legend_title"), rect, size, MUTED, bold=True)
    body = pygame.Rect(rect.x, top + 2, rect.width, rect.bottom - top - 2)
    draw_legend(surface, body, frame.legend, texts, TEXT, chances)


def _draw_tooltip(surface: pygame.Surface, frame: MillionenspielFrame, hovered: Odds) -> None:
    title, plain, kept = hovered
    size = max(MIN_TEXT, frame.base - 2)
    f, bold = font(size), font(size, True)
    columns = [odds.colour_odds(plain, frame.fields)]
    heads = [frame.t("odds_again") if kept else ""]
    if kept is not None:
        columns.insert(0, odds.colour_odds(kept, frame.fields))
        heads.insert(0, frame.t("odds_kept"))
    row_h = size + 8
    col_w = size * 5
    name_w = (
        max(f.size(frame.translate(f"{NS}.colour.{s.name}"))[0] for s in frame.legend) + row_h + 8
    )
    width = max(bold.size(title)[0] + 16, name_w + col_w * len(columns) + 16)
    height = row_h * (len(frame.legend) + 2) + 8
    box = _tip_box(surface, frame, (width, height))
    draw_text(surface, title, (box.x + 8, box.y + 6), size, TEXT, bold=True)
    y = box.y + 6 + row_h
    for i, head in enumerate(heads):
        right = (box.x + 8 + name_w + col_w * (i + 1), y)
        draw_text(surface, head, right, size, MUTED, bold=True, anchor="topright")
    y += row_h
    for spec in frame.legend:
        swatch = pygame.Rect(box.x + 8, y + 2, row_h - 6, row_h - 6)
        pygame.draw.rect(surface, spec.rgb, swatch, border_radius=3)
        draw_field_symbol(
            surface,
            spec.symbol,
            swatch.center,
            swatch.width * 0.6,
            (255, 255, 255) if sum(spec.rgb) < 380 else (20, 20, 20),
        )
        colour = frame.translate(f"{NS}.colour.{spec.name}")
        draw_text(surface, colour, (swatch.right + 6, y), size, TEXT)
        for i, column in enumerate(columns):
            share = format_number(column.get(spec.name, 0.0) * 100, decimals=1)
            right = (box.x + 8 + name_w + col_w * (i + 1), y)
            draw_text(surface, f"{share} %", right, size, TEXT, bold=True, anchor="topright")
        y += row_h


def _draw_tip(surface: pygame.Surface, frame: MillionenspielFrame, text: str) -> None:
    """One line beside the pointer: what the hovered pieces or pension card are."""
    size = max(MIN_TEXT, frame.base - 2)
    width, height = font(size, True).size(text)
    box = _tip_box(surface, frame, (width + 16, height + 10))
    draw_text(surface, text, box.center, size, TEXT, bold=True, anchor="center")


def _tip_box(
    surface: pygame.Surface, frame: MillionenspielFrame, size: tuple[int, int]
) -> pygame.Rect:
    """A tooltip's panel of ``size`` drawn beside the pointer, inside the table and
    never under the pointer itself; returns where it lies."""
    mouse = frame.mouse
    box = pygame.Rect((mouse[0] + 18, mouse[1] + 18), size)
    box.clamp_ip(frame.rect)
    if box.collidepoint(mouse):
        box.bottomright = (mouse[0] - 12, mouse[1] - 12)
        box.clamp_ip(frame.rect)
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
