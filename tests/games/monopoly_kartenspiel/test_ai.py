"""The bots: every level goes out with a good hand; normal trades for what completes a
group, draws when no pile helps, discards what it needs least and feeds nobody; hard keeps
to its time; every level plays whole games from its own view (``decide`` hands each bot a
determinization, never the state)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.ai.base import decide, make_bot
from parlour.engine import Action
from parlour.games.monopoly_kartenspiel.actions import Discard, Draw, GoOut, PassCard, Trade
from parlour.games.monopoly_kartenspiel.ai import (
    CHEAPEST_DROP,
    HARD_STYLE,
    NORMAL_STYLE,
    NormalBot,
    hand_worth,
)
from parlour.games.monopoly_kartenspiel.rules import MonopolyState
from parlour.games.monopoly_kartenspiel.scoring import best_layout
from tests.fakes.clock import ticking_clock
from tests.games.monopoly_kartenspiel.rules_helpers import game, make_state
from tests.outcome import winners_of

GAME = "monopoly_kartenspiel"
ENDER = ["brown_1", "brown_2", "house1_2", "house2_2", "house3_2", "token_3"]
ENDER += ["go_1", "go_2", "go_3", "go_4"]
YELLOW = ["yellow_1", "yellow_2", "yellow_3"]
DARK_BLUE = ["dark_blue_1", "dark_blue_2"]
#: Ten cards that collect yellow and nothing much else.
COLLECTING = ["yellow_1", "yellow_2", "pink_1", "orange_1", "red_1", "green_1"]
COLLECTING += ["light_blue_1", "railroad_1", "utility_1", "house1_1"]
ALL_CARDS = game().catalogue.all_cards()


def choose(level: str, state: MonopolyState, seed: int = 0) -> Action:
    seat = state.to_act()
    assert seat is not None
    return decide(make_bot(GAME, level), state, seat, random.Random(seed))


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_goes_out_when_it_can(level: str) -> None:
    assert choose(level, make_state(hands={0: ENDER})) == GoOut()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_rich_hand_goes_out_rather_than_draw_once_more(level: str) -> None:
    hand = [*YELLOW, *DARK_BLUE, "house1_1", "house2_1", "token_1", "go_1", "go_2"]
    assert choose(level, make_state(hands={0: hand})) == GoOut()


def test_normal_trades_for_the_card_that_completes_a_group() -> None:
    state = make_state(hands={0: COLLECTING}, piles={0: ["brown_1"], 2: ["yellow_3"]})
    assert choose("normal", state) == Trade(2, 1)


def test_normal_draws_when_no_trade_helps() -> None:
    state = make_state(hands={0: COLLECTING}, piles={0: ["brown_1"], 1: ["pink_2"]})
    assert choose("normal", state) == Draw()


def test_normal_discards_the_card_it_needs_least() -> None:
    hand = ["yellow_1", "yellow_2", "yellow_3", "house1_1", "go_1", "go_2", "go_3"]
    hand += ["dark_blue_1", "token_1", "brown_1"]
    state = make_state(hands={0: hand}, stock_top=["go_4"])
    state.apply(Draw())
    assert choose("normal", state) == Discard("brown_1")


def test_normal_does_not_feed_a_rival_his_missing_card() -> None:
    """Three idle cards: it keeps the pink one, which the others are known to collect."""
    hand = [*YELLOW, "house1_1", "house2_1", "go_1", "go_2", "token_1", "pink_1", "red_1"]
    hand.append("brown_1")
    rival = ["pink_2", "pink_3", "orange_1", "orange_2", "green_1", "green_2", "go_3"]
    rival += ["light_blue_1", "light_blue_2", "utility_1"]
    state = make_state(hands={0: hand, 1: rival})
    state.known[0][1] = ["pink_2", "pink_3"]  # seen going into his hand
    state.phase = "discard"
    assert choose("normal", state) in (Discard("red_1"), Discard("brown_1"))


def test_normal_passes_a_card_of_its_own_hand_left() -> None:
    state = make_state(6)
    state.phase = "pass"
    act = NormalBot().ranked(state, 0, random.Random(0))[0]
    assert isinstance(act, PassCard) and act.card in state.hands[0]


def test_a_chance_card_is_kept_in_a_cheap_hand_and_shed_from_a_rich_one() -> None:
    cat = game().catalogue
    cheap = ["yellow_1", "yellow_2", "brown_1"]
    assert hand_worth([*cheap, "chance_1"], cat) > hand_worth(cheap, cat)
    rich = [*YELLOW, *DARK_BLUE, "house1_1", "house2_1", "token_1"]
    assert hand_worth([*rich, "chance_1"], cat) < hand_worth(rich, cat)


def test_a_group_is_less_promising_when_its_missing_card_is_known_elsewhere() -> None:
    cat = game().catalogue
    hand = ["green_1", "green_2"]
    assert hand_worth(hand, cat, frozenset({"green_3"})) < hand_worth(hand, cat)
    assert hand_worth(["yellow_1", "yellow_2"], cat) > hand_worth(["yellow_1", "brown_1"], cat)


def test_cards_that_cannot_be_laid_out_cost_worth() -> None:
    """Going out needs every card to fit: a stray house is worse than nothing."""
    cat = game().catalogue
    assert hand_worth([*YELLOW, "house2_1"], cat) < hand_worth(YELLOW, cat)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_bots_of_every_level_finish_a_game_from_their_own_views(players: int) -> None:
    state = game().new_state(players, seed=players, options={"rounds": 5})
    bots = [make_bot(GAME, ("easy", "normal", "hard")[s % 3], 2) for s in range(players)]
    rng = random.Random(players)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        act = decide(bots[seat], state, seat, rng)
        assert act in state.legal_actions()
        state.apply(act)
    assert winners_of(state)


def test_hard_decides_within_a_second_at_its_default_budget(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = game().new_state(4, seed=3)
    rng = random.Random(3)
    bot = make_bot(GAME, "hard")
    clock = ticking_clock(monkeypatch)
    for _ in range(6):
        seat = state.to_act()
        assert seat is not None
        clock.reads = 0
        act = decide(bot, state, seat, rng)
        assert clock.reads <= clock.reads_for(1.0)
        state.apply(act)


def _uncached_worth(cards: list[str], elsewhere: frozenset[str]) -> float:
    """``hand_worth`` as it was before its cache: straight from the exact scorer."""
    cat, style = game().catalogue, NORMAL_STYLE
    plain = [card for card in cards if cat.kinds[card] != "chance"]
    layout = best_layout(plain, cat, ender=False)
    worth = float(layout.value) - style.dead_cost * len(layout.set_aside)
    chances = len(cards) - len(plain)
    if chances:
        worth += chances * (
            style.chance_worth if layout.value < style.chance_safe else -layout.value / 2
        )
    held: dict[str, int] = {}
    for card in plain:
        if cat.kinds[card] == "property":
            held[cat.group_by_card[card]] = held.get(cat.group_by_card[card], 0) + 1
    for gid, count in held.items():
        group = cat.groups[gid]
        if count >= group.min_size:
            continue
        promise = style.promise * group.value(group.min_size) * (count / group.min_size) ** 2
        missing = [c for c in group.cards if c not in cards]
        away = sum(1 for c in missing if c in elsewhere)
        if away:
            promise *= 1 - (1 - style.held_elsewhere) * away / len(missing)
        worth += promise
    return worth


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from(ALL_CARDS), unique=True, max_size=14),
    st.lists(st.sampled_from(ALL_CARDS), unique=True, max_size=8),
    st.randoms(use_true_random=False),
)
def test_hand_worth_from_its_cache_is_the_uncached_worth(
    cards: list[str], seen: list[str], rnd: random.Random
) -> None:
    """Asked again, in another order and with other cards known elsewhere, the cached worth
    is still exactly what it was uncached (to the last bit: a rounding difference could flip
    a tie between two discards and change the bots' play)."""
    cat = game().catalogue
    elsewhere = frozenset(seen) - set(cards)
    assert hand_worth(cards, cat, elsewhere) == _uncached_worth(cards, elsewhere)
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    assert hand_worth(shuffled, cat) == _uncached_worth(shuffled, frozenset())
    assert hand_worth(shuffled, cat, elsewhere) == _uncached_worth(shuffled, elsewhere)


def _after_drawing(players: int, hand: list[str]) -> MonopolyState:
    """Seat 0 has drawn a GO card onto ``hand`` and must discard."""
    state = make_state(players, hands={0: hand}, stock_top=["go_4"])
    state.apply(Draw())
    assert state.phase == "discard"
    return state


@pytest.mark.parametrize("players", [2, 4])
def test_hard_keeps_a_chance_card_in_a_rich_hand(players: int) -> None:
    """Normal sheds it (another going out would make the hand 0); hard races, and for the
    one who goes out a Chance card stands in for any missing card."""
    hand = [*YELLOW, *DARK_BLUE, "house1_1", "house2_1", "token_1", "chance_1", "brown_1"]
    assert choose("normal", _after_drawing(players, hand)) == Discard("chance_1")
    assert choose("hard", _after_drawing(players, hand)) != Discard("chance_1")


def test_a_racer_counts_a_chance_card_as_the_card_it_misses() -> None:
    """To normal, a Chance card in a rich hand is a risk and the lone brown a stray card; to
    hard's collector they are the brown group its ender would lay out, and a little more."""
    cat = game().catalogue
    rich = [*YELLOW, *DARK_BLUE, "go_1"]
    with_brown = ["brown_1", "brown_2", *rich]
    with_chance = ["brown_1", "chance_1", *rich]
    assert hand_worth(with_chance, cat) < hand_worth(with_brown, cat)
    assert hand_worth(with_chance, cat, style=HARD_STYLE) > hand_worth(
        with_brown, cat, style=HARD_STYLE
    )


def test_hard_advises_a_discard_by_its_collectors_rule_of_thumb() -> None:
    """A hint shows how hard decides: which card to let go is its collector's call, so the
    hint names that card and why (the cheapest to let go), not figures of a search hard
    never makes."""
    state = _after_drawing(4, COLLECTING)
    advice = make_bot(GAME, "hard").advise(state, 0, random.Random(0))
    assert advice.reason == CHEAPEST_DROP and not advice.weighed
    assert advice.action == NormalBot(HARD_STYLE).choose(state, 0, random.Random(0))


@pytest.mark.parametrize("players", [4, 6])
def test_hard_lets_go_of_the_card_its_collector_would(players: int) -> None:
    """Discards, put-backs and passes are the exact drop costs of hard's collector (normal
    retuned as a racer), not a search."""
    state = game().new_state(players, seed=5, options={"rounds": 5})
    rng = random.Random(5)
    bots = [make_bot(GAME, "normal") for _ in range(players)]
    checked = 0
    while checked < 12:
        seat = state.to_act()
        assert seat is not None
        if state.phase in ("discard", "put_back", "pass"):
            sample = state.determinize(seat, random.Random(checked))
            hard = make_bot(GAME, "hard").choose(sample, seat, random.Random(checked))
            collector = NormalBot(HARD_STYLE)
            assert hard == collector.choose(sample, seat, random.Random(checked))
            checked += 1
        state.apply(decide(bots[seat], state, seat, rng))
