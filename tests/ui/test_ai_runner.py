"""Where the bots think: a hard bot's search in a worker process, the rest on a thread.

The process path must give exactly the move the thread gives for a seed (the same
determinized view goes in), take the search off this process, fall back to the thread when
no process can serve, and stop its worker when the table closes.
"""

from __future__ import annotations

import queue
import random
import time

import pytest

from parlour.ai.base import Advice, decide, make_bot
from parlour.ai.search import LookaheadBot, SearchBot
from parlour.engine import Action, GameState
from parlour.games import GAME_IDS, get_game
from parlour.ui import ai_process, ai_runner
from parlour.ui.ai_process import ANSWER_MARGIN, hint_time_limit
from parlour.ui.ai_runner import HINT_SECONDS, AiRunner

#: About the worker process itself (``tests/conftest.py`` leaves it off elsewhere).
pytestmark = pytest.mark.bot_process

#: Fewer playouts than there are choices: the search looks at its time limit only after
#: trying every choice once, so a decision never ends early on a loaded machine and a
#: seed fixes the move on either path.
BUDGET = 2
GAMES = GAME_IDS


def position(game_id: str, seed: int = 4) -> GameState:
    """A running game some random moves in, with a real choice to make."""
    game = get_game(game_id)
    state = game.new_state(game.max_players, seed)
    rng = random.Random(seed)
    for _ in range(12):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    while len(state.legal_actions()) < 2 and not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return state


def answer(runner: AiRunner, state: GameState, seed: int) -> Action:
    """The move of a bot's turn (the bot's own time limit)."""
    return advice(runner, state, seed, None).action


def advice(
    runner: AiRunner, state: GameState, seed: int, within: float | None = HINT_SECONDS
) -> Advice:
    """The whole advice of a job, a hint by default, polled as the table polls."""
    seat = state.to_act()
    assert seat is not None
    runner.start(state, seat, "hard", 0.0, seed, within)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        found, error = runner.poll_advice(0.0)
        assert error is None
        if found is not None:
            return found
        time.sleep(0.01)
    raise AssertionError("the bot never answered")


@pytest.fixture
def runners():
    made: list[AiRunner] = []

    def make(game_id: str, **kwargs) -> AiRunner:
        runner = AiRunner(game_id, budget=BUDGET, **kwargs)
        made.append(runner)
        return runner

    yield make
    for runner in made:
        runner.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_process_gives_the_threads_move_for_a_seed(game_id, runners) -> None:
    state = position(game_id)
    before = state.to_json()
    process = runners(game_id)
    thread = runners(game_id, processes=False)
    moves = {answer(process, state, seed) for seed in (1, 1)}
    assert process._process is not None and process._process.alive
    assert len(moves) == 1  # the worker is reused, and a seed gives one move
    seat = state.to_act()
    assert seat is not None
    direct = decide(make_bot(game_id, "hard", BUDGET), state, seat, random.Random(1))
    assert moves == {answer(thread, state, 1)} == {direct}
    assert state.to_json() == before  # the bots saw copies


def test_the_search_runs_outside_this_process(monkeypatch, runners) -> None:
    def not_here(*args, **kwargs):
        raise AssertionError("searched on the UI's process")

    # Every job asks for the bot's advice (the move and its figures); choose plays advise.
    monkeypatch.setattr(SearchBot, "advise", not_here)
    monkeypatch.setattr(LookaheadBot, "advise", not_here)
    runner = runners("guillotine")
    assert answer(runner, position("guillotine"), 3) is not None


def test_no_process_means_the_thread_thinks(monkeypatch, runners) -> None:
    def refused() -> None:
        raise OSError("no processes here")

    monkeypatch.setattr(ai_runner, "BotProcess", refused)
    runner = runners("guillotine")
    state = position("guillotine")
    assert answer(runner, state, 2) == answer(runners("guillotine", processes=False), state, 2)
    assert runner._process is None


