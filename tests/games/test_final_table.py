"""The final table: each game played from a seed to its end through the test host, which
then shows ``final_view()`` to nobody in particular with nothing left to do, as the app's
host does before "See results".

The last move's events animate as any other move's; then, at the three window sizes in
German and English, every secret the end reveals is drawn readably (at least ``MIN_TEXT``
pixels), inside the table and clear of everything else: Banque Fatale's cash and jetons
behind every screen beside the last bids and fortunes, Guillotine's hands.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.engine import Action, GameState
from parlour.games import get_game
from parlour.games.banque_fatale.paint import MIN_TEXT
from parlour.games.banque_fatale.scene import BanqueFataleTable
from parlour.games.guillotine.layout import hand_columns
from parlour.games.guillotine.scene import GuillotineTable
from parlour.games.millionenspiel.scene import MillionenspielTable
from parlour.ui import fonts, i18n
from parlour.ui.table_api import GameTable, table_factory
from tests.games.banque_fatale.test_layout import assert_laid_out
from tests.games.layout import TABLE_AREAS, overlapping
from tests.tables import TableHost

SIZES = list(TABLE_AREAS.values())  # the table's part of a 1024×640, 1280×800, 1920×1080 window


@pytest.fixture(autouse=True)
def fresh_pygame(scene_pygame: None) -> Iterator[None]:
    yield
    fonts.font.cache_clear()


def playout(game_id: str, seed: int) -> list[tuple[Action, list[str]]]:
    """A seeded random game to its end: each move with its events' keys."""
    state = get_game(game_id).new_state(4, seed)
    rng = random.Random(seed)
    moves = []
    while not state.is_over():
        action = rng.choice(state.legal_actions())
        moves.append((action, [event.key for event in state.apply(action)]))
    return moves


def host_until(
    game_id: str, seed: int, size: tuple[int, int], upto: int, language: str = "en"
) -> TableHost[GameTable]:
    """The same game through the host, watched by nobody in particular (so the table itself
    never submits), stopped right after move ``upto`` (negative: from the end); the table
    catches up before that move and now and then on the way."""
    i18n.configure(language)
    fonts.font.cache_clear()
    game = get_game(game_id)
    state: GameState = game.new_state(4, seed)
    host: TableHost[GameTable] = TableHost(
        table_factory(game_id), game, state, None, size=size, draws=True, settle_steps=400
    )
    moves = playout(game_id, seed)
    last = upto % len(moves)
    for index, (action, _) in enumerate(moves[: last + 1]):
        if index == last or index % 7 == 0:
            host.settle()
        host.apply(action)
    return host


def settled(game_id: str, seed: int, size: tuple[int, int], language: str) -> GameTable:
    """The final table at rest, drawn."""
    host = host_until(game_id, seed, size, -1, language)
    host.settle()
    assert host.table.update(1 / 30) is False, "the final table comes to rest"
    host.table.draw(host.screen)
    return host.table


# -- the last moves play out -----------------------------------------------------------------


def test_banque_fatales_last_move_flies_before_the_final_table_rests() -> None:
    # Seed 2 ends in the draft: the last jetons go back to the screens, and the game is over.
    assert playout("banque_fatale", 2)[-1][1] == [
        "banque_fatale.log.took",
        "banque_fatale.log.dealt",
        "banque_fatale.log.game_over",
    ]
    host = host_until("banque_fatale", 2, (948, 800), -1)
    table = host.table
    assert isinstance(table, BanqueFataleTable)
    assert table.view["phase"] == "over" and table.viewer is None and table.legal == []
    assert table.view["revealed_bids"] is not None  # the last round's bids stay on the table
    assert table.update(1 / 30) and table.flights, "the jetons are in the air"
    host.settle()
    assert not table.flights


def test_guillotines_last_day_plays_out_on_the_table() -> None:
    """The last collection of day 3 is not the end: the endgame window follows (scoring
    cards), so the blade falls on the table as ever, and the final Done ends the game."""
    moves = playout("guillotine", 4)
    last_collect = max(i for i, (_, keys) in enumerate(moves) if "guillotine.log.collect" in keys)
    host = host_until("guillotine", 4, (948, 800), last_collect)
    table = host.table
    assert isinstance(table, GuillotineTable)
    assert table.update(1 / 30) and table.motion.flights, "the last noble goes to its pile"
    for action, _ in moves[last_collect + 1 :]:
        host.settle()
        host.apply(action)
    assert table.view["over"] and table.viewer is None and table.legal == []
    assert table.view["hands"] == [list(h) for h in host.state.final_view()["hands"]]


