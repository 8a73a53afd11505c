"""A money or points counter that runs from the old value to the new one.

Seeing 12.000 tick up to 15.000 tells a player *that* money moved and *how much*, which a
number that simply changes does not. The number is written by
:func:`parlour.ui.numbers.format_number`, like every other number on screen.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from parlour.ui import text_marks
from parlour.ui.anim import Tween, ease_out_cubic, scaled
from parlour.ui.fonts import font
from parlour.ui.numbers import format_number

RISE = (40, 140, 60)
FALL = (180, 40, 40)
TEXT = (30, 30, 30)
DURATION = 0.6


class Counter:
    """Shows a number; ``set(value)`` animates towards it.

    ``template`` wraps the formatted number (e.g. ``"%s Fr."`` → ``12.000 Fr.``) and can be a
    callable taking the formatted string, so a translated template can be used.
    While counting, the text is tinted green for a rise and red for a fall (and the
    number itself moves, so the colour is never the only signal).
    """

    def __init__(
        self,
        value: float = 0,
        size: int = 24,
        template: str | Callable[[str], str] = "%s",
        speed: float = 1.0,
        colour: tuple[int, int, int] = TEXT,
        language: str | None = None,
    ) -> None:
        self.value = value
        self.size = size
        self.template = template
        self.speed = speed
        self.colour = colour
        self.language = language
        self._tween: Tween | None = None

    @property
    def shown(self) -> float:
        """The number on screen right now (between the old and new value mid-count)."""
        if self._tween is None:
            return self.value
        return self._tween.number()

    @property
    def counting(self) -> bool:
        return self._tween is not None

    def set(self, value: float, animate: bool = True) -> None:
        if value == self.value and self._tween is None:
            return
        start = self.shown
        self.value = value
        duration = scaled(DURATION, self.speed) if animate else 0.0
        self._tween = None if duration <= 0.0 else Tween(start, value, duration, ease_out_cubic)

    def update(self, dt: float) -> bool:
        if self._tween is None:
            return False
        if not self._tween.update(dt):
            self._tween = None
        return True  # redraw once more after the last step

    def text(self) -> str:
        formatted = format_number(self.shown, self.language)
        if callable(self.template):
            return self.template(formatted)
        return self.template % formatted

    def _tint(self) -> tuple[int, int, int]:
        if self._tween is None:
            return self.colour
        start = self._tween.start
        assert isinstance(start, int | float)
        return RISE if self.value > start else FALL

    def render(self) -> pygame.Surface:
        return font(self.size, bold=True).render(self.text(), True, self._tint())

    def draw(self, surface: pygame.Surface, pos: tuple[int, int], anchor: str = "topleft") -> None:
        """Draw with ``anchor`` (a ``pygame.Rect`` attribute such as ``midright``) at ``pos``."""
        image = self.render()
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        text_marks.note(surface, self.text(), rect, self.size)
