"""Actions: small frozen dataclasses that serialize to JSON by a registered name.

Every game declares its actions with ``@action("<game>.<name>")``. Fields hold only JSON
scalars, ``None`` and tuples of them, so an action survives a save unchanged and two equal
actions compare equal (legality is checked by membership in ``legal_actions()``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from parlour.engine.errors import RuleError

_REGISTRY: dict[str, type] = {}

T = TypeVar("T")


class Action:
    """Base of every action; ``TYPE`` is the registered name."""

    TYPE = "action"


def action(name: str) -> Callable[[type[T]], type[T]]:
    """Register a frozen dataclass as an action type under ``name``."""

    def register(cls: type[T]) -> type[T]:
        if not dataclasses.is_dataclass(cls):
            raise TypeError(f"{cls.__name__} must be a dataclass")
        if name in _REGISTRY and _REGISTRY[name] is not cls:
            raise TypeError(f"action name {name!r} registered twice")
        cls.TYPE = name  # type: ignore[attr-defined]
        _REGISTRY[name] = cls
        return cls

    return register


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


def action_to_json(act: Action) -> dict[str, Any]:
    """``{"type": name, **fields}`` with tuples as lists."""
    data: dict[str, Any] = {"type": act.TYPE}
    for f in dataclasses.fields(act):  # type: ignore[arg-type]
        data[f.name] = _to_json(getattr(act, f.name))
    return data


def action_from_json(data: Mapping[str, Any]) -> Action:
    """Rebuild an action; an unknown type or field is a ``RuleError`` (a damaged save)."""
    try:
        cls = _REGISTRY[str(data["type"])]
        kwargs = {k: _from_json(v) for k, v in data.items() if k != "type"}
        result = cls(**kwargs)
    except (KeyError, TypeError) as exc:
        raise RuleError(f"not an action: {dict(data)!r}") from exc
    assert isinstance(result, Action)
    return result
