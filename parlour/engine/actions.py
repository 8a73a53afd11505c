"""Actions: small frozen dataclasses that serialize to JSON by a registered name.

Every game declares its actions with ``@action("<game>.<name>")``. Fields hold only JSON
scalars, ``None`` and tuples of them, so an action survives a save unchanged and two equal
actions compare equal (legality is checked by membership in ``legal_actions()``).

Python's equality is too loose for that check: ``True == 1 == 1.0``, so ``Take(True)`` would
pass for the legal ``Take(1)`` and then break the rules that index with it. Types are
therefore exact wherever an action comes from outside: ``action_from_json`` checks every
field against the dataclass's annotation, and ``same_action`` (what ``GameState.apply``
uses) wants each field of the very type of the legal one.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from parlour.engine.errors import RuleError

_REGISTRY: dict[str, type] = {}
#: Each registered action's fields with their annotations, resolved once at registration.
_FIELDS: dict[type, tuple[tuple[str, Any], ...]] = {}
#: Each action class's field names, for ``same_action`` (which runs on every ``apply``).
_NAMES: dict[type, tuple[str, ...]] = {}
_SCALARS = (bool, int, float, str)

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
        hints = typing.get_type_hints(cls)
        fields = tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))
        for field, hint in fields:
            if not _supported(hint):
                raise TypeError(f"{cls.__name__}.{field}: {hint!r} is not a JSON field type")
        cls.TYPE = name  # type: ignore[attr-defined]
        _REGISTRY[name] = cls
        _FIELDS[cls] = fields
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
    """Rebuild an action; an unknown type or field, or a value not of its field's exact
    type (a bool for an int, a float for an int), is a ``RuleError`` (a damaged save, a
    confused remote seat)."""
    try:
        cls = _REGISTRY[data["type"]]
        kwargs = {k: _from_json(v) for k, v in data.items() if k != "type"}
        result = cls(**kwargs)
    except (KeyError, TypeError, RecursionError) as exc:
        raise RuleError(f"not an action: {data!r}") from exc
    for field, hint in _FIELDS[cls]:
        value = getattr(result, field)
        if not _fits(value, hint):
            raise RuleError(f"{data['type']}: {field} must be {hint}, not {value!r}")
    assert isinstance(result, Action)
    return result


def same_action(given: Action, legal: Action) -> bool:
    """Whether ``given`` is exactly ``legal``: the same class and every field equal and of
    the same type, down into tuples (``==`` alone takes ``True`` for ``1``)."""
    cls = type(legal)
    if type(given) is not cls:
        return False
    return all(_identical(getattr(given, n), getattr(legal, n)) for n in _field_names(cls))


def _field_names(cls: type) -> tuple[str, ...]:
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _identical(given: Any, legal: Any) -> bool:
    if type(given) is not type(legal):
        return False
    if type(legal) is tuple:
        return len(given) == len(legal) and all(map(_identical, given, legal))
    return bool(given == legal)


def _supported(hint: Any) -> bool:
    """Whether a field may be annotated ``hint``: JSON scalars, ``None``, unions of them
    and tuples of them."""
    if hint in _SCALARS or hint is type(None):
        return True
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return all(_supported(arg) for arg in args)
    if typing.get_origin(hint) is tuple:
        return all(arg is Ellipsis or _supported(arg) for arg in args)
    return False


def _fits(value: Any, hint: Any) -> bool:
    """Whether ``value`` is exactly of type ``hint`` (no bool for an int, no float for an
    int, a tuple of the right elements, ``None`` only where the annotation allows it)."""
    if hint in _SCALARS or hint is type(None):
        return type(value) is hint
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(item, args[0]) for item in value)
        return len(value) == len(args) and all(map(_fits, value, args))
    return any(_fits(value, arg) for arg in args)  # a union (``_supported`` allows no more)
