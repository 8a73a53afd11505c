"""The engine, the bots and every rules module stay pure: no pygame, no files."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "parlour"
PURE = sorted(
    [
        *ROOT.joinpath("engine").rglob("*.py"),
        *ROOT.joinpath("ai").rglob("*.py"),
        *ROOT.joinpath("games").glob("*/rules*.py"),
        *ROOT.joinpath("games").glob("*/ai*.py"),
    ]
)
FORBIDDEN_MODULES = {"pygame", "pygame_gui", "pathlib", "os", "shutil", "io", "tempfile"}
FORBIDDEN_CALLS = {"open", "eval", "exec", "__import__"}


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(ROOT)))
def test_module_is_pure(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            names = []
        for name in names:
            assert name.split(".")[0] not in FORBIDDEN_MODULES, f"{path.name} imports {name}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path.name} calls {node.func.id}"


def test_rules_modules_exist() -> None:
    assert PURE
