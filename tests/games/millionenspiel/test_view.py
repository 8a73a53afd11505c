"""The view keeps the shape ``MillionenspielView`` declares, restored games included.

mypy checks the table's reads against the TypedDict and the dict ``view()`` builds, but
not the parts a snapshot brings back from JSON (the last roll, the decision): this test
checks those at run time, so a key the table reads can never be missing from a save.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from parlour.games.millionenspiel.rules import (
    Decided,
    LastRoll,
    MillionenspielView,
    OpeningRolls,
)
from tests.games.millionenspiel.helpers import game


def keys_of(shape: Any) -> set[str]:
    return set(shape.__required_keys__) | set(shape.__optional_keys__)


def check_shape(view: Mapping[str, Any]) -> None:
    assert set(view) == keys_of(MillionenspielView)
    assert set(view["opening"]) == keys_of(OpeningRolls)
    if view["last"] is not None:
        assert set(view["last"]) == keys_of(LastRoll)
    if view["decided"] is not None:
        assert set(view["decided"]) == keys_of(Decided)


def test_every_view_has_the_declared_keys_before_and_after_a_save() -> None:
    state = game().new_state(3, seed=5, options={"turn_limit": 6})
    rng = random.Random(5)
    seen_last = seen_decided = False
    while True:
        restored = game().state_from_json(state.to_json())
        for view in (state.view(0), restored.view(0)):
            check_shape(view)
            seen_last = seen_last or view["last"] is not None
            seen_decided = seen_decided or view["decided"] is not None
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert seen_last and seen_decided, "the game reached a settlement and its end"
