"""Banque Fatale sessions that differ only in a bot's hidden bid: 0, 1 or 3 jetons.

The game is played by the normal bots from a seed up to a round whose start player is
the bot in seat 1, holding three jetons at least; then that bot puts ``jetons`` jetons
into its bid. Saved right there (``"mid-bid"``), or once it and the bot after it have
placed their bids and the person in seat 0 is to bid (``"mid-round"``), every session
is the same game but for the secret; a save read back is what a replay opens.
"""

from __future__ import annotations

import random

from parlour.ai.base import decide, make_bot
from parlour.games.banque_fatale.rules import AddJeton, BanqueFataleState, PlaceBid
from parlour.saves.session import Seat, Session

GAME_ID = "banque_fatale"
#: The bot whose bid is the secret.
BIDDER = 1


def seats(level: str) -> list[Seat]:
    return [Seat("Ann"), Seat("Bob", level), Seat("Cy", level), Seat("Dee", level)]


def before_the_bid(seed: int, level: str = "normal") -> Session:
    """The session at the bidder's first decision of a round it starts; the bots are of
    ``level`` (the moves so far are the normal level's anyway)."""
    session = Session.start(GAME_ID, seats(level), seed)
    bot = make_bot(GAME_ID, "normal")
    rng = random.Random(seed)
    while True:
        state = session.state
        assert isinstance(state, BanqueFataleState) and not state.is_over()
        if (
            state.phase == "bid"
            and state.start == BIDDER == state.to_act()
            and sum(state.jetons[BIDDER]) >= 3
        ):
            return session
        seat = state.to_act()
        assert seat is not None
        session.apply(decide(bot, state, seat, rng))


def secret_bid(seed: int, jetons: int, when: str) -> Session:
    """The game of ``seed`` with ``jetons`` in the bidder's bid, saved ``when``."""
    session = before_the_bid(seed)
    for _ in range(jetons):
        state = session.state
        assert isinstance(state, BanqueFataleState)
        held = state.jetons[BIDDER]
        colour = max(range(len(held)), key=lambda i: (held[i], -i))
        session.apply(AddJeton(state.game.colours[colour]))
    if when == "mid-round":
        while session.state.to_act() != 0:
            session.apply(PlaceBid())
    return Session.from_json(session.to_json())
