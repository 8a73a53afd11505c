"""A fake game of several scored rounds to a target, for the round summary and its saves.

"Last counter": each round deals every seat a secret bonus (1–3) and lays out a pile of six
counters; in turn each seat takes one or two. Whoever takes the last counter scores five
plus their bonus for the round; the others score nothing. The round ends there, is shown
in the summary, and the next is dealt (a barrier: new secrets). The game ends when a seat
reaches the target of 12 points, or after ``MAX_ROUNDS``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import asdict
from typing import Any

from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    OptionValue,
    RoundResult,
    ScoreLine,
    new_rng,
    rng_from_json,
    rng_to_json,
)
from tests.fakes.game import FirstBot, Take

GAME_ID = "test_rounds"
PILE = 6
TARGET = 12
MAX_ROUNDS = 8


class RoundsState(GameState):
    def __init__(self, num_players: int, rng: random.Random) -> None:
        self.num_players = num_players
        self.rng = rng
        self.turn = 0
        self.results: list[RoundResult] = []
        self._deal()

    def _deal(self) -> None:
        self.pile = PILE
        self.bonus = [self.rng.randint(1, 3) for _ in range(self.num_players)]

    def totals(self) -> list[float]:
        return list(self.results[-1].totals) if self.results else [0.0] * self.num_players

    def to_act(self) -> int | None:
        return None if self.is_over() else self.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over() else [Take(n) for n in range(1, min(2, self.pile) + 1)]

    def _apply(self, act: Action) -> list[Event]:
        assert isinstance(act, Take)
        seat = self.turn
        self.pile -= act.count
        self.turn = (self.turn + 1) % self.num_players
        events = [Event("test_fake.log.took", {"seat": seat, "count": act.count})]
        if self.pile > 0:
            return events
        points = [0.0] * self.num_players
        points[seat] = 5.0 + self.bonus[seat]
        details = tuple(
            (ScoreLine("test_fake.score.last", {}, points[s]),) if s == seat else ()
            for s in range(self.num_players)
        )
        totals = tuple(t + p for t, p in zip(self.totals(), points, strict=True))
        number = len(self.results) + 1
        self.results.append(RoundResult(number, tuple(points), totals, details, TARGET))
        events.append(Event("test_fake.log.won", {"seat": seat}))
        if not self.is_over():
            self._deal()
            events.append(Event("test_fake.log.dealt", {}, barrier=True))
        return events

    def round_results(self) -> list[RoundResult]:
        return list(self.results)

    def view(self, seat: int) -> dict[str, Any]:
        return {
            "pile": self.pile,
            "round": len(self.results) + 1,
            "totals": self.totals(),
            "bonus": [b if s == seat else None for s, b in enumerate(self.bonus)],
        }

    def is_over(self) -> bool:
        return len(self.results) >= MAX_ROUNDS or max(self.totals()) >= TARGET

    def scores(self) -> list[float]:
        return self.totals()

    def clone(self) -> RoundsState:
        return RoundsGame().state_from_json(self.to_json())

    def determinize(self, seat: int, rng: random.Random) -> RoundsState:
        other = self.clone()
        other.bonus = [b if s == seat else rng.randint(1, 3) for s, b in enumerate(self.bonus)]
        other.rng = random.Random(rng.random())
        return other

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players,
            "turn": self.turn,
            "pile": self.pile,
            "bonus": list(self.bonus),
            "results": [
                [
                    r.number,
                    list(r.points),
                    list(r.totals),
                    [[asdict(line) for line in d] for d in r.details],
                ]
                for r in self.results
            ],
            "rng": rng_to_json(self.rng),
        }


class RoundsGame(Game):
    id = GAME_ID
    min_players = 2
    max_players = 6

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> RoundsState:
        self.check_players(num_players)
        self.resolve_options(options)
        return RoundsState(num_players, new_rng(seed))

    def state_from_json(self, data: Mapping[str, Any]) -> RoundsState:
        state = RoundsState.__new__(RoundsState)
        state.num_players = int(data["num_players"])
        state.turn, state.pile = int(data["turn"]), int(data["pile"])
        state.bonus = [int(b) for b in data["bonus"]]
        state.results = [
            RoundResult(
                int(n),
                tuple(float(x) for x in points),
                tuple(float(x) for x in totals),
                tuple(tuple(ScoreLine(**line) for line in d) for d in details),
                TARGET,
            )
            for n, points, totals, details in data["results"]
        ]
        state.rng = rng_from_json(data["rng"])
        return state


def load_game() -> RoundsGame:
    return RoundsGame()


def make_bot(level: str, budget: int | None = None) -> FirstBot:
    return FirstBot(level)
