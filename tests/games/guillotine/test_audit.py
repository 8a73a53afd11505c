"""Rules audit: points of the rules help (``locales/rules/guillotine.en.md``) the other test
files did not pin down.

Card data counts, the names printed in the German rulebook, setup, who may be chosen,
which cards Callous Guards forbid, which cards the scoring window allows, and the
interplay of Robespierre, Warte mal, Rush Job, the Judge and the Master Spy.
"""

from __future__ import annotations

import json
from collections import Counter

from parlour.games.guillotine.actions import (
    ChooseNoble,
    ChoosePlayer,
    Collect,
    Done,
    Interrupt,
    Pass,
    PickNoble,
    Play,
)
from parlour.resources import locales_dir
from tests.games.guillotine.helpers import game, keys, make_state, play

CAT = game().catalogue
L8 = ["duke", "baron", "regent", "cardinal", "mayor", "governor", "colonel", "bishop"]
OTHERS = [["milling_in_line"], ["double_feature"]]


def _names(lang: str) -> dict[str, str]:
    data = json.loads((locales_dir() / f"guillotine.{lang}.json").read_text(encoding="utf-8"))
    names: dict[str, str] = data[lang]["card"]
    return names


# ------------------------------------------------------------------ card data


def test_card_counts_colours_and_copies() -> None:
    assert len(CAT.noble_deck()) == 50 and len(CAT.nobles) == 40
    colours = Counter(CAT.nobles[n].colour for n in CAT.noble_deck())
    assert colours == {"purple": 15, "blue": 7, "green": 10, "red": 11, "gray": 7}
    starred = {n.id: n.copies for n in CAT.nobles.values() if n.points is None}
    assert starred == {"palace_guard": 5, "tragic_figure": 1}
    assert len(CAT.action_deck()) == 60 and len(CAT.actions) == 50
    twice = {a.id for a in CAT.actions.values() if a.copies == 2}
    assert twice == {
        "double_feature",
        "extra_cart",
        "friend_of_the_queen",
        "ignoble_noble",
        "l_idiot",
        "milling_in_line",
        "political_influence",
        "pushed",
        "stumble",
        "trip",
    }


def test_names_printed_in_the_german_rulebook() -> None:
    de = _names("de")
    printed = {
        "callous_guards": "Herzlose Wachen",
        "clerical_error": "Verzählt",
        "confusion_in_line": "Warte mal",
        "forced_break": "Zwangspause",
        "indifferent_public": "Gleichgültiges Volk",
        "l_idiot": "Der Idiot",
        "late_arrival": "Späte Ankunft",
        "military_support": "Militärische Unterstützung",
        "missing_heads": "Fehlende Köpfe",
        "rain_delay": "Regenpause",
        "scarlet_pimpernel": "Scharlachroter Rächer",
        "fast_noble": "Flotter Fürst",
        "duke": "Herzog",
        "palace_guard": "Palastwache",
        "tragic_figure": "Tragische Figur",
        "robespierre": "Robespierre",
    }
    assert {card: de[card] for card in printed} == printed
    assert _names("en")["confusion_in_line"] == "Confusion in Line"


def test_setup_deals_five_cards_each_and_a_line_of_twelve() -> None:
    for players in range(2, 6):
        state = game().new_state(players, seed=players)
        assert [len(h) for h in state.hands] == [5] * players
        assert len(state.line) == 12 and len(state.noble_deck) == 38
        assert len(state.action_deck) == 60 - 5 * players
        assert state.current == 0 and state.day == 1


# ------------------------------------------------------------------ choosing players


def test_who_may_be_chosen() -> None:
    """'Choose a player' includes yourself; 'another player' and Clerical Error
    ('Mitspieler' in the German rulebook) do not."""
    piles = [["martyr"], ["lord"], ["lady"]]
    cards = ["rush_job", "missing_heads", "lack_of_support", "missed", "infighting"]
    for card in cards:
        state = make_state(line=L8, piles=piles, hands=[[card, "trip"], *OTHERS])
        play(state, Play(card))
        assert state.legal_actions() == [ChoosePlayer(s) for s in range(3)], card
    for card in ("after_you", "tough_crowd", "information_exchange", "clerical_error"):
        state = make_state(line=L8, piles=piles, hands=[[card, "trip"], *OTHERS])
        play(state, Play(card))
        assert state.legal_actions() == [ChoosePlayer(1), ChoosePlayer(2)], card


