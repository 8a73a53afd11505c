"""Word wrap and ellipsis: same lines as a plain reference, and work linear in the text.

A 3 000-character name from a hand-edited save froze the main menu for seconds: the wrap
shortened a too-long word one character at a time, measuring the whole rest each time. The
work is counted here in characters measured (not in seconds, which depend on the machine).
"""

from __future__ import annotations

import random

import pytest

from parlour.ui import i18n
from parlour.ui.hyphenation import seams
from parlour.ui.text import ELLIPSIS, breaks_only_at_syllables, ellipsize, longest_fit, wrap


class Counting:
    """A measure of one pixel per character (two for capitals) that counts its work."""

    def __init__(self) -> None:
        self.measured = 0

    def __call__(self, text: str) -> int:
        self.measured += len(text)
        return len(text) + sum(c.isupper() for c in text)


def reference_wrap(text: str, width: int, measure) -> list[str]:
    """The obvious wrap, one character at a time: slow, but plainly right."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if measure(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while measure(word) > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and measure(word[:cut]) > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def random_text(rng: random.Random) -> str:
    words = []
    for _ in range(rng.randint(0, 30)):
        length = rng.choice([1, 2, 3, 5, 8, 13, 40])
        words.append("".join(rng.choice("aAbB") for _ in range(length)))
        words.append(rng.choice([" ", " ", "  ", "\n", "\n\n"]))
    return "".join(words)


@pytest.mark.parametrize("seed", range(40))
def test_wrap_gives_the_reference_lines(seed: int) -> None:
    rng = random.Random(seed)
    text, width = random_text(rng), rng.choice([1, 2, 5, 9, 20, 60])
    measure = Counting()
    assert wrap(text, width, measure, hyphenate=False) == reference_wrap(text, width, measure)


@pytest.mark.parametrize("text", ["A" * 3000, "Anna " * 600, "Bartholomäus-" * 230])
def test_wrapping_3000_characters_measures_a_linear_amount(text: str) -> None:
    small, large = Counting(), Counting()
    lines = wrap(text, 60, small)
    wrap(text * 2, 60, large)
    assert all(small(line) <= 60 for line in lines)
    # Nothing lost: only the hyphens of syllable breaks are added.
    assert "".join(lines).replace(" ", "").replace("-", "") == text.replace(" ", "").replace(
        "-", ""
    )
    # The one-character-at-a-time wrap measured about 10^8 characters for "A" * 3000.
    assert small.measured < 20 * len(text)
    assert large.measured < 2.2 * small.measured


def test_longest_fit_finds_the_cut_and_handles_edges() -> None:
    measure = Counting()
    assert longest_fit("abcdef", 4, measure) == 4
    assert longest_fit("abcdef", 99, measure) == 6
    assert longest_fit("ABC", 1, measure) == 0  # not even one capital fits
    assert longest_fit("", 5, measure) == 0
    assert longest_fit("xxABcd", 3, measure, start=2) == 1


def test_ellipsize_cuts_to_the_width_in_linear_work() -> None:
    measure = Counting()
    assert ellipsize("Ada", 10, measure) == "Ada"
    short = ellipsize("Bartholomäus von Hohenzollern", 12, measure)
    assert short == "Bartholomä" + ELLIPSIS and measure(short) <= 12
    assert ellipsize("Ann Bob", 5, measure) == "Ann" + ELLIPSIS  # no space before the dots
    assert ellipsize("WWW", 1, measure) == ELLIPSIS
    counting = Counting()
    ellipsize("A" * 3000, 40, counting)
    assert counting.measured < 3 * 3000


@pytest.mark.parametrize(
    ("word", "pieces"),
    [
        ("Henkersknecht", ["Henkers-", "knecht"]),
        ("Meisterspion", ["Meister-", "spion"]),
        ("Steuereintreiber", ["Steuerein-", "treiber"]),
        ("Ratsmitglied", ["Ratsmit-", "glied"]),
        ("Rattenpause", ["Ratten-", "pause"]),
        ("Zwangspause", ["Zwangs-", "pause"]),
    ],
)
def test_german_words_break_at_their_syllables(word: str, pieces: list[str]) -> None:
    """The names the rule of thumb broke wrongly ("Henkersk-necht", "Steuereint-reiber"),
    at a width that takes about two thirds of the word."""
    i18n.configure("de")
    width = 9 * len(pieces[0])
    assert wrap(word, width, lambda s: 9 * len(s)) == pieces


def test_a_hyphenated_word_breaks_after_its_own_hyphen_first() -> None:
    i18n.configure("de")
    assert wrap("Marie-Antoinette", 9 * 7, lambda s: 9 * len(s)) == ["Marie-", "Anto-", "inette"]


def test_a_word_breaks_in_the_language_now_spoken() -> None:
    """Seams were cached with the language left unsaid: "Antoinette" seamed once in
    English kept its English seams after a switch to German (and the other way)."""
    i18n.configure("en")
    english = seams("Antoinette")
    i18n.configure("de")
    assert seams("Antoinette") == seams("Antoinette", "de") != english


def test_a_text_breaks_only_at_syllables_where_every_syllable_fits() -> None:
    """A piece between two breaks (with the hyphen a syllable adds) must fit; a word of one
    syllable wider than the line cannot be set without a cut between two letters."""
    i18n.configure("de")
    measure = lambda s: 9 * len(s)  # noqa: E731
    assert breaks_only_at_syllables("Schmuck ×3", 9 * 7, measure)
    assert not breaks_only_at_syllables("Schmuck ×3", 9 * 6, measure)
    assert breaks_only_at_syllables("Henkersknecht", 9 * len("Henkers-"), measure)
    assert not breaks_only_at_syllables("Henkersknecht", 9 * (len("knecht") - 1), measure)
