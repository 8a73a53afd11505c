"""The painters draw from a ``LadiesFrame`` alone: the scene hands it over, and nothing
below the scene reaches back into it."""

from __future__ import annotations

import ast
import dataclasses
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games.ladies_and_gentlemen import paint
from parlour.games.ladies_and_gentlemen.layout import text_size
from parlour.games.ladies_and_gentlemen.paint import LadiesFrame, TablePainter
from parlour.games.ladies_and_gentlemen.scene import TABLE
from parlour.ui import fonts, i18n
from tests.games.ladies_and_gentlemen.helpers import GAME, new
from tests.games.ladies_and_gentlemen.test_scene import host_for, state_where
from tests.tables import TableHost, move

pytestmark = pytest.mark.usefixtures("scene_pygame")

TABLE_SIDE = Path(paint.__file__).parent


def test_a_frame_alone_draws_what_the_table_draws() -> None:
    """A fresh painter given only the scene's frame paints the same pixels and texts,
    hover and tooltip included: the frame holds everything the painters read."""
    state = state_where(4, lambda s: s.phase == "visit")
    host = host_for(state)
    table = host.table
    spot = next(s for s in table.spots if s.action is not None and s.info)
    host.feed(move(spot.rect.center))
    table.draw(host.screen)
    frame = table._frame()
    assert isinstance(frame, LadiesFrame) and frame.hovered is spot
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.prompt = ""  # type: ignore[misc]
    alone = pygame.Surface(host.screen.get_size())
    painter = TablePainter()
    painter.draw(alone, frame)
    assert pygame.image.tobytes(alone, "RGB") == pygame.image.tobytes(host.screen, "RGB")
    assert [t.text for t in painter.texts] == [t.text for t in table.painter.texts]


@pytest.mark.parametrize("module", ["paint", "ball_paint", "art", "layout"])
def test_no_table_module_below_the_scene_imports_it(module: str) -> None:
    """Not even for the type checker: the painters know the frame, not the scene."""
    tree = ast.parse((TABLE_SIDE / f"{module}.py").read_text(encoding="utf-8"))
    imported = {
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module is not None
    }
    assert "parlour.games.ladies_and_gentlemen.scene" not in imported


def test_a_contract_name_too_wide_for_its_line_takes_two_at_full_size() -> None:
    """Ten seats in a 1920×1080 window: "Telegraph Company" was shrunk to the smallest
    print beside its neighbours' names; it now takes two lines at their size."""
    state = new(10, seed=2)
    state.contracts[0]["id"] = "telegraph"
    host = TableHost(TABLE, GAME, state, 0, size=(1468, 1080))
    table = host.table
    table.draw(host.screen)
    assert table.lay is not None
    size = text_size(table.lay.unit, 12)
    heads = [t for t in table.painter.texts if table.lay.contracts[0].contains(t.rect)][:2]
    assert [(t.text, t.size) for t in heads] == [("Telegraph", size), ("Company", size)]


def test_a_narrow_card_keeps_its_stars_and_price_before_its_designers() -> None:
    """At 1024×640 in German "Handschuh" fills a boutique card's first row: its designer
    marks went to the second and crowded out its stars and price, so the card showed a
    bare star. Stars and price come first; the tooltip names the designers."""
    i18n.configure("de")
    fonts.font.cache_clear()
    state = new(5, seed=11)
    gloves = "gloves_opaline"  # two designers
    for deck in state.decks.values():
        if gloves in deck:
            deck.remove(gloves)
    clothing = state.decks["clothing"]
    state.boutiques[0]["cards"] = [gloves, *(clothing.pop() for _ in range(4))]
    host = TableHost(TABLE, GAME, state, 0, size=(758, 640))
    table = host.table
    table.draw(host.screen)
    card = next(s for s in table.spots if s.kind == "card" and s.what == gloves)
    drawn = [t.text for t in table.painter.texts if card.rect.contains(t.rect)]
    stars, price = GAME.catalogue.wardrobe[gloves].stars, GAME.catalogue.wardrobe[gloves].price
    assert drawn == ["Handschuh", f"{stars} · £{price}"]


def test_a_card_name_gives_way_to_no_silhouette_before_it_shrinks() -> None:
    """Ten seats at 1920×1080: "Handbag" beside two designer marks and the bag's picture
    was set in the smallest print among names set large; the picture gives way first."""
    state = new(10, seed=11)
    bag = "handbag_serenade"  # two designers
    for deck in state.decks.values():
        if bag in deck:
            deck.remove(bag)
    clothing = state.decks["clothing"]
    state.boutiques[0]["cards"] = [bag, *(clothing.pop() for _ in range(4))]
    host = TableHost(TABLE, GAME, state, 0, size=(1468, 1080))
    table = host.table
    table.draw(host.screen)
    assert table.lay is not None
    card = next(s for s in table.spots if s.kind == "card" and s.what == bag)
    drawn = [(t.text, t.size) for t in table.painter.texts if card.rect.contains(t.rect)]
    assert drawn[0] == ("Handbag", text_size(table.lay.unit, 12))
