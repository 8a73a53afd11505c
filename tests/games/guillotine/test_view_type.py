"""The view a seat is shown has the shape ``GuillotineView`` declares (``rules.py``).

The type checker holds the rules and the table to that shape; these seeded games check
what it cannot see, the views as they come out at run time: every key of every view at
every step, and each pending decision's kind against the one shape of
``GuillotinePending`` whose keys it has."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from parlour.games.guillotine.decisions import KINDS
from parlour.games.guillotine.rules import GuillotineView
from tests.games.guillotine.helpers import game
from tests.view_shape import assert_shape

#: Two of each table size, one under each Warte mal rule: every kind of decision comes up.
GAMES = 8


def _fits(view: Mapping[str, Any]) -> str | None:
    """Checks ``view`` against ``GuillotineView``; returns its decision's kind."""
    assert_shape(view, GuillotineView)
    pending = view["pending"]
    return None if pending is None else str(pending["kind"])


def test_every_view_has_the_keys_its_type_declares() -> None:
    g = game()
    kinds: set[str | None] = set()
    for index in range(GAMES):
        players = 2 + index % 4
        rule = "english" if index % 2 else "german"
        rng = random.Random(index)
        state = g.new_state(players, index, {"interrupt_rule": rule})
        while not state.is_over():
            for seat in range(-1, players):
                kinds.add(_fits(state.view(seat)))
            state.apply(rng.choice(state.legal_actions()))
        revealed = state.revealed_view()
        assert "hands" in revealed
        _fits(revealed)
    assert kinds >= set(KINDS), set(KINDS) - kinds
