"""The day cycle: shared boutiques, the discretion rule, the hold fee, contracts and the
window card (rules file, "A day")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from parlour.games.ladies_and_gentlemen.actions import (
    BuyWindow,
    Done,
    Fulfil,
    Hand,
    Hold,
    Pay,
    Refuse,
    Take,
    Visit,
)
from parlour.games.ladies_and_gentlemen.rules import LadiesState, half_price
from tests.games.ladies_and_gentlemen.helpers import CAT, at_phase, new, play_until

# 5 seats: Gentlemen 0 and 2, their Ladies 1 and 3, the Courtesan 4.
COURTESAN = 4


def visit(state: LadiesState, choices: dict[int, int]) -> None:
    """Every shopper visits the boutique ``choices`` names for her."""
    play_until(state, at_phase("visit"))
    while state.phase == "visit":
        seat = state.current
        assert seat is not None
        state.apply(Visit(choices[seat]))


def leave_all(state: LadiesState, phase: str) -> None:
    """Everyone asked in ``phase`` says Done until the phase is over."""
    while state.phase == phase:
        state.apply(Done())


def wardrobe_offer(state: LadiesState, boutique: int) -> list[str]:
    return [c for c in state.boutiques[boutique]["cards"] if c in CAT.wardrobe]


def rich(state: LadiesState, gentleman: int, amount: int = 5000) -> None:
    """Give a Gentleman money from the bank (the total stays the same)."""
    state.bank -= amount
    state.money[gentleman] += amount


def test_shared_boutique_in_number_order_with_the_courtesan_second() -> None:
    for seed in range(50):
        state = new(5, seed)
        play_until(state, at_phase("visit"))
        if len(wardrobe_offer(state, 0)) >= 3:
            break
    visit(state, {1: 0, 3: 0, COURTESAN: 0})
    first, last = sorted([1, 3], key=lambda lady: state.numbers[lady ^ 1] or 0)
    assert state.phase == "shop" and state.shop is not None
    assert state.shop["order"] == [first, COURTESAN, last]
    assert state.current == first
    state.apply(Take(0))
    assert state.current == COURTESAN  # second, whatever her number would be
    state.apply(Take(0))
    assert state.current == last
    state.apply(Done())
    assert state.current == first  # round and round, without the one who left


def test_without_the_courtesan_shared_boutiques_follow_the_numbers() -> None:
    state = new(4, 3)
    visit(state, {1: 1, 3: 1})
    order = sorted([1, 3], key=lambda lady: state.numbers[lady ^ 1] or 0)
    assert state.shop is not None and state.shop["order"] == order


def test_at_most_one_servant_per_visit() -> None:
    for seed in range(200):
        state = new(4, seed)
        play_until(state, at_phase("visit"))
        servants = [c for c in state.boutiques[0]["cards"] if c in CAT.servants]
        if len(servants) >= 2:
            break
    else:
        raise AssertionError("no servant boutique in 200 seeds")
    visit(state, {1: 0, 3: 1})
    assert state.current == 1
    state.apply(Take(0))
    # Only servants are left: she may take none of them, so she leaves without being asked.
    assert state.boutiques[0]["cards"] and all(
        c in CAT.servants for c in state.boutiques[0]["cards"]
    )
    assert state.current != 1 and state.unpaid[1] == [servants[0]]


def _courtesan_evening(lady_shops: bool) -> tuple[LadiesState, str | None]:
    """The Courtesan (and maybe Lady 1) shop in boutique 0; the Courtesan hands her card to
    Gentleman 0. Returns the state when Gentleman 0 decides, and Lady 1's card."""
    for seed in range(50):
        state = new(5, seed)
        play_until(state, at_phase("visit"))
        if len(wardrobe_offer(state, 0)) >= 2:
            break
    visit(state, {1: 0 if lady_shops else 1, 3: 1, COURTESAN: 0})
    lady_card = None
    while state.phase == "shop":
        seat = state.current
        shop = state.boutiques[state.shop["b"]]["cards"] if state.shop else []
        wanted = [i for i, c in enumerate(shop) if c in CAT.wardrobe]
        here = state.shop is not None and state.shop["b"] == 0
        if here and seat in (1, COURTESAN) and not state.unpaid[seat] and wanted:
            if seat == 1:
                lady_card = shop[wanted[0]]
            state.apply(Take(wanted[0]))
        else:
            state.apply(Done())
    leave_all(state, "trade")
    assert state.phase == "give" and state.current == COURTESAN
    state.apply(Hand(0))
    rich(state, 0)
    play_until(state, lambda s: s.phase == "pay" and s.current == 0)
    return state, lady_card


def test_discretion_rule_no_gift_before_his_lady_has_one() -> None:
    state, _ = _courtesan_evening(lady_shops=False)
    shown = state.presented()
    assert shown is not None and shown[1] == COURTESAN
    # He has paid nothing for his Lady tonight: he may only give the card back (and never
    # hold a Courtesan's card).
    assert state.legal_actions() == [Refuse()]
    state.apply(Refuse())
    assert shown[0] in state.kept + state.unpaid[COURTESAN]  # back to her


def test_discretion_rule_one_card_for_her_then_one_for_the_courtesan() -> None:
    state, lady_card = _courtesan_evening(lady_shops=True)
    assert state.presented() == (lady_card, 1)
    state.apply(Pay())
    shown = state.presented()
    assert shown is not None and shown[1] == COURTESAN
    assert Pay() in state.legal_actions() and Hold() not in state.legal_actions()
    money = state.money[0]
    state.apply(Pay())
    assert state.money[0] == money - CAT.price(shown[0])
    assert shown[0] in state.wardrobe[COURTESAN]
    assert state.gifts[shown[0]] == 0  # the gift is tracked per Gentleman


