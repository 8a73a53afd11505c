"""Every table can be played with the keyboard alone: Tab (or the arrows) and Enter."""

from __future__ import annotations

import random

import pygame
import pytest

from parlour.games import get_game, playable_games
from parlour.ui.table_api import table_factory
from parlour.ui.widgets.keyboard import KeyboardPointer
from tests.tables import TableHost

pytestmark = pytest.mark.usefixtures("scene_pygame")

GAMES = [game.id for game in playable_games()]  # every playable game has a table
#: Human moves played per game, and key presses allowed without one.
MOVES, PATIENCE = 30, 60


def press(host: TableHost, pointer: KeyboardPointer, key: int, mod: int = 0) -> bool:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    used = pointer.handle_event(event, host.table.focus_spots(), host.table.handle_event)
    host.settle()
    return used


@pytest.mark.parametrize("game_id", GAMES)
def test_a_human_seat_plays_by_keyboard_alone(game_id: str) -> None:
    """Seat 0 steps a random number of Tabs and presses Enter, over and over; the other
    seats play at random. Every move seat 0 makes arrives through the table, legal."""
    game = get_game(game_id)
    state = game.new_state(game.min_players, seed=4)
    host = TableHost(table_factory(game_id), game, state, viewer=0, speed=0.0)
    pointer = KeyboardPointer()
    rng = random.Random(4)
    presses = 0
    while not state.is_over() and len(host.submitted) < MOVES:
        if state.to_act() != 0:
            host.apply(rng.choice(state.legal_actions()))
            host.settle()
            continue
        made = len(host.submitted)
        spots = host.table.focus_spots()
        assert spots, f"seat 0 is to act but the {game_id} table offers nothing to focus"
        for _ in range(rng.randint(1, len(spots))):
            assert press(host, pointer, pygame.K_TAB)
        assert pointer.visible and pointer.focus in spots
        press(host, pointer, pygame.K_RETURN)
        presses = 0 if len(host.submitted) > made else presses + 1
        assert presses < PATIENCE, f"{PATIENCE} clicks by keyboard without a move"
    assert len(host.submitted) >= min(MOVES, 5)


def test_steps_wrap_round_go_back_and_follow_reading_order() -> None:
    spots = [
        pygame.Rect(300, 10, 50, 50),
        pygame.Rect(10, 12, 50, 50),
        pygame.Rect(10, 200, 50, 50),
    ]
    seen: list[pygame.event.Event] = []
    pointer = KeyboardPointer()

    def key(code: int, mod: int = 0) -> None:
        event = pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)
        assert pointer.handle_event(event, spots, lambda e: seen.append(e) or True)

    key(pygame.K_TAB)
    assert pointer.focus == spots[1]  # top row, leftmost first
    key(pygame.K_RIGHT)
    assert pointer.focus == spots[0]
    key(pygame.K_DOWN)
    assert pointer.focus == spots[2]
    key(pygame.K_TAB)
    assert pointer.focus == spots[1]  # wraps round
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert pointer.focus == spots[2]
    assert [e.type for e in seen] == [pygame.MOUSEMOTION] * 5
    assert seen[-1].pos == spots[2].center
    key(pygame.K_RETURN)
    assert [e.type for e in seen[-2:]] == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    assert seen[-1].pos == spots[2].center
    moved = pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))
    assert not pointer.handle_event(moved, spots, lambda e: True)
    assert not pointer.visible  # the mouse took over
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    assert not pointer.handle_event(enter, spots, lambda e: True)  # no hidden clicks


def _key(pointer: KeyboardPointer, spots: list[pygame.Rect], code: int) -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    assert pointer.handle_event(event, spots, lambda e: True)


def test_a_relabelled_control_keeps_the_focus() -> None:
    """A button that changes its label (and width) on Enter is still the one in focus:
    the next Tab goes on from it, not back to the first spot."""
    sort, card = pygame.Rect(10, 10, 120, 30), pygame.Rect(10, 100, 50, 80)
    pointer = KeyboardPointer()
    _key(pointer, [sort, card], pygame.K_TAB)
    _key(pointer, [sort, card], pygame.K_RETURN)
    relabelled = pygame.Rect(10, 10, 90, 30)
    assert pointer.current([relabelled, card]) == relabelled
    _key(pointer, [relabelled, card], pygame.K_TAB)
    assert pointer.focus == card


def test_after_a_move_the_focus_returns_to_where_it_began() -> None:
    """A piece picked (Enter), then its place (Tab, Enter): the place is gone with the
    move, and the focus is on the piece again, not on a button that ends the turn."""
    done, piece, place = (
        pygame.Rect(300, 10, 80, 30),
        pygame.Rect(10, 100, 40, 40),
        pygame.Rect(200, 300, 90, 50),
    )
    pointer = KeyboardPointer()
    _key(pointer, [piece, place], pygame.K_TAB)
    assert pointer.focus == piece
    _key(pointer, [piece, place], pygame.K_RETURN)
    _key(pointer, [piece, place], pygame.K_TAB)
    _key(pointer, [piece, place], pygame.K_RETURN)
    assert pointer.current([done, piece]) == piece


def test_a_gone_spot_steps_on_from_where_it_stood() -> None:
    spots = [pygame.Rect(x, 10, 40, 40) for x in (10, 200, 400)]
    pointer = KeyboardPointer()
    _key(pointer, spots, pygame.K_TAB)
    _key(pointer, spots, pygame.K_TAB)
    assert pointer.focus == spots[1]
    left = [spots[0], spots[2]]
    assert pointer.current(left) is None
    _key(pointer, left, pygame.K_TAB)
    assert pointer.focus == spots[2], "on, not back to the first"
