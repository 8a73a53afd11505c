"""A tiny card game that honours the whole engine contract, for the saves and CLI tests.

Unlike the take-away game in ``tests/fakes/game.py`` it shuffles and reveals, so it has the
barrier events undo must respect.

"High card": every seat holds one secret card from a shuffled deck. In turn each seat
stakes chips one at a time ("chip", at most two) and then says "done"; when the last seat
is done, all cards are shown, the highest card wins every stake of the round and the others
lose theirs, and fresh cards are dealt (the deck is reshuffled when it runs low). After
``rounds`` rounds the most points win.

It has what saves, undo and the simulator must cope with: secrets (hands), randomness
(shuffles), multi-step turns (chips, then done) and barrier events (reveal, deal).
"""

from __future__ import annotations

import random
import sys
import types
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from parlour.ai.random_bot import RandomBot
from parlour.ai.search import SearchBot
from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    Option,
    OptionValue,
    RuleError,
    action,
    new_rng,
    rng_from_json,
    rng_to_json,
)

GAME_ID = "test_high_card"
DECK = tuple(range(1, 13))
MAX_CHIPS = 2


@action("test_high_card.chip")
@dataclass(frozen=True)
class Chip(Action):
    pass


@action("test_high_card.done")
@dataclass(frozen=True)
class Done(Action):
    pass


class HighCardState(GameState):
    def __init__(self, num_players: int, rounds: int, rng: random.Random) -> None:
        self.num_players = num_players
        self.rounds = rounds
        self.rng = rng
        self.round = 0
        self.turn = 0
        self.deck: list[int] = []
        self.hands: list[int] = []
        self.stakes = [0] * num_players
        self.points = [0] * num_players

    # --- dealing -------------------------------------------------------------------------

    def _deal(self) -> list[Event]:
        events = []
        if len(self.deck) < self.num_players:
            self.deck = list(DECK)
            self.rng.shuffle(self.deck)
            events.append(Event("test_high_card.log.shuffled", barrier=True))
        self.hands = [self.deck.pop() for _ in range(self.num_players)]
        for seat in range(self.num_players):
            events.append(
                Event(
                    "test_high_card.log.dealt",
                    {"seat": seat, "card": self.hands[seat]},
                    audience=frozenset({seat}),
                    barrier=True,
                )
            )
        return events

    # --- the contract --------------------------------------------------------------------

    def to_act(self) -> int | None:
        return None if self.is_over() else self.turn

    def legal_actions(self) -> list[Action]:
        if self.is_over():
            return []
        if self.stakes[self.turn] < MAX_CHIPS:
            return [Chip(), Done()]
        return [Done()]

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        if isinstance(action, Chip):
            self.stakes[seat] += 1
            return [Event("test_high_card.log.chip", {"seat": seat})]
        events = [Event("test_high_card.log.done", {"seat": seat})]
        if seat + 1 < self.num_players:
            self.turn = seat + 1
            return events
        best = max(self.hands)
        for other in range(self.num_players):
            won = self.hands[other] == best
            self.points[other] += self.stakes[other] if won else -self.stakes[other]
        events.append(
            Event("test_high_card.log.revealed", {"cards": list(self.hands)}, barrier=True)
        )
        self.round += 1
        self.turn = 0
        self.stakes = [0] * self.num_players
        if not self.is_over():
            events.extend(self._deal())
        return events

    def view(self, seat: int) -> dict[str, Any]:
        return {
            "round": self.round,
            "turn": self.turn,
            "deck_size": len(self.deck),
            "hand": self.hands[seat] if 0 <= seat < self.num_players else None,
            "stakes": list(self.stakes),
            "points": list(self.points),
        }

    def is_over(self) -> bool:
        return self.round >= self.rounds

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def progress(self) -> float:
        return min(1.0, self.round / self.rounds)

    def clone(self) -> Self:
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin.rng = rng_from_json(rng_to_json(self.rng))
        twin.deck = list(self.deck)
        twin.hands = list(self.hands)
        twin.stakes = list(self.stakes)
        twin.points = list(self.points)
        return twin

    def determinize(self, seat: int, rng: random.Random) -> Self:
        twin = self.clone()
        unseen = [i for i in range(self.num_players) if i != seat]
        pool = list(twin.deck) + [twin.hands[i] for i in unseen]
        rng.shuffle(pool)
        for i in unseen:
            twin.hands[i] = pool.pop()
        twin.deck = pool
        twin.rng = random.Random(rng.getrandbits(64))
        return twin

    def to_json(self) -> dict[str, Any]:
        return {
            "num_players": self.num_players,
            "rounds": self.rounds,
            "rng": rng_to_json(self.rng),
            "round": self.round,
            "turn": self.turn,
            "deck": list(self.deck),
            "hands": list(self.hands),
            "stakes": list(self.stakes),
            "points": list(self.points),
        }


class HighCardGame(Game):
    id = GAME_ID
    min_players = 2
    max_players = 4
    options = (Option("rounds", 3, choices=(1, 2, 3, 5)),)

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> HighCardState:
        self.check_players(num_players)
        rounds = self.resolve_options(options)["rounds"]
        assert isinstance(rounds, int)
        state = HighCardState(num_players, rounds, new_rng(seed))
        state._deal()
        return state

    def state_from_json(self, data: Mapping[str, Any]) -> HighCardState:
        try:
            state = HighCardState(int(data["num_players"]), int(data["rounds"]), new_rng(0))
            state.rng = rng_from_json(data["rng"])
            state.round = int(data["round"])
            state.turn = int(data["turn"])
            state.deck = [int(c) for c in data["deck"]]
            state.hands = [int(c) for c in data["hands"]]
            state.stakes = [int(s) for s in data["stakes"]]
            state.points = [int(p) for p in data["points"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise RuleError(f"not a high card state: {exc}") from exc
        return state


def make_bot(level: str, budget: int | None = None) -> Any:
    if level == "easy":
        return RandomBot()
    bot = SearchBot(iterations=budget or (40 if level == "normal" else 150))
    bot.level = level
    return bot


def load_game() -> HighCardGame:
    return HighCardGame()


def install(monkeypatch: Any) -> None:
    """Make ``test_high_card`` a registered game (``get_game``, ``make_bot``) for one test.

    The registry imports ``parlour.games.<id>`` and ``parlour.games.<id>.ai``; this module
    stands in for both.
    """
    import parlour.games
    from tests.fakes import require_a_reserved_id

    require_a_reserved_id(GAME_ID)
    module = sys.modules[__name__]
    package = types.ModuleType(f"parlour.games.{GAME_ID}")
    package.load_game = load_game  # type: ignore[attr-defined]
    package.ai = module  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, f"parlour.games.{GAME_ID}", package)
    monkeypatch.setitem(sys.modules, f"parlour.games.{GAME_ID}.ai", module)
    monkeypatch.setattr(parlour.games, "GAME_IDS", (*parlour.games.GAME_IDS, GAME_ID))
    parlour.games.get_game.cache_clear()
