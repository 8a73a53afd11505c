"""A broken file of the install (theme, game data, rulebook) never stops the app; the app
names the file.

The theme was parsed with ``json.loads`` (bad JSON ended the app before its window showed
anything, a pipe in its place hung it), a game's data with ``json.load`` (the game was left
out without the file named, a pipe hung setup) and a rulebook with ``read_text`` (a file
that is not UTF-8 ended the rules screen with an error).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from parlour import games
from parlour.saves.session import Seat, Session
from parlour.saves.store import SaveError, SaveStore
from parlour.ui import i18n, theme
from parlour.ui.scenes.rules_help import MAX_RULES_BYTES, RulesHelpScene, rules_html
from parlour.ui.scenes.setup import SetupScene
from tests.fakes.driver import frames, make_app
from tests.ui.test_broken_locales import REAL_ROOT, install
from tests.ui.test_storage import message_text

__all__ = ["install"]  # the fixture, used by name


@pytest.fixture
def root(install: Path) -> Iterator[Path]:
    """The copied install with a copy of the assets too, read afresh while the test runs."""
    root = install.parent
    (root / "assets").unlink()
    shutil.copytree(REAL_ROOT / "assets", root / "assets")
    theme._base_theme.cache_clear()
    games.get_game.cache_clear()
    yield root
    theme._base_theme.cache_clear()
    games.get_game.cache_clear()


def nested(depth: int) -> str:
    return '{"defaults": ' + "[" * depth + "]" * depth + "}"


def damage(path: Path, how: str) -> None:
    """Put what a broken install may hold at ``path``."""
    path.unlink()
    if how == "damaged":
        path.write_text('{"defaults": {"colours": ', encoding="utf-8")
    elif how == "folder":
        path.mkdir()
    elif how == "fifo":
        os.mkfifo(path)
    elif how == "nested":
        path.write_text(nested(100_000), encoding="utf-8")
    elif how == "not_utf8":
        path.write_bytes(b"# R\xe8gles\n\n\xff\xfe")
    elif how == "huge":
        with path.open("wb") as fh:
            fh.truncate(MAX_RULES_BYTES + 1)
    else:
        assert how == "missing"


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_damaged_theme_starts_the_app_in_the_default_look(
    root: Path, tmp_path: Path, language: str
) -> None:
    path = root / "assets" / "themes" / "parlour.json"
    damage(path, "damaged")
    app = make_app(tmp_path / "data", language=language)
    frames(app)
    assert app.running
    assert str(path) in message_text(app)
    assert theme.theme_data(1.0) == theme.fallback()
    app.shutdown()


@pytest.mark.parametrize("how", ["missing", "folder", "fifo", "nested", "wrong_shape"])
def test_every_unusable_theme_file_falls_back_and_is_named(root: Path, how: str) -> None:
    path = root / "assets" / "themes" / "parlour.json"
    if how == "wrong_shape":  # valid JSON, but a font size that is no number
        path.write_text('{"defaults": {"font": {"size": "large"}}}', encoding="utf-8")
    else:
        damage(path, how)
    assert theme.theme_data(2.0)["defaults"]["colours"] == theme.fallback()["defaults"]["colours"]
    assert theme.menu_button_style(1.0).edge_width == 1
    assert [name for name, _ in i18n.broken_files()] == [str(path)]


def test_the_real_theme_is_not_the_fallback(root: Path) -> None:
    assert theme.theme_data(1.0)["#menu_button"]["font"]["bold"] == "1"
    assert i18n.broken_files() == []


def test_a_theme_with_a_gradient_is_used(root: Path) -> None:
    """pygame_gui draws a gradient (``"#a,#b,90"``); parlour draws its first colour."""
    path = root / "assets" / "themes" / "parlour.json"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"#6b4526"', '"#102030,#405060,90"', 1), encoding="utf-8")
    assert theme.menu_button_style(1.0).fill == (16, 32, 48)
    assert i18n.broken_files() == []


@pytest.mark.parametrize("how", ["damaged", "missing", "fifo", "nested"])
def test_a_game_with_a_damaged_data_file_is_left_out_and_the_file_named(
    root: Path, how: str
) -> None:
    path = root / "assets" / "games" / "guillotine" / "cards.json"
    damage(path, how)
    offered = [game.id for game in games.available_games()]
    assert offered == [game_id for game_id in games.GAME_IDS if game_id != "guillotine"]
    [broken] = games.broken_games()
    assert (broken.game_id, broken.path) == ("guillotine", str(path))


def test_a_save_of_a_game_with_damaged_data_is_not_called_unknown(
    root: Path, tmp_path: Path
) -> None:
    store = SaveStore(tmp_path / "saves")
    seats = (Seat("Ada"), Seat("Bot", "easy"), Seat("Cleo", "easy"))
    saved = store.save(Session.start("millionenspiel", seats, seed=3))
    damage(root / "assets" / "games" / "millionenspiel" / "board.json", "damaged")
    games.get_game.cache_clear()
    with pytest.raises(SaveError) as told:
        store.load(saved)
    assert told.value.key == "saves.error.game_broken"
    assert saved.read_bytes()  # kept as it was


@pytest.mark.parametrize("language", ["en", "de"])
def test_setup_names_the_damaged_game_data_file(root: Path, tmp_path: Path, language: str) -> None:
    path = root / "assets" / "games" / "millionenspiel" / "board.json"
    damage(path, "damaged")
    app = make_app(tmp_path / "data", language=language)
    frames(app)
    assert not app.message_open
    app.scenes.switch(SetupScene(app))
    frames(app)
    assert str(path) in message_text(app)
    app.close_message()
    setup = app.scenes.current
    assert isinstance(setup, SetupScene)
    assert "millionenspiel" not in [game.id for game in setup.games]
    assert setup.game is not None  # the other games are still there to start
    app.shutdown()


@pytest.mark.parametrize("how", ["not_utf8", "folder", "fifo", "huge"])
def test_an_unusable_rulebook_is_named_on_its_page(install: Path, how: str) -> None:
    path = install / "rules" / "guillotine.de.md"
    damage(path, how)
    i18n.configure("de")
    page = rules_html("guillotine", "de", 18, "missing")
    i18n.configure("en")
    assert str(path) in page
    assert "Installiere parlour neu" in page


def test_the_rules_screen_shows_a_damaged_rulebook_s_name(install: Path, tmp_path: Path) -> None:
    path = install / "rules" / "banque_fatale.en.md"
    damage(path, "not_utf8")
    app = make_app(tmp_path / "data", language="en")
    frames(app)
    scene = RulesHelpScene(app, "banque_fatale")
    app.scenes.switch(scene)
    frames(app)
    assert scene.text_box is not None
    assert str(path) in scene.text_box.html_text
    assert not app.message_open
    app.shutdown()
