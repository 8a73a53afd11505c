"""The contract every game implements: static facts (``Game``) and a live ``GameState``.

Nothing here draws or touches files, so thousands of games can be simulated headless.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Self

from parlour.engine.actions import Action, same_action
from parlour.engine.errors import MALFORMED, DamagedSnapshot, RuleError
from parlour.engine.events import Event
from parlour.engine.interjection import Interjection
from parlour.engine.outcome import Outcome, ScoreLine, Wording, top_scorers

OptionValue = bool | int | str

if TYPE_CHECKING:
    from typing_extensions import TypeVar

    #: What a seat may know of a game (``GameState.view``): each game declares its shape
    #: beside its rules (a ``TypedDict``), so its table reads it checked; a state that
    #: names none gives a plain mapping.
    View = TypeVar("View", bound=Mapping[str, Any], default=Mapping[str, Any])
    #: ``View`` as a state hands it out: a state only returns its views, so a state of a
    #: typed view is also a state of a plain mapping (what ``Game.new_state`` promises).
    StateView = TypeVar(
        "StateView", bound=Mapping[str, Any], default=Mapping[str, Any], covariant=True
    )
else:  # the default is for the type checker; at run time a TypeVar needs none
    from typing import TypeVar

    View = TypeVar("View", bound=Mapping[str, Any])
    StateView = TypeVar("StateView", bound=Mapping[str, Any], covariant=True)


@dataclass(frozen=True)
class Option:
    """A variant option the setup screen offers.

    ``choices`` empty means a yes/no switch; otherwise the value must be one of them.
    The label is translated under ``<game>.option.<key>`` and each choice under
    ``<game>.option.<key>.<choice>``.
    """

    key: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    hidden: bool = False  # for simulations only (e.g. a turn limit), not shown in setup


@dataclass(frozen=True)
class RoundResult:
    """One finished round of a game played over several rounds to a target.

    ``points`` is what each seat scored in the round, ``details`` why (per seat, the same
    ``ScoreLine`` as the ``outcome``'s lines), ``totals`` the running totals after it; ``target`` is
    the total that ends the game, if there is one. The round summary and the results
    screen show these.
    """

    number: int
    points: tuple[float, ...]
    totals: tuple[float, ...]
    details: tuple[tuple[ScoreLine, ...], ...] = ()
    target: float | None = None


class GameState(ABC, Generic[StateView]):
    """One game in progress. One seat decides at a time.

    Subclasses implement the abstract methods; ``apply`` is final in spirit: it checks the
    action against ``legal_actions()`` so an illegal action never reaches ``_apply`` and
    the state stays exactly as it was.
    """

    num_players: int

    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that decides next, ``None`` once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every choice of the seat to act (a few hundred at most; empty when over)."""

    def turn_of(self) -> int | None:
        """Whose turn it is, which need not be the seat that decides now: in Guillotine
        another player chooses for a card of the current player's. By default the seat
        to act."""
        return self.to_act()

    def public_choice(self) -> bool:
        """Whether what the seat to act may choose follows from public facts alone (a
        player to name, a noble in the line), not from its secrets (its hand).

        A hot-seat table takes a choice with a single option for the person when this is
        true: nobody learns anything from it, and it saves two hand-overs. When the single
        option comes from a secret (only "pass" because the card is not in the hand),
        taking it automatically would tell the table what the hand holds, so the default
        is ``False`` and a game says yes decision by decision.
        """
        return False

    def settled_move(self) -> Action | None:
        """A legal move that stands for all of them, when what is left to choose makes no
        difference anyone could know (one of several face-down tokens that look alike),
        or ``None`` (the default) while a real decision is left.

        The table makes it for a person after a beat, so they see it happen, and logs it
        like any move: clicking through such choices one by one is busywork. Bots are not
        asked: they choose among the legal moves anyway. At a shared screen the person is
        called through the curtain for it only where ``public_choice`` is false: where
        the options are public, everyone can see that nothing is left to decide.
        """
        return None

    def interjection(self) -> Interjection | None:
        """The moment of interjection the seat to act is asked about, if any (see
        ``parlour.engine.interjection``); ``None`` by default."""
        return None

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the seat to act and return the events it caused.

        ``action`` must be exactly one of ``legal_actions()``: ``Take(True)`` or ``Flip(0.0)``
        equal a legal ``Take(1)`` or ``Flip(0)`` in Python but would break the rules that
        count or index with them, so each field must also be of the legal one's type."""
        if self.is_over():
            raise RuleError("the game is over")
        if not self._is_legal(action):
            raise RuleError(f"illegal action now: {action!r}")
        return self._apply(action)

    def _is_legal(self, action: Action) -> bool:
        """Whether ``action`` is exactly one of ``legal_actions()``; ``==`` finds the
        candidate at C speed, and only from there on are the types compared."""
        legal = self.legal_actions()
        try:
            first = legal.index(action)
        except ValueError:
            return False
        return any(same_action(action, act) for act in legal[first:])

    def apply_trusted(self, action: Action) -> list[Event]:
        """``apply`` without the legality check, for bots whose action came straight from
        ``legal_actions()`` of this very state (playouts would otherwise pay twice)."""
        return self._apply(action)

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Carry out a legal action."""

    @abstractmethod
    def view(self, seat: int) -> StateView:
        """Everything ``seat`` may know (JSON-ready), and nothing more."""

    def public_view(self) -> StateView:
        """What an onlooker sees; by default the view without any seat's secrets."""
        return self.view(-1)

    def final_view(self) -> StateView:
        """The finished game as the final table shows it: every secret that the end of the
        game makes irrelevant revealed (hands, hidden money). Before the end it is only the
        public view, so a caller that asks too early can never leak a secret."""
        if not self.is_over():
            return self.public_view()
        return self.revealed_view()

    def revealed_view(self) -> StateView:
        """Every seat's secrets filled in, in the shape of ``view``: ``final_view`` of a
        finished game, and the replay of a finished game at any earlier move (so it must
        work mid-game too; it is never called while a game can still be played on). By
        default the public view; a game with secrets overrides it."""
        return self.public_view()

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]:
        """Each seat's standing now (points, wealth): what a bot's playout cut short ranks
        the seats by. The final scores are the ``outcome``'s."""

    def outcome(self) -> Outcome | None:
        """How the finished game came out, ``None`` while it is played.

        By default the scores decide: everyone with the top score wins, with every seat
        of their team, and nothing more is said. A game with a tie rule, score lines or a
        win the scores do not show (the Courtesan's) overrides it.
        """
        if not self.is_over():
            return None
        scores = self.scores()
        return Outcome(tuple(scores), top_scorers(scores, self.teams()))

    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The seats that share one result, every seat in exactly one team.

        By default every seat plays for itself. A team game gives each team's seats: they
        win together (``outcome``), a bot counts a partner's win as its own, and one person
        may play a whole team (``view_of``).
        """
        return tuple((seat,) for seat in range(self.num_players))

    def seat_role(self, seat: int) -> str | None:
        """The text key of the part ``seat`` plays when seats differ (a Lady, a Gentleman,
        the Courtesan), or ``None`` where every seat plays alike. Setup shows it beside
        the seat, so people know before the game who does what."""
        return None

    def team_name(self, team: int) -> str | None:
        """The text key of the name team ``team`` (its place in ``teams()``) goes by, where
        a game names its teams (a colour), or ``None``; setup and the results use it."""
        return None

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The team ``seat`` plays in (itself alone in a game without teams).

        A seat the table does not have is an ``IndexError``, never a bare ``StopIteration``:
        that one escapes every ``except`` for malformed data (a save naming a person beyond
        the table) and silently ends any generator it is raised in.
        """
        for team in self.teams():
            if seat in team:
                return team
        raise IndexError(f"seat {seat} is not at this table of {self.num_players}")

    def view_of(self, seats: AbstractSet[int]) -> StateView:
        """What one person who plays all of ``seats`` may know (a whole team at one screen).

        One seat's view is ``view``; a game that lets one person play several seats (its
        teams) overrides this to join what those seats know.
        """
        if len(seats) == 1:
            return self.view(next(iter(seats)))
        raise NotImplementedError(f"{type(self).__name__} has no view for several seats")

    def round_results(self) -> list[RoundResult]:
        """The rounds finished so far, for games scored over several rounds (else none)."""
        return []

    def round_number(self) -> int:
        """Which round of the game (deal, day, a roller's turn …) is being played, from 1.

        A replay offers to jump to the moves where it changes. By default it is one more
        than the rounds finished (``round_results``), so a game scored round by round needs
        nothing more; a game whose rounds are not scored one by one returns its own count,
        and a game without rounds keeps the default (1 throughout).
        """
        return len(self.round_results()) + 1

    def progress(self) -> float:
        """How far the game has come, 0.0 to 1.0, for the load list (an estimate is fine)."""
        return 1.0 if self.is_over() else 0.0

    def progress_note(self) -> Wording | None:
        """What the load list says of an unfinished game instead of a share of ``progress``,
        when a share would be a guess:
        a game that ends when someone reaches a goal has no known length ("43 % played"
        after two rounds of the Millionenspiel). ``None`` shows the share."""
        return None

    @abstractmethod
    def clone(self) -> Self:
        """An independent deep copy (cheap: bots clone thousands of times)."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A state ``seat`` cannot tell apart from this one.

        Everything ``seat`` cannot see (other hands, deck order, hidden money) is redrawn
        at random from what is consistent with its view, and the state's own generator is
        reseeded from ``rng`` so future shuffles and dice are unknown too. Bots only ever
        see states made by this method. The sample is a function of ``seat``'s knowledge
        and ``rng`` alone: pools of hidden things are shuffled from a canonical order, never
        from where they really lie (``parlour.engine.hidden``).
        """

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """A complete snapshot (RNG included) that ``Game.state_from_json`` restores."""


