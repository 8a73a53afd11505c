"""The bots at the Courtesan's table: the gift race decides her win and the scandal.

With the Courtesan, the Gentleman whose gifts lead wins with her if she is the most
elegant, and the least generous one is excluded with his Lady if she is the least. The
``hard`` search's evaluation must see both, and the ``normal`` Gentlemen must court her
enough for her to be a contender (before, she was paid about half a card a game).
"""

from __future__ import annotations

import random

import pytest

from parlour.ai.base import Advice, decide, make_bot
from parlour.engine import Action, GameState
from parlour.games.ladies_and_gentlemen.actions import Pay
from parlour.games.ladies_and_gentlemen.ai import HardBot, NormalBot
from parlour.games.ladies_and_gentlemen.ai_gentleman import (
    LEAD_MARGIN,
    best_bills,
    courtesan_pays,
)
from parlour.games.ladies_and_gentlemen.ai_value import (
    GIFT_CLIP,
    GIFT_STAR,
    SCANDAL_STARS,
    courting_reserve,
    evaluate,
    shopper_value,
)
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from tests.games.ladies_and_gentlemen.helpers import CAT, at_phase, new, play_until

GAME_ID = "ladies_and_gentlemen"


def _ball_table() -> LadiesState:
    """5 seats (Gentlemen 0, 2; Ladies 1, 3; the Courtesan 4) in the afternoon, nothing
    waiting, no servants, equal purses."""
    state = new(5, 7)
    play_until(state, at_phase("visit"))
    state.servants = [[] for _ in range(5)]
    state.unpaid = [[] for _ in range(5)]
    state.handed = [[] for _ in range(5)]
    state.kept = []
    for g in (0, 2):
        state.money[g] = 1000
        state.res[g] = {}
    state.wardrobe[1] = ["dress_camelia"]  # 3 stars
    state.wardrobe[3] = ["dress_eugenie"]  # 4 stars
    return state


def _settled(state: LadiesState) -> LadiesState:
    """The same table after the last evening's bills: outfits, gifts and purses are final,
    so the evaluation judges the Ball's result, not its chances."""
    state.day = CAT.setup.days
    state.phase = "window"
    return state


def test_evaluate_sees_the_scandal_exclude_the_least_generous_team() -> None:
    """She is the least elegant: the team whose Gentleman gave her least is out."""
    state = _settled(_ball_table())
    state.wardrobe[4] = ["hat_hortense"]  # 1 star
    state.gifts = {"hat_hortense": 2}
    excluded = evaluate(state, 0)
    assert excluded <= -SCANDAL_STARS
    assert evaluate(state, 1) == excluded  # his Lady judges the team alike
    # Lady 3 is ahead, but Gentleman 0's gift would exclude her team instead.
    state.gifts = {"hat_hortense": 0}
    value = {s: shopper_value(state, s) for s in (1, 3, 4)}
    assert value[3] > value[1] > value[4]
    # A sure win, still the better the more elegant his Lady, and a lead in the gifts
    # (one star: the hat); a sure loss for the other.
    lead = CAT.wardrobe["hat_hortense"].stars * GIFT_STAR
    assert evaluate(state, 0) == pytest.approx(value[1] - value[3] + SCANDAL_STARS + lead)
    assert evaluate(state, 2) == pytest.approx(value[3] - value[1] - SCANDAL_STARS - lead)


def test_before_the_ball_the_scandal_is_a_chance() -> None:
    """On the first day nobody knows whether she will end below every Lady, nor who will
    then have given least: a card that lifts his Lady above her while his gifts trail
    still makes his team's prospects better. (Judged as a certainty, it cost the whole
    scandal, twelve stars, and hard refused its own Lady's cards.)"""
    state = _ball_table()
    state.wardrobe[4] = ["hat_isadora", "tiara_luna"]  # 5 stars, given by Gentleman 2
    state.gifts = {"hat_isadora": 2, "tiara_luna": 2}
    value = {s: shopper_value(state, s, 0) for s in (1, 3, 4)}
    assert value[3] > value[4] > value[1]
    before = evaluate(state, 0)
    state.wardrobe[1].append("fan_esmeralda")  # 1 star for £200: she now outshines her
    state.money[0] -= state.cat.price("fan_esmeralda")
    assert shopper_value(state, 1, 0) > value[4]
    assert evaluate(state, 0) > before
    # The scandal is still his likelier fate: worse than where his gifts lead.
    trailing = evaluate(state, 0)
    state.gifts = {"hat_isadora": 0, "tiara_luna": 0}
    assert evaluate(state, 0) > trailing


def test_evaluate_counts_the_courtesan_as_a_rival_even_for_her_favourite() -> None:
    """Her win with a Gentleman is his alone: his Lady loses, so for his team she is a
    rival like any other (before, her outfit counted as his team's and hard dressed her
    instead of its Lady: at 5 seats its teams won no more than normal's)."""
    state = _settled(_ball_table())
    state.wardrobe[4] = ["dress_gardenia", "hat_isadora", "fan_esmeralda"]  # 10 stars
    state.gifts = {"dress_gardenia": 2, "hat_isadora": 2, "fan_esmeralda": 0}
    value = {s: shopper_value(state, s) for s in (1, 3, 4)}
    assert value[4] > value[3] > value[1]
    # Gentleman 2's gifts lead, and she would win with him: still a loss for his team,
    # judged like his Lady's against the best rival outfit, hers.
    gifts = state.gift_stars()
    race = GIFT_STAR * max(-GIFT_CLIP, min(GIFT_CLIP, gifts[2] - gifts[0]))
    assert evaluate(state, 2) == pytest.approx(value[3] - value[4] + race)
    assert evaluate(state, 2) < 0
    assert evaluate(state, 3) == evaluate(state, 2)


