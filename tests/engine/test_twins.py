"""A public line and its private twin: each viewer is told a move once."""

from __future__ import annotations

from parlour.engine.events import Event, shown_to, twin

SAID = Event("test.log.sell", {"seat": 0})
TOLD = Event("test.log.sell_own", {"seat": 0, "amount": 200}, audience=frozenset({0}))
OTHER = Event("test.log.drew", {"seat": 1}, audience=frozenset({1}))


def test_the_mover_reads_the_private_line_and_the_others_the_public_one() -> None:
    public, private = twin(SAID, TOLD)
    events = [public, private, OTHER]
    assert shown_to(events, {0}) == [private]
    assert shown_to(events, {1}) == [public, OTHER]
    assert shown_to(events, {2}) == [public]


def test_the_shared_log_of_nobodys_secrets_keeps_the_public_line() -> None:
    public, private = twin(SAID, TOLD)
    assert shown_to([public, private], frozenset()) == [public]


def test_shown_everything_a_move_is_told_by_its_private_line() -> None:
    public, private = twin(SAID, TOLD)
    assert shown_to([public, private, OTHER], None) == [private, OTHER]


def test_a_public_line_without_its_twin_in_sight_stays() -> None:
    public, _ = twin(SAID, TOLD)
    assert shown_to([public], {0}) == [public]


def test_an_unmarked_event_writes_the_json_it_always_wrote() -> None:
    assert SAID.to_json() == {
        "key": "test.log.sell",
        "params": {"seat": 0},
        "audience": None,
        "barrier": False,
        "logged": True,
    }


def test_a_twin_survives_json_and_an_old_event_loads_unmarked() -> None:
    public, _ = twin(SAID, TOLD)
    assert public.to_json()["told_privately"] == [0]
    assert Event.from_json(public.to_json()) == public
    old = {"key": "test.log.sell", "params": {"seat": 0}, "audience": None}
    assert Event.from_json(old) == SAID
