"""A wheel must carry every shipped data file, and the app must find them where it puts them."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from parlour import resources

ROOT = Path(__file__).resolve().parent.parent


def _shipped() -> list[Path]:
    return sorted(
        path.relative_to(ROOT)
        for folder in ("assets", "locales")
        for path in (ROOT / folder).rglob("*")
        if path.is_file() and path.suffix != ".png"  # PNGs are build products (icon render)
    )


def test_the_wheel_data_files_cover_every_asset_and_locale() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data_files: dict[str, list[str]] = config["tool"]["setuptools"]["data-files"]
    covered: dict[Path, Path] = {}
    for target, patterns in data_files.items():
        for pattern in patterns:
            for path in ROOT.glob(pattern):
                covered[path.relative_to(ROOT)] = Path(target) / path.name
    missing = [str(path) for path in _shipped() if path not in covered]
    assert not missing, f"add these to [tool.setuptools.data-files]: {missing}"
    for source, installed in covered.items():
        assert installed == resources.SHARE / source, f"{source} would land in {installed}"


def test_an_installed_wheel_is_found_under_share(tmp_path, monkeypatch) -> None:
    share = tmp_path / resources.SHARE
    (share / "assets").mkdir(parents=True)
    (share / "locales").mkdir()
    monkeypatch.setattr(resources, "candidates", lambda: [tmp_path / "site-packages", share])
    resources.root.cache_clear()
    try:
        assert resources.assets_dir() == share / "assets"
        assert resources.locales_dir() == share / "locales"
    finally:
        resources.root.cache_clear()


@pytest.mark.parametrize("frozen", [False, True])
def test_the_checkout_or_the_bundle_comes_first(tmp_path, monkeypatch, frozen) -> None:
    if frozen:
        (tmp_path / "assets").mkdir()
        (tmp_path / "locales").mkdir()
        monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    resources.root.cache_clear()
    try:
        assert resources.root() == (tmp_path if frozen else ROOT)
    finally:
        resources.root.cache_clear()
