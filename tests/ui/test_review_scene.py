"""The game review on the replay screen: opened from the results, its progress, the
jumps to the marked decisions by key and click, and Esc that cancels it."""

from __future__ import annotations

import random
import threading
import time

import pygame
import pytest

from parlour.ai.base import PROSPECTS, Advice
from parlour.engine import Action, GameState
from parlour.play.review import person_seats
from parlour.saves.session import Seat, Session
from parlour.ui.review_worker import ReviewWorker
from parlour.ui.scenes import replay as replay_module
from parlour.ui.scenes.replay import ReplayScene
from parlour.ui.scenes.results import ResultsScene
from parlour.ui.widgets.review_panel import CANCELLED, DONE
from tests.fakes import GAME_ID, install_fake_game
from tests.fakes.driver import choose, click, frames, key, make_app

#: Frames to wait at most for a review on a thread (each frame also sleeps a moment).
PATIENCE = 400


class Judge:
    """A hard bot that finds every move but the last legal one a mistake: the last would
    have won 90 % and the one played 10 %."""

    level = "hard"

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.gate = gate
        self.asked = 0

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return state.legal_actions()[-1]

    def drop_time_limit(self) -> None:
        return None

    def advise(
        self,
        state: GameState,
        seat: int,
        rng: random.Random,
        time_limit: float | None = None,
        weigh: tuple[Action, ...] = (),
    ) -> Advice:
        self.asked += 1
        if self.gate is not None:
            self.gate.wait(10)
        best = state.legal_actions()[-1]
        played = weigh[0]
        figures = ((best, 0.9),) if played == best else ((best, 0.9), (played, 0.1))
        return Advice(best, figures, PROSPECTS)


@pytest.fixture
def app(tmp_path, monkeypatch):
    install_fake_game(monkeypatch)
    application = make_app(tmp_path)
    frames(application)
    yield application
    application.shutdown()


def use_judge(monkeypatch, judge: Judge) -> list[ReviewWorker]:  # type: ignore[no-untyped-def]
    """Reviews on a thread, judged by ``judge``; the workers started."""
    started: list[ReviewWorker] = []

    def worker(session: Session, person: int) -> ReviewWorker:
        started.append(ReviewWorker(session, person, processes=False, bot_factory=lambda *_: judge))
        return started[-1]

    monkeypatch.setattr(replay_module, "ReviewWorker", worker)
    return started


def finished_game() -> Session:
    """Ann (a person) and two bots take 1 each turn, to the end of the fake game."""
    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "easy")], 3)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def wait_for(app, scene: ReplayScene) -> None:  # type: ignore[no-untyped-def]
    for _ in range(PATIENCE):
        frames(app, 1)
        if scene.reviewer is not None and not scene.reviewer.running:
            return
        time.sleep(0.005)
    raise AssertionError("the review did not finish")


def test_review_from_the_results_marks_and_jumps_to_the_costly_decisions(app, monkeypatch) -> None:
    use_judge(monkeypatch, Judge())
    session = finished_game()
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    click(app, app.scenes.current.review_button)
    scene = app.scenes.current
    assert isinstance(scene, ReplayScene)
    assert scene.watcher == 0  # through Ann's eyes
    wait_for(app, scene)
    panel = scene.review_panel
    assert panel is not None and panel.status == DONE and scene.showing_review
    assert panel.total == panel.judged == len(panel.marks) == 3  # Ann's three choices
    assert all(mark.judged.seat in person_seats(session, 0) for mark in panel.marks)
    assert "90%" in panel.marks[0].why and "10%" in panel.marks[0].why
    key(app, pygame.K_n)
    first = panel.marks[0]
    assert panel.selected == 0
    assert scene.replay.position == first.position
    assert scene.replay.moves_played == first.judged.moves  # just before Ann's decision
    assert scene.replay.state.to_act() == 0
    key(app, pygame.K_n)
    key(app, pygame.K_n)
    key(app, pygame.K_n)  # it stays on the last
    assert scene.replay.position == panel.marks[2].position > first.position
    key(app, pygame.K_p)
    assert scene.replay.position == panel.marks[1].position
    key(app, pygame.K_HOME)
    frames(app)  # the rows are drawn: a click on the last one jumps there
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=panel._rows[2].center, button=1, touch=False)
    )
    frames(app, 1)
    assert scene.replay.position == panel.marks[2].position
    key(app, pygame.K_r)  # the log again, and back
    assert not scene.showing_review
    key(app, pygame.K_r)
    assert scene.showing_review
    key(app, pygame.K_ESCAPE)  # done: Esc leaves, to the results
    frames(app)
    assert isinstance(app.scenes.current, ResultsScene)


