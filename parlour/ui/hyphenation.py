"""Where a word may be broken across lines: at its syllables, as a dictionary knows them.

A rule of thumb broke German card names in the wrong places ("Henkersk-necht",
"Steuereint-reiber"); pyphen carries LibreOffice's hyphenation dictionaries, the ones
German typesetting uses, in pure Python. Its patterns allow a few one-letter syllables
("Steu-e-r-ein-trei-ber"); a break that leaves one letter alone reads worse than no
break, so those seams are dropped ("Steu-er-ein-trei-ber").
"""

from __future__ import annotations

from functools import cache

import pyphen

from parlour.ui import i18n

#: Letters a word's last piece keeps at least: "Robespier-re" and "Gedrän-ge" strand
#: two letters on a line of their own.
MIN_LAST = 3

#: The dictionary for each language parlour speaks.
DICTIONARIES = {"de": "de_DE", "en": "en_US"}


@cache
def _dictionary(language: str) -> pyphen.Pyphen:
    return pyphen.Pyphen(lang=DICTIONARIES.get(language, DICTIONARIES["en"]))


def seams(word: str, language: str | None = None) -> tuple[int, ...]:
    """The positions inside ``word`` where it may break (a hyphen is then drawn there),
    in the current language unless ``language`` is given; never one leaving a single
    letter between two breaks or at the start, nor fewer than ``MIN_LAST`` at the
    end."""
    return _seams(word, language or i18n.language())


@cache
def _seams(word: str, language: str) -> tuple[int, ...]:
    positions = list(_dictionary(language).positions(word))
    kept: list[int] = []
    for position in positions:
        previous = kept[-1] if kept else 0
        if position - previous >= 2 and len(word) - position >= MIN_LAST:
            kept.append(position)
    return tuple(kept)
