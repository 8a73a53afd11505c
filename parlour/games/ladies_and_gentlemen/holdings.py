"""Where everything lies in a game of Ladies & Gentlemen, and what follows from that alone.

The rules' phase machine (``rules.py``) moves things between these places; ``views.py``
says who may see which of them. Both read the same holdings, so they live below both:
the decks (index 0 is the top), boutiques, unpaid cards, paid wardrobes, servants, gossip,
resources in the bag, the stock and with Gentlemen, money with the bank, the Gentlemen and
on the contracts; and what they decide: elegance, the outcome, the card a Gentleman is
asked to pay for now. ``check`` holds them to the rules' conservation: nothing is ever made
or lost, so a damaged snapshot is refused before anyone plays on it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from typing import Any, Literal, TypedDict, get_args

from parlour.engine import OptionValue, Outcome, ScoreLine, Wording
from parlour.engine.fields import GRID, LIST, MAPPING, RNG, TREE, VALUE, FieldState, fields
from parlour.games.ladies_and_gentlemen.ball import Elegance, elegance, measure
from parlour.games.ladies_and_gentlemen.cards import Catalogue
from parlour.games.ladies_and_gentlemen.seating import Seating
from parlour.games.ladies_and_gentlemen.victory import BallResult, decide

GAME_ID = "ladies_and_gentlemen"
NUMBER = "#"  # a stock token "#3" is the number token 3
#: The phases of a day, in their order (the game ends at the Ball, when ``over`` is set,
#: in no phase of its own).
Phase = Literal["workshop", "grab", "visit", "shop", "trade", "give", "pay", "window", "keep"]
#: The same, as ``progress`` counts them.
DAY: tuple[Phase, ...] = get_args(Phase)


class ShownContract(TypedDict):
    """A contract on display, the £100s lying on it and who fulfilled it (all public)."""

    id: str
    money: int
    by: list[int]


class Shopping(TypedDict):
    """The boutique being shopped in now: its visitors' order and who did what there."""

    b: int
    order: list[int]
    turn: int
    done: list[int]
    servant: list[int]
    took: list[int]


