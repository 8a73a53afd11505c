"""Rules audit of Millionenspiel: the points of its rules help
(``locales/rules/millionenspiel.en.md``) that the other scenario files leave open, and an
independent check of the landing odds.

The odds are checked two ways that share no code with :mod:`.odds`: an exact solution of
the doubles chain as a linear system on the circle (no truncation), and seeded Monte Carlo
runs of the engine itself and of plain dice.
"""

from __future__ import annotations

import math
import random

import pytest

from parlour.games.millionenspiel import money, odds
from parlour.games.millionenspiel.rules import Accept, BuyPension, Done, Reject, Stake
from tests.games.millionenspiel.helpers import ScriptedDice, bet_all, betting_state, game, pieces

BOARD = game().board
SIZE = 56


def names(events) -> list[str]:
    return [e.key.removeprefix("millionenspiel.log.") for e in events]


# --- components and the board -------------------------------------------------------------


def test_every_sector_has_the_decided_colour_and_offsets() -> None:
    assert BOARD.size == SIZE
    for sector, colour in enumerate(("blue", "yellow", "green", "red")):
        c = colour
        expected = ["black", c, "beige", c, "beige", c, "beige"] * 2
        assert list(BOARD.fields[14 * sector : 14 * sector + 14]) == expected


def test_colour_effects_pensions_and_start_money_come_from_the_data() -> None:
    effects = {name: (e.kind, e.factor) for name, e in BOARD.effects.items()}
    assert effects == {
        "blue": ("win", 1),
        "yellow": ("win", 10),
        "red": ("win", 100),
        "beige": ("lose_stake", 0),
        "green": ("lose_unbet", 0),
        "black": ("decision", 0),
    }
    assert BOARD.pension_ladder == (5, 50, 500)
    assert dict(BOARD.pension_prices) == {50: 1_000, 500: 10_000}
    assert BOARD.start_purse == tuple(pieces(c1=5))
    assert BOARD.goal == 1_000_000 and BOARD.decision_bonus == 1_000
    assert money.DENOMINATIONS == (1, 10, 100, 1_000, 10_000, 100_000, 1_000_000)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_pension_five_and_five_one_chips_everybody_rolls(players: int) -> None:
    state = game().new_state(players, seed=1)
    assert state.phase == "opening" and state.pos == 0
    assert state.pension == [5] * players
    assert state.purse == [pieces(c1=5)] * players
    assert state.stake == [money.empty()] * players
    assert state.opening_pending == list(range(players))


def test_a_second_opening_tie_rerolls_again_among_the_tied() -> None:
    state = game().new_state(4, seed=0)
    # 12, 12, 11, 12 → seats 0, 1, 3 tie; then 8, 5, 8 → seats 0 and 3; then 4 and 9.
    state.rng = ScriptedDice([6, 6, 6, 6, 5, 6, 6, 6, 4, 4, 2, 3, 5, 3, 2, 2, 4, 5])
    for _ in range(4 + 3):
        state.apply(state.legal_actions()[0])
    assert state.opening_pending == [0, 3]
    state.apply(state.legal_actions()[0])
    state.apply(state.legal_actions()[0])
    assert state.roller == 3 and state.phase == "bet"
    assert state.order == [0, 1, 2, 3]  # left neighbour first, the roller last


# --- money: the exchange rule and exact payments -----------------------------------------


def test_the_exchange_cascades_through_every_denomination_and_never_goes_down() -> None:
    purse = pieces(c1=11, c10=10, c100=10, n1000=10, n10000=10, n100000=10)
    made = money.exchange(purse)
    assert purse == pieces(c1=1, c10=1, c100=1, n1000=1, n10000=1, n100000=1, m=1)
    assert made == [(0, 1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 1)]
    # Nothing at or under ten is ever touched, and no piece is ever broken into smaller.
    held = pieces(c1=10, c10=0, n1000=3)
    assert money.exchange(held) == [] and held == pieces(c1=10, n1000=3)


