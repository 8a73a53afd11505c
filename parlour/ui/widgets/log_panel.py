"""The game log: one translated line per event, newest at the bottom, scrollable.

The log keeps events, not text, so switching the language relabels every past line. The
words come from :mod:`parlour.ui.event_text` (names, titles, articles, plural forms and
numbers the way the language writes them). Which events reach the log is the host's
business (it only passes what every player may see).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from parlour.engine import Event
from parlour.ui import text_marks
from parlour.ui.event_text import Translate, format_aside, format_event
from parlour.ui.fonts import font
from parlour.ui.text import draw_text, wrap_text

BACKGROUND = (28, 26, 24)
TEXT = (235, 228, 212)
DIM = (150, 142, 128)
BULLET = (196, 160, 90)
#: Behind the lines of the highlighted move (and a bar in ``BULLET`` beside them).
HIGHLIGHT = (66, 54, 36)


@dataclass
class _Entry:
    turn: int
    event: Event
    #: Each wrapped line's words and image, rendered once.
    lines: list[tuple[str, pygame.Surface]] = field(default_factory=list)


class LogPanel:
    """A scrolling log inside ``rect``.

    ``add(events, turn)`` appends lines tagged with the number of actions applied so far;
    ``truncate(turn)`` drops lines of undone actions. The view follows the newest line
    unless the player scrolled up (the wheel scrolls when the pointer is over the panel).
    ``show_until(turn)`` shows only the lines of the first ``turn`` actions and marks
    those of the last one (a replay keeps the whole game's lines, rendered once, and
    moves through them).
    """

    def __init__(
        self,
        game_id: str,
        seat_names: Sequence[str],
        t: Translate,
        title_key: str = "table.log.title",
        size: int = 15,
    ) -> None:
        self.game_id = game_id
        self.seat_names = list(seat_names)
        self.t = t
        self.title_key = title_key
        self.size = size
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.entries: list[_Entry] = []
        self._scroll = 0  # pixels scrolled up from the bottom
        self._wrapped_width = -1
        #: Only lines of actions up to this one are shown (``None``: every line).
        self.until: int | None = None
        #: The lines of this action stand out.
        self.highlight: int | None = None
        #: A text with ``names`` and ``text`` that a line meant for some seats only is put
        #: in, to say whose it is (``None``: lines as they are). A line worded for its
        #: owner ("You drew …") is told of the owner instead, where the game words it so
        #: (``event_text.format_aside``): one who sees everyone's needs the name.
        self.aside_key: str | None = None
        self.dirty = True

    def set_size(self, size: int) -> None:
        if size != self.size:
            self.size = size
            self.relabel()

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.dirty = True

    def relabel(self) -> None:
        """Language or size changed: render every line again."""
        for entry in self.entries:
            entry.lines = []
        self._wrapped_width = -1
        self.dirty = True

    def add(self, events: Sequence[Event], turn: int) -> None:
        """Lines for ``events``; a step a later line tells in full (``Event.logged``) gets
        none, so a decision made in steps is told once."""
        lines = [_Entry(turn, event) for event in events if event.logged]
        self.entries += lines
        if lines:
            self.dirty = True

    def truncate(self, turn: int) -> None:
        """Forget lines of actions after the first ``turn`` (after an undo)."""
        kept = [entry for entry in self.entries if entry.turn <= turn]
        if len(kept) != len(self.entries):
            self.entries = kept
            self.dirty = True

    def show_until(self, turn: int | None) -> None:
        """Show the lines of the first ``turn`` actions (``None``: all), the last of them
        marked, and scroll to it."""
        self.until = turn
        self.highlight = turn
        self._scroll = 0
        self.dirty = True

    def _shown(self) -> list[_Entry]:
        """The entries drawn: all of them, or those up to ``until`` (entries come in the
        order of their actions)."""
        if self.until is None:
            return self.entries
        return self.entries[: bisect.bisect_right(self.entries, self.until, key=_turn)]

    def clear(self) -> None:
        self.entries.clear()
        self._scroll = 0
        self.dirty = True

    def texts(self) -> list[str]:
        """Every shown line's text, oldest first (what a screen reader or test reads)."""
        return [self._text(entry) for entry in self._shown()]

    def highlighted_texts(self) -> list[str]:
        """The text of the lines that stand out (the highlighted action's)."""
        return [self._text(entry) for entry in self._shown() if entry.turn == self.highlight]

    def _text(self, entry: _Entry) -> str:
        event = entry.event
        audience = event.audience
        if self.aside_key is None or audience is None:
            return format_event(event, self.game_id, self.seat_names, self.t)
        # A line worded for its owner ("You drew …") is told of the owner by name.
        told = format_aside(event, self.game_id, self.seat_names, self.t)
        if told is not None:
            return told
        text = format_event(event, self.game_id, self.seat_names, self.t)
        names = ", ".join(self.seat_names[seat] for seat in sorted(audience))
        return self.t(self.aside_key, names=names, text=text)

    # -- drawing ---------------------------------------------------------------------------

    def _title_height(self) -> int:
        return font(self.size + 2, True).get_height() + 14

    def _body(self) -> pygame.Rect:
        pad = 8
        top = self.rect.top + self._title_height()
        return pygame.Rect(
            self.rect.left + pad, top, self.rect.width - 2 * pad, self.rect.bottom - top - pad
        )

    def _render(self, entry: _Entry, width: int) -> list[tuple[str, pygame.Surface]]:
        if not entry.lines:
            text_font = font(self.size)
            text = self._text(entry)
            indent = self.size
            entry.lines = [
                (line, text_font.render(line, True, TEXT))
                for line in wrap_text(text, text_font, max(20, width - indent))
            ]
        return entry.lines

    def _mark_spots(self, title_end: int) -> tuple[pygame.Rect, pygame.Rect] | None:
        """Where the marks for older lines above and newer lines below go: in the title's
        row, at its right, as large as the type says, so no line of the log ever runs
        under them (over the first line, "▲" hid the end of "Ada legt die Hafenstraße
        ab."). ``None`` where the title leaves them no room."""
        body = self._body()
        half = max(5, self.size // 3)
        middle = (self.rect.top + body.top - 3) // 2
        older = pygame.Rect(0, 0, 2 * half + 1, half + 2)
        older.midright = (body.right, middle)
        newer = older.copy()
        newer.right = older.left - half
        if newer.left < title_end + half:
            return None
        return older, newer

    def _content_height(self, width: int) -> int:
        gap = self.size // 3
        line_h = font(self.size).get_linesize()
        return sum(len(self._render(e, width)) * line_h + gap for e in self._shown())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            body = self._body()
            limit = max(0, self._content_height(body.width) - body.height)
            step = font(self.size).get_linesize() * 3
            self._scroll = max(0, min(limit, self._scroll + event.y * step))
            self.dirty = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.dirty = False
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        pygame.draw.rect(surface, BACKGROUND, self.rect, border_radius=8)
        title = self.t(self.title_key)
        title_at = draw_text(
            surface, title, (self.rect.left + 10, self.rect.top + 5), self.size + 2, DIM, bold=True
        )
        body = self._body()
        if body.width != self._wrapped_width:
            for entry in self.entries:
                entry.lines = []
            self._wrapped_width = body.width
        line_h = font(self.size).get_linesize()
        gap = self.size // 3
        indent = self.size
        shown = self._shown()
        if self._scroll:  # the player scrolled up: it may not pass the oldest line
            total = self._content_height(body.width)
            self._scroll = max(0, min(self._scroll, total - body.height))
        # Only the newest entries that fill the window are laid out (and rendered): a long
        # game's log is thousands of lines, and a replay's jump must not render them all.
        first, height = len(shown), 0
        while first > 0 and height < body.height + self._scroll:
            first -= 1
            height += len(self._render(shown[first], body.width)) * line_h + gap
        # The window onto them ends _scroll above the end, so it may start inside an
        # entry. Only whole entries are shown: the tail of a sentence ("der Wache.") under
        # the title reads as a glitch. The entry cut there stays hidden, and the next one
        # moves up to sit right under the title (a band as high as the hidden entry read
        # as a blank); the room that frees is at the foot, or newer lines fill it.
        y = body.bottom - height + self._scroll if height > body.height else body.top
        while first < len(shown) - 1 and y < body.top:
            y += len(self._render(shown[first], body.width)) * line_h + gap
            first += 1
        y = body.top
        previous_clip = surface.get_clip()
        surface.set_clip(body.clip(previous_clip))
        older_hidden = first > 0
        for entry in shown[first:]:
            if y >= body.bottom:
                break
            lines = self._render(entry, body.width)
            if entry.turn == self.highlight:
                band = pygame.Rect(body.left - 4, y - gap // 2, body.width + 4, 0)
                band.height = min(len(lines) * line_h + gap, body.bottom - band.top)
                pygame.draw.rect(surface, HIGHLIGHT, band, border_radius=4)
                bar = pygame.Rect(band.left, band.top, max(2, self.size // 5), band.height)
                pygame.draw.rect(surface, BULLET, bar)
            for index, (words, image) in enumerate(lines):
                top = y + index * line_h
                if top + line_h > body.bottom:
                    break
                if index == 0:
                    bullet = (body.left + indent // 3, top + line_h // 2)
                    pygame.draw.circle(surface, BULLET, bullet, max(2, self.size // 6))
                at = surface.blit(image, (body.left + indent, top))
                text_marks.note(surface, words, at, self.size)
            y += len(lines) * line_h + gap
        surface.set_clip(previous_clip)
        rule_y = body.top - 3
        pygame.draw.line(surface, DIM, (body.left, rule_y), (body.right, rule_y), 1)
        spots = self._mark_spots(title_at.right)
        if spots is not None:
            older, newer = spots
            if older_hidden:
                # A small arrow shape says "older lines above" (the wheel scrolls to them).
                up = [older.bottomleft, older.bottomright, older.midtop]
                pygame.draw.polygon(surface, DIM, up)
            if self._scroll > 0:
                # A small arrow shape says "newer lines below".
                down = [newer.topleft, newer.topright, newer.midbottom]
                pygame.draw.polygon(surface, BULLET, down)


def _turn(entry: _Entry) -> int:
    return entry.turn
