"""A fake team game for 4–10 seats: what Ladies & Gentlemen asks of the engine and host.

"Relay": seats 2k and 2k+1 are a team; at an odd table the last seat plays alone (as the
Courtesan does). In turn each seat takes 1–3 counters from a pile of
four per seat. Every seat holds a secret bonus (0–2) that nobody else sees, not even its
partner, as a Gentleman's money is hidden from his Lady. A team scores what both its seats
took plus both bonuses, and 10 more if one of them took the last counter. Both seats of
the best team win. One person may play a whole team: ``view_of`` joins both seats' secrets.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from typing import Any

from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    OptionValue,
    new_rng,
    rng_from_json,
    rng_to_json,
)
from tests.fakes.game import FirstBot, Take

GAME_ID = "test_teams"


class RelayState(GameState):
    def __init__(self, num_players: int, rng: random.Random) -> None:
        self.num_players = num_players
        self.pile = 4 * num_players
        self.turn = 0
        self.rng = rng
        self.bonus = [rng.randint(0, 2) for _ in range(num_players)]
        self.taken = [0] * num_players
        self.last: int | None = None

    def teams(self) -> tuple[tuple[int, ...], ...]:
        n = self.num_players
        return tuple(tuple(range(seat, min(seat + 2, n))) for seat in range(0, n, 2))

    def to_act(self) -> int | None:
        return None if self.is_over() else self.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over() else [Take(n) for n in range(1, min(3, self.pile) + 1)]

    def _apply(self, act: Action) -> list[Event]:
        assert isinstance(act, Take)
        seat = self.turn
        self.pile -= act.count
        self.taken[seat] += act.count
        self.last = seat
        self.turn = (self.turn + 1) % self.num_players
        events = [Event("test_fake.log.took", {"seat": seat, "count": act.count})]
        if self.is_over():
            events.append(Event("test_fake.log.won", {"seat": seat}, barrier=True))
        return events

    def view_of(self, seats: AbstractSet[int]) -> dict[str, Any]:
        visible = self.is_over()
        return {
            "pile": self.pile,
            "turn": self.turn,
            "taken": list(self.taken),
            "bonus": [b if visible or s in seats else None for s, b in enumerate(self.bonus)],
            "teams": [list(team) for team in self.teams()],
        }

    def view(self, seat: int) -> dict[str, Any]:
        return self.view_of({seat})

    def is_over(self) -> bool:
        return self.pile <= 0

    def scores(self) -> list[float]:
        scores = []
        for seat in range(self.num_players):
            team = self.team_of(seat)
            score = sum(self.taken[s] + self.bonus[s] for s in team)
            scores.append(score + (10 if self.is_over() and self.last in team else 0))
        return scores

    def clone(self) -> RelayState:
        other = RelayState.__new__(RelayState)
        other.__dict__.update(self.__dict__)
        other.bonus, other.taken = list(self.bonus), list(self.taken)
        other.rng = rng_from_json(rng_to_json(self.rng))
        return other

    def determinize(self, seat: int, rng: random.Random) -> RelayState:
        other = self.clone()
        if not self.is_over():
            other.bonus = [b if s == seat else rng.randint(0, 2) for s, b in enumerate(self.bonus)]
        other.rng = random.Random(rng.random())
        return other

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players,
            "pile": self.pile,
            "turn": self.turn,
            "bonus": list(self.bonus),
            "taken": list(self.taken),
            "last": self.last,
            "rng": rng_to_json(self.rng),
        }


class RelayGame(Game):
    id = GAME_ID
    min_players = 4
    max_players = 10

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> RelayState:
        self.check_players(num_players)
        self.resolve_options(options)
        return RelayState(num_players, new_rng(seed))

    def state_from_json(self, data: Mapping[str, Any]) -> RelayState:
        state = RelayState(int(data["num_players"]), random.Random())
        state.pile, state.turn = int(data["pile"]), int(data["turn"])
        state.bonus = [int(b) for b in data["bonus"]]
        state.taken = [int(n) for n in data["taken"]]
        state.last = None if data["last"] is None else int(data["last"])
        state.rng = rng_from_json(data["rng"])
        return state


def load_game() -> RelayGame:
    return RelayGame()


def make_bot(level: str, budget: int | None = None) -> FirstBot:
    return FirstBot(level)
