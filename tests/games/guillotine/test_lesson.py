"""The coached first game of Guillotine as the coach paces it."""

from __future__ import annotations

from parlour.play.tutorial import Coach, load_lesson
from parlour.ui import i18n


def test_no_step_waits_on_a_bots_answer_to_the_players_own_collection() -> None:
    """The coach's words hold the table's next scripted move until they are read. A step
    placed on Ada's "Warte mal?" answer to the player's own collection held that
    collection back: for ten seconds the Baron still stood at the front, under "After
    collecting you draw an action card", while Ada was "thinking"."""
    lesson = load_lesson("guillotine")
    assert lesson is not None
    session = lesson.start("Tester")
    coach = Coach(lesson, session)
    steps = {step.at for step in lesson.steps}
    while not coach.finished:
        state = session.state
        pending = state.pending
        if coach.position in steps and coach.playing_itself:
            asked_about_another = pending is not None and pending.kind == "interrupt"
            assert not asked_about_another, f"step at move {coach.position}"
        expected = coach.expected
        assert expected is not None
        session.apply(expected)


def test_the_last_step_names_every_noble_still_in_the_line() -> None:
    """ "Only the Master Spy is left" stood beside a line of two: Ada had yet to collect
    the Royal Cartographer."""
    i18n.configure("en")
    lesson = load_lesson("guillotine")
    assert lesson is not None
    session = lesson.start("Tester")
    last = lesson.steps[-1]
    for action in lesson.script[: last.at]:
        session.apply(action)
    words = i18n.t(last.text)
    line = session.state.view(0)["line"]
    assert len(line) == 2
    for noble in line:
        assert i18n.t(f"guillotine.card.{noble}") in words, noble
