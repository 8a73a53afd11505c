"""A move the person does not make calls nobody to the screen, when it is made in the open.

Found in Ladies & Gentlemen at three people: a Gentleman with three resources taken has
only face-down tokens left, which the table turns for him (``GameState.settled_move``), yet
the flow raised the curtain for him each time just to watch it, so the morning exchange
ping-ponged curtains (Bruno, Anna, Bruno …). The flow skipped the curtain only for a single
public option. Now it skips it for a settled move too, but only where the options follow
from public facts (``GameState.public_choice``): where they come from a secret, "nothing
to decide" is that secret, and the curtain stays.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from parlour.engine import Action, GameState
from parlour.games.ladies_and_gentlemen.actions import Grab
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.play.flow import TableFlow
from parlour.saves.session import Seat, Session
from tests.fakes import install_team_game
from tests.fakes.game import Take
from tests.fakes.team_game import RelayState

#: Seat 2 (Bea) of the fake never has anything to decide: any count stands for all.
SETTLED_SEAT = 2


@dataclass
class Curtains:
    """The people the curtain was raised for, and whether each then decided anything."""

    raised_for: list[int] = field(default_factory=list)
    decided: list[bool] = field(default_factory=list)

    @property
    def idle(self) -> int:
        """Curtains followed by no real decision of the person they were raised for."""
        return self.decided.count(False)


def drive(
    flow: TableFlow,
    choose: Callable[[GameState], Action],
    until: Callable[[GameState], bool],
) -> Curtains:
    """Play as the table host does (lift each curtain, take the table's own answers and
    settled moves) with ``choose`` for every real decision, until ``until`` holds."""
    seen = Curtains()
    while not flow.over and not until(flow.state):
        if flow.pending_round() is not None:
            flow.close_round()
        elif flow.reveal is not None:
            flow.close_reveal()
        elif flow.curtain_up:
            assert flow.curtain_for is not None
            seen.raised_for.append(flow.curtain_for)
            seen.decided.append(False)
            flow.lift_curtain()
        else:
            action = flow.automatic() or flow.settled()
            if action is None:
                assert flow.may_submit()
                if seen.raised_for and flow.looking == seen.raised_for[-1]:
                    seen.decided[-1] = True
                action = choose(flow.state)
            flow.moved(flow.session.apply(action))
            flow.sync()
    return seen


@pytest.fixture
def settled_seat(monkeypatch: pytest.MonkeyPatch) -> Callable[[bool], str]:
    """The fake team game where Bea's move is always settled; ``public`` says whether her
    options follow from public facts."""

    def install(public: bool) -> str:
        game_id = install_team_game(monkeypatch)

        def settled_move(self: RelayState) -> Action | None:
            mine = not self.is_over() and self.turn == SETTLED_SEAT
            return self.legal_actions()[0] if mine else None

        monkeypatch.setattr(RelayState, "settled_move", settled_move)
        monkeypatch.setattr(RelayState, "public_choice", lambda self: public)
        return game_id

    return install


def relay(game_id: str) -> TableFlow:
    """Ann plays seats 0 and 1, Bea seat 2, Cy seat 3."""
    seats = [Seat("Ann"), Seat("Ann 2", played_by=0), Seat("Bea"), Seat("Cy")]
    flow = TableFlow(Session.start(game_id, seats, 1))
    flow.sync()
    return flow


def take_one(state: GameState) -> Action:
    return Take(1)


def test_a_settled_move_in_the_open_is_made_without_a_curtain(
    settled_seat: Callable[[bool], str],
) -> None:
    flow = relay(settled_seat(True))
    drive(flow, take_one, until=lambda state: state.to_act() == SETTLED_SEAT)
    assert not flow.curtain_up and flow.looking is None  # nobody's secrets on screen
    assert flow.legal() == [] and flow.settled() == Take(1)
    flow.moved(flow.session.apply(Take(1)))
    flow.sync()
    assert flow.curtain_for == 3  # Cy, the next one with a decision


def test_curtains_come_only_for_people_who_decide(settled_seat: Callable[[bool], str]) -> None:
    seen = drive(relay(settled_seat(True)), take_one, until=lambda state: False)
    assert SETTLED_SEAT not in seen.raised_for
    assert seen.idle == 0 and len(seen.raised_for) > 4


def test_a_settled_move_whose_being_settled_is_secret_keeps_its_curtain(
    settled_seat: Callable[[bool], str],
) -> None:
    """Taking it in the open would tell everyone what only Bea may know (as only "pass"
    tells that a card is not in the hand): she is called as for any move, and the table
    makes it once she looks."""
    flow = relay(settled_seat(False))
    drive(flow, take_one, until=lambda state: state.to_act() == SETTLED_SEAT)
    assert flow.curtain_for == SETTLED_SEAT and flow.settled() is None
    flow.lift_curtain()
    assert flow.looking == SETTLED_SEAT and flow.settled() == Take(1)


def test_the_table_makes_it_in_the_open_after_a_beat(
    settled_seat: Callable[[bool], str], tmp_path: Path
) -> None:
    """The host, not only the flow: no curtain for Bea, her move made for her after a
    beat with nobody's secrets on screen, then the curtain for Cy."""
    from parlour.ui.scenes.table import TableScene
    from tests.fakes.driver import FRAME, frames, make_app

    flow = relay(settled_seat(True))
    drive(flow, take_one, until=lambda state: state.to_act() == 1)
    app = make_app(tmp_path)
    try:
        scene = TableScene(app, flow.session)
        app.scenes.switch(scene)
        frames(app, 2)
        assert scene.curtain.name == "Ann"
        scene._curtain_lifted()
        frames(app, 1)
        scene.submit(Take(1))
        frames(app, 1)
        assert flow.session.state.to_act() == SETTLED_SEAT and not scene.curtain.up
        moves = len(flow.session.history)
        frames(app, round(2.0 / FRAME))  # two seconds: more than a beat
        assert len(flow.session.history) == moves + 1
        assert scene.curtain.up and scene.curtain.name == "Cy"
    finally:
        app.shutdown()


