"""The Banque Fatale table, headless, driven by real pygame mouse events.

The shared host in ``tests/tables.py`` does what the app's table host does: it applies what
the table submits to a real state, then calls ``on_events`` and ``show`` with the new view and
legal actions.
"""

from __future__ import annotations

import os
from collections.abc import Hashable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games import get_game
from parlour.games.banque_fatale.paint import TablePainter
from parlour.games.banque_fatale.rules import (
    AddJeton,
    BanqueFataleState,
    Choose,
    PlaceBid,
    RemoveJeton,
    Sell,
    SellNothing,
    TakeJeton,
)
from parlour.games.banque_fatale.scene import NOTE_SECONDS, TABLE, BanqueFataleTable
from parlour.ui.widgets.zoom import ZoomContent
from tests.tables import TableHost, button, click, down, drag, move

GAME = get_game("banque_fatale")


pytestmark = pytest.mark.usefixtures("scene_pygame")


class Host(TableHost[BanqueFataleTable]):
    """The shared test host around the Banque Fatale table, drawing every frame."""

    def __init__(
        self, state: BanqueFataleState, viewer: int | None, size=(1280, 800), **options: Any
    ) -> None:
        super().__init__(
            TABLE, GAME, state, viewer, size=size, draws=True, settle_steps=200, **options
        )


def bidding_state(seed: int = 3) -> BanqueFataleState:
    state = GAME.new_state(4, seed)
    assert isinstance(state, BanqueFataleState)
    state.apply(Choose(state.market[0]))
    return state


def test_start_player_clicks_a_market_card_then_the_offer_to_auction_it() -> None:
    state = GAME.new_state(4, 1)
    assert isinstance(state, BanqueFataleState)
    host = Host(state, state.start)
    card = state.market[1]
    click(host, host.table.lay.market[1].center)
    assert host.submitted == [] and host.table.drag.selected == ("market", card)
    click(host, host.table.lay.offer.center)
    assert host.submitted == [Choose(card)]
    host.settle()
    assert state.phase == "bid"


def test_dragging_a_market_card_onto_the_offer_auctions_it() -> None:
    state = GAME.new_state(4, 2)
    assert isinstance(state, BanqueFataleState)
    host = Host(state, state.start)
    card = state.market[2]
    drag(host, host.table.lay.market[2].center, host.table.lay.offer.center)
    assert host.submitted == [Choose(card)]


def test_bid_by_drag_and_click_take_back_and_place() -> None:
    state = bidding_state()
    seat = state.to_act()
    host = Host(state, seat)
    table = host.table
    drag(host, table.screen_rect("rouge").center, table.lay.my_bid.center)
    for _ in range(2):
        click(host, table.screen_rect("bleu").center)
        click(host, table.lay.my_bid.center)
    assert host.submitted == [AddJeton("rouge"), AddJeton("bleu"), AddJeton("bleu")]
    drag(host, table._bid_rect("bleu").center, table.lay.my_screen.center)
    assert host.submitted[-1] == RemoveJeton("bleu")
    host.settle()
    assert "(2)" in next(b.label for b in table.buttons if b.key == "place")
    click(host, button(host, "place").center)
    assert host.submitted[-1] == PlaceBid()
    assert state.bids[seat] == [1, 0, 0, 1, 0] and state.bid_placed[seat]


def test_the_painters_draw_the_table_from_its_frame_alone() -> None:
    """``paint`` knows nothing of the table: a painter of its own, handed the frame the
    table measured, draws the same pixels as the table; the places in the frame are
    measured once per change of the table, not on every frame."""
    host = Host(bidding_state(), 1)
    table = host.table
    frame = table._frame()
    assert frame is not None and frame.view is table.view
    again = table._frame()
    assert again is not None and again.places is frame.places
    shown = pygame.Surface(host.screen.get_size())
    table.draw(shown)
    assert table.painter.texts  # the table is drawn, not a blank surface
    alone = pygame.Surface(host.screen.get_size())
    TablePainter().draw(alone, frame)
    assert pygame.image.tobytes(alone, "RGB") == pygame.image.tobytes(shown, "RGB")
    table.version += 1
    later = table._frame()
    assert later is not None and later.places is not frame.places


