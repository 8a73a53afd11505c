"""A hard level that searches some decisions and leaves the rest to a rule of thumb."""

from __future__ import annotations

import random

from parlour.ai.base import RULE_OF_THUMB, Advice, Advisor
from parlour.ai.routed import RoutedSearch
from parlour.engine import Action, GameState


class Searcher:
    """Records what it was asked and answers with the first legal move, weighed."""

    def __init__(self) -> None:
        self.asked: list[tuple[GameState, float | None, tuple[Action, ...]]] = []
        self.clock = True

    def advise(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        time_limit: float | None = None,
        weigh: tuple[Action, ...] = (),
    ) -> Advice:
        self.asked.append((state, time_limit, weigh))
        first = state.legal_actions()[0]
        return Advice(first, weighed=((first, 0.5),), measure="win_share")

    def drop_time_limit(self) -> None:
        self.clock = False


class Position:
    """A stand-in state: only what the router and the fakes read."""

    def __init__(self, phase: str) -> None:
        self.phase = phase

    def legal_actions(self) -> list[str]:
        return [f"{self.phase}-searched", f"{self.phase}-ruled"]


def by_rule(state: GameState) -> bool:
    return getattr(state, "phase", "") == "draft"


def rule(state: GameState, seat: int, rng: random.Random) -> Action:
    return state.legal_actions()[-1]


def make(searched=None) -> tuple[RoutedSearch, Searcher]:
    search = Searcher()
    return RoutedSearch(search, by_rule, rule, RULE_OF_THUMB, searched), search


def test_a_decision_the_rule_takes_is_advised_by_the_rule_with_its_reason() -> None:
    bot, search = make()
    advice = bot.advise(Position("draft"), 0, random.Random(0))  # type: ignore[arg-type]
    assert advice == Advice("draft-ruled", reason=RULE_OF_THUMB)  # type: ignore[arg-type]
    assert search.asked == []


def test_every_other_decision_goes_to_the_search_with_its_limit_and_moves_to_weigh() -> None:
    bot, search = make()
    state = Position("bid")
    advice = bot.advise(state, 1, random.Random(0), 0.25, ("x",))  # type: ignore[arg-type]
    assert advice.action == "bid-searched" and advice.weighed
    assert search.asked == [(state, 0.25, ("x",))]
    assert bot.choose(state, 1, random.Random(0)) == "bid-searched"  # type: ignore[arg-type]


def test_the_search_may_be_given_a_model_of_the_state() -> None:
    model = Position("model")
    bot, search = make(lambda state: model)  # type: ignore[arg-type,return-value]
    assert bot.choose(Position("bid"), 0, random.Random(0)) == "model-searched"  # type: ignore[arg-type]
    assert search.asked[0][0] is model


def test_the_router_is_an_advisor_whose_clock_is_the_searchs() -> None:
    bot, search = make()
    assert isinstance(bot, Advisor) and bot.level == "hard"
    bot.drop_time_limit()
    assert not search.clock
