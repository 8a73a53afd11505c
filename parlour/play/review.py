"""A finished game reviewed for one person: "could I have won?".

At each decision of the person's seats the hard bot is asked, through the very call a
hint makes (``parlour.ai.base.advise``), what each option was expected to bring, with the
move that was played weighed beside its own candidates. ``advise`` hands the bot a
determinization for that seat (everything it could not see redrawn), so the review knows
what the seat knew at that moment and nothing more; its seed is the decision's number, so a
re-deal of the cards the seat never saw gives the same review.

A decision is *judged* where the bot weighed both the best option and the one played, in
one of its measures (``PROSPECTS``: a chance of a good finish, ``LEAD``: the game's points
against the rivals a few turns on, ``WORTH``: the money's worth by exact odds); where it
plays by a rule of thumb or had one move only there is no figure to compare, and the
review says nothing. What the choice
cost is the best figure less the played one's; the review marks the few decisions that
cost most (``MARKED``, each above ``SMALLEST_COST`` of its measure), the costliest first:
the list is headed "the decisions that cost most", and the worst is what a player looks
for first.

The work is budgeted per decision (``time_limit``, or the bot's own iterations where the
clock is dropped) and checks ``cancelled`` between decisions, so the app can run it off
the frame loop and stop it at once (``parlour.ui.review_worker``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from parlour.ai.base import LEAD, PROSPECTS, WORTH, Bot, advise
from parlour.engine import Action, GameState, action_from_json, action_to_json
from parlour.saves.people import People
from parlour.saves.session import Session

#: At most this many decisions are marked: the few that cost most.
MARKED = 5
#: A decision is marked only if it cost more than this, per measure: less is within
#: what the search's own sampling may put between two equal moves (exact odds have no
#: noise: there, less than one piece of the smallest money).
SMALLEST_COST = {PROSPECTS: 0.02, LEAD: 0.1, WORTH: 1.0}


@dataclass(frozen=True)
class Point:
    """One decision to judge: the state before it (``moves`` moves into the game), whose
    it was and what was played. The state is only ever seen through ``advise``."""

    moves: int
    seat: int
    state: GameState
    played: Action


@dataclass(frozen=True)
class Judged:
    """A decision with the bot's figures for the best option and the one played."""

    moves: int
    seat: int
    played: Action
    best: Action
    best_value: float
    played_value: float
    measure: str

    @property
    def cost(self) -> float:
        """What the choice cost, in the measure's units (0: the played move was best)."""
        return self.best_value - self.played_value

    def to_json(self) -> dict[str, Any]:
        return {
            "moves": self.moves,
            "seat": self.seat,
            "played": action_to_json(self.played),
            "best": action_to_json(self.best),
            "best_value": self.best_value,
            "played_value": self.played_value,
            "measure": self.measure,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Judged:
        return cls(
            int(data["moves"]),
            int(data["seat"]),
            action_from_json(data["played"]),
            action_from_json(data["best"]),
            float(data["best_value"]),
            float(data["played_value"]),
            str(data["measure"]),
        )


def person_seats(session: Session, person: int) -> frozenset[int]:
    """The seats ``person`` played (``ValueError`` if that seat was a bot's)."""
    people = People(session.seats)
    if people.person_of(person) != person:
        raise ValueError(f"seat {person} is no person's own seat")
    return people.seats_of(person)


def points(session: Session, seats: frozenset[int]) -> Iterator[Point]:
    """Every decision of ``seats`` in ``session``'s game that had more than one option,
    with the state before it (a copy each: the walk goes on on its own)."""
    state = session.game.new_state(len(session.seats), session.seed, session.options)
    for moves, played in enumerate(session.history):
        seat = state.to_act()
        if seat in seats and len(state.legal_actions()) > 1:
            yield Point(moves, seat, state.clone(), played)
        state.apply_trusted(played)


def count_points(session: Session, seats: frozenset[int]) -> int:
    """How many decisions ``points`` yields (for the progress bar and the time budget)."""
    return sum(1 for _ in points(session, seats))


def judge(bot: Bot, point: Point, time_limit: float | None) -> Judged | None:
    """The bot's figures for ``point``'s best option and the one played, or ``None``
    where it weighed no figures for both."""
    rng = random.Random(point.moves)  # public: the same for any deal of the hidden cards
    advice = advise(bot, point.state, point.seat, rng, time_limit, (point.played,))
    if advice.measure not in SMALLEST_COST or not advice.weighed:
        return None
    figures = dict(advice.weighed)
    if point.played not in figures:
        return None
    best, best_value = advice.weighed[0]
    measure = advice.measure
    assert measure is not None  # it is one of SMALLEST_COST's
    return Judged(
        point.moves, point.seat, point.played, best, best_value, figures[point.played], measure
    )


def review(
    bot: Bot,
    decisions: Sequence[Point] | Iterator[Point],
    time_limit: float | None,
    progress: Callable[[int], None] = lambda done: None,
    cancelled: Callable[[], bool] = lambda: False,
) -> list[Judged] | None:
    """Every decision judged, in game order; ``None`` as soon as ``cancelled`` says so
    (asked before each decision). ``progress`` hears how many are done after each."""
    judged: list[Judged] = []
    for done, point in enumerate(decisions, start=1):
        if cancelled():
            return None
        verdict = judge(bot, point, time_limit)
        if verdict is not None:
            judged.append(verdict)
        progress(done)
    return judged


def marked(judged: Sequence[Judged], most: int = MARKED) -> list[Judged]:
    """The few decisions whose choice cost most, each above its measure's smallest cost,
    the costliest first (of two that cost the same, the earlier)."""
    costly = [j for j in judged if j.cost > SMALLEST_COST[j.measure]]
    costly.sort(key=lambda j: (-j.cost, j.moves))
    return costly[:most]
