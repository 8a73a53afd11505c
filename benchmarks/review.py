"""How long the game review takes, per game, with the app's budget.

Plays one seeded game per table (seat 0 a person, played here by the normal bot as a
stand-in for a player who makes a mistake now and then; the rest hard bots would take
too long, so normal too), then reviews seat 0 as the app does (``parlour.ui.review_worker``:
the same time per decision) and prints the decisions, how many were judged and marked,
and the seconds it took.

    python benchmarks/review.py [seed] [game ...]
"""

from __future__ import annotations

import random
import sys
import time

from parlour.ai.base import decide, make_bot
from parlour.games import GAME_IDS, get_game
from parlour.play import review
from parlour.saves.session import Seat, Session
from parlour.ui.review_worker import decision_time_limit

SEATS = {
    "guillotine": 4,
    "banque_fatale": 4,
    "millionenspiel": 4,
    "monopoly_kartenspiel": 4,
    "ladies_and_gentlemen": 4,
}


def played_game(game_id: str, seed: int) -> Session:
    """A finished game: seat 0 a person, played by the normal bot, the others normal."""
    count = SEATS[game_id]
    seats = [Seat("You")] + [Seat(f"Bot {n}", "normal") for n in range(1, count)]
    session = Session.start(game_id, seats, seed)
    normal = make_bot(game_id, "normal")
    rng = random.Random(seed)
    while not session.state.is_over():
        seat = session.state.to_act()
        assert seat is not None
        session.apply(decide(normal, session.state, seat, rng))
    return session


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    games = sys.argv[2:] or list(GAME_IDS)
    print(f"{'game':22} {'moves':>6} {'decisions':>9} {'judged':>6} {'marked':>6} {'s':>6}")
    for game_id in games:
        get_game(game_id)
        session = played_game(game_id, seed)
        seats = review.person_seats(session, 0)
        total = review.count_points(session, seats)
        limit = decision_time_limit(total)
        bot = make_bot(game_id, "hard")
        began = time.perf_counter()
        judged = review.review(bot, review.points(session, seats), limit)
        seconds = time.perf_counter() - began
        assert judged is not None
        marks = review.marked(judged)
        print(
            f"{game_id:22} {len(session.history):6} {total:9} {len(judged):6} "
            f"{len(marks):6} {seconds:6.1f}"
        )


if __name__ == "__main__":
    main()
