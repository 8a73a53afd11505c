"""The one error a save file can cause, carrying a translation key for the player."""

from __future__ import annotations

from typing import Any


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
