"""The parlour look for menus: green baize in a wooden frame, cream panels, Noto Sans.

The pygame_gui theme lives in ``assets/themes/parlour.json`` at the size meant for
1280×800. On larger windows every font size and every layout measure is multiplied by
:func:`ui_scale`, in quarter steps, so text stays as readable on a 4K screen as on a
laptop; below 1280×800 the scale stays 1 (the layouts fit 1024×640 at that size).

A theme file that cannot be used (damaged, missing, not a file, of the wrong shape) never
stops the app: the menus take pygame_gui's own default look (``fallback``) and the app
names the file (``i18n.report_broken``).
"""

from __future__ import annotations

import copy
import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from parlour.engine.errors import MALFORMED
from parlour.resources import assets_dir
from parlour.saves.store import SaveError, read_save
from parlour.ui import i18n
from parlour.ui.widgets.button import ButtonStyle

if TYPE_CHECKING:
    import pygame_gui

FELT = (31, 74, 50)
FELT_DARK = (18, 46, 31)
WOOD = (90, 58, 34)
WOOD_DARK = (58, 37, 20)
WOOD_LIGHT = (128, 86, 50)
CREAM = (243, 234, 211)
INK = (43, 33, 24)
GOLD = (201, 162, 39)

#: Body sizes of HTML text (rules help, messages; headings derive from them), preloaded
#: so pygame_gui never loads a font in the middle of a frame (and does not warn about it).
_HTML_SIZES = (16, 18)


def theme_path() -> Path:
    return assets_dir() / "themes" / "parlour.json"


def ui_scale(size: tuple[int, int]) -> float:
    """1.0 up to 1280×800, growing with the window in steps of 0.25, at most 2.75."""
    width, height = size
    raw = min(width / 1280, height / 800)
    return max(1.0, min(2.75, int(raw * 4) / 4))


#: How wide a tooltip's lines run at scale 1 (pygame_gui's own width; the theme file says
#: the same). Scaled with the type like every measure: at pygame_gui's fixed width a long
#: word no longer fitted a line at 1920×1080, and pygame_gui cuts such a word anywhere,
#: with a hyphen on both halves ("Entscheid-" over "-ungen").
_TOOL_TIP = {"misc": {"rect_width": "170"}}

#: The message that names a theme file that cannot be used.
BROKEN_KEY = "install.broken_theme"
#: The fallback's measures where pygame_gui's default theme has none (its own values).
_FALLBACK_MISC = {"border_width": "1", "shape_corner_radius": "2", "shadow_width": "2"}
_FALLBACK_FONT = {"name": "noto_sans", "size": "14"}
#: The colours the main menu draws its texts and its hint box with, from any block.
_DRAWN_COLOURS = ("normal_text", "dark_bg")


@cache
def _base_theme() -> dict[str, Any]:
    """The theme file's content, or ``fallback()`` if it cannot be used (read as a save is
    read: never a pipe, nothing huge or nested too deep; see ``read_save``)."""
    path = theme_path()
    try:
        data = read_save(path)
        _check(data)
    except SaveError as exc:
        i18n.report_broken(str(path), exc.detail or exc.key, BROKEN_KEY)
        return fallback()
    except MALFORMED as exc:
        i18n.report_broken(str(path), f"{type(exc).__name__}: {exc}", BROKEN_KEY)
        return fallback()
    checked: dict[str, Any] = data
    return checked


@cache
def fallback() -> dict[str, Any]:
    """pygame_gui's default colours, with the font and the measures parlour draws with;
    only the text that stands on parlour's own cream panels (labels, check boxes) is
    dark, since pygame_gui's light grey is made for its dark panels."""
    default = resources.files("pygame_gui.data").joinpath("default_theme.json")
    colours = json.loads(default.read_text(encoding="utf-8"))["defaults"]["colours"]
    ink = "#{:02x}{:02x}{:02x}".format(*INK)
    on_cream = {"colours": {f"{state}_text": ink for state in ("normal", "hovered", "selected")}}
    return {
        "defaults": {"colours": colours, "font": _FALLBACK_FONT, "misc": _FALLBACK_MISC},
        "label": on_cream,
        "check_box": on_cream,
        "tool_tip": _TOOL_TIP,
    }


