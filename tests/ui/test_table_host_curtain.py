"""The hot-seat curtain at the table host is lifted only on purpose, by the person it names.

Driven through the real app loop with posted pygame events and fixed frames (the curtain's
clock is the host's frame time), on the fake take-away game: two people, Anna and Bert.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from parlour.saves.session import Seat
from parlour.ui.widgets.curtain import ARM_SECONDS
from parlour.ui.widgets.news_panel import News
from parlour.ui.widgets.zoom import HOVER_DELAY, ZoomController
from tests.fakes.driver import lift_curtain
from tests.fakes.game import Take
from tests.ui.test_table_host import FRAME, frames, start


def _press(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def _release(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _key(kind: int, code: int) -> None:
    pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))


def _bert_behind_the_curtain(app):
    """Anna has lifted her curtain; the position of her "take 1" button."""
    scene = start(app, Seat("Anna"), Seat("Bert"))
    lift_curtain(app, scene)
    return scene, scene.table.button_rects[Take(1)].center


def test_a_double_click_that_ends_a_move_does_not_lift_the_next_curtain(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _press(pos)
    _release(pos)
    frames(app, 1)
    assert scene.curtain.up and scene.curtain.name == "Bert"
    frames(app, round(0.4 / FRAME))  # the second click, 0.4 s later, on the same spot
    _press(pos)
    _release(pos)
    frames(app, 2)
    assert scene.curtain.up and scene.table.viewer is None


def test_a_press_in_the_curtains_first_moments_is_ignored_even_on_its_button(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _press(pos)
    _release(pos)
    frames(app, 3)
    button = scene.curtain.button.rect.center
    _press(button)
    _release(button)
    frames(app, 2)
    assert scene.curtain.up, "pressed before it was armed"
    frames(app, round(ARM_SECONDS / FRAME))
    _press(button)
    _release(button)
    frames(app, 2)
    assert not scene.curtain.up and scene.table.viewer == 1


def test_a_press_that_began_before_the_curtain_does_not_lift_it(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _press(pos)  # Anna's move; she keeps the button down while the curtain comes
    frames(app, round(2 * ARM_SECONDS / FRAME))
    _release(scene.curtain.button.rect.center)
    frames(app, 2)
    assert scene.curtain.up


def test_a_click_anywhere_but_its_button_leaves_the_curtain(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _press(pos)
    _release(pos)
    frames(app, round(2 * ARM_SECONDS / FRAME))
    spots = (scene.table_rect.topleft, scene.table_rect.midbottom, pos)
    assert not any(scene.curtain.button.rect.collidepoint(spot) for spot in spots)
    for corner in spots:
        _press(corner)
        _release(corner)
        frames(app, 2)
    assert scene.curtain.up and scene.session.history == [Take(1)]


def test_a_held_or_repeating_key_does_not_lift_it_a_fresh_press_does(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _key(pygame.KEYDOWN, pygame.K_RETURN)  # held from before the curtain came
    _press(pos)
    _release(pos)
    frames(app, round(2 * ARM_SECONDS / FRAME))
    for _ in range(3):  # the key's repeats
        _key(pygame.KEYDOWN, pygame.K_RETURN)
        frames(app, 2)
    assert scene.curtain.up
    _key(pygame.KEYUP, pygame.K_RETURN)
    frames(app, 2)
    assert scene.curtain.up, "the release of a held key is no press"
    _key(pygame.KEYDOWN, pygame.K_SPACE)
    frames(app, 2)
    assert scene.curtain.up, "lifted on the release, not the press"
    _key(pygame.KEYUP, pygame.K_SPACE)
    frames(app, 2)
    assert not scene.curtain.up and scene.table.viewer == 1


# -- the catch-up and moments for everyone ----------------------------------------------------


def _settle(app) -> None:
    frames(app, round(ARM_SECONDS / FRAME) + 2)


def _click(app, pos: tuple[int, int]) -> None:
    _press(pos)
    _release(pos)
    frames(app, 2)


def test_the_person_who_lifts_the_curtain_reads_what_they_missed(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _click(app, pos)  # Anna takes 1
    _settle(app)
    _click(app, scene.curtain.button.rect.center)
    assert not scene.curtain.up and scene.news.up
    scene.draw(app.screen)
    assert "Anna takes 1" in scene.news.shown
    history = list(scene.session.history)
    _settle(app)
    _click(app, scene.table.button_rects[Take(2)].center)  # a click anywhere closes it...
    assert not scene.news.up and scene.session.history == history  # ...and does nothing else
    _click(app, scene.table.button_rects[Take(2)].center)
    assert len(scene.session.history) == len(history) + 1


def test_the_catch_up_can_be_turned_off(app) -> None:
    app.settings.catch_up = False
    scene, pos = _bert_behind_the_curtain(app)
    _click(app, pos)
    _settle(app)
    _click(app, scene.curtain.button.rect.center)
    assert not scene.curtain.up and not scene.news.up and scene.table.viewer == 1


def test_a_public_moment_waits_for_continue_before_the_next_curtain(app, monkeypatch) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    monkeypatch.setattr(
        type(scene.session.game), "public_moments", frozenset({"test_fake.log.took"})
    )
    _click(app, pos)
    assert scene.news.up and not scene.curtain.up and scene.table.viewer is None
    assert scene.news.panel.bottom <= scene.table_rect.bottom
    _click(app, scene.news.close_button.rect.center)  # the second click of a double click
    _click(app, scene.table_rect.topleft)
    assert scene.news.up, "only a deliberate Continue closes it"
    _settle(app)
    _key(pygame.KEYDOWN, pygame.K_SPACE)
    _key(pygame.KEYUP, pygame.K_SPACE)
    frames(app, 2)
    assert not scene.news.up and scene.curtain.up and scene.curtain.name == "Bert"
    _settle(app)
    _click(app, scene.curtain.button.rect.center)
    assert not scene.curtain.up and not scene.news.up, "Bert saw it with everyone"


def test_the_catch_up_is_short_and_shows_the_rest_on_request(app) -> None:
    scene = start(app, Seat("Anna"), Seat("Bert"))
    lift_curtain(app, scene)
    lines = tuple(f"line {n}" for n in range(7))
    scene.news.show(News("Since you last looked", lines, "Play on", skippable=True))
    scene.draw(app.screen)
    assert [line for line in scene.news.shown if line.startswith("line")] == list(lines[-4:])
    assert "Show 3 more" in scene.news.shown
    _settle(app)
    _click(app, scene.news.more_button.rect.center)
    scene.draw(app.screen)
    assert [line for line in scene.news.shown if line.startswith("line")] == list(lines)
    assert scene.news.up, "showing more does not close it"


def test_the_catch_up_shows_a_fifth_line_rather_than_a_button_for_it(app) -> None:
    """A button "Show one more" took the room of the line it hid."""
    scene = start(app, Seat("Anna"), Seat("Bert"))
    lift_curtain(app, scene)
    lines = tuple(f"line {n}" for n in range(5))
    scene.news.show(News("Since you last looked", lines, "Play on", skippable=True))
    scene.draw(app.screen)
    assert [line for line in scene.news.shown if line.startswith("line")] == list(lines)
    assert scene.news.focus_spots() == [scene.news.close_button.rect]


def test_the_catch_up_changes_language_with_the_app(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _click(app, pos)
    _settle(app)
    _click(app, scene.curtain.button.rect.center)
    app.set_language("de")
    frames(app, 2)
    scene.draw(app.screen)
    assert scene.news.up and "Anna nimmt 1" in scene.news.shown


def test_the_next_person_gets_no_zoom_from_the_last_ones_pointer(app, monkeypatch) -> None:
    """Anna's last move ended as a drag does, with the pointer resting on the table; the
    curtain took the mouse's moves, so the table's zoom still took it to rest there and
    opened a card for Bert under the catch-up panel. A cover tells the table the pointer
    left, so every table's zoom waits until the next person moves the mouse."""
    scene, pos = _bert_behind_the_curtain(app)
    zoom = ZoomController(lambda key: None)
    zoom.set_spots([("card", scene.table_rect)])
    table_events = scene.table.handle_event
    monkeypatch.setattr(
        scene.table, "handle_event", lambda event: zoom.handle_event(event) or table_events(event)
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    frames(app, 1)
    scene.table.ctx.submit(Take(1))  # no click: a drag's release acts where it lands
    frames(app, 2)
    assert scene.curtain.up and scene.curtain.name == "Bert"
    zoom.update(HOVER_DELAY)
    assert zoom.shown is None


def test_escape_closes_the_catch_up_and_only_the_next_escape_opens_the_menu(app) -> None:
    scene, pos = _bert_behind_the_curtain(app)
    _click(app, pos)  # Anna takes 1
    _settle(app)
    _click(app, scene.curtain.button.rect.center)
    assert scene.news.up
    _settle(app)
    _key(pygame.KEYDOWN, pygame.K_ESCAPE)
    _key(pygame.KEYUP, pygame.K_ESCAPE)
    frames(app, 2)
    assert not scene.news.up and not scene.menu.is_open, "the box says any key closes it"
    _key(pygame.KEYDOWN, pygame.K_ESCAPE)
    _key(pygame.KEYUP, pygame.K_ESCAPE)
    frames(app, 2)
    assert scene.menu.is_open
