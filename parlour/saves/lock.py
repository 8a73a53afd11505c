"""One process at a time: an exclusive lock on a small file beside what it guards.

Two parlour windows may share one data folder. Without a lock, two that record a finished
game at the same moment each read the statistics, add their game and write, and one game
is lost; two that play the same save overwrite each other's moves. The lock is the
operating system's (``flock`` on POSIX, ``msvcrt.locking`` on Windows), so it dies with its
process: a window that crashed or was killed leaves no lock behind, only a file that the
next one simply locks again. A file system that cannot lock at all (some network shares)
falls back to the holder written in the file: a live process on this machine holds it; a
dead one, or one on another machine (which cannot be asked), does not.

The lock file names its holder (process id, host, since when) so that the log can say who
has a save open. It is removed when released, while still locked; whoever locked a file
that was removed meanwhile (its name now points elsewhere, or nowhere) tries again, so two
processes never hold two different files of one name.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from parlour.saves.clock import now_iso

if sys.platform == "win32":
    import msvcrt
else:
    import fcntl

#: Windows locks are mandatory for the bytes they cover, so the lock sits on a byte far
#: past the holder's record, which others must still be able to read.
_WINDOWS_LOCK_OFFSET = 1 << 30
#: How a lock file is opened: never through a link (its record would be written into
#: whatever the link points at).
_FLAGS = os.O_RDWR | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
#: How often a waiting ``acquire`` tries again, in seconds.
_POLL_SECONDS = 0.005
#: How many times a lock on a file removed meanwhile is tried again before giving up.
_RETRIES = 20
#: The most of a lock file read for its holder (a record is some 80 bytes).
_MAX_RECORD = 4096


class NoLocking(OSError):
    """The file system cannot lock this file (the fallback to the holder's record is used)."""


@dataclass(frozen=True)
class Holder:
    """Who holds a lock: their process id, their machine and since when (ISO, UTC)."""

    pid: int
    host: str
    since: str

    @classmethod
    def me(cls) -> Holder:
        return cls(pid=os.getpid(), host=socket.gethostname(), since=now_iso())

    def known_alive(self) -> bool:
        """Whether the holder is known to still run: a process of this machine that
        exists. One on another machine cannot be asked; it counts as gone, since a lock
        that a crash there left could otherwise never be taken again."""
        return self.host == socket.gethostname() and _process_alive(self.pid)


class FileLock:
    """An exclusive lock on ``path``; not reentrant (one holder per object at a time)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    def try_acquire(self) -> bool:
        """Take the lock now if nobody else holds it; ``False`` if someone does. An
        ``OSError`` means the lock file cannot be made at all (a read-only folder)."""
        if self._fd is not None:
            return True
        for _ in range(_RETRIES):
            fd = os.open(self.path, _FLAGS | os.O_CREAT, 0o644)
            try:
                got = _take(fd)
                if got and _still_named(fd, self.path):
                    _write_record(fd, Holder.me())
                    self._fd = fd
                    return True
            except BaseException:
                os.close(fd)
                raise
            os.close(fd)
            if not got:
                return False
            # Locked a file that was released and removed meanwhile: try the name again.
        raise OSError(errno.EAGAIN, "the lock file kept being replaced", str(self.path))

    def acquire(self, timeout: float) -> None:
        """Wait for the lock at most ``timeout`` seconds (a ``TimeoutError`` then)."""
        deadline = time.monotonic() + timeout
        while not self.try_acquire():
            if time.monotonic() >= deadline:
                raise TimeoutError(errno.ETIMEDOUT, "held by another process", str(self.path))
            time.sleep(_POLL_SECONDS)

    def release(self) -> None:
        """Give the lock up and remove its file (nothing if not held)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            _remove_and_close(fd, self.path)


def held_elsewhere(path: Path) -> bool:
    """Whether another process holds the lock of ``path`` now. A lock file nobody holds (its
    holder ended without releasing it) is removed on the way; a lock file that cannot be
    opened counts as not held, since it cannot guard anything either."""
    try:
        fd = os.open(path, _FLAGS)
    except OSError:
        return False
    try:
        got = _lock(fd)
    except NoLocking:
        holder = _read_record(fd)
        os.close(fd)
        return holder is not None and holder.pid != os.getpid() and holder.known_alive()
    except BaseException:
        os.close(fd)
        raise
    if got and _still_named(fd, path):
        _remove_and_close(fd, path)
    else:
        os.close(fd)
    return not got


def holder_of(path: Path) -> Holder | None:
    """The holder a lock file names, if it names one that can be read."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        return _read_record(fd)
    finally:
        os.close(fd)


def _lock(fd: int) -> bool:
    """The operating system's lock without waiting: ``True`` if taken, ``False`` if held."""
    try:
        if sys.platform == "win32":
            os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if isinstance(exc, BlockingIOError) or exc.errno in (errno.EACCES, errno.EDEADLK):
            return False
        if exc.errno in (errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EINVAL):
            raise NoLocking(exc.errno, exc.strerror) from exc
        raise
    return True


def _remove_and_close(fd: int, path: Path) -> None:
    """Remove a lock file this process holds, then let go of it. POSIX removes it while it
    is still locked (see the module's note on names); Windows removes no open file, so
    there it is unlocked and closed first, and the removal fails quietly if another process
    opened it meanwhile."""
    if sys.platform == "win32":
        with contextlib.suppress(OSError):
            os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        os.close(fd)
        with contextlib.suppress(OSError):
            path.unlink()
    else:
        with contextlib.suppress(OSError):
            path.unlink()
        os.close(fd)


def _take(fd: int) -> bool:
    """The OS lock on ``fd`` now, or without one whether the record leaves it free: no
    record, or one of this process or of one that is not known to run."""
    try:
        return _lock(fd)
    except NoLocking:
        holder = _read_record(fd)
        return holder is None or holder.pid == os.getpid() or not holder.known_alive()


def _still_named(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file ``fd`` locked (it was not removed meanwhile)."""
    if sys.platform == "win32":
        return True  # an open file cannot be removed there
    try:
        named = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (mine.st_dev, mine.st_ino)


def _write_record(fd: int, holder: Holder) -> None:
    record = json.dumps({"pid": holder.pid, "host": holder.host, "since": holder.since})
    os.lseek(fd, 0, os.SEEK_SET)
    os.ftruncate(fd, 0)
    os.write(fd, record.encode("utf-8"))


def _read_record(fd: int) -> Holder | None:
    """The holder the file names; ``None`` for an empty or unreadable record."""
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data = json.loads(os.read(fd, _MAX_RECORD).decode("utf-8"))
        pid, host, since = data["pid"], data["host"], data["since"]
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        return None
    if type(pid) is not int or pid <= 0 or not isinstance(host, str) or not isinstance(since, str):
        return None
    return Holder(pid=pid, host=host, since=since)


def _process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs on this machine (only asked without an OS lock, which
    Windows always has: there ``os.kill`` would end the process)."""
    if sys.platform == "win32":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
