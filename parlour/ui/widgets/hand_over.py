"""A hand-over without a curtain: the next person's table takes no press at first.

When the screen passes from one person to another and nothing secret is at stake (a game
with no secrets, a settled move made in the open), no curtain comes between them: the next
person's table appears at once, its buttons where the last person's were. The second
click of a double click on "Done", or a click made a moment too late, would then act for
the next person. So for the curtain's own arming time (``curtain.ARM_SECONDS``) after
such a hand-over, presses do not reach the table, just as they would not lift the curtain;
a press that began before goes on to its release, so nothing carried stays stuck.
"""

from __future__ import annotations

import pygame

from parlour.ui.widgets.curtain import ARM_SECONDS
from parlour.ui.widgets.press_guard import Clock, PressGuard


class HandOver:
    """Told who looks after every change (``look``); asked about every event for the
    table (``holds_back``)."""

    def __init__(self, clock: Clock) -> None:
        self.guard = PressGuard(clock, ARM_SECONDS, armed=True)
        #: The person at the screen, or the one the curtain waits for while it is up.
        self._person: int | None = None
        #: A press held back: its release is held back too.
        self._press_held = False

    def look(self, looking: int | None, curtain_for: int | None) -> None:
        """``looking``: the person the table is shown to now (``None``: nobody, as while a
        move is made in the open); ``curtain_for``: the one the curtain waits for. Lifting
        the curtain is that person's own armed press, so it starts no quiet time."""
        person = curtain_for if curtain_for is not None else looking
        if person is None:
            return  # a moment for all: whoever comes next is compared with the last one
        if self._person is not None and person != self._person and curtain_for is None:
            self.guard.restart()
        self._person = person

    @property
    def quiet(self) -> bool:
        """Whether the table takes no press yet."""
        return not self.guard.armed

    def holds_back(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` must not reach the table: a press (mouse, or a key the keyboard
        clicks with) in the quiet time, and the release of a press held back."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press_held = self.quiet
            return self._press_held
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            held, self._press_held = self._press_held, False
            return held
        return event.type == pygame.KEYDOWN and self.quiet
