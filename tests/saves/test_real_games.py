"""Every registered game survives the save format: saved mid-game, it loads (replayed and
checked against its snapshot) into exactly the same session, with the same future."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from parlour.games import available_games
from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveStore

GAMES = available_games()


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_a_real_game_saves_loads_and_continues(game, tmp_path: Path) -> None:
    seats = [Seat("Ada")] + [Seat(f"Bot {i}", "easy") for i in range(1, game.max_players)]
    session = Session.start(game.id, seats, seed=21)
    rng = random.Random(21)
    for _ in range(60):
        if session.state.is_over():
            break
        session.apply(rng.choice(session.state.legal_actions()))
    store = SaveStore(tmp_path)
    path = store.save(session)
    loaded = SaveStore(tmp_path).load(path)
    assert loaded.to_json() == json.loads(json.dumps(session.to_json()))
    for _ in range(60):
        if session.state.is_over():
            break
        act = rng.choice(session.state.legal_actions())
        assert loaded.apply(act) == session.apply(act)
    assert loaded.state.scores() == session.state.scores()
