"""The replay's rebuilding, rounds and watchers, on the fakes and on every real game."""

from __future__ import annotations

import json
import random

import pytest

from parlour.engine import replay as rebuilt
from parlour.games import available_games
from parlour.play.replay import Replay
from parlour.saves.session import Seat, Session
from tests.fakes import GAME_ID, install_fake_game, install_round_game, install_team_game
from tests.fakes.game import Take


def played(game_id: str, seats: list[Seat], seed: int, moves: int | None = None) -> Session:
    """A session of ``game_id`` played with seeded random moves (to the end, or ``moves``)."""
    session = Session.start(game_id, seats, seed)
    rng = random.Random(seed)
    while not session.state.is_over() and (moves is None or len(session.history) < moves):
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def snapshot(state) -> str:  # type: ignore[no-untyped-def]
    return json.dumps(state.to_json(), sort_keys=True)


def expected(session: Session, position: int) -> str:
    state = rebuilt(
        session.game,
        len(session.seats),
        session.seed,
        session.options,
        session.history[:position],
    )
    return snapshot(state)


@pytest.mark.parametrize("game", available_games(), ids=lambda game: game.id)
def test_every_jump_of_a_real_game_is_exact(game) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat(f"P{n}", "easy") for n in range(game.max_players)]
    session = played(game.id, seats, seed=3)
    before = json.dumps(session.to_json(), sort_keys=True)
    replay = Replay(session, every=7)
    assert replay.finished and replay.length == len(session.history)
    rng = random.Random(1)
    targets = [replay.length, 0, *(rng.randrange(replay.length + 1) for _ in range(12))]
    for target in targets:
        replay.seek(target)
        assert replay.position == target
        assert snapshot(replay.state) == expected(session, target), target
        step = replay.step()
        if target < replay.length:
            assert step is not None and replay.position == target + 1
            assert snapshot(replay.state) == expected(session, target + 1)
        else:
            assert step is None
    # Watching changes nothing of the game it came from.
    assert json.dumps(session.to_json(), sort_keys=True) == before


