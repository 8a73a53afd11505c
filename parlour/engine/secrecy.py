"""Which moves an onlooker cannot see at all, so that nothing may count them either.

A secret choice built from small actions (a Banque Fatale bid, one jeton at a time) is
hidden move by move: each action's events are for its seat alone and the others' views
do not change. But every place that shows moves one by one (a replay's "move N of M",
a bot's pause per move) would still let an onlooker count them, and the count is the
secret. Here is the one test of "this move showed these people nothing", shared by the
replay, which folds such moves into the step before them, and the table, which plays a
bot's run of them as one.

An onlooker is a set of seats whose secrets one person sees (``GameState.view_of``); the
empty set is the public, who see the public view and the public events.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from parlour.engine.actions import Action
from parlour.engine.events import Event
from parlour.engine.game import GameState

#: The public: nobody's secrets.
PUBLIC: frozenset[int] = frozenset()


def seen_by(state: GameState, seats: AbstractSet[int]) -> Mapping[str, Any]:
    """What the person who plays ``seats`` sees of ``state`` (the public view for none)."""
    return state.public_view() if not seats else state.view_of(seats)


def unseen(
    events: Iterable[Event],
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    seats: AbstractSet[int],
) -> bool:
    """Whether a move showed the person who plays ``seats`` nothing: none of its events
    was meant for them and their view (``before`` → ``after``) did not change."""
    return before == after and not any(event.visible_to_any(seats) for event in events)


def hidden_from(state: GameState, action: Action, onlookers: Sequence[AbstractSet[int]]) -> bool:
    """Whether ``action``, played in ``state``, would show every one of ``onlookers``
    nothing (``state`` itself is left as it is)."""
    after = state.clone()
    events = after.apply_trusted(action)
    if any(event.visible_to_any(seats) for event in events for seats in onlookers):
        return False  # the common case, decided before any view is drawn up
    return all(seen_by(state, seats) == seen_by(after, seats) for seats in onlookers)


def could_hide(state: GameState, onlookers: Sequence[AbstractSet[int]]) -> bool:
    """Whether the seat to act has a move that ``onlookers`` would not see at all: then
    how long its turn takes must not depend on how many such moves it makes."""
    return any(hidden_from(state, action, onlookers) for action in state.legal_actions())
