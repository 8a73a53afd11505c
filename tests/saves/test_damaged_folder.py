"""Whatever the save folder holds, parlour starts, lists it with a message and leaves it be.

Every case of ``damaged_files`` is checked on its own (listed with its error, the message
exists in English and German, the main menu and the load list build, the entry is as it
was), then all of them at once in one data folder of a freshly started app.
"""

from __future__ import annotations

import hashlib
import html
import os
import shutil
import stat
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from parlour.saves.store import SaveEntry, SaveError, SaveStore
from parlour.ui import i18n
from parlour.ui.scenes.load import LoadScene
from parlour.ui.scenes.main_menu import MainMenuScene
from tests.fakes.driver import frames, key, make_app
from tests.saves.damaged_files import Case, cases

CASES = cases()


@pytest.fixture(autouse=True)
def far_east() -> Iterator[None]:
    """Local time 14 hours ahead of UTC: a date near the calendar's end overflows there."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "Etc/GMT-14"
    time.tzset()
    yield
    if before is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = before
    time.tzset()


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    application = make_app(tmp_path_factory.mktemp("data"))
    frames(application)
    yield application
    application.shutdown()


def _fingerprint(path: Path) -> tuple[Any, ...]:
    """What the entry is, to the byte: a link's target, a folder's listing, a file's bytes."""
    info = path.lstat()
    if stat.S_ISLNK(info.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISDIR(info.st_mode):
        return ("folder", sorted((p.name, p.read_bytes()) for p in path.iterdir()))
    if not stat.S_ISREG(info.st_mode):
        return ("special", stat.S_IFMT(info.st_mode))
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return ("file", info.st_size, info.st_mtime_ns, digest.hexdigest())


def _message(entry: SaveEntry, language: str) -> str:
    assert entry.error is not None
    i18n.configure(language)
    try:
        return i18n.t(entry.error.key, **entry.error.params)
    finally:
        i18n.configure("en")


def _assert_clear_message(entry: SaveEntry) -> None:
    """A real sentence in both languages, every blank filled, short enough to read."""
    english, german = _message(entry, "en"), _message(entry, "de")
    for text in (english, german):
        assert text != entry.error.key and "%{" not in text, text  # type: ignore[union-attr]
        assert 20 < len(text) < 200 and text.isprintable(), text
    assert english != german


def _texts(scene: Any) -> list[str]:
    return [getattr(w, "html_text", None) or getattr(w, "text", "") for w in scene.widgets]


def _show(app: Any) -> tuple[MainMenuScene, LoadScene]:
    """The main menu of a fresh visit, then the load list, each drawn."""
    app.main_menu()
    frames(app)
    menu = app.scenes.current
    assert isinstance(menu, MainMenuScene)
    app.scenes.switch(LoadScene(app))
    frames(app)
    scene = app.scenes.current
    assert isinstance(scene, LoadScene)
    return menu, scene


def _listed_with_message(scene: LoadScene, entry: SaveEntry) -> bool:
    who = ", ".join(entry.seat_names) if entry.seat_names else entry.file_name
    message = html.escape(_message(entry, "en"), quote=False)
    return any(who in text and message in text for text in _texts(scene))


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_bad_entry_is_listed_with_its_message_and_left_as_it_is(case: Case, app: Any) -> None:
    folder = app.store.directory
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    path = case.make(folder, case.stem)
    before = _fingerprint(path)

    store = SaveStore(folder)
    [entry] = [entry for entry in store.entries() if entry.path == path]
    if case.key is None:
        assert entry.error is None
        assert store.load(path).seat_names[0] == "Ada"
    else:
        assert entry.error is not None and entry.error.key == case.key
        _assert_clear_message(entry)
        with pytest.raises(SaveError) as info:
            store.load(path)
        assert info.value.key == case.key
    assert entry.file_name.isprintable() and all(name.isprintable() for name in entry.seat_names)

    menu, scene = _show(app)
    assert menu.buttons["continue"].enabled == (case.key is None)
    if case.key is not None:
        assert _listed_with_message(scene, entry), _texts(scene)
    assert _fingerprint(path) == before


def test_the_app_starts_with_every_bad_entry_at_once_and_lists_each(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    made = {case.name: case.make(folder, case.stem) for case in CASES}
    before = {name: _fingerprint(path) for name, path in made.items()}

    app = make_app(tmp_path)  # the main menu looks for the newest save before it is drawn
    try:
        frames(app)
        menu = app.scenes.current
        assert isinstance(menu, MainMenuScene)
        assert menu.buttons["continue"].enabled  # the one readable save (with a BOM)
        assert menu.latest is not None and menu.latest.path == made["bom"]
        app.scenes.switch(LoadScene(app))
        frames(app)
        scene = app.scenes.current
        assert isinstance(scene, LoadScene) and scene.entries is not None
        listed = {entry.path: entry for entry in scene.entries}
        # The list shows a page at a time: every bad file is on one of them, with its message.
        shown: set[str] = set()
        opens = 0
        for _ in range(scene.pages):
            for case in CASES:
                entry = listed[made[case.name]]
                if case.key is None:
                    assert entry.error is None, case.name
                elif _listed_with_message(scene, entry):
                    shown.add(case.name)
            opens += sum(what == "open" for what, _entry in scene.actions.values())
            key(app, pygame.K_PAGEDOWN)
        assert shown == {case.name for case in CASES if case.key is not None}
        for case in CASES:
            entry = listed[made[case.name]]
            assert case.key is None or (entry.error is not None and entry.error.key == case.key)
        assert opens == 1
    finally:
        app.shutdown()
    assert {name: _fingerprint(path) for name, path in made.items()} == before


def test_a_huge_file_is_refused_by_its_size_without_reading_it(tmp_path: Path) -> None:
    huge = next(case for case in CASES if case.name == "oversize-200MB")
    huge.make(tmp_path, "huge")
    store = SaveStore(tmp_path)
    tracemalloc.start()
    try:
        [entry] = store.entries()
        _size, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert entry.error is not None and entry.error.params == {"size": 200, "limit": 16}
    assert peak < 1024 * 1024  # a read of the file would take 200 MB
