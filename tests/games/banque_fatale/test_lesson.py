"""The coached first game of Banque Fatale as data (its ``tutorial.json`` in the assets)."""

from __future__ import annotations

from parlour.play.tutorial import Coach, load_lesson

#: The table plays the bots' moves of a lesson after a bot's short pause (0.2 to 0.6 s at
#: normal speed): a step up only while the bots play fewer moves than this is gone before
#: it is read.
READ_IN_MOVES = 8


def moves_under_each_step() -> dict[str, tuple[int, int]]:
    """For each step's text: the bots' moves and the person's moves made under it."""
    lesson = load_lesson("banque_fatale")
    assert lesson is not None
    session = lesson.start("Tester")
    coach = Coach(lesson, session)
    counts: dict[str, tuple[int, int]] = {}
    while not coach.finished:
        bots, person = counts.get(coach.step.text, (0, 0))
        if coach.playing_itself:
            bots += 1
        else:
            person += 1
        counts[coach.step.text] = (bots, person)
        expected = coach.expected
        assert expected is not None
        session.apply(expected)
    return counts


def test_every_step_stays_up_long_enough_to_be_read() -> None:
    """The opening (Bruno's choice and bid), the reveal's explanation, Bruno's sale and the
    payout at the end were each replaced within a second, by the next step or by the
    lesson's end. Each step is now up when the person is asked for a move, or over a long
    stretch of the bots' moves."""
    counts = moves_under_each_step()
    assert len(counts) > 10
    fleeting = {
        text: bots for text, (bots, person) in counts.items() if not person and bots < READ_IN_MOVES
    }
    assert not fleeting, fleeting
