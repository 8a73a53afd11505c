"""The first screen: Continue, New game, Load, Statistics, Settings, Rules, Quit.

The main menu is drawn with pygame alone, in the look of the pygame_gui theme, because it
is what a player sees first: it is on screen before pygame_gui has even been imported (see
``App.__init__``), which halves the time from launch to a visible, usable window. Its
buttons answer the mouse and, through the tables' ``KeyboardPointer``, the keyboard
(Up/Down or Tab move the focus, Enter or Space take it).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

import pygame

from parlour import __version__
from parlour.saves.errors import SaveError
from parlour.saves.store import SaveEntry
from parlour.ui import navigation, text_marks, theme
from parlour.ui.fonts import font
from parlour.ui.save_words import format_date, game_name
from parlour.ui.scene import Scene
from parlour.ui.text import fit, wrap_text
from parlour.ui.widgets.button import TableButton, hit
from parlour.ui.widgets.keyboard import KeyboardPointer

if TYPE_CHECKING:
    from parlour.ui.app import App

#: (button name, translation key), top to bottom.
ITEMS: tuple[tuple[str, str], ...] = (
    ("continue", "parlour.menu.continue"),
    ("new_game", "parlour.menu.new_game"),
    ("load", "parlour.menu.load"),
    ("statistics", "parlour.statistics.menu"),
    ("settings", "parlour.menu.settings"),
    ("rules", "parlour.menu.rules"),
    ("quit", "parlour.menu.quit"),
)
#: How wide Continue's tool tip may be (at 1280×800); a name gets half of it at most.
HINT_WIDTH = 300


class MainMenuScene(Scene):
    """``Continue`` resumes the newest unfinished save and is greyed when there is none."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: dict[str, TableButton] = {}
        self.latest: SaveEntry | None = None
        self._looked_up = False
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.pointer = KeyboardPointer()
        self._pressed: str | None = None
        self._mouse = (-1, -1)
        self._hint: tuple[str, list[str]] | None = None

    def update(self, dt: float) -> bool:
        """Look for the newest save once per visit, after the first frame is on screen.

        The look-up reads and replays that save (once: Continue opens that very session),
        which for a long game costs more than drawing the menu; until it is done, Continue
        is greyed for a frame or two rather than the whole window waiting for it.
        """
        if self._looked_up:
            return False
        self._look_up()
        return True

    def _look_up(self) -> None:
        # Marked first: a look-up that fails (a bug, see ``App.fail``) is not tried again
        # on every frame.
        self._looked_up = True
        self.latest = self.app.store.latest()
        if self.buttons:
            self.buttons["continue"].enabled = self.latest is not None
        self._hint = None

    def build(self) -> None:
        area = self.area()
        px = self.app.px
        button_h, gap, pad = px(54), px(14), px(30)
        # Below the title, and above the version line: a low window tightens the column.
        room = area.height - px(160) - px(56)
        if len(ITEMS) * (button_h + gap) - gap + 2 * pad > room:
            button_h, gap, pad = px(48), px(10), px(22)
        width = min(px(440), area.width - 40)
        height = len(ITEMS) * button_h + (len(ITEMS) - 1) * gap + 2 * pad
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.centerx = area.centerx
        self.panel.top = max(
            px(160), min((area.height - height) // 2 + px(40), px(160) + room - height)
        )
        style = theme.menu_button_style(self.app.scale)
        self.buttons = {}
        for index, (name, key) in enumerate(ITEMS):
            rect = pygame.Rect(
                self.panel.left + pad,
                self.panel.top + pad + index * (button_h + gap),
                width - 2 * pad,
                button_h,
            )
            self.buttons[name] = TableButton(name, self.app.t(key), rect, style=style)
        self.buttons["continue"].enabled = self.latest is not None
        self._hint = None

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        area = self.area()
        px = self.app.px
        surface.blit(theme.background(surface.get_size()), (0, 0))
        self._text(surface, "#title", self.app.t("parlour.title"), (area.centerx, px(76)))
        self._text(surface, "#subtitle", self.app.t("parlour.tagline"), (area.centerx, px(128)))
        theme.draw_panel(surface, self.panel, self.app.scale)
        hovered = hit(list(self.buttons.values()), self._mouse)
        for name, button in self.buttons.items():
            button.draw(surface, hover=button is hovered, focus=name == self.focus)
        version = self.app.t("parlour.version", version=__version__)
        self._text(
            surface, "#version", version, (area.width - px(30), area.height - px(35)), "midright"
        )
        pointed = self.focus or (hovered.key if hovered is not None else None)
        if pointed == "continue":
            self._draw_hint(surface, area)

    def _text(
        self,
        surface: pygame.Surface,
        block: str,
        text: str,
        at: tuple[int, int],
        anchor: str = "center",
    ) -> None:
        image = _rendered(text, block, self.app.scale)
        drawn = surface.blit(image, image.get_rect(**{anchor: at}))
        text_marks.note(surface, text, drawn, theme.font_spec(block, self.app.scale)[0])

    def _draw_hint(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """What Continue resumes, in a tooltip beside the button."""
        from parlour.ui.widgets.zoom import place_panel

        text = self.continue_hint()
        if text is None:
            return
        fnt = self._hint_font()
        if self._hint is None or self._hint[0] != text:
            self._hint = (text, wrap_text(text, fnt, self.app.px(HINT_WIDTH)))
        lines = self._hint[1]
        pad, line_h = self.app.px(8), fnt.get_linesize()
        box_size = (
            max(fnt.size(line)[0] for line in lines) + 2 * pad,
            len(lines) * line_h + 2 * pad,
        )
        box = place_panel(box_size, self.buttons["continue"].rect, area)
        pygame.draw.rect(surface, theme.colour("tool_tip", "dark_bg"), box, border_radius=pad)
        ink = theme.colour("tool_tip", "normal_text")
        for index, line in enumerate(lines):
            at = surface.blit(
                fnt.render(line, True, ink), (box.x + pad, box.y + pad + index * line_h)
            )
            text_marks.note(surface, line, at, fnt.get_point_size())

    def _hint_font(self) -> pygame.font.Font:
        size, bold = theme.font_spec("tool_tip", self.app.scale)
        return font(size, bold)

    def continue_hint(self) -> str | None:
        """What Continue resumes: the game, its players and when it was last played."""
        if self.latest is None:
            return None
        # A name from a hand-edited save may be thousands of characters long.
        room, fnt = self.app.px(HINT_WIDTH) // 2, self._hint_font()
        names = ", ".join(fit(name, room, fnt) for name in self.latest.seat_names)
        when = format_date(self.app, self.latest.updated)
        return f"{game_name(self.app, self.latest)}: {names} ({when})"

    # -- input -------------------------------------------------------------------------
    @property
    def focus(self) -> str | None:
        """The button the keyboard points at; ``None`` until a key moves it."""
        if not self.pointer.visible:
            return None
        return next(
            (n for n, b in self.buttons.items() if b.enabled and b.rect == self.pointer.focus),
            None,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if not self._looked_up:  # input that waited in the queue since launch: Continue too
            self._look_up()
        spots = [button.rect for button in self.buttons.values() if button.enabled]
        if self.pointer.handle_event(event, spots, self._mouse_event):
            self.app.redraw()
        else:
            self._mouse_event(event)

    def _mouse_event(self, event: pygame.event.Event) -> bool:
        """Hover, and a press and release on the same button; ``True`` if used."""
        buttons = list(self.buttons.values())
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self._mouse = (-1, -1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pressed = hit(buttons, event.pos)
            self._pressed = None if pressed is None else str(pressed.key)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            released = hit(buttons, event.pos)
            if released is not None and released.key == self._pressed:
                self.choose(str(released.key))
            self._pressed = None
        else:
            return False
        return True

    def choose(self, name: str) -> None:
        """Do what button ``name`` says (a disabled button does nothing)."""
        if self.buttons[name].enabled:
            self.actions()[name]()

    def actions(self) -> dict[str, Callable[[], None]]:
        """What each button of ``ITEMS`` does, by its name: written out, so that mypy sees
        every handler, which a method looked up as ``on_<name>`` hid from it."""
        app = self.app
        return {
            "continue": self._continue,
            "new_game": lambda: navigation.to_setup(app),
            "load": lambda: navigation.to_load(app),
            "statistics": lambda: navigation.to_statistics(app),
            "settings": lambda: navigation.to_settings(app),
            "rules": lambda: navigation.to_rules_help(app),
            "quit": app.quit,
        }

    def back(self) -> None:
        """Esc on the main menu does nothing: quitting is a button, not an accident."""

    def _continue(self) -> None:
        if self.latest is None:
            return
        try:
            session = self.app.store.load(self.latest.path)
        except SaveError as exc:
            self.app.message(self.app.t(exc.key, **exc.params))
            session = None
        if session is None or not navigation.open_table(self.app, session):
            self._looked_up = False
            self.relayout(self.app.screen.get_size())


@cache
def _rendered(text: str, block: str, scale: float) -> pygame.Surface:
    """``text`` in the font and colour of theme ``block`` (kept: the menu redraws it on
    every frame of a hover fade)."""
    size, bold = theme.font_spec(block, scale)
    return font(size, bold).render(text, True, theme.colour(block, "normal_text"))
