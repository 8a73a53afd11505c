"""A real X server for the window tests: Xvfb, the parlour process and screenshots.

Both real-window tests start their own Xvfb; ``-displayfd`` lets Xvfb pick a free display
so two tests running in parallel never race for the same number. Missing tools fail with
an install hint: CI installs them, and a skipped test would prove nothing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pygame

TOOLS = ("Xvfb", "xdotool", "import")
SCREEN = (1280, 800)

T = TypeVar("T")


def wait_for(check: Callable[[], T], seconds: float, what: str) -> T:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.1)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}")


def _start_xvfb() -> tuple[subprocess.Popen, str]:
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write_end),
            "-screen",
            "0",
            f"{SCREEN[0]}x{SCREEN[1]}x24",
            "-nolisten",
            "tcp",
        ],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as announced:
        number = announced.readline().strip()
    assert number.isdigit(), "Xvfb did not start"
    return xvfb, f":{number}"


@dataclass
class RunningApp:
    """``python -m parlour`` in a real window, with helpers to drive and photograph it."""

    process: subprocess.Popen
    env: dict[str, str]
    shot: Path

    def window_id(self) -> str:
        """The app's mapped window, looked up at each use: SDL may replace the first
        window it shows (a busy machine lets a test see the one that is about to go)."""
        return wait_for(lambda: _mapped_window(self.process, self.env), 20, "the parlour window")

    def click(self, x: int, y: int) -> None:
        """Move to (x, y) in the window, then click where the pointer is. The click does not
        name the window: a click that quits the app may close it before xdotool is done."""
        self._xdotool("mousemove", "--window", self.window_id(), str(x), str(y))
        self._xdotool("click", "1")

    def key(self, name: str) -> None:
        self._xdotool("key", "--window", self.window_id(), name)

    def screenshot(self) -> pygame.Surface:
        subprocess.run(
            ["import", "-window", "root", str(self.shot)], env=self.env, check=True, timeout=10
        )
        return pygame.image.load(str(self.shot))

    def _xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], env=self.env, check=True)


def colours(image: pygame.Surface, area: pygame.Rect | None = None, step: int = 12) -> int:
    """How many distinct colours a grid of samples finds: a blank screen has one."""
    area = area or image.get_rect()
    return len(
        {
            tuple(image.get_at((x, y)))
            for x in range(area.left, area.right, step)
            for y in range(area.top, area.bottom, step)
        }
    )


def _mapped_window(process: subprocess.Popen, env: dict[str, str]) -> str | None:
    assert process.poll() is None, f"parlour exited early: {process.stdout.read().decode()}"
    # Only a mapped window: SDL may make and drop a helper window first, and a test that
    # clicked into that one would fail on a window that is gone.
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
        env=env,
        capture_output=True,
        text=True,
    )
    return found.stdout.split()[0] if found.stdout.split() else None


@contextmanager
def parlour_window(data_dir: Path, shot: Path) -> Iterator[RunningApp]:
    """Start Xvfb and parlour on it; always tear both down again."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    assert not missing, (
        f"the real-window tests need {', '.join(missing)}: apt-get install xvfb xdotool imagemagick"
    )
    xvfb, display = _start_xvfb()
    process = None
    try:
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", PYTHONUNBUFFERED="1")
        process = subprocess.Popen(
            [sys.executable, "-m", "parlour", "--data-dir", str(data_dir), "--lang", "en"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        running = RunningApp(process, env, shot)
        running.window_id()  # it opens in time
        yield running
    finally:
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()
        xvfb.terminate()
        xvfb.wait(timeout=10)
