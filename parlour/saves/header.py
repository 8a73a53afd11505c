"""What marks a file as a parlour save, and which versions of the format this build reads.

Kept apart from ``session`` so the save folder can tell a save from a stranger's file
without importing the engine and the games (the main menu opens before any game loads).
"""

from __future__ import annotations

from typing import Any

from parlour.saves.errors import SaveError

FORMAT = "parlour-save"
VERSION = 1


def check_header(data: Any) -> None:
    """Whether ``data`` claims to be a parlour save this version of parlour can read."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("saves.error.foreign", "no parlour-save header")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError("saves.error.damaged", f"bad version {version!r}")
    if version > VERSION:
        raise SaveError("saves.error.future_version", f"version {version}", version=version)
