"""The Millionenspiel table, headless, driven by real pygame mouse events.

The shared host in ``tests/tables.py`` does what the app's table host does: it applies what
the table submits to a real state, then calls ``on_events`` and ``show`` with the new view and
legal actions.
"""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.games.millionenspiel.board_art import start_arrow_rect
from parlour.games.millionenspiel.money_art import slots
from parlour.games.millionenspiel.paint import status_text
from parlour.games.millionenspiel.rules import (
    Accept,
    BuyPension,
    Done,
    MillionenspielState,
    Reject,
    Stake,
)
from parlour.games.millionenspiel.scene import TABLE, MillionenspielTable
from parlour.saves.session import Seat
from parlour.ui import i18n, text_marks
from parlour.ui.text import text_image, wrapped_lines_in
from parlour.ui.widgets.drag import DRAG_THRESHOLD
from tests.games.millionenspiel.helpers import bet_all, betting_state, game, pieces
from tests.tables import FOLLOW, TableHost, button

pytestmark = pytest.mark.usefixtures("scene_pygame")


class Host(TableHost[MillionenspielTable]):
    """The shared test host around the Millionenspiel table, with direct event dispatch.

    These tests hand events straight to ``handle_event`` (its answer is asserted on) and drag
    in five steps, rather than going through pygame's queue.
    """

    def __init__(
        self, state: MillionenspielState, size=(1000, 760), viewer: int = 0, **options: Any
    ) -> None:
        super().__init__(TABLE, game(), state, viewer, size=size, **options)

    def post(self, kind: int, pos: tuple[int, int]) -> bool:
        if kind == pygame.MOUSEMOTION:
            event = pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        else:
            event = pygame.event.Event(kind, pos=pos, button=1)
        return self.table.handle_event(event)

    def click(self, pos: tuple[int, int]) -> None:
        self.post(pygame.MOUSEMOTION, pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos)
        self.post(pygame.MOUSEBUTTONUP, pos)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.post(pygame.MOUSEMOTION, start)
        self.post(pygame.MOUSEBUTTONDOWN, start)
        for i in range(1, 6):
            x = start[0] + (end[0] - start[0]) * i // 5
            y = start[1] + (end[1] - start[1]) * i // 5
            self.post(pygame.MOUSEMOTION, (x, y))
        self.post(pygame.MOUSEBUTTONUP, end)

    def run(self, seconds: float, step: float = 1 / 60) -> None:
        for _ in range(int(seconds / step) + 1):
            self.table.update(step)

    def draw(self) -> None:
        self.screen.fill((0, 0, 0))
        self.table.draw(self.screen)


def piece_centre(host: Host, seat: int, index: int) -> tuple[int, int]:
    return slots(host.table.purse_rects[seat])[index].center


def test_dragging_a_chip_onto_the_own_stake_stakes_it() -> None:
    host = Host(betting_state([pieces(c1=3, c10=2)] * 3, roller=2, dice=[1, 2]))
    stake = host.table.stake_rects[0].center
    host.drag(piece_centre(host, 0, 1), stake)
    assert host.submitted == [Stake(10)]
    assert host.state.stake[0] == pieces(c10=1)
    assert host.table.flights, "the staked piece flies to the stake"
    host.run(0.5)
    assert not host.table.flights


def test_dropping_elsewhere_stakes_nothing() -> None:
    host = Host(betting_state([pieces(c1=3)] * 3, roller=2, dice=[1, 2]))
    start = piece_centre(host, 0, 0)
    host.drag(start, (start[0], start[1] + 4 * DRAG_THRESHOLD))
    assert host.submitted == []


def test_click_a_piece_then_the_stake() -> None:
    host = Host(betting_state([pieces(c1=3, c100=1)] * 3, roller=2, dice=[1, 2]))
    host.click(piece_centre(host, 0, 2))
    host.click(host.table.stake_rects[0].center)
    assert host.submitted == [Stake(100)]


def test_done_button_confirms_and_pass_when_nothing_staked() -> None:
    host = Host(betting_state([pieces(c1=3)] * 3, roller=2, dice=[1, 2]))
    labels = {b.key: b.label for b in host.table.buttons}
    assert labels[Done()] == "Pass"
    host.drag(piece_centre(host, 0, 0), host.table.stake_rects[0].center)
    labels = {b.key: b.label for b in host.table.buttons}
    assert labels[Done()] == "Done: bet 1"
    host.click(button(host, Done()).center)
    assert host.submitted[-1] == Done()
    assert host.state.to_act() == 1
    assert host.table.buttons == []  # not the viewer's turn any more
    host.draw()


