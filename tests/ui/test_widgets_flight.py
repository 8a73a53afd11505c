"""Flights over a table: launched, carried by the animator, landed once and then gone."""

from __future__ import annotations

from parlour.ui.anim import Animator
from parlour.ui.widgets.flight import Flights


def test_a_flight_moves_from_its_start_to_its_end_and_lands_once() -> None:
    flights: Flights[str] = Flights(Animator())
    landings: list[str] = []
    flights.launch("duke", (0.0, 0.0), (100.0, 50.0), 1.0, landed=lambda: landings.append("duke"))
    (flight,) = list(flights)
    assert flights.position(flight) == (0.0, 0.0)
    flights.anim.update(0.5)
    x, y = flights.position(flight)
    assert 0.0 < x < 100.0 and y == x / 2
    flights.anim.update(0.6)
    assert not flights and landings == ["duke"]
    flights.anim.update(1.0)
    assert landings == ["duke"]


def test_a_delayed_flight_waits_where_it_starts() -> None:
    flights: Flights[str] = Flights(Animator())
    flights.launch("jeton", (10.0, 20.0), (90.0, 20.0), 0.3, delay=0.5)
    flights.anim.update(0.4)
    (flight,) = list(flights)
    assert flights.position(flight) == (10.0, 20.0)


def test_at_speed_zero_a_flight_lands_at_once() -> None:
    flights: Flights[int] = Flights(Animator(speed=0.0))
    landings: list[int] = []
    flights.launch(7, (0.0, 0.0), (5.0, 5.0), landed=lambda: landings.append(7))
    assert not flights and landings == [7]


def test_flights_of_the_same_thing_fly_side_by_side_in_launch_order() -> None:
    flights: Flights[str] = Flights(Animator())
    flights.launch("coin", (0.0, 0.0), (10.0, 0.0), 1.0)
    flights.launch("coin", (0.0, 0.0), (0.0, 10.0), 1.0)
    assert [f.end for f in flights] == [(10.0, 0.0), (0.0, 10.0)]


def test_cleared_flights_never_land() -> None:
    anim = Animator()
    flights: Flights[str] = Flights(anim)
    landings: list[str] = []
    flights.launch("card", (0.0, 0.0), (1.0, 1.0), 1.0, landed=lambda: landings.append("card"))
    flights.clear()
    anim.update(2.0)
    assert not flights and not anim.busy and landings == []


def test_a_flight_whose_tween_the_table_dropped_is_gone() -> None:
    anim = Animator()
    flights: Flights[str] = Flights(anim)
    flights.launch("card", (0.0, 0.0), (1.0, 1.0), 1.0)
    anim.clear()  # a new layout drops every tween
    assert not flights
