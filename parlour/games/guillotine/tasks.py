"""The rules' work queue, typed: one frozen record per kind of task.

``GuillotineState`` runs its queue until a seat must decide (see ``rules``); a card or a
noble that sets off more work pushes tasks to its front. Each task is its own class whose
``run`` hands its arguments to the rules' step for it (``GuillotineState._task_<name>``),
so mypy checks every task's arguments and that every kind can run (``Task.run`` is
abstract). One method call per task: the queue runs thousands of times in a bot's search,
where matching a task against a dozen class patterns cost a tenth of the whole move.

A snapshot writes a task as a JSON list, its name first and its arguments after in the
order declared here (``["fire", 1, "clown"]``).
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import astuple, dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from parlour.engine.fields import Field

if TYPE_CHECKING:
    from parlour.engine import Event
    from parlour.games.guillotine.rules import GuillotineState

#: Every kind of task by its name in a snapshot; each adds itself as it is declared.
_NAMED: dict[str, type[Task]] = {}


@dataclass(frozen=True, slots=True)
class Task:
    """One step of the queue: ``name`` stands for it in a snapshot, ``run`` carries it out."""

    name: ClassVar[str]

    def __init_subclass__(cls) -> None:
        _NAMED[cls.name] = cls

    @abstractmethod
    def run(self, rules: GuillotineState, events: list[Event]) -> None: ...


@dataclass(frozen=True, slots=True)
class StartTurn(Task):
    """``seat``'s turn begins (a new day first when the line is empty)."""

    name: ClassVar[str] = "turn"
    seat: int

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_turn(self.seat, events)


@dataclass(frozen=True, slots=True)
class OfferPlay(Task):
    """Ask the current player to play a card or collect."""

    name: ClassVar[str] = "play"

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_play()


@dataclass(frozen=True, slots=True)
class OpenWindow(Task):
    """Warte mal's window before ``collector`` takes the front noble."""

    name: ClassVar[str] = "window"
    collector: int

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_window(self.collector)


@dataclass(frozen=True, slots=True)
class AskWarteMal(Task):
    """Ask ``seat`` about Warte mal in window number ``window`` (0 in saves from before
    windows were numbered)."""

    name: ClassVar[str] = "ask"
    seat: int
    collector: int
    window: int = 0

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_ask(self.seat, self.collector, self.window)


@dataclass(frozen=True, slots=True)
class TakeFront(Task):
    """``seat`` collects the noble at the front of the line."""

    name: ClassVar[str] = "take"
    seat: int

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_take(self.seat, events)


@dataclass(frozen=True, slots=True)
class Fire(Task):
    """The instruction of ``noble``, just collected by ``seat``, takes effect."""

    name: ClassVar[str] = "fire"
    seat: int
    noble: str

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_fire(self.seat, self.noble, events)


@dataclass(frozen=True, slots=True)
class DiscardOwn(Task):
    """``seat`` discards ``count`` cards of its choice (``cause``: the card or noble
    that makes it)."""

    name: ClassVar[str] = "discard_own"
    seat: int
    count: int
    cause: str | None

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_discard_own(self.seat, self.count, self.cause, events)


@dataclass(frozen=True, slots=True)
class DrawCards(Task):
    """The end-of-turn draw (and every seat's extra draws)."""

    name: ClassVar[str] = "draw"

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_draw(events)


@dataclass(frozen=True, slots=True)
class EndTurn(Task):
    """The turn ends (the line is discarded if the day ended); the next seat's begins."""

    name: ClassVar[str] = "end"

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_end(events)


@dataclass(frozen=True, slots=True)
class OfferEndgame(Task):
    """After day 3: ask ``seat`` whether it plays scoring cards."""

    name: ClassVar[str] = "endgame"
    seat: int

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_endgame(self.seat)


@dataclass(frozen=True, slots=True)
class Finish(Task):
    """The game is over: announce the winners."""

    name: ClassVar[str] = "finish"

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_finish(events)


@dataclass(frozen=True, slots=True)
class AfterCard(Task):
    """``card``, played by ``seat``, has resolved."""

    name: ClassVar[str] = "after"
    seat: int
    card: str

    def run(self, rules: GuillotineState, events: list[Event]) -> None:
        rules._task_after(self.card, events)


def _tasks_to_json(tasks: list[Task]) -> list[list[Any]]:
    return [[task.name, *astuple(task)] for task in tasks]


def _tasks_from_json(data: Any) -> list[Task]:
    """The queue a snapshot wrote; an unknown task or wrong arguments raise."""
    return [_NAMED[name](*args) for name, *args in data]


#: The queue as a state field: its tasks are frozen, so a copy shares them.
TASKS = Field(list, _tasks_to_json, _tasks_from_json)
