"""Guillotine bots: easy (random), normal (one-ply lookahead on a heuristic), hard (search).

Every level only ever receives a determinized state (``parlour.ai.base.decide``), so
looking at "other hands" or the deck here means looking at a guess, never at the truth.

- ``light_policy`` is the cheap rule of thumb used inside the hard level's playouts: collect
  unless a card brings a clearly better noble to the front, aim harmful cards at the leader,
  take the best noble offered.
- ``NormalBot`` tries every legal action on a copy of the (determinized) state, follows its
  own follow-up choices of the same card, and scores the result with ``evaluate``: its lead
  over the others, the cards left in hand, and what the next player is about to collect.
- ``hard`` is ``parlour.ai.search.LookaheadBot``: it weighs normal's three best moves on a few
  determinizations each, plays ``light_policy`` a short way ahead for every seat on the
  guessed cards and judges with ``evaluate``, so it sees what the others are likely to do
  next, which normal ignores. Playing whole games out with ``light_policy`` instead (a
  plain ``SearchBot``) lost to normal: the playouts were too crude to beat its evaluation.
"""

from __future__ import annotations

import random

from parlour.ai.base import Bot, Clockless
from parlour.ai.random_bot import RandomBot
from parlour.ai.search import LookaheadBot
from parlour.engine import Action, GameState
from parlour.games.guillotine import actions, decisions, targets
from parlour.games.guillotine.rules import GuillotineState
from parlour.games.guillotine.scoring import score

#: Hard level: determinizations per decision unless a budget is given. At 4 seats three
#: others move between two of its turns, and 8 left a move's worth to the luck of the
#: guesses: one hard seat against normal won 26.0 % of 400 games (seeds 50000-50399), no
#: better than the fair 25 %; with 32 it won 30.8 % [26.5, 35.5] of the same games, against
#: normal's 23.1 % a seat (``benchmarks/strength.py``). A decision costs about 30 ms of CPU
#: on average, 100 ms at most.
HARD_SAMPLES = 32
#: Hard level: how many of the normal level's best moves it weighs.
HARD_WIDTH = 3
#: Hard level: how far each trial looks ahead, in decisions per seat.
HARD_HORIZON = 3
#: What one action card in hand is worth, in points, for the heuristics.
CARD_VALUE = 0.8
#: How much of the next player's coming gain counts against us.
LEAVE_WEIGHT = 0.4
#: Cards whose player choice hurts the chosen player.
HARMFUL = {
    "after_you",
    "tough_crowd",
    "clerical_error",
    "missed",
    "missing_heads",
    "infighting",
    "lack_of_support",
    "rush_job",
    "information_exchange",
}


class Gains:
    """How many points a noble would add to a seat's score right now, on one state that
    does not change meanwhile: each seat's score and each (seat, noble) gain are computed
    once. A playout step asks for the same few gains many times, and scoring whole piles
    is most of a playout's cost."""

    def __init__(self, state: GuillotineState) -> None:
        self.state = state
        self._base: dict[int, int] = {}
        self._gain: dict[tuple[int, str], int] = {}

    def __call__(self, seat: int, noble: str) -> int:
        key = (seat, noble)
        value = self._gain.get(key)
        if value is None:
            state = self.state
            base = self._base.get(seat)
            if base is None:
                base = self._base[seat] = state.score_of(seat)
            value = score(state.cat, [*state.piles[seat], noble], state.face_up[seat]) - base
            self._gain[key] = value
        return value


def leader(state: GuillotineState, seat: int, choices: list[int]) -> int:
    """The strongest player among ``choices`` other than ``seat`` (``seat`` if alone)."""
    others = [s for s in choices if s != seat]
    if not others:
        return choices[0]
    return max(others, key=lambda s: (state.score_of(s), len(state.hands[s])))


def _evaluate(state: GameState, seat: int) -> float:
    assert isinstance(state, GuillotineState)
    return evaluate(state, seat)


def evaluate(state: GuillotineState, seat: int) -> float:
    """A static value of ``state`` for ``seat``: score lead, cards in hand, and the noble the
    next collector will take (bad for us unless it is us)."""
    scores = [state.score_of(s) for s in range(state.num_players)]
    best_other = max(sc for s, sc in enumerate(scores) if s != seat)
    value = scores[seat] - best_other + CARD_VALUE * len(state.hands[seat])
    if state.over or not state.line:
        return value
    nxt = state.current
    if state.pending is not None and state.pending.seat == seat and nxt == seat:
        return value
    upcoming = Gains(state)(nxt, state.line[0])
    return value - LEAVE_WEIGHT * upcoming if nxt != seat else value + LEAVE_WEIGHT * upcoming


