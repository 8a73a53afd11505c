"""Every decision a MONOPOLY Das Kartenspiel seat can take, as small JSON-ready actions.

A turn is a chain of these (CONTRIBUTING: break big choices into small ones): draw, then
discard; or discard first (optional), trade, then discard down to 10 one card at a time;
with 5–6 players trade, put a card back, then every seat passes a card (the player may
go out instead of choosing his). Which of them are legal depends only on the phase (see
``rules.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.engine import Action, action


@action("monopoly_kartenspiel.draw")
@dataclass(frozen=True)
class Draw(Action):
    """Take the top card of the stock into your hand (a discard follows)."""


@action("monopoly_kartenspiel.discard")
@dataclass(frozen=True)
class Discard(Action):
    """Put ``card`` from your hand on top of your own trade pile.

    At the start of a turn (2–4 players) it is the optional discard before a trade, after
    which you must trade; later it is one card of discarding down to 10; with 5–6 players
    it is the card you put back as your trade card after a trade.
    """

    card: str


@action("monopoly_kartenspiel.trade")
@dataclass(frozen=True)
class Trade(Action):
    """Trade the top ``count`` cards of your trade pile for the top ``count`` of ``seat``'s:
    both sets go into the hands (with 5–6 players ``count`` is always 1)."""

    seat: int
    count: int


@action("monopoly_kartenspiel.swap_neutral")
@dataclass(frozen=True)
class SwapNeutral(Action):
    """2–3 players: swap with neutral pile ``pile``.

    Single: its top card into your hand, your top trade card onto it. Double: its top card
    and the top stock card into your hand, your two top trade cards onto it.
    """

    pile: int
    double: bool


@action("monopoly_kartenspiel.go_out")
@dataclass(frozen=True)
class GoOut(Action):
    """End the round by laying out your hand (the rules pick the best cards to keep)."""


@action("monopoly_kartenspiel.play_on")
@dataclass(frozen=True)
class PlayOn(Action):
    """5–6 players, in saves from before going out was offered with the pass card: after
    the trade, not going out. Never legal now; ``MonopolyState.apply`` still accepts it
    where it was recorded, as a step that changes nothing, so those saves load."""


@action("monopoly_kartenspiel.pass_card")
@dataclass(frozen=True)
class PassCard(Action):
    """5–6 players: pass ``card`` face down to your left neighbour (secret until all have
    chosen; then every passed card changes hands at once)."""

    card: str


@action("monopoly_kartenspiel.wait")
@dataclass(frozen=True)
class Wait(Action):
    """Let the turn go by: only legal when nothing else is (the stock is empty and no
    other pile has a card to trade for)."""
