"""The coach and the hint say the player's own Guillotine moves to the player ("Put the
Clown into Ada's pile."), not as the log says them of a seat ("Suggested move: Spieler 1
puts the Clown into Ada's pile.", as the lesson's fifth step read)."""

from __future__ import annotations

import random

import pytest

from parlour.engine import Action
from parlour.games.guillotine.actions import (
    ChooseCard,
    ChooseNoble,
    ChoosePlace,
    ChoosePlayer,
    Play,
)
from parlour.games.guillotine.rules import GuillotineState
from parlour.ui import i18n
from parlour.ui.hint_text import HintWords
from tests.games.guillotine.helpers import make_state, play

NAMES = ["Spieler 1", "Ada", "Bruno"]


def _head(state: GuillotineState, action: Action, language: str) -> str:
    i18n.configure(language)
    assert action in state.legal_actions()
    seat = state.to_act()
    assert seat is not None
    return HintWords(state, seat, "guillotine", NAMES, i18n.t, random.Random(1)).head(action)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Put the Clown into Ada's pile."),
        ("de", "Lege den Clown in den Stapel von Ada."),
    ],
)
def test_giving_the_clown_away(language: str, said: str) -> None:
    state = make_state(line=("clown", "duke", "baron"))
    pending = state.view(0)["pending"]
    assert pending is not None and pending["kind"] == "clown"
    assert _head(state, ChoosePlayer(1), language) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Take Pushed from the discard pile."),
        ("de", "Nimm „Geschubst“ vom Ablagestapel."),
    ],
)
def test_taking_a_card_from_the_discard_pile(language: str, said: str) -> None:
    state = make_state(hands=[["rat_break"], [], []], action_discard=["pushed"])
    play(state, Play("rat_break"))
    assert _head(state, ChooseCard("pushed"), language) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Move the Tax Collector from place 3 to place 1."),
        ("de", "Bewege den Steuereintreiber von Platz 3 auf Platz 1."),
    ],
)
def test_moving_a_noble_with_a_card(language: str, said: str) -> None:
    state = make_state(
        line=("duke", "baron", "tax_collector", "regent"), hands=[["civic_pride"], [], []]
    )
    play(state, Play("civic_pride"), ChooseNoble(2))
    assert _head(state, ChoosePlace(0), language) == said