def test_a_pension_card_cannot_be_paid_with_a_bigger_note() -> None:
    # No change is ever given: a 10 000 note cannot buy the card that costs 1 000.
    state = betting_state([pieces(c1=1), pieces(n10000=1, c100=9, c10=9, c1=9), pieces(c1=1)])
    assert not any(isinstance(a, BuyPension) for a in state.legal_actions())


def test_a_pension_card_each_turn_so_the_next_card_waits_for_the_next_turn() -> None:
    rich = pieces(n1000=1, n10000=1, c1=5)
    state = betting_state([pieces(c1=1), rich, pieces(c1=1)], roller=0, dice=[2, 3])
    state.apply(BuyPension(tuple(pieces(n1000=1))))
    assert state.pension[1] == 50  # the old card 5 is gone: one card each
    assert not any(isinstance(a, BuyPension) for a in state.legal_actions())
    bet_all(state, {})
    state.apply(Accept())  # field 5 is blue; nobody staked
    # Next turn seat 1 rolls: seats 2 and 0 bet first, then seat 1 may climb to 500.
    assert state.roller == 1 and state.to_act() == 2
    state.apply(Done())
    state.apply(Done())
    assert state.to_act() == 1
    buys = [a for a in state.legal_actions() if isinstance(a, BuyPension)]
    assert [a.pay for a in buys] == [tuple(pieces(n10000=1))]
    state.apply(buys[0])
    assert state.pension[1] == 500 and state.purse[1] == pieces(c1=5)


def test_a_stake_on_the_board_is_exchanged_only_when_taken_back() -> None:
    """Decision (rules help, "When the exchange happens"): nothing may be taken from the
    board, so a pension exchanges only unbet pieces; the stake joins after settlement."""
    # Seat 1 holds seven 1-chips and stakes four; the move passes the start to blue 3.
    state = betting_state([pieces(c1=1)] * 3, roller=0, pos=50, dice=[4, 5])
    state.purse[1] = pieces(c1=7)
    bet_all(state, {1: pieces(c1=4)})
    events = state.apply(Accept())
    # The pension makes 3 + 5 = 8 unbet (12 with the stake): nothing is exchanged yet.
    # Blue pays 4 more and the stake comes back: 16 ones, exchanged once, after landing.
    keys = names(events)
    exchanges = [i for i, k in enumerate(keys) if k == "exchanged"]
    assert len(exchanges) == 1 and exchanges[0] > keys.index("landed_blue")
    assert events[exchanges[0]].params == {
        "seat": 1,
        "swaps": [{"count": 10, "value": 1, "got": 1, "into": 10}],
    }
    assert state.purse[1] == pieces(c1=6, c10=1)


# --- the roll and the pensions -------------------------------------------------------------


def test_only_the_last_field_of_a_doubles_chain_counts() -> None:
    # From 37: (3, 3) passes over red 43, then (1, 2) ends on beige 46, which alone counts.
    state = betting_state([pieces(c1=5)] * 3, roller=0, pos=37, dice=[3, 3, 1, 2])
    bet_all(state, {1: pieces(c1=5)})
    events = state.apply(Accept())
    assert BOARD.fields[43] == "red" and BOARD.fields[46] == "beige"
    assert state.pos == 46
    assert "landed_red" not in names(events) and "landed_beige" in names(events)
    assert state.purse[1] == pieces()


def test_the_replacement_throw_chains_doubles_and_pays_the_pension_on_the_way() -> None:
    # From 48: first throw (2, 3) rejected; (4, 4) reaches 56 = the start, (1, 2) → blue 3.
    state = betting_state([pieces(c1=5)] * 3, roller=0, pos=48, dice=[2, 3, 4, 4, 1, 2])
    bet_all(state, {2: pieces(c1=2)})
    events = state.apply(Reject())
    assert names(events).count("pensions") == 1
    assert state.throws == [(2, 3), (4, 4), (1, 2)] and state.pos == 3
    # 3 unbet + 5 pension + 2 won + 2 taken back = 12 ones: one exchange.
    assert state.purse[2] == pieces(c1=2, c10=1)
    assert "decision" not in names(events)  # passing the black start field is no landing


