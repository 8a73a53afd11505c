"""Tweens and easing, driven by ``update(dt)`` so tables stay pure functions of time.

Nothing here reads a clock: the host calls ``update(dt)`` once per frame and redraws only
while something moves, so an idle table costs no CPU and tests can step time exactly.

``speed`` is a *duration factor*: 1.0 normal, 2.0 twice as long, 0.5 half as long and
0 instant (every tween finishes the moment it starts). ``TableContext.animation_speed``
holds this factor; the table host converts the settings' speed (0.5 slow, 2 fast) into it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

Easing = Callable[[float], float]
Point = tuple[float, float]

#: Motion is short and purposeful: these are its durations at normal speed (seconds).
SHORT = 0.15
NORMAL = 0.22
LONG = 0.3


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing: what a card slid across a table does."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow start and end, for things that lift off and settle (a shuffle, a flip)."""
    if t < 0.5:
        return 4.0 * t * t * t
    return 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def scaled(duration: float, speed: float) -> float:
    """``duration`` under the duration factor ``speed`` (0 or less = instant)."""
    return max(0.0, duration * speed)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


@dataclass
class Tween:
    """A value moving from ``start`` to ``end`` (floats or points) over ``duration``.

    ``delay`` holds the tween at ``start`` first, so a row of cards can be dealt one
    after another from one list of tweens.
    """

    start: float | Point
    end: float | Point
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    _fired: bool = field(default=False, repr=False)

    @property
    def progress(self) -> float:
        """0.0 before the tween moves, 1.0 once it arrived (after easing is applied)."""
        if self.duration <= 0.0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        t = (self.elapsed - self.delay) / self.duration
        return self.easing(min(1.0, max(0.0, t)))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def value(self) -> float | Point:
        t = self.progress
        if isinstance(self.start, tuple) and isinstance(self.end, tuple):
            return lerp_point(self.start, self.end, t)
        assert isinstance(self.start, int | float) and isinstance(self.end, int | float)
        return lerp(float(self.start), float(self.end), t)

    def point(self) -> Point:
        value = self.value
        assert isinstance(value, tuple)
        return value

    def number(self) -> float:
        value = self.value
        assert isinstance(value, float)
        return value

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; ``True`` while still moving."""
        self.elapsed += max(0.0, dt)
        if self.done and not self._fired:
            self._fired = True
            if self.on_done is not None:
                self.on_done()
        return not self.done


class Animator:
    """Tweens by key: starting a tween for a key replaces the running one.

    Keys are whatever the table uses for a thing on screen (a card id, ``("noble", 3)``),
    so "where is this card drawn right now" is one lookup.
    """

    def __init__(self, speed: float | Callable[[], float] = 1.0) -> None:
        self._speed = speed
        self._tweens: dict[Hashable, Tween] = {}

    @property
    def speed(self) -> float:
        return self._speed() if callable(self._speed) else self._speed

    def start(
        self,
        key: Hashable,
        start: float | Point,
        end: float | Point,
        duration: float = NORMAL,
        easing: Easing = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        """Start (or restart) ``key``'s tween; durations and delays follow the speed.

        At speed 0 the tween is finished at once and ``on_done`` runs immediately.
        """
        speed = self.speed
        tween = Tween(
            start,
            end,
            scaled(duration, speed),
            easing,
            scaled(delay, speed),
            on_done=on_done,
        )
        self._tweens[key] = tween
        if tween.done:
            tween.update(0.0)
            if self._tweens.get(key) is tween:
                del self._tweens[key]
        return tween

    def get(self, key: Hashable) -> Tween | None:
        return self._tweens.get(key)

    def value(self, key: Hashable, default: float | Point) -> float | Point:
        """The current value of ``key``'s tween, or ``default`` when it is not moving."""
        tween = self._tweens.get(key)
        return default if tween is None else tween.value

    def point(self, key: Hashable, default: Point) -> Point:
        tween = self._tweens.get(key)
        return default if tween is None else tween.point()

    def number(self, key: Hashable, default: float) -> float:
        tween = self._tweens.get(key)
        return default if tween is None else tween.number()

    def cancel(self, key: Hashable) -> None:
        self._tweens.pop(key, None)

    def clear(self) -> None:
        self._tweens.clear()

    def __contains__(self, key: Hashable) -> bool:
        return key in self._tweens

    @property
    def busy(self) -> bool:
        return bool(self._tweens)

    def update(self, dt: float) -> bool:
        """Advance every tween; finished ones are dropped. ``True`` if anything moved in
        this step, the step that lands the last tween included: the host redraws only on
        ``True``, and the frame that shows where things came to rest must be drawn too."""
        moved = bool(self._tweens)
        for key, tween in list(self._tweens.items()):
            if not tween.update(dt) and self._tweens.get(key) is tween:
                del self._tweens[key]
        return moved
