"""Banque Fatale at its fullest: four seats owning cards, the middle full of revealed
jetons in tall stacks (their ×N counts) and every bid open after the reveal, the bottom
seat's and a long one among them."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from parlour.games.banque_fatale.rules import BanqueFataleState
from parlour.saves.session import Seat, Session

NAMES = ("Anna", "Bruno", "Clara", "Dora")


def screens(app: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from parlour.ui.navigation import open_table

    yield "banque_fatale_fullest_reveal", lambda: open_table(app, _reveal())


def _reveal() -> Session:
    """The fullest draft right after a reveal, seat 0 to take a jeton: the most jetons
    in the middle, cards owned and jetons in the longest bid, among ten seeded random
    games."""
    best: tuple[int, Session] | None = None
    for seed in range(10):
        session = _session(seed)
        rng = random.Random(seed)
        state = session.state
        while not state.is_over():
            assert isinstance(state, BanqueFataleState)
            if state.phase == "draft" and state.to_act() == 0 and state.revealed is not None:
                owned = sum(len(cards) for cards in state.owned)
                weight = sum(state.middle) + owned + max(sum(bid) for bid in state.revealed)
                if best is None or weight > best[0]:
                    best = (weight, Session.from_json(session.to_json(), verify=False))
            session.apply(rng.choice(state.legal_actions()))
            state = session.state
    assert best is not None
    return best[1]


def _session(seed: int) -> Session:
    seats = [Seat(NAMES[0])] + [Seat(name, "normal") for name in NAMES[1:]]
    return Session.start("banque_fatale", seats, seed)
