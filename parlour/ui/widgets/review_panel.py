"""The game review in the replay's side panel: its progress, then the marked decisions.

While the review works it shows a bar of the decisions judged so far and how to cancel;
then a line per marked decision (what it cost), the chosen one's move played, the better
move and why, and the keys that step through them. A row is clicked, or N and P choose the
next or previous one; the replay then jumps to that decision (``parlour.ui.scenes.replay``).
The marked row carries a triangle as well as the colour.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from parlour.ui import text_marks
from parlour.ui.event_text import Translate
from parlour.ui.fonts import font
from parlour.ui.numbers import format_value
from parlour.ui.review_text import Marked
from parlour.ui.text import fit, wrap_text
from parlour.ui.widgets.bars import fraction_bar
from parlour.ui.widgets.side_panel import MARK, MUTED, TEXT

#: What the review is doing, as the panel says it.
RUNNING, DONE, FAILED, CANCELLED = "running", "done", "failed", "cancelled"


class ReviewPanel:
    """What the review of ``name``'s decisions says, drawn into ``rect``."""

    def __init__(self, name: str, t: Translate, px: Callable[[float], int]) -> None:
        self.name = name
        self.t = t
        self.px = px
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.status = RUNNING
        self.done = 0
        self.total: int | None = None
        #: How many decisions had figures to compare (once done), of the ``total`` looked
        #: at: the words call these "comparable" and those "looked at", never both the same.
        self.judged = 0
        self.marks: list[Marked] = []
        self.selected: int | None = None
        self._rows: list[pygame.Rect] = []

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The marked decision whose row is at ``pos``, if any."""
        for index, row in enumerate(self._rows):
            if row.collidepoint(pos):
                return index
        return None

    def step(self, delta: int) -> int | None:
        """The marked decision ``delta`` rows from the chosen one (the first, with none
        chosen yet), kept within the list; ``None`` with nothing marked."""
        if not self.marks:
            return None
        if self.selected is None:
            return 0 if delta >= 0 else len(self.marks) - 1
        return max(0, min(len(self.marks) - 1, self.selected + delta))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        px, t = self.px, self.t
        room = self.rect.width
        x, y = self.rect.left, self.rect.top
        bold, plain = font(px(16), True), font(px(15))
        small = font(px(14))
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        y = self._lines(surface, t("parlour.review.heading", name=self.name), bold, MARK, y)
        y += px(4)
        self._rows = []
        if self.status == RUNNING:
            total = self.total or 0
            fraction_bar(surface, pygame.Rect(x, y, room, px(16)), self.done, max(total, 1))
            y += px(22)
            count = t(
                "parlour.review.progress", done=format_value(self.done), total=format_value(total)
            )
            y = self._lines(surface, count, plain, TEXT, y)
            self._lines(surface, t("parlour.review.cancel_keys"), small, MUTED, y + px(6))
        elif self.status in (FAILED, CANCELLED):
            self._lines(surface, t(f"parlour.review.{self.status}"), plain, TEXT, y)
        elif not self.judged:
            self._lines(surface, t("parlour.review.no_figures"), plain, TEXT, y)
        elif not self.marks:
            self._lines(surface, t("parlour.review.all_fine", count=self.judged), plain, TEXT, y)
        else:
            self._draw_marks(surface, y)
        surface.set_clip(clip)

    def _draw_marks(self, surface: pygame.Surface, y: int) -> None:
        """The summary, the rows and the chosen decision's words; where the words leave
        too little room for every row (a small window, many seats), the rows around the
        chosen one."""
        px, t = self.px, self.t
        plain, small = font(px(15)), font(px(14))
        summary = t(
            "parlour.review.summary",
            count=len(self.marks),
            judged=format_value(self.judged),
            total=format_value(self.total or self.judged),
        )
        y = self._lines(surface, summary, small, MUTED, y) + px(4)
        keys = wrap_text(t("parlour.review.keys"), small, self.rect.width)
        row_h = plain.get_linesize() + px(6)
        keys_h = len(keys) * small.get_linesize() + px(4)
        words = self._words(plain, full=True)
        words_h = len(words) * plain.get_linesize() + px(8)
        if y + row_h + words_h > self.rect.bottom:  # the sentence names both moves too
            words = self._words(plain, full=False)
            words_h = len(words) * plain.get_linesize() + px(8)
        fit_rows = max(1, (self.rect.bottom - y - words_h - keys_h) // row_h)
        first = 0
        if fit_rows < len(self.marks) and self.selected is not None:
            first = max(0, min(self.selected - fit_rows // 2, len(self.marks) - fit_rows))
        self._rows = [pygame.Rect(0, 0, 0, 0)] * len(self.marks)
        for index in range(first, min(len(self.marks), first + fit_rows)):
            self._rows[index] = self._row(surface, index, y, row_h - px(2))
            y += row_h
        y += px(6)
        for line, colour in words:
            surface.blit(plain.render(line, True, colour), (self.rect.left, y))
            y += plain.get_linesize()
        y += px(6)
        if y + keys_h <= self.rect.bottom:
            self._lines(surface, t("parlour.review.keys"), small, MUTED, y)

    def _words(self, fnt: pygame.font.Font, full: bool) -> list[tuple[str, tuple[int, int, int]]]:
        """The chosen decision's lines, wrapped, each with its colour: the move played, the
        better one and why, or (not ``full``) only why, which names both."""
        if self.selected is None:
            return []
        mark = self.marks[self.selected]
        texts = [(mark.played, TEXT), (mark.better, MARK)] if full else []
        return [
            (line, colour)
            for text, colour in [*texts, (mark.why, TEXT)]
            for line in wrap_text(text, fnt, self.rect.width)
        ]

    def _row(self, surface: pygame.Surface, index: int, y: int, height: int) -> pygame.Rect:
        """The row of the marked decision ``index`` at ``y``, ringed and with a triangle
        when it is the chosen one."""
        px = self.px
        x, room = self.rect.left, self.rect.width
        chosen = index == self.selected
        row = pygame.Rect(x, y, room, height)
        if chosen:
            pygame.draw.rect(surface, MARK, row, max(1, px(2)), border_radius=px(4))
            mid, size = row.centery, px(5)
            tip = x + px(6) + int(size * 1.5)
            pygame.draw.polygon(
                surface, MARK, [(x + px(6), mid - size), (x + px(6), mid + size), (tip, mid)]
            )
        text_font = font(px(15), chosen)
        line = fit(self.marks[index].title, room - px(24), text_font)
        image = text_font.render(line, True, MARK if chosen else TEXT)
        surface.blit(image, image.get_rect(midleft=(x + px(18), row.centery)))
        return row

    def _lines(
        self,
        surface: pygame.Surface,
        text: str,
        fnt: pygame.font.Font,
        colour: tuple[int, int, int],
        y: int,
    ) -> int:
        """``text`` wrapped to the panel's width from ``y``; where the next line goes."""
        for line in wrap_text(text, fnt, self.rect.width):
            at = surface.blit(fnt.render(line, True, colour), (self.rect.left, y))
            text_marks.note(surface, line, at, fnt.get_point_size())
            y += fnt.get_linesize()
        return y
