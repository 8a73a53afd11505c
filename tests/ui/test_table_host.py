"""The table host, driven through the real app loop with posted pygame events (headless).

The fake take-away game (``tests/fakes``) has a secret per seat (a bonus card), so the
curtain, the viewer and the log filter have something to hide.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import threading
import time
from collections.abc import Mapping
from typing import Any

import pygame
import pytest

from parlour.engine import Action, Event, RuleError
from parlour.saves.errors import SaveError
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.table import AI_PAUSE, TableScene
from tests.fakes.driver import lift_curtain
from tests.fakes.game import Take
from tests.fakes.table import FakeTable

FRAME = 1 / 60


class RecordingTable(FakeTable):
    """The fake table that also remembers who every ``show`` was for."""

    def __init__(self, ctx: Any) -> None:
        super().__init__(ctx)
        self.shows: list[tuple[int | None, Mapping[str, Any], list[Action]]] = []

    def show(self, view: Mapping[str, Any], viewer: int | None, legal: list[Action]) -> None:
        super().show(view, viewer, legal)
        self.shows.append((viewer, view, legal))

    @property
    def viewer(self) -> int | None:
        return self.shows[-1][0]


def start(app: App, *seats: Seat, seed: int = 1) -> TableScene:
    session = Session.start("test_fake", list(seats), seed=seed)
    scene = TableScene(app, session, factory=RecordingTable)
    app.scenes.switch(scene)
    frames(app, 2)
    return scene


def frames(app: App, count: int, dt: float = FRAME) -> None:
    for _ in range(count):
        app.step(dt)


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    frames(app, 2)


def key(app: App, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))
    frames(app, 1)


def take(app: App, scene: TableScene, count: int) -> None:
    table = scene.table
    assert isinstance(table, RecordingTable)
    click(app, table.button_rects[Take(count)].center)


def wait_for_bot(app: App, scene: TableScene) -> None:
    """Step frames (of real time) until the pending bot move has been played."""
    deadline = time.monotonic() + 5
    while scene.runner.busy and time.monotonic() < deadline:
        frames(app, 1, dt=0.05)
    assert not scene.runner.busy


def snapshot(scene: TableScene) -> str:
    return json.dumps(scene.session.state.to_json(), sort_keys=True)


def saved_actions(app: App, scene: TableScene) -> int:
    scene.autosaver.flush()  # autosaves are written on the table's writer thread
    path = app.store.path_for(scene.session)
    return len(json.loads(path.read_text())["actions"])


# -- bots --------------------------------------------------------------------------------


def test_bot_turn_waits_the_pause_and_never_blocks(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    release = threading.Event()
    answered = threading.Event()
    real_bot = scene.runner.bot("easy")

    class SlowBot:
        level = "easy"

        def choose(self, state, seat, rng):
            release.wait(10)  # only a loop that waited for the bot would see this run out
            answered.set()
            return real_bot.choose(state, seat, rng)

    scene.runner._bots["easy"] = SlowBot()
    take(app, scene, 1)
    assert scene.session.state.to_act() == 1 and scene.runner.busy
    # The bot is stuck thinking, yet thirty frames come and the menu still opens.
    frames(app, 30)
    assert not answered.is_set() and scene.runner.busy
    key(app, pygame.K_ESCAPE)
    assert not answered.is_set() and scene.menu.is_open
    key(app, pygame.K_ESCAPE)
    assert not scene.menu.is_open
    release.set()
    scene.runner.join(5)
    # The answer is there, but the move shows only after the pause has passed.
    frames(app, int(AI_PAUSE / FRAME) - 5)
    assert len(scene.session.history) == 1
    frames(app, 10)
    assert len(scene.session.history) == 2
    assert scene.session.state.to_act() == 0


def test_single_human_is_the_viewer_even_during_bot_turns(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"), Seat("Cleo", "hard"))
    table = scene.table
    assert not scene.curtain.up
    assert table.viewer == 0 and table.legal
    take(app, scene, 2)
    assert table.viewer == 0 and table.legal == []  # watching, not acting
    wait_for_bot(app, scene)
    wait_for_bot(app, scene)
    assert scene.session.state.to_act() == 0 and table.viewer == 0 and table.legal
    assert all(viewer == 0 for viewer, _, _ in table.shows)


# -- hot seat ----------------------------------------------------------------------------


def test_curtain_between_two_humans_hides_every_secret(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert"))
    table = scene.table
    # Two people at one screen: even the first turn starts behind the curtain.
    assert scene.curtain.up and scene.curtain.name == "Anna"
    viewer, view, legal = table.shows[-1]
    assert viewer is None and legal == [] and view["bonus"] == [None, None]
    click(app, scene.table_rect.center)
    assert scene.curtain.up, "a click anywhere but on its button leaves it"
    lift_curtain(app, scene)
    viewer, view, legal = table.shows[-1]
    assert viewer == 0 and legal and view["bonus"][0] is not None and view["bonus"][1] is None
    take(app, scene, 1)
    assert scene.curtain.up and scene.curtain.name == "Bert"
    viewer, view, legal = table.shows[-1]
    assert viewer is None and view["bonus"] == [None, None]
    # Behind the curtain the table cannot be played: keys and clicks go to the curtain.
    pile = view["pile"]
    lift_curtain(app, scene, pygame.K_SPACE)
    assert table.viewer == 1
    assert table.shows[-1][1]["pile"] == pile


def test_curtain_skips_bot_turns_between_the_same_human(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"), Seat("Cleo"), Seat("Dora", "easy"))
    lift_curtain(app, scene)  # Anna lifts the first curtain
    take(app, scene, 1)
    # While Bert (a bot) plays, nobody's secrets are shown; then Cleo needs the curtain.
    assert not scene.curtain.up and scene.table.viewer is None
    wait_for_bot(app, scene)
    assert scene.curtain.up and scene.curtain.name == "Cleo"


def test_log_shows_only_public_events_when_humans_share_the_screen(app, monkeypatch) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert"))
    lift_curtain(app, scene)
    secret = Event("test_fake.log.took", {"seat": 0, "count": 99}, audience=frozenset({0}))
    real_apply = scene.session.state.__class__._apply

    def leaky(state, act):
        return [*real_apply(state, act), secret]

    monkeypatch.setattr(scene.session.state.__class__, "_apply", leaky)
    take(app, scene, 1)
    assert scene.log.texts() == ["Anna takes 1"]
    assert secret not in scene.table.seen_events  # the curtain is up for Bert


# -- undo --------------------------------------------------------------------------------


def test_undo_takes_back_the_humans_move_but_never_a_bots(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    before = snapshot(scene)
    assert not scene.undo_button.is_enabled
    take(app, scene, 2)
    assert scene.undo_button.is_enabled  # the bot is still in its pause
    click(app, scene.undo_button.rect.center)
    assert snapshot(scene) == before and scene.session.history == []
    assert scene.log.texts() == [] and not scene.runner.busy
    assert saved_actions(app, scene) == 0
    take(app, scene, 1)
    wait_for_bot(app, scene)
    # The last action was the bot's: the button is off and Ctrl+Z does nothing.
    assert not scene.undo_button.is_enabled
    played = snapshot(scene)
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert snapshot(scene) == played and len(scene.session.history) == 2


def hover(app: App, pos: tuple[int, int], seconds: float) -> None:
    """Rest the pointer on ``pos`` (warped: pygame_gui asks SDL where it is)."""
    pygame.mouse.set_pos(pos)
    frames(app, round(seconds / 0.05), dt=0.05)


def drawn_over(before: pygame.Surface, after: pygame.Surface, rect: pygame.Rect) -> bool:
    """Whether anything in ``rect`` (cut to the screen) changed from ``before`` to ``after``."""
    shown = rect.clip(after.get_rect())
    return any(
        before.get_at((x, y)) != after.get_at((x, y))
        for x in range(shown.left, shown.right, 4)
        for y in range(shown.top, shown.bottom, 4)
    )


def test_a_greyed_undo_says_why_on_hover_and_on_ctrl_z(app) -> None:
    """A greyed Undo and a refused Ctrl+Z used to say nothing at all."""
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    take(app, scene, 1)
    wait_for_bot(app, scene)
    assert not scene.undo_button.is_enabled
    why = app.t("table.no_undo.other_moved", name="Bert")
    assert "Bert" in why and why != "table.no_undo.other_moved"
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.toast == why and len(scene.session.history) == 2
    while scene.toast is not None:  # the message goes, and the screen comes to rest
        frames(app, 10, dt=0.1)
    frames(app, 10, dt=0.1)
    before = app.screen.copy()
    hover(app, scene.undo_button.rect.center, 2.0)
    tip = scene.undo_button.tool_tip
    assert tip is not None  # pygame_gui translates the key with its parameters
    assert tip.text_block.html_text == "table.no_undo.other_moved"
    assert tip.text_block.text_kwargs == {"name": "Bert"}
    assert drawn_over(before, app.screen, tip.rect), "on the screen, not only among the widgets"
    hover(app, scene.table_rect.center, 0.2)
    assert scene.undo_button.tool_tip is None  # it goes with the pointer


def test_a_tooltip_under_a_resting_pointer_reaches_the_screen(app) -> None:
    """pygame_gui counts a tooltip's delay and lays its text out in its update, which an
    idle frame skipped: a tooltip came only while the pointer kept moving, or stayed off
    the screen once made."""
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    assert scene.hint_button is not None
    # A text long enough to wrap: pygame_gui lays it out on a later update.
    scene.hint_button.set_tooltip("table.no_undo.barrier")
    frames(app, 30, dt=0.05)  # at rest
    before = app.screen.copy()
    hover(app, scene.hint_button.rect.center, 2.0)
    tip = scene.hint_button.tool_tip
    assert tip is not None
    assert drawn_over(before, app.screen, tip.rect), "on the screen, not only among the widgets"


def test_undo_is_not_offered_between_two_humans(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert"))
    lift_curtain(app, scene)
    take(app, scene, 1)
    lift_curtain(app, scene, pygame.K_SPACE)
    assert scene.table.viewer == 1
    assert not scene.undo_button.is_enabled


# -- applying, saving, messages -----------------------------------------------------------


def test_autosave_after_every_action(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    assert not app.store.path_for(scene.session).exists()
    take(app, scene, 1)
    assert saved_actions(app, scene) == 1
    wait_for_bot(app, scene)
    assert saved_actions(app, scene) == 2
    loaded = app.store.load(app.store.path_for(scene.session))
    assert loaded.history == scene.session.history


def broken_disk(app: App, monkeypatch) -> None:
    """Every write of the store fails as a full disk would (on its worker thread too)."""

    def full(target, save_id, text):
        raise SaveError("saves.error.write_failed", "disk full", reason="disk full")

    monkeypatch.setattr(app.store, "_write", full)


def test_failed_save_shows_a_message_once_and_play_goes_on(app, monkeypatch) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    broken_disk(app, monkeypatch)
    take(app, scene, 3)
    assert len(scene.session.history) == 1
    scene.autosaver.flush_quietly()  # the write fails on the writer thread, unseen yet
    wait_for_bot(app, scene)
    # The write of Anna's move failed on the worker; the next autosave reports it, once:
    # the store's own sentence, not wrapped in a second "could not be saved (…)".
    assert len(scene.session.history) == 2 and scene.session.state.to_act() == 0
    told = app.t("saves.error.write_failed", reason="disk full")
    assert scene.toast == told
    assert app.t("table.message.saved") != told and told.lower().count("could not save") == 1
    scene.toast = None
    take(app, scene, 1)  # more failing moves: nothing more to say
    scene.autosaver.flush_quietly()
    wait_for_bot(app, scene)
    assert scene.toast is None
    assert len(scene.session.history) == 4 and app.scenes.current is scene


def test_a_long_message_is_wrapped_inside_a_narrow_table(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    pygame.display.set_mode((640, 400), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(640, 400), w=640, h=400))
    frames(app, 1)
    scene.show_message(app.t("saves.error.occupied", file="0123456789abcdef.json"))
    frames(app, 1)
    text_font, lines = scene.toast_lines()
    assert len(lines) > 1
    assert all(text_font.size(line)[0] <= scene.table_rect.width - 40 for line in lines)
    assert " ".join(lines) == scene.toast and not app.message_open


def test_menu_save_failure_is_always_told(app, monkeypatch) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    broken_disk(app, monkeypatch)
    for _ in range(2):  # the player asked: each time
        scene.toast = None
        key(app, pygame.K_ESCAPE)
        click(app, scene.menu.buttons["save"].rect.center)
        assert scene.toast == app.t("saves.error.write_failed", reason="disk full")
    take(app, scene, 1)  # its autosave fails on the worker; the player knows already
    key(app, pygame.K_ESCAPE)
    click(app, scene.menu.buttons["quit"].rect.center)
    from parlour.ui.scenes.main_menu import MainMenuScene

    assert isinstance(app.scenes.current, MainMenuScene)
    assert not app.message_open


def test_a_late_failure_on_quit_is_told(app, monkeypatch) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    broken_disk(app, monkeypatch)
    take(app, scene, 1)  # its autosave fails on the worker, unseen so far
    key(app, pygame.K_ESCAPE)
    click(app, scene.menu.buttons["quit"].rect.center)
    from parlour.ui.scenes.main_menu import MainMenuScene

    assert isinstance(app.scenes.current, MainMenuScene)
    assert app.message_open


def test_illegal_submit_shows_a_message_and_changes_nothing(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    before = snapshot(scene)
    with pytest.raises(RuleError):
        scene.session.state.clone().apply(Take(7))
    scene.ctx.submit(Take(7))
    assert scene.toast == app.t("table.message.illegal")
    assert snapshot(scene) == before and scene.session.history == []
    assert not app.store.path_for(scene.session).exists()
    frames(app, int(4 / FRAME), dt=FRAME)
    assert scene.toast is None


def test_submit_out_of_turn_is_refused(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    take(app, scene, 1)
    before = snapshot(scene)
    scene.ctx.submit(Take(1))  # Bert (a bot) is to act, not the viewer
    assert scene.toast == app.t("table.message.not_your_turn")
    assert snapshot(scene) == before


# -- menu, results, loading, idling -------------------------------------------------------


def test_escape_opens_the_menu_and_resume_closes_it(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    key(app, pygame.K_ESCAPE)
    assert scene.menu.is_open
    # The table underneath cannot be played while the menu is open.
    table = scene.table
    assert isinstance(table, RecordingTable)
    before = snapshot(scene)
    click(app, table.button_rects[Take(1)].center)
    assert snapshot(scene) == before
    click(app, scene.menu.buttons["resume"].rect.center)
    assert not scene.menu.is_open


def test_the_menu_dims_the_sidebar_buttons_too(app) -> None:
    """The sidebar's buttons are drawn by pygame_gui after the scene: a veil painted on the
    scene left a disabled Undo bright on top of the dark, looking like the one live thing."""
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    assert scene.undo_button is not None and not scene.undo_button.is_enabled
    spot = scene.undo_button.rect.center
    app.redraw()
    frames(app, 1)
    bright = sum(app.screen.get_at(spot)[:3])
    key(app, pygame.K_ESCAPE)
    assert scene.menu.is_open and not scene.undo_button.is_enabled
    frames(app, 1)
    assert sum(app.screen.get_at(spot)[:3]) < bright * 0.7
    key(app, pygame.K_ESCAPE)
    assert not scene.menu.is_open
    frames(app, 1)
    assert sum(app.screen.get_at(spot)[:3]) == bright, "the veil goes with the menu"


def test_menu_save_and_quit(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    key(app, pygame.K_ESCAPE)
    click(app, scene.menu.buttons["save"].rect.center)
    assert scene.toast == app.t("table.message.saved")
    assert saved_actions(app, scene) == 0
    key(app, pygame.K_ESCAPE)
    click(app, scene.menu.buttons["quit"].rect.center)
    from parlour.ui.scenes.main_menu import MainMenuScene

    assert isinstance(app.scenes.current, MainMenuScene)


def play_to_the_end(app: App, scene: TableScene) -> None:
    while not scene.session.state.is_over():
        if scene.session.state.to_act() == 0:
            take(app, scene, max(a.count for a in scene.table.legal))
        else:
            wait_for_bot(app, scene)


def test_the_end_of_a_game_without_secrets_reveals_nothing(app, monkeypatch) -> None:
    """The Millionenspiel ended on "every card is face up": it has no hidden cards."""
    app.settings.animation_speed = 2.0  # "fast": the final beat takes half as long
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"), seed=4)
    monkeypatch.setattr(scene.session.game, "has_secrets", False)
    play_to_the_end(app, scene)
    frames(app, 14, dt=0.05)
    assert scene.final_ready
    assert scene._status() == (app.t("table.final.open"), False)
    assert app.t("table.final.open") != app.t("table.final.revealed")


def test_game_over_stays_on_the_final_table_until_see_results(app) -> None:
    """The end used to vanish into the results after a beat; now the final position stays,
    every secret shown, and the results come when the player asks for them."""
    from parlour.ui.scenes.results import ResultsScene

    app.settings.animation_speed = 2.0  # "fast": every pause and beat takes half as long
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"), seed=4)
    assert scene.ctx.animation_speed == 0.5
    play_to_the_end(app, scene)
    viewer, view, legal = scene.table.shows[-1]
    assert viewer is None and legal == [] and view == scene.session.state.final_view()
    assert None not in view["bonus"]  # the fake's final view shows every bonus card
    assert scene.results_button is None  # a short beat first: the last events play out
    frames(app, 14, dt=0.05)
    assert app.scenes.current is scene and scene.results_button is not None
    assert scene._status() == (app.t("table.final.revealed"), False)
    frames(app, 60)
    assert app.scenes.current is scene  # it waits for the player
    click(app, scene.results_button.rect.center)
    assert isinstance(app.scenes.current, ResultsScene)


def test_enter_opens_the_results_from_the_final_table(app) -> None:
    from parlour.ui.scenes.results import ResultsScene

    app.settings.animation_speed = 0.0
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"), seed=4)
    play_to_the_end(app, scene)
    frames(app, 2)
    # Undo, which can never light again, gives its room to the menu button.
    assert scene.final_ready and scene.undo_button is None
    assert (
        scene.menu_button is not None and scene.menu_button.rect.width > scene.side_rect.width // 2
    )
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.current, ResultsScene)


def test_a_loaded_game_shows_its_log(app) -> None:
    session = Session.start("test_fake", [Seat("Anna"), Seat("Bert", "easy")], seed=2)
    session.apply(Take(2))
    session.apply(Take(1))
    scene = TableScene(app, session, factory=RecordingTable)
    app.scenes.switch(scene)
    frames(app, 2)
    assert scene.log.texts() == ["Anna takes 2", "Bert takes 1"]


def test_idle_table_asks_for_no_redraw(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    frames(app, 40)
    assert scene.update(FRAME) is False
    scene.show_message("hello")
    assert scene.update(FRAME) is True


def test_rules_and_settings_open_over_the_table_and_back_returns_to_the_menu(app) -> None:
    """Back from the rules or the settings returns to the game menu they were opened
    from, not to the table: a click meant for the menu must not land on a curtain."""
    from parlour.ui.scenes.rules_help import RulesHelpScene
    from parlour.ui.scenes.settings import SettingsScene

    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    take(app, scene, 1)
    assert scene.runner.busy
    key(app, pygame.K_ESCAPE)
    assert not scene.runner.busy  # the game pauses while the menu is open
    click(app, scene.menu.buttons["rules"].rect.center)
    assert isinstance(app.scenes.current, RulesHelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.current is scene and scene.menu.is_open
    assert not scene.runner.busy  # still paused under the menu
    click(app, scene.menu.buttons["settings"].rect.center)
    settings = app.scenes.current
    assert isinstance(settings, SettingsScene)
    app.settings.animation_speed = 0.0
    click(app, settings.widget_of["back"].rect.center)
    assert app.scenes.current is scene and scene.menu.is_open
    assert scene.ctx.animation_speed == 0.0
    assert len(scene.session.history) == 1
    click(app, scene.menu.buttons["resume"].rect.center)
    assert not scene.menu.is_open
    wait_for_bot(app, scene)
    assert len(scene.session.history) == 2  # the bot's turn went on


def test_resize_and_language_switch_keep_the_game(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    take(app, scene, 2)
    key(app, pygame.K_ESCAPE)
    pygame.display.set_mode((1400, 900), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1400, 900), w=1400, h=900))
    frames(app, 1)
    assert scene.side_rect.right == 1400 and scene.table.rect == scene.table_rect
    assert scene.menu.is_open and scene.menu.panel.rect.center == (700, 450)
    app.set_language("de")
    assert scene.log.texts() == ["Anna nimmt 2"]
    assert len(scene.session.history) == 1 and scene.menu.is_open


def test_duration_factor_turns_speed_into_duration() -> None:
    from parlour.ui.scenes.table import duration_factor

    assert [duration_factor(s) for s in (0.0, 0.5, 1.0, 2.0)] == [0.0, 2.0, 1.0, 0.5]


def test_a_failing_bot_does_not_stop_the_game(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))

    class BrokenBot:
        level = "easy"

        def choose(self, state, seat, rng):
            raise RuntimeError("bug in a bot")

    scene.runner._bots["easy"] = BrokenBot()
    take(app, scene, 1)
    wait_for_bot(app, scene)
    assert len(scene.session.history) == 2 and scene.session.state.to_act() == 0
    assert scene.toast == app.t("table.message.ai_failed", name="Bert")


def test_menu_works_from_the_keyboard(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    key(app, pygame.K_ESCAPE)
    assert scene.menu.buttons["resume"].is_selected
    key(app, pygame.K_UP)  # wraps round to "quit"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert scene.menu.buttons["save"].is_selected
    assert not scene.menu.buttons["resume"].is_selected
    key(app, pygame.K_RETURN)
    assert not scene.menu.is_open and scene.toast == app.t("table.message.saved")


def test_long_names_are_shortened_to_fit_the_panel(app) -> None:
    from parlour.ui.fonts import font
    from parlour.ui.text import fit

    bold = font(17, True)
    assert fit("Ada", 200, bold) == "Ada"
    short = fit("Bartholomäus von Hohenzollern-Sigmaringen", 120, bold)
    assert short.endswith("…") and bold.size(short)[0] <= 120
    scene = start(app, Seat("Bartholomäus von Hohenzollern-Sigmaringen"), Seat("Bert", "hard"))
    frames(app, 1)
    assert scene.side_rect.width < 300  # drawn at 1024×640 without error


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_game_name_stays_inside_the_panel(tmp_path, language) -> None:
    """ "MONOPOLY Das Kartenspiel" is wider than the panel of a 1024×640 window: it wraps."""
    from parlour.games import playable_games
    from parlour.ui.fonts import font
    from parlour.ui.widgets.side_panel import title_lines

    fonts.font.cache_clear()
    app = App(data_dir=tmp_path, language=language, size=(1024, 640), sound=False)
    try:
        for game in playable_games():
            seats = [Seat("Ada")] + [Seat(f"Bot {i}", "easy") for i in range(game.min_players - 1)]
            scene = TableScene(app, Session.start(game.id, seats, seed=1))
            app.scenes.switch(scene)
            frames(app, 1)
            room = scene.side_rect.width - 2 * app.px(12)
            lines = title_lines(app.t(game.name_key), scene.side_rect, app.px)
            assert " ".join(lines) == app.t(game.name_key)
            assert all(font(app.px(22), True).size(line)[0] <= room for line in lines), lines
            app.main_menu()
    finally:
        app.shutdown()
        pygame.quit()
        fonts.font.cache_clear()
