"""Opening a save replays it once: the check of the save also gives the table its log."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from parlour.games import get_game
from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveStore, read_save
from parlour.ui.scenes.load import LoadScene
from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import click, frames, make_app

GAME = "millionenspiel"


def _saved(data_dir: Path) -> Path:
    """A hot-seat game (no bots to think meanwhile), some moves in, saved."""
    session = Session.start(GAME, [Seat("Ann"), Seat("Ben"), Seat("Cy")], seed=4)
    rng = random.Random(4)
    for _ in range(25):
        session.apply(rng.choice(session.state.legal_actions()))
    return SaveStore.in_data_dir(data_dir).save(session)


def _by_continue(app: Any) -> None:
    click(app, app.scenes.current.buttons["continue"])


def _by_load_list(app: Any) -> None:
    click(app, app.scenes.current.buttons["load"])
    scene = app.scenes.current
    assert isinstance(scene, LoadScene)
    [opens] = [button for button, (what, _entry) in scene.actions.items() if what == "open"]
    click(app, opens)


@pytest.mark.parametrize("open_it", [_by_continue, _by_load_list], ids=["continue", "load"])
def test_a_save_is_replayed_once_from_launch_to_its_table(
    open_it: Callable[[Any], None], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _saved(tmp_path)
    game_class = type(get_game(GAME))
    replays: list[int] = []
    new_state = game_class.new_state

    def counted(self: Any, *args: Any, **kwargs: Any) -> Any:
        replays.append(1)
        return new_state(self, *args, **kwargs)

    monkeypatch.setattr(game_class, "new_state", counted)
    app = make_app(tmp_path)
    try:
        frames(app)
        open_it(app)
        table = app.scenes.current
        assert isinstance(table, TableScene)
        assert len(replays) == 1
        log = table.log.texts()
        # The log from the checking replay is the log a replay of its own would give.
        unchecked = Session.from_json(read_save(path), verify=False)
        assert log and log == TableScene(app, unchecked).log.texts()
    finally:
        app.shutdown()
