"""5–6 players: whether the player could go out after his trade stays his secret.

The rules let him go out after trading, before the passing. Whatever asks him must look the
same from outside whether his hand can go out or not: the phase, who is to act, the events
and every other seat's view. Each test builds both cases from one seeded deal, the moment
before his trade partner puts his card back, and changes nothing anyone else may see.
"""

from __future__ import annotations

import json
import random

import pytest

from parlour.ai.base import advise, decide
from parlour.engine import Event
from parlour.games.monopoly_kartenspiel.actions import Discard, GoOut, PassCard, Trade
from parlour.games.monopoly_kartenspiel.ai import make_bot
from parlour.games.monopoly_kartenspiel.rules import MonopolyState
from tests.games.monopoly_kartenspiel.rules_helpers import all_cards, game

#: Complete groups and bonus cards that make a hand that goes out, tried in this order.
GROUPS = ("brown", "dark_blue", "utility", "light_blue", "pink", "orange", "red", "green")
BONUS = ("token", "go", "mr_monopoly")
#: A card that never fits without the three houses below it.
MISFIT = ("house4_1", "house4_2")


def _before_put_back(players: int, seed: int) -> tuple[MonopolyState, str]:
    """A seeded deal: the player has traded and put his card back; his partner's turn to
    put one back. Returns the state and the card the partner will put back."""
    state = game().new_state(players, seed)
    seat = state.current
    partner = (seat + 2) % players
    state.apply(Trade(partner, 1))
    state.apply(Discard(state.hands[seat][0]))
    assert state.to_act() == partner
    return state, state.hands[partner][0]


def _movable(state: MonopolyState) -> set[str]:
    """The cards in the hands of every seat but the partner (who is about to choose)."""
    return {c for s, hand in enumerate(state.hands) if s != state.partner for c in hand}


def _rich_hand(state: MonopolyState, size: int) -> list[str]:
    """``size`` movable cards that go out together."""
    hidden = _movable(state)
    cat = state.cat
    hand: list[str] = []
    for group in GROUPS:
        cards = list(cat.groups[group].cards)
        if set(cards) <= hidden and len(hand) + len(cards) <= size - 1:
            hand += cards
    bonus = [c for kind in BONUS for c in cat.all_cards() if c in hidden and cat.kinds[c] == kind]
    return hand + bonus[: size - len(hand)]


def _with_hand(state: MonopolyState, seat: int, hand: list[str]) -> MonopolyState:
    """``state`` with ``hand`` in ``seat``'s hand, taken from the hands of the seats other
    than the partner, which get his cards instead (their sizes stay)."""
    new = state.clone()
    partner = new.partner
    givers = [s for s in range(new.num_players) if s not in (seat, partner)]
    pool = [c for s in [seat, *givers] for c in new.hands[s] if c not in hand]
    for s in givers:
        size = len(new.hands[s])
        new.hands[s], pool = pool[:size], pool[size:]
    new.hands[seat] = list(hand)
    # Nobody may remember a card where it no longer is.
    new.known = [
        [[c for c in cards if c in new.hands[owner]] for owner, cards in enumerate(row)]
        for row in new.known
    ]
    assert all_cards(new) == sorted(new.cat.all_cards())
    return new


def _both_cases(players: int, seed: int) -> tuple[MonopolyState, MonopolyState, str]:
    """The same deal with the player's hand able to go out, and unable (one card of a
    group swapped for a card that fits nowhere), before his partner's put-back."""
    state, put_back = _before_put_back(players, seed)
    seat = state.current
    rich = _rich_hand(state, len(state.hands[seat]))
    can = _with_hand(state, seat, rich)
    misfit = next(c for c in MISFIT if c in _movable(state))
    cannot = _with_hand(state, seat, [misfit, *rich[1:]])
    assert can.go_out(seat) is not None and cannot.go_out(seat) is None
    return can, cannot, put_back


def _outside(state: MonopolyState, events: list[Event], seat: int) -> str:
    """Everything about ``state`` that is not ``seat``'s own to know."""
    others = [s for s in range(state.num_players) if s != seat]
    legal = state.legal_actions()
    seen = {
        "public": state.public_view(),
        # Their own hands differ by the card the two cases swap; all else must not.
        "views": [{k: v for k, v in state.view(s).items() if k != "hand"} for s in others],
        "events": [[e.to_json() for e in events if e.visible_to_any({s})] for s in others],
        "public_events": [e.to_json() for e in events if e.audience is None],
        "to_act": state.to_act(),
        "turn_of": state.turn_of(),
        "public_choice": state.public_choice(),
        # Another seat never sees the legal actions, but their number must not tell either
        # (a lone option is taken for a person at a shared screen).
        "choices": len([a for a in legal if a != GoOut()]),
    }
    return json.dumps(seen, sort_keys=True, default=list)


@pytest.mark.parametrize("players", [5, 6])
@pytest.mark.parametrize("seed", range(4))
def test_nobody_learns_whether_the_player_can_go_out_after_his_trade(
    players: int, seed: int
) -> None:
    can, cannot, put_back = _both_cases(players, seed)
    seat = can.current
    told = [_outside(s, s.apply(Discard(put_back)), seat) for s in (can, cannot)]
    assert told[0] == told[1]
    assert can.phase == "pass" and can.to_act() == seat
    # He alone knows: going out is offered to him with his pass card.
    assert GoOut() in can.legal_actions() and GoOut() not in cannot.legal_actions()
    assert can.view(seat)["go_out_value"] is not None
    assert cannot.view(seat)["go_out_value"] is None


@pytest.mark.parametrize("players", [5, 6])
def test_going_out_is_offered_only_before_his_pass_card(players: int) -> None:
    can, _cannot, put_back = _both_cases(players, seed=1)
    seat = can.current
    can.apply(Discard(put_back))
    can.apply(PassCard(can.hands[seat][-1]))
    assert can.to_act() == (seat + 1) % players
    assert GoOut() not in can.legal_actions()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_bots_go_out_with_a_rich_hand_instead_of_passing(level: str) -> None:
    can, _cannot, put_back = _both_cases(5, seed=2)
    seat = can.current
    can.apply(Discard(put_back))
    choice = can.go_out(seat)
    assert choice is not None and choice[1].value >= 1200  # worth ending the round for
    bot = make_bot(level, budget=2)
    assert decide(bot, can, seat, random.Random(0)) == GoOut()
    assert advise(bot, can, seat, random.Random(0)).action == GoOut()
