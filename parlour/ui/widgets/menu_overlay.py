"""The in-game menu (Esc): Resume, Save, Rules, Settings, Quit to menu.

Built from pygame_gui buttons so it looks like every other menu of the app and relabels
with the language. The host decides what each choice does; this widget only shows the
panel, dims what is underneath and reports the choice by name.

The dimming veil is a pygame_gui element one layer below the panel, not a fill on the
scene: pygame_gui draws after the scene, so a fill would leave the host's own buttons
(Undo, Menu) bright on top of the dark, a disabled one looking like the liveliest thing
on screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel, UIPanel

#: The choices in menu order; each is labelled ``table.menu.<choice>``.
CHOICES: tuple[str, ...] = ("resume", "save", "rules", "settings", "quit")

DIM = (0, 0, 0, 140)
#: The panel's layer; the veil lies just below it, above every other element.
PANEL_LAYER = 20


class MenuOverlay:
    """Opened by the host with ``open(rect)``; ``on_choice(name)`` receives the click."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        on_choice: Callable[[str], None],
        choices: Sequence[str] = CHOICES,
        scale: float = 1.0,
    ) -> None:
        self.manager = manager
        self.on_choice = on_choice
        self.choices = tuple(choices)
        self.scale = scale
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.panel: UIPanel | None = None
        self.veil: UIImage | None = None
        self.buttons: dict[str, UIButton] = {}
        #: The choice the keyboard points at (Up/Down move it, Enter takes it).
        self.focus = 0

    @property
    def is_open(self) -> bool:
        return self.panel is not None

    def open(self, rect: pygame.Rect, scale: float | None = None) -> None:
        """Show the menu centred in ``rect`` (the window); rebuilds if already open."""
        reopening = self.is_open
        self.close()
        if not reopening:
            self.focus = 0
        if scale is not None:
            self.scale = scale
        self.rect = pygame.Rect(rect)
        button_w = int(260 * self.scale)
        button_h = int(48 * self.scale)
        gap = int(10 * self.scale)
        title_h = int(56 * self.scale)
        pad = int(20 * self.scale)
        height = pad + title_h + len(self.choices) * (button_h + gap) + pad
        width = button_w + 2 * pad
        panel_rect = pygame.Rect(0, 0, width, height)
        panel_rect.center = self.rect.center
        shade = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shade.fill(DIM)
        self.veil = UIImage(self.rect, shade, manager=self.manager, starting_height=PANEL_LAYER - 1)
        self.panel = UIPanel(panel_rect, starting_height=PANEL_LAYER, manager=self.manager)
        UILabel(
            pygame.Rect(pad, pad, button_w, title_h - gap),
            "table.menu.title",
            manager=self.manager,
            container=self.panel,
            object_id="#heading",
        )
        for index, choice in enumerate(self.choices):
            top = pad + title_h + index * (button_h + gap)
            self.buttons[choice] = UIButton(
                pygame.Rect(pad, top, button_w, button_h),
                f"table.menu.{choice}",
                manager=self.manager,
                container=self.panel,
                object_id="#menu_button",
            )
        self._mark_focus()

    def _mark_focus(self) -> None:
        """Show the keyboard's choice in the buttons' own "selected" look."""
        for index, choice in enumerate(self.choices):
            button = self.buttons.get(choice)
            if button is None:
                continue
            if index == self.focus:
                button.select()
            else:
                button.unselect()

    def close(self) -> None:
        if self.panel is not None:
            self.panel.kill()  # kills the buttons and the label inside it too
        if self.veil is not None:
            self.veil.kill()
        self.panel = None
        self.veil = None
        self.buttons = {}

    def relayout(self, rect: pygame.Rect, scale: float | None = None) -> None:
        """Window resized or language changed: rebuild in place if open."""
        if self.is_open:
            self.open(rect, scale)
        else:
            self.rect = pygame.Rect(rect)

    def choice_of(self, element: object) -> str | None:
        for name, button in self.buttons.items():
            if button is element:
                return name
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A button press reports its choice; Esc resumes. Everything else is swallowed
        while open, so the table below cannot be played through the menu."""
        if not self.is_open:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            choice = self.choice_of(event.ui_element)
            if choice is not None:
                self.on_choice(choice)
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_choice("resume")
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
            self.focus = (self.focus + step) % len(self.choices)
            self._mark_focus()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.on_choice(self.choices[self.focus])
            return True
        return event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.MOUSEWHEEL,
            pygame.KEYDOWN,
            pygame.KEYUP,
        )
