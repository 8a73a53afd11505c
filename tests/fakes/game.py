"""Take-away: a pile of counters, each turn take 1 to 3; whoever takes the last one wins.

Small enough to finish in a few moves, yet it has everything the contract asks for: an
option with choices, a yes/no option, a hidden option, a secret per seat (a bonus card only
its owner sees until the end), score details, a deciding rule and progress.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from parlour.ai.base import Clockless
from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    Option,
    OptionValue,
    Outcome,
    RuleError,
    ScoreLine,
    Wording,
    action,
    new_rng,
    rng_from_json,
    rng_to_json,
)
from parlour.engine.outcome import top_scorers

GAME_ID = "test_fake"


@action("test_fake.take")
@dataclass(frozen=True)
class Take(Action):
    count: int


class FakeState(GameState):
    def __init__(self, num_players: int, pile: int, start: int, rng: random.Random) -> None:
        self.num_players = num_players
        self.start = start
        self.pile = pile
        self.turn = 0
        self.rng = rng
        self.bonus = [rng.randint(0, 2) for _ in range(num_players)]
        self.taken = [0] * num_players
        self.last: int | None = None

    def to_act(self) -> int | None:
        return None if self.is_over() else self.turn

    def legal_actions(self) -> list[Action]:
        if self.is_over():
            return []
        return [Take(n) for n in range(1, min(3, self.pile) + 1)]

    def _apply(self, act: Action) -> list[Event]:
        assert isinstance(act, Take)
        seat = self.turn
        self.pile -= act.count
        self.taken[seat] += act.count
        self.last = seat
        self.turn = (self.turn + 1) % self.num_players
        events = [Event("test_fake.log.took", {"seat": seat, "count": act.count})]
        if self.is_over():
            events.append(Event("test_fake.log.won", {"seat": seat}))
        return events

    def view(self, seat: int) -> dict[str, Any]:
        visible = self.is_over()
        return {
            "pile": self.pile,
            "turn": self.turn,
            "taken": list(self.taken),
            "bonus": [b if visible or s == seat else None for s, b in enumerate(self.bonus)],
        }

    def is_over(self) -> bool:
        return self.pile <= 0

    def scores(self) -> list[float]:
        return [
            (10 if self.is_over() and seat == self.last else 0) + self.bonus[seat]
            for seat in range(self.num_players)
        ]

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        scores = self.scores()
        lines = tuple(
            (
                ScoreLine("test_fake.score.bonus", {}, self.bonus[seat]),
                *((ScoreLine("test_fake.score.last", {}, 10),) if seat == self.last else ()),
            )
            for seat in range(self.num_players)
        )
        decided = Wording("test_fake.decided.last", {"seat": self.last})
        return Outcome(tuple(scores), top_scorers(scores, self.teams()), decided, lines)

    def progress(self) -> float:
        return 1.0 - self.pile / self.start

    def clone(self) -> FakeState:
        return self.from_json(self.to_json())

    def determinize(self, seat: int, rng: random.Random) -> FakeState:
        other = self.clone()
        if not self.is_over():
            other.bonus = [b if s == seat else rng.randint(0, 2) for s, b in enumerate(self.bonus)]
        other.rng = random.Random(rng.random())
        return other

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players,
            "start": self.start,
            "pile": self.pile,
            "turn": self.turn,
            "bonus": list(self.bonus),
            "taken": list(self.taken),
            "last": self.last,
            "rng": rng_to_json(self.rng),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> FakeState:
        try:
            state = cls(
                int(data["num_players"]), int(data["pile"]), int(data["start"]), random.Random()
            )
            state.turn = int(data["turn"])
            state.bonus = [int(b) for b in data["bonus"]]
            state.taken = [int(n) for n in data["taken"]]
            state.last = None if data["last"] is None else int(data["last"])
            state.rng = rng_from_json(data["rng"])
        except (KeyError, TypeError, ValueError) as exc:
            raise RuleError(f"not a fake state: {exc}") from exc
        return state


class FakeGame(Game):
    id = GAME_ID
    min_players = 2
    max_players = 4
    options = (
        Option("pile", 10, choices=(7, 10, 15)),
        Option("bonus", True),
        Option("turn_limit", 0, hidden=True),
    )

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> FakeState:
        self.check_players(num_players)
        resolved = self.resolve_options(options)
        pile = int(resolved["pile"])
        state = FakeState(num_players, pile, pile, new_rng(seed))
        if not resolved["bonus"]:
            state.bonus = [0] * num_players
        return state

    def state_from_json(self, data: Mapping[str, Any]) -> FakeState:
        return FakeState.from_json(data)


def load_game() -> FakeGame:
    return FakeGame()


class FirstBot(Clockless):
    """Always takes as many as it may: predictable, so tests know how a game ends."""

    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return state.legal_actions()[-1]


def make_bot(level: str, budget: int | None = None) -> FirstBot:
    return FirstBot(level)
