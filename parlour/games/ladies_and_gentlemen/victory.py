"""Who wins the Ball: the most elegant Lady's team, the Courtesan's tie and her scandal.

- Without the Courtesan the most elegant Lady's team wins; a tie goes to the team whose
  Gentleman is richer (money; **Decision:** resources do not count); a tie in money too is
  a shared win.
- The Courtesan wins when no Lady is more elegant than she is (ties go to her), together
  with the Gentleman whose gifts to her are worth the most elegance (tie: the richest).
- If she is less elegant than every Lady, scandal: the Gentleman whose gifts are worth the
  least (tie: the poorest) is excluded with his Lady, and the rest compete as above.
  **Decision:** Gentlemen still tied are all excluded, unless that would exclude everyone,
  in which case the scandal excludes nobody.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from parlour.games.ladies_and_gentlemen.seating import Seating


@dataclass(frozen=True)
class BallResult:
    winners: tuple[int, ...]
    key: str  # the "decided" text: elegance, richer, shared, courtesan, scandal
    params: Mapping[str, Any] = field(default_factory=dict)
    excluded: tuple[int, ...] = ()  # Gentlemen excluded by a scandal


def _top(seats: list[int], value: Mapping[int, int], lowest: bool = False) -> list[int]:
    sign = -1 if lowest else 1
    best = max(sign * value[s] for s in seats)
    return [s for s in seats if sign * value[s] == best]


def favourites(seating: Seating, gifts: Mapping[int, int], money: Mapping[int, int]) -> list[int]:
    """The Gentlemen the Courtesan wins with: the most generous, then the richest."""
    return _top(_top(seating.gentlemen, gifts), money)


def guilty(seating: Seating, gifts: Mapping[int, int], money: Mapping[int, int]) -> list[int]:
    """The Gentlemen a scandal excludes: the least generous, then the poorest; nobody if
    that would be everyone."""
    gentlemen = seating.gentlemen
    found = _top(_top(gentlemen, gifts, lowest=True), money, lowest=True)
    return found if len(found) < len(gentlemen) else []


def decide(
    seating: Seating,
    elegance: Mapping[int, int],
    money: Mapping[int, int],
    gifts: Mapping[int, int],
) -> BallResult:
    """The winners from each shopper's elegance, each Gentleman's money and the elegance
    of his gifts to the Courtesan."""
    gentlemen = seating.gentlemen
    courtesan = seating.courtesan
    excluded: list[int] = []
    if courtesan is not None:
        ladies = [elegance[lady] for lady in seating.ladies]
        mine = elegance[courtesan]
        if mine >= max(ladies):
            chosen = favourites(seating, gifts, money)
            return BallResult(
                tuple(sorted([courtesan, *chosen])),
                "courtesan",
                {"seat": courtesan, "gentleman_seat": chosen[0], "points": mine},
            )
        if mine < min(ladies):
            excluded = guilty(seating, gifts, money)
    remaining = [g for g in gentlemen if g not in excluded]
    lady_points = {g: elegance[seating.lady_of(g)] for g in remaining}
    best = _top(remaining, lady_points)
    richest = _top(best, money)
    winners = tuple(sorted(s for g in richest for s in (g, seating.lady_of(g))))
    points = lady_points[best[0]]
    params: dict[str, Any] = {"seat": seating.lady_of(richest[0]), "points": points}
    if excluded:
        key = "scandal"
        params["gentleman_seat"] = excluded[0]
    elif len(richest) > 1:
        key = "shared"
    elif len(best) > 1:
        key = "richer"
    else:
        key = "elegance"
    return BallResult(winners, key, params, tuple(excluded))
