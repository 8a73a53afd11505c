"""Millionenspiel: the registry entry loads the board data and builds the game."""

from __future__ import annotations

from parlour.games.millionenspiel.rules import Board, Millionenspiel
from parlour.resources import game_data


def load_game() -> Millionenspiel:
    return Millionenspiel(Board.from_json(game_data("millionenspiel", "board.json")))
