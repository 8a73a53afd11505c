"""A fanned hand: many cards in little room, every card's title still readable.

A hand of 15 does not fit side by side, so the cards must overlap, but a card you cannot
identify cannot be chosen. The game says which part of its face is the *title band*
(``TitleBand``: a rectangle in fractions of the card, usually the top strip where the name
is painted, or a strip down the left edge for names too long for any top strip of a low,
crowded row); the hand never covers that part of any card:

- in a row, each card lies on the one to its left, shifted right by at least the band's
  right edge, so the left card's band shows in full;
- when one row would make the cards too small, the hand uses several rows; each row lies
  on the one above, shifted down by at least the band's bottom edge plus the lift of a
  selected card, so the band of the row above shows in full even under a lifted card.
  Both shifts also leave room for the blue edge a selected card gets.

``fan_geometry`` tries every row count and keeps the one with the biggest cards (fewer rows
on a tie): a pure function, tested without drawing. Where there is room, cards spread out
up to a small gap instead of crowding to the left.

Hit tests follow what is drawn: the card on top wins, a lifted card is hit where it is
drawn, and a rounded corner's cut-off is not the card. The hovered card also keeps its
resting place, so a pointer at its lower edge does not make it drop and rise in turn.

Selection: a click picks one card (a click on the only picked card drops it); with
``multi``, Shift+click picks the range from the last click, Ctrl+click adds or removes one
card, and a drag from empty space draws a lasso that picks every card it touches (Ctrl
keeps the earlier ones). The keyboard reaches every card through ``focus_spots``; Enter
clicks it, Ctrl+Enter toggles it.

Own order: the player may put the hand in an order of his own (``arrange``: the table
turns a card carried within the hand into it, through the drag controller's carry
targets). It changes only what is shown, and lasts while the hand does: a card that
comes in takes the place its sort key gives it among the others; a hand with none of
the arranged cards left (a new deal, another player's hand) is sorted again, and so is
one the player sorts (``unarrange``). While a card is carried over the hand, ``preview``
opens a gap where it would land.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from parlour.ui.widgets.card import CardSprite, CardState, card_size, corner_radius, lift
from parlour.ui.widgets.drag import DRAG_THRESHOLD, moved_to

SELECTED_LIFT = CardState(selected=True)
LASSO = (60, 150, 255)


@dataclass(frozen=True)
class TitleBand:
    """The part of a card face the hand keeps visible, in fractions of the card's width and
    height (left, top, right, bottom). The game paints the card's name inside it."""

    left: float = 0.0
    top: float = 0.0
    right: float = 0.62
    bottom: float = 0.17

    def on(self, card: pygame.Rect) -> pygame.Rect:
        """The band of a card lying at ``card``, in pixels."""
        x0 = card.x + round(card.width * self.left)
        y0 = card.y + round(card.height * self.top)
        x1 = card.x + round(card.width * self.right)
        y1 = card.y + round(card.height * self.bottom)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


@dataclass(frozen=True)
class FanGeometry:
    """Where each card of a hand rests (in order, later ones on top)."""

    size: tuple[int, int]
    rows: int
    cols: int
    step_x: int
    step_y: int
    rects: tuple[pygame.Rect, ...]


