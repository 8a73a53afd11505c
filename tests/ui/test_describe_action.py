"""A hint's move in words (``event_text.describe_action``): the log's sentence of the move,
tried on the seat's determinizations, and nothing when that sentence is a guess."""

from __future__ import annotations

import random
from typing import Any

from parlour.engine import Event
from parlour.ui.event_text import describe_action
from tests.fakes.game import Take


def t(key: str, **params: Any) -> str:
    """A translation that shows the key and its parameters, enough to compare sentences."""
    return key + "".join(f" {name}={value}" for name, value in sorted(params.items()))


class Sample:
    """A determinization whose move reports ``count``: fixed, or a fresh guess each time."""

    def __init__(self, count: int | None, rng: random.Random) -> None:
        self.count = count if count is not None else rng.randint(1, 6)

    def apply(self, action: Any) -> list[Event]:
        secret = Event("x.secret", {"seat": 1}, audience=frozenset({1}))
        return [secret, Event("x.did", {"seat": 0, "count": self.count})]


class State:
    def __init__(self, count: int | None) -> None:
        self.count = count

    def determinize(self, seat: int, rng: random.Random) -> Sample:
        return Sample(self.count, rng)


def test_the_move_is_the_first_sentence_the_seat_may_see() -> None:
    line = describe_action(
        State(3),
        0,
        Take(3),
        "x",
        ["Anna", "Bert"],
        t,
        random.Random(1),  # type: ignore[arg-type]
    )
    assert line == "x.did count=3 seat=Anna"


def test_a_sentence_that_changes_with_the_guess_is_not_said() -> None:
    line = describe_action(
        State(None),
        0,
        Take(3),
        "x",
        ["Anna", "Bert"],
        t,
        random.Random(1),  # type: ignore[arg-type]
    )
    assert line is None


class SecretChoice:
    """A move everyone sees as "has chosen", with the seat's own line after it; ``drawn``
    makes the own line a fresh guess (a card drawn) in every determinization."""

    def __init__(self, drawn: bool) -> None:
        self.drawn = drawn

    def determinize(self, seat: int, rng: random.Random) -> SecretChoice:
        self.card = rng.randint(1, 60) if self.drawn else 7
        return self

    def apply(self, action: Any) -> list[Event]:
        return [
            Event("x.chosen", {"seat": 0}),
            Event("x.chosen_own", {"seat": 0, "pick": self.card}, audience=frozenset({0})),
        ]


def describe(state: Any) -> str | None:
    return describe_action(state, 0, Take(3), "x", ["Anna", "Bert"], t, random.Random(1))


def test_the_seats_own_secret_line_names_the_move() -> None:
    assert describe(SecretChoice(drawn=False)) == "x.chosen_own pick=7 seat=Anna"


def test_an_own_line_that_is_a_guess_leaves_the_public_one() -> None:
    assert describe(SecretChoice(drawn=True)) == "x.chosen seat=Anna"
