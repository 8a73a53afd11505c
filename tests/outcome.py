"""A finished game's ``Outcome`` in the plain shapes the tests compare against."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from parlour.engine import GameState


def winners_of(state: GameState) -> list[int]:
    """The seats sharing the win; none while the game is played."""
    outcome = state.outcome()
    return [] if outcome is None else list(outcome.winners)


def decided_of(state: GameState) -> dict[str, Any] | None:
    """What settled the win as ``{"key", "params"}``; ``None`` while the game is played."""
    outcome = state.outcome()
    if outcome is None or outcome.decided_by is None:
        return None
    return asdict(outcome.decided_by)


def score_lines_of(state: GameState, seat: int) -> list[dict[str, Any]]:
    """``seat``'s score lines as ``{"key", "params", "points"}``; none while played."""
    outcome = state.outcome()
    return [] if outcome is None else [asdict(line) for line in outcome.lines_of(seat)]
