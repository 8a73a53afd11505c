"""Events: what an action caused, for animation, sound and the game log."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
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

    ``told_privately`` names the seats told this same public move by a private event of
    their own in the same list of events (``twin``, ``twinned_with``): a viewer among them
    reads that private line instead (``shown_to``), so a move is never told twice to the
    person who made it.
    """

    key: str
    params: Mapping[str, JSONValue] = field(default_factory=dict)
    audience: frozenset[int] | None = None
    barrier: bool = False
    logged: bool = True
    told_privately: frozenset[int] = frozenset()

    def visible_to_any(self, seats: AbstractSet[int]) -> bool:
        """Whether a person who plays all of ``seats`` may see this event (none: public)."""
        return self.audience is None or not self.audience.isdisjoint(seats)

    def twinned_with(self, private: Event) -> Event:
        """This public line, marked as told to ``private``'s audience by ``private``."""
        assert self.audience is None and private.audience is not None
        return replace(self, told_privately=private.audience)

    def to_json(self) -> dict[str, JSONValue]:
        data: dict[str, JSONValue] = {
            "key": self.key,
            "params": dict(self.params),
            "audience": None if self.audience is None else sorted(self.audience),
            "barrier": self.barrier,
            "logged": self.logged,
        }
        # Written only when set, so saves and records of unmarked events stay as they were.
        if self.told_privately:
            data["told_privately"] = sorted(self.told_privately)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, JSONValue]) -> Event:
        audience = data.get("audience")
        return cls(
            key=str(data["key"]),
            params=dict(data.get("params", {})),
            audience=None if audience is None else frozenset(int(s) for s in audience),
            barrier=bool(data.get("barrier", False)),
            logged=bool(data.get("logged", True)),
            told_privately=frozenset(int(s) for s in data.get("told_privately", ())),
        )


def twin(public: Event, private: Event) -> list[Event]:
    """A public line and the private line that tells the same move to ``private``'s
    audience, in that order, linked so that ``shown_to`` tells each viewer the move once."""
    return [public.twinned_with(private), private]


def shown_to(events: Iterable[Event], seats: AbstractSet[int] | None) -> list[Event]:
    """The events a person playing ``seats`` may see (``None``: someone shown everything,
    at the end of a game or in a replay's revealed view), each move told once: a public
    line is left out where the viewer also sees its private twin among ``events``."""
    seen = [e for e in events if seats is None or e.visible_to_any(seats)]
    twins = {e.audience for e in seen if e.audience is not None}
    return [e for e in seen if not (e.told_privately and e.told_privately in twins)]
