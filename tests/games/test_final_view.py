"""``final_view()``: the end of a game lays every secret open, and not a move earlier.

Each game is played from a seed to its end. Before the end ``final_view()`` is exactly the
onlooker's view (a caller that asks too early learns nothing); once it is over it shows
what ``view()`` of one seat hides from another: Banque Fatale's jetons and cash behind
every screen, Guillotine's hands. The Millionenspiel hides nothing, so its final view is
what every seat sees.
"""

from __future__ import annotations

import random

import pytest

from parlour.engine import GameState
from parlour.games import GAME_IDS, get_game
from parlour.games.banque_fatale.rules import BanqueFataleState
from parlour.games.guillotine.rules import GuillotineState

GAMES = GAME_IDS


def finished(game_id: str, seed: int, checked: bool = False) -> GameState:
    """A seeded random game at four seats (or as near as the game allows) played to its
    end; with ``checked``, ``final_view()`` is compared with the public view before every
    move."""
    game = get_game(game_id)
    state = game.new_state(min(max(4, game.min_players), game.max_players), seed)
    rng = random.Random(seed)
    while not state.is_over():
        if checked:
            assert state.final_view() == state.public_view()
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game_id", GAMES)
def test_before_the_end_the_final_view_is_only_the_public_view(game_id: str) -> None:
    state = finished(game_id, seed=3, checked=True)
    assert state.is_over()


def test_banque_fatale_lifts_every_screen_at_the_end() -> None:
    state = finished("banque_fatale", seed=5)
    assert isinstance(state, BanqueFataleState)
    final = state.final_view()
    hidden = state.view(0)
    assert hidden["jetons"][1] is None and hidden["cash"][1] is None
    colours = state.game.colours
    assert final["jetons"] == [dict(zip(colours, held, strict=True)) for held in state.jetons]
    assert final["cash"] == state.cash
    # The last round's bids and every fortune stay on the table.
    assert final["revealed_bids"] is not None and len(final["revealed_bids"]) == 4
    assert final["scores"] == [int(score) for score in state.scores()]
    # Apart from the screens it is the onlooker's view, in the shape of every view.
    public = state.public_view()
    assert {k: v for k, v in final.items() if k not in ("jetons", "cash")} == {
        k: v for k, v in public.items() if k not in ("jetons", "cash")
    }


def test_guillotine_turns_every_hand_over_at_the_end() -> None:
    state = finished("guillotine", seed=5)
    assert isinstance(state, GuillotineState)
    assert any(state.hands), "the seed should leave cards in some hand"
    final = state.final_view()
    assert final["hands"] == [list(hand) for hand in state.hands]
    assert final["hand"] == []  # nobody in particular looks at the final table
    for seat, hand in enumerate(state.hands):
        other = (seat + 1) % 4
        assert "hands" not in state.view(other)
        assert state.view(other)["hand"] == list(state.hands[other])
        assert final["hand_sizes"][seat] == len(hand)


def test_the_millionenspiel_hides_nothing_to_reveal() -> None:
    state = finished("millionenspiel", seed=5)
    assert state.final_view() == state.view(0) == state.view(3)
