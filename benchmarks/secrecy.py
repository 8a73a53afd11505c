"""What the log and undo let slip, over many seeded random games of every game.

    python benchmarks/secrecy.py [--games 100] [--seed 0] [--game ID ...] [--players N ...]
                                 [--gossip]

The long run of the probes that ``tests/engine/test_secrecy.py`` runs over a handful of
games (``tests/engine/secrecy.py`` says how each one works):

- reveals: steps that taught a seat something without being a barrier (undo could take
  them back after a peek), by action;
- cards: public events naming a card the public view hides, by event;
- figures: public events telling the change of a secret figure, by event, against the
  moves the rules make public (``PUBLIC_MOVES`` in the test);
- for Ladies & Gentlemen also the onlooker's sum: of the Gentlemen who sold something, how
  many have their money given exactly by start money plus the public log's figures.

Seat counts cycle with the seed over every table the game allows, or over ``--players``
(those a game allows), e.g. ``--game monopoly_kartenspiel --players 5 6`` for the tables
without a stock. Prints one block per game and exits with 1 if anything slipped. A
script, not a test: a thousand games take minutes (Monopoly the longest).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.engine import Event, Game  # noqa: E402
from parlour.games import available_games  # noqa: E402
from parlour.games.ladies_and_gentlemen.rules import LadiesState  # noqa: E402
from tests.engine.secrecy import (  # noqa: E402
    announced_changes,
    public_secret_cards,
    random_steps,
    unmarked_reveals,
)
from tests.engine.test_secrecy import PUBLIC_MOVES  # noqa: E402
from tests.games.ladies_and_gentlemen.helpers import money_by_log  # noqa: E402

LADIES = "ladies_and_gentlemen"


def probe(
    game: Game, seeds: range, gossip: bool, tables: list[int] | None = None
) -> tuple[int, Counter[str], int, int]:
    """Steps played, what slipped (by kind and name), and the onlooker's sum for Ladies &
    Gentlemen: Gentlemen who sold, and how many of them the public log gives away.
    ``tables``: the seat counts to cycle through (``None``: every one the game allows)."""
    options = {"gossip": True} if gossip and game.id == LADIES else None
    public = {f"{game.id}.log.{key}" for key in PUBLIC_MOVES.get(game.id, ())}
    slipped: Counter[str] = Counter()
    steps = sellers = given_away = 0
    for seed in seeds:
        rng = random.Random(seed)
        log: list[Event] = []
        last = None
        players = tables[seed % len(tables)] if tables else None
        for step in random_steps(game, seed, options=options, players=players):
            steps += 1
            last = step
            log += step.events
            for _found in unmarked_reveals(step, rng):
                slipped[f"reveal  {type(step.action).__name__}"] += 1
            for found in public_secret_cards(step):
                slipped[f"card    {found.split(': ', 1)[1].split(' names ')[0]}"] += 1
            for key, _path in announced_changes(step):
                if key not in public:
                    slipped[f"figure  {key}"] += 1
        if last is not None and isinstance(last.after, LadiesState):
            final = last.after
            start = game.new_state(final.num_players, seed, options)
            public_lines = [e for e in log if e.audience is None]
            for g in final.seating.gentlemen:
                if any(e.key == f"{LADIES}.log.sell" and e.params["seat"] == g for e in log):
                    sellers += 1
                    told = money_by_log(start.to_json()["money"][g], g, public_lines)
                    given_away += told == final.money[g]
    return steps, slipped, sellers, given_away


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per game (100)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed (0)")
    parser.add_argument("--game", nargs="*", default=None, help="only these game ids")
    parser.add_argument("--players", nargs="*", type=int, default=None, help="only these tables")
    parser.add_argument("--gossip", action="store_true", help="L&G with the gossip variant")
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    clean = True
    for game in available_games():
        if args.game and game.id not in args.game:
            continue
        tables = [n for n in args.players or () if game.min_players <= n <= game.max_players]
        if args.players and not tables:
            continue
        steps, slipped, sellers, given_away = probe(game, seeds, args.gossip, tables)
        clean = clean and not slipped and not given_away
        seats = f" at {'/'.join(map(str, tables))} seats" if tables else ""
        print(f"{game.id}: {args.games} games{seats}, {steps} steps")
        for what, count in sorted(slipped.items()):
            print(f"  {what}: {count}")
        if game.id == LADIES:
            print(f"  money given away by the public log: {given_away} of {sellers} sellers")
        if not slipped:
            print("  nothing slipped")
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
