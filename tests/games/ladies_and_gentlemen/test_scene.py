"""The Ladies & Gentlemen table, headless, driven by real pygame mouse events through the
shared test host (``tests/tables.py``): every kind of decision of both roles is made by a
click on what the table draws, and the table draws no secret its view does not hold."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.engine import Action
from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.actions import (
    DiscardGossip,
    Done,
    Flip,
    Fulfil,
    GiveGossip,
    Grab,
    Hand,
    Hold,
    Pay,
    PlayWorkshop,
    Refuse,
    ReturnCard,
    Sell,
    Take,
    Visit,
)
from parlour.games.ladies_and_gentlemen.paint import seat_lines
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.games.ladies_and_gentlemen.scene import TABLE, LadiesTable
from parlour.ui import fonts, i18n
from parlour.ui.widgets.keyboard import KeyboardPointer
from tests.games.ladies_and_gentlemen.helpers import new
from tests.tables import TableHost, click, move

pytestmark = pytest.mark.usefixtures("scene_pygame")


def state_where(
    players: int, wanted: Callable[[LadiesState], bool], seed: int = 1, tries: int = 40
) -> LadiesState:
    """A seeded random game played until ``wanted`` holds (another seed if it never does)."""
    game = get_game("ladies_and_gentlemen")
    for attempt in range(tries):
        state = game.new_state(players, seed + attempt)
        assert isinstance(state, LadiesState)
        rng = random.Random(seed + attempt)
        while not state.is_over():
            if wanted(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no seed reached the position")


def host_for(state: LadiesState, size: tuple[int, int] = (948, 800)) -> TableHost[LadiesTable]:
    seat = state.to_act()
    return TableHost(TABLE, get_game("ladies_and_gentlemen"), state, seat, size=size)


def clicked(host: TableHost[LadiesTable], kind: type[Action]) -> Action:
    """Click the first place (or button) whose click is an action of ``kind``."""
    table = host.table
    for spot in table.spots:
        if isinstance(spot.action, kind):
            click(host, spot.rect.center)
            return spot.action
    for button in table.buttons:
        if isinstance(button.key, kind):
            click(host, button.rect.center)
            return button.key
    raise AssertionError(f"nothing on the table offers {kind.__name__}")


def test_a_lady_plays_a_workshop_card_from_her_hand() -> None:
    state = state_where(4, lambda s: s.phase == "workshop")
    host = host_for(state)
    table = host.table
    key = table.hand.order[0]
    click(host, table.hand.visible_rect(key).center)
    assert host.submitted == [PlayWorkshop(key[1])]


def test_a_gentleman_turns_a_token_and_takes_a_resource() -> None:
    state = state_where(
        4, lambda s: s.phase == "grab" and any(isinstance(a, Grab) for a in s.legal_actions())
    )
    host = host_for(state)
    first = clicked(host, Grab)
    assert host.submitted == [first]
    state2 = state_where(4, lambda s: s.phase == "grab", seed=3)
    host2 = host_for(state2)
    flip = clicked(host2, Flip)
    assert host2.submitted == [flip]


def test_a_lady_visits_a_boutique_by_its_sign_then_takes_a_card_and_leaves() -> None:
    state = state_where(4, lambda s: s.phase == "visit")
    host = host_for(state)
    visit = clicked(host, Visit)
    assert host.submitted == [visit]
    shop = state_where(4, lambda s: s.phase == "shop")
    host = host_for(shop)
    take = clicked(host, Take)
    assert host.submitted == [take]
    leave = state_where(4, lambda s: s.phase == "shop", seed=5)
    host = host_for(leave)
    assert clicked(host, Done) == Done()
    assert host.submitted == [Done()]


def test_a_gentleman_sells_fulfils_and_pays_or_refuses() -> None:
    trade = state_where(
        4, lambda s: s.phase == "trade" and any(isinstance(a, Sell) for a in s.legal_actions())
    )
    host = host_for(trade)
    sell = clicked(host, Sell)
    assert host.submitted == [sell]
    fulfil = state_where(
        4,
        lambda s: s.phase == "trade" and any(isinstance(a, Fulfil) for a in s.legal_actions()),
        tries=200,
    )
    host = host_for(fulfil)
    assert isinstance(clicked(host, Fulfil), Fulfil)
    pay = state_where(4, lambda s: s.phase == "pay" and Pay() in s.legal_actions())
    host = host_for(pay)
    assert clicked(host, Pay) == Pay()
    refuse = state_where(4, lambda s: s.phase == "pay", seed=7)
    host = host_for(refuse)
    assert clicked(host, Refuse) == Refuse()


def test_the_courtesan_hands_her_purchase_to_a_gentleman() -> None:
    state = state_where(5, lambda s: s.phase == "give")
    host = host_for(state)
    hand = clicked(host, Hand)
    assert isinstance(hand, Hand)
    assert host.submitted == [hand]


def test_a_lady_never_sees_her_gentlemans_money_drawn() -> None:
    state = state_where(4, lambda s: s.phase == "visit" and s.to_act() == 1)
    host = host_for(state)
    host.table.draw(host.screen)
    shown = {t.text for t in host.table.painter.texts}
    assert state.money[0] > 0
    for text in (
        host.table.t("table.seat.money", amount=state.money[0]),
        host.table.t("table.own.money", amount=state.money[0]),
    ):
        assert text not in shown
    host.viewer = 0
    host.sync()
    host.table.draw(host.screen)
    shown = {t.text for t in host.table.painter.texts}
    assert host.table.t("table.own.money", amount=state.money[0]) in shown


def test_the_finished_game_shows_the_ball_with_every_shopper() -> None:
    """Once the view says the game is over, the table is the Ball (``ball_paint``): every
    shopper's name and elegance are drawn, through the table's own painter record."""
    game = get_game("ladies_and_gentlemen")
    state = game.new_state(4, 2)
    rng = random.Random(2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    host = TableHost(TABLE, game, state, None)
    host.table.draw(host.screen)
    table = host.table
    shown = " ".join(t.text for t in table.painter.texts)
    assert table.view["over"]
    for seat in (1, 3):
        assert table.name(seat) in shown
        assert str(table.view["elegance"][seat]) in shown
    assert not table.spots or all(s.action is None for s in table.spots)


def gossip_state(wanted: Callable[[LadiesState], bool]) -> LadiesState:
    game = get_game("ladies_and_gentlemen")
    for seed in range(60):
        state = game.new_state(4, seed, {"gossip": True})
        assert isinstance(state, LadiesState)
        rng = random.Random(seed)
        while not state.is_over():
            if wanted(state):
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no seed reached the position")


def test_gossip_is_passed_by_picking_the_card_then_the_lady() -> None:
    state = gossip_state(lambda s: any(isinstance(a, GiveGossip) for a in s.legal_actions()))
    host = host_for(state)
    table = host.table
    give = next(a for a in state.legal_actions() if isinstance(a, GiveGossip))
    assert not [b for b in table.buttons if isinstance(b.key, GiveGossip)]
    click(host, table.hand.visible_rect(("g", give.card)).center)
    assert host.submitted == []  # picked, not yet given
    targets = [b for b in table.buttons if isinstance(b.key, GiveGossip)]
    assert {b.key.target for b in targets} == {  # type: ignore[attr-defined]
        a.target
        for a in state.legal_actions()
        if a == give or getattr(a, "card", None) == give.card
    }
    button = next(b for b in targets if b.key == give)
    click(host, button.rect.center)
    assert host.submitted == [give]


def test_a_gossip_card_is_discarded_by_a_click_in_the_evening() -> None:
    state = gossip_state(lambda s: any(isinstance(a, DiscardGossip) for a in s.legal_actions()))
    host = host_for(state)
    table = host.table
    drop = next(a for a in state.legal_actions() if isinstance(a, DiscardGossip))
    click(host, table.hand.visible_rect(("g", drop.card)).center)
    assert host.submitted == [drop]


def test_the_courtesan_puts_unpaid_cards_back_by_clicking_them() -> None:
    state = state_where(5, lambda s: s.phase == "keep")
    host = host_for(state)
    back = clicked(host, ReturnCard)
    assert host.submitted == [back]


def test_a_lady_plays_by_keyboard_alone() -> None:
    """Seat 1 (a Lady) steps with Tab and presses Enter; the others play at random. Every
    move she makes arrives through the table, legal (as the shared keyboard test does for
    seat 0, a Gentleman)."""
    game = get_game("ladies_and_gentlemen")
    state = game.new_state(5, 4)
    host = TableHost(TABLE, game, state, viewer=1, speed=0.0)
    pointer = KeyboardPointer()
    rng = random.Random(4)
    misses = 0
    while not state.is_over() and len(host.submitted) < 25:
        if state.to_act() != 1:
            host.apply(rng.choice(state.legal_actions()))
            continue
        made = len(host.submitted)
        spots = host.table.focus_spots()
        assert spots
        for _ in range(rng.randint(1, len(spots))):
            pointer.handle_event(
                key(pygame.K_TAB), host.table.focus_spots(), host.table.handle_event
            )
        pointer.handle_event(
            key(pygame.K_RETURN), host.table.focus_spots(), host.table.handle_event
        )
        host.settle()
        misses = 0 if len(host.submitted) > made else misses + 1
        assert misses < 40
    assert len(host.submitted) >= 10


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)


def test_a_gentleman_sees_his_money_number_and_resources_as_his_own() -> None:
    state = state_where(4, lambda s: s.phase == "visit" and bool(s.res[0]))
    host = TableHost(TABLE, get_game("ladies_and_gentlemen"), state, 0)
    table = host.table
    table.draw(host.screen)
    shown = {t.text for t in table.painter.texts}
    assert table.t("table.own.money", amount=state.money[0]) in shown
    assert table.t("table.own.number", number=state.numbers[0]) in shown
    held = {spot.what[0] for spot in table.spots if spot.kind == "resource"}
    assert held == set(state.res[0])


def test_hovering_a_card_tells_what_it_is() -> None:
    state = state_where(4, lambda s: s.phase == "shop")
    host = host_for(state)
    table = host.table
    spot = next(s for s in table.spots if s.kind == "card")
    host.feed(move(spot.rect.center))
    assert table.hovered is spot
    assert spot.info == table.card_info(spot.what) or spot.info.endswith(table.card_info(spot.what))
    table.draw(host.screen)  # the tooltip over the table


def test_a_tooltip_goes_with_the_card_it_told_of() -> None:
    """The pointer rests on a boutique's card while the others shop: whenever the table
    changes under it, the tooltip tells of what lies there now (or of nothing)."""
    state = state_where(4, lambda s: s.phase == "shop")
    host = host_for(state)
    table = host.table
    spot = next(s for s in table.spots if s.kind == "card")
    rest = spot.rect.center
    host.feed(move(rest))
    assert table.hovered is spot
    told = {spot.info}
    rng = random.Random(5)
    for _ in range(60):
        if state.is_over():
            break
        host.apply(rng.choice(state.legal_actions()))
        assert table.hovered == table.spot_at(rest)
        told.add(table.hovered.info if table.hovered is not None else "")
    assert len(told) > 1, "the place under the pointer changed"


def test_no_tooltip_of_the_table_over_the_ball() -> None:
    """The last move turns the table into the Ball with the pointer resting on a contract:
    no contract's tooltip is drawn over the Ball, there or anywhere."""
    game = get_game("ladies_and_gentlemen")
    played = game.new_state(4, 2)
    rng = random.Random(2)
    moves = []
    while not played.is_over():
        moves.append(rng.choice(played.legal_actions()))
        played.apply(moves[-1])
    state = game.new_state(4, 2)
    assert isinstance(state, LadiesState)
    for action in moves[:-1]:
        state.apply(action)
    host = TableHost(TABLE, game, state, None, draws=True)
    table = host.table
    assert table.lay is not None
    contract = table.lay.contracts[0].center
    host.feed(move(contract))
    assert table.hovered is not None and table.hovered.kind == "contract"
    host.apply(moves[-1])
    assert table.view["over"]
    table.draw(host.screen)
    resting = pygame.image.tobytes(host.screen, "RGB")
    assert table.hovered is None
    host.feed(move(contract))
    assert table.hovered is None
    host.feed(move((1, 1)))
    assert pygame.image.tobytes(host.screen, "RGB") == resting


