"""Where the "Last round" panel puts each seat's laid-out hand.

The panel shows what every seat laid out and what each part of it scored: each group with
its houses, hotel and tokens, the GO and Mr. Monopoly cards, what was set aside. A part is
a *block*: its cards overlap sideways like the hand, each keeping the strip down its left
edge in view (``art.HAND_BAND``, where a hand card prints its value and its name), and
its value stands below it, so every scored group reads as a group with its value. Cards
never grow past ``MAX_CARD`` (with two seats a row is tall, and one huge card showed
only itself); blocks that do not fit one line flow onto the next where the row is tall
enough, and shrink only when no flow fits. A hover zooms any card, as on the table.

Where the row is too low for cards that name themselves (six seats at 1024×640 left
cards that read "Sü…", "Ha…"), each block becomes a list of strips instead, the form a
long trade pile takes (``pile_fit.draw_strip``): a strip per card in its colour with its
whole name, in columns as tall as the row holds, the caption below.

Geometry only: ``paint._draw_round`` draws it from the frame, the table takes its zoom
spots from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from parlour.games.monopoly_kartenspiel import art, pile_fit
from parlour.ui.widgets.card import card_size

#: The tallest a laid-out card grows, at a unit of 1 (a 1280×800 table).
MAX_CARD = 150
#: The smallest: a line of its name at 12 px still fits up its side.
MIN_CARD = 44
#: The room between two blocks drawn as lists.
LIST_GAP = 10


@dataclass(frozen=True)
class BlockSpec:
    """One part of a seat's lay-out: its cards, the caption under it (its value, or "set
    aside"), whether it was set aside (dimmed) and which cards are the ender's bonus."""

    cards: tuple[str, ...]
    caption: str
    dim: bool
    bonus: frozenset[str]


@dataclass(frozen=True)
class Block:
    """A block as placed: each card's rect (later ones lie on earlier ones) and the
    caption's."""

    spec: BlockSpec
    rects: tuple[pygame.Rect, ...]
    caption: pygame.Rect
    #: Whether the cards are strips of a list (each shows whole), not overlapping cards.
    listed: bool = False

    def visible(self, index: int) -> pygame.Rect:
        """What shows of card ``index``: the whole last card, the strip of the others."""
        rect = self.rects[index]
        if self.listed or index == len(self.rects) - 1:
            return rect.copy()
        return pygame.Rect(rect.x, rect.y, self.rects[index + 1].x - rect.x, rect.height)


def step_for(cards: Sequence[art.Face], size: tuple[int, int], least: int = art.MIN_TEXT) -> int:
    """How far each card of a block lies right of the one below it: its strip in view,
    and its value and name whole where they run wider than the strip (a small card)."""
    step = round(size[0] * art.HAND_BAND.right) + 2
    for face in cards[:-1]:
        layout = art.hand_layout(face, size, least)
        labels = [*layout.spine, *([layout.tag] if layout.tag is not None else [])]
        step = max(step, *(label.rect.right + 2 for label in labels))
    return step


@dataclass(frozen=True)
class Measures:
    """What placing blocks needs to know of the texts: a caption's width and height in
    pixels, and each card's face (for the room its value takes)."""

    caption_width: Callable[[str], int]
    caption_height: int
    face: Callable[[str], art.Face]
    #: The smallest type a card prints (``art.MIN_TEXT``, lower on a small table).
    least: int = art.MIN_TEXT


def place_blocks(
    specs: Sequence[BlockSpec],
    strip: pygame.Rect,
    measures: Measures,
    max_card: int,
    *,
    force: bool = False,
) -> list[Block] | None:
    """``specs`` laid out in ``strip``: the tallest cards (up to ``max_card``) for which
    the blocks flow into lines that fit, each card's strip in view and each caption
    whole under its block. ``None`` if even ``MIN_CARD`` does not fit (with ``force``:
    one line at ``MIN_CARD``, however far it runs)."""
    if not specs:
        return []
    top = min(max_card, strip.height - measures.caption_height)
    for height in range(top, MIN_CARD - 1, -2):
        placed = _flow(specs, strip, height, measures)
        if placed is not None:
            return placed
    return _flow(specs, strip, MIN_CARD, measures, force=True) if force else None


