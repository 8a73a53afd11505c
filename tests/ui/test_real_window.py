"""One real window: ``python -m parlour`` under Xvfb shows a menu that is not blank.

The test starts its own Xvfb on a display Xvfb picks, waits for the app's window
(``xdotool search --pid``), takes a screenshot with ImageMagick's ``import``, checks the
picture has real content, clicks Quit and expects a clean exit. Without Xvfb it fails
with a clear message: CI installs it, and a skipped test would prove nothing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

import pygame
import pytest

TOOLS = ("Xvfb", "xdotool", "import")
SCREEN = (1280, 800)


def _start_xvfb() -> tuple[subprocess.Popen, str]:
    """Start Xvfb on a display it picks itself (``-displayfd``): no race with another
    test that starts an X server at the same moment."""
    read_end, write_end = os.pipe()
    screen = f"{SCREEN[0]}x{SCREEN[1]}x24"
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as announced:
        number = announced.readline().strip()
    assert number.isdigit(), "Xvfb did not start"
    return xvfb, f":{number}"


def _wait_for(check, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.1)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}")


@pytest.mark.xvfb
def test_the_app_opens_a_real_window_with_a_menu(tmp_path) -> None:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    assert not missing, (
        f"the real-window test needs {', '.join(missing)}: install xvfb, xdotool and "
        "imagemagick (e.g. apt-get install xvfb xdotool imagemagick)"
    )
    xvfb, display = _start_xvfb()
    app = None
    try:
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1")
        data = tmp_path / "data"
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

        def screenshot_has_menu() -> bool:
            subprocess.run(
                ["import", "-window", "root", str(shot)], env=env, check=True, timeout=10
            )
            image = pygame.image.load(str(shot))
            colours = {
                tuple(image.get_at((x, y)))
                for x in range(0, image.get_width(), 16)
                for y in range(0, image.get_height(), 16)
            }
            return len(colours) > 20

        _wait_for(screenshot_has_menu, 15, "a drawn menu (the screen stayed blank)")
        # Quit by its button: the main menu's last item, in the middle of the window.
        subprocess.run(
            ["xdotool", "mousemove", "--window", window_id, "640", "611", "click", "1"],
            env=env,
            check=True,
        )
        assert app.wait(timeout=15) == 0
        assert (data / "config" / "settings.json").is_file()  # remembered on the way out
    finally:
        if app is not None and app.poll() is None:
            app.kill()
            app.wait()
        xvfb.terminate()
        xvfb.wait(timeout=10)