def test_pieces_of_other_players_cannot_be_picked_up() -> None:
    host = Host(betting_state([pieces(c1=3)] * 3, roller=2, dice=[1, 2]))
    host.drag(piece_centre(host, 1, 0), host.table.stake_rects[1].center)
    host.drag(piece_centre(host, 1, 0), host.table.stake_rects[0].center)
    assert host.submitted == []


def test_a_click_on_money_that_cannot_be_used_says_why() -> None:
    """A click on another player's money, on the own purse out of turn or on a pension
    card that cannot be bought did nothing at all."""
    state = betting_state([pieces(c1=3)] * 3, roller=2, dice=[1, 2])
    host = Host(state, viewer=1)
    host.click(piece_centre(host, 0, 0))
    assert host.table.banner == "That belongs to Player 1: you stake only your own pieces."
    host.click(piece_centre(host, 1, 0))
    assert host.table.banner == "You stake your pieces when it is your turn to bet."
    host.viewer = 0
    host.sync()
    host.click(host.table.card_rects[0].center)
    assert host.table.banner == (
        "The pension card 50 costs exactly 1,000, in pieces that add up to it: "
        "you cannot pay that now."
    )
    assert host.submitted == []
    host.draw()


def test_pension_purchase_offers_each_exact_payment() -> None:
    purse = pieces(c100=10, n1000=1, c1=1)
    host = Host(betting_state([purse, pieces(c1=1), pieces(c1=1)], roller=2, dice=[1, 2]))
    host.click(button(host, "pay").center)
    ways = [b.key for b in host.table.buttons if isinstance(b.key, BuyPension)]
    assert len(ways) == 2 and "back" in [b.key for b in host.table.buttons]
    host.click(button(host, BuyPension(tuple(pieces(c100=10)))).center)
    assert host.submitted == [BuyPension(tuple(pieces(c100=10)))]
    assert host.state.pension[0] == 50
    assert not any(isinstance(b.key, BuyPension) for b in host.table.buttons)


def test_roller_keeps_or_throws_again_by_button() -> None:
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=10, dice=[1, 3, 2, 5])
    host = Host(state)
    bet_all(state, {})
    host.sync()
    keys = [b.key for b in host.table.buttons]
    assert keys == [Accept(), Reject()]
    host.click(button(host, Reject()).center)
    assert host.submitted == [Reject()]
    assert state.pos == 17


def test_hovering_shows_the_chances() -> None:
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=38, dice=[2, 3])
    host = Host(state)
    ring = host.table.ring
    field = 20
    x, y = ring.field_centre(field)
    assert host.post(pygame.MOUSEMOTION, (int(x), int(y)))
    title, plain, kept = host.table.hover_odds()
    assert "20" in title and kept is None
    assert sum(plain) == pytest.approx(1.0)
    host.draw()
    bet_all(state, {})
    host.sync()
    host.post(pygame.MOUSEMOTION, host.table.dice_rect.center)
    title, plain, kept = host.table.hover_odds()
    assert kept is not None and kept[43] == pytest.approx(1.0)  # 38 + 5: the red field
    host.draw()


def test_the_roll_is_shown_step_by_step_and_money_waits_for_it() -> None:
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=38, dice=[2, 3])
    host = Host(state)
    bet_all(state, {1: pieces(c1=1)})
    host.sync()
    host.click(button(host, Accept()).center)
    assert state.purse[1] == pieces(c1=3, c100=1)  # red: 100 times the 1-chip, kept
    table = host.table
    assert table.money_view is not None and table.money_view["purse"][1] != state.purse[1]
    walked = []
    for _ in range(200):
        moving = table.update(1 / 30)
        walked.append(table.pawn)
        if not moving:
            break
    assert [f for i, f in enumerate(walked) if i == 0 or f != walked[i - 1]][-5:] == [
        39,
        40,
        41,
        42,
        43,
    ]
    assert table.pawn == 43
    assert table.money_view["purse"][1] == state.purse[1]
    assert "coins" in host.sounds  # the settlement
    host.draw()


