"""Guillotine's names read well at every size: German words break at their syllables, a
short name shrinks to one line instead, noble names never fall under the floor, and a
hand of any size shows every card by a readable name (issue: "Readable at every size").

The whole table at every size and in both languages is held to the floor by
``tests/ui/test_readable_screens.py``; these tests pin the named examples."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from parlour.games.guillotine import art, layout
from parlour.games.guillotine.actions import Play
from parlour.games.guillotine.motion import keyed
from parlour.games.guillotine.rules import GuillotineState
from parlour.games.guillotine.scene import TABLE, GuillotineTable
from parlour.ui import i18n, text_marks
from parlour.ui.fonts import font
from parlour.ui.hyphenation import seams
from parlour.ui.text_marks import readable_size
from parlour.ui.widgets.card import card_size
from tests.games.guillotine.helpers import game, make_state
from tests.tables import TableHost, click, drag, move

pytestmark = pytest.mark.usefixtures("scene_pygame")

#: The table's part of each window the issue tried (the sidebar takes the rest).
TABLES = {(1024, 640): (758, 640), (1280, 800): (948, 800), (1920, 1080): (1470, 1080)}
#: Names the old rule of thumb broke in the wrong place (Henkersk-necht, Meisters-pion…).
MISBROKEN = (
    "Henkersknecht",
    "Meisterspion",
    "Steuereintreiber",
    "Ratsmitglied",
    "Eilauftrag",
    "Geschubst",
    "Rattenpause",
    "Zwangspause",
)
#: Cards with the longest German names, for the hands.
LONG_NAMES = (
    "church_support",
    "information_exchange",
    "foreign_support",
    "civic_support",
    "military_support",
    "scarlet_pimpernel",
    "tis_a_far_better_thing",
    "lack_of_support",
)
#: A hoard of 22 cards (the deck holds one of most cards, so some repeat).
HOARD = [
    *LONG_NAMES,
    "pushed",
    "rat_break",
    "forced_break",
    "rush_job",
    "double_feature",
    "fainting_spell",
    "clothing_swap",
    "mass_confusion",
    "the_long_walk",
    "escape",
    "stumble",
    "trip",
    "l_idiot",
    "majesty",
]
LINE = ("duke", "baron", "regent", "cardinal", "mayor", "councilman")


class Host(TableHost[GuillotineTable]):
    def __init__(self, state: GuillotineState, **options: Any) -> None:
        super().__init__(TABLE, game(), state, 0, **options)


def breaks(lines: list[str]) -> list[int]:
    """Where the lines of one word end inside it, counted in the word's letters."""
    found, at = [], 0
    for line in lines[:-1]:
        assert line.endswith("-"), (lines, "a word is broken only at a hyphen")
        at += len(line) - 1
        found.append(at)
    return found


