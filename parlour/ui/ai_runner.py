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

A bot's **turn** may run through moves that show the people at the screen nothing (a
jeton into a secret Banque Fatale bid: ``parlour.engine.secrecy``). Paced one by one they
could be counted, by the pauses, the thinking dots or the seconds, and the count is the
secret. So such a move is handed back at once, the host plays it without showing it and
the turn goes on (``go_on``) with the time waited so far; the move that shows something
comes when the turn's time is up. A turn in which the seat *could* make such a move (a
probe on a thread as the turn begins, ``could_hide``) lasts at least
``SECRET_TURN_SECONDS`` for its level, whatever it does: the same for an empty bid as for
five jetons. A searching bot's later decisions of the turn share that time (as a hint's
``within``), so a long chain ends in it too.

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
from parlour.engine.secrecy import could_hide, hidden_from
from parlour.ui.ai_process import BotProcess, Within, advice_of, hint_time_limit

log = logging.getLogger(__name__)

BotFactory = Callable[[str, str], Bot]

#: The levels that search for up to a second: worth a process of their own.
PROCESS_LEVELS = frozenset({"hard"})
#: Whether a searching level thinks in a worker process unless told otherwise. The test
#: suite turns it off (``tests/conftest.py``) except for the tests of the worker: each
#: table a test opens would spawn one, for hints nobody asks, and the suite spent a minute
#: of its two cores starting them.
SEARCH_IN_PROCESS = True
#: A hint's answer is due this many seconds after it was asked, handoffs included.
HINT_SECONDS = 1.0
#: A turn in which the bot could make a move nobody at the screen sees takes at least
#: this long (seconds) per level, the pause included: a quick level's chain of decisions
#: takes milliseconds; the search shares its time limit's worth and a little more among
#: the decisions of a bid (each takes 0.3-0.6 s on a busy machine, and a shared bid of six
#: jetons thinks 1.8 s: ``benchmarks/secret_turns.py``).
SECRET_TURN_SECONDS = {"easy": 0.5, "normal": 0.5, "hard": 2.0}


def secret_turn_seconds(level: str) -> float:
    """The fixed time of a secret turn of ``level`` (a level not listed: the longest)."""
    return SECRET_TURN_SECONDS.get(level, max(SECRET_TURN_SECONDS.values()))


@dataclass
class _Turn:
    """A bot's turn, over the jobs of its moves that showed nobody anything."""

    #: Each person at the screen as the seats whose secrets they see, and the public.
    onlookers: tuple[frozenset[int], ...]
    #: The wall time the turn began: its searching bot's decisions share a deadline.
    began: float
    #: Whether the seat could make a move nobody sees (``None`` while the probe runs).
    secret: bool | None = None


@dataclass
class _Job:
    id: int
    seat: int
    level: str
    pause: float
    #: What the thread needs should the job move there from the process.
    state: GameState
    seed: int
    #: The time the answer is due by (asked at, seconds): a hint's, or the rest of a
    #: secret turn's; ``None``: the bot's own time limit.
    within: Within | None = None
    waited: float = 0.0
    #: The bot's turn this decision belongs to (``None``: a hint, or no onlookers named).
    turn: _Turn | None = None
    advice: Advice | None = None
    error: BaseException | None = None
    finished: bool = False
    #: Whether the answer shows the people at the screen nothing (``None``: not asked yet).
    unseen: bool | None = None
    #: Whether the job thinks on a thread (not in the worker process).
    threaded: bool = False


