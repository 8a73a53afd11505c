"""The window, the main loop and what every scene shares (settings, saves, sound, texts).

The loop ticks at 60 Hz but only redraws when something changed: an input event, a scene
that reports motion from ``update``, or the short settling time after an event in which
pygame_gui finishes hover fades. An idle menu therefore costs about one percent of a core
instead of the seventy a full redraw every frame costs under X.
"""

from __future__ import annotations

import dataclasses
import logging
import sys
import traceback
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, TypeVarTuple

import pygame

from parlour.resources import assets_dir, locales_dir
from parlour.saves.records import RecordBook
from parlour.saves.store import SaveStore, default_data_dir
from parlour.settings import MIN_WINDOW, load_settings, save_settings, settings_path
from parlour.ui import fonts, i18n, logfile, navigation, text_marks, theme, too_small
from parlour.ui.scene import SceneManager
from parlour.ui.sound import Sound
from parlour.ui.startup import StartupError, unwritable

if TYPE_CHECKING:
    import pygame_gui

    from parlour.ui.message import MessageDialog

log = logging.getLogger(__name__)

#: What ``App._guard`` passes on to the guarded call, and what that call returns.
Args = TypeVarTuple("Args")
R = TypeVar("R")

#: After an event, keep drawing this long so hover and press fades can finish.
SETTLE_SECONDS = 0.4
#: While a text field has focus, its cursor blinks: redraw at this interval.
BLINK_SECONDS = 0.25
#: How often Python hands its interpreter lock between threads. Bots think on a worker
#: thread; at the default 5 ms every lock hand-back to the frame loop (pygame releases
#: the lock around blits and the flip) could wait a whole interval, and frames stalled for
#: 0.1-0.5 s while a hard bot thought. At 0.5 ms they stay near 16 ms.
SWITCH_INTERVAL = 0.0005


