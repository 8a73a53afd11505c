"""The summary of a round just scored, laid over the table until a player deals on.

Games of several rounds (the Monopoly card game plays to 7 000 or 10 000) pause between
rounds so everyone can see what happened: each seat's points for the round and why, the
running totals and the target. The next round is already dealt underneath, but nobody acts
until someone clicks "Next round" (or presses Enter). At a shared screen it is what the
whole group reads, so like the curtain (``press_guard``) it takes no press in its first
``ARM_SECONDS``, no press that began before it and no key held from before: the second
click of the double click that ended the round must not close it unread. It is drawn
with shapes and text only, so every game gets the same panel; rows shrink to fit up to
ten seats at 1024×640.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import pygame

from parlour.engine import RoundResult
from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import fit, wrap_parts
from parlour.ui.widgets.button import TableButton, button_width, hit
from parlour.ui.widgets.curtain import ARM_SECONDS
from parlour.ui.widgets.press_guard import Clock, PressGuard

Translate = Callable[..., str]
FormatNumber = Callable[[float], str]

PANEL = (250, 246, 236)
EDGE = (120, 96, 60)
INK = (40, 32, 24)
MUTED = (110, 96, 80)
STRIPE = (238, 230, 212)
BEST = (196, 150, 40)

#: Keys that close the summary, besides the button.
CONTINUE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: What parts a seat's reasons; the line breaks there when they need more than one.
SEPARATOR = " · "
#: A reason and its figure, which a line break never parts (a no-break space).
REASON = "{reason}\u00a0({points})"
#: How far the reasons' type shrinks to stay on one line, as a share of the row's type.
SHRINK = 0.75
#: Smallest text on the panel, in pixels (readable at 1280×800 and at 1024×640).
MIN_TEXT = 12
#: The tallest and the shortest line of the table, in pixels: the type is half a line.
MAX_ROW = 44
MIN_ROW = 2 * MIN_TEXT
#: The panel's widest, however large the window.
WIDEST = MAX_ROW * 26


class RoundSummary:
    """``show`` lays the summary of ``result`` over the table; ``on_continue`` runs when a
    player closes it. While shown it swallows every event inside its rect."""

    def __init__(
        self,
        t: Translate,
        on_continue: Callable[[], None],
        number: FormatNumber,
        clock: Clock = time.monotonic,
    ) -> None:
        self.t = t
        self.on_continue = on_continue
        self.number = number
        self.result: RoundResult | None = None
        self.names: list[str] = []
        self.area = pygame.Rect(0, 0, 0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.button = TableButton("next_round", "", pygame.Rect(0, 0, 0, 0), primary=True)
        self._hover = False
        #: How many lines each seat's reasons take, and how tall a line is (``layout``).
        self._lines: list[int] = []
        self._row = MAX_ROW
        #: Every text the last ``draw`` put on the panel, as shown (tests read it).
        self.shown: list[str] = []
        self.guard = PressGuard(clock, ARM_SECONDS)
        #: Whether the last drawing showed the button armed (no redraw needed after).
        self._drawn_armed = False

    @property
    def up(self) -> bool:
        return self.result is not None

    @property
    def armed(self) -> bool:
        """Up long enough that a press is meant for it."""
        return self.up and self.guard.armed

    def show(self, result: RoundResult, names: Sequence[str]) -> None:
        """Lay it over the table; shown again for the same round it keeps its time."""
        if result != self.result:
            self.guard.restart()
            self._drawn_armed = False
        self.result, self.names = result, list(names)
        self.layout(self.area)

    def update(self) -> bool:
        """Whether it must be drawn again: until its button is drawn lit (armed)."""
        return self.up and not self._drawn_armed

    def hide(self) -> None:
        self.result = None

    # -- geometry -----------------------------------------------------------------------------
    def _row_height(self) -> int:
        return self._row

    def _height(self, row: int) -> int:
        """The panel's height at ``row``: the title, the headers, every seat's lines and
        the button under them."""
        return row * ((sum(self._lines) or len(self.names)) + 4)

    def layout(self, area: pygame.Rect) -> None:
        """Centre the panel in ``area`` (the table's rect), as wide as it may be, with the
        tallest rows at which every seat's lines fit above the button. A seat's reasons
        too long for one line take more (``_why_lines``), so each figure stays whole; the
        lines a seat needs depend on the type, so each height is tried from the top down
        rather than guessed from the lines of another."""
        self.area = pygame.Rect(area)
        for row in range(MAX_ROW, MIN_ROW - 1, -1):
            self._row = row
            self._lines = []
            self._place()
            self._lines = [len(lines) for lines in self._why_lines()]
            if self._height(row) <= self.area.height:
                break
        self._place()

    def _place(self) -> None:
        row = self._row
        width = min(self.area.width - 2 * max(8, row // 2), WIDEST)
        self.panel = pygame.Rect(0, 0, max(0, width), min(self.area.height, self._height(row)))
        self.panel.center = self.area.center
        label = self.t("table.round.next")
        button_h = row
        self.button.label = label
        self.button.rect = pygame.Rect(0, 0, button_width(label, button_h), button_h)
        self.button.rect.midbottom = (self.panel.centerx, self.panel.bottom - row // 3)

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font]:
        size = self._text_size()
        return font(size), font(size, True)

    def _text_size(self) -> int:
        return max(MIN_TEXT, int(self._row_height() * 0.5))

    def _columns(self, body: pygame.font.Font, bold: pygame.font.Font) -> tuple[int, int, int, int]:
        """x of the name, the round's points, why, and the total column's right edge: the
        name column as wide as its header or the widest name (up to a third), the points
        column as wide as its header or widest number, so no header runs into the next."""
        result = self.result
        assert result is not None
        pad = self._row_height() // 2
        left, right = self.panel.left + pad, self.panel.right - pad
        widest_name = max((bold.size(name)[0] for name in self.names), default=0)
        header = bold.size(self.t("table.round.player"))[0]
        name_w = max(header, min(widest_name, (right - left) // 3)) + pad
        points_w = max(
            bold.size(self.t("table.round.points"))[0],
            *(bold.size(self.number(p))[0] for p in result.points),
        )
        points_x = left + name_w
        return left, points_x, points_x + points_w + pad, right

    def _why_room(self) -> int:
        """How wide the reasons may run: up to the total column and its header."""
        result = self.result
        assert result is not None
        body, bold = self._fonts()
        _, _, why_x, right = self._columns(body, bold)
        best = max(result.totals) if result.totals else 0
        total_w = max(
            bold.size(self.number(best) + "00")[0], bold.size(self.t("table.round.total"))[0]
        )
        return right - total_w - why_x - 8

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The host passes every event, also while it is down, so it knows which keys
        are held."""
        fresh = self.guard.track_keys(event)
        if not self.up:
            return False
        if event.type == pygame.MOUSEMOTION:
            self._hover = self.button.rect.collidepoint(event.pos)
        on_button = (
            event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
            and event.button == 1
            and hit([self.button], event.pos) is not None
        )
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.guard.mouse_down(self.button if on_button else None)
        # Only a click that *began* on the armed button closes it: the release of the click
        # that ended the round (on the table, where the button now lies) must not.
        clicked = event.type == pygame.MOUSEBUTTONUP and self.guard.mouse_up() is self.button
        closes = (clicked and on_button) or (
            event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS and fresh
        )
        if closes:
            self.hide()
            self.on_continue()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return bool(self.panel.collidepoint(event.pos))
        return event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)

    def focus_spots(self) -> list[pygame.Rect]:
        return [self.button.rect] if self.up else []

    # -- drawing ------------------------------------------------------------------------------
    def _reasons(self, seat: int) -> list[str]:
        """Each reason of ``seat``'s points with its figure: "One GO card (200)"; the
        figure in brackets, so "the most cards, 2" and its 1,000 never read as 21,000."""
        result = self.result
        assert result is not None
        if seat >= len(result.details) or not result.details[seat]:
            return ["–"]
        return [
            REASON.format(
                reason=self.t(line.key, **line.params),
                points=self.number(line.points),
            )
            for line in result.details[seat]
        ]

    def _why(self, seat: int) -> str:
        return SEPARATOR.join(self._reasons(seat))

    def _why_font(self, room: int, size: int) -> pygame.font.Font:
        """The "why" column's font: the largest from ``size`` down to ``SHRINK`` of it (not
        below ``MIN_TEXT``) at which every seat's reasons fit ``room`` on one line (one
        size, so the rows stay even); reasons longer than that wrap (``_why_lines``)
        rather than shrink to a size that no longer reads with the rest of the row."""
        whys = [self._why(seat) for seat in range(len(self.names))]
        smallest = max(MIN_TEXT, round(size * SHRINK))
        for points in range(size, smallest, -1):
            if all(font(points).size(why)[0] <= room for why in whys):
                return font(points)
        return font(smallest)

    def _why_lines(self) -> list[list[str]]:
        """Each seat's reasons as drawn: one line if the type can shrink to fit it, else
        broken between reasons, never shortened."""
        if self.result is None or self.panel.width <= 0:
            return []
        room = self._why_room()
        why_font = self._why_font(room, self._text_size())
        return [
            wrap_parts(self._why(seat), SEPARATOR, max(1, room), lambda t: why_font.size(t)[0])
            for seat in range(len(self.names))
        ]

    def draw(self, surface: pygame.Surface) -> None:
        self.shown = []
        result = self.result
        if result is None or self.panel.width <= 0:
            return
        veil = pygame.Surface(self.area.size, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 110))
        text_marks.veiled(surface, self.area)
        surface.blit(veil, self.area.topleft)
        radius = max(6, self.panel.height // 30)
        pygame.draw.rect(surface, PANEL, self.panel, border_radius=radius)
        pygame.draw.rect(surface, EDGE, self.panel, width=2, border_radius=radius)
        row = self._row_height()
        text_size = self._text_size()
        body, bold = self._fonts()
        name_x, points_x, why_x, right = self._columns(body, bold)
        top = self.panel.top + row // 3
        title = self.t("table.round.title", number=result.number)
        if result.target is not None:
            title += "  ·  " + self.t("table.round.target", target=self.number(result.target))
        heading = font(max(MIN_TEXT + 2, int(row * 0.62)), True)
        shown = fit(title, right - name_x, heading)
        at = surface.blit(heading.render(shown, True, INK), (name_x, top))
        text_marks.note(surface, shown, at, heading.get_point_size(), full=title)
        top += row
        headers = (
            (name_x, "table.round.player", False),
            (points_x, "table.round.points", False),
            (why_x, "table.round.why", False),
            (right, "table.round.total", True),
        )
        for x, key, align_right in headers:
            label = bold.render(self.t(key), True, MUTED)
            at = surface.blit(label, label.get_rect(topright=(x, top)) if align_right else (x, top))
            text_marks.note(surface, self.t(key), at, bold.get_point_size())
        top += row
        best = max(result.totals) if result.totals else None
        why_font = self._why_font(self._why_room(), text_size)
        why_lines = self._why_lines()
        for seat, name in enumerate(self.names):
            lines = why_lines[seat] if seat < len(why_lines) else [self._why(seat)]
            band = pygame.Rect(name_x - 4, top - 2, right - name_x + 8, row * len(lines))
            if seat % 2 == 0:
                pygame.draw.rect(surface, STRIPE, band, border_radius=4)
            leader = best is not None and result.totals[seat] == best
            name_font = bold if leader else body
            points = self.number(result.points[seat])
            cells = [
                (name_x, 0, fit(name, points_x - name_x - 8, name_font), name, name_font, INK),
                (points_x, 0, points, points, bold, INK),
            ]
            cells += [(why_x, i, line, line, why_font, MUTED) for i, line in enumerate(lines)]
            for x, index, text, whole, text_font, colour in cells:
                # One baseline for the cells of a line.
                y = top + index * row + 2 + (body.get_ascent() - text_font.get_ascent())
                at = surface.blit(text_font.render(text, True, colour), (x, y))
                text_marks.note(surface, text, at, text_font.get_point_size(), full=whole)
                self.shown.append(text)
            figure = self.number(result.totals[seat])
            total = bold.render(figure, True, BEST if leader else INK)
            at = surface.blit(total, total.get_rect(topright=(right, top + 2)))
            text_marks.note(surface, figure, at, bold.get_point_size())
            top += row * len(lines)
        armed = self.armed
        # Dimmed while a press would still be taken for a stray one.
        self.button.enabled = armed
        self.button.draw(surface, hover=armed and self._hover)
        self._drawn_armed = armed
