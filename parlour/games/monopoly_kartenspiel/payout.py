"""The bank pays a round: every seat's lay-out, the Chance penalty and Mr. Monopoly.

The exact scorer (``scoring.py``) values one hand on its own; what depends on the other
seats is decided here: a non-ender who holds a Chance card scores 0 for the round and lays
out nothing, and the 1 000 for Mr. Monopoly goes to the one seat with the most Mr.
Monopoly cards laid out (a shared most gives nobody the 1 000, a decision of the rules
file).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from parlour.games.monopoly_kartenspiel.cards import Catalogue
from parlour.games.monopoly_kartenspiel.scoring import GroupLayout, Layout, best_layout
from parlour.games.monopoly_kartenspiel.view import GroupJSON, LayoutJSON


@dataclass(frozen=True)
class SeatResult:
    """One seat's lay-out; ``layout`` is ``None`` when a held Chance makes it worthless."""

    layout: Layout | None
    cards: tuple[str, ...]  # every card the seat laid out or set aside

    @property
    def chance_zero(self) -> bool:
        return self.layout is None

    @property
    def value(self) -> int:
        return 0 if self.layout is None else self.layout.value

    @property
    def mr_monopoly(self) -> int:
        return 0 if self.layout is None else len(self.layout.mr_monopoly)


@dataclass(frozen=True)
class Payout:
    """What every seat laid out and scored in one round."""

    seats: tuple[SeatResult, ...]
    mr_monopoly_seat: int | None
    mr_monopoly_value: int

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(
            result.value + (self.mr_monopoly_value if seat == self.mr_monopoly_seat else 0)
            for seat, result in enumerate(self.seats)
        )


def mr_monopoly_winner(counts: Sequence[int]) -> int | None:
    """The seat with strictly the most Mr. Monopoly cards (none held, or a tie: nobody)."""
    most = max(counts, default=0)
    if most == 0:
        return None
    holders = [seat for seat, count in enumerate(counts) if count == most]
    return holders[0] if len(holders) == 1 else None


def pay_round(
    hands: Sequence[Sequence[str]],
    cat: Catalogue,
    ender: int | None = None,
    ender_cards: Sequence[str] = (),
) -> Payout:
    """Lay out every hand. ``ender`` (if someone went out) lays out ``ender_cards`` (his
    kept cards and his bonus) with Chance standing in; everyone else lays out his hand."""
    seats: list[SeatResult] = []
    for seat, hand in enumerate(hands):
        if seat == ender:
            cards = tuple(ender_cards)
            seats.append(SeatResult(best_layout(cards, cat, ender=True), cards))
        elif any(cat.kinds[card] == "chance" for card in hand):
            seats.append(SeatResult(None, tuple(hand)))
        else:
            seats.append(SeatResult(best_layout(hand, cat, ender=False), tuple(hand)))
    winner = mr_monopoly_winner([result.mr_monopoly for result in seats])
    return Payout(tuple(seats), winner, cat.mr_monopoly_value)


def _group_json(group: GroupLayout) -> GroupJSON:
    return {
        "group": group.group,
        "properties": list(group.properties),
        "houses": list(group.houses),
        "hotel": group.hotel,
        "tokens": list(group.tokens),
        "chance": list(group.chance),
        "base": group.base,
        "value": group.value,
    }


def layout_json(result: SeatResult, cat: Catalogue) -> LayoutJSON:
    """One seat's lay-out for the view (every card it held appears exactly once)."""
    layout = result.layout
    if layout is None:
        return {
            "groups": [],
            "go": [],
            "mr_monopoly": [],
            "set_aside": cat.sorted(result.cards),
            "chance_zero": True,
            "value": 0,
        }
    return {
        "groups": [_group_json(group) for group in layout.groups],
        "go": list(layout.go),
        "mr_monopoly": list(layout.mr_monopoly),
        "set_aside": cat.sorted(layout.set_aside),
        "chance_zero": False,
        "value": layout.value,
    }
