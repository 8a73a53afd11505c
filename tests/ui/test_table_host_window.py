"""The table host in a real window: ``python -m parlour`` under Xvfb, Continue a saved
Guillotine game, see the table and its side panel, open the menu with Esc, quit.
"""

from __future__ import annotations

import json

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveStore
from parlour.ui.widgets.side_panel import PANEL
from tests.ui.xserver import SCREEN, colours, parlour_window, wait_for


@pytest.mark.xvfb
def test_continue_opens_the_table_in_a_real_window(tmp_path) -> None:
    data = tmp_path / "data"
    session = Session.start("guillotine", [Seat("Ada"), Seat("Bot", "easy")], seed=1)
    saved = SaveStore.in_data_dir(data).save(session)
    with parlour_window(data, tmp_path / "shot.png") as app:
        wait_for(lambda: colours(app.screenshot()) > 20, 15, "the main menu")
        # Continue is the main menu's first item, six rows above Quit (see that test).
        app.click(640, 236)

        def table_drawn() -> bool:
            image = app.screenshot()
            side = image.get_at((SCREEN[0] - 4, SCREEN[1] // 2))[:3]
            return side == PANEL and colours(image, pygame.Rect(40, 40, 800, 700)) > 40

        wait_for(table_drawn, 20, "the Guillotine table with the side panel")
        app.key("Escape")

        def menu_open() -> bool:
            # The menu dims the table: its top-left corner turns darker than the parchment.
            return sum(app.screenshot().get_at((20, 400))[:3]) < 300

        wait_for(menu_open, 10, "the in-game menu")
        app.key("Escape")
        wait_for(lambda: not menu_open(), 10, "the menu to close")
        app.process.terminate()  # a window manager's close: the app saves and leaves
        assert app.process.wait(timeout=15) == 0
    assert json.loads(saved.read_text())["save_id"] == session.save_id
