"""Banque Fatale bots: easy (random), normal (a colour-stake heuristic), hard (search).

The normal level follows the rulebook's three tips. It values a card by the current
value of its colours plus how much it can push them (colours it already owns) and how
much the others will push them for it (colours an opponent owns too). It bids in
proportion to that value, spends jetons of its own colours (so they get the most and
rise) and leaves out its rivals' colours (so they fall). In the redistribution it takes
the colours it needs and, above all, those its opponents need. It sells a card when the
sale brings more than the card is expected to be worth at the end (``kept_worth``).

The normal bot only reads what its seat may know: its own jetons, the public cards and
values. It must, because it receives a determinized state whose other screens are
random guesses.

The hard level is ``parlour.ai.search.SearchBot`` with the normal policy as rollout.
"""

from __future__ import annotations

import random

from parlour.ai.base import Bot, Clockless
from parlour.ai.random_bot import RandomBot
from parlour.ai.routed import RoutedSearch
from parlour.ai.search import SearchBot
from parlour.engine import Action, GameState
from parlour.games.banque_fatale.rules import BanqueFataleState

#: Hard's playouts per decision by default; the 1 s time limit caps it on slow machines.
HARD_ITERATIONS = 160
#: Hard looks this many actions ahead (the rest of the round and the next), then judges
#: by wealth.
HARD_HORIZON = 80
#: Normal's sale: the share of a colour's height above 2 that a pique keeps to the end,
#: ``RETAIN_BASE`` plus ``RETAIN_STEP`` per round left (at most all of it); see ``kept_worth``.
RETAIN_BASE = 0.6
RETAIN_STEP = 0.1
#: Normal's sale: what each further pique of a colour adds to a pique's kept worth.
PUSH_WORTH = 0.4
#: Normal keeps a card only when keeping promises this much more than the sale, in
#: millions. Cash is certain and a card's end worth scatters widely (a colour that draws no
#: jeton falls to 2), so it takes the sale unless keeping is clearly better: in 400 games
#: at 4 seats (seeds 80000-80399) against normal's former rule, which sold only for 1 M
#: more than it expected the card to keep, one seat selling this readily won 35.8 %
#: [31.2, 40.6] and the former rule's seats 21.4 % each; selling only for 0.5 M more, it
#: won 22.1 % [18.3, 26.4].
KEEP_MARGIN = 2.0
#: ``Advice.reason`` of hard's take in the redistribution: the colour the others need most
#: (``_draft``), the rule of thumb that decides it.
DRAFT_REASON = "draft"


def _stake_tables(state: BanqueFataleState, seat: int) -> tuple[list[int], list[int]]:
    """(my piques per colour, the most piques any single opponent has per colour)."""
    others = [state.stakes(other) for other in range(state.num_players) if other != seat]
    return state.stakes(seat), [max(counts) for counts in zip(*others, strict=True)]


def card_worth(state: BanqueFataleState, seat: int, card: str) -> float:
    """How much ``card`` is worth to ``seat`` in millions, roughly.

    The value of its piques now, plus a premium per pique for colours the seat can push
    (it owns them already) and colours an opponent owns too (his pushes lift ours).
    """
    mine, rival = _stake_tables(state, seat)
    return sum(state.values[p] + 1.5 * mine[p] + 1.0 * rival[p] for p in state.game.piques[card])


def _bid_target(state: BanqueFataleState, seat: int) -> list[int]:
    """The jetons ``seat`` wants in its bid, per colour (deterministic for one state).

    Deterministic so that the bid, built one jeton per decision, converges; it only
    depends on what the seat knows, with a little per-round variation so the bot is
    not perfectly predictable.
    """
    game = state.game
    held = state.holding(seat)
    total = sum(held)
    assert state.auction is not None
    worth = card_worth(state, seat, state.auction)
    rounds_left = state.rounds_total - state.round
    # Jetons are worth a million at the end (nothing in the variant) and are the means
    # to push colours; a card is worth its colours. Bid a share of the jetons that grows
    # with the card's worth, never everything for an ordinary card.
    share = min(0.7, max(0.0, (worth - 7.0) / 22.0))
    wobble = ((seat * 7 + state.round * 5) % 3) - 1
    count = max(0, min(total, round(total * share) + wobble))
    if state.worthless_jetons and rounds_left <= 1:
        count = total  # jetons are about to lose their worth: spend them all
    mine, rival = _stake_tables(state, seat)
    card_colours = game.piques[state.auction]
    # Colours to push: mine (and the card's), never a rival's alone.
    weight = [mine[i] + 0.6 * card_colours.count(i) - 0.8 * rival[i] for i in range(len(held))]
    order = sorted(range(len(held)), key=lambda i: (-weight[i], i))
    target = [0] * len(held)
    left = count
    top = order[0]
    first = min(held[top], left, 3)
    target[top] = first
    left -= first
    # One jeton keeps a colour I own from crashing to 2 (it only falls by 1).
    for i in order[1:]:
        if left and held[i] and mine[i] and weight[i] > 0:
            target[i] = 1
            left -= 1
    for i in order:
        while left and target[i] < held[i]:
            target[i] += 1
            left -= 1
    return target


def _bid_step(state: BanqueFataleState, seat: int) -> Action:
    """Add the next jeton of the target, or place the bid once it is reached.

    Never takes a jeton back: a jeton already in the bid (hard's search may add one
    beyond the target) stays, so a searched deviation is not undone by the rollout.
    """
    game = state.game
    target = _bid_target(state, seat)
    bid = state.bids[seat]
    for i, want in enumerate(target):
        if bid[i] < want:
            return game.a_add[i]
    return game.a_place


