"""Every touch is answered: a click on a place of the table that does nothing now says why
where its tooltip stands, a pay button the Gentleman cannot use is shown greyed with the
reason, and a card of the hand tells what it is when the pointer rests on it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from parlour.games import get_game
from parlour.games.ladies_and_gentlemen.actions import Fulfil, Pay
from parlour.games.ladies_and_gentlemen.rules import LadiesState
from parlour.games.ladies_and_gentlemen.scene import TABLE, LadiesTable
from parlour.ui.widgets.button import draw_why
from tests.games.ladies_and_gentlemen.test_scene import gossip_state, host_for, state_where
from tests.tables import TableHost, click, move

pytestmark = pytest.mark.usefixtures("scene_pygame")


def why(table: LadiesTable, reason: str, **params: object) -> str:
    return table.t(
        "table.why.note", reason=table.t(f"table.why.{reason}", **params), prompt=table.prompt
    )


def refused_click(host: TableHost[LadiesTable], kind: str) -> str:
    """Click the first place of ``kind`` whose click is no move now; what its tooltip says."""
    table = host.table
    spot = next(s for s in table.spots if s.kind == kind and s.action is None)
    click(host, spot.rect.center)
    assert host.submitted == []
    assert table.hovered is not None and table.hovered.rect == spot.rect
    return table.hovered.info


def short_of_a_contract(state: LadiesState) -> bool:
    seat = state.to_act()
    return state.phase == "trade" and any(
        seat not in c["by"] and Fulfil(i) not in state.legal_actions()
        for i, c in enumerate(state.contracts)
    )


def test_a_contract_the_gentleman_cannot_fulfil_says_he_lacks_resources() -> None:
    host = host_for(state_where(4, short_of_a_contract))
    assert refused_click(host, "contract") == why(host.table, "contract_short")


def test_a_boutique_card_clicked_by_a_gentleman_in_the_morning_says_when_it_is_taken() -> None:
    state = state_where(4, lambda s: s.phase == "grab" and any(b["cards"] for b in s.boutiques))
    host = host_for(state)
    assert refused_click(host, "card") == why(host.table, "card")


def test_a_click_while_another_seat_decides_says_whom_the_table_waits_for() -> None:
    state = state_where(4, lambda s: s.phase == "visit" and s.to_act() != 0)
    host = TableHost(TABLE, get_game("ladies_and_gentlemen"), state, 0, size=(948, 800))
    told = refused_click(host, "boutique")
    assert told == host.table.prompt
    assert host.table.name(state.to_act()) in told


def too_poor_to_pay(state: LadiesState) -> bool:
    shown = state.presented() if state.phase == "pay" else None
    if shown is None:
        return False
    seat = state.to_act()
    assert seat is not None
    return state.money[seat] < state.cat.price(shown[0])


def test_a_gentleman_who_cannot_afford_a_card_sees_pay_greyed_with_the_reason() -> None:
    state = state_where(4, too_poor_to_pay)
    assert Pay() not in state.legal_actions()
    host = host_for(state)
    table = host.table
    greyed = next(b for b in table.buttons if b.key == Pay())
    seat = state.to_act()
    assert seat is not None
    assert not greyed.enabled
    assert greyed.why == table.t("table.why.pay_money", money=state.money[seat])
    click(host, greyed.rect.center)
    assert host.submitted == []
    assert draw_why(host.screen, table.buttons, greyed.rect.center, host.screen.get_rect())


def test_resting_on_a_gossip_card_of_the_hand_tells_its_whole_condition() -> None:
    state = gossip_state(lambda s: s.phase == "visit" and bool(s.gossip[s.to_act() or 0]))
    host = host_for(state)
    table = host.table
    key = next(k for k in table.hand.order if k[0] == "g")
    host.feed(move(table.hand.visible_rect(key).center))
    assert table.hovered is not None
    assert table.t(f"card_text.{key[1]}") in table.hovered.info
    table.draw(host.screen)


def test_resting_on_a_workshop_card_of_the_hand_tells_how_many_cards_it_brings() -> None:
    state = state_where(4, lambda s: s.phase == "workshop")
    host = host_for(state)
    table = host.table
    key = table.hand.order[0]
    host.feed(move(table.hand.visible_rect(key).center))
    assert table.hovered is not None
    count = state.cat.workshop[key[1]].count
    assert table.hovered.info == table.t(
        "table.info.workshop", card=table.card_name(key[1]), count=count
    )