def test_hold_costs_the_fee_and_the_card_comes_back_tomorrow() -> None:
    for seed in range(50):
        state = new(4, seed)
        play_until(state, at_phase("visit"))
        if wardrobe_offer(state, 0):
            break
    visit(state, {1: 0, 3: 1})
    while state.phase == "shop":
        shop = state.boutiques[state.shop["b"]]["cards"] if state.shop else []
        wanted = [i for i, c in enumerate(shop) if c in CAT.wardrobe]
        if state.current == 1 and not state.unpaid[1] and wanted:
            state.apply(Take(wanted[0]))
        else:
            state.apply(Done())
    card = state.unpaid[1][0]
    play_until(state, lambda s: s.phase == "pay" and s.current == 0)
    assert state.presented() == (card, 1)

    def bank_side() -> int:  # the bank and what it laid on the contracts
        return state.bank + sum(c["money"] for c in state.contracts)

    money, bank = state.money[0], bank_side()
    state.apply(Hold())
    assert state.money[0] == money - CAT.setup.hold_fee == money - 100
    assert bank_side() == bank + 100  # a fee, not a deposit
    assert state.unpaid[1] == [card] and card not in state.wardrobe[1]
    play_until(state, lambda s: s.day == 2 and s.phase == "pay" and s.current == 0)
    assert state.presented() == (card, 1)


def _own_card_presented(state: LadiesState, day: int) -> bool:
    shown = state.presented()
    return (
        state.day == day
        and state.phase == "pay"
        and shown is not None
        and shown[1] == state.seating.lady_of(state.current or 0)
    )


def test_hold_is_offered_every_evening_but_the_last() -> None:
    """A held card comes back tomorrow evening; after the last day there is none, so a
    hold would only throw the fee away (and money breaks ties at the Ball). Bots choose
    among the legal moves, so they cannot hold then either."""
    for day in (CAT.setup.days - 1, CAT.setup.days):
        state = next(
            s
            for seed in range(20)
            if _reaches(s := new(4, seed), lambda t, d=day: _own_card_presented(t, d))
        )
        gentleman = state.current
        assert gentleman is not None
        rich(state, gentleman)
        assert (Hold() in state.legal_actions()) == (day < CAT.setup.days)
        assert Pay() in state.legal_actions() and Refuse() in state.legal_actions()


def test_driving_past_the_end_of_the_game_fails_as_an_assertion() -> None:
    """Tests skip a seed whose game ends too soon by catching ``play_until``'s
    ``AssertionError``: an ended game must raise that, not whatever an empty move list
    raises."""
    state = new(5, 3)
    with pytest.raises(AssertionError, match="game ended"):
        play_until(state, lambda s: False)
    assert state.is_over()


def _reaches(state: LadiesState, done: Callable[[LadiesState], bool]) -> bool:
    """Random play until ``done`` holds; ``False`` if the game ends first."""
    try:
        play_until(state, lambda s: done(s) or s.is_over())
    except AssertionError:
        return False
    return not state.is_over()


def test_contract_premium_with_its_hundreds_then_the_bonus() -> None:
    state = new(4, 2)
    play_until(state, at_phase("trade"))
    shown = state.contracts[0]
    info = CAT.contracts[shown["id"]]
    state.bank -= 200
    shown["money"] = 200  # two days unfulfilled
    first = state.current
    assert first is not None
    for gentleman in (0, 2):
        state.res[gentleman] = {}
        for resource, count in info.resources.items():
            state.bag[resource] -= count
            state.res[gentleman][resource] = count
    money = state.money[first]
    state.apply(Fulfil(0))
    assert state.money[first] == money + info.premium + 200
    assert state.contracts[0]["money"] == 0 and state.contracts[0]["by"] == [first]
    assert Fulfil(0) not in state.legal_actions()  # once per Gentleman
    state.apply(Done())
    second = state.current
    assert second is not None and second != first
    money = state.money[second]
    state.apply(Fulfil(0))
    assert state.money[second] == money + info.bonus
    assert info.bonus * 2 == info.premium
    play_until(state, lambda s: s.day == 2)
    assert info.id in state.contracts_done and all(c["id"] != info.id for c in state.contracts)


def test_unfulfilled_contracts_gather_a_hundred_a_day() -> None:
    state = new(4, 5)
    shown = [c["id"] for c in state.contracts]
    while state.day == 1:
        legal = [a for a in state.legal_actions() if not isinstance(a, Fulfil)]
        state.apply(legal[-1])
    for contract in state.contracts:
        assert contract["money"] == (100 if contract["id"] in shown else 0)
        assert not contract["by"]


def test_the_window_card_of_an_unvisited_boutique_at_half_price() -> None:
    state = new(4, 4)
    visit(state, {1: 1, 3: 1})
    window = state.boutiques[0]["window"]
    assert window is not None
    leave_all(state, "shop")
    leave_all(state, "trade")
    while state.phase == "pay":
        state.apply(Refuse())
    assert state.phase == "window" and state.current == 0
    rich(state, 0)
    money = state.money[0]
    state.apply(BuyWindow())
    price = CAT.price(window)
    assert state.money[0] == money - half_price(price)
    assert half_price(700) == 400 and half_price(200) == 100 and half_price(1500) == 800
    assert window in state.wardrobe[1] or window in state.servants[1]