def test_no_pension_when_the_pawn_stops_short_of_the_start() -> None:
    state = betting_state([pieces(c1=5)] * 3, roller=0, pos=44, dice=[5, 6])
    bet_all(state, {})
    events = state.apply(Accept())
    assert state.pos == 55 and "pensions" not in names(events)
    assert state.purse == [pieces(c1=5)] * 3


def test_reject_is_offered_for_the_first_throw_only_also_after_a_double() -> None:
    state = betting_state([pieces(c1=5)] * 3, roller=0, dice=[5, 5, 6, 6, 1, 2])
    bet_all(state, {})
    assert set(state.legal_actions()) == {Accept(), Reject()}
    events = state.apply(Accept())  # 10, then 12 (a double again), then 3
    assert state.throws == [(5, 5), (6, 6), (1, 2)] and state.pos == 25
    assert names(events).count("throw") == 2 and "rejected" not in names(events)


# --- settlement -------------------------------------------------------------------------------


def test_the_rollers_own_stake_is_settled_like_everybody_elses() -> None:
    # Yellow 15 from 10; the roller (seat 0) bets last and is paid ten times too.
    state = betting_state([pieces(c1=5)] * 3, roller=0, pos=10, dice=[2, 3])
    bet_all(state, {0: pieces(c1=3), 1: pieces(c1=1)})
    state.apply(Accept())
    assert state.purse[0] == pieces(c1=5, c10=3)
    assert state.purse[1] == pieces(c1=5, c10=1)
    assert state.purse[2] == pieces(c1=5)


def test_decision_one_takes_every_note_bet_or_unbet_but_no_chip() -> None:
    roller = pieces(c1=3, c100=2, n1000=1, n10000=2, n100000=1)
    state = betting_state([roller, pieces(n1000=1), pieces(c1=1)], roller=0, pos=2)
    state.rng = ScriptedDice([2, 3, 1])  # field 7 is black; the decision die shows 1
    bet_all(state, {0: pieces(c100=1, n10000=1), 1: pieces(n1000=1)})
    events = state.apply(Accept())
    assert state.pos == 7
    assert state.purse[0] == pieces(c1=3, c100=2)
    assert state.purse[1] == pieces(n1000=1) and state.purse[2] == pieces(c1=1)
    lost = [e.params["amount"] for e in events if e.key.endswith("decision_1")]
    assert lost == [1_000 + 20_000 + 100_000]


# --- the landing odds, checked independently ----------------------------------------------


