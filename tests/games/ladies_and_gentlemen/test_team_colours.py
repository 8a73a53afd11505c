"""Each team wears its boutique's colour, on the seats as in the arcade: a Lady's
favourite boutique is "the boutique of her colour" (rules file, "Players, teams, roles").
The colour comes with a symbol of its own, so colour-blind players tell teams apart too."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.art import TEAM_MARKS
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.games.ladies_and_gentlemen.scene import TABLE, LadiesTable
from tests.tables import TableHost

pytestmark = pytest.mark.usefixtures("scene_pygame")


def _state(players: int) -> LadiesState:
    state = get_game("ladies_and_gentlemen").new_state(players, 4)
    assert isinstance(state, LadiesState)
    return state


@pytest.mark.parametrize("players", [4, 5, 10])
def test_a_lady_wears_the_colour_of_her_boutique_in_the_view(players: int) -> None:
    view = _state(players).view(0)
    for gentleman, lady in view["teams"][: players // 2]:
        boutique = view["boutiques"][lady // 2]
        assert view["seat_colours"][lady] == view["seat_colours"][gentleman] == boutique["colour"]
    if players % 2:
        assert view["seat_colours"][players - 1] is None  # the Courtesan has no colour


def _count(screen: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    return sum(
        screen.get_at((x, y))[:3] == colour
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    )


def test_a_lady_wears_the_colour_of_her_boutique_on_screen() -> None:
    state = _state(4)
    host: TableHost[LadiesTable] = TableHost(
        TABLE, get_game("ladies_and_gentlemen"), state, 0, size=(1280, 800)
    )
    host.frame()
    table = host.table
    assert table.lay is not None
    plates = {place.seat: place.plate for place in table.lay.seats.seats}
    signs = {spot.what: spot.rect for spot in table.spots if spot.kind == "boutique"}
    for team, colour in enumerate(table.view["colours"]):
        own = TEAM_MARKS[colour].colour
        others = [m.colour for name, m in TEAM_MARKS.items() if name != colour]
        for place in (plates[2 * team + 1], plates[2 * team], signs[team]):
            assert _count(host.screen, place, own) >= 10
            assert not any(_count(host.screen, place, other) for other in others)


def test_setup_and_results_call_each_team_by_its_colour(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from parlour.saves.session import Seat, Session
    from parlour.ui.scenes.results import ResultsScene
    from tests.fakes.driver import frames, make_app, open_setup

    app = make_app(tmp_path)
    try:
        scene = open_setup(app)
        scene._select_game([g.id for g in scene.games].index("ladies_and_gentlemen"))
        scene.seat_count = 5
        scene._count_changed()
        app.scenes.switch(scene)
        frames(app)
        headings = [scene.widget_of[f"team{team}"].text for team in range(3)]
        assert headings == ["Blue team", "Orange team", "Plays alone"]
        session = Session.start(
            "ladies_and_gentlemen", [Seat(f"P{n}", "easy") for n in range(4)], 3
        )
        state = session.state
        assert isinstance(state, LadiesState)
        while not state.is_over():
            session.apply(state.legal_actions()[0])
        app.scenes.switch(ResultsScene(app, session))
        frames(app)
        shown = [getattr(widget, "text", "") for widget in app.scenes.current.widgets]
        assert any(". Blue team · P0 and P1" in text for text in shown), shown
        assert any(". Orange team · P2 and P3" in text for text in shown), shown
    finally:
        app.shutdown()
