"""The table host: one game in progress, whatever the game.

The host owns the session and everything that is the same in every game, so a game's
table (``parlour.games.<id>.scene``) only draws a view and hands actions to ``submit``:

- **who sees what, the curtain, who may act**: decided by ``parlour.play.flow.TableFlow``
  (people, not seats: one person may play a whole team); the host draws the curtain for
  the person it waits for and shows the table the view, the events and the legal actions
  the flow gives.
- **the curtain** is lifted only on purpose by the person it names (``widgets.curtain``),
  and shows them what they missed since they last looked (``widgets.news_panel``, unless
  the settings turn it off); a **moment public to everyone** waits at the table's foot
  for "Continue" before the next curtain (``TableFlow.reveal``). Their clocks count the
  host's frames.
- **a round just scored**: its summary (``widgets.round_summary``) lies over the table and
  bots and input wait until it is closed (its button or Enter); closing it is autosaved.
- **bots**: decided off the frame loop (``ai_runner``: a worker process for the searching
  level, a thread for the others) with a short visible pause, so the window never freezes
  and people can follow. A bot's moves that show the people at the screen nothing (jetons
  into a secret bid) are played unseen as they come, with no pause, line, sound or
  animation of their own, and the turn they belong to takes the same time whatever they
  were (``ai_runner``): nothing at the table counts them.
- **every action** is applied through ``session.apply`` (a ``RuleError`` becomes a short
  message and changes nothing) and autosaved by the table's writer thread (``autosaver``).
  A failed autosave is a message once, not after every move (nor at all if the app said
  at start-up that nothing can be saved); play goes on. The menu's Save always says how
  it went. Leaving the table waits for the last write and stops the writer and the bots'
  worker.
- **an interjection** (Guillotine's Warte mal) at a shared screen: the flow holds it as
  one public moment, drawn by ``widgets.claim_banner`` with a countdown from the settings;
  the flow's own answers (``TableFlow.automatic``) are applied like moves, and a move that
  stands for every legal one (``TableFlow.settled``) after a bot's beat.
- **one window per save**: the host holds its session's save for this window while it is
  open (``SaveStore.claim``; building it raises ``saves.error.open_elsewhere`` if another
  window has it) and lets it go when it is left for good (the results, the menu, quit).
  A window that crashes holds nothing: the lock dies with its process.
- **undo** for the human who may (``session.can_undo``), Ctrl+Z or the button.
- **hints** on a person's turn (the button or H; ``session.hints_on``): the hard bot is
  asked through the same runner as a bot's turn, from a clone of the state, so it decides
  from the seat's own determinized view and the window never waits. The table keeps
  every legal move; the places of the hinted one are ringed and its words (what to do
  and why, ``hint_text``) lie in the side panel above the Hint button (``hint_banner``),
  covering nothing of the table. The answer is due within ``HINT_SECONDS`` of the key
  press: the runner gives the search what the handoff leaves, and the worker is started
  as the table opens, so the first hint does not wait for it. Any move, asking again,
  undo, Esc or the menu drop the hint. Each hint is counted in the session (the save,
  then the statistics).
- **Esc** ends what the table is in the middle of (a drag, a selection), else takes a hint
  down, else opens the menu: Resume, Save, Rules, Settings, Quit to menu. Back from the
  rules or the settings returns to the menu.
- **the keyboard** plays too: Tab or the arrows step through what the table offers and
  Enter clicks it (``widgets.keyboard``).
- **the end** stays on the table: the last events animate into the final position (every
  secret the game reveals), and after a short beat a "See results" button (or Enter) opens
  the results. The finished game goes into the statistics' record (``saves.records``) the
  moment the host sees it over; the record knows each game by its save, so a finished game
  opened again (Continue, the load list) is not counted twice.

Order on every change: the table gets ``on_events`` (filtered for the coming viewer) and
then ``show`` with the new view. The screen is redrawn only when something changed.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from parlour.ai.base import Advice
from parlour.engine import Action, Event, Interjection, RuleError
from parlour.engine.secrecy import PUBLIC
from parlour.play.flow import TableFlow
from parlour.saves.errors import SaveError
from parlour.saves.session import Session
from parlour.ui import navigation, text_marks, theme
from parlour.ui.ai_runner import HINT_SECONDS, AiRunner
from parlour.ui.autosaver import Autosaver
from parlour.ui.event_text import format_event, format_text
from parlour.ui.fonts import font
from parlour.ui.hint_banner import HintBanner
from parlour.ui.hint_text import HintWords
from parlour.ui.numbers import format_value
from parlour.ui.scene import Scene
from parlour.ui.scenes.menu import ENTER_KEYS
from parlour.ui.surface_cache import release_table_images
from parlour.ui.table_api import GameTable, TableContext, table_factory
from parlour.ui.text import fit, wrap_text
from parlour.ui.undo_words import undo_words
from parlour.ui.widgets.claim_banner import ClaimBanner
from parlour.ui.widgets.curtain import Curtain
from parlour.ui.widgets.hand_over import HandOver
from parlour.ui.widgets.keyboard import KeyboardPointer
from parlour.ui.widgets.log_panel import LogPanel
from parlour.ui.widgets.menu_overlay import MenuOverlay
from parlour.ui.widgets.news_panel import News, NewsPanel
from parlour.ui.widgets.overhang import Overhang
from parlour.ui.widgets.reason_button import ReasonButton
from parlour.ui.widgets.round_summary import RoundSummary
from parlour.ui.widgets.side_panel import (
    MARK,
    PANEL_EDGE,
    TEXT,
    draw_header,
    header_height,
    side_rect,
)

if TYPE_CHECKING:
    from parlour.ui.app import App

log = logging.getLogger(__name__)

#: A bot's move shows this long after its turn began (× the animation speed factor).
AI_PAUSE = 0.6
#: ... and this long before each further decision of the same bot's turn, or after a move
#: that showed nothing (a question every seat is asked in turn, such as Warte mal).
AI_STEP_PAUSE = 0.2
#: How long one frame may wait for a quick bot's further unseen moves (seconds of wall
#: time; each takes about a millisecond, so a run of them is played in one frame).
UNSEEN_FRAME_SECONDS = 0.03
#: Between the last move and the "See results" button (× the animation speed factor): the
#: last events play out on the table first.
FINAL_BEAT = 1.2
#: How long a message stays up, in seconds.
TOAST_SECONDS = 3.5
#: The "thinking" dots move at this rate while a bot thinks.
THINKING_FPS = 6.0
#: The level that gives hints: the strongest.
HINT_LEVEL = "hard"


def duration_factor(animation_speed: float) -> float:
    """The settings' animation *speed* (0 off, 0.5 slow, 1 normal, 2 fast) as the *duration
    factor* that ``TableContext.animation_speed`` and ``parlour.ui.anim`` expect (0 instant,
    2 twice as long, 0.5 half as long)."""
    if animation_speed <= 0:
        return 0.0
    return 1.0 / animation_speed


class TableScene(Scene):
    """Plays ``session`` at one screen. ``factory`` replaces the game's table (tests)."""

    #: Whether the table makes a settled move for a person (``TableFlow.settled``); a
    #: lesson does not, since it asks for each move itself.
    plays_settled_moves = True

    def __init__(
        self,
        app: App,
        session: Session,
        factory: Callable[[TableContext], GameTable] | None = None,
    ) -> None:
        super().__init__(app)
        app.store.claim(session)
        try:
            self._build(session, factory)
        except BaseException:
            app.store.release(session)
            raise

    def _build(self, session: Session, factory: Callable[[TableContext], GameTable] | None) -> None:
        """The host around a claimed save (a failure here lets the save go again)."""
        app = self.app
        self.session = session
        game = session.game
        #: Who looks, the curtain, what waits for a click: decided there, drawn here.
        self.flow = TableFlow(session)
        settings = app.settings
        self.ctx = TableContext(
            game=game,
            seat_names=session.seat_names,
            t=app.t,
            submit=self.submit,
            animation_speed=duration_factor(settings.animation_speed),
            colourblind=settings.colourblind,
            play=app.sound.play,
            shared_screen=self.flow.several_people,
        )
        self.table = (factory or table_factory(game.id))(self.ctx)
        self.runner = AiRunner(game.id)
        self.autosaver = Autosaver(app.store)
        self.log = LogPanel(game.id, session.seat_names, app.t)
        #: Seconds of frames this table has run: the curtain's and the panel's clock.
        self._time = 0.0
        self.curtain = Curtain(app.t, self._curtain_lifted, clock=self._clock)
        self.hand_over = HandOver(self._clock)
        self.news = NewsPanel(app.t, self._news_closed, clock=self._clock)
        #: The menu was open under the rules or settings screen: Back returns to it.
        self._menu_under = False
        self.claims = ClaimBanner(app.t, self._claimed, self._claims_closed)
        self.pointer = KeyboardPointer()
        self.menu = MenuOverlay(app.manager, self._menu_choice)
        self.overhang = Overhang()
        self.summary = RoundSummary(app.t, self._round_closed, format_value, clock=self._clock)
        self.toast: str | None = None
        #: Whether the player knows that saving fails; the app may have said so already.
        self._save_failure_told = app.storage_problem is not None
        self._toast_left = 0.0
        #: Where the message lies: its own room at the log's foot (``_layout_log``).
        self._toast_box = pygame.Rect(0, 0, 0, 0)
        #: Seconds until the "See results" button comes, once the game is over.
        self._final_in: float | None = None
        #: Seconds until the table makes a settled move for the person (``TableFlow.settled``).
        self._settle_in: float | None = None
        #: Whether the final table offers the results (the button is there).
        self.final_ready = False
        self._thinking_clock = 0.0
        self._dirty = True
        self._started = False
        #: Whether this table has handed its finished game to the statistics' record.
        self._recorded = False
        #: The seat a hint is being thought out for (the runner's job is the hint's).
        self._hint_for: int | None = None
        #: The action the table shows as the hint, until the next move or Esc.
        self.hinted: Action | None = None
        #: The hint's words in the side panel and its move's places on the table.
        self.hint_banner = HintBanner()
        self.undo_button: ReasonButton | None = None
        self.hint_button: UIButton | None = None
        self.menu_button: UIButton | None = None
        self.results_button: UIButton | None = None
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.side_rect = pygame.Rect(0, 0, 0, 0)
        #: Where the mouse was last seen, and whether the table lay under a curtain, a
        #: panel or the menu last frame: see ``_hand_back_pointer``.
        self._pointer: tuple[int, int] | None = None
        self._covered = False
        #: Log lines not told yet: held while the table stages a reveal they would give
        #: away (``GameTable.staging``), with the turn each belongs to.
        self._untold: list[tuple[list[Event], int]] = []
        self._replay_log()
        self._tell_log()

    def _clock(self) -> float:
        return self._time

    @property
    def viewer(self) -> int | None:
        """The seat the table is drawn from now (``None``: nobody's secrets)."""
        return self.flow.viewer_seat

    # -- life cycle ----------------------------------------------------------------------
    def enter(self) -> None:
        # Settings may have changed while the settings screen was on top.
        self.ctx.animation_speed = duration_factor(self.app.settings.animation_speed)
        self.ctx.colourblind = self.app.settings.colourblind
        self._layout()
        super().enter()
        if not self._started:
            self._started = True
            if self._hint_row():  # a table without hints needs no worker for them
                self.runner.prepare(HINT_LEVEL)
            self._sync([])
        elif self._menu_under:
            self._menu_under = False
            self._open_menu()
        else:
            self._resume_bot()
        self._dirty = True

    def exit(self) -> None:
        # Leaving (for good, or under the rules or settings screen): a bot's pending
        # answer is dropped and asked again when the table comes back.
        self.runner.cancel()
        self.menu.close()
        super().exit()
        self._hint_for = None
        self.undo_button = None
        self.hint_button = None
        self.menu_button = None
        self.results_button = None
        if self not in self.app.scenes.stack:  # left for good, not covered by an overlay
            self.runner.close()
            self.autosaver.close()
            self.app.store.release(self.session)
            # Once this scene is gone, so are the images only it needed, and the pages
            # they took (see ``surface_cache``).
            self.app.when_drawn(release_table_images)

    def build(self) -> None:
        px = self.app.px
        pad = px(12)
        button_h = px(44)
        row = pygame.Rect(
            self.side_rect.left + pad,
            self.side_rect.bottom - pad - button_h,
            self.side_rect.width - 2 * pad,
            button_h,
        )
        half = (row.width - pad) // 2
        above = row.top  # the top of the rows of buttons built so far
        self.hint_button = None
        if self._hint_row():
            # A row of its own: three buttons in one row clip "Rückgängig" in a narrow panel.
            above = row.top - pad - button_h
            self.hint_button = self.add(
                UIButton(
                    pygame.Rect(row.left, above, row.width, button_h),
                    "parlour.hint.button",
                    manager=self.app.manager,
                    object_id=ObjectID("#small_button"),
                    tool_tip_text="parlour.hint.tip",
                )
            )
        if self.final_ready:
            self.results_button = self.add(
                UIButton(
                    pygame.Rect(row.left, above - pad - px(48), row.width, px(48)),
                    "table.final.see_results",
                    manager=self.app.manager,
                    object_id=ObjectID("#menu_button"),
                )
            )
        menu_row = row.copy()
        self.undo_button = None
        if not self.flow.over:  # a finished game is never taken back (``Session.can_undo``)
            self.undo_button = self.add(
                ReasonButton(
                    pygame.Rect(row.left, row.top, half, button_h),
                    "table.undo",
                    manager=self.app.manager,
                    object_id=ObjectID("#small_button"),
                    tool_tip_text="table.undo_tip",
                )
            )
            menu_row.width -= half + pad
            menu_row.right = row.right
        self.menu_button = self.add(
            UIButton(
                menu_row,
                "table.menu_button",
                manager=self.app.manager,
                object_id=ObjectID("#small_button"),
            )
        )
        self._update_buttons()

    def _rebuild_widgets(self) -> None:
        """New size or language: rebuild the buttons (and the menu if open) in place."""
        menu_open = self.menu.is_open
        for widget in self.widgets:
            widget.kill()
        self.widgets.clear()
        self._layout()
        self.build()
        if menu_open:
            self._open_menu()
        self._dirty = True

    def relayout(self, size: tuple[int, int]) -> None:
        self._rebuild_widgets()

    def relabel(self) -> None:
        self.log.relabel()
        if self.news.up:  # its lines in the new language, as the log's
            reveal = self.flow.reveal
            if reveal is not None:
                self.news.retell(self._news(reveal, "moment", skippable=False, at_foot=True))
            else:
                self.news.retell(self._news(self.flow.missed, "catch_up", skippable=True))
        ask = self.session.state.interjection()
        if self.claims.up and ask is not None:  # the moment's words too, as the log's
            self.claims.retell(*self._claim_words(ask))
        self._rebuild_widgets()

    def back(self) -> None:
        """Esc toggles the in-game menu, once the table has had it to end what it is in
        the middle of (a drag, a selection, an open zoom): the menu would swallow the
        release, and a carried card would stay stuck to the cursor. The catch-up says any
        key closes it, so Esc closes it too (on its release, as every key there); only the
        next Esc opens the menu."""
        if self.menu.is_open:
            self._close_menu()
        elif self.news.closes_on_any_key:
            self.news.handle_event(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
            )
        elif (
            not self.curtain.up
            and not self.summary.up
            and self.table.handle_event(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
            )
        ):
            self._dirty = True
        elif self.hint_banner.up or self._hint_for is not None:
            self._drop_hint()  # Esc takes a hint down before it opens the menu
            self._update_buttons()
        else:
            self._open_menu()

    # -- layout --------------------------------------------------------------------------
    def _layout(self) -> None:
        self.side_rect = side_rect(self.app.screen.get_size(), self.app.px)
        self.table_rect = pygame.Rect(0, 0, self.side_rect.left, self.side_rect.height)
        self.table.layout(self.table_rect.copy())
        self.curtain.layout(self.table_rect)
        self.claims.layout(self.table_rect)
        self.summary.layout(self.table_rect)
        self.news.layout(self.table_rect)
        self._layout_log()

    def _layout_log(self) -> None:
        """The log fills the side panel between the header and the buttons, less the
        hint's box while one is up (the box lies at the log's foot) and a short message's
        below it, just above the buttons. A message has a room of its own because no
        place over the table is free for it: each game writes its prompt somewhere else
        (at the top, in the middle, above the hand), and over the panel it would hide the
        status line or the log."""
        px = self.app.px
        pad = px(12)
        top = self.side_rect.top + pad + self._header_height()
        bottom = self.side_rect.bottom - 2 * pad - px(44)
        if self._hint_row():
            bottom -= pad + px(44)  # the Hint button's row
        if self.final_ready:
            bottom -= pad + px(48)  # the "See results" button
        width = self.side_rect.width - 2 * pad
        toast_h = max(0, min(self._toast_height(), bottom - top))
        self._toast_box = pygame.Rect(self.side_rect.left + pad, bottom - toast_h, width, toast_h)
        if toast_h:
            bottom -= toast_h + pad
        # The hint takes what it needs of the log's room (all of it in a short panel): the
        # log is there to read back, the hint is what the player asked for now.
        hint_h = max(0, min(self.hint_banner.height(width, px), bottom - top))
        self.hint_banner.layout(
            pygame.Rect(self.side_rect.left + pad, bottom - hint_h, width, hint_h)
        )
        if hint_h:
            bottom -= hint_h + pad
        self.log.set_size(px(15))
        self.log.layout(pygame.Rect(self.side_rect.left + pad, top, width, max(0, bottom - top)))

    def _header_height(self) -> int:
        px = self.app.px
        name = self.app.t(self.session.game.name_key)
        seats = header_height(name, self.side_rect, px, False, len(self.session.seats))
        status = font(px(17)).get_linesize() * len(self._status_lines(font(px(17), True))[0])
        return seats + px(10) + status + px(12)

    # -- the game flow -------------------------------------------------------------------
    def _replay_log(self) -> None:
        """A loaded game's log, from the replay that checked the save (no second replay)."""
        session = self.session
        if not session.history:
            return
        try:
            for turn, events in enumerate(session.events_so_far(), start=1):
                self._log_events(events, turn)
        except RuleError as exc:  # the session replayed once already; this is defensive
            log.warning("could not rebuild the log: %s", exc)
            self.log.clear()

    def _log_events(self, events: list[Event], turn: int, *, until_shown: bool = False) -> None:
        """Write what ``events`` say to the log (``until_shown``: once the table has been
        shown them, as it may stage them first; ``_sync`` tells them then)."""
        self._untold.append((self.flow.for_log(events), turn))
        if not until_shown:
            self._tell_log()

    def _tell_log(self) -> None:
        """Write the lines held for the log, unless the table is staging a reveal: the
        Ball's verdict in the log before the Ball has been turned up spoils it."""
        if self.table.staging():
            return
        for events, turn in self._untold:
            self.log.add(events, turn)
        self._untold.clear()

    def _sync(self, events: list[Event], quiet: bool = False) -> None:
        """Show the current state as the flow decides: to whom, behind the curtain or
        under a round's summary; then start a bot if one is to move (``quiet``: the last
        move showed nothing, so a bot need not wait long)."""
        flow = self.flow
        flow.sync()
        automatic = flow.automatic()
        if automatic is not None:  # the table's own answer, applied and logged like a move
            shown = flow.visible(events)
            if shown:
                self.table.on_events(shown)
            self._apply(automatic)
            return
        self._drop_hint()
        self._show_claims()
        if flow.curtain_for is not None:
            self.curtain.show(self.session.seats[flow.curtain_for].name)
        else:
            self.curtain.hide()
        self.hand_over.look(flow.looking, flow.curtain_for)
        pending = flow.pending_round()
        if pending is not None:
            self.summary.show(pending, self.session.seat_names)
        else:
            self.summary.hide()
        if flow.reveal is not None and not self.news.up:
            self.news.show(self._news(flow.reveal, "moment", skippable=False, at_foot=True))
        shown = flow.visible(events)
        if shown:
            self.table.on_events(shown)
        self.table.show(flow.view(), flow.viewer_seat, flow.legal())
        self._tell_log()
        if flow.over:
            self.runner.cancel()
            self._record()
            if not self.final_ready and self._final_in is None:
                self._final_in = max(0.0, FINAL_BEAT * self.ctx.animation_speed)
        else:
            self._resume_bot(quiet)
        settled = self.plays_settled_moves and flow.settled() is not None
        self._settle_in = AI_PAUSE * self.ctx.animation_speed if settled else None
        if flow.over and (self.hint_button is not None or self.undo_button is not None):
            self._rebuild_widgets()  # the game ended: Hint and Undo go, the log grows
        self._update_buttons()
        self._dirty = True

    # -- hints ---------------------------------------------------------------------------
    def _hint_row(self) -> bool:
        """Whether the side panel has the Hint button's row: hints are on and the game
        still runs. A finished game has nothing left to hint, and a dimmed button that
        can never light again only takes the log's room."""
        return self.session.hints_on and not self.flow.over

    def hint_offered(self) -> bool:
        """A hint may be asked now: hints are on, and a person looking at the open table
        is to act (not a bot, not behind the curtain or a round's summary)."""
        return (
            self.session.hints_on
            and not self.flow.over
            and not self.menu.is_open
            and not self.curtain.up
            and not self.summary.up
            and not self.news.up
            and self.flow.may_submit()
            and self.flow.bot_to_act() is None
        )

    def ask_hint(self) -> None:
        """Ask the hard bot what the seat to act would best do; counted, and saved."""
        if not self.hint_offered():
            return
        seat = self.session.state.to_act()
        assert seat is not None
        self._drop_hint()
        self.session.count_hint(seat)
        self._autosave()
        count = self.session.hints[seat]
        seed = (self.session.seed * 1_000_003 + len(self.session.history)) * 7919 + count
        self.runner.start(self.session.state, seat, HINT_LEVEL, 0.0, seed, HINT_SECONDS)
        self._hint_for = seat
        self._show_hint(self.app.t("parlour.hint.thinking"))
        self._update_buttons()

    def _show_hint(self, text: str, spots: list[pygame.Rect] | None = None) -> None:
        """Put the hint's words (or that one is being thought out) at the log's foot."""
        self.hint_banner.show(text, spots or [])
        self._layout_log()
        self._dirty = True

    def _drop_hint(self) -> None:
        """Forget the hint (asked or shown) and take its words and rings away; the table
        kept every legal move all along."""
        if self._hint_for is not None:
            self.runner.cancel()
            self._hint_for = None
        self.hinted = None
        if self.hint_banner.up:
            self.hint_banner.hide()
            self._layout_log()
            self._dirty = True

    def _hint_ready(self, advice: Advice | None, error: BaseException | None) -> None:
        """Ring the hinted action's places and say it in words, with the bot's why."""
        seat, self._hint_for = self._hint_for, None
        legal = self.flow.legal()
        if advice is None or error is not None or advice.action not in legal or seat is None:
            log.warning("no hint for seat %s: %r (%s)", seat, advice, error)
            self._show_hint(self.app.t("parlour.hint.failed"))
            return
        self.hinted = advice.action
        words = HintWords(
            self.session.state,
            seat,
            self.session.game.id,
            self.session.seat_names,
            self.app.t,
            random.Random(len(self.session.history)),
        )
        self._show_hint(words.text(advice), self.table.hint_spots(advice.action))

    def _record(self) -> None:
        """Add the finished game to the statistics, once per table (the record itself
        refuses a game it has). A record that cannot be read is left alone and the player
        told; with no writable data folder (the app said so) nothing is tried."""
        if self._recorded or self.app.storage_problem is not None:
            return
        self._recorded = True
        try:
            self.app.records.add(self.session)
        except SaveError as exc:
            log.warning("game not recorded: %s", exc)
            self.show_message(self.app.t(exc.key, **exc.params))

    def _resume_bot(self, quiet: bool = False) -> None:
        """Start the bot of the seat to act, unless one is already thinking."""
        seat = self.flow.bot_to_act()
        if seat is None or self.runner.busy:
            return
        state = self.session.state
        level = self.session.seats[seat].ai_level
        assert level is not None
        seed = self.session.seed * 1_000_003 + len(self.session.history)
        steps = self.session.steps
        # A bot's turn made of several small decisions (a chip, another chip, done) pauses
        # fully only before the first one, or a stake of ten chips would take seconds.
        # Nor after a move that showed nothing: there is nothing new to follow.
        pause = AI_STEP_PAUSE if quiet or (steps and steps[-1].seat == seat) else AI_PAUSE
        onlookers = self._onlookers()
        self.runner.start(
            state, seat, level, pause * self.ctx.animation_speed, seed, None, onlookers
        )
        self._thinking_clock = 0.0

    def _onlookers(self) -> tuple[frozenset[int], ...]:
        """Who may watch a bot's turn: the public, and each person as the seats they see."""
        people = self.flow.people
        return (PUBLIC, *(people.seats_of(person) for person in people.persons))

    def _play_unseen(self, action: Action) -> None:
        """A bot's moves that show the people at the screen nothing: played and saved, but
        the table, the log and the sounds get nothing, and the bot's turn goes on with the
        time it has waited (``AiRunner.go_on``), so nothing counts such moves. A quick
        bot's next ones are played in this frame too (``AiRunner.unseen_now``)."""
        budget = time.monotonic() + UNSEEN_FRAME_SECONDS
        following: Action | None = action
        while following is not None:
            events = self.session.apply(following)
            self._log_events(events, len(self.session.history))
            self._autosave()
            self.flow.moved(events)
            self.flow.sync()
            seat = self.flow.bot_to_act()
            seed = self.session.seed * 1_000_003 + len(self.session.history)
            if seat is None or not self.runner.go_on(self.session.state, seat, seed):
                self._sync(events, quiet=True)
                return
            left = budget - time.monotonic()
            following = self.runner.unseen_now(left) if left > 0 else None

    def _curtain_lifted(self) -> None:
        self.flow.lift_curtain()
        self.app.sound.play("click")
        self._sync([])
        if self.app.settings.catch_up and self.flow.missed:
            self.news.show(self._news(self.flow.missed, "catch_up", skippable=True))

    def _news(self, events: list[Event], kind: str, skippable: bool, at_foot: bool = False) -> News:
        """The panel's words for ``events`` (the catch-up's or a public moment's)."""
        t, names, game_id = self.app.t, self.session.seat_names, self.session.game.id
        return News(
            title=t(f"table.{kind}.title"),
            lines=tuple(format_event(event, game_id, names, t) for event in events),
            close_label=t(f"table.{kind}.close"),
            hint=t(f"table.{kind}.hint"),
            skippable=skippable,
            at_foot=at_foot,
        )

    def _news_closed(self) -> None:
        """The catch-up was read, or everyone saw the public moment: play on."""
        self.app.sound.play("click")
        if self.flow.reveal is not None:
            self.flow.close_reveal()
            self._sync([])
        self._dirty = True

    def _show_claims(self) -> None:
        """The banner of the public moment of an interjection, while the flow holds one."""
        moment, ask = self.flow.moment, self.session.state.interjection()
        if not self.flow.claims_open or moment is None or ask is None:
            self.claims.hide()
            return
        names = self.session.seat_names
        self.claims.show(
            moment.key,
            *self._claim_words(ask),
            [(person, names[person]) for person in moment.persons],
            self.app.settings.claim_seconds,
        )

    def _claim_words(self, ask: Interjection) -> tuple[str, str]:
        """The banner's title and prompt, in the rules' words."""
        names, game_id, t = self.session.seat_names, self.session.game.id, self.app.t
        return (
            format_text("table.claim.title", ask.params, game_id, names, t),
            format_text(ask.prompt, ask.params, game_id, names, t),
        )

    def _claimed(self, person: int) -> None:
        if self.flow.claim(person):
            self.app.sound.play("click")
        self._sync([])

    def _claims_closed(self) -> None:
        self.flow.close_claims()
        self._sync([])

    def _round_closed(self) -> None:
        """The round's summary was read: play on, and save that it was (Continue must not
        show it again)."""
        self.flow.close_round()
        self.app.sound.play("click")
        self._autosave()
        self._sync([])

    def submit(self, action: Action) -> None:
        """What a table calls with a human's move."""
        if self.menu.is_open or not self.flow.may_submit():
            self.show_message(self.app.t("table.message.not_your_turn"))
            return
        self._apply(action)

    def _apply(self, action: Action) -> None:
        try:
            events = self.session.apply(action)
        except RuleError as exc:
            log.info("refused %r: %s", action, exc)
            self.show_message(self.app.t("table.message.illegal"))
            return
        self._log_events(events, len(self.session.history), until_shown=True)
        self._autosave()
        self.flow.moved(events)
        self._sync(events, quiet=not events)

    def _autosave(self) -> None:
        """After a move: a snapshot goes to the table's writer thread (the JSON and the
        fsync cost the frame too much). A failed earlier write is reported here, one move
        late; play goes on."""
        try:
            self.autosaver.submit(self.session)
        except SaveError as exc:
            self._save_failed(exc)

    def _save_now(self) -> None:
        """The menu's Save waits for the disk, so its "saved" message is true (after the
        autosaves still queued, which are older)."""
        try:
            self.autosaver.flush_quietly()
            self.app.store.save(self.session)
        except SaveError as exc:
            self._save_failed(exc, asked=True)
        else:
            self._save_failure_told = False  # saving works again: a new failure is news
            self.show_message(self.app.t("table.message.saved"))

    def _save_failed(self, exc: SaveError, asked: bool = False) -> None:
        """Tell of a failed save (the store's message says what happened and that play
        goes on) if the player asked for it or does not know yet; log it anyway."""
        log.warning("save failed: %s", exc)
        if asked or not self._save_failure_told:
            self._save_failure_told = True
            self.show_message(self.app.t(exc.key, **exc.params))

    def _leave(self, go: Callable[[], None]) -> None:
        """Leave the table for good: wait for the last autosave, then ``go``; a failed
        write the player has not heard of is told in a dialog, since the table and its
        messages are gone."""
        self.runner.cancel()
        try:
            self.autosaver.flush()
        except SaveError as exc:
            log.warning("save failed: %s", exc)
            go()
            if not self._save_failure_told:
                self.app.message(self.app.t(exc.key, **exc.params))
            return
        go()

    def undo(self) -> None:
        refusal = self.flow.undo_refusal()
        if refusal is not None:  # say why, rather than nothing
            key, params = undo_words(refusal, self.session.seat_names)
            self.show_message(self.app.t(key, **params))
            return
        self.runner.cancel()
        self.flow.undo()
        self.log.truncate(len(self.session.history))
        self._untold = [
            (lines, turn) for lines, turn in self._untold if turn <= len(self.session.history)
        ]
        self._autosave()
        self.show_message(self.app.t("table.message.undone"))
        self._sync([])

    def _bot_moved(self, action: Action | None, error: BaseException | None) -> bool:
        """Play a bot's move; whether there is anything new to draw."""
        if self.runner.turn_goes_on and action is not None:
            self._play_unseen(action)  # the runner checked it: legal, and shows nothing
            return self._dirty
        state = self.session.state
        seat = state.to_act()
        assert seat is not None
        legal = state.legal_actions()
        if action is None or error is not None or action not in legal:
            # A bot bug: keep the game going with a legal move rather than hang.
            log.warning("bot of seat %s gave %r (%s)", seat, action, error)
            name = self.session.seats[seat].name
            self.show_message(self.app.t("table.message.ai_failed", name=name))
            action = random.Random(len(self.session.history)).choice(legal)
        self._apply(action)
        return True

    # -- the menu ------------------------------------------------------------------------
    def _open_menu(self) -> None:
        self._drop_hint()
        self.runner.cancel()
        self.menu.open(pygame.Rect((0, 0), self.app.screen.get_size()), self.app.scale)
        self._update_buttons()
        self._dirty = True

    def _close_menu(self) -> None:
        self.menu.close()
        self._update_buttons()
        self._resume_bot()
        self._dirty = True

    def _menu_choice(self, choice: str) -> None:
        self.app.sound.play("click")
        if choice == "resume":
            self._close_menu()
        elif choice == "save":
            self._close_menu()
            self._save_now()
        elif choice == "rules":
            self.menu.close()
            self._menu_under = True
            navigation.to_rules_help(self.app, self.session.game.id, over=True)
        elif choice == "settings":
            self.menu.close()
            self._menu_under = True
            navigation.to_settings(self.app, over=True)
        elif choice == "quit":
            self.menu.close()
            self._leave(self.app.main_menu)

    # -- events and frames ---------------------------------------------------------------
    def _update_buttons(self) -> None:
        if self.undo_button is not None:
            if self.menu.is_open:  # the menu covers it: nothing to explain
                self.undo_button.explain(False, None)
            else:
                refusal = self.flow.undo_refusal()
                key, params = undo_words(refusal, self.session.seat_names)
                self.undo_button.explain(refusal is None, key, **params)
        if self.hint_button is not None:
            if self._hint_for is None and self.hint_offered():
                self.hint_button.enable()
            else:
                self.hint_button.disable()
        if self.menu_button is not None:
            if self.menu.is_open:
                self.menu_button.disable()
            else:
                self.menu_button.enable()

    def show_message(self, text: str, seconds: float = TOAST_SECONDS) -> None:
        """A short message over the table that goes away on its own after ``seconds``."""
        self.toast = text
        self._toast_left = seconds
        self._layout_log()
        self._dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._pointer = event.pos
        if self.menu.is_open:
            if self.menu.handle_event(event):
                self._dirty = True
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.undo_button:
                self.app.sound.play("click")
                self.undo()
            elif event.ui_element is self.hint_button:
                self.app.sound.play("click")
                self.ask_hint()
            elif event.ui_element is self.menu_button:
                self.app.sound.play("click")
                self._open_menu()
            elif event.ui_element is self.results_button:
                self.app.sound.play("click")
                self._show_results()
            return
        if self.final_ready and event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            self._show_results()
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self.undo()
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_h
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
            and self.hint_offered()
        ):
            self.ask_hint()
            return
        if self.log.handle_event(event):
            self._dirty = True
            return
        # Both note which keys are held even while down, so each sees every event.
        if any([self.curtain.handle_event(event), self.claims.handle_event(event)]):
            self._dirty = True
            return
        if self.news.up:  # the catch-up, or a moment for all: nothing reaches the table
            deliver = self.news.handle_event
            if self.pointer.handle_event(event, self._focus_spots(), deliver) or deliver(event):
                self._dirty = True
            return
        self.news.handle_event(event)  # down, it only notes which keys are held
        if self.summary.up:  # the table waits under the summary: nothing reaches it
            deliver = self.summary.handle_event
            if self.pointer.handle_event(event, self._focus_spots(), deliver) or deliver(event):
                self._dirty = True
            return
        self.summary.handle_event(event)  # down, it only notes which keys are held
        if self.hand_over.holds_back(event):
            return  # the last person's click, just after the screen passed on
        if self.pointer.handle_event(event, self._focus_spots(), self.table.handle_event):
            self._dirty = True
            return
        if self.table.handle_event(event):
            self._dirty = True

    def _focus_spots(self) -> list[pygame.Rect]:
        """What the keyboard may step through: nothing behind the curtain, only the
        summary's button while it is up."""
        if self.curtain.up or self.claims.up:
            return []
        if self.news.up:
            return self.news.focus_spots()
        if self.summary.up:
            return self.summary.focus_spots()
        return self.table.focus_spots()

    def _hand_back_pointer(self) -> None:
        """While the curtain, a panel or the menu covers the table, the mouse's moves go to
        them, so the table's hover (a zoom, a lit card) still points where the mouse was.
        When a cover comes, the table is told the pointer left (what it saw last may be
        the last person's, at a shared screen); when the cover goes, it learns where the
        mouse is now."""
        covered = (
            self.menu.is_open
            or self.curtain.up
            or self.claims.up
            or self.news.up
            or self.summary.up
        )
        if covered and not self._covered:
            self.table.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
        if self._covered and not covered and self._pointer is not None:
            motion = {"pos": self._pointer, "rel": (0, 0), "buttons": (0, 0, 0)}
            self.table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, motion))
        self._covered = covered

    def update(self, dt: float) -> bool:
        changed = self._dirty
        self._dirty = False
        self._time += dt
        self._hand_back_pointer()
        if self.curtain.update() or self.news.update() or self.summary.update():
            changed = True  # their buttons light up once a press counts
        if self.table.update(dt):
            changed = True
        if self._untold:
            self._tell_log()
            changed = changed or not self._untold
        if not self.menu.is_open and self.claims.update(dt):
            changed = True
        if self.toast is not None:
            self._toast_left -= dt
            if self._toast_left <= 0:
                self.toast = None
                self._layout_log()
                changed = True
        if self.menu.is_open:
            return changed
        if self.runner.busy:
            before = int(self._thinking_clock * THINKING_FPS)
            self._thinking_clock += dt
            if int(self._thinking_clock * THINKING_FPS) != before:
                changed = True
            advice, error = self.runner.poll_advice(dt)
            if self._hint_for is not None:
                if advice is not None or error is not None:
                    self._hint_ready(advice, error)
                    self._update_buttons()
                    changed = True
            elif advice is not None or error is not None:
                changed = (
                    self._bot_moved(None if advice is None else advice.action, error) or changed
                )
        if self._settle_in is not None:
            self._settle_in -= dt
            if self._settle_in <= 0:
                self._settle_in = None
                move = self.flow.settled()  # still nothing to decide: undo may have come
                if move is not None:
                    self._apply(move)
                    return True
        if self._final_in is not None:
            self._final_in -= dt
            if self._final_in <= 0:
                self._final_in = None
                self.final_ready = True
                self._rebuild_widgets()  # the "See results" button, the log a little shorter
                return True
        return changed or self.log.dirty

    def _show_results(self) -> None:
        self._leave(lambda: navigation.to_results(self.app, self.session))

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FELT, self.table_rect)
        previous_clip = surface.get_clip()
        surface.set_clip(self.table_rect)
        self.table.draw(surface)
        # Where the table has the move now (a panel, a new size); no move hinted, no ring
        # (a lesson that ends drops its move without a hint's words to hide).
        hinted = self.hinted
        self.hint_banner.spots = [] if hinted is None else self.table.hint_spots(hinted)
        self.hint_banner.draw_spots(surface, self.app.px)
        self.pointer.draw(surface, self._focus_spots())
        surface.set_clip(previous_clip)
        self.summary.draw(surface)
        self.claims.draw(surface)
        self.news.draw(surface)
        self.curtain.draw(surface)
        self._draw_side(surface)
        self._draw_toast(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        """A card the player carries stays under the pointer over the side panel and its
        buttons, drawn above them (``parlour.ui.widgets.overhang``)."""
        if self.table.carrying() and not (self.menu.is_open or self.curtain.up):
            self.overhang.draw(surface, self.table_rect, self.table.draw)

    def _status(self, name_of: Callable[[str], str] = str) -> tuple[str, bool]:
        """The status line and whether a bot is thinking; the name it says passes through
        ``name_of`` (to be shortened)."""
        t = self.app.t
        if self.flow.over:
            if not self.final_ready:
                return t("table.status.over"), False
            # A game with nothing hidden has nothing to turn over at the end.
            shown = "revealed" if self.session.game.has_secrets else "open"
            return t(f"table.final.{shown}"), False
        pending = self.flow.pending_round()
        if pending is not None:
            return t("table.round.title", number=pending.number), False
        if self.flow.claims_open:
            return t("table.status.claim"), False
        seat = self.session.state.to_act()
        assert seat is not None
        name = name_of(self.session.seats[seat].name)
        if self.flow.people.person_of(seat) is None:
            return t("table.status.thinking", name=name), True
        turn = self.session.state.turn_of()
        if turn is not None and turn != seat:
            # Not "Ben to play" on Ann's turn: the table's header names Ann, the curtain
            # and this line the one who decides.
            return t("table.status.deciding", name=name), False
        return t("table.status.turn", name=name), False

    def _status_lines(self, bold_font: pygame.font.Font) -> tuple[list[str], bool]:
        """The status as drawn: one line (room left for the thinking dots while a bot
        thinks), but the final table's sentence wrapped whole. A line too long shortens
        the name, not what the person does: "Friedeli… entscheidet gerade", never
        "Friedelind entscheidet ge…"."""
        status, thinking = self._status()
        room = self.side_rect.width - 2 * self.app.px(12)
        if self.final_ready:
            return wrap_text(status, bold_font, room), False
        if thinking:
            room -= self.app.px(44)
        if bold_font.size(status)[0] > room:
            rest = bold_font.size(self._status(lambda name: "")[0])[0]
            status = self._status(lambda name: fit(name, room - rest, bold_font))[0]
        return [fit(status, room, bold_font)], thinking

    def _draw_side(self, surface: pygame.Surface) -> None:
        px = self.app.px
        pad = px(12)
        side = self.side_rect
        x = side.left + pad
        bold_font = font(px(17), True)
        line_h = font(px(17)).get_linesize()
        # In the moment of an interjection everyone is asked: nobody is marked.
        to_act = None if self.flow.claims_open else self.session.state.to_act()
        name = self.app.t(self.session.game.name_key)
        y = draw_header(surface, side, name, None, self.session.seats, to_act, px, self.app.t)
        lines, thinking = self._status_lines(bold_font)
        whole = self._status()[0]
        for index, line in enumerate(lines):
            text = bold_font.render(line, True, MARK)
            at = surface.blit(text, (x, y + index * line_h))
            full = line if self.final_ready else whole
            text_marks.note(surface, line, at, bold_font.get_point_size(), full=full)
        if thinking and self.runner.busy:
            phase = int(self._thinking_clock * THINKING_FPS) % 4
            for dot in range(3):
                colour = MARK if dot < phase else PANEL_EDGE
                centre = (x + text.get_width() + px(10) + dot * px(10), y + line_h // 2 + px(3))
                pygame.draw.circle(surface, colour, centre, max(2, px(3)))
        self.log.draw(surface)
        self.hint_banner.draw(surface, px)

    def toast_lines(self) -> tuple[pygame.font.Font, list[str]]:
        """The message's font and lines: smaller type first, then wrapped, so a long
        message (a failed save's) stays inside the side panel."""
        px = self.app.px
        room = self.side_rect.width - 2 * px(12) - px(28)
        text_font = font(px(18), True)
        if text_font.size(self.toast or "")[0] > room:
            text_font = font(px(14), True)
        return text_font, wrap_text(self.toast or "", text_font, room)

    def _toast_height(self) -> int:
        if self.toast is None:
            return 0
        text_font, lines = self.toast_lines()
        return text_font.get_linesize() * len(lines) + self.app.px(14)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        box = self._toast_box
        if self.toast is None or not box.height:
            return
        px = self.app.px
        text_font, lines = self.toast_lines()
        line_h = text_font.get_linesize()
        backdrop = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(backdrop, (20, 14, 10, 225), backdrop.get_rect(), border_radius=px(10))
        text_marks.veiled(surface, box)
        surface.blit(backdrop, box)
        pygame.draw.rect(surface, MARK, box, width=max(1, px(2)), border_radius=px(10))
        top = box.top + px(7)
        previous_clip = surface.get_clip()
        surface.set_clip(box.clip(previous_clip))  # a panel too short for all of it
        for index, line in enumerate(lines):
            image = text_font.render(line, True, TEXT)
            at = surface.blit(image, image.get_rect(midtop=(box.centerx, top + index * line_h)))
            text_marks.note(surface, line, at, text_font.get_point_size())
        surface.set_clip(previous_clip)
