"""One step, one line: what happens at once is told once in the log.

The rule checked over seeded games of every table, as each seat sees the log: one action
never shows a seat two lines in a row with the same key about the same seats (a line with
no seat is about the table). Five cards drawn are "Anna draws 5 action cards", the values
that move together are "New values: …". The one exception is stated here:
``guillotine.log.collect`` — a noble that makes its collector take the next one is two
steps, each noble's instruction fires on its own and a Warte mal may interrupt between.
"""

from __future__ import annotations

import itertools
import random

import pytest

from parlour.engine import Event
from parlour.games import GAME_IDS, get_game
from parlour.games.guillotine.actions import Play
from parlour.ui import i18n
from parlour.ui.event_text import format_event
from tests.games.guillotine.helpers import make_state, play

#: Lines in a row that are separate steps (see the module docstring).
SEPARATE_STEPS = frozenset({"guillotine.log.collect"})
NAMES = ["Anna", "Bruno", "Clara", "Dora", "Emil"]


def _about(event: Event) -> tuple[tuple[str, object], ...]:
    return tuple(sorted((k, repr(v)) for k, v in event.params.items() if k.endswith("seat")))


def _repeats(events: list[Event], seats: int) -> list[str]:
    found = []
    for viewer in range(seats):
        seen = [e for e in events if e.audience is None or viewer in e.audience]
        for a, b in itertools.pairwise(seen):
            if a.key == b.key and a.key not in SEPARATE_STEPS and _about(a) == _about(b):
                found.append(f"{a.key} {dict(a.params)} then {dict(b.params)}")
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_action_logs_one_step_as_several_lines(game_id: str) -> None:
    game = get_game(game_id)
    repeats: list[str] = []
    for seats in range(game.min_players, min(game.max_players, 5) + 1):
        for seed in range(6):
            state = game.new_state(seats, seed, {})
            rng = random.Random(seed)
            for _ in range(3000):
                if state.is_over():
                    break
                repeats += _repeats(state.apply(rng.choice(state.legal_actions())), seats)
    assert not repeats, repeats[:5]


def _draws(events: list[Event]) -> dict[int, list[int]]:
    """Each seat's public draw lines, by the count each one tells."""
    draws: dict[int, list[int]] = {}
    for e in events:
        if e.key == "guillotine.log.draw":
            draws.setdefault(e.params["seat"], []).append(e.params["count"])
    return draws


def test_rain_delay_logs_one_draw_line_per_seat() -> None:
    state = make_state(line=["count", "baron", "duke", "clown"], hands=[["rain_delay"], [], []])
    events = play(state, Play("rain_delay"))
    # Five new cards each, in one line per seat; then the player collects and draws his
    # card of the turn, a step of its own.
    assert _draws(events) == {0: [5, 1], 1: [5], 2: [5]}
    private = [e for e in events if e.key == "guillotine.log.draw_private"]
    assert [(e.audience, len(e.params["cards"])) for e in private] == [
        (frozenset({0}), 5),
        (frozenset({1}), 5),
        (frozenset({2}), 5),
        (frozenset({0}), 1),
    ]


def test_political_influence_logs_its_four_cards_as_one_line() -> None:
    state = make_state(
        line=["count", "baron", "duke", "clown"], hands=[["political_influence"], [], []]
    )
    events = play(state, Play("political_influence"))
    while state.to_act() == [0] and not state.is_over():
        events += state.apply(state.legal_actions()[0])
    assert _draws(events)[0] == [4]


@pytest.mark.parametrize(
    ("lang", "event", "line"),
    [
        ("en", Event("guillotine.log.draw", {"seat": 0, "count": 3}), "Anna draws 3 action cards."),
        (
            "de",
            Event("guillotine.log.draw", {"seat": 0, "count": 1}),
            "Anna zieht eine Aktionskarte.",
        ),
        (
            "de",
            Event("guillotine.log.draw_private", {"seat": 0, "cards": ("trip", "rain_delay")}),
            "Du hast „Stolpern“ und „Regenpause“ gezogen.",
        ),
        (
            "en",
            Event(
                "banque_fatale.log.values",
                {
                    "changes": [
                        {"colour": "jaune", "old": 10, "value": 9},
                        {"colour": "bleu", "old": 6, "value": 2},
                    ]
                },
            ),
            "New values: yellow from 10 to 9\u00a0M and blue from 6 to 2\u00a0M",
        ),
        (
            "de",
            Event(
                "banque_fatale.log.values",
                {
                    "changes": [
                        {"colour": "jaune", "old": 10, "value": 9},
                        {"colour": "bleu", "old": 6, "value": 8},
                    ]
                },
            ),
            "Neue Werte: Gelb von 10 auf 9\u00a0Mio. und Blau von 6 auf 8\u00a0Mio.",
        ),
        (
            "en",
            Event(
                "millionenspiel.log.exchanged",
                {
                    "seat": 1,
                    "swaps": [
                        {"count": 10, "value": 1, "got": 1, "into": 10},
                        {"count": 20, "value": 10, "got": 2, "into": 100},
                    ],
                },
            ),
            "Bruno exchanges 10 pieces of 1 for 1 of 10 and 20 pieces of 10 for 2 of 100.",
        ),
        (
            "de",
            Event(
                "millionenspiel.log.exchanged",
                {"seat": 1, "swaps": [{"count": 10, "value": 1, "got": 1, "into": 10}]},
            ),
            "Bruno tauscht 10 Stück zu 1 in 1 zu 10.",
        ),
    ],
)
def test_a_grouped_line_reads_right(lang: str, event: Event, line: str) -> None:
    i18n.configure(lang)
    try:
        game = event.key.split(".")[0]
        assert format_event(event, game, NAMES, i18n.t) == line
    finally:
        i18n.configure("en")
