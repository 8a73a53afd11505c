"""A dropdown that opens toward the room it has inside a scrolled list.

pygame_gui opens a dropdown in one fixed direction and clips its list to the container: in
a scrolling list of seats, a row near the bottom of the view would open a list nobody can
see. This one decides when it opens, from where it is drawn at that moment.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIElement


class RoomyDropDown(pygame_gui.elements.UIDropDownMenu):
    """A ``UIDropDownMenu`` that opens down or up, whichever has more room in ``view``.

    ``view`` is the element whose on-screen rect clips the list (a scrolling container).
    """

    def __init__(self, *args: Any, view: UIElement, **kwargs: Any) -> None:
        self.view = view
        super().__init__(*args, **kwargs)

    def update(self, time_delta: float) -> None:
        state = self.current_state
        if state is not None and state.should_transition and state.target_state == "expanded":
            self._aim(self.view.get_abs_rect())
        super().update(time_delta)

    def _aim(self, view: pygame.Rect | pygame.FRect) -> None:
        below = view.bottom - self.rect.bottom
        above = self.rect.top - view.top
        expanded = self.menu_states["expanded"]
        expanded.expand_direction = "down" if below >= above else "up"
        self.expansion_height_limit = max(below, above)
