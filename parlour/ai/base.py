"""What a bot is, and the one way the app asks it for a move."""

from __future__ import annotations

import random
from typing import Protocol

from parlour.engine import Action, GameState, RuleError, UnknownAILevel
from parlour.games import bot_factory

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


class Bot(Protocol):
    """Chooses an action for ``seat`` in a state that hides nothing it should not know."""

    level: str

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action: ...

    def drop_time_limit(self) -> None:
        """Bound the work per decision by the budget alone, never by wall time.

        A clock makes a decision depend on how busy the machine is; ``parlour simulate``
        calls this so that a seeded run gives the same results anywhere. Part of the
        protocol (rather than a check for one search class) so that no searching bot,
        however it wraps its search, can keep a clock by accident.
        """
        ...


class Clockless:
    """For bots that never look at the clock: there is no time limit to drop."""

    def drop_time_limit(self) -> None:
        return None


def decide(bot: Bot, state: GameState, seat: int, rng: random.Random) -> Action:
    """Ask ``bot`` for ``seat``'s move without ever showing it ``state`` itself.

    The bot receives a determinization: the seat's own knowledge with everything hidden
    redrawn at random, so no level can read another player's cards.
    """
    if state.to_act() != seat:
        raise RuleError(f"seat {seat} is not to act")
    sample = state.determinize(seat, rng)
    return bot.choose(sample, seat, rng)


def make_bot(game_id: str, level: str, budget: int | None = None) -> Bot:
    """The bot of ``level`` for a game, from the game's bots module (see the registry).

    ``budget`` caps a searching level's work per decision (iterations); ``None`` keeps the
    level's own default. An unknown level is ``UnknownAILevel``; a game without bots is
    ``GameUnavailable``.
    """
    if level not in LEVELS:
        raise UnknownAILevel(f"unknown AI level {level!r}")
    bot: Bot = bot_factory(game_id)(level, budget)
    return bot
