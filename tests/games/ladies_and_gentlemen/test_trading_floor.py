"""The exchange as a trading floor: the market card names every resource with its price,
all inside the card (its last row was cut at 1280×800), and no two resources differ by a
shade only (wheat and gold looked alike)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.art import RESOURCE_STYLES
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.games.ladies_and_gentlemen.scene import TABLE, LadiesTable
from tests.tables import TableHost

pytestmark = pytest.mark.usefixtures("scene_pygame")
#: The table's part of a 1280×800 and of a 1920×1080 window.
AREAS = [(948, 800), (1470, 1080)]


@pytest.mark.parametrize("seats", [4, 5, 9, 10])
@pytest.mark.parametrize("size", AREAS)
def test_the_market_card_names_every_resource_inside_it(seats: int, size: tuple[int, int]) -> None:
    state = get_game("ladies_and_gentlemen").new_state(seats, 5)
    assert isinstance(state, LadiesState)
    host: TableHost[LadiesTable] = TableHost(
        TABLE, get_game("ladies_and_gentlemen"), state, 0, size=size
    )
    host.frame()
    table = host.table
    assert table.lay is not None
    market = table.lay.market
    lines = [t for t in table.painter.texts if market.colliderect(t.rect)]
    assert all(market.contains(t.rect) for t in lines), [t.text for t in lines]
    prices = table.cat.markets[state.market].prices
    shown = {t.text for t in lines}
    for resource, price in prices.items():
        assert f"{table.t(f'card.{resource}')} £{price}" in shown, (resource, shown)


def test_no_two_resources_differ_by_a_shade_only() -> None:
    styles = list(RESOURCE_STYLES.items())
    for i, (name, style) in enumerate(styles):
        for other, second in styles[i + 1 :]:
            distance = sum(abs(a - b) for a, b in zip(style.colour, second.colour, strict=True))
            assert distance >= 120, (name, other, distance)
