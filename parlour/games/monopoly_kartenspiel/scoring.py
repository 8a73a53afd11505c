"""The value of a hand: the best arrangement of its cards, computed exactly.

A hand is scored by its best arrangement: which complete street group takes which houses
(1st..4th in order, each worth the group's value), the hotels (500 on a group with four
houses), which group each token copies (its value with houses, not the hotel) and, for the
player who ends the round, which missing property, house or hotel each Chance card stands
in for. The round summary, the go-out check and the bots all need that maximum, thousands
of times per search, so it is computed from the structure instead of by trying every
placement of every card:

- Every term grows with the houses laid, so with the chance cards fixed the best houses
  are forced: the groups holding at least L houses are the most valuable ``m_L`` complete
  street groups, ``m_L = min(m_{L-1}, houses of level L)``. That one nesting also gives the
  most valuable group the most houses, so it maximises the hotels laid and the highest
  group base at the same time.
- A token copies one group's base and nothing limits how many share a group, so every
  token goes on the group with the highest base (a railroad or utility group included).
- Only two Chance cards exist: the search is over their few useful uses (a property of a
  group it completes, a house of some level, a hotel, or nothing), at most a few dozen
  combinations, each scored by the closed form above.

**Decisions** (the rulebook is silent): a Chance card stands in for a property only of a
group the player holds at least one real card of ("a card still missing for a complete
group"), and for a house or hotel only while the deck has more of that card than the
player holds (a stand-in replaces a card that exists).

Mr. Monopoly cards are only listed: their 1 000 depends on every seat's cards, which the
rules decide. Nothing here reads a file or knows about seats.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import NamedTuple

from parlour.games.monopoly_kartenspiel.cards import HOUSE_LEVELS as LEVEL_COUNT
from parlour.games.monopoly_kartenspiel.cards import Catalogue

#: House levels in the order they must be built.
HOUSE_LEVELS = tuple(range(1, LEVEL_COUNT + 1))


@dataclass(frozen=True)
class GroupLayout:
    """One complete group as laid out, with everything that stands on it."""

    group: str
    properties: tuple[str, ...]  # property cards laid on it (plus chance cards standing in)
    houses: tuple[str, ...]  # house cards in order 1st..4th (chance may stand in)
    hotel: str | None  # hotel card (or a chance standing in)
    tokens: tuple[str, ...]  # token cards on this group
    chance: tuple[str, ...]  # the chance cards used on this group (subset of the above)
    base: int  # group value (+ houses), what each token copies
    value: int  # base + hotel + tokens * base


@dataclass(frozen=True)
class Layout:
    """A whole hand laid out: its groups, its bonus cards and what scores nothing."""

    groups: tuple[GroupLayout, ...]
    go: tuple[str, ...]
    mr_monopoly: tuple[str, ...]
    set_aside: tuple[str, ...]  # cards that score nothing
    value: int  # everything except the Mr. Monopoly 1 000 (decided across seats)


def best_layout(cards: Iterable[str], catalogue: Catalogue, *, ender: bool) -> Layout:
    """The most valuable layout of any subset of ``cards``; the rest is set aside.

    Only the ender's Chance cards stand in for missing cards; anyone else's are set aside
    (the rules turn a held Chance card into 0 for the round).
    """
    layout = _Hand(cards, catalogue).solve(chance_usable=ender, use_all=False)
    assert layout is not None  # laying out nothing is always possible
    return layout


def idle_value(cards: Iterable[str], catalogue: Catalogue) -> tuple[int, int]:
    """``best_layout(cards, catalogue, ender=False)``'s value and how many cards it sets
    aside, without building the layout: the bots ask this of hands thousands of times per
    decision and need nothing else."""
    return _Hand(cards, catalogue).idle_value()


def go_out_layout(cards: Iterable[str], catalogue: Catalogue) -> Layout | None:
    """The most valuable layout that uses every card validly, or ``None`` if none does.

    Valid: at least one complete group, every property in a complete group, houses in
    order on complete street groups, each hotel on a group with four houses, every token
    on a complete group, every Chance card standing in for a missing card.
    """
    return _Hand(cards, catalogue).solve(chance_usable=True, use_all=True)


class _Use(NamedTuple):
    """What one Chance card stands in for: a property of ``group``, a house of ``level``
    or (neither set) a hotel."""

    group: str = ""
    level: int = 0


@dataclass(frozen=True)
class _Facts:
    """What scoring derives from the catalogue, in the shape the inner loop reads fastest."""

    group_order: dict[str, int]
    streets: frozenset[str]  # groups that take houses
    in_deck: dict[str, int]  # group -> how many property cards it has
    complete: dict[str, dict[int, int]]  # group -> {cards laid: value} for complete counts
    house_deck: tuple[int, ...]  # index = level (index 0 unused)
    hotel_deck: int
    hotel_value: int
    go_value: int


@functools.cache
def _facts(cat: Catalogue) -> _Facts:
    """The catalogue's facts, built once per catalogue."""
    groups = cat.groups
    house_deck = [0] * (len(HOUSE_LEVELS) + 1)
    for level in cat.levels.values():
        house_deck[level] += 1
    return _Facts(
        group_order={group: index for index, group in enumerate(groups)},
        streets=frozenset(g for g, info in groups.items() if info.houses),
        in_deck={g: info.size for g, info in groups.items()},
        complete={g: dict(info.values) for g, info in groups.items()},
        house_deck=tuple(house_deck),
        hotel_deck=sum(1 for kind in cat.kinds.values() if kind == "hotel"),
        hotel_value=cat.hotel_value,
        go_value=cat.go_value,
    )


