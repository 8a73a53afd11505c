"""Who may know what, written once for ``view`` and for ``determinize``.

Public: paid wardrobes and gifts (and what of them would count at the Ball: ``outfits``),
boutique offers, servants included (the rules file lays a boutique's cards face up and
counts its offer as public; a servant is secret once a Lady has taken it), contracts with
their £100s, the market card, face-up stock tokens, number tokens, who has chosen, visits
once revealed, how many cards and gossip cards each holds.

Secret (rules file, "Players, teams, roles"): a Gentleman's money and resources (even from
his Lady); every servant, even from her Gentleman (he pays for "a servant" without seeing
which); bought-but-unpaid cards (a Lady and her Gentleman see her wardrobe cards; the
Courtesan and the Gentleman she hands a card to see it); workshop and gossip hands; choices
before they are revealed; face-down stock tokens and every deck's order. A shopper's full
``elegance`` (servants included) is hers alone.

``view`` answers for a set of seats, so one person who plays a whole team sees the join of
what both seats know. ``redraw`` is the other side: it redraws exactly what one seat cannot
see, from what its view leaves possible, so a bot's sample never leaks a secret. Once the
game is over everything is shown.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, TypedDict

from parlour.engine.fields import TREE
from parlour.engine.game import OptionValue
from parlour.engine.hidden import shuffled
from parlour.games.ladies_and_gentlemen.ball import counting_cards
from parlour.games.ladies_and_gentlemen.cards import Catalogue
from parlour.games.ladies_and_gentlemen.holdings import (
    NUMBER,
    Holdings,
    Phase,
    Shopping,
    ShownContract,
)
from parlour.games.ladies_and_gentlemen.victory import BallResult

SERVANT = "servant"
#: The phases from the shopping on: the boutiques each seat chose to visit are shown.
VISITS_SHOWN: frozenset[Phase] = frozenset({"shop", "trade", "give", "pay", "window", "keep"})

Slot = tuple[list[Any], int]  # a list holding a card, and where in it


class BoutiqueView(TypedDict):
    """A boutique on show: its offer (servants too) and which card is its window card."""

    id: str
    colour: str
    cards: list[str]
    window: int | None
    visitors: list[int]


class PublicOutfit(TypedDict):
    """What everybody sees of a shopper's Ball so far."""

    counted: list[str]
    dropped: str | None
    stars: int


class OutfitView(PublicOutfit, total=False):
    """A shopper's Ball so far; the servants' part only in her own view or at the end.
    (``total=False`` rather than ``NotRequired``: under postponed annotations Python 3.11
    cannot see ``NotRequired`` and would count the keys as always there.)"""

    bonuses: list[list[Any]]  # [servant, bonus] pairs, as JSON keeps them
    lost_servant: str | None


class OutcomeView(TypedDict):
    """How the Ball was decided: the ``decided`` text's key and params, the excluded."""

    key: str
    params: dict[str, Any]
    excluded: list[int]


class PresentedView(TypedDict):
    """The card a Gentleman is asked to pay for now (``None``: he may not see it)."""

    owner_seat: int
    card: str | None


class LadiesView(TypedDict):
    """Everything some seats may know of a game (``view``); per seat where a list."""

    num_players: int
    teams: list[list[int]]
    roles: list[str]
    colours: list[str]
    seat_colours: list[str | None]
    day: int
    days: int
    phase: Phase
    to_act: int | None
    over: bool
    winners: list[int]
    outcome: OutcomeView | None
    options: dict[str, OptionValue]
    market: str
    contracts: list[ShownContract]
    contract_deck: int
    contracts_done: list[str]
    stock: list[str | None]
    bag: int
    numbers: list[int | None]
    grabbed: list[int]
    order: list[int]
    decks: dict[str, int]
    workshop_deck: int
    workshop_discard: list[str]
    workshop_hands: list[list[str] | None]
    workshop_counts: list[int]
    played: list[str | bool | None]
    boutiques: list[BoutiqueView]
    visits: list[int | None]
    chosen: list[bool]
    shop: Shopping | None
    wardrobes: list[list[str]]
    outfits: list[OutfitView | None]
    elegance: list[int | None]
    gifts: dict[str, int]
    servants: list[list[str] | None]
    unpaid: list[list[str | None]]
    handed: list[list[str | None]]
    kept: list[str | None]
    money: list[int | None]
    resources: list[dict[str, int] | None]
    gossip: list[list[str] | None]
    gossip_counts: list[int]
    originals: list[list[str] | None]
    gossip_deck: int
    gossip_used: list[bool]
    asking: list[int]
    ask_i: int
    paid: list[list[int]]
    gifts_left: list[int | None]
    presented: PresentedView | None


