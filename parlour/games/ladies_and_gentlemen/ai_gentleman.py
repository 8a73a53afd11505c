"""How a ``normal`` Gentleman values his moves.

Each function scores every legal move of one phase (higher is better); ``ai.py`` plays the
best. A Gentleman knows his money and resources and sees his Lady's purchases (a servant only
as "a servant"); her servants are secret from him, so a card's worth to her is its elegance
without them (``ai_value.wardrobe_gain`` with ``servants=None``).

- Grab: the face-up resource worth most at market price plus its share of a contract he is
  close to; turn a token when he may grab no more.
- Trade: fulfil a contract when its premium (or bonus) beats selling what it uses; sell what
  no open contract wants, and more when his Lady's bills exceed his money; sell everything
  on the last day.
- Pay: the set of his Lady's waiting cards that adds most elegance for what he has (money
  still buys later, so it is not spent on cards worth less than their price), hold a good
  card he cannot pay tonight, refuse the rest. The Courtesan's cards are a race: the
  Gentleman whose gifts lead wins with her if she is the most elegant, the one whose gifts
  trail is excluded if she is the least, so he pays to lead or to leave the bottom.
- Window: the half-price card when it adds elegance.
"""

from __future__ import annotations

from parlour.engine import Action
from parlour.games.ladies_and_gentlemen import actions, ai_value
from parlour.games.ladies_and_gentlemen.rules import LadiesState, half_price

#: A contract he lacks more resources for than this is too far off to keep anything for.
NEAR_CONTRACT = 2


def _last_day(state: LadiesState) -> bool:
    return state.day >= state.cat.setup.days


def contract_worth(state: LadiesState, index: int) -> int:
    shown = state.contracts[index]
    info = state.cat.contracts[shown["id"]]
    return int(info.bonus if shown["by"] else info.premium + shown["money"])


def usefulness(state: LadiesState, seat: int, resource: str, extra: int = 0) -> float:
    """What one more (``extra=1``) or one of his (``extra=0``) ``resource`` is worth, in £,
    towards the open contracts he is close to: its share of the contract's reward."""
    best = 0.0
    joker = state.cat.setup.joker
    have = state.res[seat].get(resource, 0) + extra
    for index, shown in enumerate(state.contracts):
        if seat in shown["by"]:
            continue
        need = state.cat.contracts[shown["id"]].resources
        if state.missing(seat, shown["id"]) > NEAR_CONTRACT:
            continue
        wanted = need.get(resource, 0) >= have or (resource == joker and sum(need.values()) > 0)
        if wanted:
            best = max(best, contract_worth(state, index) / max(sum(need.values()), 1))
    return best


def score_grab(state: LadiesState, seat: int, act: Action) -> float:
    if isinstance(act, actions.Grab):
        price = state.cat.markets[state.market].prices[act.resource]
        return 10.0 + (price + usefulness(state, seat, act.resource, extra=1)) / 100
    # Face-down tokens are all alike to him: turn the first.
    first = next(i for i, (_t, up) in enumerate(state.stock) if not up)
    return 0.0 if getattr(act, "index", None) == first else -1.0


def _bills(state: LadiesState, seat: int) -> int:
    lady = state.seating.lady_of(seat)
    return sum(state.cat.price(c) for c in state.unpaid[lady])


def score_trade(state: LadiesState, seat: int, act: Action) -> float:
    prices = state.cat.markets[state.market].prices
    if isinstance(act, actions.Fulfil):
        info = state.cat.contracts[state.contracts[act.index]["id"]]
        have = state.res[seat]
        used = sum(
            min(n, have.get(r, 0)) * prices[r] + max(0, n - have.get(r, 0)) * prices["gold"]
            for r, n in info.resources.items()
        )
        net = contract_worth(state, act.index) - used
        return 20.0 + net / 100 if net > 0 else -1.0
    if isinstance(act, actions.Sell):
        price = prices[act.resource]
        if _last_day(state) or state.money[seat] < _bills(state, seat):
            return 1.0 + price / 100 - usefulness(state, seat, act.resource) / 10_000
        return (price - usefulness(state, seat, act.resource)) / 100
    return 0.0


def best_bills(state: LadiesState, seat: int) -> set[int]:
    """Which of the cards still to be presented to him (indices into them) he pays tonight.

    At the Courtesan's table he keeps back his courting reserve (``courting_reserve``),
    and at least the price of the first of her cards he means to pay tonight
    (``courtesan_pays``; they come after his Lady's); on the last evening, with none of
    hers to pay, nothing. If that leaves his Lady nothing tonight while the discretion
    rule still bars the gift, he pays for her as if he kept nothing back."""
    lady = state.seating.lady_of(seat)
    cards = state.unpaid[lady][state.pay_i :]
    money = state.money[seat]
    owned = state.wardrobe[lady]
    wanted = [c for c in state.handed[seat] if courtesan_pays(state, seat, c)]
    reserve = 0 if _last_day(state) else ai_value.courting_reserve(state, seat)
    if wanted and state.cat.price(wanted[0]) <= money:
        reserve = max(reserve, state.cat.price(wanted[0]))
    chosen = ai_value.best_subset(state, owned, cards, max(0, money - reserve), None)[1]
    if chosen or not wanted or state.paid[seat][0] > state.paid[seat][1]:
        return chosen
    return ai_value.best_subset(state, owned, cards, money, None)[1]


#: A Gentleman who leads the gifts by more than this many stars keeps his money.
LEAD_MARGIN = 3


def courtesan_pays(state: LadiesState, seat: int, card: str) -> bool:
    """Whether courting the Courtesan with this card pays: the gift race (module
    docstring). Her gifts are weighed in stars (a servant adds none), and whoever leads
    them wins with her if she outshines the Ladies, while the least generous is excluded
    if she is outshone by all: so he pays to take or keep the lead (by up to
    :data:`LEAD_MARGIN` stars) or to leave the bottom. The money comes from his courting
    reserve (``best_bills`` keeps it from his Lady's bills)."""
    if ai_value.is_servant(state, card):
        return False
    gifts = state.gift_stars()
    mine = gifts.pop(seat)
    added = state.cat.wardrobe[card].stars
    lead = max(gifts.values()) < mine + added and mine <= max(gifts.values()) + LEAD_MARGIN
    rescue = mine <= min(gifts.values())
    return lead or rescue


def score_pay(state: LadiesState, seat: int, act: Action) -> float:
    shown = state.presented()
    assert shown is not None
    card, owner = shown
    if owner != state.seating.lady_of(seat):
        return 1.0 if isinstance(act, actions.Pay) and courtesan_pays(state, seat, card) else 0.0
    if isinstance(act, actions.Pay):
        return 2.0 if 0 in best_bills(state, seat) else -1.0
    if isinstance(act, actions.Hold):
        worth = ai_value.card_worth(state, state.wardrobe[owner], card, None)
        return 1.0 if worth >= 1.0 and not _last_day(state) else -1.0
    return 0.0


def score_window(state: LadiesState, seat: int, act: Action) -> float:
    if isinstance(act, actions.DiscardGossip):
        return 1.0  # the gossip variant's discard only ever helps
    if not isinstance(act, actions.BuyWindow):
        return 0.0
    team = state.seating.team(seat)
    card = state.window_card(team or 0)
    assert card is not None
    lady = state.seating.lady_of(seat)
    worth = ai_value.card_worth(state, state.wardrobe[lady], card, None)
    price = half_price(state.cat.price(card))
    return worth - ai_value.money_worth(state, price) if worth > 0 else -1.0
