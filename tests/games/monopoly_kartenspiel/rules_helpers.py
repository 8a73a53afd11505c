"""Building MONOPOLY Das Kartenspiel states by hand for scenario tests.

``make_state`` lays out exactly the cards a test names (hands, trade piles, neutral piles,
the top of the stock) and deals every other card where it cannot interfere: the other
hands and piles get ordinary cards, and the Chance and Mr. Monopoly cards nobody named go
to the bottom of the stock (or, with ``stock=0``, aside; with 5–6 players, where every
card is dealt, into the last hands), so that no test meets them by
accident. All 60 cards stay accounted for. The state starts at the beginning of
``current``'s turn, as the rules would have it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from parlour.games import get_game
from parlour.games.monopoly_kartenspiel.rules import DEAL, MonopolyGame, MonopolyState

SPECIAL = ("chance", "mr_monopoly")


def game() -> MonopolyGame:
    result = get_game("monopoly_kartenspiel")
    assert isinstance(result, MonopolyGame)
    return result


def make_state(
    players: int = 4,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    piles: Mapping[int, Sequence[str]] | None = None,
    neutral: Sequence[Sequence[str]] | None = None,
    stock_top: Sequence[str] = (),
    stock: int | None = None,
    current: int = 0,
    options: Mapping[str, int] | None = None,
) -> MonopolyState:
    """A state at the start of ``current``'s turn with the named cards in place.

    ``stock_top`` lists the top of the stock, last = top. ``stock`` caps the stock's size
    (the rest is set aside), e.g. 0 for an empty stock.
    """
    the_game = game()
    cat = the_game.catalogue
    state = the_game.new_state(players, seed=0, options=dict(options or {}))
    hands = dict(hands or {})
    piles = dict(piles or {})
    named = [c for cards in hands.values() for c in cards]
    named += [c for cards in piles.values() for c in cards]
    named += [c for cards in neutral or () for c in cards]
    named += list(stock_top)
    assert len(set(named)) == len(named), "a card is named twice"
    rest = [c for c in cat.all_cards() if c not in named]
    # Popped from the end: the ordinary cards first, the special ones only when the table
    # needs every card (5-6 players).
    plain = [c for c in rest if cat.kinds[c] in SPECIAL]
    plain += [c for c in rest if cat.kinds[c] not in SPECIAL]
    for seat in range(players):
        if seat not in hands:
            hands[seat] = [plain.pop() for _ in range(DEAL[players])]
        if seat not in piles:
            piles[seat] = [plain.pop()]
    state.hands = [list(hands[seat]) for seat in range(players)]
    state.piles = [list(piles[seat]) for seat in range(players)]
    if neutral is None:
        state.neutral = [[plain.pop()] for _ in state.neutral]
    else:
        state.neutral = [list(pile) for pile in neutral]
    below = plain
    if stock is not None:
        keep = max(0, stock - len(stock_top))
        state.aside = below[: len(below) - keep]
        below = below[len(below) - keep :]
    else:
        state.aside = []
    state.stock = below + list(stock_top)
    if players >= 5 and stock is None:
        state.aside, state.stock = state.stock, []
    state.passing = [None] * players
    state.known = [[[] for _ in range(players)] for _ in range(players)]
    state.current = current
    state.actor = current
    state.dealer = (current - 1) % players
    state.phase = "turn"
    state.partner = None
    state.turns = 1
    state.empty_turns = 1 if not state.stock and players < 5 else 0
    return state


def all_cards(state: MonopolyState) -> list[str]:
    """Every card in every zone of ``state`` (60, each once, if nothing is lost)."""
    zones = state.hands + state.piles + state.neutral + [state.stock, state.aside]
    cards = [c for zone in zones for c in zone]
    return sorted(cards + [c for c in state.passing if c is not None])
