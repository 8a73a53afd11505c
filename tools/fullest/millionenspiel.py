"""Millionenspiel at its fullest: five seats, every purse holding every denomination (a
winning game's crowded purse), pension cards of each value, and every seat's stake on
the table while the roller weighs a throw; and the payout at the end of a seeded game
whose five purses all hold five to seven denominations."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from parlour.games.millionenspiel.rules import MillionenspielState
from parlour.saves.session import Seat, Session

NAMES = ("Anna", "Bruno", "Clara", "Dora", "Emil")
#: Pieces per seat, lowest denomination first (1, 10, 100, 1 000, 10 000, 100 000, 1 000 000).
PURSES = (
    [9, 4, 7, 3, 2, 4, 1],
    [1, 1, 1, 1, 1, 1, 0],
    [0, 12, 0, 0, 9, 0, 0],
    [3, 0, 2, 5, 0, 2, 0],
    [14, 11, 12, 10, 0, 0, 0],
)
STAKES = (
    [0, 0, 0, 0, 0, 0, 0],
    [3, 2, 1, 0, 0, 0, 0],
    [0, 5, 0, 2, 1, 0, 0],
    [12, 0, 3, 0, 0, 1, 0],
    [2, 2, 2, 2, 0, 0, 0],
)
PENSIONS = (500, 50, 500, 5, 50)
#: The seed whose random game ends with the fullest purses (each holds 5 to 7 kinds).
PAYOUT_SEED = 5


def screens(app: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from parlour.ui.navigation import open_table

    yield "millionenspiel_fullest_stakes", lambda: open_table(app, _stakes())
    yield "millionenspiel_fullest_payout", lambda: open_table(app, _played(PAYOUT_SEED))


def _played(seed: int, until: Callable[[Any], bool] | None = None) -> Session:
    """A seeded five-seat random game, played to its end or until ``until`` holds."""
    seats = [Seat(NAMES[0])] + [Seat(name, "normal") for name in NAMES[1:]]
    session = Session.start("millionenspiel", seats, seed)
    rng = random.Random(seed)
    while not session.state.is_over() and not (until and until(session.state)):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _stakes() -> Session:
    """Seat 0 weighing its first throw, every seat given a crowded purse, a stake and a
    pension card."""
    session = _played(11, lambda state: state.phase == "choose" and state.to_act() == 0)
    state = session.state
    assert isinstance(state, MillionenspielState)
    state.purse = [list(purse) for purse in PURSES]
    state.stake = [list(stake) for stake in STAKES]
    state.pension = list(PENSIONS)
    return Session.from_json(session.to_json(), verify=False)