def test_instant_animation_settles_at_once() -> None:
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=38, dice=[2, 3])
    host = Host(state, speed=0.0)
    bet_all(state, {})
    host.sync()
    host.click(button(host, Accept()).center)
    host.table.update(0.0)
    assert host.table.pawn == 43
    assert not host.table.timeline.busy


@pytest.mark.parametrize(
    ("size", "players", "language"),
    [((1024, 640), 5, "de"), ((1280, 800), 3, "en"), ((760, 600), 4, "de")],
)
def test_table_draws_whole_games_at_several_sizes(size, players, language) -> None:
    import random

    i18n.configure(language)
    state = game().new_state(players, seed=players)
    host = Host(state, size=size, viewer=0, speed=0.0)
    rng = random.Random(players)
    for step in range(120):
        if state.is_over():
            break
        host.submit(rng.choice(state.legal_actions()))
        host.table.update(0.1)
        if step % 10 == 0:
            host.post(pygame.MOUSEMOTION, (size[0] // 3, size[1] // 2))
            host.draw()
    host.draw()


def test_keep_or_again_appears_once_the_dice_have_landed() -> None:
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=10, dice=[1, 3])
    host = Host(state)
    state.apply(Done())
    state.apply(Done())
    host.sync()
    host.click(button(host, Done()).center)
    assert state.phase == "choose"
    assert host.table.live_buttons() == []
    host.click(button(host, Accept()).center)
    assert host.submitted == [Done()], "a click on a hidden button does nothing"
    host.run(1.0)
    assert [b.key for b in host.table.live_buttons()] == [Accept(), Reject()]
    assert host.table.dice.values == [1, 3]


def test_while_a_roll_is_shown_the_status_says_who_throws() -> None:
    """The table keeps the money from before the roll until the roll has been shown; its
    status line read from that view too, and said the roller was still betting."""
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=10, dice=[1, 3])
    host = Host(state, viewer=1)
    state.apply(Done())
    state.apply(Done())
    host.sync()
    host.table.on_events(state.apply(Done()))
    host.sync()
    frame = host.table._frame()
    assert frame.busy and frame.money is not None and frame.money["phase"] == "bet"
    assert status_text(frame, frame.money) == "Player 1 throws the dice."


def test_opening_rolls_are_shown_and_the_roll_button_throws() -> None:
    state = game().new_state(3, seed=2)
    host = Host(state, speed=0.0)
    host.click(button(host, state.legal_actions()[0]).center)
    assert state.opening_rolls[0] is not None
    host.draw()


def test_a_tie_in_the_opening_leaves_the_throws_in_front_of_their_seats() -> None:
    """A tie clears the opening throws in the view, and the table showed none: the tied
    players could not see that they had tied, nor with what."""
    state = game().new_state(3, seed=16)  # the first and second player tie at 7
    host = Host(state)
    for _ in range(3):
        host.apply(state.legal_actions()[0])
    host.run(3.0)
    assert state.opening_rolls == [None, None, None] and state.opening_pending == [0, 1]
    assert host.table._frame().opening == [(3, 4), (4, 3), (4, 2)]
    host.apply(state.legal_actions()[0])
    host.run(1.5)
    assert host.table._frame().opening[0] == tuple(state.opening_rolls[0])
    host.draw()


def test_double_click_stakes_the_whole_stack() -> None:
    host = Host(betting_state([pieces(c1=3, c10=4)] * 3, roller=2, dice=[1, 2]))
    stack = piece_centre(host, 0, 1)
    host.click(stack)
    host.click(stack)
    assert host.submitted == [Stake(10, 4)]
    assert host.state.stake[0] == pieces(c10=4)
    host.run(0.5)
    host.click(piece_centre(host, 0, 0))
    host.run(1.0)
    host.click(piece_centre(host, 0, 0))
    assert host.submitted == [Stake(10, 4)], "two slow clicks are no double-click"


def test_on_black_the_money_waits_for_the_decision_die() -> None:
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=2, dice=[2, 3, 4])
    host = Host(state)
    bet_all(state, {})
    host.sync()
    host.click(button(host, Accept()).center)  # 2 + 5 = field 7, black; the die shows 4
    assert state.purse[0] == pieces(c1=3, n1000=1)
    table = host.table
    seen_die_before_money = False
    for _ in range(300):
        if not table.update(1 / 30):
            break
        money = table.money_view["purse"][0]
        if table.show_decision and not table.decision.rolling and money == state.purse[0]:
            seen_die_before_money = True
        if money == state.purse[0]:
            assert table.show_decision, "the money moved before the decision die was thrown"
    assert seen_die_before_money
    assert table.decision.values == [4]


