"""The bots: easy random, normal the heuristic of both roles, hard a lookahead over it.

Every level plays whole games through ``decide`` (a determinization, never the real state)
for both roles; normal reads only what its seat may know, so two determinizations of the
same seat, which differ exactly in what the seat cannot see, get the same move.
"""

from __future__ import annotations

import random

import pytest

from parlour.ai.base import Bot, decide, make_bot
from parlour.ai.random_bot import RandomBot
from parlour.games.ladies_and_gentlemen.actions import Done, Take
from parlour.games.ladies_and_gentlemen.ai import HardBot, NormalBot
from parlour.games.ladies_and_gentlemen.ai_value import INCOME_GUESS
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from tests.games.ladies_and_gentlemen.helpers import GAME, at_phase, new, play_until
from tests.outcome import winners_of

GAME_ID = "ladies_and_gentlemen"


def _bot(level: str) -> Bot:
    # hard at a small budget and without its clock: the test is about legality, not time.
    bot = make_bot(GAME_ID, level, 2 if level == "hard" else None)
    bot.drop_time_limit()
    return bot


def test_levels() -> None:
    assert isinstance(make_bot(GAME_ID, "easy"), RandomBot)
    assert isinstance(make_bot(GAME_ID, "normal"), NormalBot)
    assert isinstance(make_bot(GAME_ID, "hard"), HardBot)


@pytest.mark.parametrize("players", [4, 5, 10])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_whole_games_in_both_roles(level: str, players: int) -> None:
    state = new(players, players, gossip=players == 5)
    bot = _bot(level)
    rng = random.Random(players)
    roles = set()
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        roles.add(state.seating.role(seat))
        state.apply(decide(bot, state, seat, rng))  # apply refuses an illegal move
    assert winners_of(state)
    assert {"lady", "gentleman"} <= roles
    if players % 2:
        assert "courtesan" in roles
    if level != "easy":
        # They shop and pay: every Lady wears something at the Ball.
        assert all(state.wardrobe[s] for s in state.seating.ladies)


def _team_wins(levels: tuple[str, ...], seed: int) -> list[int]:
    state = GAME.new_state(len(levels), seed)
    bots = [_bot(level) for level in levels]
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        state.apply(decide(bots[seat], state, seat, rng))
    return winners_of(state)


def test_normal_beats_easy() -> None:
    """Eight seeded 4-seat games, the normal team sitting first and second in turn."""
    normal_wins = 0.0
    for seed in range(8):
        levels = ("normal",) * 2 + ("easy",) * 2 if seed % 2 else ("easy",) * 2 + ("normal",) * 2
        winners = _team_wins(levels, seed)
        teams = {w // 2 for w in winners}
        normal_wins += sum(1 for t in teams if levels[2 * t] == "normal") / len(teams)
    assert normal_wins >= 7


@pytest.mark.parametrize(("players", "gossip"), [(4, False), (5, True), (7, False)])
def test_normal_reads_nothing_its_seat_cannot_see(players: int, gossip: bool) -> None:
    """At every decision of a game, two determinizations of the seat to act (other
    hands, servants, face-down tokens, decks, the other Gentlemen's money and resources
    all drawn anew) get the same move."""
    state = new(players, 11, gossip=gossip)
    bot = NormalBot()
    rng = random.Random(5)
    compared = 0
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        first = state.determinize(seat, random.Random(rng.random()))
        second = state.determinize(seat, random.Random(rng.random()))
        choice = bot.choose(first, seat, rng)
        assert bot.choose(second, seat, rng) == choice, (state.phase, seat)
        compared += len(state.legal_actions()) > 1
        state.apply(choice)
    assert compared > 100


def test_a_lady_does_not_take_what_her_gentleman_cannot_pay() -> None:
    """With every Gentleman broke she guesses his purse at the afternoon's income only."""
    for seed in range(6):
        state = new(4, seed)
        play_until(state, at_phase("shop"), seed=seed)
        for g in state.seating.gentlemen:
            state.bank += state.money[g]
            state.money[g] = 0
        seat = state.current
        assert seat is not None and state.shop is not None
        cards = state.boutiques[state.shop["b"]]["cards"]
        choice = NormalBot().choose(state, seat, random.Random(0))
        waiting = sum(state.cat.price(c) for c in state.unpaid[seat])
        if isinstance(choice, Take):
            assert state.cat.price(cards[choice.index]) + waiting <= INCOME_GUESS
        else:
            assert choice == Done()


def test_a_lady_with_money_behind_her_buys_a_dress_first() -> None:
    """Rich Gentlemen, no dress yet, a dress on offer: she takes a dress, unless another
    card is three stars more elegant than the best dress."""
    taken = 0
    for seed in range(40):
        state = new(4, seed)
        play_until(state, at_phase("shop"), seed=seed)
        seat = state.current
        assert seat is not None and state.shop is not None
        cards = state.boutiques[state.shop["b"]]["cards"]
        wardrobe = [state.cat.wardrobe[c] for c in cards if c in state.cat.wardrobe]
        dress = max((c.stars for c in wardrobe if c.item == "dress"), default=None)
        other = max((c.stars for c in wardrobe if c.item != "dress"), default=0)
        if dress is None or dress + 3 <= other or state.unpaid[seat] or state.wardrobe[seat]:
            continue
        for g in state.seating.gentlemen:
            state.money[g] += 5000
            state.bank -= 5000
        choice = NormalBot().choose(state, seat, random.Random(0))
        assert isinstance(choice, Take)
        assert state.cat.wardrobe[cards[choice.index]].item == "dress"
        taken += 1
    assert taken >= 3


def test_hard_searches_only_real_choices() -> None:
    """A forced move costs hard no search: it is the only legal action."""
    state: LadiesState = new(4, 3)
    play_until(state, lambda s: len(s.legal_actions()) == 1)
    seat = state.to_act()
    assert seat is not None
    assert decide(_bot("hard"), state, seat, random.Random(0)) == state.legal_actions()[0]


def test_hard_weighs_no_card_her_gentleman_cannot_be_expected_to_pay() -> None:
    """hard's candidates are normal's moves minus those normal rules out: with every
    Gentleman broke, a Lady's only candidate in a boutique of dear cards is to leave (the
    evaluation would count a taken card as if paid, and her Gentleman refuse it)."""
    checked = 0
    for seed in range(10):
        state = new(4, seed)
        play_until(state, at_phase("shop"), seed=seed)
        seat = state.current
        assert seat is not None and state.shop is not None
        cards = state.boutiques[state.shop["b"]]["cards"]
        if state.unpaid[seat] or min(state.cat.price(c) for c in cards) <= INCOME_GUESS:
            continue
        for g in state.seating.gentlemen:
            state.bank += state.money[g]
            state.money[g] = 0
        assert len(state.legal_actions()) > 1
        assert NormalBot().ranked(state, seat, random.Random(0)) == [Done()]
        checked += 1
    assert checked >= 2
