"""What the setup screen remembers per game: the last table a player started.

A player who plays the same game with the same friends (or the same bots) should find the
table as they left it: the seats, the teams played whole and the options. The memory lives
in the settings file (``Settings.setups``, one entry per game id; ``Settings.last_game``
says which game the setup opens on), which a person may edit or an older version may have
written: every part of an entry is checked on its own, and whatever is unusable gives that
part's default instead. Nothing here raises on bad data.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from parlour.engine import Option, OptionValue
from parlour.settings import LANGUAGES
from parlour.ui import i18n

log = logging.getLogger(__name__)

#: What a chair can be: a human or a bot level (``parlour.setup.kind.<id>``).
KINDS: tuple[str, ...] = ("human", "easy", "normal", "hard")
#: The longest name the setup takes for a chair.
MAX_NAME = 16
#: A chair nobody named: "Player 2", "Spieler 2".
DEFAULT_NAME = "parlour.setup.default_name"


@cache
def _default_name_patterns() -> tuple[re.Pattern[str], ...]:
    """The default chair name of every language, as a pattern that finds its number."""
    patterns = []
    for language in LANGUAGES:
        template = i18n.namespace_keys("parlour", language).get(DEFAULT_NAME)
        if template is not None and "%{number}" in template:
            before, _, after = template.partition("%{number}")
            patterns.append(re.compile(f"{re.escape(before)}(\\d+){re.escape(after)}"))
    return tuple(patterns)


def in_this_language(name: str) -> str:
    """``name``, or, where it is a chair's default name in any language, that name in
    the language shown now: a table started in German and opened again in English says
    "Player 1", not "Spieler 1". A name a person typed is left as it is."""
    for pattern in _default_name_patterns():
        found = pattern.fullmatch(name)
        if found is not None:
            return i18n.t(DEFAULT_NAME, number=int(found.group(1)))
    return name


@dataclass
class SeatChoice:
    """One chair as the setup shows it: a name and a kind (``human`` or an AI level)."""

    name: str
    kind: str


@dataclass
class RememberedSetup:
    """The seats of the last table started, the teams one person played whole, and the
    options it was played with (only those still usable when recalled)."""

    seats: list[SeatChoice]
    whole_teams: set[int] = field(default_factory=set)
    options: dict[str, OptionValue] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": [{"name": seat.name, "kind": seat.kind} for seat in self.seats],
            "whole_teams": sorted(self.whole_teams),
            "options": dict(self.options),
        }


def recall(
    setups: Mapping[str, Any],
    game_id: str,
    defaults: Sequence[SeatChoice],
    options: Sequence[Option] = (),
) -> RememberedSetup | None:
    """The setup remembered for ``game_id``, or ``None`` if there is none worth using.

    A seat's unusable name or kind gives the default seat's (``defaults`` has one per chair
    the screen offers; seats beyond it are dropped); unusable team numbers are left out, and
    so is a remembered value that is not one of ``options`` (the game's own, which may
    have changed since).
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
        if not isinstance(kind, str) or kind not in KINDS:
            kind = defaults[index].kind
        seats.append(SeatChoice(name=name[:MAX_NAME], kind=kind))
    teams_raw = raw.get("whole_teams")
    whole = {
        team
        for team in (teams_raw if isinstance(teams_raw, list) else [])
        if type(team) is int and 0 <= team < len(seats)
    }
    return RememberedSetup(seats=seats, whole_teams=whole, options=_options(raw, options))


def _options(raw: dict[str, Any], options: Sequence[Option]) -> dict[str, OptionValue]:
    """The remembered values that ``options`` still allow: one of an option's choices, or
    for a free option a value of its default's type."""
    stored = raw.get("options")
    if not isinstance(stored, dict):
        return {}
    usable: dict[str, OptionValue] = {}
    for opt in options:
        value = stored.get(opt.key)
        if opt.choices:
            chosen = [c for c in opt.choices if c == value and type(c) is type(value)]
            if chosen:
                usable[opt.key] = chosen[0]
        elif value is not None and type(value) is type(opt.default):
            usable[opt.key] = value
    return usable


def remember(setups: dict[str, Any], game_id: str, setup: RememberedSetup) -> None:
    """Store ``setup`` as the last one of ``game_id`` (the caller saves the settings)."""
    setups[game_id] = setup.to_json()
