"""A game being played: seats, seed, the actions so far, and the save format around them.

The session is the one place that knows which seat did what. The table host asks it to
apply actions (so every action is recorded and autosaved) and to undo; the save format
stores the seed and the actions, which replay the game exactly, plus a snapshot of the
state for the load list and as a cross-check against damage.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from parlour.ai.base import LEVELS
from parlour.engine import (
    Action,
    Event,
    Game,
    GameState,
    GameUnavailable,
    RuleError,
    UndoRefused,
    UnknownGame,
    action_from_json,
    action_to_json,
    replay,
)
from parlour.games import get_game
from parlour.saves.clock import moment, now_iso
from parlour.saves.errors import SaveError, malformed_is, shown
from parlour.saves.header import FORMAT, VERSION, check_header
from parlour.saves.people import People

#: A save id names its file, so it must never be able to point elsewhere.
_SAVE_ID = re.compile(r"[0-9a-f]{32}")
#: A seat's name is typed in the setup (16 characters at most there); a file may stretch it
#: a little, but a name the tables and the load list cannot draw is damage.
MAX_NAME_CHARS = 64


@dataclass(frozen=True)
class Seat:
    """A chair at the table: a human (``ai_level`` is ``None``) or a bot of that level.

    ``played_by`` names the seat of the person who plays this one too (one person playing a
    whole team); ``None``: a human seat is its own person.
    """

    name: str
    ai_level: str | None = None
    played_by: int | None = None


@dataclass(frozen=True)
class Step:
    """Who played an action and whether it caused a barrier (undo never crosses one)."""

    seat: int
    barrier: bool


@dataclass(frozen=True)
class NoUndo:
    """Why undo is refused: ``reason`` is one of the codes below (the table words it),
    ``seat`` the seat whose move came last where that is the reason."""

    #: The game is over: the results have shown every secret.
    OVER = "over"
    #: Several people share the table: one could take back what another has seen.
    PEOPLE = "people"
    #: Nothing was played yet.
    NOTHING = "nothing"
    #: The last move was another seat's (a bot's): only one's own last move goes back.
    OTHER_MOVED = "other_moved"
    #: The last move drew a card, threw a die or revealed a secret.
    BARRIER = "barrier"
    #: A round was just scored and its summary is open: the scoring stands.
    ROUND = "round"
    #: The seat is a bot's (or none at all): nobody there to ask.
    NOT_A_PERSON = "not_a_person"

    reason: str
    seat: int | None = None


@dataclass
class Session:
    """One game in progress with its history; ``apply`` and ``undo`` keep them in step."""

    game: Game
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any]
    state: GameState
    history: list[Action] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    save_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    created: str = field(default_factory=now_iso)
    updated: str = ""
    #: The events of every action in ``history``, kept from the replay that checked a loaded
    #: save until the table asks for them (see ``events_so_far``).
    _replayed: list[list[Event]] | None = field(default=None, repr=False, compare=False)
    #: How many round summaries the players have closed (``TableFlow.pending_round``).
    rounds_seen: int = 0
    #: How many hints were asked for at each seat (the statistics' ``hints``), kept in the
    #: save so that Continue keeps counting.
    hints: list[int] = field(default_factory=list)
    #: Whether every person of a hot-seat game agreed to hints in the setup.
    hints_agreed: bool = False

    def __post_init__(self) -> None:
        if not self.updated:
            self.updated = self.created
        if len(self.hints) != len(self.seats):
            self.hints = [0] * len(self.seats)

    @property
    def hints_on(self) -> bool:
        """Hints are offered to one person against bots; between several people only if
        all of them agreed (a hint would be an edge one player takes over another)."""
        return len(self.people.persons) < 2 or self.hints_agreed

    def count_hint(self, seat: int) -> None:
        """The person at ``seat`` asked for a hint."""
        self.hints[seat] += 1

    @classmethod
    def start(
        cls,
        game_id: str,
        seats: Sequence[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
        hints_agreed: bool = False,
    ) -> Session:
        """A new game; a wrong player count or option, or one person at seats of two
        teams, is a ``RuleError``. ``hints_agreed``: every person agreed to hints."""
        game = get_game(game_id)
        resolved = game.resolve_options(options)
        state = game.new_state(len(seats), seed, resolved)
        try:
            check_people(seats, state)
        except ValueError as exc:
            raise RuleError(str(exc)) from exc
        return cls(
            game=game,
            seats=tuple(seats),
            seed=seed,
            options=resolved,
            state=state,
            hints_agreed=hints_agreed,
        )

    # --- playing ---------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` for the seat to act; a ``RuleError`` leaves everything untouched."""
        seat = self.state.to_act()
        if seat is None:
            raise RuleError("the game is over")
        events = self.state.apply(action)
        self.history.append(action)
        # The end of a game shows everything (final scores, hidden cash): a barrier too.
        barrier = self.state.is_over() or any(event.barrier for event in events)
        self.steps.append(Step(seat=seat, barrier=barrier))
        self.updated = now_iso()
        self._replayed = None
        return events

    @property
    def people(self) -> People:
        return People(self.seats)

    def can_undo(self, seat: int) -> bool:
        """Whether the person playing ``seat`` may take back the last action."""
        return self.undo_refusal(seat) is None

    def undo_refusal(self, seat: int) -> NoUndo | None:
        """Why the person playing ``seat`` may not take back the last action (``None``: they
        may), so that a greyed Undo can say why instead of staying mute.

        Only a person playing alone against bots may undo, only a move of one of their own
        seats, and never one that revealed a secret, consumed randomness or ended the game
        (the results show every score, hidden money included). Since the action undone is
        always the very last one, a bot's reply is never taken back: undo cannot be used to
        peek at how the bots would answer.
        """
        if not 0 <= seat < len(self.seats):
            return NoUndo(NoUndo.NOT_A_PERSON)
        if self.state.is_over():  # also a save from before the end was a barrier
            return NoUndo(NoUndo.OVER)
        people = self.people
        person = people.person_of(seat)
        if person is None:
            return NoUndo(NoUndo.NOT_A_PERSON)
        if people.only_person != person:
            return NoUndo(NoUndo.PEOPLE)
        if not self.steps:
            return NoUndo(NoUndo.NOTHING)
        last = self.steps[-1]
        if last.seat not in people.seats_of(person):
            return NoUndo(NoUndo.OTHER_MOVED, last.seat)
        if last.barrier:
            return NoUndo(NoUndo.BARRIER)
        return None

    def undo(self, seat: int) -> None:
        """Take back the last action by replaying the seed and the shorter history."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise UndoRefused(f"seat {seat} cannot undo now: {refusal.reason}")
        history = self.history[:-1]
        self.state = replay(self.game, len(self.seats), self.seed, self.options, history)
        self.history = history
        self.steps = self.steps[:-1]
        self.rounds_seen = min(self.rounds_seen, len(self.state.round_results()))
        self.updated = now_iso()
        self._replayed = None

    def events_so_far(self) -> list[list[Event]]:
        """The events of every action played so far, in order: a loaded game's log.

        A loaded save was replayed once to check it; its events are handed over from that
        replay (once: they are dropped here), so opening a save replays it only once.
        Otherwise the game is replayed now.
        """
        if self._replayed is not None:
            events, self._replayed = self._replayed, None
            return events
        state = self.game.new_state(len(self.seats), self.seed, self.options)
        return [state.apply(act) for act in self.history]

    @property
    def seat_names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    # --- the save format -------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The save file's content; the first keys identify it cheaply (see ``store``)."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "save_id": self.save_id,
            "game": self.game.id,
            "created": self.created,
            "updated": self.updated,
            "options": dict(self.options),
            "seats": [_seat_to_json(s) for s in self.seats],
            "seed": self.seed,
            "actions": [
                {"action": action_to_json(act), "seat": step.seat, "barrier": step.barrier}
                for act, step in zip(self.history, self.steps, strict=True)
            ],
            "snapshot": self.state.to_json(),
            "rounds_seen": self.rounds_seen,
            "hints": list(self.hints),
            "hints_agreed": self.hints_agreed,
        }

    @classmethod
    def from_json(cls, data: Any, verify: bool = True) -> Session:
        """Rebuild a session from ``to_json`` data; every problem is a ``SaveError``.

        With ``verify`` the game is replayed from its seed and actions and must match the
        snapshot exactly; without it the snapshot alone is restored (the load list does
        that to show progress without replaying every save).
        """
        check_header(data)
        game_id = data.get("game")
        if not isinstance(game_id, str):
            raise SaveError("saves.error.damaged", f"bad game id {game_id!r}")
        try:
            game = get_game(game_id)
        except (UnknownGame, GameUnavailable) as exc:
            # A game that exists but fails to load (a damaged data file) is not unknown.
            broken = isinstance(exc, GameUnavailable) and exc.reason is not None
            key = "saves.error.game_broken" if broken else "saves.error.unknown_game"
            raise SaveError(key, str(exc), game=shown(game_id)) from exc
        # Whatever the file holds, a problem with it ends here as a damaged-save error.
        with malformed_is("saves.error.damaged"):
            seats = tuple(_seat_from_json(s) for s in data["seats"])
            seed = _integer(data["seed"])
            options = game.resolve_options(data["options"])
            records = data["actions"]
            history = [action_from_json(r["action"]) for r in records]
            steps = [Step(seat=_integer(r["seat"]), barrier=_flag(r["barrier"])) for r in records]
            snapshot = data["snapshot"]
            save_id = data["save_id"]
            rounds_seen = data.get("rounds_seen", 0)  # older saves have none: no round games
            if type(rounds_seen) is not int or rounds_seen < 0:
                raise TypeError(f"bad rounds_seen {rounds_seen!r}")
            # Saves from before hints have neither: nobody asked, nobody agreed.
            hints = data.get("hints", [0] * len(seats))
            hints_agreed = _flag(data.get("hints_agreed", False))
            if not isinstance(hints, list) or len(hints) != len(seats):
                raise TypeError(f"bad hints {hints!r}")
            if any(type(count) is not int or count < 0 for count in hints):
                raise ValueError(f"bad hints {hints!r}")
            if not isinstance(save_id, str) or not _SAVE_ID.fullmatch(save_id):
                raise ValueError(f"bad save id {save_id!r}")
            created, updated = _date(data["created"]), _date(data["updated"])
            state = game.restore(snapshot)
            check_people(seats, state)
        replayed = None
        if verify:
            state, replayed = _verified(game, seats, seed, options, history, steps, state)
            steps = _barriers_from_replay(steps, replayed, state)
        return cls(
            game=game,
            seats=seats,
            seed=seed,
            options=options,
            state=state,
            history=history,
            steps=steps,
            save_id=save_id,
            created=created,
            updated=updated,
            _replayed=replayed,
            rounds_seen=rounds_seen,
            hints=hints,
            hints_agreed=hints_agreed,
        )


def _barriers_from_replay(
    steps: list[Step], events: list[list[Event]], state: GameState
) -> list[Step]:
    """The steps with their barriers as the replay shows them, whatever the file says.

    Undo trusts these flags, so a file must not be able to clear one: an edited save would
    let a person take back a draw and draw again. A flag the file sets where the replay
    sees none is kept (it only forbids an undo), so older saves load as they were.
    """
    last = len(steps) - 1
    return [
        Step(
            seat=step.seat,
            barrier=step.barrier
            or any(event.barrier for event in caused)
            or (index == last and state.is_over()),
        )
        for index, (step, caused) in enumerate(zip(steps, events, strict=True))
    ]


def check_people(seats: Sequence[Seat], state: GameState) -> None:
    """The seats are the state's seats, and one person may play several seats only within
    one team (a ``ValueError`` if not)."""
    if len(seats) != state.num_players:
        raise ValueError(f"{len(seats)} seats at a table of {state.num_players}")
    people = People(seats)
    for person in people.persons:
        own = people.seats_of(person)
        if len(own) > 1 and not own <= set(state.team_of(person)):
            raise ValueError(
                f"seats {sorted(own)} are not one team, so one person cannot play them"
            )


def _seat_to_json(seat: Seat) -> dict[str, Any]:
    data: dict[str, Any] = {"name": seat.name, "ai_level": seat.ai_level}
    if seat.played_by is not None:  # written only when used: older saves stay as they were
        data["played_by"] = seat.played_by
    return data


def _seat_from_json(data: Mapping[str, Any]) -> Seat:
    name, level, played_by = data["name"], data["ai_level"], data.get("played_by")
    if not isinstance(name, str) or not (level is None or isinstance(level, str)):
        raise TypeError("not a seat")
    if not (played_by is None or type(played_by) is int):
        raise TypeError("not a seat")
    if not (name.strip() and len(name) <= MAX_NAME_CHARS and name.isprintable()):
        raise ValueError(f"a name that cannot be shown: {name[:MAX_NAME_CHARS]!r}")
    if level is not None and level not in LEVELS:
        raise SaveError("saves.error.unknown_level", level, level=shown(level))
    return Seat(name=name, ai_level=level, played_by=played_by)


def _integer(value: Any) -> int:
    """``value`` if it is an integer; ``int()`` would turn 1.5 into 1 and 1e400 into a crash."""
    if type(value) is not int:
        raise TypeError(f"not an integer: {value!r}")
    return value


def _date(value: Any) -> str:
    """``value`` if it is a date the load list can show (see ``clock.moment``)."""
    moment(value)
    return str(value)


def _flag(value: Any) -> bool:
    if type(value) is not bool:
        raise TypeError(f"not true or false: {value!r}")
    return value


def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _json_form(state: GameState) -> str:
    return _canonical(json.loads(json.dumps(state.to_json())))


def _verified(
    game: Game,
    seats: tuple[Seat, ...],
    seed: int,
    options: dict[str, Any],
    history: list[Action],
    steps: list[Step],
    restored: GameState,
) -> tuple[GameState, list[list[Event]]]:
    """Replay the game and insist it ends where the snapshot says, seat by seat.

    The snapshot is compared as the game reads it now (``restored``), so a game may read
    the shape an older version wrote (a phase since merged into another) and its saves
    still load; anything the game reads differently from the replay is still a mismatch.

    Returns the replayed state and the events of every action, which the table's log
    shows, so that a loaded game is replayed once and only once.
    """
    events: list[list[Event]] = []
    with malformed_is("saves.error.mismatch"):
        state = game.new_state(len(seats), seed, options)
        for act, step in zip(history, steps, strict=True):
            if state.to_act() != step.seat:
                raise RuleError(f"seat {step.seat} recorded, seat {state.to_act()} to act")
            events.append(state.apply(act))
        # The snapshot went through JSON once; put both states through it too.
        if _json_form(state) != _json_form(restored):
            raise SaveError("saves.error.mismatch", "replay differs from the snapshot")
    return state, events
