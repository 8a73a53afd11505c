"""The view a seat is shown has the shape ``GuillotineView`` declares (``rules.py``).

The type checker holds the table to that shape, but the pending decision is copied from
its ``Ask``'s own fields (``decisions.py``), which it cannot follow: these seeded games
check every key of every view against the declaration, at every step."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, NotRequired, get_origin, get_type_hints

from parlour.games.guillotine.decisions import KINDS
from parlour.games.guillotine.rules import (
    GuillotinePending,
    GuillotinePromptParams,
    GuillotineTurn,
    GuillotineView,
)
from tests.games.guillotine.helpers import game

#: Two of each table size, one under each Warte mal rule: every kind of decision comes up.
GAMES = 8


def _keys_fit(value: Mapping[str, Any], shape: Any, where: str) -> None:
    # From the hints: under postponed annotations Python 3.11's ``__required_keys__``
    # counts ``NotRequired`` keys as required.
    hints = get_type_hints(shape, include_extras=True)
    optional = {key for key, hint in hints.items() if get_origin(hint) is NotRequired}
    keys = set(value)
    missing = set(hints) - optional - keys
    foreign = keys - set(hints)
    assert not missing and not foreign, (where, missing, foreign)


def _fits(view: Mapping[str, Any]) -> str | None:
    """Checks ``view`` against ``GuillotineView``; returns its decision's kind."""
    _keys_fit(view, GuillotineView, "view")
    _keys_fit(view["turn"], GuillotineTurn, "turn")
    pending = view["pending"]
    if pending is None:
        return None
    _keys_fit(pending, GuillotinePending, pending["kind"])
    _keys_fit(pending["prompt_params"], GuillotinePromptParams, "prompt_params")
    return str(pending["kind"])


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
