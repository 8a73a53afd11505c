"""A bot's advice (``parlour.ai.base.advise``): the move it plays and, for a hint, the
figures it chose it by. The figures must be the search's own values for the options it
weighed (not a second estimate), best first, and the move the one ``choose`` plays."""

from __future__ import annotations

import math
import random
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

import pytest

from parlour.ai import search
from parlour.ai.base import (
    EXACT_ODDS,
    FORCED,
    LEAD,
    PROSPECTS,
    RULE_OF_THUMB,
    Advice,
    advise,
    make_bot,
)
from parlour.ai.search import LookaheadBot, SearchBot
from parlour.engine import Action, Event, GameState
from parlour.games import GAME_IDS, get_game
from parlour.ui import i18n
from tests.fakes.clock import ticking_clock
from tests.fakes.game import Take

#: Seat 0's chance to win after taking 1, 2 or 3.
CHANCES = {1: 0.2, 2: 0.8, 3: 0.5}


class Gamble(GameState):
    """One move: seat 0 takes 1 to 3 and a hidden draw (guessed anew by every
    determinization) decides whether it wins, with ``CHANCES``."""

    def __init__(self, luck: float, picked: int | None = None) -> None:
        self.num_players = 2
        self.luck = luck
        self.picked = picked

    def to_act(self) -> int | None:
        return None if self.is_over() else 0

    def legal_actions(self) -> list[Action]:
        return [] if self.is_over() else [Take(n) for n in (1, 2, 3)]

    def _apply(self, action: Action) -> list[Event]:
        assert isinstance(action, Take)
        self.picked = action.count
        return []

    def view(self, seat: int) -> dict[str, Any]:
        return {"picked": self.picked}

    def is_over(self) -> bool:
        return self.picked is not None

    def scores(self) -> list[float]:
        if self.picked is None:
            return [0.0, 0.0]
        return [1.0 if self.luck < CHANCES[self.picked] else 0.0, 0.5]

    def clone(self) -> Gamble:
        return Gamble(self.luck, self.picked)

    def determinize(self, seat: int, rng: random.Random) -> Gamble:
        return Gamble(rng.random(), self.picked)

    def to_json(self) -> Mapping[str, Any]:
        return {"luck": self.luck, "picked": self.picked}


def means(values: dict[int, list[float]]) -> dict[int, float]:
    return {count: sum(found) / len(found) for count, found in values.items()}


def test_the_search_bots_figures_are_its_own_mean_outcomes(monkeypatch) -> None:
    seen: dict[int, list[float]] = defaultdict(list)
    real = search.outcome

    def recorded(state: GameState, seat: int) -> float:
        value = real(state, seat)
        assert isinstance(state, Gamble) and state.picked is not None
        seen[state.picked].append(value)
        return value

    monkeypatch.setattr(search, "outcome", recorded)
    bot = SearchBot(iterations=300)
    bot.drop_time_limit()
    advice = bot.advise(Gamble(0.0), 0, random.Random(3))
    assert advice.measure == PROSPECTS and advice.reason is None
    figures = {act.count: value for act, value in advice.weighed}  # type: ignore[attr-defined]
    assert figures == pytest.approx(means(seen))
    assert [value for _, value in advice.weighed] == sorted(figures.values(), reverse=True)
    assert advice.action == advice.weighed[0][0] == Take(2)  # the likeliest win
    assert figures[2] == pytest.approx(0.8, abs=0.1)  # a win is 1, a loss 0 here
    bot_again = SearchBot(iterations=300)
    bot_again.drop_time_limit()
    assert bot_again.choose(Gamble(0.0), 0, random.Random(3)) == advice.action


