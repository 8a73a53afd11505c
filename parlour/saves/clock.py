"""When a save was made: ISO strings in the file, checked moments in memory.

A date read from a file is only trusted once it is a timezone-aware moment well inside the
calendar: ``datetime`` overflows near year 1 and year 9999 as soon as it is moved to
another timezone, and the load list shows every date in the player's local time.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime

#: Local time is at most a day away from UTC, so these years convert without overflow.
_FIRST_YEAR, _LAST_YEAR = 2, 9998


def now_iso() -> str:
    """The current UTC time as an ISO string; milliseconds keep quick autosaves ordered."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def moment(text: object) -> datetime:
    """``text`` as a UTC moment; anything else (no timezone, the calendar's edge, not a
    string) is a ``ValueError``."""
    if not isinstance(text, str):
        raise ValueError(f"not a date: {text!r}")
    parsed = datetime.fromisoformat(text)
    if parsed.tzinfo is None:
        raise ValueError(f"a date without a timezone: {text!r}")
    if not _FIRST_YEAR <= parsed.year <= _LAST_YEAR:
        raise ValueError(f"a date at the edge of the calendar: {text!r}")
    return parsed.astimezone(UTC)


def from_timestamp(stamp: float) -> datetime:
    """A file time as a UTC moment; one outside the calendar (a clock gone wrong, a file
    touched by hand) counts as the epoch, so the file still gets a place in the list."""
    if math.isfinite(stamp):
        try:
            found = datetime.fromtimestamp(stamp, UTC)
        except (OverflowError, OSError, ValueError):
            pass
        else:
            if _FIRST_YEAR <= found.year <= _LAST_YEAR:
                return found
    return datetime.fromtimestamp(0, UTC)
