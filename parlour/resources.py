"""Where the shipped data lives: the repository root, or PyInstaller's bundle."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def root() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    return root() / "assets"


def locales_dir() -> Path:
    return root() / "locales"


def game_data(game_id: str, name: str) -> Any:
    """Load ``assets/games/<game_id>/<name>`` (JSON): cards, boards, values."""
    path = assets_dir() / "games" / game_id / name
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)