def test_other_seats_see_no_bid_and_cannot_act() -> None:
    state = bidding_state()
    bidder = state.to_act()
    state.apply(AddJeton("vert"))
    onlooker = (bidder + 1) % 4
    host = Host(state, onlooker)
    assert not host.table.items and not host.table.buttons
    click(host, host.table.screen_rect("vert").center)
    drag(host, host.table.screen_rect("vert").center, host.table.lay.my_bid.center)
    assert host.submitted == []
    assert host.table.view["jetons"][bidder] is None
    assert sum(host.table.view["my_bid"].values()) == 0  # the onlooker's own, empty


def test_nobody_can_act_behind_the_curtain() -> None:
    state = bidding_state()
    host = Host(state, None)
    click(host, host.table.lay.market[0].center)
    assert host.submitted == [] and not host.table.buttons
    host.frame()


def test_reveal_and_draft_by_click() -> None:
    state = bidding_state(5)
    colours = GAME.colours
    while state.phase == "bid":
        seat = state.to_act()
        state.apply(AddJeton(colours[seat]))
        state.apply(AddJeton(colours[seat + 1]))
        state.apply(PlaceBid())
    assert state.phase == "draft"
    seat = state.to_act()
    host = Host(state, seat)
    colour = next(c for c, n in host.table.view["middle"].items() if n)
    click(host, host.table._middle_rect(colour).center)
    click(host, host.table.lay.my_screen.center)
    assert host.submitted == [TakeJeton(colour)]
    host.settle()


def test_a_clicked_jeton_goes_where_the_next_click_puts_it_and_stays() -> None:
    """Click a jeton, then the spot in "Your bid" where that colour's chip comes to lie
    (green's is the box's centre): one jeton goes in, and stays."""
    state = bidding_state()
    seat = state.to_act()
    host = Host(state, seat)
    table = host.table
    assert table.bid_point("vert")[0] == table.lay.my_bid.centerx
    click(host, table.screen_rect("vert").center)
    assert host.submitted == []
    click(host, table.bid_point("vert"))
    host.settle()
    assert host.submitted == [AddJeton("vert")]
    assert table.view["my_bid"]["vert"] == 1
    click(host, table.bid_point("vert"))  # picked up again: nothing moves yet
    assert host.submitted == [AddJeton("vert")]
    click(host, table.lay.my_screen.center)
    assert host.submitted == [AddJeton("vert"), RemoveJeton("vert")]


def test_a_button_pressed_while_a_jeton_is_picked_up_still_acts() -> None:
    """A jeton clicked up and then the place-bid button: the jeton is put back and the bid
    goes in, as the button says, instead of the click only dropping the jeton."""
    state = bidding_state()
    seat = state.to_act()
    host = Host(state, seat)
    table = host.table
    click(host, table.screen_rect("vert").center)
    assert table.drag.selected is not None
    click(host, button(host, "place").center)
    assert host.submitted == [PlaceBid()] and table.drag.selected is None
    assert state.bid_placed[seat]


def sale_state() -> BanqueFataleState:
    state = bidding_state(7)
    start = state.start
    state.owned[start].append("rouge_vert")
    for place in (state.market, state.stack):
        if "rouge_vert" in place:
            place.remove("rouge_vert")
    while state.phase != "sale":
        legal = state.legal_actions()
        state.apply(PlaceBid() if PlaceBid() in legal else legal[0])
    return state


def test_sale_shows_the_price_before_the_confirmation() -> None:
    state = sale_state()
    host = Host(state, state.start)
    state_values = dict(host.table.view["values"])
    price = state_values["rouge"] + state_values["vert"]
    rects = dict(host.table.my_card_rects())
    drag(host, rects["rouge_vert"].center, host.table.lay.bank.center)
    assert host.submitted == []
    label = next(b.label for b in host.table.buttons if b.key == "sell")
    assert f"{price}\u00a0M" in label
    click(host, button(host, "cancel").center)
    assert host.table.pending_sale is None and host.submitted == []
    click(host, rects["rouge_vert"].center)
    click(host, host.table.lay.bank.center)
    cash = state.cash[state.start]
    start = state.start
    click(host, button(host, "sell").center)
    assert host.submitted == [Sell("rouge_vert")]
    assert state.cash[start] == cash + price
    host.settle()


def test_sell_nothing_button() -> None:
    state = sale_state()
    host = Host(state, state.start)
    click(host, button(host, "keep").center)
    assert host.submitted == [SellNothing()]