class Holdings(FieldState):
    """Where every card, token and pound lies, and what follows from that alone."""

    BUILT_FROM = fields(num_players=VALUE, options=MAPPING)
    #: The fields that hold one entry per seat (``check`` holds them to it).
    PER_SEAT = fields(
        money=LIST, res=TREE, numbers=LIST, grabbed=LIST, workshop_hand=GRID, played=LIST,
        visit=LIST, wardrobe=GRID, servants=GRID, unpaid=GRID, handed=GRID, gossip=GRID,
        originals=GRID, gossip_used=LIST, paid=GRID,
    )  # fmt: skip
    #: Every attribute a move changes, in the order ``to_json`` writes them. Nested data
    #: (resources per seat, the decks, boutiques, contracts, the boutique being shopped)
    #: is copied whole; the rest by its shape.
    FIELDS = fields(
        day=VALUE, phase=VALUE, current=VALUE, over=VALUE, market=VALUE, bank=VALUE,
        bag=MAPPING, stock=GRID, order=LIST, decks=TREE, workshop_deck=LIST,
        workshop_discard=LIST, boutiques=TREE, contracts=TREE, contract_deck=LIST,
        contracts_done=LIST, gifts=MAPPING, kept=LIST, gossip_deck=LIST, asking=LIST,
        ask_i=VALUE, shop=TREE, pay_i=VALUE, rng=RNG, **PER_SEAT,
    )  # fmt: skip

    def __init__(self, cat: Catalogue, num_players: int, options: dict[str, OptionValue]):
        self.cat = cat
        self.num_players = num_players
        self.options = options
        self.seating = Seating(num_players)
        self.rng = random.Random(0)
        n = num_players
        self.day = 1
        self.phase: Phase = "workshop"
        self.current: int | None = None
        self.over = False
        self.market = ""
        self.bank = cat.setup.bank
        self.money = [0] * n
        self.res: list[dict[str, int]] = [{} for _ in range(n)]
        self.bag: dict[str, int] = dict(cat.setup.tokens)
        self.stock: list[list[Any]] = []  # [token, face up]
        self.numbers: list[int | None] = [None] * n
        self.order: list[int] = []  # Gentlemen in number order (yesterday's in the morning)
        self.grabbed = [0] * n
        self.decks: dict[str, list[str]] = {}
        self.workshop_deck: list[str] = []
        self.workshop_discard: list[str] = []
        self.workshop_hand: list[list[str]] = [[] for _ in range(n)]
        self.played: list[str | None] = [None] * n
        self.boutiques: list[dict[str, Any]] = []  # {"cards", "window", "visitors"}
        self.visit: list[int | None] = [None] * n
        self.contracts: list[ShownContract] = []
        self.contract_deck: list[str] = []
        self.contracts_done: list[str] = []  # fulfilled and replaced: out of the game
        self.wardrobe: list[list[str]] = [[] for _ in range(n)]
        self.gifts: dict[str, int] = {}  # a card paid for the Courtesan -> its Gentleman
        self.servants: list[list[str]] = [[] for _ in range(n)]
        self.unpaid: list[list[str]] = [[] for _ in range(n)]
        self.handed: list[list[str]] = [[] for _ in range(n)]  # hers, for each Gentleman tonight
        self.kept: list[str] = []  # the Courtesan's cards kept back this evening
        self.gossip: list[list[str]] = [[] for _ in range(n)]
        self.originals: list[list[str]] = [[] for _ in range(n)]
        self.gossip_deck: list[str] = []
        self.gossip_used = [False] * n
        self.asking: list[int] = []  # who is asked in this phase, in order
        self.ask_i = 0
        self.shop: Shopping | None = None
        self.pay_i = 0  # the next card of the paying Gentleman's Lady
        self.paid: list[list[int]] = [[0, 0] for _ in range(n)]  # tonight: Lady, Courtesan

    # ------------------------------------------------------------------ conservation

    def check(self) -> None:
        """Nothing is made or lost: one entry per seat and a boutique per team, the bank's
        money is all with the bank, the Gentlemen and the contracts, and every card, token
        and number token lies in exactly one place (a snapshot that breaks this is
        damaged, and a move that breaks it is a bug)."""
        for name in self.PER_SEAT:
            if len(getattr(self, name)) != self.num_players:
                raise ValueError(f"{name} needs one entry per seat")
        if len(self.boutiques) != self.seating.num_teams:
            raise ValueError("one boutique per team")
        cat = self.cat
        on_contracts = sum(shown["money"] for shown in self.contracts)
        if self.bank + sum(self.money) + on_contracts != cat.setup.bank or min(self.money) < 0:
            raise ValueError("the money does not add up")
        _each_once(
            "wardrobe card or servant", self._wardrobe_cards(), [*cat.wardrobe, *cat.servants]
        )
        workshop = [*self.workshop_deck, *self.workshop_discard, *_joined(self.workshop_hand)]
        workshop += [card for card in self.played if card is not None]
        _each_once("workshop card", workshop, cat.workshop)
        gossip = [*self.gossip_deck, *_joined(self.gossip)]
        _each_once("gossip card", gossip, cat.gossip if self.gossip_on else ())
        if any(not set(o) <= set(h) for o, h in zip(self.originals, self.gossip, strict=True)):
            raise ValueError("an original gossip card is not in its hand")
        contracts = [*self.contract_deck, *self.contracts_done]
        _each_once("contract", contracts + [shown["id"] for shown in self.contracts], cat.contracts)
        tokens = Counter({resource: count for resource, count in self.bag.items() if count})
        tokens.update(token for token, _up in self.stock if not token.startswith(NUMBER))
        for held in self.res:
            tokens.update(held)
        if tokens != Counter(cat.setup.tokens):
            raise ValueError("the resource tokens do not add up")
        numbers = [int(t[len(NUMBER) :]) for t, _up in self.stock if t.startswith(NUMBER)]
        numbers += [number for number in self.numbers if number is not None]
        if sorted(numbers) != list(range(1, self.seating.num_teams + 1)):
            raise ValueError("the number tokens do not add up")

    def _wardrobe_cards(self) -> list[str]:
        """Every wardrobe card and servant wherever it lies: decks, boutiques, before or
        with a shopper, handed to a Gentleman, kept back by the Courtesan."""
        places = [*_joined(self.decks.values()), *_joined(s["cards"] for s in self.boutiques)]
        for holding in (self.unpaid, self.handed, self.wardrobe, self.servants):
            places += _joined(holding)
        return places + self.kept

    # ------------------------------------------------------------------ contract

    def teams(self) -> tuple[tuple[int, ...], ...]:
        return self.seating.teams()

    def to_act(self) -> int | None:
        return None if self.over else self.current

    def is_over(self) -> bool:
        return self.over

    def elegance_of(self, seat: int) -> Elegance:
        """The Ball's judgement of a shopper's wardrobe as it stands now."""
        return elegance(self.cat, self.wardrobe[seat], self.servants[seat], len(self.gossip[seat]))

    def gift_stars(self) -> dict[int, int]:
        """Each Gentleman's gifts to the Courtesan, in the stars the Ball weighs them by."""
        gifts = {g: 0 for g in self.seating.gentlemen}
        for card, gentleman in self.gifts.items():
            gifts[gentleman] += self.cat.wardrobe[card].stars if card in self.cat.wardrobe else 0
        return gifts

    def ball_result(self) -> BallResult:
        seating = self.seating
        points = {s: self.elegance_of(s).total for s in seating.shoppers}
        money = {g: self.money[g] for g in seating.gentlemen}
        return decide(seating, points, money, self.gift_stars())

    def scores(self) -> list[float]:
        """Every seat scores its Lady's elegance (the Courtesan her own)."""
        points = {s: self.elegance_of(s).total for s in self.seating.shoppers}
        return [
            float(points[s if s in points else self.seating.lady_of(s)])
            for s in range(self.num_players)
        ]

    def outcome(self) -> Outcome | None:
        """The Ball's: the winning team, or the Courtesan with her most generous Gentleman
        (not his Lady), the one result that splits a team."""
        if not self.over:
            return None
        result = self.ball_result()
        decided = Wording(f"{GAME_ID}.decided.{result.key}", dict(result.params))
        lines = tuple(self._score_lines(seat, result) for seat in range(self.num_players))
        return Outcome(tuple(self.scores()), result.winners, decided, lines)

    def _score_lines(self, seat: int, result: BallResult) -> tuple[ScoreLine, ...]:
        shopper = seat if seat not in self.seating.gentlemen else self.seating.lady_of(seat)
        ball = self.elegance_of(shopper)
        key = f"{GAME_ID}.score."
        lines = [ScoreLine(key + "stars", {"count": len(ball.counted)}, ball.stars)]
        if ball.dropped is not None:
            lines.append(ScoreLine(key + "dropped", {"card": ball.dropped}, 0))
        if ball.lost_servant is not None:
            lines.append(ScoreLine(key + "no_dress", {"card": ball.lost_servant}, 0))
        lines += [ScoreLine(key + "servant", {"card": s}, b) for s, b in ball.bonuses]
        if ball.gossip:
            lines.append(ScoreLine(key + "gossip", {"count": ball.gossip}, -ball.gossip))
        if self.seating.partner(shopper) in result.excluded:
            lines.append(ScoreLine(key + "excluded", {}, 0))
        return tuple(lines)

    def round_number(self) -> int:
        """The day (a replay jumps to the start of each)."""
        return self.day

    def progress(self) -> float:
        if self.over:
            return 1.0
        step = DAY.index(self.phase) / len(DAY)
        return min(1.0, (self.day - 1 + step) / self.cat.setup.days)

    # ------------------------------------------------------------------ helpers

    @property
    def gossip_on(self) -> bool:
        return bool(self.options["gossip"])

    def presented(self) -> tuple[str, int] | None:
        """The card the paying Gentleman decides on now, and whose it is."""
        g = self.current
        if self.phase != "pay" or g is None:
            return None
        lady = self.seating.lady_of(g)
        if self.pay_i < len(self.unpaid[lady]):
            return self.unpaid[lady][self.pay_i], lady
        if self.handed[g]:
            courtesan = self.seating.courtesan
            assert courtesan is not None
            return self.handed[g][0], courtesan
        return None

    def missing(self, seat: int, contract: str) -> int:
        """How many resources ``seat`` lacks for the contract, gold standing in for any."""
        have = self.res[seat]
        need = self.cat.contracts[contract].resources
        short = sum(max(0, n - have.get(r, 0)) for r, n in need.items())
        return max(0, short - have.get(self.cat.setup.joker, 0))

    def gossip_targets(self, seat: int, card: str) -> list[int]:
        info = self.cat.gossip[card]
        mine = measure(self.cat, info.condition, info.param, self.wardrobe[seat])
        return [
            s
            for s in self.seating.shoppers
            if s != seat and measure(self.cat, info.condition, info.param, self.wardrobe[s]) > mine
        ]

    def window_card(self, team: int) -> str | None:
        """The window card a Gentleman may buy tonight: his Lady's boutique, unvisited."""
        shop = self.boutiques[team]
        return None if shop["visitors"] else shop["window"]


def _joined(holdings: Iterable[list[str]]) -> list[str]:
    return [card for cards in holdings for card in cards]


def _each_once(what: str, found: Iterable[str], every: Iterable[str]) -> None:
    if Counter(list(found)) != Counter(list(every)):  # a catalogue counts by its keys
        raise ValueError(f"not every {what} lies in exactly one place")
