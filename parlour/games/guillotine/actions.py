"""Every decision a Guillotine seat can take, as small JSON-ready actions.

A multi-step card is a chain of these: play the card, then choose a noble, then a place.
Which of them are legal depends only on the pending decision (see ``rules.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.engine import Action, action


@action("guillotine.play")
@dataclass(frozen=True)
class Play(Action):
    """Play an action card from your hand (on your turn, or a scoring card at the end)."""

    card: str


@action("guillotine.collect")
@dataclass(frozen=True)
class Collect(Action):
    """Play no (further) card this turn: go on to collecting the front noble."""


@action("guillotine.dismiss_guards")
@dataclass(frozen=True)
class DismissGuards(Action):
    """Discard the Callous Guards lying in front of you."""


@action("guillotine.noble")
@dataclass(frozen=True)
class ChooseNoble(Action):
    """Choose the noble at ``index`` in the line (0 = front, at the guillotine)."""

    index: int


@action("guillotine.place")
@dataclass(frozen=True)
class ChoosePlace(Action):
    """Choose where the chosen noble goes: its new ``index`` in the line."""

    index: int


@action("guillotine.player")
@dataclass(frozen=True)
class ChoosePlayer(Action):
    """Choose a player (possibly yourself where the card allows it)."""

    seat: int


@action("guillotine.card")
@dataclass(frozen=True)
class ChooseCard(Action):
    """Choose an action card: from a hand, or from the action discard pile."""

    card: str


@action("guillotine.pick_noble")
@dataclass(frozen=True)
class PickNoble(Action):
    """Pick a noble by id out of a shown set (a score pile, the top of the noble deck)."""

    card: str


@action("guillotine.face_up")
@dataclass(frozen=True)
class ChooseFaceUp(Action):
    """Choose the face-up action card ``card`` lying in front of ``seat``."""

    seat: int
    card: str


@action("guillotine.interrupt")
@dataclass(frozen=True)
class Interrupt(Action):
    """Play Confusion in Line (Warte mal) now, out of turn."""


@action("guillotine.pass")
@dataclass(frozen=True)
class Pass(Action):
    """Let the chance to interrupt go by."""


@action("guillotine.done")
@dataclass(frozen=True)
class Done(Action):
    """Play no more scoring cards in the end-of-game window."""
