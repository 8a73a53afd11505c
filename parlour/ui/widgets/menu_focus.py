"""Keyboard focus over a menu screen's pygame_gui controls, with the tables' focus ring.

pygame_gui gives keys only to a text field and a checkbox that was clicked, so a menu used
to answer only Enter and Esc: a keyboard-only player could not choose a game, a seat's
bot level or a save. Here Tab and Down step to the next control, Shift+Tab and Up to the
one before (Right and Left too, where they do not move a text cursor, turn a slider or
turn a page), and Enter or Space works the one in focus:

- a button or a dropdown gets an ordinary left click at its centre, so the keyboard goes
  through exactly the code the mouse does;
- in an open dropdown the arrows walk its options and Enter or Space picks one; Esc (see
  ``close_open_list``) or Tab closes it;
- a checkbox toggles (pygame_gui already does that for the one it has focus on);
- a text field takes the keys as soon as it is in focus: Space and the arrows type there;
- Left and Right press a slider's arrows.

A screen lists its controls in the order they are stepped through (``MenuScene.focusable``).
The focus is kept by its place in that list, so a screen rebuilt by a choice (a new game,
one more seat) keeps it where it was. The ring shows only while the keyboard is in use: the
mouse hides it, as at the tables (``parlour.ui.widgets.keyboard``).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui
from pygame_gui.core import UIElement

from parlour.ui.widgets.keyboard import draw_ring

#: What the keyboard can work: the rest (labels, panels) only shows something.
FOCUSABLE = (
    pygame_gui.elements.UIButton,
    pygame_gui.elements.UIDropDownMenu,
    pygame_gui.elements.UICheckBox,
    pygame_gui.elements.UITextEntryLine,
    pygame_gui.elements.UIHorizontalSlider,
)
_STEP = {pygame.K_TAB: 1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1, pygame.K_UP: -1, pygame.K_LEFT: -1}
_WORK = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_SIDEWAYS = (pygame.K_LEFT, pygame.K_RIGHT)


def is_open(element: UIElement) -> bool:
    """Whether ``element`` is a dropdown whose list is open and staying open (a click
    elsewhere has already told it to close)."""
    if not isinstance(element, pygame_gui.elements.UIDropDownMenu):
        return False
    state = element.current_state
    return state is element.menu_states.get("expanded") and not (
        state is not None and state.should_transition
    )


def _options(dropdown: UIElement) -> list[pygame_gui.elements.UIButton]:
    """The option buttons of an open dropdown, top to bottom."""
    state = getattr(dropdown, "current_state", None)
    listed = getattr(state, "options_selection_list", None)
    if listed is None:
        return []
    return [item["button_element"] for item in listed.item_list if item["button_element"]]


def _click(element: UIElement) -> None:
    """A left click at ``element``'s centre, through the event queue like a real one."""
    pos = element.get_abs_rect().center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


