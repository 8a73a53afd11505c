"""A hint's words (``hint_text.HintWords``): what to do said to the player, then why: the
options the bot weighed with its figures in the game's units, or its reason, in both
languages; never the bot's internals."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from parlour.ai.base import EXACT_ODDS, FORCED, LEAD, PROSPECTS, RULE_OF_THUMB, Advice
from parlour.engine import Event
from parlour.games import GAME_IDS
from parlour.ui import i18n
from parlour.ui.event_text import said_action
from parlour.ui.hint_text import VOICE, HintWords
from tests.fakes import install_fake_game
from tests.fakes.game import FakeGame, Take


@pytest.fixture
def words(monkeypatch) -> Iterator[HintWords]:
    install_fake_game(monkeypatch)
    state = FakeGame().new_state(2, 1)
    yield HintWords(state, 0, "test_fake", ["Anna", "Bert"], i18n.t, random.Random(1))
    i18n.configure("en")


PROSPECTING = Advice(Take(2), ((Take(2), 0.625), (Take(3), 0.48), (Take(1), 0.3)), PROSPECTS)


def test_what_to_do_and_the_options_weighed_with_their_chances(words) -> None:
    i18n.configure("en")
    assert words.text(PROSPECTING) == (
        "Take 2.\n"
        "This move did best in trial games from here (chance of a good finish):\n"
        "• Take 2: 62%\n• Take 3: 48%\n• Take 1: 30%"
    )
    i18n.configure("de")
    assert words.text(PROSPECTING) == (
        "Nimm 2.\n"
        "In Probepartien von hier aus ging dieser Zug am besten aus "
        "(Chance auf ein gutes Ende):\n"
        "• Nimm 2: 62\u00a0%\n• Nimm 3: 48\u00a0%\n• Nimm 1: 30\u00a0%"
    )


def test_at_most_three_options_are_named(words, monkeypatch) -> None:
    i18n.configure("en")
    monkeypatch.setattr(words, "move", lambda act: f"Take {act.count}")
    many = Advice(Take(1), tuple((Take(n), 0.5 - n / 10) for n in range(1, 6)), PROSPECTS)
    why = words.why(many)
    assert why is not None
    assert why.splitlines()[1:] == ["• Take 1: 40%", "• Take 2: 30%", "• Take 3: 20%"]


def test_a_lead_is_a_signed_number_of_the_games_own_points(monkeypatch) -> None:
    """Guillotine's bot weighs by its lead in points, L&G's in stars: the figure says so."""
    leads = Advice(Take(3), ((Take(3), 3.14), (Take(1), -0.04), (Take(2), -12.6)), LEAD)
    for game_id, english, german in (
        ("guillotine", "points", "Punkte"),
        ("ladies_and_gentlemen", "stars", "Sterne"),
    ):
        hint = HintWords(None, 0, game_id, ["Anna", "Bert"], i18n.t, random.Random(1))  # type: ignore[arg-type]
        monkeypatch.setattr(hint, "move", lambda act: f"Take {act.count}")
        i18n.configure("en")
        assert hint.why(leads) == (
            "This move promises the best lead over the others a few turns from now:\n"
            f"• Take 3: +3.1\u00a0{english}\n• Take 1: 0.0\u00a0{english}\n"
            f"• Take 2: \u221213\u00a0{english}"
        )
        i18n.configure("de")
        assert hint.why(leads) == (
            "Dieser Zug verspricht in ein paar Zügen den größten Vorsprung vor den anderen:\n"
            f"• Take 3: +3,1\u00a0{german}\n• Take 1: 0,0\u00a0{german}\n"
            f"• Take 2: \u221213\u00a0{german}"
        )
    i18n.configure("en")
    assert hint.figure(LEAD, 1) == "+1.0\u00a0stars"
    assert hint.figure(LEAD, -14) == "\u221214\u00a0stars"


def test_a_move_weighed_by_nothing_gives_the_reason_in_plain_words(words) -> None:
    i18n.configure("en")
    assert words.text(Advice(Take(1), reason=FORCED)) == "Take 1.\nIt is your only move."
    assert words.why(Advice(Take(1), reason=RULE_OF_THUMB)) == (
        "It is a sound rule of thumb in this spot."
    )
    i18n.configure("de")
    assert words.why(Advice(Take(1), reason=RULE_OF_THUMB)) == (
        "Das ist in dieser Lage eine bewährte Faustregel."
    )
    assert words.why(Advice(Take(1), reason=EXACT_ODDS)) == (
        "Nach den genauen Würfelchancen ist das die beste Wahl."
    )


def test_a_games_own_reason_is_its_text_and_an_unknown_one_is_none(words, monkeypatch) -> None:
    texts = {"test_fake.hint.reason.greedy": "Take the most while you can."}
    real = i18n.lookup
    monkeypatch.setattr(i18n, "lookup", lambda key: texts.get(key) or real(key))
    monkeypatch.setattr(words, "t", lambda key, **params: texts.get(key) or i18n.t(key, **params))
    assert words.why(Advice(Take(3), reason="greedy")) == "Take the most while you can."
    assert words.why(Advice(Take(3), reason="no_such_reason")) is None


def test_a_bot_that_says_nothing_gets_the_move_alone(words) -> None:
    i18n.configure("en")
    assert words.text(Advice(Take(3))) == "Take 3."


def test_one_option_alone_compares_nothing(words, monkeypatch) -> None:
    i18n.configure("en")
    real = words.move
    monkeypatch.setattr(words, "move", lambda act: None if act != Take(2) else real(act))
    assert words.why(PROSPECTING) is None
    with_reason = Advice(Take(2), PROSPECTING.weighed, PROSPECTS, reason=FORCED)
    assert words.why(with_reason) == "It is your only move."


def test_an_option_the_log_cannot_name_is_left_out(words, monkeypatch) -> None:
    i18n.configure("en")
    real = words.move
    monkeypatch.setattr(words, "move", lambda act: None if act == Take(3) else real(act))
    why = words.why(PROSPECTING)
    assert why is not None and why.splitlines()[1:] == ["• Take 2: 62%", "• Take 1: 30%"]


def test_options_the_log_says_alike_are_left_out(words, monkeypatch) -> None:
    """A card passed face down reads the same whatever the card: figures for lines that
    cannot be told apart would name no move of their own."""
    i18n.configure("en")
    monkeypatch.setattr(words, "move", lambda act: "Pass a card" if act != Take(1) else "Take 1")
    alike = Advice(Take(2), PROSPECTING.weighed, PROSPECTS)
    assert words.why(alike) is None


class Collected:
    """A pass whose first line is another seat's doing: Bert collects."""

    def determinize(self, seat: int, rng: random.Random) -> Collected:
        return self

    def apply(self, action: object) -> list[Event]:
        return [Event("test_fake.log.took", {"seat": 1, "count": 2})]


