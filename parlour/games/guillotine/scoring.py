"""Scoring a pile: printed values, the starred nobles and the face-up scoring cards.

Kept apart from the turn machinery because the results screen, the running scores in the
view and the bots' heuristics all need it, and it is easiest to test on its own.
"""

from __future__ import annotations

from typing import Any

from parlour.engine.outcome import ScoreLine
from parlour.games.guillotine.cards import Catalogue

GAME_ID = "guillotine"
FOUNTAIN_POINTS = 2
TOUGH_CROWD_POINTS = -2
PAIR_BONUS = 2


def score_lines(cat: Catalogue, pile: list[str], face_up: list[str]) -> list[ScoreLine]:
    """The breakdown of one player's score; the points of the lines add up to the score.

    Lines (translation keys ``guillotine.score.<x>``): ``nobles`` (printed values),
    ``count_pair``, ``palace_guards``, ``tragic_figure``, ``indifferent_public``,
    ``support`` (one per support card, ``card`` names it), ``fountain_of_blood``,
    ``tough_crowd``. Lines that do not apply are left out.
    """
    indifferent = any(cat.actions[c].effect == "indifferent" for c in face_up)
    nobles = [cat.nobles[n] for n in pile]
    grays = sum(1 for n in nobles if n.colour == "gray")
    lines: list[ScoreLine] = []

    def add(key: str, points: int, **params: Any) -> None:
        lines.append(ScoreLine(f"{GAME_ID}.score.{key}", params, points))

    printed = [
        n for n in nobles if n.points is not None and not (indifferent and n.colour == "gray")
    ]
    if printed:
        add("nobles", sum(n.points or 0 for n in printed), count=len(printed))
    for noble in nobles:
        if noble.score == "pair" and noble.partner in pile and noble.id < (noble.partner or ""):
            add("count_pair", 2 * PAIR_BONUS, card=noble.id, partner_card=noble.partner)
    guards = sum(1 for n in nobles if n.score == "palace_guard")
    if guards:
        add("palace_guards", guards * guards, count=guards)
    if not indifferent:
        for noble in nobles:
            if noble.score == "tragic":
                add("tragic_figure", -grays, count=grays)
    if indifferent and grays:
        add("indifferent_public", grays, count=grays)
    for card in face_up:
        info = cat.actions[card]
        if info.effect == "support":
            count = sum(1 for n in nobles if n.colour == info.colour)
            add("support", count, card=card, count=count)
        elif info.effect == "fountain":
            add("fountain_of_blood", FOUNTAIN_POINTS)
        elif info.effect == "tough_crowd":
            add("tough_crowd", TOUGH_CROWD_POINTS)
    return lines


def score(cat: Catalogue, pile: list[str], face_up: list[str]) -> int:
    """One player's total: the same sum as ``score_lines`` without building the lines
    (bots call this thousands of times per decision; a test checks both agree)."""
    nobles = cat.nobles
    actions = cat.actions
    indifferent = False
    total = 0
    colours: dict[str, int] = {}
    for card in face_up:
        effect = actions[card].effect
        if effect == "indifferent":
            indifferent = True
        elif effect == "fountain":
            total += FOUNTAIN_POINTS
        elif effect == "tough_crowd":
            total += TOUGH_CROWD_POINTS
    grays = guards = 0
    tragic = False
    for noble_id in pile:
        noble = nobles[noble_id]
        colour = noble.colour
        colours[colour] = colours.get(colour, 0) + 1
        if colour == "gray":
            grays += 1
            if indifferent:
                total += 1
                continue
        kind = noble.score
        if kind == "printed":
            total += noble.points or 0
        elif kind == "pair":
            total += (noble.points or 0) + (PAIR_BONUS if noble.partner in pile else 0)
        elif kind == "palace_guard":
            guards += 1
        else:
            tragic = True
    total += guards * guards
    if tragic:
        total -= grays
    for card in face_up:
        info = actions[card]
        if info.effect == "support":
            total += colours.get(info.colour or "", 0)
    return total
