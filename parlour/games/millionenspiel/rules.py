"""Millionenspiel (Ravensburger 1982): one shared pawn, everybody bets on where it lands.

Rules as in the rules help (``locales/rules/millionenspiel.en.md``). The board (56 fields,
colour effects) comes from ``assets/games/millionenspiel/board.json`` through
:class:`Board`, so this module touches no files. Money is held as pieces per denomination
(:mod:`.money`).

A turn is a chain of small decisions:

* ``opening``: at the start every seat throws both dice (:class:`Roll`); the highest throw
  (ties re-throw among themselves) becomes the first roller.
* ``bet``: seats are asked in betting order (left of the roller first, the roller last).
  The asked seat may first buy the next pension card (:class:`BuyPension`, one exact way
  of paying per action), then adds pieces (:class:`Stake`: one denomination and how many
  of it per action, so a stake is a few small decisions, never a list of combinations) and
  ends with :class:`Done` (with an empty stake that is a pass). Seats without any money
  pass automatically.
* ``choose``: after the last stake the roller's first throw is made at once; he accepts it
  (:class:`Accept`) or throws again (:class:`Reject`). Doubles chain further throws, the
  pawn moves field by field, pensions are paid whenever it reaches or passes the start,
  then all players are settled by the colour reached and the dice pass to the left.

``view(seat)`` (money is public, so every seat sees the same) is a JSON dict, typed
:class:`MillionenspielView`, which says what each key holds.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Self, TypedDict

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
    fields,
    new_rng,
)
from parlour.engine.hidden import reseed
from parlour.engine.phases import OVER, Phases
from parlour.games.millionenspiel import money
from parlour.games.millionenspiel.money import DENOMINATIONS, Pieces

GAME_ID = "millionenspiel"


def _key(name: str) -> str:
    return f"{GAME_ID}.log.{name}"


# --- actions -----------------------------------------------------------------------------


@action("millionenspiel.roll")
@dataclass(frozen=True)
class Roll(Action):
    """Throw both dice in the opening roll that picks the first roller."""


@action("millionenspiel.buy_pension")
@dataclass(frozen=True)
class BuyPension(Action):
    """Buy the next pension card, paying exactly these pieces (counts per denomination)."""

    pay: tuple[int, ...]


@action("millionenspiel.stake")
@dataclass(frozen=True)
class Stake(Action):
    """Put ``count`` pieces of this value (1, 10, …, 100 000) from the purse into the stake."""

    value: int
    count: int = 1


@action("millionenspiel.done")
@dataclass(frozen=True)
class Done(Action):
    """Finish betting; with an empty stake this is "I pass". A stake is final."""


@action("millionenspiel.accept")
@dataclass(frozen=True)
class Accept(Action):
    """The roller keeps his first throw."""


@action("millionenspiel.reject")
@dataclass(frozen=True)
class Reject(Action):
    """The roller throws again; the second throw stands."""


# --- the view ----------------------------------------------------------------------------

#: The phases of a turn (the module docstring), after the opening, and the end.
Phase = Literal["opening", "bet", "choose", "over"]

#: The phases of a turn under way, stakes on the table: the seats bet, then the roller
#: keeps or rejects his throw.
TURN_PHASES: tuple[Phase, ...] = ("bet", "choose")


class OpeningRolls(TypedDict):
    """The opening roll that picks the first roller."""

    rolls: list[list[int] | None]  # per seat: [a, b], or None before the seat threw
    pending: list[int]  # the seats still to throw, the next first


class LastRoll(TypedDict):
    """Where the last settlement left the pawn and what settled it."""

    field: int
    colour: str | None  # None: nobody could bet, the pawn went straight to the start
    die: int | None  # the decision die on black, else None
    roller_seat: int


class Decided(TypedDict):
    """What settled the win: the outcome's wording, a text key and its parameters."""

    key: str
    params: dict[str, int]


