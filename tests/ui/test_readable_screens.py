"""Every screen, at the three sizes in both languages, shows every text a player needs
whole, apart and at a readable size (``tests/ui/readable.py`` says what that means)."""

from __future__ import annotations

import pytest

from tests.ui.readable import screen_problems

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_needed_text_is_readable(lang: str, size: tuple[int, int]) -> None:
    found = [
        f"{label}: {line}" for label, lines in screen_problems([size], [lang]) for line in lines
    ]
    assert not found, "\n".join(found)
