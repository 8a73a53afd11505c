"""Where a replay watched with everything revealed lists the other seats' hands.

The bottom seat's hand lies face up where a hand lies; the others have no room at their
seats, so they are listed in the middle of the table, one cell per seat: the seat's name,
then each card as a line of its own (a swatch of its colour and its whole name), in as
many columns within the cell as it takes. Names are never cut: the largest type size at
which every line fits is taken, and a name too long for its column wraps onto the next
line. Only below the smallest size, with more cards than any round deals, would a cell
run past its bottom; it is clipped there rather than squeezed further.

Geometry only: ``paint._draw_revealed`` draws it from the frame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

#: A seat to list: the seat, its name, its cards as (id, name).
Listed = tuple[int, str, Sequence[tuple[str, str]]]


@dataclass(frozen=True)
class Typeface:
    """What placing the list needs to know of the type: a text's width and the line
    height at a size, bold or not; a text broken into lines no wider than a width."""

    measure: Callable[[str, int, bool], tuple[int, int]]
    wrap: Callable[[str, int, bool, int], list[str]]


@dataclass(frozen=True)
class Entry:
    """One card of a listed hand: its id, the lines of its name, where they stand
    (``rect``) and its swatch."""

    card: str
    lines: tuple[str, ...]
    rect: pygame.Rect
    swatch: pygame.Rect


@dataclass(frozen=True)
class Cell:
    """One seat's listed hand: its name's lines at ``title_at``, then its cards."""

    seat: int
    box: pygame.Rect
    title: tuple[str, ...]
    title_at: tuple[int, int]
    entries: tuple[Entry, ...]


@dataclass(frozen=True)
class Layout:
    """The whole list: its panel, the type size of every text in it, the cells."""

    panel: pygame.Rect
    size: int
    cells: tuple[Cell, ...]


def place(
    panel: pygame.Rect,
    seats: Sequence[Listed],
    sizes: Sequence[int],
    typeface: Typeface,
) -> Layout:
    """``seats`` (seat, name, its cards as (id, name)) listed in ``panel``: at the first
    of ``sizes`` (largest first) at which every cell fits, or else the last."""
    for size in sizes:
        layout = _at_size(panel, seats, size, typeface, strict=True)
        if layout is not None:
            return layout
    fallback = _at_size(panel, seats, sizes[-1], typeface, strict=False)
    assert fallback is not None
    return fallback


def _at_size(
    panel: pygame.Rect,
    seats: Sequence[Listed],
    size: int,
    typeface: Typeface,
    *,
    strict: bool,
) -> Layout | None:
    """Every cell at type ``size`` on the grid with the fewest rows that fits (``None``
    if none does; not ``strict``: the grid of one row per two seats, clipped)."""
    count = max(1, len(seats))
    grids = [(cols, -(-count // cols)) for cols in range(count, 0, -1)]
    if not strict:
        cols = -(-count // 2)
        grids = [(cols, -(-count // cols))]
    for cols, rows in grids:
        cells = _grid(panel, seats, size, cols, rows, typeface, strict)
        if cells is not None:
            return Layout(panel, size, tuple(cells))
    return None


def _grid(
    panel: pygame.Rect,
    seats: Sequence[Listed],
    size: int,
    cols: int,
    rows: int,
    typeface: Typeface,
    strict: bool,
) -> list[Cell] | None:
    line_h = typeface.measure("Ag", size, False)[1]
    gap = max(4, line_h // 3)
    inner = panel.inflate(-2 * gap, -2 * gap)
    cell_w = (inner.width - gap * (cols - 1)) // cols
    cell_h = (inner.height - gap * (rows - 1)) // rows
    cells = []
    for index, (seat, name, cards) in enumerate(seats):
        col, row = index % cols, index // cols
        box = pygame.Rect(
            inner.x + col * (cell_w + gap), inner.y + row * (cell_h + gap), cell_w, cell_h
        )
        cell = _cell(box, seat, name, cards, size, line_h, typeface, strict)
        if cell is None:
            return None
        cells.append(cell)
    return cells


def _cell(
    box: pygame.Rect,
    seat: int,
    name: str,
    cards: Sequence[tuple[str, str]],
    size: int,
    line_h: int,
    typeface: Typeface,
    strict: bool,
) -> Cell | None:
    """One seat's cell in ``box``, its cards in the fewest columns that fit."""
    title = tuple(typeface.wrap(name, size, True, box.width))
    top = box.y + len(title) * line_h + 2
    swatch_w = max(6, line_h // 2)
    for columns in range(1, max(1, len(cards)) + 1):
        col_w = (box.width - 4 * (columns - 1)) // columns
        text_w = col_w - swatch_w - 3
        if text_w < swatch_w and strict:
            return None
        wrapped = [tuple(typeface.wrap(label, size, False, max(1, text_w))) for _, label in cards]
        widths = [typeface.measure(line, size, False)[0] for lines in wrapped for line in lines]
        too_wide = any(width > text_w for width in widths)
        per_col = -(-len(cards) // columns) if cards else 0
        entries, fits, y = [], not too_wide, top
        for index, ((card, _), lines) in enumerate(zip(cards, wrapped, strict=True)):
            col = index // max(1, per_col)
            if index % max(1, per_col) == 0:
                y = top
            x = box.x + col * (col_w + 4)
            rect = pygame.Rect(x + swatch_w + 3, y, text_w, len(lines) * line_h)
            swatch = pygame.Rect(x, y + (line_h - swatch_w) // 2, swatch_w, swatch_w)
            entries.append(Entry(card, lines, rect, swatch))
            y = rect.bottom
            fits = fits and y <= box.bottom
        if fits or (not strict and columns >= 2):
            return Cell(seat, box, title, box.topleft, tuple(entries))
    return None
