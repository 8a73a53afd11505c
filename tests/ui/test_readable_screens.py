"""Every screen, at the three sizes in both languages, shows every text a player needs
whole, apart and at a readable size (``tests/ui/readable.py`` says what that means); so
does every hot-seat moment (the curtain, the catch-up, Warte mal)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tests.ui.readable import broken_words, screen_problems

SIZES = ((1024, 640), (1280, 800), (1920, 1080))


@pytest.mark.heavy
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_every_needed_text_is_readable(lang: str, size: tuple[int, int]) -> None:
    found = [
        f"{label}: {line}" for label, lines in screen_problems([size], [lang]) for line in lines
    ]
    assert not found, "\n".join(found)


@pytest.mark.heavy
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_hot_seat_moment_is_readable(lang: str) -> None:
    sizes = list(SIZES)
    found = [
        f"{label}: {line}"
        for label, lines in screen_problems(sizes, [lang], hot_seat=True)
        for line in lines
    ]
    assert not found, "\n".join(found)


def test_a_word_pygame_gui_breaks_mid_word_is_found(fresh_pygame: None) -> None:
    """The check of the text boxes (the rules help) sees pygame_gui's own break of a
    word too long for a line, which lands anywhere in the word."""
    pygame.display.set_mode((400, 300))
    manager = pygame_gui.UIManager((400, 300))
    pygame_gui.elements.UITextBox(
        "Die Donaudampfschifffahrtsgesellschaftskapitänsmütze", pygame.Rect(0, 0, 160, 200), manager
    )
    manager.update(0.01)
    assert broken_words(manager)
