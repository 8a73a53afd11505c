"""A save whose seats name a person beyond the table is a damaged file, never a crash.

A hand-edited or damaged save may list more seats than its snapshot has players, with one
person playing a seat the game does not have. The load list shows it with its message and
Continue passes over it to the next save.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from parlour.games import GAME_IDS, get_game
from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveStore

GAMES = GAME_IDS


def _played(game_id: str, seed: int) -> Session:
    players = get_game(game_id).min_players
    seats = [Seat("Ada")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    session = Session.start(game_id, seats, seed=seed)
    rng = random.Random(seed)
    for _ in range(5):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _with_a_person_beyond_the_table(path: Path) -> None:
    """Two more seats than the snapshot has players, one person playing both."""
    data = json.loads(path.read_text(encoding="utf-8"))
    beyond = len(data["seats"])
    data["seats"] += [
        {"name": "Cy", "ai_level": None},
        {"name": "Cy's partner", "ai_level": None, "played_by": beyond},
    ]
    data["hints"] += [0, 0]
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_person_beyond_the_table_is_a_damaged_save(game_id: str, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    good = _played(game_id, seed=3)
    store.save(good)
    damaged_path = store.save(_played(game_id, seed=4))
    _with_a_person_beyond_the_table(damaged_path)
    damaged_path.touch()  # the newest file: Continue must pass over it

    entries = SaveStore(tmp_path).entries()
    damaged = next(entry for entry in entries if entry.path == damaged_path)
    assert damaged.error is not None and damaged.error.key == "saves.error.damaged"

    latest = SaveStore(tmp_path).latest()
    assert latest is not None and latest.save_id == good.save_id


def test_a_seat_count_other_than_the_snapshots_is_damage(tmp_path: Path) -> None:
    """Even without a person playing two seats, the seats must be the snapshot's seats."""
    path = SaveStore(tmp_path).save(_played("monopoly_kartenspiel", seed=5))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seats"].append({"name": "Cy", "ai_level": None})
    data["hints"].append(0)
    path.write_text(json.dumps(data), encoding="utf-8")
    (entry,) = SaveStore(tmp_path).entries()
    assert entry.error is not None and entry.error.key == "saves.error.damaged"
