"""The registry of games: ids map to ``Game`` objects built with their data files."""

from __future__ import annotations

import importlib
from functools import cache

from parlour.engine import Game, RuleError

#: Every game parlour knows, in menu order. A game is playable once its package exists.
GAME_IDS: tuple[str, ...] = (
    "guillotine",
    "banque_fatale",
    "millionenspiel",
    "monopoly_kartenspiel",
    "ladies_and_gentlemen",
)


@cache
def get_game(game_id: str) -> Game:
    """The game with this id; an unknown or unbuilt id is a ``RuleError``."""
    if game_id not in GAME_IDS:
        raise RuleError(f"unknown game {game_id!r}")
    try:
        package = importlib.import_module(f"parlour.games.{game_id}")
    except ModuleNotFoundError as exc:
        raise RuleError(f"game {game_id!r} is not available yet") from exc
    game = package.load_game()
    assert isinstance(game, Game)
    return game


def available_games() -> list[Game]:
    """The games that can be played now, in menu order."""
    games = []
    for game_id in GAME_IDS:
        try:
            games.append(get_game(game_id))
        except RuleError:
            continue
    return games
