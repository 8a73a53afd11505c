"""A hard level that searches only the decisions where looking ahead pays.

Several games' hard levels search some kinds of decision and leave the rest to their
normal level's rule of thumb: where the heuristic is already right (taking what the
others need, which card to let go) a search only adds noise and spends the time budget.
``RoutedSearch`` is that routing, once: a game names which decisions its rule takes, the
rule, and the reason a hint gives for such a move (``parlour.ai.base``'s codes or the
game's own); everything else goes to the search, with its figures.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from parlour.ai.base import Advice, Advisor
from parlour.engine import Action, GameState

#: A rule of thumb: ``seat``'s move in ``state``.
Rule = Callable[[GameState, int, random.Random], Action]


class Search(Advisor, Protocol):
    """A searching bot that can give its figures and drop its clock (``parlour.ai.search``)."""

    def drop_time_limit(self) -> None: ...


class RoutedSearch:
    """``search`` for every decision but those ``by_rule`` picks, which ``rule`` takes and
    explains with ``reason``. ``searched`` turns the state into the one the search is
    given (a game may search a lighter model of itself); by default the state itself."""

    level = "hard"

    def __init__(
        self,
        search: Search,
        by_rule: Callable[[GameState], bool],
        rule: Rule,
        reason: str,
        searched: Callable[[GameState], GameState] | None = None,
    ) -> None:
        self.search = search
        self.by_rule = by_rule
        self.rule = rule
        self.reason = reason
        self.searched = searched

    def drop_time_limit(self) -> None:
        self.search.drop_time_limit()

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return self.advise(state, seat, rng).action

    def advise(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        time_limit: float | None = None,
        weigh: tuple[Action, ...] = (),
    ) -> Advice:
        if self.by_rule(state):
            return Advice(self.rule(state, seat, rng), reason=self.reason)
        if self.searched is not None:
            state = self.searched(state)
        return self.search.advise(state, seat, rng, time_limit, weigh)
