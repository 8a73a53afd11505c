"""The game log: event params made readable, wrapping, undo truncation, relabelling."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.engine import Event
from parlour.ui import text_marks
from parlour.ui.event_text import format_event, format_params
from parlour.ui.fonts import font
from parlour.ui.text import wrap
from parlour.ui.widgets.log_panel import LogPanel

NAMES = ["Anna", "Bert", "Cleo"]

TEXTS = {
    "en": {
        "g.log.took": "%{seat} takes %{card} from %{from_seat}",
        "g.log.paid": "%{seat} pays %{amount}",
        "g.card.7": "the King",
        "g.card.9": "the Queen",
        "g.log.words": "%{seat} a b c d e f g h i j k l m n o p q r s t u v w x y z a b c",
        "table.log.title": "Log",
        "parlour.common.and": " and ",
    },
    "de": {
        "g.log.took": "%{seat} nimmt %{card} von %{from_seat}",
        "g.log.paid": "%{seat} zahlt %{amount}",
        "g.card.7": "den König",
        "g.card.9": "die Königin",
        "table.log.title": "Verlauf",
        "parlour.common.and": " und ",
    },
}


class Book:
    """A tiny translator with a switchable language, like ``app.t``."""

    def __init__(self) -> None:
        self.language = "en"

    def __call__(self, key: str, **params: str) -> str:
        text = TEXTS[self.language].get(key, key)
        for name, value in params.items():
            text = text.replace(f"%{{{name}}}", value)
        return text


pytestmark = pytest.mark.usefixtures("fresh_pygame")


def test_seat_and_card_params_become_names() -> None:
    t = Book()
    event = Event("g.log.took", {"seat": 1, "card": 7, "from_seat": 2})
    assert format_event(event, "g", NAMES, t) == "Bert takes the King from Cleo"
    params = format_params({"seats": [0, 2], "cards": [7, 9], "note": "x"}, "g", NAMES, t)
    assert params == {"seats": "Anna and Cleo", "cards": "the King and the Queen", "note": "x"}


def test_numbers_get_the_languages_thousands(monkeypatch) -> None:
    import i18n

    t = Book()
    monkeypatch.setattr(i18n, "get", lambda name: "de")
    event = Event("g.log.paid", {"seat": 0, "amount": 1_500_000})
    assert format_event(event, "g", NAMES, t) == "Anna pays 1.500.000"
    assert format_params({"flag": True}, "g", NAMES, t) == {"flag": "True"}


def test_wrap_respects_the_width_and_cuts_long_words() -> None:
    measure = len  # one pixel per character
    assert wrap("aa bb cc", 5, measure) == ["aa bb", "cc"]
    assert wrap("abcdefghij", 4, measure) == ["abcd", "efgh", "ij"]
    assert all(len(line) <= 12 for line in wrap("the quick brown fox jumps over", 12, measure))


def test_truncate_drops_undone_lines_and_relabel_translates_again() -> None:
    t = Book()
    panel = LogPanel("g", NAMES, t)
    panel.add([Event("g.log.took", {"seat": 0, "card": 7, "from_seat": 1})], turn=1)
    panel.add([Event("g.log.took", {"seat": 1, "card": 9, "from_seat": 0})], turn=2)
    assert len(panel.texts()) == 2
    panel.truncate(1)
    assert panel.texts() == ["Anna takes the King from Bert"]
    t.language = "de"
    panel.relabel()
    assert panel.texts() == ["Anna nimmt den König von Bert"]


def test_draws_inside_its_rect_and_scrolls_with_the_wheel(monkeypatch) -> None:
    t = Book()
    panel = LogPanel("g", NAMES, t, size=14)
    for turn in range(1, 40):
        panel.add([Event("g.log.took", {"seat": turn % 3, "card": 7, "from_seat": 0})], turn)
    rect = pygame.Rect(20, 20, 200, 150)
    panel.layout(rect)
    surface = pygame.Surface((240, 200), pygame.SRCALPHA)
    panel.draw(surface)
    assert rect.contains(surface.get_bounding_rect())
    bottom_view = pygame.image.tobytes(surface, "RGBA")
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)
    assert panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    surface.fill((0, 0, 0, 0))
    panel.draw(surface)
    assert pygame.image.tobytes(surface, "RGBA") != bottom_view
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (230, 190))
    assert not panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))


def test_a_no_break_space_keeps_a_number_with_its_unit() -> None:
    assert wrap("pays 8\u00a0Mio.", 7, len) == ["pays", "8\u00a0Mio."]
    assert wrap("  two  spaces ", 20, len) == ["two spaces"]


def test_an_entry_is_shown_whole_or_not_at_all_at_the_top() -> None:
    """The tail of an older entry ("der Wache.") never hangs under the title alone."""

    class Recorder(pygame.Surface):
        def __init__(self, size: tuple[int, int]) -> None:
            super().__init__(size, pygame.SRCALPHA)
            self.drawn: list[pygame.Surface] = []

        def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
            self.drawn.append(source)
            return super().blit(source, dest, *args, **kwargs)

    t = Book()
    panel = LogPanel("g", NAMES, t, size=14)
    for turn in range(1, 30):
        panel.add([Event("g.log.took", {"seat": turn % 3, "card": 7, "from_seat": 0})], turn)
    rect = pygame.Rect(0, 0, 120, 160)  # narrow: every entry wraps onto several lines
    panel.layout(rect)
    for height in range(140, 200, 7):  # cut at different points of an entry
        panel.layout(pygame.Rect(0, 0, 120, height))
        surface = Recorder((120, 200))
        panel.draw(surface)
        shown = [e for e in panel.entries if any(line in surface.drawn for _, line in e.lines)]
        assert shown and len(shown[0].lines) > 1
        assert all(entry.lines[0][1] in surface.drawn for entry in shown)


def test_show_until_hides_later_lines_and_marks_the_last_action() -> None:
    t = Book()
    panel = LogPanel("g", NAMES, t, size=14)
    for turn in range(1, 6):
        panel.add([Event("g.log.paid", {"seat": 0, "amount": turn})], turn)
    panel.add([Event("g.log.paid", {"seat": 1, "amount": 33})], 5)
    panel.layout(pygame.Rect(0, 0, 240, 300))
    surface = pygame.Surface((240, 300))
    panel.draw(surface)
    unmarked = pygame.image.tobytes(surface, "RGB")
    panel.show_until(3)
    assert panel.texts() == ["Anna pays 1", "Anna pays 2", "Anna pays 3"]
    assert panel.highlighted_texts() == ["Anna pays 3"]
    surface.fill((0, 0, 0))
    panel.draw(surface)
    band = [
        (x, y) for x in range(240) for y in range(300) if surface.get_at((x, y))[:3] == (66, 54, 36)
    ]
    assert band, "the marked line has its band"
    panel.show_until(5)
    assert panel.highlighted_texts() == ["Anna pays 5", "Bert pays 33"]
    panel.show_until(None)
    assert len(panel.texts()) == 6 and panel.highlighted_texts() == []
    surface.fill((0, 0, 0))
    panel.draw(surface)
    assert pygame.image.tobytes(surface, "RGB") == unmarked


def test_a_long_log_renders_only_the_lines_in_view() -> None:
    """A replay jumps through thousands of lines: drawing renders what is seen, not all."""
    t = Book()
    panel = LogPanel("g", NAMES, t, size=14)
    for turn in range(1, 3001):
        panel.add([Event("g.log.paid", {"seat": turn % 3, "amount": turn})], turn)
    panel.layout(pygame.Rect(0, 0, 240, 300))
    surface = pygame.Surface((240, 300))
    panel.show_until(2000)
    panel.draw(surface)
    rendered = [entry.turn for entry in panel.entries if entry.lines]
    assert 5 < len(rendered) < 40
    assert max(rendered) == 2000


def test_an_aside_says_whose_a_private_line_is() -> None:
    texts = {**TEXTS["en"], "aside": "%{names} · %{text}"}

    def t(key: str, **params: str) -> str:
        text = texts.get(key, key)
        for name, value in params.items():
            text = text.replace(f"%{{{name}}}", value)
        return text

    panel = LogPanel("g", NAMES, t)
    panel.add([Event("g.log.paid", {"seat": 1, "amount": 5}, audience=frozenset({1}))], 1)
    panel.add([Event("g.log.paid", {"seat": 2, "amount": 6})], 2)
    assert panel.texts() == ["Bert pays 5", "Cleo pays 6"]
    panel.aside_key = "aside"
    assert panel.texts() == ["Bert · Bert pays 5", "Cleo pays 6"]


@pytest.mark.parametrize("size", [11, 13, 15, 18, 22])
def test_the_scroll_marks_cover_no_text(size: int, monkeypatch) -> None:
    """The "older lines above" arrow lay over the end of the first line ("Ada legt die
    Hafenstraße ab."): at every type size both marks stay clear of every text."""
    t = Book()
    panel = LogPanel("g", NAMES, t, size=size)
    for turn in range(1, 60):
        panel.add([Event("g.log.words", {"seat": turn % 3})], turn)
    rect = pygame.Rect(0, 0, 230, 320)
    panel.layout(rect)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rect.center)
    panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))  # both marks up
    shapes: list[pygame.Rect] = []
    polygon = pygame.draw.polygon

    def noted(surface, colour, points, *args):  # type: ignore[no-untyped-def]
        shapes.append(polygon(surface, colour, points, *args))
        return shapes[-1]

    monkeypatch.setattr(pygame.draw, "polygon", noted)
    surface = pygame.Surface(rect.size)
    with text_marks.recording():
        panel.draw(surface)
        texts = text_marks.marks_on(surface)
    assert len(shapes) == 2 and len(texts) > 5
    assert not [
        (shape, text.text) for shape in shapes for text in texts if shape.colliderect(text.rect)
    ]


def test_the_first_line_sits_right_under_the_title_scrolled_or_not(monkeypatch) -> None:
    """Where the window began inside an entry, that entry was hidden and its room left
    blank under the title, about two lines of nothing once the log had scrolled."""
    line_h = font(14).get_linesize()
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (60, 60))
    for height, wheel in ((150, 0), (163, 0), (177, 0), (163, 1), (177, 2)):
        panel = LogPanel("g", NAMES, Book(), size=14)
        for turn in range(1, 30):
            event = Event("g.log.took", {"seat": turn % 3, "card": 7, "from_seat": 0})
            panel.add([event], turn)
        panel.layout(pygame.Rect(0, 0, 120, height))
        for _ in range(wheel):
            panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
        surface = pygame.Surface((120, height))
        with text_marks.recording():
            panel.draw(surface)
            marks = text_marks.marks_on(surface)
        title, first = marks[0], marks[1]
        assert title.text == "Log"
        assert first.rect.top - title.rect.bottom < line_h, (height, wheel)
