"""Turn flow: days, empty decks, Warte mal under both rules, secrets and determinization."""

from __future__ import annotations

import json
import random
from collections import Counter

from parlour.games.guillotine.actions import ChoosePlayer, Collect, Done, Interrupt, Pass, Play
from tests.games.guillotine.helpers import game, keys, make_state, play
from tests.outcome import decided_of, score_lines_of, winners_of

OTHERS = [["milling_in_line"], ["double_feature"]]
LINE = ["duke", "baron", "regent", "cardinal", "mayor"]


def test_warte_mal_german_rule_interrupts_another_players_collection() -> None:
    state = make_state(line=LINE, hands=[["trip"], ["escape"], ["confusion_in_line"]], seed=4)
    play(state, Collect())
    # Everyone who might hold the card is asked in turn order from the collector; those
    # without it can only pass.
    assert state.to_act() == 0 and state.legal_actions() == [Pass()]
    play(state, Pass())
    assert state.to_act() == 1 and state.legal_actions() == [Pass()]
    play(state, Pass())
    assert state.to_act() == 2 and state.legal_actions() == [Interrupt(), Pass()]
    assert state.view(0)["pending"]["kind"] == "interrupt"
    assert state.view(0)["pending"]["collector_seat"] == 0
    events = play(state, Interrupt())
    assert keys(events)[:2] == ["interrupt", "shuffle_line"]
    assert Counter(state.line + state.piles[0]) == Counter(LINE)
    assert state.hands[2] == [] and "confusion_in_line" in state.action_discard


def test_warte_mal_can_be_declined() -> None:
    state = make_state(line=LINE, hands=[["trip"], ["escape"], ["confusion_in_line"]])
    play(state, Collect(), Pass(), Pass(), Pass())
    assert state.piles[0] == ["duke"] and state.hands[2] == ["confusion_in_line"]


def test_warte_mal_is_blocked_by_the_judge_and_by_callous_guards() -> None:
    judged = make_state(
        line=["duke", "unpopular_judge"], hands=[["trip"], ["escape"], ["confusion_in_line"]]
    )
    play(judged, Collect())  # the judge is not at the front yet when the Duke goes
    play(judged, Pass(), Pass())
    assert judged.to_act() == 2
    play(judged, Pass())
    assert judged.piles[0] == ["duke"]
    # Seat 1 then collects the judge at the front without anybody being asked (not even
    # himself: no card may be played), and seat 2 starts day 2.
    assert judged.piles[1] == ["unpopular_judge"]
    assert judged.current == 2 and judged.pending is not None
    assert judged.pending.kind == "play" and judged.day == 2
    guarded = make_state(
        line=LINE,
        hands=[["trip"], ["escape"], ["confusion_in_line"]],
        face_up=[["callous_guards"], [], []],
    )
    play(guarded, Collect())
    # Only the Guards' owner is asked (he might discard them to play the card); he has no
    # Warte mal, and the holder, seat 2, is not asked at all.
    assert guarded.to_act() == 0 and guarded.legal_actions() == [Pass()]
    play(guarded, Pass())
    assert guarded.current == 1 and guarded.to_act() == 1


def test_warte_mal_english_rule_marks_a_player() -> None:
    state = make_state(
        line=LINE,
        hands=[["confusion_in_line"], ["escape"], ["trip"]],
        interrupt_rule="english",
        seed=9,
    )
    play(state, Play("confusion_in_line"))
    assert state.legal_actions() == [ChoosePlayer(0), ChoosePlayer(1), ChoosePlayer(2)]
    play(state, ChoosePlayer(1))  # seat 0 then collects normally; seat 1 is marked
    assert state.piles[0] == ["duke"] and state.marked == [False, True, False]
    events = play(state, Collect())
    assert "marked_shuffle" in keys(events) and state.marked == [False, False, False]


def test_a_day_ends_when_a_turn_starts_with_an_empty_line() -> None:
    state = make_state(line=["duke"], hands=[["trip"], *OTHERS])
    events = play(state, Collect())
    order = keys(events)
    assert order.index("draw") < order.index("day_end") < order.index("day_start")
    assert state.day == 2 and state.current == 1 and len(state.line) == 12


def test_the_game_ends_after_day_three() -> None:
    state = make_state(line=["duke"], day=3, hands=[["trip"], *OTHERS])
    # Everyone holding cards is asked for scoring cards (the table cannot tell who has
    # any); nobody has one here.
    play(state, Collect(), Done(), Done(), Done())
    assert state.is_over() and state.to_act() is None and winners_of(state) == [0]
    assert decided_of(state) == {"key": "guillotine.decided.points", "params": {"points": 3}}


