"""The load list builds one page of rows, not one row per file of the folder.

A pygame_gui row costs 10-25 ms to build; a folder of 115 saves took 12-27 s to open
when every row was built up front. These tests open a folder of 120 entries (damaged files
among them) and count the widgets built, against building every row in the same run.
"""

from __future__ import annotations

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui.scenes.load import LoadScene, _pages
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import click, frames, key, make_app

ENTRIES = 120
DAMAGED = 10


@pytest.fixture
def app(tmp_path, monkeypatch):
    install_fake_game(monkeypatch)
    application = make_app(tmp_path)
    frames(application)
    folder = application.store.directory
    for seed in range(ENTRIES - DAMAGED):
        application.store.save(Session.start(GAME_ID, [Seat(f"P{seed}"), Seat("Bob")], seed))
    for n in range(DAMAGED):
        (folder / f"broken{n}.json").write_bytes(b'{"format":"parlour-save","version":1,"se')
    yield application
    application.shutdown()


def _open(app) -> LoadScene:
    app.scenes.switch(LoadScene(app))
    frames(app)
    scene = app.scenes.current
    assert isinstance(scene, LoadScene) and scene.entries is not None
    assert len(scene.entries) == ENTRIES
    return scene


def _shown(scene: LoadScene) -> list[str]:
    return [getattr(w, "html_text", None) or getattr(w, "text", "") for w in scene.widgets]


def test_opening_builds_one_page_of_rows(app) -> None:
    scene = _open(app)
    paged = len(scene.widgets)
    assert scene.pages >= ENTRIES // 8
    # Every row, as the list used to build them, in the same run.
    before = len(scene.widgets)
    for index, entry in enumerate(scene.entries or []):
        scene._row(entry, pygame.Rect(0, 10 * index, 900, 92))
    every_row = len(scene.widgets) - before
    assert paged <= 80  # a page of some 5-8 rows of at most 6 widgets, the bar and title
    assert paged * 8 < every_row


def test_pages_turn_by_button_key_and_wheel_and_reach_every_entry(app, monkeypatch) -> None:
    scene = _open(app)
    buttons = scene.page_buttons
    assert not buttons["previous"].is_enabled and buttons["next"].is_enabled
    assert f"Page 1 of {scene.pages}" in _shown(scene)
    click(app, buttons["next"])
    assert scene.page == 1
    key(app, pygame.K_PAGEUP)
    assert scene.page == 0
    # The wheel over the list turns the page (the dummy video driver has no real pointer).
    with monkeypatch.context() as patch:
        patch.setattr(pygame.mouse, "get_pos", lambda: scene.list_rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        frames(app)
        assert scene.page == 1
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
        frames(app)
        assert scene.page == 0
    damaged, players = set(), set()
    scene.page = 0
    scene.refresh()
    for _ in range(scene.pages):
        for text in _shown(scene):
            if "broken" in text and "left as it is" in text:
                damaged.add(text.split(":")[0])
            if text.startswith("P") and text.endswith(", Bob"):
                players.add(text)
        key(app, pygame.K_PAGEDOWN)
    assert scene.page == scene.pages - 1
    assert not scene.page_buttons["next"].is_enabled
    assert len(damaged) == DAMAGED and len(players) == ENTRIES - DAMAGED


def test_a_page_holds_the_rows_that_fit_whatever_their_heights() -> None:
    """A row whose status takes two lines is taller; a page takes the rows that fit one
    below the other, and a row taller than the list still gets a page of its own."""
    assert _pages([92] * 5, 410, 10) == [range(0, 4), range(4, 5)]
    assert _pages([92, 114, 92, 92, 92], 410, 10) == [range(0, 3), range(3, 5)]
    assert _pages([500, 92], 410, 10) == [range(0, 1), range(1, 2)]
