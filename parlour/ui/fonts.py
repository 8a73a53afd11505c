"""One type family for the whole app: the Noto Sans that pygame_gui ships.

Fonts are cached per (size, bold). If the file is missing or damaged (a stripped or
broken install), the app falls back to pygame's default font and records why, so the app
names the file and the settings screen says so instead of the app crashing. A damaged
file is only found out by drawing with it: pygame opens one without complaint and fails
on the first text. pygame_gui itself cannot build a manager without its fonts;
``fill_in_gui_fonts`` gives it pygame's font in their place.
"""

from __future__ import annotations

import logging
from contextlib import suppress
from functools import cache
from importlib import resources
from importlib.util import find_spec
from pathlib import Path

import pygame

from parlour.ui import i18n

log = logging.getLogger(__name__)

_FILES = {False: "NotoSans-Regular.ttf", True: "NotoSans-Bold.ttf"}
#: The file names a pygame_gui default font is loaded from (see ``fill_in_gui_fonts``).
_GUI_FILE_FIELDS = (
    "regular_file_name",
    "bold_file_name",
    "italic_file_name",
    "bold_italic_file_name",
)
#: Set when a font file could not be loaded; shown to the player once.
fallback_reason: str | None = None
#: The message that names a font file that is missing or cannot be used.
BROKEN_KEY = "install.broken_font"


def font_path(bold: bool = False) -> str | None:
    """The path of the bundled Noto Sans, or ``None`` when it is missing or damaged."""
    # Found without importing pygame_gui: the main menu is drawn before it loads.
    spec = find_spec("pygame_gui")
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(spec.submodule_search_locations[0]) / "data" / _FILES[bold]
    return str(path) if usable(str(path)) else None


@cache
def usable(path: str) -> bool:
    """Whether the font file ``path`` draws text; if not, the player is told once."""
    global fallback_reason
    if not Path(path).is_file():  # not there, or a folder or a pipe in its place
        reason = "not found" if not Path(path).exists() else "not a file"
    else:
        pygame.font.init()  # idempotent; an uninitialised module would fail every file
        try:
            pygame.font.Font(path, 12).render("Ag", True, (0, 0, 0))
            return True
        except (OSError, pygame.error) as exc:
            reason = str(exc) or type(exc).__name__
    log.warning("font %s unusable (%s); using the default font", path, reason)
    if fallback_reason is None:  # the settings screen says one font fell back
        fallback_reason = f"{Path(path).name} {reason}"
    i18n.report_broken(path, reason, BROKEN_KEY)
    return False


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans at ``size`` pixels (at least 8), or the default font if it is unusable."""
    size = max(8, int(size))
    path = font_path(bold)
    if path is not None:
        with suppress(OSError, pygame.error):  # gone since it was checked
            return pygame.font.Font(path, size)
    fallback = pygame.font.Font(None, size)
    fallback.set_bold(bold)
    return fallback


def pygame_font_file() -> str:
    """The font file pygame itself ships (what ``pygame.font.Font(None, …)`` uses)."""
    return str(Path(pygame.__file__).parent / pygame.font.get_default_font())


def fill_in_gui_fonts() -> None:
    """Let pygame_gui build its manager even if its bundled fonts are missing or damaged.

    Its font dictionary loads Noto Sans (and Fira Code for symbols) from the package
    ``pygame_gui.data`` while the manager is built, and raises if a file is gone. A
    dictionary that names pygame's own font file for every missing one is put in its
    place; it loads through the same ``importlib.resources`` path, where joining the data
    folder with an absolute path gives that path. Harmless when nothing is missing.
    """
    from pygame_gui.core import ui_appearance_theme, ui_font_dictionary

    base = ui_font_dictionary.UIFontDictionary
    if ui_appearance_theme.UIFontDictionary is not base:
        return  # already filled in

    class FilledInFonts(ui_font_dictionary.UIFontDictionary):
        def _load_default_font(self, default: object) -> None:
            data = resources.files("pygame_gui.data")
            for field in _GUI_FILE_FIELDS:
                if not usable(str(data / getattr(default, field))):
                    setattr(default, field, pygame_font_file())
            # Named, not super(): mypy's untyped_calls_exclude misses calls through super().
            ui_font_dictionary.UIFontDictionary._load_default_font(self, default)

    # Replacing the class the theme builds is the point; mypy forbids assigning to a type.
    ui_appearance_theme.UIFontDictionary = FilledInFonts  # type: ignore[misc]
