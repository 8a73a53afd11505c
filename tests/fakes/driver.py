"""Drive the real app headless with real pygame events (SDL dummy drivers).

``make_app`` builds an ``App`` in a temporary data folder; ``click`` presses a pygame_gui
element (or a point) with a real mouse-down/up pair and lets the app run a few frames;
``key`` does the same for a key. Frames use a fixed ``dt`` so tests do not depend on time.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

FRAME = 1 / 60


def make_app(data_dir: Path, language: str = "en", size: tuple[int, int] = (1280, 800)) -> Any:
    from parlour.ui.app import App

    return App(data_dir=data_dir, language=language, size=size)


def frames(app: Any, count: int = 3) -> None:
    for _ in range(count):
        app.step(FRAME)


def point_of(target: Any) -> tuple[int, int]:
    """The screen position of a pygame_gui element's centre, or ``target`` if a point."""
    if isinstance(target, tuple):
        return target
    rect = target.get_abs_rect() if hasattr(target, "get_abs_rect") else target.rect
    return (int(rect.centerx), int(rect.centery))


def click(app: Any, target: Any, button: int = 1) -> None:
    """Press and release the mouse on ``target`` and run frames until its events are seen."""
    pos = point_of(target)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frames(app, 3)


def key(app: Any, keycode: int, unicode: str = "") -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=keycode, mod=0, unicode=unicode, scancode=0)
    )
    pygame.event.post(
        pygame.event.Event(pygame.KEYUP, key=keycode, mod=0, unicode=unicode, scancode=0)
    )
    frames(app, 3)


def type_text(app: Any, text: str) -> None:
    """Type into the focused text field (pygame_gui reads TEXTINPUT events)."""
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    frames(app, 2)


def choose(app: Any, dropdown: Any, option_text: str) -> None:
    """Open a ``UIDropDownMenu`` by clicking it, then click the option showing ``option_text``."""
    click(app, dropdown)
    options = dropdown.current_state.options_selection_list
    assert options is not None, "the dropdown did not open"
    for item in options.item_list:
        if item["text"] == option_text:
            click(app, item["button_element"])
            frames(app, 4)  # the dropdown reacts to its list one frame, the scene the next
            return
    raise AssertionError(f"{option_text!r} not among {[i['text'] for i in options.item_list]}")


def settle_arming(app: Any) -> None:
    """Run the frames after which the curtain (or a panel after it) takes a press."""
    from parlour.ui.widgets.curtain import ARM_SECONDS

    frames(app, int(ARM_SECONDS / FRAME) + 2)


def lift_curtain(app: Any, scene: Any, by_key: int | None = None) -> None:
    """Lift a table's curtain as the person it names does: wait until it takes a press,
    then click its button (or press and release ``by_key``); close the catch-up after it."""
    settle_arming(app)
    if by_key is None:
        click(app, scene.curtain.button.rect.center)
    else:
        key(app, by_key)
    assert not scene.curtain.up, "the curtain stayed down"
    news = getattr(scene, "news", None)
    if news is not None and news.up:
        settle_arming(app)
        click(app, news.close_button.rect.center)
        assert not news.up


def open_setup(app: Any) -> Any:
    """The setup as a player opens it: New game in the main menu."""
    from parlour.ui.scenes.main_menu import MainMenuScene
    from parlour.ui.scenes.setup import SetupScene

    frames(app)
    assert isinstance(app.scenes.current, MainMenuScene)
    click(app, app.scenes.current.buttons["new_game"])
    scene = app.scenes.current
    assert isinstance(scene, SetupScene)
    return scene
