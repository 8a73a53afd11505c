"""Why Undo is greyed, in words that hold at every game's table."""

from __future__ import annotations

import pytest

from parlour.saves.session import NoUndo
from parlour.ui import i18n
from parlour.ui.undo_words import undo_words

#: Things some games have and others lack: a card game without dice was told its last
#: move "drew a card, threw a die or showed something hidden".
SOME_GAMES_ONLY = ("würfel", "karte", "dice", " die ", "card")


@pytest.mark.usefixtures("own_language")
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_refusal_after_news_names_nothing_only_some_games_have(language: str) -> None:
    i18n.configure(language)
    key, params = undo_words(NoUndo(NoUndo.BARRIER), ["Ada"])
    words = i18n.t(key, **params)
    assert words != key
    assert not [thing for thing in SOME_GAMES_ONLY if thing in words.lower()], words
