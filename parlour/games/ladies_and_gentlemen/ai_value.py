"""What things are worth to a Ladies & Gentlemen bot, from what its seat may know.

Both roles and the ``hard`` search's evaluation price things in the same unit, stars of
elegance at the Ball, so a Lady's wish, her Gentleman's purse and a contract compare:

- A wardrobe card is worth the elegance it adds to a wardrobe (the Ball's own count, the
  designer drop included). Only the Lady knows her servants, so only she counts their
  bonuses; anyone else adds :data:`DRESS_WORTH` for a first dress (without one she would
  lose her best servant).
- A servant lies face down until taken, and her Gentleman pays for "a servant": its worth
  is the average :data:`SERVANT_WORTH`, never the guessed card of a determinization.
- Money buys elegance at about :data:`POUNDS_PER_STAR`, but only if the Lady finds and
  takes the cards: kept, a pound is worth :data:`MONEY_STARS` stars until the last
  evening's bills are paid; after that it only breaks ties.
- At the Courtesan's table a Gentleman keeps the rulebook's extra start money for her
  (:func:`courting_reserve`): the gifts decide her win and the scandal.
- A Lady never sees her Gentleman's money. What all Gentlemen hold together follows from
  public events (every sale, premium and payment is announced), so :func:`purse_guess`
  takes the average share: every determinization of her seat agrees on it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import combinations
from statistics import NormalDist

from parlour.games.ladies_and_gentlemen.ball import DRESS, elegance
from parlour.games.ladies_and_gentlemen.holdings import Phase
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.games.ladies_and_gentlemen.victory import guilty

#: About what a star of elegance costs in the boutiques (a 2-star card for £500, …).
POUNDS_PER_STAR = 250
#: What a pound kept is worth in stars before the last bills (less than what it buys).
MONEY_STARS = 0.4 / POUNDS_PER_STAR
#: A first dress keeps her best servant at the Ball.
DRESS_WORTH = 1.5
#: What an unknown servant adds on average (tiers of 1 and 3 stars, not always reached).
SERVANT_WORTH = 0.8
#: What a Gentleman earns in an afternoon, as a Lady guesses it before he trades.
INCOME_GUESS = 300
#: What each card of a servant workshop card is worth to her boutique (one per visit).
SERVANT_DECK_WORTH = 0.3
#: The evening from its bills on: on the last day, money buys no more elegance.
FROM_THE_BILLS: tuple[Phase, ...] = ("pay", "window", "keep")
#: The evening once its bills are settled: on the last day, outfits, gifts and purses are
#: final.
AFTER_THE_BILLS: tuple[Phase, ...] = ("window", "keep")


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
    known = () if servants is None else servants
    gain = float(elegance(cat, [*owned, *new], known).total - elegance(cat, owned, known).total)
    dressed = any(cat.wardrobe[c].item == DRESS for c in owned)
    if servants is None and not dressed and any(cat.wardrobe[c].item == DRESS for c in new):
        gain += DRESS_WORTH
    return gain


def card_worth(
    state: LadiesState, owned: Sequence[str], card: str, servants: Sequence[str] | None
) -> float:
    """One card's worth to a wardrobe: its elegance gain, or an average servant."""
    if is_servant(state, card):
        return SERVANT_WORTH
    return wardrobe_gain(state, owned, [card], servants)


def room_tonight(state: LadiesState, gentleman: int) -> int:
    """How many more of the Courtesan's cards he may pay tonight if he pays for every card
    of his Lady's that waits (the discretion rule; anyone sees how many wait, not which)."""
    lady = state.seating.lady_of(gentleman)
    return len(state.unpaid[lady]) - len(state.handed[gentleman])


def committed(state: LadiesState, shopper: int) -> list[str]:
    """Her paid wardrobe with the wardrobe cards waiting for payment (likely hers soon)."""
    return state.wardrobe[shopper] + [c for c in state.unpaid[shopper] if not is_servant(state, c)]


#: The most waiting cards whose every subset is weighed; beyond, the best few by worth.
SUBSET_LIMIT = 8


