"""The table writes a decision's question the way the log writes its lines.

Prompt parameters follow the log's conventions (seats, cards, their forms, numbers), so
the table uses the shared :mod:`parlour.ui.event_text` rather than its own formatting.
"""

from __future__ import annotations

import pytest
from i18n import translations

from parlour.games.guillotine.actions import Collect
from parlour.ui import i18n
from tests.games.guillotine.helpers import make_state
from tests.games.guillotine.test_scene import LINE, Host

pytestmark = pytest.mark.usefixtures("scene_pygame")


def _asked_host() -> Host:
    """Seat 1 holds Warte mal and is asked before seat 0 collects."""
    state = make_state(3, line=LINE, hands=[["trip"], ["confusion_in_line"], ["trip"]])
    host = Host(state, viewer=0)
    host.submit(Collect())
    host.viewer = 1
    host.sync()
    return host


def test_the_question_names_the_collector_in_german() -> None:
    host = _asked_host()
    i18n.configure("de")
    try:
        line = host.table.prompt_text(host.table.pending or {})
    finally:
        i18n.configure("en")
    assert line == "Warte mal ausspielen, bevor Player 1 köpft?"


def test_a_question_may_name_a_card_in_its_sentence_form() -> None:
    """A question that names a card inside a sentence asks for its form, as log lines do."""
    host = _asked_host()
    pending = dict(host.table.pending or {})
    pending["prompt_params"] = {**pending["prompt_params"], "card": "confusion_in_line"}
    key = str(pending["prompt"])
    original = translations.get(key, locale="en")
    translations.add(key, "Play %{card_acc} before %{collector_seat} collects?", "en")
    try:
        line = host.table.prompt_text(pending)
    finally:
        translations.add(key, original, "en")
    card = i18n.t("guillotine.forms.card.confusion_in_line.acc")
    assert line == f"Play {card} before Player 1 collects?"
