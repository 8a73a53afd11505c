"""Property tests of the money rules: the exchange, bank multiples and exact payment.

Scenario tests show single cases; these let hypothesis look for any purse that breaks a
rule the whole game leans on (value is never created or lost by exchanging, no change is
ever needed to pay a pension card).
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from parlour.games.millionenspiel import money
from parlour.games.millionenspiel.money import DENOMINATIONS

KINDS = len(DENOMINATIONS)
purses = st.lists(st.integers(min_value=0, max_value=250), min_size=KINDS, max_size=KINDS)
small_purses = st.lists(st.integers(min_value=0, max_value=4), min_size=KINDS, max_size=KINDS)


@given(purses)
def test_exchange_keeps_the_value_and_leaves_at_most_ten_of_a_kind(pieces: list[int]) -> None:
    before = money.value(pieces)
    money.exchange(pieces)
    assert money.value(pieces) == before
    assert all(count <= 10 for count in pieces[:-1])  # the million note is never exchanged
    assert money.exchange(pieces) == []  # nothing is left to exchange a second time


@given(purses, st.integers(min_value=0, max_value=5))
def test_a_multiple_is_paid_at_exactly_that_worth(pieces: list[int], power: int) -> None:
    assert money.value(money.shifted(pieces, 10**power)) == money.value(pieces) * 10**power


@settings(max_examples=60, deadline=None)  # the brute force is the slow part
@given(small_purses, st.sampled_from([1_000, 10_000, 50, 1_111]))
def test_exact_payments_are_exactly_the_ways_to_pay(purse: list[int], price: int) -> None:
    found = set(money.exact_payments(purse, price))
    brute = {
        way
        for way in itertools.product(*(range(count + 1) for count in purse))
        if money.value(way) == price
    }
    assert found == brute
