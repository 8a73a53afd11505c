"""Count each game's rules-side lines at two revisions, to show what a refactor saved.

    python tools/rules_lines.py BEFORE [AFTER]

A game's rules side is every module of ``parlour/games/<game>/`` that draws nothing: one
that imports neither pygame nor ``parlour.ui`` (the contracts in ``pyproject.toml`` keep
the two apart). For each game and revision it prints the lines as a file holds them, and
the code lines alone (neither blank, nor a comment, nor a docstring), so that a change in
how much is explained is told apart from a change in how much is done. ``AFTER`` defaults
to the work tree's ``HEAD``.
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.games import GAME_IDS  # noqa: E402

DRAWS = re.compile(r"^\s*(import pygame|from pygame|from parlour\.ui|import parlour\.ui)", re.M)


def _git(*args: str) -> str:
    done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stdout


def docstring_lines(source: str) -> set[int]:
    """The line numbers of every module, class and function docstring."""
    lines: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                lines.update(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return lines


def counted(source: str) -> tuple[int, int]:
    """All lines, and the code lines among them."""
    docs = docstring_lines(source)
    code = sum(
        1
        for number, line in enumerate(source.splitlines(), 1)
        if line.strip() and not line.strip().startswith("#") and number not in docs
    )
    return len(source.splitlines()), code


def rules_side(revision: str, game_id: str) -> dict[str, tuple[int, int]]:
    """Each rules-side module of ``game_id`` at ``revision``, with its counts."""
    folder = f"parlour/games/{game_id}/"
    found: dict[str, tuple[int, int]] = {}
    for path in _git("ls-tree", "--name-only", revision, folder).split():
        if path.endswith(".py"):
            source = _git("show", f"{revision}:{path}")
            if not DRAWS.search(source):
                found[path.removeprefix(folder)] = counted(source)
    return found


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before")
    parser.add_argument("after", nargs="?", default="HEAD")
    args = parser.parse_args(argv)
    print(f"{'game':24} {'lines':>15} {'code lines':>15}   ({args.before} -> {args.after})")
    for game_id in GAME_IDS:
        old = rules_side(args.before, game_id).values()
        new = rules_side(args.after, game_id).values()
        lines = (sum(a for a, _ in old), sum(a for a, _ in new))
        code = (sum(c for _, c in old), sum(c for _, c in new))
        print(
            f"{game_id:24} {lines[0]:>6} -> {lines[1]:<6} {code[0]:>6} -> {code[1]:<6}"
            f"  ({lines[1] - lines[0]:+}, {code[1] - code[0]:+})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
