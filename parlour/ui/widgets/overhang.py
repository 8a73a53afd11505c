"""What a table draws past its own area: the piece a player carries over the side panel.

The host draws a table clipped to the table's area and below the side panel and its
widgets, so nothing a table paints can spill over the log or the buttons. A carried card
is the one thing that must: it stays under the pointer wherever the pointer goes, and a
card let go over the panel glides back from there in sight. So while something floats,
the host draws the table once more onto a copy of what lies outside its area and puts the
copy back: only what the table draws out there changes (the carried piece and its
shadow), and a table that sets a clip of its own cannot paint over what the host laid
over it inside its area.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from parlour.ui import text_marks


def outside(bounds: pygame.Rect, area: pygame.Rect) -> list[pygame.Rect]:
    """``bounds`` less ``area``, as up to four rects that do not overlap: full-width
    strips above and below ``area``, and the strips left and right of it between them."""
    inner = area.clip(bounds)
    if inner.width == 0 or inner.height == 0:
        return [bounds.copy()] if bounds.width and bounds.height else []
    pieces = [
        pygame.Rect(bounds.left, bounds.top, bounds.width, inner.top - bounds.top),
        pygame.Rect(bounds.left, inner.bottom, bounds.width, bounds.bottom - inner.bottom),
        pygame.Rect(bounds.left, inner.top, inner.left - bounds.left, inner.height),
        pygame.Rect(inner.right, inner.top, bounds.right - inner.right, inner.height),
    ]
    return [piece for piece in pieces if piece.width > 0 and piece.height > 0]


class Overhang:
    """Draws a table's overhang; keeps one scratch surface the size of the window."""

    def __init__(self) -> None:
        self._scratch: pygame.Surface | None = None

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        draw_table: Callable[[pygame.Surface], None],
    ) -> None:
        """Draw what ``draw_table`` paints outside ``area`` over what ``surface`` shows."""
        for piece in outside(surface.get_rect(), area):
            scratch = self._scratch_for(surface)
            scratch.blit(surface, piece, piece)
            scratch.set_clip(piece)
            draw_table(scratch)
            scratch.set_clip(None)
            text_marks.forget(scratch)  # the carried piece is read where it lay
            surface.blit(scratch, piece, piece)

    def _scratch_for(self, surface: pygame.Surface) -> pygame.Surface:
        scratch = self._scratch
        if scratch is None or scratch.get_size() != surface.get_size():
            scratch = pygame.Surface(surface.get_size(), 0, surface)
            self._scratch = scratch
        return scratch
