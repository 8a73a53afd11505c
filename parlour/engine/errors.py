"""The errors of the engine and the registry, one class for each thing a caller may mean.

An illegal action is a ``RuleError``; the others are not, so code that answers an illegal
move with "try again" never swallows a missing game or a damaged snapshot by accident.
The UI turns each into a message; none of them may crash the app.
"""

from __future__ import annotations

#: What Python raises when code meets data of the wrong shape or size: a missing key, a
#: string where a number belongs, a number too big for a C integer (a random generator's
#: state word, ``int(1e400)``), a structure nested too deep. ``Game.restore`` and the save
#: folder turn each of these into their own error.
MALFORMED: tuple[type[Exception], ...] = (
    LookupError,
    TypeError,
    ValueError,
    AttributeError,
    ArithmeticError,
    RecursionError,
)


class RuleError(ValueError):
    """An action the rules do not allow right now (or a setup the game cannot start with).

    Raised by ``GameState.apply`` before anything changes, so a caller can catch it and
    carry on with the very same state.
    """


class UnknownGame(LookupError):
    """A game id that parlour does not know at all."""


class GameUnavailable(LookupError):
    """A known game that cannot be played in this build.

    ``reason`` is ``None`` while the game is simply not built yet; otherwise it says why
    its modules failed to load (a bug to report, shown in setup and written to the log).
    ``path`` names the data file that could not be read, when that is why (a broken
    install, which the app names to the player).
    """

    def __init__(self, game_id: str, reason: str | None, path: str | None = None) -> None:
        detail = "is not available yet" if reason is None else f"failed to load: {reason}"
        where = "" if path is None else f" ({path})"
        super().__init__(f"game {game_id!r} {detail}{where}")
        self.game_id = game_id
        self.reason = reason
        self.path = path


class DamagedGameData(ValueError):
    """A game's data file (``assets/games/<id>/``) that cannot be read as JSON: missing,
    not a file, too large, damaged. ``reason`` says which, for the player and the log."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


class UnknownAILevel(LookupError):
    """An AI level no bot answers to (a typo on the command line, a save from elsewhere)."""


class UndoRefused(RuntimeError):
    """Undo asked for where the undo rule forbids it (a barrier, another seat's move)."""


class DamagedSnapshot(ValueError):
    """A saved snapshot that does not describe a state of its game."""
