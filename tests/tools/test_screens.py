"""``tools/screens.py`` renders every screen to PNG files that show something."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from parlour.games import GAME_IDS

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ("main_menu", "setup", "settings", "load", "statistics", "rules_help", "results")


def _colours(path: Path) -> int:
    """How many different colours a small copy of the picture has (a blank one: 1)."""
    image = pygame.transform.scale(pygame.image.load(str(path)), (64, 40))
    return len({image.get_at((x, y))[:3] for x in range(64) for y in range(40)})


@pytest.mark.heavy
def test_renders_every_screen_at_one_size(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "screens.py"),
            str(out),
            "--sizes",
            "1024x640",
            "--langs",
            "de",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    tables = GAME_IDS
    expected = [
        *SCREENS,
        *(f"{kind}_{game}" for game in tables for kind in ("table", "hint", "final", "replay")),
        "round_monopoly_kartenspiel",  # its mid-game position follows a finished round
    ]
    for name in expected:
        path = out / f"de-1024x640-{name}.png"
        assert path.is_file(), name
        assert pygame.image.load(str(path)).get_size() == (1024, 640)
        assert _colours(path) > 20, name


def test_renders_the_hot_seat_moments(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    command = [sys.executable, str(ROOT / "tools" / "screens.py"), str(out), "--hot-seat"]
    command += ["--sizes", "1024x640", "--langs", "en"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    expected = ["settings", "reveal_banque_fatale_3p", "deciding_guillotine_3p"]
    expected += [f"claim_guillotine_{people}p" for people in range(2, 6)]
    expected += ["catch_up_ladies_and_gentlemen_10s3p", "undo_monopoly_kartenspiel_3p"]
    expected += ["round_monopoly_kartenspiel_2p"]
    for name in expected:
        path = out / f"en-1024x640-{name}.png"
        assert path.is_file(), name
        assert _colours(path) > 20, name


def test_renders_one_game_at_several_seat_counts(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    command = [sys.executable, str(ROOT / "tools" / "screens.py"), str(out)]
    command += ["--game", "ladies_and_gentlemen", "--seats", "4,5"]
    command += ["--sizes", "1024x640", "--langs", "en"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    for count in (4, 5):
        for kind in ("table", "end_half_way", "final"):
            path = out / f"en-1024x640-ladies_and_gentlemen_{count}p_{kind}.png"
            assert path.is_file(), path.name
            assert _colours(path) > 20, path.name
    assert len(list(out.iterdir())) == 6
