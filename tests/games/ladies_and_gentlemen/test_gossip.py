"""The Gossip variant: a gossip card goes only to a Lady who meets its condition, once a day;
the discard of an original gossip card replaces the window card (rules file, "Gossip
variant")."""

from __future__ import annotations

from parlour.games.ladies_and_gentlemen.actions import (
    BuyWindow,
    DiscardGossip,
    Done,
    GiveGossip,
    Refuse,
    Visit,
)
from tests.games.ladies_and_gentlemen.helpers import (
    at_phase,
    hat_gossip_in_lady_1s_hand,
    new,
    play_until,
)


def test_gossip_goes_only_to_a_lady_who_meets_its_condition_once_a_day() -> None:
    state = new(6, 1, gossip=True)  # Ladies 1, 3, 5
    play_until(state, at_phase("visit"))
    assert state.current == 1
    hat = hat_gossip_in_lady_1s_hand(state)
    state.wardrobe[3] = ["hat_isadora", "hat_nocturne"]  # more hats than Lady 1
    state.wardrobe[5] = ["hat_jacinthe"]  # as many: not more
    legal = state.legal_actions()
    assert GiveGossip(hat, 3) in legal
    assert GiveGossip(hat, 5) not in legal
    state.apply(GiveGossip(hat, 3))
    assert hat in state.gossip[3] and hat not in state.gossip[1]
    assert state.current == 1  # she still chooses her boutique
    assert not any(isinstance(a, GiveGossip) for a in state.legal_actions())  # once a day
    state.apply(Visit(0))


def test_the_gossip_discard_replaces_the_window_card() -> None:
    state = new(4, 4, gossip=True)  # Gentlemen 0, 2; Ladies 1, 3
    play_until(state, at_phase("visit"))
    while state.phase == "visit":
        state.apply(Visit(1))  # nobody visits boutique 0
    while state.phase in ("shop", "trade"):
        state.apply(Done())
    while state.phase == "pay":
        state.apply(Refuse())
    assert state.phase == "window" and state.current == 1  # the Lady decides, not him
    legal = state.legal_actions()
    assert BuyWindow() not in legal
    assert {a.card for a in legal if isinstance(a, DiscardGossip)} == set(state.originals[1])
    card = state.originals[1][0]
    held = len(state.gossip[1])
    state.apply(DiscardGossip(card))
    assert len(state.gossip[1]) == held - 1 and card in state.gossip_deck
