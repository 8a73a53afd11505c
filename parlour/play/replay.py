"""A game watched again move by move, from its save, apart from drawing it.

A save is a seed and the actions played (``Session``), which rebuild the state after any
number of moves exactly. The replay plays the game through once when it opens, as loading
a save does, and keeps each move's events, who made it and which round it fell in, plus a
copy of the state every ``SNAPSHOT_EVERY`` moves. A jump then starts from the nearest copy
at or before its target and plays fewer than ``SNAPSHOT_EVERY`` moves, so it costs the same
at move 10 as at move 2 000; a step forward plays one move on the state shown. Rebuilding
from a copy and the recorded actions is exact, so stepping back is too.

Who watches: a seat sees what its person knew at that moment (``view_of`` all the seats
that person plays) and only the events meant for them; a finished game may also be
watched with everything revealed (``revealed_view``) and every event. Nothing here
writes: the session and its save stay exactly as they were.

What the watcher steps through are *public positions*, not moves: a move that showed the
watcher nothing (``parlour.engine.secrecy.unseen``: another seat's jeton going into a
secret bid) joins the step before it, so "move N of M", the steps, the round jumps and
the log's numbers are the same however many such moves were made; counting them would
tell the secret. Everything revealed (``None``, a finished game only) steps through every
move: then every secret is out anyway.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from parlour.engine import Action, Event, GameState
from parlour.engine.events import shown_to
from parlour.engine.secrecy import seen_by, unseen
from parlour.saves.people import People
from parlour.saves.session import Session

#: A copy of the state is kept every this many moves: a jump replays fewer than this.
SNAPSHOT_EVERY = 32


@dataclass(frozen=True)
class Move:
    """One recorded move, or one step of moves: who made it and what it caused."""

    seat: int
    events: tuple[Event, ...]


class Replay:
    """``session``'s game from its first move to its last, as ``watcher`` saw it (``watch``):
    ``position`` of its ``length`` steps are shown.

    ``seek`` goes anywhere, ``step`` one step forward; ``view`` and ``visible`` give what
    a watcher sees there (``seat`` ``None``: everything, only for a finished game).
    """

    def __init__(self, session: Session, every: int = SNAPSHOT_EVERY) -> None:
        if every < 1:
            raise ValueError("snapshots need a positive interval")
        self.game = session.game
        self.seat_names = list(session.seat_names)
        self.people = People(session.seats)
        self.every = every
        self._actions: tuple[Action, ...] = tuple(session.history)
        state = self.game.new_state(len(session.seats), session.seed, session.options)
        self._snapshots: list[GameState] = [state.clone()]
        self.moves: list[Move] = []
        #: The round being played after each number of moves (index 0: before any).
        self._rounds: list[int] = [state.round_number()]
        for index, act in enumerate(self._actions, start=1):
            seat = state.to_act()
            events = tuple(state.apply(act))  # a RuleError if the history is not this game's
            assert seat is not None  # ``apply`` refuses a move after the end
            self.moves.append(Move(seat, events))
            self._rounds.append(state.round_number())
            if index % every == 0:
                self._snapshots.append(state.clone())
        #: Whether the game was played to its end (then it may be watched fully revealed).
        self.finished = state.is_over()
        self._state = self._snapshots[0].clone()
        #: How many moves are played on ``state``.
        self._played = 0
        #: Per person's seats (``None``: everything), how many moves each step ends after.
        self._ends: dict[frozenset[int] | None, list[int]] = {}
        self.watcher: int | None = None
        self._bounds: list[int] = self._step_ends(None)
        self.round_starts: list[int] = []
        self.position = 0
        self.watch(self.default_watcher())

    # -- steps ---------------------------------------------------------------------------
    def watch(self, seat: int | None) -> None:
        """Watch as ``seat``'s person (``None``: everything, a finished game only), from the
        same place: the step that holds the move shown last, whose moves after it showed
        that person nothing, so they see what they saw after it."""
        self._check(seat)
        self.watcher = seat
        self._bounds = self._step_ends(seat)
        self.round_starts = self._find_round_starts()
        self.position = min(bisect.bisect_left(self._bounds, self._played), self.length)
        self._seek_move(self._bounds[self.position])

    def _step_ends(self, seat: int | None) -> list[int]:
        """After how many moves each step ends (index 0: the start) for ``seat``'s person."""
        key = None if seat is None else self.seats_seen_by(seat)
        if key not in self._ends:
            self._ends[key] = (
                list(range(self.length_in_moves + 1)) if key is None else self._public_steps(key)
            )
        return self._ends[key]

    def _public_steps(self, seats: frozenset[int]) -> list[int]:
        """The step ends for the person of ``seats``: a move that showed them nothing joins
        the step before it (the start, for moves before anything they saw)."""
        state = self._snapshots[0].clone()
        ends = [0]
        for index, (act, move) in enumerate(zip(self._actions, self.moves, strict=True), start=1):
            if any(event.visible_to_any(seats) for event in move.events):
                state.apply_trusted(act)
                ends.append(index)
                continue
            before = seen_by(state, seats)
            state.apply_trusted(act)
            if unseen(move.events, before, seen_by(state, seats), seats):
                ends[-1] = index
            else:
                ends.append(index)
        return ends

    # -- where ---------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """How many steps the watcher has (the last position)."""
        return len(self._bounds) - 1

    @property
    def moves_played(self) -> int:
        """How many moves of the game are played at ``position``."""
        return self._played

    @property
    def length_in_moves(self) -> int:
        """How many moves the game has."""
        return len(self._actions)

    @property
    def state(self) -> GameState:
        """The state after ``position`` moves (the replay's own: never change it)."""
        return self._state

    @property
    def round(self) -> int:
        """The round being played at ``position`` (``GameState.round_number``)."""
        return self._rounds[self._played]

    def _find_round_starts(self) -> list[int]:
        """The positions where a round begins: the start, and every step after whose move
        the round number changed, unless that move ended the game."""
        starts = [0]
        for moves in range(1, self.length_in_moves):
            if self._rounds[moves] != self._rounds[moves - 1]:
                position = bisect.bisect_left(self._bounds, moves)
                if starts[-1] != position:
                    starts.append(position)
        return starts

    def previous_round_start(self) -> int:
        """Where the round before this position began (the start of the current round if
        the position is inside it, the round before if it is at its start)."""
        index = bisect.bisect_left(self.round_starts, self.position) - 1
        return self.round_starts[max(index, 0)]

    def next_round_start(self) -> int:
        """Where the next round begins; the end of the game after the last one."""
        index = bisect.bisect_right(self.round_starts, self.position)
        return self.round_starts[index] if index < len(self.round_starts) else self.length

    def position_before(self, moves: int) -> int:
        """The watcher's step that shows the table just before move ``moves`` (counted from
        0) is made: the last step that ends at or before it."""
        return bisect.bisect_right(self._bounds, moves) - 1

    def state_after(self, moves: int) -> GameState:
        """A copy of the state after ``moves`` moves (from the nearest snapshot)."""
        state = self._snapshots[moves // self.every].clone()
        for act in self._actions[moves // self.every * self.every : moves]:
            state.apply_trusted(act)
        return state

    # -- moving ----------------------------------------------------------------------------
    def step(self) -> Move | None:
        """One step forward (``None`` at the end): its moves, as one."""
        if self.position >= self.length:
            return None
        start, end = self._bounds[self.position], self._bounds[self.position + 1]
        self._seek_move(end)
        self.position += 1
        moves = self.moves[start:end]
        return Move(moves[0].seat, tuple(event for move in moves for event in move.events))

    def seek(self, target: int) -> None:
        """Show the state after ``target`` steps (clamped to the game)."""
        self.position = max(0, min(int(target), self.length))
        self._seek_move(self._bounds[self.position])

    def _seek_move(self, target: int) -> None:
        """Play the state to ``target`` moves: from the current state if it lies on the
        way, else from the nearest copy before the target."""
        if target == self._played:
            return
        base = target // self.every * self.every
        if not self._played < target or self._played < base:
            self._state = self._snapshots[target // self.every].clone()
            self._played = base
        for act in self._actions[self._played : target]:
            self._state.apply_trusted(act)
        self._played = target

    # -- who sees what ---------------------------------------------------------------------
    def seats_seen_by(self, seat: int) -> frozenset[int]:
        """The seats whose secrets the person playing ``seat`` knew (a bot: its own)."""
        person = self.people.person_of(seat)
        return frozenset({seat}) if person is None else self.people.seats_of(person)

    def watchers(self) -> list[int | None]:
        """Who the game may be watched as: once it is over, everything revealed (``None``)
        and every seat. Before that only the people's seats, since whoever watches may go
        on playing it: a bot's hand seen in a replay would be seen at the table. A game of
        bots alone may be watched as any seat."""
        seats = range(len(self.seat_names))
        if self.finished:
            return [None, *seats]
        if not self.people.persons:
            return list(seats)
        return [seat for seat in seats if self.people.person_of(seat) is not None]

    def needs_curtain(self, watcher: int | None) -> bool:
        """Whether ``watcher``'s view must wait behind a curtain naming its person: an
        unfinished game that several people share, where one must not see another's."""
        return (
            watcher is not None
            and not self.finished
            and len(self.people.persons) > 1
            and self.people.person_of(watcher) is not None
        )

    def default_watcher(self) -> int | None:
        """Everything for a finished game; else the first person's seat (the player whose
        save it is), or seat 0 at a table of bots."""
        if self.finished:
            return None
        return self.people.persons[0] if self.people.persons else 0

    def _check(self, seat: int | None) -> None:
        if seat is None and not self.finished:
            raise ValueError("an unfinished game is never shown with every secret")

    def viewer_seat(self, seat: int | None) -> int | None:
        """The seat the table is drawn from for ``seat``'s person, as at the table: the
        acting one of their seats, else ``seat``; nobody's (``None``) for everything and
        at the end, where the final table shows every secret anyway."""
        self._check(seat)
        if seat is None or self._state.is_over():
            return None
        acting = self._state.to_act()
        return acting if acting in self.seats_seen_by(seat) else seat

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat``'s person saw at this position (the final table once it is over);
        ``None``: everything, for a finished game only."""
        self._check(seat)
        state = self._state
        if state.is_over():
            return dict(state.final_view())
        if seat is None:
            return dict(state.revealed_view())
        return dict(state.view_of(self.seats_seen_by(seat)))

    def visible(self, events: tuple[Event, ...] | list[Event], seat: int | None) -> list[Event]:
        """The events ``seat``'s person could see (all of them for ``None``)."""
        self._check(seat)
        return shown_to(events, None if seat is None else self.seats_seen_by(seat))

    def log(self, seat: int | None) -> Iterator[tuple[int, list[Event]]]:
        """Every step's number (from 1) in ``seat``'s steps with the events ``seat`` could
        see: the log."""
        self._check(seat)
        ends = self._step_ends(seat)
        for number in range(1, len(ends)):
            moves = self.moves[ends[number - 1] : ends[number]]
            yield number, self.visible([e for move in moves for e in move.events], seat)
