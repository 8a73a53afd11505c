"""What happened since a person last looked at the table, for the catch-up after a curtain.

At one screen a person who hands the device on does not see the others' moves: by the time
the curtain is lifted for them again, two players have bid, a bot has taken a card and a
round was scored. The catch-up lists those events for them, in the log's words, from their
own view only. This keeps, game-independently and without pygame, the events of every move
and the move up to which each person has seen the table; ``TableFlow`` feeds it and asks it
when a curtain is lifted.

A move is counted by its number in the session's history (1 for the first action). A game
opened from a save starts with nothing owed to anyone: its older moves were seen, or are in
the log.
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from parlour.engine import Event
from parlour.engine.events import shown_to


class CatchUp:
    """Per person, the last move they saw; per move, its events."""

    def __init__(self, start: int = 0) -> None:
        #: Where anyone's catch-up begins: moves up to here were played before this table.
        self._start = start
        self._moves: dict[int, tuple[Event, ...]] = {}
        self._seen: dict[int, int] = {}
        #: Ranges of moves whose public events everyone saw together.
        self._shown: list[tuple[int, int]] = []

    def record(self, move: int, events: Iterable[Event]) -> None:
        """The events of move ``move``; a move recorded again (after an undo) replaces it."""
        for later in [m for m in self._moves if m >= move]:
            del self._moves[later]
        self._shown = [(a, min(b, move - 1)) for a, b in self._shown if a < move]
        self._moves[move] = tuple(events)

    def seen(self, person: int, move: int) -> None:
        """``person`` has seen the table as it is after move ``move``."""
        self._seen[person] = move

    def shown_to_all(self, first: int, last: int) -> None:
        """Everyone looked together at the public events of moves ``first`` to ``last`` (a
        moment public to all): nobody is owed those again, but what a person missed
        before or beside them (their own secrets) still is."""
        self._shown.append((first, last))

    def _shown_to_all(self, move: int, event: Event) -> bool:
        return event.audience is None and any(a <= move <= b for a, b in self._shown)

    def since(self, person: int, seats: Set[int]) -> list[Event]:
        """What ``person`` (playing ``seats``) has not seen yet and may see, oldest first.

        Only events meant for everyone or for one of their seats: never what is hidden from
        them, so the catch-up can be shown to them alone behind a lifted curtain."""
        after = max(self._start, self._seen.get(person, self._start))
        return [
            event
            for move in sorted(m for m in self._moves if m > after)
            for event in shown_to(self._moves[move], seats)
            if not self._shown_to_all(move, event)
        ]
