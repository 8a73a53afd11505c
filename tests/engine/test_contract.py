"""Every registered game honours the engine contract (``parlour/engine/game.py``)."""

from __future__ import annotations

import json
import random

import pytest

from parlour.engine import GameState, RuleError, action_from_json, action_to_json
from parlour.engine.fields import FieldState
from parlour.games import available_games
from tests.fakes import round_game, team_game
from tests.outcome import winners_of

#: The real games, and the fakes that use what they do not yet: teams, rounds.
GAMES = [*available_games(), team_game.load_game(), round_game.load_game()]
PLAYOUTS = 25
MAX_STEPS = 20_000


def _ids() -> list[str]:
    return [game.id for game in GAMES]


def _playout(state: GameState, rng: random.Random, steps: int = MAX_STEPS) -> list:
    played = []
    for _ in range(steps):
        if state.is_over():
            break
        actions = state.legal_actions()
        assert actions, "a seat to act must have a choice"
        act = rng.choice(actions)
        state.apply(act)
        played.append(act)
    return played


def test_some_game_is_registered() -> None:
    assert GAMES


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_random_playouts_end(game) -> None:
    for index in range(PLAYOUTS):
        players = game.min_players + index % (game.max_players - game.min_players + 1)
        state = game.new_state(players, seed=index)
        _playout(state, random.Random(index))
        assert state.is_over(), f"seed {index} did not end"
        assert state.to_act() is None
        assert state.legal_actions() == []
        winners = winners_of(state)
        assert winners and all(0 <= seat < players for seat in winners)
        assert len(state.scores()) == players


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_illegal_action_leaves_state_untouched(game) -> None:
    rng = random.Random(7)
    state = game.new_state(game.min_players, seed=3)
    for _ in range(60):
        if state.is_over():
            break
        before = json.dumps(state.to_json(), sort_keys=True)
        legal = state.legal_actions()
        # An action legal in some other state but not here, when we can find one.
        other = game.new_state(game.max_players, seed=rng.randrange(10**6))
        _playout(other, rng, steps=rng.randrange(1, 40))
        foreign = [a for a in other.legal_actions() if a not in legal]
        for act in foreign[:3]:
            with pytest.raises(RuleError):
                state.apply(act)
            assert json.dumps(state.to_json(), sort_keys=True) == before
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_save_load_gives_same_state_and_future(game) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_state(game.max_players, seed=seed)
        _playout(state, rng, steps=rng.randrange(5, 120))
        snapshot = json.loads(json.dumps(state.to_json()))
        restored = game.state_from_json(snapshot)
        assert json.dumps(restored.to_json(), sort_keys=True) == json.dumps(
            state.to_json(), sort_keys=True
        )
        future = random.Random(seed + 100)
        twin = random.Random(seed + 100)
        for _ in range(200):
            if state.is_over():
                assert restored.is_over()
                break
            act = future.choice(state.legal_actions())
            assert twin.choice(restored.legal_actions()) == act
            assert state.apply(act) == restored.apply(act)
        assert state.scores() == restored.scores()


@pytest.mark.parametrize("game", available_games(), ids=lambda game: game.id)
def test_what_a_state_is_built_from_is_declared_apart_from_its_fields(game) -> None:
    """The table's size and the options build the state (``BUILT_FROM``): declared as a
    field too, a snapshot would load them over what the state was built with."""
    state = game.new_state(game.min_players, seed=0)
    assert isinstance(state, FieldState)
    built_from = set(state.BUILT_FROM)
    assert "num_players" in built_from
    for option in game.options:
        assert {option.key, "options"} & built_from, option.key
    assert not built_from & set(state.FIELDS)


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_actions_round_trip_through_json(game) -> None:
    rng = random.Random(1)
    state = game.new_state(game.min_players, seed=1)
    for _ in range(300):
        if state.is_over():
            break
        for act in state.legal_actions():
            assert action_from_json(json.loads(json.dumps(action_to_json(act)))) == act
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_view_never_shows_another_seats_secrets(game) -> None:
    """A determinization redraws all a seat cannot see: its view must not change."""
    for seed in range(8):
        rng = random.Random(seed)
        state = game.new_state(game.max_players, seed=seed)
        _playout(state, rng, steps=rng.randrange(0, 150))
        for seat in range(state.num_players):
            view = json.dumps(state.view(seat), sort_keys=True)
            for sample_seed in range(3):
                sample = state.determinize(seat, random.Random(sample_seed))
                assert json.dumps(sample.view(seat), sort_keys=True) == view
                assert sample.legal_actions() == state.legal_actions() or (state.to_act() != seat)
        json.dumps(state.public_view())


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_clone_is_independent(game) -> None:
    state = game.new_state(game.min_players, seed=5)
    before = json.dumps(state.to_json(), sort_keys=True)
    copy = state.clone()
    _playout(copy, random.Random(5), steps=50)
    assert json.dumps(state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_bad_player_counts_and_options_are_rule_errors(game) -> None:
    with pytest.raises(RuleError):
        game.new_state(game.min_players - 1, seed=0)
    with pytest.raises(RuleError):
        game.new_state(game.max_players + 1, seed=0)
    with pytest.raises(RuleError):
        game.new_state(game.min_players, seed=0, options={"no_such_option": True})


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_a_seat_beyond_the_table_has_no_team(game) -> None:
    """A malformed-data error, not a ``StopIteration`` that slips past every handler."""
    state = game.new_state(game.min_players, 1, game.resolve_options(None))
    assert game.min_players - 1 in state.team_of(game.min_players - 1)
    with pytest.raises(IndexError):
        state.team_of(game.min_players)
