"""Banque Fatale at its fullest: four seats late in the game, every seat holding many
cards, the middle full of revealed jetons in tall stacks (their ×N counts) and every
bid open after the reveal, the bottom seat's among them."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from parlour.games.banque_fatale.rules import BanqueFataleState
from parlour.saves.session import Seat, Session

NAMES = ("Anna", "Bruno", "Clara", "Dora")


def screens(app: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    from parlour.ui.scenes.main_menu import open_table

    yield "banque_fatale_fullest_reveal", lambda: open_table(app, _reveal())


def _reveal() -> Session:
    """The draft right after a reveal with the most jetons in the middle, seat 0 to take
    one, found among a few seeded random games played until their last rounds."""
    best: tuple[int, int, Session] | None = None
    for seed in range(6):
        session = _session(seed)
        rng = random.Random(seed)
        state = session.state
        while not state.is_over():
            assert isinstance(state, BanqueFataleState)
            if state.phase == "draft" and state.to_act() == 0 and state.revealed is not None:
                weight = (sum(state.middle), sum(len(cards) for cards in state.owned))
                if best is None or weight > best[:2]:
                    best = (*weight, Session.from_json(session.to_json(), verify=False))
            session.apply(rng.choice(state.legal_actions()))
            state = session.state
    assert best is not None
    return best[2]


def _session(seed: int) -> Session:
    seats = [Seat(NAMES[0])] + [Seat(name, "normal") for name in NAMES[1:]]
    return Session.start("banque_fatale", seats, seed)
