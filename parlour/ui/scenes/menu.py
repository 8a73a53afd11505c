"""What every pygame_gui menu screen shares: the baize, a cream panel in the middle, Esc
to go back, and small helpers that keep widget code short."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer, UIElement
from pygame_gui.core.interfaces import IContainerLikeInterface

from parlour.ui import theme
from parlour.ui.scene import Scene
from parlour.ui.widgets.dropdown import TopDropDown
from parlour.ui.widgets.menu_focus import FOCUSABLE, MenuFocus

if TYPE_CHECKING:
    from parlour.ui.app import App

#: What a ``UIDropDownMenu`` lists: (shown text, option id) pairs.
Choices = list[str | tuple[str, str]]

#: Keys that take a screen's main choice (Start on the setup, Play again on the results).
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)

#: Keys that turn the page of a paged list (the saves, the statistics), and which way.
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1, pygame.K_LEFT: -1, pygame.K_RIGHT: 1}

#: Dims whatever lies below an overlay.
_SHADE = (10, 20, 14, 150)


class MenuScene(Scene):
    """A menu screen laid out inside a panel; layouts assume at least 1024×640.

    The cream panels are drawn here with ``pygame.draw`` rather than as pygame_gui panels:
    a large rounded pygame_gui shape costs about a second to build, which every relayout
    and language switch would pay again.
    """

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.panels: list[pygame.Rect] = []
        self.menu_focus = MenuFocus()

    def exit(self) -> None:
        super().exit()
        self.panels = []

    def panel_rect(self, width: float, height: float, top: float | None = None) -> pygame.Rect:
        """A centred rect of ``width``×``height`` (1280×800 units), clipped to the area."""
        area = self.area()
        rect = pygame.Rect(0, 0, min(self.app.px(width), area.width - 40), 0)
        rect.height = min(self.app.px(height), area.height - 40)
        rect.centerx = area.centerx
        rect.centery = area.centery
        if top is not None:
            rect.top = self.app.px(top)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        if self.overlay:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(_SHADE)
            surface.blit(shade, (0, 0))
        else:
            surface.blit(theme.background(surface.get_size()), (0, 0))
        for rect in self.panels:
            theme.draw_panel(surface, rect, self.app.scale)

    def back(self) -> None:
        """Esc or Back: an open list closes first, then the screen goes back."""
        if self.menu_focus.close_open_list(self.focusable()):
            return
        self.app.go_back()

    # -- the keyboard ------------------------------------------------------------------
    def focusable(self) -> list[UIElement]:
        """The controls Tab steps through, in the order the screen built them (each screen
        builds them in reading order); only an open dialog's while one is up."""
        for widget in reversed(self.widgets):
            if isinstance(widget, pygame_gui.elements.UIWindow) and widget.alive():
                inside = widget.get_container()
                assert isinstance(inside, UIContainer)
                return _controls(inside.elements)
        return _controls(self.widgets)

    def _scrollers(self) -> list[pygame_gui.elements.UIScrollingContainer]:
        return [w for w in self.widgets if isinstance(w, pygame_gui.elements.UIScrollingContainer)]

    def keyboard(self, event: pygame.event.Event) -> bool:
        """Tab, the arrows, Enter and Space over the screen's controls (``True``: used,
        the screen's own handling leaves the event alone)."""
        return self.menu_focus.handle_event(event, self.focusable(), self._scrollers())

    def draw_over(self, surface: pygame.Surface) -> None:
        self.menu_focus.draw(surface, self.focusable(), self._scrollers())

    # -- widget helpers ----------------------------------------------------------------
    def panel(self, rect: pygame.Rect) -> pygame.Rect:
        """A cream panel behind the widgets in ``rect`` (drawn by ``draw``)."""
        self.panels.append(rect)
        return rect

    def label(
        self,
        rect: pygame.Rect,
        text: str,
        object_id: str | None = None,
        container: IContainerLikeInterface | None = None,
    ) -> pygame_gui.elements.UILabel:
        return self.add(
            pygame_gui.elements.UILabel(
                rect,
                text,
                manager=self.app.manager,
                container=container,
                object_id=ObjectID(object_id) if object_id else None,
            )
        )

    def dropdown(self, choices: Choices, current: str, rect: pygame.Rect) -> TopDropDown:
        """A dropdown of (text, id) ``choices`` showing the one whose id is ``current``."""
        start = next(c for c in choices if isinstance(c, tuple) and c[1] == current)
        return self.add(TopDropDown(choices, start, rect, manager=self.app.manager))

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        object_id: str | None = None,
        container: IContainerLikeInterface | None = None,
        tooltip: str | None = None,
    ) -> pygame_gui.elements.UIButton:
        return self.add(
            pygame_gui.elements.UIButton(
                rect,
                text,
                manager=self.app.manager,
                container=container,
                object_id=ObjectID(object_id) if object_id else None,
                tool_tip_text=tooltip,
            )
        )


def _controls(elements: Iterable[object]) -> list[UIElement]:
    """The ones of ``elements`` a player can work now: alive, shown and enabled."""
    return [
        element
        for element in elements
        if isinstance(element, FOCUSABLE)
        and element.alive()  # type: ignore[no-untyped-call]  # untyped in pygame_gui
        and element.visible
        and element.is_enabled
    ]
