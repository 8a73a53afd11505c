"""What the Undo button says: how to use it, or why it cannot be used now.

The session decides whether a move may be taken back (``Session.undo_refusal``) and says
why not with a code; this turns the code into a translation key and its parameters, for
the button's tooltip and for the message Ctrl+Z brings when it is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from parlour.saves.session import NoUndo

#: The tooltip of an Undo that may be used.
UNDO_TIP = "table.undo_tip"


def undo_words(refusal: NoUndo | None, seat_names: Sequence[str]) -> tuple[str, dict[str, Any]]:
    """The key and parameters of what Undo says now (its use, or why it is greyed)."""
    if refusal is None:
        return UNDO_TIP, {}
    params: dict[str, Any] = {}
    if refusal.seat is not None and 0 <= refusal.seat < len(seat_names):
        params["name"] = seat_names[refusal.seat]
    return f"table.no_undo.{refusal.reason}", params