def test_every_lady_at_a_full_table_shows_what_she_wears() -> None:
    """Ten seats in a 1920×1080 window: a Lady's seat has room for a row of mini cards
    under three lines. Her second card, or a line more about her, used to hide her whole
    outfit (a gossip card asks about it); now her cards take one line each instead."""
    state = new(10, seed=2)
    ladies = [seat for seat, role in enumerate(state.view(0)["roles"]) if role != "gentleman"]
    deck = state.decks["clothing"]
    for seat in ladies:
        state.wardrobe[seat] = [deck.pop(), deck.pop()]
        state.unpaid[seat] = [deck.pop()]  # her third line: "one purchase unpaid"
    host = TableHost(TABLE, get_game("ladies_and_gentlemen"), state, 0, size=(1468, 1080))
    worn = [spot.what for spot in host.table.spots if spot.kind == "worn"]
    assert sorted(worn) == sorted(card for seat in ladies for card in state.wardrobe[seat])
    host.table.draw(host.screen)


def test_a_gentleman_with_his_three_resources_is_told_so() -> None:
    """Resources lie face up, but he has taken his three this morning: the prompt said
    "nothing left to take", which the stock in front of him contradicted."""
    state = state_where(4, lambda s: s.phase == "grab" and any(up for _, up in s.stock))
    seat = state.to_act()
    assert seat is not None
    state.grabbed[seat] = 3
    table = host_for(state).table
    assert not any(isinstance(a, Grab) for a in table.legal)
    assert table.prompt.startswith("You have taken your 3 resources for this morning")


