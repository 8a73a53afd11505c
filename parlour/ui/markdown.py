"""The Markdown subset of the rules help, turned into pygame_gui's HTML subset.

Supported, because the rulebooks in ``locales/rules/`` use exactly this: ``#``/``##``/``###``
headings, ``- `` (or ``* ``) bullets, paragraphs separated by blank lines (lines inside a
paragraph are joined), ``**bold**`` and ``*italic*``. Anything else is shown as text, never
interpreted as HTML: ``<``, ``>`` and ``&`` are escaped first.
"""

from __future__ import annotations

import html
import re

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"(?<![\*\w])\*(?!\s)(.+?)(?<!\s)\*(?![\*\w])")
_HEADING = re.compile(r"^(#{1,3})\s+(.*)$")
_BULLET = re.compile(r"^\s*[-*]\s+(.*)$")

#: Heading sizes relative to the body text.
_HEADING_FACTOR = {1: 1.6, 2: 1.3, 3: 1.1}


def font_sizes(body_size: int) -> set[int]:
    """Every pixel size ``to_html(…, body_size)`` may ask for (to preload the fonts)."""
    return {body_size} | {round(body_size * factor) for factor in _HEADING_FACTOR.values()}


def inline(text: str) -> str:
    """Escape ``text`` and turn ``**bold**`` and ``*italic*`` into tags."""
    escaped = html.escape(text, quote=False)
    escaped = _BOLD.sub(r"<b>\1</b>", escaped)
    return _ITALIC.sub(r"<i>\1</i>", escaped)


def to_html(markdown: str, body_size: int = 18) -> str:
    """The HTML for a ``UITextBox``; ``body_size`` is the paragraph font size in pixels."""
    blocks: list[str] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(inline(" ".join(paragraph)))
            paragraph.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        heading = _HEADING.match(line)
        bullet = _BULLET.match(raw)
        if not line:
            flush()
        elif heading:
            flush()
            level = len(heading.group(1))
            size = round(body_size * _HEADING_FACTOR[level])
            blocks.append(f'<font pixel_size="{size}"><b>{inline(heading.group(2))}</b></font>')
        elif bullet:
            flush()
            blocks.append("&#160;&#160;•&#160;" + inline(bullet.group(1)))
        elif blocks and blocks[-1].startswith("&#160;&#160;•") and raw[:1].isspace():
            blocks[-1] += " " + inline(line)  # an indented continuation of a bullet
        else:
            paragraph.append(line)
    flush()
    return _join(blocks)


def _join(blocks: list[str]) -> str:
    """Bullets follow each other line by line, a heading sits right on top of its text;
    everything else gets a blank line around it."""
    out: list[str] = []
    for index, block in enumerate(blocks):
        if index:
            previous_bullet = blocks[index - 1].startswith("&#160;&#160;•")
            this_bullet = block.startswith("&#160;&#160;•")
            after_heading = blocks[index - 1].startswith("<font")
            tight = after_heading or (previous_bullet and this_bullet)
            out.append("<br>" if tight else "<br><br>")
        out.append(block)
    return "".join(out)
