"""A card names itself at every size, the laid-out round shows each group with its value,
and the neutral-pile preview gives as many cards as it takes (issue 23).

The faces are read through ``text_marks``, as the readable-text check reads a screen:
what a card says is what its painter noted, not what a layout function claims.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

import pygame
import pytest

from parlour.games import get_game
from parlour.games.monopoly_kartenspiel import art, paint
from parlour.games.monopoly_kartenspiel.actions import SwapNeutral
from parlour.games.monopoly_kartenspiel.scene import TABLE, MonopolyTable
from parlour.saves.session import Seat, Session
from parlour.ui import i18n, text_marks
from parlour.ui.widgets.card import card_size, render_face
from tests.games.monopoly_kartenspiel.table_helpers import play_until
from tests.tables import TableHost, click

pytestmark = pytest.mark.usefixtures("scene_pygame")

#: The streets the issue saw reduced to a colour and an emblem on a pile card.
NAMED = ("light_blue_3", "pink_1", "orange_3", "green_3", "green_2")
#: A pile card at 1024×640 (two to four seats), and the smallest one (six seats).
PILE_CARD = 84
SMALLEST_PILE_CARD = 60


def host_for(session: Session, size: tuple[int, int] = (1280, 800)) -> TableHost[MonopolyTable]:
    game = get_game("monopoly_kartenspiel")
    return TableHost(TABLE, game, session.state, viewer=0, speed=0.0, draws=True, size=size)


def band_marks(table: MonopolyTable, card: str, height: int) -> list[text_marks.TextMark]:
    """The texts the face of ``card`` prints into its title band at ``height`` pixels."""
    size = card_size(height)
    band = art.BAND.on(pygame.Rect((0, 0), size))
    face = table.face(card)
    with text_marks.recording():
        image = render_face(("test", face), size, art.face_painter(face))
        return [mark for mark in text_marks.marks_on(image) if band.contains(mark.rect)]


@pytest.mark.heavy
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_pile_card_names_itself_in_its_title_band(language: str) -> None:
    """A fanned pile keeps only each card's title band in view: at the pile card's size
    of 1024×640 the named streets (and every other card) print their name there, whole
    or by the short-form rule, never only a colour and an emblem."""
    i18n.configure(language)
    table = host_for(play_until(2, 1, lambda s, legal: True)).table
    for height in (SMALLEST_PILE_CARD, PILE_CARD, 110, 150):
        for card in table.cat.kinds:
            face = table.face(card)
            marks = band_marks(table, card, height)
            names = [mark for mark in marks if mark.text != face.tag or mark.full == face.name]
            assert names, (card, height)
            assert all(mark.size >= art.MIN_TEXT for mark in names), (card, height)
            if all(mark.full == mark.text for mark in names):
                assert letters(mark.text for mark in names) == letters([face.name]), card
            else:
                assert all(m.full == face.name and m.hover for m in names), (card, height)
    for card in NAMED:  # whole, or the short form, not cut
        face = table.face(card)
        names = [m.text for m in band_marks(table, card, PILE_CARD) if m.text != face.tag]
        assert letters(names) in (letters([face.name]), letters([face.short])), (card, names)


def letters(lines: Iterable[str]) -> str:
    """What lines spell, wherever they were broken (at a space or a syllable)."""
    return "".join(lines).replace(" ", "").replace("-", "")


def round_five() -> Session:
    """The issue's round: a 2-seat game's round 5, seat 1 scoring 2 800 with the bonus
    for the most Mr. Monopoly cards (the same game ``tools/fullest`` shows)."""
    session = Session.start("monopoly_kartenspiel", [Seat("Bo"), Seat("Ada", "normal")], 35)
    rng = random.Random(35)
    while len(session.state.round_results()) < 5:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_two_seat_payout_shows_each_group_with_its_value(size: tuple[int, int]) -> None:
    """Two seats: each group is a block of moderate cards, every card's value and name
    in view, captioned with what it scored, and the captions of Ada's scoring blocks
    plus her Mr. Monopoly bonus add up to her 2 800."""
    host = host_for(round_five(), size)
    table = host.table
    click(host, next(b for b in table.buttons if b.key == "last_round").rect.center)
    layout = table.round_layout
    assert layout is not None
    ada = layout.rows[1]
    last = table.view["last_round"]
    scored = [block for block in ada.blocks if not block.spec.dim]
    values = [int(block.spec.caption.replace(",", "")) for block in scored]
    assert sum(values) == int(last["points"][1]) == 2800
    unit = table.seats.unit if table.seats else 1.0
    for row in layout.rows:
        for block in row.blocks:
            for index, rect in enumerate(block.rects):
                assert rect.height <= round(art_max_card() * unit)
                assert row.band.contains(rect) and row.band.contains(block.caption)
                face = table.face(block.spec.cards[index])
                hand = art.hand_layout(face, rect.size)
                shown = block.visible(index)
                for label in [*hand.spine, *([hand.tag] if hand.tag else [])]:
                    assert shown.contains(label.rect.move(rect.topleft)), (face.name, label)
    zoomable = {key[-1] for key, _ in table.zoom._spots}
    assert zoomable >= {card for block in ada.blocks for card in block.spec.cards}


def art_max_card() -> int:
    from parlour.games.monopoly_kartenspiel.round_panel import MAX_CARD

    return MAX_CARD


def test_the_neutral_preview_gives_as_many_cards_as_it_takes() -> None:
    """The preview showed one card given but two taken (the neutral top and the stock's
    top): a display bug, for the rules give the two top trade cards in a double swap. It
    shows the single swap, and the double one while the pointer rests on its button."""
    session = play_until(
        2, 11, lambda s, legal: SwapNeutral(0, True) in legal and len(s.piles[0]) >= 2
    )
    host = host_for(session)
    table = host.table
    click(host, table.neutrals[0].visible_rect(1).center)
    assert table.pick is not None and table.pick.neutral == 0
    host.frame()
    assert len(table.painted.preview_cards) == 2  # one taken, one given
    double = next(b for b in table.buttons if b.key == "swap_double")
    host.feed(
        (pygame.MOUSEMOTION, {"pos": double.rect.center, "rel": (0, 0), "buttons": (0, 0, 0)})
    )
    host.frame()
    frame = table._frame()
    assert frame is not None and frame.double_swap
    preview = paint.preview_layout(frame, double=True)
    assert preview is not None
    taken, given = preview[1]
    assert len(taken.rects) == len(given.rects) == 2
    assert list(given.cards) == table.view["trade_piles"][0][-2:]
    assert len(table.painted.preview_cards) == 4


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_card_whose_band_cuts_its_name_spells_it_in_its_body(language: str) -> None:
    """A pile in the top row at 1024×640 shows each card whole at about 75 px, its band
    cut to "Theate…": live play found the body printing no name under it, only the
    red diamond (bold "Theaterstr." needed three lines). Wherever the band cuts a name,
    the body below it spells the name or its short form. (Not "Mr. Monopoly": "Mr.
    Mono-poly" needs three lines of a card this narrow, and a name has two at most;
    its picture and the zoom name it.)"""
    from tests.games.monopoly_kartenspiel.table_helpers import body_name

    i18n.configure(language)
    table = host_for(play_until(2, 1, lambda s, legal: True)).table
    for height in range(75, 96, 3):
        size = card_size(height)
        for card, kind in table.cat.kinds.items():
            if kind != "mr_monopoly" and art.band_plan(table.face(card), size).cut:
                assert body_name(table, card, size), (card, height)
