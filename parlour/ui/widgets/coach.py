"""The coach of a lesson: a bubble of one or two sentences beside the table, with an arrow
to the place that matters.

The words point at the table rather than replace it: the bubble sits in the side panel,
over the game's log (``dock``: a newcomer needs the coach's words more than the log's, and
there it covers nothing of the table), and its arrow points at the place from the bubble's
side (the host rings the place itself, as a hint's). Where the panel is too short for the
words, it takes the calmest spot of the table as drawn (``calmest``): of a few spots, the one
over the fewest words, edges and controls, never over what it points at. A corner picked by
rule alone lay over the prompt and a seat the step spoke of (MONOPOLY at 1024×640, step 9),
while the felt in the middle was bare; only the drawn table shows where a game writes its
prompt and puts its seats. Until it is drawn, the corner farthest from what it points at
stands in. Wherever it is, it
may lie over something the player wants to see, so "Move aside" (or M) puts it in the next
place (the panel, then the table's corners) and it stays where the player put it. "Leave
lesson" ends the lesson at once. Both are buttons the keyboard reaches too (``focus_spots``).

The arrow is short and stops at the place's ring: a line all the way from the panel would
run across every card and label on its way. Of a few ways in, turned a little from the
straight one, it takes the one over the plainest part of the table as drawn (``calm``),
never over another place pointed at, so it does not cross the words on a card.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from parlour.ui.fonts import font
from parlour.ui.hint_banner import RING, RING_EDGE
from parlour.ui.text import draw_text, fit, wrap_text
from parlour.ui.widgets.side_panel import MARK, PANEL_EDGE, TEXT

Px = Callable[[float], int]
Translate = Callable[..., str]

#: The bubble's ground: the hint's blue-green, darker, so the coach reads as the hint's kin.
GROUND = (22, 40, 46, 238)
#: Corners in the order "Move aside" visits them: top left, top right, bottom right, bottom left.
CORNERS = ("topleft", "topright", "bottomright", "bottomleft")
#: The place in the side panel, visited before the corners.
DOCK = "dock"
#: The widest the bubble grows (1280×800 units), and its share of a narrow table.
MAX_WIDTH = 430
SHARE = 0.46
#: Narrower than this (1280×800 units), the bubble's words are set smaller.
NARROW = 360
#: How far the arrow reaches out from the ring of the place it points at (1280×800 units).
REACH = 84
#: Turns (degrees) from the straight way between bubble and place, tried nearest first.
TURNS = (0, 20, -20, 40, -40, 60, -60, 80, -80)
#: A colour step (any channel) this big to a pixel two away marks text or a drawn edge.
EDGE = 64
#: Spots tried across and down the table for a bubble that does not fit the panel.
SPOTS = 5
#: The grid the calmest spot is looked for on (1280×800 units).
LOOK_STEP = 8


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
        #: Where the player moved the bubble to (``None``: where it covers least).
        self.place: str | None = None
        self.area = pygame.Rect(0, 0, 0, 0)
        self.dock = pygame.Rect(0, 0, 0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.move_button = pygame.Rect(0, 0, 0, 0)
        self.leave_button = pygame.Rect(0, 0, 0, 0)
        self.up = False
        self._px: Px = round
        #: The arrow's way in once chosen (start, end), kept while nothing moves so that it
        #: does not jump about as the table animates under it.
        self._arrow: tuple[pygame.Vector2, pygame.Vector2] | None = None
        self._arrow_for: tuple[tuple[int, ...], ...] = ()
        #: The calmest spot of the table as last drawn, for the words and places it was
        #: looked for (``_look_for``); kept while they stay, so it does not wander.
        self._spot: pygame.Rect | None = None
        self._spot_for: tuple[object, ...] = ()

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

    def layout(self, area: pygame.Rect, px: Px, dock: pygame.Rect | None = None) -> None:
        """Lay out over the table ``area``, docked where it can in ``dock`` beside it."""
        self.area, self._px = pygame.Rect(area), px
        self.dock = pygame.Rect(dock) if dock is not None else pygame.Rect(0, 0, 0, 0)
        self._place()

    def point_at(self, targets: Sequence[pygame.Rect], avoid: Sequence[pygame.Rect] = ()) -> None:
        """The places moved (a new layout, a card lifted): follow them."""
        moved = [pygame.Rect(t) for t in targets] != self.targets
        if moved or [pygame.Rect(a) for a in avoid] != self.avoid:
            self.targets = [pygame.Rect(target) for target in targets]
            self.avoid = [pygame.Rect(spot) for spot in avoid]
            self._place()

    def move_aside(self) -> None:
        places = self._places()
        current = self.place if self.place in places else self._auto_place()
        if self.place is None and self._looked():
            current = places[-1]  # from the calmest spot on to the first place
        self.place = places[(places.index(current) + 1) % len(places)]
        self._place()

    # -- layout --------------------------------------------------------------------------
    def _sizes(self, width: int) -> tuple[int, int, int]:
        """Type sizes of the title, the words and the buttons in a bubble ``width`` wide:
        a narrow one (the side panel) sets its words a little smaller, so that they fit
        there rather than over the table."""
        px = self._px
        body = px(17) if width >= px(NARROW) else px(15)
        return px(15), body, px(14)

    def _fonts(self, width: int) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        title, body, button = self._sizes(width)
        return font(title, True), font(body), font(button, True)

    def _width(self, place: str) -> int:
        if place == DOCK:
            return self.dock.width
        return min(self._px(MAX_WIDTH), int(self.area.width * SHARE))

    def lines(self, width: int | None = None) -> list[str]:
        """The words wrapped for a bubble ``width`` wide (the bubble's own, by default)."""
        width = width if width is not None else self.rect.width
        room = width - 2 * self._px(14)
        body = self._fonts(width)[1]
        return [line for part in self.text.split("\n") for line in wrap_text(part, body, room)]

    def _stacked(self, width: int) -> bool:
        """Whether the two buttons stand one above the other: side by side a label would
        not fit (a narrow panel, a long German word)."""
        px = self._px
        button_font = self._fonts(width)[2]
        half = (width - 2 * px(14) - px(8)) // 2
        labels = ("parlour.lesson.move_aside", "parlour.lesson.leave")
        return any(button_font.size(self.t(key))[0] > half - px(8) for key in labels)

    def _height(self, width: int) -> int:
        px = self._px
        title_font, body, button_font = self._fonts(width)
        pad = px(14)
        button_rows = 2 if self._stacked(width) else 1
        return (
            pad
            + title_font.get_linesize()
            + px(4)
            + body.get_linesize() * len(self.lines(width))
            + (px(10) + button_font.get_linesize() + px(10)) * button_rows
            + pad
        )

    def _places(self) -> list[str]:
        """Where the bubble may sit: the panel if the words fit there, then the corners."""
        docks = self.dock.width > 0 and self._height(self.dock.width) <= self.dock.height
        return [DOCK, *CORNERS] if docks else list(CORNERS)

    def _auto_place(self) -> str:
        """The panel where it fits; else the corner where the bubble covers none of the
        places pointed at, then as few of the table's other controls as it can, then lies
        farthest from the places (top right when there are none: most tables keep their
        controls at the bottom)."""
        places = self._places()
        if places[0] == DOCK:
            return DOCK
        if not self.targets:
            return CORNERS[1]

        def score(corner: str) -> tuple[bool, int, float]:
            rect = self._rect_at(corner)
            centre = pygame.Vector2(rect.center)
            clear = rect.collidelist(self.targets) < 0
            covered = len(rect.collidelistall(self.avoid))
            far = min(centre.distance_to(target.center) for target in self.targets)
            return clear, -covered, far

        return max(CORNERS, key=score)

    def _rect_at(self, place: str) -> pygame.Rect:
        """The bubble's rectangle at the top of the panel or in a corner of the table."""
        px = self._px
        width = self._width(place)
        if place == DOCK:
            return pygame.Rect(self.dock.topleft, (width, self._height(width)))
        rect = pygame.Rect(0, 0, width, min(self._height(width), self.area.height - 2 * px(12)))
        inner = self.area.inflate(-2 * px(12), -2 * px(12))
        setattr(rect, place, getattr(inner, place))
        return rect

    def _look_for(self) -> tuple[object, ...]:
        """What the calmest spot depends on: the words, the places, the table's area."""
        rects = (self.area, self.dock, *self.targets, *self.avoid)
        return (self.title, self.text, tuple(tuple(rect) for rect in rects))

    def _looked(self) -> bool:
        """Whether the bubble sits at the calmest spot found on the drawn table."""
        return self._spot is not None and self._spot_for == self._look_for()

    def _place(self) -> None:
        if self.area.width <= 0:
            return
        px = self._px
        places = self._places()
        if self.place in places:
            self.rect = self._rect_at(self.place)
        elif self._looked() and places[0] != DOCK:
            assert self._spot is not None  # _looked says so
            self.rect = self._spot.copy()
        else:
            self.rect = self._rect_at(self._auto_place())
        button_font = self._fonts(self.rect.width)[2]
        pad = px(14)
        button_h = button_font.get_linesize() + px(10)
        top = self.rect.bottom - pad - button_h
        if self._stacked(self.rect.width):
            whole = self.rect.width - 2 * pad
            self.leave_button = pygame.Rect(self.rect.left + pad, top, whole, button_h)
            self.move_button = self.leave_button.move(0, -button_h - px(10))
            return
        half = (self.rect.width - 2 * pad - px(8)) // 2
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
        self._look(surface)
        self._draw_arrow(surface)
        backdrop = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        # Over the log the ground is opaque: the log's lines must not show through.
        ground = (*GROUND[:3], 255) if self.rect.colliderect(self.dock) else GROUND
        pygame.draw.rect(backdrop, ground, backdrop.get_rect(), border_radius=px(12))
        surface.blit(backdrop, self.rect)
        pygame.draw.rect(surface, RING, self.rect, width=max(2, px(3)), border_radius=px(12))
        title_font, body, button_font = self._fonts(self.rect.width)
        title_size, body_size, button_size = self._sizes(self.rect.width)
        pad = px(14)
        previous_clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-px(4), -px(4)).clip(previous_clip))
        x, y = self.rect.left + pad, self.rect.top + pad
        room = self.rect.width - 2 * pad
        title = fit(self.title, room, title_font)
        draw_text(surface, title, (x, y), title_size, MARK, bold=True, full=self.title)
        y += title_font.get_linesize() + px(4)
        for line in self.lines():
            draw_text(surface, line, (x, y), body_size, TEXT)
            y += body.get_linesize()
        for button, key in (
            (self.move_button, "parlour.lesson.move_aside"),
            (self.leave_button, "parlour.lesson.leave"),
        ):
            pygame.draw.rect(surface, PANEL_EDGE, button, border_radius=px(6))
            pygame.draw.rect(surface, MARK, button, width=max(1, px(1)), border_radius=px(6))
            words = self.t(key)
            label = fit(words, button.width - px(8), button_font)
            draw_text(
                surface,
                label,
                button.center,
                button_size,
                TEXT,
                bold=True,
                anchor="center",
                full=words,
            )
        surface.set_clip(previous_clip)

    def _look(self, surface: pygame.Surface) -> None:
        """Once per step's words and places: where the player has not put it and the
        panel is too short for it, move to the calmest spot of ``surface`` (already
        holding the table)."""
        key = self._look_for()
        if self.place is not None or self._spot_for == key or self._places()[0] == DOCK:
            return
        self._spot_for = key
        self._spot = self.calmest(surface)
        self._place()

    def calmest(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Of ``SPOTS`` × ``SPOTS`` spots of the bubble's size over the table, the one on
        the fewest points of text, drawn edges and the table's controls (``avoid``), clear
        of every place pointed at and its ring; of two as calm, the one farther from those
        places. ``None`` where none is clear."""
        px = self._px
        size = self._rect_at(CORNERS[0]).size
        inner = self.area.inflate(-2 * px(12), -2 * px(12))
        step = max(2, px(LOOK_STEP))
        busy = _busy_points(surface, inner, step, self.avoid)
        rings = [target.inflate(px(14), px(14)) for target in self.targets]
        best: tuple[tuple[int, float], pygame.Rect] | None = None
        for row in range(SPOTS):
            for column in range(SPOTS):
                left = inner.left + (inner.width - size[0]) * column // (SPOTS - 1)
                top = inner.top + (inner.height - size[1]) * row // (SPOTS - 1)
                spot = pygame.Rect((left, top), size)
                if spot.collidelist(rings) >= 0:
                    continue
                centre = pygame.Vector2(spot.center)
                far = min((centre.distance_to(ring.center) for ring in rings), default=0.0)
                score = (sum(1 for point in busy if spot.collidepoint(point)), -far)
                if best is None or score < best[0]:
                    best = (score, spot)
        return None if best is None else best[1]

    def arrow(self, surface: pygame.Surface) -> tuple[pygame.Vector2, pygame.Vector2] | None:
        """Where the arrow runs on ``surface`` (already holding the table): from its start
        to its head at the ring of the place nearest the bubble; ``None``: no arrow (the
        bubble lies on or right beside the place)."""
        if not self.targets:
            return None
        key = tuple(tuple(rect) for rect in (self.rect, *self.targets))
        if key != self._arrow_for:
            self._arrow_for = key
            self._arrow = self._way_in(surface)
        return self._arrow

    def _way_in(self, surface: pygame.Surface) -> tuple[pygame.Vector2, pygame.Vector2] | None:
        px = self._px
        centre = pygame.Vector2(self.rect.center)
        target = min(self.targets, key=lambda r: centre.distance_squared_to(r.center))
        aim = pygame.Vector2(target.center)
        if self.rect.collidepoint(aim) or centre.distance_to(aim) < px(40):
            return None
        straight = (aim - centre).normalize()
        ring = target.inflate(px(14), px(14))
        others = [rect for rect in self.targets if rect is not target]
        bounds = surface.get_clip()
        reach = px(REACH)
        best: tuple[tuple[int, int, int], tuple[pygame.Vector2, pygame.Vector2]] | None = None
        for turn in TURNS:
            direction = straight.rotate(turn)
            far = aim - direction * (ring.width + ring.height)
            entry = ring.clipline(far, aim)
            if not entry:
                continue
            end = pygame.Vector2(entry[0])
            start = end - direction * reach
            while self.rect.collidepoint(start) and start.distance_to(end) > 0:
                start += direction * px(4)  # a bubble close by: from its edge
            if start.distance_to(end) < px(24) or not bounds.collidepoint(start):
                continue
            crossed = sum(1 for rect in others if rect.clipline(start, end))
            score = (crossed, calm(surface, start, end - direction * px(10), px(3)), abs(turn))
            if best is None or score < best[0]:
                best = (score, (start, end))
        return None if best is None else best[1]

    def _draw_arrow(self, surface: pygame.Surface) -> None:
        """The arrow from the bubble's side to the place's ring, a head at its end."""
        way = self.arrow(surface)
        if way is None:
            return
        px = self._px
        start, end = way
        direction = (end - start).normalize()
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


def calm(surface: pygame.Surface, start: pygame.Vector2, end: pygame.Vector2, step: int) -> int:
    """How many points every ``step`` pixels from ``start`` to ``end`` lie on text or a
    drawn edge of ``surface``: where a colour changes sharply within two pixels."""
    bounds = surface.get_rect().inflate(-4, -4)
    count = max(1, round(start.distance_to(end) / max(1, step)))
    busy = 0
    for index in range(count + 1):
        x, y = (round(v) for v in start.lerp(end, index / count))
        if not bounds.collidepoint(x, y):
            continue
        if _on_edge(surface, x, y):
            busy += 1
    return busy


def _busy_points(
    surface: pygame.Surface, area: pygame.Rect, step: int, avoid: Sequence[pygame.Rect]
) -> list[tuple[int, int]]:
    """The points every ``step`` pixels of ``area`` that lie on text or a drawn edge of
    ``surface``, or on one of the ``avoid`` rectangles."""
    bounds = surface.get_rect().inflate(-4, -4).clip(area)
    busy: list[tuple[int, int]] = []
    for y in range(bounds.top, bounds.bottom, step):
        for x in range(bounds.left, bounds.right, step):
            if any(spot.collidepoint(x, y) for spot in avoid) or _on_edge(surface, x, y):
                busy.append((x, y))
    return busy


def _on_edge(surface: pygame.Surface, x: int, y: int) -> bool:
    """Whether the colour changes sharply within two pixels of ``(x, y)``."""
    here = surface.get_at((x, y))
    for dx, dy in ((2, 0), (0, 2), (-2, 0), (0, -2)):
        there = surface.get_at((x + dx, y + dy))
        if max(abs(here[c] - there[c]) for c in range(3)) >= EDGE:
            return True
    return False
