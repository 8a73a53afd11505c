"""A window too small for any screen: the app shows a note to make it larger.

The window asks the window manager for a minimum size, but the window manager may still
hand over a smaller window (or the screen is smaller). Below ``SMALLEST`` the layouts break
(widgets of negative size, pygame_gui recursing or looping over text it cannot fit), so the
app lays its screens out on an off-screen canvas of at least this size and shows this note
in the window instead. Everything waits behind it: a game goes on when the window grows.
"""

from __future__ import annotations

import pygame

from parlour.ui import text_marks, theme
from parlour.ui.fonts import font
from parlour.ui.text import wrap_text

#: Half the size the layouts are drawn for (1280×800): below it nothing fits.
SMALLEST: tuple[int, int] = (640, 400)


def fits(size: tuple[int, int]) -> bool:
    """Whether a window of ``size`` can show the screens themselves."""
    return size[0] >= SMALLEST[0] and size[1] >= SMALLEST[1]


def canvas_size(size: tuple[int, int]) -> tuple[int, int]:
    """The size the screens are laid out for while the window has ``size``."""
    return (max(size[0], SMALLEST[0]), max(size[1], SMALLEST[1]))


def draw_note(surface: pygame.Surface, text: str) -> None:
    """``text`` centred on felt, as large as a small window allows; cut off where it
    does not fit even so (a 1×1 window)."""
    width, height = surface.get_size()
    surface.fill(theme.FELT)
    fnt = font(max(8, min(24, min(width, height) // 10)))
    pad = min(16, width // 10)
    lines = wrap_text(text, fnt, max(1, width - 2 * pad))
    line_h = fnt.get_linesize()
    top = (height - line_h * len(lines)) // 2
    for index, line in enumerate(lines):
        image = fnt.render(line, True, theme.CREAM)
        at = surface.blit(image, image.get_rect(midtop=(width // 2, top + index * line_h)))
        text_marks.note(surface, line, at, fnt.get_point_size())
