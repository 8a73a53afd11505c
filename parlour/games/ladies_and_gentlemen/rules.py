"""Ladies & Gentlemen: the day cycle as its rules help has it.

The state is a small phase machine. Each phase names who decides now (``current``); the
seat's answer moves the phase on, and ``_advance`` runs everything nobody has to decide
(stocking boutiques, revealing choices, upkeep, the Ball) until someone must decide again.
Secret simultaneous choices (workshop cards, boutique visits) are asked one seat after the
other; each answer is an event for that seat alone, and all are revealed together.

A day: ``workshop`` (each Lady plays a workshop card) → ``grab`` (Gentlemen take resources
or turn tokens until each has a number token) → ``visit`` (Ladies and the Courtesan choose a
boutique) → ``shop`` (boutique by boutique, visitors in number order, the Courtesan second)
→ ``trade`` (Gentlemen sell and fulfil contracts, in number order) → ``give`` (the Courtesan
hands out her purchases) → ``pay`` (Gentlemen pay, refuse or hold, in number order) →
``window`` (half-price window cards, or the gossip discard) → ``keep`` (the Courtesan puts
back all but three unpaid cards) → upkeep. After day six: the Ball, ``over``.

Where everything lies is ``holdings.py``; who sees what, ``views.py``. Nothing here draws,
reads files or keeps a clock.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from typing import Any, Self

from parlour.engine import Action, Event, Game, GameState, Option, OptionValue, RuleError, new_rng
from parlour.engine.events import twin
from parlour.engine.hidden import reseed
from parlour.engine.phases import Phases
from parlour.games.ladies_and_gentlemen import actions, holdings, views
from parlour.games.ladies_and_gentlemen.cards import SERVANT_DECK, Catalogue
from parlour.games.ladies_and_gentlemen.holdings import GAME_ID, NUMBER, Holdings
from parlour.games.ladies_and_gentlemen.views import LadiesView


def _ev(
    name: str, audience: AbstractSet[int] | None = None, barrier: bool = False, **params: Any
) -> Event:
    return Event(
        f"{GAME_ID}.log.{name}",
        params,
        None if audience is None else frozenset(audience),
        barrier,
    )


def half_price(price: int) -> int:
    """Half the price, rounded up to whole £100s."""
    return -(-price // 200) * 100


def _shopping(boutique: int, order: list[int], turn: int) -> holdings.Shopping:
    """The shopping in a boutique as it starts: nobody has taken anything or left yet."""
    return {"b": boutique, "order": order, "turn": turn, "done": [], "servant": [], "took": []}


#: Each phase's legal moves and how they are carried out (``parlour/engine/phases.py``).
PHASES: Phases[LadiesState, holdings.Phase] = Phases()
#: The phases that ask the seats in ``asking`` one after another.
ASKED_IN_TURN: tuple[holdings.Phase, ...] = ("workshop", "visit", "trade", "window")
#: The phases in which the Courtesan parts with the cards she bought.
COURTESAN_PARTS: tuple[holdings.Phase, ...] = ("give", "keep")


class LadiesState(Holdings, GameState[LadiesView]):
    """One game in progress: the phase machine over the holdings (module docstring)."""

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        if self.over or self.current is None:
            return []
        return PHASES.legal_actions(self, self.phase)

    @property
    def _deciding(self) -> int:
        """The seat deciding now: a phase's moves are listed and carried out only while
        one does (``legal_actions`` offers none otherwise)."""
        assert self.current is not None
        return self.current

    def public_choice(self) -> bool:
        """At the exchange every option lies on the table: the face-up resources, the
        face-down tokens and how many each Gentleman took this morning (``grabbed``).
        So a turn with nothing left to choose (only face-down tokens to turn) is made in
        the open at a shared screen, without calling him through the curtain."""
        return self.phase == "grab" and not self.over

    @PHASES.legal("workshop")
    def _legal_workshop(self) -> list[Action]:
        seat = self._deciding
        return [actions.PlayWorkshop(card) for card in sorted(set(self.workshop_hand[seat]))]

    @PHASES.legal("grab")
    def _legal_grab(self) -> list[Action]:
        seat = self._deciding
        acts: list[Action] = []
        if self.grabbed[seat] < self.cat.setup.grab_limit:
            kinds = sorted({tok for tok, up in self.stock if up and not tok.startswith(NUMBER)})
            acts += [actions.Grab(kind) for kind in kinds]
        acts += [actions.Flip(i) for i, (_tok, up) in enumerate(self.stock) if not up]
        return acts

    @PHASES.legal("visit")
    def _legal_visit(self) -> list[Action]:
        seat = self._deciding
        acts: list[Action] = [actions.Visit(b) for b in range(len(self.boutiques))]
        if self.gossip_on and not self.gossip_used[seat]:
            for card in sorted(self.gossip[seat]):
                acts += [actions.GiveGossip(card, t) for t in self.gossip_targets(seat, card)]
        return acts

    @PHASES.legal("shop")
    def _legal_shop(self) -> list[Action]:
        return [*(actions.Take(i) for i in self._takeable(self._deciding)), actions.Done()]

    def _takeable(self, seat: int) -> list[int]:
        """Where in the offer ``seat`` may take a card: anywhere, but one servant a visit."""
        assert self.shop is not None
        cards = self.boutiques[self.shop["b"]]["cards"]
        servant_taken = seat in self.shop["servant"]
        return [i for i, c in enumerate(cards) if not (servant_taken and c in self.cat.servants)]

    @PHASES.legal("trade")
    def _legal_trade(self) -> list[Action]:
        seat = self._deciding
        acts: list[Action] = [
            actions.Sell(r) for r in sorted(self.res[seat]) if self.res[seat][r] > 0
        ]
        acts += [
            actions.Fulfil(i)
            for i, c in enumerate(self.contracts)
            if seat not in c["by"] and not self.missing(seat, c["id"])
        ]
        return [*acts, actions.Done()]

    @PHASES.legal("give")
    def _legal_give(self) -> list[Action]:
        return [*(actions.Hand(g) for g in self.seating.gentlemen), actions.Keep()]

    @PHASES.legal("pay")
    def _legal_pay(self) -> list[Action]:
        seat = self._deciding
        shown = self.presented()
        assert shown is not None
        card, owner = shown
        own = owner == self.seating.lady_of(seat)
        acts: list[Action] = []
        allowed = own or self.paid[seat][1] + 1 <= self.paid[seat][0]
        if allowed and self.money[seat] >= self.cat.price(card):
            acts.append(actions.Pay())
        # A held card is presented again tomorrow evening: on the last day there is none,
        # and the fee would simply be lost (money breaks ties at the Ball).
        tomorrow = self.day < self.cat.setup.days
        if own and tomorrow and self.money[seat] >= self.cat.setup.hold_fee:
            acts.append(actions.Hold())
        return [*acts, actions.Refuse()]

    @PHASES.legal("window")
    def _legal_window(self) -> list[Action]:
        seat = self._deciding
        if self.gossip_on:
            return [
                *(actions.DiscardGossip(c) for c in sorted(self.originals[seat])),
                actions.Done(),
            ]
        card = self.window_card(self.seating.team(seat) or 0)
        acts: list[Action] = []
        if card is not None and self.money[seat] >= half_price(self.cat.price(card)):
            acts.append(actions.BuyWindow())
        return [*acts, actions.Done()]

    @PHASES.legal("keep")
    def _legal_keep(self) -> list[Action]:
        seat = self._deciding
        return [actions.ReturnCard(i) for i in range(len(self.unpaid[seat]))]

    # ------------------------------------------------------------------ carrying out

    def _apply(self, action: Action) -> list[Event]:
        events = PHASES.apply(self, self.phase, action)
        self._advance(events)
        return events

    # --- morning

    @PHASES.carry_out("workshop")
    def _play_workshop(self, action: Action) -> list[Event]:
        assert isinstance(action, actions.PlayWorkshop)
        seat = self._deciding
        self.workshop_hand[seat].remove(action.card)
        self.played[seat] = action.card
        self.ask_i += 1
        return twin(
            _ev("workshop_chosen", seat=seat),
            _ev("workshop_chosen_own", {seat}, seat=seat, card=action.card),
        )

    @PHASES.carry_out("grab")
    def _at_the_exchange(self, action: Action) -> list[Event]:
        seat = self._deciding
        if isinstance(action, actions.Grab):
            event = self._grab(seat, action.resource)
        else:
            assert isinstance(action, actions.Flip)
            event = self._flip(seat, action.index)
        self._next_grabber(seat)
        return [event]

    def _grab(self, seat: int, resource: str) -> Event:
        index = next(i for i, (tok, up) in enumerate(self.stock) if up and tok == resource)
        del self.stock[index]
        self.res[seat][resource] = self.res[seat].get(resource, 0) + 1
        self.grabbed[seat] += 1
        return _ev("grab", seat=seat, resource_card=resource)

    def _flip(self, seat: int, index: int) -> Event:
        token = self.stock[index][0]
        if token.startswith(NUMBER):
            del self.stock[index]
            self.numbers[seat] = int(token[len(NUMBER) :])
            return _ev("number", barrier=True, seat=seat, number=self.numbers[seat])
        self.stock[index][1] = True
        return _ev("flip", barrier=True, seat=seat, resource_card=token)

    def _next_grabber(self, seat: int) -> None:
        waiting = [g for g in self.order if self.numbers[g] is None]
        if not waiting:
            self.current = None
            return
        later = [g for g in waiting if self.order.index(g) > self.order.index(seat)]
        self.current = (later or waiting)[0]

    # --- afternoon

    @PHASES.carry_out("visit")
    def _choose_visit(self, action: Action) -> list[Event]:
        if isinstance(action, actions.GiveGossip):
            return self._give_gossip(self._deciding, action)
        assert isinstance(action, actions.Visit)
        return self._visit(self._deciding, action.boutique)

    def _give_gossip(self, seat: int, act: actions.GiveGossip) -> list[Event]:
        card, target = act.card, act.target
        self.gossip[seat].remove(card)
        if card in self.originals[seat]:
            self.originals[seat].remove(card)
        self.gossip[target].append(card)
        self.gossip_used[seat] = True
        # The target learns a gossip card she could not see: a reveal.
        told = _ev(
            "gossip_own", {seat, target}, barrier=True, seat=seat, target_seat=target, card=card
        )
        return twin(_ev("gossip", seat=seat, target_seat=target), told)

    def _visit(self, seat: int, boutique: int) -> list[Event]:
        self.visit[seat] = boutique
        self.ask_i += 1
        return twin(
            _ev("visit_chosen", seat=seat),
            _ev("visit_chosen_own", {seat}, seat=seat, boutique_card=self._boutique(boutique)),
        )

    def _boutique(self, index: int) -> str:
        return self.cat.setup.boutiques[index]

    @PHASES.carry_out("shop")
    def _in_the_boutique(self, action: Action) -> list[Event]:
        seat = self._deciding
        assert self.shop is not None
        if isinstance(action, actions.Take):
            events = self._take(seat, action.index)
        else:
            assert isinstance(action, actions.Done)
            self.shop["done"].append(seat)
            events = [_ev("leave", seat=seat)]
        self._next_shopper()
        return events

    def _take(self, seat: int, index: int) -> list[Event]:
        assert self.shop is not None
        shop = self.boutiques[self.shop["b"]]
        card = shop["cards"].pop(index)
        if shop["window"] == card:
            shop["window"] = None
        self.unpaid[seat].append(card)
        self.shop["took"].append(seat)
        if card in self.cat.servants:
            self.shop["servant"].append(seat)
            # It lay face up like every card of the offer; taken, it is hers alone.
            return twin(
                _ev("take_servant", seat=seat),
                _ev("take_servant_own", {seat}, seat=seat, card=card),
            )
        # The card lay face up, but once bought it lies unpaid: hidden like every unpaid
        # card (``views.py``), so the public line does not name it.
        return twin(
            _ev("take", seat=seat),
            _ev("take_own", self._sees_unpaid(seat), seat=seat, card=card),
        )

    def _next_shopper(self) -> None:
        """The next visitor round the boutique who has not left it; ``None`` when all left."""
        assert self.shop is not None
        order, done = self.shop["order"], self.shop["done"]
        for step in range(1, len(order) + 1):
            turn = (self.shop["turn"] + step) % len(order)
            seat = order[turn]
            if seat in done:
                continue
            if not self._takeable(seat):  # nothing she may take: she leaves without being asked
                done.append(seat)
                continue
            self.shop["turn"] = turn
            self.current = seat
            return
        self.current = None

    @PHASES.carry_out("trade")
    def _trade(self, action: Action) -> list[Event]:
        seat = self._deciding
        if isinstance(action, actions.Sell):
            return self._sell(seat, action.resource)
        if isinstance(action, actions.Fulfil):
            return self._fulfil(seat, action.index)
        assert isinstance(action, actions.Done)
        self.ask_i += 1
        return [_ev("trade_done", seat=seat)]

    def _sell(self, seat: int, resource: str) -> list[Event]:
        price = self.cat.markets[self.market].prices[resource]
        self._take_resource(seat, resource)
        self._pay_out(seat, price)
        # What he sells and gets for it stays his: with the figure in the public line the
        # log would add up to his secret money.
        return twin(
            _ev("sell", seat=seat),
            _ev("sell_own", {seat}, seat=seat, resource_card=resource, amount=price),
        )

    def _sees_unpaid(self, shopper: int) -> set[int]:
        """Who may know a shopper's unpaid wardrobe card: she and her Gentleman."""
        partner = self.seating.partner(shopper)
        return {shopper} if partner is None else {shopper, partner}

    def _take_resource(self, seat: int, resource: str) -> None:
        self.res[seat][resource] -= 1
        if not self.res[seat][resource]:
            del self.res[seat][resource]
        self.bag[resource] = self.bag.get(resource, 0) + 1

    def _pay_out(self, seat: int, amount: int) -> None:
        self.bank -= amount
        self.money[seat] += amount

    def _pay_in(self, seat: int, amount: int) -> None:
        self.money[seat] -= amount
        self.bank += amount

    def _fulfil(self, seat: int, index: int) -> list[Event]:
        shown = self.contracts[index]
        info = self.cat.contracts[shown["id"]]
        joker = self.cat.setup.joker
        for resource, count in info.resources.items():
            for _ in range(count):
                self._take_resource(seat, resource if self.res[seat].get(resource) else joker)
        first = not shown["by"]
        shown["by"].append(seat)
        if not first:
            self._pay_out(seat, info.bonus)
            return [_ev("bonus", seat=seat, contract_card=info.id, amount=info.bonus)]
        self._pay_out(seat, info.premium)
        amount = info.premium + shown["money"]
        self.money[seat] += shown["money"]
        shown["money"] = 0
        return [_ev("premium", seat=seat, contract_card=info.id, amount=amount)]

    # --- evening

    @PHASES.carry_out("give")
    def _give(self, action: Action) -> list[Event]:
        seat = self._deciding
        card = self.unpaid[seat].pop(0)
        if isinstance(action, actions.Hand):
            self.handed[action.gentleman].append(card)
            # The Gentleman now sees the card (or that it is a servant): a reveal.
            return [_ev("hand", barrier=True, seat=seat, gentleman_seat=action.gentleman)]
        assert isinstance(action, actions.Keep)
        self.kept.append(card)
        return [_ev("keep", seat=seat)]

    @PHASES.carry_out("pay")
    def _settle_presented(self, action: Action) -> list[Event]:
        seat = self._deciding
        if isinstance(action, actions.Hold):
            return self._hold(seat)
        card, owner = self._settle(seat)
        if isinstance(action, actions.Pay):
            return self._pay(seat, card, owner)
        assert isinstance(action, actions.Refuse)
        if owner == self.seating.lady_of(seat):
            self.decks[self.cat.deck_of(card)].append(card)
        else:
            self.kept.append(card)  # back to the Courtesan
        return [_ev("refuse", seat=seat, lady_seat=owner)]

    def _settle(self, seat: int) -> tuple[str, int]:
        """Take the presented card off its place; the caller says where it goes."""
        shown = self.presented()
        assert shown is not None
        card, owner = shown
        if owner == self.seating.lady_of(seat):
            self.unpaid[owner].pop(self.pay_i)
        else:
            self.handed[seat].pop(0)
        return card, owner

    def _pay(self, seat: int, card: str, owner: int) -> list[Event]:
        price = self.cat.price(card)
        self._pay_in(seat, price)
        self.paid[seat][0 if owner == self.seating.lady_of(seat) else 1] += 1
        if card in self.cat.servants:
            self.servants[owner].append(card)
            # Everyone learns that this unpaid card was a servant.
            return [_ev("pay_servant", barrier=True, seat=seat, lady_seat=owner, amount=price)]
        self.wardrobe[owner].append(card)
        if owner == self.seating.courtesan:
            self.gifts[card] = seat
        # A card nobody else had seen is laid face up for all.
        return [_ev("pay", barrier=True, seat=seat, lady_seat=owner, card=card, amount=price)]

    def _hold(self, seat: int) -> list[Event]:
        fee = self.cat.setup.hold_fee
        self._pay_in(seat, fee)
        self.pay_i += 1
        return [_ev("hold", seat=seat, lady_seat=self.seating.lady_of(seat), amount=fee)]

    @PHASES.carry_out("window")
    def _at_the_window(self, action: Action) -> list[Event]:
        seat = self._deciding
        self.ask_i += 1
        if isinstance(action, actions.BuyWindow):
            return self._buy_window(seat)
        if isinstance(action, actions.DiscardGossip):
            self.gossip[seat].remove(action.card)
            self.originals[seat].remove(action.card)
            self.gossip_deck.append(action.card)
            return [_ev("gossip_discard", seat=seat)]
        assert isinstance(action, actions.Done)
        return []

    def _buy_window(self, seat: int) -> list[Event]:
        team = self.seating.team(seat)
        assert team is not None
        shop = self.boutiques[team]
        card = shop["window"]
        shop["cards"].remove(card)
        shop["window"] = None
        price = half_price(self.cat.price(card))
        self._pay_in(seat, price)
        lady = self.seating.lady_of(seat)
        if card in self.cat.servants:
            self.servants[lady].append(card)
            # The servant in the window joins his Lady's, secret from now on.
            return [_ev("window_servant", barrier=True, seat=seat, lady_seat=lady, amount=price)]
        self.wardrobe[lady].append(card)
        return [_ev("window", seat=seat, lady_seat=lady, card=card, amount=price)]

    @PHASES.carry_out("keep")
    def _return_card(self, action: Action) -> list[Event]:
        assert isinstance(action, actions.ReturnCard)
        seat = self._deciding
        card = self.unpaid[seat].pop(action.index)
        self.decks[self.cat.deck_of(card)].append(card)
        return [_ev("return", seat=seat)]

    # ------------------------------------------------------------------ the machine

    def _advance(self, events: list[Event]) -> None:
        """Run everything nobody decides until a seat must decide (or the game is over)."""
        while not self.over and not self._someone_decides():
            self._next_phase(events)

    def _someone_decides(self) -> bool:
        """Set ``current`` for the phase as it stands; whether anyone is left to ask."""
        phase = self.phase
        if phase in ASKED_IN_TURN:
            self.current = self.asking[self.ask_i] if self.ask_i < len(self.asking) else None
        elif phase in COURTESAN_PARTS:
            # The Courtesan hands out every card she bought, and at night puts back all
            # but the few she may keep.
            keeps = 0 if phase == "give" else self.cat.setup.courtesan_keeps
            courtesan = self.seating.courtesan
            waiting = 0 if courtesan is None else len(self.unpaid[courtesan])
            self.current = courtesan if waiting > keeps else None
        elif phase == "pay":
            while self.ask_i < len(self.asking):
                self.current = self.asking[self.ask_i]
                if self.presented() is not None:
                    return True
                self.ask_i += 1
                self.pay_i = 0
            self.current = None
        elif phase == "shop" and self.current is None:
            return self._open_next_boutique()
        return self.current is not None

    def _next_phase(self, events: list[Event]) -> None:
        phase = self.phase
        if phase == "workshop":
            self._stock_boutiques(events)
            self._start_grab(events)
        elif phase == "grab":
            self.order = sorted(self.seating.gentlemen, key=lambda g: self.numbers[g] or 0)
            self._ask("visit", self.seating.shoppers)
        elif phase == "visit":
            self._reveal_visits(events)
            self._ask("shop", [])
            self.shop = None
        elif phase == "shop":
            self.shop = None
            self._ask("trade", self.order)
        elif phase == "trade":
            courtesan = self.seating.courtesan
            self.kept = []
            self._ask("give", [] if courtesan is None else [courtesan])
        elif phase == "give":
            self.paid = [[0, 0] for _ in range(self.num_players)]
            self.pay_i = 0
            self._ask("pay", self.order)
        elif phase == "pay":
            courtesan = self.seating.courtesan
            if courtesan is not None:
                self.unpaid[courtesan] = self.kept + self.unpaid[courtesan]
                self.kept = []
            self._ask("window", self._window_seats())
        elif phase == "window":
            self._ask("keep", [])
        else:
            self._end_day(events)

    def _ask(self, phase: holdings.Phase, seats: list[int]) -> None:
        self.phase, self.asking, self.ask_i, self.current = phase, list(seats), 0, None

    # --- morning, automatic parts

    def start_day(self, events: list[Event]) -> None:
        events.append(_ev("day_start", day=self.day))
        self._ask("workshop", [lady for lady in self.seating.ladies if self.workshop_hand[lady]])

    def _stock_boutiques(self, events: list[Event]) -> None:
        plays = []
        for team, lady in enumerate(self.seating.ladies):
            card = self.played[lady]
            if card is None:
                continue
            self.played[lady] = None
            info = self.cat.workshop[card]
            deck = self.decks[info.deck]
            drawn, self.decks[info.deck] = deck[: info.count], deck[info.count :]
            shop = self.boutiques[team]
            shop["cards"] = drawn
            shop["window"] = drawn[0] if drawn else None
            self.workshop_discard.append(card)
            plays.append({"seat": lady, "card": card, "count": len(drawn)})
            self._draw_workshop(lady, events)
        events.append(_ev("workshop_revealed", barrier=True, plays=tuple(plays)))

    def _draw_workshop(self, lady: int, events: list[Event]) -> None:
        if not self.workshop_deck and self.workshop_discard:
            self.workshop_deck, self.workshop_discard = self.workshop_discard, []
            self.rng.shuffle(self.workshop_deck)
            events.append(_ev("workshop_shuffled", barrier=True, count=len(self.workshop_deck)))
        if self.workshop_deck:
            card = self.workshop_deck.pop(0)
            self.workshop_hand[lady].append(card)
            events.append(_ev("workshop_drawn_own", {lady}, seat=lady, card=card))

    def _start_grab(self, events: list[Event]) -> None:
        self.numbers = [None] * self.num_players
        self.grabbed = [0] * self.num_players
        self.phase, self.current = "grab", self.order[0]
        events.append(_ev("grab_start", seat=self.order[0]))

    # --- afternoon, automatic parts

    def _reveal_visits(self, events: list[Event]) -> None:
        for shop in self.boutiques:
            shop["visitors"] = []
        visits = []
        for seat in self.seating.shoppers:
            b = self.visit[seat]
            assert b is not None
            self.boutiques[b]["visitors"].append(seat)
            visits.append({"seat": seat, "boutique_card": self._boutique(b)})
        events.append(_ev("visits_revealed", barrier=True, visits=tuple(visits)))

    def shop_order(self, visitors: list[int]) -> list[int]:
        """Visitors in the number order of their Gentlemen; the Courtesan always second."""
        courtesan = self.seating.courtesan
        ladies = sorted(
            (s for s in visitors if s != courtesan),
            key=lambda s: self.numbers[self.seating.gentleman_of(s)] or 0,
        )
        if courtesan in visitors:
            ladies.insert(min(1, len(ladies)), courtesan)
        return ladies

    def _open_next_boutique(self) -> bool:
        start = 0 if self.shop is None else self.shop["b"] + 1
        for b in range(start, len(self.boutiques)):
            visitors = self.boutiques[b]["visitors"]
            if not visitors:
                continue
            order = self.shop_order(visitors)
            self.shop = _shopping(b, order, turn=len(order) - 1)  # the first is asked next
            self._next_shopper()
            if self.current is not None:
                return True
        self.shop = _shopping(len(self.boutiques), [], turn=0)  # past the last boutique
        return False

    # --- evening, automatic parts

    def _window_seats(self) -> list[int]:
        seats = []
        for team in range(self.seating.num_teams):
            if self.window_card(team) is None:
                continue
            if self.gossip_on:
                lady = self.seating.lady(team)
                if self.originals[lady]:
                    seats.append(lady)
            else:
                seats.append(self.seating.gentleman(team))
        return seats

    def _end_day(self, events: list[Event]) -> None:
        setup = self.cat.setup
        replaced = []
        raised = 0
        display: list[holdings.ShownContract] = []
        for shown in self.contracts:
            if shown["by"]:
                self.contracts_done.append(shown["id"])
                if self.contract_deck:
                    new = self.contract_deck.pop(0)
                    display.append({"id": new, "money": 0, "by": []})
                    replaced.append(new)
            else:
                shown["money"] += setup.contract_raise
                self.bank -= setup.contract_raise
                raised += 1
                display.append(shown)
        self.contracts = display
        for shop in self.boutiques:
            for card in shop["cards"]:
                self.decks[self.cat.deck_of(card)].append(card)
            shop["cards"], shop["window"], shop["visitors"] = [], None, []
        self.visit = [None] * self.num_players
        self.gossip_used = [False] * self.num_players
        self.numbers = [None] * self.num_players  # back into the stock; ``order`` remembers
        self._refill_stock()
        events.append(
            _ev("day_end", barrier=True, day=self.day, count=raised, amount=setup.contract_raise)
        )
        if replaced:
            events.append(
                _ev("contracts_new", contracts=tuple({"contract_card": c} for c in replaced))
            )
        if self.day >= setup.days:
            self._ball(events)
            return
        self.day += 1
        self.start_day(events)

    def _draw_from_bag(self) -> str | None:
        pool = [r for r in sorted(self.bag) for _ in range(self.bag[r])]
        if not pool:
            return None
        token = self.rng.choice(pool)
        self.bag[token] -= 1
        return token

    def _refill_stock(self) -> None:
        tokens = [tok for tok, _up in self.stock]
        want = self.cat.setup.stock_per_gentleman * self.seating.num_teams
        while len(tokens) < want:
            token = self._draw_from_bag()
            if token is None:
                break
            tokens.append(token)
        tokens += [f"{NUMBER}{k}" for k in range(1, self.seating.num_teams + 1)]
        self.rng.shuffle(tokens)
        self.stock = [[tok, False] for tok in tokens]

    def _ball(self, events: list[Event]) -> None:
        for seat in range(self.num_players):
            for card in self.unpaid[seat] + self.handed[seat]:
                self.decks[self.cat.deck_of(card)].append(card)
            self.unpaid[seat], self.handed[seat] = [], []
        self.over, self.current = True, None
        lines = [{"seat": s, "points": self.elegance_of(s).total} for s in self.seating.shoppers]
        events.append(_ev("ball", barrier=True, ladies=tuple(lines)))
        result = self.ball_result()
        if result.excluded:
            events.append(_ev("scandal", gentleman_seat=result.excluded[0]))
        events.append(_ev(f"won_{result.key}", **dict(result.params)))

    def settled_move(self) -> Action | None:
        """At the exchange with nothing to take (three resources taken, or none face up),
        a Gentleman can only turn face-down tokens, which all look alike: the first one
        stands for any."""
        if self.phase != "grab" or self.over:
            return None
        legal = self.legal_actions()
        if legal and all(isinstance(action, actions.Flip) for action in legal):
            return legal[0]
        return None

    def team_name(self, team: int) -> str | None:
        """A team goes by its boutique's colour (the Courtesan's "team" is herself)."""
        if team >= self.seating.num_teams:
            return None
        return f"{GAME_ID}.team.{self.cat.setup.colours[team]}"

    def seat_role(self, seat: int) -> str:
        return f"{GAME_ID}.role.{self.seating.role(seat)}"

    def check(self) -> None:
        """A phase the machine has (a snapshot's is read as a plain name), then the
        holdings' conservation (``Holdings.check``)."""
        PHASES.check(self.phase)
        super().check()

    # ------------------------------------------------------------------ views & copies

    def view(self, seat: int) -> LadiesView:
        return views.view(self, frozenset({seat}))

    def view_of(self, seats: AbstractSet[int]) -> LadiesView:
        return views.view(self, frozenset(seats))

    def revealed_view(self) -> LadiesView:
        return views.view(self, frozenset(range(self.num_players)), reveal=True)

    def determinize(self, seat: int, rng: random.Random) -> Self:
        other = self.clone()
        views.redraw(other, seat, rng)
        other.rng = reseed(rng)
        return other


