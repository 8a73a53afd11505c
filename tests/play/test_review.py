"""The game review (``parlour.play.review``): it judges a person's decisions from what
their seat knew, marks the costly ones, and stops when cancelled."""

from __future__ import annotations

import itertools
import random

import pytest

from parlour.ai.base import PROSPECTS, make_bot
from parlour.ai.search import SearchBot
from parlour.games import GAME_IDS
from parlour.play import review
from parlour.play.review import Point
from parlour.saves.session import Seat, Session
from tests.ai.test_advice import Gamble
from tests.fakes.game import Take

#: Decisions judged per game in the re-deal test: enough to meet hidden cards, few enough
#: to stay quick with a small budget.
DECISIONS = 12


def random_game(game_id: str, seed: int) -> Session:
    """A finished game with seat 0 a person, every move random."""
    seats = [Seat("Ann"), Seat("Bob", "hard"), Seat("Cy", "hard"), Seat("Dee", "hard")]
    session = Session.start(game_id, seats, seed)
    rng = random.Random(seed)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def small_bot(game_id: str):  # type: ignore[no-untyped-def]
    """The hard bot with a few iterations and no clock: the same figures on any machine."""
    bot = make_bot(game_id, "hard", 6)
    bot.drop_time_limit()
    return bot


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_re_dealing_what_the_seat_could_not_see_leaves_the_review_unchanged(game_id) -> None:
    """The same public history and the same own hand, every card the seat could not see
    dealt anew (a determinization of the true state): the same figures, the same marks."""
    session = random_game(game_id, 11)
    seats = review.person_seats(session, 0)
    points = list(itertools.islice(review.points(session, seats), DECISIONS))
    assert points
    redealt = [
        Point(p.moves, p.seat, p.state.determinize(p.seat, random.Random(900 + p.moves)), p.played)
        for p in points
    ]
    assert any(a.state.to_json() != b.state.to_json() for a, b in zip(points, redealt, strict=True))
    as_dealt = review.review(small_bot(game_id), points, None)
    as_redealt = review.review(small_bot(game_id), redealt, None)
    assert as_dealt is not None
    assert as_dealt == as_redealt
    assert review.marked(as_dealt) == review.marked(as_redealt)


def test_every_game_is_judged_somewhere() -> None:
    """The re-deal test above compares something: the hard bot gives figures for some
    decisions of every game."""
    for game_id in GAME_IDS:
        session = random_game(game_id, 11)
        points = review.points(session, review.person_seats(session, 0))
        judged = review.review(small_bot(game_id), itertools.islice(points, 40), None)
        assert judged, game_id


def gamble_points(played: int) -> list[Point]:
    """One decision: take 1, 2 or 3 for a 20, 80 or 50 % chance to win (``Gamble``)."""
    return [Point(0, 0, Gamble(0.0), Take(played))]


def searcher() -> SearchBot:
    bot = SearchBot(iterations=300)
    bot.drop_time_limit()
    return bot


def test_a_known_bad_decision_is_marked_with_the_better_move() -> None:
    judged = review.review(searcher(), gamble_points(1), None)
    assert judged is not None
    [mark] = review.marked(judged)
    assert mark.played == Take(1) and mark.best == Take(2)
    assert mark.measure == PROSPECTS
    # Here a win is also the better rank: 80 % − 20 %, give or take the sampling.
    assert 0.45 < mark.cost < 0.75
    assert review.Judged.from_json(mark.to_json()) == mark


def test_the_best_move_is_judged_but_not_marked() -> None:
    judged = review.review(searcher(), gamble_points(2), None)
    assert judged is not None and judged[0].best == Take(2) and judged[0].cost == 0
    assert review.marked(judged) == []


def test_only_the_costliest_few_are_marked_the_costliest_first() -> None:
    """The list is headed "the decisions that cost most": it was in game order, so
    -180 came before -60 before -80."""

    def made(moves: int, cost: float) -> review.Judged:
        return review.Judged(moves, 0, Take(1), Take(2), 0.5 + cost, 0.5, PROSPECTS)

    costs = [0.01, 0.3, 0.05, 0.2, 0.4, 0.1, 0.15, 0.25]
    judged = [made(moves, cost) for moves, cost in enumerate(costs)]
    assert [j.moves for j in review.marked(judged, most=3)] == [4, 1, 7]
    assert 0 not in [j.moves for j in review.marked(judged)]  # below the sampling's noise


def test_cancel_stops_before_the_next_decision() -> None:
    asked: list[int] = []
    points = gamble_points(1) * 5

    def cancelled() -> bool:
        return len(asked) >= 2

    result = review.review(searcher(), points, None, progress=asked.append, cancelled=cancelled)
    assert result is None
    assert asked == [1, 2]


def test_the_review_is_only_for_a_persons_own_seat() -> None:
    session = random_game("guillotine", 3)
    with pytest.raises(ValueError):
        review.person_seats(session, 1)  # a bot's
    assert review.person_seats(session, 0) == frozenset({0})
