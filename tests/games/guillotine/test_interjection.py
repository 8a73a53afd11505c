"""What the rules tell a hot-seat table about Warte mal (``GuillotineState.interjection``)
and what a seat asked without the card is told, from public facts only."""

from __future__ import annotations

from parlour.games.guillotine.actions import ChoosePlayer, Collect, Pass, Play
from parlour.games.guillotine.rules import CONFUSION
from tests.games.guillotine.helpers import game, make_state, play

LINE = ["fast_noble", "duke", "baron", "regent"]


def test_each_window_is_one_interjection_with_its_own_key() -> None:
    """A Fast Noble opens a second window in the same turn: a new key, so a hot-seat
    table holds a new public moment for it."""
    state = make_state(line=LINE, hands=[["trip"], ["escape"], [CONFUSION]])
    assert state.interjection() is None
    play(state, Collect())
    first = state.interjection()
    assert first is not None and first.seats == (0, 1, 2) and first.decline == Pass()
    assert first.params["collector_seat"] == 0 and first.params["front_card"] == "fast_noble"
    play(state, Pass())
    following = state.interjection()
    assert following is not None and following.key == first.key and following.seats == (1, 2)
    play(state, Pass(), Pass())
    second = state.interjection()
    assert second is not None and second.key != first.key
    assert second.params["front_card"] == "duke" and state.piles[0] == ["fast_noble"]


def test_only_the_asked_seat_learns_that_it_lacks_the_card() -> None:
    state = make_state(line=LINE, hands=[["trip"], ["escape"], [CONFUSION]])
    play(state, Collect())
    assert state.to_act() == 0
    # Seat 0 is the collector himself: "pass, and you collect".
    assert state.view(0)["pending"]["prompt"] == "guillotine.prompt.interrupt_lacking_own"
    assert state.view(1)["pending"]["prompt"] == "guillotine.prompt.interrupt"
    play(state, Pass(), Pass())
    assert state.view(2)["pending"]["prompt"] == "guillotine.prompt.interrupt"


def test_a_single_option_is_public_only_where_the_options_are() -> None:
    """The Clown's receiver is public (it may be taken for a person); Pass is not."""
    state = make_state(2, line=["clown", "duke"], hands=[["trip"], ["escape"]])
    play(state, Collect())
    assert state.legal_actions() == [ChoosePlayer(1)] and state.public_choice()
    hidden = make_state(line=LINE, hands=[["trip"], ["escape"], [CONFUSION]])
    play(hidden, Collect())
    assert hidden.legal_actions() == [Pass()] and not hidden.public_choice()


def test_a_save_from_before_windows_were_numbered_still_loads() -> None:
    state = make_state(line=LINE, hands=[["trip"], ["escape"], [CONFUSION]])
    play(state, Collect())
    data = state.to_json()
    del data["windows"]
    data["tasks"] = [t[:3] if t[0] == "ask" else t for t in data["tasks"]]
    del data["pending"]["window"]
    loaded = game().state_from_json(data)
    assert loaded.windows == 0 and loaded.interjection() is not None
    play(loaded, Pass(), Pass(), Pass())
    assert loaded.piles[0] == ["fast_noble"]


def test_whose_turn_it_is_stays_while_another_player_decides() -> None:
    state = make_state(hands=[["infighting"], ["stumble", "pushed", "trip"], ["escape"]])
    assert state.turn_of() == state.to_act() == 0
    play(state, Play("infighting"), ChoosePlayer(1))
    assert state.to_act() == 1 and state.turn_of() == 0
