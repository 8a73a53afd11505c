"""The seam between the app's table host and one game's table.

The host (``parlour.ui.scenes.table``) owns the session: it runs AI turns with a visible
pause, raises the hot-seat curtain, autosaves, offers undo and shows the log. A game's
``GameTable`` (``parlour.games.<id>.scene``) only draws the view of one seat and turns
clicks and drags into actions it hands to ``ctx.submit``. It never changes a state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic

import pygame

from parlour.engine import Action, Event, Game
from parlour.engine.game import View
from parlour.games import table_class
from parlour.ui.widgets.drag import DragController

Translate = Callable[..., str]


@dataclass
class TableContext:
    """What the host lends a table.

    ``t(key, **params)`` translates; ``submit(action)`` asks the host to apply an action
    for the seat to act (the host reports a ``RuleError`` as a message, the table need not);
    ``animation_speed`` scales every motion (1.0 normal, 0 = instant); ``colourblind``
    asks for patterns on top of colours (symbols are always drawn); ``play(name)`` plays a
    sound effect of ``parlour.ui.sound`` (``card``, ``click``, ``dice``, ``coins``,
    ``guillotine``; silent when muted or without an audio device). ``shared_screen``: several
    people play at this screen (hot-seat), so what one of them is shown in private must
    wait for their own click.
    """

    game: Game
    seat_names: list[str]
    t: Translate
    submit: Callable[[Action], None]
    animation_speed: float = 1.0
    colourblind: bool = False
    play: Callable[[str], None] = lambda name: None
    shared_screen: bool = False


class GameTable(ABC, Generic[View]):
    """One game's table: a pure function of (view, legal actions) plus animations.

    It is generic in its game's view (``parlour.engine.game.View``): a table that names
    its game's view type reads the view's keys checked by mypy."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx

    def name(self, seat: int | None) -> str:
        """Seat ``seat``'s name; a seat the names do not reach (a damaged save's event)
        is called by its number rather than crash the table, and no seat at all (a view
        whose turn is nobody's yet) by a question mark."""
        if seat is None:
            return "?"
        names = self.ctx.seat_names
        return names[seat] if 0 <= seat < len(names) else str(seat + 1)

    @abstractmethod
    def show(self, view: View, viewer: int | None, legal: list[Action]) -> None:
        """Show ``view`` as seen by seat ``viewer`` (``None``: nobody's secrets, e.g. while an
        AI acts or behind the curtain). ``legal`` is non-empty only when ``viewer`` may act
        now; it is what drop targets and buttons light up for."""

    def on_events(self, events: list[Event]) -> None:
        """Start animations and sounds for events just applied (already filtered for
        what the viewer may see). The host calls it right *before* ``show`` with the new
        view, so the previous view is still what the table holds. Default: none."""
        return None

    @abstractmethod
    def layout(self, rect: pygame.Rect) -> None:
        """The table's area changed (window resized); lay everything out inside ``rect``."""

    @abstractmethod
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A pygame event; return ``True`` if the table used it."""

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; return ``True`` while something moves
        (the host redraws only then, so an idle table costs no CPU)."""
        return False

    @abstractmethod
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table into its rect on ``surface``."""

    def carrying(self) -> bool:
        """Whether the player carries something now, or something let go glides back: it
        may be drawn past the table's area, and the host then lets it show over the side
        panel. Default: whether any drag controller the table holds has something afloat,
        so every table that drags gets it without saying so."""
        return any(
            isinstance(drag, DragController) and bool(drag.floating())
            for drag in vars(self).values()
        )

    def staging(self) -> bool:
        """Whether the table is turning up a reveal step by step (Ladies & Gentlemen's
        Ball): the host holds the log's lines until it is done, so the log does not tell
        the end first. Default: never."""
        return False

    def focus_spots(self) -> list[pygame.Rect]:
        """Where a click would act now (what can be picked up, where the picked one may
        go, the buttons): the keyboard steps through these and clicks their centres
        (``parlour.ui.widgets.keyboard``). Default: none, so the table is mouse-only."""
        return []

    def hint_spots(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is made now: the piece it moves and the place it goes, or its
        button. The host rings them while a hint suggests ``action``, leaving every other
        legal move as it was (``parlour.ui.hint_banner``). Default: none, and the hint's
        words alone say the move."""
        return []


def table_factory(game_id: str) -> Callable[[TableContext], GameTable]:
    """The ``GameTable`` class of a game, from its table module (see the registry)."""
    factory: Callable[[TableContext], GameTable] = table_class(game_id)
    return factory
