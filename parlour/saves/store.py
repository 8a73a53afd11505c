"""The folder of save files: atomic writes, a load list that survives damage, Continue.

A save is written to a temporary file beside its target, synced to disk and renamed over
the target, so a crash leaves the old save or the new one, never half of one. A file that
is not a save of the very session being written is never overwritten: the player may have
put something there, or a newer parlour may have written it.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
from contextlib import suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from parlour.saves.errors import SaveError
from parlour.saves.header import FORMAT, VERSION, check_header

if TYPE_CHECKING:
    from parlour.saves.session import Session

__all__ = ["SaveEntry", "SaveError", "SaveStore", "default_data_dir", "read_save"]

#: How a save file begins: compact JSON with the header keys first (see ``Session.to_json``).
_HEADER = '{"format":"' + FORMAT + '"'


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
    """

    path: Path
    save_id: str
    game_id: str
    seat_names: tuple[str, ...]
    updated: str
    progress: float
    finished: bool
    error: SaveError | None = None


def _unbalanced(text: str) -> bool:
    """Whether JSON text stops inside a string, object or list, i.e. was cut short."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
    return in_string or depth > 0


def read_save(path: Path) -> Any:
    """The parsed JSON of a save file, or a ``SaveError`` saying what is wrong with it."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError("saves.error.unreadable", str(exc), reason=exc.strerror or "") from exc
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
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if not looks_ours:
            raise SaveError("saves.error.foreign", str(exc)) from exc
        if _unbalanced(text) or _HEADER.startswith(text.strip()):
            raise SaveError("saves.error.truncated", str(exc)) from exc
        raise SaveError("saves.error.damaged", str(exc)) from exc


def _session_from_json(data: Any, verify: bool) -> Session:
    """``Session.from_json``, imported on first use: the session brings the engine and the
    game registry, which an empty save folder (the main menu's first look) never needs."""
    from parlour.saves.session import Session

    return Session.from_json(data, verify=verify)


def _mtime_iso(path: Path) -> str:
    try:
        stamp = path.stat().st_mtime
    except OSError:
        stamp = 0.0
    return datetime.fromtimestamp(stamp, UTC).isoformat(timespec="milliseconds")


