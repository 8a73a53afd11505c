"""A bot's search in a process of its own, so it can never stall the window's frames.

A hard bot searches for up to a second of pure Python. On a thread it shares the
interpreter lock with the frame loop, and frames stretched to 40-200 ms while it thought.
In a separate process it has its own interpreter (and, on a machine with two cores, its
own core); the table only polls a queue.

The worker is *spawned* (never forked: a fork would copy pygame's window and audio
state), so everything it receives must be plain data. A job is the game id, the bot's
level and budget, the seat, the seed and the state's JSON snapshot, the same snapshot a
save holds, which restores the state exactly. The worker rebuilds the state and asks
``parlour.ai.base.decide``, just as the thread does, so the bot still decides only from
its seat's determinized view and a seed gives the same move on either path. The answer
is the bot's advice as JSON: the action, and for a hint the options it weighed.

A hint must come within a second of the key press, handoffs included, so its job carries
the wall time it was asked at and the seconds it may take: the worker gives the search
what is left of them after the way here, less ``ANSWER_MARGIN`` for the way back
(``hint_time_limit``). The wall clock (``time.time``) is the one clock both processes
share; a jump of it is clamped, so it can shorten a hint's search but never stretch it.

This module imports no pygame: the spawned worker imports it to run ``serve``.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import queue
import random
import time
from multiprocessing.queues import Queue
from typing import Any

from parlour.ai.base import Advice, Bot, advise, make_bot
from parlour.engine import GameState, action_from_json, action_to_json
from parlour.games import get_game

log = logging.getLogger(__name__)

#: How much lower than the window's the worker's scheduling priority is (where the system
#: has one): on a busy machine the frames get the core first and the search, which stops
#: at its time limit anyway, does fewer playouts.
NICENESS = 10

#: Of a hint's seconds, this much is kept for what follows the search: its last playout
#: past the deadline, the answer's way back through the queue, the frame that polls it
#: and the table's words for it (measured: ``benchmarks/run.py --only hints``).
ANSWER_MARGIN = 0.2

#: How often an idle worker looks whether the app that started it is still there. An app
#: killed outright (``kill -9``, a hard crash) never sends the ``None`` that stops it, and
#: its queue never reaches an end either (the worker holds both ends of it): without this
#: look the worker, and multiprocessing's resource tracker with it, would wait for ever.
PARENT_CHECK_SECONDS = 1.0

#: A hint's time: (the wall time it was asked at, the seconds the answer may take).
Within = tuple[float, float]
#: (job id, game id, level, budget, seat, seed, state snapshot, a hint's time or ``None``
#: for a bot's turn), or ``None`` to stop. A job without a snapshot only prepares the game
#: and its bot (``BotProcess.prepare``) and is not answered unless that fails.
Job = tuple[int, str, str, int | None, int, int, dict[str, Any] | None, Within | None]
#: (job id, the advice's JSON or ``None``, an error text or ``None``, whether the error is
#: a setup failure: the worker could not build the game or bot, so the job belongs on a
#: thread, rather than a bot that failed to decide).
Answer = tuple[int, dict[str, Any] | None, str | None, bool]


def hint_time_limit(within: Within | None) -> float | None:
    """The search's time limit for a job: what is left of a hint's seconds, less
    ``ANSWER_MARGIN`` (at least nothing: the search then does its minimum); ``None`` for
    a bot's turn, which keeps the bot's own limit."""
    if within is None:
        return None
    asked, seconds = within
    spent = min(max(0.0, time.time() - asked), seconds)
    return max(0.0, seconds - spent - ANSWER_MARGIN)


def serve(jobs: Queue[Job | None], answers: Queue[Answer]) -> None:
    """The worker's loop: one decision per job, until ``None`` arrives or the app that
    started it is gone."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    parent = multiprocessing.parent_process()  # None where ``serve`` runs in the app itself
    bots: dict[tuple[str, str, int | None], Bot] = {}
    while True:
        try:
            job: Job | None = jobs.get(timeout=PARENT_CHECK_SECONDS)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                return
            continue
        if job is None:
            return
        job_id, game_id, level, budget, seat, seed, snapshot, within = job
        try:
            key = (game_id, level, budget)
            if key not in bots:
                bots[key] = make_bot(game_id, level, budget)
            game = get_game(game_id)
            if snapshot is None:
                continue
            state = game.state_from_json(snapshot)
        except Exception as exc:  # reported, and the host runs the job on its thread
            answers.put((job_id, None, repr(exc), True))
            continue
        try:
            limit = hint_time_limit(within)
            advice = advise(bots[key], state, seat, random.Random(seed), limit)
        except Exception as exc:  # a bot bug: the host keeps the game going
            answers.put((job_id, None, repr(exc), False))
            continue
        answers.put((job_id, advice_to_json(advice), None, False))


class BotProcess:
    """One spawned worker and its two queues, started by the constructor.

    Raises ``OSError`` (or another exception of ``multiprocessing``) when no process can
    be started; the caller then thinks on a thread.
    """

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self._jobs: Queue[Job | None] = context.Queue()
        self._answers: Queue[Answer] = context.Queue()
        self._process = context.Process(
            target=serve, args=(self._jobs, self._answers), name="parlour-ai", daemon=True
        )
        self._process.start()

    @property
    def alive(self) -> bool:
        return self._process.is_alive()

    def submit(
        self,
        job_id: int,
        game_id: str,
        level: str,
        budget: int | None,
        state: GameState,
        seat: int,
        seed: int,
        within: Within | None = None,
    ) -> None:
        """Queue a decision; returns at once (the queue's own thread does the sending)."""
        snapshot = dict(state.to_json())
        job: Job = (job_id, game_id, level, budget, seat, seed, snapshot, within)
        self._jobs.put(job)

    def prepare(self, job_id: int, game_id: str, level: str, budget: int | None) -> None:
        """Have the worker import the game and build its bot before the first decision:
        on a busy machine that start takes about a second, more than a hint may wait."""
        self._jobs.put((job_id, game_id, level, budget, 0, 0, None, None))

    def answer(self, timeout: float = 0.0) -> Answer | None:
        """The next answer, waiting up to ``timeout`` seconds; ``None`` if there is none."""
        try:
            if timeout <= 0:
                found: Answer = self._answers.get_nowait()
            else:
                found = self._answers.get(timeout=timeout)
        except queue.Empty:
            return None
        return found

    def close(self) -> None:
        """Stop the worker now: a search still running is of no use to anyone."""
        if self._process.is_alive():
            self._process.terminate()
        self._process.join(1.0)
        for channel in (self._jobs, self._answers):
            channel.close()
            channel.cancel_join_thread()


def advice_to_json(advice: Advice) -> dict[str, Any]:
    return {
        "action": action_to_json(advice.action),
        "weighed": [[action_to_json(act), value] for act, value in advice.weighed],
        "measure": advice.measure,
        "reason": advice.reason,
    }


def advice_of(answer: Answer) -> Advice | None:
    """The advice an answer carries (``RuleError`` if its actions cannot be read)."""
    data = answer[1]
    if data is None:
        return None
    weighed = tuple((action_from_json(act), float(value)) for act, value in data["weighed"])
    return Advice(action_from_json(data["action"]), weighed, data["measure"], data["reason"])
