"""Millionenspiel bots.

* ``easy``: a random legal move (it stakes a random handful of pieces).
* ``normal``: bets by the exact landing distribution (:mod:`.odds`: two dice, chained
  doubles, and as roller its own reject option) and a concave utility of its own wealth,
  which is expected value with a risk limit: a stake is worth only what it adds to the
  expected utility (constant relative risk aversion, a little bolder than Kelly's log),
  so it never risks everything on a 43 % beige chance. The black field counts only the
  roller's own losses and the 1 000 bonus.
* ``hard``: the same exact odds, but it also weighs the opponents: as roller it counts
  what the black decision roll would take from the others' stakes and unbet money, as a
  bystander it predicts how the roller will use his reject option, and its appetite for
  risk follows the race (bolder when behind the leader or when a rival could win now).

The risk aversions were tuned by simulation: the first to a million wins, so some
boldness pays; Kelly (``gamma`` 1) was beaten by a random bettor in 5-player games.

All three are analytic (no playouts), so a decision takes about a millisecond; ``budget``
is accepted for the common interface and ignored.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from parlour.ai.base import EXACT_ODDS, FORCED, WORTH, Advice, Clockless
from parlour.ai.random_bot import RandomBot
from parlour.engine import Action, GameState
from parlour.games.millionenspiel import money, odds, rules
from parlour.games.millionenspiel.money import DENOMINATIONS, Pieces

#: Fractions of the bettor's money tried as stakes (built greedily from its pieces).
FRACTIONS = tuple(i / 20 for i in range(21))


@dataclass(frozen=True)
class Style:
    """How a level values money: ``gamma`` is the relative risk aversion (1 = log)."""

    gamma: float
    cushion: float  # added to wealth before the utility: pensions make zero survivable
    weigh_opponents: bool
    race: bool  # adjust boldness to the standings
    pension_share: float  # buy the next card when it costs at most this share of wealth


NORMAL = Style(gamma=0.9, cushion=25.0, weigh_opponents=False, race=False, pension_share=0.02)
HARD = Style(gamma=0.8, cushion=25.0, weigh_opponents=True, race=True, pension_share=0.02)


def utility(wealth: float, goal: int, gamma: float, cushion: float) -> float:
    """Concave in wealth up to the goal, flat beyond it (a million is a million)."""
    x = min(wealth, goal) + cushion
    if gamma == 1.0:
        return math.log(x)
    # typeshed types float ** float as Any (a negative base gives a complex); x > 0 here.
    power: float = x ** (1.0 - gamma)
    return power / (1.0 - gamma)


def sure_sum(value: float, gamma: float, cushion: float) -> float:
    """The wealth whose ``utility`` is ``value``: what a gamble worth ``value`` is worth as
    a sure sum, in the game's money."""
    if gamma == 1.0:
        return math.exp(value) - cushion
    base = max((1.0 - gamma) * value, 0.0)
    return float(base ** (1.0 / (1.0 - gamma))) - cushion


def _notes(pieces: Pieces) -> int:
    return sum(pieces[i] * DENOMINATIONS[i] for i in range(money.FIRST_NOTE, len(DENOMINATIONS)))


