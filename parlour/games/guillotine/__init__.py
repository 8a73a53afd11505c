"""Guillotine (Paul Peterson, 1998; AMIGO 2002): collect the noblest heads in three days."""

from __future__ import annotations

from parlour.games.guillotine.cards import catalogue_from_json
from parlour.games.guillotine.rules import GuillotineGame
from parlour.resources import game_data


def load_game() -> GuillotineGame:
    """The game, with its cards read from ``assets/games/guillotine/cards.json``."""
    return GuillotineGame(catalogue_from_json(game_data("guillotine", "cards.json")))
