"""Scenes (one screen each) and the stack that shows them.

A scene owns its pygame_gui widgets from ``enter()`` to ``exit()``. Rebuilding them is
cheap, so the default ``relayout`` and ``relabel`` simply build them again from the
scene's own state: a resized window or a new language then can never leave a stale label
or a widget at an old position behind. Scenes keep what the player typed in attributes
(``capture()`` reads it back from the widgets before they are rebuilt).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import pygame

from parlour.settings import MIN_WINDOW

if TYPE_CHECKING:
    # Only for the checker: the main menu's first frame is drawn before pygame_gui loads.
    from pygame_gui.core import UIElement

    from parlour.ui.app import App

#: Any pygame_gui element: ``Scene.add`` hands back exactly the kind it was given.
Widget = TypeVar("Widget", bound="UIElement")


class Scene:
    """One screen. Override what you need; the defaults do nothing harmful."""

    #: An overlay shows the scene below it (drawn first) and dims it.
    overlay: bool = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets: list[UIElement] = []

    # -- life cycle --------------------------------------------------------------------
    def enter(self) -> None:
        """Build the widgets."""
        self.build()

    def exit(self) -> None:
        """Kill every widget this scene built."""
        self.capture()
        for widget in self.widgets:
            widget.kill()
        self.widgets.clear()

    def build(self) -> None:
        """Create the pygame_gui widgets for the current window size and language."""

    def capture(self) -> None:
        """Copy anything the player typed from the widgets into the scene's state."""

    def add(self, widget: Widget) -> Widget:
        """Remember ``widget`` so ``exit`` kills it; returns it for chaining."""
        self.widgets.append(widget)
        return widget

    def area(self) -> pygame.Rect:
        """The window rect, never smaller than the minimum the layouts are made for."""
        width, height = self.app.screen.get_size()
        return pygame.Rect(0, 0, max(width, MIN_WINDOW[0]), max(height, MIN_WINDOW[1]))

    # -- per frame ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """A pygame or pygame_gui event (the UIManager has already seen it)."""

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; ``True`` if the screen must be redrawn."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is not a widget (backgrounds, the table); widgets are drawn after."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw what lies above the widgets (a menu's focus ring); only the top scene."""

    # -- changes from outside ----------------------------------------------------------
    def relayout(self, size: tuple[int, int]) -> None:
        """The window has a new size: build the widgets again."""
        self.exit()
        self.enter()

    def relabel(self) -> None:
        """The language changed: build the widgets again with the new texts."""
        self.exit()
        self.enter()

    def back(self) -> None:
        """Esc: leave this scene (menus go back; the main menu stays)."""


class SceneManager:
    """A stack of scenes: ``switch`` replaces all of it, ``push`` lays an overlay on top."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.stack: list[Scene] = []
        #: Called after every change of the stack (the app then redraws).
        self.on_change = on_change
        #: Scenes below the top that missed a language change; relabelled when shown again.
        self._stale: set[int] = set()

    @property
    def current(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def switch(self, scene: Scene) -> None:
        """Leave every scene and show ``scene``."""
        while self.stack:
            self.stack.pop().exit()
        self._stale.clear()
        self.stack.append(scene)
        scene.enter()
        self._changed()

    def push(self, scene: Scene) -> None:
        """Show ``scene`` above the current one (settings or rules over the table).

        The scene below keeps its state but not its widgets, so clicks cannot reach it;
        they are rebuilt when the overlay is popped. It is still drawn, dimmed, beneath.
        """
        if self.stack:
            self.stack[-1].exit()
        scene.overlay = True
        self.stack.append(scene)
        scene.enter()
        self._changed()

    def pop(self) -> None:
        """Close the top scene and show the one below again."""
        if not self.stack:
            return
        self.stack.pop().exit()
        if self.stack:
            below = self.stack[-1]
            below.enter()
            if id(below) in self._stale:
                self._stale.discard(id(below))
                below.relabel()
        self._changed()

    def relabel(self) -> None:
        """The language changed: the top scene relabels now, the others when shown again."""
        if not self.stack:
            return
        self._stale.update(id(scene) for scene in self.stack[:-1])
        self.stack[-1].relabel()
        self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and what an overlay shows through."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(start, 0) :]
