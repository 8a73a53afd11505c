"""The parlour-edition card set: what every card *is*, read from the data files.

The real card lists are not public, so parlour ships its own, built to the constraints of
the game's rules (75 wardrobe cards in three decks, 20
servants, 15 contracts, 5 market cards, 20 workshop cards, 20 gossip cards, 55 resource
tokens). The rules look cards up here by id and never hard-code a value, so a corrected value
is a data change. Nothing here reads a file: ``load_game`` hands the parsed JSON in.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from parlour.engine import RuleError

#: The files under ``assets/games/ladies_and_gentlemen/`` (without ``.json``), one per kind.
DATA_FILES = (
    "wardrobe",
    "servants",
    "contracts",
    "market",
    "workshop",
    "gossip",
    "resources",
    "rules",
)
RESOURCES = ("coal", "cotton", "gems", "wheat", "tea", "gold")
SERVANT_DECK = "servants"
CONDITIONS = frozenset(
    {
        "designer",
        "no_designer",
        "deck",
        "item",
        "min_stars",
        "max_stars",
        "item_types",
        "cards",
        "two_designers",
        "max_price",
        "stars",
    }
)


@dataclass(frozen=True)
class WardrobeCard:
    """A dress, hat, fan, tiara …: ``stars`` of elegance for ``price``, by its designers."""

    id: str
    model: str
    deck: str
    item: str
    price: int
    stars: int
    designers: tuple[str, ...]


@dataclass(frozen=True)
class Servant:
    """A servant's secret wish: ``tiers`` are (how many, bonus), the best tier met counts."""

    id: str
    condition: str
    param: str | int | None
    tiers: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Contract:
    """Resources asked (gold may stand in for any), the premium and the later bonus."""

    id: str
    resources: Mapping[str, int]
    premium: int
    bonus: int

    @property
    def size(self) -> int:
        return sum(self.resources.values())


@dataclass(frozen=True)
class MarketCard:
    id: str
    prices: Mapping[str, int]


@dataclass(frozen=True)
class WorkshopCard:
    """What a boutique sells today: ``count`` cards of ``deck`` (a wardrobe deck or
    servants)."""

    id: str
    deck: str
    count: int


@dataclass(frozen=True)
class GossipCard:
    """Given to a Lady who has more of ``condition``/``param`` than the giver."""

    id: str
    number: int
    condition: str
    param: str | None


@dataclass(frozen=True)
class Setup:
    """The numbers of the rules that are not cards (see ``rules.json``)."""

    days: int
    money: int
    courtesan_money: Mapping[int, int]
    courtesan_contracts: Mapping[int, int]
    hold_fee: int
    contract_raise: int
    stock_per_gentleman: int
    grab_limit: int
    courtesan_keeps: int
    start_servants: int
    bank: int
    colours: tuple[str, ...]
    boutiques: tuple[str, ...]
    workshop_hand: int
    gossip_hand: int
    servant_price: int
    tokens: Mapping[str, int]
    joker: str


@dataclass(frozen=True)
class Catalogue:
    """Every card of the parlour edition, by id, and the rules' numbers."""

    decks: tuple[str, ...]
    items: Mapping[str, tuple[str, ...]]
    designers: tuple[str, ...]
    wardrobe: Mapping[str, WardrobeCard]
    servants: Mapping[str, Servant]
    contracts: Mapping[str, Contract]
    markets: Mapping[str, MarketCard]
    workshop: Mapping[str, WorkshopCard]
    gossip: Mapping[str, GossipCard]
    setup: Setup

    def deck_of(self, card: str) -> str:
        """The deck a wardrobe card or servant goes back under."""
        return SERVANT_DECK if card in self.servants else self.wardrobe[card].deck

    def price(self, card: str) -> int:
        if card in self.servants:
            return self.setup.servant_price
        return self.wardrobe[card].price

    def deck_cards(self, deck: str) -> list[str]:
        if deck == SERVANT_DECK:
            return list(self.servants)
        return [c.id for c in self.wardrobe.values() if c.deck == deck]


