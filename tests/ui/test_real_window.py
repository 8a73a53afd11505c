"""One real window: ``python -m parlour`` under Xvfb shows a menu that is not blank.

The test waits for the app's window (``xdotool search --pid``), takes a screenshot with
ImageMagick's ``import``, checks the picture has real content, clicks Quit and expects a
clean exit.
"""

from __future__ import annotations

import pytest

from tests.ui.xserver import colours, parlour_window, wait_for


@pytest.mark.xvfb
def test_the_app_opens_a_real_window_with_a_menu(tmp_path) -> None:
    data = tmp_path / "data"
    with parlour_window(data, tmp_path / "shot.png") as app:
        wait_for(
            lambda: colours(app.screenshot(), step=16) > 20,
            15,
            "a drawn menu (the screen stayed blank)",
        )
        # Quit by its button: the main menu's last (seventh) item, in the middle of the window.
        app.click(640, 644)
        assert app.process.wait(timeout=15) == 0
    assert (data / "config" / "settings.json").is_file()  # remembered on the way out
