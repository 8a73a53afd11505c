"""Buttons drawn with pygame: a rounded shape with a label that answers one click.

Tables draw on their own surface (not through pygame_gui), so their prompts ("Done",
"Throw again") need a button that lives in the table's coordinates, follows its colours and
is cheap to rebuild whenever the legal actions change. A label never shrinks out of
legibility or out of its button: a button is as wide as its label, a label too long for the
room wraps onto a second line (the button grows taller), and a row too wide for its room
falls into a column (``row``). The main menu uses the same button
in the menu look (``ButtonStyle`` from the theme), because it is drawn before pygame_gui
has loaded. A button only reports a click; what the click means stays with its owner.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from parlour.ui import text_marks
from parlour.ui.colours import RGB
from parlour.ui.fonts import font
from parlour.ui.surface_cache import SurfaceCache, surface_bytes
from parlour.ui.text import wrap_text

PRIMARY = (176, 38, 38)
SECONDARY = (40, 70, 120)
INK = (250, 246, 236)
EDGE = (250, 240, 210)
SHADOW = (0, 0, 0)


@dataclass(frozen=True)
class ButtonStyle:
    """Colours and shape of a button in its states: normal, hovered, keyboard focus and
    disabled. ``radius`` is a fraction of the button's height."""

    fill: RGB
    hover_fill: RGB
    focus_fill: RGB
    disabled_fill: RGB
    edge: RGB
    hover_edge: RGB
    disabled_edge: RGB
    text: RGB
    disabled_text: RGB
    edge_width: int = 1
    hover_edge_width: int = 3
    radius: float = 1 / 3
    shadow: RGB = SHADOW
    shadow_offset: tuple[int, int] = (2, 3)


@cache  # asked for on every frame a table button is drawn
def table_style(base: RGB, primary: bool) -> ButtonStyle:
    """The tables' look: a coloured pill with a cream edge that lightens under the mouse."""
    lighter = (min(255, base[0] + 30), min(255, base[1] + 30), min(255, base[2] + 30))
    level = round(sum(base) / 3)
    return ButtonStyle(
        fill=base,
        hover_fill=lighter,
        focus_fill=lighter,
        disabled_fill=(level, level, level),
        edge=EDGE,
        hover_edge=EDGE,
        disabled_edge=EDGE,
        text=INK,
        disabled_text=EDGE,
        edge_width=2 if primary else 1,
    )


#: The smallest label a button ever gets, in pixels (readable at 1024×640).
MIN_LABEL = 12
#: A label is at most this many lines; past that the button is simply as wide as it must be.
MAX_LINES = 2


def label_size(height: int) -> int:
    """The label's font size for a one-line button ``height`` pixels tall."""
    return max(MIN_LABEL, int(height * 0.42))


def label_lines(label: str, height: int, width: int | None = None) -> list[str]:
    """``label`` as it is drawn on a button of this ``height`` and ``width``: one line when it
    fits, else wrapped onto two (``None``: as wide as the label wants, one line)."""
    fnt = font(label_size(height), True)
    room = None if width is None else width - pad_of(height)
    if room is None or fnt.size(label)[0] <= room:
        return [label]
    lines = wrap_text(label, fnt, room)
    if len(lines) > MAX_LINES:  # a single long word: keep it whole rather than split it up
        return [label]
    return lines


def pad_of(height: int) -> int:
    """The air left and right of a label, together."""
    return max(16, height)


def button_height(label: str, height: int, width: int) -> int:
    """How tall a button of ``width`` must be for ``label`` (``height`` for one line)."""
    lines = label_lines(label, height, width)
    line = font(label_size(height), True).get_linesize()
    return max(height, line * len(lines) + height - line)


_rendered: SurfaceCache[pygame.Surface] = SurfaceCache(4 * 2**20, surface_bytes)


def _render(
    label: str, size: tuple[int, int], one_line_h: int, style: ButtonStyle, state: str
) -> pygame.Surface:
    """The whole button (shadow, shape, edge and label) as one image; cached, because a
    table redraws its buttons every frame of a hover fade or a drag."""
    return _rendered.get(
        (label, size, one_line_h, style, state),
        lambda: _paint(label, size, one_line_h, style, state),
    )


