"""The one error a save file can cause, carrying a translation key for the player, and the
one place malformed content becomes that error."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from parlour.engine.errors import MALFORMED

#: How much of a text taken from a file a message shows.
SHOWN_CHARS = 40


class SaveError(Exception):
    """A save that cannot be written or read.

    ``key`` is a translation key under ``saves.error.*`` and ``params`` fill its
    placeholders, so the UI can explain the problem in the player's language while the
    rest of the app keeps working.
    """

    def __init__(self, key: str, detail: str = "", **params: Any) -> None:
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key = key
        self.detail = detail
        self.params: dict[str, Any] = params


@contextmanager
def malformed_is(key: str) -> Iterator[None]:
    """Turn any ``MALFORMED`` exception raised inside into a ``SaveError(key)``.

    Restoring a save runs the games' own code on whatever the file holds; this is where
    every way that can go wrong becomes a message instead of a crash.
    """
    try:
        yield
    except MALFORMED as exc:
        raise SaveError(key, f"{type(exc).__name__}: {str(exc)[:200]}") from exc


def shown(text: str) -> str:
    """A text from a file (a name, a game id, a file name) made safe to draw: what cannot be
    shown (control characters, lone surrogates of an undecodable file name) becomes "�", and
    a long text is cut short."""
    safe = "".join(char if char.isprintable() else "\N{REPLACEMENT CHARACTER}" for char in text)
    return safe if len(safe) <= SHOWN_CHARS else safe[: SHOWN_CHARS - 1] + "…"
