"""An action is legal only if it is exactly a legal one: the same types, not just ``==``.

Python says ``True == 1 == 1.0``, so ``Take(True)`` used to pass for ``Take(1)`` and then
break (or bend) the rules that count and index with it. Every legal action of seeded
states of every registered game is turned into look-alikes that compare equal (or nearly:
a list for a tuple) and must be refused, by ``apply`` without changing the state and by
``action_from_json`` when they come as JSON.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from parlour.engine import (
    Action,
    GameState,
    RuleError,
    action,
    action_from_json,
    action_to_json,
)
from parlour.engine.actions import same_action
from parlour.games import available_games

GAMES = available_games()
SEEDS = 3
STEPS = 40


class _Text(str):
    """A string that is not exactly a ``str``."""


def _python_lookalikes(value: Any) -> Iterator[Any]:
    """Values equal to ``value`` (or its elements) under ``==`` but of another type."""
    if type(value) is bool:
        yield int(value)
        yield float(value)
    elif type(value) is int:
        yield float(value)
        if value in (0, 1):
            yield bool(value)
    elif type(value) is str:
        yield _Text(value)
    elif type(value) is tuple:
        yield list(value)
        for index, item in enumerate(value):
            for other in _python_lookalikes(item):
                yield (*value[:index], other, *value[index + 1 :])


def _json_lookalikes(value: Any) -> Iterator[Any]:
    """What a JSON document may carry instead of ``value``: the same number as a bool or a
    float, a tuple's elements so changed, a bare element for a tuple, ``null``."""
    yield None
    if type(value) is bool:
        yield int(value)
        yield float(value)
    elif type(value) is int:
        yield float(value)
        yield str(value)
        if value in (0, 1):
            yield bool(value)
    elif type(value) is str and value.lstrip("-").isdigit():
        yield int(value)
    elif type(value) is tuple:
        yield value[0] if value else 0
        for index, item in enumerate(value):
            for other in _json_lookalikes(item):
                if other is not None:
                    yield [*value[:index], other, *value[index + 1 :]]


def _states(game, seed: int) -> Iterator[GameState]:
    rng = random.Random(seed)
    state = game.new_state(game.min_players + seed % 2, seed=seed)
    for _ in range(STEPS):
        if state.is_over():
            return
        yield state
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_lookalike_actions_are_refused_and_change_nothing(game) -> None:
    refused = 0
    for seed in range(SEEDS):
        for state in _states(game, seed):
            before = json.dumps(state.to_json(), sort_keys=True)
            for act in state.legal_actions():
                for field in dataclasses.fields(act):
                    for other in _python_lookalikes(getattr(act, field.name)):
                        lookalike = dataclasses.replace(act, **{field.name: other})
                        with pytest.raises(RuleError):
                            state.apply(lookalike)
                        refused += 1
            assert json.dumps(state.to_json(), sort_keys=True) == before
    assert refused > 0


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_lookalike_actions_are_refused_from_json(game) -> None:
    refused = 0
    for seed in range(SEEDS):
        for state in _states(game, seed):
            for act in state.legal_actions():
                data = action_to_json(act)
                assert action_from_json(json.loads(json.dumps(data))) == act
                for field in dataclasses.fields(act):
                    for other in _json_lookalikes(getattr(act, field.name)):
                        with pytest.raises(RuleError):
                            action_from_json(json.loads(json.dumps({**data, field.name: other})))
                        refused += 1
    assert refused > 0


def test_json_that_is_no_action_is_a_rule_error() -> None:
    for data in ([], "x", None, {"type": ["guillotine.pass"]}, {"type": 5}, {"no": "type"}):
        with pytest.raises(RuleError):
            action_from_json(data)  # type: ignore[arg-type]


def test_optional_and_tuple_fields_from_json() -> None:
    def load(**fields: Any) -> Action:
        return action_from_json({"type": "test.tagged", "number": 1, "numbers": [2], **fields})

    assert load() == _Tagged(1, (2,))
    assert load(maybe=None) == load(maybe=None, numbers=[2])
    assert load(maybe=4) == _Tagged(1, (2,), 4)
    for bad in ({"number": None}, {"numbers": None}, {"numbers": 2}, {"numbers": [[2]]}):
        with pytest.raises(RuleError):
            load(**bad)
    for bad in ({"maybe": 4.0}, {"maybe": False}, {"maybe": [4]}, {"extra": 1}):
        with pytest.raises(RuleError):
            load(**bad)


def test_a_field_that_json_cannot_carry_is_refused_at_registration() -> None:
    with pytest.raises(TypeError):

        @action("test.listed")
        @dataclasses.dataclass(frozen=True)
        class Listed(Action):
            cards: list[str]


def test_same_action_wants_class_and_types() -> None:
    assert same_action(_Tagged(1, (2, 3)), _Tagged(1, (2, 3)))
    assert not same_action(_Tagged(True, (2, 3)), _Tagged(1, (2, 3)))
    assert not same_action(_Tagged(1, (2.0, 3)), _Tagged(1, (2, 3)))
    assert not same_action(_Tagged(1, [2, 3]), _Tagged(1, (2, 3)))  # type: ignore[arg-type]
    assert not same_action(_Other(1, (2, 3)), _Tagged(1, (2, 3)))


@action("test.tagged")
@dataclasses.dataclass(frozen=True)
class _Tagged(Action):
    number: int
    numbers: tuple[int, ...]
    maybe: int | None = None


@dataclasses.dataclass(frozen=True)
class _Other(_Tagged):
    pass
