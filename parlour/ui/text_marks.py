"""What text a frame shows, where, at what size, and whether all of it can be read.

Painters draw names and numbers onto card images, cached layers and the screen, and a
text can end up cut at a card's edge, shortened with "…", hidden under the next card of a
hand or set too small to read. None of that raises an error, so nobody notices until a
player squints. This layer lets a test see it: while ``recording()`` is on, every text a
painter draws is noted as a ``TextMark`` on the surface it is drawn on, and the marks
travel with that surface when it is blitted (``placed``), scaled (``scaled``) or is a
subsurface of another, until they reach the screen. ``tests/ui/readable.py`` holds each
screen's marks to the floor of ``readable_size``.

Off (in the app), every function here costs one test of a flag.

What a painter says when it notes a text:
- ``full``: the whole text, when what is drawn is a shortened form of it;
- ``hover``: the whole text is shown when the pointer rests on it (a tooltip or zoom),
  so a shortened form is allowed;
- ``needed=False``: decoration (a watermark, an emblem's letter), which no rule checks.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from weakref import WeakKeyDictionary

import pygame

from parlour.ui.surface_cache import forget_table_images

#: Width × height from which every needed text is at least ``LARGE_FLOOR`` pixels.
LARGE_FROM = (1280, 800)
SMALL_FLOOR = 11
#: Pixels an image may reach over a text's box each way without hiding it: a button's
#: shadow over the blank line space above a label hides no letter.
SLACK = 2
LARGE_FLOOR = 12


def readable_size(window: tuple[int, int]) -> int:
    """The smallest type size a needed text may have in a window of this size: 11 px
    below 1280×800, 12 px from there up."""
    large = window[0] >= LARGE_FROM[0] and window[1] >= LARGE_FROM[1]
    return LARGE_FLOOR if large else SMALL_FLOOR


@dataclass(frozen=True)
class TextMark:
    """One text as it was drawn: ``rect`` in the coordinates of the surface that holds
    the mark, ``size`` the type size in pixels (after any scaling)."""

    text: str
    rect: pygame.Rect
    size: int
    full: str
    needed: bool = True
    hover: bool = False
    clipped: bool = False
    covered: bool = False

    @property
    def shortened(self) -> bool:
        """Whether less than the whole text is drawn."""
        return self.text != self.full


_marks: WeakKeyDictionary[pygame.Surface, list[TextMark]] = WeakKeyDictionary()
_recording = False


@contextmanager
def recording() -> Iterator[None]:
    """Note every text drawn until the block ends. Cached images drawn before hold no
    marks, so they are forgotten first and drawn again."""
    global _recording
    forget_table_images()
    _marks.clear()
    _recording = True
    try:
        yield
    finally:
        _recording = False
        _marks.clear()


def is_recording() -> bool:
    return _recording


def note(
    surface: pygame.Surface,
    text: str,
    rect: pygame.Rect,
    size: int,
    *,
    full: str | None = None,
    needed: bool = True,
    hover: bool = False,
) -> None:
    """``text`` was drawn on ``surface`` in ``rect`` at ``size`` pixels. A text that
    leaves the surface or its clip area is clipped."""
    if not _recording or not text.strip():
        return
    clipped = not surface.get_clip().contains(rect)
    mark = TextMark(text, pygame.Rect(rect), size, full or text, needed, hover, clipped)
    _add(surface, [mark])


def written(
    image: pygame.Surface,
    text: str,
    size: int,
    *,
    full: str | None = None,
    needed: bool = True,
    hover: bool = False,
) -> pygame.Surface:
    """``image`` (``text`` rendered at ``size``) noted as holding that text, for a painter
    that renders a line before it knows where it goes; ``placed`` carries it there."""
    note(image, text, image.get_rect(), size, full=full, needed=needed, hover=hover)
    return image


def _add(surface: pygame.Surface, marks: list[TextMark]) -> None:
    """Hold ``marks`` (in ``surface``'s coordinates) on the surface at the root of
    ``surface``: a subsurface draws on its parent's pixels."""
    parent = surface.get_abs_parent()
    if parent is not surface:
        dx, dy = surface.get_abs_offset()
        marks = [replace(mark, rect=mark.rect.move(dx, dy)) for mark in marks]
    _marks.setdefault(parent, []).extend(marks)


def marks_on(surface: pygame.Surface) -> list[TextMark]:
    """The marks ``surface`` holds, in its own coordinates (a subsurface: its parent's
    marks that fall inside it)."""
    parent = surface.get_abs_parent()
    held = _marks.get(parent, [])
    if parent is surface:
        return list(held)
    box = pygame.Rect(surface.get_abs_offset(), surface.get_size())
    return [mark for mark in held if box.colliderect(mark.rect)]


def forget(surface: pygame.Surface) -> None:
    """``surface`` is painted anew: the texts it held are gone."""
    if _recording:
        _marks.pop(surface.get_abs_parent(), None)


def veiled(surface: pygame.Surface, area: pygame.Rect) -> None:
    """A curtain, dialog or veil is drawn over ``area`` of ``surface`` to set what lies
    under it aside: the texts there are no longer read, so none of them counts."""
    if not _recording:
        return
    held = _marks.get(surface.get_abs_parent())
    if held:
        box = pygame.Rect(area).move(surface.get_abs_offset())
        held[:] = [mark for mark in held if not box.colliderect(mark.rect)]


def placed(
    target: pygame.Surface,
    image: pygame.Surface,
    dest: tuple[int, int] | pygame.Rect,
    area: pygame.Rect | None = None,
    *,
    covers: bool = True,
) -> pygame.Rect:
    """``target.blit(image, dest, area)`` that carries ``image``'s texts onto ``target``.

    With ``covers`` (an opaque image: a card, a panel) the texts of ``target`` under the
    image are marked covered: a card of a hand laid over its neighbour's name hides it.
    """
    drawn = target.blit(image, dest, area) if area is not None else target.blit(image, dest)
    if not _recording:
        return drawn
    origin = dest.topleft if isinstance(dest, pygame.Rect) else dest
    source = area if area is not None else image.get_rect()
    if covers:
        under = _marks.get(target.get_abs_parent(), [])
        footprint = drawn.move(target.get_abs_offset())
        for index, mark in enumerate(under):
            overlap = footprint.clip(mark.rect)
            if overlap.width > SLACK and overlap.height > SLACK:
                under[index] = replace(mark, covered=True)
    carried = []
    for mark in marks_on(image):
        rect = mark.rect.move(origin[0] - source.x, origin[1] - source.y)
        inside = source.contains(mark.rect) and target.get_clip().contains(rect)
        carried.append(replace(mark, rect=rect, clipped=mark.clipped or not inside))
    if carried:
        _add(target, carried)
    return drawn


def scaled(image: pygame.Surface, size: tuple[int, int], *, smooth: bool = True) -> pygame.Surface:
    """``image`` scaled to ``size``, its texts scaled with it (their type size too)."""
    scale = pygame.transform.smoothscale if smooth else pygame.transform.scale
    result = scale(image, size)
    if _recording:
        width, height = image.get_size()
        fx, fy = size[0] / max(1, width), size[1] / max(1, height)
        marks = [
            replace(
                mark,
                rect=pygame.Rect(
                    round(mark.rect.x * fx),
                    round(mark.rect.y * fy),
                    round(mark.rect.width * fx),
                    round(mark.rect.height * fy),
                ),
                size=max(1, round(mark.size * min(fx, fy))),
            )
            for mark in marks_on(image)
        ]
        if marks:
            _add(result, marks)
    return result
