"""Millionenspiel scenarios: money as pieces, the turn, every colour and every die."""

from __future__ import annotations

import pytest

from parlour.engine import RuleError
from parlour.games.millionenspiel import money
from parlour.games.millionenspiel.rules import (
    Accept,
    BuyPension,
    Done,
    Reject,
    Roll,
    Stake,
)
from parlour.ui.i18n import is_plural
from tests.games.millionenspiel.helpers import ScriptedDice, bet_all, betting_state, game, pieces
from tests.outcome import decided_of, score_lines_of, winners_of

# Fields of the reconstructed board used below (locales/rules/millionenspiel.en.md, its
# "Decisions in parlour").
BLUE, BEIGE, BLACK, YELLOW, GREEN, RED = 3, 4, 7, 15, 29, 43


def keys(events) -> list[str]:
    """Event names without the namespace; every ``landed_<colour>`` is just ``landed``."""
    names = [e.key.removeprefix("millionenspiel.log.") for e in events]
    return ["landed" if n.startswith("landed_") else n for n in names]


# --- money ------------------------------------------------------------------------------


def test_board_matches_the_decided_layout() -> None:
    fields = game().board.fields
    assert len(fields) == 56
    assert [fields[i] for i in (0, BLUE, BEIGE, BLACK, YELLOW, GREEN, RED)] == [
        "black",
        "blue",
        "beige",
        "black",
        "yellow",
        "green",
        "red",
    ]
    for colour in ("blue", "yellow", "green", "red"):
        assert fields.count(colour) == 6
    assert fields.count("black") == 8
    assert fields.count("beige") == 24


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (pieces(c1=10), pieces(c1=10)),  # ten is not more than ten
        (pieces(c1=11), pieces(c1=1, c10=1)),
        (pieces(c1=20), pieces(c1=10, c10=1)),
        (pieces(c1=25), pieces(c1=5, c10=2)),
        (pieces(c1=11, c10=10), pieces(c1=1, c10=1, c100=1)),  # the carry cascades
        (pieces(n100000=11), pieces(n100000=1, m=1)),
    ],
)
def test_exchange_rule(before: list[int], after: list[int]) -> None:
    worth = money.value(before)
    pieces_ = list(before)
    money.exchange(pieces_)
    assert pieces_ == after
    assert money.value(pieces_) == worth


def test_multiples_are_paid_in_shifted_pieces() -> None:
    assert money.shifted(pieces(c1=7), 10) == pieces(c10=7)
    assert money.shifted(pieces(c1=7, c10=2), 100) == pieces(c100=7, n1000=2)
    assert money.shifted(pieces(c100=3), 1) == pieces(c100=3)
    assert money.shifted(pieces(n100000=2), 100) == pieces(m=20)


def test_exact_payments_of_a_pension_card() -> None:
    purse = pieces(c1=10, c10=10, c100=9, n1000=1)
    ways = set(money.exact_payments(purse, 1_000))
    assert ways == {
        tuple(pieces(n1000=1)),
        tuple(pieces(c100=9, c10=10)),
        tuple(pieces(c100=9, c10=9, c1=10)),
    }
    assert list(money.exact_payments(pieces(c100=9, c10=9, c1=9), 1_000)) == []
    assert list(money.exact_payments(pieces(n1000=2), 1_000)) == [tuple(pieces(n1000=1))]


def test_buying_pension_cards_pays_exactly_and_climbs_the_ladder() -> None:
    state = betting_state([pieces(c1=5), pieces(c100=10, n1000=1, n10000=1), pieces()])
    assert state.to_act() == 1
    buys = [a for a in state.legal_actions() if isinstance(a, BuyPension)]
    assert {a.pay for a in buys} == {tuple(pieces(n1000=1)), tuple(pieces(c100=10))}
    events = state.apply(BuyPension(tuple(pieces(c100=10))))
    assert state.pension[1] == 50
    assert state.purse[1] == pieces(n1000=1, n10000=1)
    assert keys(events) == ["pension_bought"]
    assert events[0].params["card"] == "pension_50"
    # One card per betting turn, and none after staking.
    assert not any(isinstance(a, BuyPension) for a in state.legal_actions())
    state.apply(Done())  # seat 2 has no money and passes by itself; seat 0 bets now
    assert state.to_act() == 0
    assert not any(isinstance(a, BuyPension) for a in state.legal_actions())


