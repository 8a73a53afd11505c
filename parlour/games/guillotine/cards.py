"""The card catalogue: what every noble and action card *is*, read from ``cards.json``.

The rules look cards up here by id and never hard-code a value, so a corrected value is a
data change. Nothing here reads a file: ``load_game`` hands the parsed JSON in.

Noble fields: ``colour`` (purple, blue, green, red, gray), ``points`` (printed value;
``None`` for the starred cards), ``copies``, ``instruction`` (what happens when it is
collected, or a standing effect while in the line) and ``score`` (``printed``, ``pair`` with
``partner``, ``palace_guard`` or ``tragic``).

Action fields: ``timing`` (``turn``: played on your turn and discarded; ``faceup``: laid in
front of you; ``faceup_other``: laid in front of another player; ``interrupt``: Confusion in
Line; ``delayed``: Rush Job), ``effect`` (the code the rules dispatch on), ``line`` (it
moves, adds, removes or shuffles nobles in the line, so Callous Guards forbid it),
``endgame`` (it may be played in the scoring window after day 3) and the parameters of the
generic effects: ``move`` (``direction``, ``min``, ``max``, ``colour``, ``extra_card``) and
``to_front`` (``target``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from parlour.engine import RuleError

COLOURS = ("purple", "blue", "green", "red", "gray")


@dataclass(frozen=True)
class Noble:
    id: str
    colour: str
    points: int | None
    copies: int
    instruction: str | None
    score: str
    partner: str | None = None


@dataclass(frozen=True)
class ActionCard:
    id: str
    copies: int
    timing: str
    effect: str
    line: bool
    endgame: bool
    colour: str | None = None
    direction: str | None = None
    min: int = 0
    max: int = 0
    extra_card: bool = False
    target: str | None = None


@dataclass(frozen=True)
class Catalogue:
    nobles: Mapping[str, Noble]
    actions: Mapping[str, ActionCard]

    def noble_deck(self) -> list[str]:
        """Every noble card id, one entry per physical card (50)."""
        return [n.id for n in self.nobles.values() for _ in range(n.copies)]

    def action_deck(self) -> list[str]:
        """Every action card id, one entry per physical card (60)."""
        return [a.id for a in self.actions.values() for _ in range(a.copies)]

    @cached_property
    def sorted_nobles(self) -> list[str]:
        """``noble_deck`` sorted: what the nobles of any state sort to, wherever they lie
        (computed once; the state's ``check`` compares against it after every move)."""
        return sorted(self.noble_deck())

    @cached_property
    def sorted_actions(self) -> list[str]:
        """``action_deck`` sorted, for the same comparison."""
        return sorted(self.action_deck())


def catalogue_from_json(data: Mapping[str, Any]) -> Catalogue:
    """Build the catalogue; a malformed file is a ``RuleError`` naming the bad entry."""
    try:
        nobles = {str(row["id"]): Noble(**row) for row in data["nobles"]}
        actions = {str(row["id"]): ActionCard(**row) for row in data["actions"]}
    except (KeyError, TypeError) as exc:
        raise RuleError(f"bad guillotine card data: {exc}") from exc
    for noble in nobles.values():
        if noble.colour not in COLOURS:
            raise RuleError(f"noble {noble.id!r} has unknown colour {noble.colour!r}")
    return Catalogue(nobles=nobles, actions=actions)
