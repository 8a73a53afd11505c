"""A clock that moves only when it is read, for tests of a bot's time limit.

``parlour.ai.search`` reads ``time.perf_counter`` to stop a search at its limit. With this
clock in its place every read is ``tick`` seconds after the last, so "the search kept to
its limit" becomes "it read the clock at most limit / tick + 2 times" (the read that sets
the deadline and the one that finds it passed): exact on any machine, and no test waits.
A search that ignores its limit fails at the read after ``most`` instead of running on.
"""

from __future__ import annotations

import math

import pytest

from parlour.ai import search


class TickingClock:
    """``time`` as the search reads it."""

    def __init__(self, tick: float, most: int) -> None:
        self.tick = tick
        self.most = most
        self.now = 0.0
        self.reads = 0

    def perf_counter(self) -> float:
        self.reads += 1
        assert self.reads <= self.most, f"the clock was read {self.reads} times"
        self.now += self.tick
        return self.now

    def reads_for(self, limit: float) -> int:
        """The most reads a search with this time limit may make."""
        return math.ceil(limit / self.tick) + 2


def ticking_clock(monkeypatch: pytest.MonkeyPatch, tick: float = 0.01) -> TickingClock:
    """Put a ticking clock in the search's place for one test."""
    clock = TickingClock(tick, most=100_000)
    monkeypatch.setattr(search, "time", clock)
    return clock