class MenuFocus:
    """The keyboard's place among one screen's controls."""

    def __init__(self) -> None:
        self.focus: UIElement | None = None
        #: The focus's place in the screen's list, to find it again after a rebuild.
        self.index = 0
        #: Shown only while the keyboard is in use; the mouse hides it.
        self.visible = False
        #: In an open dropdown: the option in focus.
        self.option = 0

    def sync(self, controls: Sequence[UIElement]) -> None:
        """Find the focus again in ``controls`` if its control was rebuilt or went away."""
        if self.focus is not None and self.focus in controls:
            self.index = list(controls).index(self.focus)
            return
        self.focus = controls[min(self.index, len(controls) - 1)] if controls else None

    def handle_event(
        self,
        event: pygame.event.Event,
        controls: Sequence[UIElement],
        scrollers: Sequence[pygame_gui.elements.UIScrollingContainer] = (),
    ) -> bool:
        """Step or work on a key (``True``: used, the screen ignores it); a real mouse
        movement hides the ring and is not used."""
        if event.type == pygame.MOUSEMOTION:
            self.visible = False
            return False
        if event.type != pygame.KEYDOWN or not controls:
            return False
        self.sync(controls)
        focus = self.focus if self.visible else None
        if focus is not None and is_open(focus) and self._in_list(event, focus):
            return True
        typing = isinstance(focus, pygame_gui.elements.UITextEntryLine) and focus.is_focused
        if isinstance(focus, pygame_gui.elements.UIHorizontalSlider) and event.key in _SIDEWAYS:
            button = focus.left_button if event.key == pygame.K_LEFT else focus.right_button
            if button is not None:
                _click(button)
            return True
        if event.key in _STEP and not (typing and event.key in _SIDEWAYS):
            back = event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
            self._step(controls, -1 if back else _STEP[event.key], scrollers)
            return True
        if event.key in _WORK and focus is not None and not typing:
            self._work(focus, event.key)
            return True
        return False

    def _step(
        self,
        controls: Sequence[UIElement],
        step: int,
        scrollers: Sequence[pygame_gui.elements.UIScrollingContainer],
    ) -> None:
        if self.visible and self.focus is not None and self.focus in controls:
            self.index = (list(controls).index(self.focus) + step) % len(controls)
        else:
            self.index = min(self.index, len(controls) - 1) if self.focus else 0
        self.focus = controls[self.index]
        self.visible = True
        # What a click would focus: a text field then takes the keys, an open list closes.
        self.focus.ui_manager.set_focus_set(self.focus)
        for scroller in scrollers:
            if self.focus.ui_container is scroller.get_container():
                scroll_into_view(scroller, self.focus)

    def _work(self, focus: UIElement, key: int) -> None:
        if isinstance(focus, pygame_gui.elements.UICheckBox):
            # pygame_gui toggles the checkbox it has focus on by Space and Return itself.
            if not focus.is_focused or key == pygame.K_KP_ENTER:
                _click(focus)
            return
        if isinstance(focus, pygame_gui.elements.UIDropDownMenu):
            choices = [option[1] for option in focus.options_list]
            chosen = focus.selected_option[1]
            self.option = choices.index(chosen) if chosen in choices else 0
        _click(focus)

    def _in_list(self, event: pygame.event.Event, dropdown: UIElement) -> bool:
        """A key in an open dropdown: arrows walk the options, Enter or Space picks the one
        in focus (the one already chosen just closes the list); Tab goes on (``False``)."""
        assert isinstance(dropdown, pygame_gui.elements.UIDropDownMenu)
        options = _options(dropdown)
        if not options:
            return False
        if event.key in (pygame.K_DOWN, pygame.K_UP):
            step = 1 if event.key == pygame.K_DOWN else -1
            self.option = (self.option + step) % len(options)
            return True
        if event.key in _WORK:
            chosen = options[min(self.option, len(options) - 1)]
            if chosen.text == dropdown.selected_option[0]:
                close(dropdown)
            else:
                _click(chosen)
            return True
        return False

    def close_open_list(self, controls: Sequence[UIElement]) -> bool:
        """Close an open dropdown (Esc); ``False`` if none was open."""
        for control in controls:
            if is_open(control):
                assert isinstance(control, pygame_gui.elements.UIDropDownMenu)
                close(control)
                return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        controls: Sequence[UIElement],
        scrollers: Sequence[pygame_gui.elements.UIScrollingContainer] = (),
    ) -> None:
        """The ring round the control in focus (or the option in focus in its open list),
        cut to the scrolling list it lies in."""
        self.sync(controls)
        focus = self.focus
        if not self.visible or focus is None:
            return
        rect = pygame.Rect(focus.get_abs_rect())
        clip = surface.get_rect()
        options = _options(focus) if is_open(focus) else []
        if options:
            rect = pygame.Rect(options[min(self.option, len(options) - 1)].get_abs_rect())
        else:
            for scroller in scrollers:
                if focus.ui_container is scroller.get_container():
                    clip = clip.clip(scroller.get_abs_rect())
        previous = surface.get_clip()
        surface.set_clip(clip)
        draw_ring(surface, rect)
        surface.set_clip(previous)


def close(dropdown: pygame_gui.elements.UIDropDownMenu) -> None:
    """Close ``dropdown``'s list, keeping its choice (it closes on its next update)."""
    state = dropdown.current_state
    if state is not None:
        state.should_transition = True


def scroll_into_view(
    scroller: pygame_gui.elements.UIScrollingContainer, element: UIElement
) -> None:
    """Scroll ``scroller`` just enough that ``element`` (one of its rows) is wholly seen."""
    bar = scroller.vert_scroll_bar
    total = scroller.get_container().get_rect().height
    if bar is None or total <= 0:
        return
    view = scroller.get_abs_rect().height
    top = bar.start_percentage * total
    wanted = element.get_relative_rect()
    if wanted.top < top:
        top = wanted.top
    elif wanted.bottom > top + view:
        top = wanted.bottom - view
    bar.set_scroll_from_start_percentage(max(0.0, min(1.0, top / total)))
