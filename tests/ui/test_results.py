"""The results screen with teams (the fake team game at ten seats) and rounds."""

from __future__ import annotations

import random

import pygame
import pytest

from parlour.saves.session import Seat, Session
from parlour.ui.scenes.results import ResultsScene
from tests.fakes import install_round_game, install_team_game
from tests.fakes.driver import frames, make_app
from tests.outcome import decided_of, score_lines_of, winners_of


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, size=(1024, 640))
    frames(application)
    yield application
    application.shutdown()


def finished(game_id: str, seats: list[Seat]) -> Session:
    session = Session.start(game_id, seats, 5)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    return session


def texts(scene: ResultsScene) -> list[str]:
    return [getattr(widget, "text", "") for widget in scene.widgets]


def test_teams_are_listed_with_their_members_and_the_whole_team_wins(app, monkeypatch) -> None:
    game_id = install_team_game(monkeypatch)
    seats = [Seat(f"Player {n}", None if n < 2 else "easy") for n in range(10)]
    session = finished(game_id, seats)
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    scene = app.scenes.current
    shown = texts(scene)
    winners = winners_of(session.state)
    assert len(winners) == 2 and list(session.state.team_of(winners[0])) == winners
    names = [session.seat_names[s] for s in winners]
    assert f"{names[0]} and {names[1]} win!" in shown
    assert f"1. {names[0]} and {names[1]} (Winner)" in shown
    # Five team lines, each followed by its two members.
    team_lines = [text for text in shown if text[:1].isdigit() and " and " in text]
    assert len(team_lines) == 5
    easy = app.t("parlour.setup.kind.easy")
    for member in ("Player 0", "Player 1", f"Player 9 · {easy}"):
        assert member in shown
    # At 1024×640 the list scrolls rather than spilling out of the panel.
    scroller = next(w for w in scene.widgets if hasattr(w, "get_container"))
    assert scroller.vert_scroll_bar is not None
    panel = scene.panels[0]
    inside = scroller.get_container()
    assert panel.contains(scroller.rect)
    assert all(
        w.rect.width <= scroller.rect.width for w in scene.widgets if w.ui_container is inside
    )


def test_a_game_of_rounds_shows_every_rounds_points_and_the_totals(app, monkeypatch) -> None:
    game_id = install_round_game(monkeypatch)
    session = finished(game_id, [Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "easy")])
    rounds = session.state.round_results()
    assert len(rounds) >= 2
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    shown = texts(app.scenes.current)
    assert "Points per round" in shown and "Total" in shown
    start = shown.index("Points per round")
    table = shown[start + 1 :]
    header = ["Player", *(str(r.number) for r in rounds), "Total"]
    assert table[: len(header)] == header
    ann = table[len(header) : 2 * len(header)]
    points = [str(int(r.points[0])) for r in rounds]
    assert ann == ["Ann", *points, str(int(rounds[-1].totals[0]))]
    pygame.event.pump()


def test_a_win_that_splits_a_team_marks_only_its_winners(app) -> None:
    """Ladies & Gentlemen: the Courtesan wins with one Gentleman, not with his Lady."""
    seats = [Seat(f"Player {n}", None) for n in range(5)]
    for seed in range(200):
        session = Session.start("ladies_and_gentlemen", seats, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            session.apply(rng.choice(session.state.legal_actions()))
        if decided_of(session.state)["key"].endswith(".courtesan"):
            break
    else:
        raise AssertionError("no seed lets the Courtesan win")
    courtesan, gentleman = 4, winners_of(session.state)[0]
    assert winners_of(session.state) == [gentleman, courtesan]
    lady = gentleman ^ 1
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    shown = texts(app.scenes.current)
    mark = " (Winner)"
    team = f"Player {min(gentleman, lady)} and Player {max(gentleman, lady)}"
    assert any(text.endswith(team) for text in shown)  # the team line, without the mark
    assert not any(text.endswith(team + mark) for text in shown)
    assert f"Player {gentleman}{mark}" in shown
    assert f"Player {lady}" in shown and f"Player {lady}{mark}" not in shown
    assert f"1. Player {courtesan}{mark}" in shown


def test_partners_who_share_a_score_show_its_breakdown_once(app) -> None:
    """A Gentleman scores his Lady's elegance: the team shows how it came about once."""
    seats = [Seat(f"Player {n}", None) for n in range(4)]
    session = Session.start("ladies_and_gentlemen", seats, 3)
    rng = random.Random(3)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    assert score_lines_of(session.state, 0) == score_lines_of(session.state, 1)
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    shown = texts(app.scenes.current)
    stars = [text for text in shown if text.startswith("Stars of") or text == "No counting card"]
    assert len(stars) == 2  # one per team, not one per seat
    for seat in range(4):
        assert f"Player {seat}" in shown  # every member is still named


def test_the_outcome_is_worked_out_once_for_the_whole_screen(app, monkeypatch) -> None:
    # A game counts its outcome up from its whole state; the screen reads it for every
    # line, so it asks once.
    game_id = install_team_game(monkeypatch)
    session = finished(game_id, [Seat(f"Player {n}", "easy") for n in range(10)])
    calls: list[int] = []
    outcome = session.state.outcome

    def counted():
        calls.append(1)
        return outcome()

    monkeypatch.setattr(session.state, "outcome", counted)
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    assert len(calls) == 1


def test_no_line_of_the_results_has_a_double_space(app) -> None:
    """A double space reads as a hole in a proportional face: the separators carry their own."""
    session = finished("guillotine", [Seat("Anna"), Seat("Bert", "easy")])
    app.scenes.switch(ResultsScene(app, session))
    frames(app)
    shown = texts(app.scenes.current)
    assert any("(Winner)" in text for text in shown) and any("·" in text for text in shown)
    assert not [text for text in shown if "  " in text]
