"""MONOPOLY Das Kartenspiel (Phil Orbanes, Winning Moves 2000): complete groups, build, go out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from parlour.resources import game_data

if TYPE_CHECKING:
    from parlour.games.monopoly_kartenspiel.rules import MonopolyGame


def load_game() -> MonopolyGame:
    """The game, with its cards read from ``assets/games/monopoly_kartenspiel/cards.json``.

    The rules are imported here, not above, so that the catalogue and the actions can be
    imported on their own (the scorer and the table use them) without the whole game.
    """
    from parlour.games.monopoly_kartenspiel.cards import catalogue_from_json
    from parlour.games.monopoly_kartenspiel.rules import MonopolyGame

    return MonopolyGame(catalogue_from_json(game_data("monopoly_kartenspiel", "cards.json")))
