"""MONOPOLY Das Kartenspiel: the rules as the rules help has them.

A round is dealt, then turns go round from the dealer's left until someone goes out, the
stock has been empty for a whole circle, or 15 circles have passed; then the bank pays every
seat (``payout.py``) and the next round is dealt at once. Rounds go on until someone has the
target (10 000; 7 000 with 5–6 players) or the round cap (option ``rounds``) is reached.

Each turn is a chain of small decisions, one *phase* at a time (``phase`` in the view;
``PHASES`` names each one's legal moves and how they are carried out):

- ``turn`` — 2–4 players: draw; or discard one card first (then ``trade_pick``); or trade
  with a seat (``Trade(seat, k)``) or, with 2–3 players, swap with a neutral pile; or go
  out. 5–6 players: trade with a seat (one card each way), or go out.
- ``trade_pick`` — after the optional first discard: the trade itself.
- ``discard`` — down to 10 cards, one card at a time, at the end of a 2–4 player turn
  (a trade partner's surplus goes at the end of his own next turn, whatever he does).
- ``put_back`` — 5–6 players: the player, then his partner, put a hand card back as trade
  card. Each decides his own card.
- ``pass`` — 5–6 players: every seat, one after another from the player, chooses a card to
  pass face down to the left; the cards change hands only when all have chosen, so nobody
  chooses knowing what he gets, and nobody but the two seats sees a passed card. The player
  may go out instead of choosing his card (the rules let him go out after his trade, before
  the passing). The pass starts whether or not he can: a phase of its own for the question,
  entered only when his hand could go out, would tell the table so.

``view(seat)`` is a ``view.MonopolyView`` (see that module for every field). Everything in
it is public except ``hand`` and ``passed_card`` (the viewer's own), ``go_out_value`` and
``go_out_blockers`` (from the viewer's hand). ``known`` tracks, per seat, which cards it
knows to be in which other hand (cards it saw go into a hand by a trade or a neutral swap,
the card it passed left), so that ``determinize`` keeps those where they are and redraws
only the unseen.

Nothing here draws, reads files or keeps a clock.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Mapping
from typing import Any, Self

from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    Option,
    OptionValue,
    Outcome,
    RoundResult,
    RuleError,
    ScoreLine,
    Wording,
    new_rng,
)
from parlour.engine.events import twin
from parlour.engine.fields import (
    FLAG,
    MAPPING,
    NAME,
    RNG,
    VALUE,
    WHOLE,
    Field,
    FieldState,
    converted,
    each,
    fields,
    optional,
)
from parlour.engine.hidden import forget_others, redeal, reseed
from parlour.engine.outcome import top_scorers
from parlour.engine.phases import OVER, Phases
from parlour.games.monopoly_kartenspiel.actions import (
    Discard,
    Draw,
    GoOut,
    PassCard,
    PlayOn,
    SwapNeutral,
    Trade,
    Wait,
)
from parlour.games.monopoly_kartenspiel.cards import Catalogue
from parlour.games.monopoly_kartenspiel.going_out import (
    HAND_SIZE,
    GoOutChoice,
    ender_choice,
    go_out_blockers,
    go_out_choice,
)
from parlour.games.monopoly_kartenspiel.payout import layout_json, pay_round
from parlour.games.monopoly_kartenspiel.view import LastRoundJSON, MonopolyView, Phase

GAME_ID = "monopoly_kartenspiel"
#: Cards dealt to each seat: 10 with a stock (2–4 players), all of them with 5–6.
DEAL = {2: 10, 3: 10, 4: 10, 5: 11, 6: 9}
#: Neutral trade piles of the small tables.
NEUTRAL_PILES = {2: 2, 3: 1}
#: Seats from which every card is dealt and turns are trades only.
BIG_TABLE = 5
BONUS_CARDS = 5
STALL_CIRCLES = 15
TARGET = 10_000
TARGET_BIG_TABLE = 7_000
ROUND_CAPS = (5, 10, 20)
#: The phase older snapshots may stand in: going out after a 5–6 player trade, asked only
#: when the hand could (which told everyone). It reads as the pass that follows it now.
OLD_GO_OUT_PHASE = "go_out"

Known = list[list[list[str]]]
#: Go-out answers per (sorted hand, catalogue, size): a pure function of the cards, so
#: every state, clone and determinization shares them (a bot asks about the same hands
#: again and again).
_go_out_answers = functools.lru_cache(maxsize=100_000)(go_out_choice)


def _ev(
    name: str, audience: frozenset[int] | None = None, barrier: bool = False, **params: Any
) -> Event:
    return Event(f"{GAME_ID}.log.{name}", params, audience, barrier)


def _score_line(reason: str, points: int, **params: int) -> ScoreLine:
    """One line of a round's score sheet: ``points`` scored, and the words for why."""
    return ScoreLine(f"{GAME_ID}.score.{reason}", params, points)


