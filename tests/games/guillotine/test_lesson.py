"""The coached first game of Guillotine as the coach paces it."""

from __future__ import annotations

from parlour.play.tutorial import Coach, load_lesson


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
