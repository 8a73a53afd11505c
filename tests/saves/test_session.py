"""A session records who did what, undoes only what is fair, and survives JSON."""

from __future__ import annotations

import json
import random

import pytest

from parlour.engine import RuleError, UndoRefused, replay
from parlour.saves.session import NoUndo, Seat, Session
from tests.fakes.high_card import Chip, Done

SOLO = (Seat("Ada"), Seat("Bot 1", "easy"), Seat("Bot 2", "hard"))


def _state_json(session: Session) -> str:
    return json.dumps(session.state.to_json(), sort_keys=True)


def _play(session: Session, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if session.state.is_over():
            return
        session.apply(rng.choice(session.state.legal_actions()))


def test_a_human_seat_is_a_person_and_a_bot_is_none() -> None:
    from parlour.saves.people import People

    people = People([Seat("Ada"), Seat("Bot", "normal")])
    assert people.person_of(0) == 0
    assert people.person_of(1) is None


def test_start_resolves_options_and_checks_player_count() -> None:
    session = Session.start("test_high_card", SOLO, seed=4)
    assert session.options == {"rounds": 3}
    assert session.state.num_players == 3
    assert len(session.save_id) == 32
    assert session.created == session.updated
    with pytest.raises(RuleError):
        Session.start("test_high_card", SOLO[:1], seed=4)
    with pytest.raises(RuleError):
        Session.start("test_high_card", SOLO, seed=4, options={"rounds": 4})


def test_apply_records_seat_and_barrier() -> None:
    session = Session.start("test_high_card", SOLO, seed=1, options={"rounds": 1})
    session.apply(Chip())
    session.apply(Done())
    session.apply(Done())
    events = session.apply(Done())
    assert [step.seat for step in session.steps] == [0, 0, 1, 2]
    assert [step.barrier for step in session.steps] == [False, False, False, True]
    assert any(event.barrier for event in events)
    assert session.history == [Chip(), Done(), Done(), Done()]


def test_illegal_action_leaves_everything_untouched() -> None:
    session = Session.start("test_high_card", SOLO, seed=2)
    session.apply(Chip())
    session.apply(Chip())
    before = (_state_json(session), list(session.history), list(session.steps), session.updated)
    with pytest.raises(RuleError):
        session.apply(Chip())  # at most two chips
    assert before == (
        _state_json(session),
        session.history,
        session.steps,
        session.updated,
    )


def test_undo_own_action_against_bots_replays_exactly() -> None:
    session = Session.start("test_high_card", SOLO, seed=3)
    before = _state_json(session)
    session.apply(Chip())
    assert session.can_undo(0)
    session.undo(0)
    assert _state_json(session) == before
    assert session.history == [] and session.steps == []
    # A chain of own decisions can be taken back one by one.
    session.apply(Chip())
    session.apply(Done())
    assert session.can_undo(0)
    session.undo(0)
    assert session.can_undo(0)
    session.undo(0)
    assert not session.can_undo(0)


def test_undo_never_takes_back_a_bots_reply() -> None:
    session = Session.start("test_high_card", SOLO, seed=3)
    session.apply(Done())
    session.apply(Chip())  # seat 1, a bot
    assert not session.can_undo(0)
    assert not session.can_undo(1)  # bots never undo
    with pytest.raises(UndoRefused):
        session.undo(0)


def test_undo_never_crosses_a_barrier() -> None:
    seats = (Seat("Bot 1", "easy"), Seat("Bot 2", "easy"), Seat("Ada"))
    session = Session.start("test_high_card", seats, seed=5)
    session.apply(Done())
    session.apply(Done())
    session.apply(Chip())
    assert session.can_undo(2)
    session.apply(Done())  # last seat done: cards revealed, new cards dealt
    assert session.steps[-1].barrier
    assert not session.can_undo(2)


def test_an_edited_save_cannot_clear_a_barrier() -> None:
    """Undo trusts the steps' barrier flags: a save whose file says a draw was none must
    still not let the person take it back and draw again."""
    seats = (Seat("Bot 1", "easy"), Seat("Bot 2", "easy"), Seat("Ada"))
    session = Session.start("test_high_card", seats, seed=5)
    for act in (Done(), Done(), Chip(), Done()):  # the last: cards revealed, new ones dealt
        session.apply(act)
    data = json.loads(json.dumps(session.to_json()))
    for record in data["actions"]:
        record["barrier"] = False
    loaded = Session.from_json(data)
    assert loaded.steps == session.steps
    assert not loaded.can_undo(2)


def test_a_barrier_the_file_adds_is_kept() -> None:
    """A flag the replay does not see only forbids an undo: older saves load unchanged."""
    seats = (Seat("Bot 1", "easy"), Seat("Bot 2", "easy"), Seat("Ada"))
    session = Session.start("test_high_card", seats, seed=5)
    for act in (Done(), Done(), Chip()):
        session.apply(act)
    assert session.can_undo(2)
    data = json.loads(json.dumps(session.to_json()))
    data["actions"][-1]["barrier"] = True
    assert not Session.from_json(data).can_undo(2)


def test_no_undo_at_a_hot_seat_table() -> None:
    session = Session.start("test_high_card", (Seat("Ada"), Seat("Bea")), seed=6)
    session.apply(Chip())
    assert not session.can_undo(0)


def test_a_refused_undo_says_why() -> None:
    """A greyed Undo said nothing; the session now names the reason in each case."""
    session = Session.start("test_high_card", SOLO, seed=3)
    assert session.undo_refusal(0) == NoUndo(NoUndo.NOTHING)
    assert session.undo_refusal(1) == NoUndo(NoUndo.NOT_A_PERSON)
    session.apply(Done())
    assert session.undo_refusal(0) is None
    session.apply(Chip())  # seat 1, a bot
    assert session.undo_refusal(0) == NoUndo(NoUndo.OTHER_MOVED, seat=1)

    seats = (Seat("Bot 1", "easy"), Seat("Bot 2", "easy"), Seat("Ada"))
    session = Session.start("test_high_card", seats, seed=5, options={"rounds": 1})
    for _ in range(3):
        session.apply(Done())  # the last seat is done: the cards are shown
    assert session.state.is_over() and session.undo_refusal(2) == NoUndo(NoUndo.OVER)

    session = Session.start("test_high_card", seats, seed=5)
    for _ in range(3):
        session.apply(Done())
    assert session.undo_refusal(2) == NoUndo(NoUndo.BARRIER)

    hot_seat = Session.start("test_high_card", (Seat("Ada"), Seat("Bea")), seed=6)
    hot_seat.apply(Chip())
    assert hot_seat.undo_refusal(0) == NoUndo(NoUndo.PEOPLE)


def test_undo_matches_replay_after_a_long_game() -> None:
    session = Session.start("test_high_card", SOLO, seed=8, options={"rounds": 5})
    _play(session, 20, seed=8)
    while session.state.to_act() != 0 and not session.state.is_over():
        session.apply(Done())
    session.apply(Chip())
    expected = replay(session.game, 3, 8, session.options, session.history[:-1])
    session.undo(0)
    assert _state_json(session) == json.dumps(expected.to_json(), sort_keys=True)


def test_json_round_trip_keeps_everything() -> None:
    session = Session.start("test_high_card", SOLO, seed=9, options={"rounds": 5})
    _play(session, 17, seed=9)
    data = json.loads(json.dumps(session.to_json()))
    assert data["format"] == "parlour-save" and data["version"] == 1
    restored = Session.from_json(data)
    assert restored.seats == session.seats
    assert restored.history == session.history
    assert restored.steps == session.steps
    assert (restored.seed, restored.options, restored.save_id) == (
        session.seed,
        session.options,
        session.save_id,
    )
    assert (restored.created, restored.updated) == (session.created, session.updated)
    assert _state_json(restored) == _state_json(session)


def test_restored_game_has_the_same_future() -> None:
    """Same hands now, same shuffles and deals later: the RNG travels with the save."""
    session = Session.start("test_high_card", SOLO, seed=10, options={"rounds": 5})
    _play(session, 11, seed=10)
    restored = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert restored.state.view(0) == session.state.view(0)
    rng = random.Random(99)
    while not session.state.is_over():
        act = rng.choice(session.state.legal_actions())
        assert session.apply(act) == restored.apply(act)
    assert restored.state.is_over()
    assert restored.state.scores() == session.state.scores()


def test_hints_and_the_agreement_are_saved_and_bad_ones_are_damage() -> None:
    from parlour.saves.errors import SaveError

    people = (Seat("Ada"), Seat("Ben"), Seat("Bot", "easy"))
    session = Session.start("test_high_card", people, seed=3, hints_agreed=True)
    assert session.hints_on and not Session.start("test_high_card", people, seed=3).hints_on
    session.count_hint(1)
    data = json.loads(json.dumps(session.to_json()))
    restored = Session.from_json(data)
    assert restored.hints == [0, 1, 0] and restored.hints_agreed
    for bad in ([0, -1, 0], [0, 1], "3", [0, 1.5, 0]):
        with pytest.raises(SaveError) as caught:
            Session.from_json({**data, "hints": bad})
        assert caught.value.key == "saves.error.damaged"
    with pytest.raises(SaveError):
        Session.from_json({**data, "hints_agreed": "yes"})
