"""Building Guillotine states by hand for scenario tests.

``make_state`` lays out exactly the cards a test names (line, hands, piles, face-up cards,
deck tops) and puts every other card where it cannot interfere (the rest of the decks, or
the discard piles when the deck is given), so all 110 cards stay accounted for. Warte mal
(Confusion in Line) interferes from the deck too: while it might be in any hand, every
seat is asked before each collection. Unless a test names it or asks for it hidden, it
therefore lies at the bottom of the action discard pile. The state starts at the
beginning of ``current``'s turn, just as the rules would.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from parlour.engine import Action, Event
from parlour.games import get_game
from parlour.games.guillotine.rules import CONFUSION, GuillotineGame, GuillotineState


def game() -> GuillotineGame:
    result = get_game("guillotine")
    assert isinstance(result, GuillotineGame)
    return result


def _rest(all_cards: list[str], used: Counter[str]) -> list[str]:
    left = Counter(all_cards) - used
    return sorted(left.elements())


def make_state(
    players: int = 3,
    *,
    line: Sequence[str] = ("duke", "baron", "regent", "cardinal", "mayor"),
    hands: Sequence[Sequence[str]] | None = None,
    piles: Sequence[Sequence[str]] | None = None,
    face_up: Sequence[Sequence[str]] | None = None,
    noble_deck: Sequence[str] | None = None,
    action_deck: Sequence[str] | None = None,
    action_discard: Sequence[str] = (),
    noble_discard: Sequence[str] = (),
    current: int = 0,
    day: int = 1,
    rush: Sequence[bool] | None = None,
    last: Sequence[str | None] | None = None,
    interrupt_rule: str = "german",
    hidden_warte_mal: bool = False,
    seed: int = 0,
) -> GuillotineState:
    """A state at the start of ``current``'s turn. Decks are given top card LAST."""
    g = game()
    cat = g.catalogue
    state = GuillotineState(cat, players, g.resolve_options({"interrupt_rule": interrupt_rule}))
    state.rng.seed(seed)
    hands = hands if hands is not None else [[] for _ in range(players)]
    piles = piles if piles is not None else [[] for _ in range(players)]
    face_up = face_up if face_up is not None else [[] for _ in range(players)]
    state.line = list(line)
    state.hands = [list(h) for h in hands]
    state.piles = [list(p) for p in piles]
    state.face_up = [list(f) for f in face_up]
    state.noble_discard = list(noble_discard)
    state.action_discard = list(action_discard)
    used_nobles = Counter([*line, *noble_discard, *(n for p in piles for n in p)])
    if noble_deck is None:
        state.noble_deck = _rest(cat.noble_deck(), used_nobles)
    else:
        state.noble_deck = list(noble_deck)
        used_nobles.update(noble_deck)
        state.noble_discard = _rest(cat.noble_deck(), used_nobles) + state.noble_discard
    used_actions = Counter(
        [*action_discard, *(c for h in hands for c in h), *(c for f in face_up for c in f)]
    )
    if action_deck is None:
        state.action_deck = _rest(cat.action_deck(), used_actions)
        if CONFUSION in state.action_deck and not hidden_warte_mal:
            state.action_deck.remove(CONFUSION)
            state.action_discard.insert(0, CONFUSION)
    else:
        state.action_deck = list(action_deck)
        used_actions.update(action_deck)
        state.action_discard = _rest(cat.action_deck(), used_actions) + state.action_discard
    state.day = day
    state.rush = list(rush) if rush is not None else [False] * players
    state.last = list(last) if last is not None else [p[-1] if p else None for p in piles]
    state.tasks = [state._start_turn.later(current)]
    state._run([])
    state.check()
    return state


def play(state: GuillotineState, *actions: Action) -> list[Event]:
    """Apply ``actions`` in order (each must be legal, and each must leave every card
    where ``GuillotineState.check`` accounts for it) and return all their events."""
    events: list[Event] = []
    for act in actions:
        events += state.apply(act)
        state.check()
    return events


def keys(events: list[Event]) -> list[str]:
    return [e.key.removeprefix("guillotine.log.") for e in events]
