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

A finished game with a person at the table can be reviewed (R, or the button above "watch
as"): the hard bot judges that person's decisions (``parlour.play.review``) in a process of
its own (``parlour.ui.review_worker``) while the panel shows its progress; Esc or the
button cancels it. The review then takes the log's place and lists the decisions that cost
most; N and P (or a click on one) jump to the table just before each. The replay is
watched through that person's eyes meanwhile, so the jump shows what they knew.
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
from parlour.play.review import marked
from parlour.ui import theme
from parlour.ui.fonts import font
from parlour.ui.i18n import lookup
from parlour.ui.numbers import format_value
from parlour.ui.review_text import describe
from parlour.ui.review_worker import ReviewWorker
from parlour.ui.scene import Scene
from parlour.ui.scenes.table import duration_factor
from parlour.ui.surface_cache import release_table_images
from parlour.ui.table_api import GameTable, TableContext, table_factory
from parlour.ui.text import draw_text, fit, wrap_text
from parlour.ui.widgets.curtain import Curtain
from parlour.ui.widgets.dropdown import TopDropDown
from parlour.ui.widgets.log_panel import LogPanel
from parlour.ui.widgets.menu_focus import MenuFocus, is_open
from parlour.ui.widgets.review_panel import CANCELLED, DONE, FAILED, RUNNING, ReviewPanel
from parlour.ui.widgets.side_panel import (
    MARK,
    MUTED,
    PANEL,
    PANEL_EDGE,
    draw_header,
    header_height,
    side_rect,
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
#: The review's key: start it, cancel it, or switch between it and the log ...
REVIEW_KEY = pygame.K_r
#: ... and the keys to the next or previous marked decision.
MARK_KEYS = {pygame.K_n: 1, pygame.K_p: -1}
#: Starts a review of a person's decisions in a session (tests give one on a thread).
ReviewFactory = Callable[["Session", int], ReviewWorker]


class ReplayScene(Scene):
    """Watches ``session`` again; ``back`` leaves (to the results or the load list).
    ``factory`` replaces the game's table and ``reviewer`` the review's worker (tests);
    ``review`` starts the review of the first person as the replay opens."""

    def __init__(
        self,
        app: App,
        session: Session,
        back: Callable[[], None],
        factory: Callable[[TableContext], GameTable] | None = None,
        reviewer: ReviewFactory | None = None,
        review: bool = False,
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
        #: Where the review is shown: the log's place and the seats' above it.
        self.review_rect = pygame.Rect(0, 0, 0, 0)
        self._dirty = True
        #: Seconds of frames this scene has run: the curtain's clock.
        self._time = 0.0
        self.curtain = Curtain(app.t, self._curtain_lifted, clock=lambda: self._time)
        self._reviewer_factory = reviewer or ReviewWorker
        self.reviewer: ReviewWorker | None = None
        #: The person whose decisions the review judges (or judged).
        self.reviewed: int | None = None
        self.review_panel: ReviewPanel | None = None
        #: Whether the side panel shows the review (else the log).
        self.showing_review = False
        self.review_button: UIButton | None = None
        person = self.reviewable() if review else None
        if person is not None:
            self.replay.watch(person)  # the review is watched through the person's eyes
        self._close_curtain_for(self.watcher)
        self._fill_log()
        if person is not None:
            self._begin_review(person)

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
        self.review_button = None
        if self not in self.app.scenes.stack:
            if self.reviewer is not None:
                self.reviewer.cancel()  # nobody is left to read it
            self.app.when_drawn(release_table_images)

    def back(self) -> None:
        """Esc: cancel a review at work, else leave."""
        if self.reviewer is not None and self.reviewer.running:
            self.cancel_review()
            return
        self._back()

    def relabel(self) -> None:
        self.log.relabel()
        self._describe_marks()  # in the new language
        super().relabel()

    # -- layout --------------------------------------------------------------------------
    def _layout(self) -> None:
        px = self.app.px
        self.side_rect = side_rect(self.app.screen.get_size(), px)
        left, height = self.side_rect.left, self.side_rect.height
        bar_h = px(112)
        self.bar_rect = pygame.Rect(0, height - bar_h, left, bar_h)
        self.table_rect = pygame.Rect(0, 0, left, height - bar_h)
        self.table.layout(self.table_rect.copy())
        self.curtain.layout(self.table_rect)
        pad = px(12)
        top = self.side_rect.top + pad + self._header_height()
        bottom = (self._review_top() if self.reviewable() is not None else self._watch_top()) - pad
        self.log.set_size(px(15))
        left, width = self.side_rect.left + pad, self.side_rect.width - 2 * pad
        self.log.layout(pygame.Rect(left, top, width, bottom - top))
        # The review needs the room more than the seats, which the table shows anyway.
        self.review_rect = pygame.Rect(left, top, width, bottom - top)
        self.review_rect.top = self.side_rect.top + pad + self._header_height(seats=False)
        self.review_rect.height = bottom - self.review_rect.top
        if self.review_panel is not None:
            self.review_panel.layout(self.review_rect)

    def _header_height(self, seats: bool = True) -> int:
        """Title and "Replay", the seats (unless left out), the move and round lines."""
        px = self.app.px
        name = self.app.t(self.session.game.name_key)
        shown = len(self.session.seats) if seats else 0
        head = header_height(name, self.side_rect, px, True, shown)
        return head + self._status_rows() * font(px(17)).get_linesize() + px(18)

    def _status_room(self) -> int:
        return self.side_rect.width - 2 * self.app.px(12)

    def _status_rows(self) -> int:
        """How many lines the move and round take at most: the longest move line (before
        the first move, or at the last) wraps in a narrow panel rather than being cut."""
        t, bold = self.app.t, font(self.app.px(17), True)
        total = format_value(self.replay.length)
        moves = (
            t("parlour.replay.before", move=total, moves=total),
            t("parlour.replay.move", move=total, moves=total),
        )
        rounds = self._word("round_number", round=format_value(self.replay.round))
        widest = max(len(wrap_text(line, bold, self._status_room())) for line in moves)
        return widest + len(wrap_text(rounds, bold, self._status_room()))

    def _watch_top(self) -> int:
        """Where the "watch as" label begins, above its menu and Back at the bottom (down
        there, ten seats leave the log room, and the menu opens upward over it)."""
        px = self.app.px
        line = font(px(17)).get_linesize()
        return self.side_rect.bottom - px(12) - px(44) - px(10) - px(40) - px(4) - line

    def _review_top(self) -> int:
        """Where the review's button begins, above "watch as"."""
        return self._watch_top() - self.app.px(8) - self.app.px(40)

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
        person = self.reviewable()
        if person is not None:
            self.review_button = self.add(
                UIButton(
                    pygame.Rect(side.left + pad, self._review_top(), side.width - 2 * pad, px(40)),
                    self._review_button_text(person),
                    manager=manager,
                    object_id=ObjectID("#small_button"),
                    tool_tip_text=t("parlour.review.tip"),
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
        self._describe_marks()
        self._relabel_review()  # another person's eyes: their review is offered
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
        if self._review_event(event):
            self._dirty = True
            return
        if self.log.handle_event(event):
            self._dirty = True
            return
        if self.table.handle_event(event):  # hovering, zooming a card: never an action
            self._dirty = True

    # -- the keyboard ------------------------------------------------------------------
    def _controls(self) -> list[UIElement]:
        """What Tab steps through: the playback buttons, the review, whose eyes, Back."""
        controls: list[UIElement] = list(self.buttons.values())
        others = (self.review_button, self.watch_menu, self.back_button)
        return controls + [c for c in others if c is not None]

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
            self._back()
            return
        if element is self.review_button:
            self.app.sound.play("click")
            self.review_control()
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
        if self._poll_review():
            changed = True
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
        """Which move is shown and in which round (what the side panel says).

        A position is named by the move that led to it ("Move 45"), but where the next
        move is what matters, by that one ("Before move 46"): at the start, and at a
        decision the review lists, which the list calls "Move 46" (the table shows it
        just before it is made)."""
        t, replay = self.app.t, self.replay
        total = format_value(replay.length)
        position = replay.position
        if position == 0 or position in self._marked_positions():
            moves = t("parlour.replay.before", move=format_value(position + 1), moves=total)
        else:
            moves = t("parlour.replay.move", move=format_value(position), moves=total)
        return [moves, self._word("round_number", round=format_value(replay.round))]

    def _marked_positions(self) -> set[int]:
        """The steps just before the decisions the review lists, while it is shown."""
        panel = self.review_panel
        if panel is None or not self.showing_review:
            return set()
        return {mark.position for mark in panel.marks}

    def _draw_side(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        pad = px(12)
        side = self.side_rect
        x = side.left + pad
        room = self._status_room()
        line_font, bold_font = font(px(17)), font(px(17), True)
        line_h = line_font.get_linesize()
        # The review needs the seats' room; the table shows them anyway.
        seats = [] if self.showing_review else self.session.seats
        name, subtitle = t(self.session.game.name_key), t("parlour.replay.title")
        y = draw_header(surface, side, name, subtitle, seats, self.replay.state.to_act(), px, t)
        for line in self.status_lines():
            for part in wrap_text(line, bold_font, room):
                draw_text(surface, part, (x, y), px(17), MARK, bold=True)
                y += line_h
        label = t("parlour.replay.watch_as")
        at = (x, self._watch_top())
        draw_text(surface, fit(label, room, line_font), at, px(17), MUTED, full=label)
        if self.curtain.up:  # the person's own log lines are theirs too
            return
        if self.showing_review and self.review_panel is not None:
            self.review_panel.draw(surface)
        else:
            self.log.draw(surface)

    # -- the review ----------------------------------------------------------------------
    def reviewable(self) -> int | None:
        """The person whose decisions a review judges: the one whose eyes are chosen, or
        the first; ``None`` for an unfinished game or one of bots alone."""
        replay = self.replay
        if not replay.finished or not replay.people.persons:
            return None
        person = replay.people.person_of(self.watcher)
        return replay.people.persons[0] if person is None else person

    def _review_button_text(self, person: int) -> str:
        t = self.app.t
        reviewer, panel = self.reviewer, self.review_panel
        another = reviewer is not None and not reviewer.running and self.reviewed != person
        if reviewer is None or panel is None or another:
            return t("parlour.review.start", name=self.session.seat_names[person])
        if reviewer.running:
            return t("parlour.review.stop")
        if panel.status != DONE:
            return t("parlour.review.again")
        return t("parlour.review.show_log" if self.showing_review else "parlour.review.show")

    def review_control(self) -> None:
        """The review's button (or R): start it, cancel it, or switch between it and the
        log once it is done (after a cancel or a failure, or with another person's eyes
        chosen: start it, for the person whose eyes are chosen)."""
        reviewer, panel = self.reviewer, self.review_panel
        done = panel is not None and panel.status == DONE
        if reviewer is not None and reviewer.running:
            self.cancel_review()
        elif done and self.reviewed == self.reviewable():
            self.showing_review = not self.showing_review
            self._relabel_review()
        else:
            self.start_review()
        self._dirty = True

    def start_review(self) -> None:
        """Review the person's decisions, watched through their eyes meanwhile."""
        person = self.reviewable()
        if person is None:
            return
        if self.watcher not in self.replay.seats_seen_by(person):
            self._set_watcher(str(person))
            self.exit()  # the menu shows the new eyes
            self.enter()
        self._begin_review(person)

    def _begin_review(self, person: int) -> None:
        self.reviewed = person
        self.review_panel = ReviewPanel(self.session.seat_names[person], self.app.t, self.app.px)
        self.review_panel.layout(self.review_rect)
        self.reviewer = self._reviewer_factory(self.session, person)
        self.showing_review = True
        self._relabel_review()

    def cancel_review(self) -> None:
        if self.reviewer is None or self.review_panel is None:
            return
        self.reviewer.cancel()
        self.review_panel.status = CANCELLED
        self._relabel_review()
        self._dirty = True

    def _relabel_review(self) -> None:
        person = self.reviewable()
        if self.review_button is not None and person is not None:
            self.review_button.set_text(self._review_button_text(person))

    def _poll_review(self) -> bool:
        """Take in the review's progress; whether the panel changed."""
        reviewer, panel = self.reviewer, self.review_panel
        if reviewer is None or panel is None or panel.status != RUNNING:
            return False
        if not reviewer.poll():
            return False
        panel.done, panel.total = reviewer.done, reviewer.total
        if reviewer.error is not None:
            panel.status = FAILED
        elif reviewer.judged is not None:
            panel.status = DONE
            panel.judged = len(reviewer.judged)
            self._describe_marks()
        self._relabel_review()
        return True

    def _describe_marks(self) -> None:
        """The marked decisions in words, at the watcher's steps."""
        reviewer, panel = self.reviewer, self.review_panel
        if reviewer is None or panel is None or reviewer.judged is None:
            return
        replay, names, t = self.replay, self.session.seat_names, self.app.t
        panel.marks = [
            describe(
                judged,
                replay.state_after(judged.moves),
                replay.position_before(judged.moves),
                self.session.game.id,
                names,
                t,
            )
            for judged in marked(reviewer.judged)
        ]
        if panel.selected is not None and panel.selected >= len(panel.marks):
            panel.selected = None

    def show_mark(self, index: int | None) -> None:
        """Choose the marked decision ``index`` and jump to the table just before it."""
        panel = self.review_panel
        if panel is None or index is None or not 0 <= index < len(panel.marks):
            return
        panel.selected = index
        self.showing_review = True
        self._relabel_review()
        self.set_playing(False)
        self.seek(panel.marks[index].position)

    def _review_event(self, event: pygame.event.Event) -> bool:
        """R, N, P and a click on a marked decision; whether it was the review's."""
        if self.reviewable() is None:
            return False
        panel = self.review_panel
        if event.type == pygame.KEYDOWN and event.key == REVIEW_KEY:
            self.review_control()
            return True
        if event.type == pygame.KEYDOWN and event.key in MARK_KEYS:
            if panel is not None and panel.status == DONE:
                self.show_mark(panel.step(MARK_KEYS[event.key]))
            return True
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and panel is not None and self.showing_review:
            index = panel.row_at(event.pos)
            if index is not None:
                self.show_mark(index)
                return True
        return False
