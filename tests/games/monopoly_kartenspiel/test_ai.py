"""The Monopoly bots: each level's typical choices on hand-built tables, that they only act
legally through ``decide`` (a determinization of their own view), and that hard keeps to
its time."""

from __future__ import annotations

import random
import time

import pytest

from parlour.ai.base import decide, make_bot
from parlour.engine import Action
from parlour.games import get_game
from parlour.games.monopoly_kartenspiel.actions import Discard, Draw, GoOut, PassCard, Trade
from parlour.games.monopoly_kartenspiel.ai import NormalBot, hand_worth
from parlour.games.monopoly_kartenspiel.rules import DEAL, MonopolyGame, MonopolyState

GAME = "monopoly_kartenspiel"


def game() -> MonopolyGame:
    found = get_game(GAME)
    assert isinstance(found, MonopolyGame)
    return found


def table(
    hands: dict[int, list[str]],
    piles: dict[int, list[str]] | None = None,
    *,
    players: int = 4,
    seat: int = 0,
    known: dict[int, list[str]] | None = None,
) -> MonopolyState:
    """A state at the start of ``seat``'s turn with the named cards where the test puts
    them; every other card fills the hands to the deal's size, the piles, then the stock."""
    state = game().new_state(players, 1)
    cat = state.cat
    piles = piles or {}
    named = {c for cards in [*hands.values(), *piles.values()] for c in cards}
    rest = [c for c in cat.all_cards() if c not in named]
    random.Random(2).shuffle(rest)
    for s in range(players):
        state.hands[s] = list(hands.get(s, []))
        state.piles[s] = list(piles.get(s, []))
    for s in range(players):
        while len(state.hands[s]) < DEAL[players]:
            state.hands[s].append(rest.pop())
        if not state.piles[s]:
            state.piles[s] = [rest.pop()]
    state.neutral = [[rest.pop()] for _ in state.neutral]
    state.stock = rest
    state.known = [[[] for _ in range(players)] for _ in range(players)]
    for other, cards in (known or {}).items():
        state.known[seat][other] = list(cards)
    state.current = state.actor = seat
    state.phase = "turn"
    return state


def choose(level: str, state: MonopolyState, seed: int = 0) -> Action:
    seat = state.to_act()
    assert seat is not None
    return decide(make_bot(GAME, level), state, seat, random.Random(seed))


YELLOW = ["yellow_1", "yellow_2", "yellow_3"]
DARK_BLUE = ["dark_blue_1", "dark_blue_2"]


def test_every_level_goes_out_with_a_rich_hand() -> None:
    hand = [*YELLOW, *DARK_BLUE, "house1_1", "house2_1", "token_1", "go_1", "go_2"]
    for level in ("easy", "normal", "hard"):
        assert choose(level, table({0: hand})) == GoOut()


def test_normal_trades_for_the_card_that_completes_its_group() -> None:
    hand = [*DARK_BLUE, "yellow_1", "yellow_2", "brown_1", "light_blue_1", "pink_1"]
    hand += ["orange_1", "red_1", "green_1"]
    state = table({0: hand}, {0: ["utility_1"], 2: ["yellow_3"]})
    assert choose("normal", state) == Trade(2, 1)


def test_normal_draws_when_no_pile_helps() -> None:
    hand = [*DARK_BLUE, "yellow_1", "yellow_2", "brown_1", "light_blue_1", "pink_1"]
    hand += ["orange_1", "red_1", "green_1"]
    piles = {0: ["utility_1"], 1: ["light_blue_2"], 2: ["red_2"], 3: ["pink_2"]}
    assert choose("normal", table({0: hand}, piles)) == Draw()


def test_normal_discards_what_its_hand_needs_least() -> None:
    hand = [*YELLOW, "house1_1", "house2_1", "dark_blue_1", "go_1", "token_1"]
    hand += ["brown_1", "light_blue_1", "railroad_1", "orange_1"]
    state = table({0: hand})
    state.phase = "discard"
    kept = {"yellow_1", "yellow_2", "yellow_3", "house1_1", "house2_1", "token_1", "go_1"}
    act = choose("normal", state)
    assert isinstance(act, Discard) and act.card not in kept


def test_normal_does_not_feed_a_rival_his_missing_card() -> None:
    """Two equally idle cards: it keeps the one the next player is known to collect."""
    hand = [*YELLOW, "house1_1", "house2_1", "go_1", "go_2", "token_1", "pink_1", "red_1"]
    hand.append("brown_1")
    state = table({0: hand}, known={1: ["pink_2", "pink_3"]})
    state.phase = "discard"
    assert choose("normal", state) in (Discard("red_1"), Discard("brown_1"))


def test_a_chance_card_is_kept_in_a_cheap_hand_and_shed_from_a_rich_one() -> None:
    cat = game().catalogue
    cheap = ["yellow_1", "yellow_2", "brown_1"]
    assert hand_worth([*cheap, "chance_1"], cat) > hand_worth(cheap, cat)
    rich = [*YELLOW, *DARK_BLUE, "house1_1", "house2_1", "token_1"]
    assert hand_worth([*rich, "chance_1"], cat) < hand_worth(rich, cat)


def test_known_cards_elsewhere_make_a_group_less_promising() -> None:
    cat = game().catalogue
    hand = ["green_1", "green_2"]
    assert hand_worth(hand, cat, frozenset({"green_3"})) < hand_worth(hand, cat)


def test_normal_passes_left_what_the_left_neighbour_cannot_use() -> None:
    state = table({}, players=6)
    state.phase = "pass"
    state.passing = [None] * 6
    act = NormalBot().ranked(state, 0, random.Random(0))[0]
    assert isinstance(act, PassCard) and act.card in state.hands[0]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_level_plays_legal_moves_through_a_whole_short_game(players: int) -> None:
    state = game().new_state(players, 7, {"rounds": 5})
    bots = [make_bot(GAME, ("easy", "normal", "hard")[s % 3], 2) for s in range(players)]
    rng = random.Random(7)
    steps = 0
    while not state.is_over() and steps < 3000:
        seat = state.to_act()
        assert seat is not None
        act = decide(bots[seat], state, seat, rng)
        assert act in state.legal_actions()
        state.apply(act)
        steps += 1
    assert state.is_over()


def test_hard_decides_within_a_second_at_its_default_budget() -> None:
    state = game().new_state(4, 3)
    rng = random.Random(3)
    bot = make_bot(GAME, "hard")
    for _ in range(6):
        seat = state.to_act()
        assert seat is not None
        started = time.perf_counter()
        act = decide(bot, state, seat, rng)
        assert time.perf_counter() - started < 1.5  # the 1 s limit, and the last sample
        state.apply(act)
