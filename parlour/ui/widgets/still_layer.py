"""The still picture under a table: painted when what it shows changes, blitted otherwise.

Most of a table (the board, the seats, their plates, the labels) stays as it is from one
move to the next, while cards glide and buttons light up above it. A painter keeps that
part in a ``StillLayer`` under a key of everything it depends on (the table's version,
its size, what is in flight); a frame is then one blit plus what moves. What the painter
noted while painting (the texts drawn, the spots the zoom knows) is kept with the
picture, because a frame that only blits it must still report them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

from parlour.ui import text_marks

Notes = TypeVar("Notes")


class StillLayer(Generic[Notes]):
    """One table's still picture and the ``Notes`` its painter made while painting it."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        #: The key the picture was painted under and what its painter noted then.
        self._painted: tuple[Hashable, Notes] | None = None

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        key: Hashable,
        paint: Callable[[pygame.Surface], Notes],
    ) -> Notes:
        """Blit the picture of ``rect`` onto ``surface``, ``paint``-ing it anew first when
        ``key`` differs from the last one's; returns what that painting noted.

        The layer is as large as the window up to ``rect``'s far corner, so the painter
        draws in the window's coordinates."""
        painted = self._painted
        if painted is None or painted[0] != key or self._surface is None:
            size = (rect.right, rect.bottom)
            if self._surface is None or self._surface.get_size() != size:
                self._surface = pygame.Surface(size)
            text_marks.forget(self._surface)  # painted anew: the last picture's texts are gone
            painted = self._painted = (key, paint(self._surface))
        text_marks.placed(surface, self._surface, rect.topleft, rect)
        return painted[1]
