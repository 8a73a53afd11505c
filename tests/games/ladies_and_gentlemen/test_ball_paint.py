"""The Ball scene: finished games of 4, 5, 8 and 9 seats, played by bots through the rules,
painted at the table's part of the three window sizes in both languages. Every Lady's
total is shown in her row, every paid card once, nothing overlaps, and no text a player
needs is under 12 px."""

from __future__ import annotations

import copy
import random
from functools import cache
from typing import Any

import pygame
import pytest

from parlour.games.ladies_and_gentlemen import ball_paint
from parlour.games.ladies_and_gentlemen.ai import make_bot
from parlour.games.ladies_and_gentlemen.art import MIN_TEXT
from parlour.games.ladies_and_gentlemen.ball import counting_cards
from parlour.ui import i18n
from parlour.ui.setup_memory import MAX_NAME
from tests.games.ladies_and_gentlemen.helpers import CAT, new
from tests.games.layout import SIZES, TABLE_AREAS, overlapping

pytestmark = pytest.mark.usefixtures("scene_pygame")

SEATS = (4, 5, 8, 9)
NAMES = [
    "Bertram Fairfax-Worthington",
    "Amelia",
    "Charles",
    "Beatrix von Hohenstein-Ebersberg",
    "Desmond",
    "Clara",
    "Edmund",
    "Dorothea",
    "Frederick",
    "Eleanor",
]


@cache
def final_view(seats: int, seed: int = 3) -> dict[str, Any]:
    """A game of ``seats`` played to the Ball by the normal bots; its final view."""
    state = new(seats, seed)
    bot, rng = make_bot("normal"), random.Random(seed)
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        state.apply(bot.choose(state, seat, rng))
    return state.final_view()


def paint(
    view: dict[str, Any], window: tuple[int, int], names: list[str] = NAMES
) -> ball_paint.BallPicture:
    surface = pygame.Surface(TABLE_AREAS[window])
    return ball_paint.draw_ball(surface, surface.get_rect(), view, CAT, names)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("seats", SEATS)
def test_the_ball_shows_every_lady_without_overlaps(seats: int, language: str) -> None:
    i18n.configure(language)
    view = final_view(seats)
    shoppers = [s for s, outfit in enumerate(view["outfits"]) if outfit is not None]
    for window in SIZES:
        picture = paint(view, window)
        area = pygame.Rect((0, 0), TABLE_AREAS[window])
        assert sorted(picture.rows) == shoppers
        for seat in shoppers:
            total = picture.totals[seat]
            assert total.text == str(view["elegance"][seat])
            assert picture.rows[seat].contains(total.rect)
            assert sum(picture.points[seat]) == view["elegance"][seat]  # the sum adds up
        rows = [(f"row {seat}", rect) for seat, rect in picture.rows.items()]
        assert overlapping(rows) == []
        texts = [(t.text, t.rect) for t in picture.texts]
        assert overlapping(texts) == [], (window, language)
        cards = [(f"card {c}", rect) for c, rect in picture.cards]
        assert [pair for pair in overlapping(texts + cards) if "card " not in pair[0]] == []
        assert all(area.contains(t.rect) for t in picture.texts), window
        assert all(any(r.contains(rect) for r in picture.rows.values()) for _c, rect in cards)
        assert min(t.size for t in picture.texts) >= MIN_TEXT
        drawn = sorted(c for c, _rect in picture.cards)
        assert drawn == sorted(c for s in shoppers for c in view["wardrobes"][s])


def test_the_ball_lists_the_winners_first_and_names_them() -> None:
    view = final_view(8)
    picture = paint(view, (1280, 800))
    order = sorted(picture.rows, key=lambda seat: picture.rows[seat].y)
    winners = [s for s in order if s in view["winners"]]
    assert order[: len(winners)] == winners and winners
    verdict = " ".join(t.text for t in picture.texts)
    assert all(NAMES[s] in verdict for s in view["winners"])


def test_cards_are_sorted_into_counted_struck_and_set_aside() -> None:
    view = copy.deepcopy(final_view(4))
    # Mirabelle (a JpG hat) goes with the dropped JpG; Hortense is a second plain hat.
    wardrobe = ["dress_gardenia", "hat_mirabelle", "fan_josephine", "hat_isadora", "hat_hortense"]
    counted, dropped = counting_cards(CAT, wardrobe)
    assert dropped == "jpg" and "jpg" in CAT.wardrobe["hat_mirabelle"].designers
    view["wardrobes"][1] = wardrobe
    view["outfits"][1].update(counted=counted, dropped=dropped)
    assert ball_paint.sort_cards(view, CAT, 1) == {
        "counted": ["dress_gardenia", "fan_josephine", "hat_isadora"],
        "struck": ["hat_mirabelle"],
        "aside": ["hat_hortense"],
    }
    picture = paint(view, (1280, 800))
    assert sorted(c for c, _rect in picture.cards if c in wardrobe) == sorted(wardrobe)


