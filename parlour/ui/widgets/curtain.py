"""The hot-seat curtain: covers the table until the named player is ready to look.

When several people share one screen and the game has secrets, the device is passed from
hand to hand. The curtain hides the table between two players and names who should take
over; that player clicks (or presses Space/Enter) to lift it. It is drawn entirely with
shapes (velvet folds, a gold fringe), so it looks the same everywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from parlour.ui.fonts import font
from parlour.ui.text import fit, wrap_text

Translate = Callable[..., str]

VELVET = (112, 22, 34)
VELVET_DARK = (64, 10, 20)
GOLD = (214, 176, 84)
CREAM = (248, 240, 220)

#: Keys that lift the curtain, besides a click.
LIFT_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


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
    """``show(name)`` raises it for ``name``; a click or Space/Enter lifts it.

    ``on_lift`` runs when the player lifts it. While up, the curtain swallows every mouse
    and key event inside its rect, so nothing underneath can be touched by the wrong
    person.
    """

    def __init__(self, t: Translate, on_lift: Callable[[], None]) -> None:
        self.t = t
        self.on_lift = on_lift
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.name: str | None = None
        self._pressed = False

    @property
    def up(self) -> bool:
        return self.name is not None

    def show(self, name: str) -> None:
        self.name = name
        self._pressed = False

    def hide(self) -> None:
        self.name = None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.up:
            return False
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.collidepoint(event.pos)
        ):
            self._pressed = True
            return True
        # Only a click that *began* on the curtain lifts it: the release of the click that
        # ended the previous player's turn must not.
        lift = (
            event.type == pygame.MOUSEBUTTONUP
            and event.button == 1
            and self._pressed
            and self.rect.collidepoint(event.pos)
        ) or (event.type == pygame.KEYDOWN and event.key in LIFT_KEYS)
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
        surface.blit(_drape(self.rect.size), self.rect.topleft)
        scale = max(0.7, min(1.6, self.rect.height / 600))
        max_width = int(self.rect.width * 0.8)
        title_font = font(int(34 * scale), True)
        # A name from a hand-edited save may be thousands of characters long.
        name = fit(self.name or "", max_width // 2, title_font)
        title_text = self.t("table.curtain.pass_to", name=name)
        if title_font.size(title_text)[0] > max_width:
            title_font = font(int(26 * scale), True)
        title = title_font.render(fit(title_text, max_width, title_font), True, CREAM)
        hint_font = font(int(18 * scale))
        hint_text = self.t("table.curtain.hint", name=name)
        hints = [
            hint_font.render(line, True, GOLD)
            for line in wrap_text(hint_text, hint_font, max_width - int(60 * scale))
        ]
        line_h = hint_font.get_linesize()
        hint_h = line_h * len(hints)
        centre_x, centre_y = self.rect.center
        # A panel behind the words keeps them readable on the folds.
        widest = max([title.get_width(), *(h.get_width() for h in hints)])
        panel = pygame.Rect(
            0, 0, widest + int(80 * scale), title.get_height() + hint_h + int(130 * scale)
        )
        panel.center = (centre_x, centre_y)
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 6, 10, 200), shade.get_rect(), border_radius=16)
        surface.blit(shade, panel)
        pygame.draw.rect(surface, GOLD, panel, width=2, border_radius=16)
        self._draw_hand_over(surface, (centre_x, panel.top + int(45 * scale)), scale)
        surface.blit(title, title.get_rect(midtop=(centre_x, panel.top + int(80 * scale))))
        top = panel.bottom - int(24 * scale) - hint_h
        for index, image in enumerate(hints):
            surface.blit(image, image.get_rect(midtop=(centre_x, top + index * line_h)))

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
