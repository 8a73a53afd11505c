"""Every text the rules can fill reads right in both languages, whatever it counts.

Each log, score, "decided by", prompt and hint key of every game is rendered with generated
parameters: every seat, every card and colour of the game, and 0, 1 and 3 of whatever the
text counts. No line may show a placeholder, "(n)", a singular count with a plural noun
("1 jetons") or the other way round, "a orange", or a capitalised article in the middle of
a German sentence ("köpft Der Clown").
"""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from parlour.engine import Event
from parlour.games import GAME_IDS, get_game
from parlour.resources import locales_dir
from parlour.ui import i18n
from parlour.ui.event_text import format_event, format_text
from parlour.ui.i18n import flatten

GAMES = GAME_IDS
LANGS = ("en", "de")
SECTIONS = ("log", "score", "decided", "prompt", "hint")  # parts are checked in their lines
NAMES = ["Anna", "Bruno", "Clara"]
COUNTS = (0, 1, 3)
BIG = 1005  # every other number: shows whether thousands are grouped
#: A placeholder that asks for a form of a card or colour parameter ("card_acc").
FORM = re.compile(r"^(\w*?(?:card|colour)s?)_\w+$")

PLURAL_NOUNS = {
    "en": r"jetons|nobles|cards|action cards|piques|fields|pieces|points|Palace Guards",
    "de": r"Jetons|Adlige|Karten|Aktionskarten|Piques|Felder|Punkte|Palastwachen",
}
SINGULAR_NOUNS = {
    "en": r"jeton|noble|card|action card|pique|field|piece|point|Palace Guard",
    "de": r"Jeton|Adliger|Karte|Aktionskarte|Pique|Feld|Punkt|Palastwache",
}
ONE = {"en": r"1|one|a|an", "de": r"1|ein|eine|einen|einem|einer"}
ADJECTIVE = r"(?:[\wäöüß]+ )?"


def _texts(game: str, lang: str) -> dict[str, str]:
    data = json.loads((locales_dir() / f"{game}.{lang}.json").read_text(encoding="utf-8"))
    return flatten(data[lang], game)


#: Every card id a game's texts may be given, by game: a new game adds its line here.
CARDS: dict[str, Callable[[Any], list[str]]] = {
    "guillotine": lambda game: [*game.catalogue.nobles, *game.catalogue.actions],
    "banque_fatale": lambda game: list(game.cards),
    "millionenspiel": lambda game: ["pension_5", "pension_50", "pension_500"],
    "monopoly_kartenspiel": lambda game: list(game.catalogue.all_cards()),
    # wardrobe, servants, contracts, boutiques, resources …
    "ladies_and_gentlemen": lambda game: sorted(
        key.split(".")[-1] for key in _texts(game.id, "en") if ".card." in key
    ),
}


def _cards(game: str) -> list[str]:
    assert game in CARDS, f"{game} has no line in CARDS: name the cards its texts may show"
    return CARDS[game](get_game(game))


@pytest.mark.parametrize("game", GAMES)
def test_every_game_names_the_cards_its_texts_are_read_with(game: str) -> None:
    assert _cards(game)


def _colours(game: str) -> list[str]:
    if game == "banque_fatale":
        return list(get_game(game).colours)  # type: ignore[attr-defined]
    return ["purple", "blue", "green", "red", "gray"]


def _keys() -> Iterator[tuple[str, str]]:
    for game in GAMES:
        for key in _texts(game, "en"):
            if key.split(".")[1] in SECTIONS:
                yield game, key


def _param_names(game: str, key: str) -> set[str]:
    """The parameters a text needs: its placeholders, a form standing for its parameter."""
    names: set[str] = set()
    for lang in LANGS:
        for name in i18n.placeholders(_texts(game, lang)[key]):
            match = FORM.match(name)
            names.add(match.group(1) if match else name)
            if match:
                names.add("count")  # a form may count ("3 red piques")
    return names


def _param_sets(game: str, names: set[str]) -> Iterator[dict[str, Any]]:
    """Every card and colour of the game, and 0, 1 and 3 of what the text counts."""
    choices: dict[str, list[Any]] = {}
    for name in sorted(names):
        if name.endswith("seats"):
            choices[name] = [[0, 1, 2]]
        elif name.endswith("seat"):
            choices[name] = [1]
        elif name.endswith("cards"):
            cards = _cards(game)
            choices[name] = [cards[:1], cards[:3], cards[-3:]]
        elif name.endswith("card"):
            choices[name] = _cards(game)
        elif f"{game}.part.{name}" in _texts(game, "en"):
            # A list of parts: one part, and three with every card, colour and count.
            part_names = _param_names(game, f"{game}.part.{name}")
            parts = list(_param_sets(game, part_names))
            choices[name] = [parts[:1], parts[:3], parts[-3:]]
        elif name.endswith("colour"):
            choices[name] = _colours(game)
        elif name == "count":
            choices[name] = list(COUNTS)
        else:
            choices[name] = [BIG]
    for combo in itertools.product(*choices.values()):
        yield dict(zip(choices, combo, strict=True))


