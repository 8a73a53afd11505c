"""Translation through python-i18n, the same store pygame_gui's own widgets read.

pygame_gui already brings python-i18n and relabels its widgets on ``set_locale``; using its
store for our own strings means one set of JSON files (``locales/<namespace>.<lang>.json``),
one fallback rule (a missing German string shows the English one) and one switch for the
language.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import i18n

from parlour.resources import locales_dir


def configure(language: str) -> None:
    """Point python-i18n at our locales and pick ``language`` (idempotent).

    The UIManager does the same when it is built; calling this first lets code translate
    before (or without) a window, e.g. in tests or the command line.
    """
    i18n.set("file_format", "json")
    i18n.set("fallback", "en")
    path = str(locales_dir())
    load_path = i18n.config.get("load_path")
    if path not in load_path:
        load_path.append(path)
    i18n.set("locale", language)


def t(key: str, **params: Any) -> str:
    """The text of ``key`` in the current language, placeholders ``%{name}`` filled.

    A key without any translation comes back unchanged, which makes a gap visible on
    screen instead of crashing.
    """
    return str(i18n.t(key, **{k: str(v) for k, v in params.items()}))


def flatten(tree: dict[str, Any], prefix: str = "") -> dict[str, str]:
    """``{"a": {"b": "x"}}`` → ``{"a.b": "x"}``: the keys as the app asks for them."""
    flat: dict[str, str] = {}
    for name, value in tree.items():
        key = f"{prefix}.{name}" if prefix else name
        if isinstance(value, dict):
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
