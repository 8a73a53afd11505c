"""Drawing the Guillotine table: parchment and scaffold, the line, the players' panels and
piles, the decks, the prompt with its buttons, the hand and the chooser.

``TablePainter`` reads what the table holds (view, layout, drag and animation state) and
draws it; it changes nothing. It lives apart from ``scene.py`` so that the table itself
stays about turning clicks into actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from parlour.games.guillotine import art
from parlour.games.guillotine.actions import (
    ChooseCard,
    ChooseNoble,
    ChoosePlayer,
    Play,
)
from parlour.games.guillotine.layout import hand_columns
from parlour.games.guillotine.motion import Key, keyed
from parlour.games.guillotine.rules import GAME_ID as NS  # the texts' namespace
from parlour.ui import text_marks
from parlour.ui.colours import mix
from parlour.ui.fonts import font
from parlour.ui.text import draw_text, fit, text_image, wrap_text
from parlour.ui.widgets.button import hit
from parlour.ui.widgets.card import (
    CardState,
    draw_card,
    draw_glow,
    render_face,
    shadow,
    shadow_offset,
)

if TYPE_CHECKING:
    from parlour.games.guillotine.scene import GuillotineTable


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


class TablePainter:
    """Draws one ``GuillotineTable``; caches the background per layout, and each player's
    area per laid-out position (``show`` and ``layout`` make a new ``Layout``, so a new
    position is a new key and nothing stale is ever shown)."""

    def __init__(self, table: GuillotineTable) -> None:
        self.table = table
        #: Every text the final table's revealed hands drew, with its rect and type size
        #: (the layout tests hold them to the table's rules of size and overlap).
        self.revealed: list[tuple[str, pygame.Rect, int]] = []
        #: Each seat's score pile as drawn: (noble, strip), for the tests.
        self.strips: dict[int, list[tuple[str, pygame.Rect]]] = {}
        #: Where this frame drew the prompt bar (``None``: not drawn), for the tests.
        self.prompt_bar: pygame.Rect | None = None
        self._base: pygame.Surface | None = None
        self._base_key: tuple[Any, ...] = ()
        #: The players' areas as drawn over the background, for ``_panels_lay`` only:
        #: seat -> (what else they depend on, the pixels). They cost half a frame to draw
        #: and change only with a move (or a noble landing on a pile).
        self._panels: dict[int, tuple[tuple[Any, ...], pygame.Surface]] = {}
        self._panels_lay: object = None
        self._scratch: pygame.Surface | None = None
        #: Where this frame's line drew its nobles (a noble slides over the panels on its
        #: way to a pile): a player's area under one is painted afresh, not pasted over it.
        self._line_drawn: list[pygame.Rect] = []
        #: The hand card under the mouse, for (layout, view, mouse): asked once per card.
        self._hover: tuple[object, object, tuple[int, int], Key | None] | None = None

    def _background(self) -> pygame.Surface:
        """Parchment, scaffold floors, the players' areas' ground and the guillotine
        without its blade (the header never reaches it), cached per layout."""
        key = (
            tuple(self.table.rect),
            tuple(map(tuple, self.table.lay.floors)),
            tuple(map(tuple, self.table.lay.panels)),
            self.table.lay.header.height,
            tuple(self.table.lay.guillotine),
        )
        if self._base is not None and key == self._base_key:
            return self._base
        r = self.table.rect
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
        ribbon = pygame.Rect(0, 0, r.width, max(4, self.table.lay.header.height // 7))
        art.tricolore(base, ribbon, vertical=False)
        origin = (-r.x, -r.y)
        for floor in self.table.lay.floors:
            art.draw_planks(base, floor.move(origin))
        radius = max(4, round(8 * self.table.lay.unit))
        for panel in self.table.lay.panels:
            bg = pygame.Surface(panel.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, (*art.CARD_CREAM, 215), bg.get_rect(), 0, radius)
            base.blit(bg, panel.move(origin))
        art.draw_scaffold(base, self.table.lay.guillotine.move(origin))
        self._base = base
        self._base_key = key
        return base

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.table.lay
        surface.blit(self._background(), self.table.rect)
        clip = surface.get_clip()
        surface.set_clip(self.table.rect)
        self._draw_header(surface)
        art.draw_blade(surface, lay.guillotine, self.table.anim.number("blade", 0.0))
        self._draw_line(surface)
        for seat in range(len(lay.panels)):
            self._draw_panel(surface, seat)
        self._draw_decks(surface)
        self._draw_prompt(surface)
        self._draw_hand(surface)
        self._draw_revealed_hands(surface)
        if self.table.drag.active is not None:
            self.table.drag.draw_targets(surface)
        self._draw_chooser(surface)
        self.table.motion.draw(surface)
        blade = self.table.anim.number("blade", 0.0)
        if blade > 0.0:
            art.draw_blade(surface, lay.guillotine, blade)  # in front of the falling head
        for key in self.table.drag.floating():
            if isinstance(key, tuple):
                self._draw_item(surface, key, floating=True)
        preview = self.table.drop_preview()
        if preview is not None and preview.noble is not None and preview.noble < len(lay.slots):
            draw_glow(surface, lay.slots[preview.noble], hot=True)
        surface.set_clip(clip)
        self.table.zoom.draw(surface, self.table.rect)

    def _draw_header(self, surface: pygame.Surface) -> None:
        lay = self.table.lay
        h = lay.header
        unit = lay.unit
        size = max(13, round(18 * unit))
        day = int(self.table.view.get("day", 1) or 1)
        x = h.x + max(6, round(12 * unit))
        label = draw_text(
            surface,
            self.table.t(f"{NS}.table.day"),
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
        if self.table.view.get("turn", {}).get("day_ends"):
            draw_text(
                surface,
                self.table.t(f"{NS}.table.last_turn_of_day"),
                (x + round(10 * unit), h.centery),
                size,
                art.ROUGE,
                anchor="midleft",
            )
        current = self.table.view.get("current_seat")
        if self.table.view.get("over"):
            message = self.table.t(f"{NS}.table.over")
        elif isinstance(current, int):
            message = self.table.t(f"{NS}.table.turn_of", name=self.table.name(current))
        else:
            message = ""
        draw_text(
            surface,
            message,
            (h.right - round(12 * unit), h.centery),
            max(14, round(20 * unit)),
            art.INK,
            bold=True,
            anchor="midright",
        )

    def _noble_state(self, index: int, key: Key) -> CardState:
        kind = self.table.kind()
        state = CardState()
        if (
            self.table.drag.active is None
            and kind in ("noble", "arrange")
            and ChooseNoble(index) in self.table.legal
        ):
            state.legal = True
        if self.table.drag.selected == key:
            state.selected = True
        elif (
            self.table.lay.slots[index].collidepoint(self.table.mouse)
            and self.table.drag.held is None
        ):
            state.hover = kind in ("noble", "arrange", "place")
        return state

    def _draw_line(self, surface: pygame.Surface) -> None:
        lay = self.table.lay
        line: list[str] = list(self.table.view.get("line", []))
        keys = keyed(line, "noble")
        unit = lay.unit
        self._line_drawn = []
        for key in reversed(keys):
            if self.table.drag.is_floating(key):
                continue
            shown = self._draw_item(surface, key)
            if shown is not None:
                self._line_drawn.append(_card_reach(shown))
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
        p = self.table.pending
        preview = self.table.drop_preview()
        if preview is not None and preview.choices is not None:
            # A card carried over the line: the nobles it chooses from glow (the one it
            # would choose is framed on top of the card, in ``draw``).
            for index in preview.choices:
                if index < len(lay.slots):
                    draw_glow(surface, lay.slots[index])
        if self.table.kind() == "arrange" and p is not None and self.table.drag.active is None:
            # Opinionated Guards: the place being filled glows until a noble is carried.
            fixed = int(p["fixed"])
            if fixed < len(lay.slots):
                draw_glow(surface, lay.slots[fixed])
        if line:
            front = lay.slots[0]
            text = self.table.t(f"{NS}.table.next")
            size = max(art.MIN_TEXT, round(15 * unit))
            img = text_image(text, size, True, art.BLANC)
            ribbon = img.get_rect().inflate(round(14 * unit), round(4 * unit))
            # On the planks under the front noble, where its place number would be: on
            # the card it would hide the noble's value.
            ground = next((f for f in lay.floors if f.top >= front.bottom - 2), lay.floors[-1])
            ribbon.center = (front.centerx, ground.centery)
            ribbon.clamp_ip(self.table.rect)
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
            art.draw_block(surface, self.line_note(), art.WOOD, middle=True)

    def line_note(self) -> art.TextBlock:
        """What an empty line says, set above the first plank."""
        last_day = int(self.table.view.get("day", 1) or 1) >= 3
        message = self.table.t(f"{NS}.table.{'line_empty_last' if last_day else 'line_empty'}")
        size = max(14, round(20 * self.table.lay.unit))
        return art.fit_block(message, self.table.lay.line_note, size, True)

    def _draw_item(
        self, surface: pygame.Surface, key: Key, floating: bool = False
    ) -> pygame.Rect | None:
        """Draws a noble of the line or a hand card where it is now; returns that place."""
        rect = self.table.positions.get(key)
        if rect is None:
            return None
        shown = self.table.drag.display_rect(key) if floating else None
        if shown is None:
            x, y = self.table.anim.point(("pos", key), (float(rect.x), float(rect.y)))
            shown = pygame.Rect(round(x), round(y), rect.width, rect.height)
        if key[0] == "noble":
            fk, painter = self.table.noble_face(key[1])
            index = self.table.line_index(key)
            state = self._noble_state(index, key) if index is not None else CardState()
        else:
            state = self._hand_state(key, shown)
            # A card shown whole (lifted by the hover, carried, flying) gets its whole face;
            # one lying under its neighbours only the part that shows.
            whole = floating or key == self._hand_hover()  # drawn on top of the others
            part = None if whole else self.table.hand_shown.get(key)
            fk, painter = self.table.action_face(key[1], part)
        if floating:
            state.selected, state.hover, state.legal = False, True, False
        draw_card(surface, shown, render_face(fk, shown.size, painter), state)
        return shown

    def _hand_state(self, key: Key, rect: pygame.Rect) -> CardState:
        card = key[1]
        kind = self.table.kind()
        state = CardState()
        usable = (kind in ("play", "endgame") and Play(card) in self.table.legal) or (
            kind == "discard_own" and ChooseCard(card) in self.table.legal
        )
        if self.table.drag.selected == key:
            state.selected = True
        elif usable and self.table.drag.active is None:
            state.legal = True
            state.hover = self._hand_hover() == key
        elif self.table.legal and not usable:
            state.dim = kind in ("play", "endgame", "discard_own")
        return state

    def _hand_hover(self) -> Key | None:
        """The hand card under the mouse (the topmost), remembered until the layout, the
        view or the mouse changes: each card of the hand asks for it."""
        t = self.table
        memo = self._hover
        if memo is None or memo[0] is not t.lay or memo[1] is not t.view or memo[2] != t.mouse:
            memo = self._hover = (t.lay, t.view, t.mouse, self._find_hand_hover())
        return memo[3]

    def _find_hand_hover(self) -> Key | None:
        for key, rect in reversed(
            list(zip(self.table.hand_keys(), self.table.lay.hand, strict=False))
        ):
            if rect.collidepoint(self.table.mouse):
                return key
        return None

    def _draw_hand(self, surface: pygame.Surface) -> None:
        hand: list[str] = (
            list(self.table.view.get("hand", [])) if self.table.viewer is not None else []
        )
        hover = self._hand_hover()
        for key in self.table.hand_keys():
            if key != hover and not self.table.drag.is_floating(key):
                self._draw_item(surface, key)
        if hover is not None and not self.table.drag.is_floating(hover):
            self._draw_item(surface, hover)
        if self.table.viewer is None:
            return
        lay = self.table.lay
        after = len(hand) - lay.hand_first - len(lay.hand)
        for arrow, left, hidden in (
            (lay.hand_back, True, lay.hand_first),
            (lay.hand_next, False, after),
        ):
            if arrow is not None:
                self._draw_hand_arrow(surface, arrow, left, hidden)
        if not hand:
            unit = self.table.lay.unit
            area = pygame.Rect(
                self.table.lay.in_play.right,
                self.table.lay.in_play.y,
                self.table.lay.action_deck.x - self.table.lay.in_play.right,
                self.table.lay.in_play.height,
            )
            draw_text(
                surface,
                self.table.t(f"{NS}.table.no_cards"),
                area.center,
                max(12, round(16 * unit)),
                art.WOOD,
                anchor="center",
            )

    def _draw_hand_arrow(
        self, surface: pygame.Surface, rect: pygame.Rect, left: bool, hidden: int
    ) -> None:
        """One end of a hand too long to show whole: an arrow that turns it that way, and
        how many cards lie beyond (none: the arrow is greyed)."""
        hot = hidden > 0 and rect.collidepoint(self.table.mouse)
        wood = art.WOOD_LIGHT if hot else art.WOOD
        pygame.draw.rect(surface, wood if hidden else art.PARCHMENT_DARK, rect, 0, rect.width // 3)
        ink = art.PARCHMENT if hidden else art.WOOD_LIGHT
        tip = rect.width // 3
        x0, x1 = (rect.right - tip, rect.x + tip) if left else (rect.x + tip, rect.right - tip)
        y = rect.centery - rect.width // 2
        pygame.draw.polygon(surface, ink, [(x0, y - tip), (x1, y), (x0, y + tip)])
        if hidden:
            size = max(art.MIN_TEXT, round(15 * self.table.lay.unit))
            draw_text(
                surface,
                str(hidden),
                (rect.centerx, rect.centery + rect.width // 2),
                size,
                ink,
                bold=True,
                anchor="center",
            )

    def _draw_revealed_hands(self, surface: pygame.Surface) -> None:
        """The final table turns every hand over (``hands`` of ``final_view``): each seat's
        cards as tags in its own column of the hand's band, its name above them."""
        self.revealed = []
        hands = self.table.view.get("hands")
        if hands is None or not self._hands_shown():
            return
        size = self.table.tag_size()
        line_h = font(size, True).get_linesize()
        gap = max(2, round(3 * self.table.lay.unit))
        for seat, column in enumerate(hand_columns(self.table.lay, len(hands))):
            title = self.table.t(f"{NS}.table.hand_of", seat=self.table.name(seat))
            y = column.y
            for line in wrap_text(title, font(size, True), column.width)[:2]:
                y = self._reveal_text(surface, line, (column.x, y), size, True) + gap
            cards = list(hands[seat])
            if not cards:
                box = pygame.Rect(column.x, y, column.width, column.bottom - y)
                for line in wrap_text(self.table.t(f"{NS}.table.no_cards"), font(size), box.width):
                    if y + line_h > column.bottom:
                        break
                    y = self._reveal_text(surface, line, (column.x, y), size, False)
                continue
            for index, card in enumerate(cards):
                name = self.table.card_name(card)
                tag_h = art.tag_height(name, column.width, size)
                left = len(cards) - index
                # The last row that fits says how many more there are rather than cut a tag.
                room = column.bottom - y - (0 if left == 1 else line_h + gap)
                if tag_h > room:
                    more = self.table.t(f"{NS}.table.more", count=left)
                    self._reveal_text(surface, more, (column.x, y), size, True)
                    break
                rect = pygame.Rect(column.x, y, column.width, tag_h)
                art.draw_card_tag(surface, rect, name, size)
                self.revealed.append((name, rect, size))
                y = rect.bottom + gap

    def _reveal_text(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: int, bold: bool
    ) -> int:
        """One line of the revealed hands, recorded; returns its bottom."""
        rect = draw_text(surface, text, pos, size, art.WOOD_DARK, bold=bold)
        self.revealed.append((text, rect, size))
        return rect.bottom

    def _draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        """A player's area: its cached picture (or, while players glow to be chosen or a
        noble slides over it, drawn afresh over what is there), then the tabs on its edge."""
        panel = self.table.lay.panels[seat]
        glow = self.table.kind() in ("player", "clown") and ChoosePlayer(seat) in self.table.legal
        if glow or panel.collidelist(self._line_drawn) >= 0:
            self._paint_panel(surface, seat, glow)
        else:
            text_marks.placed(surface, self._panel_image(surface, seat), panel)
        self._draw_flags(surface, seat)

    def _panel_image(self, surface: pygame.Surface, seat: int) -> pygame.Surface:
        """The player's area painted over the background, kept until the next layout; also
        keyed by what changes without one (nobles still flying to the pile, colours)."""
        lay = self.table.lay
        if self._panels_lay is not lay:
            self._panels = {}
            self._panels_lay = lay
        key = (self.table.motion.arriving.get(seat, 0), self.table.ctx.colourblind)
        cached = self._panels.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        if self._scratch is None or self._scratch.get_size() != surface.get_size():
            self._scratch = pygame.Surface(surface.get_size(), 0, surface)
        panel = lay.panels[seat]
        scratch = self._scratch
        text_marks.forget(scratch)  # another seat's texts were painted here last
        scratch.set_clip(panel)
        scratch.blit(self._background(), self.table.rect)
        self._paint_panel(scratch, seat, glow=False)
        scratch.set_clip(None)
        image = pygame.Surface(panel.size, 0, scratch)
        text_marks.placed(image, scratch, (0, 0), panel)
        self._panels[seat] = (key, image)
        return image

    def _paint_panel(self, surface: pygame.Surface, seat: int, glow: bool) -> None:
        """Border, header (name, hand size, score), face-up tags and score pile."""
        view = self.table.view
        panel = self.table.lay.panels[seat]
        unit = self.table.lay.unit
        pad = max(3, round(6 * unit))
        current = view.get("current_seat") == seat
        border = art.GOLD if current else art.WOOD
        pygame.draw.rect(
            surface,
            border,
            panel,
            max(2, round((4 if current else 2) * unit)),
            max(4, round(8 * unit)),
        )
        if glow:
            draw_glow(surface, panel, panel.collidepoint(self.table.mouse))
        head_h = self.table.panel_header_h()
        head = pygame.Rect(
            panel.x + pad, panel.y + pad // 2, panel.width - 2 * pad, head_h - pad // 2
        )
        score = view.get("pile_scores", [0] * (seat + 1))[seat]
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
        name = self.table.name(seat)
        name_size = max(12, round(17 * unit))
        hand_size = view.get("hand_sizes", [0] * (seat + 1))[seat]
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
        tags = [r for s, _c, r in self.table.face_up_rects() if s == seat]
        for s, card, rect in self.table.face_up_rects():
            if s != seat:
                continue
            self._draw_face_up_tag(surface, card, rect)
        if tags:
            y = max(r.bottom for r in tags) + pad
        else:
            y += pad // 2
        self._draw_pile(
            surface,
            seat,
            pygame.Rect(panel.x + pad, y, panel.width - 2 * pad, panel.bottom - pad - y),
        )

    def _draw_flags(self, surface: pygame.Surface, seat: int) -> None:
        """Flags ride on the panel's top edge as red tabs, clear of names and piles; they
        reach above the panel, so they are drawn after its (cached) picture."""
        view = self.table.view
        panel = self.table.lay.panels[seat]
        unit = self.table.lay.unit
        pad = max(3, round(6 * unit))
        flags = []
        if view.get("rush_job", [False] * (seat + 1))[seat]:
            flags.append(self.table.card_name("rush_job"))
        if view.get("marked", [False] * (seat + 1))[seat]:
            flags.append(self.table.card_name("confusion_in_line"))
        asking_all = (view.get("pending") or {}).get("kind") == "interrupt"  # Warte mal
        if view.get("to_act") == seat and view.get("current_seat") != seat and not asking_all:
            flags.append(self.table.t(f"{NS}.table.deciding"))
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

    def _draw_face_up_tag(self, surface: pygame.Surface, card: str, rect: pygame.Rect) -> None:
        name = self.table.card_name(card)
        art.draw_card_tag(surface, rect, name, self.table.tag_size(), hover=True)

    def _draw_pile(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """The score pile as readable strips: colour badge with symbol, value, name."""
        pile: list[str] = list(self.table.view.get("piles", [[]] * (seat + 1))[seat])
        arriving = self.table.motion.arriving.get(seat, 0)
        if arriving:
            pile = pile[: max(0, len(pile) - arriving)]
        line_h = art.strip_height(self.table.lay.unit)
        self.strips[seat] = []
        if area.height < line_h:
            return
        last = self.table.view.get("last_collected", [None] * (seat + 1))[seat]
        cells, more = self._pile_cells(pile, area, line_h)
        for index, (noble, rect) in enumerate(cells):
            if noble is None:
                draw_text(
                    surface,
                    self.table.t(f"{NS}.table.more", count=more),
                    (rect.x + 2, rect.centery),
                    art.strip_text_size(line_h),
                    art.WOOD,
                    bold=True,
                    anchor="midleft",
                )
                continue
            is_last = last == noble and index == len(cells) - 1
            self._draw_strip(surface, noble, rect, line_h, is_last)
            self.strips[seat].append((noble, rect))
        if not pile:  # in a narrow seat (five at 1024×640) the words take two lines
            size = art.strip_text_size(line_h)
            words = self.table.t(f"{NS}.table.no_nobles")
            y = area.y + 2
            for line in wrap_text(words, font(size), area.width - 4):
                draw_text(surface, line, (area.x + 2, y), size, art.WOOD_LIGHT)
                y += font(size).get_linesize()

    def _pile_cells(
        self, pile: list[str], area: pygame.Rect, line_h: int
    ) -> tuple[list[tuple[str | None, pygame.Rect]], int]:
        """Where each strip of a score pile goes (``None``: the "+n more" line) and n.
        One column where the whole pile fits it, a strip as tall as its name needs while
        there is room; else strips of one line in as many columns as the area takes, the
        newest last."""
        unit = self.table.lay.unit
        cols = max(1, area.width // max(90, round(130 * unit)))
        pattern = self.table.ctx.colourblind
        if cols == 1 and len(pile) * (line_h + 1) <= area.height:
            # Every strip one line, then more lines for the names that need them while
            # the area has room (the others end in an ellipsis; the zoom lists the pile).
            spare = area.height - len(pile) * (line_h + 1)
            cells: list[tuple[str | None, pygame.Rect]] = []
            y = area.y
            for noble in pile:
                lines = art.strip_lines(self.table.card_name(noble), area.width, line_h, pattern)
                extra = min(lines - 1, spare // line_h)
                spare -= extra * line_h
                height = line_h * (1 + extra)
                cells.append((noble, pygame.Rect(area.x, y, area.width, height)))
                y += height + 1
            return cells, 0
        rows = max(1, area.height // (line_h + 1))
        capacity = cols * rows
        shown: list[str] = pile
        more = 0
        if len(pile) > capacity:
            more = len(pile) - (capacity - 1)
            shown = pile[-(capacity - 1) :] if capacity > 1 else []
        w = (area.width - (cols - 1) * 3) // cols
        names: list[str | None] = [None] if more else []
        names += shown
        cells = []
        for i, entry in enumerate(names):
            col, row = divmod(i, rows)
            rect = pygame.Rect(area.x + col * (w + 3), area.y + row * (line_h + 1), w, line_h)
            cells.append((entry, rect))
        return cells, more

    def _draw_strip(
        self, surface: pygame.Surface, noble: str, rect: pygame.Rect, line_h: int, last: bool
    ) -> None:
        info = self.table.cat.nobles[noble]
        name = self.table.card_name(noble)
        art.draw_noble_strip(
            surface, rect, info.colour, info.points, name, last, self.table.ctx.colourblind, line_h
        )

    def _draw_decks(self, surface: pygame.Surface) -> None:
        lay = self.table.lay
        view = self.table.view
        unit = lay.unit
        size = max(art.MIN_TEXT, round(13 * unit))
        discard_target = ("action_discard",) in self.table.drag.lit_targets()
        decks = [
            (lay.noble_deck, "noble_deck", int(view.get("noble_deck", 0) or 0), None),
            (lay.noble_discard, "noble_discard", len(view.get("noble_discard", [])), "noble"),
            (lay.action_deck, "action_deck", int(view.get("action_deck", 0) or 0), None),
            (lay.action_discard, "action_discard", len(view.get("action_discard", [])), "action"),
        ]
        for rect, label_key, count, top_kind in decks:
            depth = min(4, 1 + count // 12) if top_kind is None and count else 0
            draw_text(
                surface,
                self.table.t(f"{NS}.table.deck.{label_key}"),
                (rect.centerx, rect.y - 2 - depth * 2),
                size,
                art.WOOD_DARK,
                bold=True,
                anchor="midbottom",
            )
            if count == 0:
                pygame.draw.rect(surface, art.PARCHMENT_DARK, rect, 2, max(3, rect.width // 12))
            elif top_kind is None:
                back = art.noble_back if label_key == "noble_deck" else art.action_back
                for k in range(depth, 0, -1):
                    draw_card(
                        surface,
                        rect.move(k * 2, -k * 2),
                        render_face(("back", label_key), rect.size, back),
                    )
                draw_card(surface, rect, render_face(("back", label_key), rect.size, back))
            else:
                top = view.get(label_key, [])[-1]
                fk, painter = (
                    self.table.noble_face(top)
                    if top_kind == "noble"
                    else self.table.action_face(top)
                )
                draw_card(surface, rect, render_face(fk, rect.size, painter))
            if count:
                size = max(art.MIN_TEXT, round(14 * unit))
                badge = text_image(str(count), size, True, art.BLANC)
                radius = max(badge.get_width(), badge.get_height()) // 2 + 3
                # Below the pile's corner: on it, it would lie on the top card's footer.
                spot = badge.get_rect(center=(rect.right - 2, rect.bottom - 4 + radius))
                pygame.draw.circle(surface, art.WOOD_DARK, spot.center, radius)
                draw_text(
                    surface, str(count), spot.center, size, art.BLANC, bold=True, anchor="center"
                )
            if label_key == "action_discard" and discard_target:
                draw_glow(surface, rect, self.table.drag.hot_target() == ("action_discard",))

    def _hands_shown(self) -> bool:
        """Whether every hand lies face up in the hand's band (``_draw_revealed_hands``):
        the final table, or a replay watched with everything revealed."""
        return self.table.view.get("hands") is not None and self.table.viewer is None

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """The card in play and the prompt bar: what the seat to act is asked, with its
        buttons, or whom the table waits for. Not while every hand is shown: their columns
        take this band, and in a replay nobody is waited for."""
        self.prompt_bar = None
        if self._hands_shown():
            return
        lay = self.table.lay
        unit = lay.unit
        view = self.table.view
        p = self.table.pending
        cards = view.get("in_play", [])
        if cards:
            fk, painter = self.table.action_face(cards[-1])
            draw_card(surface, lay.in_play, render_face(fk, lay.in_play.size, painter))
            draw_text(
                surface,
                self.table.t(f"{NS}.table.in_play"),
                (lay.in_play.centerx, lay.in_play.y - 2),
                max(art.MIN_TEXT, round(13 * unit)),
                art.WOOD_DARK,
                bold=True,
                anchor="midbottom",
            )
        if p is None and self.table.note is None:
            return
        preview = self.table.drop_preview()
        if self.table.note is not None:
            message = self.table.note
        elif p is None:
            return
        elif preview is not None:
            message = preview.text
        elif self.table.legal:
            message = self.table.prompt_text(p)
        else:
            message = self.table.t(f"{NS}.prompt.waiting", seat=self.table.name(int(p["seat"])))
        box = self.prompt_bar = lay.prompt
        bar = pygame.Surface(box.size, pygame.SRCALPHA)
        alpha = 235 if self.table.legal else 150
        pygame.draw.rect(bar, (*art.WOOD_DARK, alpha), bar.get_rect(), 0, max(4, box.height // 4))
        surface.blit(bar, box)
        if self.table.legal:
            stripe = pygame.Rect(box.x, box.y, max(6, round(8 * unit)), box.height)
            art.tricolore(surface, stripe)
        size = max(12, round(17 * unit))
        room = (
            (min(b.rect.x for b in self.table.buttons) if self.table.buttons else box.right)
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
        hovered = hit(self.table.buttons, self.table.mouse)
        for button in self.table.buttons:
            button.draw(surface, hover=button is hovered)

    def _draw_chooser(self, surface: pygame.Surface) -> None:
        if self.table.chooser_rect is None:
            return
        unit = self.table.lay.unit
        veil = pygame.Surface(self.table.rect.size, pygame.SRCALPHA)
        veil.fill((30, 20, 10, 90))
        surface.blit(veil, self.table.rect)
        panel = self.table.chooser_rect
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
        art.draw_text_block(
            surface,
            self.table.chooser_title,
            pygame.Rect(panel.x + pad, panel.y + pad, panel.width - 2 * pad, size * 2),
            size,
            True,
            shrink=True,
        )
        for choice in self.table.chooser:
            rect = choice.rect
            hover = rect.collidepoint(self.table.mouse)
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
