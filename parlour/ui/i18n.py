"""Translation through python-i18n, the same store pygame_gui's own widgets read.

pygame_gui already brings python-i18n and relabels its widgets on ``set_locale``; using its
store for our own strings means one set of JSON files (``locales/<namespace>.<lang>.json``),
one fallback rule (a missing German string shows the English one) and one switch for the
language.

A text that counts something is stored in python-i18n's plural forms, picked by the
``count`` parameter: ``{"one": "%{seat} bids one jeton", "other": "%{seat} bids
%{count} jetons"}``. So no text ever needs "jeton(s)".
"""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

import i18n
from i18n import resource_loader, translations
from i18n.translator import TranslationFormatter, pluralize

from parlour.resources import locales_dir
from parlour.saves.store import SaveError, read_save
from parlour.ui.numbers import format_value

log = logging.getLogger(__name__)

#: The names python-i18n gives plural forms.
PLURALS = frozenset(resource_loader.PLURALS)
#: Stored under ``<namespace><LOADED_MARK>`` once a namespace's file was read.
LOADED_MARK = ".\0read"
PLACEHOLDER = re.compile(r"%\{(\w+)\}")
#: The files of the installation that could not be used: path → (why, the key of the
#: message that tells the player what it costs). Translation files (``GuardedJsonLoader``)
#: and the other files the app reads from its install (``report_broken``).
_broken: dict[str, tuple[str, str]] = {}


class GuardedJsonLoader:
    """python-i18n's JSON loader's stand-in: a damaged file loads as empty, never raises.

    python-i18n's own loader fails on bad JSON with an ``AttributeError`` of its own (it
    asks a ``JSONDecodeError`` for ``strerror``), which ended the app. Here the file is
    read as a save is read (never a pipe, nothing huge or nested too deep; see
    ``parlour.saves.store.read_save``); a file that cannot be used is remembered in
    ``broken_files`` for the app to name, and its keys fall back to English or show as
    themselves.
    """

    def load_resource(self, filename: str, root_data: str | None) -> dict[str, Any]:
        try:
            data = read_save(Path(filename))
            texts = data if root_data is None else data[root_data]
            if not isinstance(texts, dict):
                raise TypeError(f"{root_data!r} holds no texts")
        except SaveError as exc:
            report_broken(filename, exc.detail or exc.key)
            return {}
        except (LookupError, TypeError) as exc:
            report_broken(filename, f"{type(exc).__name__}: {exc}")
            return {}
        return texts


#: The key of the message about a broken translation file.
BROKEN_KEY = "install.broken_file"


def report_broken(path: str, reason: str, key: str = BROKEN_KEY) -> None:
    """Remember that the installed file ``path`` cannot be used, for the app to tell the
    player (once) with the message ``key`` (``install.*``: what the loss costs them)."""
    if path not in _broken:
        _broken[path] = (reason, key)
        log.error("installed file %s unusable: %s", path, reason)


def broken_files() -> list[tuple[str, str]]:
    """Every installed file found unusable so far, with the reason, in the order found."""
    return [(path, reason) for path, (reason, _key) in _broken.items()]


def broken_file_text(path: str, reason: str, key: str | None = None) -> str:
    """What the app tells of a broken installed file, by the message ``key`` (by default
    the one it was reported with); the messages are kept in a namespace of their own, so
    that they can be said even when the file with every other text is the broken one (and
    then still name the file with the key alone)."""
    key = key or _broken.get(path, (reason, BROKEN_KEY))[1]
    text = t(key, path=path, reason=reason)
    return f"{key}: {path} ({reason})" if text == key else text


def configure(language: str) -> None:
    """Point python-i18n at our locales and pick ``language`` (idempotent).

    The UIManager does the same when it is built; calling this first lets code translate
    before (or without) a window, e.g. in tests or the command line.
    """
    resource_loader.register_loader(GuardedJsonLoader, ["json"])
    i18n.set("file_format", "json")
    i18n.set("fallback", "en")
    path = str(locales_dir())
    load_path = i18n.config.get("load_path")
    if path not in load_path:
        load_path.append(path)
    i18n.set("locale", language)


