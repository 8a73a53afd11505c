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
- **a moment public to everyone** (``Game.public_moments``: all the bids turned over at
  once): before the next curtain (or bot) after it, the table shows it to all and waits
  for a "Continue" (``close_reveal``). It adds no curtain: while the person who caused it
  plays on, it waits for the hand-over.
- **what a person missed** while others played: ``moved`` records every move's events,
  and lifting the curtain leaves in ``missed`` what that person may see of them since
  they last looked (``parlour.play.catch_up``).
- **undo** for the person who may (``Session.can_undo``).
- **what the table answers itself** at a shared screen (``automatic``): a choice that
  public facts leave with one option (``GameState.public_choice``), and an interjection
  such as Warte mal, held as one public moment (``claims.ClaimMoment``) instead of a
  curtain per seat: the people who did not call it are passed; and at any screen a move
  that stands for every legal one (``settled``: nothing is left to decide), after a beat.
- **a move the person does not make** calls nobody to the screen when it is made in the
  open: a single option or a settled move of a choice whose options follow from public
  facts (``GameState.public_choice``). Everyone can see then that the person has nothing
  to decide, as at the box, where a player whose move is forced just makes it openly.
  Where the options come from the person's secrets, "nothing to decide" is itself a
  secret (it tells what the hand holds): the curtain stays, and the move is made once
  the person looks, as a player at the box takes a forced turn like any other.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from parlour.engine import Action, Event, GameState, RoundResult
