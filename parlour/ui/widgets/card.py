"""The one card shape of parlour: proportions, corner radius, shadow and state outlines.

Every game paints only its card *faces* (a painter callback drawing onto a blank card
surface); this module clips them to the shared rounded shape, adds the edge and the drop
shadow and draws the interaction states the same way in every game:

- ``hover``: the card lifts a little and gets a light edge;
- ``selected``: lifts further with a thick blue double edge (chosen for click-to-play);
- ``legal``: a gold glow (a place where the held or selected thing may go);
- ``hot``: the legal place under the cursor right now, gold glow plus a gold wash;
- ``dim``: darkened (visible but not usable now).

Lift and line shape carry the meaning as well as the colour, for colour-blind players.
Rendered faces are cached by the game's ``face_key`` and size: repainting a card every
frame would cost more than the whole rest of a table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from parlour.ui import text_marks
from parlour.ui.surface_cache import SurfaceCache, surface_bytes

#: Poker-card proportions (63 × 88 mm), the shape of every card in parlour.
CARD_RATIO = 63 / 88
#: Corner radius as a share of the card width.
CORNER = 0.075

FacePainter = Callable[[pygame.Surface], None]

EDGE = (40, 32, 24, 150)
HOVER = (255, 255, 255)
SELECTED = (60, 150, 255)
LEGAL = (255, 196, 40)
SHADOW_ALPHA = 90

#: Rendered faces, shadows and glows are kept within these many bytes of pixels each.
_faces: SurfaceCache[pygame.Surface] = SurfaceCache(12 * 2**20, surface_bytes)
_shadows: SurfaceCache[pygame.Surface] = SurfaceCache(4 * 2**20, surface_bytes)
_glows: SurfaceCache[tuple[pygame.Surface, int]] = SurfaceCache(
    4 * 2**20, lambda glow: surface_bytes(glow[0])
)


def card_size(height: int) -> tuple[int, int]:
    """Width and height of a card ``height`` pixels tall."""
    return max(8, round(height * CARD_RATIO)), max(10, int(height))


def corner_radius(rect_or_width: pygame.Rect | int) -> int:
    width = rect_or_width.width if isinstance(rect_or_width, pygame.Rect) else rect_or_width
    return max(3, round(width * CORNER))


def _rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    """An anti-aliased rounded-rectangle alpha mask (drawn at 2× and smooth-scaled)."""
    w, h = size
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    pygame.draw.rect(big, (255, 255, 255, 255), big.get_rect(), border_radius=radius * 2)
    return pygame.transform.smoothscale(big, size)


def render_face(face_key: Hashable, size: tuple[int, int], painter: FacePainter) -> pygame.Surface:
    """The card ``painter`` paints, clipped to the card shape with its edge; cached.

    ``face_key`` must change whenever the painted face would (card id, language, state
    printed on it), because the cache trusts it.
    """
    return _faces.get((face_key, size), lambda: _paint_face(size, painter))


def _paint_face(size: tuple[int, int], painter: FacePainter) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((250, 246, 236, 255))
    painter(surf)
    radius = corner_radius(size[0])
    surf.blit(_rounded_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    edge = max(1, size[0] // 90)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), width=edge, border_radius=radius)
    return surf


def shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft drop shadow for a card of ``size`` (a few stacked translucent shapes)."""
    return _shadows.get(size, lambda: _paint_shadow(size))


