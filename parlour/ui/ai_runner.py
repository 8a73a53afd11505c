"""Bot turns off the UI thread, with a short pause people can follow.

A searching bot may think for up to a second; doing that in the frame loop would freeze the
window. The runner asks the bot on a *clone* of the state (the host may redraw from the
real one meanwhile), through ``parlour.ai.base.decide``, so the bot only ever sees a
determinization. The move is handed back no sooner than ``pause`` seconds of frame time
after the turn began: instant AI moves are hard to follow at a shared table.

Where the bot thinks:

- a **searching level** (``PROCESS_LEVELS``) thinks in a worker process
  (``ai_process``): on a thread its pure-Python search shares the interpreter lock with
  the frame loop and frames stretched to 40-200 ms. The worker is spawned at the first
  such turn (or earlier, by ``prepare``: a table with hints starts it as it opens, so
  the first hint does not wait for it), reused for the turns after, and stopped by
  ``close()`` (the table closes) or with the app (it is a daemon);
- the quick levels, and any bot a test put in place, think on a **thread** as before, and
  so does every job the process cannot take: no process could be started, the worker died,
  or it could not build the game (a game registered only in this process).

Time is counted from the ``dt`` the host passes to ``poll``, not from a clock, so tests can
step it exactly. ``cancel()`` (undo, leaving the table) makes a pending answer void.

Every job is answered with the bot's advice (``parlour.ai.base.advise``): ``poll`` gives its
move, ``poll_advice`` the whole of it (a hint's options and figures). A hint is a job
with ``within`` seconds from its start to its answer: the search gets what the handoff
leaves of them (``ai_process.hint_time_limit``), on either path.
"""

from __future__ import annotations

import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from parlour.ai.base import Advice, Bot, advise, make_bot
from parlour.engine import Action, GameState, RuleError
from parlour.ui.ai_process import BotProcess, Within, advice_of, hint_time_limit

log = logging.getLogger(__name__)

BotFactory = Callable[[str, str], Bot]

#: The levels that search for up to a second: worth a process of their own.
PROCESS_LEVELS = frozenset({"hard"})
#: A hint's answer is due this many seconds after it was asked, handoffs included.
HINT_SECONDS = 1.0


@dataclass
class _Job:
    id: int
    seat: int
    level: str
    pause: float
    #: What the thread needs should the job move there from the process.
    state: GameState
    seed: int
    #: A hint's time (asked at, seconds), or ``None`` for a bot's turn.
    within: Within | None = None
    waited: float = 0.0
    advice: Advice | None = None
    error: BaseException | None = None
    finished: bool = False