def test_the_lookahead_bots_figures_are_its_mean_evaluations() -> None:
    seen: dict[int, list[float]] = defaultdict(list)

    def evaluate(state: GameState, seat: int) -> float:
        assert isinstance(state, Gamble) and state.picked is not None
        value = 10 * (state.scores()[0] - state.scores()[1]) + state.picked
        seen[state.picked].append(value)
        return value

    def rank(state: GameState, seat: int, rng: random.Random) -> list[Action]:
        return [Take(3), Take(1), Take(2)]

    bot = LookaheadBot(rank, search.random_policy, evaluate, samples=40, width=2)
    bot.drop_time_limit()
    advice = bot.advise(Gamble(0.0), 0, random.Random(5))
    assert advice.measure == LEAD
    figures = {act.count: value for act, value in advice.weighed}  # type: ignore[attr-defined]
    assert set(figures) == {3, 1}  # the two candidates it weighed, no more
    assert figures == pytest.approx(means(seen))
    assert advice.action == advice.weighed[0][0] == Take(3)


def test_a_move_to_weigh_joins_the_lookaheads_candidates_on_the_same_deals() -> None:
    """The review asks for the move played: outside the heuristic's best few, it is
    weighed beside them, and the candidates' figures are what they were without it."""

    def evaluate(state: GameState, seat: int) -> float:
        assert isinstance(state, Gamble)
        return 10 * (state.scores()[0] - state.scores()[1]) + (state.picked or 0)

    def rank(state: GameState, seat: int, rng: random.Random) -> list[Action]:
        return [Take(3), Take(1), Take(2)]

    def bot() -> LookaheadBot:
        made = LookaheadBot(rank, search.random_policy, evaluate, samples=40, width=2)
        made.drop_time_limit()
        return made

    plain = bot().advise(Gamble(0.0), 0, random.Random(5))
    weighed = bot().advise(Gamble(0.0), 0, random.Random(5), weigh=(Take(2),))
    figures = dict(weighed.weighed)
    assert set(figures) == {Take(3), Take(1), Take(2)}
    assert {act: figures[act] for act, _ in plain.weighed} == dict(plain.weighed)
    assert weighed.action == weighed.weighed[0][0]


def test_a_move_to_weigh_gets_playouts_enough_for_its_figure(monkeypatch) -> None:
    """UCB soon leaves a poor move alone, so its figure would rest on a playout or two;
    a move the review weighs is played at least half as often as the most played."""
    played: dict[int, int] = defaultdict(int)
    real = search.outcome

    def counted(state: GameState, seat: int) -> float:
        assert isinstance(state, Gamble) and state.picked is not None
        played[state.picked] += 1
        return real(state, seat)

    monkeypatch.setattr(search, "outcome", counted)

    def advise_gamble(weigh: tuple[Action, ...]) -> Advice:
        bot = SearchBot(iterations=300)
        bot.drop_time_limit()
        return bot.advise(Gamble(0.0), 0, random.Random(3), weigh=weigh)

    advise_gamble(())
    assert 2 * played[1] < max(played.values())  # left alone without being asked
    played.clear()
    advice = advise_gamble((Take(1),))
    assert 2 * played[1] >= max(played.values()) - 1
    assert advice.action == Take(2)


def test_a_forced_move_says_so() -> None:
    class Single(Gamble):
        def legal_actions(self) -> list[Action]:
            return [Take(1)]

    for bot in (
        SearchBot(iterations=10),
        LookaheadBot(lambda s, seat, r: [Take(1)], search.random_policy, lambda s, seat: 0, 4),
    ):
        assert bot.advise(Single(0.0), 0, random.Random(1)) == Advice(Take(1), reason=FORCED)


def test_a_time_limit_for_one_decision_replaces_the_bots_own() -> None:
    bot = SearchBot(iterations=10_000, time_limit=math.inf)
    advice = bot.advise(Gamble(0.0), 0, random.Random(2), time_limit=0.0)
    # With no time, the search tries each option once and stops.
    assert len(advice.weighed) == 3
    assert bot.time_limit == math.inf


