"""MONOPOLY Das Kartenspiel where its text is tightest.

- the round summary of a 2-seat game's round 5 (seed 35), where the second seat's 2 800
  adds up from four lines, the 1 000 for the most Mr. Monopoly cards last; the seats have
  short names, so the summary's columns stand close;
- the laid-out hands of that round (the table's "Last round" panel) with two seats, where
  each row has the most room and the cards grow largest;
- six seats in the middle of a game, the viewer's hand the longest of the game (seed 7);
- a long trade pile: three seats, the left neighbour's pile grown to twelve cards by
  discards (cards moved from the stock, so every card is still there once);
- the preview of a swap with a neutral pile when the double swap is offered too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pygame

from parlour.saves.session import Seat, Session

GAME = "monopoly_kartenspiel"
SHORT_NAMES = ("Bo", "Ada", "Cy", "Di", "Ed", "Flo")


def _seats(count: int) -> list[Seat]:
    return [Seat(SHORT_NAMES[0])] + [Seat(name, "normal") for name in SHORT_NAMES[1:count]]


def _play(count: int, seed: int, stop: Callable[[Session], bool]) -> Session:
    """A seeded random game, played until ``stop`` says so (or to its end)."""
    session = Session.start(GAME, _seats(count), seed)
    rng = random.Random(seed)
    while not session.state.is_over() and not stop(session):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _round_five(summary_closed: bool) -> Session:
    """Just after round 5 of the 2-seat game with seed 35: seat 1 scored 2 800 with the
    most Mr. Monopoly cards."""
    session = _play(2, 35, lambda s: len(s.state.round_results()) >= 5)
    session.rounds_seen = 5 if summary_closed else 4
    return session


def _table(app: Any) -> Any:
    return app.scenes.stack[-1].table


def _open(app: Any, session: Session) -> Any:
    from parlour.ui.navigation import open_table

    open_table(app, session)
    app.step(1 / 30)
    return _table(app)


def _payout(app: Any) -> None:
    """The "Last round" panel, opened by a click on its button."""
    table = _open(app, _round_five(summary_closed=True))
    button = next(b for b in table.buttons if b.key == "last_round")
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
    app.step(1 / 30)


def _six_seats(app: Any) -> None:
    """Six seats, seat 0 on turn with the longest hand it holds in the game's first half."""
    finished = _play(6, 7, lambda s: False)
    moves = len(finished.history)
    longest: tuple[int, int] = (0, 0)
    probe = Session.start(GAME, _seats(6), 7)
    for index, move in enumerate(finished.history[: moves // 2]):
        state = probe.state
        if state.to_act() == 0 and len(state.hands[0]) > longest[0]:
            longest = (len(state.hands[0]), index)
        probe.apply(move)
    session = Session.start(GAME, _seats(6), 7)
    for move in finished.history[: longest[1]]:
        session.apply(move)
    _open(app, session)


def _long_pile(app: Any) -> None:
    """Three seats; seat 1's pile grows to twelve cards from the stock's top."""
    session = _play(3, 3, lambda s: s.state.to_act() == 0 and len(s.history) > 30)
    state = session.state
    while len(state.piles[1]) < 12 and len(state.stock) > 8:
        state.piles[1].append(state.stock.pop())
    _open(app, session)


def _neutral_preview(app: Any) -> None:
    """Two seats; seat 0 picks neutral pile 1 when the double swap is offered too."""
    from parlour.games.monopoly_kartenspiel.actions import SwapNeutral

    def double_offered(session: Session) -> bool:
        legal = session.state.legal_actions() if session.state.to_act() == 0 else []
        return SwapNeutral(0, True) in legal and len(session.history) > 20

    table = _open(app, _play(2, 11, double_offered))
    table._on_neutral_pick(0, 1)


def screens(app: Any) -> Iterator[tuple[str, Callable[[], None]]]:
    yield f"{GAME}_round_2seats", lambda: _open(app, _round_five(summary_closed=False))
    yield f"{GAME}_payout_2seats", lambda: _payout(app)
    yield f"{GAME}_six_seats", lambda: _six_seats(app)
    yield f"{GAME}_long_pile", lambda: _long_pile(app)
    yield f"{GAME}_neutral_preview", lambda: _neutral_preview(app)
