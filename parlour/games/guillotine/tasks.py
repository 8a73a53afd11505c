"""The rules' work queue: steps declared once, queued as frozen records of a name and
arguments.

``GuillotineState`` runs its queue until a seat must decide (see ``rules``); a card or a
noble that sets off more work pushes tasks to its front. Each kind of task is a method of
the rules declared as a *step*::

    @STEPS.step("fire")
    def _fire(self, events: list[Event], seat: int, noble: str, /) -> None: ...

and queued as ``self._fire.later(seat, noble)``. ``later`` takes exactly the step's own
parameters (``ParamSpec``), so mypy checks every task's arguments where it is queued,
which a lookup of the method by its name could not. Running a task is one dict lookup and
one call: the queue runs thousands of times in a bot's search, where matching a task
against a dozen class patterns cost a tenth of the whole move.

A snapshot writes a task as a JSON list, its name first and its arguments after
(``["fire", 1, "clown"]``); that is why a step's parameters are positional only.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Concatenate, Generic, NamedTuple, ParamSpec, TypeVar

from parlour.engine.fields import Field

if TYPE_CHECKING:
    from parlour.engine import Event
    from parlour.games.guillotine.rules import GuillotineState

State = TypeVar("State")
Params = ParamSpec("Params")


class Task(NamedTuple):
    """One queued step: ``name`` says which (and stands for it in a snapshot), ``args``
    are what it was queued with. A named tuple, frozen and cheaper to build than a frozen
    dataclass: one is made at every push."""

    name: str
    args: tuple[Any, ...]


class Step(Generic[Params]):
    """A declared step, left on the rules class in place of its method: it only queues."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def later(self, *args: Params.args, **kwargs: Params.kwargs) -> Task:
        """The task that runs this step with ``args`` when the queue reaches it."""
        if kwargs:
            raise TypeError(f"step {self.name!r}: arguments are positional only")
        # What ``Task(self.name, args)`` does, without its Python-level ``__new__``: a
        # push is the queue's most frequent call.
        return tuple.__new__(Task, (self.name, args))


class Steps(Generic[State]):
    """The steps of one state class, by name: ``handlers`` runs them, ``load`` reads them
    back from a snapshot."""

    def __init__(self) -> None:
        self.handlers: dict[str, Callable[..., None]] = {}
        self._signatures: dict[str, inspect.Signature] = {}

    def step(
        self, name: str
    ) -> Callable[[Callable[Concatenate[State, list[Event], Params], None]], Step[Params]]:
        """Declare the decorated method as the step ``name``: it is called with the state,
        the events of the move, then the arguments it was queued with."""

        def declare(
            handler: Callable[Concatenate[State, list[Event], Params], None],
        ) -> Step[Params]:
            if name in self.handlers:
                raise TypeError(f"step {name!r} declared twice")
            signature = inspect.signature(handler)
            params = list(signature.parameters.values())[2:]
            if any(p.kind is not inspect.Parameter.POSITIONAL_ONLY for p in params):
                raise TypeError(f"step {name!r}: parameters must be positional only")
            self.handlers[name] = handler
            self._signatures[name] = signature
            return Step(name)

        return declare

    def load(self, data: Any) -> list[Task]:
        """The queue a snapshot wrote; an unknown step or a wrong number of arguments
        raises. A parameter added to a step later is read as its default from older
        saves, and written out in full from then on."""
        return [Task(name, self._complete(name, args)) for name, *args in data]

    def _complete(self, name: str, args: list[Any]) -> tuple[Any, ...]:
        bound = self._signatures[name].bind(None, None, *args)  # the state, the events
        bound.apply_defaults()
        return bound.args[2:]


#: Guillotine's steps; ``rules`` declares them.
STEPS: Steps[GuillotineState] = Steps()


def _tasks_to_json(tasks: list[Task]) -> list[list[Any]]:
    return [[task.name, *task.args] for task in tasks]


#: The queue as a state field: its tasks are frozen, so a copy shares them.
TASKS = Field(list, _tasks_to_json, STEPS.load)