def test_a_seat_line_too_wide_for_a_narrow_seat_takes_two_rows() -> None:
    """Ten seats at 1024×640 in German: "Noch keine Garderobe" and "Soll eine Karte
    bezahlen" are wider than a side seat; they were left out, and now break onto a
    second row."""
    i18n.configure("de")
    fonts.font.cache_clear()
    state = new(10, seed=2)
    state.unpaid[1] = [state.decks["clothing"].pop()]  # her Gentleman is asked to pay
    host = TableHost(TABLE, get_game("ladies_and_gentlemen"), state, 2, size=(780, 640))
    table = host.table
    table.draw(host.screen)
    assert table.lay is not None
    for place in table.lay.seats.seats:
        if place.edge == "bottom":
            continue
        drawn = [t.text for t in table.painter.texts if place.body.contains(t.rect)]
        wanted = seat_lines(table._shown(), place.seat, table.t)
        assert " ".join(drawn).split() == " ".join(wanted).split(), place.seat


def test_every_button_of_a_payment_stays_on_a_small_table() -> None:
    """At 1024×640 the pay, hold and refuse buttons stand in a column centred where one
    row would stand: "Refuse" lay below the window's edge, out of reach."""
    state = state_where(4, lambda s: s.phase == "pay" and Hold() in s.legal_actions())
    host = host_for(state, (758, 640))
    table = host.table
    assert table.lay is not None
    assert [type(b.key) for b in table.buttons] == [Pay, Hold, Refuse]
    assert all(table.lay.prompt.contains(b.rect) for b in table.buttons)


