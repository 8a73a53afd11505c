"""Declared fields: nested lists are ``each`` of flatter ones, copied as cheaply as by hand."""

from __future__ import annotations

from typing import Any

from parlour.engine.fields import (
    CUBE,
    GRID,
    LIST,
    NAME,
    VALUE,
    WHOLE,
    FieldState,
    each,
    fields,
    optional,
)


def test_a_list_of_immutable_values_is_copied_written_and_read_by_the_builtin_list() -> None:
    for field in (LIST, each(VALUE), each(NAME)):
        assert (field.copy, field.dump) == (list, list)
    assert each(VALUE).load is list


def test_a_grid_and_a_cube_are_copied_down_to_their_innermost_lists() -> None:
    grid = [["duke", "baron"], []]
    cube = [grid, [["mayor"]]]
    grid_copy, cube_copy = GRID.copy(grid), CUBE.copy(cube)
    assert grid_copy == grid and cube_copy == cube
    grid_copy[0].append("count")
    cube_copy[0][0].append("count")
    assert grid == [["duke", "baron"], []]
    assert cube[0][0] == ["duke", "baron"]


def test_each_reads_every_item_through_its_field() -> None:
    assert each(each(WHOLE)).load([["1", 2], [3.0]]) == [[1, 2], [3]]


class _Table(FieldState):
    """A state whose per-seat field came later: built empty for each seat."""

    FIELDS = fields(turn=WHOLE, seen=GRID.since_built(), note=optional(LIST).since_built())

    def __init__(self, seats: int) -> None:
        self.turn = 0
        self.seen: list[list[str]] = [[] for _ in range(seats)]
        self.note: list[str] | None = None


def test_a_field_kept_as_built_is_a_plain_flag_that_optional_keeps() -> None:
    assert GRID.since_built().keep_built and not GRID.keep_built
    assert optional(GRID.since_built()).keep_built


def test_a_snapshot_from_before_a_field_kept_as_built_leaves_it_as_built() -> None:
    old: dict[str, Any] = {"turn": 2}
    state = _Table(3)
    state.load_fields(old)
    assert (state.turn, state.seen, state.note) == (2, [[], [], []], None)
    state.load_fields({"turn": 1, "seen": [["duke"], [], []], "note": ["x"]})
    assert (state.seen, state.note) == ([["duke"], [], []], ["x"])
