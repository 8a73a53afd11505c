"""Where a newcomer finds a game's lesson: the setup screen beside the game, and the
rules help beside its rulebook. Both say the same ("Learn to play", marked new until the
lesson was played to its end) and open it the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from parlour.play.tutorial import has_lesson, load_lesson
from parlour.ui import navigation
from parlour.ui.setup_memory import SeatChoice, recall

if TYPE_CHECKING:
    from parlour.ui.app import App


def lesson_label(app: App, game_id: str) -> str | None:
    """The button's words for ``game_id``'s lesson; ``None``: the game has none."""
    if not has_lesson(game_id):
        return None
    label = app.t("parlour.lesson.button")
    if game_id in app.settings.lessons_done:
        return label
    return app.t("parlour.lesson.button_new", label=label)


def player_name(app: App) -> str:
    """The name the person last played under (the first human seat of the last table
    started), else setup's default for the first chair: the log then says "Anna collects
    the Baron", never a made-up name."""
    default = SeatChoice(app.t("parlour.setup.default_name", number=1), "human")
    settings = app.settings
    last = recall(settings.setups, settings.last_game, [default])
    seats = [] if last is None else [seat for seat in last.seats if seat.kind == "human"]
    return seats[0].name if seats and seats[0].name.strip() else default.name


def open_lesson(app: App, game_id: str) -> None:
    """Start ``game_id``'s lesson; a lesson file that cannot be used is a message."""
    lesson = load_lesson(game_id)
    if lesson is None:
        app.message(app.t("parlour.lesson.broken"))
        return
    navigation.to_lesson(app, lesson, player_name(app))
