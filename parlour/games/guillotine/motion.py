"""How the Guillotine table moves: a diff of two views turned into slides and flights.

Every card on screen has a stable key (its id and the how-manieth copy it is), so what
stayed slides from its old place to its new one, what is new comes from a deck (or from
the pile it left), and what left the line flies to where the events say it went: a score
pile, the discard pile, back into the deck. Durations follow the animation speed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from parlour.engine import Event
from parlour.games.guillotine.layout import Layout, pile_rect, seat_card_rect
from parlour.games.guillotine.rules import GuillotineView
from parlour.ui.anim import LONG, NORMAL, SHORT, Animator, lerp
from parlour.ui.widgets.card import draw_card, render_face
from parlour.ui.widgets.flight import Flights

Key = tuple[Any, ...]
Face = tuple[Hashable, Callable[[pygame.Surface], None]]
#: Delay between nobles dealt one after another (seconds at normal speed).
DEAL_STAGGER = 0.035


def keyed(cards: list[str], prefix: str) -> list[Key]:
    """Stable keys for a list of card ids: ``(prefix, id, n)`` for the n-th copy."""
    seen: Counter[str] = Counter()
    keys = []
    for card in cards:
        keys.append((prefix, card, seen[card]))
        seen[card] += 1
    return keys


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(
        round(lerp(a.x, b.x, t)),
        round(lerp(a.y, b.y, t)),
        max(1, round(lerp(a.width, b.width, t))),
        max(1, round(lerp(a.height, b.height, t))),
    )


@dataclass(frozen=True)
class FlyingCard:
    """A card in the air: its face, and the places it leaves and lands on (a noble grows
    or shrinks on its way from the line to a pile)."""

    face_key: Hashable
    painter: Callable[[pygame.Surface], None]
    start: pygame.Rect
    end: pygame.Rect


class Motion:
    """The table's moving cards: slides of cards that stay, flights of cards that go.

    ``arriving[seat]`` counts nobles still in the air towards that score pile, so the pile
    shows them only once they land.
    """

    def __init__(
        self, anim: Animator, noble_face: Callable[[str], Face], action_face: Callable[[str], Face]
    ) -> None:
        self.anim = anim
        self.noble_face = noble_face
        self.action_face = action_face
        self.flights: Flights[FlyingCard] = Flights(anim)
        self.arriving: dict[int, int] = {}

    def animate(
        self,
        old_view: GuillotineView,
        view: GuillotineView,
        old: dict[Key, pygame.Rect],
        positions: dict[Key, pygame.Rect],
        lay: Layout,
        events: list[Event],
        viewer: int | None,
    ) -> None:
        """Start the motion from ``old_view`` (cards drawn at ``old``) to ``view`` (cards
        at ``positions``); ``events`` tell where things went that the views cannot."""
        hints = [(e.key.rsplit(".", 1)[-1], e.params) for e in events]
        # Where did nobles that left a place go, and where do new ones come from?
        old_piles = [list(p) for p in old_view["piles"]]
        new_piles = [list(p) for p in view["piles"]]
        gains: list[tuple[int, str]] = []
        losses: list[tuple[int, str]] = []
        for seat in range(min(len(old_piles), len(new_piles))):
            before, after = Counter(old_piles[seat]), Counter(new_piles[seat])
            gains += [(seat, c) for c in (after - before).elements()]
            losses += [(seat, c) for c in (before - after).elements()]
        new_keys = set(keyed(list(view["line"]), "noble"))
        vanished = [
            (k, old[k])
            for k in keyed(list(old_view["line"]), "noble")
            if k not in new_keys and k in old
        ]
        mass = any(name == "mass_confusion" for name, _ in hints)
        # The blade falls first (SHORT); then the head goes and the line moves up.
        beat = SHORT if any(name == "collect" for name, _ in hints) else 0.0
        for seat, noble in gains:
            source = next((i for i, (k, _) in enumerate(vanished) if k[1] == noble), None)
            delay = 0.0
            if source is not None:
                start = vanished.pop(source)[1]
                delay = beat
            else:
                lost = next(
                    (i for i, (s, c) in enumerate(losses) if c == noble and s != seat), None
                )
                start = pile_rect(lay, losses.pop(lost)[0]) if lost is not None else lay.noble_deck
            self.fly_noble(noble, start, pile_rect(lay, seat), seat, delay)
        for key, start in vanished:
            end = lay.noble_deck if mass else lay.noble_discard
            self.fly_noble(key[1], start, end, None)
        for seat, noble in losses:
            if noble in view["noble_discard"][-3:] and noble not in [k[1] for k in new_keys]:
                self.fly_noble(noble, pile_rect(lay, seat), lay.noble_discard, None)
        # Cards in line and hand slide from where they were; new ones come from a deck.
        dealt = 0
        for key, rect in positions.items():
            if key in old:
                start = old[key]
                if start.topleft == rect.topleft:
                    continue
                delay = beat if key[0] == "noble" else 0.0
            else:
                delay = 0.0
                if key[0] == "noble":
                    lost = next((i for i, (s, c) in enumerate(losses) if c == key[1]), None)
                    start = (
                        pile_rect(lay, losses.pop(lost)[0]) if lost is not None else lay.noble_deck
                    )
                    delay = dealt * DEAL_STAGGER
                    dealt += 1
                else:
                    start = lay.action_deck
            self.anim.start(
                ("pos", key),
                (float(start.x), float(start.y)),
                (float(rect.x), float(rect.y)),
                NORMAL,
                delay=delay,
            )
        # Cards that left the viewer's hand go where the view now has them.
        old_hand = keyed(list(old_view["hand"]), "hand")
        for key in old_hand:
            if key in positions or key not in old:
                continue
            card = key[1]
            end = lay.action_discard
            if card in view["in_play"]:
                end = lay.in_play
            else:
                for seat, cards in enumerate(view["face_up"]):
                    if card in cards and card not in old_view["face_up"][seat]:
                        end = seat_card_rect(lay, seat)
            fk, painter = self.action_face(card)
            self.fly(fk, painter, old[key], end)
        # Other players' cards: from their panel to where they went.
        for name, params in hints:
            player = params.get("seat")
            card = params.get("card")
            if (
                name != "play"
                or not isinstance(player, int)
                or player == viewer
                or not isinstance(card, str)
            ):
                continue
            end = lay.in_play if card in view["in_play"] else lay.action_discard
            for target, cards in enumerate(view["face_up"]):
                if card in cards:
                    end = seat_card_rect(lay, target)
            fk, painter = self.action_face(card)
            self.fly(fk, painter, seat_card_rect(lay, player), end)

    def fly_noble(
        self,
        noble: str,
        start: pygame.Rect,
        end: pygame.Rect,
        seat: int | None,
        delay: float = 0.0,
    ) -> None:
        """A noble flies to a pile (``seat``) or a deck; the pile shows it once it lands."""
        fk, painter = self.noble_face(noble)
        if seat is not None:
            self.arriving[seat] = self.arriving.get(seat, 0) + 1

        def landed() -> None:
            if seat is not None and self.arriving.get(seat, 0) > 0:
                self.arriving[seat] -= 1

        self.fly(fk, painter, start, end, landed, delay)

    def fly(
        self,
        face_key: Hashable,
        painter: Callable[[pygame.Surface], None],
        start: pygame.Rect,
        end: pygame.Rect,
        land: Callable[[], None] | None = None,
        delay: float = 0.0,
    ) -> None:
        """A card flies from ``start`` to ``end`` (after ``delay``), then ``land`` runs."""
        card = FlyingCard(face_key, painter, start.copy(), end.copy())
        self.flights.launch(card, start.topleft, end.topleft, LONG, delay=delay, landed=land)

    def draw(self, surface: pygame.Surface) -> None:
        """The cards in flight, on top of the table."""
        for flight in self.flights:
            card = flight.what
            rect = lerp_rect(card.start, card.end, self.flights.progress(flight))
            draw_card(surface, rect, render_face(card.face_key, card.start.size, card.painter))
