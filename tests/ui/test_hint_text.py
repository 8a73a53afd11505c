"""A hint's words (``hint_text.HintWords``): the move in the log's words, then the options
the bot weighed with its figures as the measure means them, or its reason, in both
languages."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from parlour.ai.base import EXACT_ODDS, FORCED, LEAD, PROSPECTS, RULE_OF_THUMB, Advice
from parlour.ui import i18n
from parlour.ui.hint_text import HintWords
from tests.fakes import install_fake_game
from tests.fakes.game import FakeGame, Take


@pytest.fixture
def words(monkeypatch) -> Iterator[HintWords]:
    install_fake_game(monkeypatch)
    state = FakeGame().new_state(2, 1)
    yield HintWords(state, 0, "fake", ["Anna", "Bert"], i18n.t, random.Random(1))
    i18n.configure("en")


PROSPECTING = Advice(Take(2), ((Take(2), 0.625), (Take(3), 0.48), (Take(1), 0.3)), PROSPECTS)


def test_the_weighed_options_with_their_figures(words) -> None:
    i18n.configure("en")
    assert words.text(PROSPECTING) == (
        "Hint: Anna takes 2\nWeighed by prospects: Anna takes 2:\u00a062%; Anna takes 3:\u00a048%; "
        "Anna takes 1:\u00a030%"
    )
    i18n.configure("de")
    assert words.text(PROSPECTING) == (
        "Tipp: Anna nimmt 2\nAbgewogen nach Aussichten: Anna nimmt 2:\u00a062\u00a0%; "
        "Anna nimmt 3:\u00a048\u00a0%; Anna nimmt 1:\u00a030\u00a0%"
    )


def test_at_most_three_options_are_named(words, monkeypatch) -> None:
    i18n.configure("en")
    monkeypatch.setattr(words, "move", lambda act: f"Anna takes {act.count}")
    many = Advice(Take(1), tuple((Take(n), 0.5 - n / 10) for n in range(1, 6)), PROSPECTS)
    assert words.why(many) == (
        "Weighed by prospects: Anna takes 1:\u00a040%; Anna takes 2:\u00a030%; "
        "Anna takes 3:\u00a020%"
    )


def test_a_lead_is_a_signed_number_in_the_languages_format(words) -> None:
    leads = Advice(Take(3), ((Take(3), 3.14), (Take(1), -0.04), (Take(2), -12.6)), LEAD)
    i18n.configure("en")
    assert words.why(leads) == (
        "Weighed by estimated lead: Anna takes 3:\u00a0+3.1; Anna takes 1:\u00a00.0; "
        "Anna takes 2:\u00a0-13"
    )
    i18n.configure("de")
    assert words.why(leads) == (
        "Abgewogen nach geschätztem Vorsprung: Anna nimmt 3:\u00a0+3,1; Anna nimmt 1:\u00a00,0; "
        "Anna nimmt 2:\u00a0-13"
    )


def test_a_move_weighed_by_nothing_gives_the_bots_reason(words) -> None:
    i18n.configure("en")
    assert words.text(Advice(Take(1), reason=FORCED)) == "Hint: Anna takes 1\nIt is the only move."
    i18n.configure("de")
    assert words.why(Advice(Take(1), reason=RULE_OF_THUMB)) == (
        "Hier folgt der Computer seiner Faustregel, ohne vorauszurechnen."
    )
    assert words.why(Advice(Take(1), reason=EXACT_ODDS)) == (
        "Aus den genauen Wahrscheinlichkeiten berechnet."
    )


def test_a_bot_that_says_nothing_gets_the_move_alone(words) -> None:
    i18n.configure("en")
    assert words.text(Advice(Take(3))) == "Hint: Anna takes 3"


def test_an_option_the_log_cannot_name_is_left_out(words, monkeypatch) -> None:
    i18n.configure("en")
    real = words.move
    monkeypatch.setattr(words, "move", lambda act: None if act == Take(3) else real(act))
    assert (
        words.why(PROSPECTING)
        == "Weighed by prospects: Anna takes 2:\u00a062%; Anna takes 1:\u00a030%"
    )


def test_options_the_log_says_alike_are_left_out(words, monkeypatch) -> None:
    """A card passed face down reads the same whatever the card: figures for lines that
    cannot be told apart would name no move of their own."""
    i18n.configure("en")
    monkeypatch.setattr(
        words, "move", lambda act: "Anna passes a card" if act != Take(1) else "Anna takes 1"
    )
    assert words.why(PROSPECTING) == "Weighed by prospects: Anna takes 1:\u00a030%"
    alike = Advice(Take(2), PROSPECTING.weighed[:2], PROSPECTS, reason=None)
    assert words.why(alike) is None
