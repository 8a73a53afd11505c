"""Every decision a Lady, a Gentleman or the Courtesan can take, as small JSON-ready actions.

Which of them are legal depends only on the phase and on what the acting seat can see (see
``rules.py``): a choice among hidden things (a face-down token, a face-down servant in a
boutique) names its position, never its identity.
"""

from __future__ import annotations

from dataclasses import dataclass

from parlour.engine import Action, action


@action("ladies_and_gentlemen.workshop")
@dataclass(frozen=True)
class PlayWorkshop(Action):
    """Morning, a Lady: the workshop card that stocks her favourite boutique today."""

    card: str


@action("ladies_and_gentlemen.grab")
@dataclass(frozen=True)
class Grab(Action):
    """Morning, a Gentleman: take a face-up resource from the stock."""

    resource: str


@action("ladies_and_gentlemen.flip")
@dataclass(frozen=True)
class Flip(Action):
    """Morning, a Gentleman: turn the face-down token at ``index`` of the stock face up."""

    index: int


@action("ladies_and_gentlemen.visit")
@dataclass(frozen=True)
class Visit(Action):
    """Afternoon, a Lady or the Courtesan: the boutique she visits (secret until all chose)."""

    boutique: int


@action("ladies_and_gentlemen.gossip")
@dataclass(frozen=True)
class GiveGossip(Action):
    """Gossip variant: pass a gossip card to a Lady who meets its condition."""

    card: str
    target: int


@action("ladies_and_gentlemen.take")
@dataclass(frozen=True)
class Take(Action):
    """Afternoon, in a boutique: take the card at ``index`` of its offer."""

    index: int


@action("ladies_and_gentlemen.sell")
@dataclass(frozen=True)
class Sell(Action):
    """Afternoon, a Gentleman: sell one resource to the bank at market price."""

    resource: str


@action("ladies_and_gentlemen.fulfil")
@dataclass(frozen=True)
class Fulfil(Action):
    """Afternoon, a Gentleman: fulfil the contract at ``index`` of the display."""

    index: int


@action("ladies_and_gentlemen.hand")
@dataclass(frozen=True)
class Hand(Action):
    """Evening, the Courtesan: hand her next purchase to this Gentleman."""

    gentleman: int


@action("ladies_and_gentlemen.keep")
@dataclass(frozen=True)
class Keep(Action):
    """Evening, the Courtesan: keep her next purchase back for another evening."""


@action("ladies_and_gentlemen.pay")
@dataclass(frozen=True)
class Pay(Action):
    """Evening, a Gentleman: pay for the card presented to him."""


@action("ladies_and_gentlemen.refuse")
@dataclass(frozen=True)
class Refuse(Action):
    """Evening, a Gentleman: refuse the card presented to him."""


@action("ladies_and_gentlemen.hold")
@dataclass(frozen=True)
class Hold(Action):
    """Evening, a Gentleman: pay the fee to hold his Lady's card until tomorrow evening."""


@action("ladies_and_gentlemen.window")
@dataclass(frozen=True)
class BuyWindow(Action):
    """Evening, a Gentleman: buy the window card of his Lady's unvisited boutique."""


@action("ladies_and_gentlemen.discard_gossip")
@dataclass(frozen=True)
class DiscardGossip(Action):
    """Gossip variant, instead of the window card: discard one of her original gossip cards."""

    card: str


@action("ladies_and_gentlemen.return")
@dataclass(frozen=True)
class ReturnCard(Action):
    """End of day, the Courtesan: put back the unpaid card at ``index`` (she keeps 3)."""

    index: int


@action("ladies_and_gentlemen.done")
@dataclass(frozen=True)
class Done(Action):
    """Take nothing more here: leave the boutique, end trading, let the window card go."""
