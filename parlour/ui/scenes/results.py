"""The end of a game: who won, what decided it, and how every score came about.

Seats that play together (``GameState.teams``) are listed as one team with its members
under it, since the whole team wins (where a win splits a team, as the Courtesan's with
one Gentleman of Ladies & Gentlemen does, the mark goes to the members who won); a game
of several rounds adds a table of every round's points and the totals. Everything sits in
one scrolling list, so ten seats stay readable at 1024×640.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core.interfaces import IContainerLikeInterface

from parlour.engine import Outcome, RuleError
from parlour.ui import navigation
from parlour.ui.event_text import format_text
from parlour.ui.numbers import format_value
from parlour.ui.scenes.menu import ENTER_KEYS, MenuScene

if TYPE_CHECKING:
    from parlour.saves.session import Session
    from parlour.ui.app import App


class ResultsScene(MenuScene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        outcome = session.state.outcome()
        assert outcome is not None, "the results show a finished game"
        #: The finished game's outcome, worked out once: a game counts it up from its
        #: whole state, and the screen reads it for every line it shows.
        self.outcome: Outcome = outcome
        self.play_again_button: pygame_gui.elements.UIButton | None = None
        self.watch_button: pygame_gui.elements.UIButton | None = None
        self.review_button: pygame_gui.elements.UIButton | None = None
        self.menu_button: pygame_gui.elements.UIButton | None = None

    def summary(self) -> tuple[str, str | None]:
        """The winner line and the "decided by" line (if the game says what decided it)."""
        t, names = self.app.t, self.session.seat_names
        winners = [names[seat] for seat in self.outcome.winners]
        joined = t("parlour.results.and").join(winners)
        line = t(
            "parlour.results.winner" if len(winners) == 1 else "parlour.results.winners",
            names=joined,
        )
        decided = self.outcome.decided_by
        if decided is None:
            return line, None
        return line, format_text(decided.key, decided.params, self.session.game.id, names, t)

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
        watch = pygame.Rect(0, rect.bottom - px(70), px(240), px(48))
        watch.centerx = rect.centerx
        if self.session.people.persons:  # a person's moves to review: both side by side
            watch.width = px(224)
            watch.right = rect.centerx - px(4)
            review = watch.copy()
            review.left = rect.centerx + px(4)
            self.review_button = self.button(review, t("parlour.review.results"))
        self.watch_button = self.button(watch, t("parlour.replay.watch_again"))

    def _scores(self, rect: pygame.Rect) -> None:
        """The standings (by team where seats play together) and, for a game of several
        rounds, the points of every round, in one scrolling list."""
        px = self.app.px
        scroller = self.add(
            pygame_gui.elements.UIScrollingContainer(rect, self.app.manager, allow_scroll_x=False)
        )
        box = scroller.get_container()
        inner_w = rect.width - px(24)
        y = self._standings(box, inner_w)
        y = self._rounds(box, inner_w, y)
        scroller.set_scrollable_area_dimensions((inner_w, max(y, 1)))

    def _ranked_teams(self) -> list[tuple[int, tuple[int, ...]]]:
        """Every team with its place: winners first (a tie rule may pick them among equal
        scores), then by the team's best score. A game without teams has one seat each."""
        outcome = self.outcome
        scores, winners = outcome.scores, set(outcome.winners)
        teams = list(self.session.state.teams())

        def best(team: tuple[int, ...]) -> float:
            return max(scores[seat] for seat in team)

        def won(team: tuple[int, ...]) -> bool:
            return bool(winners.intersection(team))

        teams.sort(key=lambda team: (not won(team), -best(team), team[0]))
        ranked = []
        for team in teams:
            ahead = [
                other
                for other in teams
                if not won(team) and (won(other) or best(other) > best(team))
            ]
            ranked.append((len(ahead) + 1, team))
        return ranked

    def _standings(self, box: IContainerLikeInterface, inner_w: int) -> int:
        """Each team (or seat) with its place, score and how the score came about; the
        members of a team of several seats under its line. Returns the height used."""
        px, t = self.app.px, self.app.t
        state, names = self.session.state, self.session.seat_names
        outcome = self.outcome
        scores, winners = outcome.scores, set(outcome.winners)
        score_w = px(140)
        y = 0
        teams = state.teams()
        for place, team in self._ranked_teams():
            whole = winners.issuperset(team)
            who = t("parlour.results.and").join(names[seat] for seat in team)
            named = state.team_name(teams.index(team))  # a team's own name (a colour) first
            name = f"{place}. {who if named is None else f'{t(named)} · {who}'}"
            if whole:
                name = f"{name} ({t('parlour.results.winner_mark')})"
            if len(team) == 1:
                name += self._level(team[0])
            self.label(
                pygame.Rect(0, y, inner_w - score_w, px(34)),
                name,
                "#winner" if whole else "#strong",
                box,
            )
            team_score = max(scores[seat] for seat in team)
            self.label(
                pygame.Rect(inner_w - score_w, y, score_w - px(10), px(34)),
                format_value(team_score),
                "#score",
                box,
            )
            y += px(36)
            members = len(team) > 1
            details = [outcome.lines_of(seat) for seat in team]
            # Partners who share one score (a Gentleman scores his Lady's elegance) show
            # how it came about once, under the team, not once per member.
            shared = members and all(d == details[0] for d in details)
            for seat in team:
                indent = px(24) if members else 0
                if members:
                    alone = seat in winners and not whole  # a win that splits the team
                    y = self._member(box, inner_w, y, seat, scores[seat] != team_score, alone)
                if not shared:
                    y = self._details(box, inner_w, y, seat, indent)
            if shared:
                y = self._details(box, inner_w, y, team[0], 0)
            y += px(14)
        return y

    def _level(self, seat: int) -> str:
        level = self.session.seats[seat].ai_level
        return "" if level is None else f" · {self.app.t(f'parlour.setup.kind.{level}')}"

    def _member(
        self,
        box: IContainerLikeInterface,
        inner_w: int,
        y: int,
        seat: int,
        own_score: bool,
        won: bool = False,
    ) -> int:
        """One member of a team: the name (and score, if not the team's; the winner's mark
        if the member won without the whole team)."""
        px = self.app.px
        name = self.session.seat_names[seat] + self._level(seat)
        if won:
            name = f"{name} ({self.app.t('parlour.results.winner_mark')})"
        self.label(pygame.Rect(px(24), y, inner_w - px(164), px(30)), name, None, box)
        if own_score:
            self.label(
                pygame.Rect(inner_w - px(140), y, px(130), px(30)),
                format_value(self.outcome.scores[seat]),
                "#score_detail",
                box,
            )
        return y + px(30)

    def _details(
        self, box: IContainerLikeInterface, inner_w: int, y: int, seat: int, indent: int
    ) -> int:
        """How ``seat``'s score came about, a line per reason, under its name (or under its
        team's members, when they share it)."""
        px, t = self.app.px, self.app.t
        names = self.session.seat_names
        line_h = px(30)
        for detail in self.outcome.lines_of(seat):
            text = format_text(detail.key, detail.params, self.session.game.id, names, t)
            left = px(24) + indent
            self.label(pygame.Rect(left, y, inner_w - px(140) - left, line_h), text, None, box)
            self.label(
                pygame.Rect(inner_w - px(140), y, px(130), line_h),
                format_value(detail.points),
                "#score_detail",
                box,
            )
            y += line_h
        return y

    def _rounds(self, box: IContainerLikeInterface, inner_w: int, y: int) -> int:
        """A table of the points every seat scored in each round, and the totals: a row
        per seat, a column per round (narrower as rounds grow, wrapping into further
        blocks of columns rather than out of the panel). Returns the height used."""
        rounds = self.session.state.round_results()
        if not rounds:
            return y
        px, t = self.app.px, self.app.t
        names = self.session.seat_names
        self.label(pygame.Rect(0, y, inner_w, px(34)), t("parlour.results.rounds"), "#strong", box)
        y += px(38)
        name_w = min(px(220), inner_w // 3)
        col_w = px(84)
        per_block = max(1, (inner_w - name_w - col_w) // col_w)
        line_h = px(28)
        totals = rounds[-1].totals
        for first in range(0, len(rounds), per_block):
            block = rounds[first : first + per_block]
            last = first + per_block >= len(rounds)
            header = [format_value(r.number) for r in block] + (
                [t("parlour.results.total")] if last else []
            )
            self.label(
                pygame.Rect(0, y, name_w, line_h), t("parlour.results.player"), "#muted", box
            )
            for index, text in enumerate(header):
                rect = pygame.Rect(name_w + index * col_w, y, col_w - px(8), line_h)
                self.label(rect, text, "#score_detail", box)
            y += line_h
            for seat, name in enumerate(names):
                self.label(pygame.Rect(0, y, name_w, line_h), name, None, box)
                cells = [format_value(r.points[seat]) for r in block]
                if last:
                    cells.append(format_value(totals[seat]))
                for index, text in enumerate(cells):
                    is_total = last and index == len(cells) - 1
                    rect = pygame.Rect(name_w + index * col_w, y, col_w - px(8), line_h)
                    self.label(rect, text, "#score" if is_total else "#score_detail", box)
                y += line_h
            y += px(10)
        return y

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.keyboard(event):
            return
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            self.play_again()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.menu_button:
            self.app.main_menu()
        elif event.ui_element is self.play_again_button:
            self.play_again()
        elif event.ui_element is self.watch_button:
            self.watch_again()
        elif event.ui_element is self.review_button:
            self.watch_again(review=True)

    def watch_again(self, review: bool = False) -> None:
        """The game just finished, move by move; Back returns to these results.
        ``review``: its first person's decisions reviewed as it opens."""
        session = self.session
        navigation.to_replay(
            self.app,
            session,
            lambda: self.app.scenes.switch(ResultsScene(self.app, session)),
            review=review,
        )

    def play_again(self) -> None:
        """The same game, seats and options with a fresh seed."""
        from parlour.saves.session import Session

        old = self.session
        try:
            session = Session.start(old.game.id, old.seats, random.randrange(10**9), old.options)
        except RuleError as exc:
            self.app.message(str(exc))
            return
        navigation.open_table(self.app, session)
