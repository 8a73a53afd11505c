"""A secret move is told once to those who know it: "Anna sells Gems for £200.", not also
"Anna sells a resource to the bank." (the sale, the workshop card, the boutique, a take)."""

from __future__ import annotations

import pytest

from parlour.engine import Action
from parlour.games.ladies_and_gentlemen import actions
from tests.games.ladies_and_gentlemen.helpers import (
    at_phase,
    hat_gossip_in_lady_1s_hand,
    new,
    play_until,
)
from tests.told import lines

GAME = "ladies_and_gentlemen"


@pytest.mark.parametrize(
    ("kind", "public", "private"),
    [
        (actions.Sell, "sells a resource to the bank.", " for £"),
        (actions.PlayWorkshop, "has chosen a workshop card.", "(secret until every Lady"),
        (actions.Visit, "has chosen a boutique.", "(secret until everyone has chosen)"),
        (actions.Take, "takes a ", "takes the "),
    ],
)
def test_the_mover_reads_the_private_line_and_an_outsider_the_public_one(
    kind: type[Action], public: str, private: str
) -> None:
    state = new(4, seed=3)
    play_until(state, lambda s: any(isinstance(a, kind) for a in s.legal_actions()))
    mover = state.to_act()
    assert mover is not None
    events = state.apply(next(a for a in state.legal_actions() if isinstance(a, kind)))
    outsider = next(
        seat
        for seat in range(4)
        if not any(e.audience is not None and seat in e.audience for e in events)
    )
    own = " / ".join(lines(GAME, events, {mover}))
    told = " / ".join(lines(GAME, events, {outsider}))
    assert private in own and public not in own
    assert public in told and private not in told
    assert public not in " / ".join(lines(GAME, events, None))


def test_gossip_is_told_once_to_the_giver_and_the_lady_who_gets_it() -> None:
    state = new(6, 1, gossip=True)  # Ladies 1, 3, 5
    play_until(state, at_phase("visit"))
    hat = hat_gossip_in_lady_1s_hand(state)
    state.wardrobe[3] = ["hat_isadora", "hat_nocturne"]
    events = state.apply(actions.GiveGossip(hat, 3))
    public = "Bruno passes a gossip card to David."
    for knows in ({1}, {3}):
        assert public not in lines(GAME, events, knows)
        assert [line for line in lines(GAME, events, knows) if "passes the gossip card" in line]
    assert lines(GAME, events, {5}) == [public]
