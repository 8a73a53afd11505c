"""Steps that show the table a card nobody chose to show are barriers, so a player alone
against bots cannot see it, undo and choose again (``tests/engine/secrecy.py`` finds
such steps in random games; these are the ones it found here)."""

from __future__ import annotations

from parlour.games.guillotine.actions import ChooseCard, ChoosePlayer, PickNoble, Play
from tests.games.guillotine.helpers import make_state, play

L8 = ["duke", "baron", "regent", "cardinal", "mayor", "governor", "colonel", "bishop"]


def test_the_second_clerical_pick_shows_the_first_behind_a_barrier() -> None:
    state = make_state(
        line=L8,
        piles=[["king_louis", "martyr"], ["archbishop", "general"], []],
        hands=[["clerical_error"], ["stumble"], ["escape"]],
        noble_deck=["lord", "lady"],
    )
    play(state, Play("clerical_error"), ChoosePlayer(1), PickNoble("general"))
    events = play(state, PickNoble("king_louis"))  # seat 1 learns the General only now
    shown = next(e for e in events if e.params.get("card") == "general")
    assert shown.barrier


def test_infighting_on_a_short_hand_shows_it_behind_a_barrier() -> None:
    state = make_state(line=L8, hands=[["infighting"], ["stumble", "pushed", "trip"], ["escape"]])
    play(state, Play("infighting"))
    events = play(state, ChoosePlayer(2))  # one card: it goes face up without a choice
    shown = [e for e in events if e.key.endswith("discard_action")]
    assert [e.params["card"] for e in shown] == ["escape"]
    assert shown[0].barrier


def test_a_discard_of_ones_own_choice_is_no_barrier() -> None:
    state = make_state(line=L8, hands=[["infighting"], ["stumble", "pushed", "trip"], ["escape"]])
    play(state, Play("infighting"), ChoosePlayer(1))
    events = play(state, ChooseCard("trip"))
    assert events and not any(e.barrier for e in events)
