"""A state's fields, declared once: the kernel derives its copy, its snapshot and its restore.

Every game's state is plain data (lists of card names, counts, a generator) that bots copy
thousands of times a second and saves write to disk. Written by hand, the copy, the
snapshot and the restore are three lists of the same fields that must never drift apart (a
field forgotten in the copy is a bot that changes the real game). A state declares instead,
once, how each field is copied and written (``FIELDS``), and ``FieldState`` does the rest:

    class BanqueFataleState(FieldState, GameState):
        FIELDS = fields(
            phase=VALUE, values=LIST, jetons=GRID, revealed=optional(GRID), rng=RNG,
            windows=VALUE.since(0),  # saves written before it knew no windows
        )

A ``Field`` is three small functions (copy, dump, load), so a copy costs what the hand-made
one did: one call per field, the builtin ``list`` for a flat list. Attributes not declared
(a game's catalogue of cards, a cache shared by every copy) are carried over by reference.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Self

from parlour.engine.rng import rng_from_json, rng_to_json


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Field:
    """How one attribute is copied for a bot (``copy``), written to a snapshot (``dump``,
    JSON-ready) and read back from one (``load``, raising on malformed data).

    ``missing`` makes the value a snapshot written before the field existed gets; without
    it an absent field is damage.
    """

    copy: Callable[[Any], Any]
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]
    missing: Callable[[], Any] | None = None

    def since(self, default: Any) -> Field:
        """This field, read as ``default`` from snapshots written before it existed
        (``default`` must be immutable; a list is made afresh by ``since_empty``)."""
        return replace(self, missing=lambda: default)

    def since_empty(self) -> Field:
        """This field, read as an empty list from snapshots written before it existed."""
        return replace(self, missing=list)


def _grid(rows: Any) -> list[list[Any]]:
    return [list(row) for row in rows]


def _cube(layers: Any) -> list[list[list[Any]]]:
    return [[list(row) for row in rows] for rows in layers]


def _tree(value: Any) -> Any:
    """A deep copy of plain JSON data (lists, dicts, scalars), faster than ``deepcopy``."""
    if isinstance(value, list):
        return [_tree(v) for v in value]
    if isinstance(value, dict):
        return {k: _tree(v) for k, v in value.items()}
    return value


def _copy_rng(rng: random.Random) -> random.Random:
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


#: An immutable value (a number, a name, a flag, ``None``): shared, written as it is.
VALUE = Field(_same, _same, _same)
#: A flat list of immutable values.
LIST = Field(list, list, list)
#: A list of flat lists (one per seat, say).
GRID = Field(_grid, _grid, _grid)
#: A list of lists of flat lists (what each seat knows of each seat's hand).
CUBE = Field(_cube, _cube, _cube)
#: Any plain JSON data, nested as deep as it likes; copied whole.
TREE = Field(_tree, _tree, _tree)
#: A mapping of immutable values.
MAPPING = Field(dict, dict, dict)
#: The state's own random generator.
RNG = Field(_copy_rng, rng_to_json, rng_from_json)


def optional(field: Field) -> Field:
    """``field``, or ``None``."""

    def wrap(step: Callable[[Any], Any]) -> Callable[[Any], Any]:
        return lambda value: None if value is None else step(value)

    return Field(wrap(field.copy), wrap(field.dump), wrap(field.load), field.missing)


def converted(field: Field, load: Callable[[Any], Any]) -> Field:
    """``field`` read back through ``load`` (which checks and converts the JSON form:
    tuples from lists, numbers that must be whole)."""
    return replace(field, load=load)


def fields(**declared: Field) -> Mapping[str, Field]:
    """The fields of a state, in the order its snapshot lists them."""
    return dict(declared)


class FieldState:
    """A state whose fields are declared in ``FIELDS``: ``clone``, ``to_json`` and
    ``load_fields`` follow from them, and ``check`` is where its invariants live.

    ``clone`` starts from the attributes as they are (so undeclared ones, like a shared
    catalogue, are carried by reference) and replaces every declared one by its copy.
    """

    FIELDS: ClassVar[Mapping[str, Field]]

    def clone(self) -> Self:
        """An independent copy: a bot may play it out without touching this state."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        for name, field in self.FIELDS.items():
            setattr(copy, name, field.copy(getattr(self, name)))
        return copy

    def to_json(self) -> dict[str, Any]:
        """The snapshot a save keeps: every declared field, RNG included."""
        return {name: field.dump(getattr(self, name)) for name, field in self.FIELDS.items()}

    def load_fields(self, data: Mapping[str, Any]) -> None:
        """Set every declared field from a snapshot, then ``check`` the whole: a damaged
        snapshot raises (``KeyError``, ``TypeError``, ``ValueError``), never half-loads
        into a state that plays on wrongly."""
        for name, field in self.FIELDS.items():
            if name in data:
                value = field.load(data[name])
            elif field.missing is not None:
                value = field.missing()
            else:
                raise KeyError(f"the snapshot lacks {name!r}")
            setattr(self, name, value)
        self.check()

    def check(self) -> None:
        """Raise ``ValueError`` if an invariant of the rules is broken (every card in
        exactly one place, money that adds up). A restored snapshot is checked, and the
        fuzz tests check every state they reach; by default nothing is checked."""
