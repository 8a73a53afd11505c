"""Every text the rules ask for exists in English and German with the same placeholders:
each log line the game emits, its parts, scores, "decided" lines, the option, and a name for
every card, boutique, resource and designer the events and scores name."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from parlour.resources import locales_dir
from parlour.ui.i18n import namespace_keys
from tests.games.ladies_and_gentlemen.helpers import CAT, GAME, new
from tests.outcome import decided_of, score_lines_of

PLACEHOLDER = re.compile(r"%\{(\w+)\}")
LANGS = ("en", "de")


TEXTS = {lang: namespace_keys("ladies_and_gentlemen", lang) for lang in LANGS}


def test_english_and_german_have_the_same_keys_and_placeholders() -> None:
    assert set(TEXTS["en"]) == set(TEXTS["de"])
    for key, text in TEXTS["en"].items():
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(TEXTS["de"][key])), key
        assert TEXTS["de"][key].strip(), key


def test_every_card_and_thing_an_event_names_has_a_name() -> None:
    names = {*CAT.wardrobe, *CAT.servants, *CAT.contracts, *CAT.markets, *CAT.workshop}
    names |= {*CAT.gossip, *CAT.setup.boutiques, *CAT.setup.tokens, *CAT.designers}
    for name in names:
        assert f"ladies_and_gentlemen.card.{name}" in TEXTS["en"], name
    for gossip in CAT.gossip:
        assert f"ladies_and_gentlemen.card_text.{gossip}" in TEXTS["en"], gossip
    for option in GAME.options:
        assert f"ladies_and_gentlemen.option.{option.key}" in TEXTS["en"]


def test_every_outcome_has_its_log_line_and_decided_line() -> None:
    for outcome in ("elegance", "richer", "shared", "courtesan", "scandal"):
        assert f"ladies_and_gentlemen.log.won_{outcome}" in TEXTS["en"]
        assert f"ladies_and_gentlemen.decided.{outcome}" in TEXTS["en"]


def _card_params(params: dict[str, Any]) -> list[str]:
    found = [str(v) for k, v in params.items() if k.endswith("card")]
    for value in params.values():
        if isinstance(value, tuple):
            for part in value:
                found += _card_params(part)
    return found


@pytest.mark.parametrize(("players", "gossip"), [(4, True), (5, False), (9, True)])
def test_every_event_and_score_of_a_game_has_its_text(players: int, gossip: bool) -> None:
    state = new(players, players, gossip)
    rng = random.Random(players)
    events = []
    while not state.is_over():
        events += state.apply(rng.choice(state.legal_actions()))
    lines = [(e.key, dict(e.params)) for e in events]
    for seat in range(players):
        lines += [(d["key"], d["params"]) for d in score_lines_of(state, seat)]
    decided = decided_of(state)
    assert decided is not None
    lines.append((decided["key"], decided["params"]))
    for key, params in lines:
        text = TEXTS["en"].get(key)
        assert text is not None, key
        for name in PLACEHOLDER.findall(text):
            assert name in params, (key, name)
        for name, value in params.items():
            if isinstance(value, tuple) and value:
                part = TEXTS["en"][f"ladies_and_gentlemen.part.{name}"]
                assert set(PLACEHOLDER.findall(part)) <= set(value[0]), (key, name)
        for card in _card_params(params):
            assert f"ladies_and_gentlemen.card.{card}" in TEXTS["en"], (key, card)


@pytest.mark.parametrize(
    ("lang", "heading"), [("en", "Decisions in parlour"), ("de", "Entscheidungen in parlour")]
)
def test_the_rule_book_ends_with_the_decisions(lang: str, heading: str) -> None:
    book = (locales_dir() / f"rules/ladies_and_gentlemen.{lang}.md").read_text("utf-8")
    headings = [line for line in book.splitlines() if line.startswith("## ")]
    assert headings[-1] == f"## {heading}"
    decisions = book.split(f"## {heading}")[1]
    assert decisions.count("\n- ") >= 15  # one bullet per decision the rules file marks


def test_german_after_a_colon_says_she_not_the_polite_you() -> None:
    """ "…die eleganteste Lady (18): Ihr Team gewinnt." read as the polite "your team"
    (the texts say "du"): after a colon "sie", "ihr" and "ihnen" stay lower case."""
    capital = re.compile(r": (Sie|Ihnen|Ihr\w*)\b")
    rules = (locales_dir() / "rules" / "ladies_and_gentlemen.de.md").read_text(encoding="utf-8")
    found = [m.group(0) for text in [*TEXTS["de"].values(), rules] for m in capital.finditer(text)]
    assert not found, found
