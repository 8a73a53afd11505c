"""Saves from before going out was offered with the pass card still load and replay.

Those versions asked the player of a 5–6 player table, after the put-backs, in a phase of
its own (``go_out``) whether to go out, and recorded ``PlayOn`` when he did not. A save made
during that question holds the old phase in its snapshot; a later one holds the ``PlayOn``
in its actions. Both are built here from a game of today by writing them as that version
did.
"""

from __future__ import annotations

import random

import pytest

from parlour.engine import RuleError, action_to_json
from parlour.games.monopoly_kartenspiel.actions import GoOut, PlayOn
from parlour.games.monopoly_kartenspiel.rules import OLD_GO_OUT_PHASE
from parlour.play.replay import Replay
from parlour.saves.session import Seat, Session

GAME = "monopoly_kartenspiel"
#: A 5-player game played at random (never going out) that reaches, within ``STEPS``
#: moves, a player who may go out after his trade.
SEED, PLAYERS, STEPS = 34, 5, 300


def _at_the_question() -> Session:
    """The game up to the first time a player may go out after his trade."""
    seats = [Seat(f"P{n}") for n in range(PLAYERS)]
    session = Session.start(GAME, seats, SEED)
    rng = random.Random(SEED)
    for _ in range(STEPS):
        state = session.state
        legal = state.legal_actions()
        if getattr(state, "phase", None) == "pass" and GoOut() in legal:
            return session
        session.apply(rng.choice([a for a in legal if a != GoOut()]))
    raise AssertionError("no player could go out after his trade")


def test_a_save_made_while_the_old_version_asked_about_going_out_loads() -> None:
    session = _at_the_question()
    data = session.to_json()
    assert data["snapshot"]["phase"] == "pass"
    data["snapshot"]["phase"] = OLD_GO_OUT_PHASE  # as that version wrote it
    loaded = Session.from_json(data)
    assert loaded.state.to_json() == session.state.to_json()
    assert GoOut() in loaded.state.legal_actions()
    listed = Session.from_json(data, verify=False)  # the load list reads the snapshot alone
    assert listed.state.to_json() == session.state.to_json()


def test_a_save_with_the_old_play_on_replays_to_the_same_game() -> None:
    session = _at_the_question()
    asked = len(session.history)
    player = session.state.to_act()
    rng = random.Random(1)
    for _ in range(PLAYERS + 3):  # every pass card, and into the next turn
        legal = session.state.legal_actions()
        session.apply(rng.choice([a for a in legal if a != GoOut()]))
    data = session.to_json()
    record = {"action": action_to_json(PlayOn()), "seat": player, "barrier": False}
    data["actions"].insert(asked, record)
    loaded = Session.from_json(data)
    assert loaded.state.to_json() == session.state.to_json()
    assert loaded.history[asked] == PlayOn()
    # It tells nobody anything now: no line in the log, no step of its own in the replay.
    assert loaded.events_so_far()[asked] == []
    old, new = Replay(loaded), Replay(session)
    for seat in range(PLAYERS):
        old.watch(seat)
        new.watch(seat)
        assert old.length == new.length
        old.seek(old.length)
        assert old.state.to_json() == session.state.to_json()


def test_play_on_is_never_offered_nor_taken_elsewhere() -> None:
    session = _at_the_question()
    assert PlayOn() not in session.state.legal_actions()
    session.apply(session.state.legal_actions()[0])  # his pass card: the question is gone
    before = session.state.to_json()
    with pytest.raises(RuleError):
        session.state.apply(PlayOn())
    assert session.state.to_json() == before
