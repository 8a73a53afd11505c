"""The statistics: how each player and each bot level has done, with small bar charts.

A menu beside the heading picks every game or one of the games in the record. For the choice, each
player gets a line of figures (played, won, shared, mean and best score, longest streak)
with a stacked bar of their games, and under it how they did against each bot level; at
the bottom each bot level's record against people. The mean and best score only make
sense within one game, so over every game they are a dash. Players are listed one page
at a time (most games first); Previous/Next or Page Up/Page Down turn the pages.

Everything comes from ``parlour.saves.figures`` over the record (``parlour.saves.records``);
nothing here names a game. A record that cannot be read is explained above the (empty)
figures and left as it is; Reset, after a confirmation, is the only thing that replaces it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from parlour.ai.base import LEVELS
from parlour.saves.errors import SaveError
from parlour.saves.figures import (
    LevelRecord,
    PlayerFigures,
    games_played,
    level_records,
    player_figures,
)
from parlour.saves.records import GameRecord, Records
from parlour.ui import markdown, theme
from parlour.ui.fonts import font
from parlour.ui.numbers import format_value
from parlour.ui.scenes.menu import PAGE_KEYS, Choices, MenuScene
from parlour.ui.text import draw_text, fit
from parlour.ui.widgets import bars

if TYPE_CHECKING:
    from parlour.ui.app import App

#: Texts in the panel that are not the main ink (the theme's ``#muted``).
MUTED = (110, 97, 80)
#: Lines between the players' rows.
RULE = (216, 205, 180)
#: The game menu's choice of every game.
ALL = "*"
#: The figures of a player's line, in their column order (translated under ``column``).
COLUMNS = ("played", "won", "shared", "mean", "best", "streak")


class StatisticsScene(MenuScene):
    """Opened from the main menu; Esc or Back returns there."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.records: Records | None = None
        self.error: SaveError | None = None
        #: The game shown (``None``: every game); kept across a relayout or a new language.
        self.game: str | None = None
        self.page = 0
        self.pages = 1
        self.game_menu: pygame_gui.elements.UIDropDownMenu | None = None
        self.page_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.reset_button: pygame_gui.elements.UIButton | None = None
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        #: What ``draw`` shows, decided by ``build``: the players on this page, the bot
        #: levels, the most games any player of the choice played (the bars' full width).
        self.players: list[PlayerFigures] = []
        self.levels: list[LevelRecord] = []
        self.most = 0
        self.heading_rect = pygame.Rect(0, 0, 0, 0)
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self.levels_rect = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        if self.records is None:
            self._read()
        super().enter()

    def _read(self) -> None:
        try:
            self.records = self.app.records.read()
            self.error = None
        except SaveError as exc:
            self.records = Records()
            self.error = exc

    # -- layout ------------------------------------------------------------------------
    def build(self) -> None:
        px, t = self.app.px, self.app.t
        rect = self.panel_rect(1100, 740)
        self.panel(rect)
        left, top = rect.left + px(28), rect.top + px(20)
        width = rect.width - px(56)
        self.heading_rect = pygame.Rect(left, top, width, px(44))
        self.label(
            pygame.Rect(left, top, px(210), px(44)), t("parlour.statistics.title"), "#heading"
        )
        bar_top = rect.bottom - px(70)
        self.game_menu, self.page_buttons, self.players, self.levels = None, {}, [], []
        self.pages = 1
        y = top + px(62)
        if self.error is not None:
            self.add(
                pygame_gui.elements.UITextBox(
                    markdown.inline(t(self.error.key, **self.error.params)),
                    pygame.Rect(left - px(6), y, width, px(84)),
                    manager=self.app.manager,
                    object_id="#problem_text",
                )
            )
            y += px(92)
        games = self.records.games if self.records is not None else ()
        if games:
            self._figures(games, left, y, width, bar_top)
        elif self.error is None:
            self.label(pygame.Rect(left, y, width, px(40)), t("parlour.statistics.empty"))
        # The bar last, left to right, so that Tab reaches the game menu first.
        self.reset_button = self.button(
            pygame.Rect(left, bar_top, px(200), px(48)),
            t("parlour.statistics.reset"),
            "#small_button",
        )
        if not games and self.error is None:
            self.reset_button.disable()
        if self.pages > 1:
            self._pager(left + px(220), bar_top)
        self.back_button = self.button(
            pygame.Rect(rect.right - px(208), bar_top, px(180), px(48)), t("parlour.common.back")
        )

    def _figures(
        self, games: tuple[GameRecord, ...], left: int, y: int, width: int, bar_top: int
    ) -> None:
        """The game menu, and what ``draw`` shows: this page's players and the levels."""
        px = self.app.px
        self._game_menu(left + px(220), self.heading_rect.centery, games_played(games))
        self.levels = level_records(games, self.game, LEVELS)
        levels_h = px(40) + max(1, len(self.levels)) * px(30)
        self.levels_rect = pygame.Rect(left, bar_top - px(14) - levels_h, width, levels_h)
        self.table_rect = pygame.Rect(left, y, width, self.levels_rect.top - px(14) - y)
        figures = player_figures(games, self.game)
        self.most = max((figure.played for figure in figures), default=0)
        per_page = max(1, (self.table_rect.height - px(30)) // px(58))
        self.pages = max(1, -(-len(figures) // per_page))
        self.page = max(0, min(self.page, self.pages - 1))
        self.players = figures[self.page * per_page : (self.page + 1) * per_page]

    def _game_menu(self, left: int, middle: int, game_ids: list[str]) -> None:
        """The choice of every game or one, as a dropdown beside the heading: one row
        whatever the number of games."""
        px = self.app.px
        if self.game not in game_ids:
            self.game = None
        choices: Choices = [(self._game_name(None), ALL)]
        choices += [(self._game_name(game_id), game_id) for game_id in game_ids]
        self.game_menu = self.dropdown(
            choices,
            self.game or ALL,
            pygame.Rect(left, middle - px(20), px(300), px(40)),
        )

    def _game_name(self, game_id: str | None) -> str:
        """The game's name; a game this parlour does not have (any more) by its id, so
        its figures stay apart from every other's."""
        if game_id is None:
            return self.app.t("parlour.statistics.all_games")
        name = self.app.t(f"{game_id}.name")
        return game_id if name == f"{game_id}.name" else name

    def _pager(self, left: int, top: int) -> None:
        """Previous, "Page 2 of 5", Next: beside Reset."""
        px, t = self.app.px, self.app.t
        button_w, label_w, gap = px(120), px(170), px(10)
        previous = self.button(
            pygame.Rect(left, top, button_w, px(48)), t("parlour.statistics.previous")
        )
        self.label(
            pygame.Rect(left + button_w + gap, top, label_w, px(48)),
            t("parlour.statistics.page", page=self.page + 1, pages=self.pages),
        )
        following = self.button(
            pygame.Rect(left + button_w + label_w + 2 * gap, top, button_w, px(48)),
            t("parlour.statistics.next"),
        )
        if self.page == 0:
            previous.disable()
        if self.page == self.pages - 1:
            following.disable()
        self.page_buttons = {"previous": previous, "next": following}

    # -- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
            and event.ui_element is self.confirm
        ):
            self.reset()
            return
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS and not self._asking:
            self.turn(PAGE_KEYS[event.key])
            return
        if self.keyboard(event):
            return
        if (
            event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED
            and event.ui_element is self.game_menu
        ):
            chosen = event.selected_option_id
            self.show_game(None if chosen == ALL else chosen)
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.back_button:
            self.back()
        elif event.ui_element is self.reset_button:
            self.ask_reset()
        elif event.ui_element is self.page_buttons.get("previous"):
            self.turn(-1)
        elif event.ui_element is self.page_buttons.get("next"):
            self.turn(1)

    @property
    def _asking(self) -> bool:
        return self.confirm is not None and bool(self.confirm.alive())

    def show_game(self, game_id: str | None) -> None:
        """Show the figures of ``game_id`` (``None``: every game) from the first page."""
        self.game, self.page = game_id, 0
        self._rebuild()

    def turn(self, step: int) -> None:
        """Show the page ``step`` pages on (negative: back), if there is one."""
        page = max(0, min(self.page + step, self.pages - 1))
        if page != self.page:
            self.page = page
            self._rebuild()

    def ask_reset(self) -> None:
        width, height = self.app.screen.get_size()
        rect = pygame.Rect(0, 0, min(self.app.px(480), width), min(self.app.px(260), height))
        rect.center = (width // 2, height // 2)
        key = "confirm_reset_damaged" if self.error is not None else "confirm_reset"
        self.confirm = self.add(
            pygame_gui.windows.UIConfirmationDialog(
                rect,
                self.app.t(f"parlour.statistics.{key}"),
                self.app.manager,
                window_title=self.app.t("parlour.statistics.reset"),
                action_short_name=self.app.t("parlour.statistics.reset"),
            )
        )

    def reset(self) -> None:
        """Forget every game (the player confirmed), then show the record as it is now."""
        self.confirm = None
        try:
            self.app.records.reset()
        except SaveError as exc:
            self.app.message(self.app.t(exc.key, **exc.params))
        self.records = None
        self.game, self.page = None, 0
        self._rebuild()

    def _rebuild(self) -> None:
        self.exit()
        self.enter()
        self.app.redraw()

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.game_menu is None:  # nothing recorded (or the record cannot be read)
            return
        self._draw_legend(surface)
        self._draw_players(surface)
        self._draw_levels(surface)

    def _fonts(self) -> tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font]:
        """(regular, bold, small) at the window's scale."""
        px = self.app.px
        return font(px(17)), font(px(17), True), font(px(15))

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """Won, shared, lost: the bars' swatches, right of the heading."""
        px, t = self.app.px, self.app.t
        small = self._fonts()[2]
        x = self.heading_rect.right
        middle = self.heading_rect.centery
        for part in reversed(bars.PARTS):
            word = t(f"parlour.statistics.legend.{part}")
            x -= small.size(word)[0]
            draw_text(surface, word, (x, middle), px(15), theme.INK, anchor="midleft")
            x -= px(22)
            bars.swatch(surface, pygame.Rect(x, middle - px(7), px(16), px(14)), part)
            x -= px(16)

    def _columns(self) -> tuple[int, int, int]:
        """(name width, width of one figure's column, left of the bars) in the table."""
        px = self.app.px
        rect = self.table_rect
        name_w = max(px(150), rect.width // 5)
        column_w = px(86)
        return name_w, column_w, rect.left + name_w + len(COLUMNS) * column_w + px(16)

    def _draw_players(self, surface: pygame.Surface) -> None:
        px, t = self.app.px, self.app.t
        regular, bold, small = self._fonts()
        rect = self.table_rect
        name_w, column_w, _chart_x = self._columns()
        y = rect.top
        heading = [t("parlour.statistics.column.player")]
        for index, text in enumerate(
            [*heading, *(t(f"parlour.statistics.column.{c}") for c in COLUMNS)]
        ):
            shown = fit(text, (name_w if index == 0 else column_w) - px(8), small)
            if index == 0:
                draw_text(surface, shown, (rect.left, y), px(15), MUTED, full=text)
            else:
                right = rect.left + name_w + index * column_w - px(8)
                at = (right, y)
                draw_text(surface, shown, at, px(15), MUTED, anchor="topright", full=text)
        y += px(28)
        pygame.draw.line(surface, RULE, (rect.left, y - px(4)), (rect.right, y - px(4)), 1)
        if not self.players:  # only bots played
            draw_text(surface, t("parlour.statistics.no_people"), (rect.left, y), px(15), MUTED)
        for figures in self.players:
            self._draw_player(surface, figures, y, (regular, bold, small))
            y += px(58)
            pygame.draw.line(surface, RULE, (rect.left, y - px(6)), (rect.right, y - px(6)), 1)

    def _figure_texts(self, figures: PlayerFigures) -> list[str]:
        none = self.app.t("parlour.statistics.none")

        def number(value: float | None) -> str:
            return none if value is None else format_value(round(value, 1))

        return [
            format_value(figures.played),
            format_value(figures.won),
            format_value(figures.shared),
            number(figures.mean_score),
            number(figures.best_score),
            format_value(figures.streak),
        ]

    def _draw_player(
        self,
        surface: pygame.Surface,
        figures: PlayerFigures,
        y: int,
        fonts: tuple[pygame.font.Font, pygame.font.Font, pygame.font.Font],
    ) -> None:
        """One player: the figures and a bar of their games, then the line against bots."""
        px = self.app.px
        regular, bold, small = fonts
        rect = self.table_rect
        name_w, column_w, chart_x = self._columns()
        shown = fit(figures.name, name_w - px(10), bold)
        draw_text(surface, shown, (rect.left, y), px(17), theme.INK, bold=True, full=figures.name)
        for index, text in enumerate(self._figure_texts(figures), start=1):
            right = rect.left + name_w + index * column_w - px(8)
            draw_text(surface, text, (right, y), px(17), theme.INK, anchor="topright")
        line_h = regular.get_linesize()
        bars.stacked_bar(
            surface,
            pygame.Rect(chart_x, y + px(4), rect.right - chart_x, line_h - px(8)),
            (figures.won, figures.shared, figures.lost),
            self.most,
            max(1, px(1)),
        )
        self._draw_against(surface, figures, rect.left + px(14), y + line_h + px(2), small)

    def _draw_against(
        self,
        surface: pygame.Surface,
        figures: PlayerFigures,
        x: int,
        y: int,
        small: pygame.font.Font,
    ) -> None:
        """ "Against the computer:" and per level a small bar of the games won, with the
        words; cut short at the table's edge."""
        px, t = self.app.px, self.app.t
        right = self.table_rect.right
        against = figures.against
        levels = [level for level in LEVELS if level in against]
        levels += sorted(set(against) - set(LEVELS))  # a level of a newer parlour, last
        if not levels:
            draw_text(surface, t("parlour.statistics.never_against"), (x, y), px(15), MUTED)
            return
        intro = draw_text(surface, t("parlour.statistics.against"), (x, y), px(15), MUTED)
        x += intro.width + px(12)
        middle = y + small.get_linesize() // 2
        for level in levels:
            tally = figures.against[level]
            text = t(
                "parlour.statistics.against_level",
                level=self._level_name(level),
                won=format_value(tally.won),
                played=format_value(tally.played),
            )
            shown = fit(text, right - x - px(44), small)
            if x + px(44) + px(40) > right:
                break
            bars.fraction_bar(
                surface, pygame.Rect(x, middle - px(5), px(36), px(10)), tally.won, tally.played
            )
            at = draw_text(surface, shown, (x + px(44), y), px(15), MUTED, full=text)
            x += px(44) + at.width + px(22)

    def _level_name(self, level: str) -> str:
        key = f"parlour.statistics.level.{level}"
        name = self.app.t(key)
        return level if name == key else name

    def _draw_levels(self, surface: pygame.Surface) -> None:
        """Each bot level's record against people: a bar and its words."""
        px, t = self.app.px, self.app.t
        regular = self._fonts()[0]
        rect = self.levels_rect
        title = t("parlour.statistics.levels_title")
        draw_text(surface, title, rect.topleft, px(17), theme.INK, bold=True)
        y = rect.top + px(34)
        if not self.levels:
            draw_text(surface, t("parlour.statistics.no_levels"), (rect.left, y), px(15), MUTED)
            return
        name_w, _column_w, _chart_x = self._columns()
        most = max(record.played for record in self.levels)
        bar_w = min(px(260), rect.width // 3)
        for record in self.levels:
            level = self._level_name(record.level)
            shown = fit(level, name_w - px(10), regular)
            draw_text(surface, shown, (rect.left, y), px(17), theme.INK, full=level)
            line_h = regular.get_linesize()
            bars.stacked_bar(
                surface,
                pygame.Rect(rect.left + name_w, y + px(4), bar_w, line_h - px(8)),
                (record.won, record.shared, record.lost),
                most,
                max(1, px(1)),
            )
            words = t(
                "parlour.statistics.level_line",
                played=format_value(record.played),
                won=format_value(record.won),
                shared=format_value(record.shared),
                lost=format_value(record.lost),
            )
            text_x = rect.left + name_w + bar_w + px(16)
            shown = fit(words, rect.right - text_x, regular)
            draw_text(surface, shown, (text_x, y), px(17), MUTED, full=words)
            y += px(30)
