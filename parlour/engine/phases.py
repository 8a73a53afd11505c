"""Phases, typed: which moves each phase of a game offers and how each is carried out.

A game moves through phases (bid, draft, sale …); in each, its legal moves and the way a
move is carried out differ. Written as ``if phase == "bid": … elif …`` in ``legal_actions``
and again in ``_apply``, a phase added to one and forgotten in the other is found only
when a game reaches it; looked up as ``getattr(self, f"_legal_{phase}")`` mypy cannot see
it at all. A ``Phases`` table names each phase's two handlers once, typed against the
state, and names the phases without moves (the end), so that a snapshot's phase is
checked against both in one place (``Phases.check``) when it is loaded. The table is
typed in the game's phase names too, a ``Literal``, so that mypy refuses a misspelt phase
wherever it is registered, set or compared:

    Phase = Literal["choose", "bid", "draft", "sale", "over"]
    PHASES: Phases[BanqueFataleState, Phase] = Phases(ends=(OVER,))

    class BanqueFataleState(GameState):
        @PHASES.legal("bid")
        def _legal_bid(self) -> list[Action]: ...

        @PHASES.carry_out("bid")
        def _bid(self, action: Action) -> list[Event]: ...

        def legal_actions(self) -> list[Action]:
            return PHASES.legal_actions(self, self.phase)

A phase with moves but no rules of its own for carrying them out (one handler serves
several phases) registers the same function under each.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Generic, TypeVar

from parlour.engine.actions import Action
from parlour.engine.events import Event

S = TypeVar("S")
P = TypeVar("P", bound=str)
Legal = Callable[[S], list[Action]]
CarryOut = Callable[[S, Action], list[Event]]

#: The phase of a finished game: nobody has a move. ``Final`` keeps its type
#: ``Literal["over"]``, so it fits a game's ``Phase``.
OVER: Final = "over"


class Phases(Generic[S, P]):
    """The handlers of every phase of one game (see the module docstring), for states
    ``S`` with phases named ``P``; ``ends`` are the phases a game stands in without moves
    (its end)."""

    def __init__(self, ends: tuple[P, ...] = ()) -> None:
        self.ends = frozenset(ends)
        self._legal: dict[P, Legal[S]] = {}
        self._carry_out: dict[P, CarryOut[S]] = {}

    def legal(self, *phases: P) -> Callable[[Legal[S]], Legal[S]]:
        """Register the function that lists the legal moves of ``phases``."""
        return _registrar(self._legal, phases, "already has its legal moves")

    def carry_out(self, *phases: P) -> Callable[[CarryOut[S]], CarryOut[S]]:
        """Register the function that carries out a move of ``phases``."""
        return _registrar(self._carry_out, phases, "already carries out its moves")

    @property
    def half_registered(self) -> frozenset[P]:
        """The phases with legal moves but no way to carry them out, or the reverse: a
        game whose table has any would fail only once a game reaches one
        (``tests/engine/test_phases.py`` holds every game's table to none)."""
        return frozenset(self._legal).symmetric_difference(self._carry_out)

    @property
    def names(self) -> frozenset[P]:
        """Every phase a game may stand in: those with moves and its ends."""
        return frozenset(self._legal) | self.ends

    def check(self, phase: str) -> P:
        """``phase``, typed as the game's, if the game has it: a snapshot's phase is read
        as a plain name, and one naming another phase is damaged (``ValueError``)."""
        if phase not in self.names:
            raise ValueError(f"unknown phase {phase!r}")
        return phase  # narrowed to ``P`` by the test above

    def legal_actions(self, state: S, phase: P) -> list[Action]:
        """The legal moves of ``phase``; a phase without moves (the game's end) has none."""
        handler = self._legal.get(phase)
        return [] if handler is None else handler(state)

    def apply(self, state: S, phase: P, action: Action) -> list[Event]:
        """Carry out ``action`` by ``phase``'s rules (``action`` is legal: the engine
        checked it against ``legal_actions``)."""
        return self._carry_out[phase](state, action)


H = TypeVar("H")


def _registrar(table: dict[P, H], phases: tuple[P, ...], taken: str) -> Callable[[H], H]:
    """A decorator that enters its handler in ``table`` under each of ``phases``, once:
    a phase registered twice is a slip (``ValueError``, "phase 'bid' ``taken``")."""

    def register(handler: H) -> H:
        for phase in phases:
            if phase in table:
                raise ValueError(f"phase {phase!r} {taken}")
            table[phase] = handler
        return handler

    return register