def best_subset(
    state: LadiesState,
    owned: Sequence[str],
    cards: Sequence[str],
    money: int,
    servants: Sequence[str] | None,
) -> tuple[float, set[int]]:
    """The cards (indices) worth paying for out of ``money``, and what they add net of
    the money's worth (``money_worth``): a Gentleman's bill run for one evening."""
    rate = money_worth(state, 1)
    indices = list(range(len(cards)))
    if len(indices) > SUBSET_LIMIT:
        indices.sort(key=lambda i: -card_worth(state, owned, cards[i], servants))
        indices = indices[:SUBSET_LIMIT]
    best: tuple[float, int] = (0.0, 0)
    chosen: set[int] = set()
    for size in range(1, len(indices) + 1):
        for subset in combinations(indices, size):
            price = sum(state.cat.price(cards[i]) for i in subset)
            if price > money:
                continue
            picked = [cards[i] for i in subset]
            extra = SERVANT_WORTH * sum(1 for c in picked if is_servant(state, c))
            value = wardrobe_gain(state, owned, picked, servants) + extra - rate * price
            if (value, -price) > best:
                best, chosen = (value, -price), set(subset)
    return best[0], chosen


def courting_reserve(state: LadiesState, gentleman: int) -> int:
    """What a Gentleman keeps back for the Courtesan's cards: at her table the rulebook
    starts every Gentleman with more money (£1 500 instead of £500 at 5 seats) for
    courting her, and a scandal or her win turns on the gifts; so the extra, less what
    he has given her so far, is not his Lady's to spend. Public: the gifts lie face up."""
    setup = state.cat.setup
    if state.seating.courtesan is None:
        return 0
    extra = setup.courtesan_money[state.num_players] - setup.money
    given = sum(state.cat.price(card) for card, g in state.gifts.items() if g == gentleman)
    return max(0, extra - given)


def purse_guess(state: LadiesState) -> int:
    """A Gentleman's money as anyone but him guesses it: the Gentlemen's average."""
    gentlemen = state.seating.gentlemen
    return sum(state.money[g] for g in gentlemen) // max(len(gentlemen), 1)


def money_worth(state: LadiesState, money: int) -> float:
    """Money in stars: it buys elegance until the last bills are paid, then breaks ties."""
    spent = state.over or (state.day >= state.cat.setup.days and state.phase in FROM_THE_BILLS)
    return money / (100 * POUNDS_PER_STAR) if spent else money * MONEY_STARS


def resource_worth(state: LadiesState, seat: int) -> float:
    """A Gentleman's resources at market price, in stars."""
    prices = state.cat.markets[state.market].prices
    pounds = sum(prices[r] * n for r, n in state.res[seat].items())
    return money_worth(state, pounds)


def shopper_value(state: LadiesState, shopper: int, viewer: int | None = None) -> float:
    """A shopper's standing in stars: her elegance and, for a Lady, her Gentleman's money
    and resources with what of her waiting cards he can pay for; the Courtesan's waiting
    cards count half (whether anyone pays is up to the Gentlemen).

    Only a Gentleman knows his purse: judged by anyone else (``viewer``), it is the
    public guess (``purse_guess``), not the sample's, so a Lady does not shop for what
    her Gentleman happens to hold in a lucky determinization."""
    cat = state.cat
    owned = state.wardrobe[shopper]
    servants = state.servants[shopper]
    value = float(elegance(cat, owned, servants, len(state.gossip[shopper])).total)
    gentleman = state.seating.partner(shopper)
    if gentleman is None:
        waiting = state.unpaid[shopper] + [c for cards in state.handed for c in cards]
        return value + 0.5 * best_subset(state, owned, waiting + state.kept, 10**9, servants)[0]
    money = state.money[gentleman] if viewer == gentleman else purse_guess(state)
    bills = best_subset(state, owned, state.unpaid[shopper], money, servants)[0]
    return value + bills + money_worth(state, money) + resource_worth(state, gentleman)


#: What a scandal costs the excluded team, in stars: more than any gap between Ladies.
SCANDAL_STARS = 12.0
#: What a star of lead in the gifts is worth, up to :data:`GIFT_CLIP` stars: before the
#: Ball nobody knows where she will stand, and a lead is what wins with her or escapes
#: her scandal either way.
GIFT_STAR = 1.0
GIFT_CLIP = 4


#: How far a shopper's standing (``shopper_value``) may still move before the Ball, in
#: stars: the spread (standard deviation) of elegance at the Ball less the standing on
#: the first morning, over 800 games of normal bots at 5 seats, a Lady's and the
#: Courtesan's; and of a Gentleman's gift stars. It shrinks as the days run out
#: (:func:`_spread`, fitted to the same games).
LADY_SPREAD = 4.0
COURTESAN_SPREAD = 3.2
GIFT_SPREAD = 3.0
_PHI = NormalDist().cdf


