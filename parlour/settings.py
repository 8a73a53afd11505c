"""The player's preferences: plain data plus a forgiving file format (no pygame here).

A damaged or half-edited settings file must never keep the app from starting, so every
field is checked on its own: whatever is unusable falls back to its default and the loader
reports that it did so, for the app to tell the player once.
"""

from __future__ import annotations

import contextlib
import json
import locale
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from parlour.saves.store import SaveError, read_save

LANGUAGES: tuple[str, ...] = ("de", "en")
#: 0 switches animations off; 1 is normal speed.
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
#: Seconds the public moment of Warte mal waits for a call at a shared screen.
CLAIM_SECONDS: tuple[float, ...] = (2.0, 3.0, 5.0, 8.0)
MIN_WINDOW: tuple[int, int] = (1024, 640)
DEFAULT_WINDOW: tuple[int, int] = (1280, 800)
#: Translation key of the message shown when the file could not be used as it was.
DAMAGED_KEY = "parlour.settings.damaged"


def system_language(environ: dict[str, str] | None = None) -> str:
    """German if the system speaks German, English otherwise.

    The usual variables are checked first (they are what a user sets), then Python's idea
    of the locale.
    """
    env = os.environ if environ is None else environ
    candidates = [env.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    if environ is None:
        with contextlib.suppress(ValueError):
            candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        code = value.split(":")[0].lower()[:2]
        if code in LANGUAGES:
            return code
        if value and value not in ("C", "POSIX", "C.UTF-8"):
            return "en"
    return "en"


@dataclass
class Settings:
    """Everything the player can change in the settings screen; saved between runs."""

    language: str = field(default_factory=system_language)
    window_size: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    animation_speed: float = 1.0
    volume: float = 0.8
    muted: bool = False
    colourblind: bool = False
    claim_seconds: float = 3.0
    #: After the hot-seat curtain, show the person what happened since they last looked.
    catch_up: bool = True
    #: The last table started per game id, for the setup screen (``parlour.ui.setup_memory``
    #: checks each entry when it is used; here it only has to be a JSON object).
    setups: dict[str, Any] = field(default_factory=dict)
    #: The game the last table was started for: the setup opens on it ("" before any).
    last_game: str = ""
    #: The games whose lesson (``parlour.play.tutorial``) was played to its end: setup
    #: marks the others' "Learn to play" as new.
    lessons_done: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data


def config_dir(data_dir: Path | None = None) -> Path:
    """Where settings live: ``<data-dir>/config`` for a portable install, else the OS's
    user config folder."""
    if data_dir is not None:
        return data_dir / "config"
    return Path(platformdirs.user_config_dir("parlour"))


def settings_path(data_dir: Path | None = None) -> Path:
    return config_dir(data_dir) / "settings.json"


def _check(name: str, value: Any, default: Any) -> Any:
    """``value`` if it is a sensible value for field ``name``; raises ``ValueError``."""
    if name == "language":
        if value in LANGUAGES:
            return value
    elif name == "window_size":
        if (
            isinstance(value, list | tuple)
            and len(value) == 2
            and all(type(v) is int and 0 < v <= 16384 for v in value)
        ):
            return (max(value[0], MIN_WINDOW[0]), max(value[1], MIN_WINDOW[1]))
    elif name == "animation_speed":
        if type(value) in (int, float) and float(value) in ANIMATION_SPEEDS:
            return float(value)
    elif name == "claim_seconds":
        if type(value) in (int, float) and float(value) in CLAIM_SECONDS:
            return float(value)
    elif name == "volume":
        if type(value) in (int, float) and 0.0 <= value <= 1.0:
            return float(value)
    elif name == "lessons_done":
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return list(value)
    elif type(value) is type(default):
        return value
    raise ValueError(f"{name} cannot be {value!r}")


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """The settings stored at ``path`` and a translation key if something was unusable.

    A missing file is normal (first start; or a file stands where its folder should be,
    which the app tells once as a data folder problem): defaults, no message. A damaged
    file, or single damaged fields, give defaults for what was damaged and
    :data:`DAMAGED_KEY`. The file is left as it is; the next save replaces it with good data.
    """
    defaults = Settings()
    # No file (or a file where its folder goes, which ``exists`` also says no to).
    if not path.exists() and not path.is_symlink():
        return defaults, None
    # Read as a save is read: never a named pipe (whose read would hang the start), nothing
    # huge, nothing nested deeper than any code here could walk or write back.
    try:
        raw = read_save(path)
    except SaveError:
        return defaults, DAMAGED_KEY
    if not isinstance(raw, dict):
        return defaults, DAMAGED_KEY
    values: dict[str, Any] = {}
    damaged = False
    for f in fields(Settings):
        if f.name not in raw:
            continue
        try:
            values[f.name] = _check(f.name, raw[f.name], getattr(defaults, f.name))
        except ValueError:
            damaged = True
    return Settings(**values), DAMAGED_KEY if damaged else None


def save_settings(settings: Settings, path: Path) -> None:
    """Write atomically: a temporary file in the same folder, fsync, rename.

    A crash half-way leaves the old file intact, never a truncated one.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(settings.to_json(), indent=2, sort_keys=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
