"""The hot-seat curtain: covers the table until the named person is ready to look.

When several people share one screen and the game has secrets, the device is passed from
hand to hand. The curtain hides the table between two people and names who should take
over. Only a deliberate act of that person lifts it: its own large button ("I am Tess –
show my cards"), or Space/Enter pressed *and released* while it is up. A stray click must
never show one person's secrets to another, so the curtain ignores

- a click anywhere but on its button;
- a mouse press that began before it appeared (the release of the click that ended the
  last move) and any press in its first ``ARM_SECONDS`` (the second click of a double
  click), while the button is drawn dimmed;
- a key that was already down (held from before, or repeating).

Time comes from ``clock`` (seconds), so the host can count its frames and tests need no
wall clock. It is drawn entirely with shapes (velvet folds, a gold fringe), so it looks the
same everywhere.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

import pygame

from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import fit, wrap_text
from parlour.ui.widgets.button import TableButton, button_width
from parlour.ui.widgets.press_guard import Clock, PressGuard

Translate = Callable[..., str]

VELVET = (112, 22, 34)
VELVET_DARK = (64, 10, 20)
GOLD = (214, 176, 84)
CREAM = (248, 240, 220)
BUTTON = (150, 112, 30)

#: Keys that lift the curtain, pressed and released while it is up, besides its button.
LIFT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
#: For this long after it appears the curtain takes no press: a double click, or a click
#: the last person meant for the table, lands here without lifting it.
ARM_SECONDS = 0.7


class _Arrangement(NamedTuple):
    panel: pygame.Rect
    title: pygame.Surface
    hints: list[pygame.Surface]
    line_h: int
    scale: float
    gap: int


@lru_cache(maxsize=4)
def _drape(size: tuple[int, int]) -> pygame.Surface:
    """Velvet folds: vertical bands shading dark–light–dark, cached per size."""
    width, height = size
    surface = pygame.Surface((max(1, width), max(1, height)))
    fold = max(24, width // 14)
    for x in range(width):
        phase = (x % fold) / fold
        light = 1.0 - abs(phase - 0.5) * 2.0  # 0 at the fold's edge, 1 in its middle
        colour = tuple(int(d + (v - d) * light) for d, v in zip(VELVET_DARK, VELVET, strict=True))
        pygame.draw.line(surface, colour, (x, 0), (x, height))
    # The fringe: a gold band with little tassels along the top.
    band = max(6, height // 40)
    pygame.draw.rect(surface, GOLD, pygame.Rect(0, 0, width, band))
    tassel = max(4, band // 2)
    for x in range(tassel, width, tassel * 3):
        pygame.draw.polygon(
            surface,
            GOLD,
            [(x - tassel // 2, band), (x + tassel // 2, band), (x, band + tassel * 2)],
        )
    return surface


class Curtain:
    """``show(name)`` raises it for ``name``; the named person lifts it on purpose.

    ``on_lift`` runs when they do. While up, the curtain swallows every mouse and key event
    inside its rect, so nothing underneath can be touched by the wrong person. The host
    passes it every event, also while it is down, so it knows which keys are held.
    """

    def __init__(
        self, t: Translate, on_lift: Callable[[], None], clock: Clock = time.monotonic
    ) -> None:
        self.t = t
        self.on_lift = on_lift
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.name: str | None = None
        self.button = TableButton("lift", "", pygame.Rect(0, 0, 0, 0), colour=BUTTON)
        self.guard = PressGuard(clock, ARM_SECONDS)
        self._hover = False
        #: Whether the last drawing showed the button armed (no redraw needed after).
        self._drawn_armed = False

    @property
    def up(self) -> bool:
        return self.name is not None

    @property
    def armed(self) -> bool:
        """Up long enough that a press is meant for it."""
        return self.up and self.guard.armed

    def show(self, name: str) -> None:
        """Raise it for ``name``; raised again for the same person it keeps its time."""
        if self.name == name:
            return
        self.name = name
        self.guard.restart()
        self._drawn_armed = False
        self._place_button()

    def hide(self) -> None:
        self.name = None

    def update(self) -> bool:
        """Whether it must be drawn again: until the button is drawn lit (armed)."""
        return self.up and not self._drawn_armed

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._place_button()

    def _scale(self) -> float:
        return max(0.7, min(1.6, self.rect.height / 600))

    def _place_button(self) -> None:
        if self.up and self.rect.width > 0:
            self._arrange()

    def _arrange(self) -> _Arrangement:
        """The panel and its words, with the button in its place: what ``draw`` draws and
        where a click must land, from one computation. The button is large enough to be
        the obvious thing to press, and never wider than the curtain."""
        scale = self._scale()
        max_width = int(self.rect.width * 0.8)
        title_font = font(int(34 * scale), True)
        # A name from a hand-edited save may be thousands of characters long.
        name = fit(self.name or "", max_width // 2, title_font)
        title_text = self.t("table.curtain.pass_to", name=name)
        if title_font.size(title_text)[0] > max_width:
            title_font = font(int(26 * scale), True)
        shown = fit(title_text, max_width, title_font)
        whole = self.t("table.curtain.pass_to", name=self.name or "")
        title = text_marks.written(
            title_font.render(shown, True, CREAM), shown, title_font.get_point_size(), full=whole
        )
        hint_font = font(max(12, int(18 * scale)))
        hints = [
            text_marks.written(hint_font.render(line, True, GOLD), line, hint_font.get_point_size())
            for line in wrap_text(
                self.t("table.curtain.hint", name=name), hint_font, max_width - int(60 * scale)
            )
        ]
        button_h = int(56 * scale)
        label_name = fit(self.name or "", int(260 * scale), font(int(button_h * 0.4), True))
        self.button.label = self.t("table.curtain.lift", name=label_name)
        button_w = min(max_width, max(int(300 * scale), button_width(self.button.label, button_h)))
        gap = int(18 * scale)
        line_h = hint_font.get_linesize()
        widest = max([title.get_width(), button_w, *(h.get_width() for h in hints)])
        panel = pygame.Rect(0, 0, min(self.rect.width - 8, widest + int(80 * scale)), 0)
        panel.height = int(104 * scale) + title.get_height() + 2 * gap + button_h
        panel.height += line_h * len(hints)
        panel.center = self.rect.center
        top = panel.top + int(80 * scale) + title.get_height() + gap
        self.button.rect = pygame.Rect(0, 0, button_w, button_h)
        self.button.rect.midtop = (panel.centerx, top)
        return _Arrangement(panel, title, hints, line_h, scale, gap)

    def handle_event(self, event: pygame.event.Event) -> bool:
        fresh = self.guard.track_keys(event)
        if not self.up:
            return False
        if event.type == pygame.MOUSEMOTION:
            self._hover = self.button.rect.collidepoint(event.pos)
        on_button = (
            event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
            and event.button == 1
            and self.button.rect.collidepoint(event.pos)
        )
        lift = False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.guard.mouse_down(self.button if on_button else None)
        elif event.type == pygame.MOUSEBUTTONUP:
            lift = self.guard.mouse_up() is self.button and on_button
        elif event.type == pygame.KEYDOWN and event.key in LIFT_KEYS:
            self.guard.key_down(event.key if fresh else None)
        elif event.type == pygame.KEYUP:
            lift = self.guard.key_up(event.key)
        if lift:
            self.hide()
            self.on_lift()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return bool(self.rect.collidepoint(event.pos))
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.up or self.rect.width <= 0:
            return
        text_marks.veiled(surface, self.rect)
        surface.blit(_drape(self.rect.size), self.rect.topleft)
        panel, title, hints, line_h, scale, gap = self._arrange()
        # A panel behind the words keeps them readable on the folds.
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 6, 10, 200), shade.get_rect(), border_radius=16)
        surface.blit(shade, panel)
        pygame.draw.rect(surface, GOLD, panel, width=2, border_radius=16)
        centre_x = panel.centerx
        self._draw_hand_over(surface, (centre_x, panel.top + int(45 * scale)), scale)
        at = title.get_rect(midtop=(centre_x, panel.top + int(80 * scale)))
        text_marks.placed(surface, title, at, covers=False)
        armed = self.armed
        # Dimmed while it cannot be pressed yet, so the lit button says "now".
        self.button.enabled = armed
        self.button.draw(surface, hover=armed and self._hover)
        self._drawn_armed = armed
        top = self.button.rect.bottom + gap
        for index, image in enumerate(hints):
            at = image.get_rect(midtop=(centre_x, top + index * line_h))
            text_marks.placed(surface, image, at, covers=False)

    @staticmethod
    def _draw_hand_over(surface: pygame.Surface, centre: tuple[int, int], scale: float) -> None:
        """Two arrows chasing each other round a circle: "pass it on", drawn as shapes."""
        cx, cy = centre
        r = int(22 * scale)
        width = max(2, int(4 * scale))
        box = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        pygame.draw.arc(surface, GOLD, box, 0.35, 2.8, width)
        pygame.draw.arc(surface, GOLD, box, 3.5, 5.95, width)
        head = int(8 * scale)
        # Arrow heads at the ends of the arcs (left end of the top arc, right end of the bottom).
        pygame.draw.polygon(
            surface,
            GOLD,
            [(cx - r - head, cy - head // 2), (cx - r + head, cy - head // 2), (cx - r, cy + head)],
        )
        pygame.draw.polygon(
            surface,
            GOLD,
            [(cx + r - head, cy + head // 2), (cx + r + head, cy + head // 2), (cx + r, cy - head)],
        )
