"""A game played to its end at the real table host goes into the statistics once."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.saves.store import STALE_SECONDS
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.table import TableScene
from tests.fakes import install_fake_game
from tests.outcome import winners_of
from tests.ui.test_table_host import RecordingTable, frames, play_to_the_end, start


def make(data_dir: Path) -> App:
    fonts.font.cache_clear()  # fonts cached by an earlier app die with its pygame.quit()
    application = App(data_dir=data_dir, language="en", size=(1024, 640))
    application.settings.animation_speed = 0.0
    return application


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    install_fake_game(monkeypatch)
    application = make(tmp_path)
    yield application
    pygame.quit()
    fonts.font.cache_clear()


def test_a_finished_game_is_recorded_once_also_when_opened_again(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"), seed=4)
    assert app.records.read().games == ()
    play_to_the_end(app, scene)
    frames(app, 2)
    (entry,) = app.records.read().games
    assert entry.save_id == scene.session.save_id and entry.game_id == "test_fake"
    assert [(s.player, s.ai_level) for s in entry.seats] == [("Anna", None), (None, "easy")]
    winner = winners_of(scene.session.state)[0]
    assert entry.seats[winner].result == "won"
    scene.autosaver.flush()
    # The finished save opened again from the load list: the final table, not a new entry.
    again = app.store.load(app.store.path_for(scene.session))
    app.scenes.switch(TableScene(app, again, factory=RecordingTable))
    frames(app, 4)
    assert app.scenes.current.flow.over
    assert len(app.records.read().games) == 1


def test_a_game_continued_after_a_restart_is_recorded_once(tmp_path, monkeypatch) -> None:
    install_fake_game(monkeypatch)
    first = make(tmp_path)
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bert", "easy")], seed=4)
    session.apply(session.state.legal_actions()[0])
    first.store.save(session)
    first.shutdown()
    app = make(tmp_path)
    try:
        entry = app.store.latest()
        assert entry is not None
        scene = TableScene(app, app.store.load(entry.path), factory=RecordingTable)
        app.scenes.switch(scene)
        frames(app, 2)
        play_to_the_end(app, scene)
        frames(app, 2)
        scene._sync([])  # the host looks at the finished game again (a relayout, a resize)
        assert [g.save_id for g in app.records.read().games] == [session.save_id]
    finally:
        app.shutdown()


def test_a_damaged_record_is_told_and_left_alone(app) -> None:
    path = app.data_dir / "statistics.json"
    path.write_bytes(b'{"format":"parlour-records","version":1,"games":[')
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"), seed=4)
    play_to_the_end(app, scene)
    frames(app, 2)
    assert scene.toast == app.t("parlour.statistics.error.damaged")
    assert "damaged" in scene.toast and "left as it is" in scene.toast
    assert path.read_bytes() == b'{"format":"parlour-records","version":1,"games":['


def test_the_app_removes_stale_temp_files_of_the_record_at_start(tmp_path) -> None:
    stale = tmp_path / ".statistics.json.k3x_9q2z.tmp"  # a record write killed before its rename
    stale.write_bytes(b'{"format":"parlour-records","ver')
    old = time.time() - STALE_SECONDS - 60
    os.utime(stale, (old, old))
    app = make(tmp_path)
    try:
        frames(app, 2)
        assert not stale.exists()
    finally:
        app.shutdown()
        pygame.quit()