# ------------------------------------------------------------------ Callous Guards


def test_callous_guards_forbid_exactly_the_line_cards() -> None:
    line_cards = {a.id for a in CAT.actions.values() if a.line}
    for card in ("after_you", "missed", "mass_confusion", "scarlet_pimpernel"):
        assert card in line_cards
    free = {"double_feature", "political_influence", "clerical_error", "missing_heads"}
    free |= {a.id for a in CAT.actions.values() if a.endgame}
    assert not free & line_cards
    state = make_state(
        line=L8,
        piles=[["martyr"], ["lord"], []],
        hands=[sorted(set(CAT.actions) - {"callous_guards"}), *OTHERS],
        face_up=[[], ["callous_guards"], []],
        action_discard=["trip"],
        last=["martyr", "lord", None],
    )
    playable = {a.card for a in state.legal_actions() if isinstance(a, Play)}
    assert playable and not playable & line_cards
    assert {"double_feature", "political_influence", "fountain_of_blood"} <= playable


# ------------------------------------------------------------------ scoring window


def test_scoring_window_allows_exactly_the_six_scoring_cards_and_several_of_them() -> None:
    endgame = {a.id for a in CAT.actions.values() if a.endgame}
    assert endgame == {
        "church_support",
        "civic_support",
        "military_support",
        "fountain_of_blood",
        "indifferent_public",
        "tough_crowd",
    }
    state = make_state(
        players=2,
        line=[],
        day=3,
        piles=[["cardinal", "martyr"], ["duke"]],
        hands=[["church_support", "fountain_of_blood", "stumble"], []],
    )
    assert state.legal_actions() == [Play("church_support"), Play("fountain_of_blood"), Done()]
    play(state, Play("church_support"), Play("fountain_of_blood"), Done())  # keeps the Stumble
    assert state.is_over() and state.scores() == [5 - 1 + 1 + 2, 3]


# ------------------------------------------------------------------ Robespierre


def test_robespierre_by_clerical_error_ends_the_day_before_the_collection() -> None:
    """Robespierre collected through Clerical Error ends the day at once: the player
    collects no noble from the line afterwards, still draws, then the line is discarded."""
    state = make_state(
        line=L8,
        piles=[["martyr"], ["robespierre", "bad_nun"], []],
        hands=[["clerical_error"], *OTHERS],
        action_deck=["escape", "trip"],
    )
    events = play(
        state,
        Play("clerical_error"),
        ChoosePlayer(1),
        PickNoble("robespierre"),
        PickNoble("martyr"),
    )
    assert state.piles[0] == ["robespierre"]  # the target took the Martyr; no Duke
    assert state.piles[1] == ["bad_nun", "martyr"]
    assert set(L8) <= set(state.noble_discard)
    order = keys(events)
    assert "collect" not in order
    assert order.index("draw") < order.index("line_discarded") < order.index("day_start")
    assert state.hands[0] == ["trip"] and state.day == 2 and state.current == 1


def test_robespierre_from_the_rival_executioner_ends_the_day_too() -> None:
    state = make_state(
        line=["rival_executioner", *L8],
        hands=[["double_feature"], *OTHERS],
        noble_deck=["lady", "robespierre"],
    )
    play(state, Play("double_feature"))
    assert state.piles[0] == ["rival_executioner", "robespierre"]
    assert state.day == 2 and state.current == 1


# ------------------------------------------------------------------ Warte mal