def test_pension_card_500_costs_ten_thousand_and_is_the_last() -> None:
    state = betting_state([pieces(c1=1), pieces(n10000=1, n1000=1), pieces(c1=1)])
    state.pension[1] = 50
    buys = [a for a in state.legal_actions() if isinstance(a, BuyPension)]
    assert [a.pay for a in buys] == [tuple(pieces(n10000=1))]
    state.apply(buys[0])
    assert state.pension[1] == 500
    assert state.next_pension_price(1) is None


def test_no_pension_purchase_after_the_first_staked_piece() -> None:
    state = betting_state([pieces(c1=1), pieces(n1000=1, c1=1), pieces(c1=1)])
    assert any(isinstance(a, BuyPension) for a in state.legal_actions())
    state.apply(Stake(1))
    assert not any(isinstance(a, BuyPension) for a in state.legal_actions())
    with pytest.raises(RuleError):
        state.apply(BuyPension(tuple(pieces(n1000=1))))


# --- betting order and opening ----------------------------------------------------------


def test_betting_order_is_left_of_the_roller_first_and_the_roller_last() -> None:
    state = betting_state([pieces(c1=1)] * 4, roller=2, dice=[1, 2])
    asked = []
    while state.phase == "bet":
        asked.append(state.to_act())
        state.apply(Done())
    assert asked == [3, 0, 1, 2]
    assert state.phase == "choose" and state.to_act() == 2


def test_stakes_are_built_piece_by_piece_and_only_from_own_pieces() -> None:
    state = betting_state([pieces(c1=5), pieces(c1=2, c10=1), pieces(c1=1)])
    assert set(state.legal_actions()) == {Done(), Stake(1, 1), Stake(1, 2), Stake(10, 1)}
    state.apply(Stake(10))
    assert set(state.legal_actions()) == {Done(), Stake(1, 1), Stake(1, 2)}
    with pytest.raises(RuleError):
        state.apply(Stake(1, 3))
    with pytest.raises(RuleError):
        state.apply(Stake(10))
    assert state.stake[1] == pieces(c10=1) and state.purse[1] == pieces(c1=2)


def test_opening_roll_picks_the_highest_and_rerolls_ties() -> None:
    state = game().new_state(3, seed=0)
    state.rng = ScriptedDice([6, 6, 6, 6, 1, 1, 1, 2, 3, 3])
    for _ in range(3):
        assert state.legal_actions() == [Roll()]
        events = state.apply(Roll())
    assert "opening_tie" in keys(events)
    assert state.to_act() == 0 and state.opening_pending == [0, 1]
    state.apply(Roll())
    events = state.apply(Roll())
    assert state.roller == 1
    assert state.phase == "bet" and state.to_act() == 2
    assert all(e.barrier for e in events if e.key.endswith("opening_roll"))


# --- the roll -----------------------------------------------------------------------------


def test_rejecting_the_first_throw_then_chaining_doubles() -> None:
    state = betting_state([pieces(c1=5)] * 3, dice=[2, 3, 4, 4, 1, 2])
    bet_all(state, {})
    assert state.first_throw == (2, 3)
    events = state.apply(Reject())
    assert state.throws == [(2, 3), (4, 4), (1, 2)]
    assert state.last is not None and state.last["field"] == 11  # 8 + 3, the 5 rejected
    assert keys(events)[:2] == ["rejected", "throw"]
    throws = [e for e in events if e.key.endswith(".throw")]
    assert all(e.barrier for e in throws)
    assert state.phase == "bet" and state.roller == 1  # dice passed left


def test_an_accepted_double_forces_another_throw() -> None:
    state = betting_state([pieces(c1=5)] * 3, dice=[3, 3, 5, 6])
    bet_all(state, {})
    state.apply(Accept())
    assert state.pos == 17 and state.throws == [(3, 3), (5, 6)]


