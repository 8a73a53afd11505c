"""A hint in words: the move as the log says it, then one line of why.

The bot gives codes and figures (``parlour.ai.base.Advice``), never text; this module
turns them into the app's words, the same for every game:

- options it **weighed**: the best few, each in the log's words with the bot's own figure
  for it, written as the measure means it: ``PROSPECTS`` (a mean playout result in [0, 1])
  as a percentage, ``LEAD`` (the mean evaluation against the rivals, in the game's
  points) as a signed number. An option the log cannot put in words for sure (its line
  depends on a hidden card or a die), or only in the words of another (a card passed
  face down), is left out: a figure that names no move of its own is no help;
- a **reason** when it weighed nothing: the only move, the level's rule of thumb, exact
  odds;
- nothing more when the bot says nothing (a bot that is no ``Advisor``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from parlour.ai.base import EXACT_ODDS, FORCED, LEAD, PROSPECTS, RULE_OF_THUMB, Advice
from parlour.engine import Action, GameState
from parlour.ui.event_text import Translate, describe_action
from parlour.ui.numbers import format_number

#: How many weighed options the line names, best first.
SHOWN = 3

REASONS = {
    FORCED: "parlour.hint.reason.forced",
    RULE_OF_THUMB: "parlour.hint.reason.rule_of_thumb",
    EXACT_ODDS: "parlour.hint.reason.exact_odds",
}
MEASURES = {
    PROSPECTS: "parlour.hint.weighed.prospects",
    LEAD: "parlour.hint.weighed.lead",
}


class HintWords:
    """Words for actions of one position, as ``seat`` sees it: the log's line of each."""

    def __init__(
        self,
        state: GameState,
        seat: int,
        game_id: str,
        seat_names: Sequence[str],
        t: Translate,
        rng: random.Random,
    ) -> None:
        self.state = state
        self.seat = seat
        self.game_id = game_id
        self.seat_names = seat_names
        self.t = t
        self.rng = rng

    def move(self, action: Action) -> str | None:
        return describe_action(
            self.state, self.seat, action, self.game_id, self.seat_names, self.t, self.rng
        )

    def text(self, advice: Advice) -> str:
        """The hint's message: the move, and on a line of its own why, if the bot says."""
        t = self.t
        move = self.move(advice.action)
        head = t("parlour.hint.says_plain") if move is None else t("parlour.hint.says", move=move)
        why = self.why(advice)
        return head if why is None else f"{head}\n{why}"

    def why(self, advice: Advice) -> str | None:
        t = self.t
        if advice.measure in MEASURES and advice.weighed:
            named = [(self.move(action), value) for action, value in advice.weighed]
            said = Counter(words for words, _ in named)
            options = [
                t(
                    "parlour.hint.option",
                    move=words.removesuffix("."),  # one option of a list, not a sentence
                    figure=self.figure(advice.measure, value),
                )
                for words, value in named
                if words is not None and said[words] == 1
            ]
            if options:
                return t(MEASURES[advice.measure], options="; ".join(options[:SHOWN]))
        if advice.reason in REASONS:
            return t(REASONS[advice.reason])
        return None

    def figure(self, measure: str, value: float) -> str:
        if measure == PROSPECTS:
            return self.t("parlour.hint.figure.prospects", value=round(100 * value))
        decimals = 1 if abs(value) < 10 else 0
        number = format_number(value, decimals=decimals)
        return f"+{number}" if round(value, decimals) > 0 else number