def _row_steps(height: int, band: TitleBand) -> tuple[int, int]:
    """The least shifts (right, down) between neighbours that leave the band whole, even
    under a selected neighbour: it rises by its lift and its blue edge reaches past it."""
    width = card_size(height)[0]
    edge = 2 * max(2, width // 28)  # as ``card.draw_selected`` draws it
    return (
        round(width * band.right) + edge + 1,
        round(height * band.bottom) + lift(height, SELECTED_LIFT) + edge + 1,
    )


def _largest_height(area: pygame.Rect, count: int, rows: int, band: TitleBand) -> int:
    """The tallest card for which ``count`` cards in ``rows`` rows fit ``area``."""
    cols = -(-count // rows)
    low, high = 0, area.height
    while low < high:  # the sizes grow with the height, so the fit is monotonic
        mid = (low + high + 1) // 2
        width = card_size(mid)[0]
        step_x, step_y = _row_steps(mid, band)
        needs_w = width + (cols - 1) * step_x
        needs_h = mid + (rows - 1) * step_y + lift(mid, SELECTED_LIFT)
        if needs_w <= area.width and needs_h <= area.height:
            low = mid
        else:
            high = mid - 1
    return low


def fan_geometry(
    area: pygame.Rect, count: int, band: TitleBand, max_height: int | None = None
) -> FanGeometry:
    """Where ``count`` cards rest in ``area``: the row count that gives the biggest cards,
    no taller than ``max_height``, the rows centred, a free strip on top for the lift."""
    if count <= 0:
        return FanGeometry(card_size(10), 1, 0, 0, 0, ())
    best_rows, best_h = 1, -1
    for rows in range(1, count + 1):
        height = _largest_height(area, count, rows, band)
        if height > best_h:
            best_rows, best_h = rows, height
        if max_height is not None and best_h >= max_height:
            break
    height = max(10, min(best_h, max_height or best_h))
    rows = best_rows
    cols = -(-count // rows)
    width = card_size(height)[0]
    min_x, min_y = _row_steps(height, band)
    gap = max(2, width // 12)
    room_x = area.width - width
    step_x = width + gap if cols == 1 else min(width + gap, max(min_x, room_x // (cols - 1)))
    top_room = lift(height, SELECTED_LIFT)
    room_y = area.height - height - top_room
    step_y = 0 if rows == 1 else min(height + gap, max(min_y, room_y // (rows - 1)))
    block_w = width + (cols - 1) * step_x
    x0 = area.x + (area.width - block_w) // 2
    y0 = area.y + top_room + max(0, (room_y - (rows - 1) * step_y) // 2)
    rects = []
    for index in range(count):
        row, col = divmod(index, cols)
        rects.append(pygame.Rect(x0 + col * step_x, y0 + row * step_y, width, height))
    return FanGeometry((width, height), rows, cols, step_x, step_y, tuple(rects))


def in_card(rect: pygame.Rect, pos: tuple[int, int]) -> bool:
    """Whether ``pos`` is on a card drawn at ``rect``, its rounded corners cut off."""
    if not rect.collidepoint(pos):
        return False
    r = corner_radius(rect)
    x, y = pos
    cx = min(max(x, rect.x + r), rect.right - 1 - r)
    cy = min(max(y, rect.y + r), rect.bottom - 1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def _mods() -> int:
    return pygame.key.get_mods()


class FannedHand:
    """The cards of one hand, laid out by ``fan_geometry``, with hover and selection.

    The game hands in its ``CardSprite`` per card key (``set_cards``) and may set their
    ``legal``/``dim`` states; the hand owns ``hover`` and ``selected``. ``on_change`` is
    called whenever the selection changes.
    """

    def __init__(
        self,
        band: TitleBand | None = None,
        *,
        multi: bool = True,
        sort_key: Callable[[Hashable], Any] | None = None,
        max_height: int | None = None,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        self.band = band or TitleBand()
        self.multi = multi
        self.sort_key = sort_key
        self.max_height = max_height
        self.on_change = on_change
        self.area = pygame.Rect(0, 0, 0, 0)
        self.cards: dict[Hashable, CardSprite] = {}
        self.order: list[Hashable] = []
        #: The order the player put the hand in (``None``: sorted by ``sort_key``).
        self.arranged: list[Hashable] | None = None
        #: The order drawn: ``order``, or while a card is carried over the hand, the
        #: order it would make (``preview``).
        self.shown: list[Hashable] = []
        self._preview: tuple[Hashable, int] | None = None
        self.geometry = fan_geometry(self.area, 0, self.band)
        self.hovered: Hashable | None = None
        self.selected: list[Hashable] = []
        self._anchor: Hashable | None = None
        self._press: tuple[int, int] | None = None
        self._lasso: pygame.Rect | None = None
        self._before_lasso: list[Hashable] = []

    # -- what the game tells us ----------------------------------------------------------

    def set_cards(self, cards: Iterable[tuple[Hashable, CardSprite]]) -> None:
        """The hand now holds ``cards`` (key, sprite), shown sorted by ``sort_key``.
        Selected cards still held stay selected."""
        self.cards = dict(cards)
        keys = list(self.cards)
        self.order = self._arranged(sorted(keys, key=self.sort_key) if self.sort_key else keys)
        kept = [key for key in self.selected if key in self.cards]
        if kept != self.selected:
            self.selected = kept
            self._changed()
        if self.hovered not in self.cards:
            self.hovered = None
        self._place()

    def _arranged(self, natural: list[Hashable]) -> list[Hashable]:
        """``natural`` (the sorted hand) in the player's own order, where he made one."""
        if self.arranged is None:
            return natural
        order = [key for key in self.arranged if key in self.cards]
        if not order:
            self.arranged = None
            return natural
        rank = {key: i for i, key in enumerate(natural)}
        for key in natural:
            if key not in order:
                after = next((i for i, k in enumerate(order) if rank[k] > rank[key]), len(order))
                order.insert(after, key)
        self.arranged = order
        return list(order)

    def arrange(self, key: Hashable, index: int) -> None:
        """Put card ``key`` at place ``index`` of the hand (the player's own order)."""
        if key not in self.cards:
            return
        self.order = moved_to(self.order, key, index)
        self.arranged = list(self.order)
        self._preview = None
        self._place()

    def unarrange(self) -> None:
        """Back to the order of ``sort_key``."""
        self.arranged = None
        keys = list(self.cards)
        self.order = sorted(keys, key=self.sort_key) if self.sort_key else keys
        self._preview = None
        self._place()

    def preview(self, key: Hashable | None, index: int = 0) -> None:
        """Show the hand as if card ``key`` lay at place ``index`` (``None``: as it is)."""
        wanted = None if key is None or key not in self.cards else (key, index)
        if wanted != self._preview:
            self._preview = wanted
            self._place()

    def place_at(self, pos: tuple[int, int]) -> int:
        """The place (index) whose resting rectangle lies nearest ``pos``: where a card
        let go there lands."""
        rects = self.geometry.rects
        if not rects:
            return 0

        def distance(index: int) -> int:
            x, y = rects[index].center
            return (x - pos[0]) ** 2 + (y - pos[1]) ** 2

        return min(range(len(rects)), key=distance)

    def layout(self, area: pygame.Rect) -> None:
        self.area = area.copy()
        self._place()

    def _place(self) -> None:
        self.geometry = fan_geometry(self.area, len(self.order), self.band, self.max_height)
        self.shown = (
            list(self.order) if self._preview is None else moved_to(self.order, *self._preview)
        )
        for key, rect in zip(self.shown, self.geometry.rects, strict=True):
            sprite = self.cards[key]
            sprite.rect = rect
            sprite.state.hover = key == self.hovered
            sprite.state.selected = key in self.selected

    def select(self, keys: Sequence[Hashable]) -> None:
        """Set the selection (in hand order), e.g. to clear it after a play."""
        wanted = set(keys)
        chosen = [key for key in self.order if key in wanted]
        if not self.multi:
            chosen = chosen[-1:]
        if chosen != self.selected:
            self.selected = chosen
            self._changed()
        self._refresh_states()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _refresh_states(self) -> None:
        for key, sprite in self.cards.items():
            sprite.state.hover = key == self.hovered
            sprite.state.selected = key in self.selected

    # -- what the game asks --------------------------------------------------------------

    def drawn_rect(self, key: Hashable) -> pygame.Rect:
        """Where card ``key`` is drawn now (lifted while hovered or selected)."""
        sprite = self.cards[key]
        return sprite.rect.move(0, -lift(sprite.rect.height, sprite.state))

    def card_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The card drawn on top at ``pos`` (``None``: none there)."""
        for key in reversed(self.shown):
            if in_card(self.drawn_rect(key), pos):
                return key
            if key == self.hovered and in_card(self.cards[key].rect, pos):
                return key
        return None

    def visible_rect(self, key: Hashable) -> pygame.Rect:
        """The part of card ``key`` no other resting card covers (a rectangle: the cards of
        a hand lie on a grid, so what shows of one is its upper left part)."""
        index = self.order.index(key)
        rects = self.geometry.rects
        rect = rects[index]
        cols = self.geometry.cols
        right, bottom = rect.right, rect.bottom
        if (index + 1) % cols and index + 1 < len(rects):
            right = rects[index + 1].x
        below = [
            r for r in rects[(index // cols + 1) * cols :] if r.x < rect.right and r.right > rect.x
        ]
        if below:
            bottom = min(r.y for r in below)
        return pygame.Rect(rect.x, rect.y, right - rect.x, bottom - rect.y)

    def focus_spots(self) -> list[pygame.Rect]:
        """Every card's visible part, for the keyboard (its centre is that card's)."""
        return [self.visible_rect(key) for key in self.order]

    # -- events --------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Hover, clicks and the lasso; ``True`` if the hand used the event."""
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.area.collidepoint(event.pos) and self.card_at(event.pos) is None:
                return False
            self._press = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press:
            press, self._press = self._press, None
            if self._lasso is not None:
                self._lasso = None
                return True
            self._click(self.card_at(press))
            return True
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        if self._press is not None and self.multi and self._lasso is None:
            dx, dy = pos[0] - self._press[0], pos[1] - self._press[1]
            if dx * dx + dy * dy >= DRAG_THRESHOLD**2 and self.card_at(self._press) is None:
                keep = bool(_mods() & (pygame.KMOD_CTRL | pygame.KMOD_META))
                self._before_lasso = list(self.selected) if keep else []
                self._lasso = pygame.Rect(self._press, (0, 0))
        if self._lasso is not None and self._press is not None:
            x0, y0 = self._press
            self._lasso = pygame.Rect(
                min(x0, pos[0]), min(y0, pos[1]), abs(pos[0] - x0) + 1, abs(pos[1] - y0) + 1
            )
            touched = {key for key in self.order if self.visible_rect(key).colliderect(self._lasso)}
            self.select([*self._before_lasso, *touched])
            return True
        hovered = self.card_at(pos)
        if hovered != self.hovered:
            self.hovered = hovered
            self._refresh_states()
        return hovered is not None

    def _click(self, key: Hashable | None) -> None:
        if key is None:
            self.select([])
            self._anchor = None
            return
        mods = _mods()
        if self.multi and mods & pygame.KMOD_SHIFT and self._anchor in self.cards:
            a, b = self.order.index(self._anchor), self.order.index(key)
            self.select(self.order[min(a, b) : max(a, b) + 1])
            return
        if self.multi and mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            if key in self.selected:
                self.select([k for k in self.selected if k != key])
            else:
                self.select([*self.selected, key])
        elif self.selected == [key]:
            self.select([])
        else:
            self.select([key])
        self._anchor = key

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The cards back to front, then the lasso while it is drawn."""
        for key in self.shown:
            self.cards[key].draw(surface)
        if self._lasso is not None:
            veil = pygame.Surface(self._lasso.size, pygame.SRCALPHA)
            veil.fill((*LASSO, 40))
            surface.blit(veil, self._lasso)
            pygame.draw.rect(surface, LASSO, self._lasso, 2)
