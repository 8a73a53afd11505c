"""A mini table host for the game-scene tests, and the mouse events that drive it.

It does what the app's table host does, without the app: it applies what the table submits to
a real state, passes the events the viewer may see to ``on_events``, then calls ``show`` with the
new view and legal actions. Who looks and what they see is decided by the same
``TableFlow`` as in the app (``viewer=FOLLOW``: as the app does for ``seats``); the game-scene
tests mostly pin one seat as the viewer, whoever acts (``viewer=<seat>`` or ``None`` for the
public, changed with ``host.viewer = …`` and ``sync``). One host for every game's scene
tests, so they all exercise a table the same way the app does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, Generic, Literal, TypeVar

import pygame

from parlour.engine import Action, Game, GameState
from parlour.play.flow import TableFlow
from parlour.saves.session import Seat, Session
from parlour.ui import i18n
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.widgets.drag import DRAG_THRESHOLD

T = TypeVar("T", bound=GameTable)

Point = tuple[int, int]
PygameEvent = tuple[int, dict[str, Any]]

#: ``viewer=FOLLOW``: the flow decides who looks, as at the app's table.
FOLLOW: Final = "follow"


class TableHost(Generic[T]):
    """Applies submitted actions like the app's host, for one viewer (``None``: the public)
    or, with ``viewer=FOLLOW``, for whoever the flow says looks (``seats``: who plays which
    seat; every seat its own person if not given; the curtain is lifted at once).

    ``draws`` makes ``feed`` and ``settle`` draw as well, as a real frame would;
    ``settle_steps`` bounds how many 1/30 s updates ``settle`` waits for the table to rest.
    """

    def __init__(
        self,
        table: Callable[[TableContext], T],
        game: Game,
        state: GameState,
        viewer: int | Literal["follow"] | None = 0,
        *,
        seats: Sequence[Seat] | None = None,
        size: Point = (1280, 800),
        speed: float = 1.0,
        colourblind: bool = False,
        draws: bool = False,
        settle_steps: int = 120,
    ) -> None:
        self.state = state
        if seats is None:
            seats = [Seat(f"Player {i + 1}") for i in range(state.num_players)]
        # A session around the given (often constructed) state: no seed replays it, so no
        # undo here; the flow needs only its seats, its state and its game.
        self.session = Session(game=game, seats=tuple(seats), seed=0, options={}, state=state)
        self.flow = TableFlow(self.session)
        self.viewer = viewer
        self.draws = draws
        self.settle_steps = settle_steps
        self.submitted: list[Action] = []
        self.sounds: list[str] = []
        ctx = TableContext(
            game=game,
            seat_names=self.session.seat_names,
            t=i18n.t,
            submit=self.submit,
            animation_speed=speed,
            colourblind=colourblind,
            play=self.sounds.append,
            shared_screen=viewer == FOLLOW and self.flow.several_people,
        )
        self.table: T = table(ctx)
        self.screen = pygame.display.set_mode(size)
        self.table.layout(self.screen.get_rect())
        self.sync()

    def _decide(self) -> None:
        """Let the flow decide who looks (a pinned viewer, or as the app would)."""
        if self.viewer == FOLLOW:
            self.flow.sync()
            if self.flow.curtain_up:
                self.flow.lift_curtain()
        else:
            self.flow.pin(self.viewer)

    def sync(self) -> None:
        self._decide()
        flow = self.flow
        self.table.show(flow.view(), flow.viewer_seat, flow.legal())

    def submit(self, action: Action) -> None:
        """What the table hands in: recorded, then applied."""
        self.submitted.append(action)
        self.apply(action)

    def apply(self, action: Action) -> None:
        """Apply ``action`` (the table's, or another seat's) and show the outcome."""
        events = self.session.apply(action)
        self._decide()
        self.table.on_events(self.flow.visible(events))
        self.sync()

    def feed(self, *events: PygameEvent) -> None:
        """Post ``events`` to pygame's real queue, hand the table what comes out, tick once."""
        for kind, attrs in events:
            pygame.event.post(pygame.event.Event(kind, attrs))
        for event in pygame.event.get():
            self.table.handle_event(event)
        if self.draws:
            self.frame()
        else:
            self.table.update(1 / 60)

    def frame(self) -> None:
        self.table.update(1 / 60)
        self.table.draw(self.screen)

    def settle(self) -> None:
        for _ in range(self.settle_steps):
            if not self.table.update(1 / 30):
                break
        if self.draws:
            self.table.draw(self.screen)


def down(pos: Point) -> PygameEvent:
    return (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1})


def up(pos: Point) -> PygameEvent:
    return (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})


def move(pos: Point) -> PygameEvent:
    return (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})


def click(host: TableHost[Any], pos: Point) -> None:
    host.feed(down(pos), up(pos))


def drag(host: TableHost[Any], start: Point, end: Point) -> None:
    """Press at ``start``, move past the threshold and on to ``end``, release there.

    A frame is drawn while the piece hangs over ``end`` (by ``feed`` itself if the host draws).
    """
    step = (start[0] + DRAG_THRESHOLD * 2, start[1] - DRAG_THRESHOLD * 2)
    host.feed(down(start), move(step))
    host.feed(move(end))
    if not host.draws:
        host.frame()
    host.feed(up(end))


def button(host: TableHost[Any], key: object) -> pygame.Rect:
    """Where the table draws its one button for ``key``."""
    found = [b.rect for b in host.table.buttons if b.key == key]
    assert len(found) == 1, f"buttons for {key!r}: {[b.key for b in host.table.buttons]}"
    return found[0]