def test_a_rejected_double_is_simply_replaced() -> None:
    state = betting_state([pieces(c1=5)] * 3, dice=[2, 2, 1, 3])
    bet_all(state, {})
    state.apply(Reject())
    assert state.pos == 4 and state.throws == [(2, 2), (1, 3)]


def test_the_second_throw_stands_even_if_worse() -> None:
    state = betting_state([pieces(c1=5)] * 3, dice=[1, 2, 1, 3])
    bet_all(state, {})
    state.apply(Reject())
    assert state.phase == "bet"  # no second chance to reject
    assert state.pos == 4


def test_pension_paid_when_passing_the_start_during_a_doubles_chain() -> None:
    state = betting_state([pieces(c1=5), pieces(c1=5), pieces()], pos=50, dice=[3, 3, 1, 2])
    state.pension[1] = 50
    bet_all(state, {})
    events = state.apply(Accept())
    assert keys(events).count("pensions") == 1
    # 50 + 6 reaches the start, + 3 lands on blue field 3; nobody staked.
    assert state.last is not None and state.last["field"] == BLUE
    assert state.purse[0] == pieces(c1=10)
    assert state.purse[1] == pieces(c1=5, c10=5)
    assert state.purse[2] == pieces(c1=5)


def test_a_long_chain_passes_the_start_twice_and_pays_twice() -> None:
    dice = [6, 6] * 5 + [1, 2]  # 60 + 3 from field 50: 113 = 2 laps + field 1
    state = betting_state([pieces(c1=5)] * 3, pos=50, dice=dice)
    bet_all(state, {})
    events = state.apply(Accept())
    assert keys(events).count("pensions") == 2
    assert state.pos == 1
    assert state.purse[0] == pieces(c1=5, c10=1)  # 15 ones exchanged at once


def test_pension_is_paid_before_settlement_so_green_takes_it() -> None:
    # From field 50: 12 + 12 + 11 = 35 reaches 85 = the start passed, then green field 29.
    state = betting_state([pieces(c1=5)] * 3, pos=50, dice=[6, 6, 6, 6, 5, 6])
    bet_all(state, {0: pieces(c1=2)})
    events = state.apply(Accept())
    assert state.last is not None and state.last["colour"] == "green"
    assert keys(events).index("pensions") < keys(events).index("landed")
    assert state.purse[0] == pieces(c1=2)
    assert state.purse[1] == pieces()


# --- settlement by colour ---------------------------------------------------------------


def settle(field: int, stakes: dict[int, list[int]], purses=None, die: int | None = None):
    """Bet, throw a non-double (2, 3) that lands on ``field``, accept; scripted die."""
    purses = purses or [pieces(c1=5, c10=5, n1000=1)] * 3
    dice = [2, 3] + ([] if die is None else [die])
    state = betting_state(purses, roller=0, pos=field - 5, dice=dice)
    bet_all(state, stakes)
    events = state.apply(Accept())
    assert state.last is not None and state.last["field"] == field % 56
    return state, events


def test_blue_pays_the_stake_once_more() -> None:
    # From field 54 the move passes the start: pensions first, then blue on field 3.
    state, _ = settle(BLUE + 56, {1: pieces(c1=3, c10=1)})
    # 1055 + 5 pension + 13 won: 13 ones became 3 ones and one more 10-chip.
    assert state.purse[1] == pieces(c1=3, c10=7, n1000=1)
    assert state.purse[2] == pieces(c1=10, c10=5, n1000=1)


def test_yellow_pays_ten_times_in_shifted_pieces_then_exchanges() -> None:
    state, events = settle(YELLOW, {1: pieces(c1=5, c10=5)})
    assert not any(e.key.endswith("exchanged") for e in events)
    # 5 + 50 staked; won 50 in 10-chips and 500 in 100-chips: 10 tens + 5 hundreds.
    assert state.purse[1] == pieces(c1=5, c10=10, c100=5, n1000=1)
    state2, _ = settle(YELLOW, {1: pieces(c10=3)}, purses=[pieces(c10=10, c100=9)] * 3)
    assert state2.purse[1] == pieces(c10=10, c100=2, n1000=1)  # 9 + 3 = 12 hundreds


