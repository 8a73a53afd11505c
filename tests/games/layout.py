"""What the table layout tests of every game share: the three window sizes of issue 14,
the table's part of each window, and which named rectangles overlap."""

from __future__ import annotations

import itertools

import pygame

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]
#: The table's part of each window (the log panel takes the rest), as the host lays it out.
TABLE_AREAS = {(1024, 640): (758, 640), (1280, 800): (948, 800), (1920, 1080): (1470, 1080)}


def overlapping(rects: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """The pairs of names whose rectangles overlap."""
    return [(a, b) for (a, ra), (b, rb) in itertools.combinations(rects, 2) if ra.colliderect(rb)]
