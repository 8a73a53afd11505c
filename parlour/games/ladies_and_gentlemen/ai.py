"""Bots for Ladies & Gentlemen.

- ``easy`` plays at random.
- ``normal`` scores every legal move with its role's heuristic (``ai_lady`` for the Ladies
  and the Courtesan, ``ai_gentleman`` for the Gentlemen; both price things in stars of
  elegance, ``ai_value``) and plays the best.
- ``hard`` is ``parlour.ai.search.LookaheadBot`` over normal: it tries normal's best few
  moves on a few determinizations each, lets normal play every seat a short way ahead on
  the guessed cards, and judges the positions by ``ai_value.evaluate`` (its team's
  elegance, waiting purchases and money against the best rival, the Courtesan included,
  and at her table the gifts: who leads, and who a scandal would exclude, weighed by
  the chance that she ends below every Lady), so it sees what the others will take and
  pay for next, which normal ignores. The Courtesan's hard bot never searches: where
  she visits, what she takes and whom she hands it to follow her own policy
  (``ai_courtesan``), and what she keeps is normal's move. A search over normal's
  Courtesan only sharpened a policy that buys what nobody pays for.

Bots only ever see a determinization (``parlour.ai.base.decide``). Every score reads only
what the seat knows, so two determinizations of the same seat get the same move from
normal: a Lady guesses her Gentleman's purse from what all Gentlemen hold together, a
Gentleman values his Lady's cards without her secret servants, and a face-down servant or
token is worth its average, never the card the sample drew.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from parlour.ai.base import RULE_OF_THUMB, Bot, Clockless
from parlour.ai.random_bot import RandomBot
from parlour.ai.routed import RoutedSearch, Rule
from parlour.ai.search import LookaheadBot
from parlour.engine import Action, GameState
from parlour.games.ladies_and_gentlemen import ai_courtesan, ai_gentleman, ai_lady
from parlour.games.ladies_and_gentlemen.ai_value import evaluate
from parlour.games.ladies_and_gentlemen.holdings import Phase
from parlour.games.ladies_and_gentlemen.rules import LadiesState

Scorer = Callable[[LadiesState, int, Action], float]

#: The scorer of each phase (the phase names who decides, so it names the role too).
SCORERS: dict[Phase, Scorer] = {
    "workshop": ai_lady.score_workshop,
    "visit": ai_lady.score_visit,
    "shop": ai_lady.score_shop,
    "give": ai_lady.score_give,
    "keep": ai_lady.score_keep,
    "grab": ai_gentleman.score_grab,
    "trade": ai_gentleman.score_trade,
    "pay": ai_gentleman.score_pay,
    "window": ai_gentleman.score_window,
}

#: hard's own scorers for the Courtesan's decisions (``ai_courtesan``): she shops and hands
#: out for what the Gentlemen will pay; her other decision (what to put back) is normal's.
COURTESAN_SCORERS: dict[Phase, Scorer] = {
    "visit": ai_courtesan.score_visit,
    "shop": ai_courtesan.score_shop,
    "give": ai_courtesan.score_give,
}

#: hard: determinizations per decision (``--ai hard:N`` sets it), moves weighed, and
#: decisions per seat looked ahead. Sixteen rather than four: at the Courtesan's table a
#: move's worth turns on hidden cards (hers, the servants) and four deals left it to
#: luck; the longest decision is still about a third of a second.
HARD_SAMPLES = 16
HARD_WIDTH = 3
HARD_HORIZON = 2
#: The phases hard searches (``HardBot``).
SEARCHED: frozenset[Phase] = frozenset({"workshop", "visit", "shop", "pay"})


class NormalBot(Clockless):
    """The heuristic of both roles (see the module docstring)."""

    level = "normal"

    def scored(self, state: GameState, seat: int) -> list[tuple[Action, float]]:
        """The legal moves with their scores, best first (ties keep the rules' order)."""
        assert isinstance(state, LadiesState)
        scorer = SCORERS[state.phase]
        scored = [(act, scorer(state, seat, act)) for act in state.legal_actions()]
        return sorted(scored, key=lambda pair: -pair[1])

    def ranked(self, state: GameState, seat: int, rng: random.Random) -> list[Action]:
        """The moves worth weighing, best first: every move normal does not rule out
        (a negative score: a card she cannot expect him to pay, a bill beyond his
        plan), and always its favourite. ``hard`` searches only these: its evaluation
        judges a taken card by what it would add if paid, and would take cards her
        Gentleman then refuses."""
        scored = self.scored(state, seat)
        return [act for i, (act, score) in enumerate(scored) if i == 0 or score >= 0]

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return self.scored(state, seat)[0][0]

    def policy(self, state: GameState, rng: random.Random) -> Action:
        """The rollout policy of ``hard``: normal plays whoever is to act."""
        seat = state.to_act()
        assert seat is not None
        return self.choose(state, seat, rng)


class HardBot(RoutedSearch):
    """Searches where a move's consequences show within a short lookahead (what to stock,
    where to shop, what to take and pay for, the Courtesan's cards included: the others'
    next moves decide what is left, and the gifts decide a scandal); elsewhere (the grab's
    face-down tokens, selling, handing out) normal's move is as good or better and the
    search would only add noise and time. The Courtesan is never searched for: her
    visits, purchases and gifts follow her own policy (:data:`COURTESAN_SCORERS`), her
    keeping normal's move."""

    def __init__(self, search: LookaheadBot, normal: NormalBot) -> None:
        super().__init__(search, _by_rule, _rule_of(normal), RULE_OF_THUMB)


def _courtesan_decides(state: LadiesState) -> bool:
    return state.to_act() == state.seating.courtesan and state.phase in COURTESAN_SCORERS


def _by_rule(state: GameState) -> bool:
    assert isinstance(state, LadiesState)
    return _courtesan_decides(state) or state.phase not in SEARCHED


def _rule_of(normal: NormalBot) -> Rule:
    """Normal's move, but the Courtesan's by her own policy where she has one."""

    def rule(state: GameState, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, LadiesState)
        if _courtesan_decides(state):
            scorer = COURTESAN_SCORERS[state.phase]
            return max(state.legal_actions(), key=lambda act: scorer(state, seat, act))
        return normal.choose(state, seat, rng)

    return rule


def _evaluate(state: GameState, seat: int) -> float:
    assert isinstance(state, LadiesState)
    return evaluate(state, seat)


def make_bot(level: str, budget: int | None = None) -> Bot:
    """``easy`` random, ``normal`` the heuristic, ``hard`` the lookahead over it (``budget``
    determinizations per decision; capped at one second in the app)."""
    if level == "easy":
        return RandomBot()
    normal = NormalBot()
    if level == "normal":
        return normal
    search = LookaheadBot(
        rank=normal.ranked,
        rollout_policy=normal.policy,
        evaluate=_evaluate,
        samples=budget if budget is not None else HARD_SAMPLES,
        width=HARD_WIDTH,
        horizon=HARD_HORIZON,
        time_limit=1.0,
    )
    return HardBot(search, normal)
