"""Warte mal and who decides, at the real table host with the real Guillotine table
(headless app, posted pygame events). Three people share the screen: Ann, Ben and Cat."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from parlour.games.guillotine.actions import ChoosePlayer, Collect, Interrupt, Pass, Play
from parlour.games.guillotine.rules import CONFUSION, GuillotineState
from parlour.saves.session import Seat, Session
from parlour.ui import fonts
from parlour.ui.app import App
from parlour.ui.scenes.table import TableScene
from parlour.ui.widgets.claim_banner import GRACE
from tests.games.guillotine.helpers import game, make_state
from tests.ui.test_table_host import frames

NAMES = ("Ann", "Ben", "Cat")


@pytest.fixture
def app(tmp_path) -> Iterator[App]:
    fonts.font.cache_clear()
    application = App(data_dir=tmp_path, language="en", size=(1024, 640), sound=False)
    yield application
    application.shutdown()
    pygame.quit()
    fonts.font.cache_clear()


def open_table(
    app: App, state: GuillotineState, people: int = 3, names: tuple[str, ...] = NAMES
) -> TableScene:
    seats = [Seat(names[i]) for i in range(people)]
    session = Session(
        game=game(), seats=tuple(seats), seed=0, options=dict(state.options), state=state
    )
    scene = TableScene(app, session)
    app.scenes.switch(scene)
    frames(app, 2)
    return scene


def lift(app: App, scene: TableScene) -> None:
    """The person named on the curtain is at the screen."""
    assert scene.curtain.up
    scene._curtain_lifted()
    frames(app, 1)


def press(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    frames(app, 1)


def release(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    frames(app, 1)


def collecting(app: App) -> TableScene:
    """Ann collects; Cat holds Warte mal."""
    scene = open_table(app, make_state(hands=[["trip"], ["escape"], [CONFUSION, "stumble"]]))
    lift(app, scene)
    scene.submit(Collect())
    frames(app, 1)
    return scene


def test_status_and_curtain_name_who_decides_and_whose_turn_it_is(app) -> None:
    """Ann plays Infighting on Ben: Ben decides on Ann's turn. The curtain and the side
    panel name Ben, as the Guillotine header names Ann (before: "Ben to play")."""
    state = make_state(hands=[["infighting", "trip"], ["stumble", "pushed", "trip"], ["escape"]])
    for action in (Play("infighting"), ChoosePlayer(1)):
        state.apply(action)
    scene = open_table(app, state)
    assert scene.curtain.name == "Ben"
    assert scene._status() == ("Ben decides now", False)
    lift(app, scene)
    assert scene.table.view["current_seat"] == 0 and scene._status()[0] == "Ben decides now"


def test_the_status_line_shortens_a_name_never_what_the_person_does(app) -> None:
    """At 1024×640 in German the side panel read "Ben entscheidet ge…": the line kept
    room for a bot's thinking dots that a person deciding never shows."""
    app.set_language("de")
    state = make_state(hands=[["infighting", "trip"], ["stumble", "pushed", "trip"], ["escape"]])
    for action in (Play("infighting"), ChoosePlayer(1)):
        state.apply(action)
    bold = fonts.font(app.px(17), True)
    scene = open_table(app, state.clone())
    assert scene._status_lines(bold) == (["Ben entscheidet gerade"], False)
    long_name = ("Ann", "Friedelinde Charlotte von Hohenstein", "Cat")
    scene = open_table(app, state.clone(), names=long_name)
    (line,), _ = scene._status_lines(bold)
    assert line.startswith("Fried") and line.endswith("… entscheidet gerade")
    assert bold.size(line)[0] <= scene.side_rect.width - 2 * app.px(12)


def test_the_moment_is_shown_to_all_and_a_number_key_calls(app) -> None:
    scene = collecting(app)
    assert scene.claims.up and not scene.curtain.up
    assert scene._status() == ("Anyone may call now", False)
    assert [name for _, name in scene.claims.callers] == list(NAMES)
    assert "Ann is about to collect" in scene.claims.text
    press(app, pygame.K_3)  # in its first moments: nothing
    release(app, pygame.K_3)
    assert scene.claims.up
    frames(app, round(GRACE * 60) + 2)
    press(app, pygame.K_3)
    assert not scene.claims.up and scene.curtain.name == "Cat"
    lift(app, scene)
    assert scene.flow.legal() == [Interrupt(), scene.session.state.interjection().decline]


def test_the_moment_changes_language_with_the_app_and_keeps_its_time(app) -> None:
    """The prompt stayed English under a German hint after Settings changed the language."""
    scene = collecting(app)
    frames(app, 30)
    left = scene.claims.left
    app.set_language("de")
    frames(app, 1)
    assert scene.claims.up and "Ann will" in scene.claims.text
    assert scene.claims.title.startswith("Ruft jemand")
    assert scene.claims.left < left, "its countdown runs on, not anew"


def test_a_press_begun_before_the_moment_or_a_held_key_does_not_call(app) -> None:
    scene = open_table(app, make_state(hands=[["trip"], ["escape"], [CONFUSION, "stumble"]]))
    lift(app, scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode=""))
    scene.submit(Collect())  # the click that ended Ann's move
    frames(app, 1)
    button = scene.claims.button_rects[2]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.center))
    frames(app, round(GRACE * 60) + 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.center))
    press(app, pygame.K_2)  # a repeat of the key held since before
    assert scene.claims.up and not scene.curtain.up
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.center))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.center))
    frames(app, 1)
    assert scene.curtain.name == "Cat"  # a whole click on her button, in time


def test_when_the_countdown_runs_out_everyone_is_passed(app) -> None:
    app.settings.claim_seconds = 2.0
    scene = collecting(app)
    frames(app, 2 * 60 + 5)
    assert not scene.claims.up
    state = scene.session.state
    assert state.piles[0] == ["duke"] and CONFUSION in state.hands[2]
    assert scene.curtain.name == "Ben"  # the next turn, and no curtain before it


def test_a_single_public_choice_is_taken_and_logged(app) -> None:
    """Two people: Ann's Clown can only go to Ben. No curtain asks her; the log says it."""
    state = make_state(2, line=["clown", "duke"], hands=[["trip"], ["escape"]])
    scene = open_table(app, state, people=2)
    lift(app, scene)
    scene.submit(Collect())  # Warte mal lies in the discard pile: no moment
    frames(app, 1)
    assert scene.session.state.piles == [[], ["clown"]]
    assert "Ann puts the Clown into Ben's pile." in scene.log.texts()
    assert scene.curtain.name == "Ben"


def test_a_caller_without_the_card_reads_so_in_private_and_passes_himself(app) -> None:
    scene = collecting(app)
    frames(app, round(GRACE * 60) + 2)
    press(app, pygame.K_2)
    assert scene.curtain.name == "Ben"
    lift(app, scene)
    frames(app, 10)  # the table does not pass for him: he is to read why
    table = scene.table
    assert scene.session.state.to_act() == 1 and table.legal == [Pass()]
    assert table.prompt_text(table.pending or {}) == (
        "Confusion in Line is not in your hand: pass, and Ann collects."
    )
    scene.submit(Pass())
    frames(app, 1)
    assert scene.session.state.piles[0] == ["duke"]
