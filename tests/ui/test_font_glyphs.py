"""Every character a player may read has a glyph in the app's font.

Noto Sans, as pygame_gui ships it, lacks arrows and many symbols; a text that uses one
shows an empty box instead (Banque Fatale's log once read "Blau 40 □ 50 Mio."). A glyph
the font lacks renders exactly like a private-use character, which no font has.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from parlour.resources import locales_dir, root
from parlour.ui import fonts

ASSETS = root() / "assets" / "games"
#: A character no font draws: its rendering is the font's "missing glyph" box.
NO_GLYPH = "\ue000"


def strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from strings(value)


def player_texts() -> dict[str, str]:
    """Every file whose text reaches the screen: locales, rules help, card data."""
    texts = {}
    for path in sorted(locales_dir().glob("*.json")) + sorted(ASSETS.glob("*/*.json")):
        texts[path.name] = "".join(strings(json.loads(path.read_text(encoding="utf-8"))))
    for path in sorted((locales_dir() / "rules").glob("*.md")):
        texts[path.name] = path.read_text(encoding="utf-8")
    return texts


def rendering(font: pygame.font.Font, char: str) -> tuple[tuple[int, int], bytes]:
    surface = font.render(char, True, (0, 0, 0))
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("bold", [False, True])
def test_the_font_draws_every_character_of_every_text(bold: bool) -> None:
    pygame.font.init()
    font = fonts.font(16, bold)
    missing = rendering(font, NO_GLYPH)
    assert rendering(font, "€") != missing  # the check can tell a glyph from the box
    lacking = {
        (name, char)
        for name, text in player_texts().items()
        for char in set(text)
        if ord(char) > 127 and rendering(font, char) == missing
    }
    assert not lacking