def _faults(line: str, lang: str, params: dict[str, Any]) -> list[str]:
    faults = []
    if "%{" in line or re.search(r"\(\w{1,2}\)", line):
        faults.append("placeholder or (n)")
    if str(BIG) in line:
        faults.append("ungrouped thousands")
    if re.search(rf"(?<![\w.,])({ONE[lang]}) {ADJECTIVE}({PLURAL_NOUNS[lang]})\b", line):
        faults.append("one with a plural noun")
    if re.search(rf"(?<![\w.,])[03] {ADJECTIVE}({SINGULAR_NOUNS[lang]})\b", line):
        faults.append("several with a singular noun")
    if re.search(r"[.!?…]\.$", line):
        faults.append("double stop")
    if lang == "en":
        if re.search(r"\ba [aeiouAEIOU]|\ban [^aeiouAEIOU\W]", line):
            faults.append("a/an")
        if re.match(r"(the|a|an) ", line):
            faults.append("lower-case start")
    else:
        if re.search(r"[a-zäöüß,;] (Der|Die|Das|Den|Dem|Ein|Eine|Einen|Einem|Einer) ", line):
            faults.append("capitalised article mid-sentence")
        if re.match(r"(der|die|das|den|ein|eine|einen) ", line):
            faults.append("lower-case start")
    return faults


@pytest.mark.parametrize(("game", "key"), sorted(set(_keys())))
def test_every_text_reads_right_with_every_card_and_count(game: str, key: str) -> None:
    names = _param_names(game, key)
    bad: dict[str, list[str]] = {}
    for lang in LANGS:
        i18n.configure(lang)
        for params in _param_sets(game, names):
            line = format_text(key, params, game, NAMES, i18n.t)
            assert line.strip() and line != key
            faults = _faults(line, lang, params)
            if faults:
                bad.setdefault(line, faults)
    i18n.configure("en")
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_every_guillotine_noble_has_its_article_forms(lang: str) -> None:
    texts = _texts("guillotine", lang)
    nobles = get_game("guillotine").catalogue.nobles  # type: ignore[attr-defined]
    for noble in nobles:
        for form in ("nom", "acc"):
            assert texts.get(f"guillotine.forms.card.{noble}.{form}"), (noble, form)


@pytest.mark.parametrize(
    ("lang", "event", "line"),
    [
        (
            "de",
            Event("guillotine.log.collect", {"seat": 1, "card": "clown"}),
            "Bruno köpft den Clown.",
        ),
        ("de", Event("guillotine.log.add_noble", {"card": "count"}), "Der Graf reiht sich ein."),
        (
            "de",
            Event("guillotine.log.after_you", {"seat": 0, "target_seat": 2, "card": "martyr"}),
            "Nach Ihnen! Eine Märtyrerin kommt in den Stapel von Clara.",
        ),
        (
            "de",
            Event("guillotine.log.collect", {"seat": 0, "card": "king_louis"}),
            "Anna köpft König Ludwig XVI.",
        ),
        ("en", Event("guillotine.log.add_noble", {"card": "clown"}), "The Clown joins the line."),
        (
            "en",
            Event("banque_fatale.log.took", {"seat": 0, "colour": "orange"}),
            "Anna takes an orange jeton",
        ),
        ("en", Event("banque_fatale.log.bid", {"seat": 0, "count": 1}), "Anna bids one jeton"),
        ("de", Event("banque_fatale.log.bid", {"seat": 0, "count": 3}), "Anna bietet 3 Jetons"),
        (
            "de",
            Event(
                "banque_fatale.log.payout", {"seat": 2, "colour": "vert", "count": 1, "amount": 5}
            ),
            "Clara erhält 5\u00a0Mio. für ein grünes Pique",
        ),
        (
            "en",
            Event("banque_fatale.log.dealt", {"colour": "rouge", "count": 3, "seats": [1, 2, 0]}),
            "The last 3 red jetons go round to Bruno, Clara and Anna",
        ),
        (
            "de",
            Event("guillotine.log.draw_private", {"cards": ("trip", "rat_break")}),
            "Du hast „Stolpern“ und „Rattenpause“ gezogen.",
        ),
        ("en", Event("millionenspiel.log.won", {"seat": 0, "amount": 1_005}), "Anna wins 1,005."),
        (
            "de",
            Event("millionenspiel.log.won", {"seat": 0, "amount": 1_005}),
            "Anna gewinnt 1.005.",
        ),
    ],
)
def test_worked_lines(lang: str, event: Event, line: str) -> None:
    i18n.configure(lang)
    try:
        assert format_event(event, event.key.split(".")[0], NAMES, i18n.t) == line
    finally:
        i18n.configure("en")


def test_banque_fatale_deals_the_last_colour_in_one_line() -> None:
    """The jetons dealt round in one step make one event (the table still gets every
    seat, in order, to fly them one after another)."""
    game = get_game("banque_fatale")
    dealt = 0
    for seed in range(10):
        state = game.new_state(3 + seed % 2, seed)
        rng = random.Random(seed)
        while not state.is_over():
            events = state.apply(rng.choice(state.legal_actions()))
            dealt += sum(e.key.endswith(".dealt") for e in events)
            keys = [e.key.rsplit(".", 1)[-1] for e in events]
            assert keys.count("dealt") <= 1
            for event in events:
                if event.key.endswith(".dealt"):
                    assert len(event.params["seats"]) == event.params["count"] >= 1
    assert dealt