def language() -> str:
    """The language texts are shown in now ("de", "en")."""
    return str(i18n.get("locale"))


def lookup(key: str) -> str | dict[str, str] | None:
    """The stored text of ``key`` in the current language (falling back to English), or
    ``None``: a plain text, or a dict of plural forms.

    This is python-i18n's own lookup (it loads a namespace's file on first use), done here
    because its ``t`` would print the number that picks the plural form as Python writes it.
    """
    locales = [i18n.get("locale"), i18n.get("fallback")]
    for locale in dict.fromkeys(locales):
        if not translations.has(key, locale):
            _load(key, locale)
        if translations.has(key, locale):
            found: str | dict[str, str] = translations.get(key, locale=locale)
            return found
    return None


def read_ahead(namespaces: tuple[str, ...]) -> None:
    """Read the files of ``namespaces`` now, in the current language and in English (the
    fallback), so that a broken one is found at start and not when a text is missing."""
    for locale in dict.fromkeys([i18n.get("locale"), i18n.get("fallback")]):
        for namespace in namespaces:
            _load(f"{namespace}.", locale)


def _load(key: str, locale: str) -> None:
    """Read the file of ``key``'s namespace once per language: python-i18n reads the whole
    file again for every key it does not find, and a text asks for forms that many cards
    do not have. A mark stored with the texts says the file was read, so it goes when
    the texts go (tests clear them)."""
    mark = key.split(".", 1)[0] + LOADED_MARK
    if not translations.has(mark, locale):
        resource_loader.search_translation(key, locale)
        translations.add(mark, "", locale)


def is_plural(value: object) -> bool:
    """Whether a JSON value is a set of plural forms (python-i18n's own test: a dict with at
    least two of ``zero``, ``one``, ``few``, ``many``, ``other``)."""
    return isinstance(value, dict) and len(PLURALS.intersection(value)) >= 2


def plural_form(forms: dict[str, str], count: object) -> str:
    """The form of ``forms`` for ``count``: ``zero`` for 0 (if given), ``one`` for 1 and -1,
    ``other`` (or ``many``) for the rest, as python-i18n picks them; the sign does not count
    ("-1 point", as CLDR has it). A count that is not a number takes ``other``."""
    number = count if isinstance(count, int | float) and not isinstance(count, bool) else 2
    return str(pluralize("", forms, abs(number)))


def template(key: str, count: object = None) -> str | None:
    """The text of ``key`` with its placeholders still open (the plural form for ``count``)."""
    text = lookup(key)
    if isinstance(text, dict):
        return plural_form(text, count)
    return text


def placeholders(text: str) -> list[str]:
    """The placeholder names of ``text`` in order (``%{seat} takes`` → ``["seat"]``)."""
    return PLACEHOLDER.findall(text)


def t(key: str, **params: Any) -> str:
    """The text of ``key`` in the current language, placeholders ``%{name}`` filled.

    A key with plural forms takes the one for ``params["count"]``. Numbers are written
    the way the language writes them (:func:`parlour.ui.numbers.format_value`). A key
    without any translation comes back unchanged, which makes a gap visible on screen
    instead of crashing.
    """
    text = template(key, params.get("count"))
    if text is None:
        return key
    shown = {name: format_value(value) for name, value in params.items()}
    return str(TranslationFormatter(text).format(**shown))


def flatten(tree: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """``{"a": {"b": "x"}}`` → ``{"a.b": "x"}``: the keys as the app asks for them.

    A set of plural forms is one key, as the app asks for it; its text is every form, one
    per line, so a check of the placeholders sees them all.
    """
    flat: dict[str, str] = {}
    for name, value in tree.items():
        key = f"{prefix}.{name}" if prefix else name
        if is_plural(value):
            flat[key] = "\n".join(str(form) for form in value.values())
        elif isinstance(value, dict):
            flat.update(flatten(value, key))
        else:
            flat[key] = str(value)
    return flat


def namespace_keys(namespace: str, language: str) -> dict[str, str]:
    """Every key of ``locales/<namespace>.<language>.json`` (empty if there is no file);
    used to check that German and English are complete."""
    path = Path(locales_dir()) / f"{namespace}.{language}.json"
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return flatten(data.get(language, {}), namespace)
