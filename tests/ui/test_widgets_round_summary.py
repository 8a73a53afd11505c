"""The round summary: ten seats fit at every size, and Enter or the button deals on."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.engine import RoundResult, ScoreLine
from parlour.ui import i18n, text_marks
from parlour.ui.widgets.counter import format_number
from parlour.ui.widgets.curtain import ARM_SECONDS
from parlour.ui.widgets.round_summary import MIN_TEXT, RoundSummary

pytestmark = pytest.mark.usefixtures("fresh_pygame")

NAMES = [f"Spielerin mit langem Namen {n}" for n in range(10)]


def result(seats: int) -> RoundResult:
    details = tuple((ScoreLine("table.round.points", {}, 100.0 * s),) for s in range(seats))
    return RoundResult(
        number=3,
        points=tuple(100.0 * s for s in range(seats)),
        totals=tuple(1000.0 + 250 * s for s in range(seats)),
        details=details,
        target=7000,
    )


class Ticks:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def summary(closed: list[bool], clock: Ticks | None = None) -> RoundSummary:
    i18n.configure("de")
    return RoundSummary(
        i18n.t, lambda: closed.append(True), lambda v: format_number(v, "de"), clock or Ticks()
    )


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 6, 10])
def test_every_seat_fits_readably_inside_the_table(size: tuple[int, int], seats: int) -> None:
    screen = pygame.display.set_mode(size)
    table = pygame.Rect(0, 0, size[0] - 260, size[1])
    widget = summary([])
    widget.layout(table)
    widget.show(result(seats), NAMES[:seats])
    widget.draw(screen)
    assert table.contains(widget.panel)
    assert widget.panel.contains(widget.button.rect)
    assert int(widget._row_height() * 0.5) >= MIN_TEXT
    last_row_bottom = (
        widget.panel.top + widget._row_height() * (seats + 2) + widget._row_height() // 3
    )
    assert last_row_bottom <= widget.button.rect.top


def test_enter_or_the_button_deals_on_and_nothing_else_gets_through() -> None:
    pygame.display.set_mode((1280, 800))
    closed: list[bool] = []
    ticks = Ticks()
    widget = summary(closed, ticks)
    widget.layout(pygame.Rect(0, 0, 1000, 800))
    widget.show(result(4), NAMES[:4])
    ticks.now = ARM_SECONDS
    inside = widget.panel.center
    assert widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1))
    assert widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0))
    assert widget.up and not closed
    assert widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert closed == [True] and not widget.up
    widget.show(result(4), NAMES[:4])
    ticks.now += ARM_SECONDS
    button = widget.button.rect.center
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert closed == [True, True] and not widget.up
    assert not widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1))


def test_the_release_of_the_click_that_ended_the_round_does_not_close_it() -> None:
    """The summary comes up between the press and the release of the move that ended the
    round; a release on the button that was not pressed there must not deal on unseen."""
    pygame.display.set_mode((1280, 800))
    closed: list[bool] = []
    widget = summary(closed)
    widget.layout(pygame.Rect(0, 0, 1000, 800))
    widget.show(result(2), NAMES[:2])
    button = widget.button.rect.center
    assert widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert widget.up and not closed
    elsewhere = widget.panel.topleft
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=elsewhere, button=1))
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    assert widget.up and not closed


def test_a_double_click_or_a_held_key_does_not_close_it_unread() -> None:
    """At a shared screen the group reads it together: the second click of the double
    click that ended the round, or Enter held from before, closed it at once."""
    pygame.display.set_mode((1280, 800))
    closed: list[bool] = []
    ticks = Ticks()
    widget = summary(closed, ticks)
    widget.layout(pygame.Rect(0, 0, 1000, 800))
    widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    widget.show(result(2), NAMES[:2])
    button = widget.button.rect.center
    ticks.now = ARM_SECONDS / 3
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button, button=1))
    widget.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button, button=1))
    ticks.now = ARM_SECONDS
    widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert widget.up and not closed, "a repeat of the key held since before"
    widget.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    widget.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert closed == [True] and not widget.up


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_long_reasons_are_shown_whole(size: tuple[int, int]) -> None:
    """Several reasons in one row ("Bahnhöfe (100) · 2 Spielfiguren (200)") take a
    smaller type (not below ``MIN_TEXT``) or a second line rather than an ellipsis."""
    screen = pygame.display.set_mode(size)
    table = pygame.Rect(0, 0, size[0] - 266, size[1])
    widget = summary([])
    widget.layout(table)
    long = result(6)
    lines = (ScoreLine("table.round.points", {}, 100.0),) * 2
    long = RoundResult(long.number, long.points, long.totals, (lines,) * 6, long.target)
    widget.show(long, [name[:16] for name in NAMES[:6]])  # as long as setup allows
    widget.draw(screen)
    reason = widget._reasons(0)[0]
    assert sum(text.count(reason) for text in widget.shown) == 12, widget.shown
    assert not [text for text in widget.shown if text.endswith("…")]


def _reasons(*points: float) -> tuple[ScoreLine, ...]:
    return tuple(ScoreLine("table.round.points", {}, value) for value in points)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_reason_and_figure_is_drawn_whole_and_apart(size: tuple[int, int]) -> None:
    """Round 5 of a 2-seat MONOPOLY game ended Ada's reasons in "…" before her Mr.
    Monopoly bonus, and short names ran the headers together ("PlayerThis round"): each
    reason of every seat is drawn whole, no text of the panel overlaps another, and a
    reason's figure stands apart from the words before it."""
    screen = pygame.display.set_mode(size)
    table = pygame.Rect(0, 0, size[0] - 266, size[1])
    widget = summary([])
    widget.layout(table)
    many = _reasons(1500, 1000, 200, 300, 450, 600, 750, 1000)
    scored = RoundResult(5, (2800.0, 900.0), (7200.0, 4100.0), (many, many[:2]), 10000)
    with text_marks.recording():
        widget.draw(screen)  # nothing up yet
        widget.show(scored, ["Ada", "Bo"])
        widget.draw(screen)
        marks = [mark for mark in text_marks.marks_on(screen) if mark.needed]
    assert marks
    assert not [mark.text for mark in marks if mark.shortened or mark.clipped]
    drawn = " ".join(mark.text for mark in marks)
    for seat, reasons in enumerate((many, many[:2])):
        assert drawn.count("(") >= len(reasons)
        for reason in widget._reasons(seat):
            assert reason in widget.shown or any(reason in text for text in widget.shown)
    for index, mark in enumerate(marks):
        for other in marks[index + 1 :]:
            overlap = mark.rect.clip(other.rect)
            assert overlap.width <= 2 or overlap.height <= 2, (mark.text, other.text)
    assert table.contains(widget.panel)
    assert widget.panel.contains(widget.button.rect)
    assert min(mark.size for mark in marks) >= MIN_TEXT


