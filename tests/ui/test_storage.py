"""Nothing to write into: the app still starts, says so once, and lets people play.

A read-only data folder (a write-protected stick, the portable use the README suggests),
a ``parlour.log`` that is a folder, a read-only home, ``XDG_DATA_HOME`` naming a file: the
first log call used to raise, and the error dialog's own log call raised again.

The tests may run as root, whom a read-only mode does not stop: ``unwritable_dir`` then
puts the folder below a plain file, which fails every write for everyone. Never skipped.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from parlour import __main__ as cli
from parlour.saves.session import Seat, Session
from parlour.ui import fonts, logfile
from parlour.ui.app import App
from parlour.ui.scenes.table import TableScene
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import click, frames, lift_curtain, make_app
from tests.fakes.game import Take


def _can_write(folder: Path) -> bool:
    probe = folder / "probe"
    try:
        probe.write_text("x")
    except OSError:
        return False
    probe.unlink()
    return True


@pytest.fixture
def unwritable_dir(tmp_path: Path) -> Iterator[Path]:
    """A data folder nothing can be saved in: read-only, or below a file for root."""
    folder = tmp_path / "stick"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        if _can_write(folder):  # root: the mode does not stop the writes
            blocker = tmp_path / "blocker"
            blocker.write_text("a file where a folder must be")
            folder = blocker / "stick"
        assert not _can_write(folder) and not _can_write(folder.parent)
        yield folder
    finally:
        (tmp_path / "stick").chmod(0o755)


@pytest.fixture
def own_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the real user's folders."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.fixture(autouse=True)
def fresh_fonts() -> Iterator[None]:
    """``App.run`` quits pygame: no font cached across it may outlive it."""
    fonts.font.cache_clear()
    yield
    fonts.font.cache_clear()


def join_autosave() -> None:
    for thread in threading.enumerate():
        if thread.name == "parlour-autosave":
            thread.join(5)


def message_text(app: App) -> str:
    """What the open message dialog says."""
    import pygame_gui

    assert app.message_open and app._message is not None
    boxes = [
        element
        for element in app._message.window.get_container().elements
        if isinstance(element, pygame_gui.elements.UITextBox)
    ]
    return boxes[0].html_text


def stop_after(monkeypatch: pytest.MonkeyPatch, count: int) -> list[App]:
    """``App.run`` quits after ``count`` frames (as if the window were closed)."""
    seen: list[App] = []
    step = App.step

    def limited(self: App, dt: float | None = None) -> bool:
        seen.append(self)
        if len(seen) >= count:
            self.quit()
        return step(self, 1 / 60)

    monkeypatch.setattr(App, "step", limited)
    return seen


def test_a_read_only_data_dir_lets_you_play_and_says_so_once(
    unwritable_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    install_fake_game(monkeypatch)
    app = make_app(unwritable_dir)
    frames(app)
    assert app.storage_problem is not None
    told = message_text(app)
    assert str(unwritable_dir) in told and "You can play" in told
    app.close_message()
    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob")], 1)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app)
    for count in (1, 2, 1):  # autosaves fail one after another: nothing more is said
        lift_curtain(app, scene)  # hot seat: the next player lifts the curtain
        click(app, scene.table.button_rects[Take(count)].center)
        join_autosave()
        assert scene.toast is None and not app.message_open
    assert len(session.history) == 3 and app.scenes.current is scene
    app.settings.muted = True
    app.save_settings()  # the settings cannot be written either: known already
    assert not app.message_open
    app.fail(RuntimeError("boom"))
    assert "boom" in message_text(app) and "games are safe" not in message_text(app)
    app.shutdown()
    assert not unwritable_dir.exists() or not any(unwritable_dir.iterdir())
    err = capsys.readouterr().err
    assert err.count("cannot write the log") == 1 and "Traceback" not in err


def test_a_log_that_is_a_folder_never_takes_the_app_down(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "parlour.log").mkdir()
    app = make_app(tmp_path)
    frames(app)
    logging.getLogger("parlour.test").warning("first")
    logging.getLogger("parlour.test").warning("second")
    app.fail(RuntimeError("boom"))  # the error dialog logs the error too
    frames(app)
    assert app.running and app.message_open
    assert "terminal output" in message_text(app) and "games are safe" in message_text(app)
    app.shutdown()
    err = capsys.readouterr().err
    assert err.count("cannot write the log") == 1
    assert "first" in err and "second" in err and "RuntimeError: boom" in err


def test_the_log_falls_back_to_stderr_once_and_survives_bad_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "parlour.log").mkdir()
    handler = logfile.LogFile(tmp_path / "parlour.log")
    for fruit in ("apples", "pears", "plums"):
        # A format that does not fit its arguments: still no raise.
        handler.handle(
            logging.LogRecord("x", logging.WARNING, __file__, 1, f"%d {fruit}", ("many",), None)
        )
    handler.close()
    err = capsys.readouterr().err
    assert err.count("cannot write the log") == 1
    assert all(err.count(fruit) == 1 for fruit in ("apples", "pears", "plums"))
    assert handler.problem == "Is a directory"


def test_a_writable_log_gets_the_records(tmp_path: Path) -> None:
    handler = logfile.LogFile(tmp_path / "new" / "parlour.log")
    assert not (tmp_path / "new").exists()  # nothing until there is something to write
    handler.handle(logging.LogRecord("x", logging.WARNING, __file__, 1, "hello", (), None))
    handler.close()
    assert "WARNING x: hello" in (tmp_path / "new" / "parlour.log").read_text()
    assert handler.problem is None


def test_the_command_line_plays_on_a_read_only_data_dir(
    unwritable_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen = stop_after(monkeypatch, 5)
    assert cli.main(["--data-dir", str(unwritable_dir), "--lang", "en"]) == 0
    assert seen and seen[0].message_open
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("cannot write the log") == 1


@pytest.mark.parametrize("where", ["read_only_home", "xdg_data_home_is_a_file"])
def test_a_bad_home_still_starts_and_says_so(
    where: str,
    unwritable_dir: Path,
    tmp_path: Path,
    own_environment: None,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    if where == "read_only_home":
        monkeypatch.setenv("HOME", str(unwritable_dir))
        monkeypatch.delenv("XDG_DATA_HOME")
        monkeypatch.delenv("XDG_CONFIG_HOME")
    else:
        (tmp_path / "a_file").write_text("not a folder")
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "a_file"))
    seen = stop_after(monkeypatch, 5)
    assert cli.main(["--lang", "en"]) == 0
    app = seen[0]
    told = message_text(app)
    assert app.storage_problem is not None and "You can play" in told
    # The settings live elsewhere (``XDG_CONFIG_HOME``) unless the whole home is read-only.
    kept = "games and settings" if where == "read_only_home" else "games will not"
    assert kept in told
    err = capsys.readouterr().err
    assert "Traceback" not in err


def test_the_default_data_dir_is_created_where_it_can_be(
    tmp_path: Path, own_environment: None
) -> None:
    app = App(language="en", size=(1280, 800), sound=False)
    assert app.data_dir == tmp_path / "data" / "parlour" and app.data_dir.is_dir()
    assert app.storage_problem is None and not app.message_open
    app.shutdown()


def test_a_data_dir_that_is_a_file_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a_file").write_text("not a folder")
    with pytest.raises(SystemExit) as stop:
        cli.main(["--data-dir", str(tmp_path / "a_file")])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.strip().splitlines()[-1].endswith("a_file: not a folder")
    assert "Traceback" not in err


def test_no_window_is_one_clear_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_video(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available video device")

    monkeypatch.setattr(pygame.display, "set_mode", no_video)
    assert cli.main(["--data-dir", str(tmp_path), "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert err.strip() == "parlour cannot open a window: No available video device"


def test_a_bug_at_start_up_is_one_line_and_the_traceback_goes_to_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def broken(self: App) -> int:
        raise KeyError("oops")

    monkeypatch.setattr(App, "run", broken)
    assert cli.main(["--data-dir", str(tmp_path), "--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert err.strip() == "parlour stopped because of an error: KeyError: 'oops'"
    assert "Traceback" in (tmp_path / "parlour.log").read_text()
