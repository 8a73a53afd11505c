"""The card catalogue of MONOPOLY Das Kartenspiel, read from ``cards.json``.

Every value the rules and the scorer use comes from here, so a corrected group value is a
data change (the rulebook prints only the range 50–400 and yellow = 300; the rest is a
decision of the rules file). Nothing here reads a file: ``load_game`` hands the parsed JSON
in.

The 60 cards each have their own id (``yellow_2``, ``house1_4``, ``token_6``): two cards of
one kind are different cards, so a pile's order, a hand and a save name each card exactly.
``kinds`` says what a card is: ``property`` (in one of ten groups), ``house`` (level 1–4),
``hotel``, ``token``, ``go``, ``mr_monopoly`` or ``chance``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from parlour.engine import RuleError

KINDS = ("property", "house", "hotel", "token", "go", "mr_monopoly", "chance")
LANGUAGES = ("de", "en")
HOUSE_LEVELS = 4


@dataclass(frozen=True)
class Group:
    """A colour group (or the railroads, or the utilities).

    ``values`` maps a number of its cards to the group's value: a street group and the
    utilities count only complete (one entry, their size); the railroads count from two.
    ``houses`` says whether houses and hotels may stand on it (streets only).
    """

    id: str
    cards: tuple[str, ...]
    values: Mapping[int, int]
    houses: bool
    colour: str

    @property
    def size(self) -> int:
        """How many cards the group has in all."""
        return len(self.cards)

    @property
    def min_size(self) -> int:
        """The fewest cards that make it complete (2 railroads; every card otherwise)."""
        return min(self.values)

    def value(self, count: int) -> int:
        """The group's value with ``count`` of its cards; 0 when that is not complete."""
        return self.values.get(min(count, self.size), 0)


@dataclass(frozen=True, eq=False)
class Catalogue:
    """What every card *is*: its kind, group or house level, value and names.

    Compared and hashed as itself: the scorer and the bots cache what they derive from a
    catalogue, keyed by it.
    """

    groups: Mapping[str, Group]
    kinds: Mapping[str, str]  # card id -> kind
    levels: Mapping[str, int]  # house card id -> 1..4
    values: Mapping[str, int]  # kind -> fixed value (hotel 500, go 200, mr_monopoly 1000)
    names: Mapping[str, Mapping[str, str]]  # card id -> language -> title
    colours: Mapping[str, str]  # group id or non-property kind -> display colour
    group_by_card: Mapping[str, str]  # property card id -> group id
    order: Mapping[str, int]  # card id -> place in the natural order (see ``all_cards``)

    # ------------------------------------------------------------------ lookups

    def all_cards(self) -> list[str]:
        """Every card id (60), in the natural order: groups from brown to the utilities,
        then houses 1st–4th, hotels, tokens, GO, Mr. Monopoly, Chance (``cards.json``'s)."""
        return sorted(self.kinds, key=self.order.__getitem__)

    @property
    def hotel_value(self) -> int:
        return self.values["hotel"]

    @property
    def go_value(self) -> int:
        return self.values["go"]

    @property
    def mr_monopoly_value(self) -> int:
        return self.values["mr_monopoly"]

    def sorted(self, cards: list[str] | tuple[str, ...]) -> list[str]:
        return sorted(cards, key=self.order.__getitem__)


def catalogue_from_json(data: Mapping[str, Any]) -> Catalogue:
    """Build the catalogue; a malformed file is a ``RuleError`` naming what is wrong."""
    try:
        groups: dict[str, Group] = {}
        kinds: dict[str, str] = {}
        names: dict[str, dict[str, str]] = {}
        colours: dict[str, str] = {}
        group_by_card: dict[str, str] = {}
        levels: dict[str, int] = {}
        values: dict[str, int] = {}
        order: dict[str, int] = {}
        for row in data["groups"]:
            gid = str(row["id"])
            cards = tuple(str(c["id"]) for c in row["cards"])
            group_values = {int(k): int(v) for k, v in row["values"].items()}
            if not group_values or max(group_values) > len(cards) or min(group_values) < 2:
                raise RuleError(f"group {gid!r} has impossible values {group_values!r}")
            groups[gid] = Group(gid, cards, group_values, bool(row["houses"]), str(row["colour"]))
            colours[gid] = str(row["colour"])
            for card in row["cards"]:
                cid = str(card["id"])
                kinds[cid] = "property"
                group_by_card[cid] = gid
                names[cid] = {lang: str(card[lang]) for lang in LANGUAGES}
                order[cid] = len(order)
        for row in data["kinds"]:
            kind = str(row["kind"])
            if kind not in KINDS or kind == "property":
                raise RuleError(f"unknown card kind {kind!r}")
            colours[kind] = str(row["colour"])
            if row["value"] is not None:
                values[kind] = int(row["value"])
            for index in range(1, int(row["count"]) + 1):
                cid = f"{row['prefix']}_{index}"
                kinds[cid] = kind
                names[cid] = {lang: str(row[lang]) for lang in LANGUAGES}
                order[cid] = len(order)
                if kind == "house":
                    level = int(row["level"])
                    if not 1 <= level <= HOUSE_LEVELS:
                        raise RuleError(f"house level {level} out of range")
                    levels[cid] = level
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RuleError(f"bad monopoly_kartenspiel card data: {exc!r}") from exc
    for kind in ("hotel", "go", "mr_monopoly"):
        if kind not in values:
            raise RuleError(f"card data gives no value for {kind!r}")
    return Catalogue(
        groups=groups,
        kinds=kinds,
        levels=levels,
        values=values,
        names=names,
        colours=colours,
        group_by_card=group_by_card,
        order=order,
    )