#: Reasons as long as MONOPOLY's longest, each with its figure.
LONG_REASONS = (
    "Dunkelblau mit 2 Häusern",
    "Eine Spielfigur",
    "Werke",
    "2 LOS-Karten",
    "Braun mit 3 Häusern",
    "Hotel",
    "2 Mr.-Monopoly-Karten, die meisten",
)


def words(key: str, **params: object) -> str:
    """The app's words, and a reason's words as the test gives them."""
    return str(params["text"]) if key == "reason" else i18n.t(key, **params)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize(("seats", "reasons"), [(4, 7), (6, 7), (10, 3)])
def test_the_most_seats_and_reasons_fit_above_the_button(
    size: tuple[int, int], seats: int, reasons: int
) -> None:
    """Round 2 of a 4-seat MONOPOLY game at 1024×640 ran its rows past the panel: the
    "Next round" button covered a reason and the last seat was not drawn at all. With
    the most seats a game has (10) or the most reasons a MONOPOLY seat can collect (6
    seats), every text lies inside the panel, readable, and clear of the button."""
    screen = pygame.display.set_mode(size)
    table = pygame.Rect(0, 0, size[0] - 266, size[1])
    i18n.configure("de")
    widget = RoundSummary(words, lambda: None, lambda v: format_number(v, "de"), Ticks())
    widget.layout(table)
    why = tuple(
        ScoreLine("reason", {"text": text}, 100.0 * (n + 1))
        for n, text in enumerate(LONG_REASONS[:reasons])
    )
    scored = RoundResult(
        2,
        tuple(1000.0 for _ in range(seats)),
        tuple(2500.0 for _ in range(seats)),
        (why,) * seats,
        10000,
    )
    with text_marks.recording():
        widget.show(scored, [name[:16] for name in NAMES[:seats]])
        widget.draw(screen)
        marks = [mark for mark in text_marks.marks_on(screen) if mark.needed]
    names = [mark for mark in marks if mark.text.startswith("Spielerin")]
    assert len(names) == seats
    for seat in range(seats):
        for reason in widget._reasons(seat):
            assert any(reason in text for text in widget.shown), reason
    assert table.contains(widget.panel)
    assert widget.panel.contains(widget.button.rect)
    for mark in marks:
        assert widget.panel.contains(mark.rect), mark.text
        if mark.text != widget.button.label:
            assert not mark.rect.colliderect(widget.button.rect), mark.text
        assert mark.size >= text_marks.readable_size(size), mark.text
