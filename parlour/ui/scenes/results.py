"""The end of a game: who won, what decided it, and how every score came about."""

from __future__ import annotations

import random

import pygame
import pygame_gui

from parlour.engine import RuleError
from parlour.ui.event_text import format_text
from parlour.ui.numbers import format_value
from parlour.ui.scenes.menu import ENTER_KEYS, MenuScene


class ResultsScene(MenuScene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.play_again_button: pygame_gui.elements.UIButton | None = None
        self.menu_button: pygame_gui.elements.UIButton | None = None

    def summary(self) -> tuple[str, str | None]:
        """The winner line and the "decided by" line (if the game says what decided it)."""
        t, state, names = self.app.t, self.session.state, self.session.seat_names
        winners = [names[seat] for seat in state.winners()]
        joined = t("parlour.results.and").join(winners)
        line = t(
            "parlour.results.winner" if len(winners) == 1 else "parlour.results.winners",
            names=joined,
        )
        decided = state.decided_by()
        if not decided:
            return line, None
        params = decided.get("params", {})
        return line, format_text(decided["key"], params, self.session.game.id, names, t)

    def build(self) -> None:
        px, t = self.app.px, self.app.t
        rect = self.panel_rect(1000, 720)
        self.panel(rect)
        left, top = rect.left + px(28), rect.top + px(20)
        width = rect.width - px(56)
        game_name = t(self.session.game.name_key)
        self.label(
            pygame.Rect(left, top, width, px(44)),
            f"{t('parlour.results.title')} · {game_name}",
            "#heading",
        )
        winner_line, decided_line = self.summary()
        self.label(pygame.Rect(left, top + px(50), width, px(38)), winner_line, "#headline")
        y = top + px(90)
        if decided_line:
            self.label(
                pygame.Rect(left, y, width, px(30)),
                f"{t('parlour.results.decided')}: {decided_line}",
                "#muted",
            )
            y += px(34)
        list_rect = pygame.Rect(left, y + px(6), width, rect.bottom - px(90) - (y + px(6)))
        self._scores(list_rect)
        self.play_again_button = self.button(
            pygame.Rect(rect.right - px(248), rect.bottom - px(70), px(220), px(48)),
            t("parlour.results.play_again"),
            "#menu_button",
        )
        self.menu_button = self.button(
            pygame.Rect(left, rect.bottom - px(70), px(200), px(48)), t("parlour.results.menu")
        )

    def _scores(self, rect: pygame.Rect) -> None:
        px, t = self.app.px, self.app.t
        state, names = self.session.state, self.session.seat_names
        scores = state.scores()
        winners = set(state.winners())
        # Winners first (a tie rule may pick them among equal scores), then by score.
        order = sorted(range(len(names)), key=lambda s: (s not in winners, -scores[s], s))
        scroller = self.add(
            pygame_gui.elements.UIScrollingContainer(rect, self.app.manager, allow_scroll_x=False)
        )
        box = scroller.get_container()
        inner_w = rect.width - px(24)
        line_h = px(30)
        y = 0
        for seat in order:
            ahead = [
                s
                for s in order
                if seat not in winners and (s in winners or scores[s] > scores[seat])
            ]
            name = f"{len(ahead) + 1}. {names[seat]}"
            if seat in winners:
                name = f"{name}  ({t('parlour.results.winner_mark')})"
            level = self.session.seats[seat].ai_level
            if level is not None:
                name = f"{name}  · {t(f'parlour.setup.kind.{level}')}"
            self.label(
                pygame.Rect(0, y, inner_w - px(140), px(34)),
                name,
                "#winner" if seat in winners else "#strong",
                box,
            )
            self.label(
                pygame.Rect(inner_w - px(140), y, px(130), px(34)),
                format_value(scores[seat]),
                "#score",
                box,
            )
            y += px(36)
            for detail in state.score_details(seat):
                text = format_text(
                    detail["key"], detail.get("params", {}), self.session.game.id, names, t
                )
                self.label(
                    pygame.Rect(px(24), y, inner_w - px(164), line_h),
                    text,
                    None,
                    box,
                )
                self.label(
                    pygame.Rect(inner_w - px(140), y, px(130), line_h),
                    format_value(detail.get("points", 0)),
                    "#score_detail",
                    box,
                )
                y += line_h
            y += px(14)
        scroller.set_scrollable_area_dimensions((inner_w, max(y, 1)))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            self.play_again()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.menu_button:
            self.app.main_menu()
        elif event.ui_element is self.play_again_button:
            self.play_again()

    def play_again(self) -> None:
        """The same game, seats and options with a fresh seed."""
        from parlour.saves.session import Session
        from parlour.ui.scenes.main_menu import open_table

        old = self.session
        try:
            session = Session.start(old.game.id, old.seats, random.randrange(10**9), old.options)
        except RuleError as exc:
            self.app.message(str(exc))
            return
        open_table(self.app, session)