def price_shown(cat: Catalogue, card: str | None) -> int:
    """What a card as a view shows it costs. All a payer's view hides of a card is which
    servant it is (``SERVANT``), and every servant costs the same; a card not shown at
    all is priced as one too, so a line about it never fails."""
    return cat.setup.servant_price if card is None or card == SERVANT else cat.price(card)


def _unpaid_entry(state: Holdings, owner: int, card: str, sees: frozenset[int]) -> str | None:
    """What ``sees`` know of an unpaid card lying before ``owner`` (a Lady or the
    Courtesan): the card, "servant", or nothing."""
    if owner in sees:
        return card
    partner = state.seating.partner(owner)
    if partner is not None and partner in sees:
        return SERVANT if card in state.cat.servants else card
    return None


def _handed_entry(state: Holdings, gentleman: int, card: str, sees: frozenset[int]) -> str | None:
    if state.seating.courtesan in sees:
        return card
    if gentleman in sees:
        return SERVANT if card in state.cat.servants else card
    return None


def view(state: Holdings, viewers: frozenset[int], reveal: bool = False) -> LadiesView:
    """Everything ``viewers`` together may know (JSON-ready); everything once over."""
    reveal = reveal or state.over
    n = state.num_players
    sees = frozenset(range(n)) if reveal else viewers
    seating = state.seating
    courtesan = seating.courtesan
    revealed = state.phase in VISITS_SHOWN

    def boutique(index: int, shop: dict[str, Any]) -> BoutiqueView:
        cards = shop["cards"]
        window = shop["window"]
        return {
            "id": state.cat.setup.boutiques[index],
            "colour": state.cat.setup.colours[index],
            "cards": list(cards),
            "window": None if window is None else cards.index(window),
            "visitors": list(shop["visitors"]),
        }

    presented = state.presented()
    shown: PresentedView | None = None
    if presented is not None:
        card, owner = presented
        entry = (
            _unpaid_entry(state, owner, card, sees)
            if owner != courtesan or state.current is None
            else _handed_entry(state, state.current, card, sees)
        )
        shown = {"owner_seat": owner, "card": entry}
    result = state.ball_result() if state.over else None
    return {
        "num_players": n,
        "teams": [list(t) for t in state.teams()],
        "roles": [seating.role(s) for s in range(n)],
        "colours": list(state.cat.setup.colours[: seating.num_teams]),
        # A team wears its boutique's colour (rules file: her favourite boutique is "the
        # boutique of her colour"); the Courtesan wears none of her own.
        "seat_colours": [
            None if (team := seating.team(s)) is None else state.cat.setup.colours[team]
            for s in range(n)
        ],
        "day": state.day,
        "days": state.cat.setup.days,
        "phase": state.phase,
        "to_act": state.to_act(),
        "over": state.over,
        "winners": [] if result is None else list(result.winners),
        "outcome": None if result is None else _outcome(result),
        "options": dict(state.options),
        "market": state.market,
        "contracts": TREE.copy(state.contracts),
        "contract_deck": len(state.contract_deck),
        "contracts_done": list(state.contracts_done),
        "stock": [tok if up or reveal else None for tok, up in state.stock],
        "bag": sum(state.bag.values()),
        "numbers": list(state.numbers),
        "grabbed": list(state.grabbed),
        "order": list(state.order),
        "decks": {deck: len(cards) for deck, cards in state.decks.items()},
        "workshop_deck": len(state.workshop_deck),
        "workshop_discard": list(state.workshop_discard),
        "workshop_hands": [
            list(h) if s in sees else None for s, h in enumerate(state.workshop_hand)
        ],
        "workshop_counts": [len(h) for h in state.workshop_hand],
        "played": [
            p if s in sees else (None if p is None else True) for s, p in enumerate(state.played)
        ],
        "boutiques": [boutique(i, shop) for i, shop in enumerate(state.boutiques)],
        "visits": [v if revealed or s in sees else None for s, v in enumerate(state.visit)],
        "chosen": [v is not None for v in state.visit],
        "shop": TREE.copy(state.shop),  # the state goes on changing its lists
        "wardrobes": [list(w) for w in state.wardrobe],
        "outfits": [
            _outfit(state, s, s in sees) if s in seating.shoppers else None for s in range(n)
        ],
        "elegance": [
            state.elegance_of(s).total if s in seating.shoppers and s in sees else None
            for s in range(n)
        ],
        "gifts": dict(state.gifts),
        "servants": [list(v) if s in sees else None for s, v in enumerate(state.servants)],
        "unpaid": [
            [_unpaid_entry(state, s, c, sees) for c in cards]
            for s, cards in enumerate(state.unpaid)
        ],
        "handed": [
            [_handed_entry(state, g, c, sees) for c in cards]
            for g, cards in enumerate(state.handed)
        ],
        "kept": [c if courtesan in sees else None for c in state.kept],
        "money": [
            m if s in sees and s in seating.gentlemen else None for s, m in enumerate(state.money)
        ],
        "resources": [dict(r) if s in sees else None for s, r in enumerate(state.res)],
        "gossip": [list(g) if s in sees else None for s, g in enumerate(state.gossip)],
        "gossip_counts": [len(g) for g in state.gossip],
        "originals": [list(o) if s in sees else None for s, o in enumerate(state.originals)],
        "gossip_deck": len(state.gossip_deck),
        "gossip_used": list(state.gossip_used),
        "asking": list(state.asking),
        "ask_i": state.ask_i,
        "paid": [list(p) for p in state.paid],
        # The discretion rule tonight: how many more of the Courtesan's cards each
        # Gentleman may pay for (as many as he paid for his own Lady, less those given).
        "gifts_left": [
            own - gifts if state.phase == "pay" and s in seating.gentlemen else None
            for s, (own, gifts) in enumerate(state.paid)
        ],
        "presented": shown,
    }