@pytest.mark.parametrize("game", available_games(), ids=lambda game: game.id)
def test_every_watcher_sees_every_position_of_a_real_game(game) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Ann")] + [Seat(f"P{n}", "easy") for n in range(1, game.max_players)]
    session = played(game.id, seats, seed=8)
    replay = Replay(session)
    assert replay.watchers() == [None, *range(game.max_players)]
    assert replay.round_starts[0] == 0
    for position in (0, *replay.round_starts, replay.length // 2, replay.length):
        replay.seek(position)
        state = replay.state
        for watcher in replay.watchers():
            view = replay.view(watcher)
            if state.is_over():
                assert view == state.final_view()
            elif watcher is None:
                assert view == state.revealed_view()
            else:
                assert view == state.view(watcher)


def test_a_seat_sees_only_the_events_meant_for_it() -> None:
    private_seen = 0
    for game in available_games():
        seats = [Seat(f"P{n}", "easy") for n in range(game.min_players)]
        replay = Replay(played(game.id, seats, seed=4))
        every = [e for move in replay.moves for e in move.events]
        # A public line whose private twin the watcher reads is left out (told once).
        revealed = [e for _number, events in replay.log(None) for e in events]
        assert revealed == [e for e in every if not e.told_privately]
        for seat in range(game.min_players):
            shown = [e for _number, events in replay.log(seat) for e in events]
            assert shown == [
                e
                for e in every
                if (e.audience is None or seat in e.audience) and seat not in e.told_privately
            ]
            private_seen += sum(e.audience is not None for e in shown)
    assert private_seen  # some game has secret events, so the filter was tried


def test_a_seat_sees_its_own_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake_game(monkeypatch)
    session = played(GAME_ID, [Seat("Ann"), Seat("Bob", "easy"), Seat("Cy", "easy")], seed=4)
    replay = Replay(session)
    replay.seek(2)
    assert replay.view(1) == replay.state.view(1) != replay.state.view(0)


def test_an_unfinished_game_is_never_revealed(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake_game(monkeypatch)
    session = played(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], seed=2, moves=2)
    replay = Replay(session)
    assert not replay.finished
    assert replay.watchers() == [0]  # the bot's hand stays hidden from who may play on
    assert replay.default_watcher() == 0
    assert not replay.needs_curtain(0)  # one person: nobody else's secrets
    with pytest.raises(ValueError):
        replay.view(None)
    with pytest.raises(ValueError):
        replay.visible([], None)


def test_a_person_playing_a_team_sees_both_seats(monkeypatch: pytest.MonkeyPatch) -> None:
    game_id = install_team_game(monkeypatch)
    seats = [Seat("Ann"), Seat("Ann's partner", played_by=0)]
    seats += [Seat(f"Bot {i}", "easy") for i in range(2)]
    session = played(game_id, seats, seed=6, moves=3)
    replay = Replay(session)
    assert replay.seats_seen_by(1) == {0, 1} == replay.seats_seen_by(0)
    assert replay.seats_seen_by(2) == {2}
    replay.seek(3)
    assert replay.view(1) == replay.state.view_of(frozenset({0, 1}))
    acting = replay.state.to_act()
    expected_seat = acting if acting in (0, 1) else 1
    assert replay.viewer_seat(1) == expected_seat
    assert replay.viewer_seat(2) == 2


def test_round_starts_follow_the_rounds_and_the_jumps_find_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_id = install_round_game(monkeypatch)
    session = played(game_id, [Seat("Ann"), Seat("Bob", "easy")], seed=5)
    replay = Replay(session, every=4)
    finished_after = [0]
    state = session.game.new_state(2, session.seed, session.options)
    for number, act in enumerate(session.history, start=1):
        rounds = len(state.round_results())
        state.apply(act)
        if len(state.round_results()) > rounds and not state.is_over():
            finished_after.append(number)
    assert len(finished_after) >= 3
    assert replay.round_starts == finished_after
    second, third = finished_after[1], finished_after[2]
    replay.seek(second + 1)
    assert replay.round == 2
    assert replay.previous_round_start() == second
    replay.seek(second)
    assert replay.previous_round_start() == 0  # at a round's start: the one before
    assert replay.next_round_start() == third
    replay.seek(finished_after[-1] + 1)
    assert replay.next_round_start() == replay.length  # after the last round: the end
    replay.seek(0)
    assert replay.previous_round_start() == 0


def test_a_game_without_rounds_has_one_start(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake_game(monkeypatch)
    session = played(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], seed=1)
    replay = Replay(session)
    assert replay.round_starts == [0]
    replay.seek(1)
    assert replay.next_round_start() == replay.length


def test_seeking_past_either_end_stops_there(monkeypatch: pytest.MonkeyPatch) -> None:
    install_fake_game(monkeypatch)
    session = Session.start(GAME_ID, [Seat("Ann"), Seat("Bob", "easy")], 1)
    session.apply(Take(1))
    session.apply(Take(2))
    replay = Replay(session, every=1)
    replay.seek(99)
    assert replay.position == 2
    replay.seek(-5)
    assert replay.position == 0
    assert snapshot(replay.state) == expected(session, 0)


@pytest.mark.parametrize("game", available_games(), ids=lambda game: game.id)
def test_round_numbers_start_at_one_and_never_go_down(game) -> None:  # type: ignore[no-untyped-def]
    state = game.new_state(game.min_players, 2)
    rng = random.Random(2)
    numbers = [state.round_number()]
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        numbers.append(state.round_number())
    assert numbers[0] == 1
    assert numbers == sorted(numbers)


def test_the_default_round_number_counts_the_rounds_finished(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_id = install_round_game(monkeypatch)
    session = played(game_id, [Seat("Ann"), Seat("Bob", "easy")], seed=1)
    state = session.game.new_state(2, session.seed, session.options)
    for act in session.history:
        assert state.round_number() == len(state.round_results()) + 1
        state.apply(act)


def test_a_curtain_keeps_people_of_an_unfinished_save_apart(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    install_fake_game(monkeypatch)
    seats = [Seat("Ann"), Seat("Bea"), Seat("Cy", "easy")]
    unfinished = Replay(played(GAME_ID, seats, seed=2, moves=2))
    assert unfinished.watchers() == [0, 1]
    assert unfinished.needs_curtain(0) and unfinished.needs_curtain(1)
    finished = Replay(played(GAME_ID, seats, seed=2))
    assert finished.watchers() == [None, 0, 1, 2]
    assert not any(finished.needs_curtain(seat) for seat in finished.watchers())


def test_a_draw_is_told_once_in_the_revealed_log_and_in_the_drawers() -> None:
    """Everything revealed, a draw reads "You drew …" alone; the drawer's own log too,
    while another seat's log tells the same draw by its public line."""
    session = Session.start("guillotine", [Seat("Ann"), Seat("Bot", "easy"), Seat("Bot")], 1)
    rng = random.Random(0)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    replay = Replay(session)

    def drawn(watcher: int | None) -> list[tuple[int | None, int | None]]:
        return [
            (e.params["seat"], e.audience and min(e.audience))
            for _, events in replay.log(watcher)
            for e in events
            if e.key in ("guillotine.log.draw", "guillotine.log.draw_private")
        ]

    revealed = drawn(None)
    assert revealed and all(audience == seat for seat, audience in revealed)
    assert [d for d in drawn(0) if d[0] == 0] == [d for d in revealed if d[0] == 0]
    assert [d for d in drawn(0) if d[0] != 0] and all(a is None for s, a in drawn(0) if s != 0)
