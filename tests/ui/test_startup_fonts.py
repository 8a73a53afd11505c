"""Without the Noto Sans that pygame_gui ships (a stripped install), or with a damaged
one, parlour still starts and names the file.

``fonts.font`` always fell back to pygame's own font, but pygame_gui's manager loads Noto
Sans from its package while it is built, and raised. A damaged file passed both: pygame
opens it without complaint and fails on the first text, which ended the app before its
first frame. The test runs parlour in a fresh interpreter against a copy of pygame_gui
(made of links) whose font files are missing or damaged.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame_gui
import pytest

REPO = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
from pathlib import Path

import pygame_gui

regular = Path(pygame_gui.__file__).parent / "data" / "NotoSans-Regular.ttf"
assert not regular.exists() or regular.read_bytes() == b"damaged"
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.rules_help import RulesHelpScene
from parlour.ui.scenes.settings import SettingsScene
from tests.fakes.driver import frames
from tests.ui.test_storage import message_text

app = App(data_dir=Path(sys.argv[1]), language="de", size=(1280, 800), sound=False)
frames(app)
print("told:", message_text(app))
app.close_message()
for scene in (SettingsScene(app), RulesHelpScene(app)):
    app.scenes.switch(scene)
    frames(app)
    assert not app.message_open, type(scene).__name__
print("fallback:", fonts.fallback_reason)
app.shutdown()
"""


def stripped_pygame_gui(site: Path, damaged: bool = False) -> None:
    """pygame_gui as installed, but for its Noto Sans files: gone, or (``damaged``) a
    regular one that is no font."""
    real = Path(pygame_gui.__file__).parent
    copy = site / "pygame_gui"
    (copy / "data").mkdir(parents=True)
    for entry in real.iterdir():
        if entry.name != "data":
            (copy / entry.name).symlink_to(entry)
    for entry in (real / "data").iterdir():
        if not entry.name.startswith("NotoSans-"):
            (copy / "data" / entry.name).symlink_to(entry)
    if damaged:
        (copy / "data" / "NotoSans-Regular.ttf").write_bytes(b"damaged")


@pytest.mark.parametrize("damaged", [False, True], ids=["missing", "damaged"])
def test_the_app_starts_without_the_bundled_noto_sans(tmp_path: Path, damaged: bool) -> None:
    site = tmp_path / "site"
    stripped_pygame_gui(site, damaged)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(site), str(REPO)]),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path / "data")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "fallback: NotoSans-" in result.stdout
    regular = site / "pygame_gui" / "data" / "NotoSans-Regular.ttf"
    assert "told: Eine Schriftdatei dieser Installation fehlt oder ist besch\u00e4digt" in (
        result.stdout
    )
    assert str(regular) in result.stdout
