"""What the setup screen remembers per game: the last table a player started.

A player who plays the same game with the same friends (or the same bots) should find the
table as they left it. The memory lives in the settings file (``Settings.setups``, one entry
per game id), which a person may edit or an older version may have written: every part of an
entry is checked on its own, and whatever is unusable gives that part's default instead.
Nothing here raises on bad data.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)


@dataclass
class SeatChoice:
    """One chair as the setup shows it: a name and a kind (``human`` or an AI level)."""

    name: str
    kind: str


@dataclass
class RememberedSetup:
    """The seats of the last table started, and the teams one person played whole."""

    seats: list[SeatChoice]
    whole_teams: set[int] = field(default_factory=set)

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "whole_teams": sorted(self.whole_teams),
        }


def recall(
    setups: Mapping[str, Any],
    game_id: str,
    defaults: Sequence[SeatChoice],
    kinds: Sequence[str],
    max_name: int,
) -> RememberedSetup | None:
    """The setup remembered for ``game_id``, or ``None`` if there is none worth using.

    A seat's unusable name or kind gives the default seat's (``defaults`` has one per chair
    the screen offers; seats beyond it are dropped); unusable team numbers are left out.
    """
    raw = setups.get(game_id)
    if raw is None:
        return None
    seats_raw = raw.get("seats") if isinstance(raw, dict) else None
    if not isinstance(seats_raw, list) or not seats_raw:
        log.warning("remembered setup of %s is unusable: %r", game_id, raw)
        return None
    seats = []
    for index, item in enumerate(seats_raw[: len(defaults)]):
        entry = item if isinstance(item, dict) else {}
        name, kind = entry.get("name"), entry.get("kind")
        if not isinstance(name, str) or not name.strip():
            name = defaults[index].name
        if not isinstance(kind, str) or kind not in kinds:
            kind = defaults[index].kind
        seats.append(SeatChoice(name=name[:max_name], kind=kind))
    teams_raw = raw.get("whole_teams")
    whole = {
        team
        for team in (teams_raw if isinstance(teams_raw, list) else [])
        if type(team) is int and 0 <= team < len(seats)
    }
    return RememberedSetup(seats=seats, whole_teams=whole)


def remember(setups: dict[str, Any], game_id: str, setup: RememberedSetup) -> None:
    """Store ``setup`` as the last one of ``game_id`` (the caller saves the settings)."""
    setups[game_id] = setup.to_json()