class App:
    """Everything a scene may ask for: ``screen``, ``manager``, ``settings``, ``store``,
    ``records``, ``scenes``, ``sound`` and ``t(key, **params)``."""

    def __init__(
        self,
        data_dir: Path | None = None,
        language: str | None = None,
        size: tuple[int, int] | None = None,
        sound: bool = True,
    ) -> None:
        sys.setswitchinterval(SWITCH_INTERVAL)
        self.data_dir = Path(data_dir) if data_dir is not None else default_data_dir()
        #: Why no game can be saved in the data folder (``None``: they can). Play goes on.
        self.storage_problem = unwritable(self.data_dir)
        self.log_path = self.data_dir / "parlour.log"
        self.log_file = logfile.install(self.log_path)
        if self.storage_problem is not None:
            log.warning("data folder %s unusable: %s", self.data_dir, self.storage_problem)
        self.settings_path = settings_path(Path(data_dir) if data_dir is not None else None)
        # A failure to save the settings is told once a run; after that it is only logged.
        self._settings_failure_told = (
            self.storage_problem is not None and unwritable(self.settings_path.parent) is not None
        )
        self.settings, settings_problem = load_settings(self.settings_path)
        # ``--lang`` is for this run: the file keeps the player's own choice.
        self._stored_language = self.settings.language
        if language is not None:
            self.settings.language = language
        i18n.configure(self.settings.language)
        i18n.read_ahead(("parlour", "install"))

        pygame.init()
        pygame.display.set_caption("parlour")
        _set_window_icon()
        #: The window itself; ``screen`` is what the scenes lay out for and draw on: the
        #: window, or an off-screen canvas while the window is too small (``too_small``).
        self.window = self._open_window(size)
        self.screen = self.window
        self.too_small = False
        self._fit_screen()
        self.scale = theme.ui_scale(self.screen.get_size())
        self.store = SaveStore.in_data_dir(self.data_dir)
        #: The finished games the statistics count (see ``parlour.saves.records``).
        self.records = RecordBook.in_data_dir(self.data_dir)
        self.sound = Sound(volume=self.settings.volume, muted=self.settings.muted, enabled=False)
        # Work the main menu does not need waits until its first frame is on screen (see
        # ``step``): the fonts of HTML text (rules help, results) and the sound effects,
        # whose synthesis takes over a second. ``sound=False`` (tests) skips the sound.
        self._when_drawn: list[Callable[[], None]] = [
            lambda: theme.preload_fonts(self.manager, self.scale),
            # Leftovers of record writes that never finished (the save folder's own go
            # as the menu looks for Continue).
            self.records.remove_stale_temp_files,
        ]
        if sound:
            self._when_drawn.append(self._start_sound)
        self.scenes = SceneManager(on_change=self.redraw)
        self.clock = pygame.time.Clock()
        self.running = True
        self._dirty = True
        self._settle = 0.0
        self._blink = 0.0
        self._message: MessageDialog | None = None
        #: The last unexpected error's message (``fail``).
        self._failure_told = ""
        #: How many of ``i18n.broken_files()`` the player has been told of.
        self._broken_told = 0

        # The main menu is drawn with pygame alone, so its first frame is on screen before
        # pygame_gui (a third of the start-up time) is imported for the other screens.
        navigation.to_main_menu(self)
        self._draw(widgets=False)
        self.manager = self._gui_manager()
        problems = []
        if self.storage_problem is not None:
            key = "settings_too" if self._settings_failure_told else "games"
            problems.append(
                self.t(
                    f"parlour.storage.unwritable.{key}",
                    path=str(self.data_dir),
                    reason=self.storage_problem,
                )
            )
        if settings_problem is not None:
            problems.append(self.t(settings_problem, path=str(self.settings_path)))
        problems += self._new_broken_files()
        if problems:
            self.message("\n\n".join(problems))

    def _new_broken_files(self) -> list[str]:
        """What to tell of the translation files found broken since the last time: the
        texts of the menu are read at start, a game's only when it is first played."""
        broken = i18n.broken_files()
        new, self._broken_told = broken[self._broken_told :], len(broken)
        return [i18n.broken_file_text(path, reason) for path, reason in new]

    def _gui_manager(self) -> pygame_gui.UIManager:
        """pygame_gui's manager with the parlour theme at the current scale and our texts."""
        import pygame_gui

        fonts.fill_in_gui_fonts()
        return pygame_gui.UIManager(
            self.screen.get_size(),
            theme_path=theme.theme_data(self.scale),
            enable_live_theme_updates=False,
            starting_language=self.settings.language,
            translation_directory_paths=[str(locales_dir())],
        )

    # -- texts -------------------------------------------------------------------------
    def t(self, key: str, **params: Any) -> str:
        """The text of ``key`` in the current language."""
        return i18n.t(key, **params)

    def px(self, value: float) -> int:
        """A layout measure given for 1280×800, at the current scale."""
        return round(value * self.scale)

    # -- window ------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int] | None) -> pygame.Surface:
        try:
            if self.settings.fullscreen and size is None:
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                screen = pygame.display.set_mode(
                    size or fit_desktop(self.settings.window_size), pygame.RESIZABLE
                )
        except pygame.error as exc:  # no display, no video driver
            raise StartupError(self.t("parlour.startup.no_window", reason=str(exc))) from exc
        try:
            with warnings.catch_warnings():  # deprecated for Window rendering, which we skip
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = minimum_size()
        except (AttributeError, pygame.error) as exc:  # an old SDL or the dummy driver
            log.info("cannot set a minimum window size: %s", exc)
        return screen

    def _fit_screen(self) -> None:
        """``screen`` for the current window: the window itself, or while it is too small
        for any layout an off-screen canvas of the smallest size that fits (see
        ``too_small``), so no scene is ever laid out for less."""
        size = self.window.get_size()
        self.too_small = not too_small.fits(size)
        if not self.too_small:
            self.screen = self.window
        elif self.screen is self.window or self.screen.get_size() != too_small.canvas_size(size):
            self.screen = pygame.Surface(too_small.canvas_size(size))

    def resized(self) -> None:
        """The window changed size: rescale the theme if needed and lay out again."""
        surface = pygame.display.get_surface()
        if surface is not None:
            self.window = surface
        self._fit_screen()
        window = self.window.get_size()
        if not self.settings.fullscreen:
            self.settings.window_size = (
                max(window[0], MIN_WINDOW[0]),
                max(window[1], MIN_WINDOW[1]),
            )
        size = self.screen.get_size()
        self.manager.set_window_resolution(size)
        scale = theme.ui_scale(size)
        current = self.scenes.current
        if scale != self.scale:
            # New font sizes: take the widgets down first, so none is re-rendered at the
            # new size inside its old, smaller rect.
            if current is not None:
                self._guard(current.exit)
            self.scale = scale
            theme.apply(self.manager, scale)
            self.manager.rebuild_all_from_changed_theme_data()
            if current is not None:
                self._guard(current.enter)
        elif current is not None:
            self._guard(current.relayout, size)
        self.redraw()

    def set_fullscreen(self, on: bool) -> None:
        """Switch between the remembered window size and the whole screen (F11)."""
        if on == self.settings.fullscreen:
            return
        self.settings.fullscreen = on
        if on:
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)
        self.save_settings()
        self.resized()

    # -- settings ----------------------------------------------------------------------
    def save_settings(self, tell: bool = True) -> None:
        """Write the settings; a failure is told once a run (unless ``tell`` is off)."""
        try:
            stored = dataclasses.replace(self.settings, language=self._stored_language)
            save_settings(stored, self.settings_path)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)
            if tell and not self._settings_failure_told:
                self._settings_failure_told = True
                self.message(self.t("parlour.settings.not_saved", reason=exc.strerror or str(exc)))

    def set_language(self, language: str) -> None:
        """Switch every text to ``language`` now, no restart."""
        self.settings.language = self._stored_language = language
        i18n.configure(language)
        self.manager.set_locale(language)
        self.save_settings()
        self.scenes.relabel()
        self.redraw()

    def apply_sound_settings(self) -> None:
        self.sound.set_volume(self.settings.volume)
        self.sound.set_muted(self.settings.muted)

    # -- scenes and messages -----------------------------------------------------------
    def go_back(self) -> None:
        """Leave an overlay, or return to the main menu."""
        if len(self.scenes.stack) > 1:
            self.scenes.pop()
        else:
            self.main_menu()

    def when_drawn(self, work: Callable[[], None]) -> None:
        """Do ``work`` once the next frame is on screen and nothing waits to be drawn:
        work the player should not wait for, or that needs the scene left behind gone."""
        self._when_drawn.append(work)

    def main_menu(self) -> None:
        navigation.to_main_menu(self)

    def message(self, text: str, title_key: str = "parlour.message.title") -> None:
        """A dialog with ``text`` (plain text) above everything; OK or Esc closes it. While
        it is open, the scenes below get no input."""
        from parlour.ui.message import MessageDialog

        if self.message_open:
            self.close_message()
        self._message = MessageDialog(
            self.manager,
            self.screen.get_size(),
            self.px,
            self.t(title_key),
            text,
            self.t("parlour.common.ok"),
        )
        self.redraw()

    def close_message(self) -> None:
        if self._message is not None:
            self._message.close()
        self._message = None
        self.redraw()

    @property
    def message_open(self) -> bool:
        return self._message is not None and self._message.alive

    def fail(self, exc: BaseException) -> None:
        """An unexpected error in a scene: log it, go to the menu, tell the player.

        A main menu that failed stays: a fresh one would do the failed work again on its
        first frame, and fail again, on every frame. An error told by the message still
        open is not told again: reopening it would draw again, and a drawing that fails
        would then fail on every frame.
        """
        log.error("unexpected error\n%s", "".join(traceback.format_exception(exc)))
        try:
            if not navigation.at_main_menu(self):
                self.main_menu()
        except Exception as again:  # the menu itself is broken: nothing left to show
            log.error("main menu failed too\n%s", "".join(traceback.format_exception(again)))
            self.running = False
            return
        where = str(self.log_path)
        if self.log_file.problem is not None:
            where = self.t("parlour.error.log_on_stderr", path=where)
        # "Your games are safe" only where they are saved.
        key = "unexpected" if self.storage_problem is None else "unexpected_unsaved"
        text = self.t(f"parlour.error.{key}", error=f"{type(exc).__name__}: {exc}", log=where)
        if self.message_open and self._failure_told == text:
            return
        self.message(text)
        self._failure_told = text

    def _guard(self, func: Callable[[*Args], R], *args: *Args) -> R | None:
        try:
            return func(*args)
        except Exception as exc:
            self.fail(exc)
            return None

    # -- the loop ----------------------------------------------------------------------
    def redraw(self) -> None:
        self._dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        """One event: the window's own keys first, then pygame_gui, then the scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if _is_resize(event):
            self.resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return
        if self.too_small:  # nothing on screen to point at or type into
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.message_open:
            self.close_message()
            return
        consumed = self.manager.process_events(event)
        if self.message_open:
            assert self._message is not None
            if self._message.confirms(event):
                self.close_message()
            return
        scene = self.scenes.current
        if scene is None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not consumed:
            self._guard(scene.back)
            return
        self._guard(scene.handle_event, event)

    def step(self, dt: float | None = None) -> bool:
        """One frame: events, updates, and a redraw if anything changed.

        Returns whether the app is still running. Tests call this after posting events.
        """
        if dt is None:
            dt = self.clock.tick(60) / 1000.0
        events = pygame.event.get()
        laid_out = False
        for event in events:
            if _is_resize(event):
                # The window has one size by now: a burst of resizes (an edge dragged)
                # lays the screen out once, where the first of them comes.
                if laid_out:
                    continue
                laid_out = True
            self.handle(event)
            if not self.running:
                return False
        if events:
            self._settle = SETTLE_SECONDS
        if self.too_small:  # everything waits until the window is large enough again
            if self._dirty:
                self._draw()
            return self.running
        scene = self.scenes.current
        if scene is not None and self._guard(scene.update, dt):
            self._dirty = True
        if self.typing():
            self._blink -= dt
            if self._blink <= 0:
                self._blink = BLINK_SECONDS
                self._dirty = True
        broken = self._new_broken_files()
        if broken:
            self.message("\n\n".join(broken))
        if self._settle > 0 or self._dirty or self._tooltip_due():
            self._settle = max(0.0, self._settle - dt)
            self.manager.update(dt)
            self._draw()
        while self._when_drawn and not self._dirty:
            self._when_drawn.pop(0)()
        return self.running

    def _tooltip_due(self) -> bool:
        """Whether a tooltip waits for its delay under a resting pointer. pygame_gui counts
        that delay in its update, which an idle frame skips: without this a tooltip showed
        only while the pointer kept moving (a greyed Undo's reason never came)."""
        if not self.manager.get_hovering_any_element():
            return False
        return any(
            getattr(element, "hovered", False)
            and getattr(element, "tool_tip", None) is None
            and getattr(element, "tool_tip_text", None) is not None
            for element in self.manager.get_sprite_group().sprites()
        )

    def _start_sound(self) -> None:
        self.sound = Sound(volume=self.settings.volume, muted=self.settings.muted, background=True)

    def typing(self) -> bool:
        """Whether a text field has the keyboard (Enter then belongs to it)."""
        import pygame_gui

        focused = self.manager.get_focus_set()
        return bool(focused) and any(
            isinstance(el, pygame_gui.elements.UITextEntryLine) for el in focused
        )

    def _draw(self, widgets: bool = True) -> None:
        """Draw the visible scenes and, unless told not to, pygame_gui's widgets on top."""
        self._dirty = False
        if self.too_small:
            too_small.draw_note(
                self.window,
                self.t(
                    "parlour.window.too_small",
                    width=too_small.SMALLEST[0],
                    height=too_small.SMALLEST[1],
                ),
            )
            pygame.display.flip()
            return
        text_marks.forget(self.screen)
        for scene in self.scenes.visible():
            self._guard(scene.draw, self.screen)
        if widgets:
            self.manager.draw_ui(self.screen)
            top = self.scenes.current
            if top is not None:
                self._guard(top.draw_over, self.screen)
        pygame.display.flip()

    def run(self) -> int:
        """The main loop until the window closes; the exit code."""
        while self.step():
            pass
        self.shutdown()
        pygame.quit()
        return 0

    def quit(self) -> None:
        self.running = False

    def shutdown(self) -> None:
        """Close every scene and remember the settings (window size included).

        pygame itself stays up (``run`` quits it): cached fonts die with ``pygame.quit``,
        and tests build several apps in one process.
        """
        while self.scenes.stack:
            self._guard(self.scenes.stack.pop().exit)
        self.save_settings(tell=False)  # nobody would see a message now


def _is_resize(event: pygame.event.Event) -> bool:
    return event.type == pygame.VIDEORESIZE or event.type == pygame.WINDOWSIZECHANGED


def desktop_size() -> tuple[int, int] | None:
    try:
        width, height = pygame.display.get_desktop_sizes()[0]
    except (IndexError, pygame.error):
        return None
    return (width, height) if width > 0 and height > 0 else None


def fit_desktop(size: tuple[int, int]) -> tuple[int, int]:
    """``size``, shrunk to fit the desktop (a remembered size from a bigger screen, or
    the default on a small one) but not below the minimum unless the screen is smaller."""
    desktop = desktop_size()
    if desktop is None or (size[0] <= desktop[0] and size[1] <= desktop[1]):
        return size
    room = (round(desktop[0] * 0.95), round(desktop[1] * 0.9))
    fitted = [
        max(min(want, free), least)
        for want, free, least in zip(size, room, MIN_WINDOW, strict=True)
    ]
    return (min(fitted[0], desktop[0]), min(fitted[1], desktop[1]))


def minimum_size() -> tuple[int, int]:
    """The smallest window the layouts are made for, or the whole screen if it is smaller."""
    desktop = desktop_size() or MIN_WINDOW
    return (min(MIN_WINDOW[0], desktop[0]), min(MIN_WINDOW[1], desktop[1]))


def _set_window_icon() -> None:
    """The parlour icon in the title bar and task switcher, drawn from the repo's SVG.

    A missing or unreadable icon only costs the icon: the window opens all the same.
    """
    path = (assets_dir() / "icons" / "parlour").with_suffix(".svg")
    try:
        pygame.display.set_icon(pygame.image.load_sized_svg(str(path), (64, 64)))
    except (OSError, pygame.error) as exc:
        log.warning("window icon %s unusable: %s", path, exc)
