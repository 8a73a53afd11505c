"""The new-game screen keeps every option's name whole and inside its panel, in German too
(issue 14: "Une Variation: Jetons sind am Ende nichts wert" ran out of the panel)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from parlour.games import playable_games
from parlour.ui import fonts
from parlour.ui.scenes.setup import SetupScene, visible_options
from tests.fakes.driver import frames, make_app


@pytest.fixture
def build(tmp_path):
    def make(language: str):
        fonts.font.cache_clear()
        return make_app(tmp_path / language, language=language, size=(1024, 640))

    yield make
    pygame.quit()
    fonts.font.cache_clear()


@pytest.mark.parametrize("language", ["de", "en"])
def test_option_names_wrap_inside_the_panel(build, language) -> None:
    app = build(language)
    games = [g for g in playable_games() if visible_options(g)]
    assert any(g.id == "banque_fatale" for g in games)
    for game in games:
        scene = SetupScene(app, game_id=game.id)
        app.scenes.switch(scene)
        frames(app, 2)
        panel = scene.panels[0]
        names = [app.t(f"{game.id}.option.{opt.key}") for opt in visible_options(game)]
        labels = [
            w
            for w in scene.widgets
            if isinstance(w, pygame_gui.elements.UILabel)
            and any(w.text and w.text in name for name in names)
        ]
        boxes = [w for w in scene.widgets if isinstance(w, pygame_gui.elements.UICheckBox)]
        shown = [box.text_label for box in boxes] + labels
        assert all(panel.contains(label.rect) for label in shown), [
            (label.text, label.rect) for label in shown if not panel.contains(label.rect)
        ]
        words = " ".join(label.text for label in shown).split()
        for name in (n.split() for n in names):
            assert any(words[i : i + len(name)] == name for i in range(len(words))), name
