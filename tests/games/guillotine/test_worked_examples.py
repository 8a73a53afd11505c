"""The two worked examples of the German rulebook."""

from __future__ import annotations

from parlour.games.guillotine.actions import ChooseNoble, ChoosePlace, Collect, Done, Play
from tests.games.guillotine.helpers import keys, make_state, play
from tests.outcome import score_lines_of


def test_l_idiot_moves_fast_noble_who_takes_the_duke_along() -> None:
    """Markus plays L'Idiot, moves Flotter Fürst two places forward, collects him and,
    by his instruction, the Duke behind him; then draws one card and the turn passes."""
    state = make_state(
        line=["duke", "regent", "fast_noble", "cardinal", "mayor"],
        hands=[["l_idiot"], ["stumble"], ["stumble"]],
        action_deck=["escape", "rat_break"],
    )
    assert state.legal_actions() == [Play("l_idiot"), Collect()]
    play(state, Play("l_idiot"))
    assert state.pending is not None and state.pending.kind == "noble"
    play(state, ChooseNoble(2))
    assert state.legal_actions() == [ChoosePlace(0), ChoosePlace(1)]
    events = play(state, ChoosePlace(0))
    assert state.piles[0] == ["fast_noble", "duke"]
    assert state.line == ["regent", "cardinal", "mayor"]
    assert state.hands[0] == ["rat_break"]  # drew exactly one card
    assert state.action_discard[-1] == "l_idiot"
    assert state.current == 1 and state.to_act() == 1
    assert keys(events).count("collect") == 2


def test_scoring_example_17_minus_1_plus_2() -> None:
    """Seven nobles worth 17, a gray noble worth −1 and Military Support with two red
    nobles: 17 − 1 + 2 = 18, played in the scoring window after day 3."""
    pile = ["duke", "bishop", "mayor", "colonel", "lieutenant", "baron", "piss_boy", "martyr"]
    state = make_state(
        players=2, line=[], day=3, piles=[pile, ["cardinal"]], hands=[["military_support"], []]
    )
    assert state.score_of(0) == 16
    assert state.pending is not None and state.pending.kind == "endgame"
    assert state.legal_actions() == [Play("military_support"), Done()]
    play(state, Play("military_support"))  # no scoring card left: the window closes
    assert state.is_over()
    assert state.scores() == [18.0, 5.0]
    details = score_lines_of(state, 0)
    assert sum(line["points"] for line in details) == 18
    assert [line["key"] for line in details] == [
        "guillotine.score.nobles",
        "guillotine.score.support",
    ]
    assert [line["points"] for line in details] == [16, 2]
