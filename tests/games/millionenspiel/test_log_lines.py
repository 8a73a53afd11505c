"""A bet is told once in the log: "Ben setzt 5 × 1." was followed by "Ben setzt 5."

A stake is laid piece by piece (a chain of small decisions), and every piece moved made a
line of its own before the bet's total made another. Now each piece only moves on the
board and the bet is one line when it is placed, naming its pieces.
"""

from __future__ import annotations

import pytest

from parlour.games.millionenspiel.rules import Done, Stake
from parlour.ui import i18n
from parlour.ui.widgets.log_panel import LogPanel
from tests.games.millionenspiel.helpers import betting_state, pieces

NAMES = ["Anna", "Ben", "Cleo"]


def _log_of_a_bet(*stakes: Stake) -> list[str]:
    state = betting_state([pieces(c1=9, c100=3)] * 3)
    log = LogPanel("millionenspiel", NAMES, i18n.t)
    bettor = state.to_act()
    assert bettor == 1
    for turn, act in enumerate([*stakes, Done()], start=1):
        log.add(state.apply(act), turn)
    return log.texts()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_bet_of_one_stake_is_one_line(language: str) -> None:
    i18n.configure(language)
    try:
        lines = _log_of_a_bet(Stake(1, 5))
        bet = [line for line in lines if "Ben" in line]
        assert len(bet) == 1, lines
        assert "5" in bet[0]
        # A bet laid in three steps is still one line, with its pieces and its total.
        lines = _log_of_a_bet(Stake(100, 2), Stake(1, 4), Stake(100, 1))
        bet = [line for line in lines if "Ben" in line]
        assert len(bet) == 1, lines
        assert "304" in bet[0] and "3 × 100" in bet[0] and "4 × 1" in bet[0]
    finally:
        i18n.configure("en")
