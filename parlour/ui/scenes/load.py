"""The list of saved games, newest first.

Each line shows the game, the players, when it was last played and how far it got. A
file that cannot be opened stays in the list with the reason from its ``SaveError`` and no
buttons: parlour never deletes or rewrites something it does not understand. Opening a
save that fails after all (it changed since the list was made) shows the message and the
list stays.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pygame
import pygame_gui

from parlour.saves.errors import SaveError
from parlour.saves.store import SaveEntry
from parlour.ui import markdown
from parlour.ui.scenes.menu import MenuScene


class LoadScene(MenuScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries: list[SaveEntry] | None = None
        self.actions: dict[Any, tuple[str, SaveEntry]] = {}
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.pending_delete: SaveEntry | None = None

    def enter(self) -> None:
        if self.entries is None:
            self.entries = self.app.store.entries()
        super().enter()

    def build(self) -> None:
        px, t = self.app.px, self.app.t
        rect = self.panel_rect(1000, 720)
        self.panel(rect)
        left, top = rect.left + px(28), rect.top + px(20)
        self.label(pygame.Rect(left, top, px(600), px(44)), t("parlour.load.title"), "#heading")
        self.back_button = self.button(
            pygame.Rect(rect.right - px(208), rect.bottom - px(70), px(180), px(48)),
            t("parlour.common.back"),
        )
        self.actions = {}
        list_rect = pygame.Rect(left, top + px(60), rect.width - px(56), 0)
        list_rect.height = rect.bottom - px(86) - list_rect.top
        if not self.entries:
            self.label(
                pygame.Rect(left, list_rect.top, list_rect.width, px(40)), t("parlour.load.empty")
            )
            return
        scroller = self.add(
            pygame_gui.elements.UIScrollingContainer(
                list_rect, self.app.manager, allow_scroll_x=False
            )
        )
        row_h, gap = px(92), px(10)
        inner_w = list_rect.width - px(24)
        for index, entry in enumerate(self.entries):
            self._row(scroller, entry, pygame.Rect(0, index * (row_h + gap), inner_w, row_h))
        scroller.set_scrollable_area_dimensions((inner_w, len(self.entries) * (row_h + gap) - gap))

    def _row(self, scroller: Any, entry: SaveEntry, rect: pygame.Rect) -> None:
        px, t, manager = self.app.px, self.app.t, self.app.manager
        box = scroller.get_container()
        row = self.add(
            pygame_gui.elements.UIPanel(rect, manager=manager, container=box, object_id="#row")
        )
        inner = row.get_container()
        width = rect.width - px(24)
        self.label(
            pygame.Rect(px(14), px(6), width - px(300), px(30)),
            game_name(self.app, entry),
            "#strong",
            inner,
        )
        self.label(
            pygame.Rect(width - px(280), px(6), px(270), px(30)),
            format_date(self.app, entry.updated),
            "#date",
            inner,
        )
        who = ", ".join(entry.seat_names) if entry.seat_names else entry.file_name
        if entry.error is None:
            self.label(pygame.Rect(px(14), px(36), width - px(300), px(26)), who, None, inner)
        else:
            message = t(entry.error.key, **entry.error.params)
            text = f"{who}: " + t("parlour.load.damaged", message=message)
            text += " " + t("parlour.load.left_alone")
            self.add(
                pygame_gui.elements.UITextBox(
                    markdown.inline(text),
                    pygame.Rect(px(8), px(30), width - px(8), rect.height - px(32)),
                    manager=manager,
                    container=inner,
                    object_id="#problem_text",
                )
            )
            return
        status = (
            t("parlour.load.finished")
            if entry.finished
            else t("parlour.load.progress", percent=round(entry.progress * 100))
        )
        self.label(pygame.Rect(px(14), px(60), width - px(300), px(26)), status, "#muted", inner)
        open_button = self.button(
            pygame.Rect(width - px(140), px(40), px(140), px(42)),
            t("parlour.load.open"),
            None,
            inner,
        )
        delete_button = self.button(
            pygame.Rect(width - px(280), px(40), px(130), px(42)),
            t("parlour.load.delete"),
            "#small_button",
            inner,
        )
        self.actions[open_button] = ("open", entry)
        self.actions[delete_button] = ("delete", entry)

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self._delete()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.back()
            return
        found = self.actions.get(event.ui_element)
        if found is None:
            return
        what, entry = found
        if what == "open":
            self.open(entry)
        else:
            self.ask_delete(entry)

    def open(self, entry: SaveEntry) -> None:
        from parlour.ui.scenes.main_menu import open_table

        try:
            session = self.app.store.load(entry.path)
        except SaveError as exc:
            self.app.message(
                self.app.t("parlour.error.load_failed", reason=self.app.t(exc.key, **exc.params))
            )
            self.refresh()
            return
        open_table(self.app, session)

    def ask_delete(self, entry: SaveEntry) -> None:
        width, height = self.app.screen.get_size()
        rect = pygame.Rect(0, 0, min(self.app.px(480), width), min(self.app.px(240), height))
        rect.center = (width // 2, height // 2)
        self.pending_delete = entry
        self.confirm = pygame_gui.windows.UIConfirmationDialog(
            rect,
            self.app.t("parlour.load.confirm_delete", game=game_name(self.app, entry)),
            self.app.manager,
            window_title=self.app.t("parlour.load.delete"),
            action_short_name=self.app.t("parlour.load.delete"),
        )
        self.add(self.confirm)

    def _delete(self) -> None:
        entry, self.pending_delete = self.pending_delete, None
        if entry is None:
            return
        try:
            self.app.store.delete(entry.path)
        except SaveError as exc:
            self.app.message(self.app.t(exc.key, **exc.params))
        self.refresh()

    def refresh(self) -> None:
        """Read the folder again (after a delete or a failed open) and rebuild the list."""
        self.entries = None
        self.exit()
        self.enter()


def game_name(app, entry: SaveEntry) -> str:
    """The game's translated name; a file of an unknown game says so."""
    key = f"{entry.game_id}.name"
    name = app.t(key) if entry.game_id else key
    return name if name != key else app.t("parlour.load.unknown_game")


def format_date(app, moment: datetime) -> str:
    """``moment`` in local time, in the language's date format (the store only hands out
    moments well inside the calendar, so moving one to local time cannot overflow)."""
    return moment.astimezone().strftime(app.t("parlour.load.date_format"))
