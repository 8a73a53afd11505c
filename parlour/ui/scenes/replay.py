"""A finished or saved game watched again, move by move: the replay screen.

What is shown at each move, and to whom, comes from ``parlour.play.replay.Replay``; this
screen only draws it. The table is the game's own (``table_factory``), shown the view of
the chosen watcher with no legal actions, so it never acts; a step forward animates the
move's events as at the table, a step back or a jump shows the new position at once.

A step is a move the watcher saw, with the moves after it that showed them nothing (another
seat's jetons going into a secret bid), so nothing on this screen counts those.

Controls: Play/Pause (Space), a move back or forward (← →), the start of the previous or
next round (Page Up / Page Down), the first or last move (Home / End), the speed, and a
slider over the whole game. The log holds the whole game's lines for the watcher, shows
them up to the current move and marks that move's. Esc or Back returns to where the
replay was opened from. Nothing is saved: a replay never changes its save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UIHorizontalSlider

from parlour.engine import Action
from parlour.play.replay import Move, Replay
from parlour.ui import theme
from parlour.ui.fonts import font
from parlour.ui.i18n import lookup
from parlour.ui.numbers import format_value
from parlour.ui.scene import Scene
from parlour.ui.scenes.table import duration_factor
from parlour.ui.surface_cache import release_table_images
from parlour.ui.table_api import GameTable, TableContext, table_factory
from parlour.ui.text import fit
from parlour.ui.widgets.curtain import Curtain
from parlour.ui.widgets.dropdown import TopDropDown
from parlour.ui.widgets.log_panel import LogPanel
from parlour.ui.widgets.menu_focus import MenuFocus, is_open
from parlour.ui.widgets.side_panel import (
    MARK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    draw_panel,
    draw_seats,
    draw_title,
    side_width,
    title_height,
)

if TYPE_CHECKING:
    from parlour.saves.session import Session
    from parlour.ui.app import App

#: Seconds between two moves while playing, at speed 1×.
STEP_SECONDS = 0.9
#: The speeds offered, in the order the speed button steps through them.
SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: The dropdown's id for "everything revealed".
EVERYTHING = "all"

#: Keys and what they do (``ReplayScene.control``).
KEYS = {
    pygame.K_SPACE: "play",
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "forward",
    pygame.K_PAGEUP: "round_back",
    pygame.K_PAGEDOWN: "round_forward",
    pygame.K_HOME: "start",
    pygame.K_END: "end",
}
#: Keys the replay leaves to the keyboard focus: Tab through its controls, Enter on one.
FOCUS_KEYS = (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER)
#: The control bar's buttons, left to right.
BUTTONS = ("round_back", "back", "play", "forward", "round_forward", "speed")


class ReplayScene(Scene):
    """Watches ``session`` again; ``back`` leaves (to the results or the load list).
    ``factory`` replaces the game's table (tests)."""

    def __init__(
        self,
        app: App,
        session: Session,
        back: Callable[[], None],
        factory: Callable[[TableContext], GameTable] | None = None,
    ) -> None:
        super().__init__(app)
        self.replay = Replay(session)
        self.session = session
        self._back = back
        self.playing = False
        self.speed = 1.0
        self._clock = 0.0
        self.ctx = TableContext(
            game=session.game,
            seat_names=list(session.seat_names),
            t=app.t,
            submit=self._refuse,
            play=app.sound.play,
        )
        self.table = (factory or table_factory(session.game.id))(self.ctx)
        self.log = LogPanel(session.game.id, session.seat_names, app.t)
        self.buttons: dict[str, UIButton] = {}
        self.focus = MenuFocus()
        self.slider: UIHorizontalSlider | None = None
        self.watch_menu: TopDropDown | None = None
        self.back_button: UIButton | None = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.bar_rect = pygame.Rect(0, 0, 0, 0)
        self.side_rect = pygame.Rect(0, 0, 0, 0)
        self._dirty = True
        #: Seconds of frames this scene has run: the curtain's clock.
        self._time = 0.0
        self.curtain = Curtain(app.t, self._curtain_lifted, clock=lambda: self._time)
        self._close_curtain_for(self.watcher)
        self._fill_log()

    @property
    def watcher(self) -> int | None:
        """Whose eyes the replay is shown through (``None``: everything)."""
        return self.replay.watcher

    @staticmethod
    def _refuse(action: Action) -> None:
        """The table is shown no legal actions, so nothing should come; a replay never
        acts whatever does."""

    # -- life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        self._set_speed(self.speed)
        self.ctx.colourblind = self.app.settings.colourblind
        self._layout()
        super().enter()
        self._show()  # after the layout, as the table host does

    def exit(self) -> None:
        super().exit()
        self.buttons = {}
        self.slider = None
        self.watch_menu = None
        self.back_button = None
        if self not in self.app.scenes.stack:
            self.app.when_drawn(release_table_images)

    def back(self) -> None:
        self._back()

    def relabel(self) -> None:
        self.log.relabel()
        super().relabel()

    # -- layout --------------------------------------------------------------------------
    def _layout(self) -> None:
        px = self.app.px
        width, height = self.app.screen.get_size()
        side = side_width(width, px)
        self.side_rect = pygame.Rect(width - side, 0, side, height)
        bar_h = px(112)
        self.bar_rect = pygame.Rect(0, height - bar_h, width - side, bar_h)
        self.table_rect = pygame.Rect(0, 0, width - side, height - bar_h)
        self.table.layout(self.table_rect.copy())
        self.curtain.layout(self.table_rect)
        pad = px(12)
        top = self.side_rect.top + pad + self._header_height()
        bottom = self._watch_top() - pad
        self.log.set_size(px(15))
        self.log.layout(
            pygame.Rect(
                self.side_rect.left + pad, top, self.side_rect.width - 2 * pad, bottom - top
            )
        )

    def _header_height(self) -> int:
        """Title and "Replay", the seats, the move and round lines."""
        px = self.app.px
        line = font(px(17)).get_linesize()
        title = title_height(self.app.t(self.session.game.name_key), self.side_rect, px)
        return title + px(8) + line * (len(self.session.seats) + 3) + px(18)

    def _watch_top(self) -> int:
        """Where the "watch as" label begins, above its menu and Back at the bottom (down
        there, ten seats leave the log room, and the menu opens upward over it)."""
        px = self.app.px
        line = font(px(17)).get_linesize()
        return self.side_rect.bottom - px(12) - px(44) - px(10) - px(40) - px(4) - line

    def build(self) -> None:
        px, t, manager = self.app.px, self.app.t, self.app.manager
        pad = px(12)
        bar = self.bar_rect.inflate(-2 * pad, -2 * pad)
        self._build_slider()
        gap = px(8)
        width = (bar.width - gap * (len(BUTTONS) - 1)) // len(BUTTONS)
        top = bar.bottom - px(48)
        for index, name in enumerate(BUTTONS):
            rect = pygame.Rect(bar.left + index * (width + gap), top, width, px(48))
            self.buttons[name] = self.add(
                UIButton(
                    rect,
                    self._button_text(name),
                    manager=manager,
                    object_id=ObjectID("#small_button"),
                    tool_tip_text=self._word(f"tip.{name}"),
                )
            )
        side = self.side_rect
        choices: list[str | tuple[str, str]] = [
            (self._watcher_name(w), self._watcher_id(w)) for w in self.replay.watchers()
        ]
        current = next(c for c in choices if c[1] == self._watcher_id(self.watcher))
        menu_top = self._watch_top() + font(px(17)).get_linesize() + px(4)
        self.watch_menu = self.add(
            TopDropDown(
                choices,
                current,
                pygame.Rect(side.left + pad, menu_top, side.width - 2 * pad, px(40)),
                manager=manager,
                object_id=ObjectID("#climbing_menu"),
            )
        )
        self.back_button = self.add(
            UIButton(
                pygame.Rect(
                    side.left + pad, side.bottom - pad - px(44), side.width - 2 * pad, px(44)
                ),
                t("parlour.common.back"),
                manager=manager,
                object_id=ObjectID("#small_button"),
            )
        )
        self._update_controls()

    def _build_slider(self) -> None:
        """The slider over the watcher's steps (another watcher may have other steps)."""
        if self.slider is not None:
            self.slider.kill()
            self.widgets.remove(self.slider)
        px = self.app.px
        bar = self.bar_rect.inflate(-2 * px(12), -2 * px(12))
        self.slider = self.add(
            UIHorizontalSlider(
                pygame.Rect(bar.left, bar.top, bar.width, px(34)),
                self.replay.position,
                (0, max(1, self.replay.length)),
                manager=self.app.manager,
                click_increment=1,
            )
        )

    def _button_text(self, name: str) -> str:
        t = self.app.t
        if name == "play":
            return t("parlour.replay.pause" if self.playing else "parlour.replay.play")
        if name == "speed":
            return t("parlour.replay.speed", speed=format_value(self.speed))
        return self._word(name)

    def _word(self, name: str, **params: object) -> str:
        """A replay text in the game's own words where it has them: a game whose rounds
        are days says "Day 3" (``<game>.replay.<name>``), every other "Round 3"."""
        own = f"{self.session.game.id}.replay.{name}"
        key = own if lookup(own) is not None else f"parlour.replay.{name}"
        return self.app.t(key, **params)

    def _watcher_name(self, watcher: int | None) -> str:
        if watcher is None:
            return self.app.t("parlour.replay.everything")
        return self.session.seat_names[watcher]

    @staticmethod
    def _watcher_id(watcher: int | None) -> str:
        return EVERYTHING if watcher is None else str(watcher)

    # -- what is shown -------------------------------------------------------------------
    def _fill_log(self) -> None:
        """The whole game's lines for the watcher (rendered once, shown up to the move)."""
        self.log.clear()
        # With everything revealed, every seat's own lines are shown: each says whose.
        self.log.aside_key = "parlour.replay.aside" if self.watcher is None else None
        for number, events in self.replay.log(self.watcher):
            self.log.add(events, number)
        self.log.show_until(self.replay.position)

    def _show(self, step: Move | None = None) -> None:
        """Show the current position; after a step forward, animate its moves first."""
        replay = self.replay
        if step is not None:
            shown = replay.visible(step.events, self.watcher)
            if shown:
                self.table.on_events(shown)
        self.table.show(replay.view(self.watcher), replay.viewer_seat(self.watcher), [])
        self.log.show_until(replay.position)
        if self.slider is not None:
            self.slider.set_current_value(replay.position, warn=False)
        self._update_controls()
        self._dirty = True

    def _update_controls(self) -> None:
        replay = self.replay
        at_start, at_end = replay.position == 0, replay.position >= replay.length
        for name, button in self.buttons.items():
            # Play at the end starts again from the beginning, so it is only blocked in a
            # game without a move.
            blocked = (
                (name in ("back", "round_back") and at_start)
                or (name in ("forward", "round_forward") and at_end)
                or (name == "play" and replay.length == 0)
            )
            if blocked:
                button.disable()
            else:
                button.enable()
        play = self.buttons.get("play")
        if play is not None:
            play.set_text(self._button_text("play"))

    # -- controls ------------------------------------------------------------------------
    def control(self, name: str) -> None:
        """Carry out one control (a button's or a key's name)."""
        replay = self.replay
        if name == "play":
            self.set_playing(not self.playing)
            return
        if name == "speed":
            self._set_speed(SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)])
            self.buttons["speed"].set_text(self._button_text("speed"))
            self._dirty = True
            return
        if name == "forward":
            self.step_forward()
            return
        targets: dict[str, Callable[[], int]] = {
            "back": lambda: replay.position - 1,
            "round_back": replay.previous_round_start,
            "round_forward": replay.next_round_start,
            "start": lambda: 0,
            "end": lambda: replay.length,
        }
        self.seek(targets[name]())

    def step_forward(self) -> None:
        step = self.replay.step()
        if step is not None:
            self._show(step)

    def seek(self, position: int) -> None:
        """Jump to ``position`` (a step forward animates like one)."""
        if position == self.replay.position + 1:
            self.step_forward()
            return
        self.replay.seek(position)
        self._show()

    def set_playing(self, playing: bool) -> None:
        if playing and self.replay.position >= self.replay.length:
            self.replay.seek(0)  # Play at the end starts again from the beginning
            self._show()
        self.playing = playing
        self._clock = 0.0
        self._update_controls()
        self._dirty = True

    def _set_speed(self, speed: float) -> None:
        """The replay's speed also speeds up the table's motions."""
        self.speed = speed
        self.ctx.animation_speed = duration_factor(self.app.settings.animation_speed) / speed

    def _set_watcher(self, option_id: str) -> None:
        watcher = None if option_id == EVERYTHING else int(option_id)
        if watcher not in self.replay.watchers() or watcher == self.watcher:
            return
        length = self.replay.length
        self.replay.watch(watcher)
        if self.slider is not None and self.replay.length != length:
            self._build_slider()
        self._close_curtain_for(watcher)
        self._fill_log()
        self._show()

    def _close_curtain_for(self, watcher: int | None) -> None:
        """Hide the table and the log behind a curtain naming the person whose view comes,
        where another person of the save may be looking (``Replay.needs_curtain``)."""
        if self.replay.needs_curtain(watcher):
            person = self.replay.people.person_of(watcher)
            assert person is not None  # needs_curtain says so
            self.curtain.show(self.session.seats[person].name)
        else:
            self.curtain.hide()
        self._dirty = True

    def _curtain_lifted(self) -> None:
        self._dirty = True

    # -- events and frames ---------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._pressed(event.ui_element)
            return
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.slider:
                self.seek(int(event.value))
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.watch_menu:
                self._set_watcher(event.selected_option_id)
            return
        if self.curtain.up:  # its keys lift it, as at the table; the replay waits behind it
            if self.curtain.handle_event(event):
                self._dirty = True
            return
        if self._keyboard(event):
            self._dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key in KEYS:
            self.control(KEYS[event.key])
            return
        if self.log.handle_event(event):
            self._dirty = True
            return
        if self.table.handle_event(event):  # hovering, zooming a card: never an action
            self._dirty = True

    # -- the keyboard ------------------------------------------------------------------
    def _controls(self) -> list[UIElement]:
        """What Tab steps through: the playback buttons, whose eyes, Back."""
        controls: list[UIElement] = list(self.buttons.values())
        return controls + [c for c in (self.watch_menu, self.back_button) if c is not None]

    def _keyboard(self, event: pygame.event.Event) -> bool:
        """Tab steps through the controls and Enter works the one in the ring, as on the
        menus; the replay's own keys (the arrows, Space, Home, End, Page Up/Down) keep their
        jobs, except in an open list, whose options the arrows walk."""
        focus = self.focus.focus if self.focus.visible else None
        in_list = focus is not None and is_open(focus)
        steering = event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS
        if event.type == pygame.MOUSEMOTION or steering or in_list:
            return self.focus.handle_event(event, self._controls())
        return False

    def draw_over(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface, self._controls())

    def _pressed(self, element: UIElement) -> None:
        if element is self.back_button:
            self.app.sound.play("click")
            self.back()
            return
        for name, button in self.buttons.items():
            if element is button:
                self.app.sound.play("click")
                self.control(name)
                return

    def update(self, dt: float) -> bool:
        changed = self._dirty
        self._dirty = False
        self._time += dt
        if self.table.update(dt) or self.curtain.update():
            changed = True
        if self.playing:
            self._clock += dt
            if self._clock >= STEP_SECONDS / self.speed:
                self._clock = 0.0
                self.step_forward()
                if self.replay.position >= self.replay.length:
                    self.set_playing(False)
                changed = True
        return changed or self.log.dirty

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT, self.table_rect)
        previous_clip = surface.get_clip()
        surface.set_clip(self.table_rect)
        if self.curtain.up:
            self.curtain.draw(surface)
        else:
            self.table.draw(surface)
        surface.set_clip(previous_clip)
        surface.fill(PANEL, self.bar_rect)
        pygame.draw.line(
            surface,
            PANEL_EDGE,
            self.bar_rect.topleft,
            self.bar_rect.topright,
            max(2, self.app.px(3)),
        )
        self._draw_side(surface)

    def status_lines(self) -> list[str]:
        """Which move is shown and in which round (what the side panel says)."""
        t, replay = self.app.t, self.replay
        total = format_value(replay.length)
        if replay.position == 0:
            moves = t("parlour.replay.start", moves=total)
        else:
            moves = t("parlour.replay.move", move=format_value(replay.position), moves=total)
        return [moves, self._word("round_number", round=format_value(replay.round))]

    def _draw_side(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        pad = px(12)
        side = self.side_rect
        draw_panel(surface, side, px)
        x, y = side.left + pad, side.top + pad
        room = side.width - 2 * pad
        y = draw_title(surface, t(self.session.game.name_key), side, px)
        line_font, bold_font = font(px(17)), font(px(17), True)
        line_h = line_font.get_linesize()
        subtitle = fit(t("parlour.replay.title"), room, line_font)
        surface.blit(line_font.render(subtitle, True, MUTED), (x, y))
        y += line_h + px(8)
        to_act = self.replay.state.to_act()
        y += draw_seats(surface, (x, y), side.right - pad, self.session.seats, to_act, px, t)
        y += px(10)
        for line in self.status_lines():
            surface.blit(bold_font.render(fit(line, room, bold_font), True, MARK), (x, y))
            y += line_h
        label = fit(t("parlour.replay.watch_as"), room, line_font)
        surface.blit(line_font.render(label, True, MUTED), (x, self._watch_top()))
        if not self.curtain.up:  # the person's own log lines are theirs too
            self.log.draw(surface)
