"""A state's fields, declared once: the kernel derives its copy, its snapshot and its restore.

Every game's state is plain data (lists of card names, counts, a generator) that bots copy
thousands of times a second and saves write to disk. Written by hand, the copy, the
snapshot and the restore are three lists of the same fields that must never drift apart (a
field forgotten in the copy is a bot that changes the real game). A state declares instead,
once, how each field is copied and written (``FIELDS``), and ``FieldState`` does the rest:

    class BanqueFataleState(FieldState, GameState[BanqueFataleView]):
        BUILT_FROM = fields(num_players=WHOLE)
        FIELDS = fields(
            rng=RNG,
            phase=NAME,
            values=each(WHOLE),
            jetons=each(each(WHOLE)),
            revealed=optional(each(each(WHOLE))),
            ...
        )

(and a field added later reads older saves with ``.since(default)``, as Guillotine's
``windows=VALUE.since(0)``).

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

    ``missing`` makes the value a snapshot written before the field existed gets, and
    ``keep_built`` leaves it as the new state was built instead; with neither, an absent
    field is damage.
    """

    copy: Callable[[Any], Any]
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]
    missing: Callable[[], Any] | None = None
    keep_built: bool = False

    def since(self, default: Any) -> Field:
        """This field, read as ``default`` from snapshots written before it existed
        (``default`` must be immutable: every old save is given the same one)."""
        return replace(self, missing=lambda: default)

    def since_built(self) -> Field:
        """This field, left as the new state was built (``__init__`` made it for the
        table's size) where a snapshot written before it existed lacks it: for a default
        that depends on the table, as one empty list per seat does."""
        return replace(self, keep_built=True)


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
#: Any plain JSON data, nested as deep as it likes; copied whole.
TREE = Field(_tree, _tree, _tree)
#: A mapping of immutable values.
MAPPING = Field(dict, dict, dict)
#: The state's own random generator.
RNG = Field(_copy_rng, rng_to_json, rng_from_json)


#: A whole number (a count, a seat), read back through ``int``.
WHOLE = Field(_same, _same, int)
#: A yes or no, read back through ``bool``.
FLAG = Field(_same, _same, bool)
#: A name (a card, a phase), read back through ``str``.
NAME = Field(_same, _same, str)


def each(field: Field) -> Field:
    """A list of ``field``'s values: ``each(WHOLE)`` a list of counts, ``each(each(NAME))``
    a list of card names per seat. A list of immutable values is copied, written and read
    with the builtin ``list``."""
    return Field(_mapped(field.copy), _mapped(field.dump), _mapped(field.load))


def _mapped(step: Callable[[Any], Any]) -> Callable[[Any], list[Any]]:
    if step is _same:
        return list

    def over(items: Any) -> list[Any]:
        return list(map(step, items))

    return over


#: A flat list of immutable values.
LIST = each(VALUE)
#: A list of flat lists (one per seat, say).
GRID = each(LIST)
#: A list of lists of flat lists (what each seat knows of each seat's hand).
CUBE = each(GRID)


def optional(field: Field) -> Field:
    """``field``, or ``None``."""

    def wrap(step: Callable[[Any], Any]) -> Callable[[Any], Any]:
        return lambda value: None if value is None else step(value)

    copy = _same if field.copy is _same else wrap(field.copy)
    return replace(field, copy=copy, dump=wrap(field.dump), load=wrap(field.load))


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
    #: What the state is built from (the table's size, its options): written to the
    #: snapshot for ``state_from_json`` to check and build the state with, and so never
    #: loaded as a field.
    BUILT_FROM: ClassVar[Mapping[str, Field]] = {}
    #: The fields a copy cannot share, with how each is copied (``__init_subclass__``).
    _COPIED: ClassVar[tuple[tuple[str, Callable[[Any], Any]], ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared = getattr(cls, "FIELDS", {})
        cls._COPIED = tuple((n, f.copy) for n, f in declared.items() if f.copy is not _same)

    def clone(self) -> Self:
        """An independent copy: a bot may play it out without touching this state. The
        immutable fields came over with the attributes; only the others are copied."""
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        for name, copier in self._COPIED:
            setattr(copy, name, copier(getattr(self, name)))
        return copy

    def to_json(self) -> dict[str, Any]:
        """The snapshot a save keeps: what the state is built from, then every declared
        field, RNG included."""
        declared = {**self.BUILT_FROM, **self.FIELDS}
        return {name: field.dump(getattr(self, name)) for name, field in declared.items()}

    def load_fields(self, data: Mapping[str, Any]) -> None:
        """Set every declared field from a snapshot, then ``check`` the whole: a damaged
        snapshot raises (``KeyError``, ``TypeError``, ``ValueError``), never half-loads
        into a state that plays on wrongly."""
        for name, field in self.FIELDS.items():
            if name in data:
                value = field.load(data[name])
            elif field.keep_built:
                continue
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
