"""MONOPOLY Das Kartenspiel bots: easy (random, but goes out), normal and hard (a collector).

``easy`` plays a uniformly random legal move, except that it always goes out when it can:
a random player would otherwise hardly ever end a round, and every round would stall.

``normal`` is a plain collector. It values a hand by what it would lay out now (the exact
scorer, as a non-ender, so a held Chance counts as worth keeping only for going out) plus a
share of every incomplete group it is collecting, growing with how much of the group it
holds. It goes out whenever it can; otherwise it draws, unless some trade (or neutral swap)
raises its hand's worth by more than what it gives away; it discards, puts back and passes
the card whose loss costs the least. ``hard`` is the same collector for now: the search
level comes from the AI work of issue 11, and this module says so rather than pretend.

The bots read only what their seat may know: their own hand and the public piles. They
receive a determinized state, whose other hands are guesses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from parlour.ai.base import Bot, Clockless
from parlour.ai.random_bot import RandomBot
from parlour.engine import Action, GameState
from parlour.games.monopoly_kartenspiel.actions import (
    Discard,
    Draw,
    GoOut,
    PassCard,
    SwapNeutral,
    Trade,
)
from parlour.games.monopoly_kartenspiel.cards import Catalogue
from parlour.games.monopoly_kartenspiel.rules import MonopolyState
from parlour.games.monopoly_kartenspiel.scoring import best_layout

#: How much of an incomplete group's value a collector counts, at its last missing card.
PROMISE = 0.6
#: What keeping a Chance card is worth to a collector that hopes to go out with it.
CHANCE_WORTH = 150
#: A trade must gain this much over drawing blind (the cards given away help another).
TRADE_MARGIN = 100


def hand_worth(cards: Sequence[str], cat: Catalogue) -> float:
    """What ``cards`` lay out now, plus the promise of the groups being collected."""
    plain = [card for card in cards if cat.kind_of(card) != "chance"]
    worth = float(best_layout(plain, cat, ender=False).value)
    worth += CHANCE_WORTH * (len(cards) - len(plain))
    held: dict[str, int] = {}
    for card in plain:
        if cat.kind_of(card) == "property":
            gid = cat.group_of(card)
            held[gid] = held.get(gid, 0) + 1
    for gid, count in held.items():
        group = cat.groups[gid]
        if count < group.min_size:
            worth += PROMISE * group.value(group.min_size) * (count / group.min_size) ** 2
    return worth


class CollectorBot(Clockless):
    """The ``normal`` heuristic (see the module docstring); ``hard`` uses it for now."""

    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, MonopolyState)
        legal = state.legal_actions()
        if GoOut() in legal:
            return GoOut()
        cat = state.cat
        hand = state.hands[seat]
        discards = [a for a in legal if isinstance(a, Discard | PassCard)]
        if state.phase in ("discard", "put_back", "pass"):
            return max(discards, key=lambda a: hand_worth(_without(hand, _card(a)), cat))
        best: Action | None = None
        best_gain = float("-inf")
        base = hand_worth(hand, cat)
        for act in legal:
            gained = _gain(state, seat, act)
            if gained is None:
                continue
            gain = hand_worth(hand + gained, cat) - base
            if gain > best_gain:
                best, best_gain = act, gain
        if Draw() in legal and (best is None or best_gain <= TRADE_MARGIN):
            return Draw()
        if best is not None:
            return best
        others = [a for a in legal if not isinstance(a, Discard)]
        return rng.choice(others or legal)


def _card(act: Action) -> str:
    assert isinstance(act, Discard | PassCard)
    return act.card


def _without(hand: Sequence[str], card: str) -> list[str]:
    rest = list(hand)
    rest.remove(card)
    return rest


def _gain(state: MonopolyState, seat: int, act: Action) -> list[str] | None:
    """The public cards ``act`` brings into ``seat``'s hand (``None``: not a trade)."""
    if isinstance(act, Trade):
        return state.piles[act.seat][-act.count :]
    if isinstance(act, SwapNeutral):
        return state.neutral[act.pile][-1:]
    return None


def make_bot(level: str, budget: int | None = None) -> Bot:
    """``easy``: random but goes out; ``normal`` and ``hard``: the collector."""
    if level == "easy":
        return GoingOutRandomBot()
    return CollectorBot(level)


class GoingOutRandomBot(RandomBot):
    """A random legal move, but always going out when it may."""

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if GoOut() in legal:
            return GoOut()
        return rng.choice(legal)
