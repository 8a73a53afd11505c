"""Checks a view against the TypedDict that declares it, at run time.

mypy holds the code that builds a view to its TypedDict, but not the parts that come back
from JSON (a restored game) or are copied from other records: these tests read every key of
every view against the declaration, descending into the TypedDicts it nests.

The keys are read through ``typing.get_type_hints``: under postponed annotations Python
3.11's ``__required_keys__`` counts a ``NotRequired`` key as always there, so a key is
optional when its class says so (``total=False``) or its hint does (``NotRequired``).
"""

from __future__ import annotations

import types
from collections.abc import Mapping, Sequence
from typing import (
    Any,
    Literal,
    NotRequired,
    Required,
    Union,
    get_args,
    get_origin,
    get_type_hints,
    is_typeddict,
)


def declared_keys(shape: Any) -> tuple[frozenset[str], frozenset[str]]:
    """A TypedDict's keys: those a value must hold, and all it may hold."""
    hints = get_type_hints(shape, include_extras=True)
    optional = {key for key, hint in hints.items() if get_origin(hint) is NotRequired}
    required = frozenset(shape.__required_keys__) - optional
    return required, frozenset(hints)


def assert_shape(value: object, shape: Any, where: str = "view") -> None:
    """Fails unless ``value`` fits ``shape``: exactly the declared keys of every TypedDict
    in it, the required ones present, and a ``Literal``'s value one of its own (a phase,
    the kind that tells a union's arms apart); other leaves (``int``, ``str``...) are not
    checked."""
    origin = get_origin(shape)
    if origin is Literal:
        assert value in get_args(shape), (where, value, get_args(shape))
    elif origin in (NotRequired, Required):
        assert_shape(value, get_args(shape)[0], where)
    elif origin is Union or origin is types.UnionType:
        _assert_one_arm(value, get_args(shape), where)
    elif is_typeddict(shape):
        _assert_typeddict(value, shape, where)
    elif origin in (list, tuple, Sequence) and get_args(shape):
        assert isinstance(value, (list, tuple)), (where, value)
        arms = get_args(shape)
        for index, item in enumerate(value):
            arm = arms[0] if len(arms) == 1 or arms[1] is Ellipsis else arms[index]
            assert_shape(item, arm, f"{where}[{index}]")
    elif origin in (dict, Mapping) and get_args(shape):
        assert isinstance(value, Mapping), (where, value)
        for key, item in value.items():
            assert_shape(item, get_args(shape)[1], f"{where}[{key!r}]")


def _assert_typeddict(value: object, shape: Any, where: str) -> None:
    assert isinstance(value, Mapping), (where, value)
    required, allowed = declared_keys(shape)
    missing = required - value.keys()
    foreign = value.keys() - allowed
    assert not missing and not foreign, (where, shape.__name__, missing, foreign)
    hints = get_type_hints(shape, include_extras=True)
    for key, item in value.items():
        assert_shape(item, hints[key], f"{where}.{key}")


def _assert_one_arm(value: object, arms: tuple[Any, ...], where: str) -> None:
    """``X | None`` and other unions: the value fits one of the arms."""
    if value is None and type(None) in arms:
        return
    failures = []
    for arm in arms:
        if arm is type(None):
            continue
        try:
            assert_shape(value, arm, where)
        except AssertionError as failure:
            failures.append(failure)
        else:
            return
    raise AssertionError(where, "fits no arm", failures)
