"""A marked decision of the game review in words: what it cost, the better move, and why.

The figures are the hard bot's advice (``parlour.play.review``), the same a hint shows,
so they are said as a hint says them (``parlour.ui.hint_text.HintWords``): the moves in the
seat's own person ("Take the Clown"), a chance of a good finish in per cent, a lead in
the game's own points or stars, a worth in the game's money.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from parlour.ai.base import PROSPECTS, WORTH
from parlour.engine import Action, GameState
from parlour.play.review import Judged
from parlour.ui.event_text import Translate
from parlour.ui.hint_text import HintWords
from parlour.ui.numbers import format_number


@dataclass(frozen=True)
class Marked:
    """A marked decision as the review panel shows it."""

    judged: Judged
    #: The replay's step that shows the table just before the decision.
    position: int
    #: "Move 12 · 18% less chance of a good finish"
    title: str
    #: What was played and what would have been better, each in a short line.
    played: str
    better: str
    #: One sentence: what the hard bot expected from each.
    why: str


def describe(
    judged: Judged,
    state: GameState,
    position: int,
    game_id: str,
    seat_names: Sequence[str],
    t: Translate,
) -> Marked:
    """``judged`` in words; ``state`` is the game just before the decision, said from the
    deciding seat (its hidden cards guessed, as a hint's words are)."""
    words = HintWords(state, judged.seat, game_id, seat_names, t, random.Random(judged.moves))
    played = _move(words, judged.played, t)
    better = _move(words, judged.best, t)
    move = t("parlour.review.move", move=position + 1)
    if judged.measure == PROSPECTS:
        cost = t("parlour.review.cost.prospects", value=round(100 * judged.cost))
    elif judged.measure == WORTH:
        cost = t("parlour.review.cost.worth", value=format_number(judged.cost))
    else:
        cost = t("parlour.review.cost.lead", lead=words.figure(judged.measure, -judged.cost))
    why = t(
        f"parlour.review.why.{judged.measure}",
        better=better,
        played=played,
        best_figure=words.figure(judged.measure, judged.best_value),
        played_figure=words.figure(judged.measure, judged.played_value),
    )
    return Marked(
        judged,
        position,
        t("parlour.review.title_line", move=move, cost=cost),
        t("parlour.review.played", move=played),
        t("parlour.review.better", move=better),
        why,
    )


def _move(words: HintWords, action: Action, t: Translate) -> str:
    """The move in the seat's words, or a plain stand-in where the log cannot say it
    for sure (a card drawn face down)."""
    said = words.move(action)
    return said if said is not None else t("parlour.review.unsaid")