class AiRunner:
    """One bot decision at a time for the seats of one game.

    ``budget`` caps a searching bot's playouts as in ``make_bot`` (``None``: the level's
    default); ``processes=False`` keeps every bot on a thread (the benchmark's baseline).
    """

    def __init__(
        self,
        game_id: str,
        bot_factory: BotFactory = make_bot,
        processes: bool = True,
        budget: int | None = None,
    ) -> None:
        self.game_id = game_id
        self.bot_factory = bot_factory
        self.processes = processes
        self.budget = budget
        self._bots: dict[str, Bot] = {}
        self._lock = threading.Lock()
        self._job: _Job | None = None
        self._thread: threading.Thread | None = None
        self._process: BotProcess | None = None
        #: Set once the process failed us: every later job stays on the thread.
        self._process_failed = False
        self._next_id = 0

    def bot(self, level: str) -> Bot:
        """The bot of ``level`` (one instance per level, reused across turns)."""
        if level not in self._bots:
            if self.bot_factory is make_bot:
                self._bots[level] = make_bot(self.game_id, level, self.budget)
            else:
                self._bots[level] = self.bot_factory(self.game_id, level)
        return self._bots[level]

    @property
    def busy(self) -> bool:
        """A turn has started and its move has not been collected yet."""
        return self._job is not None

    @property
    def seat(self) -> int | None:
        return None if self._job is None else self._job.seat

    def start(
        self,
        state: GameState,
        seat: int,
        level: str,
        pause: float,
        seed: int,
        within: float | None = None,
    ) -> None:
        """Begin ``seat``'s turn with the bot of ``level``; any earlier job is cancelled.

        ``within``: a hint, whose answer is due so many seconds from now (``None``: a bot's
        turn, searched with the bot's own time limit).
        """
        self.cancel()
        self._next_id += 1
        hint = None if within is None else (time.time(), within)
        job = _Job(self._next_id, seat, level, max(0.0, pause), state.clone(), seed, hint)
        with self._lock:
            self._job = job
        if not self._submit(job):
            self._think_on_thread(job)

    def prepare(self, level: str) -> None:
        """Start the worker for ``level`` now, if it would think there: the first hint is
        due a second after the key press, and starting the worker takes about that long
        on a busy machine (``benchmarks/run.py --only hints``)."""
        if self._process is not None or not self._uses_process(level):
            return
        process = self._worker()
        if process is not None:
            self._next_id += 1
            process.prepare(self._next_id, self.game_id, level, self.budget)

    def _uses_process(self, level: str) -> bool:
        return (
            self.processes
            and not self._process_failed
            and level in PROCESS_LEVELS
            and self.bot_factory is make_bot
            and level not in self._bots  # a bot put in place (tests) thinks here
        )

    def _submit(self, job: _Job) -> bool:
        """Hand ``job`` to the worker process (started now if need be); ``False`` if the
        job must think on a thread instead."""
        process = self._worker() if self._uses_process(job.level) else None
        if process is None:
            return False
        try:
            process.submit(
                job.id,
                self.game_id,
                job.level,
                self.budget,
                job.state,
                job.seat,
                job.seed,
                job.within,
            )
        except Exception as exc:  # no process on this system: think here
            self._no_process(exc)
            return False
        return True

    def _worker(self) -> BotProcess | None:
        """The worker, started now if need be; ``None`` (and never again) if none can be
        started."""
        if self._process is None:
            try:
                self._process = BotProcess()
            except Exception as exc:  # no process on this system: think here
                self._no_process(exc)
        return self._process

    def _no_process(self, exc: Exception) -> None:
        log.warning("no worker process for the bots (%s); they think on a thread", exc)
        self._give_up_process()

    def _give_up_process(self) -> None:
        self._process_failed = True
        if self._process is not None:
            self._process.close()
            self._process = None

    def _think_on_thread(self, job: _Job) -> None:
        bot = self.bot(job.level)
        self._thread = threading.Thread(
            target=self._work,
            args=(job, bot, job.state, random.Random(job.seed)),
            name=f"parlour-ai-{job.seat}",
            daemon=True,
        )
        self._thread.start()

    def _work(self, job: _Job, bot: Bot, state: GameState, rng: random.Random) -> None:
        try:
            advice = advise(bot, state, job.seat, rng, hint_time_limit(job.within))
        except Exception as exc:  # a bot bug must not kill the table; the host recovers
            log.exception("bot of seat %s failed", job.seat)
            with self._lock:
                job.error = exc
                job.finished = True
            return
        with self._lock:
            job.advice = advice
            job.finished = True

    def _collect(self, timeout: float = 0.0) -> None:
        """Take the worker process's answers; the current job's is kept, stale ones
        (cancelled turns) are dropped. A dead worker's job moves to the thread."""
        process = self._process
        if process is None:
            return
        while True:
            answer = process.answer(timeout)
            if answer is None:
                break
            timeout = 0.0
            job = self._job
            if job is None or answer[0] != job.id:
                continue
            _, _, error, setup_failed = answer
            if setup_failed:
                log.info("the worker cannot take this game (%s); bots think on a thread", error)
                self._give_up_process()
                self._think_on_thread(job)
                return
            with self._lock:
                if error is not None:
                    log.warning("bot of seat %s failed in its process: %s", job.seat, error)
                    job.error = RuleError(error)
                else:
                    try:
                        job.advice = advice_of(answer)
                    except RuleError as exc:
                        job.error = exc
                job.finished = True
        job = self._job
        if job is not None and not job.finished and not process.alive:
            log.warning("the bots' worker process died; they think on a thread")
            self._give_up_process()
            self._think_on_thread(job)

    def poll(self, dt: float) -> tuple[Action | None, BaseException | None]:
        """Advance the pause by ``dt``; returns ``(action, None)`` once the move is due,
        ``(None, error)`` if the bot failed, ``(None, None)`` while still waiting."""
        advice, error = self.poll_advice(dt)
        return (None if advice is None else advice.action), error

    def poll_advice(self, dt: float) -> tuple[Advice | None, BaseException | None]:
        """``poll`` with the bot's whole advice (the options a hint weighed) for the move."""
        self._collect()
        with self._lock:
            job = self._job
            if job is None:
                return None, None
            job.waited += max(0.0, dt)
            if not job.finished or job.waited < job.pause:
                return None, None
            self._job = None
            return job.advice, job.error

    def cancel(self) -> None:
        """Forget the pending turn; its thread (or process) finishes into a job nobody
        reads."""
        with self._lock:
            self._job = None

    def join(self, timeout: float | None = None) -> None:
        """Wait for the pending decision (tests, and leaving the app cleanly)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        deadline = time.monotonic() + (60.0 if timeout is None else timeout)
        while self._process is not None and time.monotonic() < deadline:
            job = self._job
            if job is None or job.finished:
                return
            self._collect(max(0.0, min(0.1, deadline - time.monotonic())))
        thread = self._thread
        if thread is not None:  # the job may have moved to a thread meanwhile
            thread.join(max(0.0, deadline - time.monotonic()))

    def close(self) -> None:
        """The table closes: drop the pending turn and stop the worker process."""
        self.cancel()
        if self._process is not None:
            self._process.close()
            self._process = None
