"""A secret move is told once to the person who made it: "You pass …", not also "Anna
chooses a card to pass to the left."; "You drew …", not also "Anna draws a card."."""

from __future__ import annotations

from parlour.games.monopoly_kartenspiel.actions import Discard, Draw, PassCard, Trade
from tests.games.monopoly_kartenspiel.rules_helpers import game, make_state
from tests.told import NAMES, lines

GAME = "monopoly_kartenspiel"


def test_the_passer_reads_the_card_passed_and_the_others_that_a_card_was_chosen() -> None:
    players = 5
    state = game().new_state(players, seed=8)
    seat = state.current
    state.apply(Trade((seat + 1) % players, 1))
    state.apply(Discard(state.hands[seat][0]))
    state.apply(Discard(state.hands[(seat + 1) % players][0]))
    events = state.apply(PassCard(state.hands[seat][0]))
    chose = f"{NAMES[seat]} chooses a card to pass to the left."
    [own] = lines(GAME, events, {seat})
    assert own.startswith("You pass ") and own.endswith(f" to {NAMES[(seat + 1) % players]}.")
    assert lines(GAME, events, {(seat + 2) % players}) == [chose]
    assert lines(GAME, events, None) == [own]


def test_the_drawer_reads_the_card_drawn_and_the_others_that_a_card_was_drawn() -> None:
    state = make_state(stock_top=["go_1"])
    events = state.apply(Draw())
    assert lines(GAME, events, {0}) == ["You drew a GO card."]
    assert lines(GAME, events, {1}) == ["Anna draws a card."]