class Planner:
    """Values outcomes for one seat of one state in one :class:`Style`."""

    def __init__(self, state: rules.MillionenspielState, seat: int, style: Style) -> None:
        self.state = state
        self.seat = seat
        self.style = style
        self.board = state.board.fields
        self.goal = state.board.goal
        self.gamma = self._gamma()

    def _gamma(self) -> float:
        """Bolder when behind or when a rival could reach the million this very turn."""
        style = self.style
        if not style.race:
            return style.gamma
        state = self.state
        totals = [state.total(s) for s in range(state.num_players)]
        mine = totals[self.seat]
        rival = max(t for s, t in enumerate(totals) if s != self.seat)
        if rival * 101 >= self.goal and rival > mine:
            return max(0.3, style.gamma - 0.4)
        if rival > 4 * max(mine, 1):
            return max(0.4, style.gamma - 0.2)
        return style.gamma

    def worth_fn(self, seat: int, stake: Pieces, purse: Pieces, gamma: float) -> odds.Worth:
        """Utility of each (colour, start passes) outcome for ``seat`` holding this split."""
        state = self.state
        effects = state.board.effects
        stake_v = money.value(stake)
        purse_v = money.value(purse)
        notes = _notes(stake) + _notes(purse)
        pension = state.pension[seat]
        is_roller = seat == state.roller
        others_stake = others_unbet = 0
        if is_roller and self.style.weigh_opponents:
            for other in range(state.num_players):
                if other != seat:
                    others_stake += money.value(state.stake[other])
                    others_unbet += money.value(state.purse[other])
        goal, cushion, bonus = self.goal, self.style.cushion, state.board.decision_bonus

        def u(w: float) -> float:
            return utility(w, goal, gamma, cushion)

        def worth(colour: str, passes: int) -> float:
            effect = effects[colour]
            unbet = purse_v + passes * pension
            if effect.kind == "win":
                return u(unbet + stake_v * (1 + effect.factor))
            if effect.kind == "lose_stake":
                return u(unbet)
            if effect.kind == "lose_unbet":
                return u(stake_v)
            both = unbet + stake_v
            if not is_roller:
                return u(both)
            outcomes = (
                both - notes,
                unbet,
                stake_v,
                both + bonus,
                both + others_stake,
                both + others_unbet,
            )
            return sum(u(w) for w in outcomes) / 6

        return worth

    def value_of(self, stake: Pieces, purse: Pieces, bystander_dist: odds.OutcomeDist) -> float:
        state = self.state
        worth = self.worth_fn(self.seat, stake, purse, self.gamma)
        if self.seat == state.roller:
            return odds.with_reject(state.pos, self.board, worth)[1]
        return odds.expected(bystander_dist, worth)

    def bystander_dist(self) -> odds.OutcomeDist:
        """Where a non-roller expects the pawn: a fresh move, or (hard) the roller's
        predicted reject policy for the stake the roller is expected to make."""
        state = self.state
        plain = odds.outcomes(state.pos, self.board)
        if not self.style.weigh_opponents or self.seat == state.roller:
            return plain
        roller = state.roller
        pieces = list(state.purse[roller])
        money.add_into(pieces, state.stake[roller])
        predictor = Planner(state, roller, NORMAL)
        stake, purse = predictor.best_split(pieces, plain)
        worth = predictor.worth_fn(roller, stake, purse, NORMAL.gamma)
        return tuple(odds.with_reject(state.pos, self.board, worth)[0].items())

    def worths(self, acts: Sequence[Action]) -> dict[Action, float] | None:
        """What each of ``acts`` leaves the seat's money worth as a sure sum, where the
        planner can value them all (``None`` where not: buying a pension).

        A stake grows piece by piece and never shrinks, so a piece staked is worth the best
        stake that still holds it (of those ``best_split`` tries, and the stake as it is
        then); a throw kept or thrown again is worth its exact odds."""
        state, seat = self.state, self.seat
        if state.phase == "choose":
            first = state.first_throw
            assert first is not None
            worth = self.worth_fn(seat, state.stake[seat], state.purse[seat], self.gamma)
            keep = odds.expected(odds.outcomes(state.pos, self.board, first), worth)
            again = odds.expected(odds.outcomes(state.pos, self.board), worth)
            utilities = {rules.Accept(): keep, rules.Reject(): again}
            if not all(act in utilities for act in acts):
                return None
            return {act: sure_sum(utilities[act], self.gamma, self.style.cushion) for act in acts}
        pieces = list(state.purse[seat])
        money.add_into(pieces, state.stake[seat])
        dist = self.bystander_dist()
        stakes = candidate_stakes(pieces)
        values: dict[Action, float] = {}
        for act in acts:
            after = list(state.stake[seat])
            if isinstance(act, rules.Stake):
                after[DENOMINATIONS.index(act.value)] += act.count
            elif not isinstance(act, rules.Done):
                return None
            held = [s for s in stakes if all(a <= b for a, b in zip(after, s, strict=True))]
            best = max(
                self.value_of(stake, [h - s for h, s in zip(pieces, stake, strict=True)], dist)
                for stake in [after, *held]
            )
            values[act] = sure_sum(best, self.gamma, self.style.cushion)
        return values

    def best_split(self, pieces: Pieces, dist: odds.OutcomeDist) -> tuple[Pieces, Pieces]:
        """The stake (a sub-multiset of ``pieces``) with the best expected utility."""
        best: tuple[float, Pieces, Pieces] | None = None
        for stake in candidate_stakes(pieces):
            purse = [h - s for h, s in zip(pieces, stake, strict=True)]
            v = self.value_of(stake, purse, dist)
            if best is None or v > best[0] + 1e-12:
                best = (v, stake, purse)
        assert best is not None
        return best[1], best[2]


