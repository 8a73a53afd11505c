"""Count each game's rules-side lines at two revisions, to show what a refactor saved.

    python tools/rules_lines.py BEFORE [AFTER]

A game's rules side is what the import contracts in ``pyproject.toml`` call it: its
``rules`` and ``ai`` modules and every module of the game they import, directly or not.
A module that draws nothing but only the table imports (the words a refused click is
answered with, say) is the table's. For each game and revision it prints the lines as a
file holds them, and the code lines alone (neither blank, nor a comment, nor a
docstring), so that a change in how much is explained is told apart from a change in how
much is done. ``AFTER`` defaults to the work tree's ``HEAD``.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.games import GAME_IDS  # noqa: E402

#: The modules a game's rules side starts from (``pyproject.toml``'s rules contract).
ROOTS = ("rules", "ai")


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


def imported(source: str, package: str) -> set[str]:
    """The modules of ``package`` that ``source`` imports (by their last name)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == package:
                names.update(alias.name for alias in node.names)
            elif node.module.startswith(package + "."):
                names.add(node.module[len(package) + 1 :].split(".")[0])
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(package + "."):
                    names.add(alias.name[len(package) + 1 :].split(".")[0])
    return names


def rules_side(revision: str, game_id: str) -> dict[str, tuple[int, int]]:
    """Each rules-side module of ``game_id`` at ``revision``, with its counts: the package's
    ``__init__`` (it loads the game's data for the rules), ``rules``, ``ai`` and what they
    import of the game."""
    folder = f"parlour/games/{game_id}/"
    package = f"parlour.games.{game_id}"
    sources = {
        path.removeprefix(folder).removesuffix(".py"): _git("show", f"{revision}:{path}")
        for path in _git("ls-tree", "--name-only", revision, folder).split()
        if path.endswith(".py")
    }
    side = {"__init__"}
    todo = [root for root in ROOTS if root in sources]
    while todo:
        module = todo.pop()
        if module not in side:
            side.add(module)
            todo += [name for name in imported(sources[module], package) if name in sources]
    return {f"{module}.py": counted(sources[module]) for module in sorted(side & set(sources))}


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
