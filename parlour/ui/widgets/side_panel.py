"""The dark panel beside a table: its width, its colours and the list of who sits there.

The table host and the replay show a game the same way, so they share this: a panel of
the same width at the right, and a line per seat with the seat to act marked by a
triangle and bold type (not colour alone) and a bot's level at the right.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from parlour.saves.session import Seat
from parlour.ui import text_marks, theme
from parlour.ui.fonts import font
from parlour.ui.text import draw_text, fit, wrap_text

PANEL = (36, 27, 20)
PANEL_EDGE = (90, 66, 40)
TEXT = theme.CREAM
MUTED = (176, 160, 132)
MARK = theme.GOLD


def side_width(width: int, px: Callable[[float], int]) -> int:
    """The panel's width in a window ``width`` wide: a quarter, within readable bounds."""
    return max(px(240), min(int(width * 0.26), px(360)))


def side_rect(size: tuple[int, int], px: Callable[[float], int]) -> pygame.Rect:
    """Where the panel lies in a window of ``size``: its full height at the right."""
    width, height = size
    side = side_width(width, px)
    return pygame.Rect(width - side, 0, side, height)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, px: Callable[[float], int]) -> None:
    """The panel's ground and the edge that parts it from the table."""
    surface.fill(PANEL, rect)
    pygame.draw.line(surface, PANEL_EDGE, rect.topleft, rect.bottomleft, max(2, px(3)))


def title_lines(name: str, side: pygame.Rect, px: Callable[[float], int]) -> list[str]:
    """The game's name wrapped into the panel ``side``: "MONOPOLY Das Kartenspiel" is
    wider than the panel of a 1024×640 window, and a name must never be cut."""
    return wrap_text(name, font(px(22), True), side.width - 2 * px(12))


def title_height(name: str, side: pygame.Rect, px: Callable[[float], int]) -> int:
    return font(px(22), True).get_linesize() * len(title_lines(name, side, px))


def draw_title(
    surface: pygame.Surface, name: str, side: pygame.Rect, px: Callable[[float], int]
) -> int:
    """The game's name at the panel's top; returns where the next line goes."""
    title_font = font(px(22), True)
    x, y = side.left + px(12), side.top + px(12)
    for line in title_lines(name, side, px):
        at = surface.blit(title_font.render(line, True, TEXT), (x, y))
        text_marks.note(surface, line, at, title_font.get_point_size())
        y += title_font.get_linesize()
    return y


def draw_seats(
    surface: pygame.Surface,
    topleft: tuple[int, int],
    right: int,
    seats: Sequence[Seat],
    to_act: int | None,
    px: Callable[[float], int],
    t: Callable[..., str],
) -> int:
    """A line per seat from ``topleft`` to ``right``; returns the height used."""
    x, y = topleft
    line_font, bold_font = font(px(17)), font(px(17), True)
    line_h = line_font.get_linesize()
    for index, seat in enumerate(seats):
        acting = index == to_act
        if acting:
            # A triangle marker as well as bold type: not colour alone.
            mid = y + line_h // 2
            size = px(6)
            pygame.draw.polygon(
                surface, MARK, [(x, mid - size), (x, mid + size), (x + int(size * 1.5), mid)]
            )
        room = right - (x + px(16))
        if seat.ai_level is not None:
            level = t(f"table.level.{seat.ai_level}")
            tag = draw_text(
                surface, level, (right, y + line_h // 2), px(14), MUTED, anchor="midright"
            )
            room -= tag.width + px(8)
        name_font = bold_font if acting else line_font
        shown = fit(seat.name, room, name_font)
        colour = TEXT if acting else MUTED
        draw_text(surface, shown, (x + px(16), y), px(17), colour, bold=acting, full=seat.name)
        y += line_h
    return line_h * len(seats)


def header_height(
    name: str, side: pygame.Rect, px: Callable[[float], int], subtitle: bool, seats: int
) -> int:
    """How tall ``draw_header`` draws the title, the subtitle if there is one, and
    ``seats`` lines of seats: from below the panel's margin at the top to above the gap
    it leaves under them."""
    line = font(px(17)).get_linesize()
    return title_height(name, side, px) + (line if subtitle else 0) + px(8) + line * seats


def draw_header(
    surface: pygame.Surface,
    side: pygame.Rect,
    name: str,
    subtitle: str | None,
    seats: Sequence[Seat],
    to_act: int | None,
    px: Callable[[float], int],
    t: Callable[..., str],
) -> int:
    """The panel's ground and what heads it in a game and its replay alike: the game's
    name, a ``subtitle`` (the replay says it is one), and a line per seat (none where
    ``seats`` is empty). Returns where the lines below it begin."""
    pad = px(12)
    draw_panel(surface, side, px)
    x = side.left + pad
    y = draw_title(surface, name, side, px)
    if subtitle is not None:
        line_font = font(px(17))
        shown = fit(subtitle, side.width - 2 * pad, line_font)
        draw_text(surface, shown, (x, y), px(17), MUTED, full=subtitle)
        y += line_font.get_linesize()
    y += px(8)
    if seats:
        y += draw_seats(surface, (x, y), side.right - pad, seats, to_act, px, t)
    return y + px(10)
