"""Why a click on the table does nothing now: the words a refused click answers with.

A boutique, a card on offer, a token of the stock, a contract and a Gentleman's resources
are each clicked at one moment of the day by one role; a click at any other moment used to
be met with silence, and the player could not tell a rule from a fault. The table shows
these words where the thing's tooltip stands (``scene.py``): what the thing is for, and
what is asked now. They explain the legal moves the rules gave; they decide nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from parlour.engine import Action
from parlour.games.ladies_and_gentlemen.actions import Pay
from parlour.games.ladies_and_gentlemen.cards import Catalogue
from parlour.games.ladies_and_gentlemen.views import LadiesView, price_shown

Translate = Callable[..., str]

#: The places whose click is a move at some moment of the day (the rest only tell).
CLICKABLE = ("boutique", "card", "token", "contract", "resource")


def refusal(
    view: LadiesView,
    seat: int,
    legal: list[Action],
    kind: str,
    what: Any,
    prompt: str,
    t: Translate,
) -> str | None:
    """Why a click by ``seat`` on the place ``kind``/``what`` does nothing; ``None`` for a
    place that only tells (a worn card) or when nothing is asked at all. ``prompt`` is the
    line that says what is asked now (someone else's turn: who is awaited)."""
    if kind not in CLICKABLE or not prompt:
        return None
    if not legal:  # another seat decides: the prompt names whom the table waits for
        return prompt
    reason = _reason(view, seat, kind, what, t)
    return t("table.why.note", reason=reason, prompt=prompt)


def _reason(view: LadiesView, seat: int, kind: str, what: Any, t: Translate) -> str:
    phase = view["phase"]
    if kind == "boutique":
        return t("table.why.boutique")
    if kind == "card":
        shop = view["shop"]
        if phase != "shop" or shop is None:
            return t("table.why.card")
        here = view["boutiques"][shop["b"]]
        if what in here["cards"]:
            return t("table.why.one_servant")
        return t("table.why.card_elsewhere", boutique=t(f"card.{here['id']}"))
    if kind == "token":
        if phase == "grab" and what is not None and not str(what).startswith("#"):
            return t("table.why.grab_limit", count=view["grabbed"][seat])
        return t("table.why.token")
    if kind == "contract":
        if phase != "trade":
            return t("table.why.contract")
        if seat in view["contracts"][what]["by"]:
            return t("table.why.contract_done")
        return t("table.why.contract_short")
    return t("table.why.resource")


def refused_pay(
    view: LadiesView, seat: int, legal: list[Action], cat: Catalogue, t: Translate
) -> str | None:
    """Why a Gentleman asked to pay for a card may not (the pay button is then shown
    greyed with these words, so the missing button is no riddle); ``None`` if he may, or
    if nobody asks him."""
    presented = view["presented"]
    if view["phase"] != "pay" or view["to_act"] != seat or presented is None:
        return None
    if Pay() in legal or not legal:
        return None
    money = view["money"][seat] or 0
    if money < price_shown(cat, presented["card"]):
        return t("table.why.pay_money", money=money)
    own, gifts = view["paid"][seat]
    return t("table.why.pay_discretion", own=own, gifts=gifts)
