"""Seeded random hot-seat games driven the way the table host drives them, counting the
curtains raised against the hand-overs the decisions really needed.

Three people share one screen (a game for more seats gives the extra seats to the first
person's team mates, else to easy bots that play at random here). The driver does what the
host does: closes round summaries, lifts each curtain at once, applies the table's own
answers (``TableFlow.automatic``) and the moves it makes when nothing is left to decide
(``TableFlow.settled``), and in the public moment of an interjection lets each
person who could play the card call it, at random, as people would. Every other decision
is a random legal move.

A hand-over is *needed* when a real decision (more than one option, not settled) falls to
another person than the one who made the last real decision: the fewest curtains any flow
could get by with, since a person must see their secrets to choose. A curtain is *idle*
when the person it was raised for makes no real decision before the next one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from parlour.engine import GameState
from parlour.games import get_game
from parlour.play.flow import TableFlow
from parlour.saves.session import Seat, Session

PEOPLE = 3
#: A runaway game is cut off here (a finished game takes a few hundred steps).
MAX_STEPS = 20_000


@dataclass
class Count:
    """What one or more games showed."""

    curtains: int = 0
    needed: int = 0
    moments: int = 0
    reveals: int = 0
    automatic: int = 0
    settled: int = 0
    idle: int = 0

    def add(self, other: Count) -> None:
        self.curtains += other.curtains
        self.needed += other.needed
        self.moments += other.moments
        self.reveals += other.reveals
        self.automatic += other.automatic
        self.settled += other.settled
        self.idle += other.idle

    @property
    def per_hand_over(self) -> float:
        return self.curtains / max(1, self.needed)


def seats_for(game_id: str) -> list[Seat]:
    """Three people; more seats go to the first person's team mates, then to bots."""
    game = get_game(game_id)
    count = max(PEOPLE, game.min_players)
    teams = game.new_state(count, 0).teams()
    seats = [Seat(f"P{i}") for i in range(PEOPLE)]
    for seat in range(PEOPLE, count):
        if seat in teams[0]:  # the first person plays their partner too
            seats.append(Seat(f"P0 ({seat})", played_by=0))
        else:
            seats.append(Seat(f"Bot {seat}", "easy"))
    return seats


def could_interject(state: GameState, seats: frozenset[int]) -> bool:
    """Whether one of ``seats`` could do more than decline in the interjection asked now:
    what a person knows of their own hand, found here by declining for every seat before."""
    probe = state.clone()
    ask = probe.interjection()
    while ask is not None:
        if probe.to_act() in seats:
            return len(probe.legal_actions()) > 1
        probe.apply(ask.decline)
        following = probe.interjection()
        if following is None or following.key != ask.key:
            return False
        ask = following
    return False


def play_game(game_id: str, seed: int) -> Count:
    session = Session.start(game_id, seats_for(game_id), seed)
    flow = TableFlow(session)
    flow.sync()
    rng = random.Random(seed)
    count = Count()
    last_decider: int | None = None
    #: The person the last curtain was raised for, and whether they decided anything since.
    curtain_for: int | None = None
    curtain_used = True
    for _ in range(MAX_STEPS):
        if flow.over:
            count.idle += not curtain_used
            return count
        if flow.pending_round() is not None:
            flow.close_round()
            continue
        if flow.reveal is not None:
            count.reveals += 1
            flow.close_reveal()
            continue
        if flow.curtain_up:
            count.curtains += 1
            count.idle += not curtain_used
            curtain_for, curtain_used = flow.curtain_for, False
            flow.lift_curtain()
            continue
        if flow.claims_open:
            moment = flow.moment
            assert moment is not None
            count.moments += 1
            callers = [
                person
                for person in moment.persons
                if could_interject(session.state, flow.seats_of(person)) and rng.random() < 0.5
            ]
            if callers:
                flow.claim(callers[0])
            else:
                flow.close_claims()
            continue
        action = flow.automatic()
        settled = flow.settled() if action is None else None
        if action is not None:
            count.automatic += 1
        elif settled is not None:
            count.settled += 1
            action = settled
        else:
            legal = session.state.legal_actions()
            seat = session.state.to_act()
            person = flow.people.person_of(seat)
            if person is not None and len(legal) > 1:
                if person != last_decider:
                    count.needed += 1
                last_decider = person
                curtain_used = curtain_used or person == curtain_for
            action = rng.choice(legal)
        flow.moved(session.apply(action))
        flow.sync()
    raise AssertionError(f"{game_id} seed {seed} did not end in {MAX_STEPS} steps")
