"""The Ball: how elegant each Lady is after day six.

In this order (rules file, "The Ball"): without a dress she loses her best servant; of each
item type only her best card counts; if the counting cards show all three designers she
drops the designer whose loss leaves her the most elegance (every card bearing it stops
counting, a two-designer card too, and the next best card of that type counts instead);
then the stars of the counting cards, the servants' bonuses and −1 per gossip card held.

**Decision:** servants and gossip look at her whole paid wardrobe, not only the counting
cards, so a second hat still pleases a servant who wants two. The same measures serve the
servants, the gossip cards and the balance test over the data, so they live here once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from parlour.games.ladies_and_gentlemen.cards import Catalogue, WardrobeCard

DRESS = "dress"


def card_matches(card: WardrobeCard, condition: str, param: str | int | None) -> bool:
    """Whether one card counts towards a per-card condition (not ``item_types``,
    ``stars``)."""
    if condition == "designer":
        return param in card.designers
    if condition == "no_designer":
        return not card.designers
    if condition == "deck":
        return card.deck == param
    if condition == "item":
        return card.item == param
    if condition == "min_stars":
        return isinstance(param, int) and card.stars >= param
    if condition == "max_stars":
        return isinstance(param, int) and card.stars <= param
    if condition == "two_designers":
        return len(card.designers) >= 2
    if condition == "max_price":
        return isinstance(param, int) and card.price <= param
    return condition == "cards"


def measure(cat: Catalogue, condition: str, param: str | int | None, cards: Iterable[str]) -> int:
    """How much of ``condition`` a wardrobe shows: a count of cards, of item types, or stars."""
    owned = [cat.wardrobe[c] for c in cards]
    if condition == "item_types":
        return len({card.item for card in owned})
    if condition == "stars":
        return sum(card.stars for card in owned)
    return sum(1 for card in owned if card_matches(card, condition, param))


def servant_bonus(cat: Catalogue, servant: str, cards: Sequence[str]) -> int:
    """The best tier the servant's condition reaches (0 if none)."""
    info = cat.servants[servant]
    have = measure(cat, info.condition, info.param, cards)
    return max((bonus for need, bonus in info.tiers if have >= need), default=0)


def best_per_item(cat: Catalogue, cards: Iterable[str]) -> list[str]:
    """The best card of each item type (most stars, then the dearer, then by id)."""
    best: dict[str, WardrobeCard] = {}
    for card_id in cards:
        card = cat.wardrobe[card_id]
        held = best.get(card.item)
        if held is None or (card.stars, card.price, card.id) > (held.stars, held.price, held.id):
            best[card.item] = card
    return sorted(card.id for card in best.values())


@dataclass(frozen=True)
class Elegance:
    """One Lady's Ball: what counted and why."""

    counted: tuple[str, ...]
    dropped: str | None  # the designer she had to drop
    lost_servant: str | None  # no dress: her best servant goes
    bonuses: tuple[tuple[str, int], ...]  # (servant, bonus) for every servant she keeps
    gossip: int
    stars: int  # of the counted cards

    @property
    def total(self) -> int:
        return self.stars + sum(b for _, b in self.bonuses) - self.gossip


def counting_cards(cat: Catalogue, cards: Sequence[str]) -> tuple[list[str], str | None]:
    """The cards that count at the Ball and the designer dropped, if one must be."""
    counted = best_per_item(cat, cards)
    shown = {d for c in counted for d in cat.wardrobe[c].designers}
    if not set(cat.designers) <= shown:
        return counted, None
    options = []
    for order, designer in enumerate(cat.designers):
        kept = best_per_item(cat, [c for c in cards if designer not in cat.wardrobe[c].designers])
        options.append((sum(cat.wardrobe[c].stars for c in kept), -order, designer, kept))
    _, _, designer, kept = max(options)
    return kept, designer


def elegance(
    cat: Catalogue, cards: Sequence[str], servants: Sequence[str], gossip: int = 0
) -> Elegance:
    """One Lady's elegance at the Ball (see the module docstring for the order)."""
    bonuses = [(s, servant_bonus(cat, s, cards)) for s in sorted(servants)]
    lost = None
    if bonuses and not any(cat.wardrobe[c].item == DRESS for c in cards):
        lost = max(bonuses, key=lambda sb: (sb[1], sb[0]))[0]
        bonuses = [sb for sb in bonuses if sb[0] != lost]
    counted, dropped = counting_cards(cat, cards)
    stars = sum(cat.wardrobe[c].stars for c in counted)
    return Elegance(tuple(counted), dropped, lost, tuple(bonuses), gossip, stars)
