"""The table flow with people, teams and rounds, driven through real sessions of the fakes."""

from __future__ import annotations

import pytest

from parlour.engine import Event, RuleError
from parlour.engine.events import twin
from parlour.play.flow import TableFlow
from parlour.saves.session import Seat, Session
from tests.fakes import install_round_game, install_team_game
from tests.fakes.game import Take
from tests.outcome import winners_of


@pytest.fixture
def teams(monkeypatch: pytest.MonkeyPatch) -> str:
    return install_team_game(monkeypatch)


@pytest.fixture
def rounds(monkeypatch: pytest.MonkeyPatch) -> str:
    return install_round_game(monkeypatch)


def started(game_id: str, seats: list[Seat], seed: int = 1) -> TableFlow:
    flow = TableFlow(Session.start(game_id, seats, seed))
    flow.sync()
    return flow


def play(flow: TableFlow, count: int = 1) -> list[Event]:
    events = flow.session.apply(Take(count))
    flow.sync()
    return events


def test_one_person_plays_a_whole_team_and_sees_both_seats_secrets(teams: str) -> None:
    seats = [Seat("Ann"), Seat("Ann's partner", played_by=0)]
    seats += [Seat(f"Bot {i}", "easy") for i in range(8)]
    flow = started(teams, seats)
    assert flow.looking == 0 and flow.viewer_seat == 0 and not flow.curtain_up
    bonus = flow.view()["bonus"]
    assert bonus[0] is not None and bonus[1] is not None and bonus[2:] == [None] * 8
    play(flow)  # seat 0 → seat 1, the same person: no curtain, and now it acts as seat 1
    assert flow.looking == 0 and flow.viewer_seat == 1 and not flow.curtain_up
    assert flow.legal() and flow.may_submit()
    assert flow.can_undo()  # the move of seat 0 is the person's own
    play(flow)  # seat 1 moved; seat 2 is a bot
    assert flow.bot_to_act() == 2 and flow.legal() == [] and flow.can_undo()
    flow.undo()
    assert flow.state.to_act() == 1 and flow.viewer_seat == 1


def test_the_curtain_comes_between_people_not_between_one_persons_seats(teams: str) -> None:
    seats = [Seat("Ann"), Seat("Ann 2", played_by=0), Seat("Bea"), Seat("Bea 2", played_by=2)]
    flow = started(teams, seats)
    assert flow.curtain_for == 0 and flow.looking is None  # even the first one is covered
    flow.lift_curtain()
    assert flow.looking == 0 and not flow.curtain_up
    play(flow)
    assert flow.looking == 0 and not flow.curtain_up
    play(flow)
    assert flow.curtain_up and flow.curtain_for == 2 and flow.looking is None
    assert flow.legal() == [] and not flow.may_submit()
    assert flow.view()["bonus"] == [None] * 4  # behind the curtain: nobody's secrets
    flow.lift_curtain()
    assert flow.looking == 2 and flow.viewer_seat == 2
    bonus = flow.view()["bonus"]
    assert bonus[0] is None and bonus[1] is None and None not in bonus[2:]
    play(flow)
    assert not flow.curtain_up and flow.viewer_seat == 3
    assert not flow.can_undo()  # two people at the table: no undo


def test_events_for_a_partner_seat_reach_the_person_and_the_log(teams: str) -> None:
    seats = [Seat("Ann"), Seat("Ann 2", played_by=0), Seat("Bot", "easy"), Seat("Bot", "easy")]
    flow = started(teams, seats)
    secret = Event("test_fake.log.took", {"seat": 1, "count": 1}, audience=frozenset({1}))
    other = Event("test_fake.log.took", {"seat": 2, "count": 1}, audience=frozenset({2}))
    assert flow.visible([secret, other]) == [secret]
    assert flow.for_log([secret, other]) == [secret]


def test_the_log_of_several_people_is_public(teams: str) -> None:
    seats = [Seat("Ann"), Seat("Bot", "easy"), Seat("Bea"), Seat("Bot", "easy")]
    flow = started(teams, seats)
    secret = Event("test_fake.log.took", {"seat": 0, "count": 1}, audience=frozenset({0}))
    assert flow.for_log([secret]) == []


def test_one_person_cannot_play_seats_of_two_teams(teams: str) -> None:
    seats = [Seat("Ann"), Seat("Bob"), Seat("Ann again", played_by=0), Seat("Dan")]
    with pytest.raises(RuleError, match="not one team"):
        Session.start(teams, seats, 1)


