"""The folder of save files: atomic writes, a load list that survives damage, Continue.

A save is written to a temporary file beside its target, synced to disk and renamed over
the target (and the folder synced), so a crash leaves the old save or the new one, never
half of one; temp files of writes that never finished are removed once stale. A file that
is not a save of the very session being written is never overwritten: the player may have
put something there, or a newer parlour may have written it.

Whatever the folder holds, the list shows it and the app starts: ``read_save`` refuses what
no save holds before any code walks it, ``Session.from_json`` turns any other malformed
content into a ``SaveError`` (see ``errors.malformed_is``), and a ``SaveEntry`` carries
only texts and dates that can be drawn. Nothing in the folder is ever changed by reading.

Two windows may share the folder. A save played at a table is held by that window
(``claim``, a ``lock.FileLock`` on the hidden file ``.<file name>.lock`` beside it, until
``release``), so a second window that opens it is told the game is open elsewhere
instead of both writing it in turn and the last one silently winning. The load list marks
such a save, Continue passes it over, and a write to a save another window holds is
refused. The lock dies with its process: a window that crashed holds nothing, and its
lock file is removed the next time the list is read.
"""

from __future__ import annotations

import codecs
import errno
import json
import logging
import math
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from parlour.saves.clock import from_timestamp, moment
from parlour.saves.errors import SaveError, malformed_is, shown
from parlour.saves.header import FORMAT, VERSION, check_header
from parlour.saves.lock import FileLock, held_elsewhere, holder_of

if TYPE_CHECKING:
    from parlour.engine import Wording
    from parlour.saves.session import Session

log = logging.getLogger(__name__)

__all__ = [
    "SaveEntry",
    "SaveError",
    "SaveStore",
    "default_data_dir",
    "read_bytes",
    "read_save",
    "remove_stale_temp_files",
    "write_atomically",
]

#: How a save file begins: compact JSON with the header keys first (see ``Session.to_json``).
_HEADER = '{"format":"' + FORMAT + '"'
#: The largest file read as a save. Millionenspiel is the one game without a natural end;
#: the longest of 300 simulated games (3 and 5 random bots, which play the longest games)
#: made a save of 318 KB (3 890 actions). 16 MiB is fifty times that; a bigger file is
#: refused by its size alone, without reading it.
MAX_SAVE_BYTES = 16 * 1024 * 1024
#: Real saves nest 6 levels deep. Deeper is damage, refused before any code walks it.
MAX_DEPTH = 32
#: The longest number in a save is a random generator's state word (10 digits); 20 digits
#: hold any 64-bit number. Longer is damage (and 4 300 digits crash Python's ``int``).
MAX_DIGITS = 20
#: A temp file of ours this old is left over from a write that never finished (parlour was
#: killed or the machine lost power): a write takes milliseconds. Removing one that was
#: still being written would only fail that one write, with a message; the old save stays.
STALE_SECONDS = 600.0
#: How the temp files ``_write`` makes begin: ``.<save id>.`` (then random, then ``.tmp``).
_TEMP_PREFIX = r"\.[0-9a-f]{32}\."
#: Every digit as a zero, to find a long run of digits with a plain substring search.
_ZEROS = bytes.maketrans(b"123456789", b"000000000")
#: What a damaged file's id and game must look like for the list to show them.
_SAVE_ID = re.compile(r"[0-9a-f]{32}")
_GAME_ID = re.compile(r"[a-z0-9_]{1,40}")
#: A damaged file's players shown at most (no game seats more).
_SHOWN_SEATS = 8
#: A JSON string, for telling a cut-short file from a damaged one without a parser.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)


def default_data_dir() -> Path:
    """parlour's per-user data folder (``~/.local/share/parlour`` on Linux).

    Not created here: the app checks at start-up that it can create and write it, and
    plays on without saving if it cannot (a read-only home, ``XDG_DATA_HOME`` a file).
    """
    return Path(platformdirs.user_data_dir("parlour", appauthor=False))


