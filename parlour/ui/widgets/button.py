"""A table button drawn with pygame: a rounded pill with a label that answers one click.

Tables draw on their own surface (not through pygame_gui), so their prompts ("Done",
"Throw again") need a button that lives in the table's coordinates, follows its colours and
is cheap to rebuild whenever the legal actions change. The button only reports a click;
what the click means (usually an action to submit) stays with the table.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import pygame

from parlour.ui.fonts import font

RGB = tuple[int, int, int]

PRIMARY = (176, 38, 38)
SECONDARY = (40, 70, 120)
INK = (250, 246, 236)
EDGE = (250, 240, 210)


@dataclass
class TableButton:
    """One button: ``key`` is what a click returns (an action, a command name, …)."""

    key: Hashable
    label: str
    rect: pygame.Rect
    primary: bool = False
    colour: RGB | None = None

    def draw(self, surface: pygame.Surface, hover: bool = False) -> None:
        base = self.colour or (PRIMARY if self.primary else SECONDARY)
        if hover:
            base = tuple(min(255, c + 30) for c in base)  # type: ignore[assignment]
        radius = max(4, self.rect.height // 3)
        shadow = self.rect.move(2, 3)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surface, base, self.rect, border_radius=radius)
        width = 3 if hover else 2 if self.primary else 1
        pygame.draw.rect(surface, EDGE, self.rect, width=width, border_radius=radius)
        size = max(11, int(self.rect.height * 0.42))
        text = font(size, True).render(self.label, True, INK)
        if text.get_width() > self.rect.width - 8:
            text = font(max(9, int(size * 0.8)), True).render(self.label, True, INK)
        surface.blit(text, text.get_rect(center=self.rect.center))


def button_width(label: str, height: int) -> int:
    """A width that fits ``label`` at this button height with some air."""
    size = max(11, int(height * 0.42))
    return font(size, True).size(label)[0] + height


def row(labels: Sequence[str], centre: tuple[int, int], height: int, gap: int) -> list[pygame.Rect]:
    """Rectangles for buttons side by side, centred on ``centre``, each fitting its label."""
    widths = [button_width(label, height) for label in labels]
    total = sum(widths) + gap * max(0, len(widths) - 1)
    x = centre[0] - total // 2
    rects = []
    for width in widths:
        rects.append(pygame.Rect(x, centre[1] - height // 2, width, height))
        x += width + gap
    return rects


def hit(buttons: Sequence[TableButton], pos: tuple[int, int]) -> TableButton | None:
    """The button under ``pos`` (the last drawn wins), or ``None``."""
    for button in reversed(buttons):
        if button.rect.collidepoint(pos):
            return button
    return None
