"""The Banque Fatale table laid out in the real app at the three window sizes of issue 14,
in German and English, at a mid-game position: every text is readable (its font at least
``MIN_TEXT`` pixels), no two texts, areas, cards or buttons overlap, and everything lies
inside the table. The painter records every text it draws with its font size; the test
reads that record, so it measures the sizes really used.
"""

from __future__ import annotations

import os
import random
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games.banque_fatale.paint import MIN_TEXT
from parlour.games.banque_fatale.rules import AddJeton, BanqueFataleState, PlaceBid, Sell
from parlour.games.banque_fatale.scene import BanqueFataleTable
from parlour.saves.session import Seat, Session
from tests.fakes.driver import frames
from tests.games.layout import SIZES, TABLE_AREAS, overlapping

PHASES = ["bid", "sale", "public"]


def mid_game(phase: str) -> Session:
    """Round 6 or later of a seeded game, bids and sales behind it, with the human (seat 0)
    to act: bidding with two jetons in its bid, or about to sell (the public view shows
    the bid position to nobody in particular: every screen closed)."""
    seats = [Seat("Ada"), Seat("Bruno", "easy"), Seat("Clara", "easy"), Seat("Emil", "easy")]
    session = Session.start("banque_fatale", seats, seed=11)
    state = session.state
    assert isinstance(state, BanqueFataleState)
    rng = random.Random(4)
    wanted = "sale" if phase == "sale" else "bid"
    while True:
        assert not state.is_over()
        legal = state.legal_actions()
        if state.to_act() == 0 and state.round >= 6 and state.phase == wanted:
            if wanted == "sale" and any(isinstance(a, Sell) for a in legal):
                return session
            if wanted == "bid":
                for _ in range(2):
                    session.apply(next(a for a in state.legal_actions() if isinstance(a, AddJeton)))
                return session
        if state.phase == "bid" and PlaceBid() in legal and rng.random() < 0.5:
            session.apply(PlaceBid())
        else:
            session.apply(rng.choice(legal))


def table_in_app(build, language: str, size: tuple[int, int], phase: str):
    from parlour.ui.scenes.table import TableScene

    app = build(language, size)
    session = mid_game(phase)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    table = scene.table
    assert isinstance(table, BanqueFataleTable)
    if phase == "sale":
        # The longest German button: "<card> für <price> Mio. verkaufen" beside "Abbrechen".
        legal = session.state.legal_actions()
        sells = [a for a in legal if isinstance(a, Sell)]
        table.pending_sale = max(
            sells, key=lambda a: len(table.ctx.t(f"banque_fatale.card.{a.card}"))
        ).card
        table._rebuild()
    if phase == "public":
        table.show(session.state.public_view(), None, [])
    for _ in range(240):
        if not table.update(1 / 30):
            break
    table.draw(app.screen)
    return scene, table


def assert_laid_out(table: BanqueFataleTable, area: pygame.Rect) -> None:
    """Every text readable, inside the table and clear of every other; the areas apart and
    inside the table; no card on another, every seat's cards inside its own place."""
    texts = table.painter.texts
    strips = [r for _, r in table.painter.spots if r.width > r.height]
    floor = window_floor(area.size)
    small = [
        (t.text, t.size)
        for t in texts
        if t.size < MIN_TEXT and not (t.size >= floor and any(s.contains(t.rect) for s in strips))
    ]
    assert not small, f"text below {MIN_TEXT} px, or off a strip: {small}"
    outside = [t.text for t in texts if not area.contains(t.rect)]
    assert not outside, f"text outside the table {area}: {outside}"
    clashes = overlapping([(t.text, t.rect) for t in texts])
    assert not clashes, f"texts overlap: {clashes}"
    lay = table.lay
    regions = list(lay.regions().items())
    assert all(area.contains(rect) for _, rect in regions)
    assert not overlapping(regions), overlapping(regions)
    for seat, panel in lay.opponents.items():
        assert all(panel.contains(r) for r in table.seat_card_rects(seat)), seat
    cards = [("market", r) for r in lay.market] + [("stack", lay.stack), ("offer", lay.offer)]
    for seat in lay.opponents:
        cards += [(f"seat{seat}", r) for r in table.seat_card_rects(seat)]
    cards += [(card, r) for card, r in table.my_card_rects()]
    assert not overlapping(cards), overlapping(cards)
    assert all(lay.my_cards.contains(r) for _, r in table.my_card_rects())


def window_floor(area: tuple[int, int]) -> int:
    """The project's least type size in the window whose table is ``area``: a card's name
    on a strip may take it where 12 px would not fit its seat's cards (``MIN_TEXT`` holds
    for every other text)."""
    from parlour.ui.text_marks import readable_size

    windows = {table: window for window, table in TABLE_AREAS.items()}
    return readable_size(windows[area])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("phase", PHASES)
