"""Tooltips break lines only between words, at every scale, in German and English.

pygame_gui wraps a tooltip at a width its theme sets, once for every scale; a word wider
than that it cuts anywhere and marks both halves with a hyphen ("Entscheid-" over
"-ungen", seen at 1920×1080 as "Entscheid--ungen").
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame_gui
import pytest

from parlour.ui import i18n, theme

pytestmark = pytest.mark.usefixtures("fresh_pygame")

#: The tooltips the shared screens give pygame_gui to wrap.
TIPS = (
    "parlour.review.tip",
    "parlour.hint.tip",
    "table.undo_tip",
    "parlour.replay.tip.play",
    "parlour.replay.tip.round_forward",
)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("language", ["de", "en"])
def test_a_tooltip_never_cuts_a_word(size: tuple[int, int], language: str) -> None:
    pygame.display.set_mode(size)
    manager = pygame_gui.UIManager(size, theme.theme_data(theme.ui_scale(size)))
    i18n.configure(language)  # after the manager, which sets its own
    for key in TIPS:
        text = i18n.t(key)
        assert text != key, key
        tip = pygame_gui.elements.UITooltip(text, (0, 0), manager)
        assert tip.text_block is not None
        rows = tip.text_block.text_box_layout.layout_rows
        words = " ".join("".join(chunk.text for chunk in row.items) for row in rows).split()
        assert words == text.split(), key
        tip.kill()
