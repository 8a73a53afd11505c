"""The save folder: atomic writes, damage reported and never overwritten, Continue."""

from __future__ import annotations

import json
import os
import random
import stat
import time
from pathlib import Path

import pytest

from parlour.saves import store as store_module
from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveError, SaveStore, default_data_dir

SEATS = (Seat("Ada"), Seat("Bot", "easy"))


def _session(seed: int, steps: int, rounds: int = 5) -> Session:
    session = Session.start("test_high_card", SEATS, seed=seed, options={"rounds": rounds})
    rng = random.Random(seed)
    for _ in range(steps):
        if session.state.is_over():
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def _finished(seed: int) -> Session:
    session = _session(seed, 10_000, rounds=1)
    assert session.state.is_over()
    return session


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore.in_data_dir(tmp_path)


def test_save_and_load_round_trip(store: SaveStore, tmp_path: Path) -> None:
    session = _session(1, 9)
    path = store.save(session)
    assert path == tmp_path / "saves" / f"{session.save_id}.json"
    loaded = SaveStore(store.directory).load(path)
    assert loaded.to_json() == json.loads(json.dumps(session.to_json()))


def test_continue_resumes_exactly(store: SaveStore) -> None:
    session = _session(2, 7)
    store.save(session)
    entry = SaveStore(store.directory).latest()
    assert entry is not None and entry.save_id == session.save_id
    resumed = store.load(entry.path)
    assert resumed.state.view(0) == session.state.view(0)  # same cards in hand
    rng = random.Random(5)
    while not session.state.is_over():
        act = rng.choice(session.state.legal_actions())
        assert resumed.apply(act) == session.apply(act)  # same shuffles and deals
    assert resumed.state.scores() == session.state.scores()


def test_autosave_overwrites_its_own_file_and_leaves_no_temp_files(store: SaveStore) -> None:
    session = _session(3, 0)
    rng = random.Random(3)
    for _ in range(12):
        session.apply(rng.choice(session.state.legal_actions()))
        store.save(session)
    # A second store (another run of the app) may overwrite it too: it is this session's.
    SaveStore(store.directory).save(session)
    assert [p.name for p in store.directory.iterdir()] == [f"{session.save_id}.json"]
    assert store.load(store.path_for(session)).history == session.history


def _saved_then_disk_full(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch, seed: int
) -> tuple[Session, Path, bytes]:
    """A saved session one action ahead of its file, on a disk where every rename fails."""
    session = _session(seed, 3)
    path = store.save(session)
    before = path.read_bytes()
    session.apply(session.state.legal_actions()[0])

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store_module.os, "replace", broken_replace)
    return session, path, before


