"""The table host in a real window: ``python -m parlour`` under Xvfb, Continue a saved
Guillotine game, see the table and its side panel, open the menu with Esc, quit.

Like ``test_real_window.py`` it starts its own Xvfb and fails with a clear message when
Xvfb, xdotool or ImageMagick's ``import`` are missing (CI installs them).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveStore
from parlour.ui.scenes.table import PANEL

TOOLS = ("Xvfb", "xdotool", "import")
SCREEN = (1280, 800)


def _free_display() -> int:
    for number in range(400, 700):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            return number
    raise AssertionError("no free X display number between :400 and :699")


def _wait_for(check, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.1)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}")


@pytest.mark.xvfb
def test_continue_opens_the_table_in_a_real_window(tmp_path) -> None:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    assert not missing, f"install {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)"
    data = tmp_path / "data"
    session = Session.start("guillotine", [Seat("Ada"), Seat("Bot", "easy")], seed=1)
    saved = SaveStore.in_data_dir(data).save(session)
    number = _free_display()
    display = f":{number}"
    xvfb = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    app = None
    try:
        _wait_for(lambda: Path(f"/tmp/.X11-unix/X{number}").exists(), 10, "Xvfb to start")
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1")
        app = subprocess.Popen(
            [sys.executable, "-m", "parlour", "--data-dir", str(data), "--lang", "en"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )

        def window() -> str | None:
            assert app.poll() is None, f"parlour exited early: {app.stdout.read().decode()}"
            found = subprocess.run(
                ["xdotool", "search", "--pid", str(app.pid)],
                env=env,
                capture_output=True,
                text=True,
            )
            return found.stdout.split()[0] if found.stdout.split() else None

        window_id = _wait_for(window, 20, "the parlour window")
        shot = tmp_path / "shot.png"

        def screenshot() -> pygame.Surface:
            subprocess.run(
                ["import", "-window", "root", str(shot)], env=env, check=True, timeout=10
            )
            return pygame.image.load(str(shot))

        def colours(image: pygame.Surface, area: pygame.Rect) -> int:
            return len(
                {
                    tuple(image.get_at((x, y)))
                    for x in range(area.left, area.right, 12)
                    for y in range(area.top, area.bottom, 12)
                }
            )

        def menu_drawn() -> bool:
            return colours(screenshot(), pygame.Rect((0, 0), SCREEN)) > 20

        _wait_for(menu_drawn, 15, "the main menu")
        # Continue is the main menu's first item, five rows above Quit (see that test).
        subprocess.run(
            ["xdotool", "mousemove", "--window", window_id, "640", "271", "click", "1"],
            env=env,
            check=True,
        )

        def table_drawn() -> pygame.Surface | None:
            image = screenshot()
            side = image.get_at((SCREEN[0] - 4, SCREEN[1] // 2))[:3]
            table = pygame.Rect(40, 40, 800, 700)
            return image if side == PANEL and colours(image, table) > 40 else None

        _wait_for(table_drawn, 20, "the Guillotine table with the side panel")
        subprocess.run(["xdotool", "key", "--window", window_id, "Escape"], env=env, check=True)

        def menu_open() -> bool:
            # The menu dims the table: its top-left corner turns darker than the parchment.
            return sum(screenshot().get_at((20, 400))[:3]) < 300

        _wait_for(menu_open, 10, "the in-game menu")
        subprocess.run(["xdotool", "key", "--window", window_id, "Escape"], env=env, check=True)
        _wait_for(lambda: not menu_open(), 10, "the menu to close")
        app.terminate()  # a window manager's close: the app saves and leaves
        assert app.wait(timeout=15) == 0
        assert json.loads(saved.read_text())["save_id"] == session.save_id
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait()
        xvfb.terminate()
        xvfb.wait(timeout=10)
