"""A coached first game at the ordinary table host.

The lesson (``parlour.play.tutorial``) says which move is due and why another is wrong;
this host draws it and keeps the lesson apart from real play:

- **the coach** (``widgets.coach``) says the step's words in a corner of the table with an
  arrow to the scripted move, which is ringed as a hint's is (``GameTable.hint_spots``);
  every legal move stays lit and clickable, and one other than the scripted move is
  answered with the step's reason instead of being played.
- **the bots** play the script (no search, no worker), after the same short pause as
  a bot's move; a stretch the lesson plays by itself goes at a quicker beat. Either waits
  until the coach's words have been up long enough to be read (``reading_seconds``): a
  bot's move may bring the next step, and words replaced after a second are words lost.
- **nothing is kept**: no autosave (Continue still opens the last real game), no save from
  the menu, nothing in the statistics.
- **the end** (``widgets.lesson_end``) says what the lesson taught and offers a real game
  at the same table, with fresh cards; finishing is remembered in the settings, so setup
  stops marking the lesson as new.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from parlour.engine import Action, Event, RuleError
from parlour.play.tutorial import Coach, Lesson
from parlour.saves.errors import SaveError
from parlour.saves.session import Session
from parlour.ui import navigation
from parlour.ui.hint_text import HintWords
from parlour.ui.scenes.table import AI_PAUSE, AI_STEP_PAUSE, TableScene
from parlour.ui.widgets.coach import CoachBubble
from parlour.ui.widgets.keyboard import reading_order
from parlour.ui.widgets.lesson_end import LessonEnd

if TYPE_CHECKING:
    from parlour.ui.app import App

log = logging.getLogger(__name__)

#: The beat of a stretch the lesson plays by itself (× the animation speed factor).
AUTO_PAUSE = 0.12
#: A wrong move's reason stays up this long: it is read, not glanced at.
WHY_SECONDS = 6.0
#: How the coach's words are read before the table moves on: a glance at the bubble,
#: then a newcomer's pace, slower than a practised reader's, since every step teaches.
GLANCE_SECONDS = 1.0
WORDS_PER_SECOND = 3.0


def reading_seconds(words: str) -> float:
    """How long ``words`` stay up before a scripted move may replace them (× the
    animation speed factor, as a bot's pause is)."""
    return GLANCE_SECONDS + len(words.split()) / WORDS_PER_SECOND


def start_lesson(app: App, lesson: Lesson, player: str) -> bool:
    """Sit down at ``lesson``'s table as ``player``; a file that does not fit its game is
    a message."""
    try:
        session = lesson.start(player)
        scene = LessonScene(app, lesson, session)
    except RuleError as exc:
        log.error("lesson of %s does not fit its game: %s", lesson.game_id, exc)
        app.message(app.t("parlour.lesson.broken"))
        return False
    except SaveError as exc:  # its (unwritten) save is held by another window: unlikely
        app.message(app.t(exc.key, **exc.params))
        return False
    app.scenes.switch(scene)
    return True


class LessonScene(TableScene):
    """Plays ``lesson`` in ``session`` (started by ``Lesson.start``)."""

    #: The script names every move, even one that is no choice: the lesson teaches it.
    plays_settled_moves = False

    def __init__(self, app: App, lesson: Lesson, session: Session) -> None:
        self.lesson = lesson
        self.coach = Coach(lesson, session)
        self.bubble = CoachBubble(app.t, self.leave)
        self.ending = LessonEnd(self.play_real_game, self.leave)
        #: Seconds until the table plays the scripted move due now (``None``: not its turn).
        self._scripted_in: float | None = None
        #: The coach's words on show, and for how many seconds they have been read.
        self._words = ""
        self._words_read = 0.0
        super().__init__(app, session)

    # -- nothing of a lesson is kept -------------------------------------------------------
    def _autosave(self) -> None:
        """A lesson is never written: Continue keeps the last real game."""

    def _save_now(self) -> None:
        self.show_message(self.app.t("parlour.lesson.not_saved"))

    def _record(self) -> None:
        """A lesson is not a game played: the statistics never see it."""

    def _hint_row(self) -> bool:
        return False  # the coach says what to do

    def hint_offered(self) -> bool:
        return False

    # -- the lesson's moves ----------------------------------------------------------------
    def submit(self, action: Action) -> None:
        """The person's move: the scripted one is played, another is told why not."""
        if self.ending.up or self.coach.finished:
            return
        if self.menu.is_open or not self.flow.may_submit() or self.coach.playing_itself:
            super().submit(action)  # "not your turn", as at any table
            return
        why = self.coach.judge(action)
        if why is not None:
            self.app.sound.play("click")
            self.show_message(self.app.t(why), WHY_SECONDS)
            return
        super().submit(action)

    def _resume_bot(self, quiet: bool = False) -> None:
        """The table's own moves come from the script, after a bot's pause."""
        if self._scripted_in is not None or self.flow.waiting or self.coach.finished:
            return
        if not self.coach.playing_itself:
            return
        steps = self.session.steps
        if self.coach.step.auto:
            pause = AUTO_PAUSE
        elif quiet or (steps and steps[-1].seat == self.session.state.to_act()):
            pause = AI_STEP_PAUSE
        else:
            pause = AI_PAUSE
        self._scripted_in = pause * self.ctx.animation_speed

    def _play_scripted(self) -> None:
        self._scripted_in = None
        if self.coach.finished or self.flow.waiting or not self.coach.playing_itself:
            return
        action = self.coach.expected
        if action is None:  # the file no longer fits the game: say so, do not hang
            log.error(
                "lesson of %s: move %d is not legal", self.lesson.game_id, len(self.session.history)
            )
            self.show_message(self.app.t("parlour.lesson.broken"), WHY_SECONDS)
            return
        if self.session.people.person_of(self.session.state.to_act()) is not None:
            # A stretch played by itself: a round's summary would only wait for a click.
            self._apply(action)
            self.session.rounds_seen = len(self.session.state.round_results())
            self.flow.sync()
            self._sync([])
            return
        self._apply(action)

    def update(self, dt: float) -> bool:
        changed = super().update(dt)
        if self._bubble_seen():
            self._words_read += dt
        if self._scripted_in is not None and not self.menu.is_open:
            self._scripted_in -= dt
            if self._scripted_in <= 0:
                unread = reading_seconds(self._words) * self.ctx.animation_speed
                if self._words_read >= unread:
                    self._play_scripted()
                    changed = True
        if self.bubble.up and self.hinted is not None:
            self.bubble.point_at(self.table.hint_spots(self.hinted), self.table.focus_spots())
        return changed

    # -- what the coach says ---------------------------------------------------------------
    def _sync(self, events: list[Event], quiet: bool = False) -> None:
        super()._sync(events, quiet)
        coach = self.coach
        if coach.finished:
            self._final_in = None  # the lesson's own end, not the results
            self.hinted = None
            self.bubble.hide()
            self.table.show(self.flow.view(), self.flow.viewer_seat, [])
            if not self.summary.up and not self.ending.up:
                self._finish()
            return
        person_moves = not coach.playing_itself and self.flow.may_submit()
        self.hinted = coach.expected if person_moves else None
        self._coach_words(person_moves)

    def _coach_words(self, person_moves: bool) -> None:
        t = self.app.t
        coach = self.coach
        words = t(coach.step.text)
        if person_moves and coach.expected is not None:
            seat = self.session.state.to_act()
            assert seat is not None
            said = HintWords(
                self.session.state,
                seat,
                self.session.game.id,
                self.session.seat_names,
                t,
                random.Random(len(self.session.history)),
            ).head(coach.expected)
            words = f"{words}\n{said}"
        title = t("parlour.lesson.step", number=coach.step_number, count=len(self.lesson.steps))
        if words != self._words:
            self._words, self._words_read = words, 0.0
        targets = self.table.hint_spots(self.hinted) if self.hinted is not None else []
        self.bubble.show(title, words, targets, self.table.focus_spots())
        self._dirty = True

    def _finish(self) -> None:
        """The lesson's end: remembered as done, and what it taught."""
        settings = self.app.settings
        if self.lesson.game_id not in settings.lessons_done:
            settings.lessons_done = [*settings.lessons_done, self.lesson.game_id]
            self.app.save_settings()
        t = self.app.t
        self.ending.show(
            t("parlour.lesson.learned"),
            [t(key) for key in self.lesson.learned],
            t("parlour.lesson.play_real"),
            t("parlour.lesson.to_menu"),
        )
        self._dirty = True

    def relabel(self) -> None:
        """A new language (the settings, from the menu): the coach and the close say
        their words in it too."""
        super().relabel()
        if self.ending.up:
            self._finish()
        elif self.bubble.up:
            self._coach_words(self.hinted is not None)

    def _status(self, name_of: Callable[[str], str] = str) -> tuple[str, bool]:
        """Once the lesson is over nobody is to play, whatever the game says."""
        if self.coach.finished and not self.flow.over:
            return self.app.t("parlour.lesson.done"), False
        return super()._status(name_of)

    # -- leaving ---------------------------------------------------------------------------
    def leave(self) -> None:
        self.app.sound.play("click")
        self._leave(self.app.main_menu)

    def play_real_game(self) -> None:
        """A real game at the lesson's table, with new cards (a seed of its own)."""
        self.app.sound.play("click")
        lesson = self.lesson
        seats = lesson.session_seats(self.session.seats[self._person_seat()].name)
        session = Session.start(lesson.game_id, seats, random.randrange(10**9), lesson.options)

        def sit_down() -> None:
            navigation.open_table(self.app, session)

        self._leave(sit_down)

    def _person_seat(self) -> int:
        return next(index for index, seat in enumerate(self.lesson.seats) if seat.person)

    # -- layout, input, drawing ------------------------------------------------------------
    def _layout(self) -> None:
        super()._layout()
        self.bubble.layout(self.table_rect, self.app.px, dock=self.log.rect)
        self.ending.layout(self.table_rect, self.app.px)

    def _focus_spots(self) -> list[pygame.Rect]:
        if self.ending.up:
            return self.ending.focus_spots()
        return [*super()._focus_spots(), *self.bubble.focus_spots()]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.ending.up and not self.menu.is_open:
            if not self.pointer.handle_event(event, self._focus_spots(), self._click_ending):
                self.ending.handle_event(event)
            self._dirty = True
            return
        if not self.menu.is_open and (
            self._keyboard_on_bubble(event) or self.bubble.handle_event(event)
        ):
            self._dirty = True
            return
        super().handle_event(event)

    def back(self) -> None:
        """Esc at the end goes to the menu, as the end's own button says."""
        if self.ending.up and not self.menu.is_open:
            self.leave()
        else:
            super().back()

    def _click_ending(self, event: pygame.event.Event) -> bool:
        return self.ending.handle_event(event)

    def _keyboard_on_bubble(self, event: pygame.event.Event) -> bool:
        """Enter on the coach's button in the keyboard's focus presses it."""
        if event.type != pygame.KEYDOWN or event.key not in (pygame.K_RETURN, pygame.K_SPACE):
            return False
        focus = self.pointer.current(reading_order(self._focus_spots()))
        if focus is None or focus not in self.bubble.focus_spots():
            return False
        return self.bubble.click(focus.center)

    def _bubble_seen(self) -> bool:
        """Whether the coach's words are in front of the player now."""
        return self.bubble.up and not (self.summary.up or self.curtain.up or self.menu.is_open)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.menu.is_open:
            return  # the pause menu lies over the table, the coach and the lesson's end
        if not self.summary.up and not self.curtain.up:
            self.bubble.draw(surface)  # over the log beside the table, or over the table
        previous_clip = surface.get_clip()
        surface.set_clip(self.table_rect)
        self.ending.draw(surface)
        surface.set_clip(previous_clip)
        self.pointer.draw(surface, self.ending.focus_spots() or self.bubble.focus_spots())
        self._draw_toast(surface)  # a wrong move's reason stays above the coach
