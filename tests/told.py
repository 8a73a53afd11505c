"""The log lines a person reads of a move: what the flow shows them, worded in English."""

from __future__ import annotations

from collections.abc import Iterable, Set

from parlour.engine import Event
from parlour.engine.events import shown_to
from parlour.ui import i18n
from parlour.ui.event_text import format_event

NAMES = ["Anna", "Bruno", "Clara", "David", "Emma", "Felix"]


def lines(game_id: str, events: Iterable[Event], seats: Set[int] | None) -> list[str]:
    """What a person playing ``seats`` reads of ``events`` (``None``: shown everything)."""
    i18n.configure("en")
    return [
        format_event(event, game_id, NAMES, i18n.t)
        for event in shown_to(events, seats)
        if event.logged
    ]