def name_themselves(blocks: Sequence[Block], measures: Measures) -> bool:
    """Whether every placed card's spine holds its whole name."""
    return all(
        block.listed or art.hand_layout(measures.face(card), rect.size, measures.least).whole
        for block in blocks
        for card, rect in zip(block.spec.cards, block.rects, strict=True)
    )


def place_lists(
    specs: Sequence[BlockSpec], strip: pygame.Rect, measures: Measures
) -> list[Block] | None:
    """``specs`` as lists in one line across ``strip``: each card a strip with its whole
    name at ``art.MIN_TEXT``, down columns as tall as ``strip`` holds above a caption;
    ``None`` if they do not fit."""
    size = art.MIN_TEXT
    line_h = pile_fit.strip_height(1, size)
    room = strip.height - measures.caption_height - 2
    per_column = (room + pile_fit.ROW_GAP) // (line_h + pile_fit.ROW_GAP)
    if per_column < 1:
        return None
    x = strip.x
    blocks = []
    for spec in specs:
        rects = []
        left = x
        for start in range(0, len(spec.cards), per_column):
            column = spec.cards[start : start + per_column]
            width = max(pile_fit.strip_width(measures.face(card).name, size) for card in column)
            for index in range(len(column)):
                top = strip.y + index * (line_h + pile_fit.ROW_GAP)
                rects.append(pygame.Rect(left, top, width, line_h))
            left += width + pile_fit.ROW_GAP
        below = max(rect.bottom for rect in rects)
        caption_w = measures.caption_width(spec.caption)
        caption = pygame.Rect(x, below + 2, caption_w, measures.caption_height)
        block_w = max(left - pile_fit.ROW_GAP - x, caption_w)
        if x + block_w > strip.right:
            return None
        blocks.append(Block(spec, tuple(rects), caption, listed=True))
        x += block_w + LIST_GAP
    return blocks


def card_height(blocks: Sequence[Block]) -> int:
    """How tall the placed blocks' cards are (0: no cards)."""
    return next((block.rects[0].height for block in blocks if block.rects), 0)


def _flow(
    specs: Sequence[BlockSpec],
    strip: pygame.Rect,
    height: int,
    measures: Measures,
    *,
    force: bool = False,
) -> list[Block] | None:
    """The blocks at card ``height``, line after line; ``None`` if they do not fit
    (with ``force``: on one line, however far it runs)."""
    width = card_size(height)[0]
    caption_height = measures.caption_height
    measure = measures.caption_width
    gap = max(8, width // 4)
    line_h = height + caption_height + gap // 2
    x, y = strip.x, strip.y
    blocks = []
    for spec in specs:
        faces = [measures.face(card) for card in spec.cards]
        step = step_for(faces, (width, height), measures.least)
        cards_w = width + step * (len(spec.cards) - 1)
        block_w = max(cards_w, measure(spec.caption))
        if x > strip.x and x + block_w > strip.right and not force:
            x, y = strip.x, y + line_h
        if not force and (x + block_w > strip.right or y + height + caption_height > strip.bottom):
            return None
        rects = tuple(
            pygame.Rect(x + index * step, y, width, height) for index in range(len(spec.cards))
        )
        caption = pygame.Rect(x, y + height + 2, measure(spec.caption), caption_height)
        blocks.append(Block(spec, rects, caption))
        x += block_w + gap
    return blocks


@dataclass(frozen=True)
class Row:
    """One seat's row: its ``band``, the ``margin`` left of it (the name, the round's
    points and the total, one per line), the ``notes`` (what set the seat's round apart,
    in lines, from ``notes_at``: beside the blocks or above them) and the blocks."""

    seat: int
    band: pygame.Rect
    margin: tuple[str, ...]
    margin_width: int
    notes: tuple[str, ...]
    notes_at: tuple[int, int]
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Layout:
    """The whole panel: its rect, the title's lines and where the rows start, the rows;
    ``size`` is the type size of the rows' texts and ``title_size`` the title's."""

    panel: pygame.Rect
    title: tuple[str, ...]
    title_size: int
    size: int
    rows: tuple[Row, ...]

    def zoom_spots(self) -> list[tuple[str, pygame.Rect]]:
        """Every laid-out card by what shows of it (a hover zooms it)."""
        return [
            (card, block.visible(index))
            for row in self.rows
            for block in row.blocks
            for index, card in enumerate(block.spec.cards)
        ]
