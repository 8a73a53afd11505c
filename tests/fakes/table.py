"""The fake game's table: the pile as a number and one button per legal take.

Buttons are plain rects (no pygame_gui), so a test can click them by position:
``FakeTable.button_rects`` maps each legal ``Take`` to where it is drawn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.ui.fonts import font
from parlour.ui.table_api import GameTable
from tests.fakes.game import Take


class FakeTable(GameTable):
    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.rect = pygame.Rect(0, 0, 100, 100)
        self.view: Mapping[str, Any] = {}
        self.legal: list[Action] = []
        self.button_rects: dict[Action, pygame.Rect] = {}
        self.seen_events: list[Event] = []

    def show(self, view: Mapping[str, Any], viewer: int | None, legal: list[Action]) -> None:
        self.view, self.legal = view, legal
        self._place_buttons()

    def on_events(self, events: list[Event]) -> None:
        self.seen_events.extend(events)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()
        self._place_buttons()

    def _place_buttons(self) -> None:
        self.button_rects = {}
        for index, act in enumerate(self.legal):
            rect = pygame.Rect(0, 0, 80, 50)
            rect.center = (self.rect.centerx + (index - 1) * 100, self.rect.centery + 80)
            self.button_rects[act] = rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for act, rect in self.button_rects.items():
                if rect.collidepoint(event.pos):
                    self.ctx.submit(act)
                    return True
        return False

    def hint_spots(self, action: Action) -> list[pygame.Rect]:
        rect = self.button_rects.get(action)
        return [] if rect is None else [rect.copy()]

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (30, 80, 50), self.rect)
        text = font(32, True).render(str(self.view.get("pile", "?")), True, (250, 240, 220))
        surface.blit(text, text.get_rect(center=self.rect.center))
        for act, rect in self.button_rects.items():
            assert isinstance(act, Take)
            pygame.draw.rect(surface, (200, 170, 90), rect, border_radius=6)
            label = font(20).render(str(act.count), True, (20, 20, 20))
            surface.blit(label, label.get_rect(center=rect.center))
