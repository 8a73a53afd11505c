"""The Guillotine bots: strength ordering, time limit, and blindness to hidden cards."""

from __future__ import annotations

import random
import time

import pytest

from parlour.ai.base import decide, make_bot
from parlour.games.guillotine.ai import light_policy
from tests.games.guillotine.helpers import game


def _play_game(levels: list[str], seed: int) -> list[int]:
    state = game().new_state(len(levels), seed)
    bots = [make_bot("guillotine", level) for level in levels]
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        state.apply(decide(bots[seat], state, seat, rng))
    return state.winners()


def test_normal_beats_easy() -> None:
    wins = 0.0
    games = 30
    for seed in range(games):
        lineup = ["normal", "easy"] if seed % 2 == 0 else ["easy", "normal"]
        winners = _play_game(lineup, seed)
        normal_seat = lineup.index("normal")
        wins += (normal_seat in winners) / len(winners)
    assert wins / games >= 0.65


def test_light_policy_only_picks_legal_actions() -> None:
    rng = random.Random(2)
    for seed in range(20):
        state = game().new_state(
            2 + seed % 4, seed, {"interrupt_rule": ("german", "english")[seed % 2]}
        )
        while not state.is_over():
            state.apply(light_policy(state, rng))


def test_hard_respects_its_time_limit() -> None:
    state = game().new_state(5, seed=4)
    bot = make_bot("guillotine", "hard", budget=1_000_000)
    started = time.perf_counter()
    decide(bot, state, 0, random.Random(0))
    assert time.perf_counter() - started < 1.5


def _hidden_shuffled(state, seat: int, rng: random.Random):
    """The same state with everything ``seat`` cannot see dealt differently."""
    other = state.clone()
    pool = list(other.action_deck)
    for s in range(other.num_players):
        if s != seat:
            pool += other.hands[s]
    rng.shuffle(pool)
    for s in range(other.num_players):
        if s != seat:
            size = len(other.hands[s])
            other.hands[s], pool = pool[:size], pool[size:]
    other.action_deck = pool
    rng.shuffle(other.noble_deck)
    return other


@pytest.mark.parametrize(("level", "budget"), [("easy", None), ("normal", None), ("hard", 8)])
def test_no_level_reads_hidden_cards(level: str, budget: int | None) -> None:
    """Two states that differ only in what the seat cannot see get the same decision (hard's
    small budget ends long before its time limit, so its search is reproducible)."""
    rng = random.Random(level)
    for seed in range(6):
        state = game().new_state(4, seed)
        for _ in range(rng.randrange(0, 30)):
            state.apply(rng.choice(state.legal_actions()))
        if state.is_over():
            continue
        seat = state.to_act()
        assert seat is not None
        twin = _hidden_shuffled(state, seat, rng)
        assert twin.view(seat) == state.view(seat)
        bot = make_bot("guillotine", level, budget)
        assert decide(bot, state, seat, random.Random(9)) == decide(
            bot, twin, seat, random.Random(9)
        )
