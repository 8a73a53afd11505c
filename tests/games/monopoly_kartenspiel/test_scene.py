"""The MONOPOLY table, headless, driven by real pygame events through the shared host:
a hand card dragged onto the own trade pile is discarded, a click and the button do the
same; a trade is picked on the piles (the k-th card from the top lights the top k of both
piles, the preview shows what changes hands) and only the confirm button submits it; the
neutral swap; the secret pass to the left; "Go out" enabled only when the rules allow it
and showing the value, with 5-6 players beside the player's own pass card too; the laid-out
round after a round ends."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any

import pygame
import pytest

from parlour.games import get_game
from parlour.games.monopoly_kartenspiel.actions import (
    Discard,
    Draw,
    GoOut,
    PassCard,
    SwapNeutral,
    Trade,
)
from parlour.games.monopoly_kartenspiel.scene import TABLE, MonopolyTable
from parlour.saves.session import Session
from parlour.ui.widgets.button import NOTE_FILL, draw_why
from tests.games.monopoly_kartenspiel.table_helpers import GOING_OUT, give, play_until
from tests.tables import TableHost, button, click, drag, move

pytestmark = pytest.mark.usefixtures("scene_pygame")


def host_for(session: Session, viewer: int | None = 0) -> TableHost[MonopolyTable]:
    game = get_game("monopoly_kartenspiel")
    return TableHost(TABLE, game, session.state, viewer=viewer, speed=0.0, draws=True)


def centre(rect: pygame.Rect) -> tuple[int, int]:
    return rect.center


def card_spot(table: MonopolyTable, card: str) -> tuple[int, int]:
    """A point on the part of a hand card no other card covers."""
    return table.hand.visible_rect(card).center


def own_pile_spot(table: MonopolyTable) -> tuple[int, int]:
    assert table.areas is not None
    return table.areas.own_pile.center


def discarding() -> Session:
    """Seat 0 has drawn and must put a card onto his trade pile (4 seats)."""
    return play_until(
        4, 2, lambda s, legal: bool(legal) and all(isinstance(a, Discard) for a in legal)
    )


def test_a_hand_card_dragged_onto_the_own_pile_is_discarded() -> None:
    host = host_for(discarding())
    table = host.table
    card = str(table.hand.order[0])
    before = list(table.view["trade_piles"][0])
    drag(host, card_spot(table, card), own_pile_spot(table))
    assert host.submitted == [Discard(card)]
    assert table.view["trade_piles"][0] == [*before, card]
    assert card not in table.view["hand"]


def test_a_drag_that_ends_elsewhere_discards_nothing() -> None:
    host = host_for(discarding())
    table = host.table
    card = str(table.hand.order[-1])
    assert table.areas is not None
    drag(host, card_spot(table, card), table.areas.prompt.center)
    host.settle()
    assert host.submitted == []
    assert card in table.view["hand"]


def test_a_click_then_the_button_discards_the_card() -> None:
    host = host_for(discarding())
    table = host.table
    card = str(table.hand.order[1])
    click(host, card_spot(table, card))
    assert table.hand.selected == [card]
    click(host, button(host, "discard").center)
    assert host.submitted == [Discard(card)]


def test_a_click_then_the_lit_pile_discards_the_card() -> None:
    host = host_for(discarding())
    table = host.table
    card = str(table.hand.order[2])
    click(host, card_spot(table, card))
    click(host, own_pile_spot(table))
    assert host.submitted == [Discard(card)]


def trading() -> Session:
    """Seat 0 on turn with a trade of 2 or more cards open to him (4 seats)."""
    return play_until(
        4, 9, lambda s, legal: any(isinstance(a, Trade) and a.count >= 2 for a in legal)
    )


def test_the_kth_card_from_the_top_picks_a_trade_of_k_and_the_preview_waits() -> None:
    host = host_for(trading())
    table = host.table
    trade = max((a for a in table.legal if isinstance(a, Trade)), key=lambda a: a.count)
    pile = table.piles[trade.seat]
    spot = pile.visible_rect(trade.count).center
    host.feed(move(spot))
    assert pile.hover == trade.count
    assert table.hover_count() == trade.count  # your own top k light up as well
    click(host, spot)
    assert host.submitted == []  # nothing happens before the confirmation
    assert table.pick is not None and (table.pick.seat, table.pick.count) == (
        trade.seat,
        trade.count,
    )
    assert pile.highlight == trade.count
    assert table.piles[0].highlight == trade.count
    shown = {t.text for t in table.painted.texts}
    assert table.t("you_get") in shown and table.t("you_give") in shown
    theirs = list(table.view["trade_piles"][trade.seat][-trade.count :])
    mine = list(table.view["trade_piles"][0][-trade.count :])
    click(host, button(host, "confirm").center)
    assert host.submitted == [trade]
    hand = table.view["hand"]
    assert all(card in hand for card in theirs)
    assert not any(card in hand for card in mine)


def test_cancel_drops_the_picked_trade() -> None:
    host = host_for(trading())
    table = host.table
    trade = next(a for a in table.legal if isinstance(a, Trade))
    click(host, table.piles[trade.seat].visible_rect(trade.count).center)
    assert table.pick is not None
    click(host, button(host, "cancel").center)
    assert table.pick is None and host.submitted == []
    assert all(p.highlight == 0 for p in table.piles)


def test_the_stock_and_the_draw_button_draw() -> None:
    session = play_until(4, 4, lambda s, legal: Draw() in legal)
    host = host_for(session)
    table = host.table
    count = table.view["stock_count"]
    click(host, table.stock_rect().center)
    assert host.submitted == [Draw()]
    assert table.view["stock_count"] == count - 1


def test_go_out_is_enabled_only_when_the_rules_allow_it_and_shows_the_value() -> None:
    session = play_until(4, 4, lambda s, legal: Draw() in legal and GoOut() not in legal)
    table = host_for(session).table
    go_out = [b for b in table.buttons if b.key == "go_out"]
    assert len(go_out) == 1 and not go_out[0].enabled
    give(session.state, 0, GOING_OUT)
    host = host_for(session)
    table = host.table
    value = table.view["go_out_value"]
    assert value is not None
    rect = button(host, "go_out")
    assert [b.enabled for b in table.buttons if b.key == "go_out"] == [True]
    assert table.t("go_out_value", value=value) in {b.label for b in table.buttons}
    click(host, rect.center)
    assert host.submitted == [GoOut()]


def test_a_greyed_go_out_names_the_cards_that_block_it_on_hover() -> None:
    """A greyed "Go out" gave no reason; on hover it now names what fits nowhere."""
    session = play_until(4, 4, lambda s, legal: Draw() in legal and len(s.hands[0]) == 10)
    give(session.state, 0, (*GOING_OUT[:-1], "pink_1"))
    host = host_for(session)
    host.session.rounds_seen = len(session.state.round_results())  # no summary waits
    host.sync()
    table = host.table
    go_out = next(b for b in table.buttons if b.key == "go_out")
    assert not go_out.enabled and table.view["go_out_blockers"] == ["pink_1"]
    assert go_out.why == table.t("go_out_blocked", count=1, cards=table.card_name("pink_1"))
    assert table.card_name("pink_1") in go_out.why
    host.feed(move(go_out.rect.center))
    host.frame()
    note = draw_why(pygame.Surface(host.screen.get_size()), table.buttons, table.mouse, table.rect)
    assert note is not None
    assert host.screen.get_at((note.x + 2, note.centery))[:3] == NOTE_FILL


def test_the_neutral_pile_swap_goes_through_the_preview() -> None:
    session = play_until(3, 6, lambda s, legal: any(isinstance(a, SwapNeutral) for a in legal))
    host = host_for(session)
    table = host.table
    swap = next(a for a in table.legal if isinstance(a, SwapNeutral))
    pile = table.neutrals[swap.pile]
    click(host, pile.visible_rect(1).center)
    assert table.pick is not None and table.pick.neutral == swap.pile
    assert host.submitted == []
    key = "swap_double" if swap.double else "swap_single"
    assert table.hint_spots(swap) == [button(host, key)]  # the pick is made: ring its button
    click(host, button(host, key).center)
    assert host.submitted == [swap]


def passes_first(state: Any, legal: list[Any]) -> bool:
    """Seat 0 is asked for his pass before his left neighbour has chosen."""
    passes = [a for a in legal if isinstance(a, PassCard)]
    if not passes:
        return False
    after = state.clone()
    after.apply(passes[0])
    return after.view(0)["phase"] == "pass"


def test_with_six_a_card_is_passed_to_the_left_by_dragging_it_there_secretly() -> None:
    host = host_for(play_until(6, 8, passes_first))
    table = host.table
    assert table.seats is not None
    assert table.prompt() == table.t("prompt.pass", seat=table.name(1))
    card = str(table.hand.order[0])
    left = table.seats.seats[1].area
    drag(host, card_spot(table, card), left.center)
    assert host.submitted == [PassCard(card)]
    host.frame()
    shown = {t.text for t in table.painted.texts}
    assert table.t("passing_to", seat=table.name(1)) in shown  # only the passer sees his card
    assert len(table.painted.preview_cards) == 1
    host.viewer = 1
    host.sync()
    host.frame()
    shown = {t.text for t in table.painted.texts}
    assert table.t("passing_to", seat=table.name(1)) not in shown
    assert table.t("passing_to", seat=table.name(2)) not in shown
    assert not table.painted.preview_cards


def own_first_pass(state: Any, legal: list[Any]) -> bool:
    """Seat 0 has traded on his turn and is asked for his pass card (5 seats)."""
    return state.current == 0 and any(isinstance(a, PassCard) for a in legal)


def test_after_his_trade_the_player_may_go_out_instead_of_passing() -> None:
    """The Go out button stands beside the pass, greyed while his hand cannot go out."""
    session = play_until(5, 3, lambda s, legal: own_first_pass(s, legal) and GoOut() not in legal)
    table = host_for(session).table
    assert [b.enabled for b in table.buttons if b.key == "go_out"] == [False]
    assert table.prompt() == table.t("prompt.pass", seat=table.name(1))
    give(session.state, 0, (*GOING_OUT, "go_4"))  # 11 cards with 5 players
    host = host_for(session)
    table = host.table
    value = table.view["go_out_value"]
    assert value is not None and GoOut() in table.legal
    assert table.prompt() == table.t("prompt.pass_or_go_out", seat=table.name(1))
    assert table.t("go_out_value", value=value) in {b.label for b in table.buttons}
    click(host, button(host, "go_out").center)
    assert host.submitted == [GoOut()]


def test_nobody_else_is_offered_going_out_during_the_pass() -> None:
    session = play_until(
        5, 3, lambda s, legal: s.current != 0 and any(isinstance(a, PassCard) for a in legal)
    )
    table = host_for(session).table
    assert [b.key for b in table.buttons if b.key == "go_out"] == []


def test_a_round_that_ends_at_the_table_is_laid_out_until_closed() -> None:
    """Seat 0 goes out: every seat's hand is laid out on the panel (the host's round
    summary is the app's), until the player goes back to the table."""
    session = play_until(4, 4, lambda s, legal: Draw() in legal)
    give(session.state, 0, GOING_OUT)
    host = host_for(session)
    table = host.table
    assert table.round_shown is None
    click(host, button(host, "go_out").center)
    last = table.view["last_round"]
    assert last is not None and last["ender"] == 0
    assert table.round_shown == last["number"]
    assert [b.key for b in table.buttons] == ["close_round"]
    host.frame()
    assert set(table.painted.round_cards) == set(range(4))
    assert len(table.painted.round_cards[0]) >= len(GOING_OUT)
    shown = {t.text for t in table.painted.texts}
    assert table.t("round.ender") in " ".join(shown)
    click(host, button(host, "close_round").center)
    assert table.round_shown is None
    assert "last_round" in {b.key for b in table.buttons}
    click(host, button(host, "last_round").center)
    assert table.round_shown == last["number"]