def _forward_target(
    state: GuillotineState, gains: Gains, seat: int, card: str
) -> tuple[int, int] | None:
    """For a card that moves nobles forward: (best index it can bring to the front, gain)."""
    info = state.cat.actions[card]
    best: tuple[int, int] | None = None
    if info.effect == "move" and info.direction == "forward":
        indices = [
            i
            for i in targets.movable(state.cat, state.line, info)
            if i - info.max <= 0 <= i - info.min
        ]
    elif info.effect == "to_front":
        indices = targets.front_choices(state.cat, state.line, info)
    else:
        return None
    for index in indices:
        value = gains(seat, state.line[index])
        if best is None or value > best[1]:
            best = (index, value)
    return best


def light_policy(state: GameState, rng: random.Random) -> Action:
    """A cheap, sensible move (the hard level's playouts)."""
    assert isinstance(state, GuillotineState)
    legal = state.legal_actions()
    p = state.pending
    if len(legal) == 1 or p is None:
        return legal[0]
    seat = p.seat
    gains = Gains(state)
    if isinstance(p, decisions.AskPlay):
        return _light_play(state, gains, seat, legal, rng)
    if isinstance(p, decisions.AskNoble):
        assert p.card is not None
        return _light_noble(state, gains, seat, p.card, legal)
    if isinstance(p, decisions.AskPlace):
        places = [a for a in legal if isinstance(a, actions.ChoosePlace)]
        return min(places, key=lambda a: a.index)
    if isinstance(p, decisions.AskArrange):
        nobles = [a for a in legal if isinstance(a, actions.ChooseNoble)]
        return max(nobles, key=lambda a: gains(seat, state.line[a.index]))
    if isinstance(p, decisions.AskPlayer | decisions.AskClown):
        seats = [a.seat for a in legal if isinstance(a, actions.ChoosePlayer)]
        if isinstance(p, decisions.AskClown) or p.card in HARMFUL:
            return actions.ChoosePlayer(leader(state, seat, seats))
        return actions.ChoosePlayer(seat if seat in seats else rng.choice(seats))
    if isinstance(p, decisions.AskPilePick | decisions.AskDeckPick):
        picks = [a for a in legal if isinstance(a, actions.PickNoble)]
        return max(picks, key=lambda a: gains(seat, a.card))
    if isinstance(p, decisions.AskInterrupt):
        collector = p.collector_seat
        if collector == seat:  # the collector is asked too: never shuffle away his own take
            return actions.Pass()
        return actions.Interrupt() if gains(collector, state.line[0]) >= 4 else actions.Pass()
    if isinstance(p, decisions.AskEndgame):
        plays = [a for a in legal if isinstance(a, actions.Play)]
        return plays[0] if plays else actions.Done()
    return rng.choice(legal)


def _light_play(
    state: GuillotineState, gains: Gains, seat: int, legal: list[Action], rng: random.Random
) -> Action:
    """Estimate each card without copying the state: what it lets us collect instead of the
    front noble, what it leaves the next player, minus the card itself."""
    line = state.line
    nxt = (seat + 1) % state.num_players

    def mine(index: int) -> int:
        return gains(seat, line[index]) if index < len(line) else 0

    def theirs(index: int) -> int:
        return gains(nxt, line[index]) if index < len(line) else 0

    front = mine(0)
    base = front - LEAVE_WEIGHT * theirs(1)
    best: tuple[float, Action] = (0.0, actions.Collect())
    for act in legal:
        if not isinstance(act, actions.Play):
            continue
        info = state.cat.actions[act.card]
        eff = info.effect
        target = _forward_target(state, gains, seat, act.card)
        if target is not None:
            value = target[1] - LEAVE_WEIGHT * theirs(0 if target[0] != 0 else 1) - base
        elif eff == "fountain":
            value = 2.0
        elif eff == "support":
            count = sum(1 for n in state.piles[seat] if state.cat.nobles[n].colour == info.colour)
            value = count + 0.5
        elif eff == "tough_crowd":
            value = 1.5
        elif eff == "double_feature":
            value = mine(1) - LEAVE_WEIGHT * (theirs(2) - theirs(1))
        elif eff in ("move", "bribed_guards", "after_you", "fled_to_england", "clothing_swap"):
            # Get rid of the front noble: we collect the second one instead.
            value = mine(1) - LEAVE_WEIGHT * theirs(2) - base if len(line) > 1 else -9.0
        elif eff == "political_influence":
            value = 3 * CARD_VALUE - base
        else:
            value = rng.random() - 0.5
        value -= CARD_VALUE
        if value > best[0]:
            best = (value, act)
    return best[1]


