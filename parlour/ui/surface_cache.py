"""A bounded store of rendered images, for drawing work too dear to repeat every frame.

Card faces, their shadows and glows, and table buttons are rendered once and blitted
from then on. Their keys include the size, and sizes change with the window and while a
card moves, so an unbounded store grows for as long as the app runs (every table opened
added to it). This one forgets the least recently used images once those it holds
exceed a budget in bytes of pixels.

All of them hold images of a table, which nothing needs once the table is closed: the
table scene calls ``release_table_images`` when it is left for good, so ten tables
opened one after another do not leave ten tables' images behind (nor the heap pages
they were painted in: see ``parlour.ui.native_memory``). ``table_images`` is the same
promise for a game's ``functools.lru_cache``-style helpers.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import _lru_cache_wrapper, lru_cache
from typing import Any, Generic, TypeVar

import pygame

from parlour.ui.native_memory import return_freed_memory

V = TypeVar("V")
F = TypeVar("F", bound=Callable[..., Any])

#: How to empty every store of table images (each ``SurfaceCache``, each ``table_images``).
_TABLE_STORES: list[Callable[[], None]] = []


def forget_table_images() -> None:
    """Forget every rendered table image, so the next frame paints each afresh."""
    for clear in _TABLE_STORES:
        clear()


def release_table_images() -> None:
    """Forget every rendered table image and give the memory back to the system: a full
    garbage collection, which costs a moment, so it is done only as a table is left."""
    forget_table_images()
    return_freed_memory()


def table_images(maxsize: int) -> Callable[[F], F]:
    """``functools.lru_cache(maxsize)`` whose results ``release_table_images`` forgets."""

    def decorate(function: F) -> F:
        cached: _lru_cache_wrapper[Any] = lru_cache(maxsize=maxsize)(function)
        _TABLE_STORES.append(cached.cache_clear)
        return cached  # type: ignore[return-value]  # same call signature, plus cache_clear

    return decorate


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
        _TABLE_STORES.append(self.clear)

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
