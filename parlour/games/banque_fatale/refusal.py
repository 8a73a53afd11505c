"""Why a piece of the Banque Fatale table cannot be moved now, in the words of the rules.

A player who presses on a market card, the card on offer, a jeton, one of their cards or
another seat's card that has nowhere to go now is told why, rather than met with silence:
the table (``scene.py``) asks ``refusal`` for the reason and shows it in its status line.
The reason is read from the view alone; which moves are legal stays ``rules.py``'s to say,
so this is asked only about a piece the legal moves leave where it is.
"""

from __future__ import annotations

from typing import Literal, get_args

from parlour.games.banque_fatale.rules import BanqueFataleView

#: Every reason there is, each a key under ``table.why`` (``wait`` names the seat to play).
Reason = Literal[
    "choose",
    "chosen",
    "offered",
    "bid_only",
    "bid_placed",
    "wait",
    "middle",
    "just_won",
    "sale",
    "sale_later",
    "theirs",
]
REASONS: tuple[Reason, ...] = get_args(Reason)

#: What can be pressed on: a card of the market, the card on offer, a jeton behind the
#: viewer's screen or in their bid, a jeton in the middle, one of the viewer's own cards,
#: a card another seat owns.
Piece = Literal["market", "offer", "screen", "bid", "middle", "card", "theirs"]


def refusal(
    view: BanqueFataleView, me: int, piece: Piece, card: str | None = None
) -> Reason | None:
    """The reason ``piece`` (``card``, if it is one) stays where it is for seat ``me``;
    None once the game is over, when there is nothing left to explain."""
    phase = view["phase"]
    if phase == "over":
        return None
    mine = view["to_act"] == me
    start = view["start_seat"] == me
    if piece == "market":
        return "chosen" if start and phase != "choose" else "choose"
    if piece == "offer":  # the card is won by bidding, never taken by hand
        return "offered"
    if piece == "theirs":
        return "theirs"
    if piece in ("screen", "bid"):
        if phase != "bid":
            return "bid_only"
        return "bid_placed" if view["bid_placed"][me] else "wait"
    if piece == "middle":
        return "wait" if phase == "draft" else "middle"
    if phase == "sale" and mine and card is not None and card == view["won_card"]:
        return "just_won"
    return "sale_later" if start and phase != "sale" else "sale"
