"""The game-independent contract: no pygame, no files, no clocks."""

from parlour.engine.actions import Action, action, action_from_json, action_to_json
from parlour.engine.errors import (
    DamagedGameData,
    DamagedSnapshot,
    GameUnavailable,
    RuleError,
    UndoRefused,
    UnknownAILevel,
    UnknownGame,
)
from parlour.engine.events import Event
from parlour.engine.game import Game, GameState, Option, OptionValue, RoundResult, replay
from parlour.engine.interjection import Interjection
from parlour.engine.outcome import Outcome, ScoreLine, Wording
from parlour.engine.rng import new_rng, rng_from_json, rng_to_json

__all__ = [
    "Action",
    "DamagedGameData",
    "DamagedSnapshot",
    "Event",
    "Game",
    "GameState",
    "GameUnavailable",
    "Interjection",
    "Option",
    "OptionValue",
    "Outcome",
    "RoundResult",
    "RuleError",
    "ScoreLine",
    "UndoRefused",
    "UnknownAILevel",
    "UnknownGame",
    "Wording",
    "action",
    "action_from_json",
    "action_to_json",
    "new_rng",
    "replay",
    "rng_from_json",
    "rng_to_json",
]
