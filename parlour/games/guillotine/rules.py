"""Guillotine: the rules as the rules help (``locales/rules/guillotine.en.md``) describes them.

The state is a small machine: a queue of *tasks* (start a turn, open the interrupt window,
collect the front noble, fire a noble's instruction, draw, end the turn, …: the methods
declared ``@STEPS.step``, see ``tasks.py``) that runs until some seat must decide. That
decision is the *pending* record (``decisions.py``, one class per kind); the seat's answer
resolves it and the queue runs on.
Each kind's legal moves and answer are registered in the ``PHASES`` table. Multi-step cards
are therefore chains of small decisions, and a card that hands a choice to another player
(Clerical Error, Infighting) simply makes that player the one to act.

``view(seat)`` returns a ``GuillotineView`` (JSON-ready; the table scene reads it): the
TypedDicts below say what each key holds, ``decisions.py`` what each kind of pending
decision asks. ``legal_actions()`` lists exactly what may be clicked.

Nothing here draws, reads files or keeps a clock.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, Literal, NotRequired, Self, TypedDict, TypeVar, get_args

from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    Interjection,
    Option,
    OptionValue,
    Outcome,
    RuleError,
    Wording,
    new_rng,
)
from parlour.engine.events import twin
from parlour.engine.fields import (
    CUBE,
    GRID,
    LIST,
    MAPPING,
    RNG,
    VALUE,
    FieldState,
    fields,
    optional,
)
from parlour.engine.hidden import forget_others, redeal, reseed, shuffled
from parlour.engine.outcome import top_scorers
from parlour.engine.phases import Phases
from parlour.games.guillotine import actions, decisions, targets, tasks
from parlour.games.guillotine.cards import ActionCard, Catalogue
from parlour.games.guillotine.scoring import score, score_lines
from parlour.games.guillotine.tasks import STEPS

GAME_ID = "guillotine"
LINE_LENGTH = 12
HAND_SIZE = 5
DAYS = 3
CONFUSION = "confusion_in_line"
GUARDS = "callous_guards"
JUDGE_INSTRUCTION = "blocks_actions"
SPY_INSTRUCTION = "flees_actions"
#: The effects of the cards played at a player (``_player_choices`` says at whom). The
#: English Confusion in Line is played at a player too, but only under that rule, so
#: ``_start`` asks for it apart.
PLAYER_EFFECTS = frozenset(
    {
        "after_you",
        "tough_crowd",
        "clerical_error",
        "infighting",
        "lack_of_support",
        "information_exchange",
        "missed",
        "missing_heads",
        "rush_job",
    }
)

A = TypeVar("A", bound=decisions.Ask)


class GuillotinePromptParams(TypedDict):
    """The placeholders of ``guillotine.prompt.<kind>`` (see ``_prompt_params``)."""

    seat: int
    card: NotRequired[str]
    place: NotRequired[int]
    count: NotRequired[int]
    collector_seat: NotRequired[int]
    owner_seat: NotRequired[int]


class PendingWho(TypedDict):
    """Whom a decision asks, and for which action card (``None`` when no card is being
    resolved: a turn, the Clown, the scoring window)."""

    seat: int
    card: str | None


class PendingTold(TypedDict):
    """How a decision is put: the key ``guillotine.prompt.<kind>``, filled with
    ``prompt_params``."""

    prompt: str
    prompt_params: GuillotinePromptParams


#: The kinds of decision with no facts of their own beyond the seat and the card.
PlainKind = Literal["play", "noble", "player", "clown", "discard_pick", "face_up", "endgame"]
PLAIN_KINDS: tuple[PlainKind, ...] = get_args(PlainKind)


class PendingPlain(PendingWho, PendingTold):
    kind: PlainKind


class PendingPlace(PendingWho, PendingTold):
    kind: Literal["place"]
    noble_index: int  # the noble being moved


class PendingArrange(PendingWho, PendingTold):
    kind: Literal["arrange"]
    fixed: int  # the place being filled
    limit: int  # of the first ``limit`` places


class PendingDiscardOwn(PendingWho, PendingTold):
    kind: Literal["discard_own"]
    count: int  # cards still to discard


class PendingHandPick(PendingWho, PendingTold):
    kind: Literal["hand_pick"]
    owner_seat: int
    shown_hand: list[str] | None  # the owner's hand, to the seat asked only


class PendingPilePick(PendingWho, PendingTold):
    kind: Literal["pile_pick"]
    owner_seat: int


class PendingDeckPick(PendingWho, PendingTold):
    kind: Literal["deck_pick"]
    shown_nobles: list[str] | None  # the nobles off the deck, to the seat asked only
    shown_count: int  # how many, to everyone


class PendingInterrupt(PendingWho, PendingTold):
    kind: Literal["interrupt"]
    collector_seat: int
    window: int


#: The decision a seat is asked now, as the view tells it: one shape per kind, told apart
#: by ``kind``, so that a table reads a kind's own facts only where it has checked the
#: kind. The facts are those of its ``decisions.Ask`` without the choices (the legal moves
#: list them) and Clerical Error's secret first pick.
GuillotinePending = (
    PendingPlain
    | PendingPlace
    | PendingArrange
    | PendingDiscardOwn
    | PendingHandPick
    | PendingPilePick
    | PendingDeckPick
    | PendingInterrupt
)


#: Why an action card in hand may not be played on the seat's turn (``refusal``), each
#: the last part of a text key ``guillotine.table.refused.<reason>``.
Refusal = Literal["one_card", "rush_job", "judge", "guards", "no_target"]


class GuillotineTurn(TypedDict):
    """How the current turn stands."""

    cards_played: int
    cards_allowed: int  # Trip raises it
    blocked: bool  # Rush Job
    no_collect: bool  # Political Influence, or Robespierre ended the day
    extra_collects: int  # Double Feature
    day_ends: bool  # Robespierre, Scarlet Pimpernel: the line is discarded after this turn
    extra_draws: list[int]  # per seat, drawn at the end of this turn


class GuillotineView(TypedDict):
    """What one seat may know (``GuillotineState.view``). Piles of cards list their ids,
    the last on top; per-seat lists have one entry per seat."""

    num_players: int
    day: int  # 1-3
    current_seat: int  # whose turn it is
    to_act: int | None  # who decides now; ``None`` when over
    over: bool
    winners: list[int]  # empty until over
    line: list[str]  # index 0 is the front, at the guillotine
    noble_deck: int  # a size, as is ``action_deck``
    action_deck: int
    noble_discard: list[str]
    action_discard: list[str]
    in_play: list[str]  # the action card being resolved right now (0 or 1)
    hand: list[str]  # the viewer's own cards (``[]`` for an onlooker, seat -1)
    hand_sizes: list[int]
    piles: list[list[str]]  # score piles
    pile_scores: list[int]  # running scores, face-up cards included
    last_collected: list[str | None]  # while still in the pile (``Missed!`` takes it)
    face_up: list[list[str]]  # the action cards lying face up in front of each seat
    rush_job: list[bool]  # may play no action card on its next turn
    marked: list[bool]  # the English Confusion in Line waits for its next collection
    turn: GuillotineTurn
    pending: GuillotinePending | None  # what ``pending["seat"]`` must decide now
    refused: dict[str, Refusal]  # the viewer's cards it may not play, asked to play now
    options: dict[str, OptionValue]
    hands: NotRequired[list[list[str]]]  # every seat's cards, only in ``revealed_view``


#: The legal moves and the answers of every kind of decision (``decisions.Ask.kind``).
PHASES: Phases[GuillotineState, decisions.AskKind] = Phases()


#: An answer to a decision of kind ``A``: handed the decision, the move and the events.
Answer = Callable[["GuillotineState", A, Action, list[Event]], None]


def _answers(kind: type[A]) -> Callable[[Answer[A]], Answer[A]]:
    """Register the answer to ``kind`` in ``PHASES``. The decision it is handed is already
    off the table (the answer may ask anew); what happens goes into ``events``."""

    def register(answer: Answer[A]) -> Answer[A]:
        def carry_out(state: GuillotineState, action: Action) -> list[Event]:
            p = state._asked(kind)
            state.pending = None
            events: list[Event] = []
            answer(state, p, action, events)
            return events

        PHASES.carry_out(kind.kind)(carry_out)
        return answer

    return register


def _ev(
    name: str, audience: frozenset[int] | None = None, barrier: bool = False, **params: Any
) -> Event:
    return Event(f"{GAME_ID}.log.{name}", params, audience, barrier)


def _nobles(name: str, nobles: list[str], barrier: bool = False) -> Event:
    """One line for nobles that move in one step: ``name`` for one, ``<name>s`` for more."""
    if len(nobles) == 1:
        return _ev(name, barrier=barrier, card=nobles[0])
    return _ev(name + "s", barrier=barrier, cards=tuple(nobles))


class GuillotineState(FieldState, GameState[GuillotineView]):
    """One game of Guillotine in progress (see the module docstring for ``view``)."""

    def __init__(self, catalogue: Catalogue, num_players: int, options: dict[str, OptionValue]):
        self.cat = catalogue
        self.num_players = num_players
        self.options = options
        self.rng = random.Random(0)
        self.noble_deck: list[str] = []
        self.noble_discard: list[str] = []
        self.action_deck: list[str] = []
        self.action_discard: list[str] = []
        self.line: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(num_players)]
        self.piles: list[list[str]] = [[] for _ in range(num_players)]
        self.face_up: list[list[str]] = [[] for _ in range(num_players)]
        self.last: list[str | None] = [None] * num_players
        self.rush: list[bool] = [False] * num_players
        self.marked: list[bool] = [False] * num_players
        self.extra_draws: list[int] = [0] * num_players
        self.revealed: list[str] = []  # Late Arrival: nobles off the deck awaiting a choice
        # seen[viewer][owner]: cards ``viewer`` was shown in ``owner``'s hand (Lack of
        # Support, Information Exchange, a pick from the discard) and that are still there
        # as far as ``viewer`` knows; ``determinize`` keeps them where they are.
        self.seen: list[list[list[str]]] = [
            [[] for _ in range(num_players)] for _ in range(num_players)
        ]
        self.in_play: list[str] = []  # the action card being resolved
        self.day = 1
        self.current = 0
        self.cards_played = 0
        self.cards_allowed = 1
        self.blocked = False
        self.no_collect = False
        self.extra_collects = 0
        self.day_over = False
        self.over = False
        #: How many Warte mal windows have opened: names the window an ask belongs to.
        self.windows = 0
        self.tasks: list[tasks.Task] = []
        self.pending: decisions.Ask | None = None
        #: People may be watching: Warte mal, and the scoring cards after day 3, are asked
        #: of every seat that might hold them. A determinization is a bot's imagination
        #: that nobody watches; there only real holders are asked (the game goes the same
        #: way in far fewer steps).
        self.watched = True

    # ------------------------------------------------------------------ contract

    def to_act(self) -> int | None:
        if self.over or self.pending is None:
            return None
        return self.pending.seat

    def turn_of(self) -> int | None:
        return None if self.over else self.current

    def public_choice(self) -> bool:
        return self.pending is not None and self.pending.public

    def interjection(self) -> Interjection | None:
        """Warte mal's ask, as one public moment: the seats still to be asked in this
        window (``_window_seats`` reads only public facts) and "pass" for those who do
        not call it."""
        p = self.pending
        if self.over or not isinstance(p, decisions.AskInterrupt):
            return None
        asked = self._window_seats()
        start = asked.index(p.seat) if p.seat in asked else 0
        return Interjection(
            key=p.window,
            seats=tuple(asked[start:]),
            decline=actions.Pass(),
            prompt=f"{GAME_ID}.claim.prompt",
            params={
                "collector_seat": p.collector_seat,
                "card": CONFUSION,
                "front_card": self.line[0] if self.line else None,
            },
        )

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return [float(self.score_of(seat)) for seat in range(self.num_players)]

    def score_of(self, seat: int) -> int:
        return score(self.cat, self.piles[seat], self.face_up[seat])

    def round_number(self) -> int:
        """The day (a replay jumps to the start of each)."""
        return self.day

    def progress(self) -> float:
        if self.over:
            return 1.0
        done_today = 1.0 - min(len(self.line), LINE_LENGTH) / LINE_LENGTH
        return max(0.0, min(1.0, (self.day - 1 + done_today) / DAYS))

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        scores = self.scores()
        winners = top_scorers(scores, self.teams())
        points = int(max(scores))
        key = "shared" if len(winners) > 1 else "points"
        lines = tuple(
            tuple(score_lines(self.cat, pile, face_up))
            for pile, face_up in zip(self.piles, self.face_up, strict=True)
        )
        decided = Wording(f"{GAME_ID}.decided.{key}", {"points": points})
        return Outcome(tuple(scores), winners, decided, lines)

    def legal_actions(self) -> list[Action]:
        if self.over or self.pending is None:
            return []
        return PHASES.legal_actions(self, self.pending.kind)

    @staticmethod
    def _distinct(cards: list[str]) -> list[str]:
        return sorted(set(cards))

    def _apply(self, action: Action) -> list[Event]:
        assert self.pending is not None
        events = PHASES.apply(self, self.pending.kind, action)
        self._run(events)
        return events

    def _asked(self, kind: type[A]) -> A:
        """The decision asked now, as the ``kind`` the phase table chose its handler by."""
        p = self.pending
        assert isinstance(p, kind)
        return p

    # ------------------------------------------------------------------ moves per decision

    @PHASES.legal("play")
    def _legal_play(self) -> list[Action]:
        seat = self._asked(decisions.AskPlay).seat
        acts: list[Action] = [
            actions.Play(c) for c in self._distinct(self.hands[seat]) if not self.refusal(seat, c)
        ]
        acts.append(actions.Collect())
        if GUARDS in self.face_up[seat]:
            acts.append(actions.DismissGuards())
        return acts

    @_answers(decisions.AskPlay)
    def _answer_play(self, p: decisions.AskPlay, action: Action, events: list[Event]) -> None:
        if isinstance(action, actions.Play):
            self._play(p.seat, action.card, endgame=False, events=events)
        elif isinstance(action, actions.Collect):
            self._begin_collections()
        else:
            assert isinstance(action, actions.DismissGuards)
            self._dismiss_guards(p.seat, events)
            self._push(self._offer_play.later())

    @PHASES.legal("endgame")
    def _legal_endgame(self) -> list[Action]:
        hand = self.hands[self._asked(decisions.AskEndgame).seat]
        endgame: list[Action] = [
            actions.Play(c) for c in self._distinct(hand) if self.cat.actions[c].endgame
        ]
        return [*endgame, actions.Done()]

    @_answers(decisions.AskEndgame)
    def _answer_endgame(self, p: decisions.AskEndgame, action: Action, events: list[Event]) -> None:
        if isinstance(action, actions.Play):
            self._play(p.seat, action.card, endgame=True, events=events)

    @PHASES.legal("interrupt")
    def _legal_interrupt(self) -> list[Action]:
        # Every seat that might hold the card is asked; only its holder may play it.
        seat = self._asked(decisions.AskInterrupt).seat
        return (
            [actions.Interrupt(), actions.Pass()]
            if CONFUSION in self.hands[seat]
            else [actions.Pass()]
        )

    @_answers(decisions.AskInterrupt)
    def _answer_interrupt(
        self, p: decisions.AskInterrupt, action: Action, events: list[Event]
    ) -> None:
        if isinstance(action, actions.Interrupt):
            self._interrupt(p.seat, p.collector_seat, events)

    @PHASES.legal(*(kind.kind for kind in decisions.CHOOSING))
    def _legal_choice(self) -> list[Action]:
        """A kind that offers a list of nobles, places or players: one move for each."""
        p = self.pending
        assert isinstance(p, decisions.CHOOSING)
        return [p.choose(index) for index in p.choices]

    @_answers(decisions.AskNoble)
    def _answer_noble(self, p: decisions.AskNoble, action: Action, events: list[Event]) -> None:
        assert isinstance(action, actions.ChooseNoble) and p.card is not None
        self._chose_noble(p.seat, self.cat.actions[p.card], action.index, events)

    @_answers(decisions.AskPlace)
    def _answer_place(self, p: decisions.AskPlace, action: Action, events: list[Event]) -> None:
        assert isinstance(action, actions.ChoosePlace)
        self._move(p.noble_index, action.index, events)

    @_answers(decisions.AskArrange)
    def _answer_arrange(self, p: decisions.AskArrange, action: Action, events: list[Event]) -> None:
        assert isinstance(action, actions.ChooseNoble)
        if action.index != p.fixed:
            self._move(action.index, p.fixed, events)
        fixed = p.fixed + 1
        if fixed < p.limit - 1:
            choices = tuple(range(fixed, p.limit))
            self.pending = decisions.AskArrange(
                p.seat, p.card, fixed=fixed, limit=p.limit, choices=choices
            )

    @_answers(decisions.AskPlayer)
    def _answer_player(self, p: decisions.AskPlayer, action: Action, events: list[Event]) -> None:
        assert isinstance(action, actions.ChoosePlayer) and p.card is not None
        self._chose_player(p.seat, p.card, action.seat, events)

    @_answers(decisions.AskClown)
    def _answer_clown(self, p: decisions.AskClown, action: Action, events: list[Event]) -> None:
        assert isinstance(action, actions.ChoosePlayer)
        self._remove_from_pile(p.seat, "clown")
        self.piles[action.seat].append("clown")
        events.append(_ev("give_clown", seat=p.seat, target_seat=action.seat, card="clown"))

    @PHASES.legal("discard_own")
    def _legal_discard_own(self) -> list[Action]:
        seat = self._asked(decisions.AskDiscardOwn).seat
        return [actions.ChooseCard(c) for c in self._distinct(self.hands[seat])]

    @_answers(decisions.AskDiscardOwn)
    def _answer_discard_own(
        self, p: decisions.AskDiscardOwn, action: Action, events: list[Event]
    ) -> None:
        assert isinstance(action, actions.ChooseCard)
        self._discard_from_hand(p.seat, action.card, events)
        self._push(self._discard_own.later(p.seat, p.count - 1, p.card))

    @PHASES.legal("hand_pick")
    def _legal_hand_pick(self) -> list[Action]:
        owner = self._asked(decisions.AskHandPick).owner_seat
        return [actions.ChooseCard(c) for c in self._distinct(self.hands[owner])]

    @_answers(decisions.AskHandPick)
    def _answer_hand_pick(
        self, p: decisions.AskHandPick, action: Action, events: list[Event]
    ) -> None:
        assert isinstance(action, actions.ChooseCard)
        self._discard_from_hand(p.owner_seat, action.card, events)

    @PHASES.legal("discard_pick")
    def _legal_discard_pick(self) -> list[Action]:
        return [actions.ChooseCard(c) for c in self._distinct(self.action_discard)]

    @_answers(decisions.AskDiscardPick)
    def _answer_discard_pick(
        self, p: decisions.AskDiscardPick, action: Action, events: list[Event]
    ) -> None:
        assert isinstance(action, actions.ChooseCard)
        self.action_discard.remove(action.card)
        self.hands[p.seat].append(action.card)
        for viewer in self._others(p.seat):
            self.seen[viewer][p.seat].append(action.card)
        events.append(_ev("take_discard", seat=p.seat, card=action.card))

    @PHASES.legal("pile_pick")
    def _legal_pile_pick(self) -> list[Action]:
        owner = self._asked(decisions.AskPilePick).owner_seat
        return [actions.PickNoble(c) for c in self._distinct(self.piles[owner])]

    @_answers(decisions.AskPilePick)
    def _answer_pile_pick(
        self, p: decisions.AskPilePick, action: Action, events: list[Event]
    ) -> None:
        assert isinstance(action, actions.PickNoble)
        self._clerical_pick(p, action.card, events)

    @PHASES.legal("deck_pick")
    def _legal_deck_pick(self) -> list[Action]:
        return [actions.PickNoble(c) for c in self._distinct(self.revealed)]

    @_answers(decisions.AskDeckPick)
    def _answer_deck_pick(
        self, _: decisions.AskDeckPick, action: Action, events: list[Event]
    ) -> None:
        assert isinstance(action, actions.PickNoble)
        self.revealed.remove(action.card)
        self.line.append(action.card)
        events.append(_ev("add_noble", barrier=True, card=action.card))
        self.noble_discard.extend(self.revealed)
        if self.revealed:
            events.append(_nobles("discard_noble", self.revealed))
        self.revealed = []

    @PHASES.legal("face_up")
    def _legal_face_up(self) -> list[Action]:
        return [
            actions.ChooseFaceUp(s, c)
            for s in range(self.num_players)
            for c in self._distinct(self.face_up[s])
        ]

    @_answers(decisions.AskFaceUp)
    def _answer_face_up(self, p: decisions.AskFaceUp, action: Action, events: list[Event]) -> None:
        assert isinstance(action, actions.ChooseFaceUp)
        self.face_up[action.seat].remove(action.card)
        self.action_discard.append(action.card)
        # A card before its own player is said as the player's own ("vor Anna" read
        # "Anna discards … lying in front of Anna").
        key = "discard_face_up_own" if action.seat == p.seat else "discard_face_up"
        events.append(_ev(key, seat=p.seat, target_seat=action.seat, card=action.card))

    # ------------------------------------------------------------------ queue

    def _push(self, *queued: tasks.Task) -> None:
        """Put ``queued`` at the front of the queue, in this order."""
        self.tasks[0:0] = queued

    def _run(self, events: list[Event]) -> None:
        """Work through the task queue until a seat must decide or the game is over."""
        handlers = STEPS.handlers
        while self.pending is None and self.tasks and not self.over:
            name, args = self.tasks.pop(0)
            handlers[name](self, events, *args)

    @STEPS.step("turn")
    def _start_turn(self, events: list[Event], seat: int, /) -> None:
        """``seat``'s turn begins (a new day first when the line is empty)."""
        self.current = seat
        if not self.line:
            events.append(_ev("day_end", day=self.day))
            if self.day >= DAYS or not self.noble_deck:
                order = [(seat + k) % self.num_players for k in range(self.num_players)]
                self._push(*[self._offer_endgame.later(s) for s in order], self._finish.later())
                return
            self.day += 1
            self._deal_line(events)
        self.cards_played = 0
        self.cards_allowed = 1
        self.blocked = self.rush[seat]
        self.rush[seat] = False
        self.no_collect = False
        self.extra_collects = 0
        self.day_over = False
        events.append(_ev("turn", seat=seat))
        self._push(self._offer_play.later())

    def _deal_line(self, events: list[Event]) -> None:
        count = min(LINE_LENGTH, len(self.noble_deck))
        for _ in range(count):
            self.line.append(self.noble_deck.pop())
        events.append(_ev("day_start", barrier=True, day=self.day, count=count))

    @STEPS.step("play")
    def _offer_play(self, events: list[Event], /) -> None:
        """Ask the player to play a card or collect. The owner of Callous Guards is asked
        even when he may play no card (the Judge at the front, Rush Job, his card already
        played): he may discard them at any time."""
        seat = self.current
        if (self._may_play_cards() and self.hands[seat]) or GUARDS in self.face_up[seat]:
            self.pending = decisions.AskPlay(seat, None)
        else:
            self._begin_collections()

    def _may_play_cards(self) -> bool:
        """Whether the current player may still play an action card this turn."""
        return (
            self.cards_played < self.cards_allowed
            and not self.blocked
            and not self._judge_at_front()
        )

    def _begin_collections(self) -> None:
        seat = self.current
        count = (0 if self.no_collect else 1) + self.extra_collects
        collections: list[tasks.Task] = []
        for _ in range(count):
            collections += [self._open_window.later(seat), self._take_front.later(seat)]
        self._push(*collections, self._draw_cards.later(), self._end_turn.later())

    @STEPS.step("window")
    def _open_window(self, events: list[Event], collector: int, /) -> None:
        """Warte mal (German rule): before ``collector`` takes the front noble, each seat
        may play it, in turn order from the current player (the collector himself first).

        In the box nobody can tell who holds the card until it is played, so the seats
        asked are all that *might* hold it as far as the whole table knows, never just the
        real holder: being asked tells nobody anything, and undo has nothing to uncover."""
        seats = self._window_seats()
        if seats:
            self.windows += 1
        self._push(*[self._ask_warte_mal.later(seat, collector, self.windows) for seat in seats])

    def _window_seats(self) -> list[int]:
        """Who is asked about Warte mal now, from public facts only: the German rule, a
        line of two or more that may change, the card not in the discard pile, a hand,
        and not the current player under Rush Job. While Callous Guards lie on the table
        only their owner may be asked: he may discard them to play the card."""
        if self.options["interrupt_rule"] != "german" or len(self.line) < 2:
            return []
        if self._judge_at_front() or CONFUSION in self.action_discard:
            return []
        owners = [s for s in range(self.num_players) if GUARDS in self.face_up[s]]
        order = [(self.current + k) % self.num_players for k in range(self.num_players)]
        return [
            s
            for s in order
            if self.hands[s]
            and (self.watched or CONFUSION in self.hands[s])
            and not (s == self.current and self.blocked)
            and (not owners or s in owners)
        ]

    @STEPS.step("ask")
    def _ask_warte_mal(
        self, events: list[Event], seat: int, collector: int, window: int = 0, /
    ) -> None:
        """Ask ``seat`` about Warte mal in window number ``window`` (0 in saves from before
        windows were numbered)."""
        if seat in self._window_seats():  # not once an earlier seat has played the card
            self.pending = decisions.AskInterrupt(
                seat, CONFUSION, collector_seat=collector, window=window
            )

    def _dismiss_guards(self, seat: int, events: list[Event]) -> None:
        self.face_up[seat].remove(GUARDS)
        self.action_discard.append(GUARDS)
        events.append(_ev("dismiss_guards", seat=seat, card=GUARDS))

    def _interrupt(self, seat: int, collector: int, events: list[Event]) -> None:
        if GUARDS in self.face_up[seat]:
            self._dismiss_guards(seat, events)
        self._leave_hand(seat, CONFUSION)
        key = "interrupt_own" if seat == collector else "interrupt"
        events.append(_ev(key, seat=seat, card=CONFUSION, collector_seat=collector))
        self._shuffle_line(events)
        self.action_discard.append(CONFUSION)
        self._spy_flees(events)

    @STEPS.step("take")
    def _take_front(self, events: list[Event], seat: int, /) -> None:
        """``seat`` collects the noble at the front of the line."""
        if not self.line:
            return
        if self.marked[seat]:
            self.marked[seat] = False
            if len(self.line) > 1:
                events.append(_ev("marked_shuffle", target_seat=seat))
                self._shuffle_line(events)
        noble = self.line.pop(0)
        self._place(seat, noble, events, "collect")

    def _place(
        self, seat: int, noble: str, events: list[Event], how: str, reveal: bool = False
    ) -> None:
        """``seat`` collects ``noble``: into his pile, then its instruction fires.
        ``reveal``: the noble was a secret until now, so undo must not cross this."""
        self.piles[seat].append(noble)
        self.last[seat] = noble
        barrier = reveal or how == "collect_deck"
        events.append(_ev(how, barrier=barrier, seat=seat, card=noble))
        self._push(self._fire.later(seat, noble))

    @STEPS.step("fire")
    def _fire(self, events: list[Event], seat: int, noble: str, /) -> None:
        """The instruction of ``noble``, just collected by ``seat``, takes effect."""
        info = self.cat.nobles[noble]
        if info.colour == "purple" and "foreign_support" in self.face_up[seat]:
            # Its own line says the seat draws: only the drawer learns which card.
            events.append(_ev("foreign_support", seat=seat, card="foreign_support"))
            self._draw(seat, 1, events, public=False)
        ins = info.instruction
        if ins == "end_day":
            # The day is over at once: no further noble this turn, not even the normal
            # collection still to come when Robespierre arrived by Clerical Error.
            self.day_over = True
            self.no_collect = True
            self.extra_collects = 0
            collecting = {
                step.name for step in (self._open_window, self._ask_warte_mal, self._take_front)
            }
            self.tasks = [t for t in self.tasks if t.name not in collecting]
            events.append(_ev("day_ends", seat=seat, card=noble))
        elif ins == "collect_next":
            self._push(self._open_window.later(seat), self._take_front.later(seat))
        elif ins == "draw_extra":
            self.extra_draws[seat] += 1
            events.append(_ev("extra_draw", seat=seat, card=noble))
        elif ins == "collect_deck_top":
            if self.noble_deck:
                self._place(seat, self.noble_deck.pop(), events, "collect_deck")
        elif ins == "add_deck_top":
            if self.noble_deck:
                added = self.noble_deck.pop()
                self.line.append(added)
                events.append(_ev("add_noble", barrier=True, card=added))
        elif ins == "give_away":
            others = [s for s in range(self.num_players) if s != seat]
            self.pending = decisions.AskClown(seat, None, choices=tuple(others))
        elif ins == "discard_action" and self.hands[seat]:
            self._push(self._discard_own.later(seat, 1, noble))

    @STEPS.step("discard_own")
    def _discard_own(
        self, events: list[Event], seat: int, count: int, cause: str | None, /
    ) -> None:
        """``seat`` discards ``count`` cards of its choice (``cause``: the card or noble
        that makes it)."""
        hand = self.hands[seat]
        if len(hand) <= count:  # the whole hand goes face up, unasked: a reveal
            for card in list(hand):
                self._discard_from_hand(seat, card, events, reveal=True)
            return
        if count > 0:
            self.pending = decisions.AskDiscardOwn(seat, cause, count=count)

    def _discard_from_hand(
        self, seat: int, card: str, events: list[Event], reveal: bool = False
    ) -> None:
        """``reveal``: nobody chose the card, so the step shows the table a secret (a
        player who picked the target must not undo and pick another)."""
        self._leave_hand(seat, card)
        self.action_discard.append(card)
        events.append(_ev("discard_action", barrier=reveal, seat=seat, card=card))

    @STEPS.step("draw")
    def _draw_cards(self, events: list[Event], /) -> None:
        """The end-of-turn draw (and every seat's extra draws)."""
        seat = self.current
        self._draw(seat, 1 + self.extra_draws[seat], events)
        self.extra_draws[seat] = 0
        for other in range(self.num_players):
            self._draw(other, self.extra_draws[other], events)
            self.extra_draws[other] = 0

    def _draw(self, seat: int, count: int, events: list[Event], public: bool = True) -> None:
        """``seat`` draws up to ``count`` cards (fewer when both piles run dry): one step,
        so one public line with the count (unless the caller's line says it) and one
        private line naming the cards."""
        cards: list[str] = []
        for _ in range(count):
            if not self.action_deck:
                if not self.action_discard:
                    break
                self.action_deck = self.action_discard
                self.action_discard = []
                self.rng.shuffle(self.action_deck)
                events.append(_ev("reshuffle_actions", barrier=True, count=len(self.action_deck)))
            cards.append(self.action_deck.pop())
        if not cards:
            return
        self.hands[seat].extend(cards)
        private = _ev("draw_private", frozenset((seat,)), True, seat=seat, cards=tuple(cards))
        if public:
            events += twin(_ev("draw", barrier=True, seat=seat, count=len(cards)), private)
        else:
            events.append(private)

    @STEPS.step("end")
    def _end_turn(self, events: list[Event], /) -> None:
        """The turn ends (the line is discarded if the day ended); the next seat's begins."""
        if self.day_over and self.line:
            events.append(_ev("line_discarded", count=len(self.line)))
            self.noble_discard.extend(self.line)
            self.line = []
        self.day_over = False
        self._push(self._start_turn.later((self.current + 1) % self.num_players))

    @STEPS.step("endgame")
    def _offer_endgame(self, events: list[Event], seat: int, /) -> None:
        """After day 3: ask ``seat`` whether it plays scoring cards. Every seat with a
        hand is asked, not only those holding a scoring card: being asked must show nobody
        what a hand holds (see ``watched``)."""
        scoring = any(self.cat.actions[c].endgame for c in self.hands[seat])
        if self.hands[seat] and (self.watched or scoring):
            self.pending = decisions.AskEndgame(seat, None)

    @STEPS.step("finish")
    def _finish(self, events: list[Event], /) -> None:
        """The game is over: announce the winners."""
        self.over = True
        self.tasks = []
        totals = [self.score_of(s) for s in range(self.num_players)]
        events.append(_ev("game_over", points=max(totals)))
        for seat in top_scorers(totals, self.teams()):
            events.append(_ev("winner", seat=seat, points=totals[seat]))

    @STEPS.step("after")
    def _after_card(self, events: list[Event], seat: int, card: str, /) -> None:
        """``card``, played by ``seat``, has resolved: discard it (unless it lies face
        up), then Master Spy flees."""
        info = self.cat.actions[card]
        if card in self.in_play:
            self.in_play.remove(card)
            self.action_discard.append(card)
        if info.extra_card:
            self.cards_allowed += 1
        self._spy_flees(events)

    def _spy_flees(self, events: list[Event]) -> None:
        for index, noble in enumerate(self.line):
            if self.cat.nobles[noble].instruction == SPY_INSTRUCTION and index < len(self.line) - 1:
                self.line.append(self.line.pop(index))
                events.append(_ev("to_end", card=noble))
                return

    # ------------------------------------------------------------------ playability

    def _judge_at_front(self) -> bool:
        return bool(self.line) and self.cat.nobles[self.line[0]].instruction == JUDGE_INSTRUCTION

    def refusal(self, seat: int, card: str) -> Refusal | None:
        """Why ``seat`` may not play ``card`` on its turn now, the first reason in the
        order a player meets them (the view tells them, so a refused card says why), or
        ``None`` when it may: the turn's card already played, Rush Job, the Unpopular
        Judge at the front, Callous Guards against a card that moves the line, nothing
        for the card to act on."""
        if self.cards_played >= self.cards_allowed:
            return "one_card"
        if self.blocked:
            return "rush_job"
        if self._judge_at_front():
            return "judge"
        info = self.cat.actions[card]
        if info.line and any(GUARDS in f for f in self.face_up):
            return "guards"
        return None if self._has_target(seat, info) else "no_target"

    def _has_target(self, seat: int, info: ActionCard) -> bool:
        eff = info.effect
        n = len(self.line)
        if eff in PLAYER_EFFECTS and not self._player_choices(seat, info):
            return False
        if eff == "move":
            return bool(targets.movable(self.cat, self.line, info))
        if eff == "to_front":
            return bool(targets.front_choices(self.cat, self.line, info))
        if eff in ("after_you", "fled_to_england", "clothing_swap", "mass_confusion"):
            return n >= 1
        if eff in (
            "bribed_guards",
            "escape",
            "milling_in_line",
            "the_long_walk",
            "opinionated_guards",
            "double_feature",
        ):
            return n >= 2
        if eff == "confusion_in_line":
            return n >= 2 if self.options["interrupt_rule"] == "german" else True
        if eff in ("extra_cart", "late_arrival"):
            return bool(self.noble_deck)
        if eff == "forced_break":
            return any(self.hands[s] for s in range(self.num_players) if s != seat)
        if eff == "rat_break":
            return bool(self.action_discard)
        if eff == "twist_of_fate":
            return any(self.face_up)
        return True

    def _player_choices(self, seat: int, info: ActionCard) -> list[int]:
        """The players ``seat`` may aim ``info`` at (one of ``PLAYER_EFFECTS``)."""
        eff = info.effect
        if eff in ("after_you", "tough_crowd"):
            return self._others(seat)
        if eff == "clerical_error":
            return [s for s in self._others(seat) if self.piles[s]]
        if eff in ("infighting", "lack_of_support"):
            return self._hand_targets(seat, info.id)
        if eff == "information_exchange":
            return self._swap_targets(seat, info.id)
        if eff == "missed":
            return [s for s in range(self.num_players) if self.last[s] is not None]
        if eff == "missing_heads":
            return [s for s in range(self.num_players) if self.piles[s]]
        return list(range(self.num_players))

    def _hand_targets(self, seat: int, card: str) -> list[int]:
        """Players with a card in hand, not counting the card being played."""
        own = self._kept(seat, card)
        sizes = [own if s == seat else len(hand) for s, hand in enumerate(self.hands)]
        return [s for s, size in enumerate(sizes) if size > 0]

    def _swap_targets(self, seat: int, card: str) -> list[int]:
        own = self._kept(seat, card)
        return [s for s in range(self.num_players) if s != seat and (own > 0 or self.hands[s])]

    def _kept(self, seat: int, card: str) -> int:
        """How many cards ``seat`` holds besides ``card``, the one it is playing."""
        return len(self.hands[seat]) - (1 if card in self.hands[seat] else 0)

    # ------------------------------------------------------------------ playing cards

    def _play(self, seat: int, card: str, endgame: bool, events: list[Event]) -> None:
        self._leave_hand(seat, card)
        self.in_play.append(card)
        events.append(_ev("play", seat=seat, card=card))
        if endgame:
            self._push(self._after_card.later(seat, card), self._offer_endgame.later(seat))
        else:
            self.cards_played += 1
            self._push(self._after_card.later(seat, card), self._offer_play.later())
        self._start(seat, self.cat.actions[card], events)

    def _lay_face_up(self, seat: int, card: str, target: int, events: list[Event]) -> None:
        self.in_play.remove(card)
        self.face_up[target].append(card)
        events.append(_ev("face_up", seat=seat, card=card, target_seat=target))

    def _others(self, seat: int) -> list[int]:
        return [s for s in range(self.num_players) if s != seat]

    def _start(self, seat: int, info: ActionCard, events: list[Event]) -> None:
        """Carry out ``info`` up to its first decision (if it needs one)."""
        eff = info.effect
        card = info.id
        line = self.line
        if eff in PLAYER_EFFECTS:
            seats = tuple(self._player_choices(seat, info))
            self.pending = decisions.AskPlayer(seat, card, choices=seats)
        elif eff in ("move", "to_front", "clothing_swap", "fled_to_england"):
            choices = targets.noble_choices(self.cat, line, card)
            if choices is None:  # a to_front card with one choice: that noble moves unasked
                self._move(targets.front_choices(self.cat, line, info)[0], 0, events)
            else:
                self.pending = decisions.AskNoble(seat, card, choices=tuple(choices))
        elif eff in ("support", "fountain", "indifferent", "callous_guards", "foreign_support"):
            self._lay_face_up(seat, card, seat, events)
        elif eff == "bribed_guards":
            self._move(0, len(line) - 1, events)
        elif eff == "confusion_in_line":
            if self.options["interrupt_rule"] == "german":
                self._shuffle_line(events)
            else:
                self.pending = decisions.AskPlayer(
                    seat, card, choices=tuple(range(self.num_players))
                )
        elif eff == "double_feature":
            self.extra_collects += 1
        elif eff == "escape":
            gone = [line.pop(i) for i in sorted(self.rng.sample(range(len(line)), 2), reverse=True)]
            self.noble_discard.extend(gone)
            events.append(_nobles("discard_noble", gone))
            self._shuffle_line(events)
        elif eff == "extra_cart":
            added = [self.noble_deck.pop() for _ in range(min(3, len(self.noble_deck)))]
            line.extend(added)
            if added:
                events.append(_nobles("add_noble", added, barrier=True))
        elif eff == "forced_break":
            for other in self._others(seat):
                if self.hands[other]:
                    events.append(_ev("random_discard", barrier=True, target_seat=other))
                    self._discard_from_hand(other, self.rng.choice(self.hands[other]), events)
        elif eff == "late_arrival":
            for _ in range(3):
                if self.noble_deck:
                    self.revealed.append(self.noble_deck.pop())
            seen = tuple(self.revealed)
            told = _ev("seen", frozenset((seat,)), True, seat=seat, cards=seen)
            looks = _ev("late_arrival", barrier=True, seat=seat, count=len(self.revealed))
            events += [told, looks.twinned_with(told)]
            self.pending = decisions.AskDeckPick(seat, card)
        elif eff == "mass_confusion":
            count = len(line)
            self.noble_deck.extend(line)
            self.line = []
            self.rng.shuffle(self.noble_deck)
            for _ in range(count):
                self.line.append(self.noble_deck.pop())
            events.append(_ev("mass_confusion", barrier=True, count=count))
        elif eff == "milling_in_line":
            head = line[:5]
            self.rng.shuffle(head)
            line[:5] = head
            events.append(_ev("shuffle_line", barrier=True, count=len(head)))
        elif eff == "opinionated_guards":
            limit = min(4, len(line))
            places = tuple(range(limit))
            self.pending = decisions.AskArrange(seat, card, fixed=0, limit=limit, choices=places)
        elif eff == "political_influence":
            self.no_collect = True
            self.extra_draws[seat] += 3
        elif eff == "rain_delay":
            self._rain_delay(seat, events)
        elif eff == "rat_break":
            self.pending = decisions.AskDiscardPick(seat, card)
        elif eff == "scarlet_pimpernel":
            self.day_over = True
            events.append(_ev("day_ends", seat=seat, card=card))
        elif eff == "the_long_walk":
            line.reverse()
            events.append(_ev("reverse_line"))
        elif eff == "twist_of_fate":
            self.pending = decisions.AskFaceUp(seat, card)
        else:
            raise RuleError(f"unknown card effect {eff!r}")

    def _chose_noble(self, seat: int, info: ActionCard, index: int, events: list[Event]) -> None:
        if info.effect == "move":
            dests = targets.destinations(self.cat, self.line, info, index)
            if len(dests) == 1:
                self._move(index, dests[0], events)
            else:
                self.pending = decisions.AskPlace(
                    seat, info.id, noble_index=index, choices=tuple(dests)
                )
        elif info.effect == "to_front":
            self._move(index, 0, events)
        elif info.effect == "fled_to_england":
            self._discard_noble(index, events)
        elif info.effect == "clothing_swap":
            self._discard_noble(index, events)
            if self.noble_deck:
                added = self.noble_deck.pop()
                self.line.insert(index, added)
                events.append(_ev("add_noble", barrier=True, card=added, place=index + 1))

    def _chose_player(self, seat: int, card: str, target: int, events: list[Event]) -> None:
        eff = self.cat.actions[card].effect
        if eff == "after_you":
            noble = self.line.pop(0)
            self.piles[target].append(noble)
            events.append(_ev("after_you", seat=seat, target_seat=target, card=noble))
        elif eff == "tough_crowd":
            self._lay_face_up(seat, card, target, events)
        elif eff == "clerical_error":
            self.pending = decisions.AskPilePick(seat, card, owner_seat=target, taken=None)
        elif eff == "confusion_in_line":
            self.marked[target] = True
            events.append(
                _ev("mark_own" if target == seat else "mark", seat=seat, target_seat=target)
            )
        elif eff == "infighting":
            self._push(self._discard_own.later(target, 2, card))
        elif eff == "lack_of_support":
            key = "look_at_own_hand" if target == seat else "look_at_hand"
            events.append(_ev(key, barrier=True, seat=seat, target_seat=target))
            self.seen[seat][target] = list(self.hands[target])
            self.pending = decisions.AskHandPick(seat, card, owner_seat=target)
        elif eff == "information_exchange":
            self.hands[seat], self.hands[target] = self.hands[target], self.hands[seat]
            for known in self.seen:  # what anyone knew of a hand goes with it
                known[seat], known[target] = known[target], known[seat]
            # Each of the two held the other's new hand a moment ago.
            self.seen[seat][target] = list(self.hands[target])
            self.seen[target][seat] = list(self.hands[seat])
            self.seen[seat][seat] = []
            self.seen[target][target] = []
            events.append(_ev("swap_hands", barrier=True, seat=seat, target_seat=target))
        elif eff == "missed":
            last = self.last[target]
            assert last is not None
            self._remove_from_pile(target, last)
            self.line.append(last)
            events.append(_ev("missed", target_seat=target, card=last))
        elif eff == "missing_heads":
            pile = self.piles[target]
            self.rng.shuffle(pile)
            noble = pile[-1]
            self._remove_from_pile(target, noble)
            self.noble_discard.append(noble)
            events.append(_ev("missing_head", barrier=True, target_seat=target, card=noble))
        elif eff == "rush_job":
            self.rush[target] = True
            events.append(_ev("rush_job", seat=seat, target_seat=target))

    def _clerical_pick(self, p: decisions.AskPilePick, noble: str, events: list[Event]) -> None:
        """Clerical Error: the player picks first, then the chosen player; then both
        nobles change piles and both count as collected (instructions fire)."""
        first = p.taken
        if first is None:
            player, target = p.seat, p.owner_seat
            if self.piles[player]:
                self.pending = decisions.AskPilePick(target, p.card, owner_seat=player, taken=noble)
                return
            self._remove_from_pile(target, noble)
            self._place(player, noble, events, "clerical")
            return
        target, player = p.seat, p.owner_seat
        self._remove_from_pile(target, first)
        self._remove_from_pile(player, noble)
        self._place(target, noble, events, "clerical")
        self._place(player, first, events, "clerical", reveal=True)  # his secret first pick

    def _rain_delay(self, seat: int, events: list[Event]) -> None:
        for hand in self.hands:
            self.action_deck.extend(hand)
            hand.clear()
        for known in self.seen:
            for cards in known:
                cards.clear()
        self.rng.shuffle(self.action_deck)
        events.append(_ev("rain_delay", barrier=True, seat=seat))
        for k in range(self.num_players):
            self._draw((seat + k) % self.num_players, HAND_SIZE, events)

    # ------------------------------------------------------------------ line helpers

    def _move(self, src: int, dst: int, events: list[Event]) -> None:
        noble = self.line.pop(src)
        self.line.insert(dst, noble)
        events.append(_ev("move", card=noble, from_place=src + 1, to_place=dst + 1))

    def _discard_noble(self, index: int, events: list[Event]) -> None:
        noble = self.line.pop(index)
        self.noble_discard.append(noble)
        events.append(_ev("discard_noble", card=noble))

    def _shuffle_line(self, events: list[Event]) -> None:
        self.rng.shuffle(self.line)
        events.append(_ev("shuffle_line", barrier=True, count=len(self.line)))

    def _leave_hand(self, seat: int, card: str) -> None:
        """``card`` leaves ``seat``'s hand in plain sight: whoever knew it there forgets it
        (one copy: of two equal cards, the one shown may be the one still held)."""
        self.hands[seat].remove(card)
        for viewer in self._others(seat):
            known = self.seen[viewer][seat]
            if card in known:
                known.remove(card)

    def _remove_from_pile(self, seat: int, noble: str) -> None:
        pile = self.piles[seat]
        pile.reverse()
        pile.remove(noble)  # the topmost copy
        pile.reverse()
        if self.last[seat] == noble and noble not in pile:
            self.last[seat] = None

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> GuillotineView:
        n = self.num_players
        p = self.pending
        pending = None if p is None or self.over else self._pending_view(p, seat)
        return {
            "num_players": n,
            "day": self.day,
            "current_seat": self.current,
            "to_act": self.to_act(),
            "over": self.over,
            "winners": list(outcome.winners) if (outcome := self.outcome()) else [],
            "line": list(self.line),
            "noble_deck": len(self.noble_deck),
            "action_deck": len(self.action_deck),
            "noble_discard": list(self.noble_discard),
            "action_discard": list(self.action_discard),
            "in_play": list(self.in_play),
            "hand": list(self.hands[seat]) if 0 <= seat < n else [],
            "hand_sizes": [len(h) for h in self.hands],
            "piles": [list(pile) for pile in self.piles],
            "pile_scores": [self.score_of(s) for s in range(n)],
            "last_collected": list(self.last),
            "face_up": [list(f) for f in self.face_up],
            "rush_job": list(self.rush),
            "marked": list(self.marked),
            "turn": {
                "cards_played": self.cards_played,
                "cards_allowed": self.cards_allowed,
                "blocked": self.blocked,
                "no_collect": self.no_collect,
                "extra_collects": self.extra_collects,
                "day_ends": self.day_over,
                "extra_draws": list(self.extra_draws),
            },
            "pending": pending,
            "refused": self._refused(seat),
            "options": dict(self.options),
        }

    def _refused(self, seat: int) -> dict[str, Refusal]:
        """Why each card in ``seat``'s hand may not be played, while ``seat`` is asked to
        play (from its own hand and public facts: a view may tell it)."""
        p = self.pending
        if self.over or not isinstance(p, decisions.AskPlay) or p.seat != seat:
            return {}
        refused = ((card, self.refusal(seat, card)) for card in self._distinct(self.hands[seat]))
        return {card: why for card, why in refused if why is not None}

    def revealed_view(self) -> GuillotineView:
        """The finished game with every hand turned over: the onlooker's view plus
        ``hands``, every seat's action cards (nothing else is secret once it is over)."""
        view = self.public_view()  # a new dict each time: adding to it changes no state
        view["hands"] = [list(hand) for hand in self.hands]
        return view

    def _pending_view(self, p: decisions.Ask, seat: int) -> GuillotinePending:
        """``p`` as ``seat`` is told it (see ``GuillotinePending``)."""
        shown = p.seat == seat
        prompt: str = p.kind
        if isinstance(p, decisions.AskInterrupt) and shown and CONFUSION not in self.hands[seat]:
            # Told only the asked seat: it may pass, nothing else (a hot-seat caller learns
            # here, in private, that the card is not in their hand).
            prompt = "interrupt_lacking"
        if isinstance(p, decisions.AskInterrupt) and shown and p.collector_seat == seat:
            prompt += "_own"  # "before you collect", not "before <your name> collects"
        who: PendingWho = {"seat": p.seat, "card": p.card}
        params = self._prompt_params(p)
        told: PendingTold = {"prompt": f"{GAME_ID}.prompt.{prompt}", "prompt_params": params}
        match p:
            case decisions.AskPlace():
                return {"kind": "place", **who, "noble_index": p.noble_index, **told}
            case decisions.AskArrange():
                return {"kind": "arrange", **who, "fixed": p.fixed, "limit": p.limit, **told}
            case decisions.AskDiscardOwn():
                return {"kind": "discard_own", **who, "count": p.count, **told}
            case decisions.AskHandPick():
                owner = p.owner_seat
                hand = list(self.hands[owner]) if shown else None
                return {"kind": "hand_pick", **who, "owner_seat": owner, **told, "shown_hand": hand}
            case decisions.AskPilePick():
                return {"kind": "pile_pick", **who, "owner_seat": p.owner_seat, **told}
            case decisions.AskDeckPick():
                nobles = list(self.revealed) if shown else None
                count = len(self.revealed)
                return {
                    "kind": "deck_pick",
                    **who,
                    **told,
                    "shown_nobles": nobles,
                    "shown_count": count,
                }
            case decisions.AskInterrupt():
                collector = p.collector_seat
                return {
                    "kind": "interrupt",
                    **who,
                    "collector_seat": collector,
                    "window": p.window,
                    **told,
                }
        assert p.kind in PLAIN_KINDS, p.kind  # every kind with facts of its own is above
        return {"kind": p.kind, **who, **told}

    @staticmethod
    def _prompt_params(p: decisions.Ask) -> GuillotinePromptParams:
        """Placeholders of ``guillotine.prompt.<kind>`` (``card``/``seat`` names follow
        the log convention, ``place`` is 1-based)."""
        params: GuillotinePromptParams = {"seat": p.seat}
        if p.card is not None:
            params["card"] = p.card
        if isinstance(p, decisions.AskArrange):
            params["place"] = p.fixed + 1
        if isinstance(p, decisions.AskDiscardOwn):
            params["count"] = p.count
        if isinstance(p, decisions.AskInterrupt):
            params["collector_seat"] = p.collector_seat
        if isinstance(p, decisions.AskHandPick | decisions.AskPilePick):
            params["owner_seat"] = p.owner_seat
        return params

    # ------------------------------------------------------------------ copies and snapshots

    #: What a copy copies and a snapshot keeps. The catalogue, the table's size and options
    #: are fixed when the state is built, and ``watched`` belongs to a copy, never a save:
    #: a copy shares them as they are.
    BUILT_FROM = fields(num_players=VALUE, options=MAPPING)
    FIELDS = fields(
        noble_deck=LIST,
        noble_discard=LIST,
        action_deck=LIST,
        action_discard=LIST,
        line=LIST,
        revealed=LIST,
        in_play=LIST,
        last=LIST,
        rush=LIST,
        marked=LIST,
        extra_draws=LIST,
        day=VALUE,
        current=VALUE,
        cards_played=VALUE,
        cards_allowed=VALUE,
        blocked=VALUE,
        no_collect=VALUE,
        extra_collects=VALUE,
        day_over=VALUE,
        over=VALUE,
        windows=VALUE.since(0),  # saves from before the windows were counted
        hands=GRID,
        piles=GRID,
        face_up=GRID,
        seen=CUBE.since_built(),  # saves from before it was kept: nobody knows more
        tasks=tasks.TASKS,
        pending=optional(decisions.ASK),
        rng=RNG,
    )

    def check(self) -> None:
        """Every printed card lies in exactly one place, every per-seat record has one
        entry per seat, and what a seat was shown of a hand is still in it: a snapshot
        that breaks one of these would play on wrongly, so it is refused."""
        n = self.num_players
        per_seat = (self.hands, self.piles, self.face_up, self.last, self.rush, self.marked)
        if any(len(record) != n for record in (*per_seat, self.extra_draws, self.seen)):
            raise ValueError("a per-seat record without one entry per seat")
        nobles = [*self.noble_deck, *self.noble_discard, *self.line, *self.revealed]
        for pile in self.piles:
            nobles += pile
        if sorted(nobles) != self.cat.sorted_nobles:
            raise ValueError("the nobles are not each in exactly one place")
        action_cards = [*self.action_deck, *self.action_discard, *self.in_play]
        for hand, face_up in zip(self.hands, self.face_up, strict=True):
            action_cards += hand
            action_cards += face_up
        if sorted(action_cards) != self.cat.sorted_actions:
            raise ValueError("the action cards are not each in exactly one place")
        for viewer, known in enumerate(self.seen):
            if len(known) != n:
                raise ValueError("what a seat knows of the hands, not one entry per seat")
            for owner, cards in enumerate(known):
                if cards and owner != viewer and Counter(cards) - Counter(self.hands[owner]):
                    raise ValueError("a seat knows of a card no longer in the hand")
        for pile, last in zip(self.piles, self.last, strict=True):
            if last is not None and last not in pile:
                raise ValueError("the noble collected last is not in its pile")
        if not (0 <= self.current < n and 1 <= self.day <= DAYS):
            raise ValueError("a turn or a day out of range")
        if self.pending is not None and not 0 <= self.pending.seat < n:
            raise ValueError("a decision asked of a seat not at the table")

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """Redraw what ``seat`` cannot see: other hands, both decks' order, the Late Arrival
        nobles (unless ``seat`` is looking at them) and Clerical Error's first, still secret
        pick. Cards ``seat`` was shown in another hand (``seen``: Lack of Support, also while
        the hand is being shown, Information Exchange, a pick from the discard) stay there.
        A seat asked about Warte mal need not hold it (every seat that might is asked), so
        being asked places nothing. What other seats know of hands ``seat`` cannot see is
        forgotten in the sample: it would tell ``seat`` which cards they are."""
        new = self.clone()
        new.watched = False
        new.rng = reseed(rng)
        p = new.pending
        unknown = [s for s in range(new.num_players) if s != seat]
        pool = list(new.action_deck)
        for s in unknown:
            pool.extend(new.hands[s])
        pinned = {s: new.seen[seat][s] for s in unknown}
        new.action_deck = redeal(new.hands, pinned, pool, rng)
        new.seen = forget_others(new.seen, seat)
        if isinstance(p, decisions.AskDeckPick) and p.seat != seat:
            # The Late Arrival nobles: a hand that only their chooser sees.
            lots = [new.revealed]
            new.noble_deck = redeal(lots, {0: []}, [*new.noble_deck, *new.revealed], rng)
            new.revealed = lots[0]
        else:
            new.noble_deck = shuffled(new.noble_deck, rng)
        if isinstance(p, decisions.AskPilePick) and p.taken is not None and p.owner_seat != seat:
            # Only the first picker knows his pick (from the second picker's pile).
            new.pending = replace(p, taken=rng.choice(sorted(set(new.piles[p.seat]))))
        return new