class LadiesGame(Game):
    """Ladies & Gentlemen for 4–10 seats: teams of a Lady and her Gentleman, the Courtesan
    at an odd table."""

    id = GAME_ID
    min_players = 4
    max_players = 10
    options = (Option("gossip", False),)
    #: The ladies' workshop cards and boutique visits, chosen in secret one after another,
    #: are shown together.
    public_moments = frozenset(
        {f"{GAME_ID}.log.workshop_revealed", f"{GAME_ID}.log.visits_revealed"}
    )

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> LadiesState:
        self.check_players(num_players)
        cat = self.catalogue
        setup = cat.setup
        state = LadiesState(cat, num_players, self.resolve_options(options))
        rng = state.rng = new_rng(seed)
        seating = state.seating
        teams = seating.num_teams
        for deck in (*cat.decks, SERVANT_DECK):
            state.decks[deck] = cat.deck_cards(deck)
            rng.shuffle(state.decks[deck])
        state.workshop_deck = list(cat.workshop)
        rng.shuffle(state.workshop_deck)
        state.contract_deck = list(cat.contracts)
        rng.shuffle(state.contract_deck)
        state.market = rng.choice(sorted(cat.markets))
        state.boutiques = [{"cards": [], "window": None, "visitors": []} for _ in range(teams)]
        odd = seating.courtesan is not None
        money = setup.courtesan_money[num_players] if odd else setup.money
        shown = setup.courtesan_contracts[num_players] if odd else teams
        for _ in range(shown):
            state.contracts.append({"id": state.contract_deck.pop(0), "money": 0, "by": []})
        prices = cat.markets[state.market].prices
        cheap = sorted(r for r, p in prices.items() if p == 100 and r != setup.joker)
        for g in seating.gentlemen:
            state._pay_out(g, money)
            resource = rng.choice([r for r in cheap if state.bag[r]])
            state.bag[resource] -= 1
            state.res[g][resource] = 1
        for s in seating.shoppers:
            for _ in range(setup.start_servants):
                state.servants[s].append(state.decks[SERVANT_DECK].pop(0))
        for lady in seating.ladies:
            for _ in range(setup.workshop_hand):
                state.workshop_hand[lady].append(state.workshop_deck.pop(0))
        if state.gossip_on:
            state.gossip_deck = list(cat.gossip)
            rng.shuffle(state.gossip_deck)
            for s in seating.shoppers:
                for _ in range(setup.gossip_hand):
                    state.gossip[s].append(state.gossip_deck.pop(0))
                state.originals[s] = list(state.gossip[s])
        state._refill_stock()
        state.order = list(seating.gentlemen)
        rng.shuffle(state.order)  # day 1: a random order for the grab
        events: list[Event] = []
        state.start_day(events)
        state._advance(events)
        return state

    def state_from_json(self, data: Mapping[str, Any]) -> LadiesState:
        try:
            num_players = int(data["num_players"])
            self.check_players(num_players)
            state = LadiesState(self.catalogue, num_players, self.resolve_options(data["options"]))
            state.load_fields(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise RuleError(f"not a ladies_and_gentlemen save: {exc}") from exc
        return state
