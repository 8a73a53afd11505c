"""Drawing the MONOPOLY card game's table: seats, piles, the stock, the hand, the panels.

The painters are functions of one ``MonopolyFrame``: everything a frame shows (the typed
view, where the table put its parts, the widgets, what the pointer rests on), which the
table builds when it draws. They change nothing but the surface and the frame's
``Painted``, which keeps the still layer and records every text drawn with its font size,
so the layout tests can hold the table to readable text that overlaps nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

import pygame

from parlour.games.monopoly_kartenspiel import art, pile_fit, revealed_hands, round_panel
from parlour.games.monopoly_kartenspiel.view import MonopolyView
from parlour.ui.fonts import font
from parlour.ui.text import DrawnText, draw_text, fit, wrap_text
from parlour.ui.widgets.button import TableButton, draw_why
from parlour.ui.widgets.card import (
    CardSprite,
    CardState,
    card_size,
    draw_card,
    draw_glow,
    render_face,
)
from parlour.ui.widgets.drag import DragController
from parlour.ui.widgets.fan import FannedHand
from parlour.ui.widgets.pile import FannedPile
from parlour.ui.widgets.seats import SeatLayout, draw_plate, plate_font_size
from parlour.ui.widgets.still_layer import StillLayer
from parlour.ui.widgets.tokens import TokenStyle, draw_count_badge, draw_token
from parlour.ui.widgets.zoom import ZoomController

Point = tuple[int, int]
COIN = TokenStyle((214, 176, 72), "circle", "edge")
PANEL = (250, 247, 238)
PANEL_EDGE = (120, 96, 60)
STRIPE = (238, 232, 214)
SEAT = (28, 70, 46)
SEAT_TURN = (36, 86, 56)


@dataclass(frozen=True)
class Pick:
    """A trade being chosen: ``seat``'s pile (or neutral pile ``neutral``) and how many."""

    seat: int | None
    neutral: int | None
    count: int


@dataclass
class Areas:
    """Where the table puts its parts (besides the seats' places)."""

    hand: pygame.Rect
    own_pile: pygame.Rect
    prompt: pygame.Rect
    stock: pygame.Rect
    neutrals: list[pygame.Rect]
    preview: pygame.Rect
    buttons: pygame.Rect
    info: dict[int, pygame.Rect]
    piles: dict[int, pygame.Rect]
    sort: pygame.Rect


@dataclass
class Painted:
    """What outlives one frame: the still layer (repainted only when the table is shown
    or laid out again) and what the last frame drew, for the layout tests. The table
    owns it and hands it to every frame."""

    #: Every text of the last frame, as drawn.
    texts: list[DrawnText] = field(default_factory=list)
    #: Where the round panel drew each seat's cards in the last frame.
    round_cards: dict[int, list[pygame.Rect]] = field(default_factory=dict)
    #: Where the trade preview drew its cards in the last frame.
    preview_cards: list[pygame.Rect] = field(default_factory=list)
    #: The still table and the texts painted on it.
    still: StillLayer[list[DrawnText]] = field(default_factory=StillLayer)


@dataclass(frozen=True)
class MonopolyFrame:
    """Everything one frame of the table shows, as the table holds it when it draws."""

    view: MonopolyView
    viewer: int | None  # None: an onlooker (a replay, the final table)
    bottom: int  # the seat at the bottom: the viewer's, or 0
    names: tuple[str, ...]  # per seat
    rect: pygame.Rect
    version: int  # counts the table's rebuilds: the still layer is repainted on a change
    seats: SeatLayout
    areas: Areas
    stock: pygame.Rect  # where the stock's top card lies
    prompt: str  # the line over the centre
    can_draw: bool  # drawing from the stock is offered
    pick: Pick | None  # the trade being chosen
    hover_count: int  # how many of his own top cards a click on the hovered pile gives
    double_swap: bool  # the pointer rests on the double swap's button
    mouse: tuple[int, int]
    round_shown: bool  # the panel of the last round covers the table
    round_layout: round_panel.Layout | None
    revealed_layout: revealed_hands.Layout | None  # the other seats' hands, all revealed
    buttons: tuple[TableButton, ...]
    piles: tuple[FannedPile, ...]  # per seat
    neutrals: tuple[FannedPile, ...]
    hand: FannedHand
    drag: DragController
    zoom: ZoomController
    t: Callable[..., str]  # the table's texts, by key under ``monopoly_kartenspiel.table``
    fs: Callable[[int], int]  # a font size scaled to the table
    sprite: Callable[[str], CardSprite]
    hand_sprite: Callable[[str], CardSprite]  # a face for rows that overlap sideways
    face: Callable[[str], art.Face]  # what a card prints (its colour for the revealed list)
    painted: Painted


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


