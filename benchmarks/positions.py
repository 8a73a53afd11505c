"""Positions to measure at: a random game of the fullest table, played out once to learn
its length, then replayed from its seed to a point inside it."""

from __future__ import annotations

import random
from typing import Any


def replayed_position(game_id: str, seed: int, fraction: float | None = None) -> tuple[Any, Any]:
    """``(game, state)`` after ``fraction`` of a seeded random game's actions; ``None``
    picks a point between 10 % and 80 % with the same seeded generator.

    parlour is imported here, not at module level, so the launch probes that share this
    file's folder measure a cold start.
    """
    from parlour.games import get_game

    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(game.max_players, seed)
    played = []
    while not state.is_over():
        act = rng.choice(state.legal_actions())
        state.apply(act)
        played.append(act)
    if fraction is None:
        fraction = rng.uniform(0.1, 0.8)
    state = game.new_state(game.max_players, seed)
    for act in played[: int(len(played) * fraction)]:
        state.apply(act)
    return game, state