def _phase(data: Any) -> Phase:
    """A snapshot's phase: one with moves, or the end."""
    phase = str(data)
    if phase == OLD_GO_OUT_PHASE:
        return "pass"  # where that question is asked now (nobody has passed yet)
    return PHASES.check(phase)


def _record(data: Mapping[str, Any]) -> LastRoundJSON:
    """A finished round from a snapshot (JSON already has the right shape)."""
    return {
        "number": int(data["number"]),
        "ender": None if data["ender"] is None else int(data["ender"]),
        "ended_by": str(data["ended_by"]),
        "kept": CARDS.load(data["kept"]),
        "surplus": CARDS.load(data["surplus"]),
        "bonus": CARDS.load(data["bonus"]),
        "layouts": list(data["layouts"]),
        "mr_monopoly_seat": (
            None if data["mr_monopoly_seat"] is None else int(data["mr_monopoly_seat"])
        ),
        "points": [int(p) for p in data["points"]],
        "totals": [int(t) for t in data["totals"]],
    }


#: A seat, or nobody.
SEAT = optional(WHOLE)
#: Card names: a stock, a pile.
CARDS = each(NAME)
#: Card names per seat or pile: hands, trade piles, neutral piles.
CARD_ROWS = each(CARDS)
#: What each seat knows of each seat's hand (``Known``).
KNOWLEDGE = each(CARD_ROWS)
#: The finished rounds: a copy shares the records (a finished round never changes), a
#: snapshot writes each record afresh.
HISTORY = Field(
    copy=list,
    dump=lambda history: [dict(record) for record in history],
    load=lambda history: [_record(record) for record in history],
)


#: Each phase's moves and how they are carried out (see the module docstring).
PHASES: Phases[MonopolyState, Phase] = Phases(ends=(OVER,))