def _outfit(state: Holdings, seat: int, full: bool) -> OutfitView:
    """What everybody can see of a shopper's Ball so far: the cards that would count, the
    designer she would drop, their stars; with ``full`` (her own view, or the end) also
    each servant's bonus and the servant she loses without a dress, as the Ball shows."""
    counted, dropped = counting_cards(state.cat, state.wardrobe[seat])
    stars = sum(state.cat.wardrobe[c].stars for c in counted)
    outfit: OutfitView = {"counted": counted, "dropped": dropped, "stars": stars}
    if full:
        ball = state.elegance_of(seat)
        outfit["bonuses"] = [[servant, bonus] for servant, bonus in ball.bonuses]
        outfit["lost_servant"] = ball.lost_servant
    return outfit


def _outcome(result: BallResult) -> OutcomeView:
    """How the Ball was decided (the ``decided`` text's key and params) and whom a scandal
    excluded: the Ball scene says it in words."""
    return {"key": result.key, "params": dict(result.params), "excluded": list(result.excluded)}


def _deal(slots: list[Slot], pool: list[Any], rng: random.Random) -> list[Any]:
    """Put a shuffled ``pool`` into ``slots``; what is left over is returned."""
    pool = shuffled(pool, rng)
    for (holder, index), value in zip(slots, pool, strict=False):
        holder[index] = value
    return pool[len(slots) :]