def catalogue_from_json(data: Mapping[str, Any]) -> Catalogue:
    """Build the catalogue from the parsed files (``{name: json}``, names without
    ``.json``); malformed data is a ``RuleError`` naming what is wrong."""
    try:
        ward, rules = data["wardrobe"], data["rules"]
        wardrobe = {
            str(c["id"]): WardrobeCard(
                id=str(c["id"]),
                model=str(c["model"]),
                deck=str(c["deck"]),
                item=str(c["item"]),
                price=int(c["price"]),
                stars=int(c["stars"]),
                designers=tuple(str(d) for d in c["designers"]),
            )
            for c in ward["cards"]
        }
        servants = {
            str(s["id"]): Servant(
                str(s["id"]),
                str(s["condition"]),
                s["param"],
                tuple((int(n), int(b)) for n, b in s["tiers"]),
            )
            for s in data["servants"]["cards"]
        }
        contracts = {
            str(c["id"]): Contract(
                str(c["id"]),
                {str(r): int(n) for r, n in c["resources"].items()},
                int(c["premium"]),
                int(c["bonus"]),
            )
            for c in data["contracts"]["cards"]
        }
        markets = {
            str(m["id"]): MarketCard(str(m["id"]), {str(r): int(p) for r, p in m["prices"].items()})
            for m in data["market"]["cards"]
        }
        workshop = {
            str(w["id"]): WorkshopCard(str(w["id"]), str(w["deck"]), int(w["count"]))
            for w in data["workshop"]["cards"]
        }
        gossip = {
            str(g["id"]): GossipCard(
                str(g["id"]), int(g["number"]), str(g["condition"]), g["param"]
            )
            for g in data["gossip"]["cards"]
        }
        setup = Setup(
            days=int(rules["days"]),
            money=int(rules["money"]),
            courtesan_money={int(k): int(v) for k, v in rules["courtesan_money"].items()},
            courtesan_contracts={int(k): int(v) for k, v in rules["courtesan_contracts"].items()},
            hold_fee=int(rules["hold_fee"]),
            contract_raise=int(rules["contract_raise"]),
            stock_per_gentleman=int(rules["stock_per_gentleman"]),
            grab_limit=int(rules["grab_limit"]),
            courtesan_keeps=int(rules["courtesan_keeps"]),
            start_servants=int(rules["start_servants"]),
            bank=int(rules["bank"]),
            colours=tuple(rules["colours"]),
            boutiques=tuple(rules["boutiques"]),
            workshop_hand=int(data["workshop"]["hand"]),
            gossip_hand=int(data["gossip"]["hand"]),
            servant_price=int(data["servants"]["price"]),
            tokens={str(r): int(n) for r, n in data["resources"]["tokens"].items()},
            joker=str(data["resources"]["joker"]),
        )
        catalogue = Catalogue(
            decks=tuple(ward["decks"]),
            items={str(d): tuple(i) for d, i in ward["items"].items()},
            designers=tuple(ward["designers"]),
            wardrobe=wardrobe,
            servants=servants,
            contracts=contracts,
            markets=markets,
            workshop=workshop,
            gossip=gossip,
            setup=setup,
        )
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RuleError(f"bad ladies_and_gentlemen card data: {exc}") from exc
    _check(catalogue)
    return catalogue


def _check(cat: Catalogue) -> None:
    """Refuse data the rules cannot play with (a typo must not become a silent rule)."""
    for card in cat.wardrobe.values():
        if card.deck not in cat.decks or card.item not in cat.items[card.deck]:
            raise RuleError(f"wardrobe card {card.id!r} has a bad deck or item")
        if not set(card.designers) <= set(cat.designers):
            raise RuleError(f"wardrobe card {card.id!r} has an unknown designer")
    conditions = [(s.id, s.condition) for s in cat.servants.values()]
    conditions += [(g.id, g.condition) for g in cat.gossip.values()]
    for card_id, condition in conditions:
        if condition not in CONDITIONS:
            raise RuleError(f"{card_id!r} has an unknown condition {condition!r}")
    for work in cat.workshop.values():
        if work.deck not in (*cat.decks, SERVANT_DECK):
            raise RuleError(f"workshop card {work.id!r} stocks an unknown deck")
    for market in cat.markets.values():
        if set(market.prices) != set(RESOURCES):
            raise RuleError(f"market card {market.id!r} must price every resource")
    for contract in cat.contracts.values():
        if not set(contract.resources) <= set(RESOURCES):
            raise RuleError(f"contract {contract.id!r} asks for an unknown resource")
    if set(cat.setup.tokens) != set(RESOURCES) or cat.setup.joker not in RESOURCES:
        raise RuleError("the resource tokens must be the six resources")
    if len(cat.setup.colours) != len(cat.setup.boutiques):
        raise RuleError("one boutique per team colour")
