"""Hints at the table, driven through the real app loop with posted events (headless).

The hard bot of the fake take-away game always takes the most it may; the hint must ring
that action's place on the table while every legal move stays open, say itself in the side
panel without covering the header, go at the next move or on Esc, be counted in the
session (and so the save and the record), and be offered only where it is allowed.
"""

from __future__ import annotations

import json
import random
import time

import pygame
import pytest

from parlour.ai.base import LEAD, Advice, Bot
from parlour.ai.search import SearchBot
from parlour.engine import Action, GameState
from parlour.saves.records import record_of
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.ai_process import ANSWER_MARGIN
from parlour.ui.ai_runner import HINT_SECONDS
from parlour.ui.app import App
from parlour.ui.scenes.table import TableScene
from tests.fakes import install_fake_game
from tests.fakes.driver import click, frames, key, lift_curtain
from tests.fakes.game import Take
from tests.ui.test_table_host import RecordingTable, take, wait_for_bot


def start(app: App, *seats: Seat, hints_agreed: bool = False) -> TableScene:
    session = Session.start("test_fake", list(seats), seed=1, hints_agreed=hints_agreed)
    scene = TableScene(app, session, factory=RecordingTable)
    app.scenes.switch(scene)
    frames(app, 2)
    # The hard bot built here thinks on a thread: the fake game exists only in this process.
    scene.runner.bot("hard")
    return scene


def wait_for_hint(app: App, scene: TableScene) -> None:
    deadline = time.monotonic() + 5
    while scene.runner.busy and time.monotonic() < deadline:
        frames(app, 1)
    assert not scene.runner.busy


def table_of(scene: TableScene) -> RecordingTable:
    assert isinstance(scene.table, RecordingTable)
    return scene.table


