"""The Guillotine bots: strength ordering, time limit, and blindness to hidden cards."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from parlour.ai.base import decide, make_bot
from parlour.games.guillotine.actions import ChooseCard, ChoosePlayer, Play
from parlour.games.guillotine.ai import HARD_WIDTH, NormalBot, light_policy
from tests.fakes.clock import ticking_clock
from tests.games.guillotine.helpers import game, make_state, play
from tests.outcome import winners_of


def _play_game(levels: list[str], seed: int) -> list[int]:
    state = game().new_state(len(levels), seed)
    bots = [make_bot("guillotine", level) for level in levels]
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        state.apply(decide(bots[seat], state, seat, rng))
    return winners_of(state)


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


def test_hard_respects_its_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    """A budget it could never finish: only the one-second limit ends the decision."""
    state = game().new_state(5, seed=4)
    bot = make_bot("guillotine", "hard", budget=1_000_000)
    clock = ticking_clock(monkeypatch)
    assert decide(bot, state, 0, random.Random(0)) in state.legal_actions()
    assert 0 < clock.reads <= clock.reads_for(1.0)


def test_hard_only_weighs_normals_best_moves() -> None:
    """Hard's search refines normal's choice; it never wanders off to a move normal rates
    poorly on the strength of a few noisy playouts."""
    normal = NormalBot()
    hard = make_bot("guillotine", "hard", budget=2)
    for seed in range(6):
        rng = random.Random(seed)
        state = game().new_state(3, seed)
        for _ in range(rng.randrange(0, 25)):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.to_act()
        assert seat is not None
        sample = state.determinize(seat, rng)
        best = normal.ranked(sample, seat, rng)[:HARD_WIDTH]
        assert hard.choose(sample, seat, rng) in best


def _hidden_shuffled(state, seat: int, rng: random.Random):
    """The same state with everything ``seat`` cannot see dealt differently (cards it was
    shown in other hands stay; what others were shown of hands it cannot see is lost)."""
    other = state.clone()
    pool = list(other.action_deck)
    for s in range(other.num_players):
        if s != seat:
            pool += other.hands[s]
            for card in other.seen[seat][s]:
                pool.remove(card)
    rng.shuffle(pool)
    for s in range(other.num_players):
        if s != seat:
            kept = other.seen[seat][s]
            size = len(other.hands[s]) - len(kept)
            other.hands[s], pool = kept + pool[:size], pool[size:]
            for viewer in range(other.num_players):
                if viewer != seat:
                    other.seen[viewer][s] = []
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


L8 = ["duke", "baron", "regent", "cardinal", "mayor", "governor", "colonel", "bishop"]


def _kept(state, seat: int, owner: int, cards: list[str], seeds: int = 30) -> bool:
    """Whether every determinization for ``seat`` leaves ``cards`` in ``owner``'s hand (and
    keeps ``seat``'s view, the contract of any determinization)."""
    view = json.dumps(state.view(seat), sort_keys=True)
    for seed in range(seeds):
        sample = state.determinize(seat, random.Random(seed))
        assert json.dumps(sample.view(seat), sort_keys=True) == view
        if Counter(cards) - Counter(sample.hands[owner]):
            return False
    return True


def test_determinize_keeps_what_lack_of_support_showed_until_it_is_played() -> None:
    hand = ["escape", "trip", "stumble", "pushed"]
    state = make_state(line=L8, hands=[["lack_of_support", "rush_job"], hand, ["majesty"]])
    play(state, Play("lack_of_support"), ChoosePlayer(1), ChooseCard("escape"))
    shown = ["trip", "stumble", "pushed"]
    assert _kept(state, 0, 1, shown)
    # Only seat 0 looked: seat 2 still guesses seat 1's hand.
    assert not _kept(state, 2, 1, shown)
    assert all(state.determinize(2, random.Random(s)).seen[0][1] == [] for s in range(5))
    assert state.to_act() == 1
    play(state, Play("trip"))
    assert state.seen[0][1] == ["stumble", "pushed"]
    assert _kept(state, 0, 1, ["stumble", "pushed"])


def test_determinize_keeps_both_hands_an_information_exchange_swapped() -> None:
    mine = ["information_exchange", "trip", "pushed"]
    state = make_state(line=L8, hands=[mine, ["escape", "stumble"], ["majesty"]])
    play(state, Play("information_exchange"), ChoosePlayer(1))
    assert _kept(state, 0, 1, ["trip", "pushed"])
    assert _kept(state, 1, 0, ["escape", "stumble"])
    assert not _kept(state, 2, 1, ["trip", "pushed"])


def test_determinize_keeps_a_card_picked_from_the_discard_in_sight_of_all() -> None:
    state = make_state(
        line=L8, hands=[["rat_break"], ["majesty"], ["stumble"]], action_discard=["escape"]
    )
    play(state, Play("rat_break"), ChooseCard("escape"))
    assert _kept(state, 1, 0, ["escape"]) and _kept(state, 2, 0, ["escape"])


def test_rain_delay_forgets_what_was_shown() -> None:
    hand = ["escape", "trip", "rain_delay"]
    state = make_state(line=L8, hands=[["lack_of_support"], hand, ["stumble"]])
    play(state, Play("lack_of_support"), ChoosePlayer(1), ChooseCard("escape"))
    assert state.seen[0][1] == ["trip", "rain_delay"]
    play(state, Play("rain_delay"))
    assert state.seen == [[[] for _ in range(3)] for _ in range(3)]
