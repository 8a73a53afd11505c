"""Declared fields: nested lists are ``each`` of flatter ones, copied as cheaply as by hand."""

from __future__ import annotations

from parlour.engine.fields import CUBE, GRID, LIST, NAME, VALUE, WHOLE, each


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
