"""The view keeps the shape ``MillionenspielView`` declares, restored games included.

mypy checks the table's reads against the TypedDict and the dict ``view()`` builds, but
not the parts a snapshot brings back from JSON (the last roll, the decision): this test
checks those at run time, so a key the table reads can never be missing from a save.
"""

from __future__ import annotations

import random

from parlour.games.millionenspiel.rules import MillionenspielView
from tests.games.millionenspiel.helpers import game
from tests.view_shape import assert_shape


def test_every_view_has_the_declared_keys_before_and_after_a_save() -> None:
    state = game().new_state(3, seed=5, options={"turn_limit": 6})
    rng = random.Random(5)
    seen_last = seen_decided = False
    while True:
        restored = game().state_from_json(state.to_json())
        for view in (state.view(0), restored.view(0)):
            assert_shape(view, MillionenspielView)
            seen_last = seen_last or view["last"] is not None
            seen_decided = seen_decided or view["decided"] is not None
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert seen_last and seen_decided, "the game reached a settlement and its end"
