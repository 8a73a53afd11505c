"""The table's texts (``monopoly_kartenspiel.table.*``) are complete in German and English
with the same placeholders, and every key the table asks for exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

from parlour.games.monopoly_kartenspiel import paint, scene
from parlour.games.monopoly_kartenspiel.cards import KINDS
from parlour.games.monopoly_kartenspiel.refusals import REASONS
from parlour.resources import locales_dir
from parlour.ui.i18n import flatten

PLACEHOLDER = re.compile(r"%\{(\w+)\}")
#: Keys the table builds from a value (``zoom.<kind>``, ``round.<how>``, a swap's key).
BUILT = (
    {f"zoom.{kind}" for kind in KINDS if kind not in ("property", "house")}
    | {
        "round.empty_stock",
        "round.stalled",
        "swap_single",
        "swap_double",
        "sort_group",
    }
    | {f"refused.{reason}" for reason in REASONS}
)


def table_texts(lang: str) -> dict[str, str]:
    path = locales_dir() / f"monopoly_kartenspiel.{lang}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return flatten(data[lang]["table"])


def base(key: str) -> str:
    """A plural key's base (``owes.one`` -> ``owes``)."""
    head, _, tail = key.rpartition(".")
    return head if tail in ("zero", "one", "other") else key


def test_both_languages_have_the_same_table_keys_and_placeholders() -> None:
    english, german = table_texts("en"), table_texts("de")
    assert set(english) == set(german)
    for key, text in english.items():
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(german[key])), key
        assert german[key].strip() and text.strip(), key


def test_every_key_the_table_asks_for_exists() -> None:
    used: set[str] = set(BUILT)
    for module in (scene, paint):
        source = Path(module.__file__ or "").read_text(encoding="utf-8")
        used |= set(re.findall(r'\bt\(\s*"([\w.]+)"', source))
    assert len(used) > 40  # the pattern finds the table's calls
    for lang in ("en", "de"):
        have = {base(key) for key in table_texts(lang)}
        assert used - have == set(), lang
