"""How a ``normal`` Lady (and the Courtesan) values her moves.

Each function scores every legal move of one phase (higher is better); ``ai.py`` plays the
best. A Lady reads only what her seat knows: her own wardrobe, servants and purchases, the
public offers and outfits, and a guess of her Gentleman's purse (``ai_value.purse_guess``),
never the money her determinization happens to give him.

- Workshop: the card that stocks her boutique from the deck she needs most (a dress first),
  the more cards the better.
- Visit: the boutique whose best affordable cards add the most elegance; gossip goes to
  the most elegant rival as soon as she may pass it on.
- Shop: the card that adds the most elegance within what her Gentleman can likely pay,
  a dress first (servants count at their average worth, one per visit); she leaves when
  nothing is worth its price.
- A Lady at the Courtesan's table leaves her Gentleman's courting reserve alone
  (``ai_value.courting_reserve``). The Courtesan shops within the largest reserve (or
  half a purse and an afternoon's income, if more), hands a purchase to the least
  generous Gentleman with room under the discretion rule (the scandal threatens him
  most), keeps it when nobody has any, and puts back what adds least.
"""

from __future__ import annotations

from parlour.engine import Action
from parlour.games.ladies_and_gentlemen import actions, ai_value
from parlour.games.ladies_and_gentlemen.ball import DRESS
from parlour.games.ladies_and_gentlemen.rules import LadiesState

#: What a first dress is worth to her beyond its stars (see ``_worth``).
DRESS_FIRST = 3.0
#: Before the last day a card must add at least this much elegance per £ of its price to
#: be taken (a 1-star card for £700 is not worth her Gentleman's money).
MIN_STARS_PER_POUND = 0.6 / ai_value.POUNDS_PER_STAR


def budget(state: LadiesState, seat: int) -> int:
    """What she expects her Gentleman to pay for today beyond what already waits."""
    seating = state.seating
    purse = ai_value.purse_guess(state)
    if seat == seating.courtesan:
        # What the Gentlemen keep for her (``courting_reserve``): a card dearer than
        # that stays unpaid, whatever else waits.
        reserve = max(ai_value.courting_reserve(state, g) for g in seating.gentlemen)
        return max(reserve, (purse + ai_value.INCOME_GUESS) // 2)
    waiting = sum(state.cat.price(c) for c in state.unpaid[seat])
    reserve = ai_value.courting_reserve(state, seating.gentleman_of(seat))
    return purse + ai_value.INCOME_GUESS - waiting - reserve


def _worth(state: LadiesState, seat: int, card: str) -> float:
    """The card's worth to her, counting her own servants; a first dress also earns
    :data:`DRESS_FIRST` on top: dresses are few (7 of 25 clothing cards) and every
    servant she has or will get counts only with one."""
    owned = ai_value.committed(state, seat)
    worth = ai_value.card_worth(state, owned, card, state.servants[seat])
    cat = state.cat
    dress = card in cat.wardrobe and cat.wardrobe[card].item == DRESS
    if dress and not any(cat.wardrobe[c].item == DRESS for c in owned):
        worth += DRESS_FIRST
    return worth


def _buyable(state: LadiesState, seat: int, card: str, money: int) -> float:
    """The card's worth if it is within ``money`` and worth its price, else 0."""
    price = state.cat.price(card)
    worth = _worth(state, seat, card)
    # After the last evening money only breaks ties: then any gain is worth its price.
    last = state.day >= state.cat.setup.days
    if price > money or worth <= 0.0 or (not last and worth < price * MIN_STARS_PER_POUND):
        return 0.0
    return worth


def score_workshop(state: LadiesState, seat: int, act: Action) -> float:
    assert isinstance(act, actions.PlayWorkshop)
    cat = state.cat
    info = cat.workshop[act.card]
    if info.deck not in cat.items:
        return ai_value.SERVANT_DECK_WORTH * info.count
    owned = [cat.wardrobe[c] for c in ai_value.committed(state, seat)]
    best = {c.item: c.stars for c in sorted(owned, key=lambda c: c.stars)}
    need = sum(1.0 if item not in best else 0.3 for item in cat.items[info.deck])
    if DRESS in cat.items[info.deck] and DRESS not in best:
        need += 3.0
    return need * (1.0 + 0.15 * info.count)


def score_visit(state: LadiesState, seat: int, act: Action) -> float:
    if isinstance(act, actions.GiveGossip):
        # Passing gossip on takes a −1 off her Ball: always first, to the leading rival.
        return 100.0 + state.elegance_of(act.target).stars
    assert isinstance(act, actions.Visit)
    money = budget(state, seat)
    cards = state.boutiques[act.boutique]["cards"]
    worths = sorted((_buyable(state, seat, c, money) for c in cards), reverse=True)
    worths += [0.0, 0.0]
    # Rivals may take her favourite first: the second best card counts a little.
    return worths[0] + 0.3 * worths[1]


def score_shop(state: LadiesState, seat: int, act: Action) -> float:
    if isinstance(act, actions.Done):
        return 0.0
    assert isinstance(act, actions.Take) and state.shop is not None
    card = state.boutiques[state.shop["b"]]["cards"][act.index]
    worth = _buyable(state, seat, card, budget(state, seat))
    if worth <= 0.0:
        return -1.0
    # Among equally good cards the cheaper leaves more for the next.
    return worth - state.cat.price(card) / (100 * ai_value.POUNDS_PER_STAR)


def score_give(state: LadiesState, seat: int, act: Action) -> float:
    if not isinstance(act, actions.Hand):
        return 0.0  # keep it for another evening
    g = act.gentleman
    room = ai_value.room_tonight(state, g)
    if room <= 0:
        # The discretion rule: he pays for her at most as many cards as for his Lady.
        return -1.0
    # The least generous Gentleman fears the scandal most: he is the likeliest to pay.
    gifts = state.gift_stars()
    return 1.0 + max(gifts.values()) - gifts[g] + 0.01 * room


def score_keep(state: LadiesState, seat: int, act: Action) -> float:
    assert isinstance(act, actions.ReturnCard)
    cards = state.unpaid[seat]
    others = [
        c for i, c in enumerate(cards) if i != act.index and not ai_value.is_servant(state, c)
    ]
    kept = ai_value.card_worth(
        state, state.wardrobe[seat] + others, cards[act.index], state.servants[seat]
    )
    return -kept
