"""Keyboard play at any table: a focus that steps through what a click would act on.

A table lists its *focus spots* (``GameTable.focus_spots``): the cards it lets you pick
up, the places the picked one may go, its buttons. Tab and the arrow keys step through
them in reading order (Shift+Tab, Left and Up step back); Enter or Space clicks the one in
focus. The click is an ordinary left click at the spot's centre, handed to the table, so
keyboard play goes through exactly the code a mouse click does (click-to-select, then a
click on a lit target) and never decides a rule. Moving the focus also moves the table's
idea of the pointer there, so hovers follow: a focused card shows its zoom, a focused
button lights up. The real mouse takes over again the moment it moves. The made-up
events carry ``keyboard=True``, so a table can word its prompts for the keys ("Enter"
rather than "let go").

A click usually changes the spots (a card picked up lights its places; a move made
clears them), so the focused rectangle may be gone by the next key. The focus then
stays where the player was: on the same control if it only changed shape (a button
relabelled), else on the spot the move began from (the stack a chip was taken from),
else it steps on from where the gone spot stood in reading order. It never jumps back
to the first spot, which may be a button that ends the turn.
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
#: How many clicked spots are remembered as the places a move began.
_ORIGINS = 2

Deliver = Callable[[pygame.event.Event], bool]


def _reading_key(rect: pygame.Rect) -> tuple[int, int]:
    return (rect.centery // _ROW, rect.centerx)


def reading_order(spots: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``spots`` top row first, left to right within a row; duplicates once."""
    unique: list[pygame.Rect] = []
    for rect in spots:
        if rect not in unique:
            unique.append(pygame.Rect(rect))
    return sorted(unique, key=_reading_key)


def _same_place(old: pygame.Rect, ordered: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The spot covering at least half of ``old`` or of itself (the same control, grown
    or shrunk), the one covering most if several do."""
    best, best_area = None, 0
    for rect in ordered:
        clip = old.clip(rect)
        area = clip.width * clip.height
        smaller = min(old.width * old.height, rect.width * rect.height)
        if area > best_area and 2 * area >= smaller > 0:
            best, best_area = rect, area
    return best


class KeyboardPointer:
    """The keyboard's focus over one table's spots."""

    def __init__(self) -> None:
        self.focus: pygame.Rect | None = None
        #: Shown only while the keyboard is in use; the mouse hides it.
        self.visible = False
        #: The spots clicked last, newest last: where the move being made began.
        self._origins: list[pygame.Rect] = []

    def current(self, spots: Sequence[pygame.Rect]) -> pygame.Rect | None:
        """The spot in focus among ``spots`` (see the module's note on gone spots);
        ``None`` while the keyboard is not in use or nothing near is left."""
        if not self.visible or self.focus is None:
            return None
        ordered = reading_order(spots)
        if self.focus in ordered:
            return self.focus
        reshaped = _same_place(self.focus, ordered)
        if reshaped is not None:
            return reshaped
        return next((r for r in reversed(self._origins) if r in ordered), None)

    def handle_event(
        self, event: pygame.event.Event, spots: Sequence[pygame.Rect], deliver: Deliver
    ) -> bool:
        """Step or click on a key (``True``: used); ``deliver`` hands a made-up mouse
        event to the table. A real mouse movement hides the focus and is not used."""
        if event.type == pygame.MOUSEMOTION:
            self.visible = False
            self._origins = []
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
        focus = self.current(ordered)
        if event.key in _CLICK and focus is not None:
            self.focus = focus
            self._origins = [*self._origins, focus][-_ORIGINS:]
            pos = focus.center
            deliver(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, keyboard=True))
            deliver(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, keyboard=True))
            return True
        return False

    def _step(self, ordered: list[pygame.Rect], step: int, deliver: Deliver) -> None:
        focus = self.current(ordered)
        if focus is not None:
            index = (ordered.index(focus) + step) % len(ordered)
        elif self.visible and self.focus is not None:
            # The spot is gone: on from where it stood.
            where = _reading_key(self.focus)
            after = [i for i, r in enumerate(ordered) if _reading_key(r) > where]
            before = [i for i, r in enumerate(ordered) if _reading_key(r) < where]
            if step > 0:
                index = after[0] if after else 0
            else:
                index = before[-1] if before else len(ordered) - 1
        else:
            index = 0 if step > 0 else len(ordered) - 1
        self.focus = ordered[index]
        self.visible = True
        pos = self.focus.center
        motion = pygame.event.Event(
            pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), keyboard=True
        )
        deliver(motion)

    def draw(self, surface: pygame.Surface, spots: Sequence[pygame.Rect]) -> None:
        """A ring round the focused spot, while it is still one of ``spots``: white on
        black, so it shows on every table and differs from the gold of lit targets."""
        focus = self.current(spots)
        if focus is None:
            return
        draw_ring(surface, focus)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard's focus ring round ``rect``, kept inside the surface's clip (a spot at
    the edge): one look for the tables and the menus."""
    outer = rect.inflate(12, 12).clip(surface.get_clip())
    pygame.draw.rect(surface, (20, 20, 20), outer, 5, border_radius=10)
    pygame.draw.rect(surface, (255, 255, 255), outer.inflate(-4, -4), 2, border_radius=8)
