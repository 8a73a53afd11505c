"""New game: which game, who sits at the table, the variant options, and the seed."""

from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIElement

from parlour.engine import Game, Option, OptionValue, RuleError
from parlour.games import broken_games, playable_games
from parlour.saves.people import People
from parlour.ui import i18n, navigation
from parlour.ui.lesson_offer import lesson_label, open_lesson
from parlour.ui.scenes.menu import ENTER_KEYS, Choices, MenuScene
from parlour.ui.setup_memory import (
    DEFAULT_NAME,
    KINDS,
    MAX_NAME,
    RememberedSetup,
    SeatChoice,
    in_this_language,
    recall,
    remember,
)
from parlour.ui.text import ellipsize, wrap
from parlour.ui.widgets.dropdown import RoomyDropDown

if TYPE_CHECKING:
    from parlour.saves.session import Seat
    from parlour.ui.app import App

#: The most chairs the screen offers (a game may allow fewer).
MAX_SEATS = 10
#: Names the bots get by default: short, language-neutral, different initials; one for every
#: chair after the first (a human's).
BOT_NAMES: tuple[str, ...] = (
    "Ada", "Bruno", "Clara", "Emil", "Frieda", "Gustav", "Hanna", "Ida", "Jonas"
)  # fmt: skip
#: The message that names a game's data file that cannot be read.
BROKEN_DATA_KEY = "install.broken_game_data"
#: Width of the seats' column (1280×800 units): number, name field, kind.
SEATS_WIDTH = 520

log = logging.getLogger(__name__)


