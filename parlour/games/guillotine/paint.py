"""Drawing the Guillotine table: parchment and scaffold, the line, the players' panels and
piles, the decks, the prompt with its buttons, the hand and the chooser.

The painters are functions of one ``GuillotineFrame``: everything a frame shows, gathered
by the table (``scene.py``) when it draws. They change nothing but the surface and their
``PaintCache``; the table stays about turning clicks into actions, and nothing here knows
the table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from parlour.engine import Action
from parlour.games.guillotine import art
from parlour.games.guillotine.actions import (
    ChooseCard,
    ChooseNoble,
    ChoosePlayer,
    Play,
)
from parlour.games.guillotine.cards import Catalogue
from parlour.games.guillotine.decisions import PICKS_A_NOBLE, PICKS_A_PLAYER, PLAYS_A_CARD, AskKind
from parlour.games.guillotine.layout import Layout, hand_columns
from parlour.games.guillotine.motion import Face, Key, Motion, keyed
from parlour.games.guillotine.rules import GAME_ID as NS  # the texts' namespace
from parlour.games.guillotine.rules import GuillotinePending, GuillotineView
from parlour.ui import text_marks
from parlour.ui.anim import Animator
from parlour.ui.colours import mix
from parlour.ui.fonts import font
from parlour.ui.table_api import Translate
from parlour.ui.text import draw_text, fit, text_image, wrap_text
from parlour.ui.widgets.button import TableButton, hit
from parlour.ui.widgets.card import (
    CardState,
    draw_card,
    draw_glow,
    render_face,
    shadow,
    shadow_offset,
)
from parlour.ui.widgets.drag import DragController
from parlour.ui.widgets.zoom import ZoomController


@dataclass
class Choice:
    """A card offered in the chooser (a shown hand, the discard pile, a pile, …)."""

    rect: pygame.Rect
    action: Action
    face_key: Hashable
    painter: Callable[[pygame.Surface], None]
    label: str


@dataclass(frozen=True)
class DropPreview:
    """What dropping the carried card where it is would do (``GuillotineTable.drop_preview``)."""

    text: str
    noble: int | None
    choices: list[int] | None


@dataclass
class PaintCache:
    """What the painters keep from one frame to the next, owned by the table: the
    background per layout, each player's area per laid-out position (``show`` and
    ``layout`` make a new ``Layout``, so a new position is a new key and nothing stale is
    ever shown), and what the last frame drew where, for the tests."""

    #: Every text the final table's revealed hands drew, with its rect and type size
    #: (the layout tests hold them to the table's rules of size and overlap).
    revealed: list[tuple[str, pygame.Rect, int]] = field(default_factory=list)
    #: Each seat's score pile as drawn: (noble, strip), for the tests.
    strips: dict[int, list[tuple[str, pygame.Rect]]] = field(default_factory=dict)
    #: Where this frame drew the prompt bar (``None``: not drawn), for the tests.
    prompt_bar: pygame.Rect | None = None
    #: Where this frame wrote the labels over the decks and discard piles, for the tests.
    deck_labels: list[pygame.Rect] = field(default_factory=list)
    base: pygame.Surface | None = None
    base_key: tuple[Any, ...] = ()
    #: The players' areas as drawn over the background, for ``panels_lay`` only:
    #: seat -> (what else they depend on, the pixels). They cost half a frame to draw
    #: and change only with a move (or a noble landing on a pile).
    panels: dict[int, tuple[tuple[Any, ...], pygame.Surface]] = field(default_factory=dict)
    panels_lay: object = None
    scratch: pygame.Surface | None = None
    #: Where this frame's line drew its nobles (a noble slides over the panels on its
    #: way to a pile): a player's area under one is painted afresh, not pasted over it.
    line_drawn: list[pygame.Rect] = field(default_factory=list)
    #: The hand card under the mouse, for (layout, view, mouse): asked once per card.
    hover: tuple[object, object, tuple[int, int], Key | None] | None = None


@dataclass(frozen=True)
class GuillotineFrame:
    """Everything one frame of the table draws. The widgets (drag, animations, flights,
    zoom) are passed as they are: the painters only read them and let them draw."""

    view: GuillotineView
    #: The seat whose hand is shown (``None``: nobody's).
    viewer: int | None
    legal: list[Action]
    #: The pending decision's kind while the viewer may act, else ``None``.
    kind: AskKind | None
    pending: GuillotinePending | None
    #: The pending decision's question as the prompt bar says it ("" while none is asked
    #: of the viewer).
    prompt: str
    #: A short note the prompt bar shows instead of the question.
    note: str | None
    rect: pygame.Rect
    lay: Layout
    mouse: tuple[int, int]
    #: Where each noble of the line and card of the hand lies when it is not moving.
    positions: dict[Key, pygame.Rect]
    #: The keys of the hand cards shown, in ``lay.hand``'s order.
    hand_keys: list[Key]
    #: How much of each hand card shows under its neighbours (``None``: all of it).
    hand_shown: dict[Hashable, art.Shown]
    #: Each noble's key -> its place in the line.
    line_keys: dict[Hashable, int]
    #: The face-up cards' tags: (seat, card, rect).
    face_up: list[tuple[int, str, pygame.Rect]]
    tag_size: int
    panel_header_h: int
    buttons: list[TableButton]
    chooser: list[Choice]
    chooser_rect: pygame.Rect | None
    chooser_title: str
    preview: DropPreview | None
    drag: DragController
    anim: Animator
    motion: Motion
    zoom: ZoomController
    cat: Catalogue
    colourblind: bool
    t: Translate
    #: A seat's name.
    name: Callable[[int], str]
    noble_face: Callable[[str], Face]
    #: An action card's face, only the top-left part ``art.Shown`` if not ``None``.
    action_face: Callable[[str, art.Shown], Face]
    cache: PaintCache

    def card_name(self, card: str) -> str:
        return card_name(self.t, card)


def card_name(t: Translate, card: str) -> str:
    """A card's title in the player's language (the table's texts use it too)."""
    return t(f"{NS}.card.{card}")


def _card_reach(rect: pygame.Rect) -> pygame.Rect:
    """All that ``draw_card`` may paint for a card at ``rect``, in any state: its shadow
    (offset twice over when lifted), the lift itself (at most a ninth of its height) and
    its glow or selection edge (less than a tenth of its shorter side plus six pixels)."""
    w, h = rect.size
    spread = (shadow(rect.size).get_width() - w) // 2
    dx, dy = shadow_offset(h)
    pad = max(spread + 2 * max(dx, dy), min(w, h) // 10 + 6)
    reach = rect.inflate(2 * pad, 2 * pad)
    reach.union_ip(reach.move(0, -max(4, h // 9)))
    return reach


def _background(frame: GuillotineFrame) -> pygame.Surface:
    """Parchment, scaffold floors, the players' areas' ground and the guillotine
    without its blade (the header never reaches it), cached per layout."""
    key = (
        tuple(frame.rect),
        tuple(map(tuple, frame.lay.floors)),
        tuple(map(tuple, frame.lay.panels)),
        frame.lay.header.height,
        tuple(frame.lay.guillotine),
    )
    if frame.cache.base is not None and key == frame.cache.base_key:
        return frame.cache.base
    r = frame.rect
    base = pygame.Surface(r.size)
    base.fill(art.PARCHMENT)
    rng_step = max(6, r.width // 90)
    for i, y in enumerate(range(0, r.height, rng_step)):
        shade = art.PARCHMENT if i % 3 else mix(art.PARCHMENT, art.PARCHMENT_DARK, 0.35)
        pygame.draw.line(base, shade, (0, y), (r.width, y + rng_step // 2), 1)
    edge = max(6, r.width // 80)
    for k in range(edge):
        colour = mix(art.PARCHMENT_DARK, art.PARCHMENT, k / edge)
        pygame.draw.rect(base, colour, base.get_rect().inflate(-k * 2, -k * 2), 1)
    ribbon = pygame.Rect(0, 0, r.width, max(4, frame.lay.header.height // 7))
    art.tricolore(base, ribbon, vertical=False)
    origin = (-r.x, -r.y)
    for floor in frame.lay.floors:
        art.draw_planks(base, floor.move(origin))
    radius = max(4, round(8 * frame.lay.unit))
    for panel in frame.lay.panels:
        bg = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(bg, (*art.CARD_CREAM, 215), bg.get_rect(), 0, radius)
        base.blit(bg, panel.move(origin))
    art.draw_scaffold(base, frame.lay.guillotine.move(origin))
    frame.cache.base = base
    frame.cache.base_key = key
    return base


def draw(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    """The whole table, back to front: what is carried or flying over everything that
    lies, the blade over a falling head, the zoom on top."""
    lay = frame.lay
    surface.blit(_background(frame), frame.rect)
    clip = surface.get_clip()
    surface.set_clip(frame.rect)
    _draw_header(surface, frame)
    art.draw_blade(surface, lay.guillotine, frame.anim.number("blade", 0.0))
    _draw_line(surface, frame)
    for seat in range(len(lay.panels)):
        _draw_panel(surface, frame, seat)
    _draw_decks(surface, frame)
    _draw_prompt(surface, frame)
    _draw_hand(surface, frame)
    _draw_revealed_hands(surface, frame)
    if frame.drag.active is not None:
        frame.drag.draw_targets(surface)
    _draw_chooser(surface, frame)
    frame.motion.draw(surface)
    blade = frame.anim.number("blade", 0.0)
    if blade > 0.0:
        art.draw_blade(surface, lay.guillotine, blade)  # in front of the falling head
    preview = frame.preview
    if preview is not None and preview.noble is not None and preview.noble < len(lay.slots):
        draw_glow(surface, lay.slots[preview.noble], hot=True)
    surface.set_clip(clip)
    for key in frame.drag.floating():
        if isinstance(key, tuple):
            _draw_item(surface, frame, key, floating=True)
    frame.zoom.draw(surface, frame.rect)


def turn_seat(view: GuillotineView) -> int | None:
    """The seat the table marks as the one whose turn it is. After the third day nobody
    has a turn any more: each player in turn decides whether to play scoring cards, and
    the one deciding is marked, not the seat whose turn would have come next; once the
    game is over, nobody is."""
    pending = view["pending"]
    if view["over"]:
        return None
    if pending is not None and pending["kind"] == "endgame":
        return pending["seat"]
    return view["current_seat"]


def _draw_header(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    lay = frame.lay
    h = lay.header
    unit = lay.unit
    size = max(13, round(18 * unit))
    day = frame.view["day"]
    x = h.x + max(6, round(12 * unit))
    label = draw_text(
        surface,
        frame.t(f"{NS}.table.day"),
        (x, h.centery),
        size,
        art.INK,
        bold=True,
        anchor="midleft",
    )
    x += label.width + round(8 * unit)
    radius = max(7, round(h.height * 0.3))
    for d in (1, 2, 3):
        centre = (x + radius, h.centery)
        if d < day:
            pygame.draw.circle(surface, art.WOOD_LIGHT, centre, radius)
        elif d == day:
            pygame.draw.circle(surface, art.ROUGE, centre, radius)
        pygame.draw.circle(surface, art.WOOD_DARK, centre, radius, max(1, radius // 5))
        ink = art.BLANC if d <= day else art.WOOD_DARK
        draw_text(
            surface,
            str(d),
            centre,
            max(art.MIN_TEXT, radius * 3 // 2),
            ink,
            bold=True,
            anchor="center",
        )
        x += radius * 2 + round(6 * unit)
    if frame.view["turn"]["day_ends"]:
        draw_text(
            surface,
            frame.t(f"{NS}.table.last_turn_of_day"),
            (x + round(10 * unit), h.centery),
            size,
            art.ROUGE,
            anchor="midleft",
        )
    pending = frame.view["pending"]
    if frame.view["over"]:
        message = frame.t(f"{NS}.table.over")
    elif pending is not None and pending["kind"] == "endgame":
        message = frame.t(f"{NS}.table.final_scoring", name=frame.name(pending["seat"]))
    else:
        message = frame.t(f"{NS}.table.turn_of", name=frame.name(frame.view["current_seat"]))
    draw_text(
        surface,
        message,
        (h.right - round(12 * unit), h.centery),
        max(14, round(20 * unit)),
        art.INK,
        bold=True,
        anchor="midright",
    )


def _noble_state(frame: GuillotineFrame, index: int, key: Key) -> CardState:
    kind = frame.kind
    state = CardState()
    if frame.drag.active is None and kind in PICKS_A_NOBLE and ChooseNoble(index) in frame.legal:
        state.legal = True
    if frame.drag.selected == key:
        state.selected = True
    elif frame.lay.slots[index].collidepoint(frame.mouse) and frame.drag.held is None:
        state.hover = kind in PICKS_A_NOBLE or kind == "place"
    return state


def _draw_line(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    lay = frame.lay
    line = list(frame.view["line"])
    keys = keyed(line, "noble")
    unit = lay.unit
    frame.cache.line_drawn = []
    for key in reversed(keys):
        if frame.drag.is_floating(key):
            continue
        shown = _draw_item(surface, frame, key)
        if shown is not None:
            frame.cache.line_drawn.append(_card_reach(shown))
    # The place numbers on the planks, after the nobles: a noble never hides one.
    for i in range(1, len(keys)):
        slot = lay.slots[i]
        floor = next((f for f in lay.floors if f.top >= slot.bottom - 2), None)
        if floor is not None:
            size = max(art.MIN_TEXT, floor.height * 4 // 5)
            draw_text(
                surface,
                str(i + 1),
                (slot.centerx, floor.centery),
                size,
                art.PARCHMENT,
                bold=True,
                anchor="center",
            )
    p = frame.pending
    preview = frame.preview
    if preview is not None and preview.choices is not None:
        # A card carried over the line: the nobles it chooses from glow (the one it
        # would choose is framed on top of the card, in ``draw``).
        for index in preview.choices:
            if index < len(lay.slots):
                draw_glow(surface, lay.slots[index])
    asked = p if frame.kind is not None else None  # the viewer may act on it
    if asked is not None and asked["kind"] == "arrange" and frame.drag.active is None:
        # Opinionated Guards: the place being filled glows until a noble is carried.
        fixed = asked["fixed"]
        if fixed < len(lay.slots):
            draw_glow(surface, lay.slots[fixed])
    if line:
        front = lay.slots[0]
        text = frame.t(f"{NS}.table.next")
        size = max(art.MIN_TEXT, round(15 * unit))
        img = text_image(text, size, True, art.BLANC)
        ribbon = img.get_rect().inflate(round(14 * unit), round(4 * unit))
        # On the planks under the front noble, where its place number would be: on
        # the card it would hide the noble's value.
        ground = next((f for f in lay.floors if f.top >= front.bottom - 2), lay.floors[-1])
        ribbon.center = (front.centerx, ground.centery)
        ribbon.clamp_ip(frame.rect)
        pygame.draw.rect(surface, art.ROUGE, ribbon, 0, max(2, ribbon.height // 3))
        pygame.draw.rect(surface, art.BLANC, ribbon, 1, max(2, ribbon.height // 3))
        draw_text(
            surface,
            text,
            ribbon.center,
            size,
            art.BLANC,
            bold=True,
            anchor="center",
        )
    else:
        art.draw_block(surface, line_note(frame), art.WOOD, middle=True)


def line_note(frame: GuillotineFrame) -> art.TextBlock:
    """What an empty line says, set above the first plank. No new day comes after the
    third, nor once the noble deck is empty (the game then ends early)."""
    view = frame.view
    last_day = view["day"] >= 3 or view["noble_deck"] == 0
    message = frame.t(f"{NS}.table.{'line_empty_last' if last_day else 'line_empty'}")
    size = max(14, round(20 * frame.lay.unit))
    return art.fit_block(message, frame.lay.line_note, size, True)


def _draw_item(
    surface: pygame.Surface, frame: GuillotineFrame, key: Key, floating: bool = False
) -> pygame.Rect | None:
    """Draws a noble of the line or a hand card where it is now; returns that place."""
    rect = frame.positions.get(key)
    if rect is None:
        return None
    shown = frame.drag.display_rect(key) if floating else None
    if shown is None:
        x, y = frame.anim.point(("pos", key), (float(rect.x), float(rect.y)))
        shown = pygame.Rect(round(x), round(y), rect.width, rect.height)
    if key[0] == "noble":
        fk, painter = frame.noble_face(key[1])
        index = frame.line_keys.get(key)
        state = _noble_state(frame, index, key) if index is not None else CardState()
    else:
        state = _hand_state(frame, key, shown)
        # A card shown whole (lifted by the hover, carried, flying) gets its whole face;
        # one lying under its neighbours only the part that shows.
        whole = floating or key == _hand_hover(frame)  # drawn on top of the others
        part = None if whole else frame.hand_shown.get(key)
        fk, painter = frame.action_face(key[1], part)
    if floating:
        state.selected, state.hover, state.legal = False, True, False
    draw_card(surface, shown, render_face(fk, shown.size, painter), state)
    return shown


def _hand_state(frame: GuillotineFrame, key: Key, rect: pygame.Rect) -> CardState:
    card = key[1]
    kind = frame.kind
    state = CardState()
    usable = (kind in PLAYS_A_CARD and Play(card) in frame.legal) or (
        kind == "discard_own" and ChooseCard(card) in frame.legal
    )
    if frame.drag.selected == key:
        state.selected = True
    elif usable and frame.drag.active is None:
        state.legal = True
        state.hover = _hand_hover(frame) == key
    elif frame.legal and not usable:
        state.dim = kind in PLAYS_A_CARD or kind == "discard_own"
    return state


def _hand_hover(frame: GuillotineFrame) -> Key | None:
    """The hand card under the mouse (the topmost), remembered until the layout, the
    view or the mouse changes: each card of the hand asks for it."""
    memo = frame.cache.hover
    seen = (frame.lay, frame.view, frame.mouse)
    if memo is None or memo[0] is not seen[0] or memo[1] is not seen[1] or memo[2] != seen[2]:
        memo = frame.cache.hover = (*seen, _find_hand_hover(frame))
    return memo[3]


def _find_hand_hover(frame: GuillotineFrame) -> Key | None:
    for key, rect in reversed(list(zip(frame.hand_keys, frame.lay.hand, strict=False))):
        if rect.collidepoint(frame.mouse):
            return key
    return None


def _draw_hand(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    hand: list[str] = list(frame.view["hand"]) if frame.viewer is not None else []
    hover = _hand_hover(frame)
    for key in frame.hand_keys:
        if key != hover and not frame.drag.is_floating(key):
            _draw_item(surface, frame, key)
    if hover is not None and not frame.drag.is_floating(hover):
        _draw_item(surface, frame, hover)
    if frame.viewer is None:
        return
    lay = frame.lay
    after = len(hand) - lay.hand_first - len(lay.hand)
    for arrow, left, hidden in (
        (lay.hand_back, True, lay.hand_first),
        (lay.hand_next, False, after),
    ):
        if arrow is not None:
            _draw_hand_arrow(surface, frame, arrow, left, hidden)
    if not hand:
        unit = frame.lay.unit
        area = pygame.Rect(
            frame.lay.in_play.right,
            frame.lay.in_play.y,
            frame.lay.action_deck.x - frame.lay.in_play.right,
            frame.lay.in_play.height,
        )
        draw_text(
            surface,
            frame.t(f"{NS}.table.no_cards"),
            area.center,
            max(12, round(16 * unit)),
            art.WOOD,
            anchor="center",
        )


def _draw_hand_arrow(
    surface: pygame.Surface, frame: GuillotineFrame, rect: pygame.Rect, left: bool, hidden: int
) -> None:
    """One end of a hand too long to show whole: an arrow that turns it that way, and
    how many cards lie beyond (none: the arrow is greyed)."""
    hot = hidden > 0 and rect.collidepoint(frame.mouse)
    wood = art.WOOD_LIGHT if hot else art.WOOD
    pygame.draw.rect(surface, wood if hidden else art.PARCHMENT_DARK, rect, 0, rect.width // 3)
    ink = art.PARCHMENT if hidden else art.WOOD_LIGHT
    tip = rect.width // 3
    x0, x1 = (rect.right - tip, rect.x + tip) if left else (rect.x + tip, rect.right - tip)
    y = rect.centery - rect.width // 2
    pygame.draw.polygon(surface, ink, [(x0, y - tip), (x1, y), (x0, y + tip)])
    if hidden:
        size = max(art.MIN_TEXT, round(15 * frame.lay.unit))
        draw_text(
            surface,
            str(hidden),
            (rect.centerx, rect.centery + rect.width // 2),
            size,
            ink,
            bold=True,
            anchor="center",
        )


def _draw_revealed_hands(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    """The final table turns every hand over (``hands`` of ``final_view``): each seat's
    cards as tags in its own column of the hand's band, its name above them."""
    frame.cache.revealed = []
    hands = frame.view.get("hands")
    if hands is None or not _hands_shown(frame):
        return
    size = frame.tag_size
    line_h = font(size, True).get_linesize()
    gap = max(2, round(3 * frame.lay.unit))
    for seat, column in enumerate(hand_columns(frame.lay, len(hands))):
        title = frame.t(f"{NS}.table.hand_of", seat=frame.name(seat))
        y = column.y
        for line in wrap_text(title, font(size, True), column.width)[:2]:
            y = _reveal_text(surface, frame, line, (column.x, y), size, True) + gap
        cards = list(hands[seat])
        if not cards:
            box = pygame.Rect(column.x, y, column.width, column.bottom - y)
            for line in wrap_text(frame.t(f"{NS}.table.no_cards"), font(size), box.width):
                if y + line_h > column.bottom:
                    break
                y = _reveal_text(surface, frame, line, (column.x, y), size, False)
            continue
        for index, card in enumerate(cards):
            name = frame.card_name(card)
            tag_h = art.tag_height(name, column.width, size)
            left = len(cards) - index
            # The last row that fits says how many more there are rather than cut a tag.
            room = column.bottom - y - (0 if left == 1 else line_h + gap)
            if tag_h > room:
                more = frame.t(f"{NS}.table.more", count=left)
                _reveal_text(surface, frame, more, (column.x, y), size, True)
                break
            rect = pygame.Rect(column.x, y, column.width, tag_h)
            art.draw_card_tag(surface, rect, name, size)
            frame.cache.revealed.append((name, rect, size))
            y = rect.bottom + gap


def _reveal_text(
    surface: pygame.Surface,
    frame: GuillotineFrame,
    text: str,
    pos: tuple[int, int],
    size: int,
    bold: bool,
) -> int:
    """One line of the revealed hands, recorded; returns its bottom."""
    rect = draw_text(surface, text, pos, size, art.WOOD_DARK, bold=bold)
    frame.cache.revealed.append((text, rect, size))
    return rect.bottom


def _draw_panel(surface: pygame.Surface, frame: GuillotineFrame, seat: int) -> None:
    """A player's area: its cached picture (or, while players glow to be chosen or a
    noble slides over it, drawn afresh over what is there), then the tabs on its edge."""
    panel = frame.lay.panels[seat]
    glow = frame.kind in PICKS_A_PLAYER and ChoosePlayer(seat) in frame.legal
    if glow or panel.collidelist(frame.cache.line_drawn) >= 0:
        _paint_panel(surface, frame, seat, glow)
    else:
        text_marks.placed(surface, _panel_image(surface, frame, seat), panel)
    _draw_flags(surface, frame, seat)


def _panel_image(surface: pygame.Surface, frame: GuillotineFrame, seat: int) -> pygame.Surface:
    """The player's area painted over the background, kept until the next layout; also
    keyed by what changes without one (nobles still flying to the pile, colours)."""
    lay = frame.lay
    if frame.cache.panels_lay is not lay:
        frame.cache.panels = {}
        frame.cache.panels_lay = lay
    key = (frame.motion.arriving.get(seat, 0), frame.colourblind)
    cached = frame.cache.panels.get(seat)
    if cached is not None and cached[0] == key:
        return cached[1]
    if frame.cache.scratch is None or frame.cache.scratch.get_size() != surface.get_size():
        frame.cache.scratch = pygame.Surface(surface.get_size(), 0, surface)
    panel = lay.panels[seat]
    scratch = frame.cache.scratch
    text_marks.forget(scratch)  # another seat's texts were painted here last
    scratch.set_clip(panel)
    scratch.blit(_background(frame), frame.rect)
    _paint_panel(scratch, frame, seat, glow=False)
    scratch.set_clip(None)
    image = pygame.Surface(panel.size, 0, scratch)
    text_marks.placed(image, scratch, (0, 0), panel)
    frame.cache.panels[seat] = (key, image)
    return image


def _paint_panel(surface: pygame.Surface, frame: GuillotineFrame, seat: int, glow: bool) -> None:
    """Border, header (name, hand size, score), face-up tags and score pile."""
    view = frame.view
    panel = frame.lay.panels[seat]
    unit = frame.lay.unit
    pad = max(3, round(6 * unit))
    current = turn_seat(view) == seat
    border = art.GOLD if current else art.WOOD
    pygame.draw.rect(
        surface,
        border,
        panel,
        max(2, round((4 if current else 2) * unit)),
        max(4, round(8 * unit)),
    )
    if glow:
        draw_glow(surface, panel, panel.collidepoint(frame.mouse))
    head_h = frame.panel_header_h
    head = pygame.Rect(panel.x + pad, panel.y + pad // 2, panel.width - 2 * pad, head_h - pad // 2)
    score = view["pile_scores"][seat]
    score_rect = draw_text(
        surface,
        str(score),
        (head.right, head.centery),
        max(16, round(26 * unit)),
        art.ROUGE if score < 0 else art.INK,
        bold=True,
        anchor="midright",
    )
    x = head.x
    if current:
        tri = max(5, round(8 * unit))
        cy = head.centery
        pygame.draw.polygon(surface, art.ROUGE, [(x, cy - tri), (x + tri, cy), (x, cy + tri)])
        x += tri + pad
    name = frame.name(seat)
    name_size = max(12, round(17 * unit))
    hand_size = view["hand_sizes"][seat]
    count_size = max(art.MIN_TEXT, round(14 * unit))
    hand_img = text_image(f"{hand_size}", count_size, True, art.BLANC)
    radius = max(hand_img.get_size()) // 2 + 2
    icon = pygame.Rect(0, 0, max(10, round(14 * unit)), max(14, round(20 * unit)))
    # The count's disc sits on the icon's corner, a gap short of the score, so the two
    # numbers never read as one ("4 5" as 45).
    icon.midright = (score_rect.x - pad * 2 - radius, head.centery)
    art.tricolore(surface, icon)
    pygame.draw.rect(surface, art.WOOD_DARK, icon, 1, 2)
    badge = hand_img.get_rect(center=(icon.right, icon.bottom))
    badge.bottom = min(badge.bottom, head.bottom)  # clear of the tags and pile below
    pygame.draw.circle(surface, art.WOOD_DARK, badge.center, radius)
    draw_text(
        surface,
        f"{hand_size}",
        badge.center,
        count_size,
        art.BLANC,
        bold=True,
        anchor="center",
    )
    room = icon.x - pad - x
    if room > 10:
        # A long name is set smaller, down to the floor, and only then shortened (the
        # zoom over the panel names the player in full).
        while name_size > art.MIN_TEXT and font(name_size, True).size(name)[0] > room:
            name_size -= 1
        draw_text(
            surface,
            fit(name, room, font(name_size, True)),
            (x, head.centery),
            name_size,
            art.INK,
            bold=True,
            anchor="midleft",
            full=name,
            hover=True,
        )
    y = panel.y + head_h
    tags = [r for s, _c, r in frame.face_up if s == seat]
    for s, card, rect in frame.face_up:
        if s != seat:
            continue
        _draw_face_up_tag(surface, frame, card, rect)
    if tags:
        y = max(r.bottom for r in tags) + pad
    else:
        y += pad // 2
    _draw_pile(
        surface,
        frame,
        seat,
        pygame.Rect(panel.x + pad, y, panel.width - 2 * pad, panel.bottom - pad - y),
    )


def _draw_flags(surface: pygame.Surface, frame: GuillotineFrame, seat: int) -> None:
    """Flags ride on the panel's top edge as red tabs, clear of names and piles; they
    reach above the panel, so they are drawn after its (cached) picture."""
    view = frame.view
    panel = frame.lay.panels[seat]
    unit = frame.lay.unit
    pad = max(3, round(6 * unit))
    flags = []
    if view["rush_job"][seat]:
        flags.append(frame.card_name("rush_job"))
    if view["marked"][seat]:
        flags.append(frame.card_name("confusion_in_line"))
    pending = view["pending"]
    asking_all = pending is not None and pending["kind"] == "interrupt"  # Warte mal
    if view["to_act"] == seat and turn_seat(view) != seat and not asking_all:
        flags.append(frame.t(f"{NS}.table.deciding"))
    x = panel.right - pad * 2
    for flag in reversed(flags):
        size = max(art.MIN_TEXT, round(12 * unit))
        img = text_image(flag, size, True, art.BLANC)
        tab = img.get_rect().inflate(pad * 2, 2)
        tab.midright = (x, panel.y)
        tab.left = max(tab.left, panel.left + pad)
        pygame.draw.rect(surface, art.ROUGE, tab, 0, max(2, tab.height // 3))
        draw_text(surface, flag, tab.center, size, art.BLANC, bold=True, anchor="center")
        x = tab.left - pad


def _draw_face_up_tag(
    surface: pygame.Surface, frame: GuillotineFrame, card: str, rect: pygame.Rect
) -> None:
    name = frame.card_name(card)
    art.draw_card_tag(surface, rect, name, frame.tag_size, hover=True)


def _draw_pile(
    surface: pygame.Surface, frame: GuillotineFrame, seat: int, area: pygame.Rect
) -> None:
    """The score pile as readable strips: colour badge with symbol, value, name."""
    pile = list(frame.view["piles"][seat])
    arriving = frame.motion.arriving.get(seat, 0)
    if arriving:
        pile = pile[: max(0, len(pile) - arriving)]
    line_h = art.strip_height(frame.lay.unit)
    frame.cache.strips[seat] = []
    if area.height < line_h:
        return
    last = frame.view["last_collected"][seat]
    cells, more = _pile_cells(frame, pile, area, line_h)
    for index, (noble, rect) in enumerate(cells):
        if noble is None:
            draw_text(
                surface,
                frame.t(f"{NS}.table.more", count=more),
                (rect.x + 2, rect.centery),
                art.strip_text_size(line_h),
                art.WOOD,
                bold=True,
                anchor="midleft",
            )
            continue
        is_last = last == noble and index == len(cells) - 1
        _draw_strip(surface, frame, noble, rect, line_h, is_last)
        frame.cache.strips[seat].append((noble, rect))
    if not pile:  # in a narrow seat (five at 1024×640) the words take two lines
        size = art.strip_text_size(line_h)
        words = frame.t(f"{NS}.table.no_nobles")
        y = area.y + 2
        for line in wrap_text(words, font(size), area.width - 4):
            draw_text(surface, line, (area.x + 2, y), size, art.WOOD_LIGHT)
            y += font(size).get_linesize()


def _pile_cells(
    frame: GuillotineFrame, pile: list[str], area: pygame.Rect, line_h: int
) -> tuple[list[tuple[str | None, pygame.Rect]], int]:
    """Where each strip of a score pile goes (``None``: the "+n more" line) and n.
    One column where the whole pile fits it; else as many columns as the strips need (at
    most as many as the area takes), filled evenly, the newest last, and only then the
    oldest summed up as "+n more". In every column a strip is as tall as its name needs
    while the column has room (the others end in an ellipsis; the zoom lists the pile)."""
    unit = frame.lay.unit
    cols = max(1, area.width // max(90, round(130 * unit)))
    if len(pile) * (line_h + 1) <= area.height:
        return _column_cells(frame, list(pile), area, line_h), 0
    rows = max(1, area.height // (line_h + 1))
    capacity = cols * rows
    shown: list[str] = pile
    more = 0
    if len(pile) > capacity:
        more = len(pile) - (capacity - 1)
        shown = pile[-(capacity - 1) :] if capacity > 1 else []
    names: list[str | None] = [None] if more else []
    names += shown
    # As many columns as the strips fill, each as wide as the area allows: the names
    # get the room the empty columns would have wasted. Filled evenly, seven strips lay
    # six and one, and "Unpopular Judge" had one line of half the width while the
    # second column stood empty; three and four leave room for a second line.
    used = min(cols, -(-len(names) // rows))
    per_column = -(-len(names) // used)
    w = (area.width - (used - 1) * 3) // used
    cells: list[tuple[str | None, pygame.Rect]] = []
    for col in range(used):
        column = pygame.Rect(area.x + col * (w + 3), area.y, w, area.height)
        part = names[col * per_column : (col + 1) * per_column]
        cells += _column_cells(frame, part, column, line_h)
    return cells, more


def _column_cells(
    frame: GuillotineFrame, names: list[str | None], area: pygame.Rect, line_h: int
) -> list[tuple[str | None, pygame.Rect]]:
    """One column of strips from the top of ``area``: every strip one line, then more
    lines for the names that need them while the column has room."""
    pattern = frame.colourblind
    spare = area.height - len(names) * (line_h + 1)
    cells: list[tuple[str | None, pygame.Rect]] = []
    y = area.y
    for noble in names:
        extra = 0
        if noble is not None:
            lines = art.strip_lines(frame.card_name(noble), area.width, line_h, pattern)
            extra = max(0, min(lines - 1, spare // line_h))
        spare -= extra * line_h
        height = line_h * (1 + extra)
        cells.append((noble, pygame.Rect(area.x, y, area.width, height)))
        y += height + 1
    return cells


def _draw_strip(
    surface: pygame.Surface,
    frame: GuillotineFrame,
    noble: str,
    rect: pygame.Rect,
    line_h: int,
    last: bool,
) -> None:
    info = frame.cat.nobles[noble]
    name = frame.card_name(noble)
    art.draw_noble_strip(
        surface, rect, info.colour, info.points, name, last, frame.colourblind, line_h
    )


def _draw_decks(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    lay = frame.lay
    view = frame.view
    unit = lay.unit
    size = max(art.MIN_TEXT, round(13 * unit))
    discard_target = ("action_discard",) in frame.drag.lit_targets()
    noble_discard, action_discard = view["noble_discard"], view["action_discard"]
    # (where, label, how many cards, the face-up pile or none, its kind of card)
    decks: list[tuple[pygame.Rect, str, int, list[str], str | None]] = [
        (lay.noble_deck, "noble_deck", view["noble_deck"], [], None),
        (lay.noble_discard, "noble_discard", len(noble_discard), noble_discard, "noble"),
        (lay.action_deck, "action_deck", view["action_deck"], [], None),
        (lay.action_discard, "action_discard", len(action_discard), action_discard, "action"),
    ]
    frame.cache.deck_labels = []
    for rect, label_key, count, pile, top_kind in decks:
        # A thick deck shows the cards under its top one down and to the right: its label
        # stays where the discard pile's is, clear of the prompt bar above the action deck.
        depth = min(4, 1 + count // 12) if top_kind is None and count else 0
        label = draw_text(
            surface,
            frame.t(f"{NS}.table.deck.{label_key}"),
            (rect.centerx, rect.y - 2),
            size,
            art.WOOD_DARK,
            bold=True,
            anchor="midbottom",
        )
        frame.cache.deck_labels.append(label)
        if count == 0:
            pygame.draw.rect(surface, art.PARCHMENT_DARK, rect, 2, max(3, rect.width // 12))
        elif top_kind is None:
            back = art.noble_back if label_key == "noble_deck" else art.action_back
            for k in range(depth, 0, -1):
                draw_card(
                    surface,
                    rect.move(k * 2, k * 2),
                    render_face(("back", label_key), rect.size, back),
                )
            draw_card(surface, rect, render_face(("back", label_key), rect.size, back))
        else:
            top = pile[-1]
            fk, painter = (
                frame.noble_face(top) if top_kind == "noble" else frame.action_face(top, None)
            )
            draw_card(surface, rect, render_face(fk, rect.size, painter))
        if count:
            count_size = max(art.MIN_TEXT, round(14 * unit))
            badge = text_image(str(count), count_size, True, art.BLANC)
            radius = max(badge.get_width(), badge.get_height()) // 2 + 3
            # Below the pile's corner: on it, it would lie on the top card's footer.
            spot = badge.get_rect(center=(rect.right - 2, rect.bottom - 4 + radius))
            pygame.draw.circle(surface, art.WOOD_DARK, spot.center, radius)
            draw_text(surface, str(count), spot.center, size, art.BLANC, bold=True, anchor="center")
        if label_key == "action_discard" and discard_target:
            draw_glow(surface, rect, frame.drag.hot_target() == ("action_discard",))


def _hands_shown(frame: GuillotineFrame) -> bool:
    """Whether every hand lies face up in the hand's band (``_draw_revealed_hands``):
    the final table, or a replay watched with everything revealed."""
    return frame.view.get("hands") is not None and frame.viewer is None


def _draw_prompt(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    """The card in play and the prompt bar: what the seat to act is asked, with its
    buttons, or whom the table waits for. Not while every hand is shown: their columns
    take this band, and in a replay nobody is waited for."""
    frame.cache.prompt_bar = None
    if _hands_shown(frame):
        return
    lay = frame.lay
    unit = lay.unit
    view = frame.view
    p = frame.pending
    cards = view["in_play"]
    if cards:
        fk, painter = frame.action_face(cards[-1], None)
        draw_card(surface, lay.in_play, render_face(fk, lay.in_play.size, painter))
        draw_text(
            surface,
            frame.t(f"{NS}.table.in_play"),
            (lay.in_play.centerx, lay.in_play.y - 2),
            max(art.MIN_TEXT, round(13 * unit)),
            art.WOOD_DARK,
            bold=True,
            anchor="midbottom",
        )
    preview = frame.preview
    if frame.note is not None:
        message = frame.note
    elif p is None:
        return
    elif preview is not None:
        message = preview.text
    elif frame.legal:
        message = frame.prompt
    else:
        message = frame.t(f"{NS}.prompt.waiting", seat=frame.name(p["seat"]))
    box = frame.cache.prompt_bar = lay.prompt
    bar = pygame.Surface(box.size, pygame.SRCALPHA)
    alpha = 235 if frame.legal else 150
    pygame.draw.rect(bar, (*art.WOOD_DARK, alpha), bar.get_rect(), 0, max(4, box.height // 4))
    surface.blit(bar, box)
    if frame.legal:
        stripe = pygame.Rect(box.x, box.y, max(6, round(8 * unit)), box.height)
        art.tricolore(surface, stripe)
    size = max(12, round(17 * unit))
    room = (
        (min(b.rect.x for b in frame.buttons) if frame.buttons else box.right)
        - box.x
        - round(24 * unit)
    )
    area = pygame.Rect(box.x + round(16 * unit), box.y, max(20, room), box.height)
    wrapped = wrap_text(message, font(size, True), area.width)
    if len(wrapped) > 1:
        size = max(art.MIN_TEXT, size * 4 // 5)
        wrapped = wrap_text(message, font(size, True), area.width)
    line_h = font(size, True).get_linesize()
    y = area.centery - line_h * min(2, len(wrapped)) // 2
    for text in wrapped[:2]:
        draw_text(surface, text, (area.x, y), size, art.PARCHMENT, bold=True)
        y += line_h
    hovered = hit(frame.buttons, frame.mouse)
    for button in frame.buttons:
        button.draw(surface, hover=button is hovered)


def _draw_chooser(surface: pygame.Surface, frame: GuillotineFrame) -> None:
    if frame.chooser_rect is None:
        return
    unit = frame.lay.unit
    veil = pygame.Surface(frame.rect.size, pygame.SRCALPHA)
    veil.fill((30, 20, 10, 90))
    surface.blit(veil, frame.rect)
    panel = frame.chooser_rect
    pygame.draw.rect(surface, art.PARCHMENT, panel, 0, max(6, round(10 * unit)))
    pygame.draw.rect(
        surface, art.WOOD_DARK, panel, max(2, round(3 * unit)), max(6, round(10 * unit))
    )
    art.tricolore(
        surface,
        pygame.Rect(panel.x, panel.y, panel.width, max(4, round(6 * unit))).clip(panel),
        vertical=False,
    )
    pad = max(6, round(12 * unit))
    size = max(12, round(18 * unit))
    # Two lines, as the table made room for (``GuillotineTable._build_chooser``).
    title_h = font(size, True).get_linesize() * 2
    art.draw_text_block(
        surface,
        frame.chooser_title,
        pygame.Rect(panel.x + pad, panel.y + pad, panel.width - 2 * pad, title_h),
        size,
        True,
        shrink=True,
    )
    for choice in frame.chooser:
        rect = choice.rect
        hover = rect.collidepoint(frame.mouse)
        face = render_face(choice.face_key, rect.size, choice.painter)
        draw_card(surface, rect, face, CardState(hover=hover, legal=True))
        if choice.label:
            draw_text(
                surface,
                choice.label,
                (rect.centerx, rect.bottom + 2),
                max(art.MIN_TEXT, round(14 * unit)),
                art.INK,
                bold=True,
                anchor="midtop",
            )
