"""Shared helpers of the Ladies & Gentlemen tests: the game, and driving a state somewhere."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from parlour.engine import Event
from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.rules import LadiesGame, LadiesState

GAME = get_game("ladies_and_gentlemen")
assert isinstance(GAME, LadiesGame)
CAT = GAME.catalogue


def new(players: int, seed: int = 1, gossip: bool = False) -> LadiesState:
    state = GAME.new_state(players, seed, {"gossip": gossip})
    assert isinstance(state, LadiesState)
    return state


def play_until(
    state: LadiesState, done: Callable[[LadiesState], bool], seed: int = 0, limit: int = 5000
) -> None:
    """Random legal moves until ``done`` holds (it must, within ``limit`` moves and before
    the game ends: callers skip a seed by catching the ``AssertionError``)."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(state):
            return
        if state.is_over():
            raise AssertionError("the game ended before the state got there")
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the state never got there")


def at_phase(phase: str) -> Callable[[LadiesState], bool]:
    return lambda state: state.phase == phase


#: How each line with an ``amount`` moves the money of the Gentleman it names (``seat``).
INCOME = frozenset({"sell", "sell_own", "premium", "bonus"})
SPENDING = frozenset({"pay", "pay_servant", "hold", "window", "window_servant"})


def money_by_log(start: int, gentleman: int, lines: Iterable[Event]) -> int:
    """The money ``gentleman`` has as far as ``lines`` tell: ``start`` plus every figure
    they give for him. Over the lines a seat sees, this is what it can work out."""
    money = start
    for event in lines:
        name = event.key.removeprefix("ladies_and_gentlemen.log.")
        if event.params.get("seat") != gentleman or "amount" not in event.params:
            continue
        if name in INCOME:
            money += event.params["amount"]
        elif name in SPENDING:
            money -= event.params["amount"]
    return money


def hat_gossip_in_lady_1s_hand(state: LadiesState) -> str:
    """Give Lady 1 (seat 1) the gossip card about hats, taken from wherever it lay, and her
    one hat; its id."""
    hats = next(g for g in CAT.gossip.values() if g.condition == "item" and g.param == "hat")
    for seat, cards in enumerate(state.gossip):
        if hats.id in cards:
            cards.remove(hats.id)
            if hats.id in state.originals[seat]:
                state.originals[seat].remove(hats.id)
    if hats.id in state.gossip_deck:
        state.gossip_deck.remove(hats.id)
    state.gossip[1].append(hats.id)
    state.wardrobe[1] = ["hat_hortense"]
    return hats.id
