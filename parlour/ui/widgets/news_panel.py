"""A panel of log lines over the table that waits to be read: the catch-up and public moments.

Two things at one screen are told the same way, in the log's words:

- the **catch-up**, after a person lifts the curtain: what happened since they last looked.
  It is short by default (the last ``SHORT`` lines; a button shows the earlier ones) and
  skippable: a click anywhere or a key closes it.
- a **public moment** (all the bids turned over at once): the table shows it to everyone,
  and this panel at its foot waits for "Continue" (its button, Space or Enter), so the group
  sees it before the next curtain.

Like the curtain it takes no press in its first ``ARM_SECONDS`` and no key held from before:
the second click of a double click must not close what the group has not read. Drawn with
shapes and text only, so every game gets the same panel.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import fit, wrap_text
from parlour.ui.widgets.button import TableButton, hit, row
from parlour.ui.widgets.curtain import ARM_SECONDS
from parlour.ui.widgets.press_guard import Clock, PressGuard

Translate = Callable[..., str]

PANEL = (250, 246, 236)
EDGE = (120, 96, 60)
INK = (40, 32, 24)
MUTED = (110, 96, 80)

#: Lines the catch-up shows before "show earlier".
SHORT = 4
#: Smallest text on the panel, in pixels.
MIN_TEXT = 12
#: Keys that close a panel that only its button may close (a public moment).
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: Keys left to the keyboard pointer (they step between the panel's buttons).
POINTER_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


@dataclass(frozen=True)
class News:
    """What a panel says: a title, lines oldest first, its button and a hint beneath.

    ``skippable``: any click or key closes it (the catch-up); otherwise only its button,
    Space or Enter (a public moment). ``at_foot``: it sits at the foot of the table, so
    what the table shows stays in view above it."""

    title: str
    lines: tuple[str, ...]
    close_label: str
    hint: str = ""
    skippable: bool = False
    at_foot: bool = False


class NewsPanel:
    """``show(news)`` lays it over the table; ``on_close`` runs when it is closed."""

    def __init__(
        self,
        t: Translate,
        on_close: Callable[[], None],
        clock: Clock = time.monotonic,
    ) -> None:
        self.t = t
        self.on_close = on_close
        self.news: News | None = None
        self.expanded = False
        self.area = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.close_button = TableButton("close", "", pygame.Rect(0, 0, 0, 0), primary=True)
        self.more_button = TableButton("more", "", pygame.Rect(0, 0, 0, 0))
        #: Every line of text the last ``draw`` put on the panel (tests read it).
        self.shown: list[str] = []
        self.guard = PressGuard(clock, ARM_SECONDS)
        self._hover: TableButton | None = None
        self._drawn_armed = False
        self._rows: list[str] = []

    @property
    def up(self) -> bool:
        return self.news is not None

    @property
    def closes_on_any_key(self) -> bool:
        """Up, and saying that any key closes it (the catch-up): Esc included."""
        return self.news is not None and self.news.skippable

    @property
    def armed(self) -> bool:
        return self.up and self.guard.armed

    @property
    def hidden(self) -> int:
        """How many of the lines the short panel leaves out."""
        if self.news is None or self.expanded:
            return 0
        return max(0, len(self.news.lines) - SHORT)

    def show(self, news: News) -> None:
        self.news = news
        # The catch-up is short by default; a moment for all shows what it made public. A
        # button to show one line more would take that line's room: the line is shown.
        self.expanded = not news.skippable or len(news.lines) <= SHORT + 1
        self.guard.restart()
        self._drawn_armed = False
        self.layout(self.area)

    def hide(self) -> None:
        self.news = None

    def retell(self, news: News) -> None:
        """The same news in other words (a new language): nothing else changes."""
        self.news = news
        self.layout(self.area)

    def update(self) -> bool:
        """Whether it must be drawn again: until its buttons are drawn lit (armed)."""
        return self.up and not self._drawn_armed

    # -- geometry -----------------------------------------------------------------------------
    def _scale(self) -> float:
        return max(0.7, min(1.3, self.area.height / 700))

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        scale = self._scale()
        return (
            font(max(MIN_TEXT + 2, int(20 * scale)), True),
            font(max(MIN_TEXT, int(15 * scale))),
            font(max(MIN_TEXT, int(13 * scale))),
        )

    def layout(self, area: pygame.Rect) -> None:
        """Size the panel for its lines inside ``area`` (the table's rect)."""
        self.area = pygame.Rect(area)
        news = self.news
        if news is None or self.area.width <= 0:
            return
        scale = self._scale()
        pad = int(14 * scale)
        title_font, body, small = self._fonts()
        width = min(self.area.width - 2 * pad, int(560 * scale))
        room = width - 2 * pad
        button_h = int(36 * scale)
        hint_rows = wrap_text(news.hint, small, room) if news.hint else []
        fixed = pad + title_font.get_linesize() + pad // 2
        fixed += len(hint_rows) * small.get_linesize() + pad + button_h + pad
        most = max(body.get_linesize(), int(self.area.height * 0.85) - fixed)
        lines = news.lines if self.expanded else news.lines[-SHORT:]
        rows: list[str] = []
        # The newest lines matter most: when even these do not fit, the oldest go.
        for line in reversed(lines):
            wrapped = wrap_text(line, body, room) or [""]
            if (len(rows) + len(wrapped)) * body.get_linesize() > most:
                break
            rows[:0] = wrapped
        self._rows = rows
        height = fixed + len(rows) * body.get_linesize()
        self.panel = pygame.Rect(0, 0, width, height)
        if news.at_foot:
            self.panel.midbottom = (self.area.centerx, self.area.bottom - pad)
        else:
            self.panel.center = self.area.center
        labels = [news.close_label]
        self.close_button.label = news.close_label
        if self.hidden:
            self.more_button.label = self.t("table.catch_up.more", count=self.hidden)
            labels.insert(0, self.more_button.label)
        centre = (self.panel.centerx, self.panel.bottom - pad - button_h // 2)
        rects = row(labels, centre, button_h, pad, room)
        self.close_button.rect = rects[-1]
        self.more_button.rect = rects[0] if self.hidden else pygame.Rect(0, 0, 0, 0)

    def _buttons(self) -> list[TableButton]:
        return [self.more_button, self.close_button] if self.hidden else [self.close_button]

    def focus_spots(self) -> list[pygame.Rect]:
        return [button.rect for button in self._buttons()] if self.up else []

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        fresh = self.guard.track_keys(event)
        news = self.news
        if news is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self._hover = hit(self._buttons(), event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            anywhere = "anywhere" if news.skippable else None
            self.guard.mouse_down(hit(self._buttons(), event.pos) or anywhere)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed = self.guard.mouse_up()
            button = hit(self._buttons(), event.pos)
            if pressed is self.more_button and button is self.more_button:
                self.expanded = True
                self.layout(self.area)
                return True
            if pressed is not None and (pressed == "anywhere" or pressed is button):
                return self._close()
        elif event.type == pygame.KEYDOWN and event.key not in POINTER_KEYS:
            closes = news.skippable or event.key in CONTINUE_KEYS
            self.guard.key_down(event.key if closes and fresh else None)
        elif event.type == pygame.KEYUP and self.guard.key_up(event.key):
            return self._close()
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return news.skippable or bool(self.panel.collidepoint(event.pos))
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)

    def _close(self) -> bool:
        self.hide()
        self.on_close()
        return True

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.shown = []
        news = self.news
        if news is None or self.panel.width <= 0:
            return
        if news.skippable:  # the catch-up lies over the table, which waits beneath it
            veil = pygame.Surface(self.area.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 90))
            text_marks.veiled(surface, self.area)
            surface.blit(veil, self.area.topleft)
        scale = self._scale()
        pad = int(14 * scale)
        title_font, body, small = self._fonts()
        radius = max(6, pad // 2)
        text_marks.veiled(surface, self.panel)
        pygame.draw.rect(surface, PANEL, self.panel, border_radius=radius)
        pygame.draw.rect(surface, EDGE, self.panel, width=2, border_radius=radius)
        room = self.panel.width - 2 * pad
        x, top = self.panel.left + pad, self.panel.top + pad
        title = fit(news.title, room, title_font)
        at = surface.blit(title_font.render(title, True, INK), (x, top))
        text_marks.note(surface, title, at, title_font.get_point_size(), full=news.title)
        self.shown.append(title)
        top += title_font.get_linesize() + pad // 2
        for line in self._rows:
            at = surface.blit(body.render(line, True, INK), (x, top))
            text_marks.note(surface, line, at, body.get_point_size())
            self.shown.append(line)
            top += body.get_linesize()
        for line in wrap_text(news.hint, small, room) if news.hint else []:
            at = surface.blit(small.render(line, True, MUTED), (x, top))
            text_marks.note(surface, line, at, small.get_point_size())
            self.shown.append(line)
            top += small.get_linesize()
        armed = self.armed
        for button in self._buttons():
            # Dimmed while a press would still be taken for a stray one.
            button.enabled = armed
            button.draw(surface, hover=armed and self._hover is button)
            self.shown.append(button.label)
        self._drawn_armed = armed
