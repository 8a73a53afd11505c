"""Millionenspiel at its fullest: five seats, every purse holding every denomination (a
winning game's crowded purse), pension cards of each value, and every seat's stake on
the table while the roller weighs a throw; then the payout at the end, the same purses
open on the final table."""

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


def screens(app: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from parlour.ui.scenes.main_menu import open_table

    yield "millionenspiel_fullest_stakes", lambda: open_table(app, _crowded("choose"))
    yield "millionenspiel_fullest_payout", lambda: open_table(app, _crowded("over"))


def _crowded(phase: str) -> Session:
    """A seeded five-seat game played until seat 0 weighs its first throw (``choose``)
    or to its end (``over``), then given the crowded purses, stakes and pensions."""
    seats = [Seat(NAMES[0])] + [Seat(name, "normal") for name in NAMES[1:]]
    session = Session.start("millionenspiel", seats, 11)
    rng = random.Random(11)
    while not _reached(session.state, phase):
        session.apply(rng.choice(session.state.legal_actions()))
    state = session.state
    assert isinstance(state, MillionenspielState)
    state.purse = [list(purse) for purse in PURSES]
    state.stake = [list(stake) for stake in (STAKES if phase == "choose" else [[0] * 7] * 5)]
    state.pension = list(PENSIONS)
    return Session.from_json(session.to_json(), verify=False)


def _reached(state: Any, phase: str) -> bool:
    return bool(state.phase == phase and (phase == "over" or state.to_act() == 0))