def redraw(state: Holdings, seat: int, rng: random.Random) -> None:
    """Redraw, in place, everything ``seat`` cannot see (see the module docstring)."""
    if state.over:
        return
    sees = frozenset({seat})
    _redraw_cards(state, sees, rng)
    _redraw_hands(state, seat, rng)
    _redraw_resources(state, seat, rng)
    others = [g for g in state.seating.gentlemen if g != seat]
    hidden = sum(state.money[g] for g in others) // 100
    for g in others:
        state.money[g] = 0
    for g in rng.choices(others, k=hidden) if others else []:
        state.money[g] += 100
    if state.phase not in VISITS_SHOWN:
        for s, chosen in enumerate(state.visit):
            if s != seat and chosen is not None:
                state.visit[s] = rng.randrange(len(state.boutiques))
    state.contract_deck = shuffled(state.contract_deck, rng)


def _redraw_cards(state: Holdings, sees: frozenset[int], rng: random.Random) -> None:
    """Wardrobe cards and servants: every hidden one, per deck, with the deck itself."""
    slots: dict[str, list[Slot]] = {deck: [] for deck in state.decks}
    deck_of = state.cat.deck_of

    def hide(holder: list[str], index: int) -> None:
        slots[deck_of(holder[index])].append((holder, index))

    for owner, cards in enumerate(state.unpaid):
        for i, card in enumerate(cards):
            if _unpaid_entry(state, owner, card, sees) in (None, SERVANT):
                hide(cards, i)
    for g, cards in enumerate(state.handed):
        for i, card in enumerate(cards):
            if _handed_entry(state, g, card, sees) in (None, SERVANT):
                hide(cards, i)
    if state.seating.courtesan not in sees:
        for i in range(len(state.kept)):
            hide(state.kept, i)
    for owner, cards in enumerate(state.servants):
        if owner not in sees:
            for i in range(len(cards)):
                hide(cards, i)
    for deck, deck_slots in slots.items():
        pool = state.decks[deck] + [holder[i] for holder, i in deck_slots]
        state.decks[deck] = _deal(deck_slots, pool, rng)


def _redraw_hands(state: Holdings, seat: int, rng: random.Random) -> None:
    """Other Ladies' workshop hands and secret plays; other shoppers' gossip."""
    slots: list[Slot] = []
    for s, hand in enumerate(state.workshop_hand):
        if s != seat:
            slots += [(hand, i) for i in range(len(hand))]
    slots += [(state.played, s) for s, p in enumerate(state.played) if s != seat and p is not None]
    pool = state.workshop_deck + [holder[i] for holder, i in slots]
    state.workshop_deck = _deal(slots, pool, rng)
    slots = []
    was_original: list[tuple[list[str], int, int]] = []
    for s, hand in enumerate(state.gossip):
        if s == seat:
            continue
        for i, card in enumerate(hand):
            slots.append((hand, i))
            if card in state.originals[s]:
                was_original.append((hand, i, s))
        state.originals[s] = []
    pool = state.gossip_deck + [holder[i] for holder, i in slots]
    state.gossip_deck = _deal(slots, pool, rng)
    for hand, i, s in was_original:
        state.originals[s].append(hand[i])


def _redraw_resources(state: Holdings, seat: int, rng: random.Random) -> None:
    """Other Gentlemen's resources, the bag and the face-down stock tokens."""
    pool = [r for r, count in state.bag.items() for _ in range(count)]
    for g in state.seating.gentlemen:
        if g != seat:
            pool += [r for r, count in state.res[g].items() for _ in range(count)]
    down = [i for i, (_tok, up) in enumerate(state.stock) if not up]
    numbers = [state.stock[i][0] for i in down if state.stock[i][0].startswith(NUMBER)]
    pool += [state.stock[i][0] for i in down if not state.stock[i][0].startswith(NUMBER)]
    hidden_resources = len(down) - len(numbers)
    pool = shuffled(pool, rng)
    contents = shuffled(numbers + pool[:hidden_resources], rng)
    del pool[:hidden_resources]
    for i, token in zip(down, contents, strict=True):
        state.stock[i][0] = token
    for g in state.seating.gentlemen:
        if g != seat:
            count = sum(state.res[g].values())
            state.res[g] = dict(Counter(pool[:count]))
            del pool[:count]
    state.bag = {r: pool.count(r) for r in state.cat.setup.tokens}
