"""One scenario per noble instruction (what happens when a noble is collected)."""

from __future__ import annotations

from pathlib import Path

from parlour.games.guillotine.actions import ChooseCard, ChooseNoble, ChoosePlayer, Collect, Play
from tests.games.guillotine.helpers import game, keys, make_state, play

OTHERS = [["milling_in_line"], ["double_feature"]]
TAIL = ["duke", "baron", "regent", "cardinal"]


def test_robespierre_ends_the_day_after_the_draw() -> None:
    state = make_state(line=["robespierre", *TAIL], hands=[["double_feature"], *OTHERS])
    events = play(state, Play("double_feature"))
    # The day is over at once: Double Feature's second collection does not happen.
    assert state.piles[0] == ["robespierre"]
    assert set(TAIL) <= set(state.noble_discard)
    order = keys(events)
    assert order.index("draw") < order.index("line_discarded") < order.index("day_start")
    assert state.day == 2 and state.current == 1 and len(state.line) == 12


def test_fast_noble_takes_the_next_noble_too() -> None:
    state = make_state(line=["fast_noble", *TAIL], hands=[["trip"], *OTHERS])
    play(state, Collect())
    assert state.piles[0] == ["fast_noble", "duke"]


def test_lord_lady_and_lady_in_waiting_draw_an_extra_card() -> None:
    for noble in ("lord", "lady", "lady_in_waiting"):
        state = make_state(line=[noble, *TAIL], hands=[["trip"], *OTHERS])
        play(state, Collect())
        assert len(state.hands[0]) == 3, noble


def test_unpopular_judge_at_the_front_blocks_every_card() -> None:
    state = make_state(
        line=["unpopular_judge", *TAIL], hands=[["trip", "fountain_of_blood"], *OTHERS]
    )
    # No decision at all: the judge is collected at once and the turn passes.
    assert state.current == 1 and state.piles[0] == ["unpopular_judge"]


def test_unpopular_judge_behind_the_front_blocks_nothing() -> None:
    state = make_state(line=["duke", "unpopular_judge"], hands=[["trip"], *OTHERS])
    assert Play("trip") in state.legal_actions()


def test_rival_executioner_takes_the_deck_top_and_its_instruction() -> None:
    state = make_state(
        line=["rival_executioner", *TAIL],
        hands=[["trip"], *OTHERS],
        noble_deck=["lady", "fast_noble"],
    )
    play(state, Collect())
    assert state.piles[0] == ["rival_executioner", "fast_noble", "duke"]


def test_general_and_captain_add_the_deck_top_to_the_line() -> None:
    for noble in ("general", "captain_of_the_guard"):
        state = make_state(
            line=[noble, *TAIL], hands=[["trip"], *OTHERS], noble_deck=["lady", "lord"]
        )
        play(state, Collect())
        assert state.line == [*TAIL, "lord"], noble


def test_general_with_an_empty_deck_adds_nothing() -> None:
    state = make_state(line=["general", *TAIL], hands=[["trip"], *OTHERS], noble_deck=[])
    play(state, Collect())
    assert state.line == TAIL


def test_master_spy_flees_after_every_action_card() -> None:
    line = ["duke", "master_spy", "baron", "regent"]
    state = make_state(line=line, hands=[["trip", "stumble"], *OTHERS])
    events = play(state, Play("trip"), ChooseNoble(2))
    assert state.line == ["duke", "regent", "baron", "master_spy"]
    assert "to_end" in keys(events)


def test_clown_goes_to_another_players_pile() -> None:
    state = make_state(line=["clown", *TAIL], hands=[["trip"], *OTHERS])
    play(state, Collect())
    assert state.pending is not None and state.pending.kind == "clown"
    assert state.legal_actions() == [ChoosePlayer(1), ChoosePlayer(2)]
    play(state, ChoosePlayer(2))
    assert state.piles == [[], [], ["clown"]]
    assert state.last[0] is None


def test_innocent_victim_costs_a_card_of_your_choice() -> None:
    state = make_state(line=["innocent_victim", *TAIL], hands=[["trip", "escape"], *OTHERS])
    play(state, Collect())
    assert state.legal_actions() == [ChooseCard("escape"), ChooseCard("trip")]
    play(state, ChooseCard("trip"))
    assert state.hands[0][0] == "escape" and len(state.hands[0]) == 2
    assert state.action_discard[-1] == "trip"


def test_innocent_victim_with_one_card_discards_it_without_asking() -> None:
    state = make_state(
        line=["innocent_victim", *TAIL], hands=[["trip"], *OTHERS], action_deck=["escape"]
    )
    play(state, Collect())
    assert state.hands[0] == ["escape"] and state.current == 1


def test_every_noble_instruction_has_a_scenario_here() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    nobles = game().catalogue.nobles.values()
    missing = [n.id for n in nobles if n.instruction and f'"{n.id}"' not in source]
    assert missing == []
