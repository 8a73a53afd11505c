"""The coach of a lesson: a bubble of one or two sentences in a corner of the table, with
an arrow to the place that matters.

The words point at the table rather than replace it: the bubble sits in the corner
farthest from what it points at, and its arrow runs to that place (the host rings the
place itself, as a hint's). Whatever the corner, it may lie over something the player
wants to see, so "Move aside" (or M) puts it in the next corner and it stays where the
player put it. "Leave lesson" ends the lesson at once. Both are buttons the keyboard
reaches too (``focus_spots``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from parlour.ui.fonts import font
from parlour.ui.hint_banner import RING, RING_EDGE
from parlour.ui.text import fit, wrap_text
from parlour.ui.widgets.side_panel import MARK, PANEL_EDGE, TEXT

Px = Callable[[float], int]
Translate = Callable[..., str]

#: The bubble's ground: the hint's blue-green, darker, so the coach reads as the hint's kin.
GROUND = (22, 40, 46, 238)
#: Corners in the order "Move aside" visits them: top left, top right, bottom right, bottom left.
CORNERS = ("topleft", "topright", "bottomright", "bottomleft")
#: The widest the bubble grows (1280×800 units), and its share of a narrow table.
MAX_WIDTH = 430
SHARE = 0.46


class CoachBubble:
    """``show`` the step's words and the places they point at; ``on_leave`` ends the lesson."""

    def __init__(self, t: Translate, on_leave: Callable[[], None]) -> None:
        self.t = t
        self.on_leave = on_leave
        self.title = ""
        self.text = ""
        self.targets: list[pygame.Rect] = []
        #: Other places the player may want to reach (the table's controls): kept clear
        #: where a corner allows.
        self.avoid: list[pygame.Rect] = []
        #: The corner the player moved the bubble to (``None``: away from the targets).
        self.corner: int | None = None
        self.area = pygame.Rect(0, 0, 0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.move_button = pygame.Rect(0, 0, 0, 0)
        self.leave_button = pygame.Rect(0, 0, 0, 0)
        self.up = False
        self._px: Px = round

    def show(
        self,
        title: str,
        text: str,
        targets: Sequence[pygame.Rect],
        avoid: Sequence[pygame.Rect] = (),
    ) -> None:
        self.title, self.text, self.up = title, text, True
        self.targets = [pygame.Rect(target) for target in targets]
        self.avoid = [pygame.Rect(spot) for spot in avoid]
        self._place()

    def hide(self) -> None:
        self.up = False

    def layout(self, area: pygame.Rect, px: Px) -> None:
        self.area, self._px = pygame.Rect(area), px
        self._place()

    def point_at(self, targets: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect] = ()) -> None:
        """The places moved (a new layout, a card lifted): follow them."""
        moved = [pygame.Rect(t) for t in targets] != self.targets
        if moved or [pygame.Rect(a) for a in avoid] != self.avoid:
            self.targets = [pygame.Rect(target) for target in targets]
            self.avoid = [pygame.Rect(spot) for spot in avoid]
            self._place()

    def move_aside(self) -> None:
        current = self.corner if self.corner is not None else self._auto_corner()
        self.corner = (current + 1) % len(CORNERS)
        self._place()

    # -- layout --------------------------------------------------------------------------
    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        px = self._px
        return font(px(15), True), font(px(17)), font(px(14), True)

    def _width(self) -> int:
        return min(self._px(MAX_WIDTH), int(self.area.width * SHARE))

    def lines(self) -> list[str]:
        room = self._width() - 2 * self._px(14)
        body = self._fonts()[1]
        return [line for part in self.text.split("\n") for line in wrap_text(part, body, room)]

    def _auto_corner(self) -> int:
        """The corner where the bubble covers none of the places pointed at, then as few
        of the table's other controls as it can, then lies farthest from the places
        (top right when there are none: most tables keep their controls at the bottom)."""
        if not self.targets:
            return 1

        def score(index: int) -> tuple[bool, int, float]:
            rect = self._rect_at(CORNERS[index])
            centre = pygame.Vector2(rect.center)
            clear = rect.collidelist(self.targets) < 0
            covered = len(rect.collidelistall(self.avoid))
            far = min(centre.distance_to(target.center) for target in self.targets)
            return clear, -covered, far

        return max(range(len(CORNERS)), key=score)

    def _rect_at(self, corner: str) -> pygame.Rect:
        """The bubble's rectangle in ``corner`` of the table."""
        px = self._px
        title_font, body, button_font = self._fonts()
        pad = px(14)
        height = (
            pad
            + title_font.get_linesize()
            + px(4)
            + body.get_linesize() * len(self.lines())
            + px(10)
            + button_font.get_linesize()
            + px(10)
            + pad
        )
        rect = pygame.Rect(0, 0, self._width(), min(height, self.area.height - 2 * px(12)))
        inner = self.area.inflate(-2 * px(12), -2 * px(12))
        setattr(rect, corner, getattr(inner, corner))
        return rect

    def _place(self) -> None:
        if self.area.width <= 0:
            return
        px = self._px
        corner = CORNERS[self.corner if self.corner is not None else self._auto_corner()]
        self.rect = self._rect_at(corner)
        button_font = self._fonts()[2]
        pad = px(14)
        button_h = button_font.get_linesize() + px(10)
        half = (self.rect.width - 2 * pad - px(8)) // 2
        top = self.rect.bottom - pad - button_h
        self.move_button = pygame.Rect(self.rect.left + pad, top, half, button_h)
        self.leave_button = pygame.Rect(self.rect.right - pad - half, top, half, button_h)

    # -- input ---------------------------------------------------------------------------
    def focus_spots(self) -> list[pygame.Rect]:
        return [self.move_button, self.leave_button] if self.up else []

    def click(self, pos: tuple[int, int]) -> bool:
        """A click on one of the bubble's buttons (``True``: it was one)."""
        if not self.up:
            return False
        if self.move_button.collidepoint(pos):
            self.move_aside()
            return True
        if self.leave_button.collidepoint(pos):
            self.on_leave()
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Its buttons, and M; a click on the bubble itself does not reach the table."""
        if not self.up:
            return False
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_m
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT)
        ):
            self.move_aside()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.click(event.pos) or self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return bool(self.rect.collidepoint(event.pos))
        return False

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.up or self.rect.width <= 0:
            return
        px = self._px
        self._draw_arrow(surface)
        backdrop = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(backdrop, GROUND, backdrop.get_rect(), border_radius=px(12))
        surface.blit(backdrop, self.rect)
        pygame.draw.rect(surface, RING, self.rect, width=max(2, px(3)), border_radius=px(12))
        title_font, body, button_font = self._fonts()
        pad = px(14)
        previous_clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-px(4), -px(4)).clip(previous_clip))
        x, y = self.rect.left + pad, self.rect.top + pad
        room = self.rect.width - 2 * pad
        surface.blit(title_font.render(fit(self.title, room, title_font), True, MARK), (x, y))
        y += title_font.get_linesize() + px(4)
        for line in self.lines():
            surface.blit(body.render(line, True, TEXT), (x, y))
            y += body.get_linesize()
        for button, key in (
            (self.move_button, "parlour.lesson.move_aside"),
            (self.leave_button, "parlour.lesson.leave"),
        ):
            pygame.draw.rect(surface, PANEL_EDGE, button, border_radius=px(6))
            pygame.draw.rect(surface, MARK, button, width=max(1, px(1)), border_radius=px(6))
            label = fit(self.t(key), button.width - px(8), button_font)
            image = button_font.render(label, True, TEXT)
            surface.blit(image, image.get_rect(center=button.center))
        surface.set_clip(previous_clip)

    def _draw_arrow(self, surface: pygame.Surface) -> None:
        """From the bubble's edge to the nearest place pointed at, a head at its end."""
        if not self.targets:
            return
        px = self._px
        start = pygame.Vector2(self.rect.center)
        target = min(self.targets, key=lambda r: start.distance_squared_to(r.center))
        end = pygame.Vector2(target.center)
        if self.rect.collidepoint(end) or start.distance_to(end) < px(40):
            return
        # Leave the bubble at its edge and stop just short of the place's ring.
        direction = (end - start).normalize()
        while self.rect.collidepoint(start):
            start += direction * px(4)
        inside = target.inflate(px(14), px(14)).clipline(start, end)
        if inside:  # stop where the line meets the place's ring
            end = pygame.Vector2(inside[0])
        if start.distance_to(end) < px(24):
            return
        normal = pygame.Vector2(-direction.y, direction.x)
        head = [
            end,
            end - direction * px(18) + normal * px(9),
            end - direction * px(18) - normal * px(9),
        ]
        pygame.draw.line(surface, RING_EDGE, start, end, max(3, px(7)))
        pygame.draw.line(surface, RING, start, end - direction * px(10), max(2, px(4)))
        pygame.draw.polygon(surface, RING_EDGE, [p + direction * px(2) for p in head])
        pygame.draw.polygon(surface, RING, head)
