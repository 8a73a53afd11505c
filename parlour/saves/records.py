"""The record of finished games: one compact entry per game, the statistics' only source.

Saves can be deleted, and replaying every save to count wins would cost seconds, so each
game is written down once when it ends, in ``<data dir>/statistics.json`` (not in the
save folder: the load list shows every file there). An entry holds what the figures need
and nothing that names a game's rules: the game id, when it ended, and per seat who played
it (a person's name or a bot's level), its team, its score, whether it won, shared the win
or lost, and the hints its player asked for. Everything comes from the engine contract
(``scores``, ``winners``, ``teams``) and the session's seats, so every game is recorded the
same way.

A game is recorded exactly once: an entry carries its save's id, and a game already in the
record (Continue, a reload, opening the finished save again) is not added twice. A reset
remembers when it happened, so opening a save finished before it does not bring that game
back. The file is written atomically like a save (``store.write_atomically``), and every
change reads, adds and writes under a lock (``lock.FileLock`` on a file beside it): two
windows on one data folder that finish games at the same moment would otherwise each
write back what they read, and one game would be lost. A record that cannot be read is
never overwritten by a game: the game is not recorded and the player is told why; only
an explicit reset replaces it.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from parlour.saves.clock import moment, now_iso
from parlour.saves.errors import SaveError, malformed_is
from parlour.saves.lock import FileLock
from parlour.saves.store import read_bytes, remove_stale_temp_files, write_atomically

if TYPE_CHECKING:
    from parlour.saves.session import Session

FORMAT = "parlour-records"
VERSION = 1
FILE_NAME = "statistics.json"
#: How the temp files of its writes begin (``store.write_atomically``).
_TEMP_PREFIX = f".{FILE_NAME}."
#: How long a change waits for another window's change to the record: that takes
#: milliseconds, so waiting longer means the other window hangs, and the game is reported
#: as not counted rather than the window freezing.
LOCK_SECONDS = 10.0

Result = Literal["won", "shared", "lost"]
RESULTS: tuple[Result, ...] = ("won", "shared", "lost")

_SAVE_ID = re.compile(r"[0-9a-f]{32}")
_GAME_ID = re.compile(r"[a-z0-9_]{1,40}")
_LEVEL = re.compile(r"[a-z0-9_]{1,20}")
#: A name as long as a save allows (``session.MAX_NAME_CHARS``).
_MAX_NAME = 64


@dataclass(frozen=True)
class SeatRecord:
    """One seat of a finished game.

    ``player`` is the name of the person who played the seat (for a seat one person plays
    beside their own, that person's name), ``None`` for a bot, whose ``ai_level`` is set.
    ``hints`` is how many hints were asked for at the seat (``Session.hints``).
    """

    player: str | None
    ai_level: str | None
    team: int
    score: float
    result: Result
    hints: int = 0


@dataclass(frozen=True)
class GameRecord:
    """One finished game: its save's id (so it is recorded once), game id, end, seats."""

    save_id: str
    game_id: str
    finished: str
    seats: tuple[SeatRecord, ...]


@dataclass(frozen=True)
class Records:
    """Everything recorded in the order the games ended; ``since`` is the last reset
    (``None``: never)."""

    games: tuple[GameRecord, ...] = ()
    since: str | None = None


def record_of(session: Session) -> GameRecord:
    """The entry for a finished ``session``, from the engine contract alone.

    Each seat's ``hints`` is the session's count for that seat.
    """
    state = session.state
    outcome = state.outcome()
    if outcome is None:
        raise ValueError("only a finished game is recorded")
    teams = state.teams()
    scores = outcome.scores
    winners = set(outcome.winners)
    winning_teams = sum(1 for team in teams if winners.intersection(team))
    people = session.people
    seats = []
    for index, seat in enumerate(session.seats):
        person = people.person_of(index)
        result: Result = "lost"
        if index in winners:
            result = "won" if winning_teams == 1 else "shared"
        seats.append(
            SeatRecord(
                player=None if person is None else session.seats[person].name,
                ai_level=seat.ai_level,
                team=next(number for number, team in enumerate(teams) if index in team),
                score=float(scores[index]),
                result=result,
                hints=session.hints[index],
            )
        )
    return GameRecord(
        save_id=session.save_id,
        game_id=session.game.id,
        finished=session.updated,
        seats=tuple(seats),
    )


class RecordBook:
    """The record file of a data folder: read it, add a finished game, reset it."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock_path = self.path.with_name(f".{self.path.name}.lock")

    @classmethod
    def in_data_dir(cls, data_dir: Path) -> RecordBook:
        return cls(Path(data_dir) / FILE_NAME)

    def read(self) -> Records:
        """What the file holds (nothing yet if there is no file); a ``SaveError`` under
        ``parlour.statistics.error`` if it cannot be read or makes no sense."""
        if not self.path.exists() and not self.path.is_symlink():
            return Records()
        try:
            raw = read_bytes(self.path)
        except SaveError as exc:
            if exc.key == "saves.error.unreadable":
                raise SaveError(
                    "parlour.statistics.error.unreadable", exc.detail, **exc.params
                ) from exc
            raise SaveError("parlour.statistics.error.damaged", exc.detail) from exc
        with malformed_is("parlour.statistics.error.damaged"):
            try:
                data = json.loads(raw.decode("utf-8"), parse_constant=_refuse)
            except RecursionError as exc:
                raise ValueError("nested too deep") from exc
            return _records_from_json(data)

    def add(self, session: Session) -> bool:
        """Record finished ``session`` unless it is already recorded or ended before the last
        reset; ``True`` if it was written now. A damaged record raises its ``SaveError`` and
        stays as it is; a failed write is ``parlour.statistics.error.write_failed``, a
        record another window keeps busy ``parlour.statistics.error.busy``."""
        entry = record_of(session)
        with self._locked():
            records = self.read()
            if any(game.save_id == entry.save_id for game in records.games):
                return False
            if records.since is not None and moment(entry.finished) <= moment(records.since):
                return False
            # In the order the games ended (a save finished long ago may be opened only
            # now): the winning streaks count along this order.
            games = sorted((*records.games, entry), key=lambda game: moment(game.finished))
            self._write(Records(games=tuple(games), since=records.since))
        return True

    def reset(self) -> None:
        """Forget every game (also replacing a damaged file: the player confirmed it)."""
        with self._locked():
            self._write(Records(since=now_iso()))

    def remove_stale_temp_files(self) -> None:
        """Remove what writes of the record that never finished left behind, as the save
        folder does for saves (``store.remove_stale_temp_files``)."""
        with suppress(OSError):
            remove_stale_temp_files(self.path.parent.iterdir(), re.escape(_TEMP_PREFIX))

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """The record to this process alone while inside. Nothing is changed without
        the lock: another window that keeps it is ``parlour.statistics.error.busy``, a
        lock file that cannot be made ``parlour.statistics.error.write_failed``."""
        lock = FileLock(self._lock_path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            lock.acquire(LOCK_SECONDS)
        except TimeoutError as exc:
            raise SaveError("parlour.statistics.error.busy", str(exc)) from exc
        except OSError as exc:
            raise _write_failed(exc) from exc
        try:
            yield
        finally:
            lock.release()

    def _write(self, records: Records) -> None:
        text = json.dumps(_records_to_json(records), ensure_ascii=True, separators=(",", ":"))
        try:
            write_atomically(self.path, text.encode("ascii"), prefix=_TEMP_PREFIX)
        except OSError as exc:
            raise _write_failed(exc) from exc


def _write_failed(exc: OSError) -> SaveError:
    return SaveError(
        "parlour.statistics.error.write_failed", str(exc), reason=exc.strerror or str(exc)
    )


def _refuse(name: str) -> Any:
    raise ValueError(f"{name} is not a number the record holds")


def _records_to_json(records: Records) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "since": records.since,
        "games": [
            {
                "save_id": game.save_id,
                "game": game.game_id,
                "finished": game.finished,
                "seats": [
                    {
                        "player": seat.player,
                        "ai_level": seat.ai_level,
                        "team": seat.team,
                        "score": seat.score,
                        "result": seat.result,
                        "hints": seat.hints,
                    }
                    for seat in game.seats
                ],
            }
            for game in records.games
        ],
    }


def _records_from_json(data: Any) -> Records:
    """``_records_to_json`` read back, checked field by field (any malformed field raises
    one of ``MALFORMED``; a newer format is its own message)."""
    if data.get("format") != FORMAT:
        raise ValueError("not a parlour statistics record")
    version = data["version"]
    if type(version) is not int:
        raise TypeError(f"bad version {version!r}")
    if version > VERSION:
        raise SaveError("parlour.statistics.error.future_version", str(version))
    since = data["since"]
    if since is not None:
        moment(since)
    return Records(games=tuple(_game(game) for game in data["games"]), since=since)


def _game(data: Any) -> GameRecord:
    save_id, game_id, finished = data["save_id"], data["game"], data["finished"]
    if not (isinstance(save_id, str) and _SAVE_ID.fullmatch(save_id)):
        raise ValueError(f"bad save id {save_id!r}")
    if not (isinstance(game_id, str) and _GAME_ID.fullmatch(game_id)):
        raise ValueError(f"bad game id {game_id!r}")
    moment(finished)
    seats = tuple(_seat(seat) for seat in data["seats"])
    if not seats:
        raise ValueError("a game without seats")
    return GameRecord(save_id=save_id, game_id=game_id, finished=finished, seats=seats)


def _seat(data: Any) -> SeatRecord:
    player, level = data["player"], data["ai_level"]
    team, score, result, hints = data["team"], data["score"], data["result"], data["hints"]
    if (player is None) == (level is None):
        raise ValueError("a seat is a person's or a bot's")
    if player is not None and not (
        isinstance(player, str)
        and player.strip()
        and len(player) <= _MAX_NAME
        and player.isprintable()
    ):
        raise ValueError(f"bad player {str(player)[:_MAX_NAME]!r}")
    if level is not None and not (isinstance(level, str) and _LEVEL.fullmatch(level)):
        raise ValueError(f"bad level {level!r}")
    if type(team) is not int or team < 0 or type(hints) is not int or hints < 0:
        raise ValueError("bad team or hints")
    if type(score) not in (int, float) or not math.isfinite(score):
        raise ValueError(f"bad score {score!r}")
    if result not in RESULTS:
        raise ValueError(f"bad result {result!r}")
    return SeatRecord(
        player=player, ai_level=level, team=team, score=float(score), result=result, hints=hints
    )
