"""The app's message dialog: a text above everything, closed with OK or Esc.

Built from a window, a text box and a button rather than pygame_gui's message window,
whose button has a fixed 24-pixel height that does not scale with the text.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

#: The narrowest text box (at 1280×800): room for any word of a message.
MIN_TEXT_WIDTH = 240


def _escape(text: str) -> str:
    """Plain text for pygame_gui's HTML text boxes."""
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")
    )


class MessageDialog:
    """One open message; ``px`` scales a 1280×800 measure to the window."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        px: Callable[[float], int],
        title: str,
        text: str,
        ok: str,
    ) -> None:
        width, height = window_size
        rect = pygame.Rect(0, 0, min(px(640), width - 20), min(px(400), height - 20))
        rect.center = (width // 2, height // 2)
        self.window = pygame_gui.elements.UIWindow(
            rect,
            manager,
            window_display_title=title,
            object_id="#message_window",
            always_on_top=True,
        )
        inner = self.window.get_container().get_size()
        pad, button_h = px(12), px(44)
        # pygame_gui loops for ever over a text box narrower than a word, and the window
        # shrinks to fit a tiny screen: then the text box sticks out and is cut off.
        least = px(MIN_TEXT_WIDTH)
        pygame_gui.elements.UITextBox(
            _escape(text),
            pygame.Rect(
                pad,
                pad,
                max(least, inner[0] - 2 * pad),
                max(least // 2, inner[1] - button_h - 3 * pad),
            ),
            manager,
            container=self.window,
        )
        self.ok = pygame_gui.elements.UIButton(
            pygame.Rect(inner[0] - pad - px(140), inner[1] - pad - button_h, px(140), button_h),
            ok,
            manager,
            container=self.window,
        )

    @property
    def alive(self) -> bool:
        return bool(self.window.alive())

    def confirms(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is a press of OK."""
        return (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and getattr(event, "ui_element", None) is self.ok
        )

    def close(self) -> None:
        self.window.kill()
