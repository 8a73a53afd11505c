"""The game review (``parlour.play.review``) off the frame loop, with progress and a stop.

A review asks the hard bot about every decision of a person: tens of seconds of pure
Python. On a thread it would share the interpreter lock with the frames (as a bot's turn
did: ``parlour.ui.ai_process``), so it runs in a *spawned* process of its own at a lower
priority, which receives the save's JSON and the person and sends back how many decisions
it has judged and, at the end, the judged decisions as JSON. ``cancel`` ends the process at
once. Where no process can be started, or for tests (``processes=False``), the same work
runs on a thread that looks at a stop flag between decisions.

The time is budgeted per decision (``decision_time_limit``) so that a typical game's review
takes about ``REVIEW_SECONDS``; ``time_limit`` may replace it (tests drop the clock and
give the bot a small budget instead, so their results never depend on the machine).

This module imports no pygame: the spawned process imports it to run ``serve``.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import os
import queue
import threading
from collections.abc import Callable
from multiprocessing.queues import Queue
from typing import Any

from parlour.ai.base import Bot, make_bot
from parlour.play import review
from parlour.saves.session import Session
from parlour.ui.ai_process import NICENESS

log = logging.getLogger(__name__)

#: About how long a whole game's review may take, in seconds ...
REVIEW_SECONDS = 45.0
#: ... given out per decision, but never less than this (the search needs a few samples to
#: say anything) ...
SHORTEST_DECISION = 0.1
#: ... nor more than a hard bot takes at the table.
LONGEST_DECISION = 1.0

#: A message from the review: ("total", decisions), ("done", decisions judged so far),
#: ("result", the judged decisions' JSON) or ("error", what went wrong).
Message = tuple[str, Any]
BotFactory = Callable[[str, str, int | None], Bot]


def decision_time_limit(decisions: int) -> float:
    """The seconds each of ``decisions`` decisions may take."""
    share = REVIEW_SECONDS / max(decisions, 1)
    return min(LONGEST_DECISION, max(SHORTEST_DECISION, share))


def run(
    session: Session,
    person: int,
    send: Callable[[Message], None],
    cancelled: Callable[[], bool],
    bot_factory: BotFactory = make_bot,
    budget: int | None = None,
    time_limit: float | None = None,
) -> None:
    """Review ``person``'s decisions in ``session`` and ``send`` what happens."""
    try:
        seats = review.person_seats(session, person)
        total = review.count_points(session, seats)
        send(("total", total))
        bot = bot_factory(session.game.id, "hard", budget)
        limit = decision_time_limit(total) if time_limit is None else time_limit
        judged = review.review(
            bot,
            review.points(session, seats),
            limit,
            progress=lambda done: send(("done", done)),
            cancelled=cancelled,
        )
    except Exception as exc:  # a bot or a save that fails: the review says so, the app goes on
        log.exception("the game review failed")
        send(("error", repr(exc)))
        return
    if judged is not None:
        send(("result", [j.to_json() for j in judged]))


def serve(data: dict[str, Any], person: int, budget: int | None, messages: Queue[Message]) -> None:
    """The spawned process: the review of ``person`` in the save ``data``."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(NICENESS)
    try:
        session = Session.from_json(data)
    except Exception as exc:  # a save that loaded in the app loads here too; if not, say so
        messages.put(("error", repr(exc)))
        return
    # The app that asked may be gone (killed outright): then nobody reads the answer.
    parent = multiprocessing.parent_process()
    orphaned = (lambda: not parent.is_alive()) if parent is not None else (lambda: False)
    run(session, person, messages.put, orphaned, budget=budget)


class ReviewWorker:
    """One review of ``person``'s decisions in ``session``, started by the constructor.

    ``poll`` takes in what the review said since the last call; ``done`` of ``total``
    decisions are judged, then ``judged`` holds them (or ``error`` says why not).
    """

    def __init__(
        self,
        session: Session,
        person: int,
        processes: bool = True,
        bot_factory: BotFactory = make_bot,
        budget: int | None = None,
        time_limit: float | None = None,
    ) -> None:
        self.total: int | None = None
        self.done = 0
        self.judged: list[review.Judged] | None = None
        self.error: str | None = None
        self.cancelled = False
        self._stop = threading.Event()
        self._process: Any = None
        self._messages: Any = None
        if processes and bot_factory is make_bot and time_limit is None:
            try:
                self._start_process(session, person, budget)
                return
            except Exception:  # no process: the thread does the same work
                log.exception("no process for the game review; it runs on a thread")
        local: queue.Queue[Message] = queue.Queue()
        self._messages = local
        self._thread = threading.Thread(
            target=run,
            args=(session, person, local.put, self._stop.is_set, bot_factory, budget, time_limit),
            name="parlour-review",
            daemon=True,
        )
        self._thread.start()

    def _start_process(self, session: Session, person: int, budget: int | None) -> None:
        context = multiprocessing.get_context("spawn")
        messages: Queue[Message] = context.Queue()
        process = context.Process(
            target=serve,
            args=(session.to_json(), person, budget, messages),
            name="parlour-review",
            daemon=True,
        )
        process.start()
        self._messages, self._process = messages, process

    @property
    def running(self) -> bool:
        """Whether the review is still at work (not finished, failed nor cancelled)."""
        return self.judged is None and self.error is None and not self.cancelled

    def poll(self) -> bool:
        """Take in what the review said; whether anything changed."""
        changed = False
        while self.running:
            try:
                kind, value = self._messages.get_nowait()
            except queue.Empty:
                break
            changed = True
            if kind == "total":
                self.total = int(value)
            elif kind == "done":
                self.done = int(value)
            elif kind == "result":
                self.judged = [review.Judged.from_json(item) for item in value]
            else:
                self.error = str(value)
        if self.running and self._process is not None and self._process.exitcode:
            self.error = f"the review's process ended ({self._process.exitcode})"  # killed
            changed = True
        return changed

    def cancel(self) -> None:
        """Stop the review now; nothing it finds any more is taken in."""
        if not self.running:
            return
        self.cancelled = True
        self._stop.set()
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
            self._process.join(1.0)
            self._messages.close()
            self._messages.cancel_join_thread()
