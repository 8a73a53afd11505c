"""One voice and one word per thing, in every text a player reads.

German speaks to the player with "du" everywhere (a rulebook said "Sie"), and a thing has
one name in each language wherever it appears: the cards of Ladies & Gentlemen said
"Zofe" where the log and the rulebook said "Dienstmädchen".
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

from parlour.resources import locales_dir
from parlour.ui.i18n import flatten

#: "Sie", "Ihnen", "Ihr…" after a lower-case word or a comma: the polite address (a
#: sentence that starts with "Sie" or "Ihr" is about a third person: "Sie kauft ein").
FORMAL = re.compile(r"(?<=[a-zäöüß,] )(Sie|Ihnen|Ihr\w*)\b")
#: Names that contain a polite word: the card "Nach Ihnen…" of Guillotine.
TITLES = ("Nach Ihnen",)
#: Words that name a thing the texts call otherwise: word -> the one used.
SYNONYMS = {
    "de": {"Zofe": "Dienstmädchen"},
    "en": {"maid": "servant"},
}


def texts(language: str) -> Iterator[tuple[str, str]]:
    """Every text of ``language``: each locale value and each line of the rulebooks."""
    for path in sorted(locales_dir().glob(f"*.{language}.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for key, value in flatten(data[language]).items():
            yield f"{path.name}:{key}", value
    for path in sorted((locales_dir() / "rules").glob(f"*.{language}.md")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            yield f"{path.name}:{number}", line


def test_german_says_du_to_the_player() -> None:
    formal = []
    for where, text in texts("de"):
        for title in TITLES:
            text = text.replace(title, "")
        formal += [f"{where}: {m.group(0)}" for m in FORMAL.finditer(text)]
    assert not formal, formal


@pytest.mark.parametrize("language", sorted(SYNONYMS))
def test_one_word_per_thing(language: str) -> None:
    found = [
        f"{where}: {word!r} (say {SYNONYMS[language][word]!r})"
        for where, text in texts(language)
        for word in SYNONYMS[language]
        if re.search(rf"\b{word}", text, flags=re.IGNORECASE)
    ]
    assert not found, found


#: Lines that say "you" as part of a card's title, not to the player.
TITLED_YOU = frozenset({"guillotine.log.after_you"})


@pytest.mark.parametrize(("language", "you"), [("de", r"^Du\b"), ("en", r"^You\b")])
def test_a_line_worded_for_its_owner_can_be_told_of_the_owner(language: str, you: str) -> None:
    """The replay shows every seat's secret lines; one that says "You drew …" needs a
    third-person twin (``<game>.aside.<what>``) that names the seat."""
    missing = []
    for path in sorted(locales_dir().glob(f"*.{language}.json")):
        namespace = path.name.split(".")[0]
        data = json.loads(path.read_text(encoding="utf-8"))[language]
        lines = flatten(data.get("log", {}), f"{namespace}.log")
        asides = flatten(data.get("aside", {}), f"{namespace}.aside")
        for key, text in lines.items():
            if key in TITLED_YOU or not re.search(you, text, flags=re.MULTILINE):
                continue
            twin = key.replace(".log.", ".aside.", 1)
            if twin not in asides or "%{owner_seats}" not in asides[twin]:
                missing.append(key)
    assert not missing, missing