# -- Ladies & Gentlemen, as found -------------------------------------------------------------

LADIES = "ladies_and_gentlemen"


def grab_first(state: GameState) -> Action:
    """A Gentleman takes a resource while he may, as the people who found it played."""
    legal = state.legal_actions()
    grabs = [action for action in legal if isinstance(action, Grab)]
    return (grabs or legal)[0]


def evening_of_day_one(state: GameState) -> bool:
    return state.view(-1)["phase"] in ("give", "pay")


@pytest.mark.parametrize("declared", [True, False])
def test_the_morning_exchange_calls_a_gentleman_only_to_decide(
    monkeypatch: pytest.MonkeyPatch, declared: bool
) -> None:
    """Seed 11, Anna plays the blue team, Bruno and Clara one seat each, to day 1's
    evening. The rules declare the exchange's options public (they are: the face-up
    resources, the face-down tokens and what each took this morning lie on the table),
    so no curtain is raised for a turn the table makes for him: 12 curtains, not 19. A
    game that does not declare it keeps them all."""
    if not declared:  # as the engine's default has it
        monkeypatch.setattr(LadiesState, "public_choice", GameState.public_choice)
    seats = [Seat("Anna"), Seat("Ada", played_by=0), Seat("Bruno"), Seat("Clara")]
    flow = TableFlow(Session.start(LADIES, seats, 11))
    flow.sync()
    seen = drive(flow, grab_first, until=evening_of_day_one)
    assert flow.state.view(-1)["day"] == 1
    if declared:
        assert seen.idle == 0 and len(seen.raised_for) == 12
    else:  # the curtain is kept where the game has not said it may go
        assert seen.idle == 5 and len(seen.raised_for) == 19
