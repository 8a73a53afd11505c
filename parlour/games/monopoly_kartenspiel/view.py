"""The shape of ``view(seat)``: what the table may read, and nothing it may not.

The rules build these dicts (JSON-ready, so a save or a test can compare them); the table
reads them and never the state. A TypedDict rather than prose, so mypy holds the rules and
the table to one shape.
"""

from __future__ import annotations

from typing import Literal, TypedDict

#: The phases of a turn (see the module docstring of ``rules.py``), and the end: here, below
#: the rules, so that the view's ``phase`` is typed in them too.
Phase = Literal["turn", "trade_pick", "discard", "put_back", "pass", "over"]


class GroupJSON(TypedDict):
    """One group as laid out (``scoring.GroupLayout`` as JSON)."""

    group: str
    properties: list[str]  # property cards on it (chance cards standing in included)
    houses: list[str]  # house cards in order 1st..4th (chance may stand in)
    hotel: str | None  # the hotel card (or a chance standing in)
    tokens: list[str]  # token cards on this group
    chance: list[str]  # the chance cards used on this group (a subset of the above)
    base: int  # group value plus houses: what each token copies
    value: int  # base + hotel + tokens * base


class LayoutJSON(TypedDict):
    """One seat's laid-out hand at the end of a round."""

    groups: list[GroupJSON]
    go: list[str]
    mr_monopoly: list[str]  # the seat's Mr. Monopoly cards that count for "the most"
    set_aside: list[str]  # every card that scores nothing (a chance holder's whole hand)
    chance_zero: bool  # a non-ender held a Chance card: his whole hand scores 0
    value: int  # everything but the Mr. Monopoly 1 000 (0 when ``chance_zero``)


class LastRoundJSON(TypedDict):
    """The round just finished, public to everyone (the summary and the table show it)."""

    number: int  # 1-based
    ender: int | None  # who went out; None when the round stalled or the stock ran dry
    ended_by: str  # "go_out" | "empty_stock" | "stalled"
    kept: list[str]  # the ender's cards that went out (surplus from trades set aside)
    surplus: list[str]  # the ender's cards beyond those, set aside
    bonus: list[str]  # the ender's bonus cards (stock cards, or 5-6: the trade cards)
    layouts: list[LayoutJSON]  # per seat
    mr_monopoly_seat: int | None  # who got the 1 000 (None: nobody, or a shared most)
    points: list[int]  # per seat, this round
    totals: list[int]  # per seat, after this round


class MonopolyView(TypedDict):
    """Everything one seat may know (``seat`` -1: an onlooker, who has no hand)."""

    num_players: int
    phase: Phase
    round: int  # 1-based number of the round being played
    dealer: int
    current: int  # whose turn it is (the pass asks every seat, the turn stays his)
    to_act: int | None
    hand: list[str]  # the viewer's hand, in the catalogue's natural order
    hand_sizes: list[int]  # per seat
    trade_piles: list[list[str]]  # per seat, bottom -> top (public, order visible)
    neutral_piles: list[list[str]]  # 0, 1 or 2 piles (3 and 2 players), bottom -> top
    stock_count: int
    totals: list[int]
    target: int
    must_discard: int  # how many cards the viewer still has to put down now
    go_out_value: int | None  # the viewer may go out now: his value before the bonus
    #: The viewer may not go out on this turn: the cards that fit nowhere (see
    #: ``going_out.go_out_blockers``); ``None`` when he may or it is not his turn.
    go_out_blockers: list[str] | None
    pending_pass: bool  # 5-6 players: the viewer must still choose a card to pass left
    last_round: LastRoundJSON | None
    # Additions to the shared spec:
    passed_card: str | None  # 5-6: the card the viewer chose to pass (secret, his own)
    trade_partner: int | None  # the seat traded with this turn (5-6: he puts a card back)
    turns: int  # turns taken this round (the round stalls after 15 circles)
    max_turns: int  # 15 circles of turns
    empty_turns: int  # turns since the stock ran empty (a whole circle ends the round)
    rounds_cap: int  # the game ends after this many rounds (option ``rounds``)
    over: bool
    winners: list[int]
    hands: list[list[str]] | None  # only in ``revealed_view`` once the game is over