def test_warte_mal_window_opens_for_fast_nobles_extra_collection() -> None:
    state = make_state(
        line=["fast_noble", *L8], hands=[[], ["confusion_in_line"], ["stumble"]], seed=2
    )
    # Seat 0 has nothing to decide; seat 1 is asked before the Fast Noble goes ...
    assert state.to_act() == 1 and state.pending is not None
    assert state.pending.kind == "interrupt"
    play(state, Pass(), Pass())  # (seat 2 is asked too: he might hold it)
    # ... and again before the extra noble the Fast Noble brings.
    assert state.piles[0] == ["fast_noble"] and state.to_act() == 1
    events = play(state, Interrupt())
    assert keys(events)[:2] == ["interrupt", "shuffle_line"]
    assert len(state.piles[0]) == 2


def test_rush_job_blocks_warte_mal_on_the_own_turn_only() -> None:
    state = make_state(
        line=L8,
        hands=[["stumble"], ["confusion_in_line", "trip"], ["escape"]],
        rush=[False, True, False],
        current=1,
    )
    # Seat 1 may play no card on his blocked turn, so he is not asked about his own
    # collection; the others are (they might hold the card) ...
    assert state.to_act() == 2 and state.legal_actions() == [Pass()]
    play(state, Pass(), Pass())
    assert state.piles[1] == ["duke"] and state.current == 2
    # ... then seat 2 collects and seat 1 may interrupt him.
    play(state, Collect(), Pass(), Pass())
    assert state.to_act() == 1 and state.legal_actions() == [Interrupt(), Pass()]


def test_master_spy_flees_after_warte_mal_and_after_a_face_up_card() -> None:
    line = ["duke", "master_spy", "baron", "regent"]
    hands = [[], ["confusion_in_line", "trip"], ["stumble"]]
    state = make_state(line=line, hands=hands, seed=1)
    play(state, Interrupt())  # whatever the shuffle did, the Spy then stands last
    assert len(state.line) == 3 and state.line[-1] == "master_spy"
    laid = make_state(line=line, hands=[["fountain_of_blood", "trip"], *OTHERS])
    play(laid, Play("fountain_of_blood"))
    assert laid.piles[0] == ["duke"] and laid.line == ["baron", "regent", "master_spy"]


# ------------------------------------------------------------------ the Judge


def test_judge_brought_to_the_front_by_trip_stops_the_second_card() -> None:
    state = make_state(
        line=["unpopular_judge", "duke", "baron"], hands=[["trip", "stumble"], *OTHERS]
    )
    assert state.to_act() == 1  # the Judge at the front: seat 0 collected at once
    state = make_state(
        line=["duke", "unpopular_judge", "baron"], hands=[["trip", "stumble"], *OTHERS]
    )
    play(state, Play("trip"), ChooseNoble(0))  # the Duke steps back: the Judge is in front
    # Trip would allow a second card, but the Judge forbids it: collected at once.
    assert state.piles[0] == ["unpopular_judge"] and state.hands[0][0] == "stumble"
    assert state.current == 1


# ------------------------------------------------------------------ collected by others


def test_a_lord_taken_by_clerical_error_gives_the_taker_an_extra_draw() -> None:
    state = make_state(
        line=L8,
        piles=[["lord"], ["martyr"], []],
        hands=[["clerical_error"], *OTHERS],
        action_deck=["escape", "trip", "stumble"],
    )
    play(state, Play("clerical_error"), ChoosePlayer(1), PickNoble("martyr"), PickNoble("lord"))
    assert state.piles[1] == ["lord"]
    assert state.hands[1] == ["milling_in_line", "trip"]  # his extra card, end of my turn
    assert state.hands[0] == ["stumble"]


def test_clerical_error_with_an_empty_own_pile_gives_the_other_player_nothing() -> None:
    state = make_state(line=L8, piles=[[], ["fast_noble"], []], hands=[["clerical_error"], *OTHERS])
    play(state, Play("clerical_error"), ChoosePlayer(1), PickNoble("fast_noble"))
    # The Fast Noble counts as collected: I take the Duke at once, then the Baron as usual.
    assert state.piles == [["fast_noble", "duke", "baron"], [], []]
