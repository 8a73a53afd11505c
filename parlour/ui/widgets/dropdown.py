"""Dropdowns whose open list lies above everything else on the screen.

pygame_gui puts an open list a few layers above the dropdown's own container, where any
element built later and stacked higher (a scrolling list's rows, another dropdown) is drawn
over it and takes its clicks: the setup's game list opened behind the seat-type boxes, and
a click on "Millionenspiel" opened a seat's list instead. ``TopDropDown`` lifts itself and
its list above the highest layer in use while it is open, and settles back when it closes.

pygame_gui also opens a dropdown in one fixed direction and clips its list to the
container: in a scrolling list of seats, a row near the bottom of the view would open a
list nobody can see. ``RoomyDropDown`` decides when it opens, from where it is drawn then.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements.ui_drop_down_menu import UIExpandedDropDownState


class TopDropDown(pygame_gui.elements.UIDropDownMenu):
    """A ``UIDropDownMenu`` drawn, and clicked, above every other element while open."""

    #: The open list last lifted (a list is built anew each time the dropdown opens).
    _lifted: pygame_gui.elements.UISelectionList | None = None

    @property
    def is_open(self) -> bool:
        return self.current_state is self.menu_states.get("expanded")

    @property
    def options_list_ui(self) -> pygame_gui.elements.UISelectionList | None:
        """The open list's element, or ``None`` while closed."""
        state = self.current_state
        if not self.is_open or not isinstance(state, UIExpandedDropDownState):
            return None
        return state.options_selection_list

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        listed = self.options_list_ui
        if listed is None:
            # Where its container put it (the container may have moved since).
            container = self.ui_container
            resting = self.starting_height + (container.get_container().layer if container else 0)
            if self.layer != resting:
                self.change_layer(resting)
            return
        if listed is self._lifted:
            return
        self._lifted = listed
        self.change_layer(self.ui_manager.get_sprite_group().get_top_layer() + 1)
        # The list and the container of its rows are siblings of the dropdown, not children.
        listed.change_layer(self.layer + listed.starting_height)
        rows = listed.list_and_scroll_bar_container
        if rows is not None:
            rows.change_layer(self.layer + listed.starting_height)


class RoomyDropDown(TopDropDown):
    """A dropdown that opens down or up, whichever has more room in ``view``.

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
