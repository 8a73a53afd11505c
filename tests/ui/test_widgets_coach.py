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


def test_words_too_long_for_the_log_keep_off_the_prompt_and_the_seats() -> None:
    """MONOPOLY at 1024×640, step 9: the corner farthest from the button lay over the
    prompt and Bruno's seat, while the felt in the middle was bare. On the drawn table the
    bubble takes the calmest spot, still clear of the place it points at."""
    coach = bubble()
    coach.layout(TABLE, lambda value: round(value * 0.8), dock=LOG.inflate(0, -120))
    button = pygame.Rect(356, 404, 126, 28)
    coach.show("Lesson · step 9 of 11", " ".join([WORDS] * 5), [button])
    surface = pygame.Surface((1024, 640))
    surface.fill((20, 60, 40))
    prompt = pygame.Rect(140, 5, 480, 40)
    seats = [pygame.Rect(0, 0, 130, 330), pygame.Rect(630, 0, 130, 330)]
    hand = pygame.Rect(0, 460, 760, 180)
    words = pygame.font.Font(None, 20).render(
        "Your turn: draw, trade or go out " * 2, True, "white"
    )
    surface.blit(words, prompt, area=pygame.Rect((0, 0), prompt.size))
    for spot in (*seats, hand, button):
        for y in range(spot.top, spot.bottom, 3):  # cards and their labels, densely drawn
            pygame.draw.line(surface, (250, 246, 236), (spot.left, y), (spot.right - 1, y))
    coach.draw(surface)
    assert TABLE.contains(coach.rect)
    assert coach.rect.collidelist([prompt, *seats, hand, button]) < 0, coach.rect