# ----------------------------------------------------------------- the frame


def draw(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    """One frame: the still layer, then what moves or lights over it."""
    painted = frame.painted
    key = (frame.version, frame.rect.size)
    layer = painted.still.draw(surface, frame.rect, key, partial(_paint_layer, frame))
    painted.texts = list(layer)
    if not frame.round_shown:
        if frame.revealed_layout is None:
            _draw_stock(surface, frame)
            for pile in frame.neutrals:
                pile.draw(surface)
        for seat, pile in enumerate(frame.piles):
            if seat < len(frame.view["trade_piles"]):
                pile.draw(surface)
        _light_own_pile(surface, frame)
        if frame.revealed_layout is None:
            _draw_preview(surface, frame)
        _draw_hand(surface, frame)
        frame.drag.draw_targets(surface)
    _draw_buttons(surface, frame)
    _draw_floating(surface, frame)
    frame.zoom.draw(surface, frame.rect)
    draw_why(surface, list(frame.buttons), frame.mouse, frame.rect)


def _paint_layer(frame: MonopolyFrame, layer: pygame.Surface) -> list[DrawnText]:
    """What only changes when the table is shown or laid out again, painted once: the
    board, the seats, their plates and counts, the prompt and the labels (or the
    round panel, which covers all of it). A frame is then one blit plus the cards."""
    frame.painted.texts = []
    art.backdrop(layer, frame.rect)
    if frame.round_shown:
        _draw_round(layer, frame)
    else:
        for place in frame.seats.seats:
            _draw_seat(layer, frame, place.seat)
        _draw_prompt(layer, frame)
        _draw_labels(layer, frame)
        _draw_revealed(layer, frame)
    return frame.painted.texts


# ----------------------------------------------------------------- text


def _text(
    surface: pygame.Surface,
    frame: MonopolyFrame,
    text: str,
    pos: Point,
    size: int,
    colour: tuple[int, int, int] = art.CREAM,
    bold: bool = False,
    anchor: str = "topleft",
    width: int | None = None,
) -> pygame.Rect:
    """Draw one line, recorded in the frame's texts; with ``width``, shortened to it with
    "…" if it must be."""
    shown = text if width is None else fit(text, width, font(size, bold))
    drawn = frame.painted.texts
    return draw_text(
        surface, shown, pos, size, colour, bold=bold, anchor=anchor, drawn=drawn, full=text
    )


# ----------------------------------------------------------------- seats


def _draw_seat(surface: pygame.Surface, frame: MonopolyFrame, seat: int) -> None:
    place = frame.seats.seats[seat]
    view = frame.view
    current = view["to_act"]
    radius = max(4, place.plate.height // 4)
    colour = SEAT_TURN if current == seat else SEAT
    pygame.draw.rect(surface, colour, place.area, 0, radius)
    name = frame.names[seat]
    note = ""
    if seat == frame.bottom and frame.viewer is not None:
        note = frame.t("you")
    draw_plate(surface, place.plate, name, turn=current == seat, note=note)
    frame.painted.texts.append(
        DrawnText(name, _plate_text_rect(place.plate), plate_font_size(place.plate))
    )
    _draw_info(surface, frame, seat, frame.areas.info[seat])
    if seat == frame.bottom:
        own = frame.areas.own_pile
        label = frame.t("your_pile") if frame.viewer is not None else frame.t("trade_pile")
        size = frame.fs(13)
        _text(
            surface, frame, label, (own.centerx, own.y), size, art.CREAM, True, "midtop", own.width
        )
    if not view["trade_piles"][seat]:
        area = frame.areas.piles[seat]
        size = frame.fs(12)
        if area.height >= font(size).get_height():
            colour = (170, 200, 176)
            pos = (area.centerx, area.y)
            empty = frame.t("empty_pile")
            _text(surface, frame, empty, pos, size, colour, False, "midtop", area.width)


def _plate_text_rect(plate: pygame.Rect) -> pygame.Rect:
    """The plate's own text lies inside the plate (``draw_plate`` keeps it there)."""
    return plate.inflate(-4, -4)


def _draw_info(surface: pygame.Surface, frame: MonopolyFrame, seat: int, box: pygame.Rect) -> None:
    """Hand size (a card back and a number) and total (a coin and a number)."""
    view = frame.view
    size = frame.fs(14)
    if box.height < font(size).get_height() - 2:
        return
    line = font(size, True).get_linesize()
    stacked = box.height >= 2 * line
    cy = box.y + line // 2 if stacked else box.centery
    x = box.x
    icon_h = min(line, size + 6)
    back = render_face(("mk", "back"), card_size(icon_h), art.paint_back)
    sizes = view["hand_sizes"]
    count = sizes[seat] if seat < len(sizes) else 0
    surface.blit(back, back.get_rect(midleft=(x, cy)))
    number = frame.t("number", value=count)
    rect = _text(surface, frame, number, (x + size + 4, cy), size, art.CREAM, True, "midleft")
    if stacked:
        cy += line
    else:
        x = rect.right + max(8, size)
    totals = view["totals"]
    total = totals[seat] if seat < len(totals) else 0
    radius = max(5, size // 2)
    total_text = frame.t("number", value=total)
    if seat == frame.bottom:
        total_text = frame.t("total_of", total=total, target=view["target"])
    if x + size + 4 + font(size, True).size(total_text)[0] <= box.right:
        draw_token(surface, COIN, (x + size // 2, cy), radius)
        _text(surface, frame, total_text, (x + size + 4, cy), size, art.CREAM, True, "midleft")


# ----------------------------------------------------------------- the centre


def _draw_prompt(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    box = frame.areas.prompt
    size = frame.fs(16)
    fnt = font(size, True)
    lines = wrap_text(frame.prompt, fnt, box.width)[:2]
    y = box.y
    for line in lines:
        _text(surface, frame, line, (box.centerx, y), size, art.CREAM, True, "midtop")
        y += fnt.get_linesize()


def _draw_labels(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    """The names over the stock and the neutral piles."""
    areas = frame.areas
    size = frame.fs(14)
    labels = [(areas.stock, frame.t("stock"))] if areas.stock.width > 0 else []
    labels += [
        (area, frame.t("neutral", number=index + 1)) for index, area in enumerate(areas.neutrals)
    ]
    for area, label in labels:
        at = (area.centerx, area.y)
        _text(surface, frame, label, at, size, art.CREAM, True, "midtop", area.width)


def _draw_stock(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    if frame.areas.stock.width <= 0:
        return
    count = frame.view["stock_count"]
    rect = frame.stock
    back = render_face(("mk", "back"), rect.size, art.paint_back)
    if count <= 0:
        pygame.draw.rect(surface, (60, 110, 76), rect, 2, max(3, rect.width // 12))
    else:
        for depth in range(min(3, count - 1), 0, -1):
            draw_card(surface, rect.move(depth * 2, depth * 2), back)
        state = CardState(face_up=False)
        if frame.can_draw:
            state.legal = True
            state.hot = rect.collidepoint(frame.mouse)
        draw_card(surface, rect, back, state)
    # Below the stack, not on its top corner: there it reached into the stock's name.
    draw_count_badge(surface, count, (rect.right, rect.bottom), max(14, rect.width // 4))


def _light_own_pile(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    """While the pointer is over another pile's top k, your own top k light too: both
    change hands."""
    if frame.viewer is None or frame.viewer >= len(frame.piles):
        return
    own = frame.piles[frame.viewer]
    k = frame.hover_count
    if k and frame.pick is None and len(own.cards) >= k:
        for rect in own.top_rects(k):
            draw_glow(surface, rect, hot=True)


def _draw_preview(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    """What the picked trade would bring and cost, before the player confirms; or the
    card the viewer passes left."""
    painted = frame.painted
    painted.preview_cards = []
    if frame.viewer is None:
        return
    box = frame.areas.preview
    passed = passed_layout(frame)
    if passed is not None:
        label, column = passed
        size = frame.fs(14)
        at = (box.centerx, box.y)
        _text(surface, frame, label, at, size, art.CREAM, True, "midtop", box.width)
        _card_row(surface, frame, column)
        painted.preview_cards += list(column.rects)
    preview = preview_layout(frame, frame.double_swap)
    if preview is None:
        return
    title, columns = preview
    pygame.draw.rect(surface, (20, 52, 34), box, 0, 8)
    pygame.draw.rect(surface, art.GOLD, box, 2, 8)
    pad = _preview_pad(box)
    size = frame.fs(14)
    at = (box.x + pad, box.y + pad)
    _text(surface, frame, title, at, size, art.GOLD, True, width=box.width - 2 * pad)
    for column in columns:
        # Cards too wide for the strip's height sit in its middle: the label stays on
        # them, not at the strip's top with a gap between.
        cards_top = column.rects[0].y if column.rects else column.strip.y
        label_at = (column.strip.x, cards_top - font(size).get_linesize())
        _text(surface, frame, column.label, label_at, size, art.CREAM, width=column.strip.width)
        _card_row(surface, frame, column)
        painted.preview_cards += list(column.rects)


def _preview_pad(box: pygame.Rect) -> int:
    return max(4, box.height // 30)


def preview_layout(
    frame: MonopolyFrame, double: bool = False
) -> tuple[str, list[PreviewColumn]] | None:
    """The picked trade's preview: its title and two columns, what you get and what
    you give, each a label over its cards (``None``: nothing is picked, or no room).
    For a neutral pile it shows the single swap, or with ``double`` (the pointer on
    its button) the double one: its top card and the stock's for your top two."""
    pick = frame.pick
    if pick is None or frame.viewer is None:
        return None
    box = frame.areas.preview
    if box.width < 60 or box.height < 60:
        return None
    view = frame.view
    own = list(view["trade_piles"][frame.viewer])
    if pick.seat is not None:
        theirs = list(view["trade_piles"][pick.seat])
        title = frame.t("preview_trade", count=pick.count, seat=frame.names[pick.seat])
        get, give, backs = theirs[len(theirs) - pick.count :], own[len(own) - pick.count :], 0
    else:
        assert pick.neutral is not None
        neutral = list(view["neutral_piles"][pick.neutral])
        title = frame.t("preview_neutral", number=pick.neutral + 1)
        get, give = neutral[-1:], own[-2:] if double else own[-1:]
        backs = 1 if double else 0
    pad = _preview_pad(box)
    size = frame.fs(14)
    top = box.y + pad + font(size, True).get_linesize() + pad + font(size).get_linesize()
    half = (box.width - 3 * pad) // 2
    columns = []
    for index, (label, cards, extra) in enumerate(
        ((frame.t("you_get"), get, backs), (frame.t("you_give"), give, 0))
    ):
        strip = pygame.Rect(box.x + pad + index * (half + pad), top, half, box.bottom - pad - top)
        columns.append(
            PreviewColumn(label, tuple(cards), extra, strip, row_rects(len(cards) + extra, strip))
        )
    return title, columns


def passed_layout(frame: MonopolyFrame) -> tuple[str, PreviewColumn] | None:
    """The card the viewer passes left, while the others still choose theirs (only he
    sees it: the view has it for his seat alone): the line over it and where it lies
    (``None``: he passes nothing now, or a trade is picked)."""
    passed = frame.view["passed_card"]
    viewer = frame.viewer
    if frame.pick is not None or not passed or viewer is None:
        return None
    box = frame.areas.preview
    if box.width < 60 or box.height < 60:
        return None
    size = frame.fs(14)
    left = frame.names[(viewer + 1) % len(frame.names)]
    label = frame.t("passing_to", seat=left)
    top = box.y + font(size, True).get_height()
    height = max(12, min(box.bottom - top - 6, 160))
    strip = pygame.Rect((0, top + 6), card_size(height))
    strip.centerx = box.centerx
    return label, PreviewColumn(label, (passed,), 0, strip, row_rects(1, strip))


def _card_row(surface: pygame.Surface, frame: MonopolyFrame, column: PreviewColumn) -> None:
    """A column's cards, then its face-down ones (the stock card a double swap
    brings); overlapping cards show the hand's face, whose name runs up its edge."""
    rects = column.rects
    overlap = len(rects) > 1 and rects[1].x - rects[0].x < rects[0].width
    for index, rect in enumerate(rects):
        if index < len(column.cards):
            card = column.cards[index]
            sprite = frame.hand_sprite(card) if overlap else frame.sprite(card)
            image = sprite.image(rect.size)
        else:
            image = render_face(("mk", "back"), rect.size, art.paint_back)
        draw_card(surface, rect, image)


def _draw_hand(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    hand = frame.hand
    for key in hand.shown:
        if frame.drag.is_floating(key):
            continue
        hand.cards[key].draw(surface)


def _draw_buttons(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    for button in frame.buttons:
        button.draw(surface, button.enabled and button.rect.collidepoint(frame.mouse))


def _draw_floating(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    """The card being dragged (or gliding back), over everything."""
    for key in frame.drag.floating():
        rect = frame.drag.display_rect(key)
        sprite = frame.hand.cards.get(key)
        if rect is None or sprite is None:
            continue
        full = pygame.Rect(rect.topleft, sprite.rect.size)
        draw_card(surface, full, sprite.image(full.size), CardState(hover=True))


# ----------------------------------------------------------------- the round panel


def _draw_round(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    """Every seat's hand as laid out at the end of the round (``round_panel``): the
    groups with their houses, hotel and tokens and each group's value, the bonus
    cards, what was set aside, the ender's bonus draw; the round's points and the
    totals."""
    layout = frame.round_layout
    if layout is None:
        return
    panel = layout.panel
    pygame.draw.rect(surface, PANEL, panel, 0, 10)
    pygame.draw.rect(surface, PANEL_EDGE, panel, 2, 10)
    first = layout.rows[0].band if layout.rows else panel
    y = panel.y + (first.x - panel.x)  # the rows' inset, above the title too
    title_line = font(layout.title_size, True).get_linesize()
    for text in layout.title:
        _text(surface, frame, text, (first.x, y), layout.title_size, art.INK, True)
        y += title_line
    frame.painted.round_cards = {}
    for row in layout.rows:
        if row.seat % 2 == 0:
            pygame.draw.rect(surface, STRIPE, row.band, 0, 6)
        _round_row(surface, frame, row, layout.size)


def _draw_revealed(surface: pygame.Surface, frame: MonopolyFrame) -> None:
    """Everything revealed: the other seats' hands listed over the middle of the table
    (``revealed_hands``), each card by its colour and its whole name."""
    layout = frame.revealed_layout
    if layout is None:
        return
    pygame.draw.rect(surface, PANEL, layout.panel, 0, 8)
    pygame.draw.rect(surface, PANEL_EDGE, layout.panel, 2, 8)
    line = font(layout.size).get_linesize()
    clip = surface.get_clip()
    for cell in layout.cells:
        surface.set_clip(cell.box.clip(clip))
        x, y = cell.title_at
        for text in cell.title:
            _text(surface, frame, text, (x, y), layout.size, art.INK, True)
            y += line
        for entry in cell.entries:
            pygame.draw.rect(surface, frame.face(entry.card).colour, entry.swatch)
            pygame.draw.rect(surface, art.INK, entry.swatch, 1)
            for index, text in enumerate(entry.lines):
                at = (entry.rect.x, entry.rect.y + index * line)
                _text(surface, frame, text, at, layout.size, art.INK)
    surface.set_clip(clip)


def _round_strip(
    surface: pygame.Surface,
    frame: MonopolyFrame,
    card: str,
    rect: pygame.Rect,
    spec: round_panel.BlockSpec,
) -> None:
    """A laid-out card as a list's strip, outlined in gold like a card when it is the
    ender's bonus. A set-aside strip is not veiled as a card is: its name must stay
    readable, and the caption below says it was set aside."""
    face = frame.face(card)
    pile_fit.draw_strip(surface, rect, face, [face.name], art.MIN_TEXT)
    if card in spec.bonus:
        draw_glow(surface, rect)


def _round_row(
    surface: pygame.Surface, frame: MonopolyFrame, row: round_panel.Row, size: int
) -> None:
    """The margin (name, points, total), the notes and the blocks of one seat."""
    line = font(size).get_linesize()
    x, y = row.band.x + 4, row.band.y + 2
    names = len(row.margin) - 2  # the name's lines, then the points and the total
    for index, text in enumerate(row.margin):
        colour = art.MUTED if index == len(row.margin) - 1 else art.INK
        _text(surface, frame, text, (x, y), size, colour, index < names)
        y += line
    for index, note in enumerate(row.notes):
        at = (row.notes_at[0], row.notes_at[1] + index * line)
        _text(surface, frame, note, at, size, (150, 40, 40), True)
    drawn = []
    for block in row.blocks:
        spec = block.spec
        for card, rect in zip(spec.cards, block.rects, strict=True):
            if block.listed:
                _round_strip(surface, frame, card, rect, spec)
                drawn.append(rect)
                continue
            sprite = frame.hand_sprite(card)
            state = CardState(dim=spec.dim, legal=card in spec.bonus)
            draw_card(surface, rect, sprite.image(rect.size), state)
            drawn.append(rect)
        _text(surface, frame, spec.caption, block.caption.topleft, size, art.INK, True)
    frame.painted.round_cards[row.seat] = drawn
