"""Which nobles an action card lets its player choose, as pure functions of the line.

The rules ask their "which noble?" questions with these, and the table shows the same
answer while a card is carried over the line (the noble that letting go there would
choose): one source, so the table never promises a choice the rules then refuse.
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.games.guillotine.cards import ActionCard, Catalogue


def destinations(cat: Catalogue, line: Sequence[str], info: ActionCard, index: int) -> list[int]:
    """The places a ``move`` card may take the noble at ``index`` to."""
    if info.colour is not None and cat.nobles[line[index]].colour != info.colour:
        return []
    if info.direction == "forward":
        return list(range(max(0, index - info.max), index - info.min + 1))
    last = len(line) - 1
    return list(range(index + info.min, min(last, index + info.max) + 1))


def movable(cat: Catalogue, line: Sequence[str], info: ActionCard) -> list[int]:
    """The nobles a ``move`` card can move somewhere."""
    return [i for i in range(len(line)) if destinations(cat, line, info, i)]


def front_choices(cat: Catalogue, line: Sequence[str], info: ActionCard) -> list[int]:
    """The nobles a ``to_front`` card may bring to the front."""
    target = info.target
    if target == "any":
        return list(range(1, len(line)))
    if target == "blue_nearest":
        blues = [i for i, n in enumerate(line) if cat.nobles[n].colour == "blue"]
        return blues[:1] if blues and blues[0] > 0 else []
    return [i for i, n in enumerate(line) if n == target and i > 0]


def noble_choices(cat: Catalogue, line: Sequence[str], card: str) -> list[int] | None:
    """The nobles playing ``card`` asks its player to choose from, or ``None`` if it asks
    for no noble (a ``to_front`` card with one choice moves that noble without asking)."""
    info = cat.actions[card]
    if info.effect == "move":
        return movable(cat, line, info)
    if info.effect == "to_front":
        choices = front_choices(cat, line, info)
        return choices if len(choices) > 1 else None
    if info.effect in ("clothing_swap", "fled_to_england"):
        return list(range(len(line)))
    return None
