"""Nothing a seat may not know slips out through the side doors: the log and undo.

Seeded random games of every registered game, each step looked at from outside by the
probes in ``tests/engine/secrecy.py`` (``benchmarks/secrecy.py`` runs them over many more
games):

- a step that teaches any seat something it could not see is a barrier, so a person
  playing alone against bots cannot peek and take the move back;
- a public event names no card that the public view hides;
- a public event tells by how much a secret figure changed (a Gentleman's money, the
  jetons behind a screen) only where the rules make that move public, so the shared log
  never adds up to a secret.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from parlour.engine import Game
from parlour.games import available_games
from tests.engine.secrecy import (
    Step,
    announced_changes,
    public_secret_cards,
    random_steps,
    unmarked_reveals,
)

GAMES = available_games()
SEEDS = 3
#: Steps per game in all (Monopoly plays long rounds: its first games are enough).
STEP_BUDGET = 900
#: Games whose rules change with the table: the tables to probe as (seats, seed), each
#: with an equal share of the steps. The seeds alone would give Monopoly's budget to its
#: 2-seat game, and its 5–6 seat rules (no stock, a secret pass, going out after the
#: trade) would go unprobed; the seeds of those two reach, within their share, a player
#: whose hand may go out after his trade.
TABLES = {"monopoly_kartenspiel": ((2, 0), (3, 1), (4, 2), (5, 76), (6, 86))}

#: The moves of secret figures the rules let everyone see, per game: the figure in the
#: public line is what every player at the table watches change hands.
PUBLIC_MOVES = {
    # Payouts and sales are counted out in the open, and the bids are revealed jeton by
    # jeton; the screen hides only what each player has in all.
    "banque_fatale": {"payout", "sold", "bid"},
    # A contract's premium and bonus are printed on it, a paid card lies face up with its
    # price, a hold costs the fixed fee: a sale is the one income nobody else sees.
    "ladies_and_gentlemen": {
        "premium",
        "bonus",
        "pay",
        "pay_servant",
        "hold",
        "window",
        "window_servant",
    },
}


@cache
def _steps(game_id: str) -> tuple[Step, ...]:
    game = next(g for g in GAMES if g.id == game_id)
    if game_id in TABLES:
        share = STEP_BUDGET // len(TABLES[game_id])
        return tuple(
            step
            for players, seed in TABLES[game_id]
            for step in random_steps(game, seed, max_steps=share, players=players)
        )
    steps: list[Step] = []
    for seed in range(SEEDS):
        steps += random_steps(game, seed, max_steps=STEP_BUDGET - len(steps))
        if len(steps) >= STEP_BUDGET:
            break
    return tuple(steps)


def _ids() -> list[str]:
    return [game.id for game in GAMES]


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_a_step_that_teaches_a_seat_something_is_a_barrier(game: Game) -> None:
    rng = random.Random(11)
    found = [f for step in _steps(game.id) for f in unmarked_reveals(step, rng)]
    assert not found, found[:5]


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_public_events_name_no_card_the_public_view_hides(game: Game) -> None:
    found = [f for step in _steps(game.id) for f in public_secret_cards(step)]
    assert not found, found[:5]


@pytest.mark.parametrize("game", GAMES, ids=_ids())
def test_public_events_tell_only_the_moves_everyone_sees(game: Game) -> None:
    public = {f"{game.id}.log.{key}" for key in PUBLIC_MOVES.get(game.id, ())}
    told = {key for step in _steps(game.id) for key, _path in announced_changes(step)}
    assert told <= public, sorted(told - public)