def test_the_sum_shows_servants_the_lost_servant_and_gossip() -> None:
    view = copy.deepcopy(final_view(4))
    view["outfits"][1].update(stars=9, bonuses=[["abigale", 3]], lost_servant="harriet")
    view["gossip_counts"][1] = 2
    lines = ball_paint.sum_lines(view, 1)
    assert [(line.icon, line.points, line.struck) for line in lines] == [
        ("star", 9, False),
        ("servant", 3, False),
        ("servant", None, True),
        ("gossip", -2, False),
    ]
    picture = paint(view, (1280, 800))
    shown = [t.text for t in picture.texts]
    assert "+3" in shown and "\u22122" in shown


def test_a_long_sum_still_adds_up_in_the_smallest_window() -> None:
    view = copy.deepcopy(final_view(9))
    lady = 1
    servants = list(CAT.servants)[:6]
    bonuses = [(s, 1 + i % 3) for i, s in enumerate(servants)]
    view["outfits"][lady].update(bonuses=[list(b) for b in bonuses], lost_servant=None)
    view["gossip_counts"][lady] = 3
    view["elegance"][lady] = view["outfits"][lady]["stars"] + sum(b for _s, b in bonuses) - 3
    for window in SIZES:
        picture = paint(view, window)
        assert sum(picture.points[lady]) == view["elegance"][lady], window
        texts = [(t.text, t.rect) for t in picture.texts]
        assert overlapping(texts) == []
        first_row = min(r.y for r in picture.rows.values())
        for _text, rect in texts:  # the verdict above the rows, every other text in a row
            assert rect.bottom <= first_row or any(r.contains(rect) for r in picture.rows.values())


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_verdict_tells_the_courtesans_win_and_the_scandal(language: str) -> None:
    i18n.configure(language)
    view = copy.deepcopy(final_view(5))
    courtesan, gentleman = 4, 2
    view["outcome"] = {
        "key": "courtesan",
        "params": {"seat": courtesan, "gentleman_seat": gentleman, "points": 9},
        "excluded": [],
    }
    view["winners"] = [gentleman, courtesan]
    picture = paint(view, (1280, 800))
    texts = [t.text for t in picture.texts]
    said = i18n.t(
        "ladies_and_gentlemen.ball.courtesan_won",
        seat=NAMES[courtesan],
        gentleman=NAMES[gentleman],
    )
    assert said in texts
    view["outcome"] = {
        "key": "scandal",
        "params": {"seat": 3, "gentleman_seat": 0, "points": 9},
        "excluded": [0],
    }
    view["winners"] = [2, 3]
    picture = paint(view, (1280, 800))
    texts = [t.text for t in picture.texts]
    assert i18n.t("ladies_and_gentlemen.ball.scandal", gentleman=NAMES[0]) in texts
    excluded = i18n.t("ladies_and_gentlemen.score.excluded")
    assert excluded in " ".join(texts)  # on her row, maybe wrapped


def test_four_cards_lie_side_by_side_rather_than_overlap() -> None:
    view = copy.deepcopy(final_view(4))
    wardrobe = ["dress_camelia", "earrings_solange", "fan_hyacinth", "hat_isadora"]
    counted, dropped = counting_cards(CAT, wardrobe)
    view["wardrobes"][1] = wardrobe
    view["outfits"][1].update(counted=counted, dropped=dropped)
    for window in SIZES[1:]:
        picture = paint(view, window)
        cards = [(card, rect) for card, rect in picture.cards if card in wardrobe]
        assert len(cards) == 4 and overlapping(cards) == [], window
        assert min(rect.height for _card, rect in cards) >= ball_paint.SIDE_BY_SIDE


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_scandal_is_written_out_on_every_excluded_ladys_row(language: str) -> None:
    i18n.configure(language)
    view = final_view(9, seed=8)
    assert view["outcome"]["excluded"], "the seed should end in a scandal"
    excluded = i18n.t("ladies_and_gentlemen.score.excluded")
    for window in SIZES:
        picture = paint(view, window)
        for gentleman in view["outcome"]["excluded"]:
            row = picture.rows[gentleman ^ 1]
            said = " ".join(t.text for t in picture.texts if row.contains(t.rect))
            assert excluded in said, (window, said)


def one_counted_then_struck_and_aside() -> dict[str, Any]:
    """Seat 1 with one counting card, then a struck and a set-aside one: three captions
    side by side, the first over a single card."""
    view = copy.deepcopy(final_view(4))
    wardrobe = ["hat_mirabelle", "hat_isadora", "hat_hortense"]
    counted, dropped = counting_cards(CAT, wardrobe)
    view["wardrobes"][1] = wardrobe
    view["outfits"][1].update(counted=counted, dropped=dropped)
    return view


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("seats", [*SEATS, "crowded captions"])
def test_no_ball_text_is_cut(seats: int | str, language: str) -> None:
    """Every caption, line and name of the Ball is whole at every size, with names as long
    as setup allows: none ends in an ellipsis (a single counting card's "Zählt (eine
    Karte)" used to)."""
    i18n.configure(language)
    view = final_view(seats) if isinstance(seats, int) else one_counted_then_struck_and_aside()
    names = [name[:MAX_NAME] for name in NAMES]
    for window in SIZES:
        picture = paint(view, window, names)
        cut = [t.text for t in picture.texts if t.text.endswith("…")]
        assert cut == [], (window, cut)
