"""Events: what an action caused, for animation, sound and the game log."""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from typing import Any

JSONValue = Any


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``key`` is both the animation cue and the translation key of the log line
    (e.g. ``guillotine.log.collected``). ``params`` fill the placeholders; by convention a
    parameter whose name ends in ``seat`` is a seat index (the log shows the player's
    name) and one ending in ``card`` is a card id of the game (the log shows its
    translated name under ``<game>.card.<id>``); ``count`` picks the plural form of the
    line (the UI's ``parlour.ui.event_text`` says how a text asks for articles and cases).

    ``audience`` is ``None`` for public events; otherwise only those seats may see it,
    so the shared log can never leak a hand. ``barrier`` marks events that reveal a
    secret or consume randomness (a draw, a shuffle, a die): undo never crosses one.

    ``logged`` is ``False`` for a step that a later event of the same decision tells in
    full (a stake laid piece by piece is one line when it is placed): it still drives
    animation, sound and a hint's words, but the log tells the decision once.
    """

    key: str
    params: Mapping[str, JSONValue] = field(default_factory=dict)
    audience: frozenset[int] | None = None
    barrier: bool = False
    logged: bool = True

    def visible_to_any(self, seats: AbstractSet[int]) -> bool:
        """Whether a person who plays all of ``seats`` may see this event (none: public)."""
        return self.audience is None or not self.audience.isdisjoint(seats)

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "key": self.key,
            "params": dict(self.params),
            "audience": None if self.audience is None else sorted(self.audience),
            "barrier": self.barrier,
            "logged": self.logged,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, JSONValue]) -> Event:
        audience = data.get("audience")
        return cls(
            key=str(data["key"]),
            params=dict(data.get("params", {})),
            audience=None if audience is None else frozenset(int(s) for s in audience),
            barrier=bool(data.get("barrier", False)),
            logged=bool(data.get("logged", True)),
        )
