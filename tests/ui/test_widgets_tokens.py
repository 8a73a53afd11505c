"""Tokens: colour plus a drawn symbol (and pattern), stacks that state their count."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.widgets.tokens import (
    BADGE_MIN_TEXT,
    PATTERNS,
    SYMBOLS,
    TokenStyle,
    badge_size,
    draw_count_badge,
    draw_stack,
    draw_token,
    ink_for,
    render_token,
    stack_height,
)

pytestmark = pytest.mark.usefixtures("fresh_pygame")


def test_every_symbol_is_a_distinct_shape() -> None:
    images = {}
    for symbol in SYMBOLS:
        image = render_token(TokenStyle((30, 60, 160), symbol, pattern="none"), 30)
        assert image.get_size() == (62, 62)
        images[symbol] = pygame.image.tobytes(image, "RGBA")
    assert len(set(images.values())) == len(SYMBOLS)


def test_symbol_is_drawn_in_contrasting_ink() -> None:
    for colour in ((20, 20, 90), (250, 230, 120)):
        image = render_token(TokenStyle(colour, "circle", pattern="none"), 30)
        assert image.get_at((31, 31))[:3] == ink_for(colour)
    assert ink_for((20, 20, 90)) != ink_for((250, 230, 120))


def test_patterns_change_the_rim_but_not_the_size() -> None:
    renders = set()
    for pattern in PATTERNS:
        image = render_token(TokenStyle((180, 30, 40), "star", pattern), 24)
        assert image.get_size() == (50, 50)
        renders.add(pygame.image.tobytes(image, "RGBA"))
    assert len(renders) == len(PATTERNS)


def test_unknown_symbol_or_pattern_is_refused() -> None:
    with pytest.raises(ValueError):
        TokenStyle((0, 0, 0), "spiral")
    with pytest.raises(ValueError):
        TokenStyle((0, 0, 0), "star", "plaid")


def test_rendering_is_cached() -> None:
    style = TokenStyle((10, 120, 60), "diamond", label="100")
    assert render_token(style, 20) is render_token(style, 20)


def test_stack_grows_with_its_count_and_states_it() -> None:
    surface = pygame.Surface((200, 200))
    style = TokenStyle((200, 40, 40), "heart", label="50")
    single = draw_stack(surface, style, (100, 150), 20, 1)
    three = draw_stack(surface, style, (100, 150), 20, 3, show_count=False)
    many = draw_stack(surface, style, (100, 150), 20, 40, max_visible=6, show_count=False)
    assert single.height < three.height < many.height
    capped = draw_stack(surface, style, (100, 150), 20, 400, max_visible=6, show_count=False)
    assert capped == many  # never taller than max_visible chips
    badged = draw_stack(surface, style, (100, 150), 20, 40, max_visible=6)
    assert badged.width > many.width  # the "×40" badge
    assert draw_stack(surface, style, (100, 150), 20, 0).width == 0


def test_draw_token_blits_centred() -> None:
    surface = pygame.Surface((100, 100))
    rect = draw_token(surface, TokenStyle((240, 240, 240), "crown"), (50, 50), 20)
    assert rect.center == (50, 50)


def _white_ink_height(surface: pygame.Surface) -> int:
    """Height of the near-white pixels: the text of a badge, not its grey rim."""
    rows = [
        y
        for y in range(surface.get_height())
        if any(min(surface.get_at((x, y))[:3]) > 240 for x in range(surface.get_width()))
    ]
    return rows[-1] - rows[0] + 1 if rows else 0


@pytest.mark.parametrize("radius", [6, 8, 12, 16, 24])
def test_a_count_badge_is_readable_on_small_chips(radius: int) -> None:
    """The Millionenspiel draws chips of radius ~12 at 1280×800: their "×5" must still be
    at least 12 px text, like every text a player needs."""
    surface = pygame.Surface((120, 80))
    rect = draw_count_badge(surface, 5, (60, 40), radius)
    assert rect.size == badge_size(5, radius)
    reference = pygame.Surface((120, 80))
    reference.blit(font(BADGE_MIN_TEXT, True).render("×5", True, (255, 255, 255)), (10, 10))
    assert _white_ink_height(surface) >= _white_ink_height(reference) > 0


@pytest.mark.parametrize("radius", [14, 16, 20, 32])
def test_a_stacks_count_badge_leaves_the_chips_value_readable(radius: int) -> None:
    """The Millionenspiel's "10" chips with "×3" read as one "10×3" where the badge lay
    over the value; the badge moves right of the value, its text clear of it, and the
    stack is no taller than callers leave room for."""
    surface = pygame.Surface((200, 200))
    style = TokenStyle((200, 40, 40), "none", label="10")
    with text_marks.recording():
        covered = draw_stack(surface, style, (100, 150), radius, 3)
        marks = {mark.text: mark.rect for mark in text_marks.marks_on(surface)}
    assert set(marks) == {"10", "×3"}
    overlap = marks["10"].clip(marks["×3"])
    assert overlap.width <= 2 or overlap.height <= 2
    assert covered.height <= stack_height(radius, 3)  # the room callers leave for it
