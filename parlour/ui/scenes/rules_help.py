"""Rules help: pick a game on the left, read its rulebook on the right.

The rulebooks are ``locales/rules/<game_id>.<lang>.md`` in a Markdown subset, rendered by
``parlour.ui.markdown`` into a scrollable ``UITextBox``. A missing translation falls back
to English, a missing rulebook to a short note.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from parlour.engine import Game
from parlour.games import available_games
from parlour.resources import locales_dir
from parlour.ui import markdown, theme
from parlour.ui.scenes.menu import MenuScene


def rules_file(game_id: str, language: str) -> Path | None:
    """The rulebook in ``language``, else in English, else ``None``."""
    for lang in (language, "en"):
        path = locales_dir() / "rules" / f"{game_id}.{lang}.md"
        if path.is_file():
            return path
    return None


def rules_html(game_id: str, language: str, body_size: int, missing_text: str) -> str:
    path = rules_file(game_id, language)
    if path is None:
        return markdown.inline(missing_text)
    return markdown.to_html(path.read_text(encoding="utf-8"), body_size)


class RulesHelpScene(MenuScene):
    """Opened from the main menu, or pushed over a table with that table's game chosen."""

    def __init__(
        self,
        app,
        game_id: str | None = None,
        games: list[Game] | None = None,
    ) -> None:
        super().__init__(app)
        self.games = games if games is not None else available_games()
        ids = [game.id for game in self.games]
        self.game_id = game_id if game_id in ids else (ids[0] if ids else None)
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.text_box: pygame_gui.elements.UITextBox | None = None
        self.back_button: pygame_gui.elements.UIButton | None = None

    def build(self) -> None:
        px, t = self.app.px, self.app.t
        rect = self.panel_rect(1180, 740)
        self.panel(rect)
        left, top = rect.left + px(28), rect.top + px(20)
        self.label(pygame.Rect(left, top, px(600), px(44)), t("parlour.rules.title"), "#heading")
        list_w = px(270)
        self.game_buttons = {}
        for index, game in enumerate(self.games):
            selected = game.id == self.game_id
            self.game_buttons[game.id] = self.button(
                pygame.Rect(left, top + px(64) + index * px(56), list_w, px(46)),
                t(game.name_key),
                "#selected_button" if selected else None,
            )
        self.back_button = self.button(
            pygame.Rect(left, rect.bottom - px(70), list_w, px(48)), t("parlour.common.back")
        )
        text_rect = pygame.Rect(
            left + list_w + px(24), top + px(64), rect.right - px(28) - (left + list_w + px(24)), 0
        )
        text_rect.height = rect.bottom - px(22) - text_rect.top
        body = theme.html_size(18, self.app.scale)
        html = (
            rules_html(self.game_id, self.app.settings.language, body, t("parlour.rules.missing"))
            if self.game_id
            else markdown.inline(t("parlour.setup.no_games"))
        )
        self.text_box = self.add(
            pygame_gui.elements.UITextBox(html, text_rect, manager=self.app.manager)
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.back()
            return
        for game_id, button in self.game_buttons.items():
            if event.ui_element is button and game_id != self.game_id:
                self.game_id = game_id
                self.exit()
                self.enter()
                return
