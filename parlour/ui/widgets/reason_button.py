"""A pygame_gui button that still answers the pointer when it is greyed: with the reason.

pygame_gui's ``UIButton`` stops hovering when disabled, so its tooltip dies with it: a
greyed Undo said nothing about why. This button keeps the tooltip's timer running while
disabled (and only that: it neither lights up nor sends hover events), so its owner can put
the reason into the tooltip with ``explain``.
"""

from __future__ import annotations

from typing import Any

from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton


class ReasonButton(UIButton):
    """A ``UIButton`` whose tooltip shows while it is disabled too."""

    def can_hover(self) -> bool:
        return bool(UIElement.alive(self)) and not self.is_selected and not self.held

    def on_hovered(self) -> None:
        # Named, not super(): mypy's untyped_calls_exclude misses calls through super().
        if self.is_enabled:
            UIButton.on_hovered(self)
        else:
            UIElement.on_hovered(self)  # the tooltip's timer, not the lit look

    def on_unhovered(self) -> None:
        if self.is_enabled:
            UIButton.on_unhovered(self)
        else:
            UIElement.on_unhovered(self)  # the tooltip goes with the pointer

    def explain(self, enabled: bool, tip_key: str | None, **params: Any) -> None:
        """Enable or grey the button, its tooltip ``tip_key`` (a translation key, filled
        with ``params``; ``None``: no tooltip). A tooltip on screen that now says something
        else goes, so the next one tells the truth."""
        if enabled:
            UIButton.enable(self)
        else:
            UIButton.disable(self)
        kwargs = {name: str(value) for name, value in params.items()}
        if (tip_key, kwargs) == (self.tool_tip_text, self.tool_tip_text_kwargs):
            return
        if self.tool_tip is not None:
            self.tool_tip.kill()
            self.tool_tip = None
        # A reason is a sentence: room for it, or pygame_gui breaks words into syllables.
        self.set_tooltip(tip_key, text_kwargs=kwargs, wrap_width=max(2 * self.rect.width, 240))
