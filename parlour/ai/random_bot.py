"""The ``easy`` level everywhere: a uniformly random legal move."""

from __future__ import annotations

import random

from parlour.ai.base import Clockless
from parlour.engine import Action, GameState


class RandomBot(Clockless):
    level = "easy"

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return rng.choice(state.legal_actions())
