"""What a row of the load list tells (issue 22): who is a person and which bots at what
level play, so a hot-seat game is told from one against the computer; and a game with no
known length says what it knows instead of a share ("43 % played" after two rounds)."""

from __future__ import annotations

import random

import pytest

from parlour.saves.session import Seat, Session
from parlour.ui.scenes.load import LoadScene
from tests.fakes.driver import frames, make_app
from tests.ui.readable import widget_marks


def played_to_turn(session: Session, turn: int) -> Session:
    rng = random.Random(3)
    while session.state.round_number() < turn:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize(("language", "size"), [("en", (1280, 800)), ("de", (1024, 640))])
def test_rows_tell_people_from_bots_and_what_is_known_of_the_progress(
    tmp_path, language, size, recwarn
) -> None:
    app = make_app(tmp_path, language=language, size=size)
    frames(app)
    store = app.store
    hot_seat = Session.start(
        "guillotine", [Seat("Zoë"), Seat("Ben"), Seat("Ada", ai_level="hard")], seed=1
    )
    against = played_to_turn(
        Session.start(
            "millionenspiel",
            [Seat("Zoë"), Seat("Ada", ai_level="easy"), Seat("Bruno", ai_level="normal")],
            seed=2,
        ),
        3,
    )
    people_only = Session.start("guillotine", [Seat("Zoë"), Seat("Ben")], seed=3)
    for session in (hot_seat, against, people_only):
        store.save(session)
    app.scenes.switch(LoadScene(app))
    frames(app)
    scene = app.scenes.current
    texts = [getattr(w, "text", "") for w in scene.widgets]
    t = app.t
    easy, normal, hard = (t(f"parlour.load.level.{level}") for level in ("easy", "normal", "hard"))
    assert f"Zoë, Ben, {t('parlour.load.bot', name='Ada', level=hard)}" in texts
    assert (
        f"Zoë, {t('parlour.load.bot', name='Ada', level=easy)}, "
        f"{t('parlour.load.bot', name='Bruno', level=normal)}"
    ) in texts
    statuses = [text for text in texts if " · " in text]
    richest = max(against.state.total(seat) for seat in range(3))
    money = f"{richest:,}".replace(",", "." if language == "de" else ",")
    goal = "1.000.000" if language == "de" else "1,000,000"
    expected = {
        "en": [
            "2 people and the computer · 0 % played",
            f"Against the computer · Turn 3 · most money: {money} of {goal}",
            "2 people at one screen · 0 % played",
        ],
        "de": [  # at 1024×640 the long status breaks at its last " · "
            "2 Personen und der Computer · 0 % gespielt",
            "Gegen den Computer · Runde 3",
            "2 Personen an einem Bildschirm · 0 % gespielt",
        ],
    }[language]
    assert sorted(statuses) == sorted(expected)
    if language == "de":
        assert f"meistes Geld: {money} von {goal}" in texts
    assert not any("%" in text for text in statuses if "Turn" in text or "Runde" in text)
    assert not [w for w in recwarn if "too small for text" in str(w.message)]
    app.shutdown()


def test_a_long_status_breaks_between_its_parts_instead_of_being_cut(tmp_path, recwarn) -> None:
    """At 1024×640 in German "Gegen den Computer · Runde 47 · meistes Geld: 105 von
    1.000.000" was wider than the room beside the buttons and pygame_gui cut it off; it
    now takes two lines, broken at a " · ", and its row grows to hold them."""
    app = make_app(tmp_path, language="de", size=(1024, 640))
    frames(app)
    seats = [Seat("Zoë"), Seat("Ada", ai_level="easy"), Seat("Bruno", ai_level="normal")]
    session = played_to_turn(Session.start("millionenspiel", seats, seed=2), 10)
    app.store.save(session)
    app.store.save(Session.start("guillotine", [Seat("Zoë"), Seat("Ben")], seed=3))
    app.scenes.switch(LoadScene(app))
    frames(app)
    texts = [getattr(w, "text", "") for w in app.scenes.current.widgets]
    assert "Gegen den Computer · Runde 10" in texts
    assert any(text.startswith("meistes Geld: ") for text in texts)
    assert not [w for w in recwarn if "too small for text" in str(w.message)]
    assert not [mark for mark in widget_marks(app.manager) if mark.clipped]
    app.shutdown()
