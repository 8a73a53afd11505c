"""Two parlour windows on one data folder record their finished games: none is lost.

Each window is a real process (spawned, as a second app would be), and both record at
the same moment, so every read-modify-write of one meets those of the other.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from pathlib import Path

import pytest

from parlour.saves import records as records_module
from parlour.saves import store as store_module
from parlour.saves.errors import SaveError
from parlour.saves.lock import FileLock
from parlour.saves.records import RecordBook
from parlour.saves.session import Seat, Session
from tests.fakes import install_fake_game

#: Games each window records. Without a lock, two windows of 40 lost games in every one of
#: 20 runs (keeping 45 to 62 of 80); the test is about that race, not about volume.
GAMES_EACH = 40


def _finished(seed: int) -> Session:
    session = Session.start("test_fake", [Seat("Ann"), Seat("Bot", "easy")], seed)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[-1])
    return session


def _record_games(data_dir: str, seed: int, go: multiprocessing.synchronize.Event) -> None:
    """One window: its games finish (made up front), then all are recorded at once."""
    install_fake_game(pytest.MonkeyPatch())
    sessions = [_finished(seed + index) for index in range(GAMES_EACH)]
    book = RecordBook.in_data_dir(Path(data_dir))
    go.wait()
    for session in sessions:
        book.add(session)


def test_two_processes_recording_at_once_lose_no_game(tmp_path: Path) -> None:
    context = multiprocessing.get_context("spawn")
    go = context.Event()
    windows = [
        context.Process(target=_record_games, args=(str(tmp_path), seed, go)) for seed in (1, 1000)
    ]
    for window in windows:
        window.start()
    go.set()
    for window in windows:
        window.join(timeout=120)
    assert [window.exitcode for window in windows] == [0, 0]
    games = RecordBook.in_data_dir(tmp_path).read().games
    assert len(games) == 2 * GAMES_EACH
    assert len({game.save_id for game in games}) == 2 * GAMES_EACH


def test_temp_files_of_interrupted_record_writes_are_removed_once_stale(
    tmp_path: Path,
) -> None:
    book = RecordBook.in_data_dir(tmp_path)
    stale = tmp_path / f".{records_module.FILE_NAME}.k3x_9q2z.tmp"  # killed before its rename
    writing = tmp_path / f".{records_module.FILE_NAME}.w0rk1ng_.tmp"  # being written now
    others = [tmp_path / ".notes.tmp", tmp_path / "statistics.json.bak"]
    old = time.time() - store_module.STALE_SECONDS - 60
    for file in (stale, writing, *others):
        file.write_bytes(b'{"format":"parlour-rec')
    for file in (stale, *others):
        os.utime(file, (old, old))
    book.remove_stale_temp_files()
    assert not stale.exists()
    assert writing.exists() and all(file.exists() for file in others)


def test_a_record_another_window_keeps_busy_is_reported_and_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    install_fake_game(monkeypatch)
    book = RecordBook.in_data_dir(tmp_path)
    assert book.add(_finished(1))
    before = book.path.read_bytes()
    other = FileLock(tmp_path / f".{records_module.FILE_NAME}.lock")  # another window's
    assert other.try_acquire()
    monkeypatch.setattr(records_module, "LOCK_SECONDS", 0.0)  # it would wait 10 s first
    with pytest.raises(SaveError) as busy:
        book.add(_finished(2))
    assert busy.value.key == "parlour.statistics.error.busy"
    assert book.path.read_bytes() == before
    other.release()
    assert book.add(_finished(2))
    assert len(book.read().games) == 2
