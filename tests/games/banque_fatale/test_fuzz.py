"""Seeded random and bot playouts of Banque Fatale with invariants checked after every step."""

from __future__ import annotations

import json
import random

import pytest

from parlour.ai.base import decide, make_bot
from parlour.games import get_game
from parlour.games.banque_fatale.ai import normal_policy
from parlour.games.banque_fatale.rules import BanqueFataleState
from tests.outcome import winners_of

GAME = get_game("banque_fatale")


def check_invariants(state: BanqueFataleState) -> None:
    """The state's own invariants (every jeton, card and payout in one place), and what
    the rules add: a value above 10 is paid out and reset before anyone moves again."""
    state.check()
    if state.phase != "draft":
        assert all(v <= 10 for v in state.values)  # anything above 10 paid out and reset
    assert len(state.market) <= 3


def play(state: BanqueFataleState, rng: random.Random, policy: str) -> None:
    while not state.is_over():
        legal = state.legal_actions()
        act = normal_policy(state, rng) if policy == "normal" else rng.choice(legal)
        assert act in legal
        state.apply(act)
        check_invariants(state)


@pytest.mark.parametrize("players", [3, 4])
def test_random_playouts_keep_every_invariant(players: int) -> None:
    for seed in range(150):
        state = GAME.new_state(players, seed, {"worthless_jetons": seed % 2 == 0})
        assert isinstance(state, BanqueFataleState)
        check_invariants(state)
        play(state, random.Random(seed), "random")
        assert state.round == 16 - players
        assert len(winners_of(state)) >= 1


@pytest.mark.parametrize("players", [3, 4])
def test_normal_bot_playouts_keep_every_invariant(players: int) -> None:
    for seed in range(40):
        state = GAME.new_state(players, 1000 + seed)
        assert isinstance(state, BanqueFataleState)
        play(state, random.Random(seed), "normal")


def test_determinize_conserves_what_the_seat_knows() -> None:
    rng = random.Random(3)
    for seed in range(40):
        state = GAME.new_state(4, seed)
        assert isinstance(state, BanqueFataleState)
        for _ in range(rng.randrange(0, 300)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(4):
            sample = state.determinize(seat, random.Random(seed))
            check_invariants(sample)
            assert sample.view(seat) == state.view(seat)
            assert sample.jetons[seat] == state.jetons[seat]
            assert sample.cash[seat] == state.cash[seat]
            assert sorted(sample.stack) == sorted(state.stack)
            assert sample.bid_placed == state.bid_placed


def test_view_hides_other_screens_and_open_bids() -> None:
    state = GAME.new_state(4, 11)
    rng = random.Random(11)
    while not state.is_over():
        for seat in range(4):
            view = state.view(seat)
            text = json.dumps(view)
            assert all(view["jetons"][s] is None for s in range(4) if s != seat)
            assert all(view["cash"][s] is None for s in range(4) if s != seat)
            assert "bids" not in view
            json.loads(text)
        public = state.public_view()
        assert all(j is None for j in public["jetons"]) and public["my_bid"] is None
        state.apply(rng.choice(state.legal_actions()))


def test_every_bot_level_plays_legal_moves() -> None:
    bots = [make_bot("banque_fatale", level, 4) for level in ("easy", "normal", "hard")]
    state = GAME.new_state(3, 21)
    rng = random.Random(21)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        state.apply(decide(bots[seat], state, seat, rng))
    assert state.is_over()
