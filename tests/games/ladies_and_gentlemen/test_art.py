"""The card gallery: every card of the data, every back and token, in both languages and at
three sizes from the smallest the table uses at 1280×800, renders, and every name fits."""

from __future__ import annotations

import pygame
import pytest

from parlour.games.ladies_and_gentlemen import art
from parlour.ui import i18n, text_marks
from parlour.ui.fonts import font
from parlour.ui.text import breaks_only_at_syllables
from parlour.ui.widgets.card import card_size
from tests.games.ladies_and_gentlemen.helpers import CAT

#: Card heights: the smallest a table lays out at 1280×800, a middle one and the zoom's.
HEIGHTS = (120, 160, 240)
DECKS = (*CAT.decks, "servants", "contracts", "market", "workshop", "gossip")


def colours(face: pygame.Surface) -> int:
    """How many colours a face shows (every 5th pixel)."""
    data = pygame.image.tobytes(face, "RGB")
    return len({data[i : i + 3] for i in range(0, len(data), 15)})


def every_card() -> list[str]:
    return [
        *CAT.wardrobe,
        *CAT.servants,
        *CAT.contracts,
        *CAT.markets,
        *CAT.workshop,
        *CAT.gossip,
    ]


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_face_renders_at_every_size(scene_pygame: None, language: str) -> None:
    i18n.configure(language)
    for height in HEIGHTS:
        size = card_size(height)
        for card in every_card():
            face = art.card_face(CAT, card, size)
            assert face.get_size() == size
            assert face.get_bounding_rect().size == size
            # Something is drawn on the ground and frame: symbols, type, stars.
            assert colours(face) > 12, (card, height)


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_title_fits_its_card_in_readable_type(scene_pygame: None, language: str) -> None:
    i18n.configure(language)
    for height in HEIGHTS:
        size = card_size(height)
        width = art.content_box(size).width
        for card in every_card():
            name = art.card_title(CAT, card)
            if name is None:
                continue
            title = art.set_title(name, width, art.title_size(height))
            assert title.size >= art.MIN_TEXT, (card, height)
            assert 1 <= len(title.lines) <= art.TITLE_LINES, (card, height, title.lines)
            assert not any(line.endswith("…") for line in title.lines), (card, title.lines)
            fnt = font(title.size, title.bold)
            widths = [fnt.size(line)[0] for line in title.lines]
            assert max(widths) <= width, (card, height, title.lines)
            # Words break only at their syllables, never between two letters of one.
            fits = breaks_only_at_syllables(name, width, lambda t, f=fnt: f.size(t)[0])
            assert fits, (card, height, title.lines)
            assert title.height() < size[1] // 2, (card, height)


def test_a_title_too_wide_in_bold_is_set_regular_rather_than_cut(scene_pygame: None) -> None:
    """ "Schmuck" is one syllable and wider in bold than a small workshop card: it was cut
    "Schmuc" / "k ×3". In regular type it fits its line whole."""
    i18n.configure("de")
    width = font(art.MIN_TEXT, False).size("Schmuck")[0]
    title = art.set_title("Schmuck ×3", width, art.MIN_TEXT)
    assert title.lines == ("Schmuck", "×3")
    assert not title.bold
    assert art.set_title("Schmuck ×3", width + 20, art.MIN_TEXT).bold  # bold where it fits


def test_a_long_name_is_hyphenated_not_cut(scene_pygame: None) -> None:
    title = art.set_title("Telegrafengesellschaft", 76, 12)
    assert len(title.lines) == 3
    assert title.lines[0].endswith("-")
    assert "".join(line.rstrip("-") for line in title.lines) == "Telegrafengesellschaft"


def test_every_back_token_and_number_renders(scene_pygame: None) -> None:
    for height in HEIGHTS:
        size = card_size(height)
        for deck in DECKS:
            back = art.back_face(deck, size)
            assert back.get_size() == size
    for resource in CAT.setup.tokens:
        assert art.resource_token(resource, 14).get_width() == 30
    for number in range(1, 6):
        assert art.number_token(number, 14).get_width() == 30
    assert art.deck_of_back(CAT, next(iter(CAT.gossip))) == "gossip"


def test_faces_follow_the_language(scene_pygame: None) -> None:
    card = next(iter(CAT.servants))
    size = card_size(160)
    english = pygame.image.tobytes(art.card_face(CAT, card, size), "RGBA")
    i18n.configure("de")
    german = pygame.image.tobytes(art.card_face(CAT, card, size), "RGBA")
    assert english != german


def test_resources_and_designers_differ_by_shape_not_only_colour() -> None:
    shapes = [style.symbol for style in art.RESOURCE_STYLES.values()]
    assert len(set(shapes)) == len(shapes) and set(art.RESOURCE_STYLES) == set(CAT.setup.tokens)
    marks = [shape for shape, _colour in art.DESIGNER_MARKS.values()]
    assert len(set(marks)) == len(marks) and set(art.DESIGNER_MARKS) == set(CAT.designers)
    assert set(art.ITEM_SYMBOLS) == {item for items in CAT.items.values() for item in items}


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_miniature_at_the_ball_of_a_small_window_names_its_item(
    scene_pygame: None, language: str
) -> None:
    """At 1024×640 the Ball lays five cards of a Lady side by side as miniatures about
    68×95: "Handschuhe" and its short form "Handschuh" fit no line there, and the gloves
    showed no name at all; broken at a syllable on two lines, every item is named."""
    i18n.configure(language)
    try:
        for card in CAT.wardrobe.values():
            surface = pygame.Surface((68, 95))
            with text_marks.recording():
                art.paint_miniature(card)(surface)
                drawn = [mark.text for mark in text_marks.marks_on(surface)]
            names = {art.tr(f"item.{card.item}"), art.tr(f"table.short.{card.item}")}
            lines = drawn[: drawn.index(str(card.stars))]  # the name comes first
            words = "".join(line.removesuffix("-") for line in lines)
            assert words in names, (card.id, drawn)
    finally:
        i18n.configure("en")


def test_a_miniature_with_two_designers_names_its_item_before_its_picture(
    scene_pygame: None,
) -> None:
    """Six cards of the Courtesan at a 1024×640 Ball are miniatures about 56×76: under
    "Hand-" "schuhe" and two designer badges the gloves' picture wanted more room than
    was left, and the name gave way to it; now the picture gives way."""
    i18n.configure("de")
    try:
        surface = pygame.Surface((56, 76))
        with text_marks.recording():
            art.paint_miniature(CAT.wardrobe["gloves_opaline"])(surface)
            drawn = [mark.text for mark in text_marks.marks_on(surface)]
        assert drawn[:2] == ["Hand-", "schuhe"]
    finally:
        i18n.configure("en")