def test_a_bot_that_is_no_advisor_gives_its_bare_move() -> None:
    easy = make_bot("guillotine", "easy")
    state = get_game("guillotine").new_state(3, 1)
    seat = state.to_act()
    assert seat is not None
    advice = advise(easy, state, seat, random.Random(1))
    assert advice.weighed == () and advice.reason is None
    assert advice.action in state.legal_actions()


def positions(game_id: str, count: int) -> list[GameState]:
    """Running positions of a four-seat game, one every few random moves."""
    game = get_game(game_id)
    state = game.new_state(min(4, game.max_players), 7)
    rng = random.Random(7)
    found = []
    while len(found) < count and not state.is_over():
        for _ in range(rng.randint(1, 9)):
            if not state.is_over():
                state.apply(rng.choice(state.legal_actions()))
        if not state.is_over():
            found.append(state.clone())
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_hard_bot_advises_the_move_it_plays(game_id) -> None:
    """Each game's hard bot, on positions of every phase: the advice's move is the one
    ``choose`` plays for the seed; weighed options are legal, best first, and the move
    is the first of them; a move weighed by nothing gives a reason instead."""
    reasons = set()
    searched = 0
    for number, state in enumerate(positions(game_id, 12)):
        seat = state.to_act()
        assert seat is not None
        hard = make_bot(game_id, "hard", 2)
        hard.drop_time_limit()
        advice = advise(hard, state, seat, random.Random(number))
        again = make_bot(game_id, "hard", 2)
        again.drop_time_limit()
        rng = random.Random(number)  # as ``advise`` draws: the sample first, then the bot
        sample = state.determinize(seat, rng)
        assert again.choose(sample, seat, rng) == advice.action
        legal = state.legal_actions()
        assert advice.action in legal
        if advice.weighed:
            searched += 1
            assert advice.measure in (PROSPECTS, LEAD) and advice.reason is None
            assert advice.weighed[0][0] == advice.action
            assert all(act in legal for act, _ in advice.weighed)
            figures = [value for _, value in advice.weighed]
            if advice.measure == PROSPECTS:
                assert all(0.0 <= value <= 1.0 for value in figures)
        else:
            # A shared reason, or the game's own, which the hint has words for.
            own = f"{game_id}.hint.reason.{advice.reason}" in i18n.namespace_keys(game_id, "en")
            assert advice.reason in (FORCED, RULE_OF_THUMB, EXACT_ODDS) or own
            reasons.add(advice.reason)
    if game_id == "millionenspiel":  # analytic: nothing sampled to show
        assert EXACT_ODDS in reasons and not searched
    else:
        assert searched


def test_a_sample_the_time_cut_short_is_not_counted(monkeypatch) -> None:
    """Past the deadline the lookahead stops between candidates too (one rollout can take
    long on a loaded machine), and drops that sample: it judged only some candidates."""
    clock = ticking_clock(monkeypatch, tick=0.0)  # only the rollouts move it
    seen: dict[int, list[float]] = defaultdict(list)

    def evaluate(state: GameState, seat: int) -> float:
        assert isinstance(state, Gamble) and state.picked is not None
        clock.now += 0.6  # each rollout takes 0.6 s of the 1.5 s
        value = state.luck + state.picked
        seen[state.picked].append(value)
        return value

    def rank(state: GameState, seat: int, rng: random.Random) -> list[Action]:
        return [Take(1), Take(2)]

    bot = LookaheadBot(rank, search.random_policy, evaluate, samples=10, time_limit=1.5)
    advice = bot.advise(Gamble(0.0), 0, random.Random(5))
    # The second sample began at 1.2 s; its second candidate would have begun at 1.8 s.
    assert len(seen[1]) == 2 and len(seen[2]) == 1
    figures = {act.count: value for act, value in advice.weighed}  # type: ignore[attr-defined]
    assert figures == {1: seen[1][0], 2: seen[2][0]}
