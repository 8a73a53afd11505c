"""The flow of a game at one shared screen, with no pygame in it.

The table scene draws and animates; this decides, once for every game and for the tests'
table host alike:

- **who is looking**: the person to act, or while a bot acts the only person at the table,
  or nobody (``None``: no secrets) when several people share the screen. A person sees
  what all their seats know (``GameState.view_of``), so one person may play a whole team.
- **the curtain**: in a game with secrets, when the next person to act is not the one
  who last saw secrets, the table is covered until that person says they are there;
  meanwhile it is shown to nobody.
- **what a person sees of the events**: those meant for any of their seats, and in the
  log what the only person may see, or only the public events.
- **what waits for a click**: the summary of a round just scored (the next round is
  already dealt, but nobody acts until the summary is closed; which rounds were seen is
  saved, so Continue shows an unclosed summary again), and at the end the final table
  with every secret revealed, until the player asks for the results.
- **undo** for the person who may (``Session.can_undo``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from parlour.engine import Action, Event, GameState, RoundResult
from parlour.saves.session import NoUndo, Session


class TableFlow:
    """Who sees what of ``session`` and who may act now; call ``sync`` after every change."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.people = session.people
        #: The person whose eyes the table is for now (``None``: nobody's secrets).
        self.looking: int | None = None
        #: The person who last saw secrets: the curtain comes when someone else is next.
        self.secret_viewer: int | None = None
        #: The person the curtain waits for, while it is up.
        self.curtain_for: int | None = None
        #: A fixed onlooker, whoever acts (the game-scene tests' host); ``None``: follow play.
        self._pinned: tuple[int | None] | None = None

    # -- who -------------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.session.state

    @property
    def log_person(self) -> int | None:
        """The log shows what the only person at a table of bots may see, else the public."""
        return self.people.only_person

    def seats_of(self, person: int | None) -> frozenset[int]:
        return frozenset() if person is None else self.people.seats_of(person)

    @property
    def looking_seats(self) -> frozenset[int]:
        return self.seats_of(self.looking)

    @property
    def viewer_seat(self) -> int | None:
        """The seat the table is drawn from: the acting one of the looker's seats, else
        the looker's own seat (``None`` when nobody looks)."""
        if self.looking is None:
            return None
        acting = self.state.to_act()
        return acting if acting in self.looking_seats else self.looking

    def _next_person(self) -> int | None:
        person = self.people.person_of(self.state.to_act())
        return person if person is not None else self.log_person

    @property
    def curtain_up(self) -> bool:
        return self.curtain_for is not None

    # -- what waits for a click -------------------------------------------------------------
    @property
    def over(self) -> bool:
        return bool(self.state.is_over())

    def pending_round(self) -> RoundResult | None:
        """The round just scored, while its summary has not been closed (not at the end:
        the final table and the results show the last round)."""
        rounds = self.state.round_results()
        if self.over or len(rounds) <= self.session.rounds_seen:
            return None
        return rounds[-1]

    def close_round(self) -> None:
        """The summary was read: play on (the session records it for saves)."""
        self.session.rounds_seen = len(self.state.round_results())
        self.sync()

    @property
    def waiting(self) -> bool:
        """Nobody may act: a round summary, the curtain, or the game is over."""
        return self.over or self.curtain_up or self.pending_round() is not None

    # -- keeping it current -------------------------------------------------------------------
    def pin(self, person: int | None) -> None:
        """Look as ``person`` (``None``: the public) whoever acts, with no curtain, until
        the end of the game: a fixed onlooker, as the game-scene tests use."""
        self._pinned = (person,)
        self.sync()

    def sync(self) -> None:
        """Decide who looks now and whether the curtain must come first."""
        person = self._next_person()
        shared = self.session.game.has_secrets and len(self.people.persons) > 1
        if self.over:
            self.curtain_for, self.looking = None, None
        elif self._pinned is not None:
            self.curtain_for, self.looking = None, self._pinned[0]
        elif shared and self.pending_round() is not None:
            # Everyone reads the summary, and the next round is dealt underneath: nobody's
            # secrets, and whoever is next says they are there once it is closed.
            self.curtain_for, self.looking, self.secret_viewer = None, None, None
        elif shared and person is not None and person != self.secret_viewer:
            self.curtain_for, self.looking = person, None
        else:
            self.curtain_for, self.looking = None, person
            if person is not None and self.session.game.has_secrets:
                self.secret_viewer = person

    def lift_curtain(self) -> None:
        """The person the curtain waited for is at the screen."""
        self.secret_viewer = self.curtain_for
        self.curtain_for = None
        self.sync()

    # -- what is shown -----------------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """The view for whoever looks; at the end, everything the game reveals."""
        state = self.state
        if self.over:
            return dict(state.final_view())
        if self.looking is None:
            return dict(state.public_view())
        return dict(state.view_of(self.looking_seats))

    def legal(self) -> list[Action]:
        """What the looker may do now: nothing unless one of their seats is to act."""
        if self.waiting or self.state.to_act() not in self.looking_seats:
            return []
        return list(self.state.legal_actions())

    def may_submit(self) -> bool:
        return not self.waiting and self.state.to_act() in self.looking_seats

    def visible(self, events: Iterable[Event]) -> list[Event]:
        """The events the person looking may see (everyone's, at the end of the game)."""
        if self.over:
            return list(events)
        return [e for e in events if e.visible_to_any(self.looking_seats)]

    def for_log(self, events: Iterable[Event]) -> list[Event]:
        """The events the shared log may show."""
        seats = self.seats_of(self.log_person)
        return [e for e in events if e.visible_to_any(seats)]

    # -- bots and undo ----------------------------------------------------------------------
    def bot_to_act(self) -> int | None:
        """The bot seat to move now, unless something waits for a person."""
        seat = self.state.to_act()
        if self.waiting or seat is None or self.people.person_of(seat) is not None:
            return None
        return int(seat)

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo_refusal(self) -> NoUndo | None:
        """Why the person looking may not undo now (``None``: they may)."""
        if self.over:
            return NoUndo(NoUndo.OVER)
        if self.looking is None:  # the curtain, or a summary between several people
            several = len(self.people.persons) > 1
            return NoUndo(NoUndo.PEOPLE if several else NoUndo.NOT_A_PERSON)
        if self.pending_round() is not None:
            return NoUndo(NoUndo.ROUND)
        return self.session.undo_refusal(self.looking)

    def undo(self) -> None:
        self.session.undo(self.looking if self.looking is not None else -1)
        self.sync()
