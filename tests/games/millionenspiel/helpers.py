"""Building Millionenspiel states for scenario tests: scripted dice and set money."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from parlour.games import get_game
from parlour.games.millionenspiel.money import DENOMINATIONS
from parlour.games.millionenspiel.rules import Done, Millionenspiel, MillionenspielState, Stake


class ScriptedDice(random.Random):
    """A generator whose dice come from a script, so a scenario is exact."""

    def __init__(self, faces: Iterable[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def randint(self, a: int, b: int) -> int:
        assert (a, b) == (1, 6), "the rules only ever throw six-sided dice"
        assert self.faces, "the scenario threw more dice than scripted"
        return self.faces.pop(0)


def game() -> Millionenspiel:
    g = get_game("millionenspiel")
    assert isinstance(g, Millionenspiel)
    return g


def pieces(**counts: int) -> list[int]:
    """``pieces(c1=3, n1000=2)``: counts by name (c = chip, n = note, m = million)."""
    names = ("c1", "c10", "c100", "n1000", "n10000", "n100000", "m")
    result = [0] * len(DENOMINATIONS)
    for name, count in counts.items():
        result[names.index(name)] = count
    return result


def betting_state(
    purses: Sequence[list[int]],
    roller: int = 0,
    pos: int = 0,
    dice: Iterable[int] = (),
    turn_limit: int = 0,
) -> MillionenspielState:
    """A state at the start of a turn's betting, with these purses and scripted dice."""
    state = game().new_state(len(purses), seed=0, options={"turn_limit": turn_limit})
    state.rng = ScriptedDice(dice)
    state.phase = "bet"
    state.roller = roller
    state.pos = pos
    state.opening_pending = []
    state.purse = [list(p) for p in purses]
    n = len(purses)
    state.order = [(roller + 1 + i) % n for i in range(n)]
    state.order_index = 0
    return state


def bet_all(state: MillionenspielState, stakes: dict[int, list[int]]) -> None:
    """Every seat in betting order stakes the given pieces (others pass)."""
    while state.phase == "bet":
        seat = state.to_act()
        assert seat is not None
        for index, count in enumerate(stakes.get(seat, [])):
            if count:
                state.apply(Stake(DENOMINATIONS[index], count))
        state.apply(Done())