@pytest.mark.parametrize("size", [(1024, 640), (1600, 1000)])
def test_a_whole_game_draws_at_any_size(size: tuple[int, int]) -> None:
    state = GAME.new_state(3, 9)
    assert isinstance(state, BanqueFataleState)
    host = Host(state, 0, size)
    while not state.is_over():
        legal = state.legal_actions()
        act = PlaceBid() if PlaceBid() in legal else legal[-1]
        host.viewer = state.to_act()
        host.submit(act)
        host.frame()
    host.viewer = 0
    host.sync()
    host.settle()
    assert host.table.view["phase"] == "over"


def test_right_click_zooms_a_card_with_its_current_worth() -> None:
    state = GAME.new_state(4, 4)
    assert isinstance(state, BanqueFataleState)
    host = Host(state, (state.start + 1) % 4)
    card = state.market[0]
    spot = host.table.lay.market[0].center
    host.frame()  # the table learns where its cards are when it draws them
    host.feed((pygame.MOUSEBUTTONDOWN, {"pos": spot, "button": 3}))
    assert host.table.zoom.shown == card
    content = host.table._zoom_content(card)
    assert content is not None and f"{state.card_value(card)}\u00a0M" in content.text
    assert host.submitted == []


def test_an_open_zoom_tells_the_worth_after_the_values_moved() -> None:
    state = GAME.new_state(4, 4)
    assert isinstance(state, BanqueFataleState)
    host = Host(state, (state.start + 1) % 4)
    table = host.table
    card = state.market[0]
    told: list[str] = []
    ask = table.zoom.content

    def content(key: Hashable) -> ZoomContent | None:
        answer = ask(key)
        if answer is not None:
            told.append(answer.text)
        return answer

    table.zoom.content = content
    host.frame()
    host.feed((pygame.MOUSEBUTTONDOWN, {"pos": table.lay.market[0].center, "button": 3}))
    host.frame()
    assert told and f"{state.card_value(card)}\u00a0M" in told[-1]
    state.values = [9] * len(state.values)  # the values move on (an auction's payout)
    host.sync()
    host.frame()
    assert table.zoom.shown == card
    assert f"{state.card_value(card)}\u00a0M" in told[-1]


def status_text(host: Host) -> str:
    """The status line as the painter last drew it."""
    host.frame()
    status = host.table.lay.status
    return " ".join(t.text for t in host.table.painter.texts if status.contains(t.rect))


def test_a_press_on_a_piece_that_cannot_move_says_why() -> None:
    """While bidding, a market card and one's own card stay put: each press is answered in
    the status line, which shows the prompt again after a few seconds."""
    state = bidding_state()
    assert state.to_act() == state.start
    host = Host(state, state.start)
    table = host.table
    why = {key: table.t(f"why.{key}") for key in ("choose", "chosen", "sale", "sale_later")}
    click(host, table.lay.market[0].center)
    assert why["chosen"] in status_text(host)  # he chose this round's card already
    _, rect = table.my_card_rects()[0]
    drag(host, rect.center, table.lay.bank.center)
    assert why["sale_later"] in status_text(host)  # the start player sells, but later
    assert host.submitted == []
    table.update(NOTE_SECONDS + 0.1)
    assert why["sale_later"] not in status_text(host)
    assert table.t("prompt_bid") in status_text(host)
    other = Host(state, (state.start + 1) % 4)
    click(other, other.table.my_card_rects()[0][1].center)
    assert why["sale"] in status_text(other)
    click(other, other.table.lay.market[0].center)
    assert why["choose"] in status_text(other)


def test_the_card_just_won_may_not_be_sold_and_the_table_says_so() -> None:
    state = sale_state()
    won = state.auction
    assert won is not None and won in state.owned[state.start]
    host = Host(state, state.start)
    rects = dict(host.table.my_card_rects())
    drag(host, rects[won].center, host.table.lay.bank.center)
    assert host.submitted == [] and host.table.pending_sale is None
    assert host.table.t("why.just_won") in status_text(host)


def test_a_placed_bid_and_someone_elses_turn_are_explained() -> None:
    state = bidding_state()
    bidder = state.to_act()
    state.apply(AddJeton("vert"))
    state.apply(PlaceBid())
    host = Host(state, bidder)
    table = host.table
    click(host, table._bid_rect("vert").center)
    assert table.t("why.bid_placed") in status_text(host)
    click(host, table.screen_rect("rouge").center)
    assert table.t("why.bid_placed") in status_text(host)
    after = state.to_act()
    onlooker = Host(state, (after + 2) % 4)
    click(onlooker, onlooker.table.screen_rect("rouge").center)
    waiting = onlooker.table.t("why.wait", seat=onlooker.table.name(after))
    assert waiting in status_text(onlooker)