def test_a_dead_worker_hands_its_turn_to_the_thread(runners) -> None:
    runner = runners("guillotine")
    state = position("guillotine")
    expected = answer(runners("guillotine", processes=False), state, 5)
    answer(runner, state, 5)  # the worker is up
    seat = state.to_act()
    assert seat is not None and runner._process is not None
    runner.start(state, seat, "hard", 0.0, 5)
    runner._process._process.kill()
    runner._process._process.join(5)
    deadline = time.monotonic() + 30
    action = None
    while action is None and time.monotonic() < deadline:
        action, error = runner.poll(0.0)
        assert error is None
        time.sleep(0.01)
    assert action == expected and runner._process is None


def test_prepare_starts_the_worker_only_for_a_searching_level(runners) -> None:
    quick = runners("guillotine")
    quick.prepare("easy")
    assert quick._process is None
    runner = runners("guillotine")
    runner.prepare("hard")
    assert runner._process is not None and runner._process.alive
    state = position("guillotine")
    expected = answer(runners("guillotine", processes=False), state, 6)
    assert answer(runner, state, 6) == expected


def test_a_prepared_worker_builds_the_bot_once_and_answers_only_the_decision(
    monkeypatch,
) -> None:
    built: list[tuple[str, str]] = []

    def counted(game_id: str, level: str, budget: int | None):
        built.append((game_id, level))
        return make_bot(game_id, level, budget)

    monkeypatch.setattr(ai_process, "make_bot", counted)
    jobs: queue.Queue = queue.Queue()
    answers: queue.Queue = queue.Queue()
    state = position("guillotine")
    seat = state.to_act()
    assert seat is not None
    jobs.put((1, "guillotine", "hard", BUDGET, 0, 0, None, None))  # what prepare sends
    jobs.put((2, "guillotine", "hard", BUDGET, seat, 3, dict(state.to_json()), None))
    jobs.put((3, "no_such_game", "hard", BUDGET, 0, 0, None, None))
    jobs.put(None)
    ai_process.serve(jobs, answers)  # type: ignore[arg-type]
    assert built == [("guillotine", "hard"), ("no_such_game", "hard")]
    first = answers.get_nowait()
    assert first[0] == 2 and first[2] is None
    failed = answers.get_nowait()
    assert failed[0] == 3 and failed[3]  # a game it cannot build: the thread takes over
    assert answers.empty()


def test_close_stops_the_worker(runners) -> None:
    runner = runners("guillotine")
    state = position("guillotine")
    answer(runner, state, 1)
    worker = runner._process
    assert worker is not None and worker.alive
    seat = state.to_act()
    assert seat is not None
    runner.start(state, seat, "hard", 0.0, 9)  # a search still running is cut short
    runner.close()
    assert not worker.alive and not runner.busy


def test_a_hint_brings_the_bots_figures_back_from_the_process(runners) -> None:
    state = position("banque_fatale")
    while state.phase == "draft":  # type: ignore[attr-defined]  # not searched: no figures
        state.apply(state.legal_actions()[0])
    from_process = advice(runners("banque_fatale"), state, 4)
    on_thread = advice(runners("banque_fatale", processes=False), state, 4)
    assert from_process.weighed and from_process == on_thread
    assert from_process.action == answer(runners("banque_fatale"), state, 4)


def test_a_hints_search_gets_what_is_left_of_its_second(monkeypatch) -> None:
    now = 1000.0
    monkeypatch.setattr(ai_process.time, "time", lambda: now)
    assert hint_time_limit(None) is None  # a bot's turn keeps the bot's own limit
    assert hint_time_limit((now - 0.1, 1.0)) == pytest.approx(0.9 - ANSWER_MARGIN)
    assert hint_time_limit((now - 5.0, 1.0)) == 0.0  # late: the search does its least
    # A wall clock set back never gives the search more than the hint's seconds.
    assert hint_time_limit((now + 30.0, 1.0)) == pytest.approx(1.0 - ANSWER_MARGIN)
