"""A bot's sample depends on what its seat may know and on its generator, nothing else.

For every registered game: take seeded states in mid-game, build a twin that differs from
each only in what one seat cannot see (a determinization of it, whose view for that seat is
checked equal), and sample both with the same generator. Equal samples mean no pool was
shuffled from the order its hidden things happened to lie in.
"""

from __future__ import annotations

import json
import random

import pytest

from parlour.engine import GameState
from parlour.engine.hidden import reseed, shuffled
from parlour.games import available_games

GAMES = available_games()
SEEDS = 4
POINTS = 4


def _snapshot(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def _mid_game_states(game, seed: int) -> list[GameState]:
    """Copies of one seeded random game at a few points along the way."""
    rng = random.Random(seed)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    state = game.new_state(players, seed=seed)
    states = []
    for _ in range(POINTS):
        for _ in range(rng.randrange(3, 40)):
            if state.is_over():
                return states
            state.apply(rng.choice(state.legal_actions()))
        states.append(state.clone())
    return states


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_sample_ignores_where_hidden_things_lie(game) -> None:
    compared = 0
    for seed in range(SEEDS):
        for state in _mid_game_states(game, seed):
            for seat in range(state.num_players):
                twin = state.determinize(seat, random.Random(1000 + seed))
                view = json.dumps(state.view(seat), sort_keys=True)
                assert json.dumps(twin.view(seat), sort_keys=True) == view
                for k in range(2):
                    sample = state.determinize(seat, random.Random(k))
                    twin_sample = twin.determinize(seat, random.Random(k))
                    assert _snapshot(sample) == _snapshot(twin_sample), (seed, seat, k)
                compared += 1
    assert compared >= SEEDS * game.min_players


def test_shuffled_depends_on_contents_and_generator_only() -> None:
    pool = ["c", "a", "b", "a", "d"]
    first = shuffled(pool, random.Random(3))
    assert first == shuffled(list(reversed(pool)), random.Random(3))
    assert sorted(first) == sorted(pool)
    assert pool == ["c", "a", "b", "a", "d"]


def test_reseed_comes_from_the_given_generator() -> None:
    one, two = random.Random(5), random.Random(5)
    assert reseed(one).random() == reseed(two).random()
    assert one.random() == two.random()