def _spread(state: LadiesState, first: float, power: float) -> float:
    """What ``first`` (a spread on the first morning) has shrunk to by now: nothing once
    the last evening's bills are settled (then outfits, gifts and purses are final)."""
    last = state.day >= state.cat.setup.days
    if state.over or (last and state.phase in AFTER_THE_BILLS):
        return 0.0
    return first * math.pow(max(0.0, 1.0 - state.progress()), power)


def _chance(margin: float, spread: float) -> float:
    """The chance that ``margin`` is still above 0 at the Ball, ``spread`` apart."""
    if spread <= 0.0:
        return 1.0 if margin > 0 else 0.0
    return _PHI(margin / spread)


def evaluate(state: LadiesState, seat: int) -> float:
    """``seat``'s team against the best other shopper, in stars (the ``hard`` search's
    judgement of a position it looked ahead to).

    At a Courtesan's table the gifts decide as much as the outfits (``victory``; money
    breaks their ties, judged only once the last bills are settled and purses are final).
    She is a rival even while she would win with his Gentleman: her win is his alone,
    his Lady loses (the one result that splits a team), and a team wins only with its
    Lady; counting her outfit as the team's made ``hard`` dress her instead of its Lady.
    If she stands below every Lady she cannot win, and the Gentleman a scandal would
    exclude loses with his team (:data:`SCANDAL_STARS`): that is this team's loss, or a
    rival the fewer. A lead in the gifts over the most and over the least generous rival
    counts too (:data:`GIFT_STAR`).

    Until the last evening's bills nobody knows whether she will end below every Lady,
    nor who will then have given least: both are chances (:func:`_chance`, from how far
    standings and gifts still move, :data:`LADY_SPREAD`), and the scandal weighs by them.
    Judged as certainties, a card that lifted his Lady above the Courtesan on the first
    day, while his gifts trailed, cost the whole scandal: ``hard`` refused its own
    Lady's cards, ended with about twice normal's money unspent and won no more often.
    """
    seating = state.seating
    mine = seat if seat in seating.shoppers else seating.lady_of(seat)
    values = {s: shopper_value(state, s, seat) for s in seating.shoppers}
    own = values.pop(mine)
    courtesan = seating.courtesan
    if courtesan is None or mine == courtesan:
        return own - max(values.values(), default=0.0)
    gifts = state.gift_stars()
    me = seating.gentleman_of(mine)
    ladies = [own, *(values[lady] for lady in seating.ladies if lady != mine)]
    others = {g: v for g, v in gifts.items() if g != me}
    lead = max(-GIFT_CLIP, min(GIFT_CLIP, gifts[me] - max(others.values())))
    safety = max(-GIFT_CLIP, min(GIFT_CLIP, gifts[me] - min(others.values())))
    race = GIFT_STAR * (lead + safety) / 2
    # She is a rival like any Lady ...
    outshone = own - max(values.values()) + race
    # ... unless she ends below every Lady: then she cannot win, and the scandal
    # excludes the least generous Gentleman (the poorest of them, once purses are final).
    spread = math.hypot(_spread(state, LADY_SPREAD, 0.3), _spread(state, COURTESAN_SPREAD, 0.3))
    scandal = _chance(min(ladies) - values[courtesan], spread)
    if scandal == 0.0:
        return outshone
    gift_spread = _spread(state, GIFT_SPREAD * math.sqrt(2), 0.4)
    if gift_spread > 0.0:
        # He goes if his gifts end below the least of the others'; if not he, the least
        # generous of them goes.
        mine_out = _chance(min(others.values()) - gifts[me], gift_spread)
        gone = [min(others, key=others.__getitem__)]
    else:
        # Gifts and purses are final: the exact judgement, money breaking ties in gifts.
        gone = guilty(seating, gifts, {g: state.money[g] for g in seating.gentlemen})
        mine_out = float(me in gone)
    excluded = own - max(values.values()) - SCANDAL_STARS + race
    out = {courtesan, *(seating.lady_of(g) for g in gone)}
    rivals = {s: v for s, v in values.items() if s not in out}
    if rivals:
        spared = own - max(rivals.values()) + race
    else:
        # Nobody left to beat: a sure win, still better the more elegant she is.
        spared = own - max(values.values()) + SCANDAL_STARS + race
    return (1 - scandal) * outshone + scandal * (mine_out * excluded + (1 - mine_out) * spared)