class GuillotineGame(Game):
    """Guillotine for 2-5 players, German edition rules."""

    id = GAME_ID
    min_players = 2
    max_players = 5
    options = (Option("interrupt_rule", "german", ("german", "english")),)
    turn_markers = frozenset({f"{GAME_ID}.log.turn"})

    def __init__(self, catalogue: Catalogue) -> None:
        self.catalogue = catalogue

    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> GuillotineState:
        self.check_players(num_players)
        state = GuillotineState(self.catalogue, num_players, self.resolve_options(options))
        state.rng = new_rng(seed)
        state.noble_deck = self.catalogue.noble_deck()
        state.action_deck = self.catalogue.action_deck()
        state.rng.shuffle(state.noble_deck)
        state.rng.shuffle(state.action_deck)
        for seat in range(num_players):
            for _ in range(HAND_SIZE):
                state.hands[seat].append(state.action_deck.pop())
        state._deal_line([])
        state.tasks = [state._start_turn.later(0)]
        state._run([])
        return state

    def state_from_json(self, data: Mapping[str, Any]) -> GuillotineState:
        try:
            num_players = int(data["num_players"])
            self.check_players(num_players)
            state = GuillotineState(
                self.catalogue, num_players, self.resolve_options(data["options"])
            )
            state.load_fields(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise RuleError(f"not a guillotine save: {exc}") from exc
        return state
