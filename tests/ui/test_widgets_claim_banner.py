"""Warte mal's banner gives every person a button that says their whole name, on the
table as the host lays it out at each window size, in both languages."""

from __future__ import annotations

import pygame
import pytest

from parlour.ui import i18n, text_marks, theme
from parlour.ui.fonts import font
from parlour.ui.widgets.claim_banner import ClaimBanner
from parlour.ui.widgets.side_panel import side_width

NAMES = ("Anna", "Bruno", "Clara", "Dora", "Frieda")
SIZES = ((1024, 640), (1280, 800), (1920, 1080))
#: The longest prompt the banner shows in German (two lines at 1024×640).
PROMPT = "Anna will einen Unbeliebten Richter köpfen, und vorne liegt ein Palastwächter."


def table_of(size: tuple[int, int]) -> pygame.Rect:
    """The table's rect in a window of ``size``: the window less the side panel."""
    scale = theme.ui_scale(size)
    width, height = size
    return pygame.Rect(0, 0, width - side_width(width, lambda v: round(v * scale)), height)


def banner(size: tuple[int, int], lang: str, callers: int) -> ClaimBanner:
    i18n.configure(lang)
    claims = ClaimBanner(i18n.t, lambda person: None, lambda: None)
    claims.layout(table_of(size))
    claims.show(1, "Warte mal?", PROMPT, list(enumerate(NAMES[:callers])), 5.0)
    return claims


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_caller_has_a_whole_button_with_their_name_and_call(fresh_pygame, size, lang):
    """Five people at 1024×640 got buttons 99 px wide: "An…", "Br…"."""
    for callers in range(2, 6):
        claims = banner(size, lang, callers)
        panel, s = claims.panel(), claims.scale
        assert claims.rect.contains(panel)
        rects = claims.button_rects
        assert len(rects) == callers
        label_font = font(int(18 * s), True)
        for index, (rect, name) in enumerate(zip(rects, NAMES, strict=False)):
            assert panel.contains(rect)
            assert not any(rect.colliderect(other) for other in rects[index + 1 :])
            words = i18n.t("table.claim.call", name=name)
            # The number's badge and the margins take 60 px at scale 1.
            assert label_font.size(words)[0] <= rect.width - int(60 * s), (callers, words)


@pytest.mark.parametrize("size", SIZES)
def test_the_words_end_above_the_countdown(fresh_pygame, size):
    """Two lines of prompt and two of hint ran into the countdown's bar at 1024×640."""
    claims = banner(size, "de", 5)
    surface = pygame.Surface(claims.rect.size)
    claims.draw(surface)
    panel, s = claims.panel(), claims.scale
    bar = pygame.Rect(0, 0, int(panel.width * 0.6), max(6, int(10 * s)))
    bar.midbottom = (panel.centerx, claims.button_rects[0].top - int(12 * s))
    above = pygame.Rect(bar.left, bar.top - int(6 * s), bar.width, int(6 * s))
    ground = surface.get_at((panel.left + int(10 * s), above.centery))
    assert all(
        surface.get_at((x, y)) == ground
        for x in range(above.left, above.right)
        for y in range(above.top, above.bottom)
    ), "no letter between the words and the bar"


@pytest.mark.parametrize("size", SIZES)
def test_every_text_of_the_moment_and_the_catch_up_is_readable(fresh_pygame, size):
    """At least 11 px at 1024×640 and 12 px from 1280×800 up: the banner's words and the
    news panel's, at the table's size in each window."""
    from parlour.ui.widgets.news_panel import NewsPanel

    floor = 11 if size == (1024, 640) else 12
    claims = banner(size, "de", 5)
    news = NewsPanel(i18n.t, lambda: None)
    news.layout(table_of(size))
    sizes = [f.point_size for f in (*claims._fonts(), *news._fonts())]
    assert min(sizes) >= floor, sizes


def test_a_prompt_of_three_lines_is_shown_whole(fresh_pygame):
    """Prompt and hint were cut after their second line, the rest of the sentence gone
    without a mark; every word is drawn now, the panel grown to hold it."""
    claims = banner((1024, 640), "de", 5)
    long = f"{PROMPT} {PROMPT}"
    claims.retell("Warte mal?", long)
    surface = pygame.Surface(claims.rect.size)
    with text_marks.recording():
        claims.draw(surface)
        drawn = " ".join(mark.text for mark in text_marks.marks_on(surface))
    assert long in drawn
    assert claims.rect.contains(claims.panel())
