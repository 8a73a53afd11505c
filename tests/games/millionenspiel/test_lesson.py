"""The coached first game tells what its own dice do."""

from __future__ import annotations

import pytest

from parlour.play.tutorial import load_lesson
from parlour.ui import i18n


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tie_step_names_the_player_who_tied(language: str) -> None:
    """The lesson's seed has Ada tie with the person at 10 while Bruno throws 2; the
    step said Bruno, and the table shows the throws in front of the seats."""
    lesson = load_lesson("millionenspiel")
    assert lesson is not None
    session = lesson.start("Tester")
    step = next(s for s in lesson.steps if s.text.endswith(".tie"))
    # The step stands while the last opening throw, the tie's, is made.
    for action in lesson.script[: step.at + 1]:
        session.apply(action)
    state = session.state
    tied = [session.seat_names[seat] for seat in state.opening_pending]
    others = [name for name in session.seat_names if name not in tied]
    assert tied[0] == "Tester" and len(tied) == 2
    i18n.configure(language)
    text = i18n.t(step.text)
    assert tied[1] in text
    assert not any(name in text for name in others)
