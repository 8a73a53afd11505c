"""The words for what the rules report: log lines, score lines, "decided by" lines.

The rules emit keys and raw parameters (an ``Event``, a score detail); this module turns
them into a sentence in the current language, by the engine's conventions:

- a parameter whose name ends in ``seat`` (or ``seats``) is a seat index: the player's name;
- one ending in ``card`` (or ``cards``) is a card id: its title ``<game>.card.<id>``;
- a number is written the way the language writes numbers;
- ``count`` picks the plural form (see :mod:`parlour.ui.i18n`);
- a list of mappings is a list of *parts* of one step (three values that move at once,
  two exchanges in a row): each part is written with ``<game>.part.<name>`` by these same
  rules and the parts are joined with commas, so one step stays one line.

A sentence needs more than a title: German says "Bruno köpft den Clown", not "köpft Der
Clown", and English "an orange jeton", not "a orange jeton". So a text may also ask for a
*form* of a card or colour parameter: ``%{card_acc}`` is ``<game>.forms.card.<id>.acc``,
``%{colour_piques}`` is ``<game>.forms.colour.<id>.piques`` (which may have plural forms
of its own, picked by the same ``count``). The locale data says which forms a game has; a
card without forms shows its title. A form that starts a sentence starts with a capital
letter, and a line ending in a title that ends in a stop ("XVI.", "Escape!") gets no
second stop.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from parlour.engine import Action, Event, GameState, RuleError
from parlour.ui import i18n
from parlour.ui.numbers import format_value

Translate = Callable[..., str]

#: A stop after a title that already ends in one: "XVI..", "Escape!.", "After You….".
DOUBLE_STOP = re.compile(r"(?<=[.!?…])\.$")


def _seat_name(value: Any, seat_names: Sequence[str]) -> str:
    if isinstance(value, int) and 0 <= value < len(seat_names):
        return seat_names[value]
    return str(value)


def _values(value: Any) -> list[Any]:
    return list(value) if isinstance(value, list | tuple) else [value]


def _is_parts(value: Any) -> bool:
    return (
        isinstance(value, list | tuple)
        and bool(value)
        and all(isinstance(v, Mapping) for v in value)
    )


def format_params(
    params: Mapping[str, Any], game_id: str, seat_names: Sequence[str], t: Translate
) -> dict[str, Any]:
    """Params made readable: seats become names, cards their titles, numbers the
    language's format, lists a sentence's list. ``count`` stays a number, so ``t`` can
    pick the plural form."""
    out: dict[str, Any] = {}
    for name, value in params.items():
        if name.endswith(("seat", "seats")):
            out[name] = listed([_seat_name(v, seat_names) for v in _values(value)], t)
        elif name.endswith(("card", "cards")):
            out[name] = listed([t(f"{game_id}.card.{v}") for v in _values(value)], t)
        elif name == "count":
            out[name] = value
        elif _is_parts(value):
            part = f"{game_id}.part.{name}"
            out[name] = listed([_fill(part, p, game_id, seat_names, t)[0] for p in value], t)
        else:
            out[name] = format_value(value)
    return out


def listed(items: Sequence[str], t: Translate) -> str:
    """``items`` as a sentence lists them: "A, B and C" ("A, B und C")."""
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + t("parlour.common.and") + items[-1]


def form_of(name: str, params: Mapping[str, Any]) -> tuple[str, str] | None:
    """``(parameter, form)`` if placeholder ``name`` asks for a form of one of ``params``
    (``card_acc`` → ``("card", "acc")``), else ``None``."""
    for param in sorted(params, key=len, reverse=True):
        if name.startswith(param + "_"):
            return param, name[len(param) + 1 :]
    return None


def _form(
    name: str, params: Mapping[str, Any], shown: Mapping[str, Any], game_id: str, t: Translate
) -> str | None:
    """The text of placeholder ``name`` if it asks for a form of a parameter, else ``None``;
    a value without that form shows as its plain name (a card's title)."""
    asked = form_of(name, params)
    if asked is None:
        return None
    param, form = asked
    kind = param.rsplit("_", 1)[-1].removesuffix("s")
    texts = []
    for value in _values(params[param]):
        key = f"{game_id}.forms.{kind}.{value}.{form}"
        text = t(key, **shown)
        texts.append(t(f"{game_id}.{kind}.{value}") if text == key else text)
    return listed(texts, t)


def _fill(
    key: str,
    params: Mapping[str, Any],
    game_id: str,
    seat_names: Sequence[str],
    t: Translate,
) -> tuple[str, list[str]]:
    """The text of ``key`` filled in, and the forms it used (a sentence capitalises the
    one it starts with; a part of a sentence does not)."""
    shown = format_params(params, game_id, seat_names, t)
    forms: list[str] = []
    text = i18n.template(key, params.get("count"))
    for name in i18n.placeholders(text or ""):
        if name not in shown:
            form = _form(name, params, shown, game_id, t)
            if form is not None:
                shown[name] = form
                forms.append(form)
    return t(key, **shown), forms


def format_text(
    key: str,
    params: Mapping[str, Any],
    game_id: str,
    seat_names: Sequence[str],
    t: Translate,
) -> str:
    """The sentence of ``key`` with ``params`` from the rules, in the current language."""
    line, forms = _fill(key, params, game_id, seat_names, t)
    for form in filter(None, forms):
        # "der Clown" starts a sentence as "Der Clown", in the line or after "Daneben! ".
        capital = (form[0].upper() + form[1:]).replace("\\", "\\\\")
        line = re.sub(r"(^|[.!?]\s+)" + re.escape(form), r"\g<1>" + capital, line)
    return DOUBLE_STOP.sub("", line)


def format_event(event: Event, game_id: str, seat_names: Sequence[str], t: Translate) -> str:
    """The log line of ``event`` in the current language."""
    return format_text(event.key, event.params, game_id, seat_names, t)


def format_aside(event: Event, game_id: str, seat_names: Sequence[str], t: Translate) -> str | None:
    """The line of an event meant for some seats, told of them in the third person, or
    ``None`` when the game words that line for anyone already.

    Such a line speaks to its owner ("You drew …"), right in the live log, where only
    the owner reads it. A replay that shows every seat's secrets needs "Ada drew …":
    the game gives it as ``<game>.aside.<what>`` beside ``<game>.log.<what>``, with the
    owners as ``%{owner_seats}``.
    """
    if event.audience is None or ".log." not in event.key:
        return None
    key = event.key.replace(".log.", ".aside.", 1)
    params = {**event.params, "owner_seats": sorted(event.audience)}
    if i18n.template(key, params.get("count")) is None:
        return None
    return format_text(key, params, game_id, seat_names, t)


def describe_action(
    state: GameState,
    seat: int,
    action: Action,
    game_id: str,
    seat_names: Sequence[str],
    t: Translate,
    rng: random.Random,
    samples: int = 3,
) -> str | None:
    """``action`` in words, as the log would say it (``said_action`` without a voice)."""
    said = said_action(state, seat, action, game_id, seat_names, t, rng, samples)
    return None if said is None else said.text


class Said(NamedTuple):
    """A move in words, and whether they speak to the seat (``voice``) or are the log's."""

    text: str
    voiced: bool


def said_action(
    state: GameState,
    seat: int,
    action: Action,
    game_id: str,
    seat_names: Sequence[str],
    t: Translate,
    rng: random.Random,
    samples: int = 3,
    voice: str | None = None,
) -> Said | None:
    """``action`` in words, as the log would say it: a hint's line, with nothing per game.

    The action is tried on ``seat``'s determinizations (never the real state, whose hidden
    cards and future dice the words must not give away). A sentence that differs between
    ``samples`` determinizations tells a guess (a throw of the dice, a card drawn), not the
    move. The seat's own secret line is said first when it is the move ("you will visit
    the milliner's" rather than everyone's "has chosen a boutique"); else the first line
    the seat may see; ``None`` when neither is sure or the action says nothing.

    ``voice`` speaks to the seat instead: a line ``<game>.log.<what>`` is said with
    ``<game>.<voice>.<what>`` where the game has that text ("Play the Clown" rather than
    "Anna plays the Clown"), but only for a line about the seat's own doing (its ``seat``
    is the seat, or the line is the seat's own secret): a pass that lets another collect
    must not read "Collect the Clown".
    """
    own: set[Said | None] = set()
    seen: set[Said | None] = set()
    for _ in range(samples):
        sample = state.determinize(seat, rng)
        private, first = _lines(sample, seat, action)
        own.add(_words(private, seat, voice, game_id, seat_names, t))
        seen.add(_words(first, seat, voice, game_id, seat_names, t))
    for said in (own, seen):
        if len(said) == 1 and None not in said:
            return said.pop()
    return None


def _words(
    event: Event | None,
    seat: int,
    voice: str | None,
    game_id: str,
    seat_names: Sequence[str],
    t: Translate,
) -> Said | None:
    if event is None:
        return None
    key = event.key
    prefix = f"{game_id}.log."
    ours = event.params.get("seat", seat) == seat or event.audience is not None
    if voice is not None and ours and key.startswith(prefix):
        voiced = f"{game_id}.{voice}.{key.removeprefix(prefix)}"
        if i18n.lookup(voiced) is not None:
            return Said(format_text(voiced, event.params, game_id, seat_names, t), True)
    return Said(format_text(key, event.params, game_id, seat_names, t), False)


def _lines(sample: GameState, seat: int, action: Action) -> tuple[Event | None, Event | None]:
    """The first event of ``action`` meant for ``seat`` alone (or a few), and the first
    event ``seat`` may see at all."""
    try:
        events = sample.apply(action)
    except RuleError:
        return None, None
    visible = [event for event in events if event.visible_to_any({seat})]
    private = next((event for event in visible if event.audience is not None), None)
    return private, visible[0] if visible else None
