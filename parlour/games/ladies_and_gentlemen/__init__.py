"""Ladies & Gentlemen (Loïc Lamy, Libellud 2013): Ladies shop, Gentlemen pay, the Ball judges.

Played with parlour's own card set ("parlour edition"), built to the constraints of the rules
file because the original card lists are not public.
"""

from __future__ import annotations

from parlour.games.ladies_and_gentlemen.cards import DATA_FILES, Catalogue, catalogue_from_json
from parlour.games.ladies_and_gentlemen.holdings import GAME_ID
from parlour.games.ladies_and_gentlemen.rules import LadiesGame
from parlour.resources import game_data


def load_catalogue() -> Catalogue:
    """Every card and number of the parlour edition, from ``assets/games/<id>/*.json``."""
    return catalogue_from_json({name: game_data(GAME_ID, f"{name}.json") for name in DATA_FILES})


def load_game() -> LadiesGame:
    return LadiesGame(load_catalogue())
