"""The record of finished games: built from the engine contract, written once, damage left
alone."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from parlour.saves.errors import SaveError
from parlour.saves.records import GameRecord, RecordBook, SeatRecord, record_of
from parlour.saves.session import Seat, Session
from tests.fakes import install_fake_game, install_team_game
from tests.outcome import winners_of


def finished(game_id: str, seats: list[Seat], seed: int = 3) -> Session:
    session = Session.start(game_id, seats, seed)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[-1])
    return session


@pytest.fixture
def book(tmp_path: Path) -> RecordBook:
    return RecordBook.in_data_dir(tmp_path)


def test_an_entry_holds_every_seat_from_the_contract(monkeypatch) -> None:
    install_fake_game(monkeypatch)
    session = finished("test_fake", [Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "hard")])
    entry = record_of(session)
    state = session.state
    assert entry.game_id == "test_fake" and entry.save_id == session.save_id
    assert entry.finished == session.updated
    assert [seat.player for seat in entry.seats] == ["Ann", None, None]
    assert [seat.ai_level for seat in entry.seats] == [None, "easy", "hard"]
    assert [seat.score for seat in entry.seats] == [float(s) for s in state.scores()]
    assert [seat.team for seat in entry.seats] == [0, 1, 2]
    (winner,) = winners_of(state)
    assert [seat.result for seat in entry.seats] == [
        "won" if index == winner else "lost" for index in range(3)
    ]
    assert all(seat.hints == 0 for seat in entry.seats)


def test_a_person_playing_a_whole_team_is_named_at_both_seats(monkeypatch) -> None:
    game_id = install_team_game(monkeypatch)
    seats = [
        Seat("Ann"),
        Seat("Ann's partner", played_by=0),
        Seat("Bot", "normal"),
        Seat("Bot 2", "easy"),
    ]
    session = finished(game_id, seats)
    entry = record_of(session)
    assert [seat.player for seat in entry.seats] == ["Ann", "Ann", None, None]
    assert [seat.team for seat in entry.seats] == [0, 0, 1, 1]
    # Both seats of the winning team won, together: not a shared win.
    winners = set(winners_of(session.state))
    assert len(winners) == 2
    assert {seat.result for index, seat in enumerate(entry.seats) if index in winners} == {"won"}


def test_a_tie_between_teams_is_a_shared_win(monkeypatch) -> None:
    install_fake_game(monkeypatch)
    session = finished("test_fake", [Seat("Ann"), Seat("Bob")])
    tied = replace(session.state.outcome(), winners=(0, 1))
    monkeypatch.setattr(type(session.state), "outcome", lambda self: tied)
    assert [seat.result for seat in record_of(session).seats] == ["shared", "shared"]


def test_an_unfinished_game_is_not_recorded(monkeypatch) -> None:
    install_fake_game(monkeypatch)
    session = Session.start("test_fake", [Seat("Ann"), Seat("Bob")], 1)
    with pytest.raises(ValueError):
        record_of(session)


def test_a_game_is_recorded_once_and_read_back(book, monkeypatch) -> None:
    install_fake_game(monkeypatch)
    session = finished("test_fake", [Seat("Ann"), Seat("Bob", "easy")])
    assert book.add(session)
    assert not book.add(session)  # the same game again (Continue, a reload)
    reloaded = Session.from_json(session.to_json())
    assert not book.add(reloaded)
    other = finished("test_fake", [Seat("Ann"), Seat("Bob", "easy")], seed=5)
    assert book.add(other)
    games = book.read().games
    assert [game.save_id for game in games] == [session.save_id, other.save_id]
    assert games[0] == record_of(session)


def test_reset_forgets_and_keeps_games_finished_before_it_out(book, monkeypatch) -> None:
    install_fake_game(monkeypatch)
    old = finished("test_fake", [Seat("Ann"), Seat("Bob")])
    assert book.add(old)
    book.reset()
    assert book.read().games == ()
    assert not book.add(Session.from_json(old.to_json()))  # opened again after the reset
    new = finished("test_fake", [Seat("Ann"), Seat("Bob")], seed=9)
    assert book.add(new)
    assert [game.save_id for game in book.read().games] == [new.save_id]


def test_the_write_is_atomic_and_leaves_no_temp_file(book, tmp_path, monkeypatch) -> None:
    install_fake_game(monkeypatch)
    book.add(finished("test_fake", [Seat("Ann"), Seat("Bob")]))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.json"]
    assert json.loads(book.path.read_text())["format"] == "parlour-records"


@pytest.mark.parametrize(
    "content",
    [
        b'{"format":"parlour-records","version":1,"since":null,"games":[{"save_id":',
        b"\xff\xfe garbage",
        b'{"format":"parlour-records","version":1,"since":null,"games":[{"save_id":"x"}]}',
        b'{"format":"something else"}',
        b"[1, 2, 3]",
        b'{"format":"parlour-records","version":1,"since":null,"games":['
        b'{"save_id":"' + b"a" * 32 + b'","game":"test_fake",'
        b'"finished":"2026-01-01T00:00:00+00:00",'
        b'"seats":[{"player":"Ann","ai_level":null,"team":0,"score":NaN,"result":"won",'
        b'"hints":0}]}]}',
        b"[" * 100_000,
    ],
)
def test_a_damaged_record_is_a_clear_error_and_left_alone(book, monkeypatch, content) -> None:
    install_fake_game(monkeypatch)
    book.path.write_bytes(content)
    with pytest.raises(SaveError) as caught:
        book.read()
    assert caught.value.key == "parlour.statistics.error.damaged"
    with pytest.raises(SaveError):
        book.add(finished("test_fake", [Seat("Ann"), Seat("Bob")]))
    assert book.path.read_bytes() == content


def test_a_record_from_a_newer_parlour_says_so(book) -> None:
    book.path.write_text('{"format":"parlour-records","version":2,"since":null,"games":[]}')
    with pytest.raises(SaveError) as caught:
        book.read()
    assert caught.value.key == "parlour.statistics.error.future_version"


def test_a_folder_in_the_way_is_a_message_not_a_crash(book) -> None:
    book.path.mkdir()
    with pytest.raises(SaveError) as caught:
        book.read()
    assert caught.value.key.startswith("parlour.statistics.error.")
    with pytest.raises(SaveError) as caught:
        book.reset()
    assert caught.value.key == "parlour.statistics.error.write_failed"


def test_reset_replaces_a_damaged_record(book) -> None:
    book.path.write_bytes(b"garbage")
    book.reset()
    assert book.read().games == ()


def test_records_round_trip_every_field(book) -> None:
    entry = GameRecord(
        save_id="b" * 32,
        game_id="some_game",
        finished="2026-03-01T10:00:00.000+00:00",
        seats=(
            SeatRecord("Ann", None, 0, 12.5, "shared", hints=2),
            SeatRecord(None, "hard", 1, 12.5, "shared"),
        ),
    )
    from parlour.saves.records import Records, _records_to_json

    book.path.write_text(json.dumps(_records_to_json(Records(games=(entry,)))))
    assert book.read().games == (entry,)


def test_a_game_that_ended_earlier_takes_its_place_in_time(book, monkeypatch) -> None:
    """Streaks count along the record, so a finished save opened only later must not
    land after games that ended after it."""
    install_fake_game(monkeypatch)
    early = finished("test_fake", [Seat("Ann"), Seat("Bob")], seed=1)
    late = finished("test_fake", [Seat("Ann"), Seat("Bob")], seed=2)
    early.updated = "2026-01-01T10:00:00.000+00:00"
    late.updated = "2026-01-02T10:00:00.000+00:00"
    assert book.add(late) and book.add(early)
    assert [game.save_id for game in book.read().games] == [early.save_id, late.save_id]
