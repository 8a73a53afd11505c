"""Banque Fatale's look: an art-deco Riviera salon in navy, gold and cream.

Pure painting helpers (no state, no rules): the salon backdrop, card faces with coloured
piques that carry their colour's symbol, the card back, value-table stones and the
folding screens. Colours and symbols come from ``assets/games/banque_fatale/cards.json``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from parlour.resources import game_data
from parlour.ui import text_marks
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.surface_cache import table_images
from parlour.ui.text import wrap_text
from parlour.ui.widgets.tokens import TokenStyle, draw_symbol, ink_for

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
    surface.blit(_backdrop(rect.size), rect)


@table_images(maxsize=4)
def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The wall for a table of ``size``, painted once: the table repaints its still layer
    after every move."""
    surface = pygame.Surface(size)
    rect = surface.get_rect()
    surface.fill(NAVY)
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
    return surface


#: How far in from a deco panel's edge its gold corners reach (drawn 3 px in, 2 px wide):
#: a text set in a panel's top corner starts at least this far down, clear of the gold.
CORNER_CLEAR = 6


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


#: A card's name is printed on its face only at this size or larger; a card too small for
#: it shows its piques alone (their colours and symbols say everything; the zoom names it).
MIN_TITLE = 12
#: The ways a name may be set, tried in turn until one fits: bold on at most two lines,
#: the narrower regular face on two ("Rouge et" / "orange" fits where bold needs three
#: lines), then bold and regular on three, which shrinks the piques above the name.
TITLE_SETTINGS = ((True, 2), (False, 2), (True, 3), (False, 3))
#: The piques are never drawn smaller than this for the name's sake: below it the name
#: is left off instead, since a pique too small to tell apart says less than no name.
MIN_PIQUE = 12

#: One line of a card's name: its text, its rect on the face, its font size and boldness.
TitleLine = tuple[str, pygame.Rect, int, bool]


@lru_cache(maxsize=512)  # asked for every card the table draws
def card_title(title: str, size: tuple[int, int], piques: int) -> tuple[TitleLine, ...]:
    """Where a card of ``size`` with ``piques`` piques prints its name: each line with
    its rect on the face, its font size and whether it is bold; none if the name would
    not be readable there, nor leave its piques room. The rects are shared: move copies
    of them, never the rects themselves."""
    w, h = size
    m = _margin(w)
    points = max(MIN_TITLE, w // 8)
    room = w - 3 * m - 2  # inside the inner gold line
    bottom = h - m - m // 2
    for bold, most in TITLE_SETTINGS:
        fnt = font(points, bold)
        lines = wrap_text(title, fnt, room)
        broken = " ".join(lines).split() != title.split()  # a word cut in two
        if broken or len(lines) > most or any(fnt.size(line)[0] > room for line in lines):
            continue
        line_h = fnt.get_linesize()
        top = bottom - len(lines) * line_h
        if pique_size(w, top - m - m // 2, piques) < MIN_PIQUE:
            continue
        placed = []
        for i, line in enumerate(lines):
            rect = pygame.Rect((0, 0), fnt.size(line))
            rect.midbottom = (w // 2, bottom - (len(lines) - 1 - i) * line_h)
            placed.append((line, rect, points, bold))
        return tuple(placed)
    return ()


def pique_size(width: int, room_h: float, count: int) -> float:
    """The size of each of ``count`` piques stacked in ``room_h`` on a face ``width`` wide."""
    return min(width * (0.5 if count == 1 else 0.42), room_h / count * 0.92)


def _margin(width: int) -> int:
    return max(3, width // 14)


def card_painter(card: str, title: str) -> Callable[[pygame.Surface], None]:
    """The face of a Carte Fatale: cream, a gold deco border, its piques and its name."""
    colours = palette()
    piques = card_piques()[card]

    def paint(surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(CREAM)
        m = _margin(w)
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(surface, GOLD, inner, max(1, w // 45))
        pygame.draw.rect(surface, GOLD_DARK, inner.inflate(-m, -m), 1)
        printed = card_title(title, (w, h), len(piques))
        bottom = inner.bottom - m // 2
        for line, rect, points, bold in printed:
            surface.blit(font(points, bold).render(line, True, INK), rect)
            text_marks.note(surface, line, rect, points)
            bottom = min(bottom, rect.top)
        room = pygame.Rect(inner.x, inner.y + m // 2, inner.width, bottom - inner.y - m // 2)
        count = len(piques)
        size = pique_size(w, room.height, count)
        for i, colour in enumerate(piques):
            cy = room.y + room.height * (i + 0.5) / count
            spade(surface, (w / 2, cy), size, colours[colour])

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


@table_images(maxsize=64)
def stone_image(colour: Colour, radius: int) -> pygame.Surface:
    """A value-table stone: a faceted gem in the colour with its symbol on top, over its
    shadow; cached, because the five stones are drawn every frame."""
    side = 2 * radius + 6
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    cx = cy = radius + 1
    pygame.draw.circle(image, (0, 0, 0, 120), (cx + 2, cy + 3), radius)
    points = [
        (
            cx + radius * math.cos(math.tau * i / 8 + math.pi / 8),
            cy + radius * math.sin(math.tau * i / 8 + math.pi / 8),
        )
        for i in range(8)
    ]
    pygame.draw.polygon(image, colour.rgb, points)
    pygame.draw.polygon(image, GOLD, points, max(1, radius // 6))
    draw_symbol(image, colour.symbol, (cx, cy), radius * 1.0, ink_for(colour.rgb))
    return image


def stone(surface: pygame.Surface, centre: tuple[int, int], radius: int, colour: Colour) -> None:
    """Draw the stone of ``colour`` centred on ``centre``."""
    surface.blit(stone_image(colour, radius), (centre[0] - radius - 1, centre[1] - radius - 1))


def hatch(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, step: int = 7) -> None:
    """Diagonal lines across ``rect``: a pattern that marks a cell without colour alone."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    for x in range(rect.left - rect.height, rect.right, step):
        pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.height, rect.top), 1)
    surface.set_clip(clip)


def screen_arch_h(rect: pygame.Rect) -> int:
    """How far down a screen's arched tops reach; what stands before it goes below."""
    return round(min(rect.height * 0.45, rect.width / 6))


def screen(surface: pygame.Surface, rect: pygame.Rect, open_: bool) -> None:
    """A folding paravent seen from the front: one lacquered panel with three arched folds
    and a gold sunburst in each arch. ``open_`` is the owner's side (navy, the jetons in
    front of it); the others see the plum back. Everything stays inside ``rect``."""
    fill = NAVY_LIGHT if open_ else (60, 36, 70)
    radius = max(4, min(rect.width, rect.height) // 12)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    third = rect.width / 3
    arch_h = screen_arch_h(rect)
    for i in range(3):
        left = rect.x + i * third
        cx = left + third / 2
        if i:
            pygame.draw.line(surface, GOLD_DARK, (left, rect.y), (left, rect.bottom), 1)
        base = rect.y + arch_h
        for k in range(7):
            a = math.pi + math.pi * (k + 0.5) / 7
            reach = arch_h * 0.8
            end = (cx + reach * math.cos(a), base + reach * math.sin(a))
            pygame.draw.line(surface, GOLD_DARK if open_ else GOLD, (cx, base), end, 1)
        arc = pygame.Rect(left + 3, rect.y + 3, third - 6, arch_h * 2 - 6)
        pygame.draw.arc(surface, GOLD, arc, 0, math.pi, 2)
    surface.set_clip(clip)
    pygame.draw.rect(surface, GOLD_DARK, rect, 1, border_radius=radius)
