"""The Banque Fatale bots follow the rulebook's tips and stay within their limits."""

from __future__ import annotations

import random

from parlour.ai.base import make_bot
from parlour.games import get_game
from parlour.games.banque_fatale.ai import HardBot, _Searched, card_worth, normal_policy
from parlour.games.banque_fatale.rules import (
    AddJeton,
    BanqueFataleState,
    Choose,
    PlaceBid,
    RemoveJeton,
    Sell,
    SellNothing,
    TakeJeton,
)

GAME = get_game("banque_fatale")


def state_with(owned: list[list[str]], seed: int = 1) -> BanqueFataleState:
    state = GAME.new_state(4, seed)
    assert isinstance(state, BanqueFataleState)
    taken = {c for cards in owned for c in cards}
    state.market = [c for c in state.market if c not in taken]
    state.stack = [c for c in state.stack if c not in taken]
    for cards in state.owned:
        for c in cards:
            if c not in taken:
                state.stack.append(c)
    state.owned = [list(cards) for cards in owned]
    return state


def test_draft_takes_what_the_opponents_need() -> None:
    state = state_with([["rouge"], ["vert", "vert_bleu"], ["jaune"], ["orange"]])
    state.phase, state.actor = "draft", 0
    state.middle = [0, 1, 1, 0, 0]
    state.jetons[0][1] -= 1
    state.jetons[0][2] -= 1
    assert normal_policy(state, random.Random(0)) == TakeJeton("vert")


def test_a_card_sharing_colours_with_mine_and_theirs_is_worth_more() -> None:
    state = state_with([["rouge"], ["bleu"], ["jaune"], ["orange"]])
    assert card_worth(state, 0, "rouge_bleu") > card_worth(state, 0, "vert")


def test_the_start_player_chooses_the_card_worth_most_to_him() -> None:
    state = state_with([["rouge"], ["bleu"], ["jaune"], ["orange"]])
    state.market = ["vert", "rouge_bleu", "jaune_vert"]
    state.start = state.actor = 0
    state.phase = "choose"
    assert normal_policy(state, random.Random(0)) == Choose("rouge_bleu")


def test_normal_bids_with_its_own_colours_and_never_takes_back() -> None:
    state = state_with([["rouge", "rouge_jaune"], ["bleu"], ["vert"], ["orange"]])
    state.phase, state.start, state.actor, state.auction = "bid", 0, 0, "rouge_rouge"
    added = []
    while True:
        act = normal_policy(state, random.Random(0))
        assert not isinstance(act, RemoveJeton)
        if act == PlaceBid():
            break
        assert isinstance(act, AddJeton)
        added.append(act.colour)
        state.apply(act)
    assert added and added[0] == "rouge"
    assert "bleu" not in added[:3]


def sale_state(
    values: list[int], rounds_left: int, mine: tuple[str, ...] = ("rouge_vert",)
) -> BanqueFataleState:
    """Seat 0 runs the round and may sell ``mine`` (it won ``jaune`` just now)."""
    state = state_with([[*mine, "jaune"], ["bleu"], ["vert"], ["orange"]])
    state.phase, state.start, state.actor, state.auction = "sale", 0, 0, "jaune"
    state.values = list(values)
    state.round = state.rounds_total - rounds_left
    return state


def test_normal_sells_a_high_card_before_its_colours_melt() -> None:
    """Rouge at 8 and vert at 7 with one round to go sell for 15 M; kept, a colour that
    draws no jeton falls to 2, and such piques end at about 6 and 5: selling pays."""
    state = sale_state([8, 6, 7, 6, 6], rounds_left=1)
    assert normal_policy(state, random.Random(0)) == Sell("rouge_vert")


def test_normal_sells_the_card_whose_colours_it_cannot_hold_up() -> None:
    """Rouge and vert both stand at 8, but it holds three red piques and can push red
    itself, while its one vert pique will melt: it sells rouge_vert, not the double red."""
    state = sale_state([8, 6, 8, 6, 6], rounds_left=2, mine=("rouge_vert", "rouge_rouge"))
    assert normal_policy(state, random.Random(0)) == Sell("rouge_vert")


def test_normal_keeps_in_the_last_round_where_a_sale_changes_nothing() -> None:
    state = sale_state([9, 6, 9, 6, 6], rounds_left=0)
    assert normal_policy(state, random.Random(0)) == SellNothing()


def test_hard_weighs_at_most_three_moves_while_bidding() -> None:
    state = state_with([["rouge"], ["bleu"], ["vert"], ["orange"]])
    state.phase, state.start, state.actor, state.auction = "bid", 0, 0, "jaune_vert"
    searched = state.clone()
    searched.__class__ = _Searched
    options = searched.legal_actions()
    assert 2 <= len(options) <= 3 and PlaceBid() in options
    assert all(o in state.legal_actions() for o in options)


def test_levels_and_budget() -> None:
    assert make_bot("banque_fatale", "easy").level == "easy"
    assert make_bot("banque_fatale", "normal").level == "normal"
    hard = make_bot("banque_fatale", "hard", 30)
    assert isinstance(hard, HardBot) and hard.search.iterations == 30
    assert hard.search.time_limit <= 1.0
