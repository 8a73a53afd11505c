"""Who sees what: a Lady never sees her Gentleman's money, servants are secret from
everyone, one person playing a whole team sees both seats' secrets, and the end of the
game lays everything open (``final_view``) but not a move earlier."""

from __future__ import annotations

import random

import pytest

from parlour.games.ladies_and_gentlemen.actions import Done, Take
from parlour.games.ladies_and_gentlemen.holdings import Holdings
from parlour.games.ladies_and_gentlemen.victory import BallResult
from parlour.games.ladies_and_gentlemen.views import SERVANT, LadiesView, price_shown
from tests.games.ladies_and_gentlemen.helpers import CAT, at_phase, new, play_until
from tests.outcome import winners_of
from tests.view_shape import assert_shape


def test_a_lady_never_sees_her_gentlemans_money_nor_he_her_servants() -> None:
    state = new(4, 1)
    play_until(state, at_phase("trade"))
    lady, gentleman = 1, 0
    assert state.view(lady)["money"][gentleman] is None
    assert state.view(lady)["resources"][gentleman] is None
    assert state.view(gentleman)["money"][gentleman] == state.money[gentleman]
    assert state.view(gentleman)["servants"][lady] is None
    assert state.view(lady)["servants"][lady] == state.servants[lady]
    assert state.public_view()["servants"] == [None] * 4


def test_everyone_sees_the_outfit_only_she_her_elegance() -> None:
    state = new(4, 2)
    state.wardrobe[1] = ["dress_gardenia", "hat_mirabelle", "fan_josephine", "hat_isadora"]
    lady, gentleman, rival = 1, 0, 3
    outfit = state.view(rival)["outfits"][lady]
    assert outfit == {
        "counted": ["dress_gardenia", "fan_josephine", "hat_isadora"],
        "dropped": "jpg",
        "stars": 14,
    }
    assert state.view(rival)["outfits"][gentleman] is None
    assert state.view(lady)["elegance"][lady] == state.elegance_of(lady).total
    assert state.view(gentleman)["elegance"][lady] is None  # her servants are secret
    assert state.view(rival)["elegance"][lady] is None


def test_a_boutiques_servants_lie_face_up_for_everyone() -> None:
    for seed in range(200):
        state = new(5, seed)
        play_until(state, at_phase("visit"))
        offered = [c for shop in state.boutiques for c in shop["cards"] if c in CAT.servants]
        if offered:
            break
    for seat in range(5):
        shown = [c for shop in state.view(seat)["boutiques"] for c in shop["cards"]]
        assert set(offered) <= set(shown)
    assert {c for shop in state.public_view()["boutiques"] for c in shop["cards"]} >= set(offered)


def test_a_gentleman_pays_for_a_servant_without_seeing_which() -> None:
    for seed in range(200):
        state = new(4, seed)
        play_until(state, at_phase("visit"))
        if any(c in CAT.servants for c in state.boutiques[0]["cards"]):
            break
    while state.phase == "visit":
        state.apply(state.legal_actions()[0])  # everyone to boutique 0
    while state.phase == "shop":
        cards = state.boutiques[state.shop["b"]]["cards"] if state.shop else []
        servants = [i for i, c in enumerate(cards) if c in CAT.servants]
        if state.current == 1 and servants and not state.unpaid[1]:
            state.apply(Take(servants[0]))
        else:
            state.apply(Done())
    (servant,) = state.unpaid[1]
    assert state.view(1)["unpaid"][1] == [servant]
    assert state.view(0)["unpaid"][1] == [SERVANT]
    assert state.view(2)["unpaid"][1] == [None] and state.view(3)["unpaid"][1] == [None]
    assert state.view_of({0, 1})["unpaid"][1] == [servant]
    # What is left in the boutique lies face up for everyone, servants included.
    assert state.view(2)["boutiques"][0]["cards"] == state.boutiques[0]["cards"]


