"""Telling a deliberate press from a stray one, for panels that appear between two moves.

The hot-seat curtain, the catch-up and public-moment panel and the Warte mal banner all
appear right after somebody acted, often under a pointer or a finger still busy with that
move. None of them may be triggered by the tail of it: a mouse press that began before
the panel (its release), the second click of a double click, a key held down or repeating.
So a press counts only when

- it began after the panel had been up for its arming time,
- a mouse click went down and came up on the same target, and
- a key went down fresh (not held from before), and, where the panel acts on release,
  came up again.

Time comes from ``clock`` (seconds), so hosts count frames and tests need no wall clock.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

Clock = Callable[[], float]


class PressGuard:
    """The bookkeeping of one panel; ``restart`` whenever the panel appears anew."""

    def __init__(self, clock: Clock, arm_seconds: float, armed: bool = False) -> None:
        """``armed``: the panel has been up long enough from the start (one that only
        quiets down when it appears anew, at ``restart``)."""
        self.clock = clock
        self.arm_seconds = arm_seconds
        self._since = clock() - (arm_seconds if armed else 0.0)
        #: Every key seen going down and not yet up: a repeat or a held key is no press.
        self._held: set[int] = set()
        #: What an armed mouse press went down on, until its release.
        self._pressed: Hashable | None = None
        #: A key pressed fresh while armed that counts when it comes up.
        self._key: int | None = None

    def restart(self) -> None:
        """The panel appeared: nothing pressed so far counts."""
        self._since = self.clock()
        self._pressed = None
        self._key = None

    @property
    def armed(self) -> bool:
        """Up long enough that a press is meant for it."""
        return self.clock() - self._since >= self.arm_seconds

    def track_keys(self, event: pygame.event.Event) -> bool:
        """Note which keys are down (the host passes every event, also while the panel is
        hidden); whether ``event`` is a fresh key press while armed."""
        fresh = False
        if event.type == pygame.KEYDOWN:
            fresh = event.key not in self._held and self.armed
            self._held.add(event.key)
        elif event.type == pygame.KEYUP:
            self._held.discard(event.key)
        return fresh

    def mouse_down(self, target: Hashable | None) -> None:
        """The left button went down on ``target`` (``None``: on nothing that counts)."""
        self._pressed = target if self.armed else None

    def mouse_up(self) -> Hashable | None:
        """The left button came up: what its armed press went down on (the caller checks
        that the release is on the same target)."""
        pressed, self._pressed = self._pressed, None
        return pressed

    def key_down(self, key: int | None) -> None:
        """A fresh press of ``key`` that counts once it comes up again (``None``: a key
        press that cancels one pending)."""
        self._key = key

    def key_up(self, key: int) -> bool:
        """Whether the release of ``key`` ends a press that counts."""
        if key != self._key:
            return False
        self._key = None
        return True
