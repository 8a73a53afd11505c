"""A bounded store of rendered images, for drawing work too dear to repeat every frame.

Card faces, their shadows and glows, and table buttons are rendered once and blitted
from then on. Their keys include the size, and sizes change with the window and while a
card moves, so an unbounded store grows for as long as the app runs (every table opened
added to it). This one forgets the least recently used images once those it holds
exceed a budget in bytes of pixels.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

V = TypeVar("V")


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class SurfaceCache(Generic[V]):
    """Least-recently-used values (a surface, or a tuple holding one) within ``budget``
    bytes, as ``size_of`` counts a value."""

    def __init__(self, budget: int, size_of: Callable[[V], int]) -> None:
        self.budget = budget
        self.size_of = size_of
        self.held = 0
        self._items: OrderedDict[Hashable, V] = OrderedDict()

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value for ``key``, made by ``make`` the first time (or after it was dropped)."""
        found = self._items.get(key)
        if found is not None:
            self._items.move_to_end(key)
            return found
        value = make()
        self._items[key] = value
        self.held += self.size_of(value)
        while self.held > self.budget and len(self._items) > 1:
            _, dropped = self._items.popitem(last=False)
            self.held -= self.size_of(dropped)
        return value

    def clear(self) -> None:
        self._items.clear()
        self.held = 0
