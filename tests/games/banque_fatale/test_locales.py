"""Every text Banque Fatale shows exists in English and German."""

from __future__ import annotations

import json
import random
import re

import pytest

from parlour.games import get_game
from parlour.resources import locales_dir
from parlour.ui.event_text import form_of
from parlour.ui.i18n import flatten
from tests.outcome import decided_of, score_lines_of

GAME = get_game("banque_fatale")


def strings(lang: str) -> dict[str, str]:
    data = json.loads((locales_dir() / f"banque_fatale.{lang}.json").read_text("utf-8"))[lang]
    return flatten(data, "banque_fatale")


def emitted_events() -> list:
    events = []
    for seed in range(30):
        state = GAME.new_state(3 + seed % 2, seed, {"worthless_jetons": seed % 3 == 0})
        rng = random.Random(seed)
        while not state.is_over():
            events += state.apply(rng.choice(state.legal_actions()))
    return events


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_key_is_translated(lang: str) -> None:
    text = strings(lang)
    needed = {GAME.name_key}
    needed |= {f"banque_fatale.card.{c}" for c in GAME.cards}
    needed |= {f"banque_fatale.colour.{c}" for c in GAME.colours}
    needed |= {f"banque_fatale.option.{o.key}" for o in GAME.options}
    for event in emitted_events():
        needed.add(event.key)
        for name in re.findall(r"%\{(\w+)\}", text.get(event.key, "")):
            # A form of a parameter ("colour_jeton") needs that parameter.
            known = name in event.params or form_of(name, event.params)
            assert known, f"{event.key} has no parameter {name}"
    state = GAME.new_state(4, 0)
    while not state.is_over():
        state.apply(state.legal_actions()[-1])
    needed |= {line["key"] for line in score_lines_of(state, 0)}
    needed.add(decided_of(state)["key"])  # type: ignore[index]
    missing = sorted(needed - set(text))
    assert not missing, missing


def test_both_rule_books_explain_the_decisions() -> None:
    assert "## Decisions in parlour" in (locales_dir() / "rules/banque_fatale.en.md").read_text(
        "utf-8"
    )
    assert "## Entscheidungen in parlour" in (
        locales_dir() / "rules/banque_fatale.de.md"
    ).read_text("utf-8")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_table_label_is_translated(lang: str) -> None:
    source = (locales_dir().parent / "parlour/games/banque_fatale/scene.py").read_text("utf-8")
    used = set(re.findall(r'_t\(\s*"(\w+)"', source))
    used |= {"prompt_" + phase for phase in ("choose", "bid", "draft", "sale")}
    assert used
    text = strings(lang)
    missing = sorted(k for k in used if f"banque_fatale.table.{k}" not in text)
    assert not missing, missing


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rules_help_names_the_colours_as_the_log_does(lang: str) -> None:
    """The help said the log names colours in French, as on the board; the log names them
    in the reader's language. Its example of a log line is the log's own wording."""
    from parlour.ui import i18n

    i18n.configure(lang)
    red = i18n.t("banque_fatale.forms.colour.rouge.name")
    example = i18n.t("banque_fatale.part.changes", colour_name=red, old=6, value=8)
    example = example.replace("\N{NO-BREAK SPACE}", " ")  # the help is typed plainly
    help_text = (locales_dir() / f"rules/banque_fatale.{lang}.md").read_text("utf-8")
    log_lines = [row for row in help_text.splitlines() if "log" in row or "Protokoll" in row]
    assert any(example in row for row in log_lines), (example, log_lines)
    french = ("colours by their French names", "Farben mit ihren französischen Namen")
    assert not any(claim in row for claim in french for row in log_lines)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_amount_never_breaks_from_its_unit(lang: str) -> None:
    """The zoom read "Worth 16" on one line and "M right now." on the next: every amount
    is tied to its "M" or "Mio." by a no-break space, wherever a text may wrap."""
    loose = {
        key: text
        for key, text in strings(lang).items()
        if re.search(r"(%\{\w+\}|\d) (M\b|Mio\.)", text)
    }
    assert not loose, loose
