"""A coached first game: a lesson read from data, and where the player stands in it.

A game teaches itself with ``assets/games/<id>/tutorial.json``: a fixed seed, seats and
options, the *script* (every action of the lesson's game, in order, the person's and the
bots' alike), the coach's *steps* (from which action on a text is shown, why a move other
than the scripted one is wrong there, and whether the table plays a stretch by itself),
where the lesson ends and what it taught. A sixth game adds its lesson as one more file
and its texts; nothing here names a game.

The lesson holds because nothing is left to chance: the seed fixes every deal and die,
the bots play the script, and the person is asked for the scripted move, which the table
rings. Any other move is answered with the step's reason instead of being played, so the
script and the game never part. Where the player stands is only how many actions the
session has applied, so undo simply steps back in the script.

No pygame here: the table host (``parlour.ui.scenes.lesson``) draws the coach.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from parlour.engine import Action, GameUnavailable, RuleError
from parlour.engine.actions import action_from_json, same_action
from parlour.engine.errors import DamagedGameData
from parlour.games import get_game
from parlour.resources import assets_dir, game_data
from parlour.saves.session import Seat, Session

log = logging.getLogger(__name__)

#: The lesson's file in a game's assets folder.
LESSON_FILE = "tutorial.json"
#: The lesson format this code reads.
FORMAT = 1
#: What a wrong move is told when its step names no reason of its own.
DEFAULT_WHY = "parlour.lesson.why"


class LessonError(ValueError):
    """A lesson file that cannot be used: the game is then offered without a lesson."""


@dataclass(frozen=True)
class LessonSeat:
    """A chair of the lesson: the person's (``name`` ``None``: the name they chose), a
    bot's, or one the person plays too (``played_by`` their seat: a whole team)."""

    name: str | None
    played_by: int | None = None

    @property
    def person(self) -> bool:
        return self.name is None


@dataclass(frozen=True)
class LessonStep:
    """From action ``at`` on the coach says ``text``; a move other than the scripted one
    is told ``why``; ``auto``: the table plays this stretch by itself (a day that only
    repeats what was taught) while the coach says what is going on."""

    at: int
    text: str
    why: str = DEFAULT_WHY
    auto: bool = False


@dataclass(frozen=True)
class Lesson:
    """One game's coached first game, as its file describes it."""

    game_id: str
    seed: int
    seats: tuple[LessonSeat, ...]
    options: Mapping[str, Any]
    script: tuple[Action, ...]
    steps: tuple[LessonStep, ...]
    end: int
    learned: tuple[str, ...]

    @classmethod
    def from_json(cls, game_id: str, data: Any) -> Lesson:
        """Read a lesson; anything malformed is a ``LessonError`` naming what is wrong."""
        try:
            return cls._parse(game_id, data)
        except LessonError:
            raise
        except (KeyError, TypeError, ValueError, RuleError) as exc:
            raise LessonError(f"{game_id} lesson: {type(exc).__name__}: {exc}") from exc

    @classmethod
    def _parse(cls, game_id: str, data: Any) -> Lesson:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise LessonError(f"{game_id} lesson: not a format {FORMAT} lesson")
        get_game(game_id)  # its actions must be registered before the script is read
        seats = tuple(_seat(entry) for entry in _list(data["seats"]))
        if sum(seat.person for seat in seats) != 1:
            raise LessonError(f"{game_id} lesson: exactly one seat must be the player's")
        script = tuple(action_from_json(entry) for entry in _list(data["script"]))
        steps = tuple(_step(entry) for entry in _list(data["steps"]))
        if not steps or steps[0].at != 0 or any(a.at >= b.at for a, b in pairwise(steps)):
            raise LessonError(f"{game_id} lesson: steps must start at 0 and go forward")
        end = _int(data.get("end", len(script)))
        if not 0 < end <= len(script) or steps[-1].at >= end:
            raise LessonError(f"{game_id} lesson: its end lies outside the script")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise LessonError(f"{game_id} lesson: options must be an object")
        return cls(
            game_id=game_id,
            seed=_int(data["seed"]),
            seats=seats,
            options=dict(options),
            script=script,
            steps=steps,
            end=end,
            learned=tuple(_text(key) for key in _list(data["learned"])),
        )

    def session_seats(self, player: str) -> list[Seat]:
        """The seats of this lesson's table: ``player`` in the person's chair and the
        seats they play too, bots of the normal level in the others (in the lesson they
        only play the script; a real game with the same settings gets them as they are)."""
        seats = []
        for seat in self.seats:
            if seat.name is None:
                seats.append(Seat(name=player))
            elif seat.played_by is not None:
                seats.append(Seat(name=seat.name, played_by=seat.played_by))
            else:
                seats.append(Seat(name=seat.name, ai_level="normal"))
        return seats

    def start(self, player: str) -> Session:
        """The lesson's game, dealt by its seed (a ``RuleError`` if the file does not fit
        the game)."""
        return Session.start(self.game_id, self.session_seats(player), self.seed, self.options)


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list, got {type(value).__name__}")
    return value


