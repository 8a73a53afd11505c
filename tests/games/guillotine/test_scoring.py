"""Scoring edge cases: starred nobles, pairs, Indifferent Public and face-up cards."""

from __future__ import annotations

import pytest

from parlour.games.guillotine.scoring import score, score_lines
from tests.games.guillotine.helpers import game

CAT = game().catalogue
GRAYS = ["hero_of_the_people", "clown", "innocent_victim", "martyr", "martyr", "martyr"]


@pytest.mark.parametrize("guards", range(1, 6))
def test_palace_guards_score_n_squared(guards: int) -> None:
    assert score(CAT, ["palace_guard"] * guards, []) == guards * guards


def test_tragic_figure_counts_every_gray_including_itself() -> None:
    assert score(CAT, ["tragic_figure"], []) == -1
    assert score(CAT, ["tragic_figure", "martyr"], []) == -2 - 1
    all_grays = ["tragic_figure", *GRAYS]
    assert score(CAT, all_grays, []) == -7 + (-3 - 2 - 1 - 3)


def test_count_and_countess_only_together() -> None:
    assert score(CAT, ["count"], []) == 2
    assert score(CAT, ["countess"], []) == 2
    assert score(CAT, ["count", "countess"], []) == 8


def test_indifferent_public_makes_every_gray_plus_one() -> None:
    pile = ["tragic_figure", *GRAYS, "duke"]
    assert score(CAT, pile, ["indifferent_public"]) == 7 + 3
    keys = [line.key for line in score_lines(CAT, pile, ["indifferent_public"])]
    assert "guillotine.score.tragic_figure" not in keys


def test_face_up_cards() -> None:
    pile = ["cardinal", "mayor", "colonel", "palace_guard"]
    face_up = ["church_support", "civic_support", "military_support", "fountain_of_blood"]
    assert score(CAT, pile, face_up) == 5 + 3 + 3 + 1 + 1 + 1 + 2 + 2
    assert score(CAT, [], ["tough_crowd"]) == -2


def test_printed_values_add_up_to_84() -> None:
    total = sum((n.points or 0) * n.copies for n in CAT.nobles.values())
    assert total == 84


def test_every_score_line_has_a_translation() -> None:
    import json

    from parlour.resources import locales_dir

    pile = ["tragic_figure", *GRAYS, "count", "countess", "palace_guard", "duke"]
    lines = score_lines(CAT, pile, ["church_support", "fountain_of_blood", "tough_crowd"])
    lines += score_lines(CAT, pile, ["indifferent_public"])
    for lang in ("en", "de"):
        data = json.loads((locales_dir() / f"guillotine.{lang}.json").read_text(encoding="utf-8"))
        for line in lines:
            assert line.key.split(".")[-1] in data[lang]["score"]


def test_fast_total_agrees_with_the_breakdown() -> None:
    import random

    rng = random.Random(8)
    nobles = CAT.noble_deck()
    cards = ["church_support", "civic_support", "military_support", "fountain_of_blood"]
    cards += ["indifferent_public", "tough_crowd"]
    for _ in range(500):
        pile = rng.sample(nobles, rng.randrange(0, 25))
        face_up = rng.sample(cards, rng.randrange(0, 4))
        lines = score_lines(CAT, pile, face_up)
        assert score(CAT, pile, face_up) == sum(line.points for line in lines)
