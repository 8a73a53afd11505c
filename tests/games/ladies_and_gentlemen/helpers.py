"""Shared helpers of the Ladies & Gentlemen tests: the game, and driving a state somewhere."""

from __future__ import annotations

import random
from collections.abc import Callable

from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.rules import LadiesGame, LadiesState

GAME = get_game("ladies_and_gentlemen")
assert isinstance(GAME, LadiesGame)
CAT = GAME.catalogue


def new(players: int, seed: int = 1, gossip: bool = False) -> LadiesState:
    state = GAME.new_state(players, seed, {"gossip": gossip})
    assert isinstance(state, LadiesState)
    return state


def play_until(
    state: LadiesState, done: Callable[[LadiesState], bool], seed: int = 0, limit: int = 5000
) -> None:
    """Random legal moves until ``done`` holds (it must, within ``limit`` moves)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(state):
            return
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the state never got there")


def at_phase(phase: str) -> Callable[[LadiesState], bool]:
    return lambda state: state.phase == phase
