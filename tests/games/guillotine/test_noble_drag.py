"""Carrying nobles in the real app (real mouse and key events posted to pygame's queue,
SDL dummy driver): a noble that cannot move says why, a carried noble opens a gap in the
line where it would land, and the prompt names the key or gesture that plays a card."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games.guillotine.actions import ChooseNoble, ChoosePlace, Play
from parlour.games.guillotine.motion import keyed
from parlour.games.guillotine.rules import GAME_ID as NS
from parlour.games.guillotine.scene import NOTE_SECONDS, GuillotineTable
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import frames, make_app
from tests.games.guillotine.test_scene import empty_line_point

Point = tuple[int, int]


def ada_at_her_first_turn(tmp_path: Path, hand: list[str], discard: list[str] | None = None) -> Any:
    """The real app at Ada's first turn with ``hand`` (and ``discard`` as the action
    discard pile, if given), a bot beside her: the app, the table host, the table."""
    fonts.font.cache_clear()
    app = make_app(tmp_path, size=(1280, 800))
    session = Session.start("guillotine", [Seat("Ada"), Seat("Bot", "easy")], seed=8)
    session.state.hands[0] = hand
    if discard is not None:
        session.state.action_discard = discard
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    assert isinstance(scene.table, GuillotineTable)
    yield app, scene, scene.table
    pygame.quit()
    fonts.font.cache_clear()


@pytest.fixture
def real(tmp_path: Path) -> Any:
    """L'Idiot (a noble up to two places forward) and Stolpern in Ada's hand."""
    yield from ada_at_her_first_turn(tmp_path, ["l_idiot", "stumble"])


def post(kind: int, **attrs: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, attrs))


def move(app: Any, pos: Point) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
    frames(app, 1)


def press_and_carry(app: Any, start: Point, end: Point) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    move(app, (start[0] + 20, start[1] + 20))
    move(app, end)


def release(app: Any, pos: Point) -> None:
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app, 3)


def test_a_noble_that_cannot_move_says_why_when_dragged(real) -> None:
    app, scene, table = real
    slot = table.lay.slots[2].center
    press_and_carry(app, slot, (slot[0] + 60, slot[1]))
    note = table.t(f"{NS}.table.noble_fixed")
    assert table.note == note
    frames(app, 1)
    assert table.painter.prompt_bar is not None  # the bar that shows it was drawn
    release(app, slot)
    assert scene.session.history == []
    frames(app, round(NOTE_SECONDS * 60) + 2)
    assert table.note is None, "the note goes by itself"


def test_a_carried_noble_opens_a_gap_where_it_would_land(real) -> None:
    app, scene, table = real
    hand_card = table.lay.hand[0].center
    press_and_carry(app, hand_card, empty_line_point(table))
    release(app, empty_line_point(table))
    assert scene.session.history == [Play("l_idiot")]
    index = next(a.index for a in scene.session.state.legal_actions() if a.index >= 2)
    line = list(table.view["line"])
    keys = keyed(line, "noble")
    slots = table.lay.slots
    press_and_carry(app, slots[index].center, slots[index - 2].center)
    assert scene.session.history[1:] == [ChooseNoble(index)]
    frames(app, 30)  # the others glide aside
    # The two nobles it passes move one place back; its new place is free.
    assert table.positions[keys[index - 2]] == slots[index - 1]
    assert table.positions[keys[index - 1]] == slots[index]
    resting = [table.positions[k] for k in keys if k != keys[index]]
    assert slots[index - 2] not in resting
    # Carried back over its own place, the line closes again.
    move(app, slots[index].center)
    frames(app, 30)
    assert [table.positions[k] for k in keys] == list(slots[: len(keys)])
    move(app, slots[index - 2].center)
    release(app, slots[index - 2].center)
    assert scene.session.history[2] == ChoosePlace(index - 2)


def test_the_prompt_says_enter_when_the_keyboard_chose_the_card(real) -> None:
    app, scene, table = real
    key = ("hand", "l_idiot", 0)

    def press(code: int) -> None:
        post(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        post(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0)
        frames(app, 2)

    for _ in range(len(table.focus_spots())):
        press(pygame.K_TAB)
        if scene.pointer.focus == table.drag.display_rect(key):
            break
    press(pygame.K_RETURN)
    assert table.drag.selected == key
    line_zone = table.lay.line_zone
    for _ in range(len(table.focus_spots())):
        press(pygame.K_TAB)
        if scene.pointer.focus == line_zone:
            break
    preview = table.drop_preview()
    assert preview is not None
    name = table.card_name("l_idiot")
    if preview.noble is not None:
        noble = table.card_name(table.view["line"][preview.noble])
        params = {"noble": noble, "place": preview.noble + 1}
        expected = table.t(f"{NS}.table.drop_enter.noble", card=name, **params)
    elif preview.choices is None:
        expected = table.t(f"{NS}.table.drop_enter.play", card=name)
    else:
        expected = table.t(f"{NS}.table.drop_enter.choose_later", card=name)
    assert preview.text == expected, "Enter plays it: nothing is let go"
