"""How long a hard bot's secret Banque Fatale bid takes, as the table plays it.

A bid is one decision per jeton. The table plays a turn that could hide moves in at
least ``SECRET_TURN_SECONDS["hard"]``, and the decisions after the first share what is
left of it (``parlour.ui.ai_runner``). A turn whose search overruns that time would
still tell its length, so this plays the bot's bids from seeded games, decision by
decision as the runner does, and prints per number of jetons how long the thinking took
and how often it overran; beside it, how long the same bids took with each decision
given the bot's own limit (the old pacing).

    python benchmarks/secret_turns.py [turns] [seed]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import defaultdict

from parlour.ai.base import advise, decide, make_bot
from parlour.engine.secrecy import PUBLIC, hidden_from
from parlour.games import get_game
from parlour.games.banque_fatale.rules import BanqueFataleState
from parlour.ui.ai_process import hint_time_limit
from parlour.ui.ai_runner import SECRET_TURN_SECONDS


def bid_turns(count: int, seed: int) -> list[tuple[BanqueFataleState, int]]:
    """Positions where a seat begins its bid, from games the normal bots play."""
    game = get_game("banque_fatale")
    normal = make_bot("banque_fatale", "normal")
    turns: list[tuple[BanqueFataleState, int]] = []
    while len(turns) < count:
        rng = random.Random(seed)
        state = game.new_state(4, seed)
        assert isinstance(state, BanqueFataleState)
        seed += 1
        while not state.is_over() and len(turns) < count:
            seat = state.to_act()
            assert seat is not None
            if state.phase == "bid" and seat != 0 and not any(state.bids[seat]):
                turns.append((state.clone(), seat))
            state.apply(decide(normal, state, seat, rng))
    return turns


def play_turn(state: BanqueFataleState, seat: int, shared: bool) -> tuple[int, float]:
    """The bot's bid from ``state``: (jetons, seconds of thinking); ``shared``: the later
    decisions get what is left of the turn's time, else each its own limit."""
    bot = make_bot("banque_fatale", "hard")
    onlookers = (PUBLIC, frozenset({0}))
    rng = random.Random(seat)
    began = time.time()
    limit: float | None = None
    jetons = 0
    while True:
        action = advise(bot, state, seat, rng, limit).action
        if not hidden_from(state, action, onlookers):
            return jetons, time.time() - began
        state.apply(action)
        jetons += 1
        if shared:
            limit = hint_time_limit((began, SECRET_TURN_SECONDS["hard"]))


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    fixed = SECRET_TURN_SECONDS["hard"]
    for shared in (True, False):
        seconds: dict[int, list[float]] = defaultdict(list)
        for state, seat in bid_turns(count, seed):
            jetons, took = play_turn(state, seat, shared)
            seconds[jetons].append(took)
        print("shared turn time" if shared else "each decision its own limit (old)")
        for jetons in sorted(seconds):
            times = seconds[jetons]
            over = sum(t > fixed for t in times)
            print(
                f"  {jetons:2d} jetons: {len(times):3d} bids, thinking mean "
                f"{statistics.mean(times):.2f} s, max {max(times):.2f} s, "
                f"over {fixed:.1f} s: {over}"
            )


if __name__ == "__main__":
    main()
