"""A question put to several seats in turn that only a holder can answer yes to.

Guillotine's Warte mal is the example: before a noble is collected, every seat that might
hold the card is asked, one after another, so that being asked tells nobody who holds it.
At one shared screen that would be a curtain per seat per collection. The box plays it
differently: nobody is asked, whoever holds the card calls it out. ``Interjection`` is what
the rules tell the table host about such a moment, from public facts only, so that the
host can hold it as one public moment for the whole table (``parlour.play.claims``) and
answer for the people who do not call.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from parlour.engine.actions import Action


@dataclass(frozen=True)
class Interjection:
    """The seat to act is asked whether it interjects.

    ``key`` is the same for every ask of one moment and differs between moments (a turn
    may hold several collections). ``seats`` are the seats the moment asks, in the order
    asked, chosen by public facts alone. ``decline`` is the answer of a seat that does not
    interject; it is legal for every asked seat. ``prompt`` and ``params`` say the moment
    in words (a translation key and its placeholders; seats as numbers).
    """

    key: int
    seats: tuple[int, ...]
    decline: Action
    prompt: str
    params: dict[str, Any] = field(default_factory=dict)
