"""German and English are complete for everything the rules can show, and the card titles
in the locales are the names in ``cards.json``."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from parlour.games.monopoly_kartenspiel import rules
from parlour.resources import game_data, locales_dir
from parlour.ui.i18n import flatten
from tests.games.monopoly_kartenspiel.rules_helpers import game

LANGS = ("en", "de")
PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def _texts(lang: str) -> dict[str, str]:
    path = locales_dir() / f"monopoly_kartenspiel.{lang}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return flatten({k: v for k, v in data[lang].items() if k != "table"})


def test_both_languages_have_the_same_keys_and_placeholders() -> None:
    english, german = _texts("en"), _texts("de")
    assert set(english) == set(german)
    for key, text in english.items():
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(german[key])), key


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_its_data_name_and_a_form(lang: str) -> None:
    texts = _texts(lang)
    data = game_data("monopoly_kartenspiel", "cards.json")
    cat = game().catalogue
    for card in cat.all_cards():
        assert texts[f"card.{card}"] == cat.names[card][lang]
        assert texts[f"forms.card.{card}.acc"]
        if cat.kinds[card] == "property":  # the short form a small card prints
            short = texts[f"card_short.{card}"]
            assert 0 < len(short) <= len(texts[f"card.{card}"]), card
    assert {row["id"] for row in data["groups"]} == set(cat.groups)


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_option_and_score_line_is_translated(lang: str) -> None:
    texts = _texts(lang)
    source = Path(rules.__file__).read_text(encoding="utf-8")
    events = set(re.findall(r'_ev\(\s*"(\w+)"', source))
    assert len(events) > 15
    assert {e for e in events if not any(k.startswith(f"log.{e}") for k in texts)} == set()
    for option in game().options:
        assert f"option.{option.key}" in texts
        for choice in option.choices:
            assert f"option.{option.key}.{choice}" in texts
    scores = set(re.findall(r'f"\{key\}\.(\w+)"', source)) | {"round"}
    assert {s for s in scores if not any(k.startswith(f"score.{s}") for k in texts)} == set()
    for group in game().catalogue.groups:
        assert any(k.startswith(f"score.group.{group}") for k in texts)
        assert f"group.{group}" in texts
    for key in ("decided.target", "decided.shared", "decided.rounds", "part.results", "name"):
        assert key in texts


@pytest.mark.parametrize(
    ("lang", "heading"), [("en", "## Decisions in parlour"), ("de", "## Entscheidungen in parlour")]
)
def test_the_rulebook_ends_with_its_decisions(lang: str, heading: str) -> None:
    text = (locales_dir() / f"rules/monopoly_kartenspiel.{lang}.md").read_text(encoding="utf-8")
    assert text.startswith("# MONOPOLY")
    last = text.rindex("\n## ")
    assert text[last + 1 :].startswith(heading)
    assert "4 600" in text or "4.600" in text  # the worked example
