"""A hint in words that speak to the player: what to do, why, and what else was close.

The bot gives codes and figures (``parlour.ai.base.Advice``), never text; this module
shapes them into the app's words, the same for every game, so a game only supplies its
texts (``<game>.hint.*``) and its bot's figures:

- **what to do**, in the seat's own person: where the game has words for the kind of
  move (``<game>.hint.action.<name>``: "Draw a card", "Let it be"), those, since a game
  names a kind where what follows is unsure (a throw, a card drawn) or is not what the
  player does (letting a collection go ahead is not collecting); else the move's log
  line as the game says it to the one who makes it (``<game>.hint.move.<what>`` beside
  ``<game>.log.<what>``: "Put a red jeton into your bid"); else the log's own line;
- **why**, in one sentence: for options it **weighed**, what the figures measure, then the
  best few, each with the bot's own figure in the game's units: ``PROSPECTS`` (a mean
  playout result in [0, 1]: mostly the win, a little the rank) as a chance of a good
  finish in per cent, ``LEAD`` (the mean evaluation against the rivals a few turns on)
  as a signed number of the game's points (``<game>.hint.lead``: points, stars …). An
  option the log cannot put in words for sure (its line depends on a hidden card or a
  die), or only in the words of another (a card passed face down), is left out: a figure
  that names no move of its own is no help. Where the bot weighed nothing, its reason
  (the only move, a rule of thumb, exact odds; or a game's own ``<game>.hint.reason.*``);
- nothing more when the bot says nothing (a bot that is no ``Advisor``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from parlour.ai.base import EXACT_ODDS, FORCED, LEAD, PROSPECTS, RULE_OF_THUMB, WORTH, Advice
from parlour.engine import Action, GameState
from parlour.ui import i18n
from parlour.ui.event_text import Said, Translate, said_action
from parlour.ui.numbers import format_number

#: How many weighed options the hint names, best first ...
SHOWN = 3
#: ... and how many it needs to name any: one figure alone compares nothing.
COMPARED = 2
#: Where a game says a move to the one who makes it: ``<game>.hint.move.<what>``.
VOICE = "hint.move"

REASONS = {
    FORCED: "parlour.hint.reason.forced",
    RULE_OF_THUMB: "parlour.hint.reason.rule_of_thumb",
    EXACT_ODDS: "parlour.hint.reason.exact_odds",
}
MEASURES = {
    PROSPECTS: "parlour.hint.weighed.prospects",
    LEAD: "parlour.hint.weighed.lead",
}


def _bare(words: str) -> str:
    """A sentence as part of another: without its closing stop."""
    return words.rstrip().removesuffix(".")


class HintWords:
    """Words for actions of one position, as ``seat`` sees it, said to that seat."""

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

    def said(self, action: Action) -> Said | None:
        return said_action(
            self.state,
            self.seat,
            action,
            self.game_id,
            self.seat_names,
            self.t,
            self.rng,
            voice=VOICE,
        )

    def kind(self, action: Action) -> str | None:
        """What the game calls a move of this kind (see the module's docstring):
        ``<game>.hint.action.<name>`` for the action ``<game>.<name>``."""
        key = f"{self.game_id}.hint.action.{action.TYPE.partition('.')[2]}"
        return self.t(key) if i18n.lookup(key) is not None else None

    def move(self, action: Action) -> str | None:
        """``action`` as one option among others ("Take 3"), or ``None``."""
        kind = self.kind(action)
        if kind is not None:
            return _bare(kind)
        said = self.said(action)
        return None if said is None else _bare(said.text)

    def text(self, advice: Advice) -> str:
        """What to do, and on lines of their own why and what else was close."""
        why = self.why(advice)
        head = self.head(advice.action)
        return head if why is None else f"{head}\n{why}"

    def head(self, action: Action) -> str:
        t = self.t
        kind = self.kind(action)
        if kind is not None:
            return t("parlour.hint.do", move=_bare(kind))
        said = self.said(action)
        if said is not None and said.voiced:
            return t("parlour.hint.do", move=_bare(said.text))
        if said is not None:
            return t("parlour.hint.says", move=_bare(said.text))
        return t("parlour.hint.says_plain")

    def why(self, advice: Advice) -> str | None:
        t = self.t
        if advice.measure in MEASURES and advice.weighed:
            named = [(self.move(action), value) for action, value in advice.weighed]
            said = Counter(words for words, _ in named)
            options = [
                t("parlour.hint.option", move=words, figure=self.figure(advice.measure, value))
                for words, value in named
                if words is not None and said[words] == 1
            ]
            if len(options) >= COMPARED:
                return "\n".join([t(MEASURES[advice.measure]), *options[:SHOWN]])
        reason = self.reason_key(advice.reason)
        return None if reason is None else t(reason)

    def reason_key(self, reason: str | None) -> str | None:
        """The text of the bot's reason: a shared one, or the game's own."""
        if reason is None:
            return None
        if reason in REASONS:
            return REASONS[reason]
        key = f"{self.game_id}.hint.reason.{reason}"
        return key if i18n.lookup(key) is not None else None

    def figure(self, measure: str, value: float) -> str:
        """The bot's figure in the game's units: a chance in per cent, a lead in points,
        a worth in the game's money (the game review's, for a bot of exact odds)."""
        if measure == PROSPECTS:
            return self.t("parlour.hint.figure.prospects", value=round(100 * value))
        if measure == WORTH:
            return self.t("parlour.hint.figure.worth", value=format_number(value))
        decimals = 1 if abs(value) < 10 else 0
        number = format_number(value, decimals=decimals)
        signed = f"+{number}" if round(value, decimals) > 0 else number
        count = round(value) if decimals == 0 else 2  # "1.0 points", as "1 point"
        unit = f"{self.game_id}.hint.lead"
        if i18n.lookup(unit) is None:
            unit = "parlour.hint.figure.lead"
        return self.t(unit, value=signed, count=count)
