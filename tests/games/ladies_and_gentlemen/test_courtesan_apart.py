"""A Gentleman sees the Courtesan's cards apart from his own Lady's, with the count the
discretion rule asks of him: at least as many paid for his Lady as for her."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.actions import Pay
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.games.ladies_and_gentlemen.scene import TABLE, LadiesTable
from tests.games.ladies_and_gentlemen.test_scene import state_where
from tests.tables import TableHost

pytestmark = pytest.mark.usefixtures("scene_pygame")
COURTESAN = 4


def _both_kinds(state: LadiesState) -> bool:
    seat = state.current
    return (
        state.phase == "pay"
        and seat is not None
        and state.presented() is not None
        and bool(state.handed[seat])
        and bool(state.unpaid[seat ^ 1])
    )


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_courtesans_cards_lie_apart_with_the_discretion_count(size: tuple[int, int]) -> None:
    state = state_where(5, _both_kinds)
    gentleman = state.current
    assert gentleman is not None
    state.bank -= 9000
    state.money[gentleman] += 9000  # he can pay for all his Lady's cards
    host: TableHost[LadiesTable] = TableHost(
        TABLE, get_game("ladies_and_gentlemen"), state, gentleman, size=size
    )
    host.frame()

    def groups() -> tuple[list[str], list[str], list[str]]:
        table = host.table
        heads = [text for _rect, text in table.pay_heads]
        own = [s.what for s in table.spots if "unpaid" in s.flags]
        handed = [s.what for s in table.spots if "handed" in s.flags]
        return heads, own, handed

    heads, own, handed = groups()
    assert heads[0].startswith("The Courtesan Player 5 asks you to pay for (0 paid")
    assert heads[0].endswith("for your Lady: 0):")
    assert heads[1] == f"Player {gentleman + 2} asks you to pay for:"
    assert own == state.unpaid[gentleman ^ 1] and handed == state.handed[gentleman]
    table = host.table
    split = table.pay_heads[0][0].x
    for spot in table.spots:
        if "handed" in spot.flags:
            assert spot.rect.x >= split
        elif "unpaid" in spot.flags:
            assert spot.rect.right <= split
    paid = 0
    while state.presented() is not None and state.presented()[1] != COURTESAN:
        host.apply(Pay())
        paid += 1
        if state.current != gentleman:
            return  # his evening is over: he had no Courtesan card left to see
    heads, _own, _handed = groups()
    assert heads[0].endswith(f"for your Lady: {paid}):")


def test_the_view_says_how_many_gifts_the_discretion_rule_leaves() -> None:
    state = state_where(5, _both_kinds)
    gentleman = state.current
    assert gentleman is not None
    state.bank -= 9000
    state.money[gentleman] += 9000
    while state.current == gentleman and state.presented() is not None:
        left = state.view(gentleman)["gifts_left"][gentleman]
        if state.presented()[1] == COURTESAN:
            assert (Pay() in state.legal_actions()) == (left > 0)
        state.apply(Pay() if Pay() in state.legal_actions() else state.legal_actions()[-1])
    assert state.view(gentleman)["gifts_left"][gentleman ^ 1] is None  # his Lady pays none
