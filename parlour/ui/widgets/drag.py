"""Drag and drop, and click-to-select as its twin, for anything a player moves.

The table registers *items* (things that can be picked up: a card in hand, a noble in
line, a token) each with the keys of the places it may legally go, and *targets* (those
places, as rectangles). The controller turns real mouse events into one callback,
``on_drop(item, target)``, and never decides a rule: the legal keys come from the
table, which derives them from ``legal_actions()``.

- Press on an item and move past a few pixels: the item follows the cursor, keeping the
  grab offset; its legal targets light up, the one under the cursor glows hot.
- Release over a legal target: ``on_drop``. Anywhere else: the item glides back.
- Press and release without moving: the item is *selected*; its targets light up and a
  click on one of them calls ``on_drop`` the same way. A click elsewhere or on the
  selected item again drops the selection; Escape cancels a drag or a selection.
- A row that may be rearranged (a hand put in the player's own order) gives its items
  *carry targets*: places they may be carried to but not clicked to, since a click there
  means the card under it. They count only while an item is carried, and do not glow:
  the row opens a gap where the item would land instead (``moved_to``).
- A drag tried on an item that cannot move now calls ``on_refuse`` with its key, so the
  table can say why (a noble moves only when an action card moves it).
- A drag also ends, gliding back, when the window loses focus: the release would go to
  another window, and a card must never stay stuck to the cursor. (The table host hands
  Escape to the table before its menu, so Escape ends a drag, too.)

``by_keyboard`` says whether the last pointer event was one the keyboard made up
(``widgets.keyboard``), so a prompt can say "Enter" where it would say "let go".
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

import pygame

from parlour.ui.anim import NORMAL, Animator, Point
from parlour.ui.widgets.card import draw_glow

#: Movement (pixels) before a press becomes a drag, so a shaky click stays a click.
DRAG_THRESHOLD = 6

DropCallback = Callable[[Hashable, Hashable], None]
K = TypeVar("K", bound=Hashable)


def moved_to(keys: Sequence[K], key: K, index: int) -> list[K]:
    """``keys`` with ``key`` taken out and put back at ``index``: the order a row shows
    while ``key`` is carried over its ``index``-th place, and takes when it is let go."""
    rest = [k for k in keys if k != key]
    if len(rest) == len(keys):
        return list(keys)
    rest.insert(max(0, min(index, len(rest))), key)
    return rest


@dataclass(frozen=True)
class DragItem:
    """Something the player can pick up: ``targets`` are the keys it may be dropped on
    (empty: it cannot move now); ``carry_targets`` the keys it may only be carried to."""

    key: Hashable
    rect: pygame.Rect
    targets: frozenset[Hashable] = frozenset()
    carry_targets: frozenset[Hashable] = frozenset()


class DragController:
    """Mouse state machine for picking up, carrying, dropping and click-selecting items."""

    def __init__(self, on_drop: DropCallback, speed: float | Callable[[], float] = 1.0) -> None:
        self.on_drop = on_drop
        #: Called with an item's key the moment it is picked up or selected, for tables
        #: whose next choices depend on which item it is (they may replace the items).
        self.on_pick: Callable[[Hashable], None] | None = None
        #: Called with an item's key when a drag is tried on it while it cannot move.
        self.on_refuse: Callable[[Hashable], None] | None = None
        self._refused: Hashable | None = None
        self.anim = Animator(speed)
        self._items: dict[Hashable, DragItem] = {}
        self._targets: dict[Hashable, pygame.Rect] = {}
        self._pressed: Hashable | None = None
        self._press_pos: tuple[int, int] = (0, 0)
        self._grab: tuple[int, int] = (0, 0)
        self._mouse: tuple[int, int] = (0, 0)
        self.held: Hashable | None = None
        self.selected: Hashable | None = None
        #: The last legal drop: item key and where it was let go, so the table can start
        #: the item's move to its new place from there instead of from its old place.
        self.last_drop: tuple[Hashable, pygame.Rect] | None = None
        self.by_keyboard = False

    # -- what the table tells us -------------------------------------------------------

    def set_items(self, items: Iterable[DragItem]) -> None:
        """Replace the items (later ones lie on top). A held or selected item that is gone
        or can no longer move is let go."""
        self._items = {item.key: item for item in items}
        carried = [k for k in (self.held, self._pressed) if k is not None]
        if any(not self._movable(k) for k in carried) or (
            self.selected is not None and not self._selectable(self.selected)
        ):
            self.cancel()

    def set_targets(self, targets: Mapping[Hashable, pygame.Rect]) -> None:
        self._targets = dict(targets)

    def _movable(self, key: Hashable) -> bool:
        item = self._items.get(key)
        return item is not None and bool(item.targets or item.carry_targets)

    def _selectable(self, key: Hashable) -> bool:
        item = self._items.get(key)
        return item is not None and bool(item.targets)

    # -- what the table asks -----------------------------------------------------------

    @property
    def active(self) -> Hashable | None:
        """The item being dragged or selected (its targets are the lit ones)."""
        return self.held if self.held is not None else self.selected

    def lit_targets(self) -> frozenset[Hashable]:
        """Targets to light up: the legal ones of the held or selected item."""
        key = self.active
        if key is None or key not in self._items:
            return frozenset()
        item = self._items[key]
        places = item.targets | item.carry_targets if key == self.held else item.targets
        return frozenset(t for t in places if t in self._targets)

    def focus_spots(self) -> list[pygame.Rect]:
        """What a click would act on now, for keyboard play: the movable items, or while
        one is selected, that item (a click lets it go) and its legal targets."""
        if self.selected is None or self.selected not in self._items:
            return [item.rect for item in self._items.values() if item.targets]
        lit = [self._targets[key] for key in self.lit_targets()]  # no carry targets: not held
        return [self._items[self.selected].rect, *lit]

    def move_spots(self, key: Hashable, target: Hashable | None = None) -> list[pygame.Rect]:
        """Where moving item ``key`` to ``target`` happens: the item and, if it may go
        there, the target (a hint rings them); nothing for an item that cannot move."""
        item = self._items.get(key)
        if item is None or not item.targets:
            return []
        spots = [item.rect.copy()]
        if target in item.targets and target in self._targets:
            spots.append(self._targets[target].copy())
        return spots

    def hot_target(self) -> Hashable | None:
        """The lit target the cursor (or the carried item) is over right now."""
        if self.active is None:
            return None
        return self._target_at(self._mouse)

    def display_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where to draw item ``key`` now: under the cursor while held, on its way back
        after an illegal drop, else its own rectangle (``None`` if unknown)."""
        item = self._items.get(key)
        if item is None:
            return None
        if key == self.held:
            return item.rect.move(
                self._mouse[0] - self._grab[0] - item.rect.x,
                self._mouse[1] - self._grab[1] - item.rect.y,
            )
        tween = self.anim.get(("glide", key))
        if tween is not None:
            x, y = tween.point()
            return pygame.Rect(round(x), round(y), item.rect.width, item.rect.height)
        return item.rect

    def floating(self) -> list[Hashable]:
        """Items to draw on top of everything (held, gliding back), in drawing order."""
        keys = [k for k in self._items if ("glide", k) in self.anim]
        if self.held is not None:
            keys.append(self.held)
        return keys

    def is_floating(self, key: Hashable) -> bool:
        return key == self.held or ("glide", key) in self.anim

    # -- events ------------------------------------------------------------------------

    def _item_at(self, pos: tuple[int, int]) -> Hashable | None:
        for key in reversed(self._items):
            if self._items[key].rect.collidepoint(pos):
                return key
        return None

    def _target_at(self, pos: tuple[int, int]) -> Hashable | None:
        lit = self.lit_targets()
        hits = [t for t in lit if self._targets[t].collidepoint(pos)]
        if hits:
            # Nested places (a slot inside a player's area): the smallest is meant.
            return min(hits, key=lambda t: self._targets[t].width * self._targets[t].height)
        if self.held is None:
            return None
        carried = self.display_rect(self.held)
        if carried is None:
            return None
        best, best_area = None, carried.width * carried.height // 3
        for t in lit:
            clip = carried.clip(self._targets[t])
            if clip.width * clip.height > best_area:
                best, best_area = t, clip.width * clip.height
        return best

    def cancel(self) -> None:
        """Let go of everything; a held item glides back."""
        if self.held is not None:
            self._glide_back(self.held)
        self.held = None
        self.selected = None
        self._pressed = None
        self._refused = None

    def _glide_back(self, key: Hashable) -> None:
        item = self._items.get(key)
        rect = self.display_rect(key)
        if item is None or rect is None:
            return
        self.anim.start(("glide", key), (float(rect.x), float(rect.y)), _topleft(item.rect), NORMAL)

    def _drop(self, key: Hashable, target: Hashable, rect: pygame.Rect) -> None:
        self.last_drop = (key, rect.copy())
        self.held = None
        self.selected = None
        self._pressed = None
        self.on_drop(key, target)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Feed one pygame event; ``True`` if it was used."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.by_keyboard = bool(getattr(event, "keyboard", False))
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.WINDOWFOCUSLOST:
            self._refused = None  # its release goes elsewhere, too
        gesture = self.held is not None or self._pressed is not None
        if event.type == pygame.WINDOWFOCUSLOST and gesture:
            # The gesture in progress ends (its release goes elsewhere); a selection stays.
            if self.held is not None:
                self._glide_back(self.held)
            self.held = None
            self._pressed = None
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.active:
            self.cancel()
            return True
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        self._mouse = pos
        if self.selected is not None:
            target = self._target_at(pos)
            if target is not None:
                item = self._items[self.selected]
                self._drop(self.selected, target, item.rect)
                return True
        key = self._item_at(pos)
        if key is not None and self._movable(key):
            item = self._items[key]
            self._pressed = key
            self._press_pos = pos
            self._grab = (pos[0] - item.rect.x, pos[1] - item.rect.y)
            self.anim.cancel(("glide", key))
            return True
        if key is not None:
            self._refused = key
            self._press_pos = pos
        if self.selected is not None:
            self.selected = None
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        self._mouse = pos
        dx, dy = pos[0] - self._press_pos[0], pos[1] - self._press_pos[1]
        dragged = dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD
        if self._refused is not None and dragged:
            refused, self._refused = self._refused, None
            if self.on_refuse is not None:
                self.on_refuse(refused)
        if self._pressed is not None and self.held is None and dragged:
            self.held = self._pressed
            self.selected = None
            if self.on_pick is not None:
                self.on_pick(self.held)
        return self.held is not None

    def _release(self, pos: tuple[int, int]) -> bool:
        self._mouse = pos
        self._refused = None
        pressed, self._pressed = self._pressed, None
        if self.held is not None:
            key = self.held
            target = self._target_at(pos)
            rect = self.display_rect(key)
            if target is not None and rect is not None:
                self._drop(key, target, rect)
            else:
                self._glide_back(key)
                self.held = None
            return True
        if pressed is not None and not self._selectable(pressed):
            return False  # it may only be carried: the click is the table's
        if pressed is not None:
            self.selected = None if self.selected == pressed else pressed
            if self.selected is not None and self.on_pick is not None:
                self.on_pick(self.selected)
            return True
        return False

    def update(self, dt: float) -> bool:
        """Advance glide-backs; ``True`` while something moves or is carried."""
        return self.anim.update(dt) or self.held is not None

    def draw_targets(self, surface: pygame.Surface) -> None:
        """Light the legal targets in parlour's one style (hot: the one under the cursor);
        carry targets open a gap instead."""
        hot = self.hot_target()
        active = self._items.get(self.active) if self.active is not None else None
        quiet = active.carry_targets if active is not None else frozenset()
        for key in self.lit_targets() - quiet:
            draw_glow(surface, self._targets[key], key == hot)


def _topleft(rect: pygame.Rect) -> Point:
    return (float(rect.x), float(rect.y))
