"""Seeded random games with invariants (2,400 games; about ten seconds)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from parlour.resources import locales_dir
from tests.games.guillotine.helpers import game
from tests.outcome import winners_of

GAMES_PER_CASE = 300
CASES = [(players, rule) for players in (2, 3, 4, 5) for rule in ("german", "english")]


def _log_keys(lang: str) -> set[str]:
    data = json.loads((locales_dir() / f"guillotine.{lang}.json").read_text(encoding="utf-8"))
    return set(data[lang]["log"])


@pytest.mark.parametrize(("players", "rule"), CASES)
def test_random_games_keep_the_invariants(players: int, rule: str) -> None:
    g = game()
    seen_keys: Counter[str] = Counter()
    for index in range(GAMES_PER_CASE):
        seed = players * 10_000 + index + (5000 if rule == "english" else 0)
        rng = random.Random(seed)
        state = g.new_state(players, seed, {"interrupt_rule": rule})
        steps = 0
        while not state.is_over():
            legal = state.legal_actions()
            assert 0 < len(legal) < 200
            events = state.apply(rng.choice(legal))
            state.check()
            seen_keys.update(e.key for e in events)
            steps += 1
            assert state.day <= 3
            if steps % 7 == 0:
                seat = rng.randrange(players)
                view = state.view(seat)
                assert view["hand"] == state.hands[seat]
                assert view["hand_sizes"] == [len(h) for h in state.hands]
                assert "hands" not in view
        assert steps < 2000
        assert winners_of(state)
    for lang in ("en", "de"):
        missing = {k.removeprefix("guillotine.log.") for k in seen_keys} - _log_keys(lang)
        assert not missing, (lang, missing)
