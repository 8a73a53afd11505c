"""Dice drawn as shapes: rounded ivory cubes with round pips, a short tumbling roll.

Pips are circles, never font glyphs, so every face reads the same on every system. While
rolling, the faces flicker through random values and the cubes wobble; they land on the
values the rules produced (the widget never decides a roll). ``values`` is always the
result, and ``label`` spells it out for the log or a screen reader.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from parlour.ui.anim import ease_out_cubic, scaled

#: Pip positions on a 3×3 grid (column, row) for faces 1–6.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}

BODY = (246, 240, 225)
EDGE = (120, 100, 80)
PIP = (35, 30, 30)
SHADOW = (0, 0, 0, 70)

ROLL_SECONDS = 0.7
FLICKER_SECONDS = 0.06


def draw_die(
    surface: pygame.Surface,
    rect: pygame.Rect,
    value: int,
    body: tuple[int, int, int] = BODY,
    pip: tuple[int, int, int] = PIP,
    angle: float = 0.0,
) -> None:
    """One die showing ``value`` (1–6) in ``rect``, turned by ``angle`` degrees."""
    size = min(rect.width, rect.height)
    if size < 6:
        return
    face = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(2, size // 6)
    face_rect = face.get_rect()
    pygame.draw.rect(face, body, face_rect, border_radius=radius)
    pygame.draw.rect(face, EDGE, face_rect, width=max(1, size // 28), border_radius=radius)
    pip_radius = max(1.5, size * 0.09)
    inset = size * 0.26
    step = (size - 2 * inset) / 2
    for col, row in PIPS[value]:
        centre = (inset + col * step, inset + row * step)
        pygame.draw.aacircle(face, pip, centre, pip_radius)
        pygame.draw.circle(face, pip, centre, pip_radius)
    if angle:
        face = pygame.transform.rotozoom(face, angle, 1.0)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(shadow, SHADOW, shadow.get_rect(), border_radius=radius)
    offset = max(2, size // 14)
    centre = rect.center
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + offset, centre[1] + offset)))
    surface.blit(face, face.get_rect(center=centre))


class Dice:
    """Two or more dice side by side, with a roll animation.

    ``roll(values)`` starts the tumble towards ``values``; ``update(dt)`` advances it and
    returns ``True`` while the dice move; ``draw(surface, rect)`` lays the dice out in a row
    filling ``rect``. ``speed`` is the animation duration factor (0 = land at once).
    """

    def __init__(
        self, values: Sequence[int] = (1, 1), speed: float = 1.0, seed: int | None = None
    ) -> None:
        if not values or any(not 1 <= v <= 6 for v in values):
            raise ValueError(f"dice values must be 1-6: {values!r}")
        self.values: list[int] = list(values)
        self.speed = speed
        self._rng = random.Random(seed)
        self._shown: list[int] = list(values)
        self._duration = 0.0
        self._elapsed = 0.0
        self._next_flicker = 0.0

    @property
    def rolling(self) -> bool:
        return self._elapsed < self._duration

    @property
    def total(self) -> int:
        return sum(self.values)

    @property
    def shown(self) -> list[int]:
        """The faces on screen right now (random ones mid-roll)."""
        return list(self._shown)

    def label(self) -> str:
        """The result as plain text, e.g. ``"3 + 5 = 8"``."""
        faces = " + ".join(str(v) for v in self.values)
        return faces if len(self.values) == 1 else f"{faces} = {self.total}"

    def roll(self, values: Sequence[int]) -> None:
        if not values or any(not 1 <= v <= 6 for v in values):
            raise ValueError(f"dice values must be 1-6: {values!r}")
        self.values = list(values)
        self._duration = scaled(ROLL_SECONDS, self.speed)
        self._elapsed = 0.0
        self._next_flicker = 0.0
        if self._duration <= 0.0:
            self._shown = list(values)
        else:
            self._shown = [self._rng.randint(1, 6) for _ in values]

    def update(self, dt: float) -> bool:
        if not self.rolling:
            return False
        self._elapsed += max(0.0, dt)
        if not self.rolling:
            self._shown = list(self.values)
            return True  # one last redraw showing the landed faces
        # Flicker slows down as the dice settle.
        if self._elapsed >= self._next_flicker:
            self._shown = [self._rng.randint(1, 6) for _ in self.values]
            progress = self._elapsed / self._duration
            self._next_flicker = self._elapsed + FLICKER_SECONDS * (1.0 + 3.0 * progress)
        return True

    def _wobble(self, index: int) -> tuple[float, float]:
        """(angle, vertical hop) of die ``index`` at the current moment of the roll."""
        if not self.rolling or self._duration <= 0.0:
            return 0.0, 0.0
        t = self._elapsed / self._duration
        fade = 1.0 - ease_out_cubic(t)
        turn = 30.0 * fade * math.sin(t * 18.0 + index * 1.7)
        hop = abs(math.sin(t * 9.0 + index)) * fade
        return turn, hop

    def die_rects(self, rect: pygame.Rect) -> list[pygame.Rect]:
        """Where each die sits inside ``rect`` (square, centred, evenly spaced)."""
        count = len(self.values)
        gap_ratio = 0.3
        size = int(min(rect.height, rect.width / (count + gap_ratio * (count - 1))))
        gap = int(size * gap_ratio)
        total = count * size + (count - 1) * gap
        left = rect.centerx - total // 2
        top = rect.centery - size // 2
        return [pygame.Rect(left + i * (size + gap), top, size, size) for i in range(count)]

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        for index, (die, value) in enumerate(zip(self.die_rects(rect), self._shown, strict=True)):
            angle, hop = self._wobble(index)
            lifted = die.move(0, -int(hop * die.height * 0.25))
            draw_die(surface, lifted, value, angle=angle)
