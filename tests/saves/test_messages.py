"""Every error a save can raise has a message in every language, with the same blanks."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
KEYS = sorted(
    {
        key
        for source in (ROOT / "parlour" / "saves").glob("*.py")
        for key in re.findall(r'"(saves\.error\.\w+)"', source.read_text(encoding="utf-8"))
    }
)


def _flat(tree: dict, prefix: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, value in tree.items():
        if isinstance(value, dict):
            out.update(_flat(value, f"{prefix}.{name}"))
        else:
            out[f"{prefix}.{name}"] = value
    return out


def _messages(lang: str) -> dict[str, str]:
    data = json.loads((ROOT / "locales" / f"saves.{lang}.json").read_text(encoding="utf-8"))
    return _flat(data[lang], "saves")


def test_the_source_raises_errors() -> None:
    assert "saves.error.damaged" in KEYS and len(KEYS) >= 10


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_error_key_is_translated(lang: str) -> None:
    messages = _messages(lang)
    assert [key for key in KEYS if key not in messages] == []


def test_languages_have_the_same_keys_and_placeholders() -> None:
    en, de = _messages("en"), _messages("de")
    assert en.keys() == de.keys()
    for key in en:
        assert set(re.findall(r"%\{(\w+)\}", en[key])) == set(re.findall(r"%\{(\w+)\}", de[key]))
