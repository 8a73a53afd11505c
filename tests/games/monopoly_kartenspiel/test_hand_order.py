"""The viewer's hand by keyboard and in an order of the player's own.

The keyboard test runs the real app (KEYDOWN events posted to pygame's queue, SDL dummy
driver); the drag tests post real mouse events through the shared table host.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games import get_game
from parlour.games.monopoly_kartenspiel.actions import Discard, Draw
from parlour.games.monopoly_kartenspiel.scene import TABLE, MonopolyTable
from parlour.ui import fonts
from parlour.ui.scenes.table import TableScene
from parlour.ui.widgets.drag import DRAG_THRESHOLD
from tests.fakes.driver import frames, make_app
from tests.games.monopoly_kartenspiel.table_helpers import play_until
from tests.games.monopoly_kartenspiel.test_scene import passes_first
from tests.tables import TableHost, button, click, down, move, up


def press(app: object, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    frames(app, 2)


def test_tab_reaches_the_hand_after_sorting_in_the_passing_step(tmp_path: Path) -> None:
    """Sorting relabels its button; the next Tab went back to that button (the first
    spot) instead of on to the cards, so Tab alone never reached the hand."""
    fonts.font.cache_clear()
    app = make_app(tmp_path, size=(1280, 800))
    try:
        session = play_until(6, 8, passes_first)
        scene = TableScene(app, session)
        app.scenes.switch(scene)
        frames(app, 3)
        table = scene.table
        assert isinstance(table, MonopolyTable)
        sort = button_rect(table, "sort")
        for _ in range(len(table.focus_spots())):
            press(app, pygame.K_TAB)
            if scene.pointer.focus == sort:
                break
        assert scene.pointer.focus == sort
        press(app, pygame.K_RETURN)
        assert table.sort_by == "value"
        press(app, pygame.K_TAB)
        cards = {table.hand.visible_rect(card).center: card for card in table.hand.order}
        assert scene.pointer.focus is not None and scene.pointer.focus.center in cards
        press(app, pygame.K_RETURN)
        assert table.drag.selected == cards[scene.pointer.focus.center]
        assert button_rect(table, "sort") not in table.focus_spots(), "only the move now"
    finally:
        pygame.quit()
        fonts.font.cache_clear()


def button_rect(table: MonopolyTable, key: str) -> pygame.Rect:
    return next(b.rect for b in table.buttons if b.key == key)


@pytest.fixture
def host(scene_pygame: None) -> TableHost[MonopolyTable]:
    """Seat 0 (4 seats) is to draw or trade: no card of the hand may be discarded now."""
    session = play_until(4, 3, lambda s, legal: Draw() in legal)
    game = get_game("monopoly_kartenspiel")
    return TableHost(TABLE, game, session.state, viewer=0, speed=0.0, draws=True)


def carry(host: TableHost[MonopolyTable], card: str, place: int) -> None:
    """Press on ``card`` and carry it over the hand's ``place``-th resting place."""
    start = host.table.hand.visible_rect(card).center
    end = host.table.hand.geometry.rects[place].center
    host.feed(down(start), move((start[0], start[1] - DRAG_THRESHOLD * 2)))
    host.feed(move(end))


def test_a_card_carried_within_the_hand_opens_a_gap_and_stays_where_let_go(host) -> None:
    table = host.table
    order = list(table.hand.order)
    last = str(order[-1])
    carry(host, last, 1)
    gap = table.hand.geometry.rects[1]
    resting = [table.hand.cards[c].rect for c in order if c != last]
    assert gap not in resting, "the hand opens a gap at place 1"
    assert table.hand.shown == [order[0], last, *order[1:-1]]
    host.feed(up(gap.center))
    assert table.hand.order == [order[0], last, *order[1:-1]]
    assert host.submitted == [], "the rules are not asked: the order is for the eye only"
    # The order lasts while the hand does: a card drawn goes where the sort puts it.
    click(host, button(host, "draw").center)
    assert host.submitted == [Draw()]
    kept = [c for c in table.hand.order if c in order]
    assert kept == [order[0], last, *order[1:-1]]
    assert len(table.hand.order) == len(order) + 1


def test_sorting_again_forgets_the_own_order(host) -> None:
    table = host.table
    order = list(table.hand.order)
    carry(host, str(order[-1]), 0)
    host.feed(up(table.hand.geometry.rects[0].center))
    assert table.hand.order[0] == order[-1]
    click(host, button(host, "sort").center)
    click(host, button(host, "sort").center)
    assert table.hand.order == order


def test_a_card_let_go_outside_the_hand_keeps_the_order(host) -> None:
    table = host.table
    order = list(table.hand.order)
    carry(host, str(order[-1]), 0)
    host.feed(up((table.rect.centerx, table.rect.y + 5)))
    host.settle()
    assert table.hand.order == order and table.hand.shown == order
    assert not any(isinstance(a, Discard) for a in host.submitted)


def test_each_person_at_a_shared_screen_keeps_an_own_order(host) -> None:
    table = host.table
    order = list(table.hand.order)
    carry(host, str(order[-1]), 0)
    host.feed(up(table.hand.geometry.rects[0].center))
    mine = list(table.hand.order)
    host.viewer = 1
    host.sync()
    assert table.hand.arranged is None, "the next person's hand is sorted"
    host.viewer = 0
    host.sync()
    assert table.hand.order == mine
