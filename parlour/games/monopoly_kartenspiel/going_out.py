"""Which cards a player goes out with, and what they are worth before his bonus.

Going out is laying out exactly 10 cards (the whole hand with 5–6 players) that all fit:
complete groups, houses in order, hotels on four houses, tokens on groups, bonus cards and
the Chance cards standing in. A trade partner may hold more than 10 when his turn comes;
the rules file sets the surplus aside, and parlour picks the cards to keep for him: those
that score him most for the round, Mr. Monopoly's 1 000 included, and among equals the
higher lay-out value.

Trying every 10 of, say, 16 cards would be 8 008 scorings. Cards of one *class* are
interchangeable for whether and how well they fit (any two GO cards, any two yellow
streets, any two 2nd houses), so the search runs over how many of each class to keep, and
cheap counting checks (a 2nd house needs a 1st or a Chance; a street group needs all its
streets or Chance cards for the rest) drop most of those before the exact scorer is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from parlour.games.monopoly_kartenspiel.cards import HOUSE_LEVELS, Catalogue
from parlour.games.monopoly_kartenspiel.scoring import Layout, best_layout, go_out_layout

#: Cards a hand goes out with when it holds 10 or more (2–4 players).
HAND_SIZE = 10
#: The cards a hand goes out with and their lay-out, or ``None``: it cannot go out.
GoOutChoice = tuple[tuple[str, ...], Layout] | None


def _class_of(card: str, cat: Catalogue) -> str:
    kind = cat.kinds[card]
    if kind == "property":
        return cat.group_by_card[card]
    if kind == "house":
        return f"house{cat.levels[card]}"
    return kind


def _classes(cards: Sequence[str], cat: Catalogue) -> dict[str, list[str]]:
    classes: dict[str, list[str]] = {}
    for card in cat.sorted(list(cards)):
        classes.setdefault(_class_of(card, cat), []).append(card)
    return classes


def _plausible(counts: dict[str, int], cat: Catalogue) -> bool:
    """Necessary conditions of a go-out that cost no scoring (the scorer decides), beyond
    those the search keeps as it chooses (each house level against the one below)."""
    chance = counts.get("chance", 0)
    missing = 0
    streets = 0
    groups = 0
    for gid, group in cat.groups.items():
        have = counts.get(gid, 0)
        if not have:
            continue
        groups += 1
        streets += group.houses
        missing += max(0, group.min_size - have)
    if not groups or missing > chance:
        return False
    houses = [counts.get(f"house{level}", 0) for level in range(1, HOUSE_LEVELS + 1)]
    if houses[0] > streets + chance:
        return False
    return counts.get("hotel", 0) <= houses[3] + chance


#: The classes that are not groups, in the order the search decides them: the Chance
#: cards first (they bound what the groups may lack), then houses by level, so each level
#: is checked against the one below it as soon as it is chosen.
_ORDER = ("chance", "house1", "house2", "house3", "house4", "hotel", "token", "go", "mr_monopoly")


def _count_vectors(
    classes: dict[str, list[str]], size: int, cat: Catalogue
) -> Iterator[dict[str, int]]:
    """Every way to keep ``size`` cards, as counts per class, that might go out."""
    groups = [name for name in cat.groups if name in classes]
    names = [n for n in _ORDER[:1] if n in classes] + groups
    names += [n for n in _ORDER[1:] if n in classes]
    # The cards available in the classes from each index on.
    room = [sum(len(classes[name]) for name in names[index:]) for index in range(len(names) + 1)]

    def choices(name: str, left: int, counts: dict[str, int]) -> range | list[int]:
        top = min(len(classes[name]), left)
        chance = counts.get("chance", 0)
        if name in cat.groups:
            # None of the group, or enough that the kept Chance cards can complete it.
            low = max(1, cat.groups[name].min_size - chance)
            return [0, *range(low, top + 1)]
        if name.startswith("house") and name != "house1":
            below = counts.get(f"house{int(name[-1]) - 1}", 0)
            return range(min(top, below + chance) + 1)
        return range(top + 1)

    def walk(index: int, left: int, counts: dict[str, int]) -> Iterator[dict[str, int]]:
        if index == len(names):
            if left == 0 and _plausible(counts, cat):
                yield dict(counts)
            return
        if left > room[index]:
            return
        name = names[index]
        for count in choices(name, left, counts):
            counts[name] = count
            yield from walk(index + 1, left - count, counts)
        del counts[name]

    yield from walk(0, size, {})


def _go_outs(
    hand: Sequence[str], cat: Catalogue, size: int
) -> Iterator[tuple[tuple[str, ...], Layout]]:
    """Every ``size`` cards of ``hand`` that go out together, with their lay-out (one per
    way to keep so many cards of each class)."""
    if len(hand) < size:
        return
    classes = _classes(hand, cat)
    chance = len(classes.get("chance", ()))
    if not any(
        len(classes.get(gid, ())) + chance >= group.min_size and gid in classes
        for gid, group in cat.groups.items()
    ):
        return  # no group can be completed: nothing can go out
    for counts in _count_vectors(classes, size, cat):
        kept = tuple(card for name, count in counts.items() for card in classes[name][:count])
        layout = go_out_layout(kept, cat)
        if layout is not None:
            yield tuple(cat.sorted(list(kept))), layout


def go_out_choice(hand: Sequence[str], cat: Catalogue, size: int) -> GoOutChoice:
    """The ``size`` cards of ``hand`` whose lay-out is worth most on its own, and that
    lay-out, or ``None`` when no ``size`` of them go out.

    ``size`` is the number of cards that go out (10; with 5–6 players the whole hand).
    This is what the hand is worth before anyone else's cards are known, so the go-out
    check, the view and the bots ask it; the cards actually kept are ``ender_choice``'s.
    """
    return _best(hand, cat, size, lambda layout: (layout.value, len(layout.mr_monopoly)))


def ender_choice(hand: Sequence[str], cat: Catalogue, size: int, rivals_most: int) -> GoOutChoice:
    """The ``size`` cards the ender keeps when he goes out: those that score him most for
    the round, Mr. Monopoly's 1 000 included (``rivals_most`` is the most Mr. Monopoly
    cards any other seat lays out; he wins the 1 000 only with strictly more).

    Keeping a GO card (200) over a second Mr. Monopoly that would beat a rival's one
    throws the 1 000 away, so the lay-out value alone is the wrong measure here. Among
    equal points the higher lay-out value wins, then more Mr. Monopoly cards.
    """

    def rank(layout: Layout) -> tuple[int, int, int]:
        mr_monopoly = len(layout.mr_monopoly)
        bonus = cat.mr_monopoly_value if mr_monopoly > rivals_most else 0
        return layout.value + bonus, layout.value, mr_monopoly

    return _best(hand, cat, size, rank)


def _best(
    hand: Sequence[str], cat: Catalogue, size: int, rank: Callable[[Layout], tuple[int, ...]]
) -> GoOutChoice:
    """The go-out of ``hand`` that ``rank`` puts highest (the first found among equals)."""
    return max(_go_outs(hand, cat, size), key=lambda choice: rank(choice[1]), default=None)


def go_out_blockers(hand: Sequence[str], cat: Catalogue, size: int) -> tuple[str, ...]:
    """The cards that keep ``hand`` from going out: those its most valuable lay-out (the
    Chance cards standing in, as for the player who goes out) has to set aside, so a greyed
    "Go out" can name them. Empty when the hand can go out, or when every card fits
    somewhere but no ``size`` of them make a lay-out together (no one card is to blame).
    """
    if go_out_choice(hand, cat, size) is not None:
        return ()
    return tuple(cat.sorted(list(best_layout(hand, cat, ender=True).set_aside)))
