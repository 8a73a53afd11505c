"""Keyboard play at any table: a focus that steps through what a click would act on.

A table lists its *focus spots* (``GameTable.focus_spots``): the cards it lets you pick
up, the places the picked one may go, its buttons. Tab and the arrow keys step through
them in reading order (Shift+Tab, Left and Up step back); Enter or Space clicks the one in
focus. The click is an ordinary left click at the spot's centre, handed to the table, so
keyboard play goes through exactly the code a mouse click does (click-to-select, then a
click on a lit target) and never decides a rule. Moving the focus also moves the table's
idea of the pointer there, so hovers follow: a focused card shows its zoom, a focused
button lights up. The real mouse takes over again the moment it moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

_STEP = {
    pygame.K_TAB: 1,
    pygame.K_RIGHT: 1,
    pygame.K_DOWN: 1,
    pygame.K_LEFT: -1,
    pygame.K_UP: -1,
}
_CLICK = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: Spots whose centres lie within this many pixels of each other vertically share a row.
_ROW = 24

Deliver = Callable[[pygame.event.Event], bool]


def reading_order(spots: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``spots`` top row first, left to right within a row; duplicates once."""
    unique: list[pygame.Rect] = []
    for rect in spots:
        if rect not in unique:
            unique.append(pygame.Rect(rect))
    return sorted(unique, key=lambda r: (r.centery // _ROW, r.centerx))


class KeyboardPointer:
    """The keyboard's focus over one table's spots."""

    def __init__(self) -> None:
        self.focus: pygame.Rect | None = None
        #: Shown only while the keyboard is in use; the mouse hides it.
        self.visible = False

    def handle_event(
        self, event: pygame.event.Event, spots: Sequence[pygame.Rect], deliver: Deliver
    ) -> bool:
        """Step or click on a key (``True``: used); ``deliver`` hands a made-up mouse
        event to the table. A real mouse movement hides the focus and is not used."""
        if event.type == pygame.MOUSEMOTION:
            self.visible = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        ordered = reading_order(spots)
        if not ordered:
            return False
        if event.key in _STEP:
            back = event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT)
            self._step(ordered, -1 if back else _STEP[event.key], deliver)
            return True
        if event.key in _CLICK and self.visible and self.focus in ordered:
            assert self.focus is not None
            pos = self.focus.center
            deliver(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            deliver(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            return True
        return False

    def _step(self, ordered: list[pygame.Rect], step: int, deliver: Deliver) -> None:
        if self.visible and self.focus in ordered:
            index = (ordered.index(self.focus) + step) % len(ordered)
        else:
            index = 0 if step > 0 else len(ordered) - 1
        self.focus = ordered[index]
        self.visible = True
        pos = self.focus.center
        deliver(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def draw(self, surface: pygame.Surface, spots: Sequence[pygame.Rect]) -> None:
        """A ring round the focused spot, while it is still one of ``spots``: white on
        black, so it shows on every table and differs from the gold of lit targets."""
        if not self.visible or self.focus is None or self.focus not in spots:
            return
        draw_ring(surface, self.focus)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard's focus ring round ``rect``, kept inside the surface's clip (a spot at
    the edge): one look for the tables and the menus."""
    outer = rect.inflate(12, 12).clip(surface.get_clip())
    pygame.draw.rect(surface, (20, 20, 20), outer, 5, border_radius=10)
    pygame.draw.rect(surface, (255, 255, 255), outer.inflate(-4, -4), 2, border_radius=8)
