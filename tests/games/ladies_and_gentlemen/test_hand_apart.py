"""A Lady's workshop cards lie side by side, none under another: what each sells and how
many cards show whole (one under the next hid "Clothing ×5")."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.scene import TABLE, LadiesTable
from tests.games.ladies_and_gentlemen.test_scene import state_where
from tests.tables import TableHost

pytestmark = pytest.mark.usefixtures("scene_pygame")


@pytest.mark.parametrize("size", [(758, 640), (948, 800), (1470, 1080)])
def test_workshop_cards_do_not_overlap(size: tuple[int, int]) -> None:
    state = state_where(4, lambda s: s.phase == "workshop" and len(s.workshop_hand[1]) == 3)
    host: TableHost[LadiesTable] = TableHost(
        TABLE, get_game("ladies_and_gentlemen"), state, 1, size=size
    )
    host.frame()
    hand = host.table.hand
    rects = [hand.cards[key].rect for key in hand.order]
    assert len(rects) == 3
    for i, rect in enumerate(rects):
        assert not any(rect.colliderect(other) for other in rects[i + 1 :])
        assert rect.height >= 60
