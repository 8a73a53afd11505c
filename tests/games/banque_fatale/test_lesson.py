"""The coached first game of Banque Fatale as data (its ``tutorial.json`` in the assets)."""

from __future__ import annotations

from parlour.play.tutorial import Coach, load_lesson


def texts_at_the_persons_moves() -> list[str]:
    """The coach's text each time the person is asked for a move, in order."""
    lesson = load_lesson("banque_fatale")
    assert lesson is not None
    session = lesson.start("Tester")
    coach = Coach(lesson, session)
    shown = []
    while not coach.finished:
        if not coach.playing_itself:
            shown.append(coach.step.text)
        expected = coach.expected
        assert expected is not None
        session.apply(expected)
    return shown


def test_the_opening_and_the_reveal_are_still_up_when_the_person_moves() -> None:
    """The table plays the bots' moves of a lesson after a bot's short pause: the opening
    (Bruno's choice and bid, five moves) and the reveal's explanation (two takes) were
    replaced by the next step before anyone could read them. Each now stays up until the
    person's own move, beside the move it asks for."""
    shown = texts_at_the_persons_moves()
    assert shown[0] == "banque_fatale.lesson.start"
    first_take = shown.index("banque_fatale.lesson.values")
    assert shown[first_take - 1] == "banque_fatale.lesson.place"  # the bid before it
    assert "banque_fatale.lesson.take" in shown[first_take + 1 :]
