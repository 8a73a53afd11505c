"""The window never opens larger than the screen, and never below the layouts' minimum
unless the screen itself is smaller."""

from __future__ import annotations

import pygame
import pytest

from parlour.ui import app as app_module


@pytest.mark.parametrize(
    ("desktop", "wanted", "expected", "minimum"),
    [
        ((1920, 1080), (1280, 800), (1280, 800), (1024, 640)),
        ((1366, 768), (1280, 800), (1280, 691), (1024, 640)),
        ((3840, 2160), (2560, 1440), (2560, 1440), (1024, 640)),
        ((1024, 640), (1280, 800), (1024, 640), (1024, 640)),
        ((800, 600), (1280, 800), (800, 600), (800, 600)),
    ],
)
def test_window_fits_the_desktop(monkeypatch, desktop, wanted, expected, minimum) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    assert app_module.fit_desktop(wanted) == expected
    assert app_module.minimum_size() == minimum


def test_no_desktop_information_keeps_the_size(monkeypatch) -> None:
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [])
    assert app_module.fit_desktop((1280, 800)) == (1280, 800)
    assert app_module.minimum_size() == (1024, 640)
