"""The table host's texts: German and English complete, and every key it uses exists."""

from __future__ import annotations

import re
from pathlib import Path

from parlour.ai.base import LEVELS
from parlour.ui import i18n
from parlour.ui.widgets.menu_overlay import CHOICES

UI = Path(__file__).resolve().parents[2] / "parlour" / "ui"
HOST_FILES = [
    UI / "scenes" / "table.py",
    UI / "widgets" / "curtain.py",
    UI / "widgets" / "claim_banner.py",
    UI / "widgets" / "log_panel.py",
    UI / "widgets" / "menu_overlay.py",
    UI / "widgets" / "news_panel.py",
]
PANEL_PARTS = ("title", "close", "hint")
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def test_german_and_english_have_the_same_keys_and_placeholders() -> None:
    english = i18n.namespace_keys("table", "en")
    german = i18n.namespace_keys("table", "de")
    assert english and set(english) == set(german)
    for key, text in english.items():
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(german[key])), key
        assert german[key].strip() and german[key] != text, key  # translated, not copied


def test_every_key_the_host_uses_exists() -> None:
    english = i18n.namespace_keys("table", "en")
    used: set[str] = set()
    for path in HOST_FILES:
        used.update(re.findall(r'"(table\.[a-z_.]+[a-z_])"', path.read_text(encoding="utf-8")))
    assert len(used) > 10
    used |= {f"table.menu.{choice}" for choice in CHOICES}
    used |= {f"table.level.{level}" for level in LEVELS}
    # The panels' texts: the host asks for ``table.<kind>.<part>``.
    used |= {f"table.{kind}.{part}" for kind in ("catch_up", "moment") for part in PANEL_PARTS}
    assert sorted(key for key in used if key not in english) == []
