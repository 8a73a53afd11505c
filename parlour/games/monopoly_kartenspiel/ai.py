"""MONOPOLY Das Kartenspiel bots: easy (random, but goes out), normal (a collector that
reads the table) and hard (a lookahead over the unseen cards).

``easy`` plays a uniformly random legal move, except that it always goes out when it can:
a random player would otherwise hardly ever end a round, and every round would stall.

``normal`` collects. It values a hand by what it would lay out now (the exact scorer, as a
non-ender) plus the promise of every group it is collecting: a share of the group's value
that grows with how much of it is held and shrinks with how many of the missing cards are
known to sit in another hand (cards seen going into a hand by a trade or swap), less a
cost for every card that cannot be laid out (going out needs all ten to fit, and most
rounds that nobody ends go to whoever has the cleanest hand). A Chance card is worth
keeping only while the hand is cheap (another player going out would turn the whole hand
into 0). On its turn it weighs drawing blind (the average gain over every
card it has not seen) against every trade and neutral swap (the public pile tops it would
receive, then the best discards down to 10), and charges a trade for what the cards it
gives away are worth to the partner's known collection. A discard, a put-back or a pass
costs the least hand worth, and avoids cards that the others are known to collect. It goes
out when that is worth it: always when its go-out value is high, when it holds a Chance
card, when the round is getting late, or when its lead in the game is safe; otherwise only
once its hand is worth more than half again what the round's others may have built.

``hard`` is a retuned collector under a search. The collector is normal as a racer
(``HARD_STYLE``): the round's ender scores several times what the others lay out, so a card
that cannot be laid out costs 200 rather than 50, and a hand that holds a Chance card is
valued as its ender would lay it out, the Chance standing in for the card it misses. Normal
sheds a Chance card from a rich hand (another going out would turn the hand into 0); hard
takes it up and goes out with it, which is where most of its edge over normal lies (seeded
screens of the collector alone, one racer against normal at every other seat: 53 % of 200
games at 4 seats, 47 % of 300 at 6). Over it sits ``parlour.ai.search.LookaheadBot``, over
the collector's best few turn moves: each sample redraws every card the seat has not seen
(``decide`` hands it a determinization of its own view), plays every candidate on it with
the same luck, lets a light collector play every seat a few turns on, and judges by the
game totals plus the hands' worth against the others' mean. Going out and which card to let
go stay the collector's call (see ``HardBot``).

Measured against normal (``parlour simulate``, 300 games per table, seeds 0-299, rounds=5,
the default 8 samples, one hard seat and normal at every other): hard wins 83.0 % (95 %
Wilson 78.3-86.8 %) at 2 seats, 46.3 % (40.8-52.0 %) at 4 and 35.7 % (30.5-41.2 %) at 6,
where each normal seat wins 17.0, 17.9 and 12.9 %. On the same games the collector alone
won 45.3 % at 4 seats, level with hard, but 43.8 % at 6: there the search costs part of
its edge. A likely cause: the rollouts' light policy lets go of cards by normal's measure
for every seat, hard's own included, so in a rollout hard passes on the Chance card its
collector would keep.

The bots read only what their seat may know: their own hand, the public piles and what
``known`` says they saw go into other hands. They receive a determinized state, whose other
hands (beyond the known cards) and stock are guesses.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from parlour.ai.base import Bot, Clockless
from parlour.ai.random_bot import RandomBot
from parlour.ai.routed import RoutedSearch
from parlour.ai.search import LookaheadBot
from parlour.engine import Action, GameState
from parlour.games.monopoly_kartenspiel.actions import (
    Discard,
    Draw,
    GoOut,
    PassCard,
    SwapNeutral,
    Trade,
    Wait,
)
from parlour.games.monopoly_kartenspiel.cards import Catalogue
from parlour.games.monopoly_kartenspiel.going_out import HAND_SIZE
from parlour.games.monopoly_kartenspiel.rules import STALL_CIRCLES, MonopolyState
from parlour.games.monopoly_kartenspiel.scoring import best_layout, idle_value
from parlour.games.monopoly_kartenspiel.view import Phase

#: A trade must gain this much over drawing (the cards given away help another).
TRADE_MARGIN = 40
#: Share of what the given cards add to the partner's known collection charged to a trade.
GIFT_COST = 0.5
#: Share of what a discarded card adds to another's known collection charged to it.
FEED_COST = 0.3
#: Go out at once with a layout worth this much.
GO_OUT_VALUE = 1200
#: Go out once this share of the round's turns has gone.
LATE_ROUND = 0.5
#: Hard: determinizations per decision by default, candidates tried and turns per seat.
HARD_SAMPLES = 8
HARD_WIDTH = 3
HARD_HORIZON = 2
#: Hard's time per decision: the search may overrun it by one rollout (tens of ms on a
#: loaded machine), so it stops short of the second a player may wait.
HARD_TIME_LIMIT = 0.9
#: The phases that let a card go (a discard, a put-back, a pass): hard leaves them to
#: normal (see ``HardBot``).
LET_GO_PHASES: tuple[Phase, ...] = ("discard", "put_back", "pass")
#: ``Advice.reason`` there: the cheapest card to let go by the collector's ``drop_costs``.
CHEAPEST_DROP = "cheapest_drop"


# --- what a hand is worth ------------------------------------------------------------------


@dataclass(frozen=True)
class Style:
    """The constants a collector values a hand by (``NORMAL_STYLE``: normal's own)."""

    #: How much of an incomplete group's value a collector counts, at its last missing card.
    promise: float = 0.6
    #: What each card that cannot be laid out costs: going out needs every card to fit.
    dead_cost: float = 50
    #: A missing card known to be in another hand keeps this share of its promise.
    held_elsewhere: float = 0.3
    #: A Chance card in a hand worth less than this is kept for going out; beyond it, the
    #: risk of scoring 0 when someone else goes out outweighs it.
    chance_safe: float = 600
    #: What keeping a Chance card is worth while the hand is cheap.
    chance_worth: float = 150
    #: Value a hand that holds a Chance card as its ender would lay it out, each Chance
    #: standing in where it is worth most (a racer's view: only the ender may use it;
    #: ``chance_safe`` then plays no part).
    chance_wild: bool = False


NORMAL_STYLE = Style()
#: Hard's collector (the module docstring says why): a racer, to whom a Chance card is the
#: wild card it is for the ender.
HARD_STYLE = Style(dead_cost=200, chance_wild=True)


def _as_ender(cards: Sequence[str], cat: Catalogue, style: Style) -> float:
    """What ``cards`` would lay out for the round's ender (each Chance standing in), less
    the cost of the cards even that leaves aside."""
    layout = best_layout(cards, cat, ender=True)
    return layout.value - style.dead_cost * len(layout.set_aside)


def hand_worth(
    cards: Sequence[str],
    cat: Catalogue,
    elsewhere: frozenset[str] = frozenset(),
    style: Style = NORMAL_STYLE,
) -> float:
    """What ``cards`` lay out now plus the promise of the groups being collected.

    ``elsewhere``: cards known to be in other hands (their promise is smaller).
    """
    worth, promises = _worth_parts(frozenset(cards), cat, style)
    if not promises:
        return worth
    # Added in the order the hand first shows each group, as the sum always was: another
    # order could round differently and flip a tie between two discards.
    group_of = cat.group_by_card
    for gid in dict.fromkeys(group_of[c] for c in cards if c in group_of):
        if gid not in promises:
            continue  # complete: laid out, no promise
        promise, missing = promises[gid]
        away = sum(1 for c in missing if c in elsewhere) if elsewhere else 0
        if away:
            promise *= 1 - (1 - style.held_elsewhere) * away / len(missing)
        worth += promise
    return worth


#: A hand's worth without the promises, and each collected group's promise with the
#: cards it still misses.
_Parts = tuple[float, dict[str, tuple[float, tuple[str, ...]]]]
WORTH_CACHE_LIMIT = 50_000


@functools.cache
def _worths(cat: Catalogue, style: Style) -> dict[frozenset[str], _Parts]:
    """The parts of every hand valued so far with ``cat`` and ``style``."""
    return {}


def _worth_parts(cards: frozenset[str], cat: Catalogue, style: Style) -> _Parts:
    """``hand_worth``'s parts that depend on the cards alone, cached (see ``_worths``)."""
    cache = _worths(cat, style)
    parts = cache.get(cards)
    if parts is None:
        if len(cache) >= WORTH_CACHE_LIMIT:
            cache.clear()
        parts = cache[cards] = _compute_parts(cat.sorted(list(cards)), cat, style)
    return parts


def _compute_parts(cards: Sequence[str], cat: Catalogue, style: Style) -> _Parts:
    kinds, group_of = cat.kinds, cat.group_by_card
    plain = [card for card in cards if kinds[card] != "chance"]
    laid, aside = idle_value(plain, cat)
    worth = float(laid) - style.dead_cost * aside
    chances = len(cards) - len(plain)
    if chances and style.chance_wild:
        worth = max(worth, _as_ender(cards, cat, style)) + chances * style.chance_worth
    elif chances:
        worth += chances * (style.chance_worth if laid < style.chance_safe else -laid / 2)
    held: dict[str, int] = {}
    for card in plain:
        gid = group_of.get(card)
        if gid is not None:
            held[gid] = held.get(gid, 0) + 1
    promises = {}
    for gid, count in held.items():
        group = cat.groups[gid]
        need = group.min_size
        if count >= need:
            continue
        promise = style.promise * group.value(need) * (count / need) ** 2
        promises[gid] = (promise, tuple(c for c in group.cards if c not in plain))
    return worth, promises


class _Seat:
    """One seat's view of a (determinized) state: its hand, what it knows others hold,
    and the hand's worth, with the discard choices that need it."""

    def __init__(self, state: MonopolyState, seat: int, style: Style = NORMAL_STYLE) -> None:
        self.state = state
        self.style = style
        self.seat = seat
        self.cat = state.cat
        self.hand = list(state.hands[seat])
        self.known = {o: list(state.known[seat][o]) for o in range(state.num_players) if o != seat}
        self.elsewhere = frozenset(c for cards in self.known.values() for c in cards)
        self.worth = self.value(self.hand)

    def value(self, cards: Sequence[str]) -> float:
        return hand_worth(cards, self.cat, self.elsewhere, self.style)

    def feeding(self, card: str, seats: Sequence[int]) -> float:
        """How much ``card`` would add to the known collection of the best of ``seats``."""
        known = [self.known[other] for other in seats if self.known[other]]
        return max([0.0, *(self.feeding_all(cards, [card]) for cards in known)])

    def feeding_all(self, known: Sequence[str], given: Sequence[str]) -> float:
        """How much ``given`` adds to the collection ``known`` (of another seat)."""
        before = hand_worth(known, self.cat, style=self.style)
        return hand_worth([*known, *given], self.cat, style=self.style) - before

    def drop_costs(self, cards: Sequence[str], feed: Sequence[int]) -> list[tuple[float, str]]:
        """Every card of ``cards`` with what dropping it costs (worth lost, plus what it
        gives ``feed``, the seats that may pick it up), cheapest first."""
        whole = self.value(cards)
        costs = []
        for index, card in enumerate(cards):
            rest = [*cards[:index], *cards[index + 1 :]]
            cost = whole - self.value(rest)
            if feed:
                cost += FEED_COST * self.feeding(card, feed)
            costs.append((cost, card))
        costs.sort()
        return costs

    def after_taking(self, taken: Sequence[str], keep: int) -> float:
        """The worth of the hand after ``taken`` comes in and it is cut to ``keep`` cards."""
        cards = self.hand + list(taken)
        surplus = len(cards) - keep
        if surplus <= 0:
            return self.value(cards)
        dropped = {card for _, card in self.drop_costs(cards, ())[:surplus]}
        return self.value([c for c in cards if c not in dropped])

    def unseen(self) -> list[str]:
        """Every card this seat has not seen: not in its hand, on a pile or known elsewhere."""
        state = self.state
        seen = set(self.hand) | self.elsewhere
        for pile in state.piles + state.neutral:
            seen.update(pile)
        return [c for c in self.cat.all_cards() if c not in seen]

    def draw_gain(self) -> float:
        """The average gain of drawing one card blind and discarding the cheapest."""
        unseen = self.unseen()
        if not unseen:
            return 0.0
        cheapest = self.drop_costs(self.hand, ())[0][0]
        total = 0.0
        for card in unseen:
            total += max(0.0, self.value([*self.hand, card]) - self.worth - cheapest)
        return total / len(unseen)


# --- normal --------------------------------------------------------------------------------


class NormalBot(Clockless):
    """The ``normal`` collector (see the module docstring)."""

    level = "normal"

    def __init__(self, style: Style = NORMAL_STYLE) -> None:
        self.style = style

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return self.ranked(state, seat, rng)[0]

    def ranked(self, state: GameState, seat: int, rng: random.Random) -> list[Action]:
        """Every legal move, best first (hard tries the first few)."""
        assert isinstance(state, MonopolyState)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal
        me = _Seat(state, seat, self.style)
        if state.phase in LET_GO_PHASES:
            drops = self._drops(state, me, legal)
            if GoOut() not in legal:
                return drops
            # 5–6 players: the player's pass card, or going out after his trade instead.
            return [GoOut(), *drops] if _worth_going_out(state, me) else [*drops, GoOut()]
        scores: dict[Action, float] = {}
        draw = me.worth + me.draw_gain() if Draw() in legal else None
        for act in legal:
            if isinstance(act, Trade):
                scores[act] = self._trade_worth(state, me, act)
            elif isinstance(act, SwapNeutral):
                taken = state.neutral[act.pile][-1:]
                worth = me.after_taking(taken, HAND_SIZE)
                if act.double:
                    worth += me.draw_gain()
                scores[act] = worth - TRADE_MARGIN
            elif isinstance(act, Draw):
                assert draw is not None
                scores[act] = draw
            elif isinstance(act, Discard):
                # The discard before a trade: only worth it to be rid of a card.
                scores[act] = me.worth - 2 * TRADE_MARGIN
            elif isinstance(act, Wait):
                scores[act] = me.worth - 3 * TRADE_MARGIN
        order = sorted(scores, key=lambda a: -scores[a])
        if GoOut() in legal:  # first when it is worth it, else right after the best move
            order.insert(0 if _worth_going_out(state, me) else 1, GoOut())
        return order

    @staticmethod
    def _trade_worth(state: MonopolyState, me: _Seat, act: Trade) -> float:
        taken = state.piles[act.seat][-act.count :]
        given = state.piles[me.seat][-act.count :]
        keep = len(me.hand) + 1 if state.big_table else HAND_SIZE
        worth = me.after_taking(taken, keep)
        known = me.known[act.seat]
        gift = me.feeding_all(known, given)
        return worth - GIFT_COST * max(0.0, gift) - TRADE_MARGIN

    @staticmethod
    def _drops(state: MonopolyState, me: _Seat, legal: list[Action]) -> list[Action]:
        """Discards, put-backs and passes: the card that costs least first."""
        feed = state.others(me.seat)  # from his left: a passed card reaches only the first
        if state.phase == "pass":
            feed = feed[:1]
        cards = [a.card for a in legal if isinstance(a, Discard | PassCard)]
        costs = dict((card, cost) for cost, card in me.drop_costs(me.hand, feed))
        ranked = sorted(cards, key=lambda card: (costs[card], card))
        make = PassCard if state.phase == "pass" else Discard
        return [make(card) for card in ranked]


def _worth_going_out(state: MonopolyState, me: _Seat) -> bool:
    """Whether ``me`` should end the round now (it may)."""
    choice = state.go_out(me.seat)
    assert choice is not None
    value = choice[1].value
    if value >= GO_OUT_VALUE or any(me.cat.kinds[c] == "chance" for c in me.hand):
        return True
    if state.turns >= LATE_ROUND * state.num_players * STALL_CIRCLES:
        return True
    totals = state.totals
    rivals = [t for s, t in enumerate(totals) if s != me.seat]
    if totals[me.seat] + value >= state.target and totals[me.seat] + value > max(rivals):
        return True
    # The others' hands, as far as this seat can tell: what it knows they hold.
    threat = max(
        (hand_worth(cards, me.cat, style=me.style) for cards in me.known.values()),
        default=0.0,
    )
    return value >= 1.5 * threat


# --- hard ----------------------------------------------------------------------------------


def _light_policy(state: GameState, rng: random.Random) -> Action:
    """The rollouts' collector, for every seat: go out when possible; take a pile's top
    card when it completes a group; else draw; drop the card that costs least worth."""
    assert isinstance(state, MonopolyState)
    legal = state.legal_actions()
    if GoOut() in legal:
        return GoOut()
    seat = state.actor
    assert seat is not None
    hand = state.hands[seat]
    cat = state.cat
    if state.phase in LET_GO_PHASES:
        kept = _kept(hand, cat, len(hand) - 1)
        card = next(c for c in hand if c not in kept)
        return PassCard(card) if state.phase == "pass" else Discard(card)
    for act in legal:
        top = None
        if isinstance(act, Trade) and act.count == 1:
            top = state.piles[act.seat][-1]
        elif isinstance(act, SwapNeutral) and not act.double:
            top = state.neutral[act.pile][-1]
        if top is not None and _completes(top, hand, cat):
            return act
    if Draw() in legal:
        return Draw()
    return rng.choice(legal)


def _completes(card: str, hand: Sequence[str], cat: Catalogue) -> bool:
    """Whether ``card`` is the last one missing from a group of ``hand``."""
    if cat.kinds[card] != "property":
        return False
    group = cat.groups[cat.group_by_card[card]]
    return sum(1 for c in hand if c in group.cards) == group.min_size - 1


def _evaluate(state: GameState, seat: int, style: Style = NORMAL_STYLE) -> float:
    """Game totals plus the hands' worth, ``seat`` against the mean of the others.

    The mean, not the strongest rival: the others' hands are guesses, and which of them
    looks strongest flips from sample to sample, so a best-rival margin judged a move by
    whom it happened to feed in that guess (at 4 seats that made hard lose to normal).

    A rollout stops after so many decisions, not turns, so a hand may still hold the
    cards of a trade it has not discarded yet: it is judged by the best 10 it will keep,
    or every trade would look as good as the cards it brings in.
    """
    assert isinstance(state, MonopolyState)
    values = []
    for other in range(state.num_players):
        value = float(state.totals[other])
        if not state.over:
            hand = state.hands[other]
            if not state.big_table and len(hand) > HAND_SIZE:
                hand = _kept(hand, state.cat, HAND_SIZE, style)
            value += hand_worth(hand, state.cat, style=style)
        values.append(value)
    mine = values.pop(seat)
    return mine - sum(values) / len(values)


def _kept(hand: Sequence[str], cat: Catalogue, keep: int, style: Style = NORMAL_STYLE) -> list[str]:
    """The ``keep`` cards of ``hand`` a collector keeps, dropping the cheapest one by one."""
    cards = list(hand)
    while len(cards) > keep:
        whole = hand_worth(cards, cat, style=style)
        cheapest = min(
            range(len(cards)),
            key=lambda i: whole - hand_worth([*cards[:i], *cards[i + 1 :]], cat, style=style),
        )
        del cards[cheapest]
    return cards


def make_bot(level: str, budget: int | None = None) -> Bot:
    """``easy``: random but goes out; ``normal``: the collector; ``hard``: lookahead over
    its retuned collector's best moves (``budget`` determinizations per decision, capped at
    one second)."""
    if level == "easy":
        return GoingOutRandomBot()
    if level == "normal":
        return NormalBot()
    return HardBot(samples=budget if budget is not None else HARD_SAMPLES)


class HardBot(RoutedSearch):
    """Lookahead over its collector's choice of what to do on a turn; the rest is the
    collector's call. The collector is normal retuned as a racer (``HARD_STYLE``).

    Going out: whether to end the round is a bet on what the others hold and will draw;
    a few turns of rollout cannot see that far (one more draw always looks a little
    better). Discards, put-backs and passes: which card to let go is what the collector's
    ``drop_costs`` weighs exactly, and rollouts on guessed hands only blur it (in seeded
    4-seat runs, searching them won no more games at twice the time). So the search only
    weighs the turn itself: draw, which trade, which neutral swap. (Rollouts to the end of
    the round, judged by the exact payout, were tried too: in a seeded 60-game 4-seat screen
    they won fewer games than normal itself, at twenty times the time.)
    """

    def __init__(self, samples: int) -> None:
        self.collector = NormalBot(HARD_STYLE)
        search = LookaheadBot(
            rank=self.candidates,
            rollout_policy=_light_policy,
            evaluate=self.judge,
            samples=samples,
            width=HARD_WIDTH,
            horizon=HARD_HORIZON,
            time_limit=HARD_TIME_LIMIT,
        )
        # A hint on a drop names the collector's card and why (the cheapest to let go):
        # it must not show figures of a search hard did not make.
        super().__init__(search, _lets_go, self.collector.choose, CHEAPEST_DROP)

    def judge(self, state: GameState, seat: int) -> float:
        """``_evaluate`` by the collector's own measure of a hand."""
        return _evaluate(state, seat, HARD_STYLE)

    def candidates(self, state: GameState, seat: int, rng: random.Random) -> list[Action]:
        """The collector's ranking: going out alone if it would, else all but that."""
        assert isinstance(state, MonopolyState)
        ranked = self.collector.ranked(state, seat, rng)
        if ranked[0] == GoOut():
            return ranked[:1]
        return [act for act in ranked if act != GoOut()]


def _lets_go(state: GameState) -> bool:
    """A choice of which card to let go (see ``HardBot``), not a forced one."""
    assert isinstance(state, MonopolyState)
    return state.phase in LET_GO_PHASES and len(state.legal_actions()) > 1


class GoingOutRandomBot(RandomBot):
    """A random legal move, but always going out when it may."""

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if GoOut() in legal:
            return GoOut()
        return rng.choice(legal)
