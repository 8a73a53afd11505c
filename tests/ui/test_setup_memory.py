"""The setup opens on the last game started, with its seats and its options (issue 22), and
a game not played yet starts with the people of the last table rather than "Player 1"."""

from __future__ import annotations

import json

from parlour.ui.scenes.table import TableScene
from tests.fakes.driver import choose, click, make_app, open_setup, type_text


def test_the_setup_opens_on_the_last_game_with_its_seats_and_options(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = open_setup(app)
    choose(app, scene.widget_of["game"], "MONOPOLY The Card Game")
    assert scene.game is not None and scene.game.id == "monopoly_kartenspiel"
    click(app, scene.widget_of["plus"])
    click(app, scene.widget_of["name0"])
    scene.widget_of["name0"].set_text("")
    type_text(app, "Zoë")
    choose(app, scene.widget_of["kind2"], "Computer: easy")
    choose(app, scene.widget_of["option:rounds"], app.t("monopoly_kartenspiel.option.rounds.5"))
    click(app, scene.widget_of["start"])
    assert isinstance(app.scenes.current, TableScene)
    app.shutdown()

    again = make_app(tmp_path)
    scene = open_setup(again)
    assert scene.game is not None and scene.game.id == "monopoly_kartenspiel"
    assert scene.seat_count == 4
    assert scene.widget_of["name0"].get_text() == "Zoë"
    assert scene.widget_of["kind2"].selected_option[1] == "easy"
    assert scene.widget_of["option:rounds"].selected_option[1] == "5"
    assert scene.options["rounds"] == 5
    # A game never started yet: the same people sit down, with its own default options.
    choose(again, scene.widget_of["game"], "Guillotine")
    assert scene.widget_of["name0"].get_text() == "Zoë"
    assert scene.seats[2].kind == "easy" and scene.seat_count == 4
    assert scene.options == {"interrupt_rule": "german"}
    again.shutdown()


def test_remembered_options_the_game_no_longer_allows_are_left_out(tmp_path) -> None:
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "hard"}]
    stored = {
        "monopoly_kartenspiel": {"seats": seats, "options": {"rounds": 7}},
        "banque_fatale": {"seats": seats, "options": {"worthless_jetons": "yes"}},
        "guillotine": {"seats": seats, "options": ["interrupt_rule"]},
    }
    settings = {"language": "en", "setups": stored, "last_game": "monopoly_kartenspiel"}
    path.write_text(json.dumps(settings))
    app = make_app(tmp_path)
    scene = open_setup(app)
    assert not app.message_open
    assert scene.game is not None and scene.game.id == "monopoly_kartenspiel"
    assert scene.options == {"rounds": 20}
    assert [s.name for s in scene.seats_for_session()] == ["Ann", "Bob"]
    choose(app, scene.widget_of["game"], "Banque Fatale")
    assert scene.options == {"worthless_jetons": False}
    choose(app, scene.widget_of["game"], "Guillotine")
    assert scene.options == {"interrupt_rule": "german"}
    app.shutdown()


def test_a_default_name_follows_the_language_a_typed_one_stays(tmp_path) -> None:
    """A table started in German and set up again in English said "Spieler 1"."""
    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    seats = [{"name": "Spieler 1", "kind": "human"}, {"name": "Zoë", "kind": "human"}]
    seats.append({"name": "Spieler 3", "kind": "human"})
    stored = {"guillotine": {"seats": seats, "options": {}}}
    path.write_text(json.dumps({"language": "en", "setups": stored, "last_game": "guillotine"}))
    app = make_app(tmp_path)
    scene = open_setup(app)
    assert [s.name for s in scene.seats_for_session()] == ["Player 1", "Zoë", "Player 3"]
    app.set_language("de")
    app.step(1 / 30)
    assert scene.widget_of["name0"].get_text() == "Spieler 1"
    assert [s.name for s in scene.seats_for_session()] == ["Spieler 1", "Zoë", "Spieler 3"]
    app.shutdown()