def test_the_button_rings_the_hard_bots_move_and_leaves_every_move_open(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    legal = scene.session.state.legal_actions()
    assert len(legal) > 1 and table_of(scene).shows[-1][2] == legal
    assert scene.hint_button is not None and scene.hint_button.is_enabled
    click(app, scene.hint_button)
    wait_for_hint(app, scene)
    viewer, _, shown = table_of(scene).shows[-1]
    assert viewer == 0 and shown == legal and scene.hinted == legal[-1]
    assert set(table_of(scene).button_rects) == set(legal)  # nothing dimmed, nothing gone
    assert scene.hint_banner.spots == [table_of(scene).button_rects[legal[-1]]]
    assert isinstance(legal[-1], Take)
    assert scene.hint_banner.text is not None
    assert scene.hint_banner.text.startswith(f"Take {legal[-1].count}.")
    assert scene.session.hints == [1, 0]


def test_the_hints_words_lie_in_the_side_panel_under_the_header(app) -> None:
    """Not over the table (its day counter, its "X is to play" header, its instruction),
    nor over the side panel's seats and status: at the log's foot, above the Hint button,
    and the log makes room for it."""
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    log_before = scene.log.rect.copy()
    key(app, pygame.K_h, "h")
    wait_for_hint(app, scene)
    box = scene.hint_banner.rect
    assert box.height > 0 and scene.side_rect.contains(box)
    assert not box.colliderect(scene.table_rect)
    assert box.top >= log_before.top and not box.colliderect(scene.log.rect)
    assert scene.hint_button is not None
    assert box.bottom <= scene.hint_button.relative_rect.top
    assert scene.toast is None  # nothing over the table
    text_font = scene.hint_banner.text_font(app.px)
    lines = scene.hint_banner.lines(box.width, app.px)
    assert len(lines) * text_font.get_linesize() <= box.height
    assert all(text_font.size(line)[0] <= box.width for line in lines)


def test_any_other_move_is_open_and_takes_the_hint_down(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    key(app, pygame.K_h, "h")
    wait_for_hint(app, scene)
    hinted = scene.hinted
    assert isinstance(hinted, Take) and hinted != Take(1)
    log_with_hint = scene.log.rect.copy()
    take(app, scene, 1)  # not the hinted move
    assert scene.session.history[-1] == Take(1)
    assert scene.hinted is None and not scene.hint_banner.up and not scene.hint_banner.spots
    assert scene.log.rect.height > log_with_hint.height  # the log has its room back


def test_esc_once_takes_the_hint_down_and_a_second_opens_the_menu(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    key(app, pygame.K_h, "h")
    wait_for_hint(app, scene)
    assert scene.hint_banner.up
    key(app, pygame.K_ESCAPE, "\x1b")
    assert scene.hinted is None and not scene.hint_banner.up and not scene.menu.is_open
    assert scene.hint_button is not None and scene.hint_button.is_enabled  # ask again
    key(app, pygame.K_ESCAPE, "\x1b")
    assert scene.menu.is_open


class AdvisingSearch(SearchBot):
    """The real search, remembering the advice it gave and the time limit it was given."""

    def __init__(self) -> None:
        super().__init__(iterations=60)
        self.given: list[tuple[Advice, float | None]] = []

    def advise(
        self, state: GameState, seat: int, rng: random.Random, time_limit: float | None = None
    ) -> Advice:
        advice = super().advise(state, seat, rng, time_limit)
        self.given.append((advice, time_limit))
        return advice


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_hint_shows_the_options_weighed_with_the_bots_own_figures(
    tmp_path, monkeypatch, language
) -> None:
    install_fake_game(monkeypatch)
    app = App(data_dir=tmp_path, language=language, size=(1280, 800))
    try:
        scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
        bot = AdvisingSearch()
        scene.runner._bots["hard"] = bot
        key(app, pygame.K_h, "h")
        wait_for_hint(app, scene)
        ((advice, limit),) = bot.given
        # The search had what is left of the hint's second after the handoff.
        assert limit is not None and 0 < limit <= HINT_SECONDS - ANSWER_MARGIN
        assert scene.hinted == advice.action and len(advice.weighed) == 3
        take, percent, label = {
            "en": ("Take", "%", "This move did best in trial games"),
            "de": ("Nimm", "\u00a0%", "In Probepartien von hier aus"),
        }[language]
        options = [
            f"• {take} {act.count}: {round(100 * value)}{percent}"  # type: ignore[attr-defined]
            for act, value in advice.weighed
        ]
        head, why, *rest = (scene.hint_banner.text or "").split("\n")
        assert head == f"{take} {advice.action.count}."  # type: ignore[attr-defined]
        assert why.startswith(label) and rest == options
    finally:
        pygame.quit()
        fonts.font.cache_clear()


def test_the_key_asks_too_and_acting_brings_every_move_back(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert"), hints_agreed=True)
    assert scene.curtain.up and not scene.hint_offered()  # nobody's cards behind it
    lift_curtain(app, scene, pygame.K_RETURN)
    assert scene.hint_offered()
    key(app, pygame.K_h, "h")
    wait_for_hint(app, scene)
    hinted = scene.hinted
    assert isinstance(hinted, Take) and scene.hint_banner.spots
    take(app, scene, hinted.count)
    frames(app, 3)
    assert scene.hinted is None and scene.curtain.up  # Bert's turn, behind the curtain
    lift_curtain(app, scene, pygame.K_RETURN)
    assert table_of(scene).shows[-1][2] == scene.session.state.legal_actions()
    assert scene.session.hints == [1, 0]


def test_asking_again_counts_again_and_shows_every_move_meanwhile(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    release = []
    answered = []

    class WaitingBot:
        level = "hard"

        def choose(self, state, seat, rng):  # type: ignore[no-untyped-def]
            deadline = time.monotonic() + 5  # runs out only for a loop that waits for it
            while not release and time.monotonic() < deadline:
                time.sleep(0.01)
            answered.append(True)
            return state.legal_actions()[0]

        def drop_time_limit(self) -> None:
            return None

    bot: Bot = WaitingBot()
    scene.runner._bots["hard"] = bot
    key(app, pygame.K_h, "h")
    # The bot is still thinking: twenty frames go by and the table offers every move.
    frames(app, 20)
    assert not answered and scene.runner.busy
    assert scene.hint_button is not None and not scene.hint_button.is_enabled
    release.append(True)
    wait_for_hint(app, scene)
    assert scene.hinted == Take(1)
    release.clear()
    key(app, pygame.K_h, "h")
    assert scene.hinted is None and not scene.hint_banner.spots
    assert table_of(scene).shows[-1][2] == scene.session.state.legal_actions()
    release.append(True)
    wait_for_hint(app, scene)
    assert scene.session.hints == [2, 0]


def test_no_hint_on_a_bots_turn(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    scene.runner._bots["easy"] = scene.runner.bot("hard")
    take(app, scene, 1)
    assert scene.session.state.to_act() == 1
    assert not scene.hint_offered()
    assert scene.hint_button is not None and not scene.hint_button.is_enabled
    key(app, pygame.K_h, "h")
    assert scene.session.hints == [0, 0] and scene.hinted is None


@pytest.mark.bot_process
def test_a_table_with_hints_starts_the_worker_as_it_opens(app) -> None:
    # The first hint must not wait for the worker's start (about a second when busy).
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    assert scene.runner._process is not None and scene.runner._process.alive


def test_no_hint_between_people_who_did_not_agree(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert"))
    assert scene.runner._process is None  # no hints, no bot that searches: no worker
    assert scene.hint_button is None and not scene.hint_offered()
    key(app, pygame.K_h, "h")
    frames(app, 5)
    assert scene.session.hints == [0, 0] and not scene.runner.busy


def test_the_count_is_saved_and_lands_in_the_record(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    key(app, pygame.K_h, "h")
    wait_for_hint(app, scene)
    scene.autosaver.flush()
    data = json.loads(app.store.path_for(scene.session).read_text())
    assert data["hints"] == [1, 0]
    loaded = Session.from_json(data)
    assert loaded.hints == [1, 0]
    while not loaded.state.is_over():
        loaded.apply(loaded.state.legal_actions()[-1])
    record = record_of(loaded)
    assert [seat.hints for seat in record.seats] == [1, 0]


def test_a_save_from_before_hints_loads_with_none(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert"))
    data = scene.session.to_json()
    del data["hints"], data["hints_agreed"]
    loaded = Session.from_json(json.loads(json.dumps(data)))
    assert loaded.hints == [0, 0] and not loaded.hints_agreed and not loaded.hints_on


def test_the_hint_button_goes_when_the_game_is_over(app) -> None:
    """A finished game has nothing left to hint: no dimmed Hint button on the final table
    (its row goes to the log)."""
    scene = start(app, Seat("Anna"), Seat("Bert", "easy"))
    assert scene.hint_button is not None
    while not scene.session.state.is_over():
        if scene.session.state.to_act() == 0:
            take(app, scene, max(a.count for a in scene.session.state.legal_actions()))
        else:
            wait_for_bot(app, scene)
    assert scene.hint_button is None and not scene.hint_offered()
    frames(app, 120)  # the final beat: "See results" comes
    assert scene.results_button is not None and scene.hint_button is None
    # The log reaches down to the "See results" button: no empty row between them.
    assert scene.log.rect.bottom == scene.results_button.relative_rect.top - scene.app.px(12)


class Proposing:
    """A hard bot that always proposes ``action``, with figures for it and the draw."""

    level = "hard"

    def __init__(self, action: Action, other: Action) -> None:
        self.action, self.other = action, other

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return self.action

    def advise(
        self, state: GameState, seat: int, rng: random.Random, time_limit: float | None = None
    ) -> Advice:
        return Advice(self.action, ((self.action, 12.0), (self.other, -3.0)), LEAD)

    def drop_time_limit(self) -> None:
        return None


def test_a_monopoly_trade_hint_leaves_the_draw_button_and_the_stock(app) -> None:
    """The hint proposes a trade: the Draw button stays, the stock still draws, and the
    trade's card is ringed."""
    from parlour.games.monopoly_kartenspiel.actions import Draw, Trade

    session = Session.start("monopoly_kartenspiel", [Seat("Bert", "easy"), Seat("Anna")], seed=1)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 2)
    assert session.state.to_act() == 1 and Trade(0, 1) in session.state.legal_actions()
    scene.runner._bots["hard"] = Proposing(Trade(0, 1), Draw())  # type: ignore[assignment]
    key(app, pygame.K_h, "h")
    wait_for_hint(app, scene)
    frames(app, 1)
    assert scene.hinted == Trade(0, 1)
    table = scene.table
    assert "draw" in [button.key for button in table.buttons]  # type: ignore[attr-defined]
    assert scene.hint_banner.spots == table.hint_spots(Trade(0, 1))
    assert scene.hint_banner.spots and scene.hint_banner.text is not None
    assert "+12\u00a0points" in scene.hint_banner.text
    stock = table.stock_rect()  # type: ignore[attr-defined]
    click(app, stock.center)
    assert session.history[-1] == Draw() and scene.hinted is None