@dataclass
class SaveEntry:
    """One line of the load list; ``error`` is set when the file cannot be played.

    For a file with an error the other fields hold whatever could still be read from it
    (often the game and the players of a save from a newer parlour), else empty values.
    Every text is safe to draw and ``updated`` is a checked UTC moment (the file's time
    when the file has none), whatever the file holds.
    """

    path: Path
    save_id: str
    game_id: str
    seat_names: tuple[str, ...]
    updated: datetime
    progress: float
    finished: bool
    error: SaveError | None = None
    #: Another window has this save open (see ``SaveStore.claim``).
    open_elsewhere: bool = False
    #: Per seat, beside ``seat_names``: the bot's level, ``None`` for a person's seat.
    seat_levels: tuple[str | None, ...] = ()
    #: How many people share the table (2 or more: a hot-seat game).
    people: int = 0
    #: What the game says of its progress instead of a share (``GameState.progress_note``).
    progress_note: Wording | None = None

    @property
    def file_name(self) -> str:
        """The file's name as it can be shown (a name may hold undecodable bytes)."""
        return shown(self.path.name)


def _unbalanced(text: str) -> bool:
    """Whether JSON text stops inside a string, object or list, i.e. was cut short."""
    bare = _STRING.sub("", text)
    if '"' in bare:
        return True  # a string that never ends
    return bare.count("{") + bare.count("[") > bare.count("}") + bare.count("]")


def read_bytes(path: Path, limit: int = MAX_SAVE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    Opened without blocking, so a named pipe called ``*.json`` cannot hang the menu, and
    measured before it is read, so a huge file costs nothing.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise _unreadable(path, exc) from exc
    raw = b""
    try:
        info = os.fstat(fd)
        if stat.S_ISREG(info.st_mode) and info.st_size <= limit:
            with os.fdopen(fd, "rb", closefd=False) as fh:
                raw = fh.read(limit + 1)
    except OSError as exc:
        raise _unreadable(path, exc) from exc
    finally:
        os.close(fd)
    if not stat.S_ISREG(info.st_mode):
        raise SaveError("saves.error.not_a_file", stat.filemode(info.st_mode))
    if info.st_size > limit or len(raw) > limit:
        raise SaveError(
            "saves.error.too_large",
            f"{max(info.st_size, len(raw))} bytes",
            size=_megabytes(max(info.st_size, len(raw))),
            limit=_megabytes(limit),
        )
    return raw


def _megabytes(size: int) -> int:
    return math.ceil(size / 1024 / 1024)


def _unreadable(path: Path, exc: OSError) -> SaveError:
    """The message for a file the system will not open, the common cases by name."""
    if exc.errno == errno.ELOOP:
        return SaveError("saves.error.link_loop", str(exc))
    if exc.errno == errno.ENOENT and path.is_symlink():
        return SaveError("saves.error.broken_link", str(exc))
    if exc.errno == errno.EISDIR or path.is_dir():
        return SaveError("saves.error.not_a_file", str(exc))
    return SaveError("saves.error.unreadable", str(exc), reason=exc.strerror or "")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save holds")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is too large")
    return number


def _short_int(text: str) -> int:
    if len(text) - text.startswith("-") > MAX_DIGITS:
        raise ValueError(f"a number of {len(text)} digits")
    return int(text)


def _too_deep(data: Any) -> bool:
    """Whether ``data`` nests lists and objects deeper than ``MAX_DEPTH`` (level by level,
    without recursion, so the check itself cannot overflow the stack)."""
    level = [data]
    for _ in range(MAX_DEPTH):
        deeper: list[Any] = []
        for node in level:
            children = node.values() if type(node) is dict else node
            deeper += [c for c in children if type(c) is dict or type(c) is list]
        if not deeper:
            return False
        level = deeper
    return True