def test_red_pays_a_hundred_times() -> None:
    state, _ = settle(RED, {1: pieces(c10=2), 2: pieces(c1=1)})
    assert state.purse[1] == pieces(c1=5, c10=5, n1000=3)
    assert state.purse[2] == pieces(c1=5, c10=5, c100=1, n1000=1)
    assert state.total(0) == 1055


def test_beige_takes_every_stake() -> None:
    state, events = settle(BEIGE, {1: pieces(c1=5), 0: pieces(n1000=1)})
    assert state.purse[1] == pieces(c10=5, n1000=1)
    assert state.purse[0] == pieces(c1=5, c10=5)
    assert keys(events).count("lost_stake") == 2


def test_green_takes_all_unbet_money() -> None:
    state, _ = settle(GREEN, {1: pieces(c1=2)})
    assert state.purse[1] == pieces(c1=2)
    assert state.purse[0] == pieces() and state.purse[2] == pieces()


ROLLER_PURSE = pieces(c1=5, c10=5, n1000=2)
OTHER_PURSE = pieces(c1=5, c10=5, n1000=1)
STAKES = {0: pieces(c1=2, n1000=1), 1: pieces(c10=3), 2: pieces(c1=4)}


@pytest.mark.parametrize(
    ("die", "roller_after", "others_after"),
    [
        (1, pieces(c1=5, c10=5), [OTHER_PURSE, OTHER_PURSE]),
        (2, pieces(c1=3, c10=5, n1000=1), [OTHER_PURSE, OTHER_PURSE]),
        (3, pieces(c1=2, n1000=1), [OTHER_PURSE, OTHER_PURSE]),
        (4, pieces(c1=5, c10=5, n1000=3), [OTHER_PURSE, OTHER_PURSE]),
        (
            5,
            pieces(c1=9, c10=8, n1000=2),
            [pieces(c1=5, c10=2, n1000=1), pieces(c1=1, c10=5, n1000=1)],
        ),
        (
            6,
            pieces(c1=1, c10=3, c100=1, n1000=4),
            [pieces(c10=3), pieces(c1=4)],
        ),
    ],
)
def test_black_decision_roll(die: int, roller_after, others_after) -> None:
    purses = [ROLLER_PURSE, OTHER_PURSE, OTHER_PURSE]
    state, events = settle(BLACK, STAKES, purses=purses, die=die)
    assert state.pos == BLACK  # the pawn stays on black
    decision = [e for e in events if e.key.endswith(".decision")]
    assert decision and decision[0].params == {"seat": 0, "die": die} and decision[0].barrier
    assert f"decision_{die}" in keys(events)
    assert state.purse[0] == roller_after
    assert state.purse[1:] == others_after


def test_the_start_field_is_black_too() -> None:
    state, events = settle(56, {}, die=4)
    assert state.pos == 0 and "pensions" in keys(events)
    assert state.purse[0] == pieces(c1=10, c10=5, n1000=2)


# --- no money, the million, the turn limit ----------------------------------------------


def test_no_money_moves_to_the_start_and_pays_pensions_without_a_decision_roll() -> None:
    everything = pieces(c1=5)
    state = betting_state([everything] * 3, roller=0, pos=BEIGE - 3, dice=[1, 2])
    bet_all(state, {0: everything, 1: everything, 2: everything})
    events = state.apply(Accept())
    names = keys(events)
    assert names.index("no_money") > names.index("landed")
    assert "decision" not in names[names.index("no_money") :]
    assert state.pos == 0
    assert state.purse == [pieces(c1=5)] * 3
    assert state.turn == 2 and state.roller == 2  # the empty turn was seat 1's
    assert state.phase == "bet" and state.to_act() == 0


def test_players_without_money_pass_by_themselves_but_still_roll() -> None:
    state = betting_state([pieces(), pieces(c1=1), pieces()], roller=0, dice=[1, 2])
    assert state.to_act() == 1
    state.apply(Done())
    assert state.phase == "choose" and state.to_act() == 0


def million_race(purses, stakes):
    state, events = settle(RED, stakes, purses=purses)
    assert state.is_over()
    return state, events


