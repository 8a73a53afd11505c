"""Exact landing odds of the pawn: two dice, chained doubles and the reject option.

Pure arithmetic, shared by the bots (expected values) and the table (chances on hover).

A *move* is one throw of both dice plus, while doubles come, further throws added to it.
Its distance ``T`` does not depend on where the pawn stands, so it is computed once as a
distribution over raw distances (long double chains are cut off where their probability
falls below 1e-15). From a field ``p`` the pawn lands on ``(p + T) % size`` and pays the
pensions ``(p + T) // size`` times.

The roller may reject his first throw once; then a fresh move replaces it. With a worth
per outcome (what the roller gains), his best policy keeps a throw when its own move is
worth at least a fresh move, and :func:`with_reject` gives the resulting distribution.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

#: Every throw of two dice, each with probability 1/36.
THROWS: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(1, 7) for b in range(1, 7))
_LONGEST = 12 * 16  # 16 chained throws: probability 6**-15, far below any display


@cache
def move_distances() -> tuple[float, ...]:
    """P(T = t) for t = 0 .. _LONGEST: the distance of one full move (doubles chained)."""
    dist = [0.0] * (_LONGEST + 1)
    # ways[t]: probability that the chain reaches distance t and must still throw.
    pending = [0.0] * (_LONGEST + 1)
    pending[0] = 1.0
    for t in range(_LONGEST + 1):
        if pending[t] == 0.0:
            continue
        for a, b in THROWS:
            reach = t + a + b
            if reach > _LONGEST:
                continue
            if a == b:
                pending[reach] += pending[t] / 36
            else:
                dist[reach] += pending[t] / 36
    return tuple(dist)


def after_throw(a: int, b: int) -> dict[int, float]:
    """Distances of a move whose first throw was ``(a, b)`` and is kept (doubles chain on)."""
    if a != b:
        return {a + b: 1.0}
    return {a + b + t: p for t, p in enumerate(move_distances()) if p > 0.0}


def fresh_move() -> dict[int, float]:
    return {t: p for t, p in enumerate(move_distances()) if p > 0.0}


def landing(pos: int, distances: dict[int, float], size: int) -> list[float]:
    """Probability per field of ending on it, from ``pos`` with these move distances."""
    fields = [0.0] * size
    for t, p in distances.items():
        fields[(pos + t) % size] += p
    return fields


def colour_odds(fields: Sequence[float], board: Sequence[str]) -> dict[str, float]:
    """Sum per-field probabilities by the colour of the field."""
    odds: dict[str, float] = {}
    for prob, colour in zip(fields, board, strict=True):
        odds[colour] = odds.get(colour, 0.0) + prob
    return odds


def plain(pos: int, size: int) -> list[float]:
    """Landing per field for a move without any rejection (what a bystander expects)."""
    return landing(pos, fresh_move(), size)


Outcome = tuple[str, int]  # (colour of the field reached, times the start was passed)
Worth = Callable[[str, int], float]  # what an outcome is worth to somebody
OutcomeDist = tuple[tuple[Outcome, float], ...]


@cache
def outcomes(pos: int, board: tuple[str, ...], first: tuple[int, int] | None = None) -> OutcomeDist:
    """The move from ``pos`` grouped by (colour, start passes): all a settlement needs.

    ``first`` is a first throw that was kept; ``None`` means a fresh move. Grouping keeps
    the bots' expectations to a couple of dozen terms.
    """
    size = len(board)
    distances = fresh_move() if first is None else after_throw(*first)
    grouped: dict[Outcome, float] = {}
    for t, p in distances.items():
        reach = pos + t
        key = (board[reach % size], reach // size)
        grouped[key] = grouped.get(key, 0.0) + p
    return tuple(grouped.items())


def expected(dist: Sequence[tuple[Outcome, float]], worth: Worth) -> float:
    return sum(p * worth(colour, passes) for (colour, passes), p in dist)


def with_reject(
    pos: int, board: tuple[str, ...], worth: Worth
) -> tuple[dict[Outcome, float], float]:
    """The roller's best use of his reject option for this ``worth``: he keeps a first
    throw exactly when its move is worth at least a fresh one. Returns the resulting
    outcome distribution and its expected worth."""
    cached = cache(worth)  # each outcome is valued once, though many throws reach it
    fresh = outcomes(pos, board)
    again = expected(fresh, cached)
    result: dict[Outcome, float] = {}
    value = 0.0
    for throw in THROWS:
        kept = outcomes(pos, board, throw)
        keep = expected(kept, cached)
        chosen, v = (kept, keep) if keep >= again else (fresh, again)
        value += v / 36
        for key, p in chosen:
            result[key] = result.get(key, 0.0) + p / 36
    return result, value


def keep_is_better(pos: int, board: tuple[str, ...], throw: tuple[int, int], worth: Worth) -> bool:
    """Whether keeping ``throw`` is worth at least as much as throwing again."""
    return expected(outcomes(pos, board, throw), worth) >= expected(outcomes(pos, board), worth)
