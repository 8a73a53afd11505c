"""The painters draw one ``paint.MonopolyFrame`` and read nothing else: what the table
shows is what the frame it builds says, and the view in it has the declared shape."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from parlour.games import get_game
from parlour.games.monopoly_kartenspiel import paint
from parlour.games.monopoly_kartenspiel.scene import TABLE
from parlour.games.monopoly_kartenspiel.view import MonopolyView
from parlour.saves.session import Session
from tests.games.monopoly_kartenspiel.table_helpers import GAME_ID, play_until, seats
from tests.tables import TableHost
from tests.view_shape import assert_shape

pytestmark = pytest.mark.usefixtures("scene_pygame")


def test_the_painters_draw_the_frame_they_are_given() -> None:
    session = Session.start(GAME_ID, seats(3), 4)
    host = TableHost(TABLE, get_game(GAME_ID), session.state, viewer=0, speed=0.0, draws=True)
    host.frame()
    frame = host.table._frame()
    assert frame is not None
    names = ("Wanda", "Xaver", "Yusuf")
    changed = replace(frame, prompt="Choose well", names=names, painted=paint.Painted())
    paint.draw(pygame.Surface(frame.rect.size), changed)
    drawn = {text.text for text in changed.painted.texts}
    assert {"Choose well", *names} <= drawn
    # The table's own record is left as its last frame drew it.
    assert "Choose well" not in {text.text for text in host.table.painted.texts}


def test_the_view_has_exactly_the_declared_keys() -> None:
    """The table reads the view as a ``MonopolyView``: every key it may read is there,
    for a seat, an onlooker and the finished game turned over, and in the last round's
    account once a round has been scored."""
    fresh = Session.start(GAME_ID, seats(4), 9).state
    scored = play_until(4, 9, lambda state, _: state.view(0)["last_round"] is not None).state
    for state in (fresh, scored):
        for view in (state.view(0), state.public_view(), state.revealed_view()):
            assert_shape(view, MonopolyView)
