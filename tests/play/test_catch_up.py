"""What a person is shown after lifting the curtain, and moments shown to everyone at once.

Headless: real sessions of the fake take-away game through ``TableFlow``, as the table host
drives it (``moved`` with a move's events, then ``sync``).
"""

from __future__ import annotations

import pytest

from parlour.engine import Event
from parlour.engine.events import twin
from parlour.play.catch_up import CatchUp
from parlour.play.flow import TableFlow
from parlour.saves.session import Seat, Session
from tests.fakes import install_fake_game, install_team_game
from tests.fakes.game import Take

TOOK = "test_fake.log.took"


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    install_fake_game(monkeypatch)
    return monkeypatch


def started(*seats: Seat) -> TableFlow:
    flow = TableFlow(Session.start("test_fake", list(seats), seed=1))
    flow.sync()
    return flow


def play(flow: TableFlow, count: int = 1, extra: tuple[Event, ...] = ()) -> list[Event]:
    """A move as the host plays it: applied, recorded, synced (``extra``: more events)."""
    events = [*flow.session.apply(Take(count)), *extra]
    flow.moved(events)
    flow.sync()
    return events


def took(seat: int, count: int = 1) -> Event:
    return Event(TOOK, {"seat": seat, "count": count})


def test_lifting_the_curtain_tells_the_others_moves_since_the_persons_last_look(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bea"), Seat("Cy"))
    flow.lift_curtain()
    assert flow.missed == []  # the first to look has missed nothing
    play(flow, 2)  # Ann
    flow.lift_curtain()
    assert flow.missed == [took(0, 2)]  # Bea
    play(flow, 1)
    flow.lift_curtain()
    assert flow.missed == [took(0, 2), took(1, 1)]  # Cy
    play(flow, 3)
    flow.lift_curtain()
    assert flow.missed == [took(1, 1), took(2, 3)], "Ann: the others, not her own move"


def test_the_catch_up_keeps_every_secret_of_the_others(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bea"), Seat("Cy"))
    flow.lift_curtain()
    bea_only = Event("test_fake.log.secret", {"seat": 1}, audience=frozenset({1}))
    ann_only = Event("test_fake.log.secret", {"seat": 0}, audience=frozenset({0}))
    play(flow, 1, extra=(bea_only, ann_only))
    flow.lift_curtain()
    assert flow.missed == [took(0), bea_only]  # Bea sees her own, never Ann's


def test_a_bots_moves_are_told_too(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bot", "easy"), Seat("Bea"))
    flow.lift_curtain()
    play(flow, 1)  # Ann; the bot is next, played in public
    assert flow.bot_to_act() == 1
    play(flow, 2)
    flow.lift_curtain()
    assert flow.curtain_for is None and flow.missed == [took(0, 1), took(1, 2)]


def test_a_game_opened_from_a_save_owes_nobody_its_old_moves(fake) -> None:
    session = Session.start("test_fake", [Seat("Ann"), Seat("Bea")], seed=1)
    session.apply(Take(1))
    flow = TableFlow(session)
    flow.sync()
    flow.lift_curtain()
    assert flow.missed == []


def test_a_record_after_an_undo_replaces_the_move() -> None:
    catch_up = CatchUp()
    catch_up.record(1, [took(0, 1)])
    catch_up.record(2, [took(1, 1)])
    catch_up.record(2, [took(1, 3)])
    assert catch_up.since(2, frozenset({2})) == [took(0, 1), took(1, 3)]


# -- moments public to everyone ------------------------------------------------------------


def test_a_public_moment_is_shown_to_all_before_the_next_curtain(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bea"))
    fake.setattr(type(flow.session.game), "public_moments", frozenset({TOOK}))
    flow.lift_curtain()
    events = play(flow, 1)
    assert flow.reveal == events and not flow.curtain_up
    assert flow.looking is None and flow.waiting and flow.legal() == []
    assert flow.view()["bonus"] == [None, None], "for everyone's eyes: nobody's secrets"
    flow.close_reveal()
    assert flow.reveal is None and flow.curtain_for == 1, "then Bea's curtain, as before"
    flow.lift_curtain()
    assert flow.missed == [], "everyone saw it together"


def test_a_public_moment_waits_for_the_hand_over_while_the_same_person_plays_on(fake) -> None:
    game_id = install_team_game(fake)
    seats = [Seat("Ann"), Seat("Ann 2", played_by=0), Seat("Bea"), Seat("Bea 2", played_by=2)]
    flow = TableFlow(Session.start(game_id, seats, seed=1))
    flow.sync()
    fake.setattr(type(flow.session.game), "public_moments", frozenset({TOOK}))
    flow.lift_curtain()
    first = play(flow, 1)  # Ann's seat 0 → her seat 1: the table stays hers
    assert flow.reveal is None and flow.looking == 0 and not flow.curtain_up
    second = play(flow, 1)  # then Bea's turn: everyone sees both before her curtain
    assert flow.reveal == [*first, *second] and flow.looking is None
    flow.close_reveal()
    assert flow.curtain_for == 2


def test_no_moment_for_one_person_against_bots(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bot", "easy"))
    fake.setattr(type(flow.session.game), "public_moments", frozenset({TOOK}))
    play(flow, 1)
    assert flow.reveal is None and flow.bot_to_act() == 1


REVEAL = "test_fake.log.reveal"


def test_a_moment_shows_all_that_is_public_until_the_hand_over(fake) -> None:
    """The bids turn over, then the same person plays on: that next move was in neither the
    moment nor anyone's catch-up, since everyone was marked as having seen it all."""
    game_id = install_team_game(fake)
    seats = [Seat("Ann"), Seat("Ann 2", played_by=0), Seat("Bea"), Seat("Bea 2", played_by=2)]
    flow = TableFlow(Session.start(game_id, seats, seed=1))
    flow.sync()
    fake.setattr(type(flow.session.game), "public_moments", frozenset({REVEAL}))
    flow.lift_curtain()
    first = play(flow, 1, extra=(Event(REVEAL),))  # Ann's seat 0 turns the bids over
    second = play(flow, 1)  # her seat 1 plays on; then it is Bea's turn
    assert flow.reveal == [*first, *second]


def test_after_a_moment_a_person_is_still_told_what_they_missed_before_it(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bea"), Seat("Cy"))
    fake.setattr(type(flow.session.game), "public_moments", frozenset({REVEAL}))
    flow.lift_curtain()
    before = play(flow, 2)  # Ann, while Cy is not looking
    flow.lift_curtain()
    moment = play(flow, 1, extra=(Event(REVEAL),))  # Bea: shown to all
    assert flow.reveal == moment
    flow.close_reveal()
    flow.lift_curtain()
    assert flow.missed == before, "Cy still missed Ann's move; Bea's everyone saw"


def test_lines_that_only_say_whose_turn_it_is_are_left_out(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bea"))
    fake.setattr(type(flow.session.game), "turn_markers", frozenset({"test_fake.log.turn"}))
    flow.lift_curtain()
    moved = play(flow, 2, extra=(Event("test_fake.log.turn", {"seat": 1}),))
    flow.lift_curtain()
    assert flow.missed == moved[:-1]


def test_the_catch_up_tells_a_private_move_once_to_the_one_it_was_told(fake) -> None:
    flow = started(Seat("Ann"), Seat("Bea"), Seat("Cy"))
    flow.lift_curtain()
    said = Event("test_fake.log.passes", {"seat": 0})
    public, private = twin(said, Event("test_fake.log.secret", {"seat": 1}, frozenset({1})))
    play(flow, 1, extra=(public, private))
    flow.lift_curtain()
    assert flow.missed == [took(0), private]  # Bea: her own line, not the public one too
    play(flow, 1)
    flow.lift_curtain()
    assert flow.missed == [took(0), public, took(1)]  # Cy: the public line
