"""German and English texts are complete for everything the rules can show."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from parlour.games.guillotine import rules
from parlour.games.guillotine.decisions import KINDS
from parlour.resources import locales_dir
from parlour.ui.i18n import flatten
from tests.games.guillotine.helpers import game

LANGS = ("en", "de")


def _texts(lang: str) -> dict[str, str]:
    data = json.loads((locales_dir() / f"guillotine.{lang}.json").read_text(encoding="utf-8"))
    return flatten({k: v for k, v in data[lang].items() if k != "table"})


def test_both_languages_have_the_same_keys() -> None:
    assert set(_texts("en")) == set(_texts("de"))


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_has_a_name_and_every_action_card_a_text(lang: str) -> None:
    texts = _texts(lang)
    cat = game().catalogue
    for card in [*cat.nobles, *cat.actions]:
        assert f"card.{card}" in texts
    for card in cat.actions:
        assert f"card_text.{card}" in texts


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_and_prompt_the_rules_emit_is_translated(lang: str) -> None:
    source = Path(rules.__file__).read_text(encoding="utf-8")
    texts = _texts(lang)
    events = set(re.findall(r'_ev\(\s*"(\w+)"', source))
    prompts = set(KINDS)
    assert events and prompts
    assert {e for e in events if f"log.{e}" not in texts} == set()
    assert {p for p in prompts if f"prompt.{p}" not in texts} == set()
    assert "option.interrupt_rule.german" in texts and "option.interrupt_rule.english" in texts