def test_the_sort_button_orders_the_hand_by_group_or_by_value() -> None:
    host = host_for(discarding())
    table = host.table
    by_group = list(table.hand.order)
    assert by_group == sorted(by_group, key=table.cat.order.__getitem__)
    click(host, button(host, "sort").center)
    by_value = list(table.hand.order)
    assert sorted(by_value) == sorted(by_group)
    values = [
        max(table.cat.groups[table.cat.group_by_card[str(c)]].values.values())
        for c in by_value
        if table.cat.kinds[str(c)] == "property"
    ]
    assert values == sorted(values, reverse=True)
    kinds = [table.cat.kinds[str(c)] == "property" for c in by_value]
    assert kinds == sorted(kinds, reverse=True)  # the streets first, then the rest
    assert table.t("sort_value") in {b.label for b in table.buttons}
    click(host, button(host, "sort").center)
    assert list(table.hand.order) == by_group


def test_a_discarded_card_glides_from_where_it_was_let_go_onto_the_pile() -> None:
    game = get_game("monopoly_kartenspiel")
    host = TableHost(TABLE, game, discarding().state, viewer=0, speed=1.0, draws=True)
    table = host.table
    card = str(table.hand.order[0])
    assert table.areas is not None
    own = table.areas.own_pile
    let_go = (own.right - 4, own.y + 4)  # on the pile's place, away from where it lands
    drag(host, card_spot(table, card), let_go)
    assert host.submitted == [Discard(card)]
    pile = table.piles[0]
    landing = pile.geometry.rects[-1]
    flying = pile.cards[-1].rect
    assert card in [flight.what for flight in table.flights]
    moved = abs(flying.x - landing.x) + abs(flying.y - landing.y)
    assert moved > landing.width // 3  # it starts where it was let go
    host.settle()
    assert not table.flights and pile.cards[-1].rect == landing


