"""The exchange plays itself only when nothing is left to decide: a Gentleman who may take
no resource (three taken, or none face up) can only turn face-down tokens, which all look
alike, so the table turns them for him, one after a beat, each logged. While he may still
take a resource, every move stays his."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from parlour.games.ladies_and_gentlemen.actions import Flip, Grab
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.play.flow import TableFlow
from parlour.saves.session import Seat, Session
from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import FRAME, frames, make_app

GAME = "ladies_and_gentlemen"


def only_flips(state: LadiesState) -> bool:
    legal = state.legal_actions()
    return all(isinstance(a, Flip) for a in legal)


def may_grab(state: LadiesState) -> bool:
    return any(isinstance(a, Grab) for a in state.legal_actions())


def session_where(wanted: Callable[[LadiesState], bool]) -> Session:
    """Ann (seat 0, a Gentleman) against bots, played at random until she is at the
    exchange and ``wanted`` holds."""
    for seed in range(60):
        seats = [Seat("Ann")] + [Seat(name, "easy") for name in ("Bob", "Cy", "Dee")]
        session = Session.start(GAME, seats, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            state = session.state
            assert isinstance(state, LadiesState)
            if state.phase == "grab" and state.to_act() == 0 and wanted(state):
                return session
            if state.day > 1:
                break
            session.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no seed got there")


@pytest.mark.parametrize(("wanted", "settled"), [(only_flips, True), (may_grab, False)])
def test_the_flow_settles_only_a_choice_that_is_no_choice(
    wanted: Callable[[LadiesState], bool], settled: bool
) -> None:
    session = session_where(wanted)
    flow = TableFlow(session)
    flow.sync()
    move = flow.settled()
    assert (move is not None) == settled
    if settled:
        assert move in session.state.legal_actions() and isinstance(move, Flip)


@pytest.mark.parametrize(("wanted", "settled"), [(only_flips, True), (may_grab, False)])
def test_the_table_turns_the_tokens_itself_after_a_beat_and_logs_it(
    tmp_path, wanted: Callable[[LadiesState], bool], settled: bool
) -> None:  # type: ignore[no-untyped-def]
    session = session_where(wanted)
    app = make_app(tmp_path)
    try:
        scene = TableScene(app, session)
        app.scenes.switch(scene)
        frames(app, 2)
        moves = len(session.history)
        frames(app, round(2.0 / FRAME))  # two seconds: more than a beat
        if settled:
            assert len(session.history) > moves
            assert isinstance(session.history[moves], Flip)
            assert any(text.startswith("Ann turns up") for text in scene.log.texts())
        else:
            assert len(session.history) == moves  # her decision waits for her
    finally:
        app.shutdown()


def test_a_lesson_waits_for_the_move_it_teaches(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The lesson asks the person to turn a token once three resources are taken: the
    table must not do it for them."""
    from parlour.ui.scenes.lesson import LessonScene
    from tests.fakes.driver import click, open_setup

    app = make_app(tmp_path)
    try:
        setup = open_setup(app)
        setup._select_game(next(i for i, g in enumerate(setup.games) if g.id == GAME))
        setup._rebuild()
        click(app, setup.widget_of["lesson"])
        scene = app.scenes.current
        assert isinstance(scene, LessonScene)
        for _ in range(2000):
            state = scene.session.state
            assert isinstance(state, LadiesState)
            if scene.hinted is not None and state.to_act() == 0 and only_flips(state):
                break
            if scene.hinted is not None and not scene.coach.playing_itself:
                scene.submit(scene.hinted)
            frames(app, 2)
        else:
            raise AssertionError("the lesson never asked for a token")
        moves = len(scene.session.history)
        frames(app, round(2.0 / FRAME))
        assert len(scene.session.history) == moves
    finally:
        app.shutdown()
