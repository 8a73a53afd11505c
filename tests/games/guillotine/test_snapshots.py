"""Snapshots: a whole one restores as it was, a damaged one is refused before it plays."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from parlour.engine import DamagedSnapshot, RuleError
from parlour.games.guillotine.actions import ChoosePlayer, Play
from parlour.games.guillotine.decisions import (
    ASK,
    KINDS,
    AskInterrupt,
    AskPilePick,
    AskPlace,
    AskPlay,
)
from parlour.games.guillotine.rules import PHASES, GuillotineState
from parlour.games.guillotine.tasks import TASKS
from tests.games.guillotine.helpers import game, make_state, play


def _snapshot(seed: int = 3, steps: int = 40) -> dict[str, Any]:
    state = game().new_state(4, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    data: dict[str, Any] = json.loads(json.dumps(state.to_json()))
    return data


def test_a_snapshot_restores_and_writes_back_the_same() -> None:
    data = _snapshot()
    assert game().restore(copy.deepcopy(data)).to_json() == data


def _duplicate_a_card(data: dict[str, Any]) -> None:
    data["hands"][0].append(data["action_deck"][0])


def _lose_a_noble(data: dict[str, Any]) -> None:
    data["noble_deck"].pop()


def _drop_a_seat(data: dict[str, Any]) -> None:
    data["rush"].pop()


def _foreign_card(data: dict[str, Any]) -> None:
    data["line"].append("the_emperor")


def _last_not_in_pile(data: dict[str, Any]) -> None:
    data["last"][1] = "no_such_noble"


def _day_out_of_range(data: dict[str, Any]) -> None:
    data["day"] = 4


def _unknown_decision(data: dict[str, Any]) -> None:
    data["pending"] = {"kind": "nap", "seat": 0, "card": None}


def _decision_lacks_its_choices(data: dict[str, Any]) -> None:
    data["pending"] = {"kind": "noble", "seat": 0, "card": "trip"}


def _unknown_task(data: dict[str, Any]) -> None:
    data["tasks"].append(["nap", 1])


def _task_with_a_foreign_argument(data: dict[str, Any]) -> None:
    data["tasks"].append(["draw", 1])


def _task_lacking_an_argument(data: dict[str, Any]) -> None:
    data["tasks"].append(["ask", 1])


DAMAGE: list[Callable[[dict[str, Any]], None]] = [
    _duplicate_a_card,
    _lose_a_noble,
    _drop_a_seat,
    _foreign_card,
    _last_not_in_pile,
    _day_out_of_range,
    _unknown_decision,
    _decision_lacks_its_choices,
    _unknown_task,
    _task_with_a_foreign_argument,
    _task_lacking_an_argument,
]


@pytest.mark.parametrize("damage", DAMAGE, ids=lambda f: f.__name__.strip("_"))
def test_a_damaged_snapshot_is_refused(
    damage: Callable[[dict[str, Any]], None],
) -> None:
    data = _snapshot()
    damage(data)
    with pytest.raises(RuleError):
        game().state_from_json(data)
    with pytest.raises(DamagedSnapshot):
        game().restore(data)


def test_a_shown_card_that_left_the_hand_is_refused() -> None:
    """Lack of Support showed seat 0 the hand of seat 1; a snapshot that says seat 0 knows
    of a card seat 1 does not hold would pin that card into a bot's every sample."""
    state = make_state(hands=[["lack_of_support", "trip"], ["escape", "pushed"], ["stumble"]])
    play(state, Play("lack_of_support"), ChoosePlayer(1))
    data = json.loads(json.dumps(state.to_json()))
    assert game().state_from_json(data).seen[0][1] == ["escape", "pushed"]
    data["seen"][0][1] = ["escape", "stumble"]
    with pytest.raises(RuleError):
        game().state_from_json(data)


def test_a_save_from_before_shown_cards_were_kept_loads_knowing_nothing() -> None:
    """Saves written before ``seen`` existed lack it: each seat then knows nothing of the
    other hands, one empty list per seat and owner (a default made for the table)."""
    state = make_state(hands=[["lack_of_support", "trip"], ["escape", "pushed"], ["stumble"]])
    play(state, Play("lack_of_support"), ChoosePlayer(1))
    data = json.loads(json.dumps(state.to_json()))
    del data["seen"]
    loaded = game().state_from_json(data)
    assert loaded.seen == [[[], [], []] for _ in range(3)]
    assert loaded.legal_actions() == state.legal_actions()


def test_every_decision_a_snapshot_may_hold_has_its_moves() -> None:
    assert PHASES.names == set(KINDS)


def test_decisions_and_tasks_keep_the_json_form_saves_were_written_in() -> None:
    """Saves hold a decision as one flat object and a task as a list, as they always did."""
    written = [
        {"kind": "play", "seat": 1, "card": None},
        {"kind": "place", "seat": 0, "card": "pushed", "noble_index": 3, "choices": [2, 1]},
        {"kind": "pile_pick", "seat": 2, "card": "clerical_error", "owner_seat": 0, "taken": None},
        {
            "kind": "interrupt",
            "seat": 0,
            "card": "confusion_in_line",
            "collector_seat": 1,
            "window": 4,
        },
    ]
    loaded = [ASK.load(data) for data in written]
    assert loaded == [
        AskPlay(1, None),
        AskPlace(0, "pushed", noble_index=3, choices=(2, 1)),
        AskPilePick(2, "clerical_error", owner_seat=0, taken=None),
        AskInterrupt(0, "confusion_in_line", collector_seat=1, window=4),
    ]
    assert [ASK.dump(ask) for ask in loaded] == written
    assert [list(ASK.dump(ask)) for ask in loaded] == [list(data) for data in written]  # order
    queue = [["fire", 1, "clown"], ["ask", 2, 0, 3], ["draw"]]
    assert TASKS.load(queue) == [
        GuillotineState._fire.later(1, "clown"),
        GuillotineState._ask_warte_mal.later(2, 0, 3),
        GuillotineState._draw_cards.later(),
    ]
    assert TASKS.dump(TASKS.load(queue)) == queue
    old = [["ask", 2, 0]]  # before windows had numbers
    assert TASKS.load(old) == [GuillotineState._ask_warte_mal.later(2, 0, 0)]
