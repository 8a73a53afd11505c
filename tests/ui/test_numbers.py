"""One way to write numbers per language, wherever a number is shown."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from parlour.ui import fonts, i18n
from parlour.ui.numbers import MINUS, format_number, format_value


@pytest.mark.parametrize(
    ("value", "language", "decimals", "text"),
    [
        (0, "en", 0, "0"),
        (1_005, "en", 0, "1,005"),
        (1_005, "de", 0, "1.005"),
        (1_000_000, "de", 0, "1.000.000"),
        (-12_000, "en", 0, "\u221212,000"),
        (2.5, "de", 1, "2,5"),
        (1234.5, "en", 1, "1,234.5"),
        (1234.5, "de", 1, "1.234,5"),
        (-0.4, "de", 0, "0"),
        (999.6, "en", 0, "1,000"),
        (1_000, "fr", 0, "1\u202f000"),
    ],
)
def test_each_language_writes_numbers_its_own_way(value, language, decimals, text) -> None:
    assert format_number(value, language, decimals) == text


def test_values_keep_a_fraction_and_leave_text_alone() -> None:
    assert format_value(2.5, "de") == "2,5"
    assert format_value(3.0, "en") == "3"
    assert format_value(True, "en") == "True"
    assert format_value("rouge", "de") == "rouge"


def test_translated_texts_use_the_current_language() -> None:
    """``t`` writes numbers like the log, the results and the counters do."""
    i18n.configure("de")
    try:
        assert i18n.t("banque_fatale.score.cash", amount=1_005) == "Bargeld: 1.005\u00a0Mio."
        i18n.configure("en")
        assert i18n.t("banque_fatale.score.cash", amount=1_005) == "Cash: 1,005\u00a0M"
    finally:
        i18n.configure("en")


def test_plural_forms_are_picked_by_count_and_the_count_is_grouped() -> None:
    i18n.configure("en")
    assert i18n.t("banque_fatale.log.bid", seat="Anna", count=0) == "Anna bids nothing"
    assert i18n.t("banque_fatale.log.bid", seat="Anna", count=1) == "Anna bids one jeton"
    assert i18n.t("banque_fatale.log.bid", seat="Anna", count=1_005) == "Anna bids 1,005 jetons"


def test_no_screen_formats_a_number_by_hand() -> None:
    """A format spec such as ``:.1f`` writes "35.7 %" on a German screen: every number on
    screen goes through ``format_number`` instead."""
    root = Path(__file__).resolve().parents[2] / "parlour"
    sources = [*(root / "ui").rglob("*.py"), *(root / "games").rglob("*.py")]
    by_hand = re.compile(r"\{[^{}]*:[,_]?\.?\d*[dfg%]\}")
    found = [
        f"{path.name}:{number}"
        for path in sources
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if by_hand.search(line)
    ]
    assert not found


@pytest.mark.parametrize("bold", [False, True])
def test_the_app_font_draws_the_minus_sign(bold: bool) -> None:
    """No empty box where a negative number starts (a glyph the font lacks renders like a
    private-use character)."""
    pygame.font.init()
    font = fonts.font(16, bold)

    def drawn(char: str) -> bytes:
        return pygame.image.tobytes(font.render(char, True, (0, 0, 0)), "RGBA")

    assert drawn(MINUS) != drawn("\ue000")
