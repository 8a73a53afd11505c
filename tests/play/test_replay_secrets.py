"""A replay steps through what its watcher could see: a bot's hidden bid is not counted."""

from __future__ import annotations

from typing import Any

import pytest

from parlour.play.replay import Replay
from tests.play.secret_bids import BIDDER, secret_bid


def what_is_seen(replay: Replay, watcher: int) -> list[Any]:
    """Everything a watcher is shown, step by step: the number of steps, each position's
    view and seat to act, the round jumps and the log with its step numbers."""
    seen: list[Any] = [replay.length, replay.round_starts, list(replay.log(watcher))]
    for position in range(replay.length + 1):
        replay.seek(position)
        seen.append((replay.view(watcher), replay.viewer_seat(watcher), replay.round))
    return seen


@pytest.mark.parametrize("when", ["mid-bid", "mid-round"])
@pytest.mark.parametrize("seed", [3, 11])
def test_a_bots_hidden_bid_changes_nothing_the_replay_shows(seed: int, when: str) -> None:
    sessions = {jetons: secret_bid(seed, jetons, when) for jetons in (0, 1, 3)}
    moves = {jetons: len(session.history) for jetons, session in sessions.items()}
    assert moves[3] == moves[1] + 2 == moves[0] + 3  # the saves differ by the jetons
    replays = {jetons: Replay(session) for jetons, session in sessions.items()}
    for replay in replays.values():  # the person's own replay, the one offered
        assert not replay.finished and replay.watchers() == [0] == [replay.default_watcher()]
    seen = {jetons: what_is_seen(replay, 0) for jetons, replay in replays.items()}
    assert seen[0] == seen[1] == seen[3]
    # The last step ends after the jetons: the replay's end is where the save stands.
    for jetons, replay in replays.items():
        replay.seek(replay.length)
        assert replay.moves_played == moves[jetons]


def test_the_bidder_sees_each_of_its_jetons_go_in() -> None:
    """Only those who could not see the jetons have them folded away."""
    one, three = (Replay(secret_bid(3, jetons, "mid-bid")) for jetons in (1, 3))
    assert sum(1 for _ in three.log(BIDDER)) == sum(1 for _ in one.log(BIDDER)) + 2
    assert sum(1 for _ in three.log(0)) == sum(1 for _ in one.log(0))
