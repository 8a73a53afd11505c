"""Money as pieces: a count per denomination, the exchange rule and exact payments.

The pieces matter in Millionenspiel (no change is ever given), so money is never a bare
integer here. A ``Pieces`` list holds one count per denomination, lowest first:
1, 10, 100 (chips), 1 000, 10 000, 100 000 (notes) and the million note. Pure functions
only, shared by the rules, the bots and the table.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

#: Value of each denomination, lowest first (index = denomination index).
DENOMINATIONS: tuple[int, ...] = (1, 10, 100, 1_000, 10_000, 100_000, 1_000_000)
#: Index of the first note (1 000); lower indexes are chips.
FIRST_NOTE = 3
#: The exchange rule's threshold: more than this many equal pieces must be exchanged.
MAX_EQUAL = 10

Pieces = list[int]


def empty() -> Pieces:
    return [0] * len(DENOMINATIONS)


def value(pieces: Sequence[int]) -> int:
    """The total worth of ``pieces``."""
    return sum(count * denom for count, denom in zip(pieces, DENOMINATIONS, strict=True))


def add_into(target: Pieces, pieces: Sequence[int]) -> None:
    for index, count in enumerate(pieces):
        target[index] += count


def exchange(pieces: Pieces) -> list[tuple[int, int]]:
    """Apply the exchange rule in place; return ``(index, times)`` for each exchange made.

    While a denomination holds more than ten pieces, ten of them become one piece of the
    next higher one. Twenty pieces become ten plus one (ten is not *more* than ten). The
    million note has nothing above it and is never exchanged.
    """
    made = []
    for index in range(len(pieces) - 1):
        count = pieces[index]
        if count > MAX_EQUAL:
            times = (count - 1) // MAX_EQUAL
            pieces[index] = count - MAX_EQUAL * times
            pieces[index + 1] += times
            made.append((index, times))
    return made


def shifted(pieces: Sequence[int], factor: int) -> Pieces:
    """What the bank pays for a multiple: the same pieces, ``factor`` times their worth.

    Each factor of ten shifts a piece up one denomination (seven 1-chips times ten are
    seven 10-chips); beyond the million the bank pays in million notes.
    """
    steps = 0
    while factor >= 10 and factor % 10 == 0:
        factor //= 10
        steps += 1
    top = len(DENOMINATIONS) - 1
    result = empty()
    for index, count in enumerate(pieces):
        target = index + steps
        if target <= top:
            result[target] += count * factor
        else:
            result[top] += count * factor * 10 ** (target - top)
    return result


def exact_payments(purse: Sequence[int], price: int) -> Iterator[tuple[int, ...]]:
    """Every way to pay ``price`` exactly from ``purse`` (no change is ever given).

    Counts are per denomination. Holdings never exceed ten equal pieces, so the ways
    stay few (a handful for 1 000 or 10 000); the highest pieces are tried first.
    """

    def ways(index: int, remaining: int) -> Iterator[list[int]]:
        if remaining == 0:
            yield [0] * (index + 1)
            return
        if index < 0:
            return
        denom = DENOMINATIONS[index]
        # What the lower denominations can cover at most bounds how few of this one we use.
        lower = sum(purse[i] * DENOMINATIONS[i] for i in range(index))
        most = min(purse[index], remaining // denom)
        for count in range(most, -1, -1):
            rest = remaining - count * denom
            if rest > lower:
                break
            for tail in ways(index - 1, rest):
                yield [*tail, count]

    for way in ways(len(DENOMINATIONS) - 1, price):
        yield tuple(way)
