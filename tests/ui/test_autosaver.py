"""The one way to autosave: ``Autosaver`` writes through ``SaveStore.save`` on its thread.

These were the store's own autosave tests; the store lost its worker thread (the table
never used it), and what they check is now the autosaver's job: the newest state lands,
a failed write is reported once and later, a foreign file is never overwritten.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from parlour.saves import store as store_module
from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveError, SaveStore
from parlour.ui.autosaver import Autosaver
from tests.fakes import high_card

SEATS = (Seat("Ada"), Seat("Bot", "easy"))


@pytest.fixture(autouse=True)
def _high_card(monkeypatch: pytest.MonkeyPatch) -> None:
    high_card.install(monkeypatch)


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore.in_data_dir(tmp_path)


def _session(seed: int, steps: int) -> Session:
    session = Session.start("test_high_card", SEATS, seed=seed, options={"rounds": 5})
    rng = random.Random(seed)
    for _ in range(steps):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def test_autosave_lands_on_disk_with_the_newest_state(store: SaveStore) -> None:
    session = _session(16, 0)
    saver = Autosaver(store)
    rng = random.Random(16)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
        saver.submit(session)
    saver.close()
    path = store.path_for(session)
    assert json.loads(path.read_bytes()) == json.loads(json.dumps(session.to_json()))
    assert [p.name for p in store.directory.iterdir()] == [path.name]


def test_a_failed_autosave_is_reported_later_and_keeps_the_old_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _session(18, 3)
    path = store.save(session)
    before = path.read_bytes()
    session.apply(session.state.legal_actions()[0])

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store_module.os, "replace", broken_replace)
    saver = Autosaver(store)
    saver.submit(session)  # returns at once; the writer fails
    with pytest.raises(SaveError) as info:
        saver.flush()
    assert info.value.key == "saves.error.write_failed"
    assert info.value.params["reason"] == "No space left on device"
    assert path.read_bytes() == before
    assert [p.name for p in store.directory.iterdir()] == [path.name]
    saver.flush()  # reported once
    monkeypatch.undo()
    saver.submit(session)
    saver.close()
    assert store.load(path).history == session.history


def test_autosave_never_overwrites_a_foreign_file(store: SaveStore) -> None:
    session = _session(19, 2)
    store.directory.mkdir(parents=True)
    target = store.path_for(session)
    target.write_bytes(b"precious")
    saver = Autosaver(store)
    saver.submit(session)
    with pytest.raises(SaveError) as info:
        saver.flush()
    assert info.value.key == "saves.error.occupied"
    assert target.read_bytes() == b"precious"
    saver.close()


def test_an_autosave_never_overwrites_a_save_another_window_holds(store: SaveStore) -> None:
    session = _session(21, 2)
    path = store.save(session)
    other = SaveStore(store.directory)  # another window, playing this save
    theirs = other.load(path)
    other.claim(theirs)
    before = path.read_bytes()
    saver = Autosaver(store)
    session.apply(session.state.legal_actions()[0])
    saver.submit(session)
    with pytest.raises(SaveError) as refused:
        saver.flush()
    saver.close()
    assert refused.value.key == "saves.error.saved_elsewhere"
    assert path.read_bytes() == before
    other.release(theirs)
    saver = Autosaver(store)
    saver.submit(session)
    saver.close()
    assert (
        json.loads(path.read_bytes())["actions"]
        == json.loads(json.dumps(session.to_json()))["actions"]
    )
