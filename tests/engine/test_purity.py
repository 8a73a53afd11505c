"""The engine, the bots and every rules-side module call no file or code-loading builtin.

Which modules those are is written once, in pyproject.toml's import-linter contracts, where
`lint-imports` (run by .ci/run) also checks, transitively, that none of them imports pygame,
parlour.ui or a file module. What an import graph cannot see is a call of a builtin such as
``open``; this test reads the same modules' source for those.
"""

from __future__ import annotations

import ast
import importlib.util
import tomllib
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[2]
FORBIDDEN_CALLS = {"open", "eval", "exec", "__import__", "compile"}


def _files(module: str, as_package: bool) -> list[Path]:
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None, module
    origin = Path(spec.origin)
    if as_package and origin.name == "__init__.py":
        return sorted(origin.parent.rglob("*.py"))
    return [origin]


def _pure_files() -> list[Path]:
    config = tomllib.loads((TOP / "pyproject.toml").read_text(encoding="utf-8"))
    files: set[Path] = set()
    for contract in config["tool"]["importlinter"]["contracts"]:
        if contract["type"] == "forbidden" and "os" in contract["forbidden_modules"]:
            for module in contract["source_modules"]:
                files.update(_files(module, contract.get("as_packages", True)))
    return sorted(files)


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
    for game in ("guillotine", "banque_fatale", "millionenspiel", "ladies_and_gentlemen"):
        assert f"games/{game}/rules.py" in names and f"games/{game}/ai.py" in names
