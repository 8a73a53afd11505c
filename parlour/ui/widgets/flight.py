"""Things in the air over a table: a card sent to a pile, a jeton to the middle, a stake.

A table launches a flight when its events say something moved, and draws each flight
where it is now, on top of the still table; the flight's own tween in the table's
``Animator`` carries it, so it follows the animation speed, and the host's frames stop
once the last one has landed. What flies (a card id, a colour, a coin and its count) is the
table's own business: a flight only carries it along.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from parlour.ui.anim import LONG, Animator, Point, lerp_point

What = TypeVar("What")


@dataclass(eq=False)
class Flight(Generic[What]):
    """``what`` on its way from ``start`` to ``end``; ``key`` names its tween."""

    key: Hashable
    what: What
    start: Point
    end: Point
    #: Runs when it arrives (a pile that counts it only then, a card put in its place).
    landed: Callable[[], None] | None = field(default=None, repr=False)


class Flights(Generic[What]):
    """The flights of one table, in the order they were launched (later ones on top)."""

    def __init__(self, anim: Animator) -> None:
        self.anim = anim
        self._flying: list[Flight[What]] = []
        self._launched = 0

    def launch(
        self,
        what: What,
        start: Point,
        end: Point,
        duration: float = LONG,
        *,
        delay: float = 0.0,
        landed: Callable[[], None] | None = None,
    ) -> None:
        """Send ``what`` from ``start`` to ``end`` over ``duration`` (after ``delay``, in
        which it waits where it starts); at speed 0 it lands at once."""
        self._launched += 1
        flight = Flight(("flight", self._launched), what, start, end, landed)
        self._flying.append(flight)
        self.anim.start(
            flight.key, 0.0, 1.0, duration, delay=delay, on_done=lambda: self._land(flight)
        )

    def _land(self, flight: Flight[What]) -> None:
        if flight in self._flying:
            self._flying.remove(flight)
        if flight.landed is not None:
            flight.landed()

    def progress(self, flight: Flight[What]) -> float:
        """How far ``flight`` has come, eased: 0 at its start, 1 where it lands."""
        tween = self.anim.get(flight.key)
        return 1.0 if tween is None else tween.progress

    def position(self, flight: Flight[What]) -> Point:
        """Where ``flight`` is now."""
        return lerp_point(flight.start, flight.end, self.progress(flight))

    def __iter__(self) -> Iterator[Flight[What]]:
        """The flights still in the air; one whose tween the table dropped (an
        ``Animator.clear`` on a new layout) is gone and never lands."""
        self._flying = [f for f in self._flying if f.key in self.anim]
        return iter(list(self._flying))

    def __bool__(self) -> bool:
        return any(True for _ in self)

    def clear(self) -> None:
        """Everything in the air is gone at once, nothing lands (a new layout)."""
        for flight in self._flying:
            self.anim.cancel(flight.key)
        self._flying.clear()
