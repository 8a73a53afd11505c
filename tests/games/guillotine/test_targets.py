"""The table's preview of "which noble would this card choose" asks the same functions the
rules ask with; this checks the two can never drift apart, over many real positions."""

from __future__ import annotations

import random

from parlour.games.guillotine.actions import ChooseNoble, Play
from parlour.games.guillotine.targets import noble_choices
from tests.games.guillotine.helpers import game


def test_noble_choices_are_exactly_what_the_rules_then_ask() -> None:
    g = game()
    asked = 0
    for seed in range(12):
        state = g.new_state(2 + seed % 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            for act in legal:
                if not isinstance(act, Play):
                    continue
                expected = noble_choices(g.catalogue, state.line, act.card)
                after = state.clone()
                after.apply(act)
                pending = after.pending
                if pending is not None and pending.kind == "noble" and pending.card == act.card:
                    asked += 1
                    chosen = sorted(
                        a.index for a in after.legal_actions() if isinstance(a, ChooseNoble)
                    )
                    assert expected == chosen, (act.card, state.line)
                else:
                    assert expected is None or len(expected) <= 1, (act.card, pending)
            state.apply(rng.choice(legal))
    assert asked > 50, "enough noble questions were compared"