def _int(value: Any) -> int:
    if type(value) is not int:
        raise TypeError(f"expected an integer, got {value!r}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise TypeError(f"expected a text key, got {value!r}")
    return value


def _seat(data: Any) -> LessonSeat:
    if not isinstance(data, dict):
        raise TypeError("a seat must be an object")
    if data.get("player") is True:
        return LessonSeat(None)
    played_by = data.get("played_by")
    return LessonSeat(_text(data["name"]), None if played_by is None else _int(played_by))


def _step(data: Any) -> LessonStep:
    if not isinstance(data, dict):
        raise TypeError("a step must be an object")
    auto = data.get("auto", False)
    if type(auto) is not bool:
        raise TypeError("auto must be true or false")
    return LessonStep(
        at=_int(data["at"]),
        text=_text(data["text"]),
        why=_text(data.get("why", DEFAULT_WHY)),
        auto=auto,
    )


def has_lesson(game_id: str) -> bool:
    """Whether the game ships a lesson file (read only when it is opened)."""
    return (assets_dir() / "games" / game_id / LESSON_FILE).is_file()


def load_lesson(game_id: str) -> Lesson | None:
    """The game's lesson, or ``None`` (logged) when it has none or its file is unusable:
    a broken lesson only costs the lesson, never the game or the app."""
    if not has_lesson(game_id):
        return None
    try:
        return Lesson.from_json(game_id, game_data(game_id, LESSON_FILE))
    except (DamagedGameData, GameUnavailable, LessonError) as exc:
        log.error("lesson of %s unusable: %s", game_id, exc)
        return None


class Coach:
    """Where ``session`` stands in ``lesson``: the step, the move it wants, and whether a
    move the person tries is that one. Everything follows from the session's history."""

    def __init__(self, lesson: Lesson, session: Session) -> None:
        self.lesson = lesson
        self.session = session

    @property
    def position(self) -> int:
        return len(self.session.history)

    @property
    def finished(self) -> bool:
        """The lesson reached its end (or its game did)."""
        return self.position >= self.lesson.end or bool(self.session.state.is_over())

    @property
    def step(self) -> LessonStep:
        """The step whose text is up now (the last one begun)."""
        return [step for step in self.lesson.steps if step.at <= self.position][-1]

    @property
    def step_number(self) -> int:
        """Which step is up, from 1 (for "step 3 of 12")."""
        return self.lesson.steps.index(self.step) + 1

    @property
    def expected(self) -> Action | None:
        """The scripted move due now; ``None`` at the end or if the script no longer
        fits the game (a file edited out of step with the rules: see ``broken``)."""
        if self.finished:
            return None
        action = self.lesson.script[self.position]
        legal = self.session.state.legal_actions()
        return action if any(same_action(action, move) for move in legal) else None

    @property
    def broken(self) -> bool:
        """The script wants a move the game does not allow here."""
        return not self.finished and self.expected is None

    @property
    def playing_itself(self) -> bool:
        """The table makes the move due now: a bot's, or any in a step played by itself."""
        if self.finished:
            return False
        seat = self.session.state.to_act()
        return self.step.auto or self.session.people.person_of(seat) is None

    def judge(self, action: Action) -> str | None:
        """``None`` if ``action`` is the move the lesson wants now, else the key of why not."""
        expected = self.expected
        if expected is not None and same_action(action, expected):
            return None
        return self.step.why
