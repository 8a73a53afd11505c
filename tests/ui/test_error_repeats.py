"""An error that comes back on every frame is met once, and logged once.

A save that made Continue's look-up fail sent the app to a fresh main menu, which looked
up the same save on its first frame and failed again: 60 tracebacks a second, 1.4 MB of
log a minute, for as long as the app ran.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

import pytest

from parlour.saves.store import SaveStore
from parlour.ui import logfile
from parlour.ui.scenes.main_menu import MainMenuScene
from tests.fakes.driver import frames, make_app


def test_a_failing_continue_look_up_is_tried_once_and_logged_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []

    def broken_latest(self: SaveStore) -> None:
        calls.append(1)
        raise RuntimeError("the look-up broke")

    monkeypatch.setattr(SaveStore, "latest", broken_latest)
    app = make_app(tmp_path)
    frames(app, 30)
    assert app.running and app.message_open
    assert not app.scenes.current.buttons["continue"].enabled
    app.shutdown()
    assert len(calls) == 1
    log = (tmp_path / "parlour.log").read_text(encoding="utf-8")
    assert log.count("RuntimeError: the look-up broke") == 1


def _record(message: str) -> logging.LogRecord:
    return logging.LogRecord("parlour.x", logging.ERROR, __file__, 1, message, (), None)


def test_the_same_record_is_written_once_and_then_only_counted(tmp_path: Path) -> None:
    path = tmp_path / "parlour.log"
    handler = logfile.LogFile(path)
    for _ in range(1000):
        handler.handle(_record("it broke\nTraceback: line 1"))
    handler.handle(_record("something else"))
    handler.handle(_record("it broke\nTraceback: line 1"))
    handler.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert sum("Traceback: line 1" in line for line in lines) == 1
    counted = [line for line in lines if "repeats are only counted" in line]
    assert [line.split("record ")[1].split(" ")[0] for line in counted] == ["10", "100", "1000"]
    assert all("ERROR parlour.x: it broke" in line for line in counted)
    assert sum("something else" in line for line in lines) == 1
    assert len(lines) == 2 + 3 + 1  # the first record, the counts, the other one


def test_a_record_that_cannot_be_formatted_is_counted_too(tmp_path: Path) -> None:
    path = tmp_path / "parlour.log"
    handler = logfile.LogFile(path)
    for _ in range(20):
        handler.handle(
            logging.LogRecord("parlour.x", logging.ERROR, __file__, 1, "%d apples", ("x",), None)
        )
    handler.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 and "apples" in lines[0] and "10 times" in lines[1]


def test_a_log_that_is_a_named_pipe_never_holds_the_app(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Opening a pipe to write waits for a reader; the app would hang at its first record.

    A reader is opened afterwards to free a writer that waited anyway: it then gets the
    record, which the log must have sent to stderr instead.
    """
    path = tmp_path / "parlour.log"
    os.mkfifo(path)
    handler = logfile.LogFile(path)
    writer = threading.Thread(target=handler.handle, args=(_record("hello"),), daemon=True)
    writer.start()
    writer.join(timeout=30)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    writer.join(timeout=30)
    os.close(reader)
    handler.close()
    assert handler.problem is not None and "hello" in capsys.readouterr().err


def test_a_main_menu_that_fails_to_draw_is_not_drawn_on_every_frame(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path)
    frames(app)
    drawn: list[int] = []

    def broken_draw(self: MainMenuScene, surface: object) -> None:
        drawn.append(1)
        raise RuntimeError("the menu cannot draw")

    monkeypatch.setattr(MainMenuScene, "draw", broken_draw)
    app.redraw()
    frames(app, 60)  # the failure, its message, and the frames that settle after it
    assert app.running and app.message_open and drawn
    drawn.clear()
    frames(app, 60)
    assert not drawn  # an idle screen is not drawn: nor is one that failed
    app.shutdown()