def _paint_shadow(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    spread = max(2, w // 25)
    surf = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
    radius = corner_radius(w)
    steps = 4
    for i in range(steps):
        inset = spread * i // steps
        alpha = SHADOW_ALPHA // steps
        rect = surf.get_rect().inflate(-inset * 2, -inset * 2)
        pygame.draw.rect(surf, (0, 0, 0, alpha), rect, border_radius=radius + spread - inset)
    return surf


def shadow_offset(height: int) -> tuple[int, int]:
    return (max(1, height // 60), max(2, height // 30))


def _glow(size: tuple[int, int], hot: bool) -> tuple[pygame.Surface, int]:
    """The glow image for a place of ``size`` and how far it reaches past the place."""
    return _glows.get((size, hot), lambda: _paint_glow(size, hot))


def _paint_glow(size: tuple[int, int], hot: bool) -> tuple[pygame.Surface, int]:
    w, h = size
    radius = corner_radius(w) if w < h * 1.5 else max(4, h // 12)
    width = max(2, min(w, h) // 30)
    margin = width * 3
    glow = pygame.Surface((w + margin * 2, h + margin * 2), pygame.SRCALPHA)
    card = pygame.Rect(margin, margin, w, h)
    halo = card.inflate(width * 4, width * 4)
    pygame.draw.rect(glow, (*LEGAL, 70), halo, width * 2, radius + width * 2)
    if hot:
        pygame.draw.rect(glow, (*LEGAL, 35), card, 0, radius)
    line = card.inflate(width * 2, width * 2)
    pygame.draw.rect(glow, (*LEGAL, 255), line, width * (2 if hot else 1), radius + width)
    return glow, margin


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, hot: bool = False) -> None:
    """The gold "you may put it here" outline, for cards and for any other drop place."""
    glow, margin = _glow(rect.size, hot)
    surface.blit(glow, (rect.x - margin, rect.y - margin))


def draw_selected(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A thick blue double edge: the thing chosen for click-to-play."""
    radius = corner_radius(rect)
    width = max(2, rect.width // 28)
    pygame.draw.rect(surface, SELECTED, rect.inflate(width * 2, width * 2), width, radius + width)
    pygame.draw.rect(surface, (255, 255, 255), rect.inflate(-width * 2, -width * 2), 1, radius)


@dataclass
class CardState:
    """How a card is shown right now (all off: a plain card lying on the table)."""

    face_up: bool = True
    hover: bool = False
    selected: bool = False
    legal: bool = False
    hot: bool = False
    dim: bool = False


def lift(height: int, state: CardState) -> int:
    """How far a card in this state rises above its place, in pixels."""
    if state.selected:
        return max(4, height // 9)
    if state.hover:
        return max(2, height // 25)
    return 0


def draw_card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: pygame.Surface,
    state: CardState | None = None,
) -> pygame.Rect:
    """Draw a rendered card (``render_face``) at ``rect`` in ``state``; returns where it went.

    ``face`` is scaled if its size differs from ``rect`` (only while something animates).
    """
    state = state or CardState()
    drawn = rect.move(0, -lift(rect.height, state))
    off = shadow_offset(rect.height)
    if state.selected or state.hover:
        off = (off[0] * 2, off[1] * 2)
    sh = shadow(rect.size)
    spread = (sh.get_width() - rect.width) // 2
    surface.blit(sh, (rect.x - spread + off[0], rect.y - spread + off[1]))
    if face.get_size() != drawn.size:
        face = text_marks.scaled(face, drawn.size)
    text_marks.placed(surface, face, drawn)
    if state.dim:
        veil = pygame.Surface(drawn.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 15, 10, 110), veil.get_rect(), 0, corner_radius(drawn))
        surface.blit(veil, drawn)
    if state.legal or state.hot:
        draw_glow(surface, drawn, state.hot)
    if state.selected:
        draw_selected(surface, drawn)
    elif state.hover:
        pygame.draw.rect(surface, HOVER, drawn, max(1, rect.width // 60), corner_radius(drawn))
    return drawn


def default_back(surface: pygame.Surface) -> None:
    """A plain diamond-lattice back for games that do not paint their own."""
    w, h = surface.get_size()
    surface.fill((120, 30, 40))
    step = max(6, w // 8)
    colour = (150, 55, 60)
    for x in range(-h, w + h, step):
        pygame.draw.line(surface, colour, (x, 0), (x + h, h), max(1, w // 60))
        pygame.draw.line(surface, colour, (x + h, 0), (x, h), max(1, w // 60))
    inset = max(3, w // 12)
    frame = surface.get_rect().inflate(-inset * 2, -inset * 2)
    pygame.draw.rect(surface, (235, 215, 170), frame, max(1, w // 50), corner_radius(w) // 2)


class CardSprite:
    """One card on a table: what it shows, where it lies and how it is shown.

    ``face`` paints the front, ``back`` the back (default: ``default_back``); keys name
    the painted images for the cache. The table moves the sprite by setting ``rect``.
    """

    def __init__(
        self,
        face_key: Hashable,
        face: FacePainter,
        back_key: Hashable = "parlour.default_back",
        back: FacePainter = default_back,
        rect: pygame.Rect | None = None,
    ) -> None:
        self.face_key = face_key
        self.face = face
        self.back_key = back_key
        self.back = back
        self.rect = rect or pygame.Rect(0, 0, *card_size(120))
        self.state = CardState()

    def image(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        size = size or self.rect.size
        if self.state.face_up:
            return render_face(self.face_key, size, self.face)
        return render_face(self.back_key, size, self.back)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> pygame.Rect:
        """Draw at ``rect`` (default: its own); returns the rectangle it covers."""
        rect = rect or self.rect
        return draw_card(surface, rect, self.image(rect.size), self.state)
