"""The MONOPOLY table laid out in the real app at the three window sizes of issue 14, in
German and English: 6 seats mid-game, 5 seats passing, 4 seats with grown trade piles, 3
seats with a neutral pile and a trade picked (the preview and its buttons up), 2 seats
with both neutral piles grown, and the panel of a round's laid-out hands. Every text is
readable (its font at least ``MIN_TEXT`` pixels), inside the table and clear of every
other; buttons lie inside the table and on no text; every seat's pile lies inside its
seat, the hand inside its band. The painter records every text it draws with its font
size; the test reads that record.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any

import pygame
import pytest

from parlour.games.monopoly_kartenspiel.actions import Draw, PassCard, SwapNeutral, Trade
from parlour.games.monopoly_kartenspiel.scene import MIN_TEXT, MonopolyTable, Pick
from parlour.saves.session import Session
from tests.fakes.driver import frames
from tests.games.layout import SIZES, TABLE_AREAS, overlapping
from tests.games.monopoly_kartenspiel.table_helpers import play_until

POSITIONS = ["six", "five_pass", "four", "three_pick", "two", "round"]


def position(name: str) -> Session:
    if name == "six":
        return play_until(6, 3, lambda s, legal: any(isinstance(a, Trade) for a in legal))
    if name == "four":
        return play_until(
            4,
            5,
            lambda s, legal: Draw() in legal and sum(map(len, s.view(0)["trade_piles"])) >= 16,
            prefer=lambda action: action == Draw(),
        )
    if name == "five_pass":
        return play_until(5, 3, lambda s, legal: any(isinstance(a, PassCard) for a in legal))
    if name == "two":
        return play_until(
            2,
            3,
            lambda s, legal: Draw() in legal and sum(map(len, s.view(0)["neutral_piles"])) >= 6,
            prefer=lambda action: isinstance(action, Draw | SwapNeutral),
        )
    if name == "three_pick":
        return play_until(
            3,
            7,
            lambda s, legal: (
                len([a for a in legal if isinstance(a, Trade)]) >= 3
                and bool(s.view(0)["neutral_piles"])
            ),
        )
    return play_until(6, 11, lambda s, legal: s.view(0)["last_round"] is not None)


def table_in_app(build: Any, language: str, size: tuple[int, int], name: str) -> Any:
    from parlour.ui.scenes.table import TableScene

    app = build(language, size)
    session = position(name)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    table = scene.table
    assert isinstance(table, MonopolyTable)
    if name == "three_pick":
        trades = [a for a in table.legal if isinstance(a, Trade)]
        best = max(trades, key=lambda a: a.count)
        table.pick = Pick(best.seat, None, best.count)
        table._rebuild()
    if name == "round":
        table._press("last_round")
    table.draw(app.screen)
    return scene, table


def card_rects(table: MonopolyTable) -> list[tuple[str, int, pygame.Rect]]:
    """Every pile card (name, seat, rect)."""
    return [
        (f"pile{seat}", seat, sprite.rect)
        for seat, pile in enumerate(table.piles)
        for sprite in pile.cards
    ]


def assert_laid_out(table: MonopolyTable, area: pygame.Rect) -> None:
    texts = table.painter.texts
    small = [(t.text, t.size) for t in texts if t.size < MIN_TEXT]
    assert not small, f"text below {MIN_TEXT} px: {small}"
    outside = [t.text for t in texts if not area.contains(t.rect)]
    assert not outside, f"text outside the table {area}: {outside}"
    clashes = overlapping([(t.text, t.rect) for t in texts])
    assert not clashes, f"texts overlap: {clashes}"
    buttons = [(str(b.key), b.rect) for b in table.buttons]
    assert all(area.contains(r) for _, r in buttons), buttons
    assert not overlapping(buttons), overlapping(buttons)
    for key, rect in buttons:
        assert not [t.text for t in texts if t.rect.colliderect(rect)], key


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("name", POSITIONS)
def test_the_table_is_readable_and_nothing_overlaps(pygame_app, size, language, name) -> None:
    scene, table = table_in_app(pygame_app, language, size, name)
    area = scene.table_rect
    assert area.size == TABLE_AREAS[size]
    assert len(table.painter.texts) > 10  # the whole table was drawn and recorded
    assert_laid_out(table, area)
    if name == "round":
        panel = table.round_panel()
        assert area.contains(panel)
        seats = len(table.view["trade_piles"])
        assert set(table.painter.round_cards) == set(range(seats))
        for seat, rects in table.painter.round_cards.items():
            assert all(panel.contains(r) for r in rects), seat
        return
    seats = table.seats
    assert seats is not None and table.areas is not None
    for label, seat, rect in card_rects(table):
        assert seats.seats[seat].area.contains(rect), (label, rect)
    hand = table.areas.hand
    assert table.hand.order, "the viewer holds cards"
    assert all(hand.contains(table.hand.cards[k].rect) for k in table.hand.order)
    assert not overlapping([(str(b.key), b.rect) for b in table.buttons] + [("hand", hand)])
    if name == "three_pick":
        assert {b.key for b in table.buttons} == {"confirm", "cancel", "sort"}
        preview = table.areas.preview
        assert len(table.painter.preview_cards) == 2 * table.pick.count
        assert all(preview.contains(r) for r in table.painter.preview_cards)
        centre = seats.centre
        assert centre.contains(preview) and centre.contains(table.areas.buttons)


@pytest.mark.parametrize("language", ["de", "en"])
def test_hand_cards_print_group_value_and_name_at_1280x800(pygame_app, language) -> None:
    """The issue's measure: at 1280×800 every hand card's title band holds its value and
    its name (two lines at 12 px or more), even where the cards overlap."""
    from parlour.games.monopoly_kartenspiel import art

    _, table = table_in_app(pygame_app, language, (1280, 800), "four")
    for card in table.hand.order:
        sprite = table.hand.cards[card]
        band = art.BAND.on(pygame.Rect((0, 0), sprite.rect.size))
        face = table.face(str(card))
        lines = art.band_lines(face, band)
        if face.tag:
            assert [text for text, _, _ in lines] == [face.tag, face.name], card
        assert all(size >= MIN_TEXT for _, size, _ in lines)
