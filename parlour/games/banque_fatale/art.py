"""Banque Fatale's look: an art-deco Riviera salon in navy, gold and cream.

Pure painting helpers (no state, no rules): the salon backdrop, card faces with coloured
piques that carry their colour's symbol, the card back, value-table stones and the
folding screens. Colours and symbols come from ``assets/games/banque_fatale/cards.json``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import pygame

from parlour.resources import game_data
from parlour.ui.fonts import font
from parlour.ui.widgets.tokens import TokenStyle, draw_symbol, ink_for

RGB = tuple[int, int, int]

NAVY = (18, 30, 58)
NAVY_LIGHT = (32, 50, 88)
NAVY_DARK = (10, 17, 36)
GOLD = (212, 175, 85)
GOLD_DARK = (150, 118, 50)
CREAM = (246, 238, 216)
INK = (30, 28, 40)
MUTED = (170, 170, 190)


@dataclass(frozen=True)
class Colour:
    """One game colour: its id (French name), paint and symbol."""

    id: str
    rgb: RGB
    symbol: str

    @property
    def token(self) -> TokenStyle:
        return TokenStyle(self.rgb, self.symbol, "edge")


@cache
def palette() -> dict[str, Colour]:
    data = game_data("banque_fatale", "cards.json")
    return {
        str(c["id"]): Colour(
            str(c["id"]), (int(c["rgb"][0]), int(c["rgb"][1]), int(c["rgb"][2])), str(c["symbol"])
        )
        for c in data["colours"]
    }


@cache
def card_piques() -> dict[str, tuple[str, ...]]:
    data = game_data("banque_fatale", "cards.json")
    return {str(c["id"]): tuple(str(p) for p in c["piques"]) for c in data["cards"]}


def backdrop(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Navy salon wall with a gold sunburst fan at the top and a thin deco frame."""
    surface.fill(NAVY, rect)
    cx, cy = rect.centerx, rect.top - rect.height // 6
    rays = 28
    reach = int(math.hypot(rect.width, rect.height))
    for i in range(rays):
        a0 = math.pi * i / rays
        a1 = math.pi * (i + 0.5) / rays
        points = [
            (cx, cy),
            (cx + reach * math.cos(a0), cy + reach * math.sin(a0)),
            (cx + reach * math.cos(a1), cy + reach * math.sin(a1)),
        ]
        pygame.draw.polygon(surface, NAVY_LIGHT, points)
    inset = max(4, rect.width // 200)
    frame = rect.inflate(-inset * 2, -inset * 2)
    pygame.draw.rect(surface, GOLD_DARK, frame, 1)
    pygame.draw.rect(surface, GOLD_DARK, frame.inflate(-inset * 2, -inset * 2), 1)


def deco_panel(surface: pygame.Surface, rect: pygame.Rect, fill: RGB = NAVY_DARK) -> None:
    """A dark panel with stepped gold corners, the salon's one frame style."""
    radius = max(4, rect.height // 14)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, GOLD_DARK, rect, 1, border_radius=radius)
    step = max(4, min(rect.width, rect.height) // 10)
    for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        x = rect.left + 3 if dx > 0 else rect.right - 4
        y = rect.top + 3 if dy > 0 else rect.bottom - 4
        pygame.draw.line(surface, GOLD, (x, y), (x + dx * step, y), 2)
        pygame.draw.line(surface, GOLD, (x, y), (x, y + dy * step), 2)


def spade(
    surface: pygame.Surface, centre: tuple[float, float], size: float, colour: Colour
) -> None:
    """A pique (spade) in the colour, with the colour's symbol in cream on it."""
    cx, cy = centre
    r = size / 2
    lobe = r * 0.52
    pygame.draw.circle(surface, colour.rgb, (cx - lobe * 0.95, cy + r * 0.12), lobe)
    pygame.draw.circle(surface, colour.rgb, (cx + lobe * 0.95, cy + r * 0.12), lobe)
    pygame.draw.polygon(
        surface,
        colour.rgb,
        [(cx, cy - r), (cx - r * 0.98, cy + r * 0.2), (cx + r * 0.98, cy + r * 0.2)],
    )
    pygame.draw.polygon(
        surface,
        colour.rgb,
        [(cx, cy + r * 0.2), (cx - r * 0.4, cy + r), (cx + r * 0.4, cy + r)],
    )
    draw_symbol(surface, colour.symbol, (cx, cy + r * 0.05), r * 0.7, ink_for(colour.rgb))


def card_painter(card: str, title: str) -> Callable[[pygame.Surface], None]:
    """The face of a Carte Fatale: cream, a gold deco border, its piques and its name."""
    colours = palette()
    piques = card_piques()[card]

    def paint(surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(CREAM)
        m = max(3, w // 14)
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(surface, GOLD, inner, max(1, w // 45))
        pygame.draw.rect(surface, GOLD_DARK, inner.inflate(-m, -m), 1)
        size = w * (0.5 if len(piques) == 1 else 0.42)
        count = len(piques)
        for i, colour in enumerate(piques):
            cy = h * (0.45 if count == 1 else 0.32 + 0.3 * i)
            spade(surface, (w / 2, cy), size, colours[colour])
        text = font(max(8, w // 9), True).render(title, True, INK)
        if text.get_width() > inner.width - 4:
            text = pygame.transform.smoothscale(
                text,
                (
                    inner.width - 4,
                    max(1, text.get_height() * (inner.width - 4) // text.get_width()),
                ),
            )
        surface.blit(text, text.get_rect(midbottom=(w / 2, inner.bottom - m // 2)))

    return paint


def card_back(surface: pygame.Surface) -> None:
    """Navy with a gold sunburst and the bank's name: the face-down stack."""
    w, h = surface.get_size()
    surface.fill(NAVY)
    cx, cy = w / 2, h / 2
    for i in range(16):
        a = math.tau * i / 16
        end = (cx + w * 0.42 * math.cos(a), cy + w * 0.42 * math.sin(a))
        pygame.draw.line(surface, GOLD_DARK, (cx, cy), end, max(1, w // 40))
    pygame.draw.circle(surface, GOLD, (cx, cy), w * 0.16)
    pygame.draw.circle(surface, NAVY, (cx, cy), w * 0.11)
    m = max(3, w // 12)
    pygame.draw.rect(surface, GOLD, pygame.Rect(m, m, w - 2 * m, h - 2 * m), max(1, w // 50))


def stone(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour) -> None:
    """A value-table stone: a faceted gem in the colour with its symbol on top."""
    cx, cy = centre
    pygame.draw.circle(surface, (0, 0, 0), (cx + 2, cy + 3), radius)
    points = [
        (
            cx + radius * math.cos(math.tau * i / 8 + math.pi / 8),
            cy + radius * math.sin(math.tau * i / 8 + math.pi / 8),
        )
        for i in range(8)
    ]
    pygame.draw.polygon(surface, colour.rgb, points)
    pygame.draw.polygon(surface, GOLD, points, max(1, radius // 6))
    draw_symbol(surface, colour.symbol, (cx, cy), radius * 1.0, ink_for(colour.rgb))


def screen(surface: pygame.Surface, rect: pygame.Rect, open_: bool) -> None:
    """A folding paravent: three panels with a deco fan; ``open_`` for the owner's side."""
    fill = NAVY_LIGHT if open_ else (60, 36, 70)
    third = rect.width // 3
    for i in range(3):
        panel = pygame.Rect(
            rect.x + i * third, rect.y, third if i < 2 else rect.width - 2 * third, rect.height
        )
        pygame.draw.rect(surface, fill, panel, border_radius=max(2, rect.height // 12))
        pygame.draw.rect(surface, GOLD_DARK, panel, 1, border_radius=max(2, rect.height // 12))
        if not open_:
            cx, base = panel.centerx, panel.bottom - panel.height // 5
            for k in range(5):
                a = math.pi + math.pi * (k + 0.5) / 5
                reach = panel.height * 0.45
                pygame.draw.line(
                    surface,
                    GOLD,
                    (cx, base),
                    (cx + reach * math.cos(a) * 0.6, base + reach * math.sin(a)),
                    1,
                )
