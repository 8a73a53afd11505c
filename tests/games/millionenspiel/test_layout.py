"""The Millionenspiel table laid out in the real app at the three window sizes of issue 14,
in German and English, at a mid-game position: every text is readable (its font at least
``MIN_TEXT`` pixels, at every size), no two texts drawn on the table overlap, and the board,
status line, seats' panels, legend and buttons lie inside the table and clear of each other.

The texts are measured where they are made: every ``font`` a parlour module asks for is
wrapped so that each text rendered with it is recorded with its size. Chips, notes and
pension cards are pictures cached per size, so the caches are cleared first and the sizes
recorded are those really used on this table.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
import pytest

from parlour.games.millionenspiel import board_art, money_art
from parlour.games.millionenspiel.rules import MillionenspielState
from parlour.games.millionenspiel.scene import MillionenspielTable
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.text import text_image
from parlour.ui.widgets import card, tokens
from tests.fakes.driver import frames
from tests.games.layout import SIZES, TABLE_AREAS, overlapping
from tests.games.millionenspiel.helpers import pieces

MIN_TEXT = 12


@dataclass(frozen=True)
class Rendered:
    text: str
    size: int
    image: pygame.Surface


class RecordingFont:
    """A font that notes every text rendered with it (and its size) in ``record``."""

    def __init__(self, real: pygame.font.Font, size: int, record: list[Rendered]) -> None:
        self._real, self._size, self._record = real, size, record

    def render(self, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = self._real.render(text, *args, **kwargs)
        if text.strip():
            self._record.append(Rendered(text, self._size, image))
        return image

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)


@pytest.fixture
def rendered(monkeypatch: pytest.MonkeyPatch) -> list[Rendered]:
    """Every text rendered through ``parlour.ui.fonts.font`` while the test runs."""
    record: list[Rendered] = []
    real: Callable[..., pygame.font.Font] = fonts.font

    def recording(size: int, bold: bool = False) -> RecordingFont:
        return RecordingFont(real(size, bold), size, record)

    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        own = module.__dict__.get("font") is real
        if name.startswith("parlour.") and name != fonts.__name__ and own:
            monkeypatch.setattr(module, "font", recording)
    return record


class RecordingScreen(pygame.Surface):
    """A screen that notes where each recorded text is blitted straight onto it (texts
    inside chips, notes and cards are part of those pictures, placed with them)."""

    def __init__(self, size: tuple[int, int], rendered: list[Rendered]) -> None:
        super().__init__(size)
        self.rendered = rendered
        self.placed: list[tuple[str, pygame.Rect]] = []

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = super().blit(source, dest, *args, **kwargs)
        for text in self.rendered:
            if text.image is source:
                self.placed.append((text.text, rect))
        return rect


def draw_recorded(scene: Any, table: Any, rendered: list[Rendered]) -> RecordingScreen:
    """The table drawn afresh (no cached picture) onto a recording screen."""
    clear_picture_caches()
    rendered.clear()
    screen = RecordingScreen(scene.app.screen.get_size(), rendered)
    table.draw(screen)
    return screen


def clear_picture_caches() -> None:
    for cached in (
        text_image,
        board_art.fitted,
        board_art.render_board,
        money_art._note_pile,
        tokens.render_token,
    ):
        cached.cache_clear()  # type: ignore[attr-defined]
    card._faces.clear()


def mid_game() -> Session:
    """Turn 6 or later of a seeded five-seat game with the human (seat 0) to bet. Random
    bets lose money fast, so the purses are then set to hold every denomination, several
    of most (the crowded purse a winning game reaches), and pension cards of each value."""
    seats = [Seat("Ada")] + [Seat(n, "easy") for n in ("Bruno", "Clara", "Dora", "Emil")]
    session = Session.start("millionenspiel", seats, seed=3)
    state = session.state
    assert isinstance(state, MillionenspielState)
    rng = random.Random(5)
    while not (state.to_act() == 0 and state.phase == "bet" and state.turn >= 6):
        assert not state.is_over()
        session.apply(rng.choice(state.legal_actions()))
    state.purse = [
        pieces(c1=9, c10=4, c100=7, n1000=3, n10000=2, n100000=4, m=1),
        pieces(c1=1, c10=1, c100=1, n1000=1, n10000=1, n100000=1),
        pieces(c10=12, n10000=9),
        pieces(c1=3, c100=2, n1000=5, n100000=2),
        pieces(c1=4),
    ]
    state.pension = [500, 50, 500, 5, 50]
    return session


def table_in_app(build: Any, language: str, size: tuple[int, int]) -> tuple[Any, Any]:
    from parlour.ui.scenes.table import TableScene

    app = build(language, size)
    session = mid_game()
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    table = scene.table
    assert isinstance(table, MillionenspielTable)
    for _ in range(240):
        if not table.update(1 / 30):
            break
    return scene, table


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_table_is_readable_and_nothing_overlaps(
    pygame_app: Any, rendered: list[Rendered], size: tuple[int, int], language: str
) -> None:
    scene, table = table_in_app(pygame_app, language, size)
    area = scene.table_rect
    assert area.size == TABLE_AREAS[size]
    screen = draw_recorded(scene, table, rendered)
    assert len(rendered) > 30 and len(screen.placed) > 20  # the whole table was recorded

    # The issue asks for 12 px at 1280×800; the table keeps it at every size (at
    # 1024×640 the legend was 10 px).
    small = sorted({(r.text, r.size) for r in rendered if r.size < MIN_TEXT})
    assert not small, f"text below {MIN_TEXT} px: {small}"
    outside = [text for text, rect in screen.placed if not area.contains(rect)]
    assert not outside, f"text outside the table {area}: {outside}"
    clashes = overlapping(screen.placed)
    assert not clashes, f"texts overlap: {clashes}"
    ring = table.ring
    board = pygame.Rect(0, 0, 2 * ring.radius, 2 * ring.radius)
    board.center = ring.centre
    regions = [("board", board), ("status", table.status_rect), ("legend", table.legend_rect)]
    regions += [(f"panel{i}", r) for i, r in enumerate(table.panel_rects)]
    assert all(area.contains(r) for _, r in regions), regions
    assert not overlapping(regions)
    buttons = [(str(b.key), b.rect) for b in table.live_buttons()]
    assert buttons
    assert all(board.contains(r) for _, r in buttons)
    assert not overlapping(buttons)
    stakes = [(f"stake{i}", r) for i, r in enumerate(table.stake_rects)]
    assert not overlapping(stakes + buttons), overlapping(stakes + buttons)
    for panel, purse, face in zip(
        table.panel_rects, table.purse_rects, table.card_rects, strict=True
    ):
        assert panel.contains(purse) and panel.contains(face)
        assert not purse.colliderect(face)


@pytest.mark.parametrize("language", ["de", "en"])
def test_chip_note_and_pension_values_are_at_least_12_px_at_1280x800(
    pygame_app: Any, rendered: list[Rendered], language: str
) -> None:
    """The issue's measure: at 1280×800 the values on chips and notes were 8–9 px and the
    pension cards' numbers and the legend below 12 px. Each value a player needs is still
    printed somewhere on the table, at least 12 px."""
    scene, table = table_in_app(pygame_app, language, (1280, 800))
    draw_recorded(scene, table, rendered)
    view = table.money_view or table.view
    pensions = {str(int(v)) for v in view["pension"]}
    shown = {r.text for r in rendered}
    assert pensions <= shown, pensions - shown
    sizes = [r.size for r in rendered if r.text in pensions]
    assert min(sizes) >= MIN_TEXT
    assert all(r.size >= MIN_TEXT for r in rendered)


@pytest.mark.parametrize(
    ("spot", "tip"),
    [("chips", "7 × 100"), ("pension", "Pension card 500 (not money)")],
)
def test_hovering_a_piece_or_pension_card_tells_it_whole(
    pygame_app: Any, spot: str, tip: str
) -> None:
    """Five seats at 1024×640: the 100 chip is too small to print "100" at a readable
    size (it shows its colour and symbol), the pension card too small for its title; the
    pointer on them says what they are."""
    from parlour.ui import text_marks

    scene, table = table_in_app(pygame_app, "en", (1024, 640))
    view = table.money_view or table.view
    assert view["purse"][0][2] == 7 and view["pension"][0] == 500
    places = {"chips": money_art.slots(table.purse_rects[0])[2], "pension": table.card_rects[0]}
    table.mouse = places[spot].center
    screen = pygame.Surface(scene.app.screen.get_size())
    with text_marks.recording():
        table.draw(screen)
        marks = text_marks.marks_on(screen)
    tips = [mark for mark in marks if mark.text == tip]
    assert len(tips) == 1
    assert tips[0].size >= text_marks.readable_size((1024, 640))
    assert scene.table_rect.contains(tips[0].rect)
