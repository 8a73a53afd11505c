"""A click on a trade pile or the stock that plays nothing says why (``refusals.py``):
live play at 1024×640 clicked Ada's pile, the stock and the neutral pile while a card had
to go down first, and none of the three clicks was answered."""

from __future__ import annotations

import pytest

from parlour.games import get_game
from parlour.games.monopoly_kartenspiel.actions import Discard, Draw, Trade
from parlour.games.monopoly_kartenspiel.refusals import why_not
from parlour.games.monopoly_kartenspiel.scene import NOTE_SECONDS, TABLE, MonopolyTable
from parlour.saves.session import Session
from tests.games.monopoly_kartenspiel.table_helpers import play_until
from tests.tables import TableHost, click

pytestmark = pytest.mark.usefixtures("scene_pygame")


def host_for(session: Session) -> TableHost[MonopolyTable]:
    game = get_game("monopoly_kartenspiel")
    return TableHost(TABLE, game, session.state, viewer=0, speed=0.0, draws=True)


def test_a_pile_click_while_a_card_must_go_down_says_so_and_then_gives_way() -> None:
    session = play_until(
        4, 2, lambda s, legal: bool(legal) and all(isinstance(a, Discard) for a in legal)
    )
    host = host_for(session)
    table = host.table
    seat = next(s for s, pile in enumerate(table.piles) if s != 0 and pile.cards)
    prompt = table.prompt()
    click(host, table.piles[seat].visible_rect(1).center)
    assert host.submitted == []
    said = table.t("refused.discard_first", count=session.state.view(0)["must_discard"])
    assert table.prompt() == said
    assert said in {text.text for text in table.painted.texts}
    for _ in range(round(NOTE_SECONDS * 30) + 1):
        table.update(1 / 30)
    assert table.prompt() == prompt


def test_each_click_that_plays_nothing_has_its_reason() -> None:
    picking = play_until(4, 9, lambda s, legal: s.view(0)["phase"] == "trade_pick")
    view, legal = picking.state.view(0), picking.state.legal_actions()
    assert why_not(view, 0, legal, ("stock",)) == ("trade_now", {})
    turn = play_until(
        4, 9, lambda s, legal: Draw() in legal and any(isinstance(a, Trade) for a in legal)
    )
    view, legal = turn.state.view(0), turn.state.legal_actions()
    assert why_not(view, 0, legal, ("stock",)) is None  # a draw: no refusal
    trade = max((a for a in legal if isinstance(a, Trade)), key=lambda a: a.count)
    assert why_not(view, 0, legal, ("pile", trade.seat, trade.count)) is None
    too_deep = why_not(view, 0, legal, ("pile", trade.seat, trade.count + 1))
    assert too_deep == ("too_deep", {"count": trade.count, "seat": trade.seat})
    waiting = turn.state.view(1)  # seat 1 looks on while seat 0 is to play
    assert why_not(waiting, 1, [], ("stock",)) == ("waiting", {"seat": 0})
    passing = play_until(6, 3, lambda s, legal: s.view(0)["phase"] == "pass" and bool(legal))
    view, legal = passing.state.view(0), passing.state.legal_actions()
    assert Draw() not in legal
    assert why_not(view, 0, legal, ("pile", 3, 1)) == ("pass_first", {"seat": 1})
