"""Rules help: pick a game on the left, read its rulebook on the right.

The rulebooks are ``locales/rules/<page>.<lang>.md`` in a Markdown subset, rendered by
``parlour.ui.markdown`` into a scrollable ``UITextBox``: one per game, and after them
``controls``, how to play in parlour (mouse, keyboard, undo, saves). A missing
translation falls back to English, a missing rulebook to a short note. A rulebook file
that cannot be shown (unreadable, not UTF-8, a pipe or folder in its place, huge) is
named on the page instead, read as a save is read (``read_bytes``), so it can neither
hang nor crash the app.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from parlour.engine import Game
from parlour.games import playable_games
from parlour.resources import locales_dir
from parlour.saves.store import SaveError, read_bytes
from parlour.ui import i18n, markdown, theme
from parlour.ui.lesson_offer import lesson_label, open_lesson
from parlour.ui.scenes.menu import MenuScene

if TYPE_CHECKING:
    from parlour.ui.app import App

log = logging.getLogger(__name__)

#: The page after the games: how to play in parlour, whatever the game.
CONTROLS = "controls"
#: The largest rulebook file shown: the longest is 10 KB, so 1 MiB is a hundred times
#: that; a bigger file is damage and would take the text box minutes to lay out.
MAX_RULES_BYTES = 1024 * 1024
#: The message shown in place of a rulebook whose file cannot be shown.
BROKEN_KEY = "install.broken_rules"


def rules_file(page: str, language: str) -> Path | None:
    """The rulebook in ``language``, else in English, else ``None``. Anything under the
    rulebook's name counts (a folder, a pipe), so that a broken file is named, not
    passed over."""
    for lang in (language, "en"):
        path = locales_dir() / "rules" / f"{page}.{lang}.md"
        if path.exists() or path.is_symlink():
            return path
    return None


def rules_html(page: str, language: str, body_size: int, missing_text: str) -> str:
    path = rules_file(page, language)
    if path is None:
        return markdown.inline(missing_text)
    try:
        text = read_bytes(path, MAX_RULES_BYTES).decode("utf-8")
    except SaveError as exc:
        return markdown.inline(broken_text(path, exc.detail or exc.key))
    except UnicodeDecodeError as exc:
        return markdown.inline(broken_text(path, str(exc)))
    return markdown.to_html(text, body_size)


def broken_text(path: Path, reason: str) -> str:
    """What the page says of a rulebook file that cannot be shown: the page itself tells
    it, so no message box is opened on top."""
    log.error("rulebook %s unusable: %s", path, reason)
    return i18n.broken_file_text(str(path), reason, BROKEN_KEY)


#: Keys that scroll the rules text a page, whatever control has the keyboard's focus.
PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN)


class RulesHelpScene(MenuScene):
    """Opened from the main menu, or pushed over a table with that table's game chosen."""

    def __init__(
        self,
        app: App,
        game_id: str | None = None,
        games: list[Game] | None = None,
    ) -> None:
        super().__init__(app)
        self.games = games if games is not None else playable_games()
        #: (page, translation key of its button): the games, then the controls.
        self.pages = [(game.id, game.name_key) for game in self.games]
        self.pages.append((CONTROLS, "parlour.rules.controls"))
        ids = [game.id for game in self.games]
        self.page = game_id if game_id in ids else self.pages[0][0]
        self.page_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.text_box: pygame_gui.elements.UITextBox | None = None
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.lesson_button: pygame_gui.elements.UIButton | None = None

    def build(self) -> None:
        px, t = self.app.px, self.app.t
        rect = self.panel_rect(1180, 740)
        self.panel(rect)
        left, top = rect.left + px(28), rect.top + px(20)
        self.label(pygame.Rect(left, top, px(600), px(44)), t("parlour.rules.title"), "#heading")
        list_w = px(270)
        self.page_buttons = {}
        for index, (page, name_key) in enumerate(self.pages):
            self.page_buttons[page] = self.button(
                pygame.Rect(left, top + px(64) + index * px(56), list_w, px(46)),
                t(name_key),
                "#selected_button" if page == self.page else None,
            )
        # Not over a table: a lesson would end the game being played.
        over_table = any(scene is not self for scene in self.app.scenes.stack)
        lesson = None if over_table else lesson_label(self.app, self.page)
        self.lesson_button = None
        if lesson is not None:
            self.lesson_button = self.button(
                pygame.Rect(left, rect.bottom - px(128), list_w, px(48)), lesson
            )
        # Built after the lesson's button, which lies above it: Tab reaches them in order.
        self.back_button = self.button(
            pygame.Rect(left, rect.bottom - px(70), list_w, px(48)), t("parlour.common.back")
        )
        text_rect = pygame.Rect(
            left + list_w + px(24), top + px(64), rect.right - px(28) - (left + list_w + px(24)), 0
        )
        text_rect.height = rect.bottom - px(22) - text_rect.top
        body = theme.html_size(18, self.app.scale)
        html = rules_html(self.page, self.app.settings.language, body, t("parlour.rules.missing"))
        self.text_box = self.add(
            pygame_gui.elements.UITextBox(html, text_rect, manager=self.app.manager)
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)
            return
        if self.keyboard(event) or event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.back()
            return
        if event.ui_element is self.lesson_button and self.lesson_button is not None:
            open_lesson(self.app, self.page)
            return
        for page, button in self.page_buttons.items():
            if event.ui_element is button and page != self.page:
                self.page = page
                self.exit()
                self.enter()
                return

    def turn_page(self, direction: int) -> None:
        """Scroll the rules text one screenful up (-1) or down (1), for the keyboard."""
        bar = None if self.text_box is None else self.text_box.scroll_bar
        if bar is None:  # the text fits: nothing to scroll
            return
        step = bar.visible_percentage * 0.9
        start = min(max(0.0, bar.start_percentage + direction * step), 1.0 - bar.visible_percentage)
        bar.set_scroll_from_start_percentage(start)
