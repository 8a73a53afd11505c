"""Round tokens, chips and jetons: a colour, a drawn symbol, an optional pattern, stacks.

Banque Fatale's jetons and the Millionenspiel's chips are the same object at heart: a disc
whose colour means something. Colour alone fails colour-blind players, so every token also
carries a symbol drawn as a shape (never a font glyph, which may be missing) and may carry a
pattern. Rendered discs are cached per style and size, so a table full of stacks stays cheap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from parlour.ui import text_marks
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.surface_cache import table_images

SYMBOLS = (
    "none",
    "circle",
    "ring",
    "diamond",
    "square",
    "triangle",
    "star",
    "cross",
    "heart",
    "crown",
    "hexagon",
)
PATTERNS = ("none", "edge", "stripes", "dots", "rings")


@dataclass(frozen=True)
class TokenStyle:
    """How one kind of token looks. ``label`` is short text in the centre (a value)."""

    colour: RGB
    symbol: str = "none"
    pattern: str = "edge"
    label: str = ""

    def __post_init__(self) -> None:
        if self.symbol not in SYMBOLS:
            raise ValueError(f"unknown token symbol {self.symbol!r}")
        if self.pattern not in PATTERNS:
            raise ValueError(f"unknown token pattern {self.pattern!r}")


def _luminance(colour: RGB) -> float:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def ink_for(colour: RGB) -> RGB:
    """Dark ink on light tokens, light ink on dark ones, for contrast."""
    return (25, 25, 30) if _luminance(colour) > 150 else (250, 248, 240)


def _shade(colour: RGB, factor: float) -> RGB:
    if factor < 1.0:
        return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))
    return (
        int(colour[0] + (255 - colour[0]) * (factor - 1.0)),
        int(colour[1] + (255 - colour[1]) * (factor - 1.0)),
        int(colour[2] + (255 - colour[2]) * (factor - 1.0)),
    )


def _regular(cx: float, cy: float, r: float, n: int, phase: float) -> list[tuple[float, float]]:
    return [
        (cx + r * math.cos(phase + math.tau * i / n), cy + r * math.sin(phase + math.tau * i / n))
        for i in range(n)
    ]


def draw_symbol(
    surface: pygame.Surface, symbol: str, centre: tuple[float, float], size: float, colour: RGB
) -> None:
    """Draw ``symbol`` as a filled shape about ``size`` pixels across, centred."""
    cx, cy = centre
    r = size / 2
    up = -math.pi / 2
    if symbol == "none":
        return
    if symbol == "circle":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.8)
    elif symbol == "ring":
        pygame.draw.circle(surface, colour, (cx, cy), r * 0.8, width=max(2, int(r * 0.3)))
    elif symbol == "diamond":
        pygame.draw.polygon(surface, colour, _regular(cx, cy, r, 4, up))
    elif symbol == "square":
        side = r * 1.4
        pygame.draw.rect(surface, colour, pygame.Rect(cx - side / 2, cy - side / 2, side, side))
    elif symbol == "triangle":
        pygame.draw.polygon(surface, colour, _regular(cx, cy + r * 0.15, r, 3, up))
    elif symbol == "hexagon":
        pygame.draw.polygon(surface, colour, _regular(cx, cy, r * 0.9, 6, 0.0))
    elif symbol == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.42
            angle = up + math.pi * i / 5
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        pygame.draw.polygon(surface, colour, points)
    elif symbol == "cross":
        arm = r * 0.36
        pygame.draw.rect(surface, colour, pygame.Rect(cx - arm, cy - r, 2 * arm, 2 * r))
        pygame.draw.rect(surface, colour, pygame.Rect(cx - r, cy - arm, 2 * r, 2 * arm))
    elif symbol == "heart":
        lobe = r * 0.5
        pygame.draw.circle(surface, colour, (cx - lobe, cy - r * 0.25), lobe)
        pygame.draw.circle(surface, colour, (cx + lobe, cy - r * 0.25), lobe)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - r * 0.98, cy - r * 0.1), (cx + r * 0.98, cy - r * 0.1), (cx, cy + r * 0.9)],
        )
    elif symbol == "crown":
        base = cy + r * 0.55
        top = cy - r * 0.75
        pygame.draw.polygon(
            surface,
            colour,
            [
                (cx - r, base),
                (cx - r, top + r * 0.3),
                (cx - r * 0.5, cy),
                (cx, top),
                (cx + r * 0.5, cy),
                (cx + r, top + r * 0.3),
                (cx + r, base),
            ],
        )


def _draw_pattern(
    surface: pygame.Surface, pattern: str, centre: tuple[float, float], radius: float, colour: RGB
) -> None:
    cx, cy = centre
    if pattern == "edge":
        # The casino-chip look: light blocks around the rim.
        for i in range(8):
            angle = math.tau * i / 8
            poly = []
            for da, rr in (
                (-0.16, radius),
                (0.16, radius),
                (0.16, radius * 0.74),
                (-0.16, radius * 0.74),
            ):
                poly.append((cx + rr * math.cos(angle + da), cy + rr * math.sin(angle + da)))
            pygame.draw.polygon(surface, colour, poly)
    elif pattern == "dots":
        for i in range(12):
            angle = math.tau * i / 12
            dot = (cx + radius * 0.86 * math.cos(angle), cy + radius * 0.86 * math.sin(angle))
            pygame.draw.circle(surface, colour, dot, max(1.5, radius * 0.07))
    elif pattern == "rings":
        for fraction in (0.92, 0.8):
            pygame.draw.circle(
                surface, colour, centre, radius * fraction, width=max(1, int(radius * 0.05))
            )
    elif pattern == "stripes":
        mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        step = max(4, int(radius * 0.28))
        width = max(2, step // 2)
        size = mask.get_width()
        for offset in range(-size, size * 2, step):
            pygame.draw.line(mask, (*colour, 255), (offset, 0), (offset + size, size), width)
        # Keep the stripes on the rim only, so the symbol in the middle stays clear.
        clip = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(clip, (255, 255, 255, 255), centre, radius)
        pygame.draw.circle(clip, (0, 0, 0, 0), centre, radius * 0.72)
        mask.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(mask, (0, 0))


@table_images(maxsize=256)
def render_token(style: TokenStyle, radius: int) -> pygame.Surface:
    """The token as a surface of side ``2 * radius + 2`` (cached)."""
    radius = max(4, radius)
    side = 2 * radius + 2
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side / 2, side / 2)
    rim = _shade(style.colour, 0.7)
    ink = ink_for(style.colour)
    pygame.draw.aacircle(image, rim, centre, radius)
    pygame.draw.circle(image, rim, centre, radius)
    pygame.draw.circle(image, style.colour, centre, radius * 0.94)
    _draw_pattern(
        image,
        style.pattern,
        centre,
        radius * 0.94,
        _shade(style.colour, 1.55) if _luminance(style.colour) < 200 else _shade(style.colour, 0.8),
    )
    pygame.draw.circle(image, _shade(style.colour, 1.12), centre, radius * 0.66)
    pygame.draw.circle(image, rim, centre, radius * 0.66, width=max(1, radius // 14))
    text = _label_image(style.label, radius, style.symbol != "none", ink)
    if text is not None:
        if style.symbol != "none":
            draw_symbol(
                image, style.symbol, (centre[0], centre[1] - radius * 0.36), radius * 0.26, ink
            )
            at = image.blit(text, text.get_rect(center=(centre[0], centre[1] + radius * 0.14)))
        else:
            at = image.blit(text, text.get_rect(center=centre))
        text_marks.note(image, style.label, at, label_size(style.label, radius))
    else:
        draw_symbol(image, style.symbol, centre, radius * 0.7, ink)
    return image


#: The smallest text printed on a token: a value too small to read is not printed at all
#: (the symbol and colour still tell the tokens apart; tables show totals in readable text).
LABEL_MIN_TEXT = 12


def label_size(label: str, radius: int) -> int:
    """The type size of ``label`` printed on a token of ``radius``."""
    return max(LABEL_MIN_TEXT, int(radius * (0.55 if len(label) <= 3 else 0.42)))


def _label_image(label: str, radius: int, with_symbol: bool, ink: RGB) -> pygame.Surface | None:
    """``label`` rendered to sit in the token's inner disc (below the symbol, if any), at
    least :data:`LABEL_MIN_TEXT` px; ``None`` when it would not fit there at that size."""
    label_font = _label_font(label, radius, with_symbol)
    return None if label_font is None else label_font.render(label, True, ink)


def _label_font(label: str, radius: int, with_symbol: bool) -> pygame.font.Font | None:
    """The font ``label`` is printed in on a token of ``radius``; ``None`` if not printed."""
    if not label:
        return None
    size = label_size(label, radius)
    label_font = font(size, True)
    inner = 2 * radius * 0.66
    # The digits' ink is about three quarters of the size high; the symbol above takes
    # a quarter of the radius and a gap.
    tall = size * 0.75 + (radius * 0.26 + 2 if with_symbol else 0)
    if label_font.size(label)[0] > inner - 2 or tall > inner:
        return None
    return label_font


@table_images(maxsize=64)
def _shadow(radius: int) -> pygame.Surface:
    side = 2 * radius + 2
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.circle(image, (0, 0, 0, 70), (side / 2, side / 2), radius)
    return image


def draw_token(
    surface: pygame.Surface, style: TokenStyle, centre: tuple[int, int], radius: int
) -> pygame.Rect:
    """One token seen from above, with a soft shadow; returns the rect it covers."""
    image = render_token(style, radius)
    offset = max(1, radius // 10)
    shadow = _shadow(radius)
    surface.blit(shadow, shadow.get_rect(center=(centre[0] + offset, centre[1] + offset)))
    rect = image.get_rect(center=centre)
    text_marks.placed(surface, image, rect, covers=False)
    return rect


def stack_step(radius: int) -> int:
    """How far each chip in a stack sits above the one below it."""
    return max(2, radius // 5)


def stack_height(radius: int, count: int, max_visible: int = 8, show_count: bool = True) -> int:
    """How tall :func:`draw_stack` draws ``count`` tokens with its badge, so a caller can
    size the tokens to the room it has."""
    height = 2 * radius + 2 + (min(count, max_visible) - 1) * stack_step(radius)
    if show_count and count > 1:
        height += max(0, badge_size(count, radius)[1] // 2 - radius // 3)
    return height


def _badge_centre(
    count: int, radius: int, style: TokenStyle, chip: tuple[int, int]
) -> tuple[int, int]:
    """Where a stack's count badge goes: at the upper right of the top chip (centred at
    ``chip``), moved right just far enough to clear the value printed on it, so "10" and
    "×3" never read as one "10×3". Right, not up: a stack is sized to its slot's height."""
    width = badge_size(count, radius)[0]
    x = chip[0] + radius + 1 - radius // 3
    label_font = _label_font(style.label, radius, style.symbol != "none")
    if label_font is not None:
        x = max(x, chip[0] + math.ceil(label_font.size(style.label)[0] / 2) + (width + 1) // 2)
    return x, chip[1] - radius - 1 + radius // 3


def draw_stack(
    surface: pygame.Surface,
    style: TokenStyle,
    base: tuple[int, int],
    radius: int,
    count: int,
    max_visible: int = 8,
    show_count: bool = True,
) -> pygame.Rect:
    """``count`` tokens piled up from ``base`` (the bottom token's centre).

    At most ``max_visible`` discs are drawn; with ``show_count`` a badge states the exact
    number, so a tall stack never has to be counted by eye. Returns the covered rect.
    """
    if count <= 0:
        return pygame.Rect(base[0], base[1], 0, 0)
    step = stack_step(radius)
    visible = min(count, max_visible)
    rim = _shade(style.colour, 0.55)
    covered = pygame.Rect(base[0] - radius, base[1] - radius, 2 * radius, 2 * radius)
    for i in range(visible):
        centre = (base[0], base[1] - i * step)
        if i < visible - 1:
            # Lower chips only show their edge: a darker sliver under the next one.
            pygame.draw.circle(surface, rim, (centre[0], centre[1] + 1), radius)
            pygame.draw.circle(surface, style.colour, centre, radius - 1)
        else:
            covered.union_ip(draw_token(surface, style, centre, radius))
    if show_count and count > 1:
        chip = (base[0], base[1] - (visible - 1) * step)
        covered.union_ip(
            draw_count_badge(surface, count, _badge_centre(count, radius, style, chip), radius)
        )
    return covered


#: The smallest text of a count badge: every number a player reads is at least 12 px.
BADGE_MIN_TEXT = 12


def badge_font(radius: int) -> pygame.font.Font:
    """The badge's font for a token or card of ``radius``: in scale, never below
    :data:`BADGE_MIN_TEXT` (small chips still carry a readable count)."""
    return font(max(BADGE_MIN_TEXT, int(radius * 0.6)), True)


def badge_size(count: int, radius: int) -> tuple[int, int]:
    """The size :func:`draw_count_badge` takes, so a caller can leave room for it."""
    badge = badge_font(radius)
    w, h = badge.size(f"×{count}")
    return w + badge.get_height() // 2, h + 2


@table_images(maxsize=256)
def _badge_text(count: int, radius: int) -> pygame.Surface:
    """The badge's number, rendered once: a table draws its badges on every frame."""
    return badge_font(radius).render(f"×{count}", True, (255, 255, 255))


def draw_count_badge(
    surface: pygame.Surface, count: int, centre: tuple[int, int], radius: int
) -> pygame.Rect:
    """A small dark pill reading ``×count``."""
    text = _badge_text(count, radius)
    rect = pygame.Rect((0, 0), badge_size(count, radius))
    rect.center = centre
    pygame.draw.rect(surface, (30, 30, 40), rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, (230, 230, 230), rect, width=1, border_radius=rect.height // 2)
    at = surface.blit(text, text.get_rect(center=rect.center))
    text_marks.note(surface, f"×{count}", at, badge_font(radius).get_point_size())
    return rect
