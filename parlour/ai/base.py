"""What a bot is, and the one way the app asks it for a move (or for advice: a hint)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

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


#: ``Advice.measure``: each figure is the mean result of the playouts after that move, in
#: [0, 1]: mostly whether the seat won, a little its rank (``parlour.ai.search.outcome``).
PROSPECTS = "prospects"
#: ``Advice.measure``: each figure is the bot's evaluation of its standing against its
#: rivals (as the game's evaluation weighs them) a few moves after that one, averaged over
#: the deals it guessed, in the game's points (``parlour.ai.search.LookaheadBot``).
LEAD = "lead"
#: ``Advice.measure``: each figure is what the seat's money is worth to the bot after that
#: move, by exact odds, as the sure sum it would take instead (a certainty equivalent), in
#: the game's money (``parlour.games.millionenspiel.ai``).
WORTH = "worth"
#: ``Advice.reason``: the move was the only legal one.
FORCED = "forced"
#: ``Advice.reason``: the level leaves this decision to its rule of thumb (no search).
RULE_OF_THUMB = "rule_of_thumb"
#: ``Advice.reason``: the level works the move out from exact odds (no sampling).
EXACT_ODDS = "exact_odds"
#: A game's bot may give a reason of its own instead (what its rule of thumb weighs); the
#: hint says it with the game's text ``<game>.hint.reason.<reason>``.


@dataclass(frozen=True)
class Advice:
    """A bot's move with what it can say about why: the options it weighed (best first,
    each with the bot's own figure in ``measure``), or a ``reason`` when it weighed none.

    The app shows it as a hint's line; the words are the app's, so a bot gives codes
    (``PROSPECTS``, ``FORCED`` …), never text.
    """

    action: Action
    weighed: tuple[tuple[Action, float], ...] = ()
    measure: str | None = None
    reason: str | None = None


@runtime_checkable
class Advisor(Protocol):
    """A bot that can say why it plays a move: the hard levels, which the hints and the
    game review ask.

    ``time_limit`` replaces the bot's own wall-time limit for this one decision (``None``
    keeps it): a hint counts its second from the key press, not from when the search
    began. The move must be the one ``choose`` would play with that limit.

    ``weigh`` names moves to weigh beside the bot's own candidates, where the bot weighs
    any: the review asks for the move that was played, to set its figure beside the best
    one's. A move so weighed may then be the one advised (it did better than the bot's
    own choices); with ``weigh`` empty the advice is the move ``choose`` plays.
    """

    def advise(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        time_limit: float | None = None,
        weigh: tuple[Action, ...] = (),
    ) -> Advice: ...


def decide(bot: Bot, state: GameState, seat: int, rng: random.Random) -> Action:
    """Ask ``bot`` for ``seat``'s move without ever showing it ``state`` itself.

    The bot receives a determinization: the seat's own knowledge with everything hidden
    redrawn at random, so no level can read another player's cards.
    """
    if state.to_act() != seat:
        raise RuleError(f"seat {seat} is not to act")
    sample = state.determinize(seat, rng)
    return bot.choose(sample, seat, rng)


def advise(
    bot: Bot,
    state: GameState,
    seat: int,
    rng: random.Random,
    time_limit: float | None = None,
    weigh: tuple[Action, ...] = (),
) -> Advice:
    """``decide`` with the bot's reasons, if it is an ``Advisor`` (else the bare move):
    what a hint shows and, with ``weigh`` (the move played), what the review judges by."""
    if state.to_act() != seat:
        raise RuleError(f"seat {seat} is not to act")
    sample = state.determinize(seat, rng)
    if not isinstance(bot, Advisor):
        return Advice(bot.choose(sample, seat, rng))
    if weigh:
        return bot.advise(sample, seat, rng, time_limit, weigh)
    return bot.advise(sample, seat, rng, time_limit)  # a hint: the bot's own candidates


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