def test_the_next_person_at_the_screen_gets_no_zoom_from_the_last_ones_pointer() -> None:
    """Hot-seat at 1280×800: Ada's last drag ended on her trade pile; the curtain came
    and Bruno lifted it with the pointer on its button, yet Bruno's table opened the
    zoom of his own pile's top card at once, under the "since you last looked" panel:
    the table still took the pointer to rest where Ada left it. The table host tells the
    table the pointer left when the curtain comes (tests/ui/test_table_host_curtain.py);
    this table's zoom must hear it, and wait until the pointer moves again."""
    session = play_until(3, 4, lambda s, legal: Draw() in legal)
    table = host_for(session).table
    table.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=own_pile_spot(table), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    table.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))  # the curtain comes
    state = session.state
    table.show(state.view(1), 1, [])
    assert table.piles[1].cards, "the next viewer's pile has a card under the old pointer"
    assert table.areas is not None and table.areas.own_pile.collidepoint(own_pile_spot(table))
    table.update(1.0)
    assert table.zoom.shown is None


def test_the_zoom_of_each_house_names_the_houses_it_needs_below_it() -> None:
    table = host_for(discarding()).table
    second, third = table.card_text("house2_1"), table.card_text("house3_1")
    assert "1 to 1" not in second and "its 1st house" in second
    assert third.startswith("3rd House:") and "houses 1 to 2" in third


