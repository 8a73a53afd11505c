"""Balance of the Ladies & Gentlemen card set, by simulation with ``normal`` bots.

    python benchmarks/ladies_balance.py [--players 4 5 8] [--games 300] [--seed 0]

The data test (``tests/games/ladies_and_gentlemen/test_card_data.py``) proves what the cards
allow; this shows what they do in play: that no designer and no market card decides the
game more than its share.

- A designer: of the stars that count at the Ball, the share carried by the designer's
  cards among the winners against that share among all shoppers (a ratio of 1 is its
  share), and the win rate of shoppers whose counted cards include two or more of hers
  against all shoppers'.
- A market card: it is dealt to every seat alike, so it can only decide a game through
  what it makes dear. Per market card: how often the Gentleman who grabbed the most of its
  dearest resource wins, and how often the one who earned the most (sales and contracts)
  wins, against the same figures over all games.

Shares use every seat's own result: a shared win counts 1/k for each of k winning teams.
The 95 % intervals are Wilson's, over games (one per game and group, so correlated seats
never count twice). A script, not a test: nothing here fails CI.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from parlour.ai.base import decide, make_bot  # noqa: E402
from parlour.games import get_game  # noqa: E402
from parlour.games.ladies_and_gentlemen.rules import LadiesState  # noqa: E402

GAME_ID = "ladies_and_gentlemen"
INCOME = ("sell_own", "premium", "bonus")  # a sale's figure is told to the seller alone


@dataclass
class Rate:
    """A win rate: ``wins`` (shares) out of ``n``."""

    wins: float = 0.0
    n: int = 0

    def add(self, won: float) -> None:
        self.wins += won
        self.n += 1

    def text(self) -> str:
        if not self.n:
            return "-"
        low, high = wilson(self.wins, self.n)
        return f"{100 * self.wins / self.n:5.1f} % [{100 * low:4.1f}, {100 * high:4.1f}] n={self.n}"


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Tally:
    stars_all: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    stars_won: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    total_all: int = 0
    total_won: float = 0.0
    collectors: dict[str, Rate] = field(default_factory=lambda: defaultdict(Rate))
    shoppers: Rate = field(default_factory=Rate)
    dear_leader: dict[str, Rate] = field(default_factory=lambda: defaultdict(Rate))
    rich_leader: dict[str, Rate] = field(default_factory=lambda: defaultdict(Rate))
    dear_all: Rate = field(default_factory=Rate)
    rich_all: Rate = field(default_factory=Rate)


def play(players: int, seed: int) -> tuple[LadiesState, dict[int, dict[str, int]]]:
    """One game of normal bots; what each Gentleman grabbed and earned (``"£"``)."""
    game = get_game(GAME_ID)
    state = game.new_state(players, seed)
    assert isinstance(state, LadiesState)
    bot = make_bot(GAME_ID, "normal")
    rng = random.Random(f"balance:{seed}")
    books: dict[int, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        for event in state.apply(decide(bot, state, seat, rng)):
            name = event.key.rsplit(".", 1)[-1]
            params = event.params
            if name == "grab":
                books[int(str(params["seat"]))][str(params["resource_card"])] += 1
            elif name in INCOME:
                books[int(str(params["seat"]))]["£"] += int(str(params["amount"]))
    return state, books


def finished_winners(state: LadiesState) -> set[int]:
    outcome = state.outcome()
    assert outcome is not None, "only finished games are tallied"
    return set(outcome.winners)


def leader(state: LadiesState, books: dict[int, dict[str, int]], key: str) -> float:
    """The win share of the Gentleman (or Gentlemen, if tied) with the most of ``key``."""
    gentlemen = state.seating.gentlemen
    best = max(books[g][key] for g in gentlemen)
    top = [g for g in gentlemen if books[g][key] == best]
    if best == 0 or len(top) == len(gentlemen):
        return math.nan  # nobody leads: no figure for this game
    winners = finished_winners(state)
    split = 1.0 / max(len({state.seating.team(w) for w in winners}), 1)
    return sum(split for g in top if g in winners) / len(top)


def record(tally: Tally, state: LadiesState, books: dict[int, dict[str, int]]) -> None:
    cat = state.cat
    winners = finished_winners(state)
    teams = {state.seating.team(w) for w in winners}
    split = 1.0 / max(len(teams), 1)
    for s in state.seating.shoppers:
        counted = state.elegance_of(s).counted
        won = split if s in winners else 0.0
        tally.shoppers.add(won)
        per: dict[str, int] = defaultdict(int)
        for card in counted:
            info = cat.wardrobe[card]
            tally.total_all += info.stars
            tally.total_won += info.stars * won
            for d in info.designers:
                per[d] += 1
                tally.stars_all[d] += info.stars
                tally.stars_won[d] += info.stars * won
        for d in cat.designers:
            if per[d] >= 2:
                tally.collectors[d].add(won)
    prices = cat.markets[state.market].prices
    joker = cat.setup.joker
    dear = max((r for r in prices if r != joker), key=lambda r: (prices[r], r))
    for key, rates, overall in (
        (dear, tally.dear_leader, tally.dear_all),
        ("£", tally.rich_leader, tally.rich_all),
    ):
        won = leader(state, books, key)
        if not math.isnan(won):
            rates[state.market].add(won)
            overall.add(won)


def report(players: int, games: int, tally: Tally, cat_designers: tuple[str, ...]) -> None:
    print(f"\n{players} seats, {games} games of normal bots")
    print(f"  every shopper wins {tally.shoppers.text()}")
    print("  designer   stars share all  stars share winners  ratio  win rate of 2+ collectors")
    for d in cat_designers:
        share_all = tally.stars_all[d] / max(tally.total_all, 1)
        share_won = tally.stars_won[d] / max(tally.total_won, 1e-9)
        ratio = share_won / share_all if share_all else math.nan
        print(
            f"  {d:<9}  {100 * share_all:14.1f} %  {100 * share_won:17.1f} %  {ratio:5.2f}"
            f"  {tally.collectors[d].text()}"
        )
    print(f"  dearest-resource leader wins {tally.dear_all.text()} (all market cards)")
    print(f"  top earner wins              {tally.rich_all.text()} (all market cards)")
    for market in sorted(tally.dear_leader):
        print(
            f"  {market}: dearest-resource leader {tally.dear_leader[market].text()};"
            f" top earner {tally.rich_leader[market].text()}"
        )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[4, 5, 8])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for players in args.players:
        tally = Tally()
        cat = None
        for i in range(args.games):
            state, books = play(players, args.seed + i)
            cat = state.cat
            record(tally, state, books)
        assert cat is not None
        report(players, args.games, tally, cat.designers)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
