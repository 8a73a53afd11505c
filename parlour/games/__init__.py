"""The registry of games: every id parlour knows, and where its three sides live.

A game is three modules: its rules (the package, whose ``load_game()`` builds the ``Game``
with its data files), its bots (``<package>.ai``, ``make_bot``) and its table
(``<package>.scene``, ``TABLE``). The registry names them and imports each only when it is
first asked for, so the simulator never loads pygame and the main menu opens before any
game does. It imports nothing above the engine, so every layer may ask it.

A game whose package does not exist yet is "not built": it keeps its place in the menu
order but is not offered. A game whose rules are built before its table is simulated and
tested (``available_games``) but not offered to players (``playable_games``). A game
whose modules exist but fail to import is broken, and that is an error with a message
(``GameUnavailable.reason``), never a silent absence.

Ids that start with ``RESERVED_PREFIX`` belong to the fake games of ``tests/fakes``, which
stand in for a package only in ``sys.modules``. Any other game under such an id is refused
as broken before it is imported, so no real game can ever share an id with a fake and be
silently replaced by it in the tests.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from parlour.engine import DamagedGameData, Game, GameUnavailable, UnknownGame

#: Every game parlour knows, in menu order.
GAME_IDS: tuple[str, ...] = (
    "guillotine",
    "banque_fatale",
    "millionenspiel",
    "monopoly_kartenspiel",
    "ladies_and_gentlemen",
)

#: The start of every id kept for test fakes; no real game's id may begin with it.
RESERVED_PREFIX = "test_"


@dataclass(frozen=True)
class GameEntry:
    """Where one game's rules, bots and table are; nothing is imported until asked."""

    id: str

    @property
    def package(self) -> str:
        return f"{__name__}.{self.id}"

    @property
    def bots_module(self) -> str:
        return f"{self.package}.ai"

    @property
    def table_module(self) -> str:
        return f"{self.package}.scene"


def entry(game_id: str) -> GameEntry:
    """The entry of ``game_id``; an id parlour does not know is ``UnknownGame``."""
    if game_id not in GAME_IDS:
        raise UnknownGame(f"unknown game {game_id!r}")
    return GameEntry(game_id)


def _import(game_id: str, module: str) -> ModuleType:
    """``module`` of ``game_id``: absent means not built yet, any other failure is broken."""
    _refuse_a_reserved_id(game_id)
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (module == exc.name or module.startswith(exc.name + ".")):
            raise GameUnavailable(game_id, None) from exc
        raise GameUnavailable(game_id, f"{type(exc).__name__}: {exc}") from exc
    except Exception as exc:  # a syntax error, a bad data file, … in the game's own code
        raise GameUnavailable(game_id, f"{type(exc).__name__}: {exc}") from exc


def _refuse_a_reserved_id(game_id: str) -> None:
    """Under a reserved id, only a fake may load: anything else is broken, never imported.

    A fake is put into ``sys.modules`` by hand and so has no import spec; a package the
    import system would find has one, or is not in ``sys.modules`` yet.
    """
    if not game_id.startswith(RESERVED_PREFIX):
        return
    package = sys.modules.get(entry(game_id).package)
    if package is None or package.__spec__ is not None:
        raise GameUnavailable(
            game_id,
            f"the id {game_id!r} starts with {RESERVED_PREFIX!r}, which is kept for test fakes",
        )


@cache
def get_game(game_id: str) -> Game:
    """The game with this id, built with its data files (once per process).

    ``UnknownGame`` for an id parlour does not know; ``GameUnavailable`` for a game not
    built yet (``reason`` is ``None``) or one that fails to load (``reason`` says why, and
    ``path`` names the data file if that could not be read).
    """
    package = _import(game_id, entry(game_id).package)
    try:
        game = package.load_game()
    except DamagedGameData as exc:
        raise GameUnavailable(game_id, exc.reason, path=exc.path) from exc
    except Exception as exc:
        raise GameUnavailable(game_id, f"{type(exc).__name__}: {exc}") from exc
    if not isinstance(game, Game):
        raise GameUnavailable(game_id, f"load_game() returned {type(game).__name__}")
    return game


def bot_factory(game_id: str) -> Callable[..., Any]:
    """The game's ``make_bot(level, budget)`` from its bots module."""
    module = _import(game_id, entry(game_id).bots_module)
    factory: Callable[..., Any] = module.make_bot
    return factory


def table_class(game_id: str) -> Any:
    """The game's table class (``TABLE`` of its table module); imports pygame with it."""
    return _import(game_id, entry(game_id).table_module).TABLE


def available_games() -> list[Game]:
    """The games that can be played now, in menu order (broken ones: ``broken_games``)."""
    games = []
    for game_id in GAME_IDS:
        try:
            games.append(get_game(game_id))
        except GameUnavailable:
            continue
    return games


def has_table(game_id: str) -> bool:
    """Whether the game's table module exists, without importing it (and pygame with it)."""
    module = entry(game_id).table_module
    return module in sys.modules or importlib.util.find_spec(module) is not None


def playable_games() -> list[Game]:
    """The games a player is offered: their rules load and their table exists."""
    return [game for game in available_games() if has_table(game.id)]


def broken_games() -> list[GameUnavailable]:
    """The games that exist but fail to load, each with why: setup and the log show them."""
    broken = []
    for game_id in GAME_IDS:
        try:
            get_game(game_id)
        except GameUnavailable as exc:
            if exc.reason is not None:
                broken.append(exc)
    return broken