def test_the_keyboard_ring_of_a_chosen_hand_card_goes_up_with_the_card() -> None:
    host = host_for(discarding())
    table = host.table
    card = str(table.hand.order[1])
    click(host, card_spot(table, card))
    assert table.hand.selected == [card]
    rest, drawn = table.hand.visible_rect(card), table.hand.drawn_rect(card)
    assert drawn.y < rest.y  # the chosen card is lifted
    ring = next(spot for spot in table.focus_spots() if spot.x == rest.x)
    assert ring.size == rest.size and ring.y == drawn.y


def test_a_hint_for_the_picked_trade_rings_the_button_that_plays_it() -> None:
    """The lesson's arrow and the Hint ring the pile top until the trade is picked; then
    the move is one click on the button away, and that is what they point at."""
    host = host_for(trading())
    table = host.table
    trade = next(a for a in table.legal if isinstance(a, Trade))
    top = table.piles[trade.seat].top_rects(trade.count)
    assert all(spot in table.hint_spots(trade) for spot in top)
    click(host, table.piles[trade.seat].visible_rect(trade.count).center)
    assert table.hint_spots(trade) == [button(host, "confirm")]
    other = Trade(trade.seat, trade.count + 1)
    assert button(host, "confirm") not in table.hint_spots(other)


def test_the_preview_labels_sit_on_their_cards() -> None:
    """Live play at 1024×640 saw "You get" and "You give" at the top of the preview and
    the single cards of a one-card trade far below, as if unrelated."""
    game = get_game("monopoly_kartenspiel")
    session = play_until(3, 3, lambda s, legal: Trade(1, 1) in legal)
    host = TableHost(TABLE, game, session.state, viewer=0, speed=0.0, draws=True, size=(1024, 640))
    table = host.table
    trade = Trade(1, 1)
    click(host, table.piles[trade.seat].visible_rect(trade.count).center)
    host.settle()
    cards = table.painted.preview_cards
    assert len(cards) == 2 * trade.count
    for label in (table.t("you_get"), table.t("you_give")):
        drawn = next(text for text in table.painted.texts if text.text == label)
        below = [card for card in cards if card.x >= drawn.rect.x - 1]
        gap = min(card.y for card in below) - drawn.rect.bottom
        assert 0 <= gap <= 8, (label, gap)