def test_the_table_is_readable_and_nothing_overlaps(pygame_app, size, language, phase) -> None:
    scene, table = table_in_app(pygame_app, language, size, phase)
    area = scene.table_rect
    assert area.size == TABLE_AREAS[size]  # what the host gives the table in that window
    texts = table.painter.texts
    assert len(texts) > 40  # the whole table was drawn and recorded

    assert_laid_out(table, area)
    buttons = [(str(b.key), b.rect) for b in table.buttons]
    assert phase == "public" or buttons
    assert all(area.contains(r) for _, r in buttons)
    assert not overlapping(buttons)
    for key, rect in buttons:
        assert not [t.text for t in texts if t.rect.colliderect(rect)], key
    if phase == "sale":
        assert {k for k, _ in buttons} == {"sell", "cancel"}
        assert all(table.lay.bank.contains(r) for _, r in buttons)


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_status_and_card_values_are_at_least_12_px_at_1280x800(pygame_app, language) -> None:
    """The issue's measure: at 1280×800 the status line, the cards' names and values and the
    jeton counts were drawn at 7 to 9 px."""
    _, table = table_in_app(pygame_app, language, (1280, 800), "bid")
    texts = table.painter.texts
    status = [t for t in texts if table.lay.status.contains(t.rect)]
    counts = [t for t in texts if t.text.startswith("×")]
    values = [t for t in texts if t.text.endswith(("\u00a0M", "\u00a0Mio."))]
    names = {
        t.text
        for t in texts
        if any(t.text in table.ctx.t(f"banque_fatale.card.{c}") for c in table.view["market"])
    }
    assert status and counts and values and names
    assert min(t.size for t in status + counts + values) >= MIN_TEXT


def test_only_the_viewer_has_your_bid(pygame_app) -> None:
    """The bottom corner shows a seat; while nobody in particular looks (the public view),
    its bid is that seat's by name, never "your bid"."""
    _, table = table_in_app(pygame_app, "de", (1280, 800), "public")
    shown = {t.text for t in table.painter.texts}
    assert table.ctx.t("banque_fatale.table.your_bid") not in shown
    assert table.ctx.t("banque_fatale.table.seat_bid", seat="Ada") in shown
    _, mine = table_in_app(pygame_app, "de", (1280, 800), "bid")
    assert mine.ctx.t("banque_fatale.table.your_bid") in {t.text for t in mine.painter.texts}


