"""What the log and undo must not give away (rules file, "Players, teams, roles"): a
Gentleman's money, a bought card before it is paid for, a servant once a Lady has taken it,
a gossip card passed on. The generic probes are in ``tests/engine/test_secrecy.py``; these
are the cases of this game, including the sum an onlooker could do over the log."""

from __future__ import annotations

import random

from parlour.engine import Event
from parlour.games.ladies_and_gentlemen.actions import Take
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.saves.session import Seat, Session
from tests.engine.secrecy import random_steps, unmarked_reveals
from tests.games.ladies_and_gentlemen.helpers import CAT, GAME, money_by_log, new

LOG = "ladies_and_gentlemen.log."


def test_the_public_log_does_not_add_up_to_the_money_of_a_gentleman_who_sold() -> None:
    sellers = 0
    for seed in range(6):
        state = new(4 + seed, seed)
        start = list(state.money)
        log: list[Event] = []
        rng = random.Random(seed)
        while not state.is_over():
            log += state.apply(rng.choice(state.legal_actions()))
        for g in state.seating.gentlemen:
            public = [e for e in log if e.audience is None]
            own = [e for e in log if e.visible_to_any({g})]
            sold = any(e.key == LOG + "sell" and e.params["seat"] == g for e in log)
            # He can keep his accounts from his own log; nobody else can from theirs.
            assert money_by_log(start[g], g, own) == state.money[g]
            if sold:
                sellers += 1
                assert money_by_log(start[g], g, public) != state.money[g], (seed, g)
    assert sellers  # the games above do sell: the check is not empty


def _first_take(players: int, wanted: set[str]) -> tuple[LadiesState, list[Event]]:
    """A random game up to the first card of ``wanted`` a shopper takes, and its events."""
    for seed in range(40):
        state = new(players, seed)
        rng = random.Random(seed)
        while not state.is_over():
            actions = state.legal_actions()
            if state.phase == "shop":
                assert state.shop is not None
                offer = state.boutiques[state.shop["b"]]["cards"]
                takes = [a for a in actions if isinstance(a, Take) and offer[a.index] in wanted]
                if takes:
                    return state, state.apply(takes[0])
            state.apply(rng.choice(actions))
    raise AssertionError("nobody ever took such a card")


def test_a_bought_card_is_named_only_to_its_lady_and_her_gentleman() -> None:
    state, events = _first_take(4, set(CAT.wardrobe))
    lady = next(e.params["seat"] for e in events if e.key == LOG + "take")
    public = [e for e in events if e.audience is None]
    assert all("card" not in e.params for e in public)
    own = next(e for e in events if e.key == LOG + "take_own")
    assert own.audience == {lady, state.seating.partner(lady)}
    assert own.params["card"] == state.unpaid[lady][-1]


def test_a_card_the_courtesan_buys_is_named_to_her_alone() -> None:
    for seed in range(60):
        state = new(5, seed)
        rng = random.Random(seed)
        while not state.is_over():
            for event in state.apply(rng.choice(state.legal_actions())):
                if event.key == LOG + "take_own" and event.params["seat"] == 4:
                    assert event.audience == {4}
                    return
    raise AssertionError("the Courtesan never took a wardrobe card")


def _lady_alone(seed: int) -> Session:
    """A 4-seat game where Ada, the Lady at seat 1, plays alone against bots."""
    seats = [Seat(f"Bot {s}", "easy") for s in range(4)]
    seats[1] = Seat("Ada")
    return Session.start(GAME.id, seats, seed)


def _ada_takes(kind: frozenset[str]) -> Session:
    """A game where Ada plays alone against bots, up to her taking a card of ``kind`` in a
    boutique (a boutique sells servants or wardrobe cards, never both)."""
    for seed in range(40):
        session = _lady_alone(seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            state = session.state
            assert isinstance(state, LadiesState)
            actions = state.legal_actions()
            if state.to_act() == 1 and state.phase == "shop":
                assert state.shop is not None
                offer = state.boutiques[state.shop["b"]]["cards"]
                takes = [a for a in actions if isinstance(a, Take) and offer[a.index] in kind]
                if takes:
                    session.apply(takes[0])
                    return session
            session.apply(rng.choice(actions))
    raise AssertionError("Ada never took such a card")


def test_a_lady_alone_may_take_back_a_servant_she_saw_in_the_boutique() -> None:
    """A boutique's servants lie face up (rules help): taking one shows her nothing new."""
    session = _ada_takes(frozenset(CAT.servants))
    assert session.can_undo(1)


def test_a_lady_alone_may_take_back_a_card_that_lay_face_up() -> None:
    session = _ada_takes(frozenset(CAT.wardrobe))
    assert session.can_undo(1)


def test_passing_gossip_on_is_a_barrier_and_every_other_reveal_too() -> None:
    rng = random.Random(3)
    found: list[str] = []
    passed = 0
    for seed in range(3):
        for step in random_steps(GAME, seed, options={"gossip": True}):
            passed += any(e.key == LOG + "gossip_own" for e in step.events)
            found += unmarked_reveals(step, rng)
    assert passed
    assert not found, found[:5]