# -- Banque Fatale ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_banque_fatales_final_table_opens_every_screen(size, language) -> None:
    table = settled("banque_fatale", 2, size, language)
    assert isinstance(table, BanqueFataleTable)
    area = pygame.Rect((0, 0), size)
    assert_laid_out(table, area)
    assert table.buttons == [] and table.focus_spots() == []
    shown = [t.text for t in table.painter.texts]
    view = table.view
    for seat in range(4):
        assert table.ctx.t("banque_fatale.table.cash", amount=view["cash"][seat]) in shown
        assert table.ctx.t("banque_fatale.table.wealth", amount=view["scores"][seat]) in " ".join(
            shown
        )
    # The jetons behind each opponent's screen: a count per colour where the panel has room,
    # else their total by the cash.
    for seat in table.lay.opponents:
        held = view["jetons"][seat]
        if table.screen_row_h(seat):
            assert all(f"×{n}" in shown for n in held.values())
        else:
            total = sum(held.values())
            assert table.ctx.t("banque_fatale.table.jetons_held", count=total) in shown
    # Every opponent's last bid is on the table too.
    bids = [
        t for t in shown if t.startswith(table.ctx.t("banque_fatale.table.bid_shown", count=0)[:3])
    ]
    assert len(bids) >= 3


def test_banque_fatales_row_of_jetons_shows_where_the_cards_leave_room() -> None:
    table = settled("banque_fatale", 2, (948, 800), "de")
    assert isinstance(table, BanqueFataleTable)
    assert any(table.screen_row_h(seat) for seat in table.lay.opponents)


# -- Guillotine ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_guillotines_final_table_turns_every_hand_over(size, language) -> None:
    table = settled("guillotine", 4, size, language)
    assert isinstance(table, GuillotineTable)
    area = pygame.Rect((0, 0), size)
    drawn = table.painter.revealed
    hands = table.view["hands"]
    assert any(hands) and drawn
    small = [(text, px) for text, _, px in drawn if px < MIN_TEXT]
    assert not small, small
    assert all(area.contains(rect) for _, rect, _ in drawn)
    assert not overlapping([(text, rect) for text, rect, _ in drawn])
    lay = table.lay
    others = [("panel", p) for p in lay.panels] + [
        ("action_deck", lay.action_deck),
        ("action_discard", lay.action_discard),
        ("noble_deck", lay.noble_deck),
        ("noble_discard", lay.noble_discard),
    ]
    clashes = [(t, o) for t, r, _ in drawn for o, orect in others if r.colliderect(orect)]
    assert not clashes, clashes
    columns = hand_columns(lay, len(hands))
    for seat, hand in enumerate(hands):
        texts = [text for text, rect, _ in drawn if columns[seat].contains(rect)]
        assert texts[0] == table.t("guillotine.table.hand_of", seat=table.name(seat))
        names = [table.card_name(card) for card in hand]
        tags = [text for text, rect, _ in drawn if columns[seat].contains(rect) and text in names]
        assert tags == names[: len(tags)], "a hand is shown from its first card"
        hidden = len(names) - len(tags)
        if hidden:
            assert texts[-1] == table.t("guillotine.table.more", count=hidden)
        if not hand:
            assert table.t("guillotine.table.no_cards").startswith(texts[1])
    assert table.buttons == [] and table.focus_spots() == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_guillotine_score_piles_wrap_long_names_where_there_is_room(size, language) -> None:
    """A collected noble's strip was one line, so "Reicher Priester" and "Unbeliebter
    Richter" ended in an ellipsis at 1280×800; a strip now takes a second line where the
    player's area has room. Every strip stays inside its area, none on another."""
    from parlour.games.guillotine import art as g_art

    table = settled("guillotine", 10, size, language)
    assert isinstance(table, GuillotineTable)
    line_h = g_art.strip_height(table.lay.unit)
    wrapped = 0
    for seat, strips in table.painter.strips.items():
        rects = [(noble, rect) for noble, rect in strips]
        assert all(table.lay.panels[seat].contains(rect) for _, rect in rects), seat
        assert not overlapping(rects), seat
        for noble, rect in rects:
            lines = g_art.strip_lines(table.card_name(noble), rect.width, line_h, False)
            assert rect.height in (line_h * n for n in range(1, lines + 1)), (noble, rect)
            wrapped += rect.height > line_h
    assert sum(map(len, table.painter.strips.values())) >= 8
    if size == (948, 800) and language == "de":  # seed 10 ends with a "Reicher Priester"
        assert wrapped, "some long name took a second line"


@pytest.mark.parametrize("language", ["de", "en"])
def test_guillotine_hands_of_five_show_whole_at_1024x640(language) -> None:
    """A usual end (about five cards left in a hand) shows every card by name, even in the
    smallest window; only a hoard of more ends in "+n more"."""
    table = settled("guillotine", 8, (758, 640), language)
    assert isinstance(table, GuillotineTable)
    texts = [text for text, _, _ in table.painter.revealed]
    hands = [hand for hand in table.view["hands"] if len(hand) <= 5]
    assert len(hands) >= 3  # seed 8 ends with hands of 4, 6, 5 and 5 cards
    for hand in hands:
        assert all(table.card_name(card) in texts for card in hand)


# -- Millionenspiel --------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_millionenspiels_final_table_shows_the_finished_game(size, language) -> None:
    """Nothing is hidden in the Millionenspiel: the final table is the last position, with
    the winner named and nothing left to press."""
    table = settled("millionenspiel", 4, size, language)
    assert isinstance(table, MillionenspielTable)
    assert table.view["phase"] == "over" and table.view["winner_seat"] is not None
    assert table.buttons == [] and table.focus_spots() == []
