"""Every table names its seats the same way, and a seat beyond the names by its number."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from parlour.games import GAME_IDS, get_game
from parlour.ui.table_api import table_factory
from tests.tables import TableHost


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_seat_is_named_as_it_sits_and_one_beyond_by_number(
    game_id: str, scene_pygame: None
) -> None:
    game = get_game(game_id)
    host = TableHost(table_factory(game_id), game, game.new_state(4, 1), 0)
    names = host.session.seat_names
    assert [host.table.name(seat) for seat in range(4)] == names[:4]
    assert host.table.name(9) == "10"
    assert host.table.name(-1) == "0"
    assert host.table.name(None) == "?"
