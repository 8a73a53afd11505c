"""Guillotine at its fullest: five seats with a hand of 8 cards, and two seats where the
person at the table has hoarded 22 (a hot-seat player who rarely plays a card).

The sessions are played from a seed: the person at seat 0 plays an action card only when
nothing else is allowed, everybody else plays at random, until seat 0 is on turn with a
hand of the wanted size.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from parlour.games.guillotine.actions import Play
from parlour.saves.session import Seat, Session

GAME_ID = "guillotine"
NAMES = ("Anna", "Bruno", "Clara", "Dora", "Emil")


def hoarding(players: int, hand: int, seed: int) -> Session:
    """A session in which seat 0 (a person, the others bots) is on turn holding at least
    ``hand`` action cards."""
    seats = [Seat(NAMES[0])] + [Seat(name, "normal") for name in NAMES[1:players]]
    rng = random.Random(seed)
    session = Session.start(GAME_ID, seats, seed)
    state = session.state
    while not state.is_over():
        legal = state.legal_actions()
        if state.to_act() == 0:
            if len(state.view(0)["hand"]) >= hand and any(isinstance(a, Play) for a in legal):
                break
            legal = [a for a in legal if not isinstance(a, Play)] or legal
        session.apply(rng.choice(legal))
        state = session.state
    else:
        raise RuntimeError(f"seed {seed} never gives seat 0 {hand} cards")
    session.rounds_seen = len(state.round_results())
    return session


def screens(app: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from parlour.ui.navigation import open_table

    yield "guillotine_5_seats_hand_8", lambda: open_table(app, hoarding(5, 8, seed=0))
    yield "guillotine_2_seats_hand_22", lambda: open_table(app, hoarding(2, 22, seed=4))
