"""The zoom tooltip: a card's full text, large and wrapped, next to the card.

Resting the mouse on a zoomable thing for a moment shows it; a right-click shows it at
once and pins it until the next click, Escape or moving onto another thing. A left click,
and the end of a drag, close it until the mouse moves again. The panel is
placed beside its anchor and always kept fully on screen.

A zoom belongs to the thing under the pointer, not to a place in a list: when the table
moves its things (a card played, the line closed up, the view of another seat after a
curtain), the zoom asks again what lies under the pointer and closes if it is another
thing, so it never shows a card the pointer has left.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

import pygame

from parlour.ui import text_marks
from parlour.ui.fonts import font
from parlour.ui.text import wrap_text
from parlour.ui.widgets.card import FacePainter, card_size, draw_card, render_face

#: Seconds the mouse must rest on a thing before its zoom appears.
HOVER_DELAY = 0.6

PANEL = (252, 248, 238)
INK = (35, 28, 22)
BORDER = (120, 96, 60)


@dataclass(frozen=True)
class ZoomContent:
    """What a zoom shows: a title, wrapped body text, and optionally the card itself
    (painted large by the game's own painter, cached under ``face_key``)."""

    title: str
    text: str
    face_key: Hashable | None = None
    face: FacePainter | None = None


def place_panel(size: tuple[int, int], anchor: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """A rectangle of ``size`` beside ``anchor`` (right, else left, else over it), moved
    fully inside ``bounds``."""
    gap = 12
    rect = pygame.Rect((0, 0), size)
    rect.midleft = (anchor.right + gap, anchor.centery)
    if rect.right > bounds.right:
        rect.midright = (anchor.left - gap, anchor.centery)
    if rect.left < bounds.left:
        rect.midtop = (anchor.centerx, anchor.bottom + gap)
        if rect.bottom > bounds.bottom:
            rect.midbottom = (anchor.centerx, anchor.top - gap)
    return rect.clamp(bounds)


def zoom_card_size(screen: tuple[int, int]) -> tuple[int, int]:
    """How large a zoom shows a card on a screen (or table) of this size."""
    return card_size(max(160, int(min(screen) * 0.42)))


class ZoomController:
    """Shows the zoom for whatever zoomable the mouse rests on (or right-clicks).

    ``content(key)`` is asked only when a zoom opens, so translated text is never
    rendered for things nobody looks at.
    """

    def __init__(self, content: Callable[[Hashable], ZoomContent | None]) -> None:
        self.content = content
        self._spots: list[tuple[Hashable, pygame.Rect]] = []
        self._under: Hashable | None = None
        self._rest = 0.0
        self._shown: Hashable | None = None
        self._pinned = False
        #: Where the pointer was last seen over the table; ``None`` after a click, which
        #: closes the zoom until the pointer moves again.
        self._pointer: tuple[int, int] | None = None
        self._cache: tuple[Hashable, tuple[int, int], pygame.Surface] | None = None
        self.suppressed = False
        #: Where the open zoom was last drawn (``None`` while closed).
        self.panel_rect: pygame.Rect | None = None

    def set_spots(self, spots: Iterable[tuple[Hashable, pygame.Rect]]) -> None:
        """The zoomable things and where they are (later ones lie on top)."""
        self._spots = list(spots)
        keys = {k for k, _ in self._spots}
        if self._shown not in keys:
            self.hide()
        if self._under not in keys:
            self._under = None
        if self._pointer is not None:
            self._point_at(self._pointer)

    @property
    def shown(self) -> Hashable | None:
        return self._shown

    def hide(self) -> None:
        self._shown = None
        self._pinned = False
        self.panel_rect = None

    def _spot_at(self, pos: tuple[int, int]) -> Hashable | None:
        for key, rect in reversed(self._spots):
            if rect.collidepoint(pos):
                return key
        return None

    def _anchor(self, key: Hashable) -> pygame.Rect | None:
        for k, rect in self._spots:
            if k == key:
                return rect
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Right-click toggles a pinned zoom; motion restarts the hover timer. Only the
        right-click is consumed, so hovering never steals a click from the table."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self._point_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                key = self._spot_at(event.pos)
                if key is None or (self._pinned and key == self._shown):
                    self.hide()
                else:
                    self._shown, self._pinned = key, True
                return key is not None or self._pinned
            # A click acts on the thing: its zoom waits until the pointer moves again,
            # rather than popping back over what the click just opened.
            self._forget_pointer()
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            # A drag ends here: the card dropped now lies under the resting pointer, and
            # its zoom would cover the place the next move is made (a bid, a sale).
            self._forget_pointer()
            return False
        if event.type == pygame.WINDOWLEAVE:
            # The pointer left the window, or a cover (the hot-seat curtain) took it from
            # the table: where it was last seen may be the last person's, and must not
            # open a zoom of the next one's cards.
            self._forget_pointer()
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self._shown:
            self.hide()
            return True
        return False

    def _forget_pointer(self) -> None:
        self.hide()
        self._under = None
        self._pointer = None
        self._rest = 0.0

    def _point_at(self, pos: tuple[int, int]) -> None:
        """The pointer is at ``pos``: a new thing under it restarts the rest, and closes the
        zoom of another (a pinned one stays while the pointer is over nothing)."""
        under = self._spot_at(pos)
        if under != self._under:
            self._under = under
            self._rest = 0.0
            if not self._pinned or under is not None:
                self.hide()

    def update(self, dt: float) -> bool:
        """Count the hover rest; ``True`` the moment a zoom opens (a redraw is needed)."""
        if self.suppressed or self._under is None or self._shown is not None:
            return False
        self._rest += dt
        if self._rest >= HOVER_DELAY:
            self._shown = self._under
            return True
        return False

    def _render(self, content: ZoomContent, screen: tuple[int, int]) -> pygame.Surface:
        short = min(screen)
        pad = max(10, short // 50)
        title_font = font(max(16, short // 28), bold=True)
        body_font = font(max(14, short // 40))
        text_width = max(220, short // 2)
        card: pygame.Surface | None = None
        if content.face is not None and content.face_key is not None:
            card = render_face(content.face_key, zoom_card_size(screen), content.face)
        lines = wrap_text(content.text, body_font, text_width)
        line_h = body_font.get_linesize()
        title_lines = wrap_text(content.title, title_font, text_width)
        text_h = title_font.get_linesize() * len(title_lines) + pad // 2 + line_h * len(lines)
        card_w = card.get_width() + pad if card is not None else 0
        width = pad * 2 + card_w + text_width
        height = pad * 2 + max(text_h, card.get_height() if card is not None else 0)
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 70), surf.get_rect().move(3, 4), 0, pad)
        body = surf.get_rect().inflate(-4, -4).move(-2, -2)
        pygame.draw.rect(surf, PANEL, body, 0, pad)
        pygame.draw.rect(surf, BORDER, body, 2, pad)
        x, y = pad, pad
        if card is not None:
            draw_card(surf, pygame.Rect((x, y), card.get_size()), card)
            x += card_w
        for line in title_lines:
            at = surf.blit(title_font.render(line, True, INK), (x, y))
            text_marks.note(surf, line, at, title_font.get_point_size())
            y += title_font.get_linesize()
        y += pad // 2
        for line in lines:
            if line:
                at = surf.blit(body_font.render(line, True, INK), (x, y))
                text_marks.note(surf, line, at, body_font.get_point_size())
            y += line_h
        return surf

    def draw(self, surface: pygame.Surface, bounds: pygame.Rect | None = None) -> None:
        """Draw the open zoom (if any) on top of everything, inside ``bounds`` (default:
        the whole ``surface``)."""
        if self._shown is None:
            return
        anchor = self._anchor(self._shown)
        if anchor is None:
            return
        bounds = surface.get_rect() if bounds is None else bounds.clip(surface.get_rect())
        if self._cache is None or self._cache[0] != self._shown or self._cache[1] != bounds.size:
            content = self.content(self._shown)
            if content is None:
                self.hide()
                return
            self._cache = (self._shown, bounds.size, self._render(content, bounds.size))
        panel = self._cache[2]
        if panel.get_width() > bounds.width or panel.get_height() > bounds.height:
            scale = min(bounds.width / panel.get_width(), bounds.height / panel.get_height())
            panel = text_marks.scaled(
                panel, (int(panel.get_width() * scale), int(panel.get_height() * scale))
            )
        self.panel_rect = place_panel(panel.get_size(), anchor, bounds)
        text_marks.placed(surface, panel, self.panel_rect)

    def invalidate(self) -> None:
        """Forget the rendered panel (language or content changed)."""
        self._cache = None
