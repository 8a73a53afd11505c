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
from collections.abc import Callable, Iterable, Mapping, Sequence
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


def redeal(
    hands: list[list[T]],
    pinned: Mapping[int, Sequence[T]],
    pool: Iterable[T],
    rng: random.Random,
    then: Callable[[int, list[T]], None] | None = None,
) -> list[T]:
    """Deal the hands the sampling seat cannot see afresh and return what is left over.

    ``pool`` holds every card that may lie in those hands or in the deck (the deck and the
    hands themselves, and anything else face down); ``pinned`` names each hand to redeal,
    in the order they are dealt, with the cards the sampling seat knows are there (it was
    shown them): those stay, the rest of each hand is drawn from the shuffled pool, so
    every hand keeps its size. ``then`` is called after each hand with the cards left, for
    what a game deals beside a hand (a face-down card a seat passes). What is left over is
    the deck, in its new order.
    """
    rest = list(pool)
    for cards in pinned.values():
        for card in cards:
            rest.remove(card)
    rest = shuffled(rest, rng)
    for owner, cards in pinned.items():
        size = len(hands[owner]) - len(cards)
        hands[owner] = list(cards) + rest[:size]
        del rest[:size]
        if then is not None:
            then(owner, rest)
    return rest


def forget_others(known: list[list[list[T]]], seat: int) -> list[list[list[T]]]:
    """What each seat knows of the others' hands, as ``seat``'s sample may keep it: its own
    knowledge whole, and of the others' only what they know of ``seat``'s own hand (it
    showed them). What they know of hands ``seat`` cannot see would tell it those cards."""
    return [
        row
        if viewer == seat
        else [cards if owner == seat else [] for owner, cards in enumerate(row)]
        for viewer, row in enumerate(known)
    ]