from parlour.engine.events import shown_to
from parlour.play.catch_up import CatchUp
from parlour.play.claims import ClaimMoment
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
        #: The public moment of the interjection being asked, while one is.
        self.moment: ClaimMoment | None = None
        self.catch_up = CatchUp(start=len(session.history))
        #: What the person who last lifted the curtain missed, oldest first.
        self.missed: list[Event] = []
        #: The public events of a moment everyone sees before play goes on, while shown.
        self.reveal: list[Event] | None = None
        #: Such events not shown to all yet: they wait for the next hand-over.
        self._unshown: list[Event] = []
        #: The move whose public events began the moment being kept, while one is.
        self._reveal_from: int | None = None

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
        """Nobody may act: a round summary, the curtain, a public moment of
        interjection, a moment shown to all, or the game is over."""
        return (
            self.over
            or self.curtain_up
            or self.claims_open
            or self.pending_round() is not None
            or self.reveal is not None
        )

    def moved(self, events: Sequence[Event]) -> None:
        """A move was played (call before ``sync``): remember its events for the catch-up,
        and keep a moment public to everyone for the next hand-over."""
        move = len(self.session.history)
        self.catch_up.record(move, events)
        public = [e for e in events if e.audience is None]
        if not self.shared:
            return
        if not self._unshown and any(e.key in self.session.game.public_moments for e in public):
            self._reveal_from = move
        if self._reveal_from is not None:
            # From the moment to the hand-over, everything public is shown to all: the
            # mover's next public moves too, so no one misses them in either panel.
            self._unshown += public

    def close_reveal(self) -> None:
        """Everyone saw the moment: nobody is owed its public lines in a catch-up (what
        they missed before it stays owed); play on."""
        if self._reveal_from is not None:
            self.catch_up.shown_to_all(self._reveal_from, len(self.session.history))
        self._reveal_from = None
        self.reveal = None
        self.sync()

    # -- the table's own answers --------------------------------------------------------------
    @property
    def several_people(self) -> bool:
        """More than one person plays at this screen (hot-seat), secrets or not."""
        return len(self.people.persons) > 1

    @property
    def shared(self) -> bool:
        """Several people share the screen of a game with secrets."""
        return self.session.game.has_secrets and self.several_people

    @property
    def claims_open(self) -> bool:
        """The public moment of an interjection is up: anyone asked may call."""
        return self.moment is not None and not self.moment.closed

    def claim(self, person: int) -> bool:
        """``person`` calls the interjection (its button or key); whether it counted."""
        if self.moment is None or not self.moment.claim(person):
            return False
        self.sync()
        return True

    def close_claims(self) -> None:
        """The moment's countdown ran out."""
        if self.moment is not None:
            self.moment.close()
        self.sync()

    def automatic(self) -> Action | None:
        """The action the table takes now for a person at a shared screen, if any: the
        host (and the tests' host) applies it at once, like any move, so it is logged."""
        if self.waiting or self._pinned is not None or not self.shared:
            return None
        person = self.people.person_of(self.state.to_act())
        return None if person is None else self._answer_for(person)

    def settled(self) -> Action | None:
        """The move the table makes for the person to act when nothing is left for them
        to decide (``GameState.settled_move``), once nothing else waits; the host makes
        it after a beat, so they see it happen."""
        if self.waiting or self._pinned is not None:
            return None
        if self.people.person_of(self.state.to_act()) is None:
            return None
        return self.state.settled_move()

    def _answer_for(self, person: int) -> Action | None:
        ask = self.state.interjection()
        moment = self.moment
        if ask is not None and moment is not None and moment.key == ask.key:
            return ask.decline if moment.answers_for(person) else None
        legal = self.state.legal_actions()
        if len(legal) == 1 and self.state.public_choice():
            return legal[0]
        return None

    def _hold_moment(self, person: int | None) -> bool:
        """Open the public moment when an interjection's ask first falls to a person;
        whether the table waits in it now."""
        ask = self.state.interjection()
        if ask is None:
            self.moment = None
            return False
        if person is None:
            return False
        if self.moment is None or self.moment.key != ask.key:
            person_of = {seat: self.people.person_of(seat) for seat in ask.seats}
            self.moment = ClaimMoment.open(ask, person_of)
        return not self.moment.closed

    # -- keeping it current -------------------------------------------------------------------
    def pin(self, person: int | None) -> None:
        """Look as ``person`` (``None``: the public) whoever acts, with no curtain, until
        the end of the game: a fixed onlooker, as the game-scene tests use."""
        self._pinned = (person,)
        self.sync()

    def sync(self) -> None:
        """Decide who looks now and whether the curtain must come first."""
        if self.looking is not None:
            self.catch_up.seen(self.looking, len(self.session.history))
        person = self._next_person()
        shared = self.shared
        if self.over:  # the final table shows everything to all
            self.curtain_for, self.looking, self._unshown = None, None, []
            self._reveal_from = None
        elif self._pinned is not None:
            self.curtain_for, self.looking = None, self._pinned[0]
        elif shared and self.pending_round() is not None:
            # Everyone reads the summary, and the next round is dealt underneath: nobody's
            # secrets, and whoever is next says they are there once it is closed.
            self.curtain_for, self.looking, self.secret_viewer = None, None, None
            self._unshown, self._reveal_from = [], None  # the summary shows the round to all
        elif shared and self._unshown and person != self.secret_viewer:
            # The screen is handed over: everyone sees the moment first, nobody's secrets.
            self.reveal, self._unshown = self._unshown, []
            self.curtain_for, self.looking = None, None
        elif shared and self.reveal is not None:
            self.curtain_for, self.looking = None, None  # for everyone's eyes: nobody's secrets
        elif shared and (
            self._hold_moment(person)
            or self._answer_for_next(person)
            or self._settled_in_the_open(person)
        ):
            # Shown to all while anyone may call; then answered or made without anyone's
            # eyes (a settled move after a beat, so everyone sees it happen).
            self.curtain_for, self.looking = None, None
        elif shared and person is not None and person != self.secret_viewer:
            self.curtain_for, self.looking = person, None
        else:
            self.curtain_for, self.looking = None, person
            if person is not None and self.session.game.has_secrets:
                self.secret_viewer = person

    def _answer_for_next(self, person: int | None) -> bool:
        return person is not None and self._answer_for(person) is not None

    def _settled_in_the_open(self, person: int | None) -> bool:
        """Whether the next move is settled (``GameState.settled_move``) for a person who
        is not at the screen, and its being settled follows from public facts: calling
        them through the curtain only to watch it would be a hand-over nobody needs."""
        return (
            person is not None
            and person != self.secret_viewer
            and self.state.public_choice()
            and self.state.settled_move() is not None
        )

    def lift_curtain(self) -> None:
        """The person the curtain waited for is at the screen; ``missed`` is what they
        have not seen yet."""
        person = self.curtain_for
        if person is not None:
            markers = self.session.game.turn_markers
            missed = self.catch_up.since(person, self.seats_of(person))
            self.missed = [event for event in missed if event.key not in markers]
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
        return shown_to(events, None if self.over else self.looking_seats)

    def for_log(self, events: Iterable[Event]) -> list[Event]:
        """The events the shared log may show."""
        return shown_to(events, self.seats_of(self.log_person))

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
