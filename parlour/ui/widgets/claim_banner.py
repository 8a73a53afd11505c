"""The public moment of an interjection: "Warte mal?" for the whole table to see.

While the flow holds the moment (``parlour.play.claims``), this banner lies across the
table, which shows only public facts underneath. It says what is about to happen in the
rules' words, runs a countdown (its length is a setting) and offers one large button per
person who may call, each with its number key. Calling is a deliberate act: a press that
began before the banner appeared, or in its first moments, and a held key's repeats do
nothing, so the click that ended the last move can never call by accident.

The banner keeps time, the flow decides: ``on_claim(person)`` when someone calls,
``on_timeout()`` when the countdown runs out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import draw_text, fit, wrap_text
from parlour.ui.theme import CREAM, GOLD, INK, WOOD_DARK
from parlour.ui.widgets.press_guard import PressGuard

Translate = Callable[..., str]

#: For this long after it appears the banner takes no call (seconds).
GRACE = 0.35
#: The number keys that call for the first, second … person (the top row and the keypad).
NUMBER_KEYS: tuple[tuple[int, ...], ...] = tuple(
    (getattr(pygame, f"K_{n}"), getattr(pygame, f"K_KP{n}")) for n in range(1, 10)
)
#: Buttons in one row at most: more would cut the names short on a small table.
ROW = 3
SHADE = (20, 14, 10, 242)
ROUGE = (168, 38, 46)


class ClaimBanner:
    """``show`` raises it for one moment; ``update`` runs its countdown."""

    def __init__(
        self, t: Translate, on_claim: Callable[[int], None], on_timeout: Callable[[], None]
    ) -> None:
        self.t = t
        self.on_claim = on_claim
        self.on_timeout = on_timeout
        self.rect = pygame.Rect(0, 0, 0, 0)
        #: The moment shown (its key), ``None`` while down.
        self.key: int | None = None
        self.title = ""
        self.text = ""
        #: ``(person, name)`` of everyone who may call; the n-th has number key n.
        self.callers: list[tuple[int, str]] = []
        self.seconds = 0.0
        self.left = 0.0
        self.shown_for = 0.0
        self.guard = PressGuard(lambda: self.shown_for, GRACE)
        self.button_rects: list[pygame.Rect] = []

    @property
    def up(self) -> bool:
        return self.key is not None

    def show(
        self,
        key: int,
        title: str,
        text: str,
        callers: Sequence[tuple[int, str]],
        seconds: float,
    ) -> None:
        """Raise the banner for moment ``key`` (again for the same key: nothing changes)."""
        if self.key == key:
            return
        self.key, self.title, self.text, self.callers = key, title, text, list(callers)
        self.seconds = self.left = max(0.5, seconds)
        self.shown_for = 0.0
        self.guard.restart()
        self._place_buttons()

    def retell(self, title: str, text: str) -> None:
        """The same moment in other words (a new language): its time runs on."""
        self.title, self.text = title, text
        self._place_buttons()

    def hide(self) -> None:
        self.key = None

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._place_buttons()

    # -- geometry --------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        return max(0.7, min(1.5, self.rect.height / 640))

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """The title's, the prompt's and the hint's."""
        s = self.scale
        return font(int(28 * s), True), font(int(18 * s)), font(int(15 * s))

    def _width(self) -> int:
        return int(self.rect.width * 0.82)

    def _room(self) -> int:
        """How wide a line of text on the banner may be."""
        return self._width() - int(48 * self.scale)

    def _lines(self) -> list[tuple[pygame.font.Font, str, tuple[int, int, int]]]:
        """The prompt and the hint as drawn, each wrapped whole: the panel grows with them."""
        _, text_font, hint_font = self._fonts()
        room = self._room()
        return [
            (line_font, line, colour)
            for line_font, text, colour in (
                (text_font, self.text, CREAM),
                (hint_font, self.t("table.claim.hint"), GOLD),
            )
            for line in wrap_text(text, line_font, room)
        ]

    def _grid(self) -> tuple[int, int]:
        """Buttons per row and rows: at most ``ROW`` a row, the rows as even as can be."""
        count = max(1, len(self.callers))
        rows = -(-count // ROW)
        return -(-count // rows), rows

    def _button_height(self) -> int:
        return int((64 if self._grid()[1] == 1 else 52) * self.scale)

    def panel(self) -> pygame.Rect:
        """The banner: most of the table's width, across its lower part, as tall as its
        words and buttons need (the line of nobles stays in sight above it)."""
        s = self.scale
        title_font = self._fonts()[0]
        rows = self._grid()[1]
        words = int(16 * s) + title_font.get_linesize() + int(6 * s)
        words += sum(line_font.get_linesize() for line_font, _, _ in self._lines())
        countdown = int(12 * s) + max(6, int(10 * s)) + int(12 * s)
        buttons = rows * self._button_height() + (rows - 1) * int(10 * s) + int(22 * s)
        panel = pygame.Rect(0, 0, self._width(), words + countdown + buttons)
        panel.midbottom = (self.rect.centerx, self.rect.bottom - int(self.rect.height * 0.03))
        return panel

    def _place_buttons(self) -> None:
        panel = self.panel()
        s = self.scale
        per_row, rows = self._grid()
        gap = int(14 * s)
        height = self._button_height()
        width = min(int(240 * s), (panel.width - int(40 * s) - gap * (per_row - 1)) // per_row)
        bottom = panel.bottom - int(22 * s)
        top = bottom - rows * height - (rows - 1) * int(10 * s)
        rects = []
        for index in range(len(self.callers)):
            row, column = divmod(index, per_row)
            in_row = min(per_row, len(self.callers) - row * per_row)
            left = panel.centerx - (width * in_row + gap * (in_row - 1)) // 2
            rects.append(
                pygame.Rect(
                    left + column * (width + gap), top + row * (height + int(10 * s)), width, height
                )
            )
        self.button_rects = rects

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """A deliberate call: a click that began and ended on one button, or a fresh press
        of a number key, after the first moments. Everything else on the table is swallowed
        while the banner is up (nobody may act in the moment)."""
        fresh = self.guard.track_keys(event)
        if not self.up:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.guard.mouse_down(self._button_at(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self._button_at(event.pos)
            if hit is not None and hit == self.guard.mouse_up():
                self.on_claim(self.callers[hit][0])
        elif event.type == pygame.KEYDOWN and fresh:
            index = next((i for i, keys in enumerate(NUMBER_KEYS) if event.key in keys), None)
            if index is not None and index < len(self.callers):
                self.on_claim(self.callers[index][0])
        return event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.KEYDOWN,
            pygame.KEYUP,
            pygame.TEXTINPUT,
        )

    def _button_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, r in enumerate(self.button_rects) if r.collidepoint(pos)), None)

    def update(self, dt: float) -> bool:
        """Run the countdown; whether the banner must be drawn again."""
        if not self.up:
            return False
        before = int(self.left * 10)
        self.shown_for += dt
        self.left = max(0.0, self.left - dt)
        if self.left <= 0:
            self.hide()
            self.on_timeout()
            return True
        return int(self.left * 10) != before

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.up or self.rect.width <= 0:
            return
        s = self.scale
        panel = self.panel()
        shade = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, SHADE, shade.get_rect(), border_radius=int(16 * s))
        surface.blit(shade, panel)
        text_marks.veiled(surface, panel)  # the moment is read, not the table under it
        pygame.draw.rect(surface, GOLD, panel, width=max(2, int(3 * s)), border_radius=int(16 * s))
        title_font = self._fonts()[0]
        title = title_font.render(fit(self.title, self._room(), title_font), True, GOLD)
        y = panel.top + int(16 * s)
        at = surface.blit(title, title.get_rect(midtop=(panel.centerx, y)))
        shown = fit(self.title, self._room(), title_font)
        text_marks.note(surface, shown, at, title_font.get_point_size(), full=self.title)
        y += title_font.get_linesize() + int(6 * s)
        for line_font, line, colour in self._lines():
            image = line_font.render(line, True, colour)
            at = surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
            text_marks.note(surface, line, at, line_font.get_point_size())
            y += line_font.get_linesize()
        self._draw_countdown(surface, panel, s)
        for index, (rect, (_, name)) in enumerate(
            zip(self.button_rects, self.callers, strict=True)
        ):
            self._draw_button(surface, rect, index + 1, name, s)

    def _draw_countdown(self, surface: pygame.Surface, panel: pygame.Rect, s: float) -> None:
        """A bar that empties, and the seconds left in figures (not colour alone)."""
        bar = pygame.Rect(0, 0, int(panel.width * 0.6), max(6, int(10 * s)))
        above = self.button_rects[0].top if self.button_rects else panel.bottom
        bar.midbottom = (panel.centerx, above - int(12 * s))
        pygame.draw.rect(surface, WOOD_DARK, bar, border_radius=bar.height // 2)
        filled = bar.copy()
        filled.width = int(bar.width * self.left / self.seconds) if self.seconds else 0
        if filled.width > 0:
            pygame.draw.rect(surface, GOLD, filled, border_radius=bar.height // 2)
        secs = font(int(16 * s), True).render(
            self.t("table.claim.seconds", seconds=max(1, int(self.left + 0.999))), True, CREAM
        )
        words = self.t("table.claim.seconds", seconds=max(1, int(self.left + 0.999)))
        at = surface.blit(secs, secs.get_rect(midleft=(bar.right + int(10 * s), bar.centery)))
        text_marks.note(surface, words, at, int(16 * s))

    def label(self, name: str, room: int, label_font: pygame.font.Font) -> str:
        """ "Anna calls" where it fits into ``room``, else the name alone: the button is the
        person's, and their whole name says so better than half a sentence."""
        words = self.t("table.claim.call", name=name)
        return words if label_font.size(words)[0] <= room else fit(name, room, label_font)

    def _draw_button(
        self, surface: pygame.Surface, rect: pygame.Rect, number: int, name: str, s: float
    ) -> None:
        pygame.draw.rect(surface, ROUGE, rect, border_radius=int(10 * s))
        pygame.draw.rect(surface, GOLD, rect, width=max(2, int(2 * s)), border_radius=int(10 * s))
        badge = pygame.Rect(0, 0, int(30 * s), int(30 * s))
        badge.midleft = (rect.left + int(12 * s), rect.centery)
        pygame.draw.rect(surface, CREAM, badge, border_radius=int(6 * s))
        draw_text(surface, str(number), badge.center, int(18 * s), INK, bold=True, anchor="center")
        label_font = font(int(18 * s), True)
        room = rect.right - badge.right - int(18 * s)
        shown = self.label(name, room, label_font)
        whole = shown if shown == self.t("table.claim.call", name=name) else name
        at = (badge.right + int(10 * s), rect.centery)
        draw_text(surface, shown, at, int(18 * s), CREAM, bold=True, anchor="midleft", full=whole)
