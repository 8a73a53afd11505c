"""Where the shipped data (``assets/``, ``locales/``) lives.

Three ways parlour runs, three places: PyInstaller's bundle; a source checkout (the
README's editable install), where the folders sit beside the package; and a wheel
(``pip install .``, ``pipx``), which installs them as data files under
``<prefix>/share/parlour`` (see ``[tool.setuptools.data-files]`` in ``pyproject.toml``).
"""

from __future__ import annotations

import sys
import sysconfig
from functools import cache
from pathlib import Path
from typing import Any

from parlour.engine.errors import DamagedGameData
from parlour.saves.store import SaveError, read_save

#: Where a wheel puts the data, below the install scheme's data directory.
SHARE = Path("share") / "parlour"


def candidates() -> list[Path]:
    """The places to look, most specific first."""
    places = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        places.append(Path(bundle))
    places.append(Path(__file__).resolve().parent.parent)
    for scheme in (sysconfig.get_default_scheme(), sysconfig.get_preferred_scheme("user")):
        places.append(Path(sysconfig.get_path("data", scheme)) / SHARE)
    return places


@cache
def root() -> Path:
    """The first candidate that holds both ``assets/`` and ``locales/``.

    If none does (a broken install), the checkout layout is returned, so the error that
    follows names the path that was expected.
    """
    places = candidates()
    for place in places:
        if (place / "assets").is_dir() and (place / "locales").is_dir():
            return place
    return places[0]


def assets_dir() -> Path:
    return root() / "assets"


def locales_dir() -> Path:
    return root() / "locales"


def game_data(game_id: str, name: str) -> Any:
    """Load ``assets/games/<game_id>/<name>`` (JSON): cards, boards, values.

    Read as a save is read (``read_save``: never a pipe, nothing huge or nested too deep),
    so a broken install makes the game unavailable with the file named
    (``DamagedGameData``) instead of hanging or crashing the app.
    """
    path = assets_dir() / "games" / game_id / name
    try:
        return read_save(path)
    except SaveError as exc:
        raise DamagedGameData(str(path), exc.detail or exc.key) from exc