def _choose(state: BanqueFataleState, seat: int) -> Action:
    game = state.game
    best = max(state.market, key=lambda c: (card_worth(state, seat, c), c))
    return game.a_choose[best]


def _draft(state: BanqueFataleState, seat: int) -> Action:
    """Take what the opponents need most, then what I need."""
    mine, rival = _stake_tables(state, seat)
    game = state.game
    best = max(
        (i for i, n in enumerate(state.middle) if n),
        key=lambda i: (1.2 * rival[i] + mine[i] + 0.05 * state.values[i], -i),
    )
    return game.a_take[best]


def kept_worth(value: int, rounds_left: int, mine: int) -> float:
    """What one pique of a colour standing at ``value`` is expected to bring if its card is
    kept to the end, payouts included, with ``rounds_left`` rounds to go, to a seat with
    ``mine`` piques of that colour.

    A colour only holds its value while the bids keep feeding it (one that draws no jeton
    falls to 2), so over the last rounds a high value melts towards the bottom of the
    track: in games among normal bots a pique at 10 kept through one more round ended at
    about 7.7, at 8 about 6.4, while four or more rounds out the payouts of colours that
    climb past 10 make up for the falls (``RETAIN_BASE``, ``RETAIN_STEP``). A colour the
    seat holds more of it can keep up itself (``PUSH_WORTH`` per further pique).
    """
    retain = min(1.0, RETAIN_BASE + RETAIN_STEP * rounds_left)
    return 2 + (value - 2) * retain + PUSH_WORTH * (min(mine, 3) - 1)


def sale_gain(state: BanqueFataleState, seat: int, card: str) -> float:
    """How much more selling ``card`` now brings than keeping it, in millions."""
    rounds_left = state.rounds_total - state.round
    mine, _ = _stake_tables(state, seat)
    kept = sum(kept_worth(state.values[p], rounds_left, mine[p]) for p in state.game.piques[card])
    return state.card_value(card) - kept


def _sale(state: BanqueFataleState, seat: int) -> Action:
    """Sell the card whose sale beats keeping it by most, unless keeping it promises more
    than ``KEEP_MARGIN``; in the last round a sale changes nothing, and it keeps."""
    game = state.game
    options = state.sale_options()
    if not options or state.round >= state.rounds_total:
        return game.a_keep
    best = max(options, key=lambda c: (sale_gain(state, seat, c), c))
    return game.a_sell[best] if sale_gain(state, seat, best) > -KEEP_MARGIN else game.a_keep


def normal_policy(state: GameState, rng: random.Random) -> Action:
    """The normal level's move for the seat to act (also hard's rollout policy)."""
    assert isinstance(state, BanqueFataleState)
    seat = state.to_act()
    assert seat is not None
    phase = state.phase
    if phase == "bid":
        return _bid_step(state, seat)
    if phase == "draft":
        return _draft(state, seat)
    if phase == "choose":
        return _choose(state, seat)
    return _sale(state, seat)


class NormalBot(Clockless):
    level = "normal"

    def choose(self, state: GameState, seat: int, rng: random.Random) -> Action:
        return normal_policy(state, rng)


class _Searched(BanqueFataleState):
    """The state as hard's search sees it.

    - While bidding, the search weighs three moves only: the normal level's next jeton,
      placing the bid now, and one jeton of the colour it holds most of otherwise. A
      small budget spread over every colour (and over taking jetons back, which is never
      better than not adding them) would be mostly noise.
    - In a determinization, a bid another seat has already placed is guessed as the one
      the normal level would place with that seat's (guessed) jetons, not a random one.
    """

    def legal_actions(self) -> list[Action]:
        actions = super().legal_actions()
        seat = self.actor
        if self.phase != "bid" or seat is None:
            return actions
        game = self.game
        suggested = _bid_step(self, seat)
        held = self.jetons[seat]
        options = [suggested]
        if suggested is not game.a_place:
            options.append(game.a_place)
        if any(held):
            most = max(range(len(held)), key=lambda i: (held[i], -i))
            if game.a_add[most] not in options:
                options.append(game.a_add[most])
        return options

    def determinize(self, seat: int, rng: random.Random) -> _Searched:
        sample = super().determinize(seat, rng)
        if sample.phase == "bid":
            for other in range(sample.num_players):
                if other != seat and sample.bid_placed[other]:
                    held = sample.holding(other)
                    target = _bid_target(sample, other)
                    sample.bids[other] = target
                    sample.jetons[other] = [h - t for h, t in zip(held, target, strict=True)]
        return sample


class HardBot(RoutedSearch):
    """Searches the choice of card, every jeton of the bid and the sale; takes jetons in
    the redistribution like the normal level.

    The redistribution holds most of a game's decisions but is the part a heuristic gets
    right (take what the others need); leaving it to the policy spends the time budget
    where looking ahead pays.
    """

    def __init__(self, search: SearchBot) -> None:
        super().__init__(search, _drafting, NormalBot().choose, DRAFT_REASON, _searched)


def _drafting(state: GameState) -> bool:
    assert isinstance(state, BanqueFataleState)
    return state.phase == "draft"


def _searched(state: GameState) -> GameState:
    """The state as ``_Searched``, which hard's search plays on."""
    searched = state.clone()
    searched.__class__ = _Searched
    return searched


def make_bot(level: str, budget: int | None) -> Bot:
    """easy: random moves; normal: the heuristic; hard: search with ``budget`` playouts."""
    if level == "easy":
        return RandomBot()
    if level == "normal":
        return NormalBot()
    search = SearchBot(
        iterations=budget if budget is not None else HARD_ITERATIONS,
        rollout_policy=normal_policy,
        max_rollout_steps=HARD_HORIZON,
        time_limit=1.0,
    )
    return HardBot(search)