def test_the_list_and_the_replay_name_a_marked_decision_the_same_way(app, monkeypatch) -> None:
    """The list said "Move 46", the replay just before it "Move 45" (the move that led
    there): at a listed decision the replay names the move about to be made."""
    use_judge(monkeypatch, Judge())
    scene = ReplayScene(app, finished_game(), app.main_menu, review=True)
    app.scenes.switch(scene)
    wait_for(app, scene)
    panel = scene.review_panel
    assert panel is not None and panel.marks
    key(app, pygame.K_n)
    key(app, pygame.K_n)  # the second: the first is before move 1, named so anyway
    mark = panel.marks[1]
    assert scene.replay.position == mark.position > 0
    listed = mark.title.split(" · ")[0]  # "Move 4"
    status = scene.status_lines()[0]  # "Before move 4 of 9"
    assert status.startswith("Before m" + listed[1:] + " of "), (listed, status)
    key(app, pygame.K_RIGHT)  # on from there: the move just made is named
    assert scene.status_lines()[0].startswith(listed + " of ")


def test_escape_cancels_a_review_at_work_and_stays(app, monkeypatch) -> None:
    gate = threading.Event()
    judge = Judge(gate)
    started = use_judge(monkeypatch, judge)
    session = finished_game()
    scene = ReplayScene(app, session, app.main_menu)
    app.scenes.switch(scene)
    frames(app)
    key(app, pygame.K_r)
    assert scene.reviewer is not None and scene.reviewer.running
    for _ in range(PATIENCE):  # the first decision is being judged
        if judge.asked:
            break
        time.sleep(0.005)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.current is scene
    assert scene.review_panel is not None and scene.review_panel.status == CANCELLED
    gate.set()
    started[0]._thread.join(5)
    assert not started[0]._thread.is_alive()
    assert judge.asked == 1  # nothing more was judged after the cancel
    frames(app)
    assert scene.review_panel.status == CANCELLED and scene.reviewer.judged is None
    key(app, pygame.K_r)  # again, from the start
    assert len(started) == 2


def test_a_review_in_its_own_process_stops_when_cancelled() -> None:
    session = Session.start("guillotine", [Seat("Ann"), Seat("Bob", "easy")], 4)
    rng = random.Random(4)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    worker = ReviewWorker(session, 0)
    assert worker._process is not None
    worker.cancel()
    assert not worker._process.is_alive()
    assert not worker.running and worker.judged is None
    assert worker.poll() is False


def test_leaving_the_replay_cancels_its_review(app, monkeypatch) -> None:
    gate = threading.Event()
    started = use_judge(monkeypatch, Judge(gate))
    scene = ReplayScene(app, finished_game(), app.main_menu, review=True)
    app.scenes.switch(scene)
    frames(app)
    assert started and started[0].running
    assert scene.review_panel is not None and scene.showing_review
    click(app, scene.back_button)  # Back leaves at once, even while it works
    assert app.scenes.current is not scene
    assert started[0].cancelled and not started[0].running
    gate.set()


def test_with_two_people_each_one_s_eyes_offer_their_own_review(app, monkeypatch) -> None:
    started = use_judge(monkeypatch, Judge())
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cy", "easy")]
    session = Session.start(GAME_ID, seats, 3)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    scene = ReplayScene(app, session, app.main_menu)
    app.scenes.switch(scene)
    frames(app)
    assert scene.review_button is not None
    assert scene.review_button.text == "Review Ann's moves"  # everything: the first person
    key(app, pygame.K_r)
    wait_for(app, scene)
    assert scene.reviewed == 0 and scene.watcher == 0
    assert scene.review_button.text == "Show the log"
    assert scene.watch_menu is not None
    choose(app, scene.watch_menu, "Bob")
    assert scene.watcher == 1
    assert scene.review_button.text == "Review Bob's moves"
    key(app, pygame.K_r)
    wait_for(app, scene)
    assert scene.reviewed == 1 and len(started) == 2
    panel = scene.review_panel
    assert panel is not None and panel.marks
    assert {mark.judged.seat for mark in panel.marks} == {1}
