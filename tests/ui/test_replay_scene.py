"""The replay screen, driven headless with real clicks and keys, from the results and
from the load list."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pygame
import pytest

from parlour.engine import Action
from parlour.games import playable_games
from parlour.play.replay import Replay
from parlour.saves.session import Seat, Session
from parlour.ui import text_marks
from parlour.ui.scenes.load import LoadScene
from parlour.ui.scenes.replay import SPEEDS, STEP_SECONDS, ReplayScene
from parlour.ui.scenes.results import ResultsScene
from tests.fakes import GAME_ID, install_fake_game, install_round_game
from tests.fakes.driver import FRAME, choose, click, frames, key, lift_curtain, make_app
from tests.fakes.game import Take
from tests.play.secret_bids import secret_bid


@pytest.fixture
def app(tmp_path, monkeypatch):
    install_fake_game(monkeypatch)
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


def played(
    game_id: str,
    seats: list[Seat],
    seed: int = 3,
    moves: int | None = None,
    pick: Callable[[list[Action]], Action] = lambda legal: legal[0],
) -> Session:
    """A session played with ``pick`` (by default: take one, the longest game)."""
    session = Session.start(game_id, seats, seed)
    while not session.state.is_over() and (moves is None or len(session.history) < moves):
        session.apply(pick(session.state.legal_actions()))
    return session


def seats() -> list[Seat]:
    return [Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "easy")]


def watch_from_results(app, session: Session) -> ReplayScene:  # type: ignore[no-untyped-def]
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    click(app, app.scenes.current.watch_button)
    scene = app.scenes.current
    assert isinstance(scene, ReplayScene)
    return scene


def test_watch_again_steps_jumps_and_marks_the_move_in_the_log(app) -> None:
    session = played(GAME_ID, seats())
    scene = watch_from_results(app, session)
    replay = scene.replay
    assert replay.position == 0 and replay.length == len(session.history) > 5
    assert scene.watcher is None  # a finished game: everything revealed
    assert scene.log.texts() == []
    assert not scene.buttons["back"].is_enabled
    click(app, scene.buttons["forward"])
    assert replay.position == 1
    assert scene.table.view["pile"] == session.game.new_state(3, 3).pile - 1
    assert scene.log.highlighted_texts() == ["Ann takes 1"]
    assert scene.table.seen_events  # a step forward animates its move
    key(app, pygame.K_RIGHT)
    assert replay.position == 2
    assert scene.log.highlighted_texts() == ["Bob takes 1"]
    assert scene.log.texts() == ["Ann takes 1", "Bob takes 1"]
    click(app, scene.buttons["back"])
    assert replay.position == 1
    assert scene.log.texts() == ["Ann takes 1"]
    key(app, pygame.K_LEFT)
    assert replay.position == 0
    key(app, pygame.K_END)
    assert replay.position == replay.length
    assert scene.table.view == session.state.final_view()
    assert not scene.buttons["forward"].is_enabled
    assert "Ann takes the last counter" in scene.log.highlighted_texts()
    key(app, pygame.K_HOME)
    assert replay.position == 0
    assert scene.table.legal == [] and scene.table.button_rects == {}  # it never acts
    # Back returns to the results of the same game.
    click(app, scene.back_button)
    assert isinstance(app.scenes.current, ResultsScene)
    assert app.scenes.current.session is session


def test_play_pause_and_speed(app) -> None:
    scene = watch_from_results(app, played(GAME_ID, seats()))
    replay = scene.replay
    click(app, scene.buttons["play"])
    assert scene.playing and scene.buttons["play"].text == "Pause"
    frames(app, round(STEP_SECONDS / FRAME) + 2)
    assert replay.position == 1
    click(app, scene.buttons["speed"])
    assert scene.speed == SPEEDS[SPEEDS.index(1.0) + 1]
    assert scene.buttons["speed"].text == "Speed 2×"
    before = replay.position
    frames(app, round(STEP_SECONDS / 2 / FRAME) + 2)
    assert replay.position == before + 1  # twice as fast
    key(app, pygame.K_SPACE)
    assert not scene.playing and scene.buttons["play"].text == "Play"
    paused = replay.position
    frames(app, round(STEP_SECONDS / FRAME) * 2)
    assert replay.position == paused
    # Playing to the end stops there; Play then starts again from the beginning.
    while scene.speed != max(SPEEDS):
        click(app, scene.buttons["speed"])
    assert scene.speed == max(SPEEDS)
    key(app, pygame.K_SPACE)
    frames(app, round(STEP_SECONDS / max(SPEEDS) / FRAME + 1) * (replay.length + 1))
    assert replay.position == replay.length and not scene.playing
    assert scene.buttons["play"].is_enabled and not scene.buttons["forward"].is_enabled
    click(app, scene.buttons["play"])
    assert scene.playing and replay.position == 0


def test_the_slider_moves_through_the_game(app, monkeypatch) -> None:
    scene = watch_from_results(app, played(GAME_ID, seats()))
    replay = scene.replay
    slider = scene.slider
    assert slider is not None
    click(app, slider.right_button)
    assert replay.position == 1
    key(app, pygame.K_END)
    assert slider.get_current_value() == replay.length
    click(app, slider.left_button)
    assert replay.position == replay.length - 1
    # Dragging the handle to the far left goes to the start (pygame_gui reads where the
    # pointer is from pygame.mouse, which the dummy driver does not move).
    handle = slider.sliding_button
    assert handle is not None
    pointer = [handle.rect.center]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pointer[0])
    start = pointer[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    frames(app, 1)
    pointer[0] = (slider.rect.left + 2, start[1])
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pointer[0], rel=(0, 0), buttons=(1, 0, 0))
    )
    frames(app, 3)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pointer[0], button=1))
    frames(app, 3)
    assert replay.position == 0


def test_watching_as_a_seat_shows_its_secrets_and_nobody_elses(app) -> None:
    session = played(GAME_ID, seats())
    scene = watch_from_results(app, session)
    key(app, pygame.K_RIGHT)
    assert scene.table.view == scene.replay.state.revealed_view()
    assert scene.watch_menu is not None
    choose(app, scene.watch_menu, "Bob")
    assert scene.watcher == 1
    bonus = scene.table.view["bonus"]
    assert bonus[1] is not None and bonus[0] is None and bonus[2] is None
    assert scene.replay.position == 1 and scene.log.texts() == ["Ann takes 1"]
    choose(app, scene.watch_menu, "Everything revealed")
    assert scene.watcher is None and scene.table.view == scene.replay.state.revealed_view()
    key(app, pygame.K_END)
    assert None not in scene.table.view["bonus"]  # the end shows every secret


def test_watching_a_save_from_the_load_list_leaves_the_file_as_it_was(app) -> None:
    unfinished = played(GAME_ID, seats(), moves=4)
    path = app.store.save(unfinished)
    before = path.read_bytes()
    modified = os.stat(path).st_mtime_ns
    click(app, app.scenes.current.buttons["load"])
    listing = app.scenes.current
    assert isinstance(listing, LoadScene)
    watch = [button for button, (what, _entry) in listing.actions.items() if what == "watch"]
    assert len(watch) == 1
    click(app, watch[0])
    scene = app.scenes.current
    assert isinstance(scene, ReplayScene)
    assert scene.replay.length == 4 and not scene.replay.finished
    assert scene.watcher == 0  # an unfinished game is watched as its player, never revealed
    # Whoever watches may go on playing: the bots' hands stay hidden until the end.
    assert [text for text, _id in _options(scene)] == ["Ann"]
    assert not scene.curtain.up  # one person: nobody else's secrets to keep
    key(app, pygame.K_END)
    key(app, pygame.K_SPACE)
    frames(app, 10)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.current, LoadScene)
    frames(app, 5)
    assert path.read_bytes() == before
    assert os.stat(path).st_mtime_ns == modified
    assert app.store.load(path).history == unfinished.history


def test_an_unfinished_hot_seat_save_shows_each_person_behind_the_curtain(app) -> None:
    """Two people share the save: each one's view waits behind a curtain with their name,
    the table and the log (their own lines) included, as at the table."""
    hot_seat = played(GAME_ID, [Seat("Ann"), Seat("Bea"), Seat("Cy", "easy")], moves=4)
    scene = ReplayScene(app, hot_seat, back=app.main_menu)
    app.scenes.switch(scene)
    frames(app)
    assert [text for text, _id in _options(scene)] == ["Ann", "Bea"]
    assert scene.watcher == 0 and scene.curtain.up and scene.curtain.name == "Ann"
    lift_curtain(app, scene, pygame.K_SPACE)  # Space lifts it, as at the table
    choose(app, scene.watch_menu, "Bea")
    assert scene.watcher == 1 and scene.curtain.up and scene.curtain.name == "Bea"


def _options(scene: ReplayScene) -> list[tuple[str, str]]:
    assert scene.watch_menu is not None
    return list(scene.watch_menu.options_list)


def test_round_keys_jump_to_the_starts_of_rounds(tmp_path, monkeypatch) -> None:
    game_id = install_round_game(monkeypatch)
    application = make_app(tmp_path)
    try:
        session = played(game_id, [Seat("Ann"), Seat("Bob", "easy")], pick=random.Random(1).choice)
        scene = watch_from_results(application, session)
        starts = scene.replay.round_starts
        assert len(starts) >= 3
        key(application, pygame.K_PAGEDOWN)
        assert scene.replay.position == starts[1] and scene.replay.round == 2
        assert scene.status_lines() == [f"Move {starts[1]} of {scene.replay.length}", "Round 2"]
        click(application, scene.buttons["round_forward"])
        assert scene.replay.position == starts[2]
        key(application, pygame.K_RIGHT)
        click(application, scene.buttons["round_back"])
        assert scene.replay.position == starts[2]
        key(application, pygame.K_PAGEUP)
        assert scene.replay.position == starts[1]
    finally:
        application.shutdown()


def test_the_replay_speaks_german_and_relabels(app) -> None:
    scene = watch_from_results(app, played(GAME_ID, seats()))
    app.set_language("de")
    frames(app)
    scene = app.scenes.current
    assert isinstance(scene, ReplayScene)
    assert scene.buttons["play"].text == "Abspielen"
    assert scene.buttons["round_forward"].text == "Runde »"
    assert scene.status_lines()[0].startswith("Vor Zug 1 von")
    key(app, pygame.K_RIGHT)
    assert scene.log.texts()[0] != "Ann takes 1"


def test_a_finished_fake_game_is_not_changed_by_watching(app) -> None:
    session = played(GAME_ID, seats())
    history = list(session.history)
    snapshot = session.to_json()
    scene = watch_from_results(app, session)
    key(app, pygame.K_END)
    key(app, pygame.K_HOME)
    click(app, scene.table.rect.center)  # the table has nothing to click
    assert session.history == history
    assert session.to_json() == snapshot
    assert Take(1) not in scene.table.legal


@pytest.mark.parametrize("game", playable_games(), ids=lambda game: game.id)
def test_every_game_s_own_table_shows_its_replay(app, game) -> None:  # type: ignore[no-untyped-def]
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"]
    players = [Seat(names[0])] + [Seat(n, "easy") for n in names[1 : game.max_players]]
    session = played(game.id, players, seed=5, pick=random.Random(5).choice)
    history = list(session.history)
    scene = watch_from_results(app, session)
    assert type(scene.table).__module__ == f"parlour.games.{game.id}.scene"
    for press in (pygame.K_PAGEDOWN, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_END):
        key(app, press)
    assert scene.replay.position == scene.replay.length
    # Everything revealed: a line meant for one seat says whose it is.
    for entry, text in zip(scene.log.entries, scene.log.texts(), strict=True):
        if entry.event.audience is not None:
            owners = ", ".join(players[seat].name for seat in sorted(entry.event.audience))
            assert text.startswith(owners), text
    key(app, pygame.K_PAGEUP)
    middle = scene.replay.moves_played
    assert 0 < scene.replay.position < scene.replay.length
    assert scene.watch_menu is not None
    choose(app, scene.watch_menu, "Bob")
    # Bob's steps (another's secret moves fold into the step before): the same place.
    at = scene.replay.position
    assert 0 < at < scene.replay.length
    assert scene.replay.moves_played >= middle
    key(app, pygame.K_LEFT)
    assert scene.replay.position == at - 1
    texts = scene.log.texts()
    assert texts and not [text for text in texts if text.startswith(f"{game.id}.")]
    frames(app, 30)
    assert session.history == history


def watch_five_seat_guillotine(application) -> ReplayScene:  # type: ignore[no-untyped-def]
    """The replay of a seeded 5-seat Guillotine game (Ann a person, four easy bots)."""
    names = ["Ann", "Bob", "Cy", "Dee", "Eve"]
    players = [Seat(names[0])] + [Seat(n, "easy") for n in names[1:]]
    session = played("guillotine", players, seed=7, pick=random.Random(7).choice)
    scene = ReplayScene(application, session, application.main_menu)
    application.scenes.switch(scene)
    return scene


def test_guillotine_replay_with_everything_revealed_waits_for_nobody(tmp_path) -> None:
    """Half-way through a Guillotine replay watched with everything revealed, every hand
    lies in the hand's band and no "waiting for" bar is drawn over them; watched as a
    seat, the bar is back where the hands are not."""
    from parlour.games.guillotine.scene import GuillotineTable

    application = make_app(tmp_path, language="de")
    try:
        scene = watch_five_seat_guillotine(application)
        scene.seek(scene.replay.length // 2)
        frames(application, 5)
        table = scene.table
        assert isinstance(table, GuillotineTable)
        assert scene.watcher is None and table.pending is not None  # someone is to act
        application.redraw()
        assert table.painter.revealed and table.painter.prompt_bar is None
        assert scene.watch_menu is not None
        choose(application, scene.watch_menu, "Bob")
        application.redraw()
        assert table.painter.revealed == [] and table.painter.prompt_bar is not None
    finally:
        application.shutdown()


def test_banque_fatale_replay_keeps_the_cash_off_the_jetons(tmp_path) -> None:
    """The replay gives the table less height than play does: the own screen's cash moves
    up above the stacks of jetons instead of lying on them."""
    from parlour.games.banque_fatale import art as bf_art
    from parlour.games.banque_fatale.scene import BanqueFataleTable

    application = make_app(tmp_path, language="de", size=(1024, 640))
    try:
        players = [Seat("Ann")] + [Seat(n, "easy") for n in ("Bob", "Cy", "Dee")]
        session = played("banque_fatale", players, seed=7, pick=random.Random(7).choice)
        scene = ReplayScene(application, session, application.main_menu)
        application.scenes.switch(scene)
        scene.seek(scene.replay.length // 2)
        frames(application, 5)
        application.redraw()
        table = scene.table
        assert isinstance(table, BanqueFataleTable)
        me = table.me
        cash = table.t("cash", amount=table.view["cash"][me])
        drawn = [t.rect for t in table.painter.texts if t.text == cash]
        assert drawn, "the own screen is open and shows its cash"
        stacks = [table.screen_rect(c) for c in bf_art.palette()]
        assert not [s for s in stacks for r in drawn if r.colliderect(s)], (
            drawn,
            stacks,
            table.lay.my_screen,
        )
    finally:
        application.shutdown()


def test_guillotine_tags_stay_inside_a_low_players_area(tmp_path) -> None:
    """The replay's table is lower than play's: the face-up cards' tags before a player
    take one line each where wrapped ones would hang out of the player's area."""
    from parlour.games.guillotine.scene import GuillotineTable

    application = make_app(tmp_path, language="de", size=(1024, 640))
    try:
        scene = watch_five_seat_guillotine(application)
        table = scene.table
        assert isinstance(table, GuillotineTable)
        crowded = 0
        for position in range(0, scene.replay.length, 7):
            scene.seek(position)
            frames(application, 1)
            for seat, _card, rect in table.face_up_rects():
                assert table.lay.panels[seat].contains(rect), (position, seat, rect)
            crowded += any(
                len([r for s, _c, r in table.face_up_rects() if s == seat]) >= 2
                for seat in range(len(table.lay.panels))
            )
        assert crowded  # the game laid two or more cards before someone
    finally:
        application.shutdown()


