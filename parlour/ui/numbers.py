"""How a number is written in each language: one rule for every number the app shows.

The log, the results, the counters and the tables all print numbers through
:func:`format_number`, so "1,005" in one place never stands next to "1 000" in another.
German groups thousands with a full stop and writes a decimal comma (``1.250.000``,
``2,5``); English groups with a comma and writes a decimal point (``1,250,000``, ``2.5``).
A negative number reads with a true minus sign (U+2212), as "+1,3" beside it has a plus,
not with a hyphen; numbers no player reads (saves, JSON, logs) never come here.
Nothing here draws: the language comes from python-i18n's current locale (the one
:mod:`parlour.ui.i18n` sets), so the module stays usable without a window.
"""

from __future__ import annotations

import i18n

#: (thousands separator, decimal mark) per language.
MARKS = {"en": (",", "."), "de": (".", ",")}
#: Any other language groups with a narrow no-break space (the ISO way) and a decimal point.
OTHER = ("\u202f", ".")
#: The minus sign (U+2212), not the hyphen-minus of code and files.
MINUS = "\u2212"


def current_language() -> str:
    return str(i18n.get("locale") or "en")


def format_number(value: float, language: str | None = None, decimals: int = 0) -> str:
    """``value`` rounded to ``decimals`` places, thousands grouped the way ``language``
    (default: the current one) writes them."""
    group, point = MARKS.get(language or current_language(), OTHER)
    text = f"{abs(value):,.{max(0, decimals)}f}"
    if set(text) <= {"0", ".", ","}:
        value = 0  # -0.4 rounds to 0, not to "-0"
    whole, _, fraction = text.partition(".")
    text = whole.replace(",", group) + (point + fraction if fraction else "")
    return f"{MINUS}{text}" if value < 0 else text


def format_value(value: object, language: str | None = None) -> str:
    """A parameter as a text shows it: numbers in the language's format (a fraction keeps
    one decimal, so ½ never silently becomes 0 or 1), anything else as it is."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        decimals = 0 if float(value).is_integer() else 1
        return format_number(value, language, decimals)
    return str(value)
