"""Pygame fixtures shared by the headless UI and table-scene tests; a test asks by name."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from parlour.ui import ai_runner, fonts, i18n


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the tests marked ``heavy`` first. Each takes tens of seconds; collected last
    (``tests/ui`` sorts late) they met a worker whose heap a thousand tests had grown, so
    each of their full garbage collections (one per table left) cost several times more,
    and the run ended with both workers waiting on one of them. First, they start on a
    fresh worker and the short tests fill in around them (``sort`` keeps the order else)."""
    items.sort(key=lambda item: item.get_closest_marker("heavy") is None)


@pytest.fixture(autouse=True)
def _bots_search_on_threads(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A searching bot thinks on a thread, not in a worker process, unless the test is
    marked ``bot_process`` (it is about the worker). Every table with hints starts a worker
    as it opens; a few hundred tests spawned a few hundred interpreters that imported the
    games, and the ones a test never closed lived on to the end of the run."""
    if request.node.get_closest_marker("bot_process") is None:
        monkeypatch.setattr(ai_runner, "SEARCH_IN_PROCESS", False)


@pytest.fixture(autouse=True)
def _no_font_from_an_earlier_pygame() -> None:
    """A font object dies with the ``pygame.quit()`` of the test that made it; the app never
    quits pygame while it runs, but tests do, so each test starts with an empty font cache
    (otherwise a test fails or passes by which tests its worker happened to run before)."""
    fonts.font.cache_clear()


@pytest.fixture
def scene_pygame() -> Iterator[None]:
    """English, pygame up, an empty event queue, and fonts that belong to this pygame.

    No pygame.quit() afterwards: fonts are cached process-wide and must stay valid for the
    tests that run after these in the same worker; a font cached before another test's
    pygame.quit() is dead, hence the cache clear.
    """
    i18n.configure("en")
    fonts.font.cache_clear()
    pygame.init()
    pygame.event.clear()
    yield
    i18n.configure("en")  # a test that switched the language must not leak it


@pytest.fixture
def fresh_pygame() -> Iterator[None]:
    """A pygame of the test's own, quit afterwards, with no font cached across it.

    For widget tests that want nothing left over from another test; fonts cached while it ran
    die with its pygame.quit(), hence the cache clears on both sides. A language it switched
    to does not leak either (words break at the syllables of the language set).
    """
    fonts.font.cache_clear()
    pygame.init()
    yield
    pygame.quit()
    fonts.font.cache_clear()
    i18n.configure("en")


@pytest.fixture
def own_language() -> Iterator[None]:
    """For a test that switches the language: the next test finds English again."""
    yield
    i18n.configure("en")