def test_the_first_millionaire_wins() -> None:
    purses = [pieces(c1=1), pieces(n10000=1), pieces(c1=1)]
    state, events = million_race(purses, {1: pieces(n10000=1)})
    assert winners_of(state) == [1]
    assert decided_of(state) == {
        "key": "millionenspiel.decided.million",
        "params": {"seat": 1},
    }
    assert keys(events)[-1] == "winner"
    assert state.legal_actions() == [] and state.to_act() is None
    assert state.progress() == 1.0


def test_several_millionaires_the_richest_wins() -> None:
    purses = [pieces(c1=1), pieces(n10000=1), pieces(n10000=1, c1=1)]
    state, _ = million_race(purses, {1: pieces(n10000=1), 2: pieces(n10000=1)})
    assert winners_of(state) == [2]
    assert decided_of(state)["key"] == "millionenspiel.decided.million_richest"


def test_equal_millionaires_the_first_to_bet_wins() -> None:
    purses = [pieces(n10000=1), pieces(c1=1), pieces(n10000=1)]
    state, _ = million_race(purses, {0: pieces(n10000=1), 2: pieces(n10000=1)})
    # Roller 0 bets last; seat 2 was asked before him.
    assert state.total(0) == state.total(2)
    assert winners_of(state) == [2]
    assert decided_of(state)["key"] == "millionenspiel.decided.million_first_bettor"


def test_the_million_is_announced_when_in_reach() -> None:
    state = betting_state([pieces(c1=1), pieces(n10000=1), pieces(c1=1)])
    assert state.million_in_reach() and state.view(0)["million"]
    poor = betting_state([pieces(c1=5)] * 3)
    assert not poor.million_in_reach()


def test_turn_limit_ends_with_the_richest() -> None:
    purses = [pieces(c1=5), pieces(c1=9), pieces(c1=9)]
    state = betting_state(purses, roller=0, pos=BEIGE - 3, dice=[1, 2], turn_limit=1)
    bet_all(state, {})
    state.apply(Accept())
    assert state.is_over()
    assert winners_of(state) == [1]  # tied with seat 2, but asked first
    assert decided_of(state)["key"] == "millionenspiel.decided.turn_limit_first_bettor"


def test_turn_limit_option_is_validated() -> None:
    with pytest.raises(RuleError):
        game().new_state(3, seed=0, options={"turn_limit": "soon"})
    with pytest.raises(RuleError):
        game().new_state(3, seed=0, options={"turn_limit": -1})
    hidden = [o for o in game().options if o.key == "turn_limit"]
    assert hidden and hidden[0].hidden and hidden[0].default == 0


def test_view_is_public_and_complete() -> None:
    state = betting_state([pieces(c1=5)] * 3)
    state.apply(Stake(1))
    view = state.view(0)
    assert view == state.view(2) == state.public_view()
    assert view["stake"][1] == pieces(c1=1) and view["purse"][1] == pieces(c1=4)
    assert view["bettor_seat"] == 1 and view["order"] == [1, 2, 0]
    assert view["totals"] == [5, 5, 5]


def test_determinize_keeps_the_view_but_not_the_dice() -> None:
    import random

    state = game().new_state(3, seed=4)
    a = state.determinize(0, random.Random(1))
    b = state.determinize(0, random.Random(2))
    assert a.view(0) == state.view(0) == b.view(0)
    rolls_a = [a.apply(Roll()) for _ in range(3)]
    rolls_b = [b.apply(Roll()) for _ in range(3)]
    assert rolls_a != rolls_b


def test_score_lines_list_the_pieces() -> None:
    state = betting_state([pieces(c1=3, n1000=2)] * 3)
    state.phase, state.winner = "over", 0  # the outcome's lines are a finished game's
    state.decided = {"key": "millionenspiel.decided.million_richest", "params": {"seat": 0}}
    lines = score_lines_of(state, 0)
    assert sum(line["points"] for line in lines) == 2003
    assert lines[0]["key"] == "millionenspiel.score.pieces"
    assert lines[-1]["params"] == {"value": 5}


