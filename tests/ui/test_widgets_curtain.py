"""The hot-seat curtain keeps its words inside the table, whatever the name."""

from __future__ import annotations

import pygame

from parlour.ui import i18n
from parlour.ui.widgets.curtain import Curtain

OUTSIDE = (1, 2, 3)


def test_a_name_of_3000_characters_stays_inside_the_curtain(fresh_pygame) -> None:
    i18n.configure("en")
    surface = pygame.Surface((1000, 600))
    surface.fill(OUTSIDE)
    curtain = Curtain(i18n.t, lambda: None)
    rect = pygame.Rect(100, 50, 700, 500)
    curtain.layout(rect)
    curtain.show("A" * 3000)
    curtain.draw(surface)
    untouched = [
        surface.get_at((x, y))[:3] == OUTSIDE
        for x in range(0, 1000, 5)
        for y in range(0, 600, 5)
        if not rect.collidepoint(x, y)
    ]
    assert all(untouched)  # the panel behind the words grew as wide as the name before