def test_a_move_queued_behind_a_roll_still_walks_from_where_the_pawn_is() -> None:
    state = betting_state([pieces(c1=3)] * 3, roller=0, pos=12, dice=[1, 3, 1, 2])
    host = Host(state, viewer=1)
    state.apply(Done())
    host.table.on_events(state.apply(Done()))
    host.sync()
    host.table.on_events(state.apply(Done()))  # the roller's first throw is being shown
    host.sync()
    host.table.update(0.1)
    host.table.on_events(state.apply(Reject()))  # a bot throws again before the dice land
    host.sync()
    walked = []
    while host.table.update(1 / 30):
        walked.append(host.table.pawn)
    assert walked[0] == 12 and walked[-1] == 15
    assert walked == sorted(walked), "the pawn never jumps ahead and back"


def test_cached_pictures_draw_the_same_frame_as_fresh_ones() -> None:
    """The painter caches labels, panels and note piles keyed by what they show: a frame
    from warm caches is the frame drawn from nothing, move after move."""
    import random

    from parlour.games.millionenspiel import board_art, money_art, paint

    state = game().new_state(4, seed=8)
    host = Host(state, size=(1280, 800), viewer=0, speed=0.0)
    rng = random.Random(8)
    for step in range(60):
        if state.is_over():
            break
        host.submit(rng.choice(state.legal_actions()))
        host.table.update(0.1)
        if step % 6:
            continue
        host.draw()  # warms the caches with this view
        host.draw()
        warm = pygame.image.tobytes(host.screen, "RGB")
        for cached in (
            text_image,
            board_art.fitted,
            money_art._note_pile,
            paint._panel_back,
            wrapped_lines_in,
            paint._status_lines,
        ):
            cached.cache_clear()
        host.draw()
        assert pygame.image.tobytes(host.screen, "RGB") == warm


def test_the_stake_across_a_four_seat_board_keeps_its_caption_off_the_start_arrow() -> None:
    """At four seats the third seat's stake sits at the top of the board, right under the
    start arrow, which ran through its caption ("Bruno · 10,000")."""
    state = betting_state([pieces(n10000=2)] * 4, roller=1)
    state.stake[2] = pieces(n10000=1)
    host = Host(state, size=(758, 640))
    host.draw()
    with text_marks.recording():
        host.draw()
        captions = [m for m in text_marks.marks_on(host.screen) if "10,000" in m.text]
    assert len(captions) == 1
    assert not captions[0].rect.colliderect(start_arrow_rect(host.table.ring))


def _status_texts(host: Host) -> list[str]:
    with text_marks.recording():
        host.draw()
        marks = text_marks.marks_on(host.screen)
    return [m.text for m in marks if host.table.status_rect.colliderect(m.rect)]


def test_on_a_shared_screen_the_prompt_names_the_person_it_asks() -> None:
    """Money is public, so hot-seat play has no curtain: the next person's "Your bet"
    followed the last one's at once, and the status line never said whose bet it was.
    The host calls the screen shared whenever several people play, secrets or not."""
    host = Host(betting_state([pieces(c1=5)] * 3, roller=1), viewer=FOLLOW)
    assert host.table.viewer == 2
    host.apply(Done())
    assert host.table.viewer == 0
    assert host.table.t("your_turn", seat="Player 1") in _status_texts(host)


def test_against_bots_the_prompt_names_nobody() -> None:
    host = Host(betting_state([pieces(c1=5)] * 3, roller=1), viewer=0)
    host.apply(Done())
    assert host.table.legal, "the person's bet is asked"
    assert not any("Player 1" in text for text in _status_texts(host))


def test_a_bots_move_between_two_people_still_names_the_next_one() -> None:
    """While a bot moves the table has no viewer; the person after it is named all the
    same."""
    seats = [Seat("Player 1"), Seat("Ada", ai_level="normal"), Seat("Player 3")]
    host = Host(betting_state([pieces(c1=5)] * 3, roller=2), viewer=FOLLOW, seats=seats)
    assert host.table.viewer == 0
    host.apply(Done())
    assert host.table.viewer is None, "Ada, the bot, bets"
    host.apply(Done())
    assert host.table.viewer == 2
    assert host.table.t("your_turn", seat="Player 3") in _status_texts(host)
