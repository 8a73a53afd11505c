"""Drawing Millionenspiel money: chips as stacked tokens, notes as small banknotes.

Each denomination has its own colour *and* its value printed on it, so no one has to
tell chips apart by colour. A purse is laid out in fixed slots (one per denomination,
lowest first), so a piece never jumps around when another denomination appears.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from parlour.games.millionenspiel.money import DENOMINATIONS, FIRST_NOTE, MAX_EQUAL
from parlour.ui import text_marks
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.numbers import format_number
from parlour.ui.surface_cache import table_images
from parlour.ui.widgets.tokens import (
    LABEL_MIN_TEXT,
    TokenStyle,
    badge_size,
    draw_count_badge,
    draw_stack,
    ink_for,
    stack_height,
)

#: Chip styles for 1, 10 and 100: colour, symbol and the value as label.
CHIPS: tuple[TokenStyle, ...] = (
    TokenStyle((90, 150, 225), "circle", "edge", "1"),
    TokenStyle((236, 236, 228), "triangle", "edge", "10"),
    TokenStyle((60, 45, 45), "diamond", "edge", "100"),
)
#: The most chips drawn in a stack: the badge states the count, so a low stack leaves
#: the chips room to be large enough for their printed value.
CHIPS_VISIBLE = 4
#: How much wider than a single chip's place a stake gives a stack of several chips, for
#: its count badge beside it.
STAKE_BADGE_SHARE = 1.8
#: Note colours for 1 000, 10 000, 100 000 and the million.
NOTES: tuple[RGB, ...] = ((150, 200, 150), (235, 190, 120), (190, 160, 220), (245, 215, 90))


def short_value(value: int) -> str:
    """``1 000`` → ``1k``, ``100 000`` → ``100k``, the million → ``1M`` (for tiny pieces)."""
    if value >= 1_000_000:
        return f"{value // 1_000_000}M"
    if value >= 1_000:
        return f"{value // 1_000}k"
    return str(value)


def draw_note(
    surface: pygame.Surface, rect: pygame.Rect, index: int, count: int, compact: bool = False
) -> pygame.Rect:
    """``count`` notes of denomination ``index`` piled with a small offset, the value
    printed on the top one and a count badge; ``rect`` is the size of one note."""
    visible = min(count, 4)
    step = _step(rect.height)
    value = DENOMINATIONS[index]
    label = short_value(value) if compact else format_number(value)
    pile = _note_pile(rect.size, index, visible, label)
    text_marks.placed(surface, pile, (rect.x, rect.y - (visible - 1) * step))
    covered = rect.union(rect.move(0, -(visible - 1) * step))
    top = rect.move(0, -(visible - 1) * step)
    if count > 1:
        # Right-aligned with the note and sitting on its top edge: the badge stays in its
        # own slot and covers neither this note's value nor the neighbour's.
        radius = _badge_radius(top.height)
        width, height = badge_size(count, radius)
        centre = (top.right - width // 2, top.top - height // 2 + 2)
        covered.union_ip(draw_count_badge(surface, count, centre, radius))
    return covered


def _step(height: int) -> int:
    """How far each note of a pile sits above the one below it."""
    return max(2, height // 8)


def _badge_radius(height: int) -> int:
    return max(8, height // 2)


def _pile_height(height: int, count: int) -> int:
    """How tall a pile of ``count`` notes ``height`` high stands, its count badge on top."""
    pile = height + (min(count, 4) - 1) * _step(height)
    if count > 1:
        pile += badge_size(count, _badge_radius(height))[1] - 2  # it sits on the top edge
    return pile


@table_images(maxsize=256)
def _note_pile(size: tuple[int, int], index: int, visible: int, label: str) -> pygame.Surface:
    """``visible`` notes piled up, the top one printed with ``label`` (its value in the
    language's number format), as one picture (cached: every purse is drawn on every
    frame, and a pile only changes with its count)."""
    colour = NOTES[index - FIRST_NOTE]
    ink = ink_for(colour)
    step = _step(size[1])
    image = pygame.Surface((size[0] + 1, size[1] + (visible - 1) * step + 2), pygame.SRCALPHA)
    bottom = pygame.Rect((0, (visible - 1) * step), size)
    for i in range(visible):
        piece = bottom.move(0, -i * step)
        pygame.draw.rect(image, (0, 0, 0), piece.move(1, 2), border_radius=3)
        pygame.draw.rect(image, colour, piece, border_radius=3)
        pygame.draw.rect(image, ink, piece, width=1, border_radius=3)
    top = pygame.Rect((0, 0), size)
    inner = top.inflate(-max(4, top.width // 8), -max(4, top.height // 4))
    pygame.draw.rect(image, ink, inner, width=1, border_radius=2)
    text_font = font(max(LABEL_MIN_TEXT, int(top.height * 0.4)), True)
    # The value in full, else short ("10k"), else none: a note too small to carry it
    # readably shows its colour, and the purse's total beside it says the amount.
    for text in (label, short_value(DENOMINATIONS[index])):
        if text_font.size(text)[0] <= inner.width - 2 and text_font.get_ascent() <= inner.height:
            rendered = text_font.render(text, True, ink)
            at = image.blit(rendered, rendered.get_rect(center=top.center))
            # "10k" is the value written short, not a cut: it is whole.
            text_marks.note(image, text, at, text_font.get_point_size())
            break
    return image


def draw_piece(
    surface: pygame.Surface,
    rect: pygame.Rect,
    index: int,
    count: int,
    compact: bool = False,
    badge_beside: bool = False,
) -> pygame.Rect:
    """A stack of ``count`` pieces of denomination ``index`` inside ``rect``; chips with
    ``badge_beside`` wear their count badge beside the stack rather than above it (a low,
    wide place: a stake)."""
    if count <= 0:
        return pygame.Rect(rect.center, (0, 0))
    if index < FIRST_NOTE:
        return _draw_chips(surface, rect, index, count, badge_beside)
    width = max(16, rect.width - 2)
    height = max(10, min(int(width * 0.62), int(rect.height * 0.7)))
    # The whole pile with its badge stays in the slot, clear of the seat's name and total.
    while height > 10 and _pile_height(height, count) > rect.height - 2:
        height -= 1
    width = min(width, int(height * 1.7))
    note = pygame.Rect(0, 0, width, height)
    note.midbottom = (rect.centerx, rect.bottom - 2)
    return draw_note(surface, note, index, count, compact)


def _draw_chips(
    surface: pygame.Surface, rect: pygame.Rect, index: int, count: int, beside: bool = False
) -> pygame.Rect:
    """A stack of chips with its count badge, all inside ``rect``.

    The badge sits on the top chip's rim at the slot's right edge, as a note pile's does:
    at the chip's own corner (the shared stack's place for it) it reached into the value
    printed on the chip and over the next slot, whose pieces then hid it. In a low place
    (a stake) a badge on top left the stack a few pixels of height, so a stake of five
    chips looked smaller than a stake of one: there, ``beside`` puts it to the right of
    the stack, which then keeps the whole height.
    """
    radius, badge = _chip_radius(rect, count, beside=False)
    if beside and count > 1:
        # Beside only where that leaves the stack larger (a stake of several stacks may
        # be too narrow for it).
        wide_radius, wide_badge = _chip_radius(rect, count, beside=True)
        beside = wide_radius > radius
        if beside:
            radius, badge = wide_radius, wide_badge
    centre_x = rect.centerx - badge[0] // 2 if beside else rect.centerx
    base = (centre_x, rect.bottom - radius - 1)
    covered = draw_stack(
        surface, CHIPS[index], base, radius, count, CHIPS_VISIBLE, show_count=False
    )
    if count > 1:
        if beside:
            centre = (centre_x + radius + (badge[0] + 1) // 2, covered.top + badge[1] // 2)
        else:
            centre = (rect.right - (badge[0] + 1) // 2, covered.top - badge[1] // 2 + 2)
        covered.union_ip(draw_count_badge(surface, count, centre, radius))
    return covered


def _chip_radius(rect: pygame.Rect, count: int, beside: bool) -> tuple[int, tuple[int, int]]:
    """The largest chip radius (at least 6) at which a stack of ``count`` with its badge
    (above it, or ``beside`` it) fits ``rect``, and that badge's size."""
    badge = (0, 0)
    radius = max(6, min(rect.width // 2, int(rect.height * 0.42)) - 2)
    while True:
        if count > 1:
            badge = badge_size(count, radius)
        tall = stack_height(radius, count, CHIPS_VISIBLE, show_count=False)
        if beside:
            fits = tall <= rect.height and 2 * radius + badge[0] <= rect.width
        else:
            fits = tall + badge[1] - 2 <= rect.height
        if radius <= 6 or fits:
            return radius, badge
        radius -= 1


def slots(rect: pygame.Rect) -> list[pygame.Rect]:
    """One fixed place per denomination inside ``rect``: all in one row, or chips on an
    upper row and notes on a lower one, whichever gives the chips the larger stack. The
    shape of ``rect`` alone chose before, and a purse a little wider than three times its
    height (four seats at 1024×640 and 1280×800) got two rows too low for a stack: chips
    a dozen pixels wide, their values left off."""
    count = len(DENOMINATIONS)
    width = rect.width // count
    one_row = [
        pygame.Rect(rect.x + i * width, rect.y, width - 2, rect.height) for i in range(count)
    ]
    width, half = rect.width // 4, rect.height // 2
    two_rows = [pygame.Rect(rect.x + i * width, rect.y, width - 2, half - 2) for i in range(3)]
    two_rows += [
        pygame.Rect(rect.x + i * width, rect.y + half, width - 2, half - 2) for i in range(4)
    ]
    # Measured for a full stack: the most chips of one kind a purse holds.
    low, _ = _chip_radius(two_rows[0], MAX_EQUAL, beside=False)
    high, _ = _chip_radius(one_row[0], MAX_EQUAL, beside=False)
    return two_rows if low >= high else one_row


def draw_purse(
    surface: pygame.Surface, rect: pygame.Rect, pieces: Sequence[int], compact: bool = False
) -> list[pygame.Rect]:
    """Every denomination in its fixed slot; returns the slot rectangles."""
    places = slots(rect)
    for index, (place, count) in enumerate(zip(places, pieces, strict=True)):
        draw_piece(surface, place, index, count, compact)
    return places


def draw_stake(surface: pygame.Surface, rect: pygame.Rect, pieces: Sequence[int]) -> None:
    """A stake: only the denominations in it, side by side and centred in ``rect``; in a
    stake of chips only, a stack of several gets the extra width its count badge needs
    beside it."""
    present = [(i, c) for i, c in enumerate(pieces) if c]
    if not present:
        return
    # Notes need their whole width to print their value, so beside them chips keep theirs.
    notes = any(index >= FIRST_NOTE for index, _ in present)
    shares = [STAKE_BADGE_SHARE if c > 1 and not notes else 1.0 for _, c in present]
    unit = min(rect.width / sum(shares), rect.height * 1.3)
    widths = [int(unit * share) for share in shares]
    left = rect.centerx - sum(widths) // 2
    for (index, count), width in zip(present, widths, strict=True):
        place = pygame.Rect(left, rect.y, width - 2, rect.height)
        draw_piece(surface, place, index, count, compact=True, badge_beside=True)
        left += width