class SetupScene(MenuScene):
    """Everything ``Session.start`` needs; ``games`` defaults to the available ones.

    In a team game the seats are listed team by team, and a team may be played whole by one
    person: its other seats are then played by the team's first human seat (``whole_teams``
    holds the team numbers, ``teams`` the teams at the current seat count).
    """

    def __init__(
        self, app: App, games: list[Game] | None = None, game_id: str | None = None
    ) -> None:
        super().__init__(app)
        self.games = games if games is not None else playable_games()
        self.game_index = 0
        wanted = game_id or app.settings.last_game  # the last game played, unless told
        for index, game in enumerate(self.games):
            if game.id == wanted:
                self.game_index = index
        self.seats = self._default_seats()
        self.seat_count = 0
        self._sit_last_table()
        self.whole_teams: set[int] = set()
        self.teams: tuple[tuple[int, ...], ...] = ()
        #: The text key of each seat's part, where the game's seats differ (``seat_role``).
        self.roles: list[str | None] = []
        #: The text key of each team's name, where the game names them (``team_name``).
        self.team_names: list[str | None] = []
        self.options: dict[str, OptionValue] = {}
        self.seed_text = ""
        #: Whether every person at a hot-seat table agreed to hints (asked only then).
        self.hints_agreed = False
        self.scrolled = 0.0  # how far the seat list is scrolled (0 to 1), kept across rebuilds
        self.problem = self._broken_games_notice() if games is None else ""
        self.widget_of: dict[str, UIElement] = {}
        self._select_game(self.game_index)

    def _default_seats(self) -> list[SeatChoice]:
        first = SeatChoice(self.app.t(DEFAULT_NAME, number=1), "human")
        return [first] + [SeatChoice(name, "normal") for name in BOT_NAMES]

    def _sit_last_table(self) -> None:
        """The people of the last table started, whatever its game: a game not played yet
        starts with them (and their names) rather than with "Player 1" again."""
        defaults = self.seats
        settings = self.app.settings
        last = recall(settings.setups, settings.last_game, defaults)
        if last is not None:
            self.seats = last.seats + defaults[len(last.seats) :]
            self.seat_count = len(last.seats)

    def _broken_games_notice(self) -> str:
        """A game that fails to load is named here and its error logged, not silently
        left out of the list (a player would only wonder where it went)."""
        notices = []
        for broken in broken_games():
            log.error("game %s failed to load: %s", broken.game_id, broken.reason)
            if broken.path is not None:  # a broken install: the app names the file
                i18n.report_broken(broken.path, str(broken.reason), BROKEN_DATA_KEY)
            notices.append(self.app.t("parlour.setup.broken_game", game=broken.game_id))
        return " ".join(notices)

    # -- state -------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.games[self.game_index] if self.games else None

    def _select_game(self, index: int) -> None:
        """Pick a game: its default options, the table last started for it if there is one,
        and the seat count kept within its limits."""
        self.game_index = index
        game = self.game
        if game is None:
            return
        shown = visible_options(game)
        self.options = {opt.key: opt.default for opt in shown}
        defaults = self._default_seats()
        memory = recall(self.app.settings.setups, game.id, defaults, shown)
        self.whole_teams = set()  # another game's teams are not this one's
        if memory is not None:
            self.seats = memory.seats + defaults[len(memory.seats) :]
            self.seat_count = len(memory.seats)
            self.whole_teams = memory.whole_teams
            self.options.update(memory.options)
        wanted = self.seat_count or min(max(game.min_players, 3), game.max_players)
        self.seat_count = max(game.min_players, min(game.max_players, MAX_SEATS, wanted))
        self._count_changed()

    def _count_changed(self) -> None:
        """Ask the game who plays with whom at this many seats (it may change with the
        count) and forget whole-team choices of teams that are gone or now alone."""
        game = self.game
        assert game is not None
        state = game.new_state(self.seat_count, 0)
        self.teams = state.teams()
        self.roles = [state.seat_role(seat) for seat in range(self.seat_count)]
        self.team_names = [state.team_name(team) for team in range(len(self.teams))]
        self.whole_teams = {
            team for team in self.whole_teams if team < len(self.teams) and self._shared(team)
        }

    def _shared(self, team: int) -> bool:
        return len(self.teams[team]) > 1

    @property
    def team_game(self) -> bool:
        return any(len(team) > 1 for team in self.teams)

    def played_by(self, seat: int) -> int | None:
        """The seat of the person who plays ``seat`` too (its team is played whole)."""
        for team in self.whole_teams:
            owner = self._owner(team)
            if seat in self.teams[team] and seat != owner:
                return owner
        return None

    def _owner(self, team: int) -> int:
        """The team's first human seat, who plays it whole (``set_whole`` made sure of one)."""
        members = self.teams[team]
        return next((s for s in members if self.seats[s].kind == "human"), members[0])

    def set_whole(self, team: int, whole: bool) -> None:
        """One person plays ``team`` whole (its first seat turns human if none is), or not."""
        if whole:
            self.whole_teams.add(team)
            owner = self._owner(team)
            self.seats[owner].kind = "human"
        else:
            self.whole_teams.discard(team)

    def set_kind(self, seat: int, kind: str) -> None:
        """A new kind for ``seat``; a whole team's player who becomes a bot ends that choice."""
        for team in list(self.whole_teams):
            if kind != "human" and self._owner(team) == seat:
                self.whole_teams.discard(team)
        self.seats[seat].kind = kind

    def several_people(self) -> bool:
        """Whether two or more people sit at the table: then hints need everyone's yes."""
        return len(People(self.seats_for_session()).persons) >= 2

    def capture(self) -> None:
        for index in range(self.seat_count):
            entry = self.widget_of.get(f"name{index}")
            if isinstance(entry, pygame_gui.elements.UITextEntryLine):
                self.seats[index].name = entry.get_text()[:MAX_NAME]
        scroller = self.widget_of.get("seats")
        if (
            isinstance(scroller, pygame_gui.elements.UIScrollingContainer)
            and scroller.vert_scroll_bar is not None
        ):
            self.scrolled = scroller.vert_scroll_bar.start_percentage
        game = self.game
        for opt in visible_options(game) if game is not None else []:
            field = self.widget_of.get(f"option:{opt.key}")
            if isinstance(field, pygame_gui.elements.UITextEntryLine) and field.get_text():
                self.options[opt.key] = int(field.get_text())
        seed = self.widget_of.get("seed")
        if isinstance(seed, pygame_gui.elements.UITextEntryLine):
            self.seed_text = seed.get_text()

    # -- widgets -----------------------------------------------------------------------
    def build(self) -> None:
        px, t = self.app.px, self.app.t
        self.widget_of = {}
        for seat in self.seats:  # a remembered "Spieler 1" reads "Player 1" in English
            seat.name = in_this_language(seat.name)
        rect = self.panel_rect(1040, 680)
        self.panel(rect)
        left, top = rect.left + px(28), rect.top + px(20)
        self.label(pygame.Rect(left, top, px(600), px(40)), t("parlour.setup.title"), "#heading")
        game = self.game
        if game is None:
            self.label(
                pygame.Rect(left, top + px(60), px(900), px(32)), t("parlour.setup.no_games")
            )
            self._bottom_buttons(rect, can_start=False)
            return
        row = top + px(56)
        self.label(pygame.Rect(left, row, px(140), px(40)), t("parlour.setup.game"), "#strong")
        names: Choices = [(t(g.name_key), g.id) for g in self.games]
        self.widget_of["game"] = self.dropdown(
            names, game.id, pygame.Rect(left + px(150), row, px(300), px(40))
        )
        players_left = left + px(464)
        lesson = lesson_label(self.app, game.id)
        if lesson is not None:
            self.widget_of["lesson"] = self.button(
                pygame.Rect(players_left, row, px(236), px(40)), lesson
            )
            players_left += px(250)
        self.label(
            pygame.Rect(players_left, row, rect.right - px(28) - players_left, px(40)),
            t("parlour.setup.players_range", min=game.min_players, max=game.max_players),
            "#muted",
        )
        column_top = row + px(62)
        buttons_top = rect.bottom - px(70)
        self._build_seats(pygame.Rect(left, column_top, px(SEATS_WIDTH), 0), buttons_top - px(12))
        self._build_options(left + px(SEATS_WIDTH + 24), column_top, rect.right - px(28))
        self._bottom_buttons(rect, can_start=True)  # built last: Tab reaches them last

    def _build_seats(self, column: pygame.Rect, bottom: int) -> None:
        """The seat count, then the seats in a list that scrolls when they do not fit above
        ``bottom`` (ten seats with their team headings do not at 1024×640)."""
        px, t = self.app.px, self.app.t
        game = self.game
        assert game is not None
        left, top = column.left, column.top
        self.label(pygame.Rect(left, top, px(140), px(40)), t("parlour.setup.players"), "#strong")
        minus = self.button(pygame.Rect(left + px(150), top, px(40), px(40)), "−")
        self.label(
            pygame.Rect(left + px(196), top, px(40), px(40)), str(self.seat_count), "#strong"
        )
        plus = self.button(pygame.Rect(left + px(236), top, px(40), px(40)), "+")
        if self.seat_count <= game.min_players:
            minus.disable()
        if self.seat_count >= min(game.max_players, MAX_SEATS):
            plus.disable()
        self.widget_of.update(minus=minus, plus=plus)
        view = pygame.Rect(left, top + px(50), column.width, bottom - top - px(50))
        scroller = self.add(
            pygame_gui.elements.UIScrollingContainer(view, self.app.manager, allow_scroll_x=False)
        )
        self.widget_of["seats"] = scroller
        inner_w = view.width - 20  # pygame_gui's scroll bar is 20 px at every scale
        y = 0
        for team_index, team in enumerate(self.teams if self.team_game else ((),)):
            if team:
                y = self._team_heading(scroller, team_index, y)
            for seat in team or range(self.seat_count):
                y = self._seat_row(scroller, seat, y, indent=px(12) if team else 0)
        # At least the view's height: a dropdown's list is clipped to the area, and must
        # have room to open below the last seat of a short table.
        scroller.set_scrollable_area_dimensions((inner_w, max(y, view.height)))
        if scroller.vert_scroll_bar is not None:
            scroller.vert_scroll_bar.set_scroll_from_start_percentage(self.scrolled)

    def _team_heading(
        self, scroller: pygame_gui.elements.UIScrollingContainer, team: int, y: int
    ) -> int:
        """The team's heading ("Team 2", or "Plays alone") and, for a team of several, the
        choice to play it whole; returns the top of the first member's row."""
        px, t = self.app.px, self.app.t
        box = scroller.get_container()
        alone = not self._shared(team)
        named = self.team_names[team] if team < len(self.team_names) else None
        if alone:
            text = t("parlour.setup.alone")
        else:
            text = t(named) if named else t("parlour.setup.team", number=team + 1)
        self.widget_of[f"team{team}"] = self.label(
            pygame.Rect(0, y, px(120), px(34)), text, "#strong", box
        )
        if not alone:
            whole = self.add(
                pygame_gui.elements.UICheckBox(
                    pygame.Rect(px(130), y + px(5), px(24), px(24)),
                    t("parlour.setup.whole_team"),
                    self.app.manager,
                    container=box,
                    initial_state=team in self.whole_teams,
                )
            )
            self.widget_of[f"whole{team}"] = whole
        return y + px(38)

    def _seat_row(
        self, scroller: pygame_gui.elements.UIScrollingContainer, seat: int, y: int, indent: int
    ) -> int:
        """The seat's part if the game gives it one, then number, name field, and the kind:
        a dropdown, or who plays the seat; returns the top of the next row."""
        px, t = self.app.px, self.app.t
        box = scroller.get_container()
        role = self.roles[seat] if seat < len(self.roles) else None
        if role is not None:
            rect = pygame.Rect(indent + px(36), y, px(SEATS_WIDTH - 60), px(26))
            self.widget_of[f"role{seat}"] = self.label(rect, t(role), "#muted", box)
            y += px(24)
        self._seat_widgets(scroller, seat, y, indent)
        return y + px(46)

    def _seat_widgets(
        self, scroller: pygame_gui.elements.UIScrollingContainer, seat: int, y: int, indent: int
    ) -> None:
        """Number, name field, and the kind: a dropdown, or who plays the seat."""
        px, t, manager = self.app.px, self.app.t, self.app.manager
        box = scroller.get_container()
        self.label(pygame.Rect(indent, y, px(34), px(38)), f"{seat + 1}.", "#muted", box)
        entry = self.add(
            pygame_gui.elements.UITextEntryLine(
                pygame.Rect(indent + px(36), y, px(216) - indent, px(38)),
                manager=manager,
                container=box,
            )
        )
        entry.length_limit = MAX_NAME
        entry.set_text(self.seats[seat].name)
        self.widget_of[f"name{seat}"] = entry
        kind_rect = pygame.Rect(px(262), y, px(SEATS_WIDTH - 270) - 20, px(38))
        owner = self.played_by(seat)
        if owner is not None:
            self.widget_of[f"played{seat}"] = self.label(kind_rect, "", "#muted", box)
            self._show_played(seat, owner)
            return
        kinds: Choices = [(t(f"parlour.setup.kind.{kind}"), kind) for kind in KINDS]
        start = next(c for c in kinds if isinstance(c, tuple) and c[1] == self.seats[seat].kind)
        self.widget_of[f"kind{seat}"] = self.add(
            RoomyDropDown(kinds, start, kind_rect, manager=manager, container=box, view=scroller)
        )

    def _show_played(self, seat: int, owner: int) -> None:
        """The "played by <name>" note on ``seat``'s row, shortened to the room it has."""
        label = self.widget_of[f"played{seat}"]
        assert isinstance(label, pygame_gui.elements.UILabel)
        text = self.app.t("parlour.setup.played_by", name=self._name(owner))
        font = self.app.manager.get_theme().get_font(label.combined_element_ids)
        room = label.rect.width - self.app.px(8)
        label.set_text(ellipsize(text, room, lambda part: font.size(part)[0]))

    def _name(self, seat: int) -> str:
        name = self.seats[seat].name.strip()
        return name or self.app.t(DEFAULT_NAME, number=seat + 1)

    def _build_options(self, left: int, top: int, right: int) -> None:
        px, t, manager = self.app.px, self.app.t, self.app.manager
        game = self.game
        assert game is not None
        width = right - left
        self.label(pygame.Rect(left, top, width, px(40)), t("parlour.setup.options"), "#strong")
        y = top + px(54)
        for opt in visible_options(game):
            label = t(f"{game.id}.option.{opt.key}")
            value = self.options[opt.key]
            if not opt.choices and isinstance(value, bool):
                box = self.add(
                    pygame_gui.elements.UICheckBox(
                        pygame.Rect(left, y + px(7), px(24), px(24)),
                        label,
                        manager,
                        initial_state=value,
                    )
                )
                self.widget_of[f"option:{opt.key}"] = box
                # A label longer than the column goes on under the box's own first line.
                text_x = box.text_label.rect.left
                lines = self._wrap(label, right - text_x)
                box.set_text(lines[0])
                y = self._lines(lines[1:], text_x, y + px(7) + box.text_label.rect.height)
                y += px(46) - px(7) - box.text_label.rect.height
            else:  # long labels ("Confusion in Line (Warte mal!)") get their own line
                y = self._lines(self._wrap(label, width), left, y)
                widget = self._value_widget(opt, pygame.Rect(left, y + px(2), width, px(38)))
                self.widget_of[f"option:{opt.key}"] = widget
                y += px(52)
        if not visible_options(game):
            self.label(pygame.Rect(left, y, width, px(38)), t("parlour.setup.no_options"), "#muted")
            y += px(46)
        if self.several_people():
            hints = self.add(
                pygame_gui.elements.UICheckBox(
                    pygame.Rect(left, y + px(7), px(24), px(24)),
                    t("parlour.hint.agreed"),
                    manager,
                    initial_state=self.hints_agreed,
                )
            )
            self.widget_of["hints"] = hints
            y += px(46)
        y = max(y + px(10), top + px(250))
        self.label(pygame.Rect(left, y, width, px(32)), t("parlour.setup.seed"), "#strong")
        seed = self.add(
            pygame_gui.elements.UITextEntryLine(
                pygame.Rect(left, y + px(36), px(200), px(38)),
                manager=manager,
                placeholder_text=t("parlour.setup.seed_random"),
            )
        )
        seed.set_allowed_characters("numbers")
        seed.length_limit = 9
        seed.set_text(self.seed_text)
        self.widget_of["seed"] = seed
        self.label(
            pygame.Rect(left, y + px(78), width, px(30)), t("parlour.setup.seed_hint"), "#muted"
        )

    def _wrap(self, text: str, width: int) -> list[str]:
        """``text`` in lines no wider than ``width`` in the labels' font (a pygame_gui label
        clips what does not fit, and German option names are long)."""
        label_font = self.app.manager.get_theme().get_font(["label"])
        return wrap(text, width, lambda part: int(label_font.size(part)[0]))

    def _lines(self, lines: list[str], left: int, top: int) -> int:
        """One label per line from ``top``; returns the bottom of the last."""
        px = self.app.px
        for line in lines:
            self.label(pygame.Rect(left, top, -1, px(32)), line)
            top += px(28)
        return top + px(4) if lines else top

    def _value_widget(
        self, opt: Option, rect: pygame.Rect
    ) -> pygame_gui.elements.UITextEntryLine | pygame_gui.elements.UIDropDownMenu:
        """A dropdown of the option's choices (labels ``<game>.option.<key>.<choice>``), or a
        number field for a free integer."""
        game = self.game
        assert game is not None
        if not opt.choices:
            entry = self.add(pygame_gui.elements.UITextEntryLine(rect, manager=self.app.manager))
            entry.set_allowed_characters("numbers")
            entry.set_text(str(self.options[opt.key]))
            return entry
        choices: Choices = [
            (self.app.t(f"{game.id}.option.{opt.key}.{c}"), str(c)) for c in opt.choices
        ]
        return self.dropdown(choices, str(self.options[opt.key]), rect)

    def _bottom_buttons(self, rect: pygame.Rect, can_start: bool) -> None:
        """Back, Start and the problem line between them, ``px(70)`` above the bottom."""
        px, t = self.app.px, self.app.t
        y = rect.bottom - px(70)
        self.widget_of["back"] = self.button(
            pygame.Rect(rect.left + px(28), y, px(180), px(48)), t("parlour.common.back")
        )
        start = self.button(
            pygame.Rect(rect.right - px(248), y, px(220), px(48)),
            t("parlour.setup.start"),
            "#menu_button",
        )
        if not can_start:
            start.disable()
        self.widget_of["start"] = start
        self.widget_of["problem"] = self.label(
            pygame.Rect(rect.left + px(220), y, rect.width - px(480), px(48)),
            self.problem,
            "#problem",
        )

    # -- events ------------------------------------------------------------------------
    def _name_of(self, element: object) -> str | None:
        for name, widget in self.widget_of.items():
            if widget is element:
                return name
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.keyboard(event):
            return
        if event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and not self.app.typing():
            self.start()
            return
        name = self._name_of(getattr(event, "ui_element", None))
        if name is None:
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if name == "back":
                self.back()
            elif name == "lesson" and self.game is not None:
                open_lesson(self.app, self.game.id)
            elif name == "start":
                self.start()
            elif name in ("minus", "plus"):
                self.capture()
                self.seat_count += 1 if name == "plus" else -1
                self._count_changed()
                self._rebuild()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._dropdown_changed(name, event.selected_option_id)
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            checked = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            if name == "hints":
                self.hints_agreed = checked
            elif name.startswith("whole"):
                self.capture()
                self.set_whole(int(name.removeprefix("whole")), checked)
                self._rebuild()
            else:
                self.options[name.removeprefix("option:")] = checked
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and name.startswith("name"):
            self.capture()  # a whole team's rows name its player as they type
            for seat in range(self.seat_count):
                owner = self.played_by(seat)
                if owner is not None:
                    self._show_played(seat, owner)

    def _dropdown_changed(self, name: str, value: str) -> None:
        game = self.game
        assert game is not None
        if name == "game":
            self.capture()
            index = next(i for i, g in enumerate(self.games) if g.id == value)
            self._select_game(index)
            self._rebuild()
        elif name.startswith("kind"):
            teams_before = set(self.whole_teams)
            several_before = self.several_people()
            self.set_kind(int(name.removeprefix("kind")), value)
            # Its teammates are no longer played by it; or the hints' question comes or goes.
            if self.whole_teams != teams_before or self.several_people() != several_before:
                self.capture()
                self._rebuild()
        elif name.startswith("option:"):
            key = name.removeprefix("option:")
            opt = next(o for o in game.options if o.key == key)
            self.options[key] = next(c for c in opt.choices if str(c) == value)

    def _rebuild(self) -> None:
        self.exit()
        self.enter()

    # -- starting ----------------------------------------------------------------------
    def seats_for_session(self) -> list[Seat]:
        from parlour.saves.session import Seat

        seats = []
        for index in range(self.seat_count):
            kind, owner = self.seats[index].kind, self.played_by(index)
            level = None if kind == "human" or owner is not None else kind
            seats.append(Seat(name=self._name(index), ai_level=level, played_by=owner))
        return seats

    def start(self) -> None:
        """Start the game and sit down at its table; a rule problem is shown, not raised."""
        from parlour.saves.session import Session

        self.capture()
        game = self.game
        if game is None:
            return
        seed = int(self.seed_text) if self.seed_text.strip() else random.randrange(10**9)
        try:
            session = Session.start(
                game.id,
                self.seats_for_session(),
                seed,
                self.options,
                hints_agreed=self.hints_agreed and self.several_people(),
            )
        except RuleError as exc:
            self.problem = str(exc)
            self._rebuild()
            return
        chosen = RememberedSetup(
            self.seats[: self.seat_count], set(self.whole_teams), dict(self.options)
        )
        remember(self.app.settings.setups, game.id, chosen)
        self.app.settings.last_game = game.id
        self.app.save_settings()
        navigation.open_table(self.app, session)


def visible_options(game: Game) -> list[Option]:
    """The options the setup screen offers (hidden ones are for simulations)."""
    return [opt for opt in game.options if not opt.hidden]
