"""Where the "Last round" panel puts each seat's laid-out hand.

The panel shows what every seat laid out and what each part of it scored: each group with
its houses, hotel and tokens, the GO and Mr. Monopoly cards, what was set aside. A part is
a *block*: its cards overlap sideways like the hand, each keeping the strip down its left
edge in view (``art.HAND_BAND``, where a hand card prints its value and its name), and
its value stands below it, so every scored group reads as a group with its value. Cards
never grow past ``MAX_CARD`` (with two seats a row is tall, and one huge card showed
only itself); blocks that do not fit one line flow onto the next where the row is tall
enough, and shrink only when no flow fits. A hover zooms any card, as on the table.

Geometry only: ``paint._draw_round`` draws it from the frame, the table takes its zoom
spots from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from parlour.games.monopoly_kartenspiel import art
from parlour.ui.widgets.card import card_size

#: The tallest a laid-out card grows, at a unit of 1 (a 1280×800 table).
MAX_CARD = 150
#: The smallest: a line of its name at 12 px still fits up its side.
MIN_CARD = 44


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

    def visible(self, index: int) -> pygame.Rect:
        """What shows of card ``index``: the whole last card, the strip of the others."""
        rect = self.rects[index]
        if index == len(self.rects) - 1:
            return rect.copy()
        return pygame.Rect(rect.x, rect.y, self.rects[index + 1].x - rect.x, rect.height)


def step_for(cards: Sequence[art.Face], size: tuple[int, int]) -> int:
    """How far each card of a block lies right of the one below it: its strip in view,
    and its value and name whole where they run wider than the strip (a small card)."""
    step = round(size[0] * art.HAND_BAND.right) + 2
    for face in cards[:-1]:
        layout = art.hand_layout(face, size)
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
        step = step_for([measures.face(card) for card in spec.cards], (width, height))
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
