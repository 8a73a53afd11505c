"""A move a player makes on themself is said as their own, not with their name twice:
"Anna discards Church Support lying in front of Anna", "Anna looks at Anna's hand" and
"Bruno shouts “Confusion in Line!” before Bruno collects" were the log's lines."""

from __future__ import annotations

import pytest

from parlour.engine import Event
from parlour.games.guillotine.actions import (
    ChooseFaceUp,
    ChoosePlayer,
    Collect,
    Interrupt,
    Play,
)
from parlour.games.guillotine.rules import CONFUSION
from parlour.ui import i18n
from parlour.ui.event_text import format_event
from tests.games.guillotine.helpers import make_state, play

NAMES = ["Anna", "Bruno", "Clara"]
LINE = ("duke", "baron", "regent", "cardinal", "mayor")


def _said(events: list[Event], key: str, language: str) -> str:
    i18n.configure(language)
    [event] = [e for e in events if e.key == f"guillotine.log.{key}"]
    return format_event(event, "guillotine", NAMES, i18n.t)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Anna discards Fountain of Blood, their own face-up card."),
        ("de", "Anna legt die eigene ausliegende Karte „Blutbrunnen“ ab."),
    ],
)
def test_discarding_ones_own_face_up_card(language: str, said: str) -> None:
    state = make_state(
        line=LINE, hands=[["twist_of_fate"], [], []], face_up=[["fountain_of_blood"], [], []]
    )
    events = play(state, Play("twist_of_fate"), ChooseFaceUp(0, "fountain_of_blood"))
    assert _said(events, "discard_face_up_own", language) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Anna picks a card to discard from their own hand."),
        ("de", "Anna wählt eine Karte der eigenen Hand zum Ablegen."),
    ],
)
def test_lack_of_support_on_ones_own_hand(language: str, said: str) -> None:
    state = make_state(line=LINE, hands=[["lack_of_support", "pushed"], ["trip"], []])
    events = play(state, Play("lack_of_support"), ChoosePlayer(0))
    assert _said(events, "look_at_own_hand", language) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Anna shouts “Confusion in Line!” before collecting."),
        ("de", "Anna ruft „Warte mal!“ vor dem eigenen Köpfen."),
    ],
)
def test_warte_mal_before_ones_own_collection(language: str, said: str) -> None:
    state = make_state(line=LINE, hands=[[CONFUSION, "trip"], ["escape"], []])
    events = play(state, Collect(), Interrupt())
    assert _said(events, "interrupt_own", language) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "The line will be shuffled before Anna next collects."),
        ("de", "Vor dem nächsten Köpfen von Anna wird die Reihe gemischt."),
    ],
)
def test_confusion_in_line_english_rule_aimed_at_oneself(language: str, said: str) -> None:
    state = make_state(line=LINE, hands=[[CONFUSION, "trip"], [], []], interrupt_rule="english")
    events = play(state, Play(CONFUSION), ChoosePlayer(0))
    assert _said(events, "mark_own", language) == said


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "The line will be shuffled before Bruno next collects."),
        ("de", "Vor dem nächsten Köpfen von Bruno wird die Reihe gemischt."),
    ],
)
def test_confusion_in_line_english_rule_says_what_it_does(language: str, said: str) -> None:
    """The line under "Anna plays Confusion in Line" said the play again ("Anna spielt
    Warte mal auf Bruno"), not what it would do."""
    state = make_state(line=LINE, hands=[[CONFUSION, "trip"], [], []], interrupt_rule="english")
    events = play(state, Play(CONFUSION), ChoosePlayer(1))
    assert _said(events, "mark", language) == said
