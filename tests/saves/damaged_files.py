"""Every kind of entry a save folder can hold that is not a playable save, generated.

Each case starts from a real save (a Millionenspiel game some moves in) and breaks it in
exactly one way, or puts something else where a save would be: a folder, a link, a pipe.
``make(folder, stem)`` creates the entry (named after ``stem``) and returns its path;
``key`` is the error the load list must show for it (``None``: a readable save after all).
"""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from parlour.saves.session import Seat, Session
from parlour.saves.store import MAX_DEPTH, MAX_SAVE_BYTES

GAME = "millionenspiel"
#: A field of the first action, where a game's own code reads the value.
_IN_ACTION: tuple[str | int, ...] = ("actions", 0, "action", "extra")
#: Stands for a number JSON can write but no save holds; replaced in the text.
_MARK = "@@number@@"


Maker = Callable[[Path, str], Path]


@dataclass(frozen=True)
class Case:
    name: str
    key: str | None
    make: Maker

    @property
    def stem(self) -> str:
        """A file name for the case, unique among the cases."""
        return re.sub(r"[^A-Za-z0-9-]+", "_", self.name)


@cache
def real_save() -> str:
    """A real save's text: five seats, thirty moves into a seeded Millionenspiel game."""
    seats = [Seat("Ada")] + [Seat(f"Bot {i}", "easy") for i in range(1, 5)]
    session = Session.start(GAME, seats, seed=7)
    rng = random.Random(7)
    for _ in range(30):
        session.apply(rng.choice(session.state.legal_actions()))
    return json.dumps(session.to_json(), ensure_ascii=True, separators=(",", ":"))


def real_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(real_save())
    return data


def integer_fields() -> list[tuple[str | int, ...]]:
    """The path to the first value of every integer field of the real save (a list's
    items share a field: only its first integer item is taken)."""
    found: dict[tuple[str, ...], tuple[str | int, ...]] = {}

    def walk(node: Any, path: tuple[str | int, ...], shape: tuple[str, ...]) -> None:
        if type(node) is int:
            found.setdefault(shape, path)
        elif isinstance(node, dict):
            for key, value in node.items():
                walk(value, (*path, key), (*shape, key))
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, (*path, index), (*shape, "*"))

    walk(real_data(), (), ())
    return list(found.values())


