"""The table kit at work: the fake team game (``team_game``) on seats, a hand and two piles.

It is the demo and the test bed of ``parlour.ui.widgets.seats``, ``fan`` and ``pile``, at
up to ten seats: every seat sits round the table with its plate (whose turn, team mark,
counters taken), the pile of counters is a fanned pile of numbered cards ("lots") whose
top k the player takes by clicking the k-th from the top, the counters taken so far lie on
a second fanned pile, and the bottom seat holds a fanned hand of 15 lots with multi-select
(the relay game has no hand: the hand is there to show and test the widget, and nothing is
played from it).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

import pygame

from parlour.engine import Action, Event
from parlour.ui.table_api import GameTable, TableContext
from parlour.ui.text import text_image
from parlour.ui.theme import CREAM, FELT, FELT_DARK, INK
from parlour.ui.widgets.card import CardSprite
from parlour.ui.widgets.fan import FannedHand, TitleBand
from parlour.ui.widgets.pile import FannedPile
from parlour.ui.widgets.seats import SeatLayout, draw_plate, seat_layout, team_marks
from parlour.ui.widgets.tokens import TokenStyle, draw_stack
from tests.fakes.game import Take

#: The lots' colour groups (as a property game's streets): band colour per group.
GROUPS = ((150, 84, 52), (120, 190, 230), (200, 70, 140), (230, 140, 40), (200, 40, 40))
BAND = TitleBand(0.0, 0.0, 0.62, 0.17)
HAND = (3, 17, 8, 1, 12, 5, 14, 9, 2, 11, 7, 15, 4, 10, 6)
COUNTER = TokenStyle((214, 160, 30), "circle", "edge")


def paint_lot(number: int, title: str, surface: pygame.Surface) -> None:
    """A lot's face: its group's colour band with the title at the left of it (inside
    ``BAND``), and the number large below."""
    w, h = surface.get_size()
    band = BAND.on(surface.get_rect())
    pygame.draw.rect(surface, GROUPS[number % len(GROUPS)], (0, 0, w, band.bottom))
    size = max(12, round(band.height * 0.62))
    label = text_image(title, size, True, CREAM)
    surface.blit(label, label.get_rect(midleft=(band.x + max(3, w // 16), band.centery)))
    big = text_image(str(number), max(12, h // 3), True, INK)
    surface.blit(big, big.get_rect(center=(w // 2, (band.bottom + h) // 2)))


class KitTable(GameTable):
    """The relay game at a round table of 4–10: seats, a fanned hand and two fanned piles."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.rect = pygame.Rect(0, 0, 1280, 800)
        self.view: Mapping[str, Any] = {}
        self.viewer: int | None = None
        self.bottom = 0
        self.legal: list[Action] = []
        self.seats: SeatLayout | None = None
        self.hand = FannedHand(BAND, sort_key=lambda n: (int(n) % len(GROUPS), n))
        self.hand.set_cards((n, self._lot(n)) for n in HAND)
        self.pile = FannedPile(BAND, max_columns=3, on_pick=self._take)
        self.taken_pile = FannedPile(BAND, max_columns=3)
        self.hand_area = pygame.Rect(0, 0, 0, 0)
        self.own_area = pygame.Rect(0, 0, 0, 0)
        self.labels: dict[str, pygame.Rect] = {}

    def _lot(self, number: int) -> CardSprite:
        title = self.ctx.t("table.kit.lot", number=number)
        key = ("kit.lot", number, title)
        return CardSprite(key, partial(paint_lot, number, title))

    # -- the host's calls --------------------------------------------------------------

    def show(self, view: Mapping[str, Any], viewer: int | None, legal: list[Action]) -> None:
        self.view, self.viewer, self.legal = view, viewer, legal
        total = 4 * len(view["taken"])
        pile = int(view["pile"])
        self.pile.set_cards([self._lot(n) for n in range(1, pile + 1)])
        self.taken_pile.set_cards([self._lot(n) for n in range(total, pile, -1)])
        self.pile.pickable = max((a.count for a in legal if isinstance(a, Take)), default=0)
        self.pile.highlight = 0
        self._layout()

    def on_events(self, events: list[Event]) -> None:
        if events:
            self.ctx.play("card")

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect.copy()
        self._layout()

    def _layout(self) -> None:
        if not self.view:
            return
        seats = len(self.view["taken"])
        # Nobody looking (a bot acts, the curtain is up): seat 0's side of the table.
        bottom = self.bottom = self.viewer if self.viewer is not None else 0
        self.seats = seat_layout(self.rect, seats, bottom)
        body = self.seats.seats[bottom].body
        own_w = max(120, body.width // 6)
        pad = max(3, round(6 * self.seats.unit))
        self.hand_area = pygame.Rect(body.x, body.y, body.width - own_w, body.height - pad)
        self.own_area = pygame.Rect(self.hand_area.right, body.y, own_w, body.height)
        self.hand.max_height = round(180 * self.seats.unit)
        self.hand.layout(self.hand_area)
        centre = self.seats.centre
        label_h = max(18, round(24 * self.seats.unit))
        half = centre.width // 2
        max_h = round(150 * self.seats.unit)
        for index, (key, pile) in enumerate((("pile", self.pile), ("taken_pile", self.taken_pile))):
            column = pygame.Rect(centre.x + index * half, centre.y, half, centre.height)
            self.labels[key] = pygame.Rect(column.x, column.y, column.width, label_h)
            pile.max_height = max_h
            # Room under the label for the count badge, which rises above the pile.
            top = label_h * 3 // 2
            pile.layout(pygame.Rect(column.x, column.y + top, column.width, column.height - top))

    def _take(self, k: int) -> None:
        if Take(k) in self.legal:
            self.ctx.submit(Take(k))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:  # both: each drops its hover when left
            on_pile = self.pile.handle_event(event)
            return self.hand.handle_event(event) or on_pile
        return self.pile.handle_event(event) or self.hand.handle_event(event)

    def focus_spots(self) -> list[pygame.Rect]:
        return [*self.pile.focus_spots(), *self.hand.focus_spots()]

    # -- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(FELT, self.rect)
        if self.seats is None:
            return
        view = self.view
        marks = team_marks(view["teams"])
        for place in self.seats.seats:
            seat = place.seat
            pygame.draw.rect(surface, FELT_DARK, place.area, 0, max(4, place.plate.height // 4))
            draw_plate(
                surface,
                place.plate,
                self.ctx.seat_names[seat],
                turn=view["turn"] == seat,
                team=marks.get(seat),
            )
            if place.edge != "bottom":
                self._draw_holdings(surface, seat, place.body)
        self._draw_holdings(surface, self.bottom, self.own_area)
        for key, label in self.labels.items():
            size = max(12, label.height * 2 // 3)
            img = text_image(self.ctx.t(f"table.kit.{key}"), size, True, CREAM)
            surface.blit(img, img.get_rect(center=label.center))
        self.pile.draw(surface)
        self.taken_pile.draw(surface)
        self.hand.draw(surface)

    def _draw_holdings(self, surface: pygame.Surface, seat: int, body: pygame.Rect) -> None:
        """A seat's public holdings: a stack of the counters it took, its bonus if known."""
        if body.height < 16:
            return
        radius = max(6, min(body.height // 4, body.width // 8))
        taken = int(self.view["taken"][seat])
        base = (body.x + radius + 6, body.bottom - radius - 6)
        draw_stack(surface, COUNTER, base, radius, taken, max_visible=6, show_count=False)
        bonus = self.view["bonus"][seat]
        key = "table.kit.bonus_hidden" if bonus is None else "table.kit.bonus"
        size = max(12, min(18, body.height // 4))
        img = text_image(self.ctx.t(key, value=bonus), size, False, CREAM)
        surface.blit(img, img.get_rect(topright=(body.right - 6, body.y + 4)))
        img = text_image(self.ctx.t("table.kit.taken", count=taken), size, False, CREAM)
        surface.blit(img, img.get_rect(bottomright=(body.right - 6, body.bottom - 4)))
