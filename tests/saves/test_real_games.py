"""Every registered game survives the save format: saved mid-game, it loads (replayed and
checked against its snapshot) into exactly the same session, with the same future."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from parlour.engine import UndoRefused
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


def _finished_by_the_human(game_id: str, players: int) -> tuple[Session, int]:
    """A random game whose very last move is the human's, and the human's seat: the step
    that ends the game is then one undo would otherwise take back. Whoever ends the game
    that the seed gives sits as the human, so no game has to end on a given seat's move."""
    seed = 1
    bots = Session.start(game_id, [Seat(f"Bot {i}", "easy") for i in range(players)], seed)
    rng = random.Random(seed)
    while not bots.state.is_over():
        bots.apply(rng.choice(bots.state.legal_actions()))
    last = bots.steps[-1].seat
    seats = [Seat("Ada") if i == last else Seat(f"Bot {i}", "easy") for i in range(players)]
    session = Session.start(game_id, seats, seed)
    for action in bots.history:
        session.apply(action)
    assert session.state.is_over()
    return session, last


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_no_undo_after_the_game_ending_move(game) -> None:
    """The final scores (hidden cash included) are shown once the game ends: the move that
    ended it is a barrier, also in a save written before ended games were marked so."""
    session, person = _finished_by_the_human(game.id, game.min_players)
    assert session.steps[-1].barrier and session.steps[-1].seat == person
    assert not session.can_undo(person)
    with pytest.raises(UndoRefused):
        session.undo(person)
    data = session.to_json()
    data["actions"][-1]["barrier"] = False  # as an older parlour wrote it
    assert not Session.from_json(data).can_undo(person)
