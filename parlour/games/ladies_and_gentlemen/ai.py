"""Bots for Ladies & Gentlemen.

``easy`` plays at random. ``normal`` and ``hard`` are, for now, the same simple heuristic for
both roles, a placeholder until a search or a better heuristic is built:

- A Lady (and the Courtesan) visits the boutique with the most elegant card on offer, takes
  that one card if it betters her wardrobe (a dress first while she has none) and leaves;
  she plays the workshop card that stocks the most cards, preferring clothing while she has
  no dress, and passes gossip whenever she may.
- A Gentleman grabs the dearest face-up resource, else turns a token; he fulfils every
  contract he can and sells what no contract on display asks for; in the evening he pays
  for his Lady's cards while he can afford them (else holds them if he can), pays for the
  Courtesan only when the discretion rule allows and he keeps £1 000 in hand, and buys a
  half-price window card whenever he may.

Bots only ever see a determinization (``parlour.ai.base.decide``), so a Lady bot that read
her Gentleman's money would read a guess: these bots never do.
"""

from __future__ import annotations

import random

from parlour.ai.base import Clockless
from parlour.ai.random_bot import RandomBot
from parlour.engine import Action, GameState
from parlour.games.ladies_and_gentlemen.actions import (
    BuyWindow,
    DiscardGossip,
    Done,
    Flip,
    Fulfil,
    GiveGossip,
    Grab,
    Hand,
    Hold,
    Pay,
    PlayWorkshop,
    Refuse,
    ReturnCard,
    Sell,
    Take,
    Visit,
)
from parlour.games.ladies_and_gentlemen.ball import DRESS
from parlour.games.ladies_and_gentlemen.rules import LadiesState

#: What a Gentleman keeps in hand before he pays for the Courtesan.
COURTESAN_RESERVE = 1000


class HeuristicBot(Clockless):
    """The placeholder heuristic of both roles (see the module docstring)."""

    def __init__(self, level: str) -> None:
        self.level = level

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, LadiesState)
        legal = state.legal_actions()
        chooser = getattr(self, f"_{state.phase}")
        choice: Action | None = chooser(state, seat, legal, rng)
        return choice if choice is not None and choice in legal else legal[-1]

    # --- a Lady

    @staticmethod
    def _wants(state: LadiesState, seat: int, card: str) -> float:
        """How much a card betters her wardrobe (0: not at all); servants a little."""
        cat = state.cat
        if card not in cat.wardrobe:
            return 0.5
        info = cat.wardrobe[card]
        owned = [
            cat.wardrobe[c] for c in state.wardrobe[seat] + state.unpaid[seat] if c in cat.wardrobe
        ]
        best = max((c.stars for c in owned if c.item == info.item), default=0)
        gain = float(info.stars - best)
        if info.item == DRESS and not any(c.item == DRESS for c in owned):
            gain += 3
        return gain

    def _workshop(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        dressed = any(state.cat.wardrobe[c].item == DRESS for c in state.wardrobe[seat])

        def worth(act: Action) -> tuple[int, int]:
            assert isinstance(act, PlayWorkshop)
            info = state.cat.workshop[act.card]
            wardrobe = 0 if info.deck == "servants" else 1
            return (wardrobe, info.count + (2 if info.deck == "clothing" and not dressed else 0))

        return max(legal, key=worth)

    def _visit(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        gossip = [a for a in legal if isinstance(a, GiveGossip)]
        if gossip:
            return gossip[0]
        visits = [a for a in legal if isinstance(a, Visit)]

        def worth(act: Action) -> float:
            assert isinstance(act, Visit)
            cards = state.boutiques[act.boutique]["cards"]
            return max(
                (self._wants(state, seat, c) for c in cards if c in state.cat.wardrobe), default=0.0
            )

        # Boutiques are stocked in the morning, before the visit: their offers are public.
        return max(visits, key=worth)

    def _shop(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        if state.shop is not None and seat in state.shop["took"]:
            return Done()  # one card per visit: she cannot see her Gentleman's purse
        cards = state.boutiques[state.shop["b"]]["cards"] if state.shop else []
        takes = [a for a in legal if isinstance(a, Take)]
        scored = [(self._wants(state, seat, cards[a.index]), -a.index, a) for a in takes]
        best = max(scored, default=None, key=lambda t: (t[0], t[1]))
        return best[2] if best is not None and best[0] > 0 else Done()

    def _give(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        hands = [a for a in legal if isinstance(a, Hand)]
        return min(hands, key=lambda a: (len(state.handed[a.gentleman]), a.gentleman), default=None)

    def _keep(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        cards = state.unpaid[seat]
        returns = [a for a in legal if isinstance(a, ReturnCard)]
        return min(returns, key=lambda a: self._wants(state, seat, cards[a.index]), default=None)

    # --- a Gentleman

    def _grab(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        prices = state.cat.markets[state.market].prices
        grabs = [a for a in legal if isinstance(a, Grab)]
        if grabs:
            return max(grabs, key=lambda a: prices[a.resource])
        return rng.choice([a for a in legal if isinstance(a, Flip)])

    def _trade(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        fulfils = [a for a in legal if isinstance(a, Fulfil)]
        if fulfils:
            return max(fulfils, key=lambda a: self._contract_worth(state, a.index))
        wanted = {
            r for shown in state.contracts for r in state.cat.contracts[shown["id"]].resources
        }
        wanted.add(state.cat.setup.joker)
        sells = [a for a in legal if isinstance(a, Sell) and a.resource not in wanted]
        return sells[0] if sells else Done()

    @staticmethod
    def _contract_worth(state: LadiesState, index: int) -> int:
        shown = state.contracts[index]
        info = state.cat.contracts[shown["id"]]
        return info.bonus if shown["by"] else info.premium + shown["money"]

    def _pay(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        shown = state.presented()
        assert shown is not None
        card, owner = shown
        if owner == state.seating.lady_of(seat):
            return Pay() if Pay() in legal else (Hold() if Hold() in legal else Refuse())
        if Pay() in legal and state.money[seat] - state.price(card) >= COURTESAN_RESERVE:
            return Pay()
        return Refuse()

    def _window(
        self, state: LadiesState, seat: int, legal: list[Action], rng: random.Random
    ) -> Action | None:
        for act in legal:
            if isinstance(act, BuyWindow | DiscardGossip):
                return act
        return Done()


def make_bot(level: str, budget: int | None = None) -> RandomBot | HeuristicBot:
    """``easy``: random; ``normal`` and ``hard``: the placeholder heuristic (``budget`` is
    not used: it does not search)."""
    if level == "easy":
        return RandomBot()
    return HeuristicBot(level)