def _check(data: Any) -> None:
    """Raise what the look would raise later on ``data``: every font size and measure a
    number, every colour parlour draws with present and a colour."""
    if not isinstance(data, dict) or not all(isinstance(b, dict) for b in data.values()):
        raise TypeError("the theme is not a mapping of blocks")
    _scaled(data, 1.0)
    for block in data:
        font_spec(block, 1.0, data)
        for key in (*data[block].get("colours", {}), *_DRAWN_COLOURS):
            colour(block, key, data)
    menu_button_style(1.0, data)


def theme_data(scale: float) -> dict[str, Any]:
    """The theme with every font size and measure (corners, borders, title bar, list
    rows, the tooltip's width) multiplied by ``scale``."""
    return _scaled(_base_theme(), scale)


def _scaled(theme: dict[str, Any], scale: float) -> dict[str, Any]:
    data = copy.deepcopy(theme)
    for block in data.values():
        font = block.get("font")
        if font and "size" in font:
            font["size"] = str(round(int(font["size"]) * scale))
        misc = block.get("misc", {})
        for key in (
            "title_bar_height",
            "list_item_height",
            "shape_corner_radius",
            "border_width",
            "shadow_width",
            "rect_width",
        ):
            if key in misc:
                misc[key] = str(round(int(misc[key]) * scale))
        if "padding" in misc:
            misc["padding"] = ",".join(
                str(round(int(v) * scale)) for v in misc["padding"].split(",")
            )
    return data


def colour(block: str, key: str, theme: dict[str, Any] | None = None) -> pygame.Color:
    """A colour of the pygame_gui theme, from ``block`` or else from ``defaults``.

    What parlour draws itself in the menu look (the main menu) takes its colours from
    here, so it always matches the pygame_gui widgets of the other menus.
    """
    theme = _base_theme() if theme is None else theme
    value = theme.get(block, {}).get("colours", {}).get(key)
    found = value or theme["defaults"]["colours"][key]
    if "," in found:  # a gradient ("#a,#b,90"): parlour draws its first colour
        found = found.split(",", 1)[0]
    return pygame.Color(found)


def font_spec(block: str, scale: float, theme: dict[str, Any] | None = None) -> tuple[int, bool]:
    """(pixel size at ``scale``, bold) of a theme block's font."""
    theme = _base_theme() if theme is None else theme
    spec = theme.get(block, {}).get("font") or theme["defaults"]["font"]
    return round(int(spec["size"]) * scale), spec.get("bold") == "1"


def menu_button_style(scale: float, theme: dict[str, Any] | None = None) -> ButtonStyle:
    """The ``#menu_button`` look of the theme for a button parlour draws itself."""
    theme = _base_theme() if theme is None else theme
    misc = {**theme["defaults"].get("misc", {}), **theme.get("#menu_button", {}).get("misc", {})}
    height = 54  # the main menu's button height at scale 1, which the radius is set for

    def rgb(key: str) -> tuple[int, int, int]:
        found = colour("#menu_button", key, theme)
        return (found.r, found.g, found.b)

    return ButtonStyle(
        fill=rgb("normal_bg"),
        hover_fill=rgb("hovered_bg"),
        focus_fill=rgb("selected_bg"),
        disabled_fill=rgb("disabled_bg"),
        edge=rgb("normal_border"),
        hover_edge=rgb("hovered_border"),
        disabled_edge=rgb("disabled_border"),
        text=rgb("normal_text"),
        disabled_text=rgb("disabled_text"),
        edge_width=max(1, round(int(misc["border_width"]) * scale)),
        hover_edge_width=max(1, round(int(misc["border_width"]) * scale)),
        radius=int(misc["shape_corner_radius"]) / height,
        shadow=(150, 132, 104),
        shadow_offset=(0, max(2, round(int(misc["shadow_width"]) * scale))),
    )