def candidate_stakes(pieces: Pieces) -> list[Pieces]:
    """Stakes near each fraction of the total, taken greedily from the highest pieces
    (deduplicated; the empty stake is always among them)."""
    total = money.value(pieces)
    found: dict[tuple[int, ...], Pieces] = {}  # the first of equal stakes, in order
    for fraction in FRACTIONS:
        target = round(total * fraction)
        stake = money.empty()
        for index in range(len(DENOMINATIONS) - 1, -1, -1):
            take = min(pieces[index], target // DENOMINATIONS[index])
            stake[index] = take
            target -= take * DENOMINATIONS[index]
        found.setdefault(tuple(stake), stake)
    return list(found.values())


class MillionBot(Clockless):
    """The ``normal`` and ``hard`` levels (see the module docstring).

    A stake is laid piece by piece, so the same plan is asked for once per piece; it is
    remembered under everything it depends on (a small cache, cleared when it grows).
    """

    def __init__(self, style: Style) -> None:
        self.style = style
        self._plans: dict[tuple[object, ...], Pieces] = {}

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, rules.MillionenspielState)
        if state.phase == "opening":
            return rules.Roll()
        planner = Planner(state, seat, self.style)
        if state.phase == "choose":
            return self._accept_or_reject(planner)
        return self._bet(planner, state.legal_actions())

    def advise(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        time_limit: float | None = None,
        weigh: tuple[Action, ...] = (),
    ) -> Advice:
        """The move, worked out from the dice's exact odds (nothing sampled, nothing timed).
        Asked to ``weigh`` moves (the review), each with the move's worth as a sure sum
        (``WORTH``), best first, where it can value them all; a hint says only "exact
        odds": beside the one move it shows, a sure sum would compare nothing."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return Advice(legal[0], reason=FORCED)
        move = self.choose(state, seat, rng)
        if not weigh:
            return Advice(move, reason=EXACT_ODDS)
        assert isinstance(state, rules.MillionenspielState)
        figures = Planner(state, seat, self.style).worths([move, *weigh])
        if figures is None:
            return Advice(move, reason=EXACT_ODDS)
        weighed = sorted(figures.items(), key=lambda item: item[0] != move)
        weighed.sort(key=lambda item: item[1], reverse=True)
        return Advice(move, tuple(weighed), WORTH)

    def _accept_or_reject(self, planner: Planner) -> Action:
        state, seat = planner.state, planner.seat
        worth = planner.worth_fn(seat, state.stake[seat], state.purse[seat], planner.gamma)
        first = state.first_throw
        assert first is not None
        keep = odds.keep_is_better(state.pos, planner.board, first, worth)
        return rules.Accept() if keep else rules.Reject()

    def _bet(self, planner: Planner, legal: list[Action]) -> Action:
        state, seat = planner.state, planner.seat
        buys = [a for a in legal if isinstance(a, rules.BuyPension)]
        total = state.total(seat)
        price = state.next_pension_price(seat)
        if buys and price is not None and price <= self.style.pension_share * total:
            # Pay with the fewest pieces, keeping the small ones for fine stakes.
            return min(buys, key=lambda a: (sum(a.pay), [-c for c in reversed(a.pay)]))
        pieces = list(state.purse[seat])
        money.add_into(pieces, state.stake[seat])
        # The bettor's pieces move from purse to stake one by one; only their sum counts.
        others = tuple(
            (tuple(state.purse[s]), tuple(state.stake[s]))
            for s in range(state.num_players)
            if s != seat
        )
        key = (state.pos, state.roller, seat, tuple(pieces), others, tuple(state.pension))
        target = self._plans.get(key)
        if target is None:
            if len(self._plans) > 512:
                self._plans.clear()
            target, _ = planner.best_split(pieces, planner.bystander_dist())
            self._plans[key] = target
        for index in range(len(DENOMINATIONS) - 1, -1, -1):
            need = min(target[index] - state.stake[seat][index], state.purse[seat][index])
            if need > 0:
                return rules.Stake(DENOMINATIONS[index], need)
        return rules.Done()


def make_bot(level: str, budget: int | None = None) -> RandomBot | MillionBot:
    """``easy`` random, ``normal`` and ``hard`` analytic (``budget`` is not needed)."""
    if level == "easy":
        return RandomBot()
    if level == "normal":
        return MillionBot(NORMAL)
    return MillionBot(HARD)
