"""``assert_shape`` fails on a missing or a foreign key, at any depth it can reach."""

from __future__ import annotations

from typing import NotRequired, TypedDict

import pytest

from tests.view_shape import assert_shape, declared_keys


class Inner(TypedDict):
    name: str
    note: NotRequired[str]


class Partial(TypedDict, total=False):
    hint: str


class Outer(TypedDict):
    count: int
    inner: Inner
    maybe: Inner | None
    many: list[Inner]
    partial: Partial


def outer(**changes: object) -> dict[str, object]:
    value: dict[str, object] = {
        "count": 1,
        "inner": {"name": "a"},
        "maybe": None,
        "many": [{"name": "b", "note": "c"}],
        "partial": {},
    }
    value.update(changes)
    return value


def test_the_keys_come_from_the_hints_not_required_keys() -> None:
    assert declared_keys(Inner) == ({"name"}, {"name", "note"})
    assert declared_keys(Partial) == (frozenset(), {"hint"})


def test_a_value_with_the_declared_keys_fits() -> None:
    assert_shape(outer(), Outer)
    assert_shape(outer(maybe={"name": "d", "note": "e"}, partial={"hint": "f"}), Outer)


@pytest.mark.parametrize(
    "wrong",
    [
        {"count": 1, "inner": {"name": "a"}, "maybe": None, "many": []},  # no "partial"
        outer(extra=0),
        outer(inner={}),
        outer(inner={"name": "a", "extra": 0}),
        outer(maybe={"note": "e"}),
        outer(many=[{"name": "b"}, {"name": "c", "extra": 0}]),
        outer(partial={"extra": 0}),
        outer(inner="a"),
    ],
)
def test_a_missing_or_foreign_key_fails_at_any_depth(wrong: dict[str, object]) -> None:
    with pytest.raises(AssertionError):
        assert_shape(wrong, Outer)
