"""The public moment of an interjection at a shared screen: who may call, who called.

In the box nobody is asked about Warte mal: whoever holds it calls it out as the blade is
about to fall. Asking every seat behind its own curtain kept that secret but put a storm
of curtains between two turns. So a hot-seat table holds each window as one moment that
everybody sees: the people whose seats the rules ask (public facts) may call it, with a
button or a key, until a short countdown runs out. Then the rules' asks are answered seat
by seat in their order: a bot decides for itself, a person who called gets their curtain
and decides from their hand (and is told there, privately, if they cannot play it), and
for everyone else the table declines. Whoever holds the card and does not call is passed
exactly like whoever does not hold it, so neither the moment, nor the answers, nor their
timing tell anybody who has it; only playing it does.

No clock lives here: the table host runs the countdown and calls ``close`` when it ends.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from parlour.engine import Interjection


@dataclass
class ClaimMoment:
    """One window of interjection as the whole table sees it."""

    #: The rules' ``Interjection.key``: the asks of this window.
    key: int
    #: The people who may call, in seat order: each keeps their number key from one
    #: moment to the next (the rules still ask their seats in turn order).
    persons: tuple[int, ...]
    #: The people who called, in the order they did.
    claimed: list[int] = field(default_factory=list)
    #: Whether the moment is over (the countdown ran out, or someone called).
    closed: bool = False

    @classmethod
    def open(cls, ask: Interjection, person_of: dict[int, int | None]) -> ClaimMoment:
        persons = {person_of.get(seat) for seat in ask.seats}
        return cls(ask.key, tuple(sorted(p for p in persons if p is not None)))

    def claim(self, person: int) -> bool:
        """``person`` calls; only once, only while the moment is open, only one asked.
        The first call ends the moment: the caller's curtain comes at once."""
        if self.closed or person not in self.persons or person in self.claimed:
            return False
        self.claimed.append(person)
        self.closed = True
        return True

    def close(self) -> None:
        """The countdown ran out: whoever did not call is passed."""
        self.closed = True

    def answers_for(self, person: int) -> bool:
        """Whether the table answers this person's ask for them (they did not call)."""
        return self.closed and person not in self.claimed
