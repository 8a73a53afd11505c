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
from parlour.ui import text_marks
from parlour.ui.text import ELLIPSIS
from tests.fakes.driver import frames
from tests.games.layout import SIZES, TABLE_AREAS, overlapping
from tests.games.monopoly_kartenspiel.table_helpers import play_until
from tests.games.monopoly_kartenspiel.test_readable_cards import letters

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
    if name == "fifteen":
        # The longest hand random games reach.
        return play_until(
            4, 1, lambda s, legal: len(s.view(0)["hand"]) >= 15, prefer=lambda a: a == Draw()
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
    texts = table.painted.texts
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
    assert len(table.painted.texts) > 10  # the whole table was drawn and recorded
    assert_laid_out(table, area)
    if name == "round":
        panel = table.round_panel()
        assert area.contains(panel)
        seats = len(table.view["trade_piles"])
        assert set(table.painted.round_cards) == set(range(seats))
        for seat, rects in table.painted.round_cards.items():
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
        assert len(table.painted.preview_cards) == 2 * table.pick.count
        assert all(preview.contains(r) for r in table.painted.preview_cards)
        centre = seats.centre
        assert centre.contains(preview) and centre.contains(table.areas.buttons)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("name", ["six", "five_pass", "four", "fifteen"])
def test_every_hand_card_shows_its_whole_name_and_value(pygame_app, size, language, name) -> None:
    """The issue's measure, at every size: what shows of each card of a full hand (the
    cards overlap sideways; up to 15 of them) holds its value and its whole name (a long
    word broken at a syllable), at 12 px or more (11 px below 1280×800), and those texts
    are on screen exactly as the card paints them (nothing lies on them)."""
    from parlour.games.monopoly_kartenspiel import art

    scene, table = table_in_app(pygame_app, language, size, name)
    assert len(table.hand.order) >= (15 if name == "fifteen" else 9)
    least = 11 if size[1] < 800 else MIN_TEXT
    assert table.least_text() == least
    screen = scene.app.screen
    for card in table.hand.order:
        sprite = table.hand.cards[card]
        face = table.face(str(card))
        layout = art.hand_layout(face, sprite.rect.size, least)
        labels = list(layout.spine)
        spelt = " ".join(label.text for label in layout.spine).replace("- ", "")
        assert spelt == face.name, card
        if face.tag:
            assert layout.tag is not None and layout.tag.text == face.tag, card
            labels.append(layout.tag)
        image = sprite.image()
        shown = table.hand.visible_rect(card)
        for label in labels:
            assert label.size >= least, (card, label)
            on_screen = label.rect.move(sprite.rect.topleft)
            assert shown.contains(on_screen), (card, label.text, shown, on_screen)
            differ = [
                (x, y)
                for x in range(label.rect.left, label.rect.right, 2)
                for y in range(label.rect.top, label.rect.bottom, 2)
                if screen.get_at(on_screen.move(x - label.rect.x, y - label.rect.y).topleft)[:3]
                != image.get_at((x, y))[:3]
            ]
            assert not differ, (card, label.text, differ[:5])


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_small_card_shows_its_value_whole_or_not_at_all(pygame_app, language) -> None:
    """Piles and the round's laid-out hands show cards down to about 60 px tall: the
    value in the title band is never cut ("1…" for 1.000), and it gives way to the name
    where the band has room for one of them only; everything stays inside the band."""
    from parlour.games.monopoly_kartenspiel import art
    from parlour.ui.widgets.card import card_size

    _, table = table_in_app(pygame_app, language, (1024, 640), "six")
    for height in range(30, 200, 3):
        size = card_size(height)
        band = art.BAND.on(pygame.Rect((0, 0), size))
        for card in table.cat.kinds:
            face = table.face(card)
            plan = art.band_plan(face, size)
            assert plan.name, (card, height)
            if plan.tag is not None:
                assert plan.tag.text == face.tag, (card, height)
            for label in [*plan.name, *([plan.tag] if plan.tag else [])]:
                assert band.contains(label.rect) or height < 45, (card, height, label)


#: The most cards a trade pile held in simulated games (2–4 seats; 5–6 seats trade
#: piles keep one card), and a neutral pile (3 seats; 2 seats: 10), one more for margin:
#: 20 random and 4 easy-bot games per seat count reached 7 and 15.
PILE_MOST = 8
NEUTRAL_MOST = {2: 10, 3: 15}


def grown(count: int, neutral: bool) -> Session:
    """``count`` seats early in a game with every trade pile grown to ``PILE_MOST``
    cards (``neutral``: the neutral piles to ``NEUTRAL_MOST`` instead), the cards taken
    from the stock and then from the hands, so every card is still there once."""
    session = play_until(count, 2, lambda s, legal: s.turns >= count)
    state = session.state
    sources = [state.stock, *(state.hands[s] for s in range(count - 1, -1, -1))]
    piles = state.neutral if neutral else state.piles
    most = NEUTRAL_MOST[count] if neutral else PILE_MOST
    for pile in piles:
        while len(pile) < most:
            source = next(cards for cards in sources if len(cards) > 1)
            pile.append(source.pop())
    return session


def spelt_in(marks: list[text_marks.TextMark], spot: pygame.Rect, badge: pygame.Rect) -> str:
    """The letters of every whole text shown inside ``spot``, top to bottom, but the
    count's on its ``badge``."""
    inside = [m for m in marks if spot.contains(m.rect) and not badge.contains(m.rect)]
    inside = [m for m in inside if not m.covered and not m.clipped]
    inside.sort(key=lambda m: (m.rect.y, m.rect.x))
    return letters(m.text for m in inside if ELLIPSIS not in m.text)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize(
    "name", ["four", "two", "six", "piles_2", "piles_3", "piles_4", "neutral_2", "neutral_3"]
)
def test_every_pile_card_names_itself_in_view(pygame_app, size, language, name) -> None:
    """Every card of every trade pile (yours, the others', a neutral one), at the most
    cards a pile reaches, shows its whole name (or its short form), never cut with "…",
    at 12 px or more, where it shows: "Mr.…" and "3.…" were all that showed of a long
    pile of your own at 1024×640. The pile's count badge lies inside the pile's place
    (a seat, a neutral pile's column) and on no card's name."""
    from parlour.ui.scenes.table import TableScene

    app = pygame_app(language, size)
    if name.startswith(("piles", "neutral")):
        kind, count = name.split("_")
        session = grown(int(count), kind == "neutral")
    else:
        session = position(name)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    table = scene.table
    with text_marks.recording():
        table.draw(app.screen)
        marks = text_marks.marks_on(app.screen)
    view, seats, areas = table.view, table.seats, table.areas
    piles = [
        (table.piles[s], cards, seats.seats[s].area) for s, cards in enumerate(view["trade_piles"])
    ]
    piles += [*zip(table.neutrals, view["neutral_piles"], areas.neutrals, strict=True)]
    assert sum(len(cards) for _, cards, _ in piles) >= 6
    assert not [m for m in marks if m.size < MIN_TEXT]
    for pile, cards, place in piles:
        for k, card in enumerate(reversed(cards), start=1):
            face = table.face(card)
            spelt = spelt_in(marks, pile.visible_rect(k), pile.badge_rect())
            assert letters([face.name]) in spelt or letters([face.short]) in spelt, (
                card,
                k,
                len(cards),
                spelt,
            )
        if cards:
            badge = pile.badge_rect()
            assert place.contains(badge), (badge, place)
            spots = [pile.visible_rect(k) for k in range(1, len(cards) + 1)]
            names = [m for m in marks if any(s.contains(m.rect) for s in spots)]
            names = [m for m in names if not badge.contains(m.rect)]
            assert not [m.text for m in names if badge.colliderect(m.rect)]


@pytest.mark.parametrize("language", ["de", "en"])
def test_a_note_beside_the_lay_out_leaves_its_cards_their_names(pygame_app, language) -> None:
    """Live play at 1024×640: the ender's note ("went out (gold edge: bonus)") stood
    beside his long lay-out and took a third of the row's width, so his cards shrank
    until they read "Sc…", "Go…". A note now stands beside the blocks only where the
    cards are no smaller for it: every laid-out card of this three-seat round names
    itself up its side without a cut."""
    from parlour.games.monopoly_kartenspiel import art
    from parlour.ui.scenes.table import TableScene

    app = pygame_app(language, (1024, 640))
    session = play_until(3, 3, lambda s, legal: s.view(0)["last_round"] is not None)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    table = scene.table
    assert isinstance(table, MonopolyTable)
    table._press("last_round")
    layout = table.round_layout
    assert layout is not None and any(row.notes for row in layout.rows)
    for row in layout.rows:
        for block in row.blocks:
            for card, rect in zip(block.spec.cards, block.rects, strict=True):
                spine = art.hand_layout(table.face(card), rect.size).spine
                assert not any(line.text.endswith("…") for line in spine), (card, rect.size)


PROMPTS = (
    "turn",
    "turn_neutral",
    "trade",
    "confirm",
    "pass",
    "pass_or_go_out",
    "put_back",
    "discard",
    "waiting",
    "passing",
    "wait",
    "over",
)


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("name", ["six", "five_pass", "four", "three_pick", "two"])
def test_every_prompt_fits_its_two_lines(pygame_app, language, name) -> None:
    """The prompt over the centre has room for two lines and drops what runs past
    them: every prompt, the longest seat name in it, fits two lines of the smallest
    table at every seat count."""
    from parlour.ui.fonts import font
    from parlour.ui.text import wrap_text

    _, table = table_in_app(pygame_app, language, (1024, 640), name)
    assert table.areas is not None
    seat = max((table.name(s) for s in range(table.num_players)), key=len)
    bold = font(table.fs(16), True)
    for key in PROMPTS:
        text = table.t(f"prompt.{key}", seat=seat, count=2)
        lines = wrap_text(text, bold, table.areas.prompt.width)
        assert len(lines) <= 2, (key, lines)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_every_laid_out_card_of_six_seats_names_itself_whole(pygame_app, size, language) -> None:
    """The last round's panel with six seats: at 1024×640 its rows were too low for cards
    that name themselves ("Sü…", "Ha…"). Each card's spine holds its whole name, or the
    block is a list whose strips are wide enough for each whole name, inside the panel."""
    from parlour.games.monopoly_kartenspiel import art, pile_fit

    _, table = table_in_app(pygame_app, language, size, "round")
    layout = table.round_layout
    assert layout is not None and len(layout.rows) == 6
    least = table.least_text()
    for row in layout.rows:
        assert row.blocks, row.seat
        for block in row.blocks:
            for card, rect in zip(block.spec.cards, block.rects, strict=True):
                face = table.face(card)
                assert layout.panel.contains(rect), (card, rect)
                if block.listed:
                    assert rect.width >= pile_fit.strip_width(face.name, art.MIN_TEXT), card
                else:
                    assert art.hand_layout(face, rect.size, least).whole, (card, rect.size)