class MillionenspielView(TypedDict):
    """What ``view(seat)`` returns, every seat alike (money is public)."""

    phase: Phase
    num_players: int
    turn: int  # completed turns (settlements) so far
    turn_limit: int  # 0 = none
    pos: int  # field index of the pawn (0 = black start field)
    board: list[str]  # 56 colour names (the track, field 0 first)
    roller_seat: int | None  # seat holding the dice (None during the opening)
    bettor_seat: int | None  # seat asked to bet now (None outside the betting)
    order: list[int]  # betting order of this turn (roller last)
    purse: list[list[int]]  # per seat: unbet pieces, counts per denomination (lowest first)
    stake: list[list[int]]  # per seat: staked pieces, counts per denomination
    done: list[bool]  # per seat: whether the seat has finished betting this turn
    totals: list[int]  # per seat: total worth (purse + stake)
    pension: list[int]  # per seat: pension card value (5, 50 or 500)
    bought: bool  # whether the asked seat already bought a card this betting turn
    first_throw: list[int] | None  # [a, b] awaiting accept/reject, else None
    throws: list[list[int]]  # every throw [a, b] of the current (or else the last) move
    rejected: bool  # whether the roller rejected the first throw of that move
    opening: OpeningRolls
    last: LastRoll | None  # the last settlement, None before the first
    million: bool  # whether the coming roll could make somebody a millionaire
    denominations: list[int]  # the piece values, lowest first
    winner_seat: int | None  # the winner once over, else None
    decided: Decided | None  # what settled the win once over (the outcome's), else None


# --- the board ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ColourEffect:
    """What a field colour does at the settlement (from the board data)."""

    kind: str  # "win" | "lose_stake" | "lose_unbet" | "decision"
    factor: int = 0


@dataclass(frozen=True)
class Board:
    """The static game data: track colours, effects, pension ladder, start money."""

    fields: tuple[str, ...]
    effects: Mapping[str, ColourEffect]
    pension_ladder: tuple[int, ...]
    pension_prices: Mapping[int, int]
    start_purse: tuple[int, ...]
    goal: int
    decision_bonus: int

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Board:
        if tuple(data["denominations"]) != DENOMINATIONS:
            raise ValueError("board data denominations differ from the money model")
        effects = {
            name: ColourEffect(str(spec["effect"]), int(spec.get("factor", 0)))
            for name, spec in data["colours"].items()
        }
        track = tuple(str(c) for c in data["fields"])
        if int(data["start"]) != 0 or effects[track[0]].kind != "decision":
            raise ValueError("field 0 must be the black start field")
        if any(c not in effects for c in track):
            raise ValueError("a field has a colour without an effect")
        return cls(
            fields=track,
            effects=effects,
            pension_ladder=tuple(int(v) for v in data["pension_ladder"]),
            pension_prices={int(k): int(v) for k, v in data["pension_prices"].items()},
            start_purse=tuple(int(v) for v in data["start_purse"]),
            goal=int(data["goal"]),
            decision_bonus=int(data["decision_bonus"]),
        )

    @property
    def size(self) -> int:
        return len(self.fields)


# --- the snapshot ------------------------------------------------------------------------


def _dice(data: Any) -> tuple[int, int]:
    a, b = data
    return int(a), int(b)


#: One throw of both dice: a pair in the state, a list in the snapshot.
THROW = fields.Field(fields.VALUE.copy, list, _dice)


# --- the state ---------------------------------------------------------------------------

#: Each phase's moves and how they are carried out (``opening``, ``bet``, ``choose``).
PHASES: Phases[MillionenspielState, Phase] = Phases(ends=(OVER,))