def font_sizes(scale: float) -> set[tuple[int, bool]]:
    """Every (size, bold) the scaled theme and the HTML text boxes ask for."""
    from parlour.ui import markdown  # only after the first frame (see ``App.step``)

    sizes: set[tuple[int, bool]] = set()
    for block in theme_data(scale).values():
        font = block.get("font")
        if font:
            sizes.add((int(font["size"]), font.get("bold") == "1"))
    for base in _HTML_SIZES:
        for size in markdown.font_sizes(html_size(base, scale)):
            sizes.update({(size, False), (size, True)})
    return sizes


def apply(manager: pygame_gui.UIManager, scale: float) -> None:
    """Load the theme at ``scale`` into ``manager`` and preload its fonts."""
    manager.get_theme().load_theme(theme_data(scale))
    preload_fonts(manager, scale)


def preload_fonts(manager: pygame_gui.UIManager, scale: float) -> None:
    """Load every font the menus use now, so none is loaded (with a warning) mid-frame.

    The theme loads its own fonts; only the ones still missing (bold and italic HTML text)
    are preloaded, because pygame_gui warns about preloading a font twice too.
    """
    fonts = manager.get_theme().get_font_dictionary()
    wanted: list[dict[str, str | int | float]] = []
    styles = (("regular", False, False), ("bold", True, False), ("italic", False, True))
    for size in sorted({size for size, _bold in font_sizes(scale)}):
        for style, bold, italic in styles:
            font_id = fonts.create_font_id(size, "noto_sans", bold, italic, True)
            if not fonts.check_font_preloaded(font_id):
                wanted.append({"name": "noto_sans", "point_size": size, "style": style})
    manager.preload_fonts(wanted)


def html_size(base: int, scale: float) -> int:
    """A font size for HTML text (``<font pixel_size=…>``) at the current scale."""
    return round(base * scale)


@cache
def background(size: tuple[int, int]) -> pygame.Surface:
    """Green baize with a soft darker edge inside a wooden frame, cached per window size."""
    width, height = max(1, size[0]), max(1, size[1])
    surface = pygame.Surface((width, height))
    surface.fill(WOOD)
    frame = max(6, min(width, height) // 45)
    inner = pygame.Rect(frame, frame, max(1, width - 2 * frame), max(1, height - 2 * frame))
    # Vignette: concentric rectangles from dark edge to lighter centre.
    steps = 12
    for i in range(steps):
        mix = i / (steps - 1)
        colour = tuple(round(d + (f - d) * mix) for d, f in zip(FELT_DARK, FELT, strict=True))
        shrink = round(i * min(inner.width, inner.height) / (steps * 5))
        pygame.draw.rect(surface, colour, inner.inflate(-2 * shrink, -2 * shrink))
    # Wood grain: a few thin lighter and darker lines along the frame.
    for offset in range(2, frame, 4):
        shade = WOOD_LIGHT if offset % 8 == 2 else WOOD_DARK
        pygame.draw.rect(
            surface, shade, pygame.Rect(0, 0, width, height).inflate(-offset, -offset), 1
        )
    pygame.draw.rect(surface, WOOD_DARK, inner.inflate(4, 4), 2)
    pygame.draw.rect(surface, GOLD, inner.inflate(-2, -2), 1)
    return surface


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A cream card with a wooden edge and a soft shadow, the menus' panel."""
    radius = round(14 * scale)
    edge = max(2, round(3 * scale))
    offset = max(3, round(5 * scale))
    shadow = pygame.Surface((rect.width + offset, rect.height + offset), pygame.SRCALPHA)
    pygame.draw.rect(
        shadow, (0, 0, 0, 90), pygame.Rect(offset, offset, rect.width, rect.height), 0, radius
    )
    surface.blit(shadow, rect.topleft)
    pygame.draw.rect(surface, CREAM, rect, 0, radius)
    pygame.draw.rect(surface, WOOD_DARK, rect, edge, radius)
