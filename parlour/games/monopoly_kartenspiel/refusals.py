"""Why a click on a trade pile or the stock does nothing now, read from the view.

The rules only say *that* a trade, a swap or a draw is not offered (``legal_actions``); a
player who clicks a pile or the stock needs to hear *why*, or the click looks lost: it is
someone else's turn, a card must first go down (discarded, put back, passed on), the click
went deeper into a pile than a trade may reach, or the stock is empty.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, get_args

from parlour.engine import Action
from parlour.games.monopoly_kartenspiel.actions import Draw, SwapNeutral, Trade
from parlour.games.monopoly_kartenspiel.view import MonopolyView

#: The last part of each reason's text key (``monopoly_kartenspiel.table.refused.<reason>``).
Reason = Literal[
    "waiting",
    "discard_first",
    "put_back_first",
    "pass_first",
    "too_deep",
    "neutral_top",
    "no_trade",
    "stock_empty",
    "trade_now",
]
REASONS: tuple[Reason, ...] = get_args(Reason)
#: What was clicked: the stock, or the k-th card from the top of a seat's trade pile
#: (``"pile"``) or of a neutral pile (``"neutral"``), with the pile's index.
Clicked = tuple[Literal["stock"]] | tuple[Literal["pile", "neutral"], int, int]


def why_not(
    view: MonopolyView, viewer: int, legal: Sequence[Action], clicked: Clicked
) -> tuple[Reason, dict[str, Any]] | None:
    """Why a click of seat ``viewer`` on ``clicked`` plays nothing, as a reason and its
    text's parameters; ``None`` where the click does play (or pick) a move, or where
    nobody is to act."""
    if not legal:
        to_act = view["to_act"]
        return None if to_act is None else ("waiting", {"seat": to_act})
    phase = view["phase"]
    if phase == "discard":
        return "discard_first", {"count": max(1, view["must_discard"])}
    if phase == "put_back":
        return "put_back_first", {}
    if phase == "pass":
        return "pass_first", {"seat": (viewer + 1) % view["num_players"]}
    if clicked[0] == "stock":
        if Draw() in legal:
            return None
        return ("trade_now", {}) if phase == "trade_pick" else ("stock_empty", {})
    kind, index, k = clicked
    if kind == "neutral":
        if not any(isinstance(a, SwapNeutral) and a.pile == index for a in legal):
            return "no_trade", {}
        return None if k == 1 else ("neutral_top", {})
    counts = [a.count for a in legal if isinstance(a, Trade) and a.seat == index]
    if k in counts:
        return None
    if counts:
        return "too_deep", {"count": max(counts), "seat": index}
    return "no_trade", {}