class _Hand:
    """One hand sorted by kind, and the search over its Chance cards' uses."""

    def __init__(self, cards: Iterable[str], catalogue: Catalogue) -> None:
        self.cat = catalogue
        self.facts = _facts(catalogue)
        self.props: dict[str, list[str]] = {}
        self.houses: list[list[str]] = [[] for _ in range(len(HOUSE_LEVELS) + 1)]
        self.hotels: list[str] = []
        self.tokens: list[str] = []
        self.go: list[str] = []
        self.mr_monopoly: list[str] = []
        self.chance: list[str] = []
        by_kind = {
            "hotel": self.hotels,
            "token": self.tokens,
            "go": self.go,
            "mr_monopoly": self.mr_monopoly,
            "chance": self.chance,
        }
        for card in sorted(cards, key=catalogue.order.__getitem__):
            kind = catalogue.kinds[card]
            if kind == "property":
                self.props.setdefault(catalogue.group_by_card[card], []).append(card)
            elif kind == "house":
                self.houses[catalogue.levels[card]].append(card)
            else:
                by_kind[kind].append(card)

    # --- the search --------------------------------------------------------------------

    def solve(self, *, chance_usable: bool, use_all: bool) -> Layout | None:
        """The best layout; ``use_all``: every card must be laid (going out)."""
        if self.chance and not chance_usable:  # a Chance that may not stand in is never laid
            return None if use_all else self._layout((), use_all=False)
        options: list[_Use | None] = [] if use_all else [None]
        options += self._uses()
        best_value = -1
        best: tuple[_Use | None, ...] | None = None
        for combo in combinations_with_replacement(options, len(self.chance)):
            value = self._value(combo, use_all)
            if value is not None and value > best_value:
                best_value, best = value, combo
        if best is None:
            return None
        return self._layout(best, use_all=use_all)

    def idle_value(self) -> tuple[int, int]:
        """The value and set-aside count of the best layout without Chance (``_layout(())``
        counted instead of built)."""
        value = self._value((), use_all=False)
        assert value is not None  # not going out, every combination is valid
        facts = self.facts
        aside = len(self.chance)
        streets = 0
        grouped = False
        for group, cards in self.props.items():
            if len(cards) in facts.complete[group]:
                grouped = True
                streets += group in facts.streets
            else:
                aside += len(cards)
        houses = [len(cards) for cards in self.houses]
        laid = self._laid(streets, houses, len(self.hotels), use_all=False)
        assert laid is not None  # not going out, the houses need not all fit
        built, hotels_laid = laid
        aside += sum(houses) - sum(built) + len(self.hotels) - hotels_laid
        if not grouped:
            aside += len(self.tokens)
        return value, aside

    def _uses(self) -> list[_Use]:
        """The uses a Chance card might sensibly have in this hand."""
        facts, spare = self.facts, len(self.chance)
        uses = [
            _Use(group=group)
            for group, cards in self.props.items()
            if any(len(cards) + k in facts.complete[group] for k in range(1, spare + 1))
            and len(cards) < facts.in_deck[group]
        ]
        uses += [
            _Use(level=level)
            for level in HOUSE_LEVELS
            if len(self.houses[level]) < facts.house_deck[level]
        ]
        if len(self.hotels) < facts.hotel_deck:
            uses.append(_Use())
        return uses

    def _counts(
        self, combo: tuple[_Use | None, ...]
    ) -> tuple[dict[str, int], list[int], int] | None:
        """Property counts per group, houses per level and hotels with ``combo`` standing
        in; ``None`` if it asks for a card the deck does not have."""
        facts = self.facts
        props = {group: len(cards) for group, cards in self.props.items()}
        houses = [len(cards) for cards in self.houses]
        hotels = len(self.hotels)
        for use in combo:
            if use is None:
                continue
            if use.group:
                props[use.group] += 1
                if props[use.group] > facts.in_deck[use.group]:
                    return None
            elif use.level:
                houses[use.level] += 1
                if houses[use.level] > facts.house_deck[use.level]:
                    return None
            else:
                hotels += 1
                if hotels > facts.hotel_deck:
                    return None
        return props, houses, hotels

    def _value(self, combo: tuple[_Use | None, ...], use_all: bool) -> int | None:
        """The layout value with ``combo`` standing in, by the closed form of the module
        docstring; ``None`` if invalid (or, when not going out, wasteful: a stand-in
        property in a group it does not complete is never better than no stand-in)."""
        counts = self._counts(combo)
        if counts is None:
            return None
        props, houses, hotels = counts
        facts = self.facts
        streets: list[int] = []
        best_other = 0
        total = 0
        for group, count in props.items():
            value = facts.complete[group].get(count)
            if value is None:
                if use_all or count != len(self.props[group]):
                    return None
                continue
            total += value
            if group in facts.streets:
                streets.append(value)
            elif value > best_other:
                best_other = value
        if not streets and not best_other:
            return None if use_all else len(self.go) * facts.go_value
        streets.sort(reverse=True)
        laid = self._laid(len(streets), houses, hotels, use_all)
        if laid is None:
            return None
        built, hotels_laid = laid
        levels_on_top = 0
        for count in built:
            total += sum(streets[:count])
            levels_on_top += count > 0
        top_base = streets[0] * (1 + levels_on_top) if streets else 0
        total += len(self.tokens) * max(top_base, best_other)
        return total + hotels_laid * facts.hotel_value + len(self.go) * facts.go_value

    @staticmethod
    def _laid(
        streets: int, houses: list[int], hotels: int, use_all: bool
    ) -> tuple[list[int], int] | None:
        """How many street groups take a house of each level, and how many hotels are laid.

        Not going out: as many as the order allows. Going out: every one, so the counts
        must already nest (``None`` if they do not).
        """
        built: list[int] = []
        room = streets
        for level in HOUSE_LEVELS:
            if use_all and houses[level] > room:
                return None
            room = min(room, houses[level])
            built.append(room)
        if use_all and hotels > room:
            return None
        return built, min(hotels, room)

    # --- the layout --------------------------------------------------------------------

    def _layout(self, combo: tuple[_Use | None, ...], *, use_all: bool) -> Layout:
        """The cards of the layout that ``combo`` scores best with (see ``_value``)."""
        facts = self.facts
        spare_chance = list(self.chance)
        stand_in: dict[str, list[str]] = {}
        extra_houses: list[list[str]] = [[] for _ in self.houses]
        extra_hotels: list[str] = []
        for use in combo:
            if use is None:
                continue
            card = spare_chance.pop(0)
            if use.group:
                stand_in.setdefault(use.group, []).append(card)
            elif use.level:
                extra_houses[use.level].append(card)
            else:
                extra_hotels.append(card)
        set_aside = list(spare_chance)
        complete: dict[str, tuple[list[str], int]] = {}
        for group in sorted(self.props, key=facts.group_order.__getitem__):
            cards = self.props[group] + stand_in.get(group, [])
            value = facts.complete[group].get(len(cards))
            if value is None:
                set_aside += cards
            else:
                complete[group] = (cards, value)
        streets = sorted(
            (g for g in complete if g in facts.streets),
            key=lambda g: (-complete[g][1], facts.group_order[g]),
        )
        houses = [self.houses[level] + extra_houses[level] for level in range(len(self.houses))]
        hotels = self.hotels + extra_hotels
        laid = self._laid(len(streets), [len(c) for c in houses], len(hotels), use_all)
        assert laid is not None  # ``_value`` accepted this combination
        built, hotels_laid = laid
        on_group: dict[str, list[str]] = {g: [] for g in complete}
        for level, count in zip(HOUSE_LEVELS, built, strict=True):
            for group, card in zip(streets[:count], houses[level], strict=False):
                on_group[group].append(card)
            set_aside += houses[level][count:]
        hotel_of = dict(zip(streets[:hotels_laid], hotels, strict=False))
        set_aside += hotels[hotels_laid:]
        bases = {g: value * (1 + len(on_group[g])) for g, (_, value) in complete.items()}
        token_group = max(bases, key=lambda g: (bases[g], -facts.group_order[g]), default=None)
        if token_group is None:
            set_aside += self.tokens
        used_chance = set(self.chance) - set(set_aside)
        groups = []
        for group, (cards, _) in complete.items():
            tokens = tuple(self.tokens) if group == token_group else ()
            hotel = hotel_of.get(group)
            on_it = (*cards, *on_group[group], *([hotel] if hotel else []))
            base = bases[group]
            groups.append(
                GroupLayout(
                    group=group,
                    properties=tuple(cards),
                    houses=tuple(on_group[group]),
                    hotel=hotel,
                    tokens=tokens,
                    chance=tuple(c for c in on_it if c in used_chance),
                    base=base,
                    value=base + (facts.hotel_value if hotel else 0) + len(tokens) * base,
                )
            )
        go_value = len(self.go) * facts.go_value
        return Layout(
            groups=tuple(groups),
            go=tuple(self.go),
            mr_monopoly=tuple(self.mr_monopoly),
            set_aside=tuple(self.cat.sorted(set_aside)),
            value=sum(g.value for g in groups) + go_value,
        )
