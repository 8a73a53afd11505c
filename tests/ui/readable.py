"""Every screen of ``tools/screens.py`` held to readable text, as a player needs it.

For each screen the painters' texts (``parlour.ui.text_marks``) and pygame_gui's own
labels and buttons are read from the last frame, and every text a player needs must be:
- at least ``readable_size`` pixels (11 below 1280×800, 12 from there up);
- whole: not clipped by its box or the window, not hidden under a card laid over it,
  and not shortened with "…" unless its full form is shown on hover;
- apart: not overlapping another needed text.

Run it by hand to see what one table does wrong:

    python -m tests.ui.readable [--sizes 1024x640] [--langs de] [--only guillotine]
                                [--hot-seat]

``--only`` takes a game id (that game's screens) or any part of a screen's name
(``load``, ``replay``); ``--hot-seat`` checks the moments of several people at one
screen (``tools/hot_seat_screens.py``) instead.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import hot_seat_screens  # noqa: E402
import pygame  # noqa: E402
import pygame_gui  # noqa: E402
import screens  # noqa: E402  (tools/screens.py: sets the dummy video driver)
from pygame_gui.core.utility import translate  # noqa: E402

from parlour.games import playable_games  # noqa: E402
from parlour.ui import text_marks  # noqa: E402
from parlour.ui.text import ELLIPSIS  # noqa: E402
from parlour.ui.text_marks import SLACK, TextMark, readable_size  # noqa: E402


def widget_marks(manager: pygame_gui.UIManager) -> list[TextMark]:
    """pygame_gui's visible labels and buttons as marks: a text wider than its element
    is clipped by it, and one that ends in "…" is shortened (its tooltip, if it has one,
    shows it whole). An element its container clips (a row scrolled half out of its
    list) is left out: scrolling shows it whole."""
    marks = []
    for element in manager.get_sprite_group().sprites():
        if not isinstance(element, pygame_gui.elements.UILabel | pygame_gui.elements.UIButton):
            continue
        if not element.visible or not getattr(element, "text", ""):
            continue
        if element.rect.width <= 0 or element.get_image_clipping_rect() is not None:
            continue
        text = translate(element.text, **element.text_kwargs)
        width, height = element.font.size(text)
        rect = pygame.Rect(0, 0, min(width, element.rect.width), height)
        rect.center = element.rect.center
        size = element.font.get_point_size()
        clipped = width > element.rect.width
        # The whole text is not known here, only that it is not what is drawn.
        full = text[: -len(ELLIPSIS)] + "[…]" if text.endswith(ELLIPSIS) else text
        hover = bool(getattr(element, "tool_tip_text", None))
        marks.append(TextMark(text, rect, size, full, hover=hover, clipped=clipped))
    return marks


def broken_words(manager: pygame_gui.UIManager) -> list[str]:
    """Words pygame_gui's text boxes broke mid-word: a word wider than a whole line is
    split anywhere, a dash at the end of one row and at the start of the next ("Wertungs-"
    "-karte"), not at a syllable; German's long words make that likely."""
    found = []
    for element in manager.get_sprite_group().sprites():
        layout = getattr(element, "text_box_layout", None)
        if not element.visible or layout is None:
            continue
        rows = [
            [chunk.text for chunk in row.items if getattr(chunk, "text", "")]
            for row in layout.layout_rows
        ]
        for row, following in pairwise(rows):
            if row and following and row[-1].endswith("-") and following[0][:1] == "-":
                found.append(
                    f"{row[-1].split()[-1]!r} {following[0].split()[0]!r}: broken mid-word"
                )
    return found


def problems(marks: list[TextMark], window: tuple[int, int]) -> list[str]:
    """What is wrong with the needed texts among ``marks`` in a window of this size."""
    floor = readable_size(window)
    screen = pygame.Rect((0, 0), window)
    needed = [mark for mark in marks if mark.needed]
    found = []
    for mark in needed:
        name = f"{mark.full!r} at {tuple(mark.rect)}"
        if mark.size < floor:
            found.append(f"{name}: {mark.size} px, under {floor} px")
        if mark.clipped or not screen.contains(mark.rect):
            found.append(f"{name}: clipped")
        if mark.covered:
            found.append(f"{name}: hidden under something drawn over it")
        if mark.shortened and not mark.hover:
            found.append(f"{name}: shortened to {mark.text!r} with no full form on hover")
    shown = [mark for mark in needed if not mark.covered]
    for index, mark in enumerate(shown):
        for other in shown[index + 1 :]:
            overlap = mark.rect.clip(other.rect)
            if overlap.width > SLACK and overlap.height > SLACK:
                found.append(f"{mark.full!r} and {other.full!r} overlap at {tuple(overlap)}")
    return found


def screen_problems(
    sizes: list[tuple[int, int]],
    langs: list[str],
    only: str | None = None,
    hot_seat: bool = False,
) -> Iterator[tuple[str, list[str]]]:
    """``(screen, problems)`` for every screen of ``tools/screens.py`` (with ``hot_seat``:
    every hot-seat moment; with ``only``: those whose name holds it) at every size in
    every language."""
    from parlour.ui.app import App

    ids = [game.id for game in playable_games()]
    # A game's screens need only that game; the menus need one game (rules, results).
    games = [game_id for game_id in ids if only in (None, game_id)] or ids[:1]
    sessions = {} if hot_seat else {game_id: screens.mid_game(game_id) for game_id in games}
    with tempfile.TemporaryDirectory(prefix="parlour-readable-") as data:
        if not hot_seat:
            screens.record_games(Path(data), games)
        for lang in langs:
            for size in sizes:
                app = App(data_dir=Path(data), language=lang, size=size, sound=False)
                try:
                    for session in sessions.values():
                        app.store.save(screens.copy(session))
                    shown = (
                        hot_seat_screens.screens(app)
                        if hot_seat
                        else screens.screens(app, sessions)
                    )
                    for name, show in shown:
                        if only is not None and only not in name:
                            continue
                        with text_marks.recording():
                            show()
                            screens.settle(app, still=name.endswith(screens.HALF_WAY))
                            marks = text_marks.marks_on(app.screen)
                        marks += widget_marks(app.manager)
                        kind = "hot_seat-" if hot_seat else ""
                        label = f"{lang}-{size[0]}x{size[1]}-{kind}{name}"
                        found = problems(marks, app.screen.get_size())
                        yield label, found + broken_words(app.manager)
                finally:
                    app.shutdown()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1024x640,1280x800,1920x1080")
    parser.add_argument("--langs", default="de,en")
    parser.add_argument("--only", help="a game id or part of a screen's name")
    parser.add_argument(
        "--hot-seat", action="store_true", help="the moments of several people at one screen"
    )
    args = parser.parse_args(argv)
    sizes = [screens._size(size) for size in args.sizes.split(",")]
    bad = 0
    langs = args.langs.split(",")
    for label, found in screen_problems(sizes, langs, args.only, args.hot_seat):
        bad += len(found)
        print(f"{label}: {len(found)} problem(s)")
        for line in found:
            print(f"    {line}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