def _when(entry: SaveEntry) -> datetime:
    try:
        moment = datetime.fromisoformat(entry.updated)
    except ValueError:
        moment = datetime.fromisoformat(_mtime_iso(entry.path))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _partial_entry(path: Path, data: Any, error: SaveError) -> SaveEntry:
    """What can still be told about a file that cannot be played."""
    fields = data if isinstance(data, dict) else {}
    seats = fields.get("seats")
    names = (
        tuple(
            str(s["name"]) for s in seats if isinstance(s, dict) and isinstance(s.get("name"), str)
        )
        if isinstance(seats, list)
        else ()
    )
    updated = fields.get("updated")
    return SaveEntry(
        path=path,
        save_id=str(fields.get("save_id", "")),
        game_id=str(fields.get("game", "")),
        seat_names=names,
        updated=updated if isinstance(updated, str) else _mtime_iso(path),
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
        # One write at a time; autosaves wait in ``_pending`` (newest per file wins).
        self._write_lock = threading.Lock()
        self._pending_changed = threading.Condition()
        self._pending: dict[Path, tuple[str, str]] = {}
        self._worker: threading.Thread | None = None
        self._failed: SaveError | None = None

    @classmethod
    def in_data_dir(cls, data_dir: Path) -> SaveStore:
        """The store of a data folder: saves live in ``<data_dir>/saves``."""
        return cls(Path(data_dir) / "saves")

    def path_for(self, session: Session) -> Path:
        return self._paths.get(session.save_id, self.directory / f"{session.save_id}.json")

    def save(self, session: Session) -> Path:
        """Write ``session`` atomically now and return its path (waits for the disk).

        A failed earlier autosave is forgotten once this one succeeds: it is newer.
        """
        self._flush_quietly()
        target = self.path_for(session)
        with self._write_lock:
            self._write(target, session.save_id, _encode(session))
        with self._pending_changed:
            self._failed = None
        return target

    def autosave(self, session: Session) -> None:
        """Save ``session`` on a worker thread; the caller only pays for the JSON.

        Syncing a file to disk takes several milliseconds on many machines, too long to
        wait for after every move. Requests made while a write is running are merged (the
        newest wins). A failure of an earlier autosave is raised here (or by ``flush``),
        so the player hears of it one move late but does hear of it. The worker is not a
        daemon: the interpreter waits for a running write before it exits.
        """
        self._raise_failure()
        target = self.path_for(session)
        text = _encode(session)
        with self._pending_changed:
            self._pending[target] = (session.save_id, text)
            if self._worker is None:
                self._worker = threading.Thread(target=self._drain, name="parlour-autosave")
                self._worker.start()

    def flush(self) -> None:
        """Wait until every autosave is on disk; raise the first failure since the last."""
        self._flush_quietly()
        self._raise_failure()

    def _drain(self) -> None:
        while True:
            with self._pending_changed:
                if not self._pending:
                    self._worker = None
                    self._pending_changed.notify_all()
                    return
                target = next(iter(self._pending))
                save_id, text = self._pending.pop(target)
            failure: SaveError | None = None
            try:
                with self._write_lock:
                    self._write(target, save_id, text)
            except SaveError as exc:
                failure = exc
            except Exception as exc:  # a bug must not leave ``flush`` waiting forever
                failure = SaveError("saves.error.write_failed", repr(exc), reason=repr(exc))
            if failure is not None:
                with self._pending_changed:
                    self._failed = self._failed or failure

    def _flush_quietly(self) -> None:
        """Before reading the folder: let autosaves land, keep a failure for the table."""
        with self._pending_changed:
            while self._worker is not None:
                self._pending_changed.wait()

    def _raise_failure(self) -> None:
        with self._pending_changed:
            failed, self._failed = self._failed, None
        if failed is not None:
            raise failed

    def _write(self, target: Path, save_id: str, text: str) -> None:
        """Temp file beside the target, fsync, rename: the old save or the new, never half."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self._check_overwrite(target, save_id)
            fd, temp = tempfile.mkstemp(prefix=f".{save_id}.", suffix=".tmp", dir=self.directory)
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(text.encode("ascii"))
                    fh.flush()
                    os.fsync(fh.fileno())
                os.replace(temp, target)
            except BaseException:
                with suppress(OSError):
                    os.unlink(temp)
                raise
        except OSError as exc:
            raise _write_failed(exc) from exc
        signature = _signature(target)
        if signature is not None:
            self._known[target] = signature
        self._paths[save_id] = target

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
        does the full check.
        """
        self._flush_quietly()
        try:
            paths = [p for p in self.directory.iterdir() if not p.name.startswith(".")]
        except OSError:
            return []
        result = [self._entry(path) for path in paths if path.is_file()]
        result.sort(key=_when, reverse=True)
        return result

    def _entry(self, path: Path) -> SaveEntry:
        data: Any = None
        try:
            data = read_save(path)
            session = _session_from_json(data, verify=False)
        except SaveError as error:
            return _partial_entry(path, data, error)
        return SaveEntry(
            path=path,
            save_id=session.save_id,
            game_id=session.game.id,
            seat_names=tuple(session.seat_names),
            updated=session.updated,
            progress=session.state.progress(),
            finished=session.state.is_over(),
        )

    def load(self, path: Path) -> Session:
        """The session in ``path``, replayed and checked against its snapshot."""
        path = Path(path)
        self._flush_quietly()
        session = _session_from_json(read_save(path), verify=True)
        self._paths[session.save_id] = path
        signature = _signature(path)
        if signature is not None:
            self._known[path] = signature
        return session

    def latest(self) -> SaveEntry | None:
        """The newest save that loads and is not finished: what "Continue" resumes."""
        for entry in self.entries():
            if entry.error is not None or entry.finished:
                continue
            try:
                self.load(entry.path)
            except SaveError:
                continue
            return entry
        return None

    def delete(self, path: Path) -> None:
        """Remove one file of this folder (the load list's delete button)."""
        path = Path(path)
        self._flush_quietly()
        if path.resolve().parent != self.directory.resolve():
            raise SaveError("saves.error.not_in_folder", str(path), file=path.name)
        try:
            path.unlink()
        except OSError as exc:
            raise _write_failed(exc) from exc
        self._known.pop(path, None)
