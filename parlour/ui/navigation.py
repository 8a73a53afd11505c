"""The ways from one screen to another, all in one place.

A scene that leads somewhere calls one of these rather than importing the scene it leads
to, so a scene never imports a screen beside it; only the table host and the menu base lie
below the others (pyproject.toml's contract "Scenes never import each other" checks it),
and a new screen is reached by adding one function here. Each function
imports its screen when the player first goes there: the main menu is drawn with pygame
alone and is on screen before pygame_gui and the table host are loaded.

``over=True`` lays a screen over the current one, which comes back when it is closed (the
rules help and the settings opened from a table's menu); otherwise the screen replaces
the current one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from parlour.saves.errors import SaveError

if TYPE_CHECKING:
    from parlour.play.tutorial import Lesson
    from parlour.saves.session import Session
    from parlour.ui.app import App
    from parlour.ui.scene import Scene


def _show(app: App, scene: Scene, over: bool = False) -> None:
    if over:
        app.scenes.push(scene)
    else:
        app.scenes.switch(scene)


def to_main_menu(app: App) -> None:
    from parlour.ui.scenes.main_menu import MainMenuScene

    _show(app, MainMenuScene(app))


def at_main_menu(app: App) -> bool:
    """Whether the main menu is the current screen."""
    from parlour.ui.scenes.main_menu import MainMenuScene

    return isinstance(app.scenes.current, MainMenuScene)


def to_setup(app: App) -> None:
    from parlour.ui.scenes.setup import SetupScene

    _show(app, SetupScene(app))


def to_load(app: App) -> None:
    from parlour.ui.scenes.load import LoadScene

    _show(app, LoadScene(app))


def to_statistics(app: App) -> None:
    from parlour.ui.scenes.statistics import StatisticsScene

    _show(app, StatisticsScene(app))


def to_settings(app: App, over: bool = False) -> None:
    from parlour.ui.scenes.settings import SettingsScene

    _show(app, SettingsScene(app), over)


def to_rules_help(app: App, game_id: str | None = None, over: bool = False) -> None:
    """The rules help, open at ``game_id``'s rulebook (else at its first page)."""
    from parlour.ui.scenes.rules_help import RulesHelpScene

    _show(app, RulesHelpScene(app, game_id), over)


def open_table(app: App, session: Session) -> bool:
    """Show ``session`` at its table; if another window has it open, say so instead and
    return ``False``."""
    from parlour.ui.scenes.table import TableScene

    try:
        table = TableScene(app, session)
    except SaveError as exc:
        app.message(app.t(exc.key, **exc.params))
        return False
    _show(app, table)
    return True


def to_lesson(app: App, lesson: Lesson, player: str) -> bool:
    """Sit down at ``lesson``'s table as ``player``; ``False`` (and a message) if it
    cannot start."""
    from parlour.ui.scenes.lesson import start_lesson

    return start_lesson(app, lesson, player)


def to_results(app: App, session: Session) -> None:
    from parlour.ui.scenes.results import ResultsScene

    _show(app, ResultsScene(app, session))


def to_replay(app: App, session: Session, back: Callable[[], None], review: bool = False) -> None:
    """``session`` move by move; ``back`` leaves it. ``review``: its first person's
    decisions reviewed as it opens."""
    from parlour.ui.scenes.replay import ReplayScene

    _show(app, ReplayScene(app, session, back, review=review))
