"""``<data dir>/parlour.log``: warnings and tracebacks for a bug report, never a reason to stop.

A log that cannot be written (a read-only data folder on a write-protected stick, a folder
named ``parlour.log``) must not take the app down. ``logging.FileHandler`` raises from the
very call that logs when it cannot open its file, so the code that wanted to tell of a
problem (the error dialog included) failed with a second one. Here the first failed write
switches the log to stderr for good, with one line there that says why.

An error that repeats itself (a screen that fails on every frame) must not fill the disk:
the log once grew 1.4 MB a minute that way. A record written before is not written again;
it is counted, and a short line tells the count at 10, 100, 1000 … repeats, so the log
grows with the logarithm of the repeats.
"""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import stat
import sys
from pathlib import Path
from typing import TextIO

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: What makes two records the same: everything ``FORMAT`` writes but the time.
SAME = logging.Formatter("%(levelname)s %(name)s: %(message)s")
#: How many different records ``Repeats`` remembers (the oldest is forgotten first).
REMEMBERED = 256


def _to_stderr(text: str) -> None:
    """Write to stderr if there is one (a windowed build has none); never raise."""
    stream = sys.stderr
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError):  # closed or broken: nowhere left to tell
        stream.write(text)
        stream.flush()


def _open_for_appending(path: Path) -> TextIO:
    """``path`` opened to append to, if it is a regular file (or none yet).

    Opened without blocking: a named pipe called ``parlour.log`` would otherwise hold the
    very first log call, and with it the app, until something read from it.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags, 0o666)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    return os.fdopen(fd, "a", encoding="utf-8")


class Repeats:
    """Counts the records seen, to write each one once and then only how often it came."""

    def __init__(self) -> None:
        self._counts: dict[str, int] = {}

    def seen(self, record: logging.LogRecord) -> int:
        """How many times this record has come now, this one included."""
        try:
            same = SAME.format(record)
        except Exception:  # a format that does not fit its arguments: the same call site
            same = f"{record.levelname} {record.name}: {record.msg!r}"
        count = self._counts.pop(same, 0) + 1
        self._counts[same] = count  # now the newest, so the last to be forgotten
        if len(self._counts) > REMEMBERED:
            del self._counts[next(iter(self._counts))]
        return count


def _power_of_ten(count: int) -> bool:
    while count % 10 == 0:
        count //= 10
    return count == 1


class LogFile(logging.Handler):
    """Appends records to ``path``, opened on the first record (no empty log files).

    ``problem`` is set (and stays) once the file failed; records go to stderr from then on.
    """

    def __init__(self, path: Path) -> None:
        super().__init__(logging.INFO)
        self.path = path
        self.problem: str | None = None
        self._file: TextIO | None = None
        self._repeats = Repeats()
        self.setFormatter(logging.Formatter(FORMAT))

    def emit(self, record: logging.LogRecord) -> None:
        count = self._repeats.seen(record)
        if count > 1 and not _power_of_ten(count):
            return
        try:
            text = self.format(record) + "\n"
        except Exception as exc:  # a bad format string in a log call is a bug, not a crash
            text = f"{record.levelname} {record.name}: {record.msg!r} ({exc!r})\n"
        if count > 1:
            first = text.split("\n", 1)[0]
            text = f"{first} [the same record {count} times now; repeats are only counted]\n"
        if self.problem is None:
            try:
                if self._file is None:
                    self._file = _open_for_appending(self.path)
                self._file.write(text)
                self._file.flush()
                return
            except (OSError, ValueError) as exc:
                self._give_up(exc)
        _to_stderr(text)

    def _give_up(self, exc: OSError | ValueError) -> None:
        reason = getattr(exc, "strerror", None) or str(exc)
        self.problem = reason
        self._close_file()
        _to_stderr(f"parlour: cannot write the log {self.path} ({reason}); logging here instead\n")

    def _close_file(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):
                self._file.close()
            self._file = None

    def close(self) -> None:
        self.acquire()
        try:
            self._close_file()
        finally:
            self.release()
        super().close()


_installed: LogFile | None = None


def install(path: Path) -> LogFile:
    """Send INFO and above to ``path`` (one log file per process: a new one replaces it)."""
    global _installed
    root = logging.getLogger()
    if _installed is not None:
        root.removeHandler(_installed)
        _installed.close()
    _installed = LogFile(path)
    root.addHandler(_installed)
    if root.level > logging.INFO or root.level == logging.NOTSET:
        root.setLevel(logging.INFO)
    return _installed