def test_one_person_playing_a_team_sees_both_seats() -> None:
    state = new(6, 4)
    play_until(state, at_phase("workshop"))
    joined = state.view_of({2, 3})
    assert joined["money"][2] == state.money[2] and joined["money"][0] is None
    assert joined["workshop_hands"][3] == state.workshop_hand[3]
    assert joined["servants"][3] == state.servants[3] and joined["servants"][1] is None


def test_the_end_lays_everything_open_and_not_a_move_earlier() -> None:
    state = new(5, 9)
    rng = random.Random(9)
    while not state.is_over():
        assert state.final_view() == state.public_view()
        state.apply(rng.choice(state.legal_actions()))
    final = state.final_view()
    assert final["servants"] == state.servants
    assert [final["money"][g] for g in state.seating.gentlemen] == [
        state.money[g] for g in state.seating.gentlemen
    ]
    assert final["winners"] == winners_of(state)


def test_the_final_view_shows_what_the_ball_needs() -> None:
    state = new(5, 9)
    rng = random.Random(9)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    final = state.final_view()
    result = state.ball_result()
    assert final["outcome"] == {
        "key": result.key,
        "params": dict(result.params),
        "excluded": list(result.excluded),
    }
    for seat in state.seating.shoppers:
        ball = state.elegance_of(seat)
        outfit = final["outfits"][seat]
        assert outfit["bonuses"] == [list(pair) for pair in ball.bonuses]
        assert outfit["lost_servant"] == ball.lost_servant
        assert final["elegance"][seat] == ball.total


def test_a_finished_games_view_decides_the_ball_once(monkeypatch: pytest.MonkeyPatch) -> None:
    state = new(5, 9)
    rng = random.Random(9)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    decided = Holdings.ball_result
    calls: list[Holdings] = []

    def counted(self: Holdings) -> BallResult:
        calls.append(self)
        return decided(self)

    monkeypatch.setattr(Holdings, "ball_result", counted)
    final = state.final_view()
    assert final["winners"] == list(decided(state).winners)
    assert len(calls) == 1


def test_servant_bonuses_show_only_to_their_lady_before_the_end() -> None:
    state = new(4, 2)
    state.wardrobe[1] = ["hat_mirabelle", "fan_josephine"]
    assert state.view(3)["outfits"][1].keys() == {"counted", "dropped", "stars"}
    assert state.view(0)["outfits"][1].keys() == {"counted", "dropped", "stars"}
    own = state.view(1)["outfits"][1]
    assert own["bonuses"] == [list(pair) for pair in state.elegance_of(1).bonuses]
    assert own["lost_servant"] == state.elegance_of(1).lost_servant is not None
    assert state.public_view()["outcome"] is None


def test_every_view_has_the_shape_its_type_declares() -> None:
    """``LadiesView`` and its parts name exactly the keys the views hold, all game long,
    for every seat, an onlooker and revealed: the table's key reads are checked against
    the truth."""
    state = new(5, 3, gossip=True)
    rng = random.Random(3)
    seen: set[str] = set()
    step = 0
    while True:
        if step % 7 == 0 or state.is_over():
            for view in [*(state.view(s) for s in range(-1, 5)), state.revealed_view()]:
                assert_shape(view, LadiesView)
                for key in ("shop", "presented", "outcome"):
                    if view[key] is not None:
                        seen.add(key)
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    assert seen == {"shop", "presented", "outcome"}  # each part was met


def test_a_card_is_priced_as_the_view_shows_it() -> None:
    dress = next(iter(CAT.wardrobe))
    servant = next(iter(CAT.servants))
    assert price_shown(CAT, dress) == CAT.wardrobe[dress].price
    assert price_shown(CAT, servant) == CAT.setup.servant_price
    # A servant the view hides, or a card it does not show, costs what every servant does.
    assert price_shown(CAT, SERVANT) == CAT.setup.servant_price
    assert price_shown(CAT, None) == CAT.setup.servant_price