def read_save(path: Path) -> Any:
    """The parsed JSON of a save file, or a ``SaveError`` saying what is wrong with it.

    Besides bad JSON this refuses what no save holds and what would make later code
    crash on it: more than ``MAX_SAVE_BYTES``, ``NaN`` and infinite numbers, numbers of
    more than ``MAX_DIGITS`` digits, nesting deeper than ``MAX_DEPTH``. A byte-order mark
    (some editors add one) is skipped.
    """
    raw = read_bytes(path).removeprefix(codecs.BOM_UTF8)
    if not raw.strip():
        raise SaveError("saves.error.empty")
    # Saves are pure ASCII (ensure_ascii), so any other byte means damage or a foreign file.
    looks_ours = raw.lstrip().startswith(_HEADER.encode()) or _HEADER.encode().startswith(
        raw.strip()
    )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        key = "saves.error.damaged" if looks_ours else "saves.error.foreign"
        raise SaveError(key, str(exc)) from exc
    # A hook for every integer would double the time to parse a save, so the integers are
    # only checked one by one when the text holds a long enough run of digits at all.
    long_numbers = b"0" * (MAX_DIGITS + 1) in raw.translate(_ZEROS)
    try:
        data = json.loads(
            text,
            parse_constant=_refuse_constant,
            parse_float=_finite,
            parse_int=_short_int if long_numbers else None,
        )
    except (ValueError, RecursionError) as exc:  # a JSONDecodeError is a ValueError
        if not looks_ours:
            raise SaveError("saves.error.foreign", repr(exc)) from exc
        if isinstance(exc, json.JSONDecodeError) and (
            _unbalanced(text) or _HEADER.startswith(text.strip())
        ):
            raise SaveError("saves.error.truncated", str(exc)) from exc
        raise SaveError("saves.error.damaged", repr(exc)) from exc
    if _too_deep(data):
        key = "saves.error.damaged" if looks_ours else "saves.error.foreign"
        raise SaveError(key, f"nested deeper than {MAX_DEPTH}")
    return data


def _session_from_json(data: Any, verify: bool) -> Session:
    """``Session.from_json``, imported on first use: the session brings the engine and the
    game registry, which an empty save folder (the main menu's first look) never needs."""
    from parlour.saves.session import Session

    return Session.from_json(data, verify=verify)


def _file_time(path: Path) -> datetime:
    """When the file (or the link itself) was last changed, for a file with no date of its own."""
    try:
        return from_timestamp(path.lstat().st_mtime)
    except OSError:
        return from_timestamp(0.0)


def _listed(path: Path) -> bool:
    """Whether the load list shows ``path``: every file but our hidden temp files, and
    anything named like a save (a folder, a broken link), so nothing is silently hidden."""
    if path.name.startswith("."):
        return False
    if path.suffix.lower() == ".json":
        return True
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False


def _partial_entry(path: Path, data: Any, error: SaveError) -> SaveEntry:
    """What can still be told about a file that cannot be played (only what can be shown)."""
    fields = data if isinstance(data, dict) else {}
    seats = fields.get("seats")
    names = tuple(
        shown(seat["name"])
        for seat in (seats[:_SHOWN_SEATS] if isinstance(seats, list) else ())
        if isinstance(seat, dict) and isinstance(seat.get("name"), str) and seat["name"].strip()
    )
    save_id, game_id = fields.get("save_id"), fields.get("game")
    try:
        updated = moment(fields.get("updated"))
    except ValueError:
        updated = _file_time(path)
    return SaveEntry(
        path=path,
        save_id=save_id if isinstance(save_id, str) and _SAVE_ID.fullmatch(save_id) else "",
        game_id=game_id if isinstance(game_id, str) and _GAME_ID.fullmatch(game_id) else "",
        seat_names=names,
        updated=updated,
        progress=0.0,
        finished=False,
        error=error,
    )


def _encode(session: Session) -> str:
    """The save file's text: compact, pure ASCII, header keys first."""
    return json.dumps(session.to_json(), ensure_ascii=True, separators=(",", ":"))


def _write_failed(exc: OSError) -> SaveError:
    return SaveError("saves.error.write_failed", str(exc), reason=exc.strerror or str(exc))


_Signature = tuple[int, int, int]


