"""What things are worth to a Ladies & Gentlemen bot, from what its seat may know.

Both roles and the ``hard`` search's evaluation price things in the same unit, stars of
elegance at the Ball, so a Lady's wish, her Gentleman's purse and a contract compare:

- A wardrobe card is worth the elegance it adds to a wardrobe (the Ball's own count, the
  designer drop included). Only the Lady knows her servants, so only she counts their
  bonuses; anyone else adds :data:`DRESS_WORTH` for a first dress (without one she would
  lose her best servant).
- A servant lies face down until taken, and her Gentleman pays for "a servant": its worth
  is the average :data:`SERVANT_WORTH`, never the guessed card of a determinization.
- Money buys elegance at about :data:`POUNDS_PER_STAR` until the last evening's bills are
  paid; after that it only breaks ties.
- A Lady never sees her Gentleman's money. What all Gentlemen hold together follows from
  public events (every sale, premium and payment is announced), so :func:`purse_guess`
  takes the average share: every determinization of her seat agrees on it.
"""

from __future__ import annotations

from collections.abc import Sequence

from parlour.games.ladies_and_gentlemen.ball import DRESS, elegance
from parlour.games.ladies_and_gentlemen.rules import LadiesState

#: About what a star of elegance costs in the boutiques (a 2-star card for £500, …).
POUNDS_PER_STAR = 250
#: A first dress keeps her best servant at the Ball.
DRESS_WORTH = 1.5
#: What an unknown servant adds on average (tiers of 1 and 3 stars, not always reached).
SERVANT_WORTH = 0.8
#: What a Gentleman earns in an afternoon, as a Lady guesses it before he trades.
INCOME_GUESS = 300
#: What each card of a servant workshop card is worth to her boutique (one per visit).
SERVANT_DECK_WORTH = 0.3


def is_servant(state: LadiesState, card: str) -> bool:
    return card in state.cat.servants


def wardrobe_gain(
    state: LadiesState,
    owned: Sequence[str],
    cards: Sequence[str],
    servants: Sequence[str] | None,
) -> float:
    """The elegance ``cards`` add to ``owned`` (wardrobe cards only; servants are skipped).

    ``servants`` are the Lady's own, known only to her; ``None`` values a first dress at
    :data:`DRESS_WORTH` instead of counting them.
    """
    new = [c for c in cards if not is_servant(state, c)]
    if not new:
        return 0.0
    cat = state.cat
    if servants is not None:
        before = elegance(cat, owned, servants).total
        return float(elegance(cat, [*owned, *new], servants).total - before)
    before_e = elegance(cat, owned, ()).total
    gain = float(elegance(cat, [*owned, *new], ()).total - before_e)
    dressed = any(cat.wardrobe[c].item == DRESS for c in owned)
    if not dressed and any(cat.wardrobe[c].item == DRESS for c in new):
        gain += DRESS_WORTH
    return gain


def card_worth(
    state: LadiesState, owned: Sequence[str], card: str, servants: Sequence[str] | None
) -> float:
    """One card's worth to a wardrobe: its elegance gain, or an average servant."""
    if is_servant(state, card):
        return SERVANT_WORTH
    return wardrobe_gain(state, owned, [card], servants)


def committed(state: LadiesState, shopper: int) -> list[str]:
    """Her paid wardrobe with the wardrobe cards waiting for payment (likely hers soon)."""
    return state.wardrobe[shopper] + [c for c in state.unpaid[shopper] if not is_servant(state, c)]


def purse_guess(state: LadiesState) -> int:
    """A Gentleman's money as anyone but him guesses it: the Gentlemen's average."""
    gentlemen = state.seating.gentlemen
    return sum(state.money[g] for g in gentlemen) // max(len(gentlemen), 1)


def money_worth(state: LadiesState, money: int) -> float:
    """Money in stars: it buys elegance until the last bills are paid, then breaks ties."""
    spent = state.over or (state.day >= state.cat.setup.days and state.phase in ("window", "keep"))
    return money / (100 * POUNDS_PER_STAR) if spent else money / POUNDS_PER_STAR


def resource_worth(state: LadiesState, seat: int) -> float:
    """A Gentleman's resources at market price, in stars."""
    prices = state.cat.markets[state.market].prices
    pounds = sum(prices[r] * n for r, n in state.res[seat].items())
    return money_worth(state, pounds)


def shopper_value(state: LadiesState, shopper: int) -> float:
    """A shopper's standing in stars: her elegance, what waits for payment (discounted by
    the chance it is refused) and, for a Lady, her Gentleman's money and resources."""
    cat = state.cat
    owned = state.wardrobe[shopper]
    value = float(elegance(cat, owned, state.servants[shopper], len(state.gossip[shopper])).total)
    waiting = [c for c in state.unpaid[shopper] + _handed_for(state, shopper)]
    value += 0.6 * wardrobe_gain(state, owned, waiting, state.servants[shopper])
    value += 0.6 * SERVANT_WORTH * sum(1 for c in waiting if is_servant(state, c))
    gentleman = state.seating.partner(shopper)
    if gentleman is not None:
        value += money_worth(state, state.money[gentleman]) + resource_worth(state, gentleman)
    return value


def _handed_for(state: LadiesState, shopper: int) -> list[str]:
    """The Courtesan's cards in the Gentlemen's hands tonight are still hers to hope for."""
    if shopper != state.seating.courtesan:
        return []
    return [c for cards in state.handed for c in cards] + list(state.kept)


def evaluate(state: LadiesState, seat: int) -> float:
    """``seat``'s team against the best other shopper, in stars (the ``hard`` search's
    judgement of a position it looked ahead to)."""
    seating = state.seating
    mine = seat if seat in seating.shoppers else seating.lady_of(seat)
    own = shopper_value(state, mine)
    rivals = [shopper_value(state, s) for s in seating.shoppers if s != mine]
    return own - max(rivals, default=0.0)