class AiRunner:
    """One bot decision at a time for the seats of one game.

    ``budget`` caps a searching bot's playouts as in ``make_bot`` (``None``: the level's
    default); ``processes=False`` keeps every bot on a thread (the benchmark's baseline),
    and by default it follows ``SEARCH_IN_PROCESS``.
    """

    def __init__(
        self,
        game_id: str,
        bot_factory: BotFactory = make_bot,
        processes: bool | None = None,
        budget: int | None = None,
    ) -> None:
        self.game_id = game_id
        self.bot_factory = bot_factory
        self.processes = SEARCH_IN_PROCESS if processes is None else processes
        self.budget = budget
        self._bots: dict[str, Bot] = {}
        self._lock = threading.Lock()
        self._job: _Job | None = None
        self._thread: threading.Thread | None = None
        self._process: BotProcess | None = None
        #: Set once the process failed us: every later job stays on the thread.
        self._process_failed = False
        self._next_id = 0
        #: The job whose answer showed nobody anything, until its turn goes on.
        self._carried: _Job | None = None
        self._probe: threading.Thread | None = None

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
        onlookers: tuple[frozenset[int], ...] = (),
    ) -> None:
        """Begin ``seat``'s turn with the bot of ``level``; any earlier job is cancelled.

        ``within``: a hint, whose answer is due so many seconds from now (``None``: a bot's
        turn, searched with the bot's own time limit). ``onlookers``: a bot's turn, seen by
        these people (each as the seats whose secrets they see; the public as none): a
        move that shows them nothing comes back at once (``turn_goes_on``).
        """
        self.cancel()
        self._next_id += 1
        hint = None if within is None else (time.time(), within)
        job = _Job(self._next_id, seat, level, max(0.0, pause), state.clone(), seed, hint)
        if onlookers:
            job.turn = _Turn(onlookers, time.time())
            self._probe = threading.Thread(
                target=_probe, args=(job.turn, state.clone()), name="parlour-ai-probe", daemon=True
            )
            self._probe.start()
        self._begin(job)

    def _begin(self, job: _Job) -> None:
        with self._lock:
            self._job = job
        if not self._submit(job):
            self._think_on_thread(job)

    @property
    def turn_goes_on(self) -> bool:
        """The move just handed back showed nobody anything: play it unseen, then
        ``go_on``."""
        return self._carried is not None

    def unseen_now(self, seconds: float) -> Action | None:
        """The pending decision's move if it shows nobody anything and comes within
        ``seconds``, as ``poll`` would hand it back; ``None``: it comes through ``poll``.

        A quick bot decides on a thread in a millisecond, but ``poll`` hands back one move
        a frame: a long run of unseen moves would then outlast its turn's fixed time, and
        tell its length. The host plays such a run within one frame instead. A job in the
        worker process is not waited for: its search takes longer than a frame anyway.
        """
        job, thread = self._job, self._thread
        if job is None or job.turn is None or not job.threaded or thread is None:
            return None
        thread.join(seconds)
        with self._lock:
            if self._job is not job or not job.finished or not _shows_nothing(job):
                return None
            self._job, self._carried = None, job
            assert job.advice is not None  # a move that shows nothing is a move
            return job.advice.action

    def go_on(self, state: GameState, seat: int, seed: int) -> bool:
        """Go on with the turn whose last move showed nothing, from ``state`` (that move
        played): the next decision, with the time waited so far counted and, for a
        searching bot, what is left of the turn's time. ``False`` (and nothing started)
        if it is no longer that bot's turn."""
        carried, self._carried = self._carried, None
        if carried is None or carried.turn is None or carried.seat != seat:
            return False
        self._next_id += 1
        seconds = secret_turn_seconds(carried.level)
        job = _Job(
            self._next_id,
            seat,
            carried.level,
            carried.pause,
            state.clone(),
            seed,
            within=(carried.turn.began, seconds),
            waited=carried.waited,
            turn=carried.turn,
        )
        self._begin(job)
        return True

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
        job.threaded = True
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
            if not job.finished or (job.turn is not None and job.turn.secret is None):
                return None, None  # still thinking, or the probe has not said yet
            if _shows_nothing(job):
                self._carried = job
            elif job.waited < _due(job):
                return None, None
            self._job = None
            return job.advice, job.error

    def cancel(self) -> None:
        """Forget the pending turn; its thread (or process) finishes into a job nobody
        reads."""
        with self._lock:
            self._job = None
            self._carried = None

    def join(self, timeout: float | None = None) -> None:
        """Wait for the pending decision (tests, and leaving the app cleanly)."""
        for thread in (self._thread, self._probe):
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


def _probe(turn: _Turn, state: GameState) -> None:
    """Whether the seat to act could make a move ``turn``'s onlookers would not see (a game
    that fails to say counts as could: the turn then takes its fixed time)."""
    try:
        secret = could_hide(state, turn.onlookers)
    except Exception:
        log.exception("could not tell whether a bot's move may be hidden")
        secret = True
    turn.secret = secret


def _shows_nothing(job: _Job) -> bool:
    """Whether the finished ``job`` of a bot's turn gave a legal move that shows its
    onlookers nothing (worked out once, and only where the probe found such a move: the
    move is played on a copy, which costs as much as playing it)."""
    if job.unseen is None:
        action = None if job.advice is None else job.advice.action
        job.unseen = (
            job.turn is not None
            and bool(job.turn.secret)
            and job.error is None
            and action is not None
            and action in job.state.legal_actions()
            and hidden_from(job.state, action, job.turn.onlookers)
        )
    return job.unseen


def _due(job: _Job) -> float:
    """How long after its turn began the visible move of ``job`` may show: the pause, and
    for a turn that could hide moves at least its level's fixed time."""
    if job.turn is None or not job.turn.secret:
        return job.pause
    fixed = secret_turn_seconds(job.level)
    return max(job.pause, fixed)
