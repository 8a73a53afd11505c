"""The table's autosaves: off the frame, in order, and on disk when the app quits."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import threading
import time
from collections.abc import Iterator

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveStore
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.autosaver import Autosaver
from parlour.ui.scenes.table import TableScene
from tests.fakes import install_fake_game
from tests.fakes.game import Take
from tests.fakes.table import FakeTable


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    fonts.font.cache_clear()
    install_fake_game(monkeypatch)
    application = App(data_dir=tmp_path, language="en", size=(1024, 640), sound=False)
    yield application
    pygame.quit()
    fonts.font.cache_clear()


def slow_disk(store: SaveStore, monkeypatch, seconds: float) -> list[int]:
    """Every write takes ``seconds``; returns the action counts in the order written."""
    written: list[int] = []
    real = store._write

    def slow(target, save_id, text):
        time.sleep(seconds)
        real(target, save_id, text)
        written.append(len(json.loads(text)["actions"]))

    monkeypatch.setattr(store, "_write", slow)
    return written


def on_disk(store: SaveStore, session: Session) -> dict:
    return json.loads(store.path_for(session).read_text())


def test_the_save_after_quitting_is_the_last_state(app, monkeypatch) -> None:
    slow_disk(app.store, monkeypatch, 0.3)
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bea")], seed=1)
    scene = TableScene(app, session, factory=FakeTable)
    app.scenes.switch(scene)
    app.step(1 / 60)
    for count in (1, 2, 1):  # hot-seat: each move is a human's, none waits for a bot
        scene._apply(Take(count))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert not app.step(1 / 60)
    app.shutdown()  # what ``App.run`` does when the loop ends
    saved = on_disk(app.store, session)
    assert len(saved["actions"]) == 3
    assert saved["snapshot"] == session.state.to_json()


def test_two_quick_moves_are_written_in_order(tmp_path, monkeypatch) -> None:
    install_fake_game(monkeypatch)
    store = SaveStore(tmp_path)
    written = slow_disk(store, monkeypatch, 0.2)
    saver = Autosaver(store)
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bea")], seed=1)
    for count in (1, 2):
        session.apply(Take(count))
        saver.submit(session)
    session.apply(Take(1))  # after the submits: not in either snapshot
    saver.flush()
    assert written == sorted(written) and written[-1] == 2
    assert len(on_disk(store, session)["actions"]) == 2
    saver.close()


def test_the_json_is_built_off_the_callers_thread(tmp_path, monkeypatch) -> None:
    install_fake_game(monkeypatch)
    store = SaveStore(tmp_path)
    threads: list[str] = []
    real = Session.to_json

    def recorded(self):
        threads.append(threading.current_thread().name)
        return real(self)

    monkeypatch.setattr(Session, "to_json", recorded)
    saver = Autosaver(store)
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bea")], seed=1)
    session.apply(Take(1))
    saver.submit(session)
    saver.close()
    assert threads and threading.current_thread().name not in threads
    assert len(on_disk(store, session)["actions"]) == 1
