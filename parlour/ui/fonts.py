"""One type family for the whole app: the Noto Sans that pygame_gui ships.

Fonts are cached per (size, bold). If the file is missing (a stripped install), the app
falls back to pygame's default font and records why, so the settings screen can say so
instead of the app crashing.
"""

from __future__ import annotations

import logging
from functools import cache
from importlib.util import find_spec
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
#: Set when a font file could not be loaded; shown to the player once.
fallback_reason: str | None = None


def font_path(bold: bool = False) -> str | None:
    """The path of the bundled Noto Sans, or ``None`` when it is not installed."""
    # Found without importing pygame_gui: the main menu is drawn before it loads.
    spec = find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(spec.submodule_search_locations[0]) / "data" / _FILES[bold]
    return str(path) if path.is_file() else None


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans at ``size`` pixels (at least 8), or the default font if it is missing."""
    global fallback_reason
    size = max(8, int(size))
    path = font_path(bold)
    if path is not None:
        try:
            return pygame.font.Font(path, size)
        except (OSError, pygame.error) as exc:
            fallback_reason = str(exc)
            log.warning("font %s unusable (%s); using the default font", path, exc)
    else:
        if fallback_reason is None:  # once, not for every size asked for
            log.warning("font %s not found; using the default font", _FILES[bold])
        fallback_reason = f"{_FILES[bold]} not found"
    fallback = pygame.font.Font(None, size)
    fallback.set_bold(bold)
    return fallback
