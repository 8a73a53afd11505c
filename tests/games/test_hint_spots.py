"""Every table lights a hinted move where it is made (``GameTable.hint_spots``): the host
rings those places while every other legal move stays open, so each legal move of the
seat to act must have places on the table, where a click acts now."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from parlour.games import get_game, playable_games
from parlour.ui.table_api import table_factory
from tests.tables import TableHost

pytestmark = pytest.mark.usefixtures("scene_pygame")

GAMES = [game.id for game in playable_games()]
#: Decisions of seat 0 looked at per game.
DECISIONS = 25


@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_move_has_its_places_on_the_table(game_id: str) -> None:
    game = get_game(game_id)
    state = game.new_state(game.min_players, seed=5)
    host = TableHost(table_factory(game_id), game, state, viewer=0, speed=0.0)
    rng = random.Random(5)
    unlit: Counter[str] = Counter()
    seen = 0
    while not state.is_over() and seen < DECISIONS:
        legal = state.legal_actions()
        if state.to_act() == 0 and len(legal) > 1:
            seen += 1
            focus = host.table.focus_spots()
            for action in legal:
                spots = host.table.hint_spots(action)
                if not spots:
                    unlit[type(action).__name__] += 1
                    continue
                assert all(host.screen.get_rect().contains(spot) for spot in spots), action
                # The first place is where the move starts: a click there acts now.
                assert any(spots[0].colliderect(spot) for spot in focus), action
        host.apply(rng.choice(legal))
        host.settle()
    assert seen >= 5
    assert not unlit, f"moves the {game_id} table cannot light: {dict(unlit)}"