def _with(path: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    data = real_data()
    node: Any = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return data


def _text(data: Any, number: str | None = None) -> bytes:
    text = json.dumps(data, ensure_ascii=True, separators=(",", ":"))
    if number is not None:
        text = text.replace(f'"{_MARK}"', number)
    return text.encode()


def _file(content: bytes | Callable[[], bytes]) -> Maker:
    def make(folder: Path, stem: str) -> Path:
        path = folder / f"{stem}.json"
        path.write_bytes(content() if callable(content) else content)
        return path

    return make


def _deep_bytes(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def _in_save(path: tuple[str | int, ...], raw: bytes) -> Callable[[], bytes]:
    """The real save with ``raw`` JSON text as the value at ``path`` (written as text, so
    any depth: the encoder itself would overflow on a deep structure)."""
    return lambda: _text(_with(path, _MARK)).replace(f'"{_MARK}"'.encode(), raw)


def _number_cases() -> Iterator[Case]:
    for path in integer_fields():
        where = ".".join(str(step) for step in path)
        for number in ("1e400", "-Infinity", "NaN"):
            data = _with(path, _MARK)
            yield Case(f"{number}@{where}", "saves.error.damaged", _file(_text(data, number)))


def _rng_path() -> tuple[str | int, ...]:
    """Where the real save keeps its random generator's state words."""
    data = real_data()
    for key, value in data["snapshot"].items():
        if isinstance(value, list) and len(value) == 3 and len(value[1] or ()) == 625:
            return ("snapshot", key, 1, 0)
    raise AssertionError("no random generator state in the save")


def _dates() -> Iterator[Case]:
    for field in ("updated", "created"):
        for stamp in (
            "9999-12-31T23:59:59.999+00:00",
            "0001-01-01T00:00:00.000+00:00",
            "9999-12-31T23:59:59-23:59",
            "0001-01-01T00:00:00+23:59",
            "2024-05-01T10:00:00",  # no timezone
            "yesterday",
        ):
            data = _with((field,), stamp)
            yield Case(f"{field}={stamp}", "saves.error.damaged", _file(_text(data)))


def _names() -> Iterator[Case]:
    for label, name in (
        ("nul", "A\x00da"),
        ("surrogate", "\ud800"),
        ("control", "\x1b[31mAda"),
        ("huge", "A" * 1_000_000),
        ("blank", "   "),
    ):
        data = real_data()
        data["seats"][0]["name"] = name
        yield Case(f"name-{label}", "saves.error.damaged", _file(_text(data)))


def _seats() -> Iterator[Case]:
    """Seats the snapshot does not have: one more, and one person playing two of them."""
    beyond = len(real_data()["seats"])
    for label, extra in (
        ("one-more", [{"name": "Cy", "ai_level": None}]),
        (
            "person-beyond",
            [
                {"name": "Cy", "ai_level": None},
                {"name": "Cy's partner", "ai_level": None, "played_by": beyond},
            ],
        ),
    ):
        data = real_data()
        data["seats"] += extra
        data["hints"] += [0] * len(extra)
        yield Case(f"seats-{label}", "saves.error.damaged", _file(_text(data)))


def _folder(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.json"
    path.mkdir()
    (path / "inside.txt").write_text("kept")
    return path


def _dangling(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.json"
    path.symlink_to(folder / f"{stem}-gone.json")
    return path


def _loop(folder: Path, stem: str) -> Path:
    first, second = folder / f"{stem}-a.json", folder / f"{stem}-b.json"
    first.symlink_to(second)
    second.symlink_to(first)
    return first


def _pipe(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.json"
    os.mkfifo(path)
    return path


def _device(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.json"
    path.symlink_to("/dev/zero")
    return path


def _oversize(folder: Path, stem: str) -> Path:
    """200 MB that begins like a save (sparse: it takes no room on the disk)."""
    path = folder / f"{stem}.json"
    with path.open("wb") as fh:
        fh.write(real_save().encode())
        fh.truncate(200 * 1024 * 1024)
    return path


def _just_over(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.json"
    path.write_bytes(real_save().encode() + b" " * (MAX_SAVE_BYTES + 1 - len(real_save())))
    return path


def _undecodable_name(folder: Path, stem: str) -> Path:
    path = folder / os.fsdecode(b"\xff\xfe" + stem.encode() + b".json")
    path.write_bytes(b"not a save")
    return path


def _edge_mtime(folder: Path, stem: str) -> Path:
    path = folder / f"{stem}.json"
    path.write_bytes(b"{}")
    os.utime(path, (-(2**40), -(2**40)))
    return path


def cases() -> list[Case]:
    """Every case, each with a unique name."""
    good = real_save().encode()
    rng = _rng_path()
    unknown_level = real_data()
    unknown_level["seats"][1]["ai_level"] = "grandmaster"
    odd_level = real_data()
    odd_level["seats"][1]["ai_level"] = "x\x00" * 500
    unknown_game = real_data()
    unknown_game["game"] = "skat\x00" * 1000
    future = real_data()
    future["version"] = 2
    bad_utf8 = good.replace(b'"Ada"', b'"Ad\xff"')
    listed: list[Case] = [
        # JSON too deep for Python's parser, and deep enough to crash code that walks it.
        Case("deep-100000-bare", "saves.error.foreign", _file(_deep_bytes(100_000))),
        Case(
            "deep-100000-seats",
            "saves.error.damaged",
            _file(_in_save(("seats",), _deep_bytes(100_000))),
        ),
        Case(
            "deep-950-action", "saves.error.damaged", _file(_in_save(_IN_ACTION, _deep_bytes(950)))
        ),
        Case(
            "deep-over-limit",
            "saves.error.damaged",
            _file(_in_save(_IN_ACTION, _deep_bytes(MAX_DEPTH + 1))),
        ),
        # Numbers no save holds.
        Case("digits-5000-bare", "saves.error.foreign", _file(b"1" * 5000)),
        Case("digits-5000-seed", "saves.error.damaged", _file(_in_save(("seed",), b"9" * 5000))),
        Case("digits-21-seed", "saves.error.damaged", _file(_in_save(("seed",), b"9" * 21))),
        *_number_cases(),
        Case("rng-word-2**64", "saves.error.damaged", _file(_text(_with(rng, 2**64)))),
        Case("rng-word-negative", "saves.error.damaged", _file(_text(_with(rng, -1)))),
        *_dates(),
        *_names(),
        *_seats(),
        # Not a save file at all.
        Case("folder", "saves.error.not_a_file", _folder),
        Case("dangling-link", "saves.error.broken_link", _dangling),
        Case("link-loop", "saves.error.link_loop", _loop),
        Case("pipe", "saves.error.not_a_file", _pipe),
        Case("device", "saves.error.not_a_file", _device),
        Case("oversize-200MB", "saves.error.too_large", _oversize),
        Case("oversize-by-1", "saves.error.too_large", _just_over),
        Case("undecodable-file-name", "saves.error.foreign", _undecodable_name),
        Case("mtime-outside-calendar", "saves.error.foreign", _edge_mtime),
        # Damaged in the ordinary ways.
        Case("truncated", "saves.error.truncated", _file(good[: len(good) // 2])),
        Case("not-utf8", "saves.error.damaged", _file(bad_utf8)),
        Case("empty", "saves.error.empty", _file(b"")),
        Case("blank", "saves.error.empty", _file(b" \n\t ")),
        Case("foreign-text", "saves.error.foreign", _file(b"shopping list")),
        Case("bom-only", "saves.error.empty", _file(b"\xef\xbb\xbf")),
        Case("unknown-level", "saves.error.unknown_level", _file(_text(unknown_level))),
        Case("odd-level", "saves.error.unknown_level", _file(_text(odd_level))),
        Case("unknown-game", "saves.error.unknown_game", _file(_text(unknown_game))),
        Case("future-version", "saves.error.future_version", _file(_text(future))),
        # Readable after all: some editors write a byte-order mark.
        Case("bom", None, _file(b"\xef\xbb\xbf" + good)),
    ]
    stems = [case.stem for case in listed]
    assert len(stems) == len(set(stems)), "case names must be unique"
    return listed
