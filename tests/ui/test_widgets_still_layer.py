"""The still layer under a table: painted once per key, blitted on every frame."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from parlour.ui.widgets.still_layer import StillLayer

RECT = pygame.Rect(10, 20, 60, 40)


class Painter:
    """Fills the layer with the colour of its turn and notes how often it painted."""

    def __init__(self) -> None:
        self.paints = 0

    def __call__(self, layer: pygame.Surface) -> list[str]:
        self.paints += 1
        layer.fill((self.paints * 40, 0, 0), RECT)
        return [f"painted {self.paints}"]


def test_the_layer_is_painted_again_only_when_its_key_changes() -> None:
    layer: StillLayer[list[str]] = StillLayer()
    painter = Painter()
    screen = pygame.Surface((100, 100))
    assert layer.draw(screen, RECT, ("v", 1), painter) == ["painted 1"]
    assert layer.draw(screen, RECT, ("v", 1), painter) == ["painted 1"]
    assert painter.paints == 1
    assert layer.draw(screen, RECT, ("v", 2), painter) == ["painted 2"]
    assert painter.paints == 2


def test_each_frame_shows_the_picture_inside_the_rect_only() -> None:
    layer: StillLayer[list[str]] = StillLayer()
    screen = pygame.Surface((100, 100))
    screen.fill((0, 0, 255))
    layer.draw(screen, RECT, "still", Painter())
    screen.fill((0, 0, 255))  # a frame drawn over: the next blit brings the picture back
    layer.draw(screen, RECT, "still", Painter())
    assert screen.get_at(RECT.center)[:3] == (40, 0, 0)
    assert screen.get_at((RECT.right + 5, RECT.centery))[:3] == (0, 0, 255)


def test_a_larger_table_gets_a_layer_of_its_size() -> None:
    layer: StillLayer[list[str]] = StillLayer()
    screen = pygame.Surface((300, 300))
    layer.draw(screen, RECT, "small", Painter())
    wide = pygame.Rect(0, 0, 250, 250)
    seen: list[tuple[int, int]] = []

    def paint(surface: pygame.Surface) -> list[str]:
        seen.append(surface.get_size())
        return []

    layer.draw(screen, wide, "wide", paint)
    assert seen == [(250, 250)]
