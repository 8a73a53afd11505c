"""Curtains per needed hand-over, over seeded random hot-seat games with three people.

    python benchmarks/hotseat.py [--games 100] [--seed 0] [GAME_ID ...]

Each game is driven the way the table host drives it (``tests/play/hotseat.py``: curtains
lifted at once, the table's own answers applied, the public moment of Warte mal called by
a person who holds the card half the time) and counts the curtains raised against the
hand-overs the real decisions needed, and the idle curtains (the person then decided
nothing: what is left is a single option or a settled move that comes from their secrets,
so the curtain must stay). The goal is at most 1.1 in every game. Before Warte
mal became one public moment, Guillotine raised 1.86 per needed hand-over over 100 seeded
random games (every person asked behind a curtain), Banque Fatale 1.00; now Guillotine
raises 1.06. ``tests/play/test_hotseat_handovers.py`` checks the goal on a few games; this
plays many. A script, not a test: nothing here fails CI.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.games import GAME_IDS  # noqa: E402
from tests.play.hotseat import Count, play_game  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_ids", nargs="*", metavar="GAME_ID", default=list(GAME_IDS))
    parser.add_argument("--games", type=int, default=100, help="games per game id")
    parser.add_argument("--seed", type=int, default=0, help="the first seed")
    args = parser.parse_args(argv)
    columns = ("curtains", "needed", "per hand-over", "idle", "moments", "reveals", "auto")
    columns += ("settled",)
    print(f"{'game':<22}" + "".join(f"{name:>{len(name) + 2}}" for name in columns))
    for game_id in args.games_ids:
        total = Count()
        for seed in range(args.seed, args.seed + args.games):
            total.add(play_game(game_id, seed))
        print(
            f"{game_id:<22}{total.curtains:>10}{total.needed:>8}{total.per_hand_over:>15.3f}"
            f"{total.idle:>6}{total.moments:>9}{total.reveals:>9}{total.automatic:>6}"
            f"{total.settled:>9}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
