"""Warte mal at a shared screen: one public moment instead of a curtain per seat, and the
table's own answers (``TableFlow.automatic``), through real Guillotine states.

Three people, Ann (seat 0), Ben (1) and Cat (2). Before, every one of them was asked
behind their own curtain before every collection; now the moment is shown to all, only
a caller gets a curtain, and nothing that the others see depends on who holds the card.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from parlour.games.guillotine.actions import Collect, Interrupt, Pass
from parlour.games.guillotine.rules import CONFUSION, GuillotineState
from parlour.play.flow import TableFlow
from parlour.saves.session import Seat, Session
from tests.games.guillotine.helpers import game, make_state
from tests.games.guillotine.test_secrets import _world

NAMES = ("Ann", "Ben", "Cat")


def table(state: GuillotineState, bots: Sequence[int] = ()) -> TableFlow:
    seats = tuple(
        Seat(f"Bot {i}", "easy") if i in bots else Seat(NAMES[i]) for i in range(state.num_players)
    )
    session = Session(game=game(), seats=seats, seed=0, options=dict(state.options), state=state)
    flow = TableFlow(session)
    flow.sync()
    if flow.curtain_up:
        flow.lift_curtain()
    return flow


def run(flow: TableFlow, calls: Sequence[int] = (), steps: int = 40) -> list[dict[str, Any]]:
    """Drive the table as its host does until a person must decide behind no curtain:
    the moment closes (or the first of ``calls`` calls), the table's answers are applied,
    curtains lifted. Returns what everybody saw at each step (no private view)."""
    seen: list[dict[str, Any]] = []
    for _ in range(steps):
        moment = flow.moment
        seen.append(
            {
                "curtain": flow.curtain_for,
                "looking": flow.looking,
                "moment": None if not flow.claims_open or moment is None else moment.persons,
                "public": json.dumps(flow.state.public_view(), sort_keys=True),
            }
        )
        if flow.claims_open:
            if calls:
                assert flow.claim(calls[0])
            else:
                flow.close_claims()
        elif flow.curtain_up:
            flow.lift_curtain()
        elif (action := flow.automatic()) is not None:
            seen[-1]["auto"] = type(action).__name__
            flow.session.apply(action)
            flow.sync()
        else:
            return seen
    raise AssertionError("the table never came to a person's decision")


def curtains(seen: list[dict[str, Any]]) -> list[int]:
    return [s["curtain"] for s in seen if s["curtain"] is not None]


def collect(flow: TableFlow) -> None:
    flow.session.apply(Collect())
    flow.sync()


def test_the_moment_is_public_and_only_the_next_player_gets_a_curtain() -> None:
    flow = table(make_state(hands=[["trip"], [CONFUSION, "escape"], ["stumble"]]))
    collect(flow)
    assert flow.claims_open and not flow.curtain_up
    assert flow.looking is None and flow.legal() == [] and flow.automatic() is None
    assert flow.moment is not None and flow.moment.persons == (0, 1, 2)
    seen = run(flow)
    # Three asks answered for the people who did not call; then Ben's own turn.
    assert [s.get("auto") for s in seen].count("Pass") == 3
    assert curtains(seen) == [1] and flow.state.current == 1 and flow.looking == 1


def test_whoever_calls_gets_a_curtain_and_plays_warte_mal_from_their_hand() -> None:
    flow = table(make_state(hands=[["trip"], ["escape"], [CONFUSION, "stumble"]], seed=4))
    collect(flow)
    seen = run(flow, calls=[2])
    assert curtains(seen) == [2] and flow.looking == 2
    assert flow.legal() == [Interrupt(), Pass()]
    flow.session.apply(Interrupt())
    flow.sync()
    assert CONFUSION in flow.state.action_discard
    assert curtains(run(flow)) == [1]  # the collection goes on, then Ben's turn


def test_nobody_can_tell_whether_a_person_holds_warte_mal() -> None:
    """Cat holds the card or does not, and does not call: everybody sees the same."""
    worlds = []
    for holds in (True, False):
        flow = table(_world(CONFUSION, holds))
        collect(flow)
        worlds.append(run(flow))
    assert worlds[0] == worlds[1]


def test_a_call_without_the_card_looks_like_a_call_with_it_passed() -> None:
    """Cat calls; with the card she decides to pass, without it she can only pass. The
    others see her curtain either way, then the same table."""
    worlds = []
    for holds in (True, False):
        flow = table(_world(CONFUSION, holds))
        collect(flow)
        seen = run(flow, calls=[2])
        assert flow.legal() == ([Interrupt(), Pass()] if holds else [Pass()])
        flow.session.apply(Pass())
        flow.sync()
        worlds.append([*seen, *run(flow)])
    assert worlds[0] == worlds[1]


def test_no_moment_while_only_bots_are_asked() -> None:
    """With the Callous Guards only their owner may call: a bot's, so no person waits."""
    state = make_state(
        hands=[["trip"], ["escape"], [CONFUSION]], face_up=[[], [], ["callous_guards"]]
    )
    flow = table(state, bots=[2])
    collect(flow)
    assert not flow.claims_open and flow.bot_to_act() == 2


def test_a_choice_with_one_public_option_is_taken_for_the_person() -> None:
    """Two people: Ann collects the Clown, who must go to the only other player. That is
    no decision, so no curtain comes for it (before: two extra hand-overs)."""
    flow = table(make_state(2, line=["clown", "duke"], hands=[["trip"], ["escape"]]))
    collect(flow)
    seen = run(flow)
    assert "ChoosePlayer" in [s.get("auto") for s in seen]
    assert flow.state.piles == [[], ["clown"]] and curtains(seen) == [1]


def test_a_single_option_that_comes_from_a_hand_is_not_taken_on_its_own() -> None:
    """Ann's only answer, Pass, says she lacks the card: the table takes it for her only
    once the public moment has passed her by, as it does for a holder."""
    flow = table(make_state(hands=[["trip"], ["escape"], ["stumble"]], hidden_warte_mal=True))
    collect(flow)
    assert flow.state.legal_actions() == [Pass()] and not flow.state.public_choice()
    assert flow.claims_open and flow.automatic() is None
    flow.close_claims()
    assert flow.automatic() == Pass()