def test_a_tie_in_gifts_goes_against_the_poorer_gentleman_after_the_last_bills() -> None:
    state = _ball_table()
    state.wardrobe[4] = ["hat_hortense"]
    state.gifts = {}
    state.money[0] = 900
    assert evaluate(state, 0) > -SCANDAL_STARS  # purses and gifts still change
    state.day = CAT.setup.days
    assert evaluate(state, 0) > -SCANDAL_STARS  # even on the last day, before the bills
    _settled(state)
    assert evaluate(state, 0) <= -SCANDAL_STARS
    state.money[0] = 1000
    assert evaluate(state, 0) > -SCANDAL_STARS  # equal gifts, equal purses: nobody out


def test_the_courting_reserve_is_the_rulebooks_extra_money_less_the_gifts() -> None:
    state = _ball_table()
    setup = CAT.setup
    extra = setup.courtesan_money[5] - setup.money
    state.gifts = {}
    assert courting_reserve(state, 0) == extra
    state.gifts = {"dress_gardenia": 0}
    assert courting_reserve(state, 0) == max(0, extra - state.cat.price("dress_gardenia"))
    assert courting_reserve(state, 2) == extra
    assert courting_reserve(new(4), 0) == 0


def _own_card_presented(seed: int) -> LadiesState | None:
    state = new(5, seed)
    try:
        play_until(
            state,
            lambda s: (s.presented() or ("", -1))[1] == s.seating.lady_of(s.current or 0),
            seed=seed,
        )
    except AssertionError:
        return None
    return state


def test_a_gentleman_keeps_his_reserve_from_his_ladys_bills_until_the_last_evening() -> None:
    checked = 0
    for seed in range(12):
        state = _own_card_presented(seed)
        if state is None:
            continue
        g = state.current
        assert g is not None
        lady = state.seating.lady_of(g)
        cards = state.unpaid[lady][state.pay_i :]
        if state.handed[g] or any(c in CAT.servants for c in cards):
            continue
        state.wardrobe[lady] = []
        state.gifts = {}
        reserve = courting_reserve(state, g)
        state.money[g] = reserve + 100  # every card costs £200 or more
        state.day = 1
        assert best_bills(state, g) == set()
        state.day = CAT.setup.days  # after the last evening money only breaks ties
        state.money[g] = reserve + 100 + min(state.cat.price(c) for c in cards)
        assert best_bills(state, g)
        checked += 1
    assert checked >= 2


def test_gentlemen_race_for_the_gifts() -> None:
    state = _ball_table()
    state.gifts = {}
    assert courtesan_pays(state, 0, "fan_esmeralda")  # equal gifts: he leaves the bottom
    state.gifts = {"hat_isadora": 2}  # 3 stars
    assert CAT.wardrobe["hat_isadora"].stars <= LEAD_MARGIN
    assert courtesan_pays(state, 0, "fan_esmeralda")  # behind: he escapes the scandal
    assert courtesan_pays(state, 2, "fan_esmeralda")  # a lead within the margin: kept up
    state.gifts = {"dress_gardenia": 2}  # 6 stars
    assert CAT.wardrobe["dress_gardenia"].stars > LEAD_MARGIN
    assert not courtesan_pays(state, 2, "fan_esmeralda")  # far ahead: he keeps his money
    servant = next(iter(CAT.servants))
    assert not courtesan_pays(state, 0, servant)  # a servant adds no gift stars


def test_hard_searches_the_courtesans_cards() -> None:
    """Its evaluation now weighs the gifts, so hard searches whether to pay her."""
    calls: list[str] = []

    class Spy:
        def advise(
            self,
            state: GameState,
            seat: int,
            rng: random.Random,
            time_limit: float | None = None,
            weigh: tuple[Action, ...] = (),
        ) -> Advice:
            calls.append("search")
            legal = state.legal_actions()
            return Advice(Pay() if Pay() in legal else legal[-1])

        def drop_time_limit(self) -> None:
            return None

    bot = HardBot(Spy(), NormalBot())  # type: ignore[arg-type]
    seen = 0
    for seed in range(10):
        state = new(5, seed)
        try:
            play_until(
                state, lambda s: (s.presented() or ("", -1))[1] == s.seating.courtesan, seed=seed
            )
        except AssertionError:
            continue
        seat = state.to_act()
        assert seat is not None
        bot.choose(state, seat, random.Random(0))
        seen += 1
    assert seen >= 3 and len(calls) == seen


def test_normal_gentlemen_pay_for_the_courtesan() -> None:
    """Eight seeded 5-seat games of normal bots: she wears three paid cards or more on
    average (before the gift race about half a card a game: 0.57 over 100 games)."""
    paid = 0
    for seed in range(8):
        state = new(5, seed)
        bot = make_bot(GAME_ID, "normal")
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()
            assert seat is not None
            state.apply(decide(bot, state, seat, rng))
        paid += len(state.wardrobe[4])
    assert paid >= 3 * 8
