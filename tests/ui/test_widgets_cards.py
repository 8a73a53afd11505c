"""Shared card widgets: tweens, the card shape, drag and drop, and the zoom tooltip.

Mouse input goes through pygame's real event queue (posted, then fetched), headless.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from parlour.ui import fonts
from parlour.ui.anim import NORMAL, Animator, Tween, ease_out_cubic
from parlour.ui.text import wrap_text
from parlour.ui.widgets.card import (
    CardSprite,
    CardState,
    card_size,
    draw_card,
    lift,
    render_face,
)
from parlour.ui.widgets.drag import DRAG_THRESHOLD, DragController, DragItem, moved_to
from parlour.ui.widgets.zoom import ZoomContent, ZoomController, place_panel


@pytest.fixture(autouse=True)
def _pygame():
    fonts.font.cache_clear()  # a font cached before another test's pygame.quit() is dead
    pygame.init()
    pygame.display.set_mode((800, 600))
    pygame.event.clear()
    # No pygame.quit(): fonts are cached process-wide and must stay valid for the
    # tests that run after these in the same worker.
    yield


def feed(handler, *events: tuple[int, dict]) -> list[bool]:
    """Post real pygame events, fetch them from the queue and hand each to ``handler``."""
    for kind, attrs in events:
        pygame.event.post(pygame.event.Event(kind, attrs))
    return [handler(event) for event in pygame.event.get()]


def down(pos, button=1):
    return (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": button})


def up(pos, button=1):
    return (pygame.MOUSEBUTTONUP, {"pos": pos, "button": button})


def move(pos, buttons=(1, 0, 0)):
    return (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": buttons})


# -- anim -------------------------------------------------------------------------------


def test_tween_runs_its_duration_and_lands_exactly() -> None:
    done = []
    tween = Tween((0.0, 0.0), (100.0, 50.0), 0.2, on_done=lambda: done.append(1))
    assert tween.update(0.1)
    x, y = tween.point()
    assert 0 < x < 100 and 0 < y < 50
    assert not tween.update(0.15)
    assert tween.point() == (100.0, 50.0)
    assert done == [1]
    tween.update(0.1)
    assert done == [1], "on_done fires once"


def test_animator_speed_scales_duration_and_zero_is_instant() -> None:
    normal = Animator(1.0)
    normal.start("card", 0.0, 10.0)
    assert normal.update(NORMAL * 0.9) and normal.busy
    assert normal.update(NORMAL * 0.2), "the step that lands it moved it: its frame is drawn"
    assert not normal.busy
    assert normal.number("card", -1.0) == -1.0, "finished tweens are dropped"
    assert not normal.update(NORMAL), "then nothing moves"

    slow = Animator(lambda: 2.0)
    slow.start("card", 0.0, 10.0)
    slow.update(NORMAL * 1.5)
    assert slow.busy, "factor 2: twice the duration"
    fast = Animator(0.5)
    fast.start("card", 0.0, 10.0)
    fast.update(NORMAL * 0.6)
    assert not fast.busy, "factor 0.5: half the duration"

    instant = Animator(0.0)
    landed = []
    instant.start("card", 0.0, 10.0, on_done=lambda: landed.append(True))
    assert landed == [True]
    assert not instant.busy
    assert not instant.update(0.0)


def test_restarting_a_key_replaces_its_tween() -> None:
    anim = Animator()
    anim.start("k", (0.0, 0.0), (10.0, 0.0))
    anim.update(NORMAL / 2)
    anim.start("k", (50.0, 0.0), (60.0, 0.0))
    assert anim.point("k", (0.0, 0.0))[0] == 50.0
    assert ease_out_cubic(0.0) == 0.0 and ease_out_cubic(1.0) == 1.0


# -- card -------------------------------------------------------------------------------


def _red(surface: pygame.Surface) -> None:
    surface.fill((200, 0, 0))


def test_card_face_is_rounded_cached_and_painted_by_the_game() -> None:
    size = card_size(140)
    assert size == (100, 140)
    face = render_face("test.red", size, _red)
    assert face.get_at((0, 0)).a == 0, "corners are cut round"
    centre = face.get_at((size[0] // 2, size[1] // 2))
    assert (centre.r, centre.g, centre.b, centre.a) == (200, 0, 0, 255)
    assert render_face("test.red", size, _red) is face


def test_card_states_lift_and_draw() -> None:
    screen = pygame.display.get_surface()
    sprite = CardSprite("test.red", _red, rect=pygame.Rect(100, 200, *card_size(140)))
    plain = sprite.draw(screen)
    assert plain == sprite.rect
    sprite.state = CardState(selected=True, legal=True, hot=True, dim=True)
    raised = sprite.draw(screen)
    assert raised.y < sprite.rect.y
    assert lift(140, CardState(hover=True)) < lift(140, CardState(selected=True))
    sprite.state = CardState(face_up=False)
    back = sprite.image()
    assert back.get_at((back.get_width() // 2, back.get_height() // 2)) != pygame.Color(200, 0, 0)
    drawn = draw_card(
        screen, pygame.Rect(10, 10, 50, 70), render_face("test.red", (100, 140), _red)
    )
    assert drawn.size == (50, 70)


# -- drag and drop ------------------------------------------------------------------------


class Table:
    """A hand card and a noble that may go to slot A (legal) but not slot B."""

    def __init__(self, speed: float = 1.0) -> None:
        self.drops: list[tuple[object, object]] = []
        self.ctl = DragController(lambda item, target: self.drops.append((item, target)), speed)
        self.card = pygame.Rect(100, 400, 80, 112)
        self.slot_a = pygame.Rect(400, 100, 80, 112)
        self.slot_b = pygame.Rect(600, 100, 80, 112)
        self.ctl.set_items(
            [
                DragItem("card", self.card, frozenset({"A"})),
                DragItem("stuck", pygame.Rect(300, 400, 80, 112)),
            ]
        )
        self.ctl.set_targets({"A": self.slot_a, "B": self.slot_b})


def test_drag_to_a_legal_target_calls_back_with_the_target() -> None:
    table = Table()
    grab = (table.card.x + 10, table.card.y + 20)
    used = feed(table.ctl.handle_event, down(grab), move((150, 380)), move((300, 200)))
    assert all(used)
    assert table.ctl.held == "card"
    assert table.ctl.lit_targets() == {"A"}
    held = table.ctl.display_rect("card")
    assert held is not None and held.topleft == (290, 180), "keeps the grab offset"
    feed(table.ctl.handle_event, move(table.slot_a.center))
    assert table.ctl.hot_target() == "A"
    feed(table.ctl.handle_event, up(table.slot_a.center))
    assert table.drops == [("card", "A")]
    assert table.ctl.held is None
    assert table.ctl.last_drop is not None and table.ctl.last_drop[0] == "card"


def test_illegal_drop_glides_back_without_callback() -> None:
    table = Table()
    grab = table.card.center
    feed(table.ctl.handle_event, down(grab), move((300, 300)), move(table.slot_b.center))
    assert table.ctl.hot_target() is None, "slot B is not legal: it never glows"
    feed(table.ctl.handle_event, up(table.slot_b.center))
    assert table.drops == []
    midway = table.ctl.display_rect("card")
    assert midway is not None and midway.center == table.slot_b.center
    assert table.ctl.is_floating("card")
    assert table.ctl.update(NORMAL / 2)
    half = table.ctl.display_rect("card")
    assert half is not None and table.card.x < half.x < table.slot_b.x
    while table.ctl.update(1 / 60):
        pass
    assert table.ctl.display_rect("card") == table.card
    assert not table.ctl.is_floating("card")


def test_drop_in_empty_space_and_escape_both_return_the_item() -> None:
    table = Table(speed=0.0)
    feed(table.ctl.handle_event, down(table.card.center), move((50, 50)), up((50, 50)))
    assert table.drops == []
    assert table.ctl.display_rect("card") == table.card, "speed 0: back at once"
    feed(table.ctl.handle_event, down(table.card.center), move((420, 300)))
    used = feed(table.ctl.handle_event, (pygame.KEYDOWN, {"key": pygame.K_ESCAPE}))
    assert used == [True]
    assert table.ctl.held is None
    feed(table.ctl.handle_event, up(table.slot_a.center))
    assert table.drops == []


def test_click_select_then_click_target_plays() -> None:
    table = Table()
    jitter = (table.card.centerx + DRAG_THRESHOLD - 2, table.card.centery)
    feed(table.ctl.handle_event, down(table.card.center), move(jitter), up(jitter))
    assert table.ctl.selected == "card", "a shaky click is still a click"
    assert table.ctl.lit_targets() == {"A"}
    feed(table.ctl.handle_event, down(table.slot_b.center), up(table.slot_b.center))
    assert table.drops == []
    assert table.ctl.selected is None, "a click elsewhere drops the selection"
    feed(table.ctl.handle_event, down(table.card.center), up(table.card.center))
    feed(table.ctl.handle_event, down(table.slot_a.center), up(table.slot_a.center))
    assert table.drops == [("card", "A")]


def test_items_without_targets_cannot_be_picked_up() -> None:
    table = Table()
    used = feed(table.ctl.handle_event, down((340, 450)), move((500, 150)), up((500, 150)))
    assert used == [False, False, False]
    assert table.ctl.selected is None and table.drops == []


def test_a_drag_tried_on_an_item_that_cannot_move_is_reported_once() -> None:
    table = Table()
    refused: list[object] = []
    table.ctl.on_refuse = refused.append
    stuck = (340, 450)
    feed(table.ctl.handle_event, down(stuck), move((341, 451)))
    assert refused == [], "a shaky click is no drag"
    feed(table.ctl.handle_event, move((400, 300)), move((500, 150)), up((500, 150)))
    assert refused == ["stuck"]
    feed(table.ctl.handle_event, down(table.card.center), move((300, 300)))
    assert refused == ["stuck"], "a movable item is carried, not refused"


def test_carry_targets_count_only_while_carried_and_do_not_glow() -> None:
    drops: list[tuple[object, object]] = []
    ctl = DragController(lambda item, target: drops.append((item, target)), 0.0)
    row = pygame.Rect(0, 400, 400, 120)
    first, second = pygame.Rect(10, 400, 80, 112), pygame.Rect(100, 400, 80, 112)
    ctl.set_items(
        [
            DragItem("a", first, carry_targets=frozenset({"row"})),
            DragItem("b", second, carry_targets=frozenset({"row"})),
        ]
    )
    ctl.set_targets({"row": row})
    assert ctl.focus_spots() == [], "nothing to click to: the keyboard is not offered it"
    feed(ctl.handle_event, down(first.center), up(first.center))
    assert ctl.selected is None and drops == [], "a click selects nothing"
    feed(ctl.handle_event, down(first.center), move((200, 420)))
    assert ctl.held == "a" and ctl.hot_target() == "row"
    screen = pygame.Surface((400, 600))
    screen.fill((0, 0, 0))
    ctl.draw_targets(screen)
    glow = pygame.transform.average_color(screen, row)[:3]
    assert glow == (0, 0, 0), "the row opens a gap instead of glowing"
    feed(ctl.handle_event, up((200, 420)))
    assert drops == [("a", "row")]


def test_moved_to_takes_a_key_out_and_puts_it_at_the_place() -> None:
    assert moved_to("abcde", "e", 1) == ["a", "e", "b", "c", "d"]
    assert moved_to("abcde", "a", 3) == ["b", "c", "d", "a", "e"]
    assert moved_to("abc", "b", 9) == ["a", "c", "b"]
    assert moved_to("abc", "x", 0) == ["a", "b", "c"], "an unknown key changes nothing"


def test_item_vanishing_mid_drag_is_let_go() -> None:
    table = Table()
    feed(table.ctl.handle_event, down(table.card.center), move((300, 300)))
    table.ctl.set_items([])
    assert table.ctl.held is None
    feed(table.ctl.handle_event, up(table.slot_a.center))
    assert table.drops == []


def test_losing_the_window_focus_ends_a_drag_but_keeps_a_selection() -> None:
    """Alt+Tab while carrying a card: the release goes to another window, so the card
    glides home instead of staying stuck to the cursor."""
    table = Table(speed=0.0)
    feed(table.ctl.handle_event, down(table.card.center), move((420, 300)))
    assert table.ctl.held == "card"
    used = feed(table.ctl.handle_event, (pygame.WINDOWFOCUSLOST, {}))
    assert used == [True]
    assert table.ctl.held is None and table.ctl.lit_targets() == frozenset()
    assert table.ctl.display_rect("card") == table.card
    feed(table.ctl.handle_event, move(table.slot_a.center), up(table.slot_a.center))
    assert table.drops == [], "the release after coming back drops nothing"
    feed(table.ctl.handle_event, down(table.card.center), up(table.card.center))
    assert table.ctl.selected == "card"
    assert feed(table.ctl.handle_event, (pygame.WINDOWFOCUSLOST, {})) == [False]
    assert table.ctl.selected == "card", "a selection does not follow the cursor: it stays"


# -- zoom -------------------------------------------------------------------------------


def test_wrap_text_fits_the_width() -> None:
    from parlour.ui.fonts import font

    fnt = font(16)
    text = "A noble forward up to two places.\n\nSupercalifragilisticexpialidocious" * 3
    lines = wrap_text(text, fnt, 120)
    assert all(fnt.size(line)[0] <= 120 for line in lines)
    assert "" in lines, "blank lines survive"
    # Nothing lost: only the hyphens of syllable breaks are added.
    shown = "".join(lines).replace(" ", "").replace("-", "")
    assert shown == text.replace(" ", "").replace("\n", "").replace("-", "")


def test_panel_never_leaves_the_screen() -> None:
    bounds = pygame.Rect(0, 0, 1024, 640)
    for anchor in (
        pygame.Rect(0, 0, 60, 80),
        pygame.Rect(980, 600, 40, 40),
        pygame.Rect(500, 300, 60, 80),
    ):
        assert bounds.contains(place_panel((400, 300), anchor, bounds))
    right = place_panel((200, 100), pygame.Rect(100, 100, 60, 80), bounds)
    assert right.left > 160, "beside the card, not over it"


def test_zoom_on_hover_delay_and_right_click() -> None:
    screen = pygame.display.get_surface()
    asked = []

    def content(key):
        asked.append(key)
        return ZoomContent("Der Idiot", "Ein Adliger rückt bis zu 2 Plätze vor. " * 8, key, _red)

    zoom = ZoomController(content)
    corner = pygame.Rect(740, 520, 60, 80)
    zoom.set_spots([("idiot", corner)])
    feed(zoom.handle_event, move(corner.center, (0, 0, 0)))
    assert not zoom.update(0.2) and zoom.shown is None
    assert zoom.update(1.0) and zoom.shown == "idiot"
    screen.fill((0, 90, 0))
    zoom.draw(screen)
    assert asked == ["idiot"]
    panel = zoom.panel_rect
    assert panel is not None and screen.get_rect().contains(panel)
    assert not panel.colliderect(corner), "the zoom does not cover its card"
    assert screen.get_at(panel.center) != pygame.Color(0, 90, 0)
    left_half = pygame.Rect(0, 0, 400, 600)
    moved = pygame.Rect(340, 100, 60, 80)
    zoom.set_spots([("idiot", moved)])
    assert zoom.shown is None, "the card moved away from under the pointer: its zoom goes"
    feed(zoom.handle_event, move(moved.center, (0, 0, 0)))
    assert zoom.update(1.0) and zoom.shown == "idiot"
    zoom.draw(screen, left_half)
    assert zoom.panel_rect is not None and left_half.contains(zoom.panel_rect), "kept in bounds"
    zoom.set_spots([("idiot", corner)])
    feed(zoom.handle_event, move((10, 10), (0, 0, 0)))
    assert zoom.shown is None
    assert feed(zoom.handle_event, down(corner.center, 3)) == [True]
    assert zoom.shown == "idiot"
    feed(zoom.handle_event, move((10, 10), (0, 0, 0)))
    assert zoom.shown == "idiot", "a right-click zoom stays pinned"
    feed(zoom.handle_event, down((10, 10), 1))
    assert zoom.shown is None


def test_a_click_closes_the_zoom_until_the_mouse_moves_again() -> None:
    """A click on a zoomed card acts on it (a table opens a preview beside it); the zoom
    must not come back over that while the pointer rests where it clicked."""
    zoom = ZoomController(lambda key: ZoomContent("Card", "text", key, _red))
    card = pygame.Rect(100, 100, 60, 80)
    zoom.set_spots([("card", card)])
    feed(zoom.handle_event, move(card.center, (0, 0, 0)))
    assert zoom.update(1.0) and zoom.shown == "card"
    feed(zoom.handle_event, down(card.center, 1))
    assert zoom.shown is None
    assert not zoom.update(1.0) and zoom.shown is None, "no zoom while the pointer rests"
    feed(zoom.handle_event, move((card.centerx + 3, card.centery), (0, 0, 0)))
    assert zoom.update(1.0) and zoom.shown == "card", "moving on the card shows it again"


def test_a_card_dropped_under_the_pointer_waits_for_it_to_move_before_its_zoom() -> None:
    """A card dragged onto its place lies under the resting pointer; its zoom opening
    there covered the place the next move is made (Banque Fatale's bids)."""
    zoom = ZoomController(lambda key: ZoomContent("Card", "text", key, _red))
    place = pygame.Rect(300, 200, 60, 80)
    feed(zoom.handle_event, move((50, 50)), move(place.center))
    zoom.set_spots([("card", place)])  # the card was dropped here
    feed(zoom.handle_event, up(place.center))
    assert not zoom.update(1.0) and zoom.shown is None, "no zoom while the pointer rests"
    feed(zoom.handle_event, move((place.centerx + 3, place.centery), (0, 0, 0)))
    assert zoom.update(1.0) and zoom.shown == "card", "moving on the card shows it again"
