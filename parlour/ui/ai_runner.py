"""Bot turns off the UI thread, with a short pause people can follow.

A searching bot may think for up to a second; doing that in the frame loop would freeze the
window. The runner asks the bot on a worker thread, on a *clone* of the state (the host may
redraw from the real one meanwhile), through ``parlour.ai.base.decide``, so the bot only
ever sees a determinization. The move is handed back no sooner than ``pause`` seconds of
frame time after the turn began: instant AI moves are hard to follow at a shared table.

Time is counted from the ``dt`` the host passes to ``poll``, not from a clock, so tests can
step it exactly. ``cancel()`` (undo, leaving the table) makes a pending answer void.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

from parlour.ai.base import Bot, decide, make_bot
from parlour.engine import Action, GameState

log = logging.getLogger(__name__)

BotFactory = Callable[[str, str], Bot]


@dataclass
class _Job:
    seat: int
    pause: float
    waited: float = 0.0
    action: Action | None = None
    error: BaseException | None = None
    finished: bool = False


class AiRunner:
    """One bot decision at a time for the seats of one game."""

    def __init__(self, game_id: str, bot_factory: BotFactory = make_bot) -> None:
        self.game_id = game_id
        self.bot_factory = bot_factory
        self._bots: dict[str, Bot] = {}
        self._lock = threading.Lock()
        self._job: _Job | None = None
        self._thread: threading.Thread | None = None

    def bot(self, level: str) -> Bot:
        """The bot of ``level`` (one instance per level, reused across turns)."""
        if level not in self._bots:
            self._bots[level] = self.bot_factory(self.game_id, level)
        return self._bots[level]

    @property
    def busy(self) -> bool:
        """A turn has started and its move has not been collected yet."""
        return self._job is not None

    @property
    def seat(self) -> int | None:
        return None if self._job is None else self._job.seat

    def start(self, state: GameState, seat: int, level: str, pause: float, seed: int) -> None:
        """Begin ``seat``'s turn with the bot of ``level``; any earlier job is cancelled."""
        self.cancel()
        bot = self.bot(level)
        snapshot = state.clone()
        job = _Job(seat, max(0.0, pause))
        with self._lock:
            self._job = job
        self._thread = threading.Thread(
            target=self._work,
            args=(job, bot, snapshot, random.Random(seed)),
            name=f"parlour-ai-{seat}",
            daemon=True,
        )
        self._thread.start()

    def _work(self, job: _Job, bot: Bot, state: GameState, rng: random.Random) -> None:
        try:
            action = decide(bot, state, job.seat, rng)
        except Exception as exc:  # a bot bug must not kill the table; the host recovers
            log.exception("bot of seat %s failed", job.seat)
            with self._lock:
                job.error = exc
                job.finished = True
            return
        with self._lock:
            job.action = action
            job.finished = True

    def poll(self, dt: float) -> tuple[Action | None, BaseException | None]:
        """Advance the pause by ``dt``; returns ``(action, None)`` once the move is due,
        ``(None, error)`` if the bot failed, ``(None, None)`` while still waiting."""
        with self._lock:
            job = self._job
            if job is None:
                return None, None
            job.waited += max(0.0, dt)
            if not job.finished or job.waited < job.pause:
                return None, None
            self._job = None
            return job.action, job.error

    def cancel(self) -> None:
        """Forget the pending turn; its thread finishes into a job nobody reads."""
        with self._lock:
            self._job = None

    def join(self, timeout: float | None = None) -> None:
        """Wait for the worker thread (tests, and leaving the app cleanly)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
