"""Who sits at the table: the people behind the seats.

A seat is played by a bot or by a person. Usually each human seat is its own person, but one
person may play several seats of one team (Ladies & Gentlemen: a Lady and her Gentleman), in
which case the other seats name the person's own seat in ``played_by``. Secrets, the
hot-seat curtain and undo belong to people, not seats: a person sees what all their seats
know, the curtain comes only between two different people, and a person may take back a
move of any of their seats.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class SeatLike(Protocol):
    @property
    def ai_level(self) -> str | None: ...

    @property
    def played_by(self) -> int | None: ...


class People:
    """The people at a table. A person is named by the index of their own seat."""

    def __init__(self, seats: Sequence[SeatLike]) -> None:
        self._person_of: list[int | None] = []
        for index, seat in enumerate(seats):
            if seat.ai_level is not None:
                self._person_of.append(None)
            elif seat.played_by is None:
                self._person_of.append(index)
            else:
                owner = seat.played_by
                if not 0 <= owner < len(seats) or owner == index:
                    raise ValueError(f"seat {index} is played by a seat that does not exist")
                if seats[owner].ai_level is not None or seats[owner].played_by is not None:
                    raise ValueError(f"seat {index} is played by seat {owner}, not a person")
                self._person_of.append(owner)
        self.persons: tuple[int, ...] = tuple(sorted({p for p in self._person_of if p is not None}))

    def person_of(self, seat: int | None) -> int | None:
        """The person who plays ``seat``; ``None`` for a bot (or no seat)."""
        return None if seat is None else self._person_of[seat]

    def seats_of(self, person: int) -> frozenset[int]:
        """Every seat ``person`` plays."""
        return frozenset(seat for seat, p in enumerate(self._person_of) if p == person)

    @property
    def only_person(self) -> int | None:
        """The one person at a table of bots, if there is exactly one."""
        return self.persons[0] if len(self.persons) == 1 else None