@pytest.mark.parametrize("when", ["mid-bid", "mid-round"])
def test_a_bots_hidden_bid_shows_the_same_replay_screen(app, when: str) -> None:  # type: ignore[no-untyped-def]
    """Move N of M, the log and what the table is told to animate are the same whether the
    bot put 0, 1 or 3 jetons into its secret bid: nothing there counts them."""
    shown = []
    for jetons in (0, 1, 3):
        scene = ReplayScene(app, secret_bid(3, jetons, when), back=app.main_menu)
        app.scenes.switch(scene)
        frames(app)
        animated: list[list[str]] = []
        scene.table.on_events = lambda events, seen=animated: seen.append(  # type: ignore[method-assign]
            [e.key for e in events]
        )
        key(app, pygame.K_END)
        at_end = (scene.status_lines(), scene.log.texts())
        key(app, pygame.K_PAGEUP)
        for _ in range(40):
            key(app, pygame.K_RIGHT)
        shown.append((at_end, scene.status_lines(), scene.log.texts(), animated))
    assert shown[0] == shown[1] == shown[2]


@pytest.mark.parametrize(
    ("language", "you"), [("de", r"\b(Du|du|dein\w*)\b"), ("en", r"\b[Yy]ou\b")]
)
def test_the_replay_log_tells_each_seats_secrets_by_name(tmp_path, language, you) -> None:
    """Watched with everything revealed, the log showed "Ann · Du hast … gezogen": a line
    worded for its owner. It now names the seat: "Ann hat … gezogen"."""
    import re

    application = make_app(tmp_path, language=language)
    try:
        scene = watch_five_seat_guillotine(application)
        scene.seek(scene.replay.length)
        frames(application, 2)
        assert scene.watcher is None
        texts = scene.log.texts()
        assert not [text for text in texts if re.search(you, text)], texts[:5]
        drawn = application.t("guillotine.aside.draw_private", owner_seats="Bob", cards_acc="")
        start = drawn.split("Bob")[1].split()[0]  # "hat" or "drew": Bob's own draws
        assert [text for text in texts if text.startswith(f"Bob {start}")]
    finally:
        application.shutdown()


