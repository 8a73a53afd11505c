"""The engine, the bots and every rules-side module call no file or code-loading builtin.

Which modules those are is written once, in pyproject.toml's import-linter contracts, where
`lint-imports` (run by .ci/run) also checks, transitively, that none of them imports pygame,
parlour.ui or a file module. What an import graph cannot see is a call of a builtin such as
``open``; this test reads the same modules' source for those. It resolves the contracts'
wildcards and follows their imports the way import-linter does, so a new game's rules side is
read without being named here.
"""

from __future__ import annotations

import ast
import importlib.util
import tomllib
from pathlib import Path

import grimp
import pytest

from parlour.games import GAME_IDS

TOP = Path(__file__).resolve().parents[2]
FORBIDDEN_CALLS = {"open", "eval", "exec", "__import__", "compile"}


def _file(module: str) -> Path:
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None, module
    return Path(spec.origin)


def _pure_files() -> list[Path]:
    config = tomllib.loads((TOP / "pyproject.toml").read_text(encoding="utf-8"))
    graph = grimp.build_graph("parlour")
    sources: set[str] = set()
    for contract in config["tool"]["importlinter"]["contracts"]:
        if contract["type"] == "forbidden" and "os" in contract["forbidden_modules"]:
            for expression in contract["source_modules"]:
                matched = (
                    graph.find_matching_modules(expression) if "*" in expression else {expression}
                )
                sources |= matched
                if contract.get("as_packages", True):
                    sources |= {d for m in matched for d in graph.find_descendants(m)}
    # The contracts hold transitively, so whatever a source module imports is held to them too.
    modules = sources | {m for s in sources for m in graph.find_upstream_modules(s)}
    return sorted(_file(m) for m in modules if m.split(".")[0] == "parlour")


PURE = _pure_files()


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(TOP)))
def test_module_calls_no_file_or_code_builtin(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path.name} calls {node.func.id}"


def test_the_contracts_cover_the_engine_the_bots_and_every_rules_module() -> None:
    names = {str(p.relative_to(TOP / "parlour")) for p in PURE}
    assert {"engine/game.py", "ai/search.py", "games/__init__.py"} <= names
    assert not any(name.startswith(("saves/", "ui/")) for name in names)
    assert not any(name.endswith(("/scene.py", "/paint.py", "/art.py")) for name in names)
    for game in GAME_IDS:
        assert f"games/{game}/rules.py" in names and f"games/{game}/ai.py" in names
    assert "games/ladies_and_gentlemen/holdings.py" in names  # reached only through imports
