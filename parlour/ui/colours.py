"""Colour arithmetic the tables share, so each game's art names its palette and no more."""

from __future__ import annotations

RGB = tuple[int, int, int]


def mix(a: RGB, b: RGB, share: float) -> RGB:
    """``a`` with ``share`` of ``b`` mixed in (0: ``a``, 1: ``b``), rounded per channel:
    a lighter edge, a faded ground, a shade between two inks."""
    return (
        round(a[0] + (b[0] - a[0]) * share),
        round(a[1] + (b[1] - a[1]) * share),
        round(a[2] + (b[2] - a[2]) * share),
    )