def _light_noble(
    state: GuillotineState, gains: Gains, seat: int, card: str, legal: list[Action]
) -> Action:
    nobles = [a for a in legal if isinstance(a, actions.ChooseNoble)]
    info = state.cat.actions[card]
    if info.effect in ("move", "to_front") and info.direction != "backward":
        target = _forward_target(state, gains, seat, card)
        if target is not None:
            return actions.ChooseNoble(target[0])
        return max(nobles, key=lambda a: gains(seat, state.line[a.index]) - a.index)
    if info.effect == "clothing_swap" or info.effect == "fled_to_england":
        return min(nobles, key=lambda a: gains(seat, state.line[a.index]) + a.index)
    # Backward: push the front noble away when the next one is better for us.
    line = state.line
    if (
        len(line) > 1
        and actions.ChooseNoble(0) in nobles
        and gains(seat, line[0]) < gains(seat, line[1])
    ):
        return actions.ChooseNoble(0)
    return min(nobles, key=lambda a: (gains(seat, state.line[a.index]), a.index))


def _own_follow_up(state: GuillotineState, seat: int) -> bool:
    """Whether ``seat`` must still make a choice of the card it just played."""
    p = state.pending
    return (
        p is not None
        and p.seat == seat
        and not isinstance(p, decisions.AskPlay | decisions.AskEndgame)
    )


class NormalBot(Clockless):
    """One-ply lookahead: every action (with the same card's follow-up choices of this seat)
    is tried on a copy and scored with ``evaluate``."""

    level = "normal"

    def __init__(self, max_follow_ups: int = 2) -> None:
        self.max_follow_ups = max_follow_ups

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return self.ranked(state, seat, rng)[0]

    def ranked(self, state: GameState, seat: int, rng: random.Random) -> list[Action]:
        """Every legal action, the one this level plays first (equal values keep the
        rules' order). The hard level searches the first few."""
        assert isinstance(state, GuillotineState)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal
        p = state.pending
        if isinstance(p, decisions.AskInterrupt):
            first = self._interrupt(state, seat, p.collector_seat)
            return [first, *(a for a in legal if a != first)]
        values = [self._value(state, act, seat, self.max_follow_ups) for act in legal]
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        return [legal[i] for i in order]

    def _value(self, state: GuillotineState, act: Action, seat: int, depth: int) -> float:
        sample = state.clone()
        sample.apply_trusted(act)
        if depth > 0 and _own_follow_up(sample, seat):
            follow = sample.legal_actions()
            return max(self._value(sample, a, seat, depth - 1) for a in follow)
        return evaluate(sample, seat)

    @staticmethod
    def _interrupt(state: GuillotineState, seat: int, collector: int) -> Action:
        """Shuffle when the collector is about to take far more than an average noble
        (or, if we collect, far less)."""
        line = state.line
        gain = Gains(state)
        average = sum(gain(collector, n) for n in line) / len(line)
        front = gain(collector, line[0])
        if collector == seat:
            return actions.Interrupt() if front < average - 2 else actions.Pass()
        return actions.Interrupt() if front > average + 2 else actions.Pass()


def make_bot(level: str, budget: int | None = None) -> Bot:
    """``easy`` random, ``normal`` lookahead heuristic, ``hard`` search (``budget``
    determinizations per decision, each trying normal's best few moves; capped at one
    second)."""
    if level == "easy":
        return RandomBot()
    if level == "normal":
        return NormalBot()
    return LookaheadBot(
        rank=NormalBot().ranked,
        rollout_policy=light_policy,
        evaluate=_evaluate,
        samples=budget if budget is not None else HARD_SAMPLES,
        width=HARD_WIDTH,
        horizon=HARD_HORIZON,
        time_limit=1.0,
    )
