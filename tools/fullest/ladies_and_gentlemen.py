"""Ladies & Gentlemen at its fullest and tightest: the table mid-game at 4, 5, 9 and 10
seats (the Courtesan at the odd ones), its Ball caught half-way through the staging, and
the Ball at its end."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import screens as shots

GAME = "ladies_and_gentlemen"
COUNTS = [4, 5, 9, 10]


def screens(app: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    yield from shots.game_screens(app, GAME, COUNTS)
