"""Banque Fatale (Stefan Dorra, 1997): auction cards with jetons, push colour values, sell.

The rules follow the rules help (``locales/rules/banque_fatale.en.md``). A round is a chain of small
decisions, one seat at a time:

``choose``  the start player picks one market card to auction (``Choose``);
``bid``     every seat, starting with the start player and going clockwise, builds a
            secret bid jeton by jeton (``AddJeton`` / ``RemoveJeton``) and closes it with
            ``PlaceBid``; bids stay hidden until the last seat has placed its bid, then
            all are revealed together, the card is awarded and the colour values move;
``draft``   starting left of the card's winner, seats take one jeton each from the middle
            (``TakeJeton``); once only one colour is left the rest is dealt round the
            table automatically, since nobody has a choice any more;
``sale``    the start player sells one of his cards except the one just won (``Sell``) or
            keeps them all (``SellNothing``); a start player without a card to sell is
            skipped.

Seats are numbered clockwise; a seat's left neighbour is ``seat + 1``.

Hidden information: each seat's jetons and cash (behind the screen) and every bid until the
reveal. Everything that happens at the table (revealed bids, draft picks, payouts, sales)
is public as events, but the view does not add it up for anybody: like at the real table,
keeping track is up to the player. ``determinize`` therefore treats the others' jetons
and cash as unknown apart from what the view pins down: per colour, the jetons not in the
viewer's hand or the middle are dealt at random among the others, and the money the bank
paid out beyond the viewer's own cash is split at random among them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence, Sized
from dataclasses import dataclass
from typing import Any, Literal, Self, TypedDict

from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    Option,
    OptionValue,
    Outcome,
    RuleError,
    ScoreLine,
    Wording,
    action,
    new_rng,
)
from parlour.engine.fields import FLAG, NAME, RNG, WHOLE, FieldState, each, fields, optional
from parlour.engine.hidden import reseed, shuffled
from parlour.engine.outcome import top_scorers
from parlour.engine.phases import OVER, Phases

GAME_ID = "banque_fatale"
K = GAME_ID + ".log."


# --------------------------------------------------------------------------- actions


@action("banque_fatale.choose")
@dataclass(frozen=True)
class Choose(Action):
    """The start player puts this market card up for auction."""

    card: str


@action("banque_fatale.add_jeton")
@dataclass(frozen=True)
class AddJeton(Action):
    """Put one jeton of ``colour`` from behind the screen into the secret bid."""

    colour: str


@action("banque_fatale.remove_jeton")
@dataclass(frozen=True)
class RemoveJeton(Action):
    """Take one jeton of ``colour`` back out of the secret bid."""

    colour: str


@action("banque_fatale.place_bid")
@dataclass(frozen=True)
class PlaceBid(Action):
    """Close the bid as it is (possibly empty: a bluff)."""


@action("banque_fatale.take_jeton")
@dataclass(frozen=True)
class TakeJeton(Action):
    """Take one jeton of ``colour`` from the middle during redistribution."""

    colour: str


@action("banque_fatale.sell")
@dataclass(frozen=True)
class Sell(Action):
    """Sell this card to the bank at the current value of its piques."""

    card: str


@action("banque_fatale.sell_nothing")
@dataclass(frozen=True)
class SellNothing(Action):
    """Keep every card this round."""


# --------------------------------------------------------------------------- static data


@dataclass(frozen=True)
class Track:
    """The value table: bounds, moves and the payout above ``payout_above``."""

    low: int
    high: int
    start: int
    rise: int
    single_fall: int
    payout_above: int
    reset_to: int
    payout_per_pique: Mapping[int, int]


class BanqueFatale(Game):
    """Static facts read from ``assets/games/banque_fatale/cards.json``."""

    id = GAME_ID
    min_players = 3
    max_players = 4
    options = (Option("worthless_jetons", False),)
    has_secrets = True
    #: The bids, placed in secret one after another, are turned over together.
    public_moments = frozenset({K + "bid"})

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.colours: tuple[str, ...] = tuple(str(c["id"]) for c in data["colours"])
        self.colour_index: dict[str, int] = {c: i for i, c in enumerate(self.colours)}
        self.cards: tuple[str, ...] = tuple(str(c["id"]) for c in data["cards"])
        #: card id -> colour indexes of its piques (the double red card lists red twice)
        self.piques: dict[str, tuple[int, ...]] = {
            str(c["id"]): tuple(self.colour_index[p] for p in c["piques"]) for c in data["cards"]
        }
        self.singles: tuple[str, ...] = tuple(c for c in self.cards if len(self.piques[c]) == 1)
        self.per_player = int(data["jetons_per_player_per_colour"])
        self.per_colour = int(data["jetons_per_colour"])
        t = data["track"]
        self.track = Track(
            low=int(t["min"]),
            high=int(t["max"]),
            start=int(t["start"]),
            rise=int(t["rise"]),
            single_fall=int(t["single_fall"]),
            payout_above=int(t["payout_above"]),
            reset_to=int(t["reset_to"]),
            payout_per_pique={int(k): int(v) for k, v in t["payout_per_pique"].items()},
        )
        # Shared immutable action objects: legal_actions() runs in every playout step.
        self.a_choose = {c: Choose(c) for c in self.cards}
        self.a_sell = {c: Sell(c) for c in self.cards}
        self.a_add = [AddJeton(c) for c in self.colours]
        self.a_remove = [RemoveJeton(c) for c in self.colours]
        self.a_take = [TakeJeton(c) for c in self.colours]
        self.a_place = PlaceBid()
        self.a_keep = SellNothing()

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> BanqueFataleState:
        self.check_players(num_players)
        resolved = self.resolve_options(options)
        worthless = bool(resolved["worthless_jetons"])
        return BanqueFataleState(self, num_players, new_rng(seed), worthless)

    def state_from_json(self, data: Mapping[str, Any]) -> BanqueFataleState:
        try:
            num_players = int(data["num_players"])
            self.check_players(num_players)
            worthless = bool(data["worthless_jetons"])
            # Dealt only to be replaced, field by field, by the saved game.
            state = BanqueFataleState(self, num_players, new_rng(0), worthless)
            state.load_fields(data)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise RuleError(f"not a Banque Fatale state: {exc}") from exc
        return state


# --------------------------------------------------------------------------- the view

#: The phases of a game, in the order a round passes through them, and its end.
Phase = Literal["choose", "bid", "draft", "sale", "over"]

#: A count per colour id, every colour listed (a bid, the middle, the jetons behind a screen).
ColourCounts = dict[str, int]


class BanqueFataleView(TypedDict):
    """What ``view(seat)`` shows, JSON-ready (``seat`` = -1 for an onlooker); ``None`` in a
    per-seat list is a secret of that seat."""

    game: str
    num_players: int
    viewer: int
    phase: Phase
    round: int  # from 1
    rounds_total: int
    start_seat: int
    to_act: int | None
    colours: list[str]  # in track order
    values: ColourCounts  # 2 to 12
    market: list[str]
    stack_size: int
    auction_card: str | None  # the card on offer this round
    owned: list[list[str]]  # public, in order of acquisition
    sold: list[str]
    bid_placed: list[bool]  # who has closed a bid (not what it holds)
    my_bid: ColourCounts | None  # the viewer's own bid while bidding
    revealed_bids: list[ColourCounts] | None  # once this round's bids are turned over
    round_winner: int | None
    won_card: str | None
    middle: ColourCounts  # revealed jetons not yet taken back
    jetons: list[ColourCounts | None]  # behind each screen: only the viewer's own
    cash: list[int | None]  # only the viewer's own
    jetons_in_play: ColourCounts  # 8 per colour with four seats, 6 with three
    paid_out: int  # all the money the bank has paid so far
    worthless_jetons: bool  # the variant
    scores: list[int] | None  # final wealth, once the game is over


# --------------------------------------------------------------------------- the state

#: Each phase's moves and how they are carried out; ``over`` has none.
PHASES: Phases[BanqueFataleState, Phase] = Phases(ends=(OVER,))


class BanqueFataleState(FieldState, GameState[BanqueFataleView]):
    """One game in progress. Colours are indexes into ``game.colours`` internally."""

    #: In the order a snapshot lists them, after the table's size and the variant, which
    #: the state is built with. Each loader turns what a save holds into the types the
    #: rules count with; ``check`` refuses what no loader can see alone (a row of the wrong
    #: length, a card in two places).
    BUILT_FROM = fields(num_players=WHOLE, worthless_jetons=FLAG)
    FIELDS = fields(
        rng=RNG,
        phase=NAME,
        round=WHOLE,
        start=WHOLE,
        actor=optional(WHOLE),
        values=each(WHOLE),
        jetons=each(each(WHOLE)),
        bids=each(each(WHOLE)),
        bid_placed=each(FLAG),
        revealed=optional(each(each(WHOLE))),
        middle=each(WHOLE),
        cash=each(WHOLE),
        paid_out=WHOLE,
        owned=each(each(NAME)),
        market=each(NAME),
        stack=each(NAME),
        sold=each(NAME),
        auction=optional(NAME),
        winner=optional(WHOLE),
    )

    def __init__(
        self, game: BanqueFatale, num_players: int, rng: random.Random, worthless_jetons: bool
    ) -> None:
        """A new game dealt with ``rng``: one single-pique card to each seat, three cards on
        the market, the rest face down, and the start player drawn."""
        self.game = game
        self.num_players = num_players
        n, c = num_players, len(game.colours)
        self.rng = rng
        self.worthless_jetons = worthless_jetons
        singles = list(game.singles)
        rng.shuffle(singles)
        self.owned = [[card] for card in singles[:n]]
        deck = [card for card in game.cards if card not in singles[:n]]
        rng.shuffle(deck)
        self.market = deck[:3]
        self.stack = deck[3:]
        self.sold: list[str] = []
        self.start = rng.randrange(n)
        self.actor: int | None = self.start
        self.phase: Phase = "choose"
        self.round = 1
        self.values = [game.track.start] * c
        self.jetons = [[game.per_player] * c for _ in range(n)]
        self.bids = [[0] * c for _ in range(n)]
        self.bid_placed = [False] * n
        self.revealed: list[list[int]] | None = None
        self.middle = [0] * c
        self.cash = [0] * n
        self.paid_out = 0
        self.auction: str | None = None
        self.winner: int | None = None

    # ----------------------------------------------------------------- queries

    @property
    def rounds_total(self) -> int:
        return len(self.game.cards) - self.num_players

    def jetons_in_play(self) -> int:
        """Jetons per colour in play: 2 per seat (8 with four players, 6 with three)."""
        return self.game.per_player * self.num_players

    def card_value(self, card: str) -> int:
        return sum(self.values[p] for p in self.game.piques[card])

    def stakes(self, seat: int) -> list[int]:
        """Piques per colour among ``seat``'s cards (the double red counts twice)."""
        counts = [0] * len(self.game.colours)
        for card in self.owned[seat]:
            for p in self.game.piques[card]:
                counts[p] += 1
        return counts

    def holding(self, seat: int) -> list[int]:
        """``seat``'s jetons per colour, those behind its screen and those in its bid."""
        return [held + bid for held, bid in zip(self.jetons[seat], self.bids[seat], strict=True)]

    def sale_options(self) -> list[str]:
        """The start player's cards he may sell now (never the one just won)."""
        return [c for c in self.owned[self.start] if c != self.auction]

    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.actor

    def legal_actions(self) -> list[Action]:
        return PHASES.legal_actions(self, self.phase)

    def is_over(self) -> bool:
        return self.phase == OVER

    def wealth(self, seat: int) -> int:
        jetons = 0 if self.worthless_jetons else sum(self.holding(seat))
        return self.cash[seat] + jetons + sum(self.card_value(c) for c in self.owned[seat])

    def scores(self) -> list[float]:
        return [float(self.wealth(seat)) for seat in range(self.num_players)]

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        scores = self.scores()
        winners = top_scorers(scores, self.teams())
        lines = tuple(self._score_lines(seat) for seat in range(self.num_players))
        return Outcome(tuple(scores), winners, self._decided_by(scores, winners), lines)

    def _score_lines(self, seat: int) -> tuple[ScoreLine, ...]:
        jetons = sum(self.holding(seat))
        worthless = self.worthless_jetons
        return (
            ScoreLine(GAME_ID + ".score.cash", {"amount": self.cash[seat]}, self.cash[seat]),
            ScoreLine(
                GAME_ID + (".score.jetons_worthless" if worthless else ".score.jetons"),
                {"count": jetons},
                0 if worthless else jetons,
            ),
            *(
                ScoreLine(
                    GAME_ID + ".score.card",
                    {"card": card, "value": self.card_value(card)},
                    self.card_value(card),
                )
                for card in self.owned[seat]
            ),
        )

    def round_number(self) -> int:
        return self.round

    def progress(self) -> float:
        if self.is_over():
            return 1.0
        step = {"choose": 0.0, "bid": 0.25, "draft": 0.6, "sale": 0.9}[self.phase]
        return min(0.99, (self.round - 1 + step) / self.rounds_total)

    def _decided_by(self, scores: Sequence[float], winners: Sequence[int]) -> Wording:
        if len(winners) > 1:
            return Wording(GAME_ID + ".decided.shared", {"wealth": int(scores[winners[0]])})
        best = winners[0]
        runner_up = max(s for i, s in enumerate(scores) if i != best)
        if not self.worthless_jetons:
            without = [scores[i] - sum(self.jetons[i]) for i in range(self.num_players)]
            if top_scorers(without, self.teams()) != (best,):  # not the sole winner without them
                return Wording(GAME_ID + ".decided.jetons", {"seat": best})
        return Wording(
            GAME_ID + ".decided.wealth", {"seat": best, "margin": int(scores[best] - runner_up)}
        )

    # ----------------------------------------------------------------- the view

    def _colour_map(self, counts: Sequence[int]) -> ColourCounts:
        return dict(zip(self.game.colours, counts, strict=True))

    def view(self, seat: int) -> BanqueFataleView:
        mine = 0 <= seat < self.num_players
        return {
            "game": GAME_ID,
            "num_players": self.num_players,
            "viewer": seat,
            "phase": self.phase,
            "round": self.round,
            "rounds_total": self.rounds_total,
            "start_seat": self.start,
            "to_act": self.to_act(),
            "colours": list(self.game.colours),
            "values": self._colour_map(self.values),
            "market": list(self.market),
            "stack_size": len(self.stack),
            "auction_card": self.auction,
            "owned": [list(cards) for cards in self.owned],
            "sold": list(self.sold),
            "bid_placed": list(self.bid_placed),
            "my_bid": self._colour_map(self.bids[seat]) if mine and self.phase == "bid" else None,
            "revealed_bids": None
            if self.revealed is None
            else [self._colour_map(b) for b in self.revealed],
            "round_winner": self.winner,
            "won_card": self.auction if self.winner is not None else None,
            "middle": self._colour_map(self.middle),
            "jetons": [
                self._colour_map(self.jetons[s]) if s == seat else None
                for s in range(self.num_players)
            ],
            "cash": [self.cash[s] if s == seat else None for s in range(self.num_players)],
            "jetons_in_play": self._colour_map([self.jetons_in_play()] * len(self.game.colours)),
            "paid_out": self.paid_out,
            "worthless_jetons": self.worthless_jetons,
            "scores": [int(s) for s in self.scores()] if self.is_over() else None,
        }

    def revealed_view(self) -> BanqueFataleView:
        """The finished game with every screen lifted: each seat's jetons and cash filled in
        (the last round's bids are already revealed, the fortunes are in ``scores``)."""
        view = self.public_view().copy()
        view["jetons"] = [self._colour_map(held) for held in self.jetons]
        view["cash"] = list(self.cash)
        return view

    # ----------------------------------------------------------------- playing

    def _apply(self, act: Action) -> list[Event]:
        return PHASES.apply(self, self.phase, act)

    @PHASES.legal("choose")
    def _legal_choose(self) -> list[Action]:
        return [self.game.a_choose[c] for c in self.market]

    @PHASES.carry_out("choose")
    def _choose(self, act: Action) -> list[Event]:
        assert isinstance(act, Choose)
        card = act.card
        self.market.remove(card)
        self.auction = card
        self.revealed = None
        self.winner = None
        events = [Event(K + "chosen", {"seat": self.start, "card": card})]
        if self.stack:
            new = self.stack.pop()
            self.market.append(new)
            events.append(Event(K + "market", {"card": new}, barrier=True))
        self.phase = "bid"
        self.actor = self.start
        return events

    @PHASES.legal("bid")
    def _legal_bid(self) -> list[Action]:
        g = self.game
        seat = self.actor
        assert seat is not None
        held, bid = self.jetons[seat], self.bids[seat]
        result: list[Action] = [g.a_add[i] for i, n in enumerate(held) if n]
        result += [g.a_remove[i] for i, n in enumerate(bid) if n]
        result.append(g.a_place)
        return result

    @PHASES.carry_out("bid")
    def _bid(self, act: Action) -> list[Event]:
        seat = self.actor
        assert seat is not None
        if isinstance(act, PlaceBid):
            return self._place_bid(seat)
        assert isinstance(act, AddJeton | RemoveJeton)
        i = self.game.colour_index[act.colour]
        step = 1 if isinstance(act, AddJeton) else -1
        self.jetons[seat][i] -= step
        self.bids[seat][i] += step
        key = "bid_add" if step > 0 else "bid_remove"
        # Only the bidder sees his own jetons move; the others see a closed fist.
        return [Event(K + key, {"seat": seat, "colour": act.colour}, audience=frozenset({seat}))]

    def _place_bid(self, seat: int) -> list[Event]:
        self.bid_placed[seat] = True
        events = [Event(K + "bid_placed", {"seat": seat})]
        following = (seat + 1) % self.num_players
        if following != self.start:
            self.actor = following
            return events
        return events + self._reveal()

    def _reveal(self) -> list[Event]:
        n = self.num_players
        events: list[Event] = []
        self.revealed = [list(b) for b in self.bids]
        for seat in range(n):
            bid = self.bids[seat]
            params = {"seat": seat, "count": sum(bid), **self._colour_map(bid)}
            events.append(Event(K + "bid", params, barrier=True))
            for i, count in enumerate(bid):
                self.middle[i] += count
            self.bids[seat] = [0] * len(bid)
        self.bid_placed = [False] * n
        winner = self.auction_winner(self.revealed, self.start)
        self.winner = winner
        assert self.auction is not None
        self.owned[winner].append(self.auction)
        won = {"seat": winner, "card": self.auction, "count": sum(self.revealed[winner])}
        events.append(Event(K + "won", won))
        events += self._move_values()
        # The draft begins left of the card's winner.
        self.phase = "draft"
        self.actor = (winner + 1) % n
        return events + self._auto_draft()

    @staticmethod
    def auction_winner(bids: Sequence[Sequence[int]], start: int) -> int:
        """Most jetons wins; a tie goes to the tied seat nearest the start player clockwise,
        the start player himself first."""
        n = len(bids)
        totals = [sum(b) for b in bids]
        best = max(totals)
        return min((s for s in range(n) if totals[s] == best), key=lambda s: (s - start) % n)

    def value_changes(self, middle: Sequence[int]) -> list[int]:
        """The new values before payouts: +2 for every colour with the most jetons (at least
        two), -1 for a single jeton, down to the bottom for none; clamped to the track."""
        t = self.game.track
        most = max(middle)
        new = []
        for value, count in zip(self.values, middle, strict=True):
            if count == 0:
                value = t.low
            elif count == 1:
                value -= t.single_fall
            elif count == most:
                value += t.rise
            new.append(min(t.high, max(t.low, value)))
        return new

    def _move_values(self) -> list[Event]:
        t = self.game.track
        events: list[Event] = []
        new = self.value_changes(self.middle)
        # The values all move in one step: one line, each colour a part of it.
        changes = [
            {"colour": colour, "old": old, "value": value}
            for colour, old, value in zip(self.game.colours, self.values, new, strict=True)
            if value != old
        ]
        self.values = new
        if changes:
            events.append(Event(K + "values", {"changes": changes}))
        for i, colour in enumerate(self.game.colours):
            value = self.values[i]
            if value <= t.payout_above:
                continue
            per_pique = t.payout_per_pique[value]
            for seat in range(self.num_players):
                piques = self.stakes(seat)[i]
                if piques:
                    amount = piques * per_pique
                    self.cash[seat] += amount
                    self.paid_out += amount
                    events.append(
                        Event(
                            K + "payout",
                            {
                                "seat": seat,
                                "colour": colour,
                                "count": piques,
                                "amount": amount,
                                "value": value,
                            },
                        )
                    )
            self.values[i] = t.reset_to
            events.append(Event(K + "reset", {"colour": colour, "old": value, "value": t.reset_to}))
        return events

    @PHASES.legal("draft")
    def _legal_draft(self) -> list[Action]:
        return [self.game.a_take[i] for i, n in enumerate(self.middle) if n]

    @PHASES.carry_out("draft")
    def _take(self, act: Action) -> list[Event]:
        assert isinstance(act, TakeJeton)
        seat = self._take_one(self.game.colour_index[act.colour])
        return [Event(K + "took", {"seat": seat, "colour": act.colour}), *self._auto_draft()]

    def _take_one(self, i: int) -> int:
        """The seat to act takes a jeton of colour ``i`` from the middle, and its left
        neighbour is next; returns the seat that took it."""
        seat = self.actor
        assert seat is not None
        self.middle[i] -= 1
        self.jetons[seat][i] += 1
        self.actor = (seat + 1) % self.num_players
        return seat

    def _auto_draft(self) -> list[Event]:
        """With one colour (or nothing) left there is no choice: deal it out and move on."""
        left = [i for i, n in enumerate(self.middle) if n]
        if len(left) > 1:
            return []
        if not left:
            return self._begin_sale()
        # One step, one line: the jetons go round in seat order ("seats" lists who got
        # each one, so the table can fly them one after another).
        i = left[0]
        seats = [self._take_one(i) for _ in range(self.middle[i])]
        params = {"colour": self.game.colours[i], "count": len(seats), "seats": seats}
        return [Event(K + "dealt", params), *self._begin_sale()]

    def _begin_sale(self) -> list[Event]:
        self.phase = "sale"
        self.actor = self.start
        if not self.sale_options():
            return self._end_round()
        return []

    @PHASES.legal("sale")
    def _legal_sale(self) -> list[Action]:
        return [*(self.game.a_sell[c] for c in self.sale_options()), self.game.a_keep]

    @PHASES.carry_out("sale")
    def _sale(self, act: Action) -> list[Event]:
        seat = self.start
        if not isinstance(act, Sell):
            return [Event(K + "kept", {"seat": seat}), *self._end_round()]
        card = act.card
        price = self.card_value(card)
        self.owned[seat].remove(card)
        self.sold.append(card)
        self.cash[seat] += price
        self.paid_out += price
        return [Event(K + "sold", {"seat": seat, "card": card, "price": price}), *self._end_round()]

    def _end_round(self) -> list[Event]:
        if not self.market and not self.stack:
            self.phase = OVER
            self.actor = None
            outcome = self.outcome()
            assert outcome is not None  # the game is over
            winners = outcome.winners
            key = "game_over_shared" if len(winners) > 1 else "game_over"
            return [Event(K + key, {"seat": winners[0], "wealth": self.wealth(winners[0])})]
        self.start = (self.start + 1) % self.num_players
        self.round += 1
        self.phase = "choose"
        self.actor = self.start
        self.auction = None
        self.winner = None
        self.revealed = None
        return [Event(K + "round", {"seat": self.start, "round": self.round})]

    # ----------------------------------------------------------------- copies

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """Redraw what ``seat`` cannot see, keeping everything its view shows.

        - Jetons: per colour, those not behind ``seat``'s screen, not in its own bid and not
          in the middle belong to the others (their screens and closed bids). They are dealt
          to the other seats at random. A seat that has already placed its bid gets a random
          bid of 0 to 4 of its dealt jetons (the bid's content is secret, only "placed" is
          public); a seat still building its bid starts it afresh.
        - Cash: the bank's total payout (public) minus ``seat``'s cash is split at random
          among the others, one million at a time.
        - The face-down stack is shuffled; the generator is reseeded so future draws differ.

        Every pool is taken in an order of its own (jetons by colour, the stack sorted), never
        in the order the hidden things lie, so the sample depends on ``seat``'s view and
        ``rng`` alone.
        """
        copy = self.clone()
        n, c = self.num_players, len(self.game.colours)
        others = [s for s in range(n) if s != seat]
        hidden = [sum(column) for column in zip(*map(self.holding, others), strict=True)]
        for s in others:
            copy.jetons[s] = [0] * c
            copy.bids[s] = [0] * c
        pool = [i for i in range(c) for _ in range(hidden[i])]  # by colour, not by seat
        for owner, colour in zip(rng.choices(others, k=len(pool)), pool, strict=True):
            copy.jetons[owner][colour] += 1
        for s in others:
            if self.phase == "bid" and self.bid_placed[s]:
                held = [i for i in range(c) for _ in range(copy.jetons[s][i])]
                for i in rng.sample(held, min(len(held), rng.randint(0, 4))):
                    copy.jetons[s][i] -= 1
                    copy.bids[s][i] += 1
        hidden_cash = sum(self.cash[s] for s in others)
        copy.cash = [self.cash[s] if s == seat else 0 for s in range(n)]
        for owner in rng.choices(others, k=hidden_cash):
            copy.cash[owner] += 1
        copy.stack = shuffled(copy.stack, rng)
        copy.rng = reseed(rng)
        return copy

    # ----------------------------------------------------------------- invariants

    def check(self) -> None:
        """What no move can break: one entry per seat, one count per colour, every jeton
        and every card in exactly one place, and the bank's payouts all in someone's cash.
        A snapshot that breaks one is damaged; a move that breaks one is a bug."""
        self._check_shape()
        self._check_jetons()
        self._check_money()
        self._check_cards()

    def _check_shape(self) -> None:
        n, c = self.num_players, len(self.game.colours)
        PHASES.check(self.phase)
        per_seat: list[Sized] = [self.jetons, self.bids, self.bid_placed, self.cash, self.owned]
        if self.revealed is not None:
            per_seat.append(self.revealed)
        if any(len(entries) != n for entries in per_seat):
            raise ValueError("one entry per seat expected")
        rows = [self.values, self.middle, *self.jetons, *self.bids, *(self.revealed or [])]
        if any(len(row) != c for row in rows):
            raise ValueError("one count per colour expected")
        seats = range(n)
        if self.start not in seats or (self.winner is not None and self.winner not in seats):
            raise ValueError("a seat beyond the table")
        if (self.actor is None) != (self.phase == OVER) or self.actor not in (None, *seats):
            raise ValueError(f"seat {self.actor} cannot act in phase {self.phase!r}")
        track = self.game.track
        if any(not track.low <= value <= track.high for value in self.values):
            raise ValueError(f"a colour value off the track: {self.values}")

    def _check_jetons(self) -> None:
        counts = [self.middle, *self.jetons, *self.bids]
        if any(count < 0 for row in counts for count in row):
            raise ValueError("a negative number of jetons")
        in_play = self.jetons_in_play()
        if any(sum(column) != in_play for column in zip(*counts, strict=True)):
            raise ValueError("the jetons of a colour do not add up")
        if self.phase != "bid" and (any(map(any, self.bids)) or any(self.bid_placed)):
            raise ValueError("a bid outside the auction")

    def _check_money(self) -> None:
        if any(amount < 0 for amount in self.cash) or sum(self.cash) != self.paid_out:
            raise ValueError("the cash does not add up to what the bank paid out")

    def _check_cards(self) -> None:
        every = [*self.market, *self.stack, *self.sold, *(card for o in self.owned for card in o)]
        if self.phase == "bid" and self.auction is not None:
            every.append(self.auction)  # on offer: in nobody's hands until the reveal
        if sorted(every) != sorted(self.game.cards):
            raise ValueError("the 16 cards are not all accounted for")