def _paint(
    label: str, size: tuple[int, int], one_line_h: int, style: ButtonStyle, state: str
) -> pygame.Surface:
    if state == "disabled":
        fill, edge, width = style.disabled_fill, style.disabled_edge, style.edge_width
    elif state in ("focus", "hover"):
        fill = style.focus_fill if state == "focus" else style.hover_fill
        edge, width = style.hover_edge, style.hover_edge_width
    else:
        fill, edge, width = style.fill, style.edge, style.edge_width
    ink = style.disabled_text if state == "disabled" else style.text
    ox, oy = style.shadow_offset
    image = pygame.Surface((size[0] + abs(ox), size[1] + abs(oy)), pygame.SRCALPHA)
    rect = pygame.Rect(max(0, -ox), max(0, -oy), *size)
    radius = max(4, round(one_line_h * style.radius))
    pygame.draw.rect(image, style.shadow, rect.move(ox, oy), border_radius=radius)
    pygame.draw.rect(image, fill, rect, border_radius=radius)
    pygame.draw.rect(image, edge, rect, width=width, border_radius=radius)
    fnt, lines = fit_label(label, one_line_h, size)
    line_h = fnt.get_linesize()
    top = rect.centery - line_h * len(lines) // 2
    for i, line in enumerate(lines):
        text = fnt.render(line, True, ink)
        at = image.blit(text, text.get_rect(midtop=(rect.centerx, top + i * line_h)))
        text_marks.note(image, line, at, fnt.get_point_size())
    return image


def fit_label(
    label: str, one_line_h: int, size: tuple[int, int]
) -> tuple[pygame.font.Font, list[str]]:
    """The font and lines for ``label`` in a button of ``size``: its own size, wrapped when
    too wide; only a button given too little height (a fixed menu) gets a smaller one, never
    below ``MIN_LABEL``."""
    width, height = size
    points = label_size(one_line_h)
    while True:
        fnt = font(points, True)
        lines = [label]
        if fnt.size(label)[0] > width - pad_of(one_line_h):
            wrapped = wrap_text(label, fnt, width - pad_of(one_line_h))
            lines = wrapped if len(wrapped) <= MAX_LINES else [label]
        fits = fnt.get_linesize() * len(lines) <= height - 2 and all(
            fnt.size(line)[0] <= width - 4 for line in lines
        )
        if fits or points <= MIN_LABEL:
            return fnt, lines
        points -= 1


def draw_button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    style: ButtonStyle,
    hover: bool = False,
    focus: bool = False,
    enabled: bool = True,
    line_height: int | None = None,
) -> None:
    """One button in ``rect``. Its label keeps its size (``line_height``: the height of a
    one-line button, which sets it; default ``rect.height``) and wraps when too wide."""
    state = "disabled" if not enabled else "focus" if focus else "hover" if hover else "normal"
    one_line_h = line_height or rect.height
    image = _render(label, rect.size, one_line_h, style, state)
    ox, oy = style.shadow_offset
    text_marks.placed(surface, image, (rect.x - max(0, -ox), rect.y - max(0, -oy)))


@dataclass
class TableButton:
    """One button: ``key`` is what a click returns (an action, a command name, …).

    Without a ``style`` it takes the tables' look in ``colour`` (or the primary/secondary
    colour)."""

    key: Hashable
    label: str
    rect: pygame.Rect
    primary: bool = False
    colour: RGB | None = None
    style: ButtonStyle | None = None
    enabled: bool = True
    #: The height of this button had its label one line (``row`` makes wrapped ones taller).
    line_height: int | None = None
    #: Why the button is greyed, told while the pointer is on it (``draw_why``).
    why: str | None = None

    def draw(self, surface: pygame.Surface, hover: bool = False, focus: bool = False) -> None:
        style = self.style or table_style(
            self.colour or (PRIMARY if self.primary else SECONDARY), self.primary
        )
        draw_button(
            surface, self.rect, self.label, style, hover, focus, self.enabled, self.line_height
        )


#: The note that says why a button is greyed: dark, with the buttons' cream edge and ink.
NOTE_FILL = (32, 30, 28)


