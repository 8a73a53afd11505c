"""The app's sound effects, synthesized from a few lines of arithmetic.

No audio files are shipped or downloaded: every effect is a short mix of decaying sine
partials and shaped noise, computed once per run (a few tenths of a second in pure Python,
so ``parlour.ui.sound`` does it on a thread of its own) and handed to the mixer as raw
16-bit samples. Each generator is seeded, so an effect sounds the same on every run and a
test can compare it.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable

RATE = 22050
Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def _mix_into(target: Samples, source: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``source`` into ``target`` starting ``at`` seconds in (growing it if needed)."""
    start = int(at * RATE)
    end = start + len(source)
    if end > len(target):
        target.extend([0.0] * (end - len(target)))
    for i, value in enumerate(source):
        target[start + i] += value * gain


def _tone(freq: float, seconds: float, decay: float, rng: random.Random | None = None) -> Samples:
    """A sine partial with an exponential decay (``decay`` per second) and a 2 ms attack."""
    n = int(RATE * seconds)
    attack = max(1, int(RATE * 0.002))
    phase = rng.random() * math.tau if rng else 0.0
    step = math.tau * freq / RATE
    out = []
    for i in range(n):
        env = math.exp(-decay * i / RATE) * min(1.0, i / attack)
        out.append(math.sin(phase + step * i) * env)
    return out


def _noise(seconds: float, rng: random.Random, smooth: float, decay: float) -> Samples:
    """Noise through a one-pole low-pass (``smooth`` near 1 is darker), decaying."""
    n = int(RATE * seconds)
    out = []
    level = 0.0
    for i in range(n):
        level = smooth * level + (1.0 - smooth) * (rng.random() * 2.0 - 1.0)
        out.append(level * math.exp(-decay * i / RATE))
    return out


def _normalize(samples: Samples, peak: float = 0.8) -> Samples:
    top = max((abs(v) for v in samples), default=0.0)
    if top == 0.0:
        return samples
    scale = peak / top
    return [v * scale for v in samples]


def card() -> Samples:
    """A card sliding onto felt: a soft noise swish that swells and fades."""
    rng = random.Random(1)
    n = int(RATE * 0.16)
    swish = _noise(0.16, rng, smooth=0.55, decay=0.0)
    shaped = [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(swish)]
    _mix_into(shaped, _noise(0.03, rng, smooth=0.3, decay=90.0), at=0.12, gain=0.6)
    return _normalize(shaped, 0.6)


def click() -> Samples:
    """A short wooden tick for buttons."""
    rng = random.Random(2)
    out = _tone(1800.0, 0.04, decay=160.0)
    _mix_into(out, _noise(0.02, rng, smooth=0.2, decay=250.0), at=0.0, gain=0.5)
    return _normalize(out, 0.5)


def dice() -> Samples:
    """Dice rattling in a cup and tumbling out: a burst of little knocks, thinning out."""
    rng = random.Random(3)
    out = _silence(0.45)
    at = 0.0
    gap = 0.02
    while at < 0.4:
        knock = _tone(rng.uniform(900.0, 1600.0), 0.05, decay=120.0, rng=rng)
        _mix_into(knock, _noise(0.015, rng, smooth=0.3, decay=300.0), at=0.0, gain=0.7)
        _mix_into(out, knock, at=at, gain=rng.uniform(0.5, 1.0))
        at += gap * rng.uniform(0.6, 1.4)
        gap *= 1.18
    return _normalize(out, 0.7)


def coins() -> Samples:
    """Coins clinking: a few bright inharmonic rings, a little apart."""
    rng = random.Random(4)
    out = _silence(0.5)
    for at in (0.0, 0.07, 0.15):
        base = rng.uniform(2600.0, 3400.0)
        for ratio, gain in ((1.0, 1.0), (2.76, 0.5), (5.4, 0.25)):
            _mix_into(out, _tone(base * ratio, 0.3, decay=14.0, rng=rng), at=at, gain=gain)
    return _normalize(out, 0.55)


def guillotine() -> Samples:
    """The blade: a falling whistle, then a dull heavy thud."""
    rng = random.Random(5)
    fall = 0.35
    n = int(RATE * fall)
    whoosh = _noise(fall, rng, smooth=0.85, decay=0.0)
    out = [v * (i / n) ** 2 for i, v in enumerate(whoosh)]
    # The whistle slides down in pitch as the blade accelerates.
    phase = 0.0
    for i in range(n):
        freq = 900.0 - 500.0 * i / n
        phase += math.tau * freq / RATE
        out[i] += 0.25 * math.sin(phase) * (i / n)
    thud = _tone(70.0, 0.35, decay=12.0)
    _mix_into(thud, _tone(140.0, 0.2, decay=25.0), at=0.0, gain=0.5)
    _mix_into(thud, _noise(0.08, rng, smooth=0.9, decay=40.0), at=0.0, gain=3.0)
    _mix_into(out, thud, at=fall, gain=1.6)
    return _normalize(out, 0.85)


#: Every effect the app knows, by the name ``Sound.play`` takes.
EFFECTS: dict[str, Callable[[], Samples]] = {
    "card": card,
    "click": click,
    "dice": dice,
    "coins": coins,
    "guillotine": guillotine,
}


def resample(samples: Samples, rate: int) -> Samples:
    """Linear resampling from ``RATE`` to the mixer's rate."""
    if rate == RATE or not samples:
        return samples
    ratio = RATE / rate
    n = int(len(samples) / ratio)
    out = []
    last = len(samples) - 1
    for i in range(n):
        pos = i * ratio
        j = int(pos)
        frac = pos - j
        nxt = samples[min(j + 1, last)]
        out.append(samples[j] * (1.0 - frac) + nxt * frac)
    return out


def to_pcm16(samples: Samples, channels: int) -> bytes:
    """Signed 16-bit native-endian PCM, the mono signal copied to every channel."""
    pcm = array("h")
    for value in samples:
        clipped = max(-1.0, min(1.0, value))
        pcm.extend([int(clipped * 32767)] * channels)
    return pcm.tobytes()
