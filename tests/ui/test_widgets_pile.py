"""The fanned pile of the table kit: order and titles in view, the k-th from the top, top-k
highlight, wrapping into columns, the count badge. Real pygame events, headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import fonts
from parlour.ui.widgets.card import LEGAL, SELECTED, CardSprite
from parlour.ui.widgets.fan import TitleBand
from parlour.ui.widgets.keyboard import KeyboardPointer
from parlour.ui.widgets.pile import FannedPile, pile_geometry

BAND = TitleBand(0.0, 0.0, 0.62, 0.17)


@pytest.fixture(autouse=True)
def _pygame():
    fonts.font.cache_clear()
    pygame.init()
    pygame.display.set_mode((800, 600))
    pygame.event.clear()
    yield


def feed(pile: FannedPile, *events: tuple[int, dict]) -> list[bool]:
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, attrs))
    return [pile.handle_event(event) for event in pygame.event.get()]


def sprites(count: int) -> list[CardSprite]:
    return [CardSprite(("pile-test", i), lambda s: s.fill((200, 200, 190))) for i in range(count)]


AREA = pygame.Rect(100, 50, 200, 500)


def pile_of(count: int, area: pygame.Rect = AREA, **kwargs) -> tuple[FannedPile, list]:
    picks: list[int] = []
    pile = FannedPile(BAND, max_height=140, on_pick=picks.append, **kwargs)
    pile.layout(area)
    pile.set_cards(sprites(count))
    return pile, picks


def _bands_whole(rects, per_column: int) -> bool:
    """No card covers the band of an older card in its column."""
    for i, rect in enumerate(rects):
        band = BAND.on(rect)
        col = i // per_column
        later = [r for j, r in enumerate(rects[i + 1 :], i + 1) if j // per_column == col]
        if band.collidelist(later) != -1:
            return False
    return True


@pytest.mark.parametrize("count", [1, 2, 5, 12])
def test_newest_on_top_every_title_in_view_while_there_is_room(count) -> None:
    area = pygame.Rect(0, 0, 200, 500)
    geo = pile_geometry(area, count, BAND, 140)
    assert len(geo.rects) == count and geo.size[1] == 140
    assert all(area.contains(r) for r in geo.rects)
    ys = [r.y for r in geo.rects]
    assert ys == sorted(ys), "each newer card lies lower, on top of the older"
    assert _bands_whole(geo.rects, geo.per_column)
    assert BAND.on(geo.rects[0]).height >= fonts.font(12, True).get_height()


def test_a_long_pile_shrinks_its_step_only_when_nothing_else_helps() -> None:
    area = pygame.Rect(0, 0, 200, 500)
    steps = [pile_geometry(area, n, BAND, 140).step for n in (5, 12, 20, 40)]
    assert steps == sorted(steps, reverse=True) and steps[-1] < steps[0]
    tall = pile_geometry(area, 20, BAND, 140)
    assert tall.size[1] < 140, "the cards shrink first"
    assert _bands_whole(tall.rects, tall.per_column)
    huge = pile_geometry(area, 60, BAND, 140)
    assert all(area.contains(r) for r in huge.rects), "past that, the step gives way"
    assert not _bands_whole(huge.rects, huge.per_column)


def test_a_pile_with_room_wraps_into_columns_to_keep_titles_whole() -> None:
    area = pygame.Rect(0, 0, 340, 400)
    one = pile_geometry(area, 24, BAND, 140)
    wrapped = pile_geometry(area, 24, BAND, 140, max_columns=3)
    assert wrapped.per_column < 24 and wrapped.size[1] >= one.size[1]
    assert _bands_whole(wrapped.rects, wrapped.per_column)
    assert all(area.contains(r) for r in wrapped.rects)
    for a, b in zip(
        wrapped.rects[:: wrapped.per_column],
        wrapped.rects[wrapped.per_column :: wrapped.per_column],
        strict=False,
    ):
        assert b.x > a.right, "columns lie side by side, left to right"


@pytest.mark.parametrize("columns", [1, 3])
def test_the_kth_card_from_the_top_is_hit_where_it_shows(columns) -> None:
    pile, _ = pile_of(24, pygame.Rect(100, 50, 340, 400), max_columns=columns)
    for k in range(1, 25):
        spot = pile.visible_rect(k)
        assert pile.top_at(spot.center) == k
        assert pile.top_at((spot.x + 3, spot.y + 3)) == k
    first = pile.geometry.rects[0]
    assert pile.top_at((first.x - 5, first.y)) == 0


def test_clicking_the_kth_lights_the_top_k_and_picks_k() -> None:
    pile, picks = pile_of(8)
    pile.pickable = 3
    third = pile.visible_rect(3).center
    assert feed(pile, (pygame.MOUSEMOTION, {"pos": third, "rel": (0, 0), "buttons": (0, 0, 0)}))
    assert pile.hover == 3
    fifth = pile.visible_rect(5).center
    feed(pile, (pygame.MOUSEMOTION, {"pos": fifth, "rel": (0, 0), "buttons": (0, 0, 0)}))
    assert pile.hover == 0, "only as many as may be taken light up"
    assert feed(pile, (pygame.MOUSEBUTTONDOWN, {"pos": fifth, "button": 1})) == [False]
    assert picks == []
    feed(pile, (pygame.MOUSEBUTTONDOWN, {"pos": third, "button": 1}))
    assert picks == [3] and pile.highlight == 3
    outline = pile.top_rects(3)
    assert outline == [pile.geometry.rects[5].union(pile.geometry.rects[7])]

    screen = pygame.display.get_surface()
    screen.fill((0, 0, 0))
    pile.hover = 0
    pile.draw(screen)
    blue = pygame.Color(*SELECTED)
    edge_y = outline[0].centery
    left = [x for x in range(outline[0].x - 8, outline[0].x) if screen.get_at((x, edge_y)) == blue]
    assert left, "the top three are marked with the selection edge"
    fourth_left = pile.visible_rect(4)
    assert fourth_left.y < outline[0].y
    assert all(
        screen.get_at((x, fourth_left.centery)) != blue
        for x in range(fourth_left.x - 8, fourth_left.x)
    ), "the fourth is not"


def test_keyboard_reaches_the_pickable_cards() -> None:
    pile, picks = pile_of(8)
    pile.pickable = 2
    spots = pile.focus_spots()
    assert len(spots) == 2
    pointer = KeyboardPointer()

    def key(code: int) -> None:
        pointer.handle_event(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=0), spots, pile.handle_event
        )

    key(pygame.K_TAB)
    key(pygame.K_TAB)
    key(pygame.K_RETURN)
    assert len(picks) == 1 and picks[0] in (1, 2)


@pytest.mark.parametrize(("count", "area"), [(12, (200, 500)), (60, (200, 500)), (99, (90, 300))])
def test_the_count_badge_states_the_number_beside_the_title(count, area) -> None:
    pile, _ = pile_of(count, pygame.Rect(100, 50, *area))
    screen = pygame.display.get_surface()
    screen.fill((0, 0, 0))
    pile.draw(screen)
    first = pile.geometry.rects[0]
    badge = pile.badge_rect()
    dark = pygame.Color(30, 30, 40)
    inside = sum(
        1
        for x in range(badge.x, badge.right)
        for y in range(badge.y, badge.bottom)
        if screen.get_at((x, y)) == dark
    )
    assert inside > badge.width * badge.height // 4, "a dark badge is drawn there"
    assert badge.colliderect(first.inflate(4, 4)), "on the oldest card's corner"
    assert not badge.colliderect(BAND.on(first)), "the title beside it stays in view"


def test_an_empty_pile_draws_nothing_and_hits_nothing() -> None:
    pile, _ = pile_of(3)
    first = pile.geometry.rects[0]
    pile.set_cards([])
    pile.draw(pygame.display.get_surface())
    assert pile.top_at(first.center) == 0 and pile.focus_spots() == []


def test_after_a_take_the_old_hover_neither_glows_nor_reaches_past_the_pile() -> None:
    pile, _ = pile_of(3)
    pile.pickable = 3
    feed(pile, (pygame.MOUSEMOTION, {"pos": pile.visible_rect(3).center, "rel": (0, 0)}))
    assert pile.hover == 3
    pile.set_cards(sprites(1))  # three were taken; seat 2 acts now
    pile.pickable = 0
    assert pile.hover <= 1
    screen = pygame.display.get_surface()
    screen.fill((0, 0, 0))
    pile.draw(screen)
    rect = pile.geometry.rects[0]
    gold = [
        x
        for x in range(rect.x - 10, rect.x)
        if screen.get_at((x, rect.centery)) == pygame.Color(*LEGAL)
    ]
    assert gold == [], "nothing may be taken: nothing glows"
