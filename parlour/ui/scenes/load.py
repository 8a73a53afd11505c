"""The list of saved games, newest first.

Each line shows the game, the players, when it was last played and how far it got. A
file that cannot be opened stays in the list with the reason from its ``SaveError`` and no
buttons: parlour never deletes or rewrites something it does not understand. A save open in
another window says so in place of its progress (opening it says why it cannot be).
Opening a save that fails after all (it changed or was opened elsewhere since the list was
made) shows the message and the list is read again.

The list shows one page at a time, as many rows as fit: a pygame_gui row costs some 10-25
ms to build, so building every row of a folder of a hundred saves up front took seconds.
Previous/Next, Page Up/Page Down and the mouse wheel turn the pages.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIElement

from parlour.saves.errors import SaveError
from parlour.saves.store import SaveEntry
from parlour.ui import markdown, navigation
from parlour.ui.numbers import format_value
from parlour.ui.save_words import format_date, game_name
from parlour.ui.scenes.menu import PAGE_KEYS, MenuScene
from parlour.ui.text import wrap_parts

if TYPE_CHECKING:
    from parlour.saves.session import Session
    from parlour.ui.app import App

#: How far apart the lines of a save's status are, unscaled.
STATUS_LINE = 22
#: What parts the status line ("… · Move 47 · …"); it may break there.
SEPARATOR = " · "


def _pages(heights: Sequence[int], room: int, gap: int) -> list[range]:
    """The rows of each page: as many rows of these ``heights`` as fit ``room`` one
    below the other, at least one a page."""
    pages: list[range] = []
    first, used = 0, 0
    for index, height in enumerate(heights):
        if index > first and used + gap + height > room:
            pages.append(range(first, index))
            first, used = index, 0
        used += (gap if index > first else 0) + height
    pages.append(range(first, len(heights)))
    return pages


class LoadScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries: list[SaveEntry] | None = None
        self.actions: dict[UIElement, tuple[str, SaveEntry]] = {}
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.pending_delete: SaveEntry | None = None
        #: The page shown (0-based); kept across a relayout, a new language, a refresh.
        self.page = 0
        self.pages = 1
        self.page_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.list_rect = pygame.Rect(0, 0, 0, 0)

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
        self._rows(rect, left, top)
        # Built after the rows: Tab reaches the saves first.
        self.back_button = self.button(
            pygame.Rect(rect.right - px(208), rect.bottom - px(70), px(180), px(48)),
            t("parlour.common.back"),
        )

    def _rows(self, rect: pygame.Rect, left: int, top: int) -> None:
        """This page's rows and, if there are several pages, the pager."""
        px, t = self.app.px, self.app.t
        self.actions = {}
        self.page_buttons = {}
        self.pages = 1
        list_rect = pygame.Rect(left, top + px(60), rect.width - px(56), 0)
        list_rect.height = rect.bottom - px(86) - list_rect.top
        if not self.entries:
            self.label(
                pygame.Rect(left, list_rect.top, list_rect.width, px(40)), t("parlour.load.empty")
            )
            return
        # A status too long beside the buttons takes more lines, and its row grows.
        text_w = list_rect.width - px(24) - px(440)
        heights = [
            px(92) + max(0, len(self._status_lines(entry, text_w)) - 1) * px(STATUS_LINE)
            for entry in self.entries
        ]
        pages = _pages(heights, list_rect.height, px(10))
        self.pages = len(pages)
        self.page = max(0, min(self.page, self.pages - 1))
        self.list_rect = list_rect
        y = list_rect.top
        for index in pages[self.page]:
            row = pygame.Rect(list_rect.left, y, list_rect.width, heights[index])
            self._row(self.entries[index], row)
            y += heights[index] + px(10)
        if self.pages > 1:
            self._pager(pygame.Rect(left, rect.bottom - px(70), px(600), px(48)))

    def _pager(self, rect: pygame.Rect) -> None:
        """Previous, "Page 2 of 5", Next: in the bar beside Back."""
        px, t = self.app.px, self.app.t
        previous = self.button(
            pygame.Rect(rect.left, rect.top, px(150), rect.height), t("parlour.load.previous")
        )
        self.label(
            pygame.Rect(rect.left + px(160), rect.top, px(200), rect.height),
            t("parlour.load.page", page=self.page + 1, pages=self.pages),
        )
        following = self.button(
            pygame.Rect(rect.left + px(370), rect.top, px(150), rect.height), t("parlour.load.next")
        )
        if self.page == 0:
            previous.disable()
        if self.page == self.pages - 1:
            following.disable()
        self.page_buttons = {"previous": previous, "next": following}

    def turn(self, step: int) -> None:
        """Show the page ``step`` pages on (negative: back), if there is one."""
        page = max(0, min(self.page + step, self.pages - 1))
        if page != self.page:
            self.page = page
            self.exit()
            self.enter()

    def _row(self, entry: SaveEntry, rect: pygame.Rect) -> None:
        px, t, manager = self.app.px, self.app.t, self.app.manager
        row = self.add(pygame_gui.elements.UIPanel(rect, manager=manager, object_id="#row"))
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
        text_w = width - px(440)  # beside the three buttons
        if entry.error is None:
            if entry.seat_names:
                who = self._players(self._seats(entry), text_w)
            self.label(pygame.Rect(px(14), px(36), text_w, px(26)), who, None, inner)
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
        for index, line in enumerate(self._status_lines(entry, text_w)):
            at = pygame.Rect(px(14), px(60) + index * px(STATUS_LINE), text_w, px(26))
            self.label(at, line, "#muted", inner)
        # Left to right, as Tab steps through them.
        watch_button = self.button(
            pygame.Rect(width - px(420), px(40), px(130), px(42)),
            t("parlour.replay.watch"),
            "#small_button",
            inner,
        )
        delete_button = self.button(
            pygame.Rect(width - px(280), px(40), px(130), px(42)),
            t("parlour.load.delete"),
            "#small_button",
            inner,
        )
        open_button = self.button(
            pygame.Rect(width - px(140), px(40), px(140), px(42)),
            t("parlour.load.open"),
            None,
            inner,
        )
        self.actions[open_button] = ("open", entry)
        self.actions[watch_button] = ("watch", entry)
        self.actions[delete_button] = ("delete", entry)

    def _status_lines(self, entry: SaveEntry, width: int) -> list[str]:
        """The save's status ("Against the computer · Move 47 · most money: …") in lines
        no wider than ``width``, broken between its parts where it can: a label cuts off
        what does not fit, and German says it at length."""
        t = self.app.t
        if entry.error is not None:
            return []
        if entry.open_elsewhere:
            status = t("parlour.load.open_elsewhere")
        else:
            status = t("parlour.load.status", table=self._table(entry), progress=progress(t, entry))
        label_font = self.app.manager.get_theme().get_font(["#muted", "label"])
        return wrap_parts(status, SEPARATOR, width, lambda text: label_font.size(text)[0])

    def _seats(self, entry: SaveEntry) -> list[str]:
        """Each seat's name, a bot's with its level: a game against the computer is told
        from one among people by its names."""
        t = self.app.t
        levels = entry.seat_levels or (None,) * len(entry.seat_names)
        shown = []
        for name, level in zip(entry.seat_names, levels, strict=False):
            if level is None:
                shown.append(name)
            else:
                key = f"parlour.load.level.{level}"
                level_text = t(key)
                shown.append(
                    t(
                        "parlour.load.bot",
                        name=name,
                        level=level if level_text == key else level_text,
                    )
                )
        return shown

    def _table(self, entry: SaveEntry) -> str:
        """Who shares the table: the computer alone, one person against it, or several
        people at one screen (a hot-seat game), with the computer or not."""
        t = self.app.t
        bots = any(level is not None for level in entry.seat_levels)
        if entry.people == 0:
            return t("parlour.load.table.bots")
        if entry.people == 1 and bots:
            return t("parlour.load.table.solo")
        kind = "people_bots" if bots else "people"
        return t(f"parlour.load.table.{kind}", count=entry.people)

    def _players(self, names: Sequence[str], width: int) -> str:
        """The save's players, as many as fit ``width`` and how many more: ten names do
        not fit beside the buttons, and a list cut mid-name reads as a name of its own."""
        label_font = self.app.manager.get_theme().get_font(["label"])
        line = ", ".join(names)
        for keep in range(len(names) - 1, 0, -1):
            if label_font.size(line)[0] <= width:
                break
            line = self.app.t(
                "parlour.load.more_players", names=", ".join(names[:keep]), count=len(names) - keep
            )
        return line

    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self._delete()
            return
        if self.confirm is None or not self.confirm.alive():
            if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
                self.turn(PAGE_KEYS[event.key])
                return
            if event.type == pygame.MOUSEWHEEL and self.list_rect.collidepoint(
                pygame.mouse.get_pos()
            ):
                self.turn(-1 if event.y > 0 else 1)
                return
        if self.keyboard(event) or event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.back()
            return
        if event.ui_element is self.page_buttons.get("previous"):
            self.turn(-1)
            return
        if event.ui_element is self.page_buttons.get("next"):
            self.turn(1)
            return
        found = self.actions.get(event.ui_element)
        if found is None:
            return
        what, entry = found
        if what == "open":
            self.open(entry)
        elif what == "watch":
            self.watch(entry)
        else:
            self.ask_delete(entry)

    def open(self, entry: SaveEntry) -> None:
        session = self._load(entry)
        if session is not None and not navigation.open_table(self.app, session):
            self.refresh()  # it is open elsewhere now: the list marks it

    def watch(self, entry: SaveEntry) -> None:
        """The save move by move (only read: a replay never changes it); Back returns to
        this list, on the same page."""
        session = self._load(entry)
        if session is None:
            return
        page = self.page

        def back() -> None:
            scene = LoadScene(self.app)
            scene.page = page
            self.app.scenes.switch(scene)

        navigation.to_replay(self.app, session, back)

    def _load(self, entry: SaveEntry) -> Session | None:
        """The save's session; if it fails after all, the message, the list read again
        and ``None``."""
        try:
            return self.app.store.load(entry.path)
        except SaveError as exc:
            self.app.message(
                self.app.t("parlour.error.load_failed", reason=self.app.t(exc.key, **exc.params))
            )
            self.refresh()
            return None

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


def progress(t: Callable[..., str], entry: SaveEntry) -> str:
    """How far the game has come: finished, what the game says of it, or a share."""
    if entry.finished:
        return t("parlour.load.finished")
    note = entry.progress_note
    if note is not None:
        params = {name: format_value(value) for name, value in note.params.items()}
        return t(note.key, **params)
    return t("parlour.load.progress", percent=round(entry.progress * 100))
