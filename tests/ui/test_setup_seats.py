"""The new-game screen for 2–10 seats (issue 10): ten seats at 1024×640 reachable by
scrolling and never under the buttons, the teams of a team game and one person playing a
whole team, and the table remembered per game across a restart, even when damaged."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pygame
import pygame_gui
import pytest

from parlour.ui import fonts
from parlour.ui.scenes.setup import SetupScene
from parlour.ui.scenes.table import TableScene
from tests.fakes import install_team_game
from tests.fakes.driver import choose, click, frames, make_app, open_setup, type_text

SMALL = (1024, 640)


@pytest.fixture
def team_game(monkeypatch) -> Iterator[str]:
    fonts.font.cache_clear()
    yield install_team_game(monkeypatch)
    fonts.font.cache_clear()


def seats_to(app, scene: SetupScene, count: int) -> None:
    """Click − or + until the table has ``count`` seats."""
    while scene.seat_count != count:
        before = scene.seat_count
        click(app, scene.widget_of["plus" if count > before else "minus"])
        assert scene.seat_count != before, "the button did nothing"


def wheel_until_visible(app, scene: SetupScene, widget_name: str) -> pygame.Rect:
    """Turn the mouse wheel over the seat list until ``widget_name`` is wholly in view."""
    view = scene.widget_of["seats"].get_abs_rect()
    for _ in range(60):
        rect = scene.widget_of[widget_name].get_abs_rect()
        if view.contains(rect):
            return rect
        direction = -1 if rect.bottom > view.bottom else 1
        # The pointer over the list (warped: pygame_gui asks SDL where it is, and a posted
        # motion event does not move it), then one notch of the wheel.
        pygame.mouse.set_pos(view.center)
        frames(app, 1)
        wheel = {"x": 0, "y": direction, "precise_x": 0.0, "precise_y": float(direction)}
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, flipped=False, **wheel))
        frames(app, 4)
    raise AssertionError(f"{widget_name} never scrolled into view")


def outside_the_list(scene: SetupScene) -> list:
    """The widgets the seat list does not clip (the list itself included)."""
    box = scene.widget_of["seats"].get_container()
    return [w for w in scene.widgets if w.ui_container is not box]


@pytest.mark.parametrize("language", ["en", "de"])
def test_ten_seats_fit_1024x640_scroll_and_stay_clear_of_the_buttons(
    tmp_path, team_game, language
) -> None:
    app = make_app(tmp_path, language=language, size=SMALL)
    scene = open_setup(app)
    assert scene.game is not None and scene.game.id == team_game
    seats_to(app, scene, 10)
    assert not scene.widget_of["plus"].is_enabled
    window = pygame.Rect((0, 0), SMALL)
    buttons = [scene.widget_of["back"].get_abs_rect(), scene.widget_of["start"].get_abs_rect()]
    view = scene.widget_of["seats"].get_abs_rect()
    assert view.bottom <= min(b.top for b in buttons)
    for widget in outside_the_list(scene):
        rect = widget.get_abs_rect()
        assert window.contains(rect), widget
        if widget not in (scene.widget_of["back"], scene.widget_of["start"]):
            assert rect.collidelist(buttons) == -1, widget
    assert window.contains(view)
    for seat in range(10):
        for part in (f"name{seat}", f"kind{seat}"):
            rect = wheel_until_visible(app, scene, part)
            assert rect.collidelist(buttons) == -1
    # The last seat's kind still opens where its choices can be seen and picked.
    choose(app, scene.widget_of["kind9"], app.t("parlour.setup.kind.hard"))
    assert scene.seats[9].kind == "hard"
    app.shutdown()


def test_the_seats_are_grouped_by_team_and_german_labels_fit(tmp_path, team_game) -> None:
    app = make_app(tmp_path, language="de", size=(1280, 800))
    scene = open_setup(app)
    seats_to(app, scene, 9)  # pairs, and the last seat alone
    headings = [scene.widget_of[f"team{team}"] for team in range(5)]
    assert [h.text for h in headings] == ["Team 1", "Team 2", "Team 3", "Team 4", "Spielt allein"]
    tops = [h.relative_rect.top for h in headings] + [10**6]
    for team, members in enumerate(((0, 1), (2, 3), (4, 5), (6, 7), (8,))):
        for seat in members:  # each seat's row lies between its heading and the next
            assert tops[team] < scene.widget_of[f"name{seat}"].relative_rect.top < tops[team + 1]
    assert "whole4" not in scene.widget_of  # nobody plays a team of one whole
    click(app, scene.widget_of["whole0"])
    view = scene.widget_of["seats"].get_abs_rect()
    inner_right = view.right - 20  # the scroll bar
    box = scene.widget_of["whole1"]
    played = scene.widget_of["played1"]
    assert played.text == "gespielt von Spieler 1"
    click(app, scene.widget_of["name0"])  # the longest name shortens the note as it is typed
    scene.widget_of["name0"].set_text("")
    type_text(app, "Wolfgang-Wilhelm")
    assert played.text.startswith("gespielt von Wolfgang") and played.text.endswith("…")
    for label in (box.text_label, played, *headings):
        font = label.font
        assert font.size(label.text)[0] <= label.get_abs_rect().width, label.text
        assert label.get_abs_rect().right <= inner_right, label.text
        assert font.get_point_size() >= 12
    app.shutdown()


def test_one_person_plays_a_whole_team_of_ten_seats(tmp_path, team_game) -> None:
    app = make_app(tmp_path, size=SMALL)
    scene = open_setup(app)
    seats_to(app, scene, 10)
    wheel_until_visible(app, scene, "whole1")
    click(app, scene.widget_of["whole1"])  # seats 3 and 4: two bots so far
    assert "kind3" not in scene.widget_of  # played by seat 3's person: no AI choice for it
    assert scene.widget_of["played3"].text == "played by Bruno"
    assert scene.widget_of["kind2"].selected_option[1] == "human"
    # The player of a whole team turning into a bot ends the choice; ticking it again
    # makes the team's first seat human once more.
    choose(app, scene.widget_of["kind2"], "Computer: easy")
    assert scene.whole_teams == set() and "kind3" in scene.widget_of
    assert not scene.widget_of["whole1"].is_checked
    click(app, scene.widget_of["whole1"])
    click(app, scene.widget_of["start"])
    table = app.scenes.current
    assert isinstance(table, TableScene)
    seats = table.session.seats
    assert len(seats) == 10
    assert [(s.name, s.ai_level, s.played_by) for s in seats[:4]] == [
        ("Player 1", None, None),
        ("Ada", "normal", None),
        ("Bruno", None, None),
        ("Clara", None, 2),
    ]
    assert all(s.ai_level == "normal" and s.played_by is None for s in seats[4:])
    assert table.session.people.seats_of(2) == {2, 3}
    app.shutdown()


def test_fewer_seats_drop_the_whole_team_choice_of_a_team_that_is_gone(tmp_path, team_game) -> None:
    app = make_app(tmp_path)
    scene = open_setup(app)
    seats_to(app, scene, 10)
    wheel_until_visible(app, scene, "whole4")
    click(app, scene.widget_of["whole4"])
    assert scene.played_by(9) == 8
    seats_to(app, scene, 9)  # seat 9 now plays alone
    assert scene.whole_teams == set()
    assert scene.seats_for_session()[8].played_by is None
    app.shutdown()


def test_the_last_table_is_remembered_across_a_restart(tmp_path, team_game) -> None:
    app = make_app(tmp_path)
    scene = open_setup(app)
    seats_to(app, scene, 6)
    click(app, scene.widget_of["name0"])
    scene.widget_of["name0"].set_text("")
    type_text(app, "Zoë")
    choose(app, scene.widget_of["kind1"], "Computer: hard")
    click(app, scene.widget_of["whole2"])
    click(app, scene.widget_of["start"])
    assert isinstance(app.scenes.current, TableScene)
    app.shutdown()

    again = make_app(tmp_path)
    scene = open_setup(again)
    assert scene.game is not None and scene.game.id == team_game
    assert scene.seat_count == 6
    assert scene.widget_of["name0"].get_text() == "Zoë"
    assert scene.widget_of["kind1"].selected_option[1] == "hard"
    assert scene.whole_teams == {2} and scene.widget_of["whole2"].is_checked
    assert [(s.name, s.ai_level, s.played_by) for s in scene.seats_for_session()] == [
        ("Zoë", None, None),
        ("Ada", "hard", None),
        ("Bruno", "normal", None),
        ("Clara", "normal", None),
        ("Emil", None, None),
        ("Frieda", None, 4),
    ]
    again.shutdown()


DAMAGED = [
    "not a table",
    {"seats": "everyone"},
    {"seats": []},
    {"seats": [{"name": 7, "kind": "wizard"}, "junk", {"name": "Zoë", "kind": ["hard"]}]},
    {"seats": [{"name": "Ann", "kind": "hard"}] * 40, "whole_teams": ["x", -1, 99, 1.5, True]},
    {"seats": [None, None, None, None], "whole_teams": {"0": 1}},
]


@pytest.mark.parametrize("damaged", DAMAGED)
def test_a_damaged_remembered_table_gives_defaults_and_is_replaced(
    tmp_path, team_game, damaged
) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "en", "setups": {team_game: damaged}}))
    app = make_app(tmp_path)
    scene = open_setup(app)
    assert not app.message_open
    assert 4 <= scene.seat_count <= 10
    for seat in scene.seats_for_session():
        assert isinstance(seat.name, str) and seat.name and len(seat.name) <= 16
        assert seat.ai_level in (None, "easy", "normal", "hard")
    kinds = [scene.seats[seat].kind for seat in range(scene.seat_count)]
    if damaged == DAMAGED[3]:  # only the usable parts are used; the rest are defaults
        assert scene.seat_count == 4
        assert [s.name for s in scene.seats[:4]] == ["Player 1", "Ada", "Zoë", "Clara"]
        assert kinds == ["human", "normal", "normal", "normal"]
    elif damaged == DAMAGED[4]:
        assert scene.seat_count == 10 and kinds == ["hard"] * 10
        assert scene.whole_teams == set()
    else:
        assert scene.seat_count == 4 and kinds == ["human", "normal", "normal", "normal"]
    click(app, scene.widget_of["start"])
    assert isinstance(app.scenes.current, TableScene)
    app.shutdown()
    stored = json.loads(path.read_text())["setups"][team_game]
    assert len(stored["seats"]) == scene.seat_count
    assert all(isinstance(seat["name"], str) for seat in stored["seats"])


def test_a_foreign_setups_value_in_the_settings_is_told_and_never_crashes(
    tmp_path, team_game
) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "en", "setups": ["a", "list"]}))
    app = make_app(tmp_path)
    frames(app)
    assert app.message_open  # the settings loader's one note about a damaged file
    assert app.settings.setups == {}
    app.close_message()
    scene = open_setup(app)
    assert scene.seat_count == 4
    app.shutdown()


def test_other_checkboxes_still_set_options(tmp_path, monkeypatch) -> None:
    """The whole-team boxes share the checkbox events with the options."""
    from parlour.games import get_game
    from tests.fakes import GAME_ID, install_fake_game

    install_fake_game(monkeypatch)
    app = make_app(tmp_path)
    frames(app)
    scene = SetupScene(app, games=[get_game(GAME_ID)])
    app.scenes.switch(scene)
    frames(app)
    assert scene.options["bonus"] is True
    assert not any(name.startswith(("team", "whole")) for name in scene.widget_of)
    click(app, scene.widget_of["option:bonus"])
    assert scene.options["bonus"] is False
    assert isinstance(scene.widget_of["option:bonus"], pygame_gui.elements.UICheckBox)
    app.shutdown()