def test_another_seats_line_is_never_said_as_the_players_own_move(words) -> None:
    i18n.configure("en")
    said = said_action(
        Collected(),  # type: ignore[arg-type]
        0,
        Take(1),
        "test_fake",
        ["Anna", "Bert"],
        i18n.t,
        random.Random(1),
        voice=VOICE,
    )
    assert said is not None and not said.voiced and said.text == "Bert takes 2"
    words.state = Collected()  # type: ignore[assignment]
    assert words.head(Take(1)) == "Suggested move: Bert takes 2."


GAMES = GAME_IDS


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_words_for_the_player_fill_from_its_log_lines_params(game_id: str) -> None:
    """``<game>.hint.move.<what>`` is said with the params of ``<game>.log.<what>``: it may
    use no placeholder the log line is not given."""
    for lang in ("en", "de"):
        texts = i18n.namespace_keys(game_id, lang)
        moves = {
            key: text for key, text in texts.items() if key.startswith(f"{game_id}.hint.move.")
        }
        assert moves, f"{game_id} says no move to the player in {lang}"
        for key, text in moves.items():
            twin = f"{game_id}.log." + key.removeprefix(f"{game_id}.hint.move.")
            assert twin in texts, key
            assert params(text) <= params(texts[twin]), key


def params(text: str) -> set[str]:
    """The params a text reads: ``card_acc`` reads ``card`` (in another form than the log
    line's ``card_nom``, perhaps)."""
    return {
        re.sub(r"^(\w*?(?:card|colour)s?)_\w+$", r"\1", name) for name in i18n.placeholders(text)
    }


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_says_its_moves_to_the_player(game_id: str) -> None:
    """Through a seeded game, the hint's words for the seat's own moves speak to it ("Play
    the Clown."), never of it as the log does ("Anna plays the Clown")."""
    from parlour.games import get_game

    i18n.configure("en")
    game = get_game(game_id)
    state = game.new_state(game.min_players, 3)
    names = ["Anna", "Bruno", "Clara", "Dora", "Emil", "Fritz"][: state.num_players]
    rng = random.Random(3)
    voiced = 0
    for _ in range(60):
        if state.is_over():
            break
        seat = state.to_act()
        assert seat is not None
        legal = state.legal_actions()
        words = HintWords(state, seat, game_id, names, i18n.t, random.Random(1))
        for action in legal[:2] if len(legal) > 1 else []:
            said = words.said(action)
            if said is not None and said.voiced:
                voiced += 1
                head = words.head(action)
                assert not head.startswith(names[seat]) and "%{" not in head, head
        state.apply(rng.choice(legal))
    assert voiced >= 5


