"""What start-up checks about its surroundings before it relies on them.

Two outcomes, never a traceback: where parlour can go on (a data folder it cannot write
into: play without saving, and say so once) it goes on; where it cannot (no window can be
opened) ``StartupError`` carries one clear line for ``parlour.__main__`` to print.
"""

from __future__ import annotations

import tempfile
from pathlib import Path


class StartupError(Exception):
    """parlour cannot run here; the message is one line, in the player's language."""


def unwritable(folder: Path) -> str | None:
    """Why nothing can be saved in ``folder`` (created if missing), or ``None`` if it can.

    Tried with a real file: the mode bits do not tell (root writes anyway, a read-only
    stick or file system does not show in them), and a path may lead through a file.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    return None
