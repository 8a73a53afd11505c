"""Where a hint shows: its words in the side panel, its move ringed on the table.

A hint must help without taking over. It used to be shown by offering the table only the
hinted action, so every other move went dim and dead until the player followed it (in
MONOPOLY a proposed trade took the Draw button away), and its words lay over the top of
the table, on the headers a player reads. Now the table keeps every legal move; the
places the table names for the hinted one (``GameTable.hint_spots``) get a ring of their
own, unlike the gold of a lit target and the keyboard's white focus, with a small lamp at
its corner, so it does not rely on the colour; and the words sit in the side panel
above the Hint button, where the log makes room for them while they are up. The host
takes the hint down at the next move and on Esc.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import wrap_text
from parlour.ui.widgets.side_panel import PANEL_EDGE, TEXT

#: The ring's colour: a cool blue-green, apart from every table's gold and felt.
RING = (64, 214, 226)
#: The ring's dark edge, so it shows on light cards as on dark felt.
RING_EDGE = (12, 40, 48)
#: The box's ground in the side panel.
GROUND = (26, 46, 52)

Px = Callable[[float], int]


class HintBanner:
    """The hint's words (``text``) and where its move is made (``spots``)."""

    def __init__(self) -> None:
        self.text: str | None = None
        self.spots: list[pygame.Rect] = []
        #: Where the box lies (the side panel's foot, above the Hint button).
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def up(self) -> bool:
        return self.text is not None

    def show(self, text: str, spots: Sequence[pygame.Rect] = ()) -> None:
        self.text = text
        self.spots = [pygame.Rect(spot) for spot in spots]

    def hide(self) -> None:
        self.text = None
        self.spots = []

    # -- the words -----------------------------------------------------------------------
    @staticmethod
    def text_font(px: Px) -> pygame.font.Font:
        return font(px(15))

    def lines(self, width: int, px: Px) -> list[str]:
        """The words wrapped to the box, each line break of the text kept."""
        if self.text is None:
            return []
        room = width - 2 * px(10)
        text_font = self.text_font(px)
        return [line for part in self.text.split("\n") for line in wrap_text(part, text_font, room)]

    def height(self, width: int, px: Px) -> int:
        """The box's height at ``width`` (0 while no hint is up)."""
        lines = self.lines(width, px)
        if not lines:
            return 0
        return len(lines) * self.text_font(px).get_linesize() + 2 * px(8)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface, px: Px) -> None:
        if self.text is None or self.rect.height <= 0:
            return
        radius = px(8)
        pygame.draw.rect(surface, GROUND, self.rect, border_radius=radius)
        pygame.draw.rect(surface, RING, self.rect, width=max(1, px(2)), border_radius=radius)
        text_font = self.text_font(px)
        y = self.rect.top + px(8)
        previous_clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-px(4), -px(4)))  # a short panel cuts the words
        for line in self.lines(self.rect.width, px):
            at = surface.blit(text_font.render(line, True, TEXT), (self.rect.left + px(10), y))
            text_marks.note(surface, line, at, text_font.get_point_size())
            y += text_font.get_linesize()
        surface.set_clip(previous_clip)

    # -- the move ------------------------------------------------------------------------
    def draw_spots(self, surface: pygame.Surface, px: Px) -> None:
        """A double ring round each place of the hinted move, and a lamp at its corner."""
        for spot in self.spots:
            ring = spot.inflate(px(10), px(10))
            pygame.draw.rect(surface, RING_EDGE, ring, max(2, px(5)), border_radius=px(10))
            pygame.draw.rect(surface, RING, ring.inflate(-px(2), -px(2)), max(2, px(3)), px(9))
            lamp = (ring.left + px(4), ring.top + px(4))
            pygame.draw.circle(surface, RING_EDGE, lamp, px(9))
            pygame.draw.circle(surface, RING, lamp, px(7))
            pygame.draw.circle(surface, PANEL_EDGE, lamp, px(3))
