"""A lesson at the real app, headless: offered in setup, coached at the table, kept apart
from real play (no save, nothing in the statistics), closed with what it taught."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.lesson import LessonScene, reading_seconds
from parlour.ui.scenes.main_menu import MainMenuScene
from parlour.ui.scenes.table import AI_PAUSE, TableScene
from tests.fakes.driver import click, frames, key, make_app, open_setup

#: Frames a bot's scripted move may take at most (its pause is 0.6 s at normal speed).
BOT_FRAMES = 60


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    fonts.font.cache_clear()
    application = make_app(tmp_path)
    application.settings.animation_speed = 0.0
    yield application
    pygame.quit()
    fonts.font.cache_clear()


def open_lesson_from_setup(app: App, game_id: str) -> LessonScene:
    setup = open_setup(app)
    setup._select_game(next(i for i, g in enumerate(setup.games) if g.id == game_id))
    setup._rebuild()
    button = setup.widget_of["lesson"]
    assert "new" in button.text
    click(app, button)
    scene = app.scenes.current
    assert isinstance(scene, LessonScene)
    return scene


def follow_the_coach(app: App, scene: LessonScene) -> int:
    """Play the lesson as a person who does what the coach says; how many moves that was."""
    moves = 0
    for _ in range(5000):
        if scene.ending.up:
            return moves
        if scene.summary.up:
            click(app, scene.summary.button.rect.center)
            continue
        if scene.hinted is not None and not scene.coach.playing_itself:
            assert scene.bubble.up and scene.hinted == scene.coach.expected
            scene.submit(scene.hinted)
            moves += 1
        frames(app, 2)
    raise AssertionError("the lesson did not end")


def test_the_setup_offers_the_lesson_and_the_coach_plays_it_through(app: App) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    assert scene.session.seats[0].ai_level is None and scene.session.seed == scene.lesson.seed
    assert follow_the_coach(app, scene) > 0
    assert "guillotine" in app.settings.lessons_done
    assert scene.ending.lines and not scene.bubble.up
    assert scene._status()[0] == "Lesson complete"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.current, MainMenuScene)
    # Done: setup no longer marks it new.
    setup = open_setup(app)
    setup._select_game(next(i for i, g in enumerate(setup.games) if g.id == "guillotine"))
    setup._rebuild()
    assert "new" not in setup.widget_of["lesson"].text


def test_a_wrong_move_is_answered_with_why_and_not_played(app: App) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    frames(app, 2)
    expected = scene.coach.expected
    assert expected is not None and not scene.coach.playing_itself
    wrong = next(m for m in scene.session.state.legal_actions() if m != expected)
    scene.submit(wrong)
    frames(app, 1)
    assert scene.session.history == []
    assert scene.toast == app.t(scene.coach.step.why)
    assert scene.toast != scene.coach.step.why  # a sentence, not a key


def test_a_lesson_is_neither_saved_nor_counted(app: App) -> None:
    real = Session.start("guillotine", [Seat("Anna"), Seat("Bert", "easy")], seed=3)
    app.store.save(real)
    before = app.store.latest()
    assert before is not None
    scene = open_lesson_from_setup(app, "guillotine")
    follow_the_coach(app, scene)
    scene._save_now()  # the menu's Save
    key(app, pygame.K_ESCAPE)
    assert app.records.read().games == ()
    entries = app.store.entries()
    assert [entry.path for entry in entries] == [before.path]
    latest = app.store.latest()
    assert latest is not None and latest.path == before.path


def test_the_real_game_after_the_lesson_has_its_table_and_fresh_cards(app: App) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    follow_the_coach(app, scene)
    key(app, pygame.K_RETURN)
    table = app.scenes.current
    assert isinstance(table, TableScene) and not isinstance(table, LessonScene)
    assert [s.name for s in table.session.seats] == [s.name for s in scene.session.seats]
    assert table.session.seats[1].ai_level == "normal"
    assert table.session.history == [] or table.session.seed != scene.lesson.seed


def test_the_coach_moves_aside_and_the_lesson_can_be_left(app: App) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    frames(app, 2)
    before = scene.bubble.rect.copy()
    key(app, pygame.K_m)
    assert scene.bubble.rect.topleft != before.topleft
    click(app, scene.bubble.leave_button.center)
    assert isinstance(app.scenes.current, MainMenuScene)
    assert "guillotine" not in app.settings.lessons_done


def test_the_keyboard_reaches_the_coachs_buttons(app: App) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    frames(app, 2)
    for _ in range(len(scene._focus_spots()) + 1):
        if scene.pointer.focus == scene.bubble.leave_button:
            break
        key(app, pygame.K_TAB)
    assert scene.pointer.focus == scene.bubble.leave_button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.current, MainMenuScene)


def test_the_rules_help_offers_the_lesson_but_not_over_a_table(app: App) -> None:
    from parlour.ui.scenes.rules_help import RulesHelpScene

    frames(app)
    app.scenes.switch(RulesHelpScene(app, "millionenspiel"))
    frames(app)
    help_scene = app.scenes.current
    assert isinstance(help_scene, RulesHelpScene) and help_scene.lesson_button is not None
    click(app, help_scene.lesson_button)
    scene = app.scenes.current
    assert isinstance(scene, LessonScene) and scene.lesson.game_id == "millionenspiel"
    app.scenes.push(RulesHelpScene(app, "millionenspiel"))
    frames(app)
    over_table = app.scenes.current
    assert isinstance(over_table, RulesHelpScene) and over_table.lesson_button is None


def test_a_new_language_reaches_the_coach(app: App) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    frames(app, 2)
    english = scene.bubble.text
    app.set_language("de")
    frames(app, 2)
    assert scene.bubble.text != english
    assert scene.bubble.text.startswith(app.t(scene.coach.step.text))


def test_the_table_moves_on_only_once_the_coachs_words_are_read(app: App) -> None:
    """A scripted move may bring the next step: it waits until the words on show have had
    their reading time, however short a bot's own pause."""
    app.settings.animation_speed = 1.0
    scene = open_lesson_from_setup(app, "guillotine")
    played: list[tuple[str, float]] = []
    play = scene._play_scripted

    def watched() -> None:
        played.append((scene._words, scene._words_read))
        play()

    scene._play_scripted = watched  # type: ignore[method-assign]
    for _ in range(2000):
        if len(played) >= 3:
            break
        if scene.hinted is not None and not scene.coach.playing_itself:
            scene.submit(scene.hinted)
        app.step(0.1)
    assert len(played) >= 3
    for words, read in played:
        assert read >= reading_seconds(words) > AI_PAUSE


def test_no_ring_is_left_on_the_table_once_the_lesson_is_done(app: App) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    follow_the_coach(app, scene)
    frames(app, 2)  # drawn at least once since the last move
    assert scene.ending.up and scene.hinted is None
    assert scene.hint_banner.spots == []


def test_the_pause_menu_covers_the_coach(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = open_lesson_from_setup(app, "guillotine")
    frames(app, 2)
    drawn: list[bool] = []
    monkeypatch.setattr(scene.bubble, "draw", lambda surface: drawn.append(True))
    frames(app, 1)
    assert drawn  # the coach speaks at the table
    key(app, pygame.K_ESCAPE)
    assert scene.menu.is_open
    drawn.clear()
    frames(app, 2)
    assert not drawn
