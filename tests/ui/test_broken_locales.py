"""A damaged translation file never stops the app; the app names the file.

python-i18n's own JSON loader answered bad JSON with an ``AttributeError`` of its own,
which ended the app before its window showed anything.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import i18n as python_i18n
import pytest

from parlour import resources
from parlour.ui import i18n
from tests.fakes.driver import frames, make_app
from tests.ui.test_storage import message_text

REAL_ROOT = resources.root()


@pytest.fixture
def install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the installed texts, the app's only texts while the test runs."""
    root = tmp_path / "install"
    shutil.copytree(REAL_ROOT / "locales", root / "locales")
    (root / "assets").symlink_to(REAL_ROOT / "assets")
    monkeypatch.setattr(resources, "root", lambda: root)
    monkeypatch.setattr(python_i18n.config, "settings", {**python_i18n.config.settings})
    python_i18n.config.settings["load_path"] = []
    monkeypatch.setattr(python_i18n, "load_path", python_i18n.config.settings["load_path"])
    monkeypatch.setattr(i18n, "_broken", {}, raising=False)
    python_i18n.translations.container.clear()
    yield root / "locales"
    python_i18n.translations.container.clear()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_damaged_text_file_starts_the_app_and_names_the_file(
    install: Path, tmp_path: Path, language: str
) -> None:
    broken = install / "parlour.en.json"
    broken.write_text('{"en": {"menu": ', encoding="utf-8")
    app = make_app(tmp_path / "data", language=language)
    frames(app)
    assert app.running
    told = message_text(app)
    assert str(broken) in told
    app.shutdown()


def test_a_text_file_of_the_wrong_shape_falls_back_to_english(install: Path) -> None:
    (install / "parlour.de.json").write_text('{"de": ["Neues Spiel"]}', encoding="utf-8")
    i18n.configure("de")
    assert i18n.t("parlour.menu.new_game") == "New game"
    assert [path for path, _ in i18n.broken_files()] == [str(install / "parlour.de.json")]
    i18n.configure("en")


def test_a_game_text_file_found_broken_later_is_told_then(install: Path, tmp_path: Path) -> None:
    app = make_app(tmp_path / "data", language="en")
    frames(app)
    assert not app.message_open
    (install / "guillotine.en.json").write_text("", encoding="utf-8")
    assert i18n.t("guillotine.name") == "guillotine.name"
    frames(app)
    assert str(install / "guillotine.en.json") in message_text(app)
    app.shutdown()
