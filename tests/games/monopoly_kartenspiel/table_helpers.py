"""Positions for the table tests: seeded random play until a seat faces a given decision.

The table tests drive the real rules, so a position is found by playing, not built by
hand: that keeps them honest about what the rules really offer at that point.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from parlour.engine import Action, GameState
from parlour.saves.session import Seat, Session

GAME_ID = "monopoly_kartenspiel"
NAMES = ("Anna", "Bruno", "Clara", "Dora", "Emil", "Frieda")


def seats(count: int) -> list[Seat]:
    return [Seat(NAMES[0])] + [Seat(name, "easy") for name in NAMES[1:count]]


def play_until(
    count: int,
    seed: int,
    wanted: Callable[[GameState, list[Action]], bool],
    limit: int = 5000,
    prefer: Callable[[Action], bool] | None = None,
) -> Session:
    """A session of ``count`` seats played at random (seeded) until seat 0 is to act and
    ``wanted(state, legal)`` holds; ``prefer`` picks the moves taken whenever one is
    legal (drawing rather than trading lets the trade piles grow)."""
    session = Session.start(GAME_ID, seats(count), seed)
    rng = random.Random(seed)
    for _ in range(limit):
        state = session.state
        assert not state.is_over(), "the game ended before the position came up"
        legal = state.legal_actions()
        if state.to_act() == 0 and wanted(state, legal):
            return session
        preferred = [a for a in legal if prefer(a)] if prefer is not None else []
        session.apply(rng.choice(preferred or legal))
    raise AssertionError("no such position within the limit")


#: Ten cards that may go out: two complete groups and one more, and three GO cards.
GOING_OUT = (
    "yellow_1",
    "yellow_2",
    "yellow_3",
    "dark_blue_1",
    "dark_blue_2",
    "brown_1",
    "brown_2",
    "go_1",
    "go_2",
    "go_3",
)


def give(state: Any, seat: int, cards: tuple[str, ...]) -> None:
    """Put ``cards`` into ``seat``'s hand, each swapped with a card of his that is not
    wanted, wherever it lies (a hand, a pile, the stock): all 60 stay accounted for."""
    hand = state.hands[seat]
    spare = [card for card in hand if card not in cards]
    places = [*state.hands, *state.piles, *state.neutral, state.stock]
    for card in cards:
        if card in hand:
            continue
        holder = next(place for place in places if card in place)
        out = spare.pop()
        holder[holder.index(card)] = out
        hand[hand.index(out)] = card


def body_name(table: Any, card: str, size: tuple[int, int]) -> bool:
    """Whether the face of ``card`` at ``size`` prints its whole name (or its short
    form) below the title band, as its painter records it."""
    import pygame

    from parlour.games.monopoly_kartenspiel import art
    from parlour.ui import text_marks
    from parlour.ui.widgets.card import render_face

    face = table.face(card)
    band = art.BAND.on(pygame.Rect((0, 0), size))
    with text_marks.recording():
        image = render_face(("test", face), size, art.face_painter(face))
        marks = [m for m in text_marks.marks_on(image) if m.rect.top >= band.bottom]
    spelt = "".join(m.text for m in marks).replace(" ", "").replace("-", "")
    return spelt in (face.name.replace(" ", ""), face.short.replace(" ", ""))