class MonopolyState(FieldState, GameState[MonopolyView]):
    """One game of MONOPOLY Das Kartenspiel (see the module docstring)."""

    BUILT_FROM = fields(num_players=WHOLE, options=MAPPING)
    FIELDS = fields(
        hands=CARD_ROWS,
        piles=CARD_ROWS,
        neutral=CARD_ROWS,
        stock=CARDS,
        aside=CARDS,
        passing=each(optional(NAME)),
        totals=each(WHOLE),
        round_no=WHOLE,
        dealer=WHOLE,
        current=WHOLE,
        actor=SEAT,
        phase=converted(VALUE, _phase),
        partner=SEAT,
        turns=WHOLE,
        empty_turns=WHOLE,
        over=FLAG,
        history=HISTORY,
        known=KNOWLEDGE,
        rng=RNG,
    )

    def __init__(
        self,
        catalogue: Catalogue,
        num_players: int,
        options: dict[str, OptionValue],
    ) -> None:
        self.cat = catalogue
        self.num_players = num_players
        self.options = options
        self.rng = random.Random(0)
        n = num_players
        self.round_no = 1
        self.dealer = 0
        self.current = 0
        self.actor: int | None = None
        self.phase: Phase = "turn"
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.piles: list[list[str]] = [[] for _ in range(n)]
        self.neutral: list[list[str]] = [[] for _ in range(NEUTRAL_PILES.get(n, 0))]
        self.stock: list[str] = []  # last = top
        self.aside: list[str] = []  # the ender's surplus, set aside until the next deal
        self.passing: list[str | None] = [None] * n
        self.partner: int | None = None
        self.turns = 0
        self.empty_turns = 0
        self.totals = [0] * n
        self.history: list[LastRoundJSON] = []
        self.known: Known = [[[] for _ in range(n)] for _ in range(n)]
        self.over = False

    # ------------------------------------------------------------------ facts

    @property
    def big_table(self) -> bool:
        return self.num_players >= BIG_TABLE

    @property
    def target(self) -> int:
        return TARGET_BIG_TABLE if self.big_table else TARGET

    @property
    def rounds_cap(self) -> int:
        return int(self.options["rounds"])

    def others(self, seat: int) -> list[int]:
        """Every seat but ``seat``, from his left round the table."""
        n = self.num_players
        return [(seat + step) % n for step in range(1, n)]

    def go_out_size(self, seat: int) -> int:
        """How many cards ``seat`` goes out with: 10, or his whole hand with 5–6 players."""
        return len(self.hands[seat]) if self.big_table else HAND_SIZE

    def go_out(self, seat: int) -> GoOutChoice:
        """The cards ``seat`` would go out with and their lay-out, or ``None``."""
        return _go_out_answers(tuple(sorted(self.hands[seat])), self.cat, self.go_out_size(seat))

    # ------------------------------------------------------------------ contract

    def to_act(self) -> int | None:
        return None if self.over else self.actor

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return [float(t) for t in self.totals]

    def legal_actions(self) -> list[Action]:
        if self.over or self.actor is None:
            return []
        return PHASES.legal_actions(self, self.phase)

    def _seat_to_act(self) -> int:
        assert self.actor is not None, "nobody acts once the game is over"
        return self.actor

    @PHASES.legal("turn")
    def _legal_turn(self) -> list[Action]:
        seat = self._seat_to_act()
        acts: list[Action] = []
        trades = self._trades(seat)
        if self.big_table:
            acts = trades
        else:
            if self.stock:
                acts.append(Draw())
            if self._trade_after_discard(seat):
                acts += self._discards(seat)
            acts += trades
            if not acts:
                acts.append(Wait())
        if self.go_out(seat) is not None:
            acts.append(GoOut())
        return acts

    @PHASES.legal("trade_pick")
    def _legal_trade_pick(self) -> list[Action]:
        return self._trades(self._seat_to_act())

    @PHASES.legal("discard", "put_back")
    def _legal_discard(self) -> list[Action]:
        return self._discards(self._seat_to_act())

    @PHASES.legal("pass")
    def _legal_pass(self) -> list[Action]:
        seat = self._seat_to_act()
        acts: list[Action] = [PassCard(card) for card in self.cat.sorted(self.hands[seat])]
        if self._first_pass(seat) and self.go_out(seat) is not None:
            acts.append(GoOut())
        return acts

    def _discards(self, seat: int) -> list[Action]:
        return [Discard(card) for card in self.cat.sorted(self.hands[seat])]

    def _first_pass(self, seat: int) -> bool:
        """Whether ``seat`` is the player whose turn it is, asked for his pass card: his
        last chance to go out after his trade (the passing starts with him)."""
        return self.phase == "pass" and seat == self.current and self.passing[seat] is None

    def apply(self, action: Action) -> list[Event]:
        """``GameState.apply``, and one move no longer offered: saves from before going
        out was offered with the pass card recorded ``PlayOn`` where the player chose not
        to go out. It was the step into the pass, which is under way now, so it changes
        nothing and such a save replays to the same game."""
        actor = self.actor
        if isinstance(action, PlayOn) and actor is not None and self._first_pass(actor):
            return self._apply(action)
        return super().apply(action)

    def _trades(self, seat: int) -> list[Action]:
        own = len(self.piles[seat])
        acts: list[Action] = []
        if not own:
            return acts
        for other in self.others(seat):
            for count in range(1, min(own, len(self.piles[other])) + 1):
                acts.append(Trade(other, count))
        for index, pile in enumerate(self.neutral):
            if pile:
                acts.append(SwapNeutral(index, False))
                if own >= 2 and self.stock:
                    acts.append(SwapNeutral(index, True))
        return acts

    def _trade_after_discard(self, seat: int) -> bool:
        """Whether a trade is possible once ``seat`` has put a card on his pile."""
        return any(self.neutral) or any(self.piles[o] for o in self.others(seat))

    def _apply(self, action: Action) -> list[Event]:
        return PHASES.apply(self, self.phase, action)

    # ------------------------------------------------------------------ moves

    @PHASES.carry_out("turn", "trade_pick")
    def _play_turn(self, action: Action) -> list[Event]:
        """A move of a turn, or the trade after its optional first discard."""
        events: list[Event] = []
        seat = self._seat_to_act()
        match action:
            case Draw():
                card = self.stock.pop()
                self.hands[seat].append(card)
                events += twin(
                    _ev("draw", barrier=True, seat=seat),
                    _ev("drew", frozenset({seat}), True, card=card),
                )
                self._finish_turn(events)
            case Discard(card=card):  # the optional discard before a trade
                self._onto_pile(seat, card)
                events.append(_ev("discard", seat=seat, card=card))
                self.phase = "trade_pick"
            case Trade(seat=other, count=count):
                self._trade(seat, other, count, events)
            case SwapNeutral(pile=index, double=double):
                self._swap_neutral(seat, index, double, events)
            case GoOut():
                self._go_out(seat, events)
            case Wait():
                events.append(_ev("wait", seat=seat))
                self._finish_turn(events)
            case _:
                raise RuleError(f"not a move of a turn: {action!r}")
        return events

    @PHASES.carry_out("discard")
    def _discard_down(self, action: Action) -> list[Event]:
        """One card of discarding down to 10; the turn ends with the last."""
        if not isinstance(action, Discard):
            raise RuleError(f"not a discard: {action!r}")
        seat = self._seat_to_act()
        self._onto_pile(seat, action.card)
        events = [_ev("discard", seat=seat, card=action.card)]
        if len(self.hands[seat]) <= HAND_SIZE:
            self._next_turn(events)
        return events

    @PHASES.carry_out("put_back")
    def _put_back(self, action: Action) -> list[Event]:
        """5–6 players: the player, then his partner, put a trade card back; then the
        pass begins with the player, who may go out instead (see ``_first_pass``)."""
        if not isinstance(action, Discard):
            raise RuleError(f"not a card put back: {action!r}")
        seat = self._seat_to_act()
        self._onto_pile(seat, action.card)
        if seat == self.current:
            assert self.partner is not None
            self.actor = self.partner
        else:  # nobody has chosen a card to pass yet (``check``: not outside the pass)
            self.phase = "pass"
            self.actor = self.current
        return [_ev("put_back", seat=seat, card=action.card)]

    @PHASES.carry_out("pass")
    def _pass(self, action: Action) -> list[Event]:
        """5–6 players: a card chosen to pass, or the player going out instead."""
        events: list[Event] = []
        seat = self._seat_to_act()
        match action:
            case PassCard(card=card):
                self._choose_pass(seat, card, events)
            case GoOut():
                self._go_out(seat, events)
            case PlayOn():
                pass  # an old save's step into the pass, which is under way (see ``apply``)
            case _:
                raise RuleError(f"not a move of the pass: {action!r}")
        return events

    def _into_hand_openly(self, seat: int, cards: list[str]) -> None:
        """Cards everyone watched go into ``seat``'s hand (a trade, a neutral swap)."""
        self.hands[seat].extend(cards)
        for viewer in self.others(seat):
            self.known[viewer][seat].extend(cards)

    def _onto_pile(self, seat: int, card: str) -> None:
        """``card`` goes from ``seat``'s hand onto his trade pile, for all to see: nobody
        need remember it in his hand any more."""
        self.hands[seat].remove(card)
        for viewer in self.others(seat):
            known = self.known[viewer][seat]
            if card in known:
                known.remove(card)
        self.piles[seat].append(card)

    def _trade(self, seat: int, other: int, count: int, events: list[Event]) -> None:
        given = self.piles[seat][-count:]
        taken = self.piles[other][-count:]
        del self.piles[seat][-count:]
        del self.piles[other][-count:]
        self._into_hand_openly(other, given)
        self._into_hand_openly(seat, taken)
        events.append(
            _ev(
                "trade",
                seat=seat,
                target_seat=other,
                count=count,
                given_cards=tuple(given),
                taken_cards=tuple(taken),
            )
        )
        if self.big_table:
            self.partner = other
            self.phase = "put_back"
            self.actor = seat
        else:
            self._finish_turn(events)

    def _swap_neutral(self, seat: int, index: int, double: bool, events: list[Event]) -> None:
        pile = self.neutral[index]
        taken = pile.pop()
        count = 2 if double else 1
        given = self.piles[seat][-count:]
        del self.piles[seat][-count:]
        pile.extend(given)
        self._into_hand_openly(seat, [taken])
        if double:
            drawn = self.stock.pop()
            self.hands[seat].append(drawn)
            events.append(
                _ev("swap_double", barrier=True, seat=seat, card=taken, given_cards=tuple(given))
            )
            events.append(_ev("drew", frozenset({seat}), True, card=drawn))
        else:
            events.append(_ev("swap", seat=seat, card=taken, given_card=given[0]))
        self._finish_turn(events)

    def _choose_pass(self, seat: int, card: str, events: list[Event]) -> None:
        self.hands[seat].remove(card)
        self.passing[seat] = card
        # Nobody else knows which card left: what they knew of this hand is a guess now.
        for viewer in self.others(seat):
            self.known[viewer][seat].clear()
        left = (seat + 1) % self.num_players
        events += twin(
            _ev("pass_chosen", seat=seat),
            _ev("passing", frozenset({seat}), card=card, target_seat=left),
        )
        if self.passing[left] is None:
            self.actor = left
            return
        events.append(_ev("passed", barrier=True))
        for giver, passed in enumerate(self.passing):
            assert passed is not None
            receiver = (giver + 1) % self.num_players
            self.hands[receiver].append(passed)
            self.known[giver][receiver].append(passed)
            events.append(
                _ev("received", frozenset({receiver}), True, card=passed, from_seat=giver)
            )
        self.passing = [None] * self.num_players
        self._next_turn(events)

    def _finish_turn(self, events: list[Event]) -> None:
        """A 2–4 player turn is over but for discarding down to 10."""
        seat = self.current
        if len(self.hands[seat]) > HAND_SIZE:
            self.phase = "discard"
            self.actor = seat
        else:
            self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        """The turn passes left, unless the round has stalled or its stock ran dry."""
        n = self.num_players
        self.current = (self.current + 1) % n
        if self.turns >= STALL_CIRCLES * n:
            events.append(_ev("stalled", count=STALL_CIRCLES))
            self._end_round(None, "stalled", (), (), (), events)
            return
        if not self.big_table and not self.stock:
            if self.empty_turns >= n:
                events.append(_ev("stock_out"))
                self._end_round(None, "empty_stock", (), (), (), events)
                return
            self.empty_turns += 1
        self.turns += 1
        self.phase = "turn"
        self.actor = self.current
        self.partner = None

    # ------------------------------------------------------------------ round end

    def _ender_keeps(self, seat: int) -> GoOutChoice:
        """The cards ``seat`` goes out with: with a surplus, those that score him most
        once the other hands are laid out (Mr. Monopoly's 1 000 included)."""
        size = self.go_out_size(seat)
        if len(self.hands[seat]) == size:
            return self.go_out(seat)
        others = pay_round(self.hands, self.cat, seat).seats
        rivals_most = max(result.mr_monopoly for s, result in enumerate(others) if s != seat)
        return ender_choice(self.hands[seat], self.cat, size, rivals_most)

    def _go_out(self, seat: int, events: list[Event]) -> None:
        choice = self._ender_keeps(seat)
        assert choice is not None
        kept, layout = choice
        surplus = list(self.hands[seat])
        for card in kept:
            surplus.remove(card)
        surplus = self.cat.sorted(surplus)
        events.append(
            _ev("go_out", barrier=True, seat=seat, cards=kept, count=len(kept), points=layout.value)
        )
        if surplus:
            self.aside.extend(surplus)
            self.hands[seat] = list(kept)
            events.append(_ev("set_aside", seat=seat, cards=tuple(surplus), count=len(surplus)))
        if self.big_table:
            bonus = [card for pile in self.piles for card in pile]
            for pile in self.piles:
                pile.clear()
        else:
            bonus = [self.stock.pop() for _ in range(min(BONUS_CARDS, len(self.stock)))]
        self.hands[seat].extend(bonus)
        events.append(_ev("bonus", barrier=True, seat=seat, cards=tuple(bonus), count=len(bonus)))
        self._end_round(seat, "go_out", kept, tuple(surplus), tuple(bonus), events)

    def _end_round(
        self,
        ender: int | None,
        ended_by: str,
        kept: tuple[str, ...],
        surplus: tuple[str, ...],
        bonus: tuple[str, ...],
        events: list[Event],
    ) -> None:
        payout = pay_round(self.hands, self.cat, ender, kept + bonus)
        points = list(payout.points)
        self.totals = [t + p for t, p in zip(self.totals, points, strict=True)]
        for seat, result in enumerate(payout.seats):
            if result.chance_zero:
                events.append(_ev("chance_zero", seat=seat))
        counts = [result.mr_monopoly for result in payout.seats]
        if payout.mr_monopoly_seat is not None:
            events.append(
                _ev(
                    "mr_monopoly",
                    seat=payout.mr_monopoly_seat,
                    count=max(counts),
                    points=payout.mr_monopoly_value,
                )
            )
        elif max(counts) > 0:
            events.append(_ev("mr_monopoly_shared", count=max(counts)))
        events.append(
            _ev(
                "round_scored",
                barrier=True,  # every hand is laid out for all to see
                round=self.round_no,
                results=[{"seat": s, "points": p} for s, p in enumerate(points)],
            )
        )
        self.history.append(
            {
                "number": self.round_no,
                "ender": ender,
                "ended_by": ended_by,
                "kept": list(kept),
                "surplus": list(surplus),
                "bonus": list(bonus),
                "layouts": [layout_json(result, self.cat) for result in payout.seats],
                "mr_monopoly_seat": payout.mr_monopoly_seat,
                "points": points,
                "totals": list(self.totals),
            }
        )
        if max(self.totals) >= self.target or self.round_no >= self.rounds_cap:
            self.over = True
            self.actor = None
            self.phase = OVER
            events.append(_ev("game_over", round=self.round_no))
            return
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.num_players
        self._deal(events)

    def _deal(self, events: list[Event]) -> None:
        n = self.num_players
        deck = self.cat.all_cards()
        self.rng.shuffle(deck)
        size = DEAL[n]
        self.hands = [deck[seat * size : (seat + 1) * size] for seat in range(n)]
        del deck[: n * size]
        self.piles = [[deck.pop()] for _ in range(n)]
        self.neutral = [[deck.pop()] for _ in range(NEUTRAL_PILES.get(n, 0))]
        self.stock = deck
        self.aside = []
        self.passing = [None] * n
        self.partner = None
        self.known = [[[] for _ in range(n)] for _ in range(n)]
        self.turns = 0
        self.empty_turns = 0
        self.current = self.dealer
        shown = tuple(card for pile in self.piles + self.neutral for card in pile)
        events.append(
            _ev(
                "deal", barrier=True, seat=self.dealer, round=self.round_no, count=size, cards=shown
            )
        )
        self._next_turn(events)

    # ------------------------------------------------------------------ results

    def round_results(self) -> list[RoundResult]:
        return [
            RoundResult(
                number=record["number"],
                points=tuple(float(p) for p in record["points"]),
                totals=tuple(float(t) for t in record["totals"]),
                details=tuple(
                    tuple(self._round_lines(record, seat)) for seat in range(self.num_players)
                ),
                target=float(self.target),
            )
            for record in self.history
        ]

    def _round_lines(self, record: LastRoundJSON, seat: int) -> list[ScoreLine]:
        """Why ``seat`` scored what it did in one round (the lines sum to its points)."""
        layout = record["layouts"][seat]
        if layout["chance_zero"]:
            return [_score_line("chance_zero", 0)]
        lines: list[ScoreLine] = []
        for group in layout["groups"]:
            houses = len(group["houses"])
            lines.append(_score_line(f"group.{group['group']}", group["base"], count=houses))
            tokens = len(group["tokens"])
            hotel = group["value"] - group["base"] * (1 + tokens)
            if group["hotel"] is not None:
                lines.append(_score_line("hotel", hotel))
            if tokens:
                lines.append(_score_line("tokens", group["base"] * tokens, count=tokens))
        if layout["go"]:
            go = len(layout["go"])
            lines.append(_score_line("go", go * self.cat.go_value, count=go))
        if record["mr_monopoly_seat"] == seat:
            count = len(layout["mr_monopoly"])
            lines.append(_score_line("mr_monopoly", self.cat.mr_monopoly_value, count=count))
        return lines

    def progress(self) -> float:
        """The finished rounds plus how far the current one has come, so that a game
        in its first round does not read "0 %" in the load list."""
        if self.over:
            return 1.0
        by_rounds = (self.round_no - 1 + self._round_progress()) / self.rounds_cap
        by_points = max(self.totals) / self.target
        return max(0.0, min(1.0, max(by_rounds, by_points)))

    def _round_progress(self) -> float:
        """How far the round has come, 0 to 1: the share of its stock drawn, or of the
        turns before it stalls, whichever is further (5–6 players have no stock)."""
        n = self.num_players
        dealt_stock = len(self.cat.all_cards()) - n * (DEAL[n] + 1) - NEUTRAL_PILES.get(n, 0)
        by_stock = 1.0 - len(self.stock) / dealt_stock if dealt_stock > 0 else 0.0
        by_turns = self.turns / (STALL_CIRCLES * n)
        return max(0.0, min(1.0, max(by_stock, by_turns)))

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        scores = self.scores()
        winners = top_scorers(scores, self.teams())
        points = max(self.totals)
        if len(winners) > 1:
            decided = Wording(f"{GAME_ID}.decided.shared", {"points": points})
        elif points >= self.target:
            decided = Wording(f"{GAME_ID}.decided.target", {"points": points})
        else:
            decided = Wording(
                f"{GAME_ID}.decided.rounds", {"points": points, "round": self.round_no}
            )
        lines = tuple(
            tuple(
                ScoreLine(
                    f"{GAME_ID}.score.round", {"round": record["number"]}, record["points"][seat]
                )
                for record in self.history
            )
            for seat in range(self.num_players)
        )
        return Outcome(tuple(scores), winners, decided, lines)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> MonopolyView:
        n = self.num_players
        own = 0 <= seat < n
        acting = own and self.actor == seat and not self.over
        must = 0
        if acting and self.phase == "discard":
            must = len(self.hands[seat]) - HAND_SIZE
        elif acting and self.phase == "put_back":
            must = 1
        choice: GoOutChoice = None
        blockers: list[str] | None = None
        if acting and (self.phase == "turn" or self._first_pass(seat)):
            choice = self.go_out(seat)
            if choice is None:
                size = self.go_out_size(seat)
                blockers = list(go_out_blockers(self.hands[seat], self.cat, size))
        outcome = self.outcome()  # who won is the outcome's to say
        return {
            "num_players": n,
            "phase": self.phase,
            "round": self.round_no,
            "dealer": self.dealer,
            "current": self.current,
            "to_act": self.to_act(),
            "hand": self.cat.sorted(self.hands[seat]) if own else [],
            "hand_sizes": [len(hand) for hand in self.hands],
            "trade_piles": [list(pile) for pile in self.piles],
            "neutral_piles": [list(pile) for pile in self.neutral],
            "stock_count": len(self.stock),
            "totals": list(self.totals),
            "target": self.target,
            "must_discard": must,
            "go_out_value": None if choice is None else choice[1].value,
            "go_out_blockers": blockers,
            "pending_pass": own and self.phase == "pass" and self.passing[seat] is None,
            "last_round": self.history[-1] if self.history else None,
            "passed_card": self.passing[seat] if own else None,
            "trade_partner": self.partner,
            "turns": self.turns,
            "max_turns": STALL_CIRCLES * n,
            "empty_turns": self.empty_turns,
            "rounds_cap": self.rounds_cap,
            "over": self.over,
            "winners": [] if outcome is None else list(outcome.winners),
            "hands": None,
        }

    def revealed_view(self) -> MonopolyView:
        """The finished game with every hand turned over."""
        view = self.public_view().copy()
        view["hands"] = [self.cat.sorted(hand) for hand in self.hands]
        return view

    # ------------------------------------------------------------------ invariants

    def check(self) -> None:
        """The state is one the rules could have reached: every card exactly once, one
        entry per seat, totals that are the rounds' points added up, and knowledge only
        of cards that are there. A restored snapshot is refused otherwise (a bot's sample
        would fail on it later), and the fuzz tests check every state they reach."""
        self._check_seats()
        self._check_cards()
        self._check_rounds()
        self._check_turn()

    def _check_cards(self) -> None:
        """Every card exactly once, and what a seat knows of another hand is in it:
        ``determinize`` keeps those cards where they are known to be."""
        cards = [c for zone in self.hands + self.piles + self.neutral for c in zone]
        cards += self.stock + self.aside + [c for c in self.passing if c is not None]
        if sorted(cards) != sorted(self.cat.all_cards()):
            raise ValueError("the state does not hold the 60 cards exactly once")
        if self.over:
            return  # the ender's surplus went aside, unseen: what others knew is moot
        for viewer, row in enumerate(self.known):
            for owner, known in enumerate(row):
                if owner == viewer and known:
                    raise ValueError(f"seat {viewer} remembers its own hand")
                if not set(known) <= set(self.hands[owner]) or len(set(known)) < len(known):
                    raise ValueError(f"seat {viewer} knows cards seat {owner} lacks")

    def _check_seats(self) -> None:
        n = self.num_players
        shapes = [len(self.hands), len(self.piles), len(self.passing), len(self.totals)]
        if shapes != [n] * 4 or len(self.neutral) != NEUTRAL_PILES.get(n, 0):
            raise ValueError("the seats do not match the player count")
        if len(self.known) != n or any(len(row) != n for row in self.known):
            raise ValueError("the knowledge does not match the player count")
        for seat in (self.actor, self.partner, self.current, self.dealer):
            if seat is not None and not 0 <= seat < n:
                raise ValueError(f"there is no seat {seat}")

    def _check_rounds(self) -> None:
        """Each finished round has an entry per seat, the totals are its points added to
        those before, and the round played is the one after the last finished."""
        n = self.num_players
        totals = [0] * n
        for number, record in enumerate(self.history, 1):
            sizes = {len(record["points"]), len(record["totals"]), len(record["layouts"])}
            if record["number"] != number or sizes != {n}:
                raise ValueError(f"round {number} is not recorded for every seat")
            totals = [t + p for t, p in zip(totals, record["points"], strict=True)]
            if record["totals"] != totals:
                raise ValueError(f"round {number}'s totals do not add up")
        if self.totals != totals:
            raise ValueError("the totals are not the rounds' points added up")
        if self.round_no != len(self.history) + (0 if self.over else 1):
            raise ValueError(f"round {self.round_no} does not follow the finished rounds")

    def _check_turn(self) -> None:
        """Somebody acts until the game is over; cards are only chosen to pass in a pass."""
        if (self.actor is None) != self.over or (self.phase == OVER) != self.over:
            raise ValueError("somebody must act until the game is over, and nobody after")
        if self.phase != "pass" and any(card is not None for card in self.passing):
            raise ValueError("cards are chosen to pass outside the pass")

    # ------------------------------------------------------------------ samples

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """Redraw what ``seat`` cannot see: the other hands (but the cards it knows are
        there), the cards other seats chose to pass, and the stock's order. What the other
        seats know of hands ``seat`` cannot see is forgotten in the sample: it would tell
        ``seat`` which cards they are."""
        new = self.clone()
        new.rng = reseed(rng)
        others = new.others(seat)
        passed = [card for o in others if (card := new.passing[o]) is not None]
        pool = new.stock + [card for o in others for card in new.hands[o]] + passed

        def pass_another(owner: int, rest: list[str]) -> None:
            if new.passing[owner] is not None:
                new.passing[owner] = rest.pop()

        pinned = {o: new.known[seat][o] for o in others}
        new.stock = redeal(new.hands, pinned, pool, rng, then=pass_another)
        new.known = forget_others(new.known, seat)
        return new


class MonopolyGame(Game):
    """MONOPOLY Das Kartenspiel for 2–6 players."""

    id = GAME_ID
    min_players = 2
    max_players = 6
    options = (Option("rounds", 20, ROUND_CAPS),)

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> MonopolyState:
        self.check_players(num_players)
        state = MonopolyState(self.catalogue, num_players, self.resolve_options(options))
        state.rng = new_rng(seed)
        state._deal([])
        return state

    def state_from_json(self, data: Mapping[str, Any]) -> MonopolyState:
        num_players = int(data["num_players"])
        self.check_players(num_players)
        # The options as the game resolves them: unknown ones refused, defaults filled in.
        options = self.resolve_options(data["options"])
        state = MonopolyState(self.catalogue, num_players, options)
        state.load_fields(data)
        return state
