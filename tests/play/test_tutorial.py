"""The lessons as data: every game's lesson file reads, and its script is a game that the
rules accept move by move up to the lesson's end, with the coach's steps where they say."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parlour.engine import RuleError
from parlour.games import GAME_IDS
from parlour.play.tutorial import DEFAULT_WHY, Coach, Lesson, LessonError, has_lesson, load_lesson
from parlour.resources import assets_dir

#: Every game that ships a lesson: a new lesson file is covered without a new test.
LESSONS = [game_id for game_id in GAME_IDS if has_lesson(game_id)]


def test_every_game_has_a_lesson() -> None:
    assert list(GAME_IDS) == LESSONS


@pytest.mark.parametrize("game_id", LESSONS)
def test_following_the_coach_plays_the_lesson_to_its_end(game_id: str) -> None:
    lesson = load_lesson(game_id)
    assert lesson is not None
    session = lesson.start("Tester")
    coach = Coach(lesson, session)
    person_moves = 0
    while not coach.finished:
        expected = coach.expected
        assert expected is not None, f"move {coach.position} of the script is not legal"
        assert expected in session.state.legal_actions()
        if not coach.playing_itself:
            person_moves += 1
            assert coach.judge(expected) is None
        session.apply(expected)
    assert coach.position == lesson.end
    # A lesson asks the person something, and every step is reached on the way.
    assert person_moves > 0
    assert lesson.steps[-1].at < lesson.end


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_wrong_move_gets_the_steps_reason(game_id: str) -> None:
    lesson = load_lesson(game_id)
    assert lesson is not None
    session = lesson.start("Tester")
    coach = Coach(lesson, session)
    while coach.playing_itself or len(session.state.legal_actions()) < 2:
        expected = coach.expected
        assert expected is not None
        session.apply(expected)
    expected = coach.expected
    wrong = next(move for move in session.state.legal_actions() if move != expected)
    assert coach.judge(wrong) == coach.step.why


def test_the_lesson_ends_at_its_end_not_at_the_games(tmp_path: Path) -> None:
    lesson = load_lesson("guillotine")
    assert lesson is not None
    session = lesson.start("Tester")
    for action in lesson.script[: lesson.end]:
        session.apply(action)
    assert Coach(lesson, session).finished and not session.state.is_over()
    assert Coach(lesson, session).expected is None


def _lesson_data() -> dict[str, object]:
    data = json.loads((assets_dir() / "games" / "guillotine" / "tutorial.json").read_text())
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize(
    "damage",
    [
        {"format": 2},
        {"seats": [{"name": "Ada"}, {"name": "Bruno"}]},
        {"steps": []},
        {"steps": [{"at": 3, "text": "x"}]},
        {"end": 10_000},
        {"script": [{"type": "guillotine.nonsense"}]},
        {"seed": "7"},
        {"learned": "x"},
    ],
)
def test_a_damaged_lesson_is_refused_with_a_reason(damage: dict[str, object]) -> None:
    with pytest.raises(LessonError):
        Lesson.from_json("guillotine", {**_lesson_data(), **damage})


def test_a_script_out_of_step_with_the_game_is_seen_not_played() -> None:
    data = _lesson_data()
    script = list(data["script"])  # type: ignore[call-overload]
    script[0] = {"type": "guillotine.pass"}  # not legal as the game opens
    lesson = Lesson.from_json("guillotine", {**data, "script": script})
    coach = Coach(lesson, lesson.start("Tester"))
    assert coach.broken and coach.expected is None
    with pytest.raises(RuleError):
        coach.session.apply(lesson.script[0])


def test_a_step_without_a_reason_of_its_own_says_the_common_one() -> None:
    data = _lesson_data()
    steps = [{"at": 0, "text": "guillotine.lesson.collect"}]
    lesson = Lesson.from_json("guillotine", {**data, "steps": steps})
    assert lesson.steps[0].why == DEFAULT_WHY
    own = load_lesson("guillotine")
    assert own is not None and own.steps[0].why == "guillotine.lesson.why.collect"


def _text_of(key: str, language: str) -> object:
    """The text ``key`` names in ``language``'s file of its namespace (``None``: none)."""
    namespace, _, path = key.partition(".")
    file = assets_dir().parent / "locales" / f"{namespace}.{language}.json"
    node: object = json.loads(file.read_text(encoding="utf-8"))[language]
    for part in path.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", LESSONS)
def test_every_text_a_lesson_names_is_written_in_both_languages(
    game_id: str, language: str
) -> None:
    lesson = load_lesson(game_id)
    assert lesson is not None
    keys = {key for step in lesson.steps for key in (step.text, step.why)}
    for key in keys | set(lesson.learned):
        text = _text_of(key, language)
        assert isinstance(text, str) and text.strip(), f"{key} has no {language} text"