def test_damaged_snapshot_is_a_rule_error() -> None:
    state = betting_state([pieces(c1=5)] * 3)
    data = state.to_json()
    data["purse"] = [[1, 2]]
    with pytest.raises(RuleError):
        game().state_from_json(data)
    with pytest.raises(RuleError):
        game().state_from_json({"game": "guillotine"})


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("pos", 56),  # off the track
        ("roller", 3),
        ("roller", -1),  # nobody holds the dice after the opening
        ("order", [1, 1, 0]),
        ("order_index", 3),  # beyond the last bettor while betting
        ("opening_pending", [0]),  # the opening is over
        ("opening_rolls", [None, None]),
        ("first_throw", [3, 4]),  # no throw awaits a decision while betting
        ("winner", 0),  # nobody has won yet
        ("turn_limit", -1),
    ],
)
def test_snapshot_no_game_reaches_is_refused(field: str, value: object) -> None:
    state = betting_state([pieces(c1=5)] * 3)
    data = state.to_json()
    game().state_from_json(data)  # the snapshot as written loads
    data[field] = value
    with pytest.raises(RuleError):
        game().state_from_json(data)


def test_snapshot_with_unexchanged_pieces_still_loads() -> None:
    """No game holds fourteen 1-chips, but they are only money: tools/fullest loads such
    purses to lay out the fullest table, so check() leaves the exchange rule to the fuzz."""
    state = betting_state([pieces(c1=14, c10=11), pieces(c1=5), pieces(c1=5)])
    restored = game().state_from_json(state.to_json())
    assert restored.purse[0] == pieces(c1=14, c10=11)


def test_every_event_and_result_key_is_translated() -> None:
    import json
    import random

    from parlour.resources import locales_dir

    tables = {}
    for lang in ("en", "de"):
        path = locales_dir() / f"millionenspiel.{lang}.json"
        tables[lang] = json.loads(path.read_text(encoding="utf-8"))[lang]

    def has(lang: str, key: str) -> bool:
        node = tables[lang]
        for part in key.removeprefix("millionenspiel.").split("."):
            if not isinstance(node, dict) or part not in node:
                return False
            node = node[part]
        return isinstance(node, str) or is_plural(node)

    seen: set[str] = set()
    for seed in range(30):
        rng = random.Random(seed)
        state = game().new_state(3 + seed % 3, seed, {"turn_limit": 80})
        while not state.is_over():
            for event in state.apply(rng.choice(state.legal_actions())):
                seen.add(event.key)
                if "card" in event.params:
                    seen.add(f"millionenspiel.card.{event.params['card']}")
        seen.add(decided_of(state)["key"])
        seen.update(line["key"] for line in score_lines_of(state, 0))
    assert {"millionenspiel.log.decision_5", "millionenspiel.log.landed_red"} <= seen
    for lang in ("en", "de"):
        assert [k for k in sorted(seen) if not has(lang, k)] == []
        for die in range(1, 7):
            assert has(lang, f"millionenspiel.log.decision_{die}")


def test_turn_limit_with_a_single_richest_player() -> None:
    purses = [pieces(c1=5), pieces(c1=9), pieces(c1=7)]
    state = betting_state(purses, roller=0, pos=BEIGE - 3, dice=[1, 2], turn_limit=1)
    bet_all(state, {})
    state.apply(Accept())
    assert winners_of(state) == [1]
    assert decided_of(state) == {"key": "millionenspiel.decided.turn_limit", "params": {"seat": 1}}


@pytest.mark.parametrize(
    ("richest", "low", "high"),
    [
        (pieces(c1=5), 0.0, 0.0),  # the start money: nothing played yet
        (pieces(c100=1, c1=5), 0.2, 0.3),  # 105: a yellow win and a bit
        (pieces(n1000=5), 0.5, 0.6),  # 5 000: a thousand times the start
        (pieces(n100000=5), 0.9, 0.99),  # 500 000: half a million
    ],
)
def test_progress_follows_the_money_on_a_log_scale(
    richest: list[int], low: float, high: float
) -> None:
    """A mid-game save used to show "0 % played": 5 000 is 0.5 % of the million, but money
    grows by factors, and 5 to 5 000 is more than half the way from 5 to a million."""
    state = betting_state([pieces(c1=1), richest, pieces(c1=1)], roller=0, pos=10, dice=[])
    assert low <= state.progress() <= high
    assert state.progress() < 1.0 and not state.is_over()
