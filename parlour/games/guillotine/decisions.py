"""The decision a seat is asked now: one frozen record per kind, typed.

The rules stop whenever a seat must decide (play a card or collect, pick a noble for a
card, give away The Clown …) and keep what they asked in ``GuillotineState.pending``. Each
kind carries its own facts (the choices offered, the noble being moved, whose pile is
picked from), so each is its own class: a rule reads ``ask.owner_seat`` where the type
says it exists. ``kind`` names the kind in a snapshot, the phase table of the rules and
the prompt key ``guillotine.prompt.<kind>``.

A snapshot writes a decision as a flat JSON object, ``{"kind", "seat", "card", …}`` and
then the kind's own fields in the order declared here; the choices as a list.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, Literal

from parlour.engine.fields import VALUE
from parlour.games.guillotine.actions import ChooseNoble, ChoosePlace, ChoosePlayer

#: The name of each kind of decision: in a snapshot, in the phase table of the rules, in
#: the view, and in its prompt, ``guillotine.prompt.<kind>``.
AskKind = Literal[
    "play",
    "noble",
    "place",
    "arrange",
    "player",
    "clown",
    "discard_own",
    "hand_pick",
    "pile_pick",
    "deck_pick",
    "discard_pick",
    "face_up",
    "interrupt",
    "endgame",
]

#: The kinds in which the seat may play an action card from its hand.
PLAYS_A_CARD: tuple[AskKind, ...] = ("play", "endgame")
#: The kinds that choose a noble in the line.
PICKS_A_NOBLE: tuple[AskKind, ...] = ("noble", "arrange")
#: The kinds that choose a player.
PICKS_A_PLAYER: tuple[AskKind, ...] = ("player", "clown")

#: Every kind of decision by its name; each kind adds itself as it is declared.
KINDS: dict[str, type[Ask]] = {}


@dataclass(frozen=True, slots=True)
class Ask:
    """What every decision names: the seat asked and the action card being resolved
    (``None`` when no card is: a turn, the Clown, the scoring window)."""

    kind: ClassVar[AskKind]
    #: Whether its options are public facts (the line, the players, piles, face-up cards,
    #: the discard pile), never a hand: then a single one may be taken for the player.
    public: ClassVar[bool] = False
    seat: int
    card: str | None

    def __init_subclass__(cls) -> None:
        KINDS[cls.kind] = cls

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for field in fields(self):
            value = getattr(self, field.name)
            data[field.name] = list(value) if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True, slots=True)
class AskPlay(Ask):
    """Your turn: play an action card or collect."""

    kind = "play"


@dataclass(frozen=True, slots=True, kw_only=True)
class AskNoble(Ask):
    """Choose a noble in the line (indices in ``choices``) for ``card``."""

    kind = "noble"
    public = True
    choose: ClassVar[type[ChooseNoble]] = ChooseNoble
    choices: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AskPlace(Ask):
    """Choose where the noble at ``noble_index`` goes."""

    kind = "place"
    public = True
    choose: ClassVar[type[ChoosePlace]] = ChoosePlace
    noble_index: int
    choices: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AskArrange(Ask):
    """Opinionated Guards: choose the noble for place ``fixed`` of the first ``limit``."""

    kind = "arrange"
    public = True
    choose: ClassVar[type[ChooseNoble]] = ChooseNoble
    fixed: int
    limit: int
    choices: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AskPlayer(Ask):
    """Choose a player (seats in ``choices``) for ``card``."""

    kind = "player"
    public = True
    choose: ClassVar[type[ChoosePlayer]] = ChoosePlayer
    choices: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AskClown(Ask):
    """Give The Clown to another player."""

    kind = "clown"
    public = True
    choose: ClassVar[type[ChoosePlayer]] = ChoosePlayer
    choices: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AskDiscardOwn(Ask):
    """Discard ``count`` more cards of your choice from your hand (``card``: the card or
    noble that makes you)."""

    kind = "discard_own"
    count: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AskHandPick(Ask):
    """Lack of Support: discard one card from ``owner_seat``'s hand, shown to you."""

    kind = "hand_pick"
    owner_seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class AskPilePick(Ask):
    """Clerical Error: take a noble from ``owner_seat``'s pile. ``taken``: the first
    picker's pick (secret until both have picked), ``None`` while he picks."""

    kind = "pile_pick"
    public = True
    owner_seat: int
    taken: str | None


@dataclass(frozen=True, slots=True)
class AskDeckPick(Ask):
    """Late Arrival: keep one of the nobles revealed off the deck."""

    kind = "deck_pick"


@dataclass(frozen=True, slots=True)
class AskDiscardPick(Ask):
    """Rat Break: take a card from the action discard pile."""

    kind = "discard_pick"
    public = True


@dataclass(frozen=True, slots=True)
class AskFaceUp(Ask):
    """Twist of Fate: choose a face-up card."""

    kind = "face_up"
    public = True


@dataclass(frozen=True, slots=True, kw_only=True)
class AskInterrupt(Ask):
    """Play Warte mal before ``collector_seat`` collects? ``window`` numbers the window the
    ask belongs to (0 in saves from before windows were numbered)."""

    kind = "interrupt"
    collector_seat: int
    window: int = 0


@dataclass(frozen=True, slots=True)
class AskEndgame(Ask):
    """After day 3: play scoring cards or finish."""

    kind = "endgame"


#: The kinds whose moves are their ``choices``, each made a move by the kind's ``choose``.
CHOOSING = (AskNoble, AskPlace, AskArrange, AskPlayer, AskClown)


def ask_from_json(data: Any) -> Ask:
    """The decision a snapshot wrote; an unknown kind or a missing or foreign field raises
    (``KeyError``, ``TypeError``)."""
    cls = KINDS[data["kind"]]
    facts: dict[str, Any] = {
        name: tuple(value) if name == "choices" else value
        for name, value in data.items()
        if name != "kind"
    }
    return cls(**facts)


#: The pending decision as a state field: frozen, so a copy shares it, as it shares a VALUE.
ASK = replace(VALUE, dump=Ask.to_json, load=ask_from_json)
