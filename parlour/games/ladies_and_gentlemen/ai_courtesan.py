"""How a ``hard`` Courtesan plays her own decisions (``normal`` plays hers with ``ai_lady``).

She has no Gentleman: a card she takes counts only once a Gentleman pays for it, and he
pays only under the gift race (``ai_gentleman.courtesan_pays``: to lead her gifts or to
leave their bottom, never for a servant), only as often as he has paid for his own Lady
that evening (the discretion rule) and only what he can afford. ``normal`` shops like a
Lady within the largest courting reserve (or half a purse), so she took cheap cards of
few stars, servants among them, and a search over that (the old ``hard``) won no more
often. Her ``hard`` policy shops and hands out for what the Gentlemen will pay, from
what she may know: the gifts and the offers are public, she sees how many cards wait
before each Lady, and a Gentleman's money is the public average
(``ai_value.purse_guess``), never a sample's.

- Shop: a card that adds elegance to her and that some Gentleman would pay for (no
  servant), within what a Gentleman can be expected to afford, for as many cards as the
  Gentlemen can pay for tonight and she may keep; the most elegance first. What she
  holds is also what the Ladies cannot take.
- Visit: the boutique whose best such cards add the most.
- Give: the Gentleman who would pay for the card, with room under the discretion rule
  (his Lady's cards waiting, less hers already handed to him); the most room first. With
  nobody, she keeps the card for another evening: handed, it would only come back.

Against normal teams (100 games each from seed 60000) she wears about 13, 17.5 and 20
stars at the Ball at 5, 7 and 9 seats (``normal``'s Courtesan about 12), and the best
Lady about 1.5, 2.5 and 3.5 stars fewer than against a normal Courtesan.
"""

from __future__ import annotations

from parlour.engine import Action
from parlour.games.ladies_and_gentlemen import ai_lady, ai_value
from parlour.games.ladies_and_gentlemen.actions import Hand, Take, Visit
from parlour.games.ladies_and_gentlemen.ai_gentleman import courtesan_pays
from parlour.games.ladies_and_gentlemen.rules import LadiesState

#: How much the n-th best card of a boutique counts towards her visit: rivals in the
#: same boutique take turns with her, so the later cards are less sure.
VISIT_WEIGHTS = (1.0, 0.7, 0.5, 0.35, 0.25)


#: The afternoons' income she counts on beyond the average purse: a card a Gentleman
#: cannot afford tonight comes back to her, and she hands it again another evening,
#: when he has earned more. Two rather than one won a few more games at every table
#: (seeds 63000 and 64000, 150 games each at 5, 7 and 9 seats); no limit won fewer.
INCOMES_AHEAD = 2


def affordable(state: LadiesState) -> int:
    """The dearest card she expects a Gentleman to be able to pay for: the public
    average purse and :data:`INCOMES_AHEAD` afternoons' income."""
    return ai_value.purse_guess(state) + INCOMES_AHEAD * ai_value.INCOME_GUESS


def capacity(state: LadiesState) -> int:
    """How many unpaid cards are worth holding after her visit: one each Gentleman may
    pay for tonight, and those she may keep for tomorrow."""
    return len(state.seating.gentlemen) + state.cat.setup.courtesan_keeps


def payable_gain(state: LadiesState, seat: int, card: str, owned: list[str]) -> float:
    """What ``card`` adds to her (``owned`` counted) if a Gentleman can be expected to
    pay for it; 0 if nobody would (a servant, too dear, no Gentleman racing for it)."""
    if ai_value.is_servant(state, card) or state.cat.price(card) > affordable(state):
        return 0.0
    if not any(courtesan_pays(state, g, card) for g in state.seating.gentlemen):
        return 0.0
    return max(0.0, ai_value.card_worth(state, owned, card, state.servants[seat]))


def score_visit(state: LadiesState, seat: int, act: Action) -> float:
    if not isinstance(act, Visit):
        return ai_lady.score_visit(state, seat, act)  # gossip: as a Lady passes it on
    owned = ai_value.committed(state, seat)
    room = max(0, capacity(state) - len(state.unpaid[seat]))
    offer = list(state.boutiques[act.boutique]["cards"])
    total = 0.0
    for weight in VISIT_WEIGHTS[:room]:
        gains = {card: payable_gain(state, seat, card, owned) for card in offer}
        best = max(gains, key=gains.__getitem__, default=None)
        if best is None or gains[best] <= 0.0:
            break
        total += weight * gains[best]
        owned = [*owned, best]
        offer.remove(best)
    return total


def score_shop(state: LadiesState, seat: int, act: Action) -> float:
    if not isinstance(act, Take):
        return 0.0  # done
    assert state.shop is not None
    if len(state.unpaid[seat]) >= capacity(state):
        return -1.0
    card = state.boutiques[state.shop["b"]]["cards"][act.index]
    gain = payable_gain(state, seat, card, ai_value.committed(state, seat))
    if gain <= 0.0:
        return -1.0
    # Among equal gains the cheaper is likelier paid.
    return gain - state.cat.price(card) / 10_000


def score_give(state: LadiesState, seat: int, act: Action) -> float:
    if not isinstance(act, Hand):
        return 0.0  # keep it for another evening
    g = act.gentleman
    card = state.unpaid[seat][0]
    room = ai_value.room_tonight(state, g)
    if room <= 0 or not courtesan_pays(state, g, card):
        return -1.0
    if state.cat.price(card) > affordable(state):
        return -0.5
    gifts = state.gift_stars()
    return 1.0 + room + 0.01 * (max(gifts.values()) - gifts[g])