@pytest.mark.usefixtures("scene_pygame")
@pytest.mark.parametrize("area", list(TABLE_AREAS.values()), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_a_seat_with_many_cards_and_the_final_fortunes_fit(area, language) -> None:
    """The game is over (every seat shows its fortune) and one opponent owns nine cards:
    they lie side by side and in rows inside its panel, never on each other."""
    from parlour.games import get_game
    from parlour.ui import i18n
    from tests.games.banque_fatale.test_scene import Host

    game = get_game("banque_fatale")
    state = game.new_state(4, 5)
    assert isinstance(state, BanqueFataleState)
    rng = random.Random(2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    for seat in (0, 2, 3):
        while len(state.owned[seat]) > 1 and len(state.owned[1]) < 9:
            state.owned[1].append(state.owned[seat].pop())
    assert len(state.owned[1]) >= 8
    i18n.configure(language)
    host = Host(state, 0, area)
    host.settle()
    table = host.table
    assert table.view["scores"] is not None
    assert_laid_out(table, host.screen.get_rect())
    shown = " ".join(t.text for t in table.painter.texts)
    assert all(str(score) in shown for score in table.view["scores"])


@pytest.mark.usefixtures("scene_pygame")
@pytest.mark.parametrize("language", ["de", "en"])
def test_a_card_prints_its_name_in_whole_words_or_not_at_all(language) -> None:
    """A name too wide for its card is left off (the piques say it all), never cut mid-word
    ("Orang" / "ge") nor shrunk below 12 px."""
    from parlour.games.banque_fatale import art
    from parlour.ui import i18n

    i18n.configure(language)
    printed = 0
    for card in art.card_piques():
        title = i18n.t(f"banque_fatale.card.{card}")
        for width in range(30, 200, 3):
            lines = art.card_title(title, card_size_of(width), len(art.card_piques()[card]))
            if lines:
                printed += 1
                assert " ".join(line for line, _, _, _ in lines) == " ".join(title.split())
                assert all(size >= MIN_TEXT for _, _, size, _ in lines)
    assert printed


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_every_card_names_itself_at_the_markets_size(pygame_app, size, language) -> None:
    """At 1024×640 the market's cards are about 70 px wide: "Rouge et orange" and "Jaune
    et orange" took three bold lines there and were left nameless. Each of the 16 cards,
    whichever lies in the market, prints its whole name at the market's size."""
    from parlour.games.banque_fatale import art
    from parlour.ui.widgets.card import card_size

    _, table = table_in_app(pygame_app, language, size, "bid")
    face = card_size(table.lay.card_h)
    assert face == table.lay.market[0].size
    for card, piques in art.card_piques().items():
        title = table.ctx.t(f"banque_fatale.card.{card}")
        lines = art.card_title(title, face, len(piques))
        assert " ".join(line for line, _, _, _ in lines) == title, (card, face)


def card_size_of(width: int) -> tuple[int, int]:
    from parlour.ui.widgets.card import CARD_RATIO

    return width, round(width / CARD_RATIO)


def test_the_still_layer_carries_each_text_to_the_screen_once(pygame_app) -> None:
    """The cached still layer is painted anew into the same surface after every move: its
    texts must reach the screen (for the readable check), and last frame's must not stay
    on it, or each text would be reported twice, over itself."""
    from parlour.ui import text_marks

    scene, table = table_in_app(pygame_app, "en", (1024, 640), "bid")
    screen = pygame.Surface(scene.app.screen.get_size())
    title = table.t("value_table")
    with text_marks.recording():
        for _ in range(2):
            table.version += 1  # a move: the layer is repainted
            text_marks.forget(screen)  # a new frame, as the app starts one
            table.draw(screen)
        titles = [mark for mark in text_marks.marks_on(screen) if mark.text == title]
    assert len(titles) == 1
    assert titles[0].size >= text_marks.readable_size((1024, 640))


#: The most cards one seat came to hold in simulated games: 1500 each with random and
#: normal bots mixed (8 with three players, 7 with four), and 300 in which one seat bids
#: all it can while the others bid nothing (9 and 8).
FULLEST_HAND = {3: 9, 4: 8}


def fullest_table(players: int, holder: int, area: tuple[int, int], language: str):
    """A finished game (every screen open, every seat's fortune shown), seen by seat 0, in
    which ``holder`` owns the fullest hand a seat came to in play, of the cards with the
    longest names, and every other seat two cards."""
    from parlour.games import get_game
    from parlour.games.banque_fatale import art
    from parlour.ui import i18n
    from tests.games.banque_fatale.test_scene import Host

    i18n.configure(language)
    state = get_game("banque_fatale").new_state(players, 5)
    assert isinstance(state, BanqueFataleState)
    rng = random.Random(2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    cards = sorted(art.card_piques(), key=lambda c: -len(i18n.t(f"banque_fatale.card.{c}")))
    hand = FULLEST_HAND[players]
    state.owned[holder] = cards[:hand]
    rest = iter(cards[hand:])
    for seat in range(players):
        if seat != holder:
            state.owned[seat] = [next(rest), next(rest)]
    host = Host(state, 0, area)
    host.settle()
    return host


def seat_cases() -> list[Any]:
    cases = []
    for area in TABLE_AREAS.values():
        for players in (3, 4):
            for holder, who in ((0, "mine"), (1, "opponent")):
                name = f"{who}-{players}p-{area[0]}x{area[1]}"
                cases.append(pytest.param(area, players, holder, id=name))
    return cases


@pytest.mark.usefixtures("scene_pygame")
@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize(("area", "players", "holder"), seat_cases())
def test_every_card_in_every_seat_names_itself(area, language, players, holder) -> None:
    """At 1024×640 an opponent's five cards showed only piques and a value, and so did the
    player's own row from four cards on at 1280×800: each card drawn in a seat's place,
    with the fullest hand a seat came to in play, shows its whole name on it, readable."""
    host = fullest_table(players, holder, area, language)
    table = host.table
    assert len(table.view["owned"][holder]) == FULLEST_HAND[players]
    texts = table.painter.texts
    drawn = 0
    for seat in range(players):
        for card in table.view["owned"][seat]:
            title = table.ctx.t(f"banque_fatale.card.{card}")
            spot = next(rect for key, rect in table.painter.spots if key == card)
            lines = [t for t in texts if spot.contains(t.rect) and t.text in title]
            assert " ".join(t.text for t in lines) == title, (seat, card, spot.size)
            assert min(t.size for t in lines) >= window_floor(area)
            drawn += 1
    assert drawn == sum(map(len, table.view["owned"]))
    assert_laid_out(table, host.screen.get_rect())