@pytest.mark.parametrize(
    ("game_id", "kind", "english", "german"),
    [
        (
            "monopoly_kartenspiel",
            "draw",
            "Draw a card from the stock.",
            "Ziehe eine Karte vom Stapel.",
        ),
        ("millionenspiel", "roll", "Throw the dice.", "Würfle."),
        (
            "ladies_and_gentlemen",
            "flip",
            "Turn up a face-down token.",
            "Decke ein verdecktes Plättchen auf.",
        ),
    ],
)
def test_a_move_whose_outcome_is_luck_is_said_by_its_kind(
    game_id: str, kind: str, english: str, german: str
) -> None:
    """A draw's line names the card drawn, a guess: the hint names the kind of move."""
    from parlour.games import get_game

    game = get_game(game_id)
    state = game.new_state(game.min_players, 2)
    rng = random.Random(2)
    names = [f"P{seat}" for seat in range(state.num_players)]
    while not state.is_over():
        seat = state.to_act()
        assert seat is not None
        legal = state.legal_actions()
        ours = [act for act in legal if f"{game_id}.{kind}" == act.TYPE]
        if ours:
            words = HintWords(state, seat, game_id, names, i18n.t, random.Random(1))
            for lang, text in (("en", english), ("de", german)):
                i18n.configure(lang)
                assert words.head(ours[0]) == text
            i18n.configure("en")
            return
        state.apply(rng.choice(legal))
    pytest.fail(f"no choice of {kind} came up")


def test_the_games_own_reasons_have_their_words() -> None:
    """Banque Fatale's take in the redistribution and MONOPOLY's discard say why."""
    from parlour.games.banque_fatale.ai import DRAFT_REASON
    from parlour.games.monopoly_kartenspiel.ai import CHEAPEST_DROP

    for game_id, reason, english in (
        ("banque_fatale", DRAFT_REASON, "The others need this colour most"),
        ("monopoly_kartenspiel", CHEAPEST_DROP, "Of your cards, this one costs your hand least"),
    ):
        hint = HintWords(None, 0, game_id, ["Anna"], i18n.t, random.Random(1))  # type: ignore[arg-type]
        i18n.configure("en")
        assert (hint.why(Advice(Take(1), reason=reason)) or "").startswith(english)
        i18n.configure("de")
        assert hint.why(Advice(Take(1), reason=reason)) not in (None, english)
    i18n.configure("en")
