"""Settings: language (live, no restart), animation speed, the time to call out of turn
at a shared screen (Warte mal), volume, mute, colour-blind patterns, the hot-seat catch-up
and full screen. Every change is applied and saved at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIElement

from parlour.settings import ANIMATION_SPEEDS, CLAIM_SECONDS, LANGUAGES
from parlour.ui import fonts
from parlour.ui.scenes.menu import Choices, MenuScene

if TYPE_CHECKING:
    from parlour.ui.app import App


class SettingsScene(MenuScene):
    """Opened from the main menu (switch) or over a table (push, as an overlay)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widget_of: dict[str, UIElement] = {}

    def build(self) -> None:
        px, t, manager, settings = self.app.px, self.app.t, self.app.manager, self.app.settings
        self.widget_of = {}
        rect = self.panel_rect(720, 660)
        self.panel(rect)
        left, top = rect.left + px(36), rect.top + px(24)
        label_w, field_x = px(250), rect.left + px(300)
        field_w = rect.right - px(36) - field_x
        self.label(pygame.Rect(left, top, px(500), px(44)), t("parlour.settings.title"), "#heading")
        y = top + px(70)

        languages: Choices = [(t(f"parlour.language.{code}"), code) for code in LANGUAGES]
        self.label(pygame.Rect(left, y, label_w, px(40)), t("parlour.settings.language"))
        self.widget_of["language"] = self.dropdown(
            languages, settings.language, pygame.Rect(field_x, y, field_w, px(40))
        )
        y += px(58)
        speeds: Choices = [
            (t(f"parlour.settings.animation_speed.{s}"), str(s)) for s in ANIMATION_SPEEDS
        ]
        self.label(pygame.Rect(left, y, label_w, px(40)), t("parlour.settings.animation"))
        self.widget_of["animation"] = self.dropdown(
            speeds, str(settings.animation_speed), pygame.Rect(field_x, y, field_w, px(40))
        )
        y += px(58)
        waits: Choices = [
            (t("parlour.settings.claim_seconds.value", seconds=round(s)), str(s))
            for s in CLAIM_SECONDS
        ]
        self.label(pygame.Rect(left, y, label_w, px(40)), t("parlour.settings.claim_seconds.label"))
        self.widget_of["claim_seconds"] = self.dropdown(
            waits, str(settings.claim_seconds), pygame.Rect(field_x, y, field_w, px(40))
        )
        y += px(58)
        self.label(pygame.Rect(left, y, label_w, px(40)), t("parlour.settings.volume"))
        self.widget_of["volume"] = self.add(
            pygame_gui.elements.UIHorizontalSlider(
                pygame.Rect(field_x, y + px(6), field_w - px(70), px(28)),
                round(settings.volume * 100),
                (0, 100),
                manager=manager,
                click_increment=5,
            )
        )
        self.widget_of["volume_value"] = self.label(
            pygame.Rect(rect.right - px(36) - px(60), y, px(60), px(40)),
            f"{round(settings.volume * 100)} %",
        )
        y += px(58)
        for name, key, value in (
            ("muted", "parlour.settings.muted", settings.muted),
            ("colourblind", "parlour.settings.colourblind", settings.colourblind),
            ("catch_up", "parlour.settings.catch_up", settings.catch_up),
            ("fullscreen", "parlour.settings.fullscreen", settings.fullscreen),
        ):
            self.widget_of[name] = self.add(
                pygame_gui.elements.UICheckBox(
                    pygame.Rect(left, y + px(8), px(24), px(24)),
                    t(key),
                    manager,
                    initial_state=value,
                )
            )
            y += px(44)  # four rows and two notes stay clear of Back at 1024×640
        notes = []
        sound_note = self.app.sound.unavailable_note
        if sound_note is not None:
            notes.append(t(sound_note))
        if fonts.fallback_reason is not None:
            notes.append(t("parlour.settings.font_fallback"))
        for note in notes:
            self.label(pygame.Rect(left, y, rect.width - px(72), px(30)), note, "#muted")
            y += px(32)
        self.widget_of["back"] = self.button(
            pygame.Rect(rect.right - px(216), rect.bottom - px(72), px(180), px(48)),
            t("parlour.common.back"),
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.keyboard(event):
            return
        element = getattr(event, "ui_element", None)
        name = next((n for n, w in self.widget_of.items() if w is element), None)
        if name is None:
            return
        settings = self.app.settings
        if event.type == pygame_gui.UI_BUTTON_PRESSED and name == "back":
            self.back()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if name == "language" and event.selected_option_id != settings.language:
                self.app.set_language(event.selected_option_id)
                return
            if name == "animation":
                settings.animation_speed = float(event.selected_option_id)
                self.app.save_settings()
            if name == "claim_seconds":
                settings.claim_seconds = float(event.selected_option_id)
                self.app.save_settings()
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and name == "volume":
            settings.volume = max(0.0, min(1.0, event.value / 100))
            shown = self.widget_of["volume_value"]
            assert isinstance(shown, pygame_gui.elements.UILabel)
            shown.set_text(f"{round(event.value)} %")
            self.app.apply_sound_settings()
            self.app.sound.play("click")
            self.app.save_settings()
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            on = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
            if name == "fullscreen":
                self.app.set_fullscreen(on)
                return
            setattr(settings, name, on)
            self.app.apply_sound_settings()
            self.app.save_settings()
