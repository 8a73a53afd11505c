"""Why an action card in the viewer's hand cannot be played right now, read from the view.

The rules only say *that* a card is not offered (``legal_actions``); a player who clicks
or drags it needs to hear *why*, or the click looks lost. On the viewer's own turn the
rules say why of each card (the view's ``refused``, from ``GuillotineState.refusal``);
before that comes what the decision asked says: another player's turn (or, for Warte mal
under the German rule, no collection to interrupt yet), a question still open, or the
scoring window after day 3.
"""

from __future__ import annotations

from typing import Literal

from parlour.games.guillotine.decisions import PLAYS_A_CARD, AskKind
from parlour.games.guillotine.rules import CONFUSION, GuillotineView, Refusal

#: The last part of each reason's text key (``guillotine.table.refused.<reason>``).
Reason = Refusal | Literal["not_your_turn", "answer_first", "endgame_only", "interrupt_only"]


def why_not_playable(view: GuillotineView, kind: AskKind | None, card: str) -> Reason:
    """Why ``card`` from the viewer's hand is not among the moves offered now; ``kind``:
    the decision the viewer is asked (``None``: nothing is asked of the viewer)."""
    if kind is None:
        german = view["options"]["interrupt_rule"] == "german"
        return "interrupt_only" if card == CONFUSION and german else "not_your_turn"
    if kind not in PLAYS_A_CARD:
        return "answer_first"
    if kind == "endgame":
        return "endgame_only"
    # A card the rules offer is never asked about; one they do not is in ``refused``.
    return view["refused"].get(card, "no_target")