def test_the_courtesan_handing_a_card_reaches_every_gentleman() -> None:
    """Nine seats: a button for each of four Gentlemen and one to keep the card stood in
    a column that ran off the table's bottom edge and left the question no line. At
    1024×640 the column now stays on the table; at 1280×800 the buttons stand in two
    columns under the question."""
    state = state_where(9, lambda s: any(isinstance(a, Hand) for a in s.legal_actions()))
    for size, asks in (((758, 640), False), ((1004, 800), True)):
        host = host_for(state, size)
        table = host.table
        table.draw(host.screen)
        assert table.lay is not None
        assert len(table.buttons) == 5
        assert all(table.lay.prompt.contains(b.rect) for b in table.buttons), size
        asked = [t.text for t in table.painter.texts if table.lay.prompt.contains(t.rect)]
        assert not asks or " ".join(asked) == table.prompt


def test_an_outfit_in_one_row_of_a_small_seat_takes_short_names() -> None:
    """At 1024×640 in German a seat at the top has room for one row of one-line cards:
    "Sonnenschirm" made three cards too wide for it, so none was shown; with its short
    name, "Schirm", all three fit."""
    i18n.configure("de")
    fonts.font.cache_clear()
    state = new(5, seed=2)
    worn = ["dress_aurelia", "hat_hortense", "parasol_orchidee"]
    for deck in state.decks.values():
        deck[:] = [card for card in deck if card not in worn]
    state.wardrobe[1] = worn
    state.unpaid[1] = [state.decks["clothing"].pop()]  # a third line: one purchase unpaid
    host = TableHost(TABLE, get_game("ladies_and_gentlemen"), state, 4, size=(758, 640))
    shown = [spot.what for spot in host.table.spots if spot.kind == "worn"]
    assert sorted(shown) == sorted(worn)
