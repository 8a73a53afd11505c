"""German and English are complete for the shell, and every key the shell uses exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from parlour.resources import locales_dir
from parlour.ui import i18n
from parlour.ui.markdown import font_sizes, to_html

SHELL = Path(__file__).resolve().parents[2] / "parlour"
SHELL_FILES = [
    SHELL / "settings.py",
    SHELL / "ui" / "app.py",
    *sorted((SHELL / "ui" / "scenes").glob("*.py")),
]
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


@pytest.mark.parametrize("namespace", ["parlour", "install"])
def test_german_and_english_have_the_same_keys_and_placeholders(namespace: str) -> None:
    english = i18n.namespace_keys(namespace, "en")
    german = i18n.namespace_keys(namespace, "de")
    assert english and set(english) == set(german)
    for key, text in english.items():
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(german[key])), key
        assert german[key].strip(), key


def test_every_literal_key_in_the_shell_exists() -> None:
    english = i18n.namespace_keys("parlour", "en")
    used: set[str] = set()
    for path in SHELL_FILES:
        if path.name == "table.py":
            continue  # the table host has its own namespace
        used.update(re.findall(r'"(parlour\.[a-z_.]+[a-z_])"', path.read_text(encoding="utf-8")))
    assert used, "the shell should use translation keys"
    used.discard("parlour.log")  # the log file's name, not a key
    missing = sorted(key for key in used if key not in english)
    assert not missing


def test_prefixed_keys_exist_for_every_value() -> None:
    from parlour.settings import ANIMATION_SPEEDS, LANGUAGES
    from parlour.ui.scenes.main_menu import ITEMS
    from parlour.ui.setup_memory import KINDS

    keys = i18n.namespace_keys("parlour", "de")
    assert all(f"parlour.settings.animation_speed.{s}" in keys for s in ANIMATION_SPEEDS)
    assert all(f"parlour.language.{code}" in keys for code in LANGUAGES)
    assert all(f"parlour.setup.kind.{kind}" in keys for kind in KINDS)
    assert all(key in keys for _name, key in ITEMS)


def test_translate_switches_language_and_fills_placeholders() -> None:
    i18n.configure("de")
    assert i18n.t("parlour.setup.default_name", number=2) == "Spieler 2"
    i18n.configure("en")
    assert i18n.t("parlour.setup.default_name", number=2) == "Player 2"
    assert i18n.t("parlour.no.such.key") == "parlour.no.such.key"
    assert (locales_dir() / "parlour.de.json").is_file()


def test_markdown_subset() -> None:
    html = to_html(
        "# Title\n\nSome **bold** <tag> & *it*\ncontinued.\n\n## Part\n- one\n- two\n  more\n\nEnd"
    )
    assert html == (
        '<font pixel_size="29"><b>Title</b></font><br>'
        "Some <b>bold</b> &lt;tag&gt; &amp; <i>it</i> continued.<br><br>"
        '<font pixel_size="23"><b>Part</b></font><br>'
        "&#160;&#160;•&#160;one<br>&#160;&#160;•&#160;two more<br><br>End"
    )
    assert font_sizes(18) == {18, 29, 23, 20}
    assert to_html("2 * 3 * 4 and a_b_c") == "2 * 3 * 4 and a_b_c"
