"""The table kit together: the fake team game at a table of 4–10 seats (``kit_table``),
played with real mouse and keyboard events through the tests' table host."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import i18n
from parlour.ui.widgets.keyboard import KeyboardPointer
from tests.fakes.game import Take
from tests.fakes.kit_table import KitTable
from tests.fakes.team_game import RelayGame
from tests.tables import TableHost, click, move

pytestmark = pytest.mark.usefixtures("scene_pygame")

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


def host_for(seats: int, viewer: int | None = 0, size=(1280, 800)) -> TableHost[KitTable]:
    game = RelayGame()
    return TableHost(KitTable, game, game.new_state(seats, seed=4), viewer, size=size, draws=True)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [4, 6, 10])
def test_every_seat_is_placed_and_drawn_with_the_viewer_at_the_bottom(seats, size) -> None:
    host = host_for(seats, viewer=seats - 1, size=size)
    host.frame()
    table = host.table
    assert table.seats is not None
    assert table.seats.seats[seats - 1].edge == "bottom"
    screen = host.screen.get_rect()
    for place in table.seats.seats:
        assert screen.contains(place.area)
    assert table.hand.area.colliderect(table.seats.seats[seats - 1].body)
    assert len(table.hand.order) == 15
    assert table.pile.cards and len(table.pile.cards) == 4 * seats


def test_clicking_the_kth_counter_from_the_top_takes_k() -> None:
    host = host_for(10)
    pile = host.table.pile
    assert pile.pickable == 3
    second = pile.visible_rect(2).center
    card = host.table.hand.order[0]
    host.feed(move(host.table.hand.visible_rect(card).center))
    assert host.table.hand.hovered == card
    host.feed(move(second))
    assert pile.hover == 2
    assert host.table.hand.hovered is None, "leaving the hand for the pile drops its hover"
    click(host, second)
    assert host.submitted == [Take(2)]
    assert len(pile.cards) == 38 and len(host.table.taken_pile.cards) == 2
    assert pile.pickable == 0, "now seat 1 acts: nothing to take for the viewer"
    click(host, pile.visible_rect(1).center)
    assert host.submitted == [Take(2)]


def test_nobody_looking_shows_seat_zero_at_the_bottom_and_offers_nothing() -> None:
    host = host_for(5, viewer=None)
    host.frame()
    assert host.table.seats is not None and host.table.seats.seats[0].edge == "bottom"
    assert host.table.pile.pickable == 0 and host.table.pile.focus_spots() == []


def test_the_whole_table_plays_from_the_keyboard() -> None:
    host = host_for(4)
    table = host.table
    pointer = KeyboardPointer()

    def key(code: int) -> None:
        pointer.handle_event(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=0),
            table.focus_spots(),
            table.handle_event,
        )

    spots = table.focus_spots()
    assert len(spots) == 3 + 15, "three counters may be taken, fifteen cards chosen"
    key(pygame.K_TAB)  # reading order: the pile is above the hand
    assert table.pile.hover in (1, 2, 3)
    taken = table.pile.hover
    key(pygame.K_RETURN)
    assert host.submitted == [Take(taken)]


def test_german_texts_on_the_table() -> None:
    i18n.configure("de")
    host = host_for(4)
    assert host.table.hand.cards[3].face_key[2] == "Los 3"
    host.frame()
    i18n.configure("en")
    assert i18n.t("table.kit.lot", number=3) == "Lot 3"


def test_one_person_playing_a_whole_team_sits_at_the_bottom_of_either_seat() -> None:
    """The tests' host follows the app's flow: Ann plays seats 0 and 1 (``played_by``),
    so the table turns to whichever of her seats acts and shows both seats' bonuses."""
    from parlour.saves.session import Seat
    from tests.tables import FOLLOW

    game = RelayGame()
    seats = [Seat("Ann"), Seat("Ann's partner", played_by=0)]
    seats += [Seat(f"Bot {i}", "easy") for i in range(8)]
    host = TableHost(KitTable, game, game.new_state(10, seed=4), FOLLOW, seats=seats, draws=True)
    assert host.table.viewer == 0 and host.table.legal
    bonus = host.table.view["bonus"]
    assert None not in bonus[:2] and bonus[2:] == [None] * 8
    host.table.ctx.submit(Take(1))
    host.frame()
    assert host.table.viewer == 1 and host.table.legal, "her partner seat, no curtain"
    assert host.table.seats is not None and host.table.seats.seats[1].edge == "bottom"
    host.table.ctx.submit(Take(1))
    assert host.table.viewer == 0 and host.table.legal == [], "a bot acts: she watches"
