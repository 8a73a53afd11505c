"""Who sits where: Ladies, Gentlemen and the Courtesan by seat number.

Seats ``2k`` and ``2k + 1`` are the Gentleman and the Lady of team ``k`` (colour ``k``, whose
favourite boutique is boutique ``k``); at an odd table the last seat is the Courtesan, a
Lady without a Gentleman. Every module asks here, so the layout is written once.
"""

from __future__ import annotations

from dataclasses import dataclass

LADY = "lady"
GENTLEMAN = "gentleman"
COURTESAN = "courtesan"


@dataclass(frozen=True)
class Seating:
    num_players: int

    @property
    def num_teams(self) -> int:
        return self.num_players // 2

    @property
    def courtesan(self) -> int | None:
        return self.num_players - 1 if self.num_players % 2 else None

    def gentleman(self, team: int) -> int:
        return 2 * team

    def lady(self, team: int) -> int:
        return 2 * team + 1

    def lady_of(self, gentleman: int) -> int:
        return gentleman ^ 1

    def gentleman_of(self, lady: int) -> int:
        return lady ^ 1

    def team(self, seat: int) -> int | None:
        """The team of ``seat``; ``None`` for the Courtesan."""
        return None if seat == self.courtesan else seat // 2

    def role(self, seat: int) -> str:
        if seat == self.courtesan:
            return COURTESAN
        return LADY if seat % 2 else GENTLEMAN

    def partner(self, seat: int) -> int | None:
        """A Lady's Gentleman or a Gentleman's Lady; the Courtesan has none."""
        return None if seat == self.courtesan else seat ^ 1

    @property
    def ladies(self) -> list[int]:
        """Every Lady of a team (the Courtesan plays no workshop card)."""
        return [self.lady(t) for t in range(self.num_teams)]

    @property
    def shoppers(self) -> list[int]:
        """Every seat that shops: the Ladies and the Courtesan."""
        return self.ladies + ([] if self.courtesan is None else [self.courtesan])

    @property
    def gentlemen(self) -> list[int]:
        return [self.gentleman(t) for t in range(self.num_teams)]

    def teams(self) -> tuple[tuple[int, ...], ...]:
        pairs = tuple((self.gentleman(t), self.lady(t)) for t in range(self.num_teams))
        return pairs + (() if self.courtesan is None else ((self.courtesan,),))