class Game(ABC):
    """Static facts about one game; a registry maps ids to instances."""

    id: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    #: Whether the game hides anything from some seats (hot-seat curtain needed).
    has_secrets: bool = True
    #: Keys of the public events that show everyone something at once (all the bids of
    #: a secret auction turned over together): at one screen the table shows them to all
    #: and waits for a "Continue" before the next person's curtain.
    public_moments: frozenset[str] = frozenset()
    #: Keys of the events that only say whose turn it is ("Ann's turn."): the log keeps
    #: them, the hot-seat catch-up leaves them out, where they would crowd out the news.
    turn_markers: frozenset[str] = frozenset()

    @property
    def name_key(self) -> str:
        return f"{self.id}.name"

    def resolve_options(self, options: Mapping[str, OptionValue] | None) -> dict[str, OptionValue]:
        """Defaults merged with ``options``; unknown keys or values are a ``RuleError``."""
        resolved: dict[str, OptionValue] = {opt.key: opt.default for opt in self.options}
        known = {opt.key: opt for opt in self.options}
        for key, value in (options or {}).items():
            if key not in known:
                raise RuleError(f"{self.id} has no option {key!r}")
            opt = known[key]
            if opt.choices and value not in opt.choices:
                raise RuleError(f"option {key!r} cannot be {value!r}")
            if not opt.choices and type(value) is not type(opt.default):
                raise RuleError(f"option {key!r} must be {type(opt.default).__name__}")
            resolved[key] = value
        return resolved

    def check_players(self, num_players: int) -> None:
        if not self.min_players <= num_players <= self.max_players:
            raise RuleError(
                f"{self.id} is for {self.min_players}-{self.max_players} players, not {num_players}"
            )

    @abstractmethod
    def new_state(
        self, num_players: int, seed: int, options: Mapping[str, OptionValue] | None = None
    ) -> GameState:
        """A fresh game; all randomness comes from ``seed``."""

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> GameState:
        """Restore a ``GameState.to_json`` snapshot; malformed data may raise anything a
        parser raises (``restore`` turns it into one ``DamagedSnapshot``)."""

    def restore(self, data: Any) -> GameState:
        """``state_from_json`` for data from outside (a file): whatever is wrong with it is a
        ``DamagedSnapshot``, so a game's parser need not foresee every way a file breaks."""
        try:
            return self.state_from_json(data)
        except DamagedSnapshot:
            raise
        except MALFORMED as exc:
            raise DamagedSnapshot(f"{type(exc).__name__}: {exc}") from exc


def replay(
    game: Game,
    num_players: int,
    seed: int,
    options: Mapping[str, OptionValue] | None,
    actions: Sequence[Action],
) -> GameState:
    """Rebuild a state from its seed and the actions applied to it."""
    state = game.new_state(num_players, seed, options)
    for act in actions:
        state.apply(act)
    return state
