"""People, teams and rounds at the real table host (headless app, posted pygame events).

The fake team game (``tests/fakes/team_game.py``) lets one person play a whole team; the
fake round game (``tests/fakes/round_game.py``) scores several rounds with a summary
between them. Both have a secret per seat, so the curtain has something to hide.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from parlour.engine import Event
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.table import TableScene
from tests.fakes import install_round_game, install_team_game
from tests.fakes.driver import lift_curtain, settle_arming
from tests.fakes.game import Take
from tests.ui.test_table_host import RecordingTable, click, frames, key, take, wait_for_bot


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    fonts.font.cache_clear()
    application = App(data_dir=tmp_path, language="en", size=(1024, 640))
    yield application
    application.shutdown()
    pygame.quit()
    fonts.font.cache_clear()


def start(app: App, game_id: str, seats: list[Seat], seed: int = 1) -> TableScene:
    scene = TableScene(app, Session.start(game_id, seats, seed), factory=RecordingTable)
    app.scenes.switch(scene)
    frames(app, 2)
    return scene


def leak(monkeypatch, scene: TableScene, audience: int) -> Event:
    """Every move also tells seat ``audience`` a secret (as a deal would)."""
    secret = Event("test_fake.log.took", {"seat": audience, "count": 99}, frozenset({audience}))
    cls = scene.session.state.__class__
    real_apply = cls._apply
    monkeypatch.setattr(cls, "_apply", lambda state, act: [*real_apply(state, act), secret])
    return secret


# -- one person, a whole team -------------------------------------------------------------


def test_one_person_plays_both_seats_of_a_team_without_a_curtain(app, monkeypatch) -> None:
    game_id = install_team_game(monkeypatch)
    seats = [Seat("Ann"), Seat("Ann's partner", played_by=0)]
    seats += [Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    scene = start(app, game_id, seats)
    table = scene.table
    assert isinstance(table, RecordingTable)
    viewer, view, legal = table.shows[-1]
    assert not scene.curtain.up and viewer == 0 and legal
    assert None not in view["bonus"][:2] and view["bonus"][2:] == [None, None]
    secret = leak(monkeypatch, scene, 1)
    take(app, scene, 1)
    # Her partner seat is next: no curtain, she acts as seat 1 and saw seat 1's secret.
    assert not scene.curtain.up and table.viewer == 1 and table.legal
    assert secret in table.seen_events
    assert scene.log.texts() == ["Ann takes 1", "Ann's partner takes 99"]
    # Undo takes back the move of her other seat.
    assert scene.undo_button.is_enabled
    click(app, scene.undo_button.rect.center)
    assert scene.session.history == [] and table.viewer == 0 and scene.log.texts() == []
    take(app, scene, 1)
    take(app, scene, 2)
    assert scene.session.state.to_act() == 2 and table.viewer == 0 and table.legal == []
    assert scene.undo_button.is_enabled  # seat 1's move, while the bot still pauses
    key(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert scene.session.state.to_act() == 1 and table.viewer == 1 and table.legal
    take(app, scene, 2)
    wait_for_bot(app, scene)
    assert not scene.undo_button.is_enabled  # a bot's move is never taken back


def test_the_curtain_comes_between_two_people_each_playing_a_team(app, monkeypatch) -> None:
    game_id = install_team_game(monkeypatch)
    seats = [Seat("Ann"), Seat("Ann 2", played_by=0), Seat("Bea"), Seat("Bea 2", played_by=2)]
    scene = start(app, game_id, seats)
    table = scene.table
    assert scene.curtain.up and scene.curtain.name == "Ann"
    lift_curtain(app, scene, pygame.K_SPACE)
    secret = leak(monkeypatch, scene, 1)
    take(app, scene, 1)
    assert not scene.curtain.up and table.viewer == 1, "her own next seat: no curtain"
    assert secret in table.seen_events
    assert scene.log.texts() == ["Ann takes 1"], "two people share the log: public only"
    assert not scene.undo_button.is_enabled, "no undo between two people"
    take(app, scene, 1)
    assert scene.curtain.up and scene.curtain.name == "Bea"
    viewer, view, legal = table.shows[-1]
    assert viewer is None and legal == [] and view["bonus"] == [None] * 4
    lift_curtain(app, scene, pygame.K_SPACE)
    viewer, view, _ = table.shows[-1]
    assert viewer == 2 and view["bonus"][:2] == [None, None] and None not in view["bonus"][2:]
    take(app, scene, 1)
    assert not scene.curtain.up and table.viewer == 3
    take(app, scene, 1)
    assert scene.curtain.up and scene.curtain.name == "Ann"


# -- rounds -------------------------------------------------------------------------------


def play_to_the_summary(app: App, scene: TableScene) -> None:
    while not scene.summary.up:
        if scene.session.state.to_act() == 0:
            take(app, scene, max(a.count for a in scene.table.legal))
        else:
            wait_for_bot(app, scene)


def test_a_round_summary_waits_and_continue_shows_it_again(app, monkeypatch) -> None:
    from parlour.ui.scenes.main_menu import MainMenuScene
    from tests.fakes.driver import click as press

    game_id = install_round_game(monkeypatch)
    scene = start(app, game_id, [Seat("Ann"), Seat("Bot", "easy")])
    play_to_the_summary(app, scene)
    result = scene.session.state.round_results()[0]
    assert scene.summary.result == result and scene.table.legal == []
    assert scene._status() == (app.t("table.round.title", number=1), False)
    # Nobody moves under the summary: no bot, no click on the table.
    history = len(scene.session.history)
    frames(app, 120)
    assert not scene.runner.busy and len(scene.session.history) == history
    scene.ctx.submit(Take(1))
    assert len(scene.session.history) == history
    # Save and leave inside the summary; Continue shows it again.
    key(app, pygame.K_ESCAPE)
    click(app, scene.menu.buttons["quit"].rect.center)
    menu = app.scenes.current
    assert isinstance(menu, MainMenuScene)
    press(app, menu.buttons["continue"])
    again = app.scenes.current
    assert isinstance(again, TableScene) and again is not scene
    assert again.summary.up and again.summary.result == result
    # Its button deals on, and that is saved: Continue now goes straight to the table.
    settle_arming(app)
    click(app, again.summary.button.rect.center)
    assert not again.summary.up and again.session.rounds_seen == 1
    key(app, pygame.K_ESCAPE)
    click(app, again.menu.buttons["quit"].rect.center)
    press(app, app.scenes.current.buttons["continue"])
    third = app.scenes.current
    assert isinstance(third, TableScene) and not third.summary.up
    assert third.session.rounds_seen == 1


def test_enter_closes_the_summary_and_the_bot_plays_on(app, monkeypatch) -> None:
    game_id = install_round_game(monkeypatch)
    scene = start(app, game_id, [Seat("Ann"), Seat("Bot", "easy")], seed=3)
    play_to_the_summary(app, scene)
    numbers = [scene.summary.number(p) for p in scene.summary.result.points]
    assert all(text == text.strip() and "." not in text for text in numbers)  # 7, not 7.0
    settle_arming(app)
    key(app, pygame.K_RETURN)
    assert not scene.summary.up
    if scene.session.state.to_act() == 1:
        assert scene.runner.busy
    else:
        assert scene.table.legal


def test_two_people_read_the_summary_together_then_the_curtain_comes(app, monkeypatch) -> None:
    """Read together: a double click on the move that ended the round closed it unread."""
    game_id = install_round_game(monkeypatch)
    scene = start(app, game_id, [Seat("Ann"), Seat("Bea")])
    while not scene.summary.up:
        if scene.curtain.up:
            lift_curtain(app, scene, pygame.K_SPACE)
        else:
            take(app, scene, max(a.count for a in scene.table.legal))
    viewer, view, legal = scene.table.shows[-1]
    assert not scene.curtain.up and viewer is None and legal == []
    assert view["bonus"] == [None, None], "the new round's cards stay hidden under it"
    click(app, scene.summary.button.rect.center)  # the second click of a double click
    key(app, pygame.K_RETURN)  # or a press in its first moments: it stays up to be read
    assert scene.summary.up
    settle_arming(app)
    key(app, pygame.K_RETURN)
    assert not scene.summary.up and scene.curtain.up
    name = scene.session.seats[scene.session.state.to_act()].name
    assert scene.curtain.name == name
