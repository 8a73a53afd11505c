"""The coached first game's words: where the person moves, the lesson scene puts the move
to make under the step's text ("Choose Clothing ×4."), so the step's text explains and
never says that move again ("… Choose Clothing ×4.\\nChoose Clothing ×4.")."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from parlour.games import GAME_IDS
from parlour.play.tutorial import Coach, load_lesson
from parlour.ui import i18n
from parlour.ui.hint_text import HintWords

WITH_LESSONS = [game_id for game_id in GAME_IDS if load_lesson(game_id) is not None]


def coached_steps(game_id: str) -> Iterator[tuple[str, str]]:
    """Each step where the person moves: its text and the move line shown under it."""
    lesson = load_lesson(game_id)
    assert lesson is not None
    session = lesson.start("You")
    coach = Coach(lesson, session)
    for index, action in enumerate(lesson.script):
        if session.state.is_over():
            return
        seat = session.state.to_act()
        asked = coach.step.at == index and not coach.playing_itself
        if asked and coach.expected is not None and seat is not None:
            rng = random.Random(len(session.history))
            words = HintWords(session.state, seat, game_id, session.seat_names, i18n.t, rng)
            yield i18n.t(coach.step.text), words.head(coach.expected)
        session.apply(action)


@pytest.mark.parametrize("game_id", WITH_LESSONS)
@pytest.mark.parametrize("language", ["en", "de"])
def test_no_lesson_step_says_the_move_the_coach_adds_under_it(game_id: str, language: str) -> None:
    i18n.configure(language)
    try:
        steps = list(coached_steps(game_id))
        assert len(steps) >= 5, "the lesson asks the person to move at several steps"
        for text, move in steps:
            assert move.rstrip(".").casefold() not in text.casefold(), (text, move)
    finally:
        i18n.configure("en")


def test_a_move_the_game_has_words_for_is_said_in_them() -> None:
    """Letting a collection go ahead is said as "Let it be", the game's words for that
    move, not as the collection that follows it."""
    i18n.configure("en")
    moves = [move for _, move in coached_steps("guillotine")]
    assert i18n.t("guillotine.hint.action.pass") in moves
    assert not any(move.startswith("Collect") for move in moves)