@pytest.mark.parametrize("word", MISBROKEN)
def test_german_names_break_only_at_their_syllables(word: str) -> None:
    """Henkersk-necht, Meisters-pion, Steuereint-reiber, Ratsmitg-lied, Eilauft-rag,
    Geschub-st, Rattenpau-se and Zwangspau-se were the rule of thumb's breaks."""
    i18n.configure("de")
    width = font(art.MIN_TEXT, True).size(word)[0]
    for column in range(width * 2 // 5, width, 3):
        size, lines = art.set_text(word, column, art.MIN_TEXT, True)
        assert size == art.MIN_TEXT
        if len(lines) > 1 and all(line.endswith("-") for line in lines[:-1]):
            assert set(breaks(lines)) <= set(seams(word, "de")), (column, lines)


@pytest.mark.parametrize("word", MISBROKEN)
def test_a_short_name_shrinks_to_one_line_before_it_breaks(word: str) -> None:
    """A name that fits its column a few sizes smaller is set smaller, whole."""
    i18n.configure("de")
    column = font(art.MIN_TEXT + 1, True).size(word)[0]
    size, lines = art.set_text(word, column, 18, True)
    assert lines == [word] and art.MIN_TEXT <= size < 18


@pytest.mark.parametrize("language", ["de", "en"])
def test_noble_names_stay_at_the_floor_in_the_smallest_window(language: str) -> None:
    """At 1024×640 the nobles of a full line are 78 px wide, and their names shrank to
    9-10 px ("Steuereintreiber", "Hauptmann der Wache", "Palastwache")."""
    i18n.configure(language)
    host = Host(make_state(3, line=LINE), size=TABLES[(1024, 640)])
    table = host.table
    size = layout.compute_layout(pygame.Rect((0, 0), table.rect.size), 3, 12, 5).slots[1].size
    assert size[0] < 80, "a full line at 1024×640"
    floor = readable_size((1024, 640))
    nobles = ("tax_collector", "captain_of_the_guard", "palace_guard", "rival_executioner")
    for noble in (*nobles, "master_spy", "councilman"):
        face = pygame.Surface(size, pygame.SRCALPHA)
        with text_marks.recording():
            table.noble_face(noble)[1](face)
            marks = [mark for mark in text_marks.marks_on(face) if mark.needed]
        assert marks, noble
        assert min(mark.size for mark in marks) >= floor, [(m.text, m.size) for m in marks]
        assert not any(mark.shortened or mark.clipped for mark in marks), noble


def hand_state(hand: list[str]) -> GuillotineState:
    return make_state(2, line=LINE, hands=[hand, []])


def names_of(table: GuillotineTable) -> dict[str, art.TextBlock]:
    """Each shown hand card's name as the table sets it on the part of the card that
    shows."""
    blocks = {}
    for key, rect in zip(table.hand_keys(), table.lay.hand, strict=True):
        fk, _painter = table.action_face(key[1], table.hand_shown[key])
        assert isinstance(fk, tuple)
        _g, _card, name, body, kind, shown = fk
        blocks[key[1]] = art.action_layout(name, body, kind, rect.size, shown).title
    return blocks


@pytest.mark.parametrize("window", list(TABLES))
def test_a_hand_of_eight_shows_each_name_whole_at_its_syllables(window) -> None:
    """With eight cards the names wrapped into fragments ("Unter-stüt-zung der
    Kirche")."""
    i18n.configure("de")
    host = Host(hand_state(list(LONG_NAMES)), size=TABLES[window])
    names = names_of(host.table)
    assert len(names) == 8, "all eight show"
    for card, title in names.items():
        assert title.size >= readable_size(window), (card, title.size)
        assert not title.cut, (card, title.lines)
        name = host.table.card_name(card)
        joined = "".join(line.removesuffix("-") for line in title.lines)
        assert joined.replace(" ", "") == name.replace(" ", ""), "no letter lost"
        assert not art.breaks_by_letters(name, title.box.width, title.size, True), title.lines


@pytest.mark.parametrize("window", list(TABLES))
def test_a_hand_of_22_shows_readable_names_and_every_card_can_be_played(window) -> None:
    """With 21-23 cards the names became 2-3-letter shards in strips 20 px wide. Now
    every card shows at least ``layout.MIN_COLUMN`` px of itself (in rows, or as many as fit
    between two arrows that turn the hand), and the last card can be reached and
    played."""
    i18n.configure("de")
    host = Host(hand_state(HOARD), size=TABLES[window])
    table = host.table
    floor = readable_size(window)
    seen: set[str] = set()
    for _turn in range(len(HOARD)):
        for key, rect in zip(table.hand_keys(), table.lay.hand, strict=True):
            shown = table.hand_shown[key]
            assert shown is None or min(shown[0], rect.width) >= layout.MIN_COLUMN, (key, shown)
            seen.add(key[1])
        for card, title in names_of(table).items():
            assert title.size >= floor and title.lines, card
            assert not art.breaks_by_letters(
                table.card_name(card), title.box.width, title.size, True
            ), (card, title.lines)
        if table.lay.hand_next is None or len(seen) == len(HOARD):
            break
        click(host, table.lay.hand_next.center)
    assert seen == set(HOARD), "every card of the hand can be shown"
    last = keyed(HOARD, "hand")[-1]
    assert last in table.hand_keys()
    rect = table.positions[last]
    line = table.lay.line_zone
    drag(host, rect.center, (line.right - 5, line.y + 5))
    assert host.submitted == [Play(HOARD[-1])]


@pytest.mark.parametrize("card", ["forced_break", "rat_break", "rush_job", "pushed"])
def test_a_small_pile_breaks_a_name_only_at_a_syllable(card: str) -> None:
    """The 56 px discard pile of the replay at 1024×640 showed "Zwangs" / "pause": bold
    "Zwangs-" did not fit, so the word was cut between letters, without a hyphen."""
    i18n.configure("de")
    host = Host(make_state(3, line=LINE), size=TABLES[(1024, 640)])
    fk, _painter = host.table.action_face(card)
    assert isinstance(fk, tuple)
    _g, _card, name, body, kind, _shown = fk
    for width in range(56, 90, 2):
        size = (width, round(width * 88 / 63))
        title = art.action_layout(name, body, kind, size).title
        assert title.size >= art.MIN_TEXT and not title.cut, (width, title.lines)
        assert not art.breaks_by_letters(name, title.box.width, title.size, title.bold), (
            width,
            title.lines,
        )


def test_a_card_in_a_back_row_is_picked_up_by_the_part_that_shows() -> None:
    """In rows, the front row covers the back row's cards but their tops: a drag that
    starts on that top carries the back card, one lower down the front card."""
    i18n.configure("en")
    host = Host(hand_state(HOARD), size=TABLES[(1920, 1080)])
    table = host.table
    assert table.lay.hand_back is None and len({r.y for r in table.lay.hand}) == 2
    keys = table.hand_keys()
    back, front = keys[0], keys[-(-len(keys) // 2)]
    shown = table.hand_shown[back]
    assert shown is not None
    rect, below = table.positions[back], table.positions[front]
    assert below.collidepoint(rect.x + 4, rect.y + shown[1] + 4), "the front card lies there"
    line = table.lay.line_zone
    drag(host, (rect.x + 4, rect.y + shown[1] // 2), (line.right - 5, line.y + 5))
    assert host.submitted == [Play(back[1])]


def test_the_wheel_and_a_hint_turn_a_hand_too_long_to_show_whole() -> None:
    """Cards beyond the arrows are reached by the mouse wheel over the hand, and a hint
    that names one turns the hand to it."""
    i18n.configure("de")
    host = Host(hand_state(HOARD), size=TABLES[(1024, 640)])
    table = host.table
    assert table.lay.hand_next is not None and table.lay.hand_first == 0
    host.feed(move(table.lay.hand_band.center))
    host.feed((pygame.MOUSEWHEEL, {"x": 0, "y": -1}))
    assert table.lay.hand_first == 1, "the wheel turns the hand by one card"
    last = HOARD[-1]
    assert keyed(HOARD, "hand")[-1] not in table.hand_keys()
    spots = table.hint_spots(Play(last))
    assert keyed(HOARD, "hand")[-1] in table.hand_keys(), "the hint turned the hand"
    assert spots and spots[0] == table.positions[keyed(HOARD, "hand")[-1]]


@pytest.mark.parametrize("window", list(TABLES))
def test_a_long_noble_name_breaks_rather_than_turn_to_small_print(window) -> None:
    """At 1920×1080 "Steuereintreiber" and "Henkersknecht" were shrunk to one line at
    about 11 px beside names of 18 px on the same line of cards; they now shrink only a
    little and otherwise break at their syllables."""
    i18n.configure("de")
    table = Host(make_state(3, line=LINE), size=TABLES[window]).table
    size = layout.compute_layout(pygame.Rect((0, 0), table.rect.size), 3, 12, 5).slots[1].size
    band_bottom = max(12, size[1] * 27 // 100)
    wanted = max(art.MIN_TEXT, size[0] // 7)
    for noble in ("tax_collector", "rival_executioner", "master_spy", "councilman"):
        name = table.card_name(noble)
        note = table._has_text(noble)
        block = art.noble_name(name, size, band_bottom, note)
        assert block.size >= wanted * art.NAME_LEAST, (name, block.size, wanted)
        assert not block.cut, (name, block.lines)
        if len(block.lines) > 1:
            assert set(breaks(block.lines)) <= set(seams(name, "de")), block.lines


@pytest.mark.parametrize("height", [130, 170, 210])
def test_a_long_action_card_name_breaks_rather_than_turn_to_small_print(height: int) -> None:
    """A whole action card (the discard pile's chooser, the zoom) set "Informations-
    austausch" in one line at about two thirds of the other names' size."""
    i18n.configure("de")
    table = Host(make_state(3, line=LINE)).table
    size = card_size(height)
    wanted = art.title_size(size[0])
    for card in ("information_exchange", "military_support", "rat_break"):
        name = table.card_name(card)
        face = art.action_layout(name, "", "", size)
        assert face.title.size >= wanted * art.NAME_LEAST, (name, face.title.size, wanted)
        assert not face.title.cut, face.title.lines