def write_atomically(target: Path, data: bytes, prefix: str) -> None:
    """Write ``data`` to a temp file (``prefix`` + random + ``.tmp``) beside ``target``,
    sync it and rename it over ``target``, then sync the folder: a crash leaves the old
    file or the new one, never half of one. Saves and the statistics record both write
    this way; an ``OSError`` is the caller's to explain."""
    directory = target.parent
    fd, temp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(temp, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(temp)
        raise
    _sync_directory(directory)


def _sync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` survive a power cut: the new name is only on disk once
    the folder is synced. Windows cannot open a folder (and its file system journals the
    rename); some file systems cannot sync one, which is no reason to fail a save."""
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.ENOTSUP):
            raise
    finally:
        os.close(fd)


def remove_stale_temp_files(paths: Iterable[Path], prefix: str) -> None:
    """Remove the temp files of ``write_atomically`` whose names begin with regex ``prefix``
    (then its random part and ``.tmp``; regular files only, never a link) that are older
    than ``STALE_SECONDS``: a write that was interrupted left them behind."""
    name = re.compile(prefix + r"[a-z0-9_]+\.tmp")
    now = time.time()
    for path in paths:
        if not name.fullmatch(path.name):
            continue
        with suppress(OSError):
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                path.unlink()


def lock_path(path: Path) -> Path:
    """The lock file of save ``path``: hidden, so the load list never shows it."""
    return path.with_name(f".{path.name}.lock")


def _signature(path: Path) -> _Signature | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


class SaveStore:
    """The save files in ``directory`` (created on the first save)."""

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)
        # Where each loaded session came from, so its autosave goes back to that file.
        self._paths: dict[str, Path] = {}
        # The files this store wrote or verified, as they were then: unchanged since, they
        # can be overwritten without reading them again (autosave stays fast).
        self._known: dict[Path, _Signature] = {}
        # One write at a time: the table's autosaver (parlour.ui.autosaver) writes on a
        # thread of its own.
        self._write_lock = threading.Lock()
        # The session ``latest`` loaded (with its file and the file's signature then),
        # until ``load`` hands it over.
        self._resumable: tuple[Path, _Signature, Session] | None = None
        # The saves this window plays (see ``claim``): their locks and how many tables
        # hold each (a table opened again replaces the old one only after it is built).
        self._claims: dict[Path, tuple[FileLock, int]] = {}
        self._claims_lock = threading.Lock()

    @classmethod
    def in_data_dir(cls, data_dir: Path) -> SaveStore:
        """The store of a data folder: saves live in ``<data_dir>/saves``."""
        return cls(Path(data_dir) / "saves")

    def path_for(self, session: Session) -> Path:
        return self._paths.get(session.save_id, self.directory / f"{session.save_id}.json")

    def save(self, session: Session) -> Path:
        """Write ``session`` atomically now and return its path (waits for the disk).

        The table does not wait for it after every move: ``parlour.ui.autosaver`` calls it
        on a thread of its own.
        """
        target = self.path_for(session)
        with self._write_lock:
            self._write(target, session.save_id, _encode(session))
        return target

    def _write(self, target: Path, save_id: str, text: str) -> None:
        """Temp file beside the target, fsync, rename: the old save or the new, never half."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            with self._not_held_elsewhere(target):
                self._check_overwrite(target, save_id)
                write_atomically(target, text.encode("ascii"), prefix=f".{save_id}.")
        except OSError as exc:
            raise _write_failed(exc) from exc
        signature = _signature(target)
        if signature is not None:
            self._known[target] = signature
        self._paths[save_id] = target

    @contextmanager
    def _not_held_elsewhere(self, target: Path) -> Iterator[None]:
        """Refuse (``saves.error.saved_elsewhere``) to write a save another window holds.

        A save this window claimed is written at once. Any other is locked for the write
        (a save written outside a table, or a table whose claim found no lock to take); a
        lock file that cannot be made at all guards nothing and stops no write.
        """
        with self._claims_lock:
            ours = target in self._claims
        if ours:
            yield
            return
        guard = FileLock(lock_path(target))
        try:
            free = guard.try_acquire()
        except OSError as exc:
            log.warning("writing %s without a lock: %s", target, exc)
            free = True
        if not free:
            raise SaveError("saves.error.saved_elsewhere", _holder_text(target))
        try:
            yield
        finally:
            guard.release()

    def claim(self, session: Session) -> None:
        """Hold ``session``'s save for this window while a table plays it, until as many
        ``release`` calls as claims. Another window holding it is
        ``saves.error.open_elsewhere``; a folder where no lock file can be made (one that
        cannot be written) only costs the guard, and play goes on."""
        path = self.path_for(session)
        with self._claims_lock:
            held = self._claims.get(path)
            if held is not None:
                self._claims[path] = (held[0], held[1] + 1)
                return
            lock = FileLock(lock_path(path))
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                got = lock.try_acquire()
            except OSError as exc:
                log.warning("playing %s without a lock: %s", path, exc)
                return
            if not got:
                raise SaveError("saves.error.open_elsewhere", _holder_text(path))
            self._claims[path] = (lock, 1)

    def release(self, session: Session) -> None:
        """One table of ``session`` is gone; the last one lets other windows open it."""
        path = self.path_for(session)
        with self._claims_lock:
            held = self._claims.pop(path, None)
            if held is None:
                return
            lock, count = held
            if count > 1:
                self._claims[path] = (lock, count - 1)
            else:
                lock.release()

    def open_elsewhere(self, path: Path) -> bool:
        """Whether another window plays save ``path`` now."""
        with self._claims_lock:
            if Path(path) in self._claims:
                return False
        return held_elsewhere(lock_path(Path(path)))

    def _check_overwrite(self, target: Path, save_id: str) -> None:
        """Refuse to replace anything but an intact save of this very session."""
        signature = _signature(target)
        if signature is None or self._known.get(target) == signature:
            return
        try:
            data = read_save(target)
            check_header(data)
            ours = data.get("save_id") == save_id and data.get("version") == VERSION
        except SaveError:
            ours = False
        if not ours:
            raise SaveError("saves.error.occupied", str(target), file=target.name)
        self._known[target] = signature

    def entries(self) -> list[SaveEntry]:
        """Every file in the folder, newest first; unplayable ones carry their error.

        Only the snapshot is restored here (no replay), so the list stays quick; ``load``
        does the full check. Temp files left over by writes that never finished are
        removed on the way (see ``STALE_SECONDS``), and so are the lock files of saves
        that no window holds any more.
        """
        try:
            paths = list(self.directory.iterdir())
        except OSError:
            return []
        remove_stale_temp_files(paths, _TEMP_PREFIX)
        present = set(paths)
        with self._claims_lock:
            ours = set(self._claims)
        result = [self._entry(path) for path in paths if _listed(path)]
        for entry in result:
            locked = lock_path(entry.path)
            entry.open_elsewhere = (
                entry.path not in ours and locked in present and held_elsewhere(locked)
            )
        result.sort(key=lambda entry: entry.updated, reverse=True)
        return result

    def _entry(self, path: Path) -> SaveEntry:
        data: Any = None
        try:
            data = read_save(path)
            session = _session_from_json(data, verify=False)
            with malformed_is("saves.error.damaged"):
                progress = max(0.0, min(1.0, float(session.state.progress())))
                finished = bool(session.state.is_over())
                note = None if finished else session.state.progress_note()
        except SaveError as error:
            return _partial_entry(path, data, error)
        return SaveEntry(
            path=path,
            save_id=session.save_id,
            game_id=session.game.id,
            seat_names=tuple(session.seat_names),
            updated=moment(session.updated),
            progress=progress,
            finished=finished,
            seat_levels=tuple(seat.ai_level for seat in session.seats),
            people=len(session.people.persons),
            progress_note=note,
        )

    def load(self, path: Path) -> Session:
        """The session in ``path``, replayed and checked against its snapshot.

        The session ``latest`` just loaded is handed over instead if its file has not
        changed since, so Continue (or opening the same save from the load list) does not
        replay it a second time.
        """
        path = Path(path)
        kept, self._resumable = self._resumable, None
        if kept is not None and kept[0] == path and kept[1] == _signature(path):
            return kept[2]
        session = _session_from_json(read_save(path), verify=True)
        self._paths[session.save_id] = path
        signature = _signature(path)
        if signature is not None:
            self._known[path] = signature
        return session

    def latest(self) -> SaveEntry | None:
        """The newest save that loads, is not finished and is not open in another window:
        what "Continue" resumes. A second window offers the newest game it can open, not
        one it would only be refused; the load list shows that one as open elsewhere.

        Finding it loads it (a full replay); the next ``load`` of that file gets this very
        session.
        """
        for entry in self.entries():
            if entry.error is not None or entry.finished or entry.open_elsewhere:
                continue
            try:
                session = self.load(entry.path)
            except SaveError:
                continue
            signature = self._known.get(entry.path)
            self._resumable = None if signature is None else (entry.path, signature, session)
            return entry
        return None

    def delete(self, path: Path) -> None:
        """Remove one file of this folder (the load list's delete button)."""
        path = Path(path)
        if path.resolve().parent != self.directory.resolve():
            raise SaveError("saves.error.not_in_folder", str(path), file=path.name)
        if self.open_elsewhere(path):
            raise SaveError("saves.error.delete_open_elsewhere", _holder_text(path))
        try:
            path.unlink()
        except OSError as exc:
            raise _write_failed(exc) from exc
        self._known.pop(path, None)


def _holder_text(path: Path) -> str:
    """Who holds save ``path``, for the log (the player is only told "another window")."""
    holder = holder_of(lock_path(path))
    if holder is None:
        return str(path)
    return f"{path}: process {holder.pid} on {holder.host} since {holder.since}"
