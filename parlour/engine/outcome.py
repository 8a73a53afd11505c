"""How a finished game came out, in one typed value (python-chess's ``Outcome`` is the model).

The results screen, the statistics, the simulator and the bots all ask the same questions of
a finished game: the scores, who won, what settled it and how each score came about. One
``Outcome`` answers them together, so a game cannot give a winner that its scores deny, and
its parts are typed where the old answers were dictionaries read by string keys.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from parlour.engine.events import JSONValue


@dataclass(frozen=True)
class Wording:
    """A text the table shows, as a translation key and its parameters."""

    key: str
    params: Mapping[str, JSONValue] = field(default_factory=dict)


@dataclass(frozen=True)
class ScoreLine:
    """One line of how a seat's score came about: "3 nobles: 6 points"."""

    key: str
    params: Mapping[str, JSONValue]
    points: float


@dataclass(frozen=True)
class Outcome:
    """A finished game: each seat's final score, the seats sharing the win (a whole team,
    or the Courtesan with her Gentleman), what settled it (a tie rule, the million), and
    each seat's score lines (empty where the game has no breakdown)."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    decided_by: Wording | None = None
    lines: tuple[tuple[ScoreLine, ...], ...] = ()

    def lines_of(self, seat: int) -> tuple[ScoreLine, ...]:
        return self.lines[seat] if self.lines else ()


def top_scorers(scores: Sequence[float], teams: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Everyone with the top score, and every seat of a team one of them plays in: who
    wins where the scores alone decide."""
    best = max(scores)
    top = {seat for seat, score in enumerate(scores) if score == best}
    return tuple(sorted(seat for team in teams if top.intersection(team) for seat in team))
