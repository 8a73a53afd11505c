"""The close of a lesson: what it taught, in a few lines, and where to go from here.

Two ways on: a real game with the lesson's table (Enter), or back to the main menu
(Esc). Both are buttons the keyboard reaches too (``focus_spots``). The panel opens the
moment the lesson's last move is made, often by a press still held, so a button answers
only a click that went down on it too (``press_guard``): the release of that last move
must not start a game before anyone read what the lesson taught.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from parlour.ui.fonts import font
from parlour.ui.text import fit, wrap_text
from parlour.ui.widgets.press_guard import PressGuard
from parlour.ui.widgets.side_panel import MARK, PANEL_EDGE, TEXT

Px = Callable[[float], int]

#: The panel's ground over the table.
GROUND = (24, 18, 14, 240)
MAX_WIDTH = 620


class LessonEnd:
    """``show`` the title and lines; ``on_play`` starts a real game, ``on_leave`` goes."""

    def __init__(self, on_play: Callable[[], None], on_leave: Callable[[], None]) -> None:
        self.on_play = on_play
        self.on_leave = on_leave
        self.up = False
        self.title = ""
        self.lines: list[str] = []
        self.labels = ("", "")
        self.area = pygame.Rect(0, 0, 0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.play_button = pygame.Rect(0, 0, 0, 0)
        self.leave_button = pygame.Rect(0, 0, 0, 0)
        self._px: Px = round
        #: No arming time (nothing else is on screen to press), only whole presses.
        self.guard = PressGuard(lambda: 0.0, 0.0)

    def show(self, title: str, lines: Sequence[str], play: str, leave: str) -> None:
        self.title, self.lines, self.labels, self.up = title, list(lines), (play, leave), True
        self._place()

    def layout(self, area: pygame.Rect, px: Px) -> None:
        self.area, self._px = pygame.Rect(area), px
        self._place()

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font]:
        return font(self._px(24), True), font(self._px(17))

    def _wrapped(self) -> list[str]:
        room = self.rect.width - 2 * self._px(24) - self._px(18)
        body = self._fonts()[1]
        return [line for text in self.lines for line in wrap_text(text, body, room)]

    def _place(self) -> None:
        px = self._px
        width = min(px(MAX_WIDTH), self.area.width - 2 * px(16))
        self.rect = pygame.Rect(0, 0, width, 0)
        title_font, body = self._fonts()
        bullets = len(self._wrapped()) + len(self.lines) // 2
        height = px(24) * 2 + title_font.get_linesize() + px(12)
        height += bullets * body.get_linesize() + px(20) + px(46)
        self.rect.height = min(height, self.area.height - 2 * px(12))
        self.rect.center = self.area.center
        half = (width - 2 * px(24) - px(12)) // 2
        top = self.rect.bottom - px(24) - px(46)
        self.play_button = pygame.Rect(self.rect.left + px(24), top, half, px(46))
        self.leave_button = pygame.Rect(self.rect.right - px(24) - half, top, half, px(46))

    def focus_spots(self) -> list[pygame.Rect]:
        return [self.play_button, self.leave_button] if self.up else []

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Its buttons, Enter and Esc; everything else is kept from the table."""
        if not self.up:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_play()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_leave()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.guard.mouse_down(self._button_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed = self.guard.mouse_up()
            if pressed is not None and pressed == self._button_at(event.pos):
                (self.on_play if pressed == "play" else self.on_leave)()
        return True

    def _button_at(self, pos: tuple[int, int]) -> str | None:
        if self.play_button.collidepoint(pos):
            return "play"
        return "leave" if self.leave_button.collidepoint(pos) else None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.up:
            return
        px = self._px
        backdrop = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(backdrop, GROUND, backdrop.get_rect(), border_radius=px(14))
        surface.blit(backdrop, self.rect)
        pygame.draw.rect(surface, MARK, self.rect, width=max(2, px(3)), border_radius=px(14))
        title_font, body = self._fonts()
        x, y = self.rect.left + px(24), self.rect.top + px(24)
        room = self.rect.width - 2 * px(24)
        surface.blit(title_font.render(fit(self.title, room, title_font), True, MARK), (x, y))
        y += title_font.get_linesize() + px(12)
        text_room = room - px(18)
        for text in self.lines:
            pygame.draw.circle(surface, MARK, (x + px(6), y + body.get_linesize() // 2), px(4))
            for line in wrap_text(text, body, text_room):
                surface.blit(body.render(line, True, TEXT), (x + px(18), y))
                y += body.get_linesize()
            y += body.get_linesize() // 2
        for button, label in zip((self.play_button, self.leave_button), self.labels, strict=True):
            pygame.draw.rect(surface, PANEL_EDGE, button, border_radius=px(8))
            pygame.draw.rect(surface, MARK, button, width=max(1, px(2)), border_radius=px(8))
            image = body.render(fit(label, button.width - px(10), body), True, TEXT)
            surface.blit(image, image.get_rect(center=button.center))
