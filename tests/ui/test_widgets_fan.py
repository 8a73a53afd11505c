"""The fanned hand of the table kit: titles readable at 15 cards, hit tests that follow the
drawn cards, hover, selection (click, Shift, Ctrl, lasso) and keyboard focus.

Mouse input goes through pygame's real event queue (posted, then fetched), headless.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import fonts
from parlour.ui.widgets.card import CardSprite, CardState, corner_radius, lift
from parlour.ui.widgets.fan import FannedHand, TitleBand, fan_geometry
from parlour.ui.widgets.keyboard import KeyboardPointer
from parlour.ui.widgets.seats import seat_layout

#: A title along the top left, as the kit's demo cards paint it.
LEFT_TITLE = TitleBand(0.0, 0.0, 0.62, 0.17)
#: A title across the whole top: no card may lie on another's top strip at all.
FULL_TITLE = TitleBand(0.0, 0.0, 1.0, 0.17)


@pytest.fixture(autouse=True)
def _pygame():
    fonts.font.cache_clear()
    pygame.init()
    pygame.display.set_mode((1280, 800))
    pygame.event.clear()
    pygame.key.set_mods(0)
    yield
    pygame.key.set_mods(0)


def feed(hand: FannedHand, *events: tuple[int, dict]) -> list[bool]:
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, attrs))
    return [hand.handle_event(event) for event in pygame.event.get()]


def down(pos):
    return (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1})


def up(pos):
    return (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})


def move(pos):
    return (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)})


def click(hand: FannedHand, pos, mods: int = 0) -> None:
    pygame.key.set_mods(mods)
    feed(hand, move(pos), down(pos), up(pos))
    pygame.key.set_mods(0)


def colour_of(index: int) -> tuple[int, int, int]:
    return (20 + index * 13, 240 - index * 11, (index * 67) % 200 + 40)


def painter(index: int):
    def paint(surface: pygame.Surface) -> None:
        surface.fill(colour_of(index))

    return paint


def hand_of(count: int, band: TitleBand = LEFT_TITLE, **kwargs) -> FannedHand:
    hand = FannedHand(band, **kwargs)
    hand.set_cards((i, CardSprite(("fan-test", i), painter(i))) for i in range(count))
    return hand


def kit_hand_area(size: tuple[int, int]) -> pygame.Rect:
    """The hand's area at a 10-seat kit table: the bottom seat's body (the bottom 28% less
    its plate), less a sixth for the seat's own holdings, as ``tests/fakes/kit_table``."""
    body = seat_layout(pygame.Rect(0, 0, *size), 10, 0).seats[0].body
    return pygame.Rect(body.x, body.y, body.width - max(120, body.width // 6), body.height)


HAND_AREAS = [
    ("kit table 1280x800", kit_hand_area((1280, 800)), LEFT_TITLE),
    ("kit table 1024x640", kit_hand_area((1024, 640)), LEFT_TITLE),
    (
        "bottom 28% of a 1000 px table, full-width titles",
        pygame.Rect(140, 576, 1000, 224),
        FULL_TITLE,
    ),
]


def _visible_band(screen: pygame.Surface, rect: pygame.Rect, band: TitleBand, index: int):
    """Width and height of the part of card ``index``'s band that shows its own colour,
    measured on the screen (inside the rounded corners and the edge line)."""
    area = band.on(rect)
    inset = corner_radius(rect)
    inner = pygame.Rect(area.x + inset, area.y + 2, area.width - 2 * inset, area.height - 3)
    colour = pygame.Color(*colour_of(index))
    rows = [
        y
        for y in range(inner.y, inner.bottom)
        if all(screen.get_at((x, y)) == colour for x in range(inner.x, inner.right, 2))
    ]
    cols = [
        x
        for x in range(inner.x, inner.right)
        if all(screen.get_at((x, y)) == colour for y in range(inner.y, inner.bottom, 2))
    ]
    return len(cols) + 2 * inset, len(rows) + 3


@pytest.mark.parametrize(("name", "area", "band"), HAND_AREAS, ids=[a[0] for a in HAND_AREAS])
@pytest.mark.parametrize("selected", [False, True])
def test_fifteen_cards_show_every_title_band_whole_with_room_for_12px_text(
    name, area, band, selected
) -> None:
    hand = hand_of(15, band)
    hand.layout(area)
    if selected:  # every other card lifted: a lifted card may not cover a title either
        hand.select(hand.order[1::2])
    screen = pygame.display.get_surface()
    screen.fill((0, 0, 0))
    hand.draw(screen)
    text_h = fonts.font(12, True).get_height()
    title_w = fonts.font(12, True).size("Lot 15")[0]
    for index, key in enumerate(hand.order):
        rect = hand.cards[key].rect
        width, height = _visible_band(screen, rect, band, index)
        full = band.on(rect)
        assert (width, height) == (full.width, full.height), f"card {key} band covered"
        assert height >= text_h and width >= title_w, (name, width, height)
    for key in hand.order:
        assert area.contains(hand.drawn_rect(key)), "lifted cards stay inside the hand area"


def test_rows_only_when_one_row_would_shrink_the_cards() -> None:
    wide = fan_geometry(pygame.Rect(0, 0, 1000, 160), 15, LEFT_TITLE)
    assert wide.rows == 1
    assert fan_geometry(pygame.Rect(0, 0, 1000, 224), 15, LEFT_TITLE).rows == 2
    full = fan_geometry(pygame.Rect(0, 0, 1000, 224), 15, FULL_TITLE)
    assert full.rows == 2 and full.cols == 8
    one_row_h = 0
    for height in range(224, 0, -1):  # the tallest card 15 of which fit side by side
        if 15 * round(height * 63 / 88) + 15 <= 1000:
            one_row_h = height
            break
    assert full.size[1] > one_row_h, "two rows give bigger cards than one"
    few = fan_geometry(pygame.Rect(0, 0, 1000, 224), 3, FULL_TITLE, max_height=150)
    assert few.rows == 1 and few.size[1] == 150
    assert few.step_x > few.size[0], "with room to spare cards lie apart, not crowded"


def test_sorted_by_the_games_key() -> None:
    hand = FannedHand(LEFT_TITLE, sort_key=lambda key: (key % 3, key))
    hand.set_cards((i, CardSprite(("fan-test", i), painter(i))) for i in (5, 1, 3, 0, 4, 2))
    assert hand.order == [0, 3, 1, 4, 2, 5]
    xs = [hand.cards[key].rect.x for key in hand.order]
    hand.layout(pygame.Rect(0, 500, 900, 220))
    xs = [hand.cards[key].rect.x for key in hand.order]
    assert xs == sorted(xs)


def test_an_own_order_lasts_while_the_hand_does() -> None:
    hand = FannedHand(LEFT_TITLE)
    sprites = {i: CardSprite(("fan-test", i), painter(i)) for i in range(8)}
    hand.set_cards((i, sprites[i]) for i in (0, 2, 4, 6))
    hand.layout(pygame.Rect(0, 500, 900, 220))
    hand.arrange(6, 0)
    assert hand.order == [6, 0, 2, 4]
    xs = [hand.cards[key].rect.x for key in hand.order]
    assert xs == sorted(xs), "drawn in that order"
    hand.set_cards((i, sprites[i]) for i in (6, 0, 3, 4))  # 2 played, 3 drawn
    assert hand.order == [6, 0, 3, 4], "a new card takes its sorted place among the others"
    hand.set_cards((i, sprites[i]) for i in (1, 5, 7))  # a new deal
    assert hand.order == [1, 5, 7] and hand.arranged is None
    hand.set_cards((i, sprites[i]) for i in (1, 5, 7))
    hand.arrange(1, 2)
    hand.unarrange()
    assert hand.order == [1, 5, 7]


def test_the_preview_opens_a_gap_where_the_carried_card_would_land() -> None:
    hand = _spread_hand(5)
    places = list(hand.geometry.rects)
    assert hand.place_at(places[3].center) == 3
    hand.preview(4, 1)
    assert hand.shown == [0, 4, 1, 2, 3] and hand.order == [0, 1, 2, 3, 4]
    assert [hand.cards[k].rect for k in (0, 1, 2, 3)] == [places[i] for i in (0, 2, 3, 4)]
    hand.preview(None)
    assert [hand.cards[k].rect for k in range(5)] == places


def _row_hand(count: int = 8) -> FannedHand:
    hand = hand_of(count)
    hand.layout(pygame.Rect(100, 560, 700, 160))
    assert hand.geometry.rows == 1 and hand.geometry.step_x < hand.geometry.size[0]
    return hand


def _spread_hand(count: int) -> FannedHand:
    hand = hand_of(count)
    hand.layout(pygame.Rect(100, 560, 900, 160))
    return hand


def test_the_card_on_top_wins_and_corners_are_not_the_card() -> None:
    hand = _row_hand()
    a, b = hand.cards[2].rect, hand.cards[3].rect
    overlap = (b.x + 10, b.centery)
    assert a.collidepoint(overlap) and hand.card_at(overlap) == 3, "the later card lies on top"
    assert hand.card_at((a.x + 5, a.centery)) == 2
    # The top left corner of card 3 is cut round: there, card 2 shows.
    assert hand.card_at((b.x, b.y)) == 2
    assert hand.card_at((b.x - 200, b.y - 100)) is None


def test_hover_lifts_the_card_and_the_lifted_card_is_hit_where_it_is_drawn() -> None:
    hand = _row_hand()
    rect = hand.cards[2].rect
    spot = hand.visible_rect(2).center
    assert feed(hand, move(spot)) == [True]
    assert hand.hovered == 2 and hand.cards[2].state.hover
    drawn = hand.drawn_rect(2)
    assert drawn.y == rect.y - lift(rect.height, CardState(hover=True)) < rect.y
    above = (spot[0], rect.y - 1)  # above its resting place, on the lifted card
    assert hand.card_at(above) == 2
    feed(hand, move(above))
    assert hand.hovered == 2
    feed(hand, move((spot[0], rect.bottom - 1)))  # the strip it rose from is still its own
    assert hand.hovered == 2, "no flicker at the lower edge"
    feed(hand, move((rect.x - 300, rect.y)))
    assert hand.hovered is None and not hand.cards[2].state.hover
    # A selected card is lifted for good: its old lower edge is no longer the card.
    hand.select([2])
    sel = hand.drawn_rect(2)
    assert hand.card_at((hand.visible_rect(2).centerx, sel.y + 2)) == 2
    strip = (hand.visible_rect(2).x + 3, rect.bottom - 2)
    assert hand.card_at(strip) == 1, "the card beneath shows there, and is what is hit"


def test_click_ctrl_shift_select_and_change_is_reported() -> None:
    changes = []
    hand = _row_hand()
    hand.on_change = lambda: changes.append(list(hand.selected))
    spot = {key: hand.visible_rect(key).center for key in hand.order}
    click(hand, spot[1])
    assert hand.selected == [1] and hand.cards[1].state.selected
    click(hand, spot[4], pygame.KMOD_LCTRL)
    assert hand.selected == [1, 4]
    click(hand, spot[1], pygame.KMOD_LCTRL)
    assert hand.selected == [4], "Ctrl+click takes one out again"
    click(hand, spot[6], pygame.KMOD_LSHIFT)
    assert hand.selected == [1, 2, 3, 4, 5, 6], "Shift+click: the range from the last click"
    click(hand, spot[0], pygame.KMOD_LSHIFT)
    assert hand.selected == [0, 1], "the range turns round its first card"
    click(hand, spot[4])
    click(hand, spot[2], pygame.KMOD_LSHIFT)
    assert hand.selected == [2, 3, 4]
    click(hand, spot[5])
    assert hand.selected == [5]
    click(hand, spot[5])
    assert hand.selected == [], "a click on the only chosen card lets it go"
    click(hand, spot[3])
    click(hand, (hand.area.right - 2, hand.area.bottom - 2))
    assert hand.selected == [], "a click on empty table clears"
    assert changes[:3] == [[1], [1, 4], [4]] and changes[-1] == []
    hand.set_cards((k, hand.cards[k]) for k in (0, 1, 2))
    assert hand.selected == [] and len(hand.order) == 3


def test_lasso_from_empty_space_picks_every_card_it_touches() -> None:
    hand = _row_hand()
    start = (hand.area.x + 2, hand.area.bottom - 2)
    assert hand.card_at(start) is None
    r3, r5 = hand.visible_rect(3), hand.visible_rect(5)
    end = (r5.x + 3, r3.centery)
    feed(hand, move(start), down(start), move((start[0] + 20, start[1] - 20)), move(end))
    assert hand.selected == [0, 1, 2, 3, 4, 5]
    screen = pygame.display.get_surface()
    hand.draw(screen)  # the lasso is drawn while it is pulled
    feed(hand, up(end))
    assert hand.selected == [0, 1, 2, 3, 4, 5]
    # Ctrl keeps what was chosen; a lasso over 7 alone adds it.
    r7 = hand.visible_rect(7)
    far = (hand.area.right - 2, hand.area.bottom - 2)
    pygame.key.set_mods(pygame.KMOD_LCTRL)
    feed(
        hand, move(far), down(far), move((far[0] - 20, far[1] - 20)), move((r7.right - 3, r7.y + 5))
    )
    pygame.key.set_mods(0)
    feed(hand, up((r7.right - 3, r7.y + 5)))
    assert hand.selected == [0, 1, 2, 3, 4, 5, 7]
    # A press on a card that moves is no lasso.
    feed(hand, down(r3.center), move((r3.centerx + 40, r3.centery)), up((r3.centerx + 40, 0)))
    assert hand.selected == [3]


def test_single_card_hands_ignore_shift_ctrl_and_lasso() -> None:
    hand = hand_of(8, multi=False)
    hand.layout(pygame.Rect(100, 560, 700, 160))
    click(hand, hand.visible_rect(1).center)
    click(hand, hand.visible_rect(4).center, pygame.KMOD_LCTRL)
    assert hand.selected == [4]
    click(hand, hand.visible_rect(6).center, pygame.KMOD_LSHIFT)
    assert hand.selected == [6]
    start = (hand.area.x + 2, hand.area.bottom - 2)
    r3 = hand.visible_rect(3)
    feed(hand, down(start), move((start[0] + 30, start[1] - 30)), move(r3.center), up(r3.center))
    assert hand.selected == [], "no lasso: the press on empty table was a click"
    hand.select([1, 2])
    assert hand.selected == [2]


@pytest.mark.parametrize("band", [LEFT_TITLE, FULL_TITLE])
def test_keyboard_reaches_every_card_through_its_visible_part(band) -> None:
    hand = hand_of(15, band)
    hand.layout(pygame.Rect(140, 576, 1000, 224))
    spots = hand.focus_spots()
    assert len(spots) == 15
    for key, spot in zip(hand.order, spots, strict=True):
        assert hand.card_at(spot.center) == key
        later = [hand.cards[k].rect for k in hand.order[hand.order.index(key) + 1 :]]
        assert spot.collidelist(later) == -1, "a spot is only what shows of its card"
    pointer = KeyboardPointer()

    def key(code: int, mods: int = 0) -> None:
        pygame.key.set_mods(mods)
        pointer.handle_event(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=mods),
            hand.focus_spots(),
            hand.handle_event,
        )
        pygame.key.set_mods(0)

    key(pygame.K_TAB)
    first = hand.hovered
    assert first == hand.card_at(pointer.focus.center)
    key(pygame.K_RETURN)
    assert hand.selected == [first]
    key(pygame.K_TAB)
    key(pygame.K_RETURN, pygame.KMOD_LCTRL)
    assert len(hand.selected) == 2 and first in hand.selected


@pytest.mark.parametrize("band", [LEFT_TITLE, FULL_TITLE])
def test_at_any_size_and_count_the_cards_stay_inside_the_area(band) -> None:
    for width in range(200, 1400, 97):
        for height in range(60, 400, 41):
            area = pygame.Rect(5, 7, width, height)
            for count in (1, 2, 5, 9, 15, 20):
                geo = fan_geometry(area, count, band)
                if geo.size[1] <= 10:
                    continue  # no room for even one card: nothing to promise
                assert all(area.contains(r) for r in geo.rects), (area, count)
                assert geo.step_x >= round(geo.size[0] * band.right), (area, count)
