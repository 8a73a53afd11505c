"""An open dropdown's list lies above everything else (issue 22): on the setup the game list
opened behind the seat-type boxes, and a click on a game opened a seat's list instead."""

from __future__ import annotations

import pytest

from tests.fakes.driver import click, frames, make_app, open_setup


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_game_in_the_setup_list_can_be_clicked(tmp_path, language) -> None:
    app = make_app(tmp_path, language=language)
    scene = open_setup(app)
    ids = [game.id for game in scene.games]
    assert len(ids) >= 4, "the real games are needed: the list must reach the seats"
    for index in reversed(range(len(ids))):
        menu = scene.widget_of["game"]
        click(app, menu)
        listed = menu.options_list_ui
        assert listed is not None, "the game list did not open"
        others = [w for w in app.manager.get_sprite_group().sprites() if w.layer > listed.layer]
        assert all(w is listed or getattr(w, "parent_element", None) for w in others)
        item = listed.item_list[index]["button_element"]
        click(app, item)
        frames(app, 4)
        assert scene.game is not None and scene.game.id == ids[index], item.text
        assert all(not scene.widget_of[f"kind{s}"].is_open for s in range(1, scene.seat_count))
    app.shutdown()


def test_a_closed_dropdown_goes_back_to_its_place(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = open_setup(app)
    menu = scene.widget_of["kind1"]  # a choice that does not rebuild the screen
    resting = menu.layer
    click(app, menu)
    assert menu.is_open and menu.layer > resting
    click(app, menu.options_list_ui.item_list[3]["button_element"])
    frames(app, 4)
    assert scene.widget_of["kind1"] is menu and not menu.is_open
    assert scene.seats[1].kind == "hard"
    assert menu.layer == resting
    app.shutdown()