def draw_why(
    surface: pygame.Surface,
    buttons: Sequence[TableButton],
    pos: tuple[int, int],
    bounds: pygame.Rect,
) -> pygame.Rect | None:
    """Over a greyed button under ``pos`` that knows why, a note saying why (above the
    button, or below where there is no room; inside ``bounds``). A refusal that gives no
    reason leaves the player guessing. Returns where the note is, ``None`` if none."""
    button = next(
        (b for b in reversed(buttons) if not b.enabled and b.why and b.rect.collidepoint(pos)),
        None,
    )
    if button is None or not button.why:
        return None
    fnt = font(label_size(button.line_height or button.rect.height))
    pad = max(4, fnt.get_linesize() // 3)
    room = min(bounds.width, max(button.rect.width, fnt.size("m")[0] * 36)) - 2 * pad
    lines = wrap_text(button.why, fnt, room)
    width = max(fnt.size(line)[0] for line in lines) + 2 * pad
    box = pygame.Rect(0, 0, width, fnt.get_linesize() * len(lines) + 2 * pad)
    box.midbottom = (button.rect.centerx, button.rect.top - pad)
    if box.top < bounds.top:
        box.midtop = (button.rect.centerx, button.rect.bottom + pad)
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, NOTE_FILL, box, border_radius=pad)
    pygame.draw.rect(surface, EDGE, box, width=1, border_radius=pad)
    for i, line in enumerate(lines):
        image = fnt.render(line, True, INK)
        at = surface.blit(image, (box.x + pad, box.y + pad + i * fnt.get_linesize()))
        text_marks.note(surface, line, at, fnt.get_point_size())
    return box


def button_width(label: str, height: int) -> int:
    """A width that fits ``label`` on one line at this button height with some air."""
    return font(label_size(height), True).size(label)[0] + pad_of(height)


def row(
    labels: Sequence[str],
    centre: tuple[int, int],
    height: int,
    gap: int,
    max_width: int | None = None,
) -> list[pygame.Rect]:
    """Rectangles for buttons side by side, centred on ``centre``, each fitting its label.

    With ``max_width`` the row never grows wider than that: labels first wrap onto two lines
    (the buttons grow taller, the row stays centred); if it is still too wide, the buttons
    stand in a column, each as wide as the widest needs (at most ``max_width``). A long
    translation thus never pushes a button off the table.
    """
    widths = [button_width(label, height) for label in labels]
    total = sum(widths) + gap * max(0, len(widths) - 1)
    if max_width is None or total <= max_width:
        return _side_by_side(widths, [height] * len(widths), centre, gap)
    wrapped = _shares(widths, max_width - gap * max(0, len(labels) - 1))
    if all(
        button_width(line, height) <= w
        for label, w in zip(labels, wrapped, strict=True)
        for line in label_lines(label, height, w)
    ):
        wrapped = [_narrowest(label, height, w) for label, w in zip(labels, wrapped, strict=True)]
        tall = max(
            button_height(label, height, w) for label, w in zip(labels, wrapped, strict=True)
        )
        return _side_by_side(wrapped, [tall] * len(labels), centre, gap)
    width = min(max_width, max(widths))
    heights = [button_height(label, height, width) for label in labels]
    top = centre[1] - (sum(heights) + gap * (len(heights) - 1)) // 2
    rects = []
    for h in heights:
        rects.append(pygame.Rect(centre[0] - width // 2, top, width, h))
        top += h + gap
    return rects


def _shares(widths: Sequence[int], room: int) -> list[int]:
    """Split ``room`` among buttons: the short ones keep their width, the long ones share
    what is left equally (and will wrap)."""
    shares = list(widths)
    long = set(range(len(widths)))
    while long:
        fair = (room - sum(shares[i] for i in range(len(shares)) if i not in long)) // len(long)
        short = {i for i in long if widths[i] <= fair}
        if not short:
            for i in long:
                shares[i] = max(1, fair)
            break
        long -= short
    return shares


def _narrowest(label: str, height: int, width: int) -> int:
    """The width its wrapped lines really need (at most ``width``), so no air is wasted."""
    lines = label_lines(label, height, width)
    return min(width, max(button_width(line, height) for line in lines))


def _side_by_side(
    widths: Sequence[int], heights: Sequence[int], centre: tuple[int, int], gap: int
) -> list[pygame.Rect]:
    total = sum(widths) + gap * max(0, len(widths) - 1)
    x = centre[0] - total // 2
    rects = []
    for width, h in zip(widths, heights, strict=True):
        rects.append(pygame.Rect(x, centre[1] - h // 2, width, h))
        x += width + gap
    return rects


def hit(buttons: Sequence[TableButton], pos: tuple[int, int]) -> TableButton | None:
    """The enabled button under ``pos`` (the last drawn wins), or ``None``."""
    for button in reversed(buttons):
        if button.enabled and button.rect.collidepoint(pos):
            return button
    return None
