"""The seeded random generator every state carries, and its JSON form."""

from __future__ import annotations

import random
from typing import Any


def new_rng(seed: int) -> random.Random:
    return random.Random(seed)


def rng_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss_next = rng.getstate()
    return [version, list(internal), gauss_next]


def rng_from_json(data: list[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss_next = data
    rng.setstate((version, tuple(internal), gauss_next))
    return rng