def _exact_landing_by_linear_system(pos: int) -> list[float]:
    """Solve F = N + D * F on the circle (``*`` = cyclic convolution) by Gauss-Jordan.

    F[d] is the chance a whole move ends ``d`` fields on (mod 56); N holds the non-doubles,
    D the doubles (which throw on). No chain is cut off, unlike the odds module.
    """
    non_doubles = [0.0] * SIZE
    doubles = [0.0] * SIZE
    for a in range(1, 7):
        for b in range(1, 7):
            (doubles if a == b else non_doubles)[(a + b) % SIZE] += 1 / 36
    # (I - C) F = N with C[i][j] = doubles[i - j].
    rows = [
        [(1.0 if i == j else 0.0) - doubles[(i - j) % SIZE] for j in range(SIZE)] + [non_doubles[i]]
        for i in range(SIZE)
    ]
    for col in range(SIZE):
        pivot = max(range(col, SIZE), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        rows[col] = [x / lead for x in rows[col]]
        for r in range(SIZE):
            if r != col and rows[r][col] != 0.0:
                f = rows[r][col]
                rows[r] = [x - f * y for x, y in zip(rows[r], rows[col], strict=True)]
    move = [rows[d][SIZE] for d in range(SIZE)]
    return [move[(field - pos) % SIZE] for field in range(SIZE)]


@pytest.mark.parametrize("pos", [0, 7, 30, 50, 55])
def test_landing_odds_match_an_exact_linear_solution(pos: int) -> None:
    assert odds.plain(pos, SIZE) == pytest.approx(_exact_landing_by_linear_system(pos), abs=1e-12)


def _dice_move(rng: random.Random) -> int:
    total = 0
    while True:
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        total += a + b
        if a != b:
            return total


def _within(counts: dict, dist: dict, n: int) -> None:
    """Every frequency within 5 standard errors (plus a floor) of its exact chance."""
    for key in set(counts) | set(dist):
        p = dist.get(key, 0.0)
        tolerance = 5 * math.sqrt(max(p * (1 - p), 1e-6) / n)
        assert counts.get(key, 0) / n == pytest.approx(p, abs=tolerance), key


def test_outcomes_with_start_passes_match_monte_carlo_dice() -> None:
    rng = random.Random(20261122)
    n = 60_000
    pos = 50
    counts: dict[tuple[str, int], int] = {}
    for _ in range(n):
        reach = pos + _dice_move(rng)
        key = (BOARD.fields[reach % SIZE], reach // SIZE)
        counts[key] = counts.get(key, 0) + 1
    _within(counts, dict(odds.outcomes(pos, BOARD.fields)), n)


def test_the_reject_policy_distribution_matches_monte_carlo() -> None:
    def worth(colour: str, passes: int) -> float:
        return {"red": 100.0, "yellow": 10.0, "blue": 1.0, "beige": -1.0}.get(colour, 0.0)

    pos = 38
    dist, _ = odds.with_reject(pos, BOARD.fields, worth)
    rng = random.Random(7)
    n = 60_000
    counts: dict[tuple[str, int], int] = {}
    for _ in range(n):
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        if odds.keep_is_better(pos, BOARD.fields, (a, b), worth):
            reach = pos + a + b + (_dice_move(rng) if a == b else 0)
        else:
            reach = pos + _dice_move(rng)
        key = (BOARD.fields[reach % SIZE], reach // SIZE)
        counts[key] = counts.get(key, 0) + 1
    _within(counts, dist, n)


def test_the_engine_lands_as_the_odds_say() -> None:
    """Seeded engine turns (everybody passes, the roller accepts) against the odds."""
    pos = 20
    n = 6_000
    counts: dict[str, int] = {}
    for seed in range(n):
        state = betting_state([pieces(c1=1)] * 3, roller=0, pos=pos)
        state.rng = random.Random(seed)
        bet_all(state, {})
        # The landing event, not ``state.last``: after green nobody has money, and the
        # no-money turn that follows at once moves the pawn on within the same apply.
        landed = [k for k in names(state.apply(Accept())) if k.startswith("landed_")]
        colour = landed[0].removeprefix("landed_")
        counts[colour] = counts.get(colour, 0) + 1
    _within(counts, odds.colour_odds(odds.plain(pos, SIZE), BOARD.fields), n)


def test_stake_actions_cover_every_count_of_every_held_denomination() -> None:
    state = betting_state([pieces(c1=1), pieces(c1=10, n1000=2, m=1), pieces(c1=1)])
    stakes = {(a.value, a.count) for a in state.legal_actions() if isinstance(a, Stake)}
    expected = {(1, k) for k in range(1, 11)} | {(1_000, 1), (1_000, 2), (1_000_000, 1)}
    assert stakes == expected


def test_the_million_is_announced_exactly_when_all_on_red_would_reach_it() -> None:
    """Decision (rules help): 101 times one's money (stake back plus a hundredfold win)."""
    just = betting_state([pieces(c1=1), pieces(n1000=9, c100=9, c1=1), pieces(c1=1)])
    assert just.total(1) * 101 >= 1_000_000 and just.million_in_reach()
    short = betting_state([pieces(c1=1), pieces(n1000=9, c100=9), pieces(c1=1)])
    assert short.total(1) * 101 < 1_000_000 and not short.million_in_reach()
