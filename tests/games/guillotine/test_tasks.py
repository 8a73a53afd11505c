"""The step registry behind Guillotine's queue: what a declaration and a snapshot may say."""

from __future__ import annotations

import pytest

from parlour.engine import Event
from parlour.games.guillotine.tasks import Steps, Task


class _Counter:
    """A stand-in state: the registry knows nothing of Guillotine's rules."""

    STEPS: Steps[_Counter] = Steps()

    def __init__(self) -> None:
        self.seen: list[tuple[int, int]] = []

    @STEPS.step("count")
    def _count(self, events: list[Event], seat: int, times: int = 1, /) -> None:
        self.seen.append((seat, times))


def test_a_queued_step_runs_its_method_with_the_arguments_it_was_queued_with() -> None:
    counter = _Counter()
    task = _Counter._count.later(2, 3)
    _Counter.STEPS.handlers[task.name](counter, [], *task.args)
    assert task == Task("count", (2, 3)) and counter.seen == [(2, 3)]


def test_a_snapshot_may_leave_out_what_has_a_default_and_nothing_else() -> None:
    steps = _Counter.STEPS
    assert steps.load([["count", 2]]) == [Task("count", (2, 1))]
    for damaged in (["count"], ["count", 1, 2, 3]):
        with pytest.raises(TypeError):
            steps.load([damaged])
    with pytest.raises(KeyError):
        steps.load([["nap", 1]])


def test_a_step_with_arguments_a_snapshot_cannot_write_is_refused() -> None:
    steps: Steps[_Counter] = Steps()
    with pytest.raises(TypeError, match="positional only"):

        @steps.step("named")
        def _named(state: _Counter, events: list[Event], seat: int) -> None: ...

    with pytest.raises(TypeError, match="positional only"):
        _Counter._count.later(seat=1)  # type: ignore[call-arg]


def test_a_name_is_declared_once() -> None:
    steps: Steps[_Counter] = Steps()

    @steps.step("twice")
    def _first(state: _Counter, events: list[Event], /) -> None: ...

    with pytest.raises(TypeError, match="declared twice"):

        @steps.step("twice")
        def _second(state: _Counter, events: list[Event], /) -> None: ...