def test_an_empty_noble_deck_ends_the_game_early() -> None:
    state = make_state(line=["duke"], day=1, hands=[["trip"], *OTHERS], noble_deck=[])
    play(state, Collect(), Done(), Done(), Done())
    assert state.is_over() and state.day == 1


def test_a_short_noble_deck_deals_what_is_left() -> None:
    state = make_state(line=["duke"], hands=[["trip"], *OTHERS], noble_deck=["lady", "lord"])
    play(state, Collect())
    assert state.day == 2 and state.line == ["lord", "lady"]


def test_an_empty_action_deck_is_refilled_from_the_discard_pile() -> None:
    state = make_state(line=LINE, hands=[["trip"], *OTHERS], action_deck=[])
    discarded = len(state.action_discard)
    events = play(state, Collect())
    assert "reshuffle_actions" in keys(events)
    assert len(state.hands[0]) == 2 and len(state.action_deck) == discarded - 1


def test_no_card_to_draw_anywhere_means_no_draw() -> None:
    state = make_state(line=LINE, hands=[["trip"], *OTHERS], action_deck=[])
    state.hands[1].extend(state.action_discard)
    state.action_discard = []
    play(state, Collect())
    assert state.hands[0] == ["trip"]


def test_shared_win_is_reported() -> None:
    state = make_state(players=2, line=[], day=3, piles=[["duke"], ["baron"]])
    assert state.is_over() and winners_of(state) == [0, 1]
    assert decided_of(state) == {"key": "guillotine.decided.shared", "params": {"points": 3}}


def test_draws_are_private_and_barriers() -> None:
    state = make_state(line=LINE, hands=[["trip"], *OTHERS], action_deck=["escape"])
    events = play(state, Collect())
    secret = [e for e in events if e.key == "guillotine.log.draw_private"]
    public = [e for e in events if e.key == "guillotine.log.draw"]
    assert secret[0].audience == frozenset({0}) and secret[0].barrier
    assert public[0].audience is None and "card" not in public[0].params


def test_determinize_does_not_place_warte_mal_with_the_asked_seat() -> None:
    """Being asked tells nobody that a seat holds the card (every seat that might is
    asked), so a bot's guess must not put it there either; and a seat asked without
    holding it is a state determinize copes with."""
    state = make_state(
        line=LINE,
        hands=[["trip"], ["escape", "stumble"], ["confusion_in_line", "pushed"]],
        hidden_warte_mal=True,
    )
    play(state, Collect(), Pass())
    assert state.to_act() == 1 and state.legal_actions() == [Pass()]
    elsewhere = 0
    for seed in range(20):
        for seat in (0, 2):
            sample = state.determinize(seat, random.Random(seed))
            assert json.dumps(sample.view(seat)) == json.dumps(state.view(seat))
            elsewhere += seat == 0 and "confusion_in_line" not in sample.hands[2]
    assert elsewhere > 0


def test_determinize_redraws_hidden_cards_only() -> None:
    rng = random.Random(3)
    state = game().new_state(4, seed=11)
    moved = 0
    for _ in range(30):
        state.apply(rng.choice(state.legal_actions()))
    for seed in range(10):
        sample = state.determinize(1, random.Random(seed))
        assert sample.hands[1] == state.hands[1]
        assert sample.line == state.line and sample.piles == state.piles
        assert Counter(sample.noble_deck) == Counter(state.noble_deck)
        hidden = lambda s: Counter(s.action_deck + s.hands[0] + s.hands[2] + s.hands[3])  # noqa: E731
        assert hidden(sample) == hidden(state)
        moved += sample.hands[0] != state.hands[0]
    assert moved > 0


def test_score_lines_add_up_and_view_scores_match() -> None:
    rng = random.Random(5)
    state = game().new_state(5, seed=5)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    for seat in range(5):
        lines = score_lines_of(state, seat)
        assert sum(line["points"] for line in lines) == state.scores()[seat]
        assert state.view(seat)["pile_scores"][seat] == state.scores()[seat]
    assert state.progress() == 1.0


def test_everything_random_or_revealing_is_a_barrier() -> None:
    state = make_state(line=["general"], hands=[["trip"], *OTHERS], noble_deck=["lady", "lord"])
    events = play(state, Collect())  # the General adds the Lord from the deck
    barriers = {e.key.removeprefix("guillotine.log.") for e in events if e.barrier}
    assert {"add_noble", "draw", "draw_private"} <= barriers
    new_day = make_state(line=["duke"], hands=[["trip"], *OTHERS])
    events = play(new_day, Collect())
    assert [e.barrier for e in events if e.key == "guillotine.log.day_start"] == [True]
    shuffled = make_state(line=LINE, hands=[["milling_in_line"], ["escape"], ["trip"]])
    events = play(shuffled, Play("milling_in_line"))
    assert any(e.barrier for e in events if e.key == "guillotine.log.shuffle_line")
