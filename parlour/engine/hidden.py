"""What every ``determinize`` needs so that a sample never depends on a secret's place.

A bot's sample must be a function of what its seat may know and of the generator it is
given, nothing else. Shuffling a pool of hidden cards from the order they happen to lie in
breaks this quietly: the same generator then deals differently when only the hidden cards
differ, so a bot's choice (and a hint's figures) would shift with cards it cannot see. A
pool is therefore put in a canonical order before it is shuffled, and the state's own
generator is reseeded from the sampling generator alone.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from _typeshed import SupportsRichComparison

    T = TypeVar("T", bound=SupportsRichComparison)


def shuffled(pool: Iterable[T], rng: random.Random) -> list[T]:
    """``pool`` in an order drawn by ``rng`` alone: sorted first, so the same multiset
    and the same generator state always give the same list, however ``pool`` lay."""
    ordered = sorted(pool)
    rng.shuffle(ordered)
    return ordered


def reseed(rng: random.Random) -> random.Random:
    """A fresh generator for the sample's future draws (dice, reshuffles), taken from
    ``rng`` only, so the real state's generator never shows through."""
    return random.Random(rng.getrandbits(64))