def test_a_bid_of_nothing_reads_so_once_the_bids_are_open() -> None:
    """The panels showed "bid 0:" followed by nothing."""
    state = bidding_state(5)
    while state.phase == "bid":
        state.apply(PlaceBid())
    host = Host(state, state.to_act())
    host.frame()
    shown = {t.text for t in host.table.painter.texts}
    assert host.table.t("bid_shown", count=0) in shown
    assert not any(text.endswith(" 0:") for text in shown)


def test_a_jeton_in_the_hand_leaves_the_rest_of_its_stack() -> None:
    """Carrying one of two green jetons hid both and still counted ×2 under the empty
    place; the other jeton stays, counted ×1."""
    state = bidding_state()
    host = Host(state, state.to_act())
    table = host.table
    assert table.view["jetons"][table.me]["vert"] == 2
    start = table.screen_rect("vert").center
    host.feed(down(start), move((start[0] + 20, start[1] - 60)))
    assert table.drag.held == ("screen", "vert")
    host.frame()
    x = table.screen_point("vert")[0]
    screen = table.lay.my_screen
    texts = [t for t in table.painter.texts if screen.contains(t.rect) and "×" in t.text]
    assert [t.text for t in texts if t.rect.left <= x <= t.rect.right] == ["×1"]


def test_a_card_drawn_as_a_strip_is_sold_by_drag_and_zooms() -> None:
    """Seven cards fill the player's own row at 1024×640 with strips: a strip is dragged
    to the bank like a card, and a right click on it still opens the whole card."""
    state = sale_state()
    start = state.start
    for place in (state.market, state.stack, *state.owned[:start], *state.owned[start + 1 :]):
        while place and len(state.owned[start]) < 7:
            state.owned[start].append(place.pop())
    host = Host(state, start, (758, 640))
    rects = dict(host.table.my_card_rects())
    assert all(r.width > r.height for r in rects.values())  # strips, not faces
    host.frame()
    host.feed((pygame.MOUSEBUTTONDOWN, {"pos": rects["rouge_vert"].center, "button": 3}))
    assert host.table.zoom.shown == "rouge_vert"
    host.feed((pygame.MOUSEBUTTONUP, {"pos": rects["rouge_vert"].center, "button": 3}))
    drag(host, rects["rouge_vert"].center, host.table.lay.bank.center)
    assert host.table.pending_sale == "rouge_vert"
    click(host, button(host, "sell").center)
    assert host.submitted == [Sell("rouge_vert")]


def test_a_seat_s_marks_open_with_a_mark_never_a_separator() -> None:
    """A seat that had only bid read "· bid placed" and the one to play "— to play": the
    separator came with each mark, so it stood first where nothing came before it."""
    state = bidding_state()
    first = state.to_act()  # the start player
    state.apply(PlaceBid())
    bidder = state.to_act()
    state.apply(PlaceBid())
    viewer = state.to_act()
    host = Host(state, viewer)
    host.frame()
    table = host.table
    panel = table.lay.opponents[bidder]
    lines = [t.text for t in table.painter.texts if panel.contains(t.rect)]
    assert table.t("has_bid") in lines  # the bidder, neither start player nor to play
    assert all(line[0].isalnum() or line[0] == "(" for line in lines), lines
    start = [t.text for t in table.painter.texts if table.lay.opponents[first].contains(t.rect)]
    joined = table.t("mark_separator").join([table.t("start_mark"), table.t("has_bid")])
    assert joined in start


def test_a_press_on_the_card_on_offer_or_another_seat_s_card_says_why() -> None:
    """Someone new to the game grabs the card on offer to take it, or another seat's card
    to sell it: both presses met silence. Each is now answered in the status line."""
    state = bidding_state()
    host = Host(state, state.to_act())
    table = host.table
    click(host, table.lay.offer.center)
    assert table.t("why.offered") in status_text(host)
    seat = next(iter(table.lay.opponents))
    drag(host, table.seat_card_rects(seat)[0].center, table.lay.bank.center)
    assert table.t("why.theirs") in status_text(host)
    assert host.submitted == []