def test_the_keyboard_reaches_every_control_and_chooses_whose_eyes(app) -> None:
    scene = watch_from_results(app, played(GAME_ID, seats()))
    controls = scene._controls()
    assert scene.watch_menu in controls and scene.back_button in controls
    reached = []
    for _ in controls:
        key(app, pygame.K_TAB)
        reached.append(scene.focus.focus)
    assert reached == controls
    while scene.focus.focus is not scene.watch_menu:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frames(app, 3)
    key(app, pygame.K_DOWN)  # "Everything revealed" is chosen: the next is Ann, then Bob
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert scene.watcher == 1
    key(app, pygame.K_RIGHT)  # the replay's own keys keep their jobs
    assert scene.replay.position == 1


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_move_line_is_shown_whole_above_the_log(tmp_path, monkeypatch, language, size) -> None:
    """At 1024×640 a MONOPOLY replay of 275 moves read "Vor dem ersten von 275 Zü…": the
    side panel's move and round lines are shown whole (wrapped if need be) for a game
    of over a thousand moves, and the log begins below them."""
    install_fake_game(monkeypatch)
    monkeypatch.setattr(Replay, "length", property(lambda replay: 1275))
    application = make_app(tmp_path, language, size)
    try:
        frames(application)
        scene = watch_from_results(application, played(GAME_ID, seats()))
        assert scene.replay.position == 0
        with text_marks.recording():
            scene.draw(application.screen)
            marks = text_marks.marks_on(application.screen)
        side = [mark for mark in marks if scene.side_rect.contains(mark.rect)]
        assert not [mark.text for mark in side if mark.shortened or mark.clipped]
        drawn = " ".join(mark.text for mark in side)
        status = scene.status_lines()
        assert all(word in drawn for line in status for word in line.split())
        last = max(
            (mark.rect.bottom for mark in side if mark.text in status[-1]),
            default=scene.side_rect.bottom,
        )
        assert last <= scene.log.rect.top
    finally:
        application.shutdown()