def test_failed_write_keeps_the_old_save_and_no_temp_file(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    session, path, before = _saved_then_disk_full(store, monkeypatch, seed=4)
    with pytest.raises(SaveError) as info:
        store.save(session)
    assert info.value.key == "saves.error.write_failed"
    assert path.read_bytes() == before
    assert [p.name for p in store.directory.iterdir()] == [path.name]


def _damaged_variants(good: bytes) -> dict[str, tuple[bytes, str]]:
    data = json.loads(good)
    future = dict(data, version=2)
    unknown = dict(data, game="chess")
    cheated = json.loads(good)
    cheated["snapshot"]["points"][0] += 5
    broken = dict(data, actions=5)
    return {
        "empty": (b"", "saves.error.empty"),
        "blank": (b"  \n", "saves.error.empty"),
        "truncated": (good[: len(good) // 2], "saves.error.truncated"),
        "truncated_header": (good[:8], "saves.error.truncated"),
        "non_utf8_save": (good[:40] + b"\xff\xfe" + good[40:], "saves.error.damaged"),
        "binary": (b"\x89PNG\r\n\x1a\n\x00\x00\xff", "saves.error.foreign"),
        "foreign_json": (b'{"hello": "world"}', "saves.error.foreign"),
        "foreign_text": (b"shopping list: eggs", "saves.error.foreign"),
        "future_version": (json.dumps(future).encode(), "saves.error.future_version"),
        "unknown_game": (json.dumps(unknown).encode(), "saves.error.unknown_game"),
        "structure": (json.dumps(broken).encode(), "saves.error.damaged"),
        "snapshot_mismatch": (json.dumps(cheated).encode(), "saves.error.mismatch"),
    }


def test_damaged_files_give_their_error_and_stay_byte_identical(store: SaveStore) -> None:
    session = _session(6, 9)
    good = store.save(session).read_bytes()
    store.save(_finished(7))
    variants = _damaged_variants(good)
    for name, (content, _key) in variants.items():
        (store.directory / f"{name}.json").write_bytes(content)
    fresh = SaveStore(store.directory)
    entries = {entry.path.stem: entry for entry in fresh.entries()}
    for name, (content, key) in variants.items():
        path = store.directory / f"{name}.json"
        with pytest.raises(SaveError) as info:
            fresh.load(path)
        assert info.value.key == key, name
        # The mismatch shows only on a full load; the list restores the snapshot alone.
        listed = entries[name].error
        if key == "saves.error.mismatch":
            assert listed is None
        else:
            assert listed is not None and listed.key == key, name
        assert path.read_bytes() == content, name
    assert entries["future_version"].seat_names == ("Ada", "Bot")
    assert entries["future_version"].error.params == {"version": 2}  # type: ignore[union-attr]
    # Continue skips the damaged, the foreign and the finished: the intact game remains.
    latest = fresh.latest()
    assert latest is not None and latest.save_id == session.save_id


def test_a_file_that_is_not_this_sessions_save_is_never_overwritten(store: SaveStore) -> None:
    session = _session(8, 2)
    other = _session(9, 2)
    store.directory.mkdir(parents=True)
    target = store.path_for(session)
    contents = [
        b"shopping list: eggs",
        json.dumps(other.to_json()).encode(),  # another game's save under this name
        json.dumps(dict(session.to_json(), version=2)).encode(),
        store_module.json.dumps(session.to_json()).encode()[:50],  # our save, damaged
    ]
    for content in contents:
        target.write_bytes(content)
        with pytest.raises(SaveError) as info:
            SaveStore(store.directory).save(session)
        assert info.value.key == "saves.error.occupied"
        assert target.read_bytes() == content
        assert sorted(p.name for p in store.directory.iterdir()) == [target.name]


def test_a_file_changed_behind_our_back_is_checked_again(store: SaveStore) -> None:
    session = _session(10, 2)
    path = store.save(session)
    path.write_bytes(b"not a save any more")
    os.utime(path, ns=(1, 1))
    with pytest.raises(SaveError):
        store.save(session)
    assert path.read_bytes() == b"not a save any more"


def test_entries_newest_first_with_progress(store: SaveStore) -> None:
    first, second, done = _session(11, 3), _session(12, 12), _finished(13)
    for session, stamp in ((first, "2026-01-01"), (done, "2026-01-02"), (second, "2026-01-03")):
        session.updated = f"{stamp}T10:00:00.000+00:00"
        store.save(session)
    entries = store.entries()
    assert [e.save_id for e in entries] == [second.save_id, done.save_id, first.save_id]
    assert [e.finished for e in entries] == [False, True, False]
    assert entries[1].progress == 1.0
    assert 0.0 <= entries[2].progress < 1.0
    assert entries[0].game_id == "test_high_card" and entries[0].seat_names == ("Ada", "Bot")
    assert all(e.error is None for e in entries)
    latest = store.latest()
    assert latest is not None and latest.save_id == second.save_id


def test_empty_or_missing_folder(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "nowhere")
    assert store.entries() == []
    assert store.latest() is None


def test_loaded_save_autosaves_back_to_its_own_file(store: SaveStore) -> None:
    session = _session(14, 4)
    store.directory.mkdir(parents=True)
    copy = store.directory / "my game.json"
    copy.write_text(json.dumps(session.to_json()), encoding="ascii")
    fresh = SaveStore(store.directory)
    loaded = fresh.load(copy)
    loaded.apply(loaded.state.legal_actions()[0])
    assert fresh.save(loaded) == copy
    assert [p.name for p in store.directory.iterdir()] == [copy.name]


def test_delete_only_inside_the_folder(store: SaveStore, tmp_path: Path) -> None:
    path = store.save(_session(15, 1))
    outside = tmp_path / "keep.json"
    outside.write_text("{}", encoding="ascii")
    with pytest.raises(SaveError):
        store.delete(outside)
    store.delete(path)
    assert store.entries() == [] and outside.exists()


def test_default_data_dir_follows_xdg_and_is_left_to_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    path = default_data_dir()
    assert path == tmp_path / "xdg" / "parlour"
    # The app creates it at start-up, and plays on without saving where it cannot
    # (tests/ui/test_storage.py); asking for the path must not raise.
    assert not path.exists()


def test_stale_temp_files_of_interrupted_writes_are_removed_and_nothing_else(
    store: SaveStore,
) -> None:
    session = _session(21, 4)
    path = store.save(session)
    folder = store.directory
    ours = f".{session.save_id}"
    stale = folder / f"{ours}.k3x_9q2z.tmp"  # a write killed before its rename
    writing = folder / f"{ours}.w0rk1ng_.tmp"  # another parlour is writing it right now
    foreign = [folder / ".notes.tmp", folder / f"{ours}.tmp", folder / f"{ours}.abc.tmp.bak"]
    outside = folder.parent / "elsewhere.txt"
    outside.write_text("not ours")
    link = folder / f".{'0' * 32}.l1nk.tmp"
    link.symlink_to(outside)
    old = time.time() - store_module.STALE_SECONDS - 60
    for file in (stale, writing, *foreign):
        file.write_text("half a save")
    for file in (stale, *foreign, outside):
        os.utime(file, (old, old))
    os.utime(link, (old, old), follow_symlinks=False)

    assert [entry.path for entry in store.entries()] == [path]
    assert not stale.exists()
    assert writing.exists() and all(file.exists() for file in foreign)
    assert link.is_symlink() and outside.read_text() == "not ours"
    assert store.load(path).history == session.history


def test_the_folder_is_synced_after_the_rename(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = _session(22, 3)
    target = store.path_for(session)
    synced: list[tuple[bool, bool]] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append((stat.S_ISDIR(os.fstat(fd).st_mode), target.exists()))
        real_fsync(fd)

    monkeypatch.setattr(store_module.os, "fsync", spy)
    store.save(session)
    assert synced == [(False, False), (True, True)]  # the temp file, then the folder