def test_a_team_wins_together(teams: str) -> None:
    flow = started(teams, [Seat(f"Bot {i}", "easy") for i in range(5)])
    while not flow.over:
        play(flow, flow.state.legal_actions()[-1].count)
    winners = winners_of(flow.state)
    team = flow.state.team_of(winners[0])
    assert winners == sorted(team)


def test_a_round_summary_waits_for_a_click_and_survives_a_save(rounds: str, tmp_path) -> None:
    from parlour.saves.store import SaveStore

    flow = started(rounds, [Seat("Ann"), Seat("Bot", "easy")])
    while not flow.state.round_results():
        play(flow, flow.state.legal_actions()[-1].count)
    summary = flow.pending_round()
    assert summary is not None and summary.number == 1 and summary.target == 12
    assert flow.waiting and flow.legal() == [] and flow.bot_to_act() is None
    assert not flow.can_undo()
    store = SaveStore.in_data_dir(tmp_path)
    path = store.save(flow.session)
    reloaded = TableFlow(store.load(path))
    reloaded.sync()
    assert reloaded.pending_round() == summary  # Continue shows the summary again
    flow.close_round()
    assert flow.pending_round() is None and not flow.waiting
    store.save(flow.session)
    again = TableFlow(store.load(path))
    again.sync()
    assert again.pending_round() is None


def test_the_end_shows_the_final_table_and_allows_no_undo(rounds: str) -> None:
    flow = started(rounds, [Seat("Ann"), Seat("Bot", "easy")])
    while not flow.over:
        if flow.pending_round() is not None:
            flow.close_round()
        play(flow, flow.state.legal_actions()[-1].count)
    assert flow.pending_round() is None  # the last round is on the final table, not a summary
    assert not flow.curtain_up and flow.looking is None and flow.legal() == []
    assert flow.view() == flow.state.final_view()
    assert not flow.can_undo()
    assert len(flow.state.round_results()) >= 2


def test_a_search_bot_counts_its_partners_win_as_its_own() -> None:
    from parlour.ai.search import outcome
    from tests.fakes import team_game

    state = team_game.load_game().new_state(4, seed=2)
    while not state.is_over():
        state.apply(state.legal_actions()[-1])
    winner = winners_of(state)[0]
    partner = next(s for s in state.team_of(winner) if s != winner)
    loser = next(s for s in range(4) if s not in winners_of(state))
    assert outcome(state, partner) == outcome(state, winner) == 1.0
    assert outcome(state, loser) < 0.5


def test_a_summary_between_two_people_shows_nobodys_secrets_and_then_the_curtain(
    rounds: str,
) -> None:
    """The flow used to hand the table to the next person under the summary (their newly
    dealt bonus on screen for everyone reading it) and counted them as having looked, so no
    curtain came after it."""
    flow = started(rounds, [Seat("Ann"), Seat("Bea")])
    while not flow.state.round_results():
        if flow.curtain_up:
            flow.lift_curtain()
        play(flow, flow.state.legal_actions()[-1].count)
    assert flow.pending_round() is not None and not flow.curtain_up
    assert flow.looking is None and flow.view()["bonus"] == [None, None]
    flow.close_round()
    assert flow.curtain_up and flow.curtain_for == flow.state.to_act()
    flow.lift_curtain()
    assert flow.looking == flow.state.to_act()


def test_a_pinned_onlooker_sees_one_seat_whoever_acts(teams: str) -> None:
    flow = started(teams, [Seat("Ann"), Seat("Bob"), Seat("Cy"), Seat("Dan")])
    flow.pin(2)
    assert not flow.curtain_up and flow.looking == 2 and flow.legal() == []
    play(flow)
    play(flow)
    assert flow.looking == 2 and flow.legal() and flow.view()["bonus"][2] is not None
    flow.pin(None)
    assert flow.looking is None and flow.legal() == []


def test_a_move_with_a_private_twin_is_told_once_to_its_mover(teams: str) -> None:
    alone = started(teams, [Seat("Ann")] + [Seat("Bot", "easy")] * 3)
    said = Event("test_fake.log.took", {"seat": 0, "count": 1})
    public, private = twin(said, Event("test_fake.log.secret", {"seat": 0}, frozenset({0})))
    assert alone.visible([public, private]) == [private]
    assert alone.for_log([public, private]) == [private]
    hot_seat = started(teams, [Seat("Ann"), Seat("Bot", "easy"), Seat("Bea"), Seat("Cy")])
    assert hot_seat.for_log([public, private]) == [public]  # the shared log: nobody's secrets
