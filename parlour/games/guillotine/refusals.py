"""Why an action card in the viewer's hand cannot be played right now, read from the view.

The rules only say *that* a card is not offered (``legal_actions``); a player who clicks
or drags it needs to hear *why*, or the click looks lost. The reasons mirror the rules'
own tests (``GuillotineState.can_play`` and ``_may_play_cards``) in the order a player
meets them: another player's turn (or, for Warte mal under the German rule, no collection
to interrupt yet), a question still open, the scoring window after day 3, the turn's card
already played, Rush Job, the Unpopular Judge at the front, Callous Guards, and last a
card that finds nothing to act on.
"""

from __future__ import annotations

from typing import Literal

from parlour.games.guillotine.cards import Catalogue
from parlour.games.guillotine.decisions import PLAYS_A_CARD, AskKind
from parlour.games.guillotine.rules import CONFUSION, GUARDS, JUDGE_INSTRUCTION, GuillotineView

#: The last part of each reason's text key (``guillotine.table.refused.<reason>``).
Reason = Literal[
    "not_your_turn",
    "answer_first",
    "one_card",
    "rush_job",
    "judge",
    "guards",
    "endgame_only",
    "interrupt_only",
    "no_target",
]


def why_not_playable(
    cat: Catalogue, view: GuillotineView, kind: AskKind | None, card: str
) -> Reason:
    """Why ``card`` from the viewer's hand is not among the moves offered now; ``kind``:
    the decision the viewer is asked (``None``: nothing is asked of the viewer)."""
    info = cat.actions[card]
    if kind is None:
        german = view["options"]["interrupt_rule"] == "german"
        return "interrupt_only" if card == CONFUSION and german else "not_your_turn"
    if kind not in PLAYS_A_CARD:
        return "answer_first"
    if kind == "endgame":
        return "endgame_only"
    turn = view["turn"]
    if turn["cards_played"] >= turn["cards_allowed"]:
        return "one_card"
    if turn["blocked"]:
        return "rush_job"
    line = view["line"]
    if line and cat.nobles[line[0]].instruction == JUDGE_INSTRUCTION:
        return "judge"
    if info.line and any(GUARDS in cards for cards in view["face_up"]):
        return "guards"
    return "no_target"
