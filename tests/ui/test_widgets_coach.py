"""The coach's bubble sits beside the table, over the log, where its words fit."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from parlour.ui.widgets.coach import CoachBubble

TABLE = pygame.Rect(0, 0, 760, 640)
LOG = pygame.Rect(770, 200, 240, 370)
WORDS = "Ada just discarded Vermont Avenue, which you want. Trade instead of drawing."


def bubble() -> CoachBubble:
    pygame.font.init()
    coach = CoachBubble(lambda key, **_: key.rsplit(".", 1)[-1], lambda: None)
    coach.layout(TABLE, lambda value: round(value * 0.8), dock=LOG)
    return coach


def test_the_bubble_docks_over_the_log_and_covers_nothing_of_the_table() -> None:
    coach = bubble()
    coach.show("Lesson · step 6 of 11", WORDS, [pygame.Rect(20, 170, 90, 120)])
    assert LOG.contains(coach.rect)
    assert not coach.rect.colliderect(TABLE)
    assert LOG.contains(coach.move_button) and LOG.contains(coach.leave_button)


def test_words_too_long_for_the_log_take_a_corner_of_the_table() -> None:
    coach = bubble()
    coach.show("Lesson", " ".join([WORDS] * 12), [pygame.Rect(20, 170, 90, 120)])
    assert TABLE.contains(coach.rect)
    assert not coach.rect.colliderect(pygame.Rect(20, 170, 90, 120))


def test_move_aside_goes_from_the_log_to_the_corners_and_back() -> None:
    coach = bubble()
    coach.show("Lesson", WORDS, [pygame.Rect(20, 170, 90, 120)])
    seen = [coach.rect.copy()]
    for _ in range(5):
        coach.move_aside()
        seen.append(coach.rect.copy())
    assert all(TABLE.contains(rect) for rect in seen[1:5])
    assert len({tuple(rect.topleft) for rect in seen[1:5]}) == 4
    assert seen[5] == seen[0]


def test_the_arrow_stops_at_its_place_and_crosses_no_words_on_the_way() -> None:
    """A label on the straight way from the bubble to the card, right before the card (a
    line of a card beside it, say): the arrow comes in another way and keeps off the card."""
    coach = bubble()
    card = pygame.Rect(40, 470, 90, 120)
    coach.show("Lesson", WORDS, [card])
    surface = pygame.Surface((1024, 640))
    surface.fill((20, 60, 40))
    straight = pygame.Vector2(card.center) - pygame.Vector2(coach.rect.center)
    label = pygame.font.Font(None, 24).render("Weizen £100 · Tee £300", True, (250, 240, 220))
    spot = pygame.Vector2(card.center) - straight.normalize() * 110
    words = surface.blit(label, label.get_rect(center=(round(spot.x), round(spot.y))))
    before = [pygame.image.tobytes(surface.subsurface(r), "RGB") for r in (words, card)]
    coach.draw(surface)
    assert pygame.image.tobytes(surface.subsurface(words), "RGB") == before[0]
    assert pygame.image.tobytes(surface.subsurface(card), "RGB") == before[1]
    assert coach.arrow(surface) is not None
