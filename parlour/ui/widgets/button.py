"""Buttons drawn with pygame: a rounded shape with a label that answers one click.

Tables draw on their own surface (not through pygame_gui), so their prompts ("Done",
"Throw again") need a button that lives in the table's coordinates, follows its colours and
is cheap to rebuild whenever the legal actions change. The main menu uses the same button
in the menu look (``ButtonStyle`` from the theme), because it is drawn before pygame_gui
has loaded. A button only reports a click; what the click means stays with its owner.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from parlour.ui.fonts import font

RGB = tuple[int, int, int]

PRIMARY = (176, 38, 38)
SECONDARY = (40, 70, 120)
INK = (250, 246, 236)
EDGE = (250, 240, 210)
SHADOW = (0, 0, 0)


@dataclass(frozen=True)
class ButtonStyle:
    """Colours and shape of a button in its states: normal, hovered, keyboard focus and
    disabled. ``radius`` is a fraction of the button's height."""

    fill: RGB
    hover_fill: RGB
    focus_fill: RGB
    disabled_fill: RGB
    edge: RGB
    hover_edge: RGB
    disabled_edge: RGB
    text: RGB
    disabled_text: RGB
    edge_width: int = 1
    hover_edge_width: int = 3
    radius: float = 1 / 3
    shadow: RGB = SHADOW
    shadow_offset: tuple[int, int] = (2, 3)


@cache  # asked for on every frame a table button is drawn
def table_style(base: RGB, primary: bool) -> ButtonStyle:
    """The tables' look: a coloured pill with a cream edge that lightens under the mouse."""
    lighter = (min(255, base[0] + 30), min(255, base[1] + 30), min(255, base[2] + 30))
    level = round(sum(base) / 3)
    return ButtonStyle(
        fill=base,
        hover_fill=lighter,
        focus_fill=lighter,
        disabled_fill=(level, level, level),
        edge=EDGE,
        hover_edge=EDGE,
        disabled_edge=EDGE,
        text=INK,
        disabled_text=EDGE,
        edge_width=2 if primary else 1,
    )


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    style: ButtonStyle,
    hover: bool = False,
    focus: bool = False,
    enabled: bool = True,
) -> None:
    """One button in ``rect``; the label shrinks once if it would not fit."""
    if not enabled:
        fill, edge, width = style.disabled_fill, style.disabled_edge, style.edge_width
    elif focus or hover:
        fill = style.focus_fill if focus else style.hover_fill
        edge, width = style.hover_edge, style.hover_edge_width
    else:
        fill, edge, width = style.fill, style.edge, style.edge_width
    ink = style.text if enabled else style.disabled_text
    radius = max(4, round(rect.height * style.radius))
    pygame.draw.rect(surface, style.shadow, rect.move(style.shadow_offset), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)
    size = max(11, int(rect.height * 0.42))
    text = font(size, True).render(label, True, ink)
    if text.get_width() > rect.width - 8:
        text = font(max(9, int(size * 0.8)), True).render(label, True, ink)
    surface.blit(text, text.get_rect(center=rect.center))


@dataclass
class TableButton:
    """One button: ``key`` is what a click returns (an action, a command name, …).

    Without a ``style`` it takes the tables' look in ``colour`` (or the primary/secondary
    colour)."""

    key: Hashable
    label: str
    rect: pygame.Rect
    primary: bool = False
    colour: RGB | None = None
    style: ButtonStyle | None = None
    enabled: bool = True

    def draw(self, surface: pygame.Surface, hover: bool = False, focus: bool = False) -> None:
        style = self.style or table_style(
            self.colour or (PRIMARY if self.primary else SECONDARY), self.primary
        )
        draw_button(surface, self.rect, self.label, style, hover, focus, self.enabled)


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
    """The enabled button under ``pos`` (the last drawn wins), or ``None``."""
    for button in reversed(buttons):
        if button.enabled and button.rect.collidepoint(pos):
            return button
    return None
