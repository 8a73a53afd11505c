"""A replay watched with everything revealed shows every seat's hand, each card by its
whole name, at every size (the table used to draw none of ``revealed_view``'s hands)."""

from __future__ import annotations

import pygame
import pytest

from parlour.games import get_game
from parlour.games.monopoly_kartenspiel.scene import MIN_TEXT, TABLE, MonopolyTable
from parlour.ui import i18n
from tests.games.layout import SIZES, TABLE_AREAS, overlapping
from tests.games.monopoly_kartenspiel.table_helpers import play_until
from tests.games.monopoly_kartenspiel.test_readable_cards import letters
from tests.tables import TableHost

pytestmark = pytest.mark.usefixtures("scene_pygame")

#: Type of the revealed list on the smallest window, whose table is narrower.
LEAST_SMALL = 11


def revealed_table(players: int, size: tuple[int, int]) -> MonopolyTable:
    """An onlooker's table of a game in its first round, everything revealed."""
    session = play_until(players, 4, lambda s, legal: s.turns >= players)
    game = get_game("monopoly_kartenspiel")
    host = TableHost(TABLE, game, session.state, viewer=None, speed=0.0, draws=True, size=size)
    host.table.layout(pygame.Rect((0, 0), TABLE_AREAS[size]))
    host.table.show(session.state.revealed_view(), None, [])
    host.frame()
    return host.table


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_everything_revealed_shows_every_hand_by_whole_names(
    size: tuple[int, int], language: str, players: int
) -> None:
    i18n.configure(language)
    table = revealed_table(players, size)
    hands = table.view["hands"]
    assert hands is not None
    # The bottom seat's hand lies where a hand lies.
    assert sorted(map(str, table.hand.order)) == sorted(hands[table.bottom])
    layout = table.revealed_layout
    assert layout is not None
    least = LEAST_SMALL if size == (1024, 640) else MIN_TEXT
    assert layout.size >= least
    assert table.rect.contains(layout.panel)
    buttons = [b.rect for b in table.buttons]
    assert not [r for r in buttons if r.colliderect(layout.panel)]
    listed = {cell.seat: cell for cell in layout.cells}
    assert set(listed) == set(range(players)) - {table.bottom}
    drawn = {(t.text, t.rect.topleft) for t in table.painted.texts if t.size >= least}
    for seat, cell in listed.items():
        assert [entry.card for entry in cell.entries] == list(hands[seat])
        assert layout.panel.contains(cell.box)
        for entry in cell.entries:
            assert cell.box.contains(entry.rect) and cell.box.contains(entry.swatch)
            assert letters(entry.lines) == letters([table.card_name(entry.card)]), entry
            for index, line in enumerate(entry.lines):
                at = (entry.rect.x, entry.rect.y + index * (entry.rect.height // len(entry.lines)))
                assert (line, at) in drawn, (seat, line)
    entries = [(e.card, e.rect) for cell in layout.cells for e in cell.entries]
    assert not overlapping(entries)