class MillionenspielState(fields.FieldState, GameState[MillionenspielView]):
    """One game of Millionenspiel; the module docstring tells the flow of a turn."""

    #: The snapshot names its game first, so that ``state_from_json`` refuses a save of
    #: another game; then the table's size and the turn limit the state is built with.
    BUILT_FROM = fields.fields(game=fields.NAME, num_players=fields.WHOLE, turn_limit=fields.WHOLE)
    game: ClassVar[str] = GAME_ID
    FIELDS = fields.fields(
        rng=fields.RNG,
        phase=fields.NAME,
        turn=fields.WHOLE,
        pos=fields.WHOLE,
        roller=fields.WHOLE,
        order=fields.each(fields.WHOLE),
        order_index=fields.WHOLE,
        purse=fields.each(fields.each(fields.WHOLE)),
        stake=fields.each(fields.each(fields.WHOLE)),
        pension=fields.each(fields.WHOLE),
        bought=fields.FLAG,
        first_throw=fields.optional(THROW),
        throws=fields.each(THROW),
        rejected=fields.FLAG,
        opening_rolls=fields.each(fields.optional(THROW)),
        opening_pending=fields.each(fields.WHOLE),
        last=fields.optional(fields.MAPPING),
        winner=fields.WHOLE,
        decided=fields.optional(fields.MAPPING),
    )

    def __init__(self, board: Board, num_players: int, rng: random.Random, turn_limit: int):
        self.board = board
        self.num_players = num_players
        self.rng = rng
        self.turn_limit = turn_limit
        self.phase: Phase = "opening"
        self.turn = 0
        self.pos = 0
        self.roller = -1
        self.order: list[int] = []
        self.order_index = 0
        self.purse: list[Pieces] = [list(board.start_purse) for _ in range(num_players)]
        self.stake: list[Pieces] = [money.empty() for _ in range(num_players)]
        self.pension = [board.pension_ladder[0]] * num_players
        self.bought = False
        self.first_throw: tuple[int, int] | None = None
        self.throws: list[tuple[int, int]] = []
        self.rejected = False
        self.opening_rolls: list[tuple[int, int] | None] = [None] * num_players
        self.opening_pending: list[int] = list(range(num_players))
        self.last: LastRoll | None = None
        self.winner = -1
        self.decided: Decided | None = None

    # -- the contract ---------------------------------------------------------------------

    def to_act(self) -> int | None:
        if self.phase == "opening":
            return self.opening_pending[0]
        if self.phase == "bet":
            return self.order[self.order_index]
        if self.phase == "choose":
            return self.roller
        return None

    def legal_actions(self) -> list[Action]:
        return PHASES.legal_actions(self, self.phase)

    def _apply(self, act: Action) -> list[Event]:
        return PHASES.apply(self, self.phase, act)

    @PHASES.legal("opening")
    def _legal_opening(self) -> list[Action]:
        return [Roll()]

    @PHASES.legal("bet")
    def _legal_bet(self) -> list[Action]:
        seat = self.order[self.order_index]
        purse = self.purse[seat]
        actions: list[Action] = [Done()]
        for denom, held in zip(DENOMINATIONS, purse, strict=True):
            actions.extend(Stake(denom, count) for count in range(1, held + 1))
        if not self.bought and not any(self.stake[seat]):
            price = self.next_pension_price(seat)
            if price is not None and money.value(purse) >= price:
                actions.extend(BuyPension(way) for way in money.exact_payments(purse, price))
        return actions

    @PHASES.carry_out("bet")
    def _bet(self, act: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(act, BuyPension):
            self._buy_pension(act.pay, events)
        elif isinstance(act, Stake):
            self._stake(act, events)
        else:
            self._finish_bet(events)
        return events

    @PHASES.legal("choose")
    def _legal_choose(self) -> list[Action]:
        return [Accept(), Reject()]

    @PHASES.carry_out("choose")
    def _choose(self, act: Action) -> list[Event]:
        """Move by the first throw (and on, if it was a double) or throw again, then
        settle the turn."""
        events: list[Event] = []
        first = self.first_throw
        assert first is not None
        self.first_throw = None
        if isinstance(act, Accept):
            events.append(Event(_key("accepted"), {"seat": self.roller}))
            self._move(first[0] + first[1], events)
            if first[0] == first[1]:
                self._chain(events)
        else:
            self.rejected = True
            events.append(Event(_key("rejected"), {"seat": self.roller}))
            self._chain(events)
        self._settle(events)
        return events

    def view(self, seat: int) -> MillionenspielView:
        return {
            "phase": self.phase,
            "num_players": self.num_players,
            "turn": self.turn,
            "turn_limit": self.turn_limit,
            "pos": self.pos,
            "board": list(self.board.fields),
            "roller_seat": None if self.roller < 0 else self.roller,
            "bettor_seat": self.order[self.order_index] if self.phase == "bet" else None,
            "order": list(self.order),
            "purse": [list(p) for p in self.purse],
            "stake": [list(s) for s in self.stake],
            "done": [self.has_bet(s) for s in range(self.num_players)],
            "totals": [self.total(s) for s in range(self.num_players)],
            "pension": list(self.pension),
            "bought": self.bought,
            "first_throw": None if self.first_throw is None else list(self.first_throw),
            "throws": [list(t) for t in self.throws],
            "rejected": self.rejected,
            "opening": {
                "rolls": [None if r is None else list(r) for r in self.opening_rolls],
                "pending": list(self.opening_pending),
            },
            "last": None if self.last is None else self.last.copy(),
            "million": self.phase in TURN_PHASES and self.million_in_reach(),
            "denominations": list(DENOMINATIONS),
            "winner_seat": None if self.winner < 0 else self.winner,
            "decided": self.decided,
        }

    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(self.total(s)) for s in range(self.num_players)]

    def outcome(self) -> Outcome | None:
        if self.phase != OVER or self.decided is None:
            return None
        lines = tuple(self._score_lines(seat) for seat in range(self.num_players))
        decided = Wording(self.decided["key"], self.decided["params"])
        return Outcome(tuple(self.scores()), (self.winner,), decided, lines)

    def _score_lines(self, seat: int) -> tuple[ScoreLine, ...]:
        lines = []
        for index in range(len(DENOMINATIONS) - 1, -1, -1):
            count = self.purse[seat][index] + self.stake[seat][index]
            if count:
                denom = DENOMINATIONS[index]
                params = {"count": count, "value": denom}
                lines.append(ScoreLine(f"{GAME_ID}.score.pieces", params, count * denom))
        lines.append(ScoreLine(f"{GAME_ID}.score.pension", {"value": self.pension[seat]}, 0))
        return tuple(lines)

    def round_number(self) -> int:
        """The roller's turn (a replay jumps to the start of each)."""
        return self.turn + 1

    def progress(self) -> float:
        """The richest seat's way from the start money to the million, on a log scale:
        money grows by factors (the bank pays ten and a hundred times a stake), so 5 to 50
        is as far as 50 000 to 500 000, and a linear share of the million said "0 %" for
        most of a game. Below 1 until someone wins."""
        if self.phase == OVER:
            return 1.0
        richest = max(self.total(s) for s in range(self.num_players))
        start = max(1, money.value(self.board.start_purse))
        span = math.log(max(2.0, self.board.goal / start))
        by_money = min(0.99, max(0.0, math.log(max(richest, start) / start) / span))
        if self.turn_limit:
            return max(by_money, min(1.0, self.turn / self.turn_limit))
        return by_money

    def progress_note(self) -> Wording | None:
        """The turn and the most money anyone holds, out of the goal: the game ends when
        someone reaches it, so how far it has come is only what the money says."""
        richest = max(self.total(s) for s in range(self.num_players))
        params = {"turn": self.turn + 1, "money": richest, "goal": self.board.goal}
        return Wording(f"{GAME_ID}.progress", params)

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """Money and cards are public; only the future dice are unknown, so reseed."""
        other = self.clone()
        other.rng = reseed(rng)
        return other

    def check(self) -> None:
        """Refuse what no game reaches, so that a damaged snapshot never plays on: a
        restored state is checked, and the fuzz tests check every state they pass.

        The money: one purse, stake and pension card per seat, each a count per
        denomination. More than ten equal pieces break the exchange rule but are only
        money no game holds: they stay loadable (a layout study of the fullest table loads
        them), and the fuzz tests hold the rule. The turn: where it stands agrees with its
        phase (who throws, who bets, the throw awaiting its decision, the winner)."""
        n, phase = self.num_players, self.phase
        if len(self.purse) != n or len(self.stake) != n or len(self.pension) != n:
            raise ValueError("money lists do not match the player count")
        for purse, stake in zip(self.purse, self.stake, strict=True):
            if len(purse) != len(DENOMINATIONS) or len(stake) != len(DENOMINATIONS):
                raise ValueError("a money entry needs one count per denomination")
            if min(purse) < 0 or min(stake) < 0:
                raise ValueError("a negative count of pieces")
        if any(card not in self.board.pension_ladder for card in self.pension):
            raise ValueError("unknown pension card")
        PHASES.check(phase)
        if not 0 <= self.pos < self.board.size:
            raise ValueError(f"the pawn stands off the track, on field {self.pos}")
        if self.turn < 0 or self.turn_limit < 0:
            raise ValueError("a negative turn count")
        opening = phase == "opening"
        if len(self.opening_rolls) != n:
            raise ValueError("opening rolls do not match the player count")
        pending = self.opening_pending
        if bool(pending) != opening or len(set(pending)) != len(pending):
            raise ValueError("seats still to throw the opening roll outside it")
        if not all(0 <= seat < n for seat in pending):
            raise ValueError("an opening roll for a seat that does not play")
        if (self.roller == -1) != opening or not -1 <= self.roller < n:
            raise ValueError(f"roller {self.roller} does not fit the phase {phase!r}")
        if sorted(self.order) != ([] if opening else list(range(n))):
            raise ValueError("the betting order is not every seat once")
        last_index = len(self.order) - 1 if phase == "bet" else len(self.order)
        if not 0 <= self.order_index <= last_index:
            raise ValueError("the seat asked to bet is beyond the betting order")
        if (self.first_throw is not None) != (phase == "choose"):
            raise ValueError("a first throw awaits its decision outside the choice")
        over = phase == OVER
        if (self.decided is not None) != over or self.winner not in (range(n) if over else (-1,)):
            raise ValueError("a winner before the end, or an end without one")

    # -- queries the bots and the table share ---------------------------------------------

    def total(self, seat: int) -> int:
        return money.value(self.purse[seat]) + money.value(self.stake[seat])

    def has_bet(self, seat: int) -> bool:
        """Whether ``seat`` has finished betting in the current turn."""
        if self.phase == "choose":
            return True
        if self.phase != "bet":
            return False
        return self.order.index(seat) < self.order_index

    def next_pension_price(self, seat: int) -> int | None:
        ladder = self.board.pension_ladder
        rung = ladder.index(self.pension[seat])
        if rung + 1 >= len(ladder):
            return None
        return self.board.pension_prices[ladder[rung + 1]]

    def million_in_reach(self) -> bool:
        """Could the coming roll make somebody a millionaire ("Es geht um die Million!")?

        Best case per seat: everything staked on the highest multiple; for the roller also
        the black decision roll taking all the others' money.
        """
        top = max((e.factor for e in self.board.effects.values() if e.kind == "win"), default=0)
        totals = [self.total(s) for s in range(self.num_players)]
        if any(t * (top + 1) >= self.board.goal for t in totals):
            return True
        return self.roller >= 0 and sum(totals) >= self.board.goal

    # -- the steps ------------------------------------------------------------------------

    def _throw(self) -> tuple[int, int]:
        return self.rng.randint(1, 6), self.rng.randint(1, 6)

    @PHASES.carry_out("opening")
    def _opening_roll(self, act: Action) -> list[Event]:
        seat = self.opening_pending.pop(0)
        dice = self._throw()
        self.opening_rolls[seat] = dice
        params = {"seat": seat, "a": dice[0], "b": dice[1]}
        events = [Event(_key("opening_roll"), params, barrier=True)]
        if self.opening_pending:
            return events
        totals = {s: sum(r) for s, r in enumerate(self.opening_rolls) if r is not None}
        best = max(totals.values())
        tied = [s for s, total in totals.items() if total == best]
        if len(tied) > 1:
            events.append(Event(_key("opening_tie"), {"total": best}))
            self.opening_rolls = [None] * self.num_players
            self.opening_pending = tied
            return events
        self.roller = tied[0]
        events.append(Event(_key("first_roller"), {"seat": self.roller}))
        self._start_turn(events)
        return events

    def _start_turn(self, events: list[Event]) -> None:
        """Hand out the betting order; the no-money rule and auto-passes happen here."""
        n = self.num_players
        self.order = [(self.roller + 1 + i) % n for i in range(n)]
        self.order_index = 0
        self.bought = False
        self.first_throw = None
        events.append(Event(_key("turn"), {"seat": self.roller, "turn": self.turn + 1}))
        if not any(self.total(s) for s in range(n)):
            self._no_money(events)
            return
        self.phase = "bet"
        if self.million_in_reach():
            events.append(Event(_key("million")))
        self._skip_broke_bettors(events)

    def _no_money(self, events: list[Event]) -> None:
        """Nobody can bet: the pawn goes straight to the start, pensions are paid, and the
        dice pass on (no decision roll)."""
        events.append(Event(_key("no_money")))
        self.throws = []
        self.rejected = False
        steps = (self.board.size - self.pos) % self.board.size or self.board.size
        self._move(steps, events)
        self.last = {"field": self.pos, "colour": None, "die": None, "roller_seat": self.roller}
        self._end_turn(events)

    def _skip_broke_bettors(self, events: list[Event]) -> None:
        while self.order_index < len(self.order):
            seat = self.order[self.order_index]
            if any(self.purse[seat]) or any(self.stake[seat]):
                return
            events.append(Event(_key("passed"), {"seat": seat}))
            self.order_index += 1
            self.bought = False
        self._first_throw(events)

    def _stake(self, act: Stake, events: list[Event]) -> None:
        seat = self.order[self.order_index]
        index = DENOMINATIONS.index(act.value)
        self.purse[seat][index] -= act.count
        self.stake[seat][index] += act.count
        # A step of the bet: the bet is told once, with its pieces, when it is placed.
        params = {"seat": seat, "value": act.value, "count": act.count}
        events.append(Event(_key("staked"), params, logged=False))

    def _buy_pension(self, pay: Sequence[int], events: list[Event]) -> None:
        seat = self.order[self.order_index]
        ladder = self.board.pension_ladder
        new_card = ladder[ladder.index(self.pension[seat]) + 1]
        for index, count in enumerate(pay):
            self.purse[seat][index] -= count
        self.pension[seat] = new_card
        self.bought = True
        price = money.value(pay)
        params = {"seat": seat, "card": f"pension_{new_card}", "price": price, "pay": list(pay)}
        events.append(Event(_key("pension_bought"), params))

    def _finish_bet(self, events: list[Event]) -> None:
        seat = self.order[self.order_index]
        amount = money.value(self.stake[seat])
        if amount:
            pieces = [
                {"count": count, "value": value}
                for value, count in zip(DENOMINATIONS, self.stake[seat], strict=True)
                if count
            ]
            pieces.reverse()  # the big pieces first
            events.append(Event(_key("bet"), {"seat": seat, "amount": amount, "pieces": pieces}))
        else:
            events.append(Event(_key("passed"), {"seat": seat}))
        self.order_index += 1
        self.bought = False
        self._skip_broke_bettors(events)

    def _roller_throws(self, first: bool, events: list[Event]) -> tuple[int, int]:
        """One throw of the roller's move, kept in ``throws`` and shown to the table."""
        dice = self._throw()
        self.throws.append(dice)
        params = {"seat": self.roller, "a": dice[0], "b": dice[1], "first": first}
        events.append(Event(_key("throw"), params, barrier=True))
        return dice

    def _first_throw(self, events: list[Event]) -> None:
        self.phase = "choose"
        self.throws = []
        self.rejected = False
        self.first_throw = self._roller_throws(True, events)

    def _chain(self, events: list[Event]) -> None:
        """Throw (again) and move, and keep throwing while doubles come."""
        while True:
            a, b = self._roller_throws(False, events)
            self._move(a + b, events)
            if a != b:
                return

    def _move(self, steps: int, events: list[Event]) -> None:
        """Move the pawn; each time it reaches or passes the start, pay every pension."""
        start = self.pos
        reached = start + steps
        self.pos = reached % self.board.size
        events.append(Event(_key("moved"), {"from": start, "to": self.pos, "count": steps}))
        for _ in range(reached // self.board.size):
            for seat in range(self.num_players):
                # Five pieces of a fifth of the card: 5 pays 1-chips, 50 10s, 500 100s.
                self.purse[seat][DENOMINATIONS.index(self.pension[seat] // 5)] += 5
                self._exchange(seat, self.purse[seat], events)
            events.append(Event(_key("pensions")))

    def _exchange(self, seat: int, pieces: Pieces, events: list[Event]) -> None:
        # One exchange can cascade (ten 1s into a 10 makes ten 10s into a 100): one step,
        # one line, each exchange a part of it.
        swaps = [
            {
                "count": 10 * times,
                "value": DENOMINATIONS[index],
                "got": times,
                "into": DENOMINATIONS[index + 1],
            }
            for index, times in money.exchange(pieces)
        ]
        if swaps:
            events.append(Event(_key("exchanged"), {"seat": seat, "swaps": swaps}))

    def _settle(self, events: list[Event]) -> None:
        colour = self.board.fields[self.pos]
        effect = self.board.effects[colour]
        events.append(Event(_key(f"landed_{colour}"), {"field": self.pos, "colour": colour}))
        die: int | None = None
        if effect.kind == "win":
            for seat in range(self.num_players):
                win = money.shifted(self.stake[seat], effect.factor)
                if any(win):
                    money.add_into(self.purse[seat], win)
                    events.append(Event(_key("won"), {"seat": seat, "amount": money.value(win)}))
        elif effect.kind in ("lose_stake", "lose_unbet"):
            staked = effect.kind == "lose_stake"
            held, key = (self.stake, "lost_stake") if staked else (self.purse, "lost_unbet")
            for seat in range(self.num_players):
                lost = money.value(held[seat])
                if lost:
                    held[seat] = money.empty()
                    events.append(Event(_key(key), {"seat": seat, "amount": lost}))
        else:
            die = self.rng.randint(1, 6)
            events.append(Event(_key("decision"), {"seat": self.roller, "die": die}, barrier=True))
            self._decision(die, events)
        for seat in range(self.num_players):
            money.add_into(self.purse[seat], self.stake[seat])
            self.stake[seat] = money.empty()
            self._exchange(seat, self.purse[seat], events)
        self.last = {"field": self.pos, "colour": colour, "die": die, "roller_seat": self.roller}
        self._end_turn(events)

    def _decision(self, die: int, events: list[Event]) -> None:
        """The black field: the roller alone throws one die (outcomes 1-6)."""
        me = self.roller
        amount = 0
        if die == 1:
            for pieces in (self.purse[me], self.stake[me]):
                for index in range(money.FIRST_NOTE, len(DENOMINATIONS)):
                    amount += pieces[index] * DENOMINATIONS[index]
                    pieces[index] = 0
        elif die == 2:
            amount = money.value(self.stake[me])
            self.stake[me] = money.empty()
        elif die == 3:
            amount = money.value(self.purse[me])
            self.purse[me] = money.empty()
        elif die == 4:
            amount = self.board.decision_bonus
            self.purse[me][DENOMINATIONS.index(amount)] += 1
        else:
            taken = self.stake if die == 5 else self.purse
            for seat in range(self.num_players):
                if seat != me:
                    amount += money.value(taken[seat])
                    money.add_into(self.purse[me], taken[seat])
                    taken[seat] = money.empty()
        events.append(Event(_key(f"decision_{die}"), {"seat": me, "amount": amount}))

    def _end_turn(self, events: list[Event]) -> None:
        self.turn += 1
        goal = self.board.goal
        totals = [self.total(s) for s in range(self.num_players)]
        millionaires = [s for s in self.order if totals[s] >= goal]
        if millionaires:
            self._finish(millionaires, totals, "million", events)
            return
        if self.turn_limit and self.turn >= self.turn_limit:
            self._finish(list(self.order), totals, "turn_limit", events)
            return
        self.roller = (self.roller + 1) % self.num_players
        self._start_turn(events)

    def _finish(
        self, candidates: list[int], totals: list[int], reason: str, events: list[Event]
    ) -> None:
        """Pick the winner among ``candidates`` (in betting order): the highest total,
        then whoever had to bet first this turn."""
        best = max(totals[s] for s in candidates)
        top = [s for s in candidates if totals[s] == best]
        self.winner = top[0]
        if len(top) > 1:
            key = f"{reason}_first_bettor"
        elif len(candidates) > 1 and reason == "million":
            key = "million_richest"
        else:
            key = reason
        self.decided = {"key": f"{GAME_ID}.decided.{key}", "params": {"seat": self.winner}}
        self.phase = OVER
        self.order_index = 0
        events.append(Event(_key("winner"), {"seat": self.winner, "amount": best}))


# --- the game ----------------------------------------------------------------------------


class Millionenspiel(Game):
    id = GAME_ID
    min_players = 3
    max_players = 5
    options = (Option("turn_limit", 0, hidden=True),)
    has_secrets = False

    def __init__(self, board: Board) -> None:
        self.board = board

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> MillionenspielState:
        self.check_players(num_players)
        resolved = self.resolve_options(options)
        limit = int(resolved["turn_limit"])
        if limit < 0:
            raise RuleError("turn_limit cannot be negative")
        return MillionenspielState(self.board, num_players, new_rng(seed), limit)

    def state_from_json(self, data: Mapping[str, Any]) -> MillionenspielState:
        try:
            if data.get("game") != GAME_ID:
                raise ValueError("not a Millionenspiel state")
            num_players = int(data["num_players"])
            self.check_players(num_players)
            turn_limit = int(data["turn_limit"])
            state = MillionenspielState(self.board, num_players, new_rng(0), turn_limit)
            state.load_fields(data)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise RuleError(f"damaged Millionenspiel state: {exc}") from exc
        return state
