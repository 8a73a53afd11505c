"""Autosaves written beside the frame loop, in order, and never lost on the way out.

After every move the table hands the session to ``Autosaver.submit``, which only takes a
snapshot (a clone of the state and copies of the lists, some 0.04 ms) and wakes a writer
thread that lives as long as the table. The writer builds the JSON and writes it with
``SaveStore.save``: temp file, fsync, rename, so a write stays atomic. Building the JSON
and handing every write to a fresh thread on the frame cost the frame 12-90 ms at the
99th percentile on a loaded machine, although its CPU time was about 2 ms.

Writes happen in the order of the moves. Snapshots that pile up while a write runs are
merged: only the newest of a session is written, never an older one after it. ``flush``
waits until the newest is on disk; the table calls it when it is left and before a save
the player asked for, and an exit hook covers an app that ends without leaving its table.
A failed write is raised by the next ``submit`` or ``flush``, so the player hears of it;
so is a refused one: the store never writes a save that another window holds
(``saves.error.saved_elsewhere``, see ``SaveStore.claim``).
"""

from __future__ import annotations

import atexit
import dataclasses
import logging
import threading

from parlour.saves.errors import SaveError
from parlour.saves.session import Session
from parlour.saves.store import SaveStore

log = logging.getLogger(__name__)


def snapshot(session: Session) -> Session:
    """A copy of ``session`` that later moves and undos leave as it is."""
    return dataclasses.replace(
        session,
        state=session.state.clone(),
        history=list(session.history),
        steps=list(session.steps),
        options=dict(session.options),
    )


class Autosaver:
    """Writes sessions to ``store`` on a thread of its own, started by the first submit."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self._changed = threading.Condition()
        #: The newest unwritten snapshot per save id, oldest request first.
        self._pending: dict[str, Session] = {}
        self._writing = False
        self._failed: SaveError | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, session: Session) -> None:
        """Queue ``session`` as it is now; raises the failure of an earlier write."""
        self._raise_failure()
        copy = snapshot(session)
        with self._changed:
            self._pending.pop(copy.save_id, None)  # the newer one goes to the back
            self._pending[copy.save_id] = copy
            if self._thread is None or self._closed:
                self._closed = False
                self._thread = threading.Thread(
                    target=self._drain, name="parlour-autosaver", daemon=True
                )
                self._thread.start()
                atexit.register(self.flush_quietly)
            self._changed.notify_all()

    def flush(self) -> None:
        """Wait until every submitted session is on disk; raise a failed write."""
        self.flush_quietly()
        self._raise_failure()

    def flush_quietly(self) -> None:
        """Wait for the writes, keeping any failure for the next ``flush``."""
        with self._changed:
            while self._thread is not None and (self._pending or self._writing):
                self._changed.wait()

    def close(self) -> None:
        """Write what is pending, then stop the thread (the table is gone)."""
        self.flush_quietly()
        with self._changed:
            thread, self._thread = self._thread, None
            self._closed = True
            self._changed.notify_all()
        if thread is not None:
            thread.join()
            atexit.unregister(self.flush_quietly)

    def _drain(self) -> None:
        while True:
            with self._changed:
                while not self._pending and not self._closed:
                    self._changed.wait()
                if not self._pending:
                    return
                save_id = next(iter(self._pending))
                session = self._pending.pop(save_id)
                self._writing = True
            failure: SaveError | None = None
            try:
                self.store.save(session)
            except SaveError as exc:
                failure = exc
            except Exception as exc:  # a bug must not leave ``flush`` waiting forever
                log.exception("autosave failed")
                failure = SaveError("saves.error.write_failed", repr(exc), reason=repr(exc))
            with self._changed:
                self._writing = False
                if failure is not None:
                    self._failed = self._failed or failure
                self._changed.notify_all()

    def _raise_failure(self) -> None:
        with self._changed:
            failed, self._failed = self._failed, None
        if failed is not None:
            raise failed
