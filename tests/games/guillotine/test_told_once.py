"""A draw is told once to the drawer: "You drew …", not "Anna draws …" as well."""

from __future__ import annotations

from parlour.games.guillotine.actions import Collect, Play
from tests.games.guillotine.helpers import make_state, play
from tests.told import lines

OTHERS = [["milling_in_line"], ["double_feature"]]


def test_the_drawer_reads_what_they_drew_and_the_others_that_they_drew() -> None:
    state = make_state(line=("duke", "baron"), hands=[["trip"], *OTHERS], action_deck=["escape"])
    events = play(state, Collect())
    collected, turn = "Anna collects the Duke.", "Bruno's turn."
    assert lines("guillotine", events, {0}) == [collected, "You drew Escape!", turn]
    assert lines("guillotine", events, {1}) == [collected, "Anna draws an action card.", turn]
    assert lines("guillotine", events, None) == [collected, "You drew Escape!", turn]


def test_late_arrival_is_told_to_its_player_by_the_nobles_seen() -> None:
    deck = ["lady", "lord", "count", "king_louis"]
    state = make_state(line=("duke", "baron"), hands=[["late_arrival"], *OTHERS], noble_deck=deck)
    events = play(state, Play("late_arrival"))
    seen = "You see King Louis XVI, the Count and the Lord on the noble deck."
    assert lines("guillotine", events, {0}) == ["Anna plays Late Arrival.", seen]
    looks = "Anna looks at the top 3 nobles of the deck."
    assert lines("guillotine", events, {1}) == ["Anna plays Late Arrival.", looks]
