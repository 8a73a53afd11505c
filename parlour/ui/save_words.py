"""How a save is named on screen: its game and the day it was last played.

The load list shows them on every row and the main menu's Continue in its hint, in the
same words; both screens read them here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime

    from parlour.saves.store import SaveEntry
    from parlour.ui.app import App


def game_name(app: App, entry: SaveEntry) -> str:
    """The game's translated name; a file of an unknown game says so."""
    key = f"{entry.game_id}.name"
    name = app.t(key) if entry.game_id else key
    return name if name != key else app.t("parlour.load.unknown_game")


def format_date(app: App, moment: datetime) -> str:
    """``moment`` in local time, in the language's date format (the store only hands out
    moments well inside the calendar, so moving one to local time cannot overflow)."""
    return moment.astimezone().strftime(app.t("parlour.load.date_format"))
