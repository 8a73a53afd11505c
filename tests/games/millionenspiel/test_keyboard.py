"""Betting by keyboard alone in the real app: the focus follows the move being made.

Real KEYDOWN events are posted to pygame's queue (SDL dummy driver) and the app's own loop
hands them to the table host, its keyboard pointer and the table.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games.millionenspiel.money import DENOMINATIONS
from parlour.games.millionenspiel.money_art import slots
from parlour.games.millionenspiel.paint import status_text
from parlour.games.millionenspiel.rules import Stake
from parlour.games.millionenspiel.scene import MillionenspielTable
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import frames, make_app
from tests.games.millionenspiel.helpers import betting_state, game, pieces

#: Ada's purse: chips of 1 (index 0) and of 10 (index 1), so a stack outlives one stake.
PURSE = pieces(c1=3, c10=2)


@pytest.fixture
def table(tmp_path: Path) -> Any:
    """The real app at Ada's bet (seat 0 bets first), two bots beside her."""
    fonts.font.cache_clear()
    app = make_app(tmp_path, size=(1280, 800))
    state = betting_state([PURSE, pieces(c10=5), pieces(c10=5)], roller=2)
    seats = (Seat("Ada"), Seat("Bruno", "easy"), Seat("Clara", "easy"))
    session = Session(game(), seats, 0, {"turn_limit": 0}, state)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    assert isinstance(scene.table, MillionenspielTable)
    yield app, scene, scene.table
    pygame.quit()
    fonts.font.cache_clear()


def press(app: Any, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    frames(app, 2)


def tab_to(app: Any, scene: TableScene, rect: pygame.Rect) -> None:
    for _ in range(len(scene.table.focus_spots()) + 1):
        press(app, pygame.K_TAB)
        if scene.pointer.focus == rect:
            return
    raise AssertionError(f"Tab never reached {rect}")


def test_after_picking_a_chip_with_enter_tab_goes_to_the_stake_not_to_pass(table) -> None:
    app, scene, ms = table
    stack = slots(ms.purse_rects[0])[1]  # the chips of 10
    tab_to(app, scene, stack)
    press(app, pygame.K_RETURN)
    assert ms.drag.selected == ("piece", 1)
    press(app, pygame.K_TAB)
    assert scene.pointer.focus == ms.stake_rects[0], "the next Tab lands on the lit stake"
    press(app, pygame.K_RETURN)
    assert scene.session.history == [Stake(DENOMINATIONS[1])]
    # The focus stays with the move: back on the stack the chip came from, so a second
    # Enter picks the next chip rather than ending the turn.
    press(app, pygame.K_RETURN)
    assert ms.drag.selected == ("piece", 1)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert scene.session.history == [Stake(DENOMINATIONS[1])] * 2, "no Done, no Pass"


def test_the_prompt_names_the_keys_during_keyboard_play(table) -> None:
    app, scene, ms = table
    assert status_text(ms._frame(), ms.view) == ms.t("bet_you")
    press(app, pygame.K_TAB)
    assert status_text(ms._frame(), ms.view) == ms.t("bet_you_keys")
    tab_to(app, scene, slots(ms.purse_rects[0])[0])
    press(app, pygame.K_RETURN)
    assert status_text(ms._frame(), ms.view) == ms.t("bet_chosen_keys")
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    frames(app, 2)
    assert status_text(ms._frame(), ms.view) == ms.t("bet_you"), "the mouse took over"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_keyboard_prompts_say_that_tab_reaches_the_stake(language: str) -> None:
    """After Enter on a piece the focus stays on it (a second Enter puts it back); the
    prompt said only "Enter on your lit stake", so the next Enter undid the pick."""
    texts = json.loads(Path(f"locales/millionenspiel.{language}.json").read_text("utf-8"))
    table = texts[language]["table"]
    assert table["bet_you_keys"].count("Tab") == 2, "Tab to a piece, then Tab to the stake"
    assert "Tab" in table["bet_chosen_keys"]
