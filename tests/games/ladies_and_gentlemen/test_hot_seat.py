"""Ladies & Gentlemen at one screen: a double click never shows the next person's secrets.

Five seats, three people (each plays a whole team, or the Courtesan): Clara clicks a
boutique for her visit and clicks again 0.4 s later; the second click lands on Tess's
curtain, which must stay down over Tess's servants, workshop hand and money.
"""

from __future__ import annotations

import random

import pygame

from parlour.engine import Action
from parlour.games.ladies_and_gentlemen.actions import Visit
from parlour.saves.session import Seat, Session
from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import FRAME, frames, lift_curtain
from tests.games.ladies_and_gentlemen.helpers import new

SEED = 3


def _moves_to_a_visit_before_anothers() -> tuple[list[Action], tuple[tuple[int, ...], ...]]:
    """Random moves up to a visit whose next visitor belongs to another team, and the teams."""
    state = new(5, SEED)
    rng = random.Random(SEED)
    moves: list[Action] = []
    while True:
        legal = state.legal_actions()
        seat = state.to_act()
        if all(isinstance(a, Visit) for a in legal):
            after = state.clone()
            after.apply(legal[0])
            following = after.to_act()
            team_of = {s: team for team in state.teams() for s in team}
            if (
                following is not None
                and all(isinstance(a, Visit) for a in after.legal_actions())
                and team_of[following] != team_of[seat]
            ):
                return moves, state.teams()
        move = rng.choice(legal)
        state.apply(move)
        moves.append(move)


def _seats(teams: tuple[tuple[int, ...], ...], clara: int, tess: int) -> list[Seat]:
    """One person per team, named for whoever plays the acting and the next seat."""
    seats: list[Seat | None] = [None] * sum(len(team) for team in teams)
    others = iter(["Ada", "Bo", "Cy"])
    for team in teams:
        name = "Clara" if clara in team else "Tess" if tess in team else next(others)
        head = team[0]
        seats[head] = Seat(name)
        for seat in team[1:]:
            seats[seat] = Seat(f"{name} ({seat})", played_by=head)
    return [seat for seat in seats if seat is not None]


def _click(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    frames(app, 1)


def test_claras_double_click_on_a_boutique_leaves_tess_curtain_down(pygame_app) -> None:
    moves, teams = _moves_to_a_visit_before_anothers()
    probe = new(5, SEED)
    for move in moves:
        probe.apply(move)
    clara = probe.to_act()
    probe.apply(probe.legal_actions()[0])
    tess = probe.to_act()
    assert clara is not None and tess is not None
    app = pygame_app("en", (1280, 800))
    session = Session.start("ladies_and_gentlemen", _seats(teams, clara, tess), seed=SEED)
    for move in moves:
        session.apply(move)
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 3)
    assert scene.curtain.name == "Clara"
    lift_curtain(app, scene)
    played = len(session.history)
    for spot in scene.table.focus_spots():  # only the boutiques may be clicked now
        _click(app, spot.center)
        if len(session.history) > played:
            break
    assert len(session.history) == played + 1 and isinstance(session.history[-1], Visit)
    assert scene.curtain.up and scene.curtain.name == "Tess"
    frames(app, round(0.4 / FRAME))
    _click(app, spot.center)  # Clara's second click, 0.4 s later
    frames(app, 2)
    assert scene.curtain.up and scene.curtain.name == "Tess"
    assert scene.flow.looking is None and scene.flow.legal() == []
