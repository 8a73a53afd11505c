"""Banque Fatale: the rules in ``rules``, the bots in ``ai``, the table in ``scene``."""

from __future__ import annotations

from parlour.games.banque_fatale.rules import BanqueFatale
from parlour.resources import game_data


def load_game() -> BanqueFatale:
    """The game built from its card data (``assets/games/banque_fatale/cards.json``)."""
    return BanqueFatale(game_data("banque_fatale", "cards.json"))
