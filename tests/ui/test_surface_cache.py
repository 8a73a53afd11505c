"""The rendered-image store stays within its budget and forgets the least recently used."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from parlour.ui.surface_cache import SurfaceCache, surface_bytes
from parlour.ui.widgets import card


def image(width: int) -> pygame.Surface:
    return pygame.Surface((width, 10), pygame.SRCALPHA)


def test_it_keeps_what_was_used_last_within_its_budget() -> None:
    made: list[int] = []
    cache: SurfaceCache[pygame.Surface] = SurfaceCache(3 * 400, surface_bytes)  # 3 of 10×10

    def get(key: int) -> pygame.Surface:
        return cache.get(key, lambda: made.append(key) or image(10))

    for key in (1, 2, 3):
        get(key)
    get(1)  # 1 is now the most recently used
    get(4)  # over budget: 2 goes, the least recently used
    assert cache.held <= cache.budget and len(cache) == 3
    get(1), get(3), get(4)
    assert made == [1, 2, 3, 4]
    get(2)
    assert made == [1, 2, 3, 4, 2]


def test_card_faces_of_ever_new_sizes_stay_within_the_budget() -> None:
    """A card moving and a window resized ask for faces at ever new sizes: the store of
    rendered faces stops growing at its budget instead of holding every one."""
    for height in range(60, 700):
        card.render_face("a card", card.card_size(height), lambda surface: None)
        card.shadow(card.card_size(height))
    assert card._faces.held <= card._faces.budget
    assert card._shadows.held <= card._shadows.budget
