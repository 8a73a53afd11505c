"""One save, two windows: the second is told the game is open elsewhere, never overwrites it.

A window is a ``SaveStore``: two stores on one folder in one process lock each other out as
two processes do (each lock is a file of its own). Where the point is a window that dies,
the holder is a real process, killed.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import subprocess
import sys
import threading
from pathlib import Path
from subprocess import PIPE

import pytest

from parlour.saves import lock as lock_module
from parlour.saves.lock import FileLock, Holder
from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveError, SaveStore, lock_path
from tests.fakes import high_card

SEATS = (Seat("Ada"), Seat("Bot", "easy"))


def _session(seed: int, steps: int) -> Session:
    session = Session.start("test_high_card", SEATS, seed=seed, options={"rounds": 5})
    rng = random.Random(seed)
    for _ in range(steps):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _hold_save(path: str, ready: multiprocessing.synchronize.Event) -> None:
    """Another window: it opens the save at its table and plays on until it is killed."""
    high_card.install(pytest.MonkeyPatch())
    store = SaveStore(Path(path).parent)
    store.claim(store.load(Path(path)))
    ready.set()
    threading.Event().wait()  # until killed


@pytest.fixture
def saved(tmp_path: Path) -> tuple[SaveStore, Session, Path]:
    store = SaveStore.in_data_dir(tmp_path)
    session = _session(3, 4)
    return store, session, store.save(session)


def test_a_save_open_in_one_window_is_refused_in_another_until_released(saved) -> None:
    first, session, path = saved
    first.claim(session)
    second = SaveStore(first.directory)
    again = second.load(path)
    with pytest.raises(SaveError) as refused:
        second.claim(again)
    assert refused.value.key == "saves.error.open_elsewhere"
    assert f"process {os.getpid()}" in refused.value.detail  # the log says who holds it
    first.release(session)
    second.claim(again)
    with pytest.raises(SaveError):
        first.claim(session)


def test_the_load_list_marks_a_save_open_elsewhere_and_continue_passes_it_over(saved) -> None:
    first, session, path = saved
    older = _session(4, 2)
    older.updated = "2000-01-01T00:00:00.000+00:00"
    first.save(older)
    first.claim(session)
    mine, _older = first.entries()
    assert mine.path == path and not mine.open_elsewhere  # this window's own game
    second = SaveStore(first.directory)
    newest, before = second.entries()
    assert newest.path == path and newest.open_elsewhere and not before.open_elsewhere
    assert [p.name for p in second.directory.iterdir() if p.name.endswith(".lock")] == [
        lock_path(path).name
    ]
    latest = second.latest()
    assert latest is not None and latest.save_id == older.save_id


def test_no_write_or_delete_of_a_save_another_window_holds(saved) -> None:
    first, session, path = saved
    first.claim(session)
    before = path.read_bytes()
    second = SaveStore(first.directory)
    stale = second.load(path)
    stale.apply(stale.state.legal_actions()[0])
    with pytest.raises(SaveError) as refused:
        second.save(stale)
    assert refused.value.key == "saves.error.saved_elsewhere"
    with pytest.raises(SaveError) as kept:
        second.delete(path)
    assert kept.value.key == "saves.error.delete_open_elsewhere"
    assert path.read_bytes() == before
    session.apply(session.state.legal_actions()[0])
    first.save(session)  # the window that holds it saves on
    assert (
        json.loads(path.read_bytes())["actions"]
        == json.loads(json.dumps(session.to_json()))["actions"]
    )


def test_a_table_opened_again_in_the_same_window_keeps_the_save(saved) -> None:
    store, session, path = saved
    store.claim(session)
    store.claim(store.load(path))  # the new table is built before the old one is left
    store.release(session)
    with pytest.raises(SaveError):
        SaveStore(store.directory).claim(session)
    store.release(session)
    SaveStore(store.directory).claim(session)


def test_a_window_killed_while_holding_a_save_leaves_it_free(saved) -> None:
    store, session, path = saved
    context = multiprocessing.get_context("spawn")
    ready = context.Event()
    window = context.Process(target=_hold_save, args=(str(path), ready), daemon=True)
    window.start()
    try:
        assert ready.wait(60)
        with pytest.raises(SaveError) as refused:
            store.claim(session)
        assert refused.value.key == "saves.error.open_elsewhere"
        assert f"process {window.pid}" in refused.value.detail
        assert store.entries()[0].open_elsewhere
    finally:
        window.kill()
        window.join(30)
    assert lock_path(path).exists()  # a crash releases nothing, but holds nothing either
    assert not store.entries()[0].open_elsewhere
    assert not lock_path(path).exists()  # the list tidied the dead window's lock file away
    store.claim(session)
    session.apply(session.state.legal_actions()[0])
    store.save(session)


def test_without_os_locks_a_live_holder_counts_and_a_dead_one_does_not(
    saved, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file system that cannot lock (some network shares): the holder's record decides."""
    store, _session, path = saved

    def no_locking(fd: int) -> bool:
        raise lock_module.NoLocking(95, "Operation not supported")

    monkeypatch.setattr(lock_module, "_lock", no_locking)
    ended = subprocess.Popen([sys.executable, "-c", ""])
    ended.wait()
    running = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=PIPE)
    host = Holder.me().host
    record = lock_path(path)
    # A live process here holds it; one on another machine cannot be asked (a crash there
    # must not lock the save for ever); a dead one here does not.
    holders = (
        (running.pid, host, False),
        (running.pid, "elsewhere", True),
        (ended.pid, host, True),
    )
    try:
        for pid, on, free in holders:
            record.write_text(json.dumps({"pid": pid, "host": on, "since": "2026-01-01"}))
            assert store.open_elsewhere(path) is not free
            taker = FileLock(record)
            assert taker.try_acquire() is free
            if free:  # taken over: the record names this process until it lets go
                assert json.loads(record.read_text())["pid"] == os.getpid()
                taker.release()
                assert not record.exists()
    finally:
        running.communicate(b"")


def test_a_link_in_place_of_a_lock_file_is_never_written_through(saved, tmp_path) -> None:
    store, session, path = saved
    precious = tmp_path / "precious.txt"
    precious.write_text("keep me")
    lock_path(path).symlink_to(precious)
    store.claim(session)  # no lock to be had: the game is played all the same
    session.apply(session.state.legal_actions()[0])
    store.save(session)
    assert not store.entries()[0].open_elsewhere
    assert precious.read_text() == "keep me"
