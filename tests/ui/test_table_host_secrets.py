"""A bot's secret bid at the live table: nothing there counts its jetons.

Banque Fatale's bids are built one jeton per move, each seen by the bidder alone. The
table host plays such moves unseen and the turn takes the same frames whatever the bid:
here a bot bids 0, 1 or 3 jetons in the same game (``tests.play.secret_bids``) and
everything the person at the screen gets is compared, frame by frame, in frame time.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from parlour.ai.base import Advice
from parlour.engine import Action, GameState
from parlour.games.banque_fatale.ai import NormalBot
from parlour.games.banque_fatale.rules import AddJeton, BanqueFataleState, PlaceBid, RemoveJeton
from parlour.saves.session import Session
from parlour.ui import fonts
from parlour.ui.ai_runner import SECRET_TURN_SECONDS
from parlour.ui.app import App
from parlour.ui.scenes.table import AI_PAUSE, TableScene
from tests.play.secret_bids import BIDDER, before_the_bid
from tests.ui.test_table_host_steps import PlainTable

FRAME = 0.01


class Bidder:
    """Puts ``jetons`` jetons into the bidder's bid, then places it; plays as the normal
    level everywhere else (the other bots place empty bids)."""

    def __init__(self, jetons: int, level: str = "normal") -> None:
        self.jetons = jetons
        self.level = level
        self.normal = NormalBot()

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, BanqueFataleState)
        if state.phase != "bid":
            return self.normal.choose(state, seat, rng)
        if seat == BIDDER and sum(state.bids[seat]) < self.jetons:
            held = state.jetons[seat]
            colour = max(range(len(held)), key=lambda i: (held[i], -i))
            return AddJeton(state.game.colours[colour])
        return PlaceBid()

    def drop_time_limit(self) -> None:
        return None


@pytest.fixture
def apps(tmp_path) -> Iterator[Callable[[], App]]:
    """A fresh app per game, so every one draws from the same start."""
    made: list[App] = []

    def make() -> App:
        fonts.font.cache_clear()
        application = App(data_dir=tmp_path / str(len(made)), language="en", size=(1024, 640))
        made.append(application)
        for _ in range(60):  # a new window settles (redraws) for a while: not the game's
            application.step(FRAME)
        return application

    yield make
    for application in made:
        application.shutdown()
    pygame.quit()
    fonts.font.cache_clear()


def watch_the_bids(app: App, session: Session, bot: Bidder) -> dict[str, Any]:
    """Run the table until the person in seat 0 is to bid: what she was shown, heard and
    could have timed, counted in frames of ``FRAME`` seconds."""
    scene = TableScene(app, session, factory=PlainTable)
    scene.runner._bots[bot.level] = bot
    sounds: list[str] = []
    scene.ctx.play = sounds.append
    draws = 0
    draw = scene.draw

    def counted(surface: pygame.Surface) -> None:
        nonlocal draws
        draws += 1
        draw(surface)

    scene.draw = counted  # type: ignore[method-assign]
    app.scenes.switch(scene)
    table = scene.table
    assert isinstance(table, PlainTable)
    bids: list[int] = []
    frames = 0
    begun = len(session.history)
    while session.state.to_act() != 0:
        scene.runner.join(5)
        app.step(FRAME)
        frames += 1
        placed = sum(isinstance(act, PlaceBid) for act in session.history[begun:])
        if placed > len(bids):
            bids.append(frames)
        assert frames < 1000
    return {
        "frames to each bid": bids,
        "events": [(e.key, dict(e.params)) for e in table.events],
        "shows": [(viewer, dict(view), list(legal)) for viewer, view, legal in table.shows],
        "log": scene.log.texts(),
        "sounds": sounds,
        "draws": draws,
    }


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bots_secret_bid_looks_and_lasts_the_same_whatever_it_holds(apps, level: str) -> None:  # type: ignore[no-untyped-def]
    seen = {}
    for jetons in (0, 1, 3):
        session = before_the_bid(3, level)
        begun = len(session.history)
        seen[jetons] = watch_the_bids(apps(), session, Bidder(jetons, level))
        added = [act for act in session.history[begun:] if isinstance(act, AddJeton)]
        assert len(added) == jetons  # it did bid so
    assert seen[0] == seen[1] == seen[3]
    # The bidder's turn (after its own choice of card: a short pause only) lasts its
    # level's fixed time; the next bot's, which could bid too, a full pause at least.
    first, second = (frames * FRAME for frames in seen[0]["frames to each bid"][:2])
    assert first == pytest.approx(SECRET_TURN_SECONDS[level], abs=2 * FRAME)
    fixed = max(AI_PAUSE, SECRET_TURN_SECONDS[level])
    assert second - first == pytest.approx(fixed, abs=2 * FRAME)


class AdvisingBidder(Bidder):
    """A searching level's bidder: it records the time each decision was given."""

    def __init__(self, jetons: int) -> None:
        super().__init__(jetons, "hard")
        self.limits: list[float | None] = []

    def advise(
        self, state: GameState, seat: int, rng: random.Random, time_limit: float | None = None
    ) -> Advice:
        self.limits.append(time_limit)
        return Advice(self.choose(state, seat, rng))


def test_a_searching_bots_bid_shares_one_turns_time(apps) -> None:  # type: ignore[no-untyped-def]
    """The first decision keeps the bot's own limit; those after an unseen jeton get what
    is left of the turn's fixed time, so a long bid cannot overrun it."""
    bot = AdvisingBidder(3)
    watch_the_bids(apps(), before_the_bid(3, "hard"), bot)
    mine = bot.limits[:4]  # the bidder's three jetons and its bid; then the others'
    assert mine[0] is None
    assert all(limit is not None and limit < SECRET_TURN_SECONDS["hard"] for limit in mine[1:])
    assert bot.limits[4] is None  # the next bot's turn is a turn of its own


class Fidget(Bidder):
    """Puts a jeton in and takes it out again ``times`` times before its (empty) bid: a
    long run of unseen moves, as the random level makes now and then."""

    def __init__(self, times: int) -> None:
        super().__init__(0)
        self.times = times
        self.moves = 0

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, BanqueFataleState)
        if state.phase == "bid" and seat == BIDDER and self.moves < 2 * self.times:
            self.moves += 1
            in_bid = [i for i, count in enumerate(state.bids[seat]) if count]
            if in_bid:
                return RemoveJeton(state.game.colours[in_bid[0]])
            held = state.jetons[seat]
            return AddJeton(state.game.colours[max(range(len(held)), key=held.__getitem__)])
        return super().choose(state, seat, rng)


def test_a_long_run_of_unseen_moves_takes_no_longer(apps) -> None:  # type: ignore[no-untyped-def]
    """Eighty unseen moves are played within the turn's time, not one a frame."""
    still = watch_the_bids(apps(), before_the_bid(3), Bidder(0))
    session = before_the_bid(3)
    begun = len(session.history)
    fidgety = watch_the_bids(apps(), session, Fidget(40))
    assert len(session.history) - begun == 80 + 3  # the jetons in and out, three bids
    assert fidgety == still
