"""The first screen: Continue, New game, Load, Settings, Rules, Quit."""

from __future__ import annotations

import pygame
import pygame_gui

from parlour import __version__
from parlour.saves.errors import SaveError
from parlour.saves.store import SaveEntry
from parlour.ui.scenes import MenuScene

#: (button name, translation key), top to bottom.
ITEMS: tuple[tuple[str, str], ...] = (
    ("continue", "parlour.menu.continue"),
    ("new_game", "parlour.menu.new_game"),
    ("load", "parlour.menu.load"),
    ("settings", "parlour.menu.settings"),
    ("rules", "parlour.menu.rules"),
    ("quit", "parlour.menu.quit"),
)


class MainMenuScene(MenuScene):
    """``Continue`` resumes the newest unfinished save and is greyed when there is none."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.latest: SaveEntry | None = None
        self._looked_up = False

    def enter(self) -> None:
        if not self._looked_up:
            # Looking for the newest save replays it; do it once per visit, not per relayout.
            self.latest = self.app.store.latest()
            self._looked_up = True
        super().enter()

    def build(self) -> None:
        area = self.area()
        px = self.app.px
        self.label(
            pygame.Rect(0, px(36), area.width, px(80)), self.app.t("parlour.title"), "#title"
        )
        self.label(
            pygame.Rect(0, px(112), area.width, px(32)), self.app.t("parlour.tagline"), "#subtitle"
        )
        button_h, gap, pad = px(54), px(14), px(30)
        rect = self.panel_rect(440, 0)
        rect.height = len(ITEMS) * button_h + (len(ITEMS) - 1) * gap + 2 * pad
        rect.top = max(px(160), (area.height - rect.height) // 2 + px(40))
        self.panel(rect)
        self.buttons = {}
        for index, (name, key) in enumerate(ITEMS):
            button_rect = pygame.Rect(
                rect.left + pad,
                rect.top + pad + index * (button_h + gap),
                rect.width - 2 * pad,
                button_h,
            )
            tooltip = self.continue_hint() if name == "continue" else None
            self.buttons[name] = self.button(
                button_rect, self.app.t(key), "#menu_button", tooltip=tooltip
            )
        if self.latest is None:
            self.buttons["continue"].disable()
        self.label(
            pygame.Rect(area.width - px(300), area.height - px(52), px(270), px(34)),
            self.app.t("parlour.version", version=__version__),
            "#version",
        )

    def continue_hint(self) -> str | None:
        """What Continue resumes: the game, its players and when it was last played."""
        from parlour.ui.scenes.load import format_date, game_name

        if self.latest is None:
            return None
        names = ", ".join(self.latest.seat_names)
        when = format_date(self.app, self.latest.updated)
        return f"{game_name(self.app, self.latest)}: {names} ({when})"

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        for name, button in self.buttons.items():
            if event.ui_element is button:
                getattr(self, f"on_{name}")()
                return

    def back(self) -> None:
        """Esc on the main menu does nothing: quitting is a button, not an accident."""

    def on_continue(self) -> None:
        if self.latest is None:
            return
        try:
            session = self.app.store.load(self.latest.path)
        except SaveError as exc:
            self.app.message(self.app.t(exc.key, **exc.params))
            self._looked_up = False
            self.relayout(self.app.screen.get_size())
            return
        open_table(self.app, session)

    def on_new_game(self) -> None:
        from parlour.ui.scenes.setup import SetupScene

        self.app.scenes.switch(SetupScene(self.app))

    def on_load(self) -> None:
        from parlour.ui.scenes.load import LoadScene

        self.app.scenes.switch(LoadScene(self.app))

    def on_settings(self) -> None:
        from parlour.ui.scenes.settings import SettingsScene

        self.app.scenes.switch(SettingsScene(self.app))

    def on_rules(self) -> None:
        from parlour.ui.scenes.rules_help import RulesHelpScene

        self.app.scenes.switch(RulesHelpScene(self.app))

    def on_quit(self) -> None:
        self.app.quit()


def open_table(app, session) -> None:
    """Show ``session`` at its table (the table host is imported only when needed)."""
    from parlour.ui.scenes.table import TableScene

    app.scenes.switch(TableScene(app, session))
